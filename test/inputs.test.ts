import { describe, expect, it } from "vitest";
import {
  InputError,
  type InputName,
  parseSettings,
  readActionInputs,
  requireGitHubToken,
} from "../src/action/inputs.js";
import { DEFAULT_DOMAINS } from "../src/base/allowed-domains.js";
import { builtInPrices } from "../src/llm/prices.js";

const env = { ANTHROPIC_API_KEY: "sk-ant-from-env" };

function parse(raw: Partial<Record<InputName, string>>, environment: NodeJS.ProcessEnv = env) {
  return parseSettings(raw, environment);
}

describe("parseSettings", () => {
  it("fills every default and takes the API key from the provider's variable", () => {
    const s = parse({});
    expect(s).toMatchObject({
      provider: "anthropic",
      apiKey: "sk-ant-from-env",
      maxSteps: 50,
      timeoutMinutes: 30,
      tokenLimit: 80000,
      mode: "auto",
      allowedPermission: "write",
      triggerPhrase: "/agent",
      branchPrefix: "agent/",
      sandbox: "auto",
      network: "allowlist",
      stream: true,
    });
    expect(s.model).not.toBe("");
  });

  it("reads inputs as the runner passes them, hyphens kept", () => {
    const raw = readActionInputs({ "INPUT_MAX-STEPS": "7", "INPUT_API-KEY": "k", INPUT_MODE: "pr" });
    expect(parse(raw)).toMatchObject({ maxSteps: 7, apiKey: "k", mode: "pr" });
  });

  it("reads the CI repair bound and the images switch, 0 and false turning each off", () => {
    expect(parse({})).toMatchObject({ maxCiFixes: 3, images: true });
    expect(parse({ "max-ci-fixes": "0", images: "false" })).toMatchObject({ maxCiFixes: 0, images: false });
    expect(parse({ "max-ci-fixes": " 5 ", images: "FALSE" })).toMatchObject({ maxCiFixes: 5, images: false });
  });

  it("reads network as allowlist or open, in any case", () => {
    expect(parse({ network: " Open " }).network).toBe("open");
    expect(parse({ network: "allowlist" }).network).toBe("allowlist");
  });

  it("allows fractions of a minute", () => {
    expect(parse({ "timeout-minutes": "0.5" }).timeoutMinutes).toBe(0.5);
  });

  it.each<[InputName, string]>([
    ["max-steps", "abc"],
    ["max-steps", "0"],
    ["max-steps", "2.5"],
    ["timeout-minutes", "abc"],
    ["timeout-minutes", "-1"],
    ["token-limit", "-5"],
    ["provider", "foo"],
    ["mode", "x"],
    ["allowed-permission", "root"],
    ["sandbox", "maybe"],
    ["network", "closed"],
    ["stream", "perhaps"],
    ["base-url", "ftp://models.example"],
    ["branch-prefix", "bad prefix/"],
    ["max-ci-fixes", "-1"],
    ["max-ci-fixes", "1.5"],
    ["max-ci-fixes", "three"],
    ["images", "sometimes"],
  ])("rejects %s = %j with a message that names the input", (name, value) => {
    expect(() => parse({ [name]: value })).toThrowError(InputError);
    expect(() => parse({ [name]: value })).toThrowError(new RegExp(`^${name}`));
  });

  it("reads allowed-env as variable names, comma- or newline-separated, blanks ignored", () => {
    expect(parse({}).allowedEnv).toEqual([]);
    const raw = readActionInputs({
      "INPUT_ALLOWED-ENV": " NPM_CONFIG_REGISTRY, PIP_INDEX_URL\n\n  _Lower_1 ,,\r\n",
    });
    expect(parse(raw).allowedEnv).toEqual(["NPM_CONFIG_REGISTRY", "PIP_INDEX_URL", "_Lower_1"]);
  });

  it.each(["FOO BAR", "1ABC", "A-B", "NAME=value"])(
    "rejects allowed-env entry %j, naming the input and the entry",
    (entry) => {
      expect(() => parse({ "allowed-env": `GOOD, ${entry}` })).toThrowError(
        new InputError(`allowed-env: "${entry}" is not a variable name`),
      );
    },
  );

  it("names the missing API key and the variable that would supply it", () => {
    expect(() => parse({ provider: "openai" })).toThrowError(/api-key is missing.*OPENAI_API_KEY/);
  });

  it("needs no API key for a server of its own, but always for the provider's own endpoint", () => {
    expect(parse({ "base-url": "http://127.0.0.1:11434/v1", provider: "openai" }).apiKey).toBe("");
    expect(() => parse({ provider: "anthropic" }, {})).toThrowError(/api-key is missing/);
  });

  it("names inputs as the caller labels them: flags on the command line", () => {
    expect(() => parseSettings({ "max-steps": "ten" }, env, (name) => `--${name}`)).toThrowError(
      new InputError('--max-steps must be a positive integer, got "ten"'),
    );
  });

  it("refuses a base-url holding a password, without quoting it back", () => {
    expect(() => parse({ "base-url": "https://me:s3cret-pass@llm.example/v1" })).toThrowError(
      /^base-url must not hold a user name or password/,
    );
    try {
      parse({ "base-url": "https://me:s3cret-pass@llm.example/v1" });
    } catch (error) {
      expect(String(error)).not.toContain("s3cret-pass");
    }
  });

  it("turns label triggers off with an empty label-trigger, and defaults to agent", () => {
    expect(parse({ "label-trigger": "" }).labelTrigger).toBe("");
    expect(parse({}).labelTrigger).toBe("agent");
  });

  it("lets the command line run without a GitHub token, but not the action", () => {
    const s = parse({});
    expect(s.githubToken).toBe("");
    expect(() => requireGitHubToken(s)).toThrowError(/^github-token is empty/);
  });
});

describe("parseSettings: spending and the repository worked on", () => {
  it("prices the default model from the built-in table and caps nothing by default", () => {
    const s = parse({});
    expect(s.maxCost).toBeUndefined();
    expect(s.prices).toEqual(builtInPrices("anthropic", s.model));
  });

  it("reads max-cost in US dollars, a dollar sign allowed", () => {
    expect(parse({ "max-cost": "5" }).maxCost).toBe(5);
    expect(parse({ "max-cost": " $0.50 " }).maxCost).toBe(0.5);
  });

  it.each(["0", "-1", "five", "1e3", "5 USD", "$"])("rejects max-cost %j, naming the input", (value) => {
    expect(() => parse({ "max-cost": value })).toThrowError(
      /^max-cost must be a positive amount of US dollars/,
    );
  });

  it("prices cached tokens as the provider bills them when model-prices gives two figures", () => {
    // Anthropic: cache hits at a tenth of the input price, cache writes at 1.25 times.
    expect(parse({ "model-prices": "3,15" }).prices).toEqual({
      input: 3,
      output: 15,
      cacheRead: expect.closeTo(0.3, 12),
      cacheWrite: 3.75,
    });
    // An OpenAI-compatible server's discount is unknown: cached tokens cost what input does.
    expect(parse({ provider: "openai", "api-key": "k", "model-prices": "0.5, 1.5" }).prices).toEqual({
      input: 0.5,
      output: 1.5,
      cacheRead: 0.5,
      cacheWrite: 0.5,
    });
  });

  it("takes cache prices as given in a four-figure model-prices, and free local models at 0", () => {
    expect(parse({ "model-prices": "3,15,0.3,6" }).prices).toEqual({
      input: 3,
      output: 15,
      cacheRead: 0.3,
      cacheWrite: 6,
    });
    const local = parse({
      provider: "openai",
      "base-url": "http://127.0.0.1:8000/v1",
      "model-prices": "0,0",
    });
    expect(local.prices).toEqual({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });
  });

  it.each(["3", "3,15,1", "a,b", "3;15", "-1,2", "3,15,,"])(
    "rejects model-prices %j, naming the input",
    (value) => {
      expect(() => parse({ "model-prices": value })).toThrowError(/^model-prices must be "<input>,<output>"/);
    },
  );

  it("refuses max-cost for a model nobody can price, naming both inputs and the model", () => {
    const raw = { provider: "openai", "api-key": "k", model: "my-local-model", "max-cost": "1" };
    expect(() => parse(raw)).toThrowError(
      new InputError(
        'max-cost needs the price of model "my-local-model" (provider "openai"), which the built-in price table lacks: set model-prices to "<input>,<output>" US dollars per million tokens',
      ),
    );
    expect(parse({ ...raw, "model-prices": "0.2,0.6" }).maxCost).toBe(1);
    // Without a cap an unknown price is fine: the run's cost is then not reported.
    expect(parse({ ...raw, "max-cost": "" }).prices).toBeUndefined();
  });

  it("refuses a max-cost below what one call's output may cost, naming both inputs", () => {
    // 16,000 output tokens at $15 per million: $0.24.
    expect(() => parse({ "model-prices": "3,15", "max-cost": "0.20" })).toThrowError(
      new InputError(
        "max-cost is $0.20, less than one model call may cost: 16,000 max-output-tokens at $15 per million output tokens is $0.24; raise max-cost or lower max-output-tokens",
      ),
    );
    expect(parse({ "model-prices": "3,15", "max-cost": "0.20", "max-output-tokens": "4000" }).maxCost).toBe(
      0.2,
    );
  });

  it("names the flags on the command line", () => {
    expect(() => parseSettings({ model: "x-1", "max-cost": "2" }, env, (name) => `--${name}`)).toThrowError(
      /^--max-cost needs the price of model "x-1".*set --model-prices/,
    );
  });

  it("reads repository as owner/name and working-directory as a folder inside the workspace", () => {
    expect(parse({})).toMatchObject({ repository: undefined, workingDirectory: "" });
    expect(
      parse({ repository: "octo-org/service.api", "working-directory": "./checkouts//service/" }),
    ).toMatchObject({
      repository: { owner: "octo-org", repo: "service.api" },
      workingDirectory: "checkouts/service",
    });
  });

  it.each([
    "service",
    "octo-org/",
    "/service",
    "octo org/service",
    "octo-org/service/extra",
    "octo-org/..",
    "octo-org/.git",
    "octo-org/..git",
  ])("rejects repository %j, naming the input", (value) => {
    expect(() => parse({ repository: value })).toThrowError(
      /^repository must be a repository as owner\/name/,
    );
  });

  it.each(["/home/runner/work/other", "../other", "target/../../x"])(
    "rejects working-directory %j outside the workspace, naming the input",
    (value) => {
      expect(() => parse({ "working-directory": value })).toThrowError(
        /^working-directory must be a folder inside the workspace/,
      );
    },
  );
});

describe("parseSettings: GitHub operations, structured results, proposals and allowed domains", () => {
  it("allows no operation, asks for no structured result, publishes at once and allows the default hosts", () => {
    expect(parse({})).toMatchObject({
      safeOutputs: {},
      outputSchema: undefined,
      staged: false,
      allowedDomains: DEFAULT_DOMAINS,
    });
  });

  it("reads safe-outputs as the runner passes a block of YAML", () => {
    const raw = readActionInputs({
      "INPUT_SAFE-OUTPUTS": "add-labels:\n  allowed: [bug, duplicate]\nclose-issue:\n  max: 1\n",
      INPUT_STAGED: "true",
    });
    expect(parse(raw)).toMatchObject({
      safeOutputs: {
        "add-labels": { allowed: ["bug", "duplicate"], max: 3 },
        "close-issue": { max: 1, target: "triggering" },
      },
      staged: true,
    });
  });

  it("refuses a bad safe-outputs naming the input, the key and the option, as the action or the command line names it", () => {
    expect(() => parse({ "safe-outputs": "add-labels:\n  max: 0" })).toThrowError(
      new InputError("safe-outputs: add-labels.max must be a whole number, 1 or more, got 0"),
    );
    expect(() =>
      parseSettings({ "safe-outputs": "label-everything:" }, env, (name) => `--${name}`),
    ).toThrowError(/^--safe-outputs: unknown key "label-everything"; the keys are add-labels, /);
  });

  it("reads allowed-domains with defaults expanded, and refuses an address naming the input", () => {
    expect(parse({ "allowed-domains": "defaults\ndocs.example.com" }).allowedDomains).toEqual([
      ...DEFAULT_DOMAINS,
      "docs.example.com",
    ]);
    expect(parse({ "allowed-domains": "example.com" }).allowedDomains).toEqual(["example.com"]);
    expect(() => parse({ "allowed-domains": "defaults, https://example.com/" })).toThrowError(
      new InputError(
        'allowed-domains: "https://example.com/" is an address, not a host name: write the host alone, like example.com',
      ),
    );
  });

  it("reads output-schema as inline JSON or a path in the repository", () => {
    expect(parse({ "output-schema": '{"type": "object", "required": ["kind"]}' }).outputSchema).toEqual({
      inline: { type: "object", required: ["kind"] },
    });
    expect(parse({ "output-schema": "./schemas//verdict.json" }).outputSchema).toEqual({
      path: "schemas/verdict.json",
    });
  });

  it.each([
    ["output-schema", '{"type": "object",}', /^output-schema is not valid JSON: /],
    ["output-schema", "../outside.json", /^output-schema must be a JSON Schema as inline JSON or a path/],
    ["staged", "maybe", /^staged must be true or false, got "maybe"$/],
  ])("refuses %s %j, naming the input", (name, value, message) => {
    expect(() => parse({ [name]: value })).toThrowError(message);
  });
});

describe("parseSettings: the two-job shape (handoff, apply-handoff)", () => {
  const workspace = "/home/runner/work/octo-repo/octo-repo";
  const onRunner = { ...env, GITHUB_WORKSPACE: workspace };

  it("leaves both unset by default, and reads them as the runner passes them", () => {
    expect(parse({})).not.toHaveProperty("handoff");
    expect(parse({})).not.toHaveProperty("applyHandoff");
    const raw = readActionInputs({
      ...onRunner,
      INPUT_HANDOFF: "/tmp/runner/repo-agent-handoff",
    });
    expect(parse(raw, onRunner).handoff).toBe("/tmp/runner/repo-agent-handoff");
    const publish = readActionInputs({ "INPUT_APPLY-HANDOFF": " /tmp/runner/handed-off " });
    expect(parse(publish, onRunner).applyHandoff).toBe("/tmp/runner/handed-off");
  });

  it("resolves a relative folder against the job's workspace, else the current folder", () => {
    expect(parse({ handoff: "../handoff" }, onRunner).handoff).toBe("/home/runner/work/octo-repo/handoff");
    expect(parse({ "apply-handoff": "handoff" }, onRunner).applyHandoff).toBe(`${workspace}/handoff`);
    expect(parse({ "apply-handoff": "handoff" }, env).applyHandoff).toBe(`${process.cwd()}/handoff`);
  });

  it("refuses both at once: they belong to two different jobs", () => {
    const both = { handoff: "/tmp/a", "apply-handoff": "/tmp/a" };
    expect(() => parse(both)).toThrowError(InputError);
    expect(() => parse(both)).toThrowError(
      /^handoff and apply-handoff belong to two different jobs: give one of them \(/,
    );
  });

  it.each(["handoff", "apply-handoff"] as const)(
    "refuses %s with staged: the publish job publishes, nothing is proposed",
    (name) => {
      expect(() => parse({ [name]: "/tmp/handoff", staged: "true" })).toThrowError(
        new RegExp(`^staged must be false with ${name}: a handed-off run is published by the publish job`),
      );
      expect(parse({ [name]: "/tmp/handoff", staged: "false" })).toMatchObject({ staged: false });
    },
  );

  it("needs no model key in the publish job, which calls no model, but does in the agent job", () => {
    const noKey: NodeJS.ProcessEnv = {};
    expect(parse({ "apply-handoff": "/tmp/handoff" }, noKey)).toMatchObject({
      apiKey: "",
      applyHandoff: "/tmp/handoff",
    });
    expect(() => parse({ handoff: "/tmp/handoff" }, noKey)).toThrowError(/^api-key is missing/);
  });

  it("names the flags in command-line messages", () => {
    const flags = (name: InputName) => `--${name}`;
    expect(() => parseSettings({ handoff: "/a", "apply-handoff": "/b" }, env, flags)).toThrowError(
      /^--handoff and --apply-handoff belong to two different jobs/,
    );
    expect(() => parseSettings({ handoff: "/a", staged: "true" }, env, flags)).toThrowError(
      /^--staged must be false with --handoff:/,
    );
  });
});

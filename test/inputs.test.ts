import { describe, expect, it } from "vitest";
import {
  InputError,
  type InputName,
  parseSettings,
  readActionInputs,
  requireGitHubToken,
} from "../src/action/inputs.js";

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

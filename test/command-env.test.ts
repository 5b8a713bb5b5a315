import { stat } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { COMMAND_ENV, commandEnv, commandEnvironment, createPrivateHome } from "../src/tools/env.js";
import { createCodingTools } from "../src/tools/index.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { scratchFolder } from "./fixtures/scratch.js";

/** A job's environment on a GitHub-hosted runner, with the secrets a workflow commonly adds. */
const JOB_ENV: NodeJS.ProcessEnv = {
  PATH: "/usr/local/bin:/usr/bin:/bin",
  HOME: "/home/runner/private-home",
  TMPDIR: "/home/runner/private-home/tmp",
  LANG: "C.UTF-8",
  LC_ALL: "C.UTF-8",
  LC_CTYPE: "en_US.UTF-8",
  TZ: "UTC",
  GITHUB_ACTIONS: "true",
  GITHUB_REPOSITORY: "octo/demo",
  GITHUB_REF: "refs/heads/main",
  GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
  GITHUB_WORKSPACE: "/home/runner/work/demo/demo",
  GITHUB_SERVER_URL: "https://github.com",
  GITHUB_API_URL: "https://api.github.com",
  GITHUB_RUN_ID: "987",
  GITHUB_RUN_NUMBER: "42",
  GITHUB_ACTOR: "octocat",
  GITHUB_EVENT_NAME: "issue_comment",
  RUNNER_OS: "Linux",
  RUNNER_ARCH: "X64",
  NPM_TOKEN: "npm_0123456789abcdefghij",
  AWS_SECRET_ACCESS_KEY: "aws/secret/0123456789",
  NODE_OPTIONS: "--max-old-space-size=4096",
  RUNNER_TEMP: "/home/runner/work/_temp",
  GITHUB_EVENT_PATH: "/home/runner/work/_temp/_github_workflow/event.json",
  GITHUB_ENV: "/home/runner/work/_temp/_runner_file_commands/set_env_1",
  GITHUB_PATH: "/home/runner/work/_temp/_runner_file_commands/add_path_1",
  GITHUB_OUTPUT: "/home/runner/work/_temp/_runner_file_commands/set_output_1",
  GITHUB_STATE: "/home/runner/work/_temp/_runner_file_commands/save_state_1",
  GITHUB_STEP_SUMMARY: "/home/runner/work/_temp/_runner_file_commands/step_summary_1",
  GITHUB_TOKEN: "ghs_jobtoken0123456789",
  ACTIONS_RUNTIME_TOKEN: "runtime-token",
  ACTIONS_ID_TOKEN_REQUEST_URL: "https://token.actions.example",
  "INPUT_API-KEY": "sk-ant-input-key-0123",
  "INPUT_GITHUB-TOKEN": "ghs_jobtoken0123456789",
};

const DESCRIPTORS = [
  "GITHUB_ACTIONS",
  "GITHUB_REPOSITORY",
  "GITHUB_REF",
  "GITHUB_SHA",
  "GITHUB_WORKSPACE",
  "GITHUB_SERVER_URL",
  "GITHUB_API_URL",
  "GITHUB_RUN_ID",
  "GITHUB_RUN_NUMBER",
  "GITHUB_ACTOR",
  "GITHUB_EVENT_NAME",
  "RUNNER_OS",
  "RUNNER_ARCH",
];

describe("the command environment", () => {
  it("passes the shell's basics, every locale variable and the run's descriptors", () => {
    const env = commandEnv(JOB_ENV);
    for (const name of ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "LC_CTYPE", "TZ", ...DESCRIPTORS]) {
      expect(env[name], name).toBe(JOB_ENV[name]);
    }
  });

  it("withholds every other job variable: tokens, file commands, runner paths, inputs", () => {
    const env = commandEnv(JOB_ENV);
    const passed = new Set(Object.keys(env));
    for (const name of [
      "NPM_TOKEN",
      "AWS_SECRET_ACCESS_KEY",
      "NODE_OPTIONS",
      "RUNNER_TEMP",
      "GITHUB_EVENT_PATH",
      "GITHUB_ENV",
      "GITHUB_PATH",
      "GITHUB_OUTPUT",
      "GITHUB_STATE",
      "GITHUB_STEP_SUMMARY",
      "GITHUB_TOKEN",
      "ACTIONS_RUNTIME_TOKEN",
      "ACTIONS_ID_TOKEN_REQUEST_URL",
      "INPUT_API-KEY",
      "INPUT_GITHUB-TOKEN",
    ]) {
      expect(passed.has(name), name).toBe(false);
    }
    expect(JSON.stringify(env)).not.toMatch(/npm_0123|aws\/secret|ghs_job|runtime-token|sk-ant-input/);
  });

  it("turns off pagers, editors and prompts whatever the job set", () => {
    const env = commandEnv({ ...JOB_ENV, CI: "false", TERM: "xterm-256color", GIT_PAGER: "less" });
    expect(env).toMatchObject(COMMAND_ENV);
    expect(env.GIT_PAGER).toBe("cat");
  });

  it("passes the variables allowed-env names", () => {
    const env = commandEnv(JOB_ENV, { allowed: ["NODE_OPTIONS", "RUNNER_TEMP", "NOT_SET_ANYWHERE"] });
    expect(env.NODE_OPTIONS).toBe(JOB_ENV.NODE_OPTIONS);
    expect(env.RUNNER_TEMP).toBe(JOB_ENV.RUNNER_TEMP);
    expect("NOT_SET_ANYWHERE" in env).toBe(false);
    expect("NPM_TOKEN" in env).toBe(false);
  });

  it("still withholds an allowed variable whose value holds a secret, and says so", () => {
    const apiKey = "sk-ant-model-key-abcdef";
    const result = commandEnvironment(
      { ...JOB_ENV, PROXY_URL: `https://user:${apiKey}@proxy.example`, MODEL_KEY: apiKey },
      { allowed: ["PROXY_URL", "MODEL_KEY", "NODE_OPTIONS"], secrets: [apiKey] },
    );
    expect(result.env.NODE_OPTIONS).toBe(JOB_ENV.NODE_OPTIONS);
    expect("PROXY_URL" in result.env).toBe(false);
    expect("MODEL_KEY" in result.env).toBe(false);
    expect(result.warnings).toEqual([
      "allowed-env: PROXY_URL is withheld: its value holds a secret",
      "allowed-env: MODEL_KEY is withheld: its value holds a secret",
    ]);
  });

  it("never passes the action's own secrets and the runner's file commands, even when allowed-env names them", () => {
    const allowed = ["GITHUB_TOKEN", "ACTIONS_RUNTIME_TOKEN", "INPUT_API-KEY", "GITHUB_ENV", "NPM_TOKEN"];
    const result = commandEnvironment(JOB_ENV, { allowed, extraNames: ["NPM_TOKEN"] });
    for (const name of allowed) expect(name in result.env, name).toBe(false);
    expect(result.warnings).toHaveLength(allowed.length);
    expect(result.warnings).toContain("allowed-env: GITHUB_ENV is withheld: it names a secret of the action");
  });

  it("matches a short secret only as a whole value", () => {
    const env = commandEnv({ ...JOB_ENV, LANG: "ab", LC_ALL: "xabx" }, { secrets: ["ab", " "] });
    expect("LANG" in env).toBe(false);
    expect(env.LC_ALL).toBe("xabx");
  });
});

describe("a private home for commands without the sandbox", () => {
  it("is a fresh folder only its owner can enter, with TMPDIR inside, removed afterwards", async () => {
    const own = await createPrivateHome();
    expect(((await stat(own.home)).mode & 0o777).toString(8)).toBe("700");
    expect((await stat(own.tmpdir)).isDirectory()).toBe(true);
    expect(path.dirname(own.tmpdir)).toBe(own.home);
    await own.remove();
    await expect(stat(own.home)).rejects.toThrow();
    await own.remove();
  });
});

describe("commands run by the tools", () => {
  let root: string;
  const disposers: (() => Promise<void>)[] = [];

  beforeEach(async (context) => {
    root = await scratchFolder(context, "command-env-", disposers);
  });

  it("see the allowlisted environment and the allowed job variables, never the job's secrets", async () => {
    const apiKey = "sk-ant-model-key-abcdef";
    const job = { ...JOB_ENV, PATH: process.env.PATH, HOME: root, TMPDIR: root, PROXY_URL: `x${apiKey}x` };
    const coding = createCodingTools({
      root,
      env: commandEnv(job, { allowed: ["NODE_OPTIONS", "PROXY_URL"], secrets: [apiKey] }),
    });
    disposers.push(coding.dispose);
    const registry = new ToolRegistry(coding.tools);
    const out = await runTool(
      registry,
      { name: "bash", arguments: { command: "env" } },
      { signal: new AbortController().signal },
    );
    const names = out.content
      .split("\n")
      .map((line) => line.split("=")[0])
      .filter((name): name is string => !!name);
    expect(names).toEqual(
      expect.arrayContaining(["PATH", "HOME", "LC_CTYPE", "NODE_OPTIONS", ...DESCRIPTORS]),
    );
    for (const name of ["NPM_TOKEN", "AWS_SECRET_ACCESS_KEY", "GITHUB_ENV", "GITHUB_TOKEN", "PROXY_URL"]) {
      expect(names).not.toContain(name);
    }
    expect(names.filter((n) => n.startsWith("ACTIONS_") || n.startsWith("INPUT_"))).toEqual([]);
    expect(out.content).not.toMatch(/npm_0123|aws\/secret|ghs_job|runtime-token|sk-ant/);
  });
});

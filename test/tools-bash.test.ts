import { execFileSync } from "node:child_process";
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commandEnv } from "../src/tools/env.js";
import { type CodingToolsOptions, createCodingTools } from "../src/tools/index.js";
import { runTool, type ToolOutput, ToolRegistry } from "../src/tools/tool.js";

let root: string;
const cleanups: (() => Promise<void>)[] = [];

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tools-bash-"));
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await rm(root, { recursive: true, force: true });
});

function tools(options: Partial<CodingToolsOptions> = {}) {
  const coding = createCodingTools({ root, env: commandEnv({ PATH: process.env.PATH }), ...options });
  cleanups.push(coding.dispose);
  const registry = new ToolRegistry(coding.tools);
  const call = (name: string, args: Record<string, unknown>, signal = new AbortController().signal) =>
    runTool(registry, { name, arguments: args }, { signal });
  return { call, dispose: coding.dispose };
}

/** A number unique to this test, to find its processes in the process table. */
const uniqueMarker = (): string => `${process.pid}${Math.floor(Math.random() * 1e6)}`;

function running(marker: string): string[] {
  return execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(marker));
}

/** A command that was stopped: an error saying each of `says`, and nothing it started (named by `marker`) left running. */
function expectStopped(out: ToolOutput, marker: string, says: string[]): void {
  expect(out.isError).toBe(true);
  for (const text of says) expect(out.content).toContain(text);
  expect(running(marker)).toEqual([]);
}

async function waitFor(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("bash", () => {
  it("returns stdout, stderr and the exit code", async () => {
    const { call } = tools();
    const out = await call("bash", { command: "echo out; echo err >&2; exit 3" });
    expect(out.isError).toBeFalsy();
    expect(out.content).toBe("exit code 3\nstdout:\nout\nstderr:\nerr");
  });

  it("runs in the workspace with stdin closed, CI on and no pagers or prompts", async () => {
    const { call } = tools();
    const out = await call("bash", {
      command: 'pwd; cat; echo "CI=$CI prompt=$GIT_TERMINAL_PROMPT pager=$GIT_PAGER,$PAGER"',
    });
    expect(out.content).toContain(`stdout:\n${await realpath(root)}\nCI=true prompt=0 pager=cat,cat`);
  });

  it("cannot see the action's secrets, even when allowed-env names them", async () => {
    const secret = "sk-model-secret-1234567";
    const { call } = tools({
      env: commandEnv(
        {
          PATH: process.env.PATH,
          GITHUB_TOKEN: "ghs_github",
          GH_TOKEN: "gho_cli",
          ANTHROPIC_API_KEY: "sk-ant-key",
          MY_MODEL_KEY: secret,
          PROXY_URL: `https://user:${secret}@proxy.example`,
          ACTIONS_RUNTIME_TOKEN: "runtime",
          ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc",
          "INPUT_API-KEY": "from-input",
          INPUT_TASK: "the task",
          HARMLESS: "visible",
        },
        {
          secrets: [secret],
          allowed: ["HARMLESS", "GITHUB_TOKEN", "MY_MODEL_KEY", "PROXY_URL", "INPUT_TASK"],
        },
      ),
    });
    const out = await call("bash", { command: "env" });
    const names = out.content.split("\n").map((line) => line.split("=")[0]);
    expect(names).toContain("HARMLESS");
    for (const name of ["GITHUB_TOKEN", "GH_TOKEN", "ANTHROPIC_API_KEY", "MY_MODEL_KEY", "PROXY_URL"]) {
      expect(names).not.toContain(name);
    }
    expect(names.filter((n) => n?.startsWith("ACTIONS_") || n?.startsWith("INPUT_"))).toEqual([]);
    for (const value of [secret, "ghs_github", "gho_cli", "sk-ant-key", "runtime", "oidc", "from-input"]) {
      expect(out.content).not.toContain(value);
    }
  });

  // How soon each kill returns is the benchmark's figure (`bash_timeout_ms`, `bash_abort_ms`,
  // `bash_strays_ms`: bench/bash-kill.ts); these say what is left of the command.
  it("kills the whole process group on timeout, grandchildren included", async () => {
    const { call } = tools();
    const marker = uniqueMarker();
    const out = await call("bash", {
      command: `(sleep 300.${marker}; echo never) & echo started; sleep 301.${marker}`,
      timeout: 0.5,
    });
    expect(out.content).not.toContain("never");
    expectStopped(out, marker, ["Timed out after 0.5 s", "stdout:\nstarted"]);
  });

  it("kills a running command when the signal aborts, keeping what it printed", async () => {
    const { call } = tools();
    const marker = uniqueMarker();
    const controller = new AbortController();
    const pending = call("bash", { command: `echo working; sleep 30.${marker}` }, controller.signal);
    await waitFor(async () => running(marker).length > 0);
    controller.abort();
    const out = await pending;
    expectStopped(out, marker, ["the command and its child processes were killed", "Cancelled", "working"]);
  });

  it("stops what a command leaves running when it exits", async () => {
    const { call } = tools();
    const detached = uniqueMarker();
    const holding = uniqueMarker();
    const quiet = await call("bash", { command: `sleep 300.${detached} >/dev/null 2>&1 & echo done` });
    expect(quiet.content).toContain("stdout:\ndone");
    expect(quiet.content).toContain("left running were stopped");
    const loud = await call("bash", { command: `sleep 300.${holding} & echo done` });
    expect(loud.content).toContain("stdout:\ndone");
    expect(loud.content).toContain("run_in_background");
    expect(running(detached)).toEqual([]);
    expect(running(holding)).toEqual([]);
  });

  it("keeps the head and tail of long output with a marker", async () => {
    const { call } = tools();
    const out = await call("bash", { command: "seq 1 200000" });
    expect(out.content.startsWith("exit code 0\nstdout (")).toBe(true);
    expect(out.content).toContain("\n1\n2\n3\n");
    expect(out.content).toMatch(/\n199999\n200000\nstderr: \(empty\)$/);
    expect(out.content).toMatch(/\[\.\.\. \d+ lines, .* omitted \.\.\.\]/);
    expect(Buffer.byteLength(out.content)).toBeLessThan(25 * 1024);
  });

  it("refuses a timeout above 600 seconds, naming the field and the value", async () => {
    const { call } = tools();
    const out = await call("bash", { command: "true", timeout: 601 });
    expect(out.isError).toBe(true);
    expect(out.content).toContain("timeout: expected number to be less or equal to 600, got 601");
  });
});

describe("background commands", () => {
  it("start, show only new output on each read, and stop with their children", async () => {
    const { call } = tools();
    const marker = uniqueMarker();
    const start = await call("bash", {
      command: `echo first; sleep 0.4; echo second; (sleep 300.${marker}) & wait`,
      run_in_background: true,
    });
    expect(start.content).toMatch(/^Started background job bg1/);

    // The first line names the job and its command; the output follows.
    let header = "";
    let seen = "";
    const read = async (): Promise<string> => {
      const [first = "", ...rest] = (await call("bash_output", { id: "bg1" })).content.split("\n");
      header = first;
      seen = rest.join("\n");
      return seen;
    };
    await waitFor(async () => (await read()).includes("first"));
    expect(header).toContain("running");
    expect(seen).not.toContain("second");
    await waitFor(async () => (await read()).includes("second"));
    expect(seen).not.toContain("first");
    await waitFor(async () => running(marker).length > 0);

    const killed = await call("bash_kill", { id: "bg1" });
    expect(killed.content).toContain("Job bg1");
    expect(killed.content).toContain("finished");
    expect(running(marker)).toEqual([]);
    expect((await call("bash_output", { id: "bg1" })).content).toContain("finished");
  });

  it("report a job that ended on its own with its exit code", async () => {
    const { call } = tools();
    await call("bash", { command: "echo bye; exit 4", run_in_background: true });
    let out: ToolOutput = { content: "" };
    await waitFor(async () => {
      out = await call("bash_output", { id: "bg1" });
      return out.content.includes("finished");
    });
    expect(out.content).toContain("exit code 4");
    expect(out.content).toContain("bye");
  });

  it("are all killed when the tools are disposed", async () => {
    const { call, dispose } = tools();
    const marker = uniqueMarker();
    await call("bash", { command: `sleep 300.${marker}`, run_in_background: true });
    await call("bash", { command: `sleep 301.${marker}`, run_in_background: true });
    await waitFor(async () => running(marker).length === 2);
    await dispose();
    expect(running(marker)).toEqual([]);
  });

  it("answer an unknown job id with the ids that exist", async () => {
    const { call } = tools();
    await call("bash", { command: "true", run_in_background: true });
    const out = await call("bash_output", { id: "bg9" });
    expect(out.isError).toBe(true);
    expect(out.content).toContain("Known jobs: bg1");
  });
});

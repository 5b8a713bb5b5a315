/**
 * What the sandbox costs on the way to the first model request, on a large checkout: the bundled
 * action (`dist/index.js`, or `BENCH_BUNDLE`) runs a workflow_dispatch event in the 25,000-file
 * checkout of large-checkout.ts with `sandbox: auto` and with `sandbox: off`, alternately, and
 * the time from spawning it to its first request reaching the fake model server is compared.
 * Each run goes to its end (the model answers at once, with no tool call), so its release gives
 * the workspace back and removes its user before the next run starts, and what it wrote is
 * flushed to disk; only the way to the first request is timed. The servers run in a child process
 * of their own (sandbox-start-servers.ts), at a higher priority where this process may give one:
 * a model server is elsewhere, and what the action does once its request is out must not delay
 * when the request is seen.
 *
 * The sandbox needs Linux, root or passwordless sudo, setpriv and setfacl: where the runs fall
 * back to the action's own user, this throws with the reason the action gave.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { setPriority, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INPUT_DEFAULTS } from "../src/action/inputs.js";
import { bundleForAnyUser } from "../test/fixtures/tool-host-build.js";
import { buildLargeCheckout } from "./large-checkout.js";
import { median, round } from "./stats.js";

/** `dist/index.js`, or the bundle `BENCH_BUNDLE` names (to compare a build made elsewhere). */
const BUNDLE = process.env.BENCH_BUNDLE || fileURLToPath(new URL("../dist/index.js", import.meta.url));
const SERVERS = fileURLToPath(new URL("./sandbox-start-servers.ts", import.meta.url));
/** Timed runs of each mode, after one warm-up run of each. */
export const SANDBOX_STARTUP_RUNS = 3;
/** The servers' nice value (lower runs first); only root may set one below 0. */
const SERVER_PRIORITY = -10;
/** A run (start, sandbox, release of 30,000 files) that has not ended by then is broken. */
const RUN_TIMEOUT_MS = 120_000;

export interface SandboxStartupFigures {
  /** Median ms from spawn to the first model request with `sandbox: auto`. */
  autoMs: number;
  /** The same with `sandbox: off`. */
  offMs: number;
  /** `autoMs / offMs`. */
  ratio: number;
  /** Every `auto` run said its tool commands ran as a sandbox user. */
  sandboxed: boolean;
  /** Committed files in the checkout. */
  files: number;
  runs: number;
}

export type Mode = "auto" | "off";

export interface Servers {
  model: string;
  github: string;
  /** Resolves with the time (ms since the epoch) of the next model request. */
  nextRequest(): Promise<number>;
  close(): Promise<void>;
}

export async function benchSandboxStartup(): Promise<SandboxStartupFigures> {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build first`);
  if (!existsSync(path.join(path.dirname(BUNDLE), "tool-host", "index.js")))
    throw new Error(
      `${path.dirname(BUNDLE)}/tool-host/index.js is missing: the sandbox cannot start its tools`,
    );
  if (process.platform !== "linux") throw new Error(`the sandbox needs Linux, not ${process.platform}`);
  const root = await mkdtemp(path.join(tmpdir(), "bench-sandbox-"));
  let servers: Servers | undefined;
  try {
    const workspace = path.join(root, "workspace");
    const checkout = await buildLargeCheckout(workspace);
    settle(workspace);
    servers = await startServers();
    const env = await runnerEnv(root, workspace, servers);
    const times: Record<Mode, number[]> = { auto: [], off: [] };
    let sandboxed = true;
    for (let pass = 0; pass <= SANDBOX_STARTUP_RUNS; pass++) {
      for (const mode of ["auto", "off"] as const) {
        const run = await timeRun(env, mode, servers);
        if (run.exitCode !== 0)
          throw new Error(`a ${mode} run failed (exit ${run.exitCode}):\n${run.output}`);
        if (mode === "auto") {
          const said = sandboxStatement(run.output);
          const fallback = said && /own user: (.*)/.exec(said)?.[1];
          if (fallback) throw new Error(`the sandbox could not be set up here: ${fallback}`);
          sandboxed &&= said !== undefined && /tool commands run as repo-agent-[0-9a-f]{8} /i.test(said);
        }
        // The first round warms the page cache and the servers' first connections.
        if (pass > 0) times[mode].push(run.firstRequestMs);
        // What the release wrote back (30,000 entries' owners and ACLs) must not slow the next run.
        execFileSync("sync");
      }
      // Each release gives the checkout back: the next run must find it as the first one did.
      const owner = (await stat(path.join(workspace, "packages"))).uid;
      if (owner !== process.getuid?.()) throw new Error(`a run left the checkout owned by uid ${owner}`);
    }
    const autoMs = median(times.auto);
    const offMs = median(times.off);
    return {
      autoMs: round(autoMs, 1),
      offMs: round(offMs, 1),
      ratio: round(autoMs / offMs, 2),
      sandboxed,
      files: checkout.files,
      runs: SANDBOX_STARTUP_RUNS,
    };
  } finally {
    await servers?.close();
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * Packs the fresh commit's objects, as a clone by actions/checkout has them: the commit may have
 * started `git gc --auto` in the background, which would change `.git` (and the copy of it every
 * run makes) while runs are being timed.
 */
export function settle(workspace: string): void {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      execFileSync("git", ["-c", "gc.autoDetach=false", "gc", "--quiet"], { cwd: workspace, stdio: "pipe" });
      return;
    } catch (error) {
      // Refused while the background gc holds its lock: wait for it.
      if (Date.now() > deadline) throw error;
      execFileSync("sleep", ["0.5"]);
    }
  }
}

/** The line of the job log that says who tool commands ran as, or why not. */
function sandboxStatement(output: string): string | undefined {
  return output.split("\n").find((line) => /tool commands run as/i.test(line));
}

export async function startServers(): Promise<Servers> {
  const bundle = await bundleForAnyUser(SERVERS);
  const child = spawn(process.execPath, [bundle], { stdio: ["pipe", "pipe", "inherit"] });
  try {
    if (child.pid) setPriority(child.pid, SERVER_PRIORITY);
  } catch {
    // Not root: the servers run at the same priority as the action.
  }
  const lines = lineReader(child);
  const first = JSON.parse(await lines.next()) as { model: string; github: string };
  return {
    ...first,
    nextRequest: async () => (JSON.parse(await lines.next()) as { request: number }).request,
    close: async () => {
      child.stdin.end();
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** The child's stdout line by line: `next()` resolves with the next whole line. */
function lineReader(child: ChildProcess) {
  const ready: string[] = [];
  const waiting: { resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  let partial = "";
  let ended = false;
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) {
      const waiter = waiting.shift();
      if (waiter) waiter.resolve(line);
      else ready.push(line);
    }
  });
  child.once("exit", () => {
    ended = true;
    for (const waiter of waiting.splice(0)) waiter.reject(new Error("the benchmark's servers stopped"));
  });
  return {
    next: () =>
      new Promise<string>((resolve, reject) => {
        const line = ready.shift();
        if (line !== undefined) resolve(line);
        else if (ended) reject(new Error("the benchmark's servers stopped"));
        else waiting.push({ resolve, reject });
      }),
  };
}

/**
 * One run of the bundle (`dist/index.js` unless another is named) to its end: the time from its
 * spawn to its first model request, which is also its last (the model answers at once), and from
 * that request to its exit: the release of the workspace, the read of the tree and the report.
 */
export async function timeRun(
  env: NodeJS.ProcessEnv,
  mode: Mode,
  servers: Servers,
  bundle: string = BUNDLE,
): Promise<{ firstRequestMs: number; afterAnswerMs: number; exitCode: number | null; output: string }> {
  const request = servers.nextRequest();
  const t0 = performance.timeOrigin + performance.now();
  const child = spawn(process.execPath, [bundle], {
    env: { ...env, INPUT_SANDBOX: mode },
    cwd: env.GITHUB_WORKSPACE,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  let exitAt = 0;
  const exited = new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`a ${mode} run did not end within ${RUN_TIMEOUT_MS} ms:\n${output}`));
    }, RUN_TIMEOUT_MS);
    child.on("error", reject);
    child.on("exit", (code) => {
      exitAt = performance.timeOrigin + performance.now();
      clearTimeout(timer);
      resolve(code);
    });
  });
  const first = await Promise.race([request, exited.then(() => undefined)]);
  const exitCode = await exited;
  if (first === undefined) throw new Error(`a ${mode} run ended before its first model request:\n${output}`);
  return { firstRequestMs: first - t0, afterAnswerMs: exitAt - first, exitCode, output };
}

/** What a GitHub-hosted runner gives the step: `GITHUB_*`, `RUNNER_TEMP` and every `INPUT_*`. */
export async function runnerEnv(
  root: string,
  workspace: string,
  servers: Servers,
): Promise<NodeJS.ProcessEnv> {
  const home = path.join(root, "home");
  const runnerTemp = path.join(root, "runner-temp");
  await Promise.all([mkdir(home), mkdir(runnerTemp)]);
  const eventPath = path.join(root, "event.json");
  await writeFile(
    eventPath,
    JSON.stringify({
      inputs: { task: "Say what the repository holds." },
      ref: "refs/heads/main",
      repository: {
        name: "demo",
        full_name: "octo-org/demo",
        owner: { login: "octo-org" },
        default_branch: "main",
      },
      sender: { login: "octocat", type: "User" },
      workflow: ".github/workflows/agent.yml",
    }),
  );
  await writeFile(path.join(root, "output"), "");
  await writeFile(path.join(root, "summary"), "");
  const inputs: Record<string, string> = {
    ...INPUT_DEFAULTS,
    task: "Say what the repository holds.",
    provider: "anthropic",
    "api-key": "sk-bench",
    "base-url": servers.model,
    "max-steps": "1",
    "github-token": "ghs_bench",
  };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: home,
    GIT_CONFIG_NOSYSTEM: "1",
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "workflow_dispatch",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: "octo-org/demo",
    GITHUB_API_URL: servers.github,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_OUTPUT: path.join(root, "output"),
    GITHUB_STEP_SUMMARY: path.join(root, "summary"),
    GITHUB_RUN_ID: "1",
    GITHUB_RUN_NUMBER: "1",
    RUNNER_TEMP: runnerTemp,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

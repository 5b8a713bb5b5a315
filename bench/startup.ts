/**
 * Start-up time of the bundled action: from spawning `node dist/index.js` for a workflow_dispatch
 * event (every input set, as the runner passes them) to its first request arriving at the fake
 * model server, against a floor measured the same way in the same run: a script with none of our
 * code that does what the action must at least do before that request (read the event file, run
 * the same git commands, send one POST to the same server). `node -e ""` is measured too, for
 * scale. Everything runs on the Node that runs the benchmark and on Node 24 (the runtime
 * `action.yml` declares), the three programs taking turns within each round so a change in the
 * machine's load falls on all of them alike. Each run is killed as soon as its request arrives.
 *
 * The fake model server runs in a child process of its own, so the benchmark's own work never
 * delays an answer; GitHub's API is a local server that answers 200 to anything and counts what
 * it is asked (a dispatch run should ask nothing before the model).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fetchNode24, NODE24_VERSION } from "../scripts/node24.js";
import { INPUT_DEFAULTS } from "../src/action/inputs.js";
import { type ModelServerProcess, startModelServerProcess } from "./model-server-process.js";
import { median, round } from "./stats.js";

/** `dist/index.js`, or the bundle `BENCH_BUNDLE` names (to compare a build made elsewhere). */
export const BUNDLE = process.env.BENCH_BUNDLE || fileURLToPath(new URL("../dist/index.js", import.meta.url));
export const STARTUP_RUNS = 10;
/** A start that has not reached the model by then is broken, not slow. */
const RUN_TIMEOUT_MS = 15_000;

/**
 * What the action runs with git before its first model request on a workflow_dispatch run
 * (found by tracing its child processes): the checkout credential looked for (`takeCredential`),
 * then the commit and branch it starts from (`checkout`). The floor runs the same commands with
 * the same configuration and environment (`src/github/git.ts`), all at once, as a script with
 * nothing to wait for would.
 */
export const GIT_COMMANDS_BEFORE_FIRST_REQUEST = [
  ["rev-parse", "--git-path", "config"],
  ["config", "--local", "-z", "--get-regexp", String.raw`^http\..*\.extraheader$|^includeif\..*\.path$`],
  ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"],
  ["symbolic-ref", "--quiet", "--short", "HEAD"],
];

/** The figures of one runtime; every time is a median over `STARTUP_RUNS` runs. */
export interface RuntimeStartup {
  /** `process.version` of the runtime. */
  node: string;
  /** Spawn to the first model request of the action. */
  startupMs: number;
  /** Spawn to the request of the floor script. */
  floorMs: number;
  nodeBaselineMs: number;
  /** `startupMs / floorMs`: what the action costs beyond the least its start must do. */
  floorRatio: number;
  /**
   * The second and later runs with `NODE_COMPILE_CACHE` set (Node 22.1+; the first run of the
   * round fills the cache): what a compile cache would give a start that finds one. Undefined
   * on a Node without it.
   */
  compileCachedMs?: number;
}

export interface StartupFigures {
  /** The Node running the benchmark. */
  current: RuntimeStartup;
  /** Node 24; undefined when it could not be had (`node24Missing` says why). */
  node24?: RuntimeStartup;
  node24Missing?: string;
  /** GitHub API requests before the first model request, over all runs. */
  githubRequests: number;
}

export async function benchStartup(): Promise<StartupFigures> {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build first`);
  let node24: string | undefined;
  let node24Missing: string | undefined;
  try {
    node24 = fetchNode24();
  } catch (error) {
    node24Missing = `Node ${NODE24_VERSION} could not be had: ${(error as Error).message}`;
  }
  const root = await mkdtemp(path.join(tmpdir(), "bench-startup-"));
  const model = await startModelServerProcess({ finalText: true });
  let githubRequests = 0;
  const github = createServer((_req, res) => {
    githubRequests++;
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  try {
    const apiUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
    const env = await runnerEnv(root, model.url, apiUrl);
    const floorScript = path.join(root, "floor.mjs");
    await writeFile(floorScript, FLOOR_SCRIPT);
    const runtimes = [process.execPath, ...(node24 ? [node24] : [])];
    const samples = runtimes.map(() => ({
      starts: [] as number[],
      floors: [] as number[],
      bare: [] as number[],
    }));
    const bare = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: env.HOME };
    // One untimed round first: the page cache, and each runtime's first connection to the fake.
    for (let run = 0; run <= STARTUP_RUNS; run++) {
      for (const [i, node] of runtimes.entries()) {
        const baseline = await timeToExit(node, ["-e", ""], bare);
        const floor = await timeToFirstRequest(node, [floorScript], env, model);
        const start = await timeToFirstRequest(node, [BUNDLE], env, model);
        if (run === 0) continue;
        samples[i]?.bare.push(baseline);
        samples[i]?.floors.push(floor);
        samples[i]?.starts.push(start);
      }
    }
    const figures = await Promise.all(
      runtimes.map(async (node, i) => {
        const s = samples[i] as (typeof samples)[number];
        const startupMs = median(s.starts);
        const floorMs = median(s.floors);
        const cached = await compileCached(node, env, model, path.join(root, `compile-cache-${i}`));
        return {
          node: execFileSync(node, ["--version"], { encoding: "utf8" }).trim(),
          startupMs: round(startupMs, 1),
          floorMs: round(floorMs, 1),
          nodeBaselineMs: round(median(s.bare), 1),
          floorRatio: round(startupMs / floorMs, 2),
          ...(cached === undefined ? {} : { compileCachedMs: round(cached, 1) }),
        } satisfies RuntimeStartup;
      }),
    );
    return {
      current: figures[0] as RuntimeStartup,
      ...(figures[1] ? { node24: figures[1] } : {}),
      ...(node24Missing ? { node24Missing } : {}),
      githubRequests,
    };
  } finally {
    await model.close();
    github.closeAllConnections();
    await new Promise((resolve) => github.close(resolve));
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * The action's start with a compile cache it filled itself: one run to its end (Node writes the
 * cache as the process exits), then the median of runs that find it. Undefined on a Node
 * without `NODE_COMPILE_CACHE` (before 22.1). Measured after the rounds, one runtime at a time.
 */
async function compileCached(
  node: string,
  env: NodeJS.ProcessEnv,
  model: ModelServerProcess,
  cacheDir: string,
): Promise<number | undefined> {
  const [major = 0, minor = 0] = execFileSync(node, ["-p", "process.versions.node"], { encoding: "utf8" })
    .trim()
    .split(".")
    .map(Number);
  if (major < 22 || (major === 22 && minor < 1)) return undefined;
  const cachedEnv = { ...env, NODE_COMPILE_CACHE: cacheDir };
  await runToEnd(node, [BUNDLE], cachedEnv, model);
  const times: number[] = [];
  for (let run = 0; run < Math.ceil(STARTUP_RUNS / 2); run++) {
    times.push(await timeToFirstRequest(node, [BUNDLE], cachedEnv, model));
  }
  return median(times);
}

/** Runs the action until it exits by itself: its one step answered, its (empty) work published. */
export function runToEnd(
  node: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  model: ModelServerProcess,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { env, cwd: env.GITHUB_WORKSPACE, stdio: "ignore" });
    model.nextRequest().catch(() => {});
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${args[0]} did not end within ${RUN_TIMEOUT_MS} ms`));
    }, RUN_TIMEOUT_MS);
    child.on("exit", () => {
      clearTimeout(timer);
      model.cancelWait();
      resolve();
    });
    child.on("error", reject);
  });
}

/**
 * The floor: what any start must do before its first request, in plain Node with nothing else
 * loaded. It reads the event file, runs the git commands in the workspace with the action's git
 * configuration and environment, and POSTs a Messages API request with the event's task.
 */
const FLOOR_SCRIPT = `
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
const event = JSON.parse(await readFile(process.env.GITHUB_EVENT_PATH, "utf8"));
const config = [
  "user.name=github-actions[bot]",
  "user.email=41898282+github-actions[bot]@users.noreply.github.com",
  "core.hooksPath=/dev/null",
  "core.fsmonitor=false",
  "core.untrackedCache=false",
  "core.attributesFile=/dev/null",
  "commit.gpgsign=false",
  "tag.gpgsign=false",
  "advice.detachedHead=false",
].flatMap((setting) => ["-c", setting]);
const env = {
  PATH: process.env.PATH,
  HOME: "/nonexistent",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_ATTR_NOSYSTEM: "1",
  LC_ALL: "C",
  LANGUAGE: "C",
  GIT_TERMINAL_PROMPT: "0",
};
const git = (args) =>
  new Promise((resolve) =>
    execFile("git", [...config, ...args], { cwd: process.env.GITHUB_WORKSPACE, env }, (error, stdout) =>
      resolve(error ? "" : stdout),
    ),
  );
await Promise.all(${JSON.stringify(GIT_COMMANDS_BEFORE_FIRST_REQUEST)}.map(git));
const response = await fetch(process.env["INPUT_BASE-URL"] + "/v1/messages", {
  method: "POST",
  headers: {
    "content-type": "application/json",
    "anthropic-version": "2023-06-01",
    "x-api-key": process.env["INPUT_API-KEY"],
  },
  body: JSON.stringify({
    model: "claude-sonnet-5-5",
    max_tokens: 1024,
    stream: true,
    messages: [{ role: "user", content: event.inputs.task }],
  }),
});
await response.text();
`;

function timeToExit(node: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(node, args, { stdio: "ignore", env });
    child.on("error", reject);
    child.on("exit", () => resolve(performance.now() - t0));
  });
}

export function timeToFirstRequest(
  node: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  model: ModelServerProcess,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    let arrived = false;
    const t0 = performance.now();
    const child = spawn(node, args, { env, cwd: env.GITHUB_WORKSPACE, stdio: "pipe" });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const timer = setTimeout(() => {
      model.cancelWait();
      child.kill("SIGKILL");
      reject(new Error(`${args[0]}: no model request within ${RUN_TIMEOUT_MS} ms:\n${output}`));
    }, RUN_TIMEOUT_MS);
    model.nextRequest().then(
      () => {
        const elapsed = performance.now() - t0;
        arrived = true;
        clearTimeout(timer);
        child.kill("SIGKILL");
        // Resolved once the child is gone, so the next run never overlaps this one.
        child.once("exit", () => resolve(elapsed));
        if (child.exitCode !== null || child.signalCode !== null) resolve(elapsed);
      },
      () => {},
    );
    child.on("exit", () => {
      if (arrived) return;
      // Reached only when the program ended without asking the model.
      clearTimeout(timer);
      model.cancelWait();
      reject(new Error(`${args[0]} exited before its first model request:\n${output}`));
    });
    child.on("error", reject);
  });
}

/** What a GitHub-hosted runner gives the step: `GITHUB_*`, `RUNNER_TEMP` and every `INPUT_*`. */
export async function runnerEnv(root: string, modelUrl: string, apiUrl: string): Promise<NodeJS.ProcessEnv> {
  const workspace = path.join(root, "workspace");
  const home = path.join(root, "home");
  const runnerTemp = path.join(root, "runner-temp");
  await Promise.all([mkdir(workspace), mkdir(home), mkdir(runnerTemp)]);
  const base = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, GIT_CONFIG_NOSYSTEM: "1" };
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: workspace, env: base, stdio: "ignore" });
  await writeFile(path.join(workspace, "README.md"), "# Demo\n");
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-qm", "initial");

  const eventPath = path.join(root, "event.json");
  const payload = {
    inputs: { task: "Fix the typo in the README." },
    ref: "refs/heads/main",
    repository: {
      name: "demo",
      full_name: "octo-org/demo",
      owner: { login: "octo-org" },
      default_branch: "main",
    },
    sender: { login: "octocat", type: "User" },
    workflow: ".github/workflows/agent.yml",
  };
  await writeFile(eventPath, JSON.stringify(payload));
  await writeFile(path.join(root, "output"), "");
  await writeFile(path.join(root, "summary"), "");
  await writeFile(path.join(root, "state"), "");
  const inputs: Record<string, string> = {
    ...INPUT_DEFAULTS,
    task: "Fix the typo in the README.",
    provider: "anthropic",
    "api-key": "sk-bench",
    "base-url": modelUrl,
    "max-steps": "1",
    "github-token": "ghs_bench",
    // The unprivileged user needs root or sudo, and creates an account on the machine.
    sandbox: "off",
  };
  const env: NodeJS.ProcessEnv = {
    ...base,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "workflow_dispatch",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: "octo-org/demo",
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_OUTPUT: path.join(root, "output"),
    GITHUB_STEP_SUMMARY: path.join(root, "summary"),
    GITHUB_STATE: path.join(root, "state"),
    GITHUB_RUN_ID: "1",
    GITHUB_RUN_NUMBER: "1",
    RUNNER_TEMP: runnerTemp,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

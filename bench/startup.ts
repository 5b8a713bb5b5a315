/**
 * Start-up time of the bundled action: from spawning `node dist/index.js` for a workflow_dispatch
 * event (every input set, as the runner passes them) to its first request arriving at the fake
 * model server, against the bare `node -e ""` on the same machine in the same run. Each run is
 * killed as soon as its request arrives. The workspace is a real git repository; GitHub's API
 * is a local server that answers 200 to anything and counts what it is asked (a dispatch run
 * should ask nothing before the model).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INPUT_DEFAULTS } from "../src/action/inputs.js";
import { startModelServer } from "../test/fakes/model-server.js";
import { median, round } from "./stats.js";

/** `dist/index.js`, or the bundle `BENCH_BUNDLE` names (to compare a build made elsewhere). */
export const BUNDLE = process.env.BENCH_BUNDLE || fileURLToPath(new URL("../dist/index.js", import.meta.url));
export const STARTUP_RUNS = 10;
/** A start that has not reached the model by then is broken, not slow. */
const RUN_TIMEOUT_MS = 15_000;

export interface StartupFigures {
  startupMs: number;
  nodeBaselineMs: number;
  /**
   * `node dist/index.js` with no inputs at all: it loads the bundle and fails at once on the
   * missing API key. The part of the start-up that is loading and evaluating the bundle.
   */
  loadOnlyMs: number;
  /** GitHub API requests made before the first model request, over all runs. */
  githubRequests: number;
}

export async function benchStartup(): Promise<StartupFigures> {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build first`);
  const root = await mkdtemp(path.join(tmpdir(), "bench-startup-"));
  const model = await startModelServer();
  let githubRequests = 0;
  const github = createServer((_req, res) => {
    githubRequests++;
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  try {
    const env = await runnerEnv(
      root,
      model.url,
      `http://127.0.0.1:${(github.address() as AddressInfo).port}`,
    );
    const starts: number[] = [];
    const baselines: number[] = [];
    const loads: number[] = [];
    const bare = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: env.HOME };
    // One untimed round first: the page cache and the fake's first connection.
    for (let run = 0; run <= STARTUP_RUNS; run++) {
      const baseline = await timeToExit(["-e", ""], bare);
      const load = await timeToExit([BUNDLE], bare);
      const start = await timeToFirstRequest(env, model);
      if (run === 0) continue;
      baselines.push(baseline);
      loads.push(load);
      starts.push(start);
    }
    return {
      startupMs: round(median(starts), 1),
      nodeBaselineMs: round(median(baselines), 1),
      loadOnlyMs: round(median(loads), 1),
      githubRequests,
    };
  } finally {
    await model.close();
    github.closeAllConnections();
    await new Promise((resolve) => github.close(resolve));
    await rm(root, { recursive: true, force: true });
  }
}

function timeToExit(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { stdio: "ignore", env });
    child.on("error", reject);
    child.on("exit", () => resolve(performance.now() - t0));
  });
}

function timeToFirstRequest(
  env: NodeJS.ProcessEnv,
  model: Awaited<ReturnType<typeof startModelServer>>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const t0 = performance.now();
    const child = spawn(process.execPath, [BUNDLE], { env, cwd: env.GITHUB_WORKSPACE, stdio: "pipe" });
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no model request within ${RUN_TIMEOUT_MS} ms:\n${output}`));
    }, RUN_TIMEOUT_MS);
    model.setDefaultTurn(() => {
      const elapsed = performance.now() - t0;
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(elapsed);
      return { text: "Done." };
    });
    child.on("exit", () => {
      // Reached only when the action ended without asking the model.
      clearTimeout(timer);
      reject(new Error(`the action exited before its first model request:\n${output}`));
    });
    child.on("error", reject);
  });
}

/** What a GitHub-hosted runner gives the step: `GITHUB_*`, `RUNNER_TEMP` and every `INPUT_*`. */
async function runnerEnv(root: string, modelUrl: string, apiUrl: string): Promise<NodeJS.ProcessEnv> {
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
    GITHUB_RUN_ID: "1",
    GITHUB_RUN_NUMBER: "1",
    RUNNER_TEMP: runnerTemp,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

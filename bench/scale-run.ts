/**
 * One run of the scale benchmark (scale.ts): the bundle started as a GitHub runner starts it
 * (test/e2e/harness.ts), against the servers of scale-servers.ts, timed from what the model
 * server saw and when, with the action process's memory and the disk's free space sampled while
 * it runs.
 */
import { spawn } from "node:child_process";
import { readFileSync, statfsSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { setPriority } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { Launcher } from "../test/e2e/action-host.js";
import type { RunPlace } from "../test/e2e/harness.js";
import type { GitFixture } from "../test/fakes/git-repo.js";
import type { FakeGitHub } from "../test/fakes/github-server.js";
import type { ModelServer } from "../test/fakes/model-server.js";
import { bundleForAnyUser } from "../test/fixtures/tool-host-build.js";
import type { Script } from "./scale-servers.js";

const SERVERS = fileURLToPath(new URL("./scale-servers.ts", import.meta.url));
/** The servers' nice value (lower runs first); only root may set one below 0. */
const SERVER_PRIORITY = -10;
/** How often the action's memory and the disk's free space are read. */
const SAMPLE_MS = 20;
/** After its cancel (SIGINT), a run has this long to clean up before it is killed. */
const CANCEL_GRACE_MS = 30_000;

const now = (): number => performance.timeOrigin + performance.now();

type ServerLine =
  | { model: string; github: string; owner: string; repo: string }
  | { request: number; step: number; tools: boolean }
  | { sent: number; step: number; tool: boolean }
  | { ready: true };

export interface ScaleServers {
  model: string;
  github: string;
  owner: string;
  repo: string;
  /** Sets the next run's script; resolves once the servers have it. */
  script(next: Script): Promise<void>;
  /** What the model server saw since the last `script`, in order. */
  lines: ServerLine[];
  close(): Promise<void>;
}

export async function startScaleServers(): Promise<ScaleServers> {
  const bundle = await bundleForAnyUser(SERVERS);
  const child = spawn(process.execPath, [bundle], { stdio: ["pipe", "pipe", "inherit"] });
  try {
    if (child.pid) setPriority(child.pid, SERVER_PRIORITY);
  } catch {
    // Not root: the servers run at the same priority as the action.
  }
  const lines: ServerLine[] = [];
  let waiting: (() => void) | undefined;
  createInterface({ input: child.stdout }).on("line", (text) => {
    const line = JSON.parse(text) as ServerLine;
    lines.push(line);
    if ("ready" in line || "model" in line) waiting?.();
  });
  const next = (): Promise<void> => new Promise((resolve) => (waiting = resolve));
  const stopped = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`the benchmark's servers stopped (exit ${code})`))),
  );
  stopped.catch(() => {});
  await Promise.race([next(), stopped]);
  const first = lines.shift() as Extract<ServerLine, { model: string }>;
  return {
    ...first,
    lines,
    async script(script) {
      const ready = next();
      child.stdin?.write(`${JSON.stringify(script)}\n`);
      await Promise.race([ready, stopped]);
      lines.splice(0);
    },
    close: async () => {
      child.stdin?.end();
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

export interface RunSetting {
  launch: Launcher;
  servers: ScaleServers;
  workspace: string;
  runnerTemp: string;
  home: string;
  script: Script;
  /** `GITHUB_RUN_NUMBER`: each run's branch gets a name of its own. */
  runNumber: number;
  /** A folder for the run's own files (event, outputs); a fresh one is made in it. */
  scratch: string;
  /**
   * When (`performance.now()`) the run is cancelled as a runner cancels a job (SIGINT), if it is
   * still going: the run then throws `Overrun`.
   */
  stopAt: number;
}

/** A run cancelled at its `stopAt`; `publishMs` is how long it had been publishing by then. */
export class Overrun extends Error {
  constructor(readonly publishMs: number | undefined) {
    super("cancelled at the benchmark's time limit");
  }
}

export interface RunFigures {
  /** Spawn to the first model request. */
  firstRequestMs: number;
  /** The first tool call's answer sent to the next request arriving: the tool, and what it waited for. */
  firstToolMs: number;
  /** The final answer sent to the process's exit. */
  publishMs: number;
  /** The action process's high-water mark of resident memory (VmHWM). */
  peakRssMb: number;
  /** The most the workspace's file system had less free space than before the run. */
  extraDiskMb: number;
  outputs: Record<string, string>;
  output: string;
}

/** One run to its end; throws when it fails or its timings are incomplete. */
export async function timeScaleRun(setting: RunSetting): Promise<RunFigures> {
  const { harness, host } = await harnessModules();
  const { launch, servers } = setting;
  await servers.script(setting.script);
  const made = host.makeRunFiles(launch, await mkdtemp(path.join(setting.scratch, "run-")));
  // The harness reads only these fields of its fakes: the servers here are in another process.
  const gh: Pick<FakeGitHub, "owner" | "repo" | "url"> = {
    owner: servers.owner,
    repo: servers.repo,
    url: servers.github,
  };
  const model: Pick<ModelServer, "anthropicBaseUrl"> = { anthropicBaseUrl: servers.model };
  const fixture: Pick<GitFixture, "root" | "workspace" | "runnerTemp" | "env"> = {
    root: setting.scratch,
    workspace: setting.workspace,
    runnerTemp: setting.runnerTemp,
    env: { HOME: setting.home },
  };
  const place: RunPlace = {
    gh: gh as FakeGitHub,
    model: model as ModelServer,
    fixture: fixture as GitFixture,
    launch,
    files: made.files,
  };
  writeFileSync(made.files.event, JSON.stringify(dispatchEvent(servers)));
  const env = harness.runnerEnv("workflow_dispatch", place, {
    sandbox: "auto",
    inputs: { task: "Mark the first file's first line as edited." },
    env: { GITHUB_RUN_NUMBER: String(setting.runNumber), REPO_AGENT_FAST_RETRIES: "1" },
  });
  const freeBefore = freeBytes(setting.workspace);
  let watch: Watch | undefined;
  let exitAt = 0;
  let cancelledAt = 0;
  let cancel: NodeJS.Timeout | undefined;
  const t0 = now();
  try {
    const { run } = await harness.spawnBundle(place, env, {
      running: new Set(),
      timeoutMs: Math.max(0, setting.stopAt - performance.now()) + CANCEL_GRACE_MS,
      onStart: ({ child }) => {
        child.once("exit", () => {
          exitAt = now();
        });
        if (child.pid) watch = watchProcess(child.pid, setting.workspace, freeBefore);
        cancel = setTimeout(
          () => {
            cancelledAt = now();
            child.kill("SIGINT");
          },
          Math.max(0, setting.stopAt - performance.now()),
        );
      },
    });
    clearTimeout(cancel);
    const samples = watch?.stop();
    const output = `${run.stdout}\n${run.stderr}`;
    if (run.outputs["log-file"]) await rm(run.outputs["log-file"], { force: true });
    if (cancelledAt) {
      const answer = servers.lines.filter((line) => "sent" in line && !line.tool).at(-1);
      throw new Overrun(answer && "sent" in answer ? cancelledAt - answer.sent : undefined);
    }
    if (run.exitCode !== 0 || run.outputs.conclusion !== "success")
      throw new Error(`a run failed (exit ${run.exitCode}, ${run.outputs.conclusion}):\n${output}`);
    const sandboxed = /tool commands run as repo-agent-[0-9a-f]{8} /i.test(output);
    if (!sandboxed) {
      const why = /own user: (.*)/.exec(output)?.[1] ?? "the run did not say";
      throw new Error(`the sandbox could not be set up here: ${why}`);
    }
    return {
      ...timings(servers.lines, t0, exitAt),
      ...(samples ?? noSamples()),
      outputs: run.outputs,
      output,
    };
  } finally {
    clearTimeout(cancel);
    watch?.stop();
    for (const file of made.remove) await rm(file, { recursive: true, force: true });
  }
}

/** The figures the model server's lines give, or an error naming what is missing. */
function timings(lines: ServerLine[], t0: number, exitAt: number) {
  const requests = lines.filter((line) => "request" in line && line.tools) as {
    request: number;
    step: number;
  }[];
  const sent = lines.filter((line) => "sent" in line) as { sent: number; step: number; tool: boolean }[];
  const firstRequest = requests[0];
  const firstTool = sent.find((line) => line.tool);
  const afterTool = firstTool && requests.find((line) => line.step === firstTool.step + 1);
  const answer = sent.filter((line) => !line.tool).at(-1);
  if (!firstRequest || !firstTool || !afterTool || !answer || exitAt === 0)
    throw new Error(`a run's timings are incomplete: ${JSON.stringify(lines)}`);
  return {
    firstRequestMs: firstRequest.request - t0,
    firstToolMs: afterTool.request - firstTool.sent,
    publishMs: exitAt - answer.sent,
  };
}

/** A `workflow_dispatch` event of the servers' repository, its task in the `task` input. */
function dispatchEvent(servers: ScaleServers) {
  return {
    inputs: {},
    ref: "refs/heads/main",
    repository: {
      name: servers.repo,
      full_name: `${servers.owner}/${servers.repo}`,
      owner: { login: servers.owner },
      default_branch: "main",
    },
    sender: { login: "octocat", type: "User" },
    workflow: ".github/workflows/agent.yml",
  };
}

interface Watch {
  stop(): { peakRssMb: number; extraDiskMb: number };
}

function noSamples() {
  return { peakRssMb: Number.NaN, extraDiskMb: Number.NaN };
}

function freeBytes(folder: string): number {
  const fs = statfsSync(folder);
  return fs.bavail * fs.bsize;
}

/**
 * Samples the process's VmHWM (the kernel's own peak, so a sample between two others misses
 * nothing of the memory, only what it grew in its last `SAMPLE_MS`) and the free space of the
 * file system `folder` is on.
 */
function watchProcess(pid: number, folder: string, freeBefore: number): Watch {
  let peakKb = 0;
  let leastFree = freeBefore;
  const sample = () => {
    try {
      const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
    } catch {
      // The process has ended.
    }
    leastFree = Math.min(leastFree, freeBytes(folder));
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  let stopped: { peakRssMb: number; extraDiskMb: number } | undefined;
  return {
    stop() {
      if (!stopped) {
        clearInterval(timer);
        sample();
        stopped = { peakRssMb: peakKb / 1024, extraDiskMb: (freeBefore - leastFree) / 1024 ** 2 };
      }
      return stopped;
    },
  };
}

/**
 * The end-to-end harness and its host, imported when first needed: the host reads which `dist/`
 * to run when it loads, so `BENCH_BUNDLE` must be in `REPO_AGENT_DIST` by then.
 */
export async function harnessModules() {
  if (process.env.BENCH_BUNDLE) process.env.REPO_AGENT_DIST = path.dirname(process.env.BENCH_BUNDLE);
  const [harness, host] = await Promise.all([
    import("../test/e2e/harness.js"),
    import("../test/e2e/action-host.js"),
  ]);
  return { harness, host };
}

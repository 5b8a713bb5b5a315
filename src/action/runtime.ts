import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AgentTiming } from "../agent/session.js";
import { type ClientTiming, FAST_TIMING, PRODUCTION_TIMING } from "../github/client.js";
import type { RepoRef } from "../github/trigger/types.js";

/** The waits of one run: production values unless a test shortens them. */
export interface Timing {
  github: ClientTiming;
  agent: AgentTiming;
}

/** What the runner tells the action through its environment, read once. */
export interface Runtime {
  /**
   * Where the repository worked on is checked out: `GITHUB_WORKSPACE` (else the current folder),
   * or the `working-directory` inside it once the settings are read (`inWorkingDirectory`).
   */
  workspace: string;
  /** `GITHUB_WORKSPACE`, else the current folder: the job's whole workspace. */
  jobWorkspace: string;
  eventName: string;
  /** From `GITHUB_REPOSITORY` (`owner/name`), when set. */
  repo: RepoRef | undefined;
  serverUrl: string;
  apiUrl: string;
  runId: string;
  runNumber: number;
  /** Where the trajectory goes: outside the workspace, so it is never committed. */
  logDir: string;
  /**
   * `RUNNER_TEMP`: the runner's private temp folder (step scripts with secrets written into them,
   * checkout's credential file), kept out of the sandbox user's reach. Undefined off a runner.
   */
  runnerTemp: string | undefined;
  /**
   * Every wait a test may shorten, in one place. Only the project's own end-to-end tests set the
   * variables: `REPO_AGENT_FAST_RETRIES=1` makes GitHub and model retries wait milliseconds, and
   * `REPO_AGENT_REQUEST_TIMEOUT_MS` counts a model request as hung after that many milliseconds
   * instead of ten minutes, so injected faults do not cost real time.
   */
  timing: Timing;
}

export function readRuntime(env: NodeJS.ProcessEnv): Runtime {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    jobWorkspace: env.GITHUB_WORKSPACE || process.cwd(),
    eventName: env.GITHUB_EVENT_NAME ?? "",
    repo: owner && repo ? { owner, repo } : undefined,
    serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    runId: env.GITHUB_RUN_ID || "0",
    runNumber: Number(env.GITHUB_RUN_NUMBER || "0") || 0,
    logDir: join(env.RUNNER_TEMP || tmpdir(), "repo-agent"),
    runnerTemp: env.RUNNER_TEMP || undefined,
    timing: timingFrom(env),
  };
}

/** `runtime` with its workspace moved to `workingDirectory` (relative to the job's workspace; empty: none). */
export function inWorkingDirectory(runtime: Runtime, workingDirectory: string): Runtime {
  if (workingDirectory === "") return runtime;
  return { ...runtime, workspace: join(runtime.jobWorkspace, workingDirectory) };
}

function timingFrom(env: NodeJS.ProcessEnv): Timing {
  const fast = env.REPO_AGENT_FAST_RETRIES === "1";
  const requestTimeoutMs = positiveOrUndefined(env.REPO_AGENT_REQUEST_TIMEOUT_MS);
  return {
    github: fast ? FAST_TIMING : PRODUCTION_TIMING,
    agent: {
      ...(fast ? { retry: { policy: { baseDelayMs: 5, maxDelayMs: 50 } } } : {}),
      ...(requestTimeoutMs ? { requestTimeoutMs } : {}),
    },
  };
}

function positiveOrUndefined(text: string | undefined): number | undefined {
  const n = Number(text);
  return text && Number.isFinite(n) && n > 0 ? n : undefined;
}

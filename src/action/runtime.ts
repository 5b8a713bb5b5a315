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

/**
 * The variables that shorten the waits, read only by `timingFrom`. The project's own tests that
 * run the whole action against local fakes set them; a workflow never does, and the benchmark
 * leaves them unset because it measures the production waits.
 */
const SHORT_RETRIES_VARIABLE = "REPO_AGENT_FAST_RETRIES";
const REQUEST_TIMEOUT_VARIABLE = "REPO_AGENT_REQUEST_TIMEOUT_MS";

/**
 * `REPO_AGENT_FAST_RETRIES=1`: GitHub and model retries after milliseconds and GitHub writes not
 * paced, with the same retry decisions as production, so an injected fault is handled as a
 * user's run would handle it, without its seconds of waiting.
 */
const SHORT_RETRIES: Timing = {
  github: FAST_TIMING,
  agent: { retry: { policy: { baseDelayMs: 5, maxDelayMs: 50 } } },
};

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
  /**
   * `GITHUB_SHA`: the commit the workflow's event names, which actions/checkout checks out for
   * events without a pull request. Undefined off a runner.
   */
  sha: string | undefined;
  /**
   * `GITHUB_WORKFLOW`: the workflow's name, from the workflow file this run started from. The
   * publish job of an automation without its own `task` names its branch and pull request after it.
   */
  workflow?: string;
  /** Where the trajectory goes: outside the workspace, so it is never committed. */
  logDir: string;
  /**
   * `RUNNER_TEMP`: the runner's private temp folder (step scripts with secrets written into them,
   * checkout's credential file), kept out of the sandbox user's reach. Undefined off a runner.
   */
  runnerTemp: string | undefined;
  /**
   * Every wait a test may shorten: the one seam for it, so no other code reads a variable for
   * tests or takes a flag of its own. It exists because the tests that run the whole action
   * against local fakes inject retries, rate limits and hung requests, which at production waits
   * would cost each of them seconds to minutes (see `timingFrom`). A user's run gets the
   * production values: the variables are the project's own, and a workflow sets neither.
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
    sha: env.GITHUB_SHA || undefined,
    workflow: env.GITHUB_WORKFLOW || undefined,
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

/**
 * The run's waits from its environment: production values, the retries' shortened by
 * `REPO_AGENT_FAST_RETRIES=1`, and a model request counted as hung after
 * `REPO_AGENT_REQUEST_TIMEOUT_MS` milliseconds instead of ten minutes (the fault suite's hung
 * model then costs a second).
 */
function timingFrom(env: NodeJS.ProcessEnv): Timing {
  const base: Timing =
    env[SHORT_RETRIES_VARIABLE] === "1" ? SHORT_RETRIES : { github: PRODUCTION_TIMING, agent: {} };
  const requestTimeoutMs = positiveOrUndefined(env[REQUEST_TIMEOUT_VARIABLE]);
  return requestTimeoutMs ? { ...base, agent: { ...base.agent, requestTimeoutMs } } : base;
}

function positiveOrUndefined(text: string | undefined): number | undefined {
  const n = Number(text);
  return text && Number.isFinite(n) && n > 0 ? n : undefined;
}

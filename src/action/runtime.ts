import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RepoRef } from "../github/trigger/types.js";

/** What the runner tells the action through its environment, read once. */
export interface Runtime {
  /** `GITHUB_WORKSPACE`, else the current folder. */
  workspace: string;
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
   * `REPO_AGENT_FAST_RETRIES=1` shortens GitHub and model retry waits to milliseconds. Only the
   * project's own end-to-end tests set it, so their injected faults do not cost real seconds.
   */
  fastRetries: boolean;
  /**
   * `REPO_AGENT_REQUEST_TIMEOUT_MS`: how long one model request may take before it counts as hung,
   * in place of the production value. Test-only, like `fastRetries`: the fault-injection suite
   * sets it so a hung model server costs a second instead of ten minutes. Undefined when unset
   * or not a positive number.
   */
  requestTimeoutMs: number | undefined;
}

export function readRuntime(env: NodeJS.ProcessEnv): Runtime {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    eventName: env.GITHUB_EVENT_NAME ?? "",
    repo: owner && repo ? { owner, repo } : undefined,
    serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    runId: env.GITHUB_RUN_ID || "0",
    runNumber: Number(env.GITHUB_RUN_NUMBER || "0") || 0,
    logDir: join(env.RUNNER_TEMP || tmpdir(), "repo-agent"),
    runnerTemp: env.RUNNER_TEMP || undefined,
    fastRetries: env.REPO_AGENT_FAST_RETRIES === "1",
    requestTimeoutMs: positiveOrUndefined(env.REPO_AGENT_REQUEST_TIMEOUT_MS),
  };
}

function positiveOrUndefined(text: string | undefined): number | undefined {
  const n = Number(text);
  return text && Number.isFinite(n) && n > 0 ? n : undefined;
}

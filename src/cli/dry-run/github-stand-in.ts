import type { StandInLog } from "./stand-in/log.js";
import type { StandInOptions } from "./stand-in/options.js";
import { answer } from "./stand-in/routes.js";
import { serveJson } from "./stand-in/server.js";
import { createState } from "./stand-in/state.js";

/**
 * A stand-in for the GitHub REST API during a dry run: a local HTTP server answering the calls the
 * action makes (see `src/action/main.ts` and `src/github/`), so the whole action flow runs unchanged
 * while nothing reaches GitHub. Reads are answered from the event payload and the throwaway
 * clone; writes (reactions, comments, pull requests, reviews, and the GitHub operations of
 * `safe-outputs`: labels, new issues, closings) are recorded and answered with plausible objects.
 * The repository's labels are GitHub's defaults and the event's, as the real ones are not read.
 * The local user counts as an admin of the repository.
 *
 * Its parts, in `stand-in/`: what it is given (`options.ts`), what it records (`log.ts`), the
 * state it keeps between requests (`state.ts`), the route table (`routes.ts`) and its handlers
 * (`*-routes.ts`), GitHub's objects (`json.ts`), and the HTTP plumbing (`server.ts`). The report
 * of what it recorded is printed by `report.ts` (the operations and the structured result by
 * `operations-report.ts`).
 */

export interface GitHubStandIn {
  /** The API root to give the action as `GITHUB_API_URL`. */
  url: string;
  log: StandInLog;
  close(): Promise<void>;
}

/**
 * Starts the stand-in on 127.0.0.1 at a free port. Requests for another repository, and routes it
 * does not serve, get 404 and are listed in `log.unserved`. Call `close()` when the run is over.
 */
export async function startGitHubStandIn(options: StandInOptions): Promise<GitHubStandIn> {
  const state = createState(options);
  const server = await serveJson((request) => answer(state, request));
  return { url: server.url, log: state.log, close: server.close };
}

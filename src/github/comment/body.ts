import type { PublishedEvent } from "../../agent/events.js";
import type { Redactor } from "../../text/redact.js";

/**
 * The tracking comment's text, built by our code from the run's events (never written by the
 * model): a checklist of steps while the run goes (`progress-body.ts`), the outcome when it ends
 * (`final-body.ts`). Pure functions. This file holds what every part of it shares; the progress
 * folded from the events is in `progress.ts`, the checklist in `checklist.ts`, the outcome's
 * heading, links and notices in `outcome.ts`, the run's memory in `memory-section.ts`.
 */

/** GitHub refuses comment bodies longer than this many characters. */
export const MAX_COMMENT_CHARS = 65_536;
/** Marks the action's own comments, so they can be found (and never taken as a trigger). */
export const TRACKING_MARKER = "<!-- repo-agent:tracking -->";

/**
 * What the final body shows besides the progress: the run's delivery as the `published` event
 * carries it (its `files` go only into the run's memory); steps and tokens left out come from the
 * run's `run_finished` event.
 */
export type FinalDetails = Partial<Omit<PublishedEvent, "type" | "commentUrl">> & {
  steps?: number;
  inputTokens?: number;
  outputTokens?: number;
};

/** Where the body's links point, what it hides, and how long it may be. */
export interface BodyContext {
  /** `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`. */
  runUrl: string;
  /** `${serverUrl}/${owner}/${repo}`, for branch and commit links. */
  repoUrl: string;
  redact: Redactor;
  /**
   * Makes the agent's answer safe to publish: redacted, mentions and off-host links neutralised
   * (`AdmittedRun.publishable`). `redact` alone when absent.
   */
  publishable?: (text: string) => string;
  /** Defaults to `MAX_COMMENT_CHARS`; tests lower it. */
  maxChars?: number;
  /** The clock that dates the run's memory; `Date.now` unless a test fixes it. */
  now?: () => number;
}

/** The link to the job's run, the last line of every body. */
export function jobLink(context: BodyContext): string {
  return `[View the job run](${context.runUrl})`;
}

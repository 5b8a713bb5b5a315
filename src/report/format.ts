import type { OperationReport, PublishedAs, PublishedEvent, ToolFinishedEvent } from "../agent/events.js";
import type { ToolCall } from "../llm/messages.js";
import { clip, clipLine } from "../text/clip.js";

/** Limits of what the job log shows; the trajectory file keeps everything. */
export const LOG_LIMITS = {
  argumentChars: 160,
  resultLines: 20,
  resultChars: 2_000,
  /** The task as the run opens with it: a pasted log or file must not flood the log. */
  taskLines: 40,
  taskChars: 4_000,
} as const;

/** `read_file path=src/a.ts offset=10`: one line, arguments shortened. */
export function describeCall(call: ToolCall, maxChars: number = LOG_LIMITS.argumentChars): string {
  const args = Object.entries(call.arguments)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  return clipLine(`${call.name} ${args}`, maxChars);
}

/** How a tool call ended, as the job log and the summary show it. */
export function resultStatus(event: ToolFinishedEvent): "cancelled" | "error" | "ok" {
  if (event.cancelled) return "cancelled";
  return event.isError ? "error" : "ok";
}

/** The first lines of a result, bounded by lines and characters, saying how much was left out. */
export function boundedView(
  text: string,
  maxLines: number = LOG_LIMITS.resultLines,
  maxChars: number = LOG_LIMITS.resultChars,
): string {
  const lines = text.split("\n");
  const view = clip(lines.slice(0, maxLines).join("\n"), maxChars, { marker: () => "" });
  const hiddenChars = text.length - view.length;
  if (hiddenChars <= 0) return view;
  const hiddenLines = Math.max(0, lines.length - view.split("\n").length);
  return `${view}\n… (${hiddenLines} more lines, ${hiddenChars} more characters in the trajectory file)`;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}

const PUBLISHED_AS: Record<PublishedAs, string> = {
  "pull-request": "a pull request",
  push: "a push",
  patch: "a patch; nothing was pushed",
  review: "a review",
  none: "nothing",
};

/** `Published: a pull request (https://...)`: one line saying how the work reached GitHub. */
export function describePublished(event: PublishedEvent): string {
  const where = event.reviewUrl ?? event.prUrl ?? (event.branch ? `branch ${event.branch}` : undefined);
  return `Published: ${PUBLISHED_AS[event.published]}${where ? ` (${where})` : ""}`;
}

/**
 * `add-labels on #12: applied (https://...), asked: bug, triage`: one operation on one line, for
 * the job log; the reason follows a refusal.
 */
export function describeOperation(op: OperationReport): string {
  const on = op.target === undefined ? "" : ` on #${op.target}`;
  const url = op.url ? ` (${op.url})` : "";
  const reason = op.reason ? `: ${clipLine(op.reason, 300)}` : "";
  const asked = op.summary ? `; asked: ${clipLine(op.summary, 120)}` : "";
  return `${op.type}${on}: ${op.status}${url}${reason}${asked}`;
}

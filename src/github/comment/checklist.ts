import type { Redactor } from "../../text/redact.js";
import { inlineCode } from "./comment-markdown.js";
import type { Progress, StepRecord } from "./progress.js";

/** The steps of a run as a checklist: one line per step, its tool calls, its notes. */

/** Tool calls listed per step; more are counted, not listed. */
export const MAX_CALLS_PER_STEP = 8;

function renderStep(step: StepRecord, current: boolean, redact: Redactor): string {
  const listed = step.calls.slice(0, MAX_CALLS_PER_STEP).map((c) => {
    const code = inlineCode(redact(c.summary));
    return c.isError ? `${code} (failed)` : code;
  });
  if (step.calls.length > MAX_CALLS_PER_STEP)
    listed.push(`and ${step.calls.length - MAX_CALLS_PER_STEP} more`);
  let what = listed.join(", ");
  if (!what) what = step.answered ? "answered" : current ? "thinking…" : "no tool calls";
  const notes = step.notes.length > 0 ? ` _(${step.notes.join(", ")})_` : "";
  const box = current ? "[ ]" : "[x]";
  return `- ${box} **Step ${step.step}**: ${what}${notes}`;
}

/** The checklist, newest step last; only the last `limit` steps when a limit is given. */
export function renderChecklist(progress: Progress, redact: Redactor, limit?: number): string {
  const running = progress.finished === undefined;
  const last = progress.steps.at(-1);
  const cut = limit !== undefined && progress.steps.length > limit;
  const shown = cut ? progress.steps.slice(progress.steps.length - limit) : progress.steps;
  const lines = shown.map((s) => renderStep(s, running && s === last && !s.answered, redact));
  const hidden = progress.steps.length - shown.length;
  if (hidden > 0) lines.unshift(`- … ${hidden} earlier step${hidden === 1 ? "" : "s"} (see the job log)`);
  return lines.join("\n");
}

import type { Conclusion } from "../../agent/events.js";
import { type BodyContext, type FinalDetails, MAX_COMMENT_CHARS } from "./body.js";
import type { Progress } from "./progress.js";
import { MAX_MEMORY_BLOCK_CHARS, type RunMemory, renderMemoryBlock } from "./run-memory.js";

/** The final body's hidden memory block: what a later run on the thread may read of this one. */

/** The share of a comment the memory may take at most (all of `MAX_MEMORY_BLOCK_CHARS` on GitHub). */
const MEMORY_SHARE = 1 / 4;

/**
 * The hidden block a later run on this thread reads (see run-memory.ts), or `""` for a skipped
 * run, which did no work to continue. Every string is redacted here, before base64 hides it
 * from the redactor that runs over the whole body; a block the redactor would still change (a
 * secret's encoded form met by chance) is left out rather than written broken.
 */
export function memoryBlock(
  progress: Progress,
  details: FinalDetails,
  context: BodyContext,
  ending: { conclusion: Conclusion; steps: number },
): string {
  if (ending.conclusion === "skipped") return "";
  const redact = context.redact;
  const response = details.response ?? progress.finished?.response ?? "";
  const memory: RunMemory = {
    version: 1,
    at: new Date((context.now ?? Date.now)()).toISOString(),
    task: redact(requestOf(progress.task ?? "")),
    conclusion: ending.conclusion,
    answer: redact(response.trim()),
    files: (details.files ?? []).map(redact),
    commands: progress.commands.map(redact),
    ...(details.published ? { published: details.published } : {}),
    ...(details.branch ? { branch: redact(details.branch) } : {}),
    ...(details.prUrl ? { prUrl: redact(details.prUrl) } : {}),
    ...(details.reviewUrl ? { reviewUrl: redact(details.reviewUrl) } : {}),
    steps: ending.steps,
  };
  const max = Math.floor((context.maxChars ?? MAX_COMMENT_CHARS) * MEMORY_SHARE);
  const block = renderMemoryBlock(memory, Math.min(max, MAX_MEMORY_BLOCK_CHARS));
  return redact(block) === block ? block : "";
}

/**
 * The request itself: the run's task opens with it, followed by a blank line and the thread's
 * context. A request of several paragraphs keeps only its first; the memory cuts it short anyway.
 */
function requestOf(task: string): string {
  const [first = ""] = task.trim().split(/\n\s*\n/);
  return first.trim();
}

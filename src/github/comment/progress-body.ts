import { type BodyContext, jobLink, MAX_COMMENT_CHARS, TRACKING_MARKER } from "./body.js";
import { renderChecklist } from "./checklist.js";
import { cutText } from "./comment-markdown.js";
import type { Progress } from "./progress.js";
import { defuseMemoryBlocks } from "./run-memory.js";

/** The body while the run goes, shortened to fit by showing fewer of its steps. */

const WORKING_HEADING = "### 🤖 Repo Agent is working on it…";

function assembleProgress(progress: Progress, context: BodyContext, limit?: number): string {
  const last = progress.steps.at(-1);
  const where = last && progress.maxSteps ? `_Step ${last.step} of at most ${progress.maxSteps}._` : "";
  const checklist = defuseMemoryBlocks(renderChecklist(progress, context.redact, limit));
  return [TRACKING_MARKER, WORKING_HEADING, checklist, where, jobLink(context)].filter(Boolean).join("\n\n");
}

/** The body while the run goes: a heading, the checklist, the job link. */
export function renderProgressBody(progress: Progress, context: BodyContext): string {
  const max = context.maxChars ?? MAX_COMMENT_CHARS;
  for (const limit of [undefined, 20, 5, 0]) {
    const body = assembleProgress(progress, context, limit);
    if (body.length <= max) return body;
  }
  return cutText(assembleProgress(progress, context, 0), max, `_See the [job log](${context.runUrl})._`);
}

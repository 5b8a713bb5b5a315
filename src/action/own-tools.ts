import type { RunResult } from "../agent/loop.js";
import type { ReviewDraft } from "../github/review/review-draft.js";
import type { AnyTool } from "../tools/tool.js";
import type { AdmittedRun } from "./admitted-run.js";
import type { TaskDescription } from "./hand-offs.js";
import {
  applyRequested,
  failedOperationsNote,
  handOffRequested,
  type RunOperations,
  startOperations,
} from "./operations.js";
import type { RunEnding } from "./report.js";
import { createReviewCommentTool } from "./review-tool.js";
import { createReadSkillTool } from "./skill-tool.js";
import { createSubmitOutputTool } from "./submit-output-tool.js";

/**
 * The tools of the run's own, beside the coding tools: they run in the action's process and
 * only record what the agent asks for (a review's comments, GitHub operations, the structured
 * result), which the action checks when asked and acts on after the agent has finished; and
 * `read_skill`, which reads the trusted branch's skills as they were found at the start.
 */
export interface OwnTools {
  tools: AnyTool[];
  /** The operations `safe-outputs` enables; undefined when it enables none. */
  operations: RunOperations | undefined;
  /** The `submit_output` tool and its result, with `output-schema`. */
  output: ReturnType<typeof createSubmitOutputTool> | undefined;
}

export function ownTools(run: AdmittedRun, task: TaskDescription, draft: ReviewDraft | undefined): OwnTools {
  const operations = startOperations(run);
  const output = task.outputSchema ? createSubmitOutputTool(task.outputSchema) : undefined;
  return {
    tools: [
      ...(draft ? [createReviewCommentTool(draft)] : []),
      ...(operations?.tools ?? []),
      ...(output ? [output.tool] : []),
      ...(task.skills ? [createReadSkillTool(task.skills)] : []),
    ],
    operations,
    output,
  };
}

/** Why a run with `output-schema` but no valid `submit_output` call ends `error`. */
export const NO_RESULT =
  "The run ended without a structured result: output-schema asks for one, and the agent did not submit a valid one (submit_output), even when reminded.";

/**
 * The ending once what the agent asked for is done: the accepted operations applied (whatever
 * the ending, as changes are still published; none when the agent never ran; handed off, not
 * applied, with `handoff`), and the structured result taken. GitHub refusing an operation, or a
 * result asked for and never given, makes the run `error`: never silently green.
 */
export async function settleOwnTools(
  run: AdmittedRun,
  own: OwnTools | undefined,
  result: RunResult | undefined,
  ending: RunEnding,
): Promise<RunEnding> {
  if (!own || !result) return ending;
  // The agent job of the two-job shape applies nothing: the publish job does, with its own token.
  const applied = run.settings.handoff
    ? await handOffRequested(run, own.operations, ending.handoffDir !== undefined)
    : await applyRequested(run, own.operations);
  const structured = own.output?.result();
  const problems = [
    failedOperationsNote(applied),
    own.output && structured === undefined ? NO_RESULT : undefined,
  ].filter((problem): problem is string => problem !== undefined);
  return {
    ...ending,
    ...(applied ? { operations: applied.reports } : {}),
    ...(structured !== undefined ? { structuredOutput: JSON.stringify(structured) } : {}),
    ...(problems.length > 0
      ? { conclusion: "error" as const, error: [ending.error, ...problems].filter(Boolean).join(" ") }
      : {}),
  };
}

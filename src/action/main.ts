import { createCancellation } from "../agent/cancellation.js";
import type { RunResult } from "../agent/loop.js";
import { isApplyRequest } from "../github/trigger/types.js";
import { admit } from "./admit.js";
import { type AdmittedRun, isReview } from "./admitted-run.js";
import { applyProposal } from "./apply-proposal.js";
import type { StartPoint, TaskDescription } from "./hand-offs.js";
import { applyHandoff } from "./handoff-apply.js";
import { type HandoffParts, handOff } from "./handoff-write.js";
import type { ActionIO } from "./io.js";
import { leftInWorkspace } from "./left-behind.js";
import { type OwnTools, ownTools, settleOwnTools } from "./own-tools.js";
import { type PostStepRecord, postStepRecorder } from "./post-state.js";
import { publishWork } from "./publish.js";
import { type RunEnding, RunReport } from "./report.js";
import { publishReview, startDraft } from "./review.js";
import { readRuntime } from "./runtime.js";
import {
  admissionStartUp,
  beforeTheCheckout,
  beginStartUp,
  lateLoadsBeforeCheckout,
  startUpIsOver,
} from "./start-up.js";
import { work } from "./work.js";
import { WorkspaceGuard } from "./workspace-guard.js";

/**
 * The action: admit -> describe the task -> check out -> work -> release -> publish -> report,
 * with what starts early and what waits for what in the start-up plan (start-up.ts). `env` is
 * the action's environment (inputs, the runner's variables) and `payload` the event payload
 * already read (`readEventFile`); nothing is read from `process.env`, and everything said to the
 * runner goes through `io`. Returns normally in every case: a failing conclusion marks the job
 * failed through `io.setFailed` (except in the agent job of the two-job shape once its handoff is
 * written: see `RunReport.close`).
 *
 * The two-job shape (DESIGN section 10): with `handoff`, the agent job runs as below but writes
 * the handoff instead of publishing (handoff-write.ts) and makes no GitHub write; with
 * `apply-handoff`, the publish job checks and publishes a handoff, with no agent (handoff-apply.ts).
 */
export async function run(env: NodeJS.ProcessEnv, payload: unknown, io: ActionIO): Promise<void> {
  const runtime = readRuntime(env);
  beginStartUp(io);
  const admitted = await admit(env, payload, runtime, io, admissionStartUp);
  if (!admitted) return;
  const remember = postStepRecorder(io);
  if (isApplyRequest(admitted.trigger)) {
    // `/agent apply`: no model call, no agent; the proposal is published as it was, or refused.
    const report = new RunReport(admitted, remember);
    await report.close(await applyProposal(admitted, report, remember));
    return;
  }
  // The publish job of the two-job shape: no model call, no agent; the handoff is checked and published.
  if (admitted.settings.applyHandoff) return applyHandoff(admitted, remember);
  // Listening to SIGINT/SIGTERM until the very end: a second signal during the push or the final
  // comment must not kill the process before the work is saved and said.
  const cancellation = createCancellation(admitted.settings.timeoutMinutes);
  try {
    const report = new RunReport(admitted, remember);
    await report.close(await workAndPublish(admitted, { report, remember, signal: cancellation.signal }));
  } finally {
    cancellation.dispose();
  }
}

/**
 * Everything between admission and the report, with the workspace guarded from the first touch
 * to the last. Never throws: a failure anywhere becomes an `error` ending that says why, and work
 * the agent did is still published when the failure came after it.
 */
async function workAndPublish(
  run: AdmittedRun,
  parts: { report: RunReport; remember: PostStepRecord; signal: AbortSignal },
): Promise<RunEnding> {
  const { report } = parts;
  const guard = new WorkspaceGuard(run, parts.remember, lateLoadsBeforeCheckout(run));
  let result: RunResult | undefined;
  let own: OwnTools | undefined;
  let ending: RunEnding;
  // What the work phase tells the reader (a model server that refused the images), kept for every ending.
  const notices: string[] = [];
  try {
    // The task described while the credential is taken out and the provider is made.
    const { task, provider } = await beforeTheCheckout(run, { report, guard });
    const start = await guard.checkout(task.pull);
    const side = await guard.lock();
    const review = reviewing(run, task, start, guard);
    own = ownTools(run, task, review?.draft);
    result = await work(run, {
      notices,
      provider,
      side,
      task,
      bus: report.bus,
      signal: parts.signal,
      onFirstRequestOut: startUpIsOver,
      extraTools: own.tools,
      ...(own.output ? { beforeFinishing: own.output.reminder } : {}),
    });
    const released = await guard.release(start);
    const finished = { released, start, result, own, notices: [...guard.notices, ...notices] };
    // The agent job of the two-job shape publishes nothing: it writes the handoff instead.
    ending = run.settings.handoff
      ? await handOff(run, { ...finished, draft: review?.draft })
      : await publishAll(run, { ...finished, review, guard });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    ending = failed(run, result, why, { notices: [...guard.notices, ...notices] });
  }
  // The operations the agent asked for are applied even when publishing failed: nothing is lost.
  ending = await settleOwnTools(run, own, result, ending);
  const unrestored = await guard.restore();
  return unrestored ? failed(run, result, unrestored, ending) : ending;
}

/**
 * The fifth phase of a single run: the review posted, or the changes published as the mode says,
 * and the ending that says so.
 */
async function publishAll(
  run: AdmittedRun,
  parts: Omit<HandoffParts, "draft"> & { review: ReturnType<typeof reviewing>; guard: WorkspaceGuard },
): Promise<RunEnding> {
  const { released, start, result, review, guard } = parts;
  const asked = parts.own.operations?.requests.asked ?? [];
  // Whether an earlier thread's file changed since is read from the trusted repository too.
  const fileAt = (sha: string, path: string) => guard.committedFile(sha, path);
  const delivery = review
    ? await publishReview(run, { ...review, result, asked, fileAt })
    : await publishWork(run, { released, start, result, asked });
  const left = leftInWorkspace(released.snapshot);
  return {
    ...delivery,
    conclusion: delivery.error ? "error" : result.conclusion,
    response: result.response,
    notices: [...parts.notices, ...delivery.notices, ...left.notices],
    ...(left.leftBehind ? { leftBehind: left.leftBehind } : {}),
  };
}

/**
 * A review's draft and what publishing it needs, or undefined for a run that is not a review.
 * The commit reviewed is the one checked out, and its files are read from the trusted repository.
 */
function reviewing(run: AdmittedRun, task: TaskDescription, start: StartPoint, guard: WorkspaceGuard) {
  if (!isReview(run)) return undefined;
  const { review: plan, pull } = task;
  const commitId = start.startSha;
  // A review without its plan would fall through to publishing changes: never.
  if (!plan || !pull || !commitId)
    throw new Error("the review could not be prepared: no pull request was read");
  const draft = startDraft(run, plan, (path) => guard.committedFile(commitId, path));
  return { draft, plan, pull, commitId };
}

/** An ending that failed outside the agent loop: `error`, said in the log, the comment and the summary. */
function failed(
  run: AdmittedRun,
  result: RunResult | undefined,
  why: string,
  before: Partial<RunEnding> & Pick<RunEnding, "notices">,
): RunEnding {
  const message = run.redact(why);
  run.io.error(message);
  return {
    ...before,
    published: before.published ?? "none",
    conclusion: "error",
    response: result?.response ?? message,
    note: [before.note, `Error: ${message}`].filter(Boolean).join("\n\n"),
  };
}

import type { RunResult } from "../agent/loop.js";
import type { PullRequest } from "../github/context/pull-request.js";
import type { AskedOperation } from "../github/operations/requests.js";
import { postReview } from "../github/review/post-review.js";
import { ReviewDraft } from "../github/review/review-draft.js";
import { resolveFinishedThreads } from "../github/review/review-threads.js";
import type { AdmittedRun } from "./admitted-run.js";
import type { Delivery, ReviewPlan } from "./hand-offs.js";
import { proposeFrom } from "./operations.js";

/** The draft the `review_comment` tool fills, reading files of the reviewed commit from the trusted repository. */
export function startDraft(
  run: AdmittedRun,
  plan: ReviewPlan,
  readFile: (path: string) => Promise<string | undefined>,
): ReviewDraft {
  return new ReviewDraft({ files: plan.files, readFile, earlier: plan.earlier.comments, redact: run.redact });
}

/**
 * The fifth phase of a review: one review posted on the pull request (see `postReview`), nothing
 * pushed. A run that stopped early still posts the comments it made, under a warning, except a
 * cancelled one: a newer push (`cancel-in-progress`) or a person stopped it, and its comments
 * would land on a commit nobody reviews any more. A run that stopped early without a comment
 * posts nothing; its tracking comment says why. A follow-up review with nothing new posts
 * nothing either: its answer is in the tracking comment. Once the review is posted (or left out
 * as saying nothing new), the action's own earlier threads that are settled are resolved (see
 * `resolveFinishedThreads`). Never throws.
 */
export async function publishReview(
  run: AdmittedRun,
  parts: ReviewParts & { asked: readonly AskedOperation[] },
): Promise<Delivery> {
  const posted = await postTheReview(run, parts);
  const delivery = posted.settle ? await settleThreads(run, parts, posted.delivery) : posted.delivery;
  // A staged review still posts its review (nothing is pushed by one); its operations wait.
  const proposal =
    run.settings.staged && parts.asked.length > 0 ? proposeFrom(run, {}, parts.asked) : undefined;
  return proposal ? { ...delivery, proposal } : delivery;
}

/** What publishing a review needs: the draft, the plan, the commit reviewed, how the run ended. */
export interface ReviewParts {
  draft: ReviewDraft;
  plan: ReviewPlan;
  commitId: string;
  result: Pick<RunResult, "conclusion" | "response">;
  pull: PullRequest;
  /**
   * A file's text at a commit (undefined when unknown), from the trusted repository: how a thread
   * the author answered is known to have been acted on. Without it, only outdated threads are resolved.
   */
  fileAt?: (sha: string, path: string) => Promise<string | undefined>;
}

/** The delivery, and whether the earlier threads may be settled now (a review was posted or left out on purpose). */
async function postTheReview(
  run: AdmittedRun,
  parts: ReviewParts,
): Promise<{ delivery: Delivery; settle: boolean }> {
  const { draft, result } = parts;
  const made = draft.inline.length + draft.inBody.length;
  const none = (note: string) => ({
    delivery: { published: "none" as const, notices: [], note },
    settle: false,
  });
  if (result.conclusion === "cancelled")
    return none(
      made === 0
        ? "No review was posted: the run was cancelled."
        : `No review was posted: the run was cancelled. Its ${made === 1 ? "comment is" : `${made} comments are`} in the job log and the trajectory file.`,
    );
  if (result.conclusion !== "success" && made === 0)
    return none("No review was posted: the run stopped before it made any comment.");
  const { earlier } = parts.plan;
  const sent = await postReview({
    client: run.github(),
    repo: run.trigger.repo,
    pullNumber: parts.pull.number,
    commitId: parts.commitId,
    answer: result.response,
    conclusion: result.conclusion,
    draft,
    ownLogin: parts.plan.ownLogin,
    reviewedBefore: earlier.comments.length + earlier.bodies.length > 0,
    redact: run.redact,
    publishable: run.publishable,
  });
  if (!sent.ok)
    return {
      delivery: { published: "none", notices: [], error: `The review could not be posted: ${sent.error}` },
      settle: false,
    };
  const posted = sent.value;
  if (posted.url === undefined) {
    const repeats = posted.repeated === 1 ? "its one comment was" : `its ${posted.repeated} comments were`;
    return {
      delivery: {
        published: "none",
        notices: [],
        note: `No review was posted: it had nothing new to say since the earlier review${posted.repeated > 0 ? ` (${repeats} posted before)` : ""}; its answer is in the run's comment.`,
      },
      settle: true,
    };
  }
  const counts = [
    posted.inline === 0
      ? "no inline comments"
      : `${posted.inline} inline comment${posted.inline === 1 ? "" : "s"}`,
    ...(posted.inBody > 0 ? [`${posted.inBody} in its body`] : []),
    ...(posted.repeated > 0 ? [`${posted.repeated} left out as already posted`] : []),
  ].join(", ");
  return {
    delivery: {
      published: "review",
      reviewUrl: posted.url,
      note: [`The review holds ${counts}.`, posted.note].filter(Boolean).join(" "),
      notices: [],
    },
    settle: true,
  };
}

/**
 * Resolves the action's own earlier threads that are settled and says how many in the note; what
 * failed is a warning in the job log, never a failed run. Nothing is resolved without the login
 * the action posts as (its threads could not be told apart), nor on a pull request where it left
 * no comment before (it has no thread there to settle; no GraphQL call is made).
 */
async function settleThreads(run: AdmittedRun, parts: ReviewParts, delivery: Delivery): Promise<Delivery> {
  const { ownLogin, earlier } = parts.plan;
  if (!ownLogin || earlier.comments.length + earlier.replies.length === 0) return delivery;
  const settled = await resolveFinishedThreads({
    client: run.github(),
    repo: run.trigger.repo,
    pull: parts.pull,
    ownLogin,
    headSha: parts.commitId,
    ...(parts.fileAt ? { fileAt: parts.fileAt } : {}),
  });
  for (const warning of settled.warnings) run.io.warning(run.redact(warning));
  const count = settled.outdated + settled.answered;
  if (count === 0) return delivery;
  const said = `Resolved ${count === 1 ? "1 earlier review thread that is" : `${count} earlier review threads that are`} settled.`;
  return { ...delivery, note: [delivery.note, said].filter(Boolean).join(" ") };
}

import type { RunResult } from "../agent/loop.js";
import type { PullRequest } from "../github/context/pull-request.js";
import type { AskedOperation } from "../github/operations/requests.js";
import { postReview } from "../github/review/post-review.js";
import { ReviewDraft } from "../github/review/review-draft.js";
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
 * posts nothing; its tracking comment says why. Never throws.
 */
export async function publishReview(
  run: AdmittedRun,
  parts: ReviewParts & { asked: readonly AskedOperation[] },
): Promise<Delivery> {
  const delivery = await postTheReview(run, parts);
  // A staged review still posts its review (nothing is pushed by one); its operations wait.
  const proposal =
    run.settings.staged && parts.asked.length > 0 ? proposeFrom(run, {}, parts.asked) : undefined;
  return proposal ? { ...delivery, proposal } : delivery;
}

interface ReviewParts {
  draft: ReviewDraft;
  plan: ReviewPlan;
  commitId: string;
  result: RunResult;
  pull: PullRequest;
}

async function postTheReview(run: AdmittedRun, parts: ReviewParts): Promise<Delivery> {
  const { draft, result } = parts;
  const made = draft.inline.length + draft.inBody.length;
  if (result.conclusion === "cancelled")
    return {
      published: "none",
      notices: [],
      note:
        made === 0
          ? "No review was posted: the run was cancelled."
          : `No review was posted: the run was cancelled. Its ${made === 1 ? "comment is" : `${made} comments are`} in the job log and the trajectory file.`,
    };
  if (result.conclusion !== "success" && made === 0)
    return {
      published: "none",
      notices: [],
      note: "No review was posted: the run stopped before it made any comment.",
    };
  const sent = await postReview({
    client: run.github(),
    repo: run.trigger.repo,
    pullNumber: parts.pull.number,
    commitId: parts.commitId,
    answer: result.response,
    conclusion: result.conclusion,
    draft,
    ownLogin: parts.plan.ownLogin,
    redact: run.redact,
    publishable: run.publishable,
  });
  if (!sent.ok)
    return { published: "none", notices: [], error: `The review could not be posted: ${sent.error}` };
  const posted = sent.value;
  const counts = [
    posted.inline === 0
      ? "no inline comments"
      : `${posted.inline} inline comment${posted.inline === 1 ? "" : "s"}`,
    ...(posted.inBody > 0 ? [`${posted.inBody} in its body`] : []),
    ...(posted.repeated > 0 ? [`${posted.repeated} left out as already posted`] : []),
  ].join(", ");
  return {
    published: "review",
    reviewUrl: posted.url,
    note: [`The review holds ${counts}.`, posted.note].filter(Boolean).join(" "),
    notices: [],
  };
}

import type { RunResult } from "../agent/loop.js";
import { fetchPullFiles, type PullFile } from "../github/context/pull-files.js";
import type { PullRequest } from "../github/context/pull-request.js";
import { type EarlierReview, fetchEarlierReview } from "../github/review/earlier-comments.js";
import { postReview } from "../github/review/post-review.js";
import { ReviewDraft } from "../github/review/review-draft.js";
import { fenceAsData, sanitizeUntrusted } from "../text/sanitize.js";
import type { AdmittedRun } from "./admit.js";
import type { Delivery } from "./publish.js";

/** What a review needs from GitHub before the agent starts: every changed file, and what it said before. */
export interface ReviewPlan {
  files: PullFile[];
  /** The identity posting now; undefined when the tracking comment could not say. */
  ownLogin: string | undefined;
  earlier: EarlierReview;
}

/** Earlier comments shown to the model at most (the newest); the rest are still never posted twice. */
const MAX_EARLIER_SHOWN = 60;
const MAX_EARLIER_CHARS = 12_000;
const MAX_EARLIER_BODY_CHARS = 4_000;

/**
 * Reads the pull request's files (all of them: every comment's line is checked against them)
 * and what `ownLogin` said on it before. Throws when the files cannot be read: a review that
 * cannot see the diff has nothing to stand on. Without `ownLogin` (no tracking comment could be
 * written) nothing can be told apart as the action's own: the run says so and goes on.
 */
export async function planReview(
  run: AdmittedRun,
  pull: PullRequest,
  ownLogin: string | undefined,
): Promise<ReviewPlan> {
  const client = run.github();
  const [files, earlier] = await Promise.all([
    fetchPullFiles(client, run.trigger.repo, pull.number),
    ownLogin
      ? fetchEarlierReview(client, run.trigger.repo, pull.number, ownLogin)
      : Promise.resolve(undefined),
  ]);
  if (!files.ok)
    throw new Error(`Could not read the files of pull request #${pull.number}: ${files.problem}`);
  if (!ownLogin)
    run.io.warning(
      "The tracking comment could not be written, so the review cannot tell its own earlier comments: repeats of them are not left out.",
    );
  else if (earlier && !earlier.ok)
    run.io.warning(run.redact(`Could not read the earlier review comments: ${earlier.problem}`));
  const none: EarlierReview = { comments: [], bodies: [] };
  return { files: files.data, ownLogin, earlier: earlier?.ok ? earlier.data : none };
}

/**
 * What the model is told it said before, so a review after a push reports only what is new.
 * Its own words, but they sit on a page others can write around: fenced as data like the rest.
 */
export function earlierReviewContext(plan: ReviewPlan, fenceId: string): string {
  const { comments, bodies } = plan.earlier;
  if (comments.length === 0 && bodies.length === 0) return "";
  const shown = comments.slice(0, MAX_EARLIER_SHOWN);
  const listed = shown
    .map((c) => `${c.path}${c.line === undefined ? " (outdated)" : ` line ${c.line}`}: ${c.body.trim()}`)
    .join("\n\n");
  return [
    "\nYou reviewed this pull request before. Do not repeat yourself: report only what is new, or still wrong in code that changed since. An identical comment is not posted again.",
    ...(bodies.length > 0
      ? [
          `Your last ${bodies.length === 1 ? "review" : `${bodies.length} reviews`} said (newest first):`,
          ...bodies.map((body) =>
            fenceAsData(
              "your earlier review",
              sanitizeUntrusted(body, { maxChars: MAX_EARLIER_BODY_CHARS }),
              fenceId,
            ),
          ),
        ]
      : []),
    ...(shown.length > 0
      ? [
          `The inline comments you left (the newest ${shown.length}, newest first):`,
          fenceAsData(
            "your earlier review comments",
            sanitizeUntrusted(listed, { maxChars: MAX_EARLIER_CHARS }),
            fenceId,
          ),
        ]
      : []),
  ].join("\n");
}

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
  parts: { draft: ReviewDraft; plan: ReviewPlan; commitId: string; result: RunResult; pull: PullRequest },
): Promise<Delivery> {
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
  const posted = await postReview({
    client: run.github(),
    repo: run.trigger.repo,
    pullNumber: parts.pull.number,
    commitId: parts.commitId,
    answer: result.response,
    conclusion: result.conclusion,
    draft,
    ownLogin: parts.plan.ownLogin,
    redact: run.redact,
  });
  if (!posted.ok)
    return { published: "none", notices: [], error: `The review could not be posted: ${posted.error}` };
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

import type { Result } from "../../base/result.js";
import { revealUntrustedCode, sanitizeUntrusted } from "../../text/sanitize.js";
import {
  hasThread,
  type RepoRef,
  type ReviewTrigger,
  type ThreadTrigger,
  type Trigger,
} from "../trigger/types.js";
import {
  type ContextLimits,
  type Fence,
  imagePart,
  maxTitleChars,
  type Part,
  Priority,
  part,
} from "./context-budget.js";
import { isByLogin } from "./earlier-runs.js";
import type { PullRequest } from "./pull-request.js";
import type { Comment, Issue, ReviewComment } from "./thread-reads.js";

/**
 * The thread as the model reads it: the repository, the issue or pull request, its branches, the
 * review or review comment that is the request, and the comments before it. Every piece written
 * by a GitHub user is sanitised and fenced as data.
 */

/** Which repository the workspace holds, and where the request came from when that is another. */
export function repositoryLine(trigger: Trigger, workRepo: RepoRef | undefined): string {
  const own = `${trigger.repo.owner}/${trigger.repo.repo}`;
  if (!workRepo) return `Repository: ${own}`;
  const where = hasThread(trigger) ? `${own}#${trigger.number}` : own;
  return `Repository: ${workRepo.owner}/${workRepo.repo} (the request was made in ${where}, another repository)`;
}

/** The issue or pull request itself: state, author, title and description. */
export function threadParts(
  trigger: ThreadTrigger,
  issue: Result<Issue>,
  limits: Pick<ContextLimits, "maxBodyChars">,
  fence: Fence,
): Part[] {
  const name = `${trigger.isPullRequest ? "pull request" : "issue"} #${trigger.number}`;
  if (!issue.ok) return [part(Priority.essential, `(The ${name} could not be loaded: ${issue.error}.)`)];
  const data = issue.value;
  return [
    part(Priority.essential, `${capitalise(name)} (${data.state}), opened by ${loginOf(data.user)}.`),
    part(
      Priority.essential,
      fence(`${name} title`, sanitizeUntrusted(data.title, { maxChars: maxTitleChars })),
    ),
    imagePart(
      Priority.description,
      fence(`${name} description`, sanitizeUntrusted(data.body ?? "", { maxChars: limits.maxBodyChars })),
    ),
  ];
}

/** A pull request's branches; their names are chosen by its author, so they are data too. */
export function branchPart(pull: Result<PullRequest>, fence: Fence): Part {
  if (!pull.ok) return part(Priority.essential, `(The pull request could not be loaded: ${pull.error}.)`);
  const { headRepo, headRef, baseRef } = pull.value;
  const headName = `${headRepo ?? "(deleted repository)"}:${headRef}`;
  return part(
    Priority.essential,
    fence(
      "pull request branches",
      sanitizeUntrusted(`head: ${headName}\nbase: ${baseRef}`, { maxChars: maxTitleChars * 2 }),
    ),
  );
}

/** For a review comment: its file, line and the diff hunk under it. */
export function reviewCommentParts(
  trigger: ThreadTrigger,
  limits: Pick<ContextLimits, "maxPatchChars">,
  fence: Fence,
): Part[] {
  if (trigger.kind !== "review_comment") return [];
  const where = `${trigger.path}${trigger.line === undefined ? "" : ` line ${trigger.line}`}`;
  return [
    part(Priority.essential, "\nThe request is a review comment on this part of the diff:"),
    part(Priority.essential, fence("file and line of the review comment", sanitizeUntrusted(where))),
    part(
      Priority.description,
      fence(
        "diff hunk under the review comment",
        revealUntrustedCode(trigger.diffHunk, { maxChars: limits.maxPatchChars }),
      ),
    ),
  ];
}

/** How a review's state reads after "who". */
const reviewVerdicts: Record<string, string> = {
  approved: "approved it",
  changes_requested: "requested changes",
  commented: "commented",
};

/**
 * A review's text, which is the request (what comes before the phrase may matter too), and the
 * comments the review left on the diff, which it often points at ("/agent address these").
 */
export function reviewParts(
  trigger: ReviewTrigger,
  comments: Result<ReviewComment[]>,
  limits: Pick<ContextLimits, "maxBodyChars" | "maxComments" | "maxCommentChars">,
  fence: Fence,
): Part[] {
  const verdict = reviewVerdicts[trigger.state] ?? "reviewed it";
  const parts = [
    part(
      Priority.essential,
      `\nThe request is a review of this pull request by ${loginOf(trigger.actor)}, who ${verdict}:`,
    ),
    imagePart(
      Priority.essential,
      fence("review text", sanitizeUntrusted(trigger.body, { maxChars: limits.maxBodyChars })),
    ),
  ];
  if (!comments.ok) {
    return [
      ...parts,
      part(
        Priority.description,
        `(The review's comments on the diff could not be loaded: ${comments.error}.)`,
      ),
    ];
  }
  const shown = comments.value.slice(0, limits.maxComments);
  if (shown.length === 0) return parts;
  const more = comments.value.length > shown.length ? `, the first ${shown.length} shown` : "";
  return [
    ...parts,
    part(Priority.description, `\nThe review's comments on the diff (${comments.value.length}${more}):`),
    ...shown.map((comment, index) => {
      const line = comment.line ?? comment.original_line;
      const where = `${comment.path}${line == null ? "" : ` line ${line}`}`;
      return imagePart(
        Priority.description + (index + 1) / (shown.length + 1),
        fence(
          `review comment on ${sanitizeUntrusted(where, { maxChars: maxTitleChars })}`,
          sanitizeUntrusted(comment.body, { maxChars: limits.maxCommentChars }),
        ),
      );
    }),
  ];
}

/**
 * The comments shown before the request, oldest first, under a heading that says how many
 * edited after the request were left out.
 */
export function shownCommentParts(
  shown: Comment[],
  editedLater: number,
  ownLogin: string | undefined,
  limits: Pick<ContextLimits, "maxCommentChars">,
  fence: Fence,
): Part[] {
  const edited = editedLater > 0 ? ` ${editedLater} edited after the request are left out.` : "";
  const header = `\nComments before the request (the newest ${shown.length}):${edited}`;
  return [
    part(Priority.comments, header),
    ...shown.map((comment, index) =>
      // The action's other comments (a help reply) quote nobody's images; only theirs are fetched.
      (isByLogin(comment, ownLogin) ? part : imagePart)(
        // The newest comments are the last to go.
        Priority.comments + (shown.length - index) / (shown.length + 1),
        fence(
          `comment by ${loginOf(comment.user)} at ${comment.created_at}`,
          sanitizeUntrusted(comment.body ?? "", { maxChars: limits.maxCommentChars }),
        ),
      ),
    ),
  ];
}

/** `@login`, keeping only the characters GitHub allows in logins (and `[bot]`). */
function loginOf(user: { login: string } | null | undefined): string {
  return user ? `@${user.login.replace(/[^A-Za-z0-9\-[\]]/g, "")}` : "a deleted user";
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

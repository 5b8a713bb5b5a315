import type { IssueCommentPayload, ReviewCommentPayload, ReviewPayload } from "./payloads.js";
import { actorOf, isBot, repoOf, skip, type TriggerOptions, type TriggerResolution } from "./resolution.js";
import { cleanTask, taskIn } from "./task-text.js";

/**
 * The events of what people write on a thread: a comment on an issue or a pull request, a
 * comment on a pull request's diff, a review. Each starts a run only when new, by a person, and
 * holding the trigger phrase.
 */

export function fromIssueComment(event: IssueCommentPayload, options: TriggerOptions): TriggerResolution {
  if (event.action !== "created") return skip(`issue_comment ${event.action}: only new comments start a run`);
  const author = actorOf(event.comment.user);
  if (isBot(author)) return skip(`the comment is by the bot @${author.login}; bots never start a run`);
  const task = taskIn(event.comment.body, options.triggerPhrase);
  if (task === undefined) return skip(`the comment does not contain ${options.triggerPhrase}`);
  return {
    kind: "issue_comment",
    repo: repoOf(event.repository),
    task,
    actor: author,
    number: event.issue.number,
    isPullRequest: event.issue.pull_request != null,
    commentId: event.comment.id,
    createdAt: event.comment.created_at,
  };
}

export function fromReviewComment(event: ReviewCommentPayload, options: TriggerOptions): TriggerResolution {
  if (event.action !== "created") {
    return skip(`pull_request_review_comment ${event.action}: only new comments start a run`);
  }
  const { comment } = event;
  const author = actorOf(comment.user);
  if (isBot(author)) return skip(`the comment is by the bot @${author.login}; bots never start a run`);
  const task = taskIn(comment.body, options.triggerPhrase);
  if (task === undefined) return skip(`the comment does not contain ${options.triggerPhrase}`);
  const line = comment.line ?? comment.original_line ?? undefined;
  return {
    kind: "review_comment",
    repo: repoOf(event.repository),
    task,
    actor: author,
    number: event.pull_request.number,
    isPullRequest: true,
    commentId: comment.id,
    createdAt: comment.created_at,
    path: comment.path,
    ...(line === undefined ? {} : { line }),
    diffHunk: comment.diff_hunk,
  };
}

export function fromReview(event: ReviewPayload, options: TriggerOptions): TriggerResolution {
  if (event.action !== "submitted") {
    return skip(`pull_request_review ${event.action}: only submitted reviews start a run`);
  }
  const { review } = event;
  const author = actorOf(review.user);
  if (isBot(author)) return skip(`the review is by the bot @${author.login}; bots never start a run`);
  const body = review.body ?? "";
  const task = taskIn(body, options.triggerPhrase);
  if (task === undefined) return skip(`the review's text does not contain ${options.triggerPhrase}`);
  return {
    kind: "review",
    repo: repoOf(event.repository),
    task,
    actor: author,
    number: event.pull_request.number,
    isPullRequest: true,
    reviewId: review.id,
    ...(review.submitted_at ? { createdAt: review.submitted_at } : {}),
    state: review.state,
    body: cleanTask(body),
  };
}

import { isPullRequestTrigger, type Trigger } from "../trigger/types.js";

/** `review`, `Review:`, `review this`: the word alone, not `reviewer` or `review-bot`. */
const REVIEW_WORD = /^review(?![\p{L}\p{N}_-])/iu;

/**
 * Whether the run is a review: `mode: review`, or a request on a pull request whose task starts
 * with the word `review` (whatever the mode: a review pushes nothing, so every mode allows it).
 */
export function wantsReview(trigger: Trigger, mode: string): boolean {
  if (!isPullRequestTrigger(trigger)) return false;
  return mode === "review" || REVIEW_WORD.test(trigger.task.trim());
}

/** Why `mode: review` cannot be honoured for this event, naming the input; undefined when it can. */
export function reviewModeRefusal(trigger: Trigger, mode: string, eventName: string): string | undefined {
  if (mode !== "review" || isPullRequestTrigger(trigger)) return undefined;
  const what =
    trigger.kind === "issue" || trigger.kind === "issue_comment" ? `issue #${trigger.number}` : "it";
  return (
    `mode is review, but this ${eventName} event has no pull request to review (${what} is not one). ` +
    "Use mode: review on pull_request events or with comments on pull requests, or another mode here."
  );
}

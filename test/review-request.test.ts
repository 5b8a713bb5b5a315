import { describe, expect, it } from "vitest";
import { reviewModeRefusal, wantsReview } from "../src/github/review/review-request.js";
import type { Trigger } from "../src/github/trigger/types.js";

/** Which requests are reviews, and which cannot be. */

const repo = { owner: "octo-org", repo: "octo-repo" };
const actor = { login: "alice", type: "User" };
const onPull = (task: string): Trigger => ({
  kind: "issue_comment",
  repo,
  task,
  actor,
  number: 7,
  isPullRequest: true,
  commentId: 1,
  createdAt: "2026-01-01T00:00:00Z",
});
const onReviewComment = (task: string): Trigger => ({
  kind: "review_comment",
  repo,
  task,
  actor,
  number: 7,
  isPullRequest: true,
  commentId: 2,
  createdAt: "2026-01-01T00:00:00Z",
  path: "src/a.ts",
  diffHunk: "@@ -1 +1 @@",
});
const onIssue: Trigger = { ...onPull("review this"), isPullRequest: false } as Trigger;

describe("a review run", () => {
  it.each(["review", "Review", "review this", "review: the error handling", "REVIEW!"])(
    "is asked for on a pull request by a task starting with the word (%s), in any mode",
    (task) => {
      for (const mode of ["auto", "comment", "pr"]) expect(wantsReview(onPull(task), mode)).toBe(true);
      expect(wantsReview(onReviewComment(task), "auto")).toBe(true);
    },
  );

  it.each(["reviewer notes are wrong", "review-bot is broken", "please review", "fix the review page"])(
    "is not asked for by a task that only mentions it (%s)",
    (task) => {
      expect(wantsReview(onPull(task), "auto")).toBe(false);
    },
  );

  it("is every pull request run with mode review, and never an issue's", () => {
    expect(wantsReview(onPull("fix the typo"), "review")).toBe(true);
    expect(wantsReview(onIssue, "auto")).toBe(false);
  });

  it("cannot be had without a pull request: mode review on an issue or a manual run is refused, naming mode", () => {
    expect(reviewModeRefusal(onIssue, "review", "issue_comment")).toBe(
      "mode is review, but this issue_comment event has no pull request to review (issue #7 is not one). " +
        "Use mode: review on pull_request events or with comments on pull requests, or another mode here.",
    );
    const manual: Trigger = { kind: "workflow_dispatch", repo, task: "review" };
    expect(reviewModeRefusal(manual, "review", "workflow_dispatch")).toMatch(
      /^mode is review, but this workflow_dispatch event/,
    );
    expect(reviewModeRefusal(manual, "auto", "workflow_dispatch")).toBeUndefined();
    expect(reviewModeRefusal(onPull("x"), "review", "issue_comment")).toBeUndefined();
  });
});

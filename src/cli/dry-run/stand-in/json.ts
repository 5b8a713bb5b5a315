import type { Thread } from "../event-payload.js";
import type { PullFileJson } from "../pull-files.js";
import type { OpenedPull, PostedComment, PostedReview } from "./log.js";
import type { StandInPull } from "./options.js";
import { FIRST_ID, type StandInState } from "./state.js";

/**
 * The objects the stand-in answers with, in the shape of GitHub's REST API: only the fields the
 * action reads, with plausible values for the rest of what it shows.
 */

/** The author of everything the stand-in creates: the job's own token's bot. */
export const BOT = { login: "github-actions[bot]", type: "Bot", id: 41898282 };

/** The state GitHub gives a review submitted with `event`. */
export const REVIEW_STATES: Record<string, string> = {
  COMMENT: "COMMENTED",
  APPROVE: "APPROVED",
  REQUEST_CHANGES: "CHANGES_REQUESTED",
};

const now = () => new Date().toISOString();

/** GitHub's page of a listing: `per_page` (30 unless given, at most 100) items of page `page` (from 1). */
export function page<T>(items: readonly T[], query: URLSearchParams): T[] {
  const perPage = Math.min(100, Math.max(1, Number(query.get("per_page")) || 30));
  const number = Math.max(1, Number(query.get("page")) || 1);
  return items.slice((number - 1) * perPage, number * perPage);
}

export function repoJson(state: StandInState) {
  const { repo, defaultBranch } = state.options;
  return {
    full_name: state.fullName,
    name: repo.repo,
    owner: { login: repo.owner },
    default_branch: defaultBranch,
    private: false,
    fork: false,
    html_url: state.htmlBase,
  };
}

export function commentJson(comment: PostedComment, extra: Record<string, unknown> = {}) {
  return {
    id: comment.id,
    body: comment.body,
    user: BOT,
    html_url: comment.url,
    created_at: now(),
    updated_at: now(),
    ...extra,
  };
}

/** The event's issue or pull request, as `GET /issues/{n}` shows it. */
export function threadJson(state: StandInState, thread: Thread) {
  const { htmlBase } = state;
  return {
    number: thread.number,
    title: thread.title,
    body: thread.body,
    state: thread.state,
    user: thread.user,
    comments: thread.comments,
    html_url: `${htmlBase}/${thread.isPullRequest ? "pull" : "issues"}/${thread.number}`,
    ...(thread.isPullRequest ? { pull_request: { html_url: `${htmlBase}/pull/${thread.number}` } } : {}),
  };
}

/** A pull request the run opened. */
export function openedPullJson(state: StandInState, opened: OpenedPull) {
  const { fullName } = state;
  const { pull } = state.options;
  return {
    number: opened.number,
    html_url: opened.url,
    title: opened.title,
    body: opened.body,
    state: "open",
    draft: opened.draft,
    head: { ref: opened.head, sha: pull?.headSha ?? "", repo: { full_name: fullName } },
    base: { ref: opened.base, sha: pull?.baseSha ?? "", repo: { full_name: fullName } },
  };
}

/** The event's pull request, as `GET /pulls/{n}` shows it, its counts from its `changed` files. */
export function eventPullJson(
  state: StandInState,
  thread: Thread,
  pull: StandInPull,
  changed: readonly PullFileJson[],
) {
  return {
    number: thread.number,
    title: thread.title,
    body: thread.body,
    state: thread.state,
    html_url: `${state.htmlBase}/pull/${thread.number}`,
    draft: pull.draft,
    user: thread.user,
    changed_files: changed.length,
    additions: changed.reduce((sum, file) => sum + file.additions, 0),
    deletions: changed.reduce((sum, file) => sum + file.deletions, 0),
    head: { ref: pull.headRef, sha: pull.headSha, repo: { full_name: pull.headRepo } },
    base: { ref: pull.baseRef, sha: pull.baseSha, repo: { full_name: state.fullName } },
  };
}

export function reviewJson(state: StandInState, review: PostedReview) {
  return {
    id: review.id,
    user: BOT,
    body: review.body,
    state: REVIEW_STATES[review.event] ?? "PENDING",
    html_url: review.url,
    pull_request_url: `${state.htmlBase}/pull/${review.number}`,
    commit_id: review.commit_id,
    submitted_at: now(),
    author_association: "NONE",
  };
}

/** The inline comments of `reviews`, as GitHub lists a pull request's review comments. */
export function reviewCommentsJson(state: StandInState, reviews: readonly PostedReview[]) {
  return reviews.flatMap((review, reviewIndex) =>
    review.comments.map((comment, index) => {
      // Ids of a review's comments follow far above everything else the stand-in numbers.
      const id = FIRST_ID + 50_000_000 + reviewIndex * 1_000 + index;
      return {
        id,
        pull_request_review_id: review.id,
        user: BOT,
        path: comment.path,
        line: comment.line,
        start_line: comment.start_line ?? null,
        side: comment.side,
        body: comment.body,
        commit_id: review.commit_id,
        html_url: `${state.htmlBase}/pull/${review.number}#discussion_r${id}`,
        created_at: now(),
        updated_at: now(),
      };
    }),
  );
}

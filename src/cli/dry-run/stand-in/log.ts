/** What the action wrote through the stand-in, kept for the dry run's report. */

export interface PostedComment {
  id: number;
  /** Where it went, for a person: `issue #12`, `the review thread of pull request #3`. */
  place: string;
  url: string;
  /** The latest body. */
  body: string;
  /** How often it was written: one create and the updates. */
  writes: number;
}

export interface OpenedPull {
  number: number;
  url: string;
  title: string;
  body: string;
  head: string;
  base: string;
  draft: boolean;
  writes: number;
}

export interface PostedReaction {
  content: string;
  place: string;
}

/** An inline comment of a review, as it was sent. */
export interface PostedReviewComment {
  path: string;
  /** The (last) line it is on. */
  line: number;
  /** The first line, for a comment on several lines. */
  start_line?: number;
  /** `RIGHT`: the head's lines, the only side the action comments on. */
  side: string;
  body: string;
}

/** A review submitted on the pull request, as it was sent. */
export interface PostedReview {
  id: number;
  /** The pull request it is on. */
  number: number;
  url: string;
  /** `COMMENT`, `APPROVE`, `REQUEST_CHANGES`, or empty for a pending review. */
  event: string;
  commit_id: string;
  body: string;
  comments: PostedReviewComment[];
}

/**
 * A write of a GitHub operation the agent asked for (`safe-outputs`), as the action sent it:
 * labels added or removed, an issue created, closed or reopened. Comments are `PostedComment`s.
 */
export interface RecordedOperation {
  /** What was done, for a person: `labels added`, `label removed`, `issue created`, `issue closed`. */
  what: string;
  /** The issue or pull request it was done to: `issue #12`, `pull request #3`. */
  place: string;
  url: string;
  /** The labels added or removed, or given to a new issue. */
  labels?: string[];
  /** A new issue's title and body. */
  title?: string;
  body?: string;
  /** Why an issue was closed or reopened (`completed`, `not_planned`, `reopened`). */
  stateReason?: string;
  /**
   * Set when the issue is not the event's: the stand-in knows nothing of it, so it could not
   * check that it exists, or what labels it has.
   */
  unchecked?: boolean;
}

/** What the action did through the stand-in, in order. */
export interface StandInLog {
  comments: PostedComment[];
  /** Labels, new issues and closings, in the order they were sent. */
  operations: RecordedOperation[];
  pulls: OpenedPull[];
  reactions: PostedReaction[];
  reviews: PostedReview[];
  /** Whether the run read the repository's labels, which the stand-in invents (see `repositoryLabels`). */
  labelsRead?: boolean;
  /** Requests the stand-in had no answer for (`METHOD path`); answered 404. */
  unserved: string[];
}

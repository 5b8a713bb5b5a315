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

/** What the action did through the stand-in, in order. */
export interface StandInLog {
  comments: PostedComment[];
  pulls: OpenedPull[];
  reactions: PostedReaction[];
  reviews: PostedReview[];
  /** Requests the stand-in had no answer for (`METHOD path`); answered 404. */
  unserved: string[];
}

import { fail, type Result } from "../../../base/result.js";
import { parsePatch } from "../../../github/review/diff-lines.js";
import { isRecord } from "../../../text/json.js";
import type { PullFileJson } from "../pull-files.js";
import { notFound, ok, type Reply, type RouteRequest, unprocessable } from "./http.js";
import { page, REVIEW_STATES, reviewCommentsJson, reviewJson } from "./json.js";
import type { PostedReview, PostedReviewComment } from "./log.js";
import { pullFiles, type StandInState, takeId, threadNumbered } from "./state.js";

/**
 * Reviews of the event's pull request: none before the dry run (the payload carries none), then
 * this run's own, checked as GitHub checks them.
 */

/** Whether `n` is the event's pull request, the only one reviews are served for. */
function isEventPull(state: StandInState, n: string | undefined): boolean {
  return threadNumbered(state, n) !== undefined && state.options.pull !== undefined;
}

export function listReviews(state: StandInState, { params: [n], query }: RouteRequest): Reply {
  if (!isEventPull(state, n)) return notFound();
  return ok(
    page(
      state.log.reviews.map((review) => reviewJson(state, review)),
      query,
    ),
  );
}

export function listReviewComments(state: StandInState, { params: [n], query }: RouteRequest): Reply {
  return isEventPull(state, n) ? ok(page(reviewCommentsJson(state, state.log.reviews), query)) : notFound();
}

/** The inline comments of one review. */
export function listCommentsOfReview(state: StandInState, { params: [n, id], query }: RouteRequest): Reply {
  if (!isEventPull(state, n)) return notFound();
  const reviews = state.log.reviews.filter((review) => review.id === Number(id));
  return ok(page(reviewCommentsJson(state, reviews), query));
}

export async function postReview(state: StandInState, { params: [n], body }: RouteRequest): Promise<Reply> {
  const { pull } = state.options;
  if (!threadNumbered(state, n) || !pull) return notFound();
  const event = body.event === undefined ? "" : String(body.event);
  if (event !== "" && !(event in REVIEW_STATES)) {
    return unprocessable("Validation Failed", [
      `event ${event} is not one of COMMENT, APPROVE, REQUEST_CHANGES`,
    ]);
  }
  const comments = reviewComments(body.comments, await pullFiles(state));
  if (!comments.ok) return unprocessable("Unprocessable Entity", [comments.error]);
  const id = takeId(state);
  const review: PostedReview = {
    id,
    number: Number(n),
    url: `${state.htmlBase}/pull/${n}#pullrequestreview-${id}`,
    event,
    commit_id: typeof body.commit_id === "string" ? body.commit_id : pull.headSha,
    body: typeof body.body === "string" ? body.body : "",
    comments: comments.value,
  };
  state.log.reviews.push(review);
  return ok(reviewJson(state, review));
}

/**
 * Reads the `comments` of a review request as GitHub validates them: each on a line of the
 * diff of its file, on the head's side. Returns the comments, or what GitHub would refuse.
 */
function reviewComments(value: unknown, files: readonly PullFileJson[]): Result<PostedReviewComment[]> {
  // A success is written out: `ok` here is the stand-in's answer of HTTP 200.
  if (value === undefined) return { ok: true, value: [] };
  if (!Array.isArray(value)) return fail("comments is not an array");
  const comments: PostedReviewComment[] = [];
  for (const [index, item] of value.entries()) {
    const comment = reviewComment(`comments[${index}]`, item, files);
    if (!comment.ok) return comment;
    comments.push(comment.value);
  }
  return { ok: true, value: comments };
}

/** One inline comment of a review request, `where` naming it in what GitHub would refuse. */
function reviewComment(
  where: string,
  item: unknown,
  files: readonly PullFileJson[],
): Result<PostedReviewComment> {
  if (!isRecord(item)) return fail(`${where} is not an object`);
  const { path, line, start_line: startLine, body } = item;
  const side = item.side === undefined ? "RIGHT" : item.side;
  if (typeof path !== "string" || typeof body !== "string") {
    return fail(`${where} needs a path and a body`);
  }
  if (typeof line !== "number" || !Number.isInteger(line)) {
    return fail(`${where} needs a line (position is not served here)`);
  }
  // The action comments on the head's lines only; the base's side is not served here.
  if (side !== "RIGHT") return fail(`${where}.side is not RIGHT`);
  if (startLine !== undefined && (typeof startLine !== "number" || startLine >= line)) {
    return fail(`${where}.start_line must be a number before line`);
  }
  const file = files.find((f) => f.filename === path);
  const { lines } = parsePatch(file?.patch ?? "");
  for (const n of [...(startLine === undefined ? [] : [startLine]), line]) {
    if (!lines.has(n)) {
      return fail(`Pull request review thread line ${n} of ${path} must be part of the diff`);
    }
  }
  return {
    ok: true,
    value: { path, line, ...(startLine === undefined ? {} : { start_line: startLine }), side, body },
  };
}

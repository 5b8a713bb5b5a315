import { created, notFound, ok, type Reply, type RouteRequest } from "./http.js";
import { BOT, commentJson, threadJson } from "./json.js";
import { recordComment, type StandInState, takeId, threadName, threadNumbered } from "./state.js";

/** The event's issue or pull request: reading it and its comments, reacting, commenting. */

export function getThread(state: StandInState, { params: [n] }: RouteRequest): Reply {
  const thread = threadNumbered(state, n);
  return thread ? ok(threadJson(state, thread)) : notFound();
}

export function listThreadComments(state: StandInState, { params: [n], query }: RouteRequest): Reply {
  if (!threadNumbered(state, n)) return notFound();
  // Everything fits the first page: the trigger comment and what this run posted.
  if (Number(query.get("page") ?? "1") > 1) return ok([]);
  const { comment } = state.options;
  const trigger = comment ? [{ ...comment, html_url: `${state.htmlBase}/issues/${n}` }] : [];
  const place = threadName(state);
  const posted = state.log.comments.filter((c) => c.place === place).map((c) => commentJson(c));
  return ok([...trigger, ...posted]);
}

/**
 * A comment on the event's thread, or on another issue or pull request (an `add-comment`
 * operation with `target: any`), which the stand-in takes to exist.
 */
export function postThreadComment(state: StandInState, { params: [n], body }: RouteRequest): Reply {
  const place = threadNumbered(state, n)
    ? threadName(state)
    : `issue #${n} (not the event's, so not checked)`;
  const url = (id: number) => `${state.htmlBase}/issues/${n}#issuecomment-${id}`;
  return created(commentJson(recordComment(state, place, url, body.body)));
}

/** A reply in a review comment's thread, on the event's pull request. */
export function postReviewReply(state: StandInState, { params: [n, replyTo], body }: RouteRequest): Reply {
  if (!threadNumbered(state, n)) return notFound();
  const place = `the review thread of pull request #${n}`;
  const url = (id: number) => `${state.htmlBase}/pull/${n}#discussion_r${id}`;
  const comment = recordComment(state, place, url, body.body);
  return created(commentJson(comment, { in_reply_to_id: Number(replyTo) }));
}

/** An update of a comment this run posted, in the thread or in a review thread. */
export function patchComment(state: StandInState, { params: [id], body }: RouteRequest): Reply {
  const comment = state.log.comments.find((c) => c.id === Number(id));
  if (!comment) return notFound();
  comment.body = String(body.body ?? "");
  comment.writes += 1;
  return ok(commentJson(comment));
}

/** The handler of a reaction to the comment that started the run, described as `place`. */
export function reactTo(place: string) {
  return (state: StandInState, { body }: RouteRequest): Reply => react(state, place, body);
}

export function reactToThread(state: StandInState, { params: [n], body }: RouteRequest): Reply {
  return threadNumbered(state, n) ? react(state, threadName(state), body) : notFound();
}

function react(state: StandInState, place: string, body: Record<string, unknown>): Reply {
  const content = String(body.content ?? "");
  state.log.reactions.push({ content, place });
  return created({ id: takeId(state), content, user: BOT });
}

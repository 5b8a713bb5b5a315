import { answerGraphQL, isGraphQL } from "./graphql-route.js";
import { notFound, type Reply, type RouteRequest } from "./http.js";
import { addLabels, createIssue, listLabels, patchIssue, removeLabel } from "./operation-routes.js";
import { getPull, listPullFiles, listPulls, openPull, patchPull } from "./pull-routes.js";
import { getContents, getPermission, getRepository } from "./repository-routes.js";
import { listCommentsOfReview, listReviewComments, listReviews, postReview } from "./review-routes.js";
import type { JsonRequest } from "./server.js";
import type { StandInState } from "./state.js";
import {
  getThread,
  listThreadComments,
  patchComment,
  postReviewReply,
  postThreadComment,
  reactTo,
  reactToThread,
} from "./thread-routes.js";

type Handler = (state: StandInState, request: RouteRequest) => Reply | Promise<Reply>;

/** A route: a method and a pattern for the path after `/repos/{owner}/{repo}`. */
interface Route {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  pattern: RegExp;
  handle: Handler;
}

const route = (method: Route["method"], pattern: RegExp, handle: Handler): Route => ({
  method,
  pattern,
  handle,
});

/** Every call the action makes, and the stand-in's answer; the first route that matches serves. */
const ROUTES: readonly Route[] = [
  route("GET", /^$/, getRepository),
  route("GET", /^\/collaborators\/([^/]+)\/permission$/, getPermission),
  route("POST", /^\/issues\/comments\/(\d+)\/reactions$/, reactTo("the triggering comment")),
  route("POST", /^\/pulls\/comments\/(\d+)\/reactions$/, reactTo("the triggering review comment")),
  route("POST", /^\/issues\/(\d+)\/reactions$/, reactToThread),
  route("GET", /^\/issues\/(\d+)$/, getThread),
  route("GET", /^\/issues\/(\d+)\/comments$/, listThreadComments),
  route("POST", /^\/issues\/(\d+)\/comments$/, postThreadComment),
  route("PATCH", /^\/issues\/comments\/(\d+)$/, patchComment),
  route("POST", /^\/pulls\/(\d+)\/comments\/(\d+)\/replies$/, postReviewReply),
  route("PATCH", /^\/pulls\/comments\/(\d+)$/, patchComment),
  route("GET", /^\/pulls\/(\d+)\/files$/, listPullFiles),
  route("GET", /^\/pulls\/(\d+)\/reviews\/(\d+)\/comments$/, listCommentsOfReview),
  route("GET", /^\/pulls\/(\d+)\/comments$/, listReviewComments),
  route("GET", /^\/pulls\/(\d+)\/reviews$/, listReviews),
  route("POST", /^\/pulls\/(\d+)\/reviews$/, postReview),
  route("GET", /^\/pulls\/(\d+)$/, getPull),
  route("GET", /^\/pulls$/, listPulls),
  route("POST", /^\/pulls$/, openPull),
  route("PATCH", /^\/pulls\/(\d+)$/, patchPull),
  route("GET", /^\/contents\/(.+)$/, getContents),
  route("GET", /^\/labels$/, listLabels),
  route("POST", /^\/issues\/(\d+)\/labels$/, addLabels),
  route("DELETE", /^\/issues\/(\d+)\/labels\/([^/]+)$/, removeLabel),
  route("POST", /^\/issues$/, createIssue),
  route("PATCH", /^\/issues\/(\d+)$/, patchIssue),
];

/**
 * The stand-in's answer to `request`. A request for another repository, or for a route not
 * served, is a 404 and listed in the log's `unserved`.
 */
export async function answer(state: StandInState, request: JsonRequest): Promise<Reply> {
  if (isGraphQL(request)) return answerGraphQL(state, request);
  const { method, path, body, query } = request;
  const prefix = `/repos/${state.fullName}`.toLowerCase();
  if (path.toLowerCase().startsWith(prefix)) {
    const rest = path.slice(prefix.length);
    for (const { method: routeMethod, pattern, handle } of ROUTES) {
      const match = routeMethod === method ? pattern.exec(rest) : null;
      if (match) return handle(state, { params: match.slice(1), body, query });
    }
  }
  state.log.unserved.push(`${method} ${path}`);
  return notFound();
}

import type { Reply } from "./http.js";
import { reviewCommentsJson } from "./json.js";
import type { JsonRequest } from "./server.js";
import type { StandInState } from "./state.js";

/**
 * GitHub's GraphQL endpoint as far as the action uses it: the review threads of the event's pull
 * request (a dry run starts with none; the run's own review makes some) and `resolveReviewThread`.
 * The stand-in reads the operation by the field it asks for, as the action sends only these two;
 * anything else is answered with an error naming it and listed as unserved.
 */

/** Whether `request` is a GraphQL call: `POST /graphql` at the API's root. */
export function isGraphQL(request: JsonRequest): boolean {
  return request.method === "POST" && request.path === "/graphql";
}

export function answerGraphQL(state: StandInState, request: JsonRequest): Reply {
  const query = typeof request.body.query === "string" ? request.body.query : "";
  const variables = (request.body.variables ?? {}) as Record<string, unknown>;
  if (query.includes("resolveReviewThread")) return resolveThread(state, String(variables.threadId ?? ""));
  if (query.includes("reviewThreads")) return { status: 200, body: { data: threadsOf(state, variables) } };
  state.log.unserved.push("POST /graphql (a query the stand-in does not answer)");
  return {
    status: 200,
    body: { errors: [{ message: "the dry run's stand-in does not answer this query" }] },
  };
}

/** Thread ids: the stand-in's review comments stand alone, each a thread of its own. */
const threadId = (commentId: number) => `PRRT_standin_${commentId}`;

function threadsOf(state: StandInState, variables: Record<string, unknown>) {
  const { pull, thread } = state.options;
  const asked = Number(variables.number);
  if (!pull || !thread || asked !== thread.number) return { repository: { pullRequest: null } };
  const comments = reviewCommentsJson(state, state.log.reviews);
  const nodes = comments.map((comment) => ({
    id: threadId(comment.id),
    isResolved: state.resolvedThreads.has(threadId(comment.id)),
    isOutdated: false,
    path: comment.path,
    line: comment.line,
    comments: {
      nodes: [
        {
          databaseId: comment.id,
          body: comment.body,
          createdAt: comment.created_at,
          author: { login: comment.user.login },
          originalCommit: { oid: comment.commit_id },
        },
      ],
    },
  }));
  return {
    repository: {
      pullRequest: { reviewThreads: { pageInfo: { hasNextPage: false, endCursor: null }, nodes } },
    },
  };
}

function resolveThread(state: StandInState, id: string): Reply {
  const known = reviewCommentsJson(state, state.log.reviews).some((comment) => threadId(comment.id) === id);
  if (!known)
    return {
      status: 200,
      body: {
        data: { resolveReviewThread: null },
        errors: [
          {
            type: "NOT_FOUND",
            path: ["resolveReviewThread"],
            message: `Could not resolve to a node with the global id of '${id}'`,
          },
        ],
      },
    };
  state.resolvedThreads.add(id);
  return { status: 200, body: { data: { resolveReviewThread: { thread: { id, isResolved: true } } } } };
}

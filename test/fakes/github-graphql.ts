import type { FakeReviewComment, FakeState } from "./github-server.js";

/**
 * The fake GitHub's `POST /graphql`: the two operations the action sends (a pull request's review
 * threads, and resolving one), in GitHub's wire shape. Operations are told apart by the names in
 * the query text and read through `variables`; the fake parses no GraphQL, so it answers every
 * field the action asks for whatever the query selects.
 */

/** A review thread as the fake keeps it: a root review comment and its replies, oldest first. */
export interface FakeReviewThread {
  /** The thread's GraphQL node id (`PRRT_…`), what `resolveReviewThread` takes. */
  id: string;
  resolved: boolean;
  /** Whether GitHub shows it as outdated: its root comment's line is gone (null). */
  outdated: boolean;
  path: string;
  comments: FakeReviewComment[];
}

/** Threads per page of `reviewThreads`, whatever `first` the query asks for (the most GitHub allows). */
export const THREADS_PAGE_SIZE = 100;

/** An opaque node id that names the root comment, as GitHub's base64 ids name a record. */
export function threadId(rootId: number): string {
  return `PRRT_kwDOFake${rootId}`;
}

/**
 * The threads of a pull request, in the order their roots were made. A comment is a reply when
 * its `in_reply_to_id` names a comment still there; one whose root is gone starts a thread.
 */
export function threadsOf(
  state: FakeState,
  pullNumber: number,
  isPublished: (comment: FakeReviewComment) => boolean,
): FakeReviewThread[] {
  const listed = state.reviewComments
    .filter((c) => c.pullNumber === pullNumber && isPublished(c))
    .sort((a, b) => a.id - b.id);
  const ids = new Set(listed.map((c) => c.id));
  const threads = new Map<number, FakeReviewComment[]>();
  for (const comment of listed) {
    const parent = comment.in_reply_to_id;
    const root = parent !== undefined && ids.has(parent) ? parent : comment.id;
    const thread = threads.get(root) ?? [];
    thread.push(comment);
    threads.set(root, thread);
  }
  return [...threads.entries()].map(([rootId, comments]) => {
    const root = comments[0] as FakeReviewComment;
    return {
      id: threadId(rootId),
      resolved: state.resolvedThreads.has(rootId),
      outdated: root.line === undefined,
      path: root.path,
      comments,
    };
  });
}

/** Whether a GraphQL document is a mutation: its first operation says so (comments aside). */
export function isMutation(query: string): boolean {
  return /^\s*mutation\b/.test(query.replace(/#[^\n]*/g, ""));
}

export interface GraphQLContext {
  owner: string;
  repo: string;
  state: FakeState;
  /** Whether the request came with a read-only token: a mutation is refused. */
  readOnly: boolean;
  isPublished(comment: FakeReviewComment): boolean;
  /** The commit a comment was first made on (its `original_commit_id`). */
  originalCommit(comment: FakeReviewComment): string | null;
}

interface GraphQLError {
  type?: string;
  path?: string[];
  message: string;
}

/** GraphQL answers 200 whatever happened; failures are in `errors`. */
const answer = (body: { data?: unknown; errors?: GraphQLError[] }) => ({ status: 200, body });

/** The answer to one `POST /graphql` request body (`{query, variables}`). */
export function answerGraphQL(body: unknown, context: GraphQLContext): { status: number; body: unknown } {
  const request = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const query = typeof request.query === "string" ? request.query : "";
  const variables =
    request.variables !== null && typeof request.variables === "object"
      ? (request.variables as Record<string, unknown>)
      : {};
  if (isMutation(query) && context.readOnly) {
    // What GitHub answers an installation token that lacks the permission a mutation needs.
    return answer({
      data: null,
      errors: [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }],
    });
  }
  if (isMutation(query) && query.includes("resolveReviewThread")) return resolveThread(variables, context);
  if (!isMutation(query) && query.includes("reviewThreads")) return reviewThreadsPage(variables, context);
  return answer({ errors: [{ message: "the fake GitHub does not answer this query" }] });
}

function resolveThread(variables: Record<string, unknown>, context: GraphQLContext) {
  const id = String(variables.threadId ?? "");
  const rootId = [...context.state.pulls.keys()]
    .flatMap((n) => threadsOf(context.state, n, context.isPublished))
    .find((thread) => thread.id === id)?.comments[0]?.id;
  if (rootId === undefined) {
    return answer({
      data: { resolveReviewThread: null },
      errors: [
        {
          type: "NOT_FOUND",
          path: ["resolveReviewThread"],
          message: `Could not resolve to a node with the global id of '${id}'`,
        },
      ],
    });
  }
  context.state.resolvedThreads.add(rootId);
  return answer({ data: { resolveReviewThread: { thread: { id, isResolved: true } } } });
}

/** Cursors are opaque to a client; this one counts the threads before the page. */
const cursorAt = (index: number) => Buffer.from(`cursor:v2:${index}`, "utf8").toString("base64");

function cursorIndex(cursor: unknown): number | undefined {
  if (cursor === undefined || cursor === null) return -1;
  const match = /^cursor:v2:(\d+)$/.exec(Buffer.from(String(cursor), "base64").toString("utf8"));
  return match ? Number(match[1]) : undefined;
}

/** GraphQL's `login` of a GitHub App's bot has no `[bot]`, which REST's `user.login` has. */
const graphQLLogin = (login: string) => login.replace(/\[bot\]$/, "");

function reviewThreadsPage(variables: Record<string, unknown>, context: GraphQLContext) {
  const { owner, repo, state } = context;
  const asked = `${String(variables.owner)}/${String(variables.name)}`;
  if (asked.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) {
    return answer({
      data: { repository: null },
      errors: [
        {
          type: "NOT_FOUND",
          path: ["repository"],
          message: `Could not resolve to a Repository with the name '${asked}'.`,
        },
      ],
    });
  }
  const number = Number(variables.number);
  if (!state.pulls.has(number)) {
    return answer({
      data: { repository: { pullRequest: null } },
      errors: [
        {
          type: "NOT_FOUND",
          path: ["repository", "pullRequest"],
          message: `Could not resolve to a PullRequest with the number of ${String(variables.number)}.`,
        },
      ],
    });
  }
  const after = cursorIndex(variables.cursor);
  if (after === undefined) {
    return answer({
      errors: [{ message: `\`${String(variables.cursor)}\` does not appear to be a valid cursor.` }],
    });
  }
  const threads = threadsOf(state, number, context.isPublished);
  const start = after + 1;
  const page = threads.slice(start, start + THREADS_PAGE_SIZE);
  const nodes = page.map((thread) => ({
    id: thread.id,
    isResolved: thread.resolved,
    isOutdated: thread.outdated,
    path: thread.path,
    line: thread.comments[0]?.line ?? null,
    comments: {
      nodes: thread.comments.map((c) => {
        const oid = context.originalCommit(c);
        return {
          databaseId: c.id,
          body: c.body,
          createdAt: c.created_at,
          // `__typename` only when the query asks, on GitHub; a client that asks tells a bot by it.
          author: { __typename: c.user.type, login: graphQLLogin(c.user.login) },
          originalCommit: oid === null ? null : { oid },
        };
      }),
    },
  }));
  const pageInfo = {
    hasNextPage: start + page.length < threads.length,
    endCursor: page.length === 0 ? null : cursorAt(start + page.length - 1),
  };
  return answer({ data: { repository: { pullRequest: { reviewThreads: { pageInfo, nodes } } } } });
}

import { type Static, type TSchema, Type } from "@sinclair/typebox";
import { ok, type Result } from "../../base/result.js";
import { type GitHubClient, requestGraphQL } from "../client.js";
import type { RepoRef } from "../trigger/types.js";

/**
 * The pull request's review threads, read and resolved through GraphQL: REST has no word for a
 * thread's resolution, and `resolveReviewThread` is the one GraphQL call the action makes.
 */

/** One comment of a thread, as GraphQL gives it. */
export interface ThreadComment {
  /** The REST id of the comment; undefined when GitHub gives none. */
  id: number | undefined;
  body: string;
  /** Its author's login as GraphQL spells it (a bot without `[bot]`); undefined for a deleted account. */
  author: string | undefined;
  /** The author's kind (`Bot`, `User`), when GitHub says (`__typename`). */
  kind: string | undefined;
  /** The commit the comment was written on. */
  commit: string | undefined;
}

/** A review thread: a root comment and its replies, oldest first. */
export interface ReviewThread {
  /** The thread's node id (`PRRT_…`), what `resolveReviewThread` takes. */
  id: string;
  resolved: boolean;
  /** Whether later pushes changed the lines it sits on. */
  outdated: boolean;
  path: string;
  line: number | undefined;
  comments: ThreadComment[];
}

/** Threads per page (GitHub's largest), and pages read at most: 1,000 threads. */
const THREAD_PAGE_SIZE = 100;
const MAX_THREAD_PAGES = 10;
/** Threads resolved in one run at most: each is a paced write of its own. */
const MAX_RESOLVED = 50;

const THREADS_QUERY = `query($owner: String!, $name: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviewThreads(first: ${THREAD_PAGE_SIZE}, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id isResolved isOutdated path line
          comments(first: 100) {
            nodes { databaseId body author { __typename login } originalCommit { oid } }
          }
        }
      }
    }
  }
}`;

const RESOLVE_MUTATION = `mutation($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`;

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const commentNode = Type.Object({
  databaseId: Type.Optional(nullable(Type.Integer())),
  body: Type.String(),
  author: nullable(Type.Object({ login: Type.String(), __typename: Type.Optional(Type.String()) })),
  originalCommit: Type.Optional(nullable(Type.Object({ oid: Type.String() }))),
});
const threadNode = Type.Object({
  id: Type.String(),
  isResolved: Type.Boolean(),
  isOutdated: Type.Boolean(),
  path: Type.String(),
  line: Type.Optional(nullable(Type.Integer())),
  comments: Type.Object({ nodes: Type.Array(commentNode) }),
});
const threadsAnswer = Type.Object({
  repository: nullable(
    Type.Object({
      pullRequest: nullable(
        Type.Object({
          reviewThreads: Type.Object({
            pageInfo: Type.Object({ hasNextPage: Type.Boolean(), endCursor: nullable(Type.String()) }),
            nodes: Type.Array(threadNode),
          }),
        }),
      ),
    }),
  ),
});
type Connection = NonNullable<
  NonNullable<Static<typeof threadsAnswer>["repository"]>["pullRequest"]
>["reviewThreads"];
const resolveAnswer = Type.Object({
  resolveReviewThread: nullable(Type.Object({ thread: Type.Object({ isResolved: Type.Boolean() }) })),
});

/** Every review thread of pull request `number` (a thread's first 100 comments), oldest first. */
export async function fetchReviewThreads(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
): Promise<Result<ReviewThread[]>> {
  const threads: ReviewThread[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= MAX_THREAD_PAGES; page += 1) {
    const read: Result<Static<typeof threadsAnswer>> = await requestGraphQL(
      client,
      THREADS_QUERY,
      { owner: repo.owner, name: repo.repo, number, cursor },
      threadsAnswer,
    );
    if (!read.ok) return read;
    const connection: Connection | undefined = read.value.repository?.pullRequest?.reviewThreads;
    if (!connection) return ok(threads);
    for (const node of connection.nodes)
      threads.push({
        id: node.id,
        resolved: node.isResolved,
        outdated: node.isOutdated,
        path: node.path,
        line: node.line ?? undefined,
        comments: node.comments.nodes.map((c) => ({
          id: c.databaseId ?? undefined,
          body: c.body,
          author: c.author?.login,
          kind: c.author?.__typename,
          commit: c.originalCommit?.oid,
        })),
      });
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    cursor = connection.pageInfo.endCursor;
  }
  return ok(threads);
}

/**
 * Whether a thread comment's author is `login` (a REST login). GraphQL names an app's bot without
 * the `[bot]` REST adds (`github-actions` for `github-actions[bot]`), so an author of that name
 * matches too unless GitHub says it is not a bot (GitHub keeps an app's name from being anyone
 * else's account).
 */
export function isAuthor(comment: Pick<ThreadComment, "author" | "kind">, login: string): boolean {
  const author = comment.author?.toLowerCase();
  if (author === undefined) return false;
  const wanted = login.toLowerCase();
  if (author === wanted) return true;
  return `${author}[bot]` === wanted && (comment.kind === undefined || comment.kind === "Bot");
}

export interface SettleThreadsParams {
  client: GitHubClient;
  repo: RepoRef;
  pull: { number: number; author: string | undefined };
  /** The identity posting now: only threads it started are ever resolved. */
  ownLogin: string;
  /** The head commit just reviewed. */
  headSha: string;
  /** A file's text at a commit; undefined when unknown (the commit or the file is not there). */
  fileAt?: (sha: string, path: string) => Promise<string | undefined>;
}

/** What `resolveFinishedThreads` did. */
export interface SettledThreads {
  /** Threads resolved because later pushes made them outdated. */
  outdated: number;
  /** Threads resolved because the author answered and the file changed since. */
  answered: number;
  /** What could not be done, for the job log: a failed read or resolve. */
  warnings: string[];
}

/**
 * Resolves the action's own earlier review threads that are settled: those a later push made
 * outdated, and those the pull request's author answered while the file the thread is on changed
 * between the commit it was written on and `headSha` (a file that cannot be read at either is
 * left alone). Threads anyone else started, and resolved ones, are never touched. Never throws:
 * a failure is a warning, never a failed run.
 */
export async function resolveFinishedThreads(params: SettleThreadsParams): Promise<SettledThreads> {
  const settled: SettledThreads = { outdated: 0, answered: 0, warnings: [] };
  const read = await fetchReviewThreads(params.client, params.repo, params.pull.number);
  if (!read.ok) {
    settled.warnings.push(`Could not read the earlier review threads: ${read.error}`);
    return settled;
  }
  let tried = 0;
  for (const thread of read.value) {
    if (tried >= MAX_RESOLVED) break;
    const why = await finished(thread, params);
    if (!why) continue;
    tried += 1;
    const resolved = await requestGraphQL(
      params.client,
      RESOLVE_MUTATION,
      { threadId: thread.id },
      resolveAnswer,
    );
    if (resolved.ok && resolved.value.resolveReviewThread?.thread.isResolved) settled[why] += 1;
    else
      settled.warnings.push(
        `Could not resolve the review thread on ${thread.path}: ${resolved.ok ? "GitHub did not resolve it" : resolved.error}`,
      );
  }
  return settled;
}

/** Why `thread` is settled, or undefined when it is not (or is not the action's to settle). */
async function finished(
  thread: ReviewThread,
  params: SettleThreadsParams,
): Promise<"outdated" | "answered" | undefined> {
  const [first, ...replies] = thread.comments;
  if (thread.resolved || !first || !isAuthor(first, params.ownLogin)) return undefined;
  if (thread.outdated) return "outdated";
  const author = params.pull.author;
  if (!author || !params.fileAt || !first.commit) return undefined;
  if (!replies.some((reply) => isAuthor(reply, author))) return undefined;
  if (first.commit === params.headSha) return undefined;
  const [before, now] = await Promise.all([
    params.fileAt(first.commit, thread.path).catch(() => undefined),
    params.fileAt(params.headSha, thread.path).catch(() => undefined),
  ]);
  return before !== undefined && now !== undefined && before !== now ? "answered" : undefined;
}

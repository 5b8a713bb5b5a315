import { getOctokit } from "@actions/github";
import { Type } from "@sinclair/typebox";
import { describe, expect, it, type TestContext } from "vitest";
import { createGitHubClient, FAST_TIMING, requestGraphQL } from "../src/github/client.js";
import {
  type FakeGitHub,
  type FakeGitHubOptions,
  type FakeUser,
  faults,
  isWriteRequest,
  startGitHubServer,
} from "./fakes/github-server.js";

/**
 * The fake GitHub's read-only token and its GraphQL endpoint: a token that may read but not write
 * (what the agent job of the two-job shape holds), a pull request's review threads paged by cursor,
 * and resolving a thread, in GitHub's wire shapes, driven through Octokit and plain fetch.
 */

const TOKEN = "ghs_graphqlWriteToken0123456789abcdefABCDE";
const READ_ONLY = "ghs_graphqlReadOnlyToken0123456789abcdefA";
const repo = { owner: "octo-org", repo: "octo-repo" };
const alice: FakeUser = { login: "alice", type: "User" };
const bot: FakeUser = { login: "github-actions[bot]", type: "Bot" };

const THREADS_QUERY = `
  query($owner: String!, $name: String!, $number: Int!, $cursor: String) {
    repository(owner: $owner, name: $name) {
      pullRequest(number: $number) {
        reviewThreads(first: 100, after: $cursor) {
          pageInfo { hasNextPage endCursor }
          nodes {
            id isResolved isOutdated path line
            comments(first: 100) { nodes { databaseId body createdAt author { __typename login } originalCommit { oid } } }
          }
        }
      }
    }
  }`;

const RESOLVE_MUTATION = `
  mutation($threadId: ID!) {
    resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
  }`;

async function setup(context: TestContext, options: FakeGitHubOptions = {}) {
  const gh = await startGitHubServer({ ...repo, token: TOKEN, readOnlyTokens: [READ_ONLY], ...options });
  context.onTestFinished(() => gh.close());
  const pull = gh.addPull({ headRef: "feature", user: alice });
  return {
    gh,
    pull,
    writer: getOctokit(TOKEN, { baseUrl: gh.url }),
    reader: getOctokit(READ_ONLY, { baseUrl: gh.url }),
  };
}

/** Sends a GraphQL request with plain fetch; resolves with the status and parsed body. */
async function graphql(
  gh: FakeGitHub,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${gh.url}/graphql`, {
    method: "POST",
    headers: { authorization: `token ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

interface ThreadsPage {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Array<{
    id: string;
    isResolved: boolean;
    isOutdated: boolean;
    path: string;
    line: number | null;
    comments: {
      nodes: Array<{
        databaseId: number;
        body: string;
        createdAt: string;
        author: { __typename: string; login: string };
        originalCommit: { oid: string } | null;
      }>;
    };
  }>;
}

function threadsPage(body: unknown): ThreadsPage {
  return (body as { data: { repository: { pullRequest: { reviewThreads: ThreadsPage } } } }).data.repository
    .pullRequest.reviewThreads;
}

describe.concurrent("the fake GitHub's read-only token", () => {
  it("serves reads, refuses writes with GitHub's 403, and names the token of each request", async (context) => {
    const { gh, pull, reader, writer } = await setup(context);
    gh.addComment(pull.number, "Hello.");

    const read = await reader.rest.issues.listComments({ ...repo, issue_number: pull.number });
    expect(read.data.map((c) => c.body)).toEqual(["Hello."]);
    const refused = await reader.rest.issues
      .createComment({ ...repo, issue_number: pull.number, body: "Hi from a read token." })
      .then(
        () => undefined,
        (error: { status: number; response?: { data: unknown } }) => error,
      );
    expect(refused?.status).toBe(403);
    expect(refused?.response?.data).toEqual({
      message: "Resource not accessible by integration",
      documentation_url: "https://docs.github.com/rest",
    });
    const reaction = await fetch(`${gh.url}/repos/octo-org/octo-repo/issues/${pull.number}/reactions`, {
      method: "POST",
      headers: { authorization: `token ${READ_ONLY}` },
      body: JSON.stringify({ content: "eyes" }),
    });
    expect(reaction.status).toBe(403);
    expect(gh.state.comments.map((c) => c.body)).toEqual(["Hello."]);
    expect(gh.state.reactions).toEqual([]);

    await writer.rest.issues.createComment({ ...repo, issue_number: pull.number, body: "Written." });
    expect(gh.state.comments.map((c) => c.body)).toEqual(["Hello.", "Written."]);
    expect(gh.requests.map((r) => [r.method, r.token, r.status])).toEqual([
      ["GET", READ_ONLY, 200],
      ["POST", READ_ONLY, 403],
      ["POST", READ_ONLY, 403],
      ["POST", TOKEN, 201],
    ]);
    expect(gh.requests.filter((r) => r.token === READ_ONLY && isWriteRequest(r))).toHaveLength(2);
  });

  it("still refuses a token it does not know, and without `token` serves anyone but keeps read-only ones reading", async (context) => {
    const { gh, pull } = await setup(context);
    const stranger = getOctokit("ghs_someoneElse", { baseUrl: gh.url });
    await expect(stranger.rest.pulls.get({ ...repo, pull_number: pull.number })).rejects.toMatchObject({
      status: 401,
    });

    const open = await startGitHubServer({ ...repo, readOnlyTokens: [READ_ONLY] });
    context.onTestFinished(() => open.close());
    const issue = open.addIssue({ title: "Open door" });
    const anyone = await fetch(`${open.url}/repos/octo-org/octo-repo/issues/${issue.number}/comments`, {
      method: "POST",
      body: JSON.stringify({ body: "No token needed here." }),
    });
    expect(anyone.status).toBe(201);
    const readOnly = getOctokit(READ_ONLY, { baseUrl: open.url });
    await expect(
      readOnly.rest.issues.createComment({ ...repo, issue_number: issue.number, body: "x" }),
    ).rejects.toMatchObject({ status: 403 });
    expect(open.requests.map((r) => r.token)).toEqual([undefined, READ_ONLY]);
  });

  it("answers GraphQL queries but refuses a mutation with FORBIDDEN, and resolves nothing", async (context) => {
    const { gh, pull } = await setup(context);
    const root = gh.addReviewComment(pull.number, { path: "a.ts", line: 3, body: "Fix this.", user: bot });
    const [thread] = gh.reviewThreads(pull.number);

    const query = await graphql(gh, READ_ONLY, THREADS_QUERY, {
      owner: "octo-org",
      name: "octo-repo",
      number: pull.number,
      cursor: null,
    });
    expect(query.status).toBe(200);
    expect(threadsPage(query.body).nodes.map((n) => n.comments.nodes[0]?.databaseId)).toEqual([root.id]);

    const mutation = await graphql(gh, READ_ONLY, RESOLVE_MUTATION, { threadId: thread?.id });
    expect(mutation).toEqual({
      status: 200,
      body: {
        data: null,
        errors: [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }],
      },
    });
    expect(gh.reviewThreads(pull.number).map((t) => t.resolved)).toEqual([false]);
    expect(gh.requests.map((r) => [r.path, r.token, isWriteRequest(r)])).toEqual([
      ["/graphql", READ_ONLY, false],
      ["/graphql", READ_ONLY, true],
    ]);
  });
});

describe.concurrent("the fake GitHub's GraphQL review threads", () => {
  it("lists threads in GitHub's shape: replies under their root, oldest first, outdated ones without a line", async (context) => {
    const { gh, pull, reader } = await setup(context);
    const first = gh.addReviewComment(pull.number, { path: "src/a.ts", line: 5, body: "Why?", user: bot });
    const second = gh.addReviewComment(pull.number, { path: "src/b.ts", line: 9, body: "Typo.", user: bot });
    const answer = gh.addReviewComment(pull.number, {
      body: "Fixed it.",
      inReplyTo: first.id,
      user: alice,
    });
    const again = gh.addReviewComment(pull.number, {
      body: "Thanks.",
      inReplyTo: answer.id,
      user: bot,
    });
    gh.updatePullHead(pull.number, "9".repeat(40));
    expect(gh.outdateReviewComments(pull.number, "src/a.ts").map((c) => c.id)).toEqual([
      first.id,
      answer.id,
      again.id,
    ]);

    const page = await reader.graphql<{ repository: { pullRequest: { reviewThreads: ThreadsPage } } }>(
      THREADS_QUERY,
      { owner: "octo-org", name: "octo-repo", number: pull.number, cursor: null },
    );
    const { pageInfo, nodes } = page.repository.pullRequest.reviewThreads;
    expect(pageInfo.hasNextPage).toBe(false);
    expect(pageInfo.endCursor).toEqual(expect.any(String));
    expect(nodes).toEqual([
      {
        id: expect.stringMatching(/^PRRT_/),
        isResolved: false,
        isOutdated: true,
        path: "src/a.ts",
        line: null,
        comments: {
          nodes: [
            // GraphQL names a GitHub App's bot without the `[bot]` that REST's login has.
            { databaseId: first.id, body: "Why?", author: { __typename: "Bot", login: "github-actions" } },
            { databaseId: answer.id, body: "Fixed it.", author: { __typename: "User", login: "alice" } },
            { databaseId: again.id, body: "Thanks.", author: { __typename: "Bot", login: "github-actions" } },
          ].map((c) => ({ ...c, createdAt: expect.any(String), originalCommit: { oid: "1".repeat(40) } })),
        },
      },
      {
        id: expect.stringMatching(/^PRRT_/),
        isResolved: false,
        isOutdated: false,
        path: "src/b.ts",
        line: 9,
        comments: {
          nodes: [
            {
              databaseId: second.id,
              body: "Typo.",
              createdAt: second.created_at,
              author: { __typename: "Bot", login: "github-actions" },
              originalCommit: { oid: "1".repeat(40) },
            },
          ],
        },
      },
    ]);
    expect(gh.reviewThreads(pull.number).map((t) => [t.id, t.outdated, t.comments.length])).toEqual(
      nodes.map((n) => [n.id, n.isOutdated, n.comments.nodes.length]),
    );
  });

  it("pages threads a hundred at a time by cursor, and Octokit follows the cursor to the end", async (context) => {
    const { gh, pull, reader } = await setup(context);
    for (let i = 1; i <= 230; i++) gh.addReviewComment(pull.number, { path: "a.ts", line: i, body: `n${i}` });

    const lines: Array<number | null> = [];
    const cursors: unknown[] = [];
    let cursor: string | null = null;
    for (;;) {
      cursors.push(cursor);
      const page: { repository: { pullRequest: { reviewThreads: ThreadsPage } } } = await reader.graphql(
        THREADS_QUERY,
        { owner: "octo-org", name: "octo-repo", number: pull.number, cursor },
      );
      const { pageInfo, nodes } = page.repository.pullRequest.reviewThreads;
      lines.push(...nodes.map((n) => n.line));
      if (!pageInfo.hasNextPage) break;
      cursor = pageInfo.endCursor;
    }
    expect(lines).toEqual(Array.from({ length: 230 }, (_, i) => i + 1));
    expect(cursors).toHaveLength(3);
    expect(
      gh.requestsTo("POST", "/graphql").map((r) => (r.body as { variables: unknown }).variables),
    ).toEqual(cursors.map((c) => ({ owner: "octo-org", name: "octo-repo", number: pull.number, cursor: c })));

    const variables = { owner: "octo-org", name: "octo-repo", number: pull.number };
    const last = threadsPage((await graphql(gh, TOKEN, THREADS_QUERY, { ...variables, cursor })).body);
    const past = await graphql(gh, TOKEN, THREADS_QUERY, { ...variables, cursor: last.pageInfo.endCursor });
    expect(threadsPage(past.body)).toEqual({ pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] });
    const made = await graphql(gh, TOKEN, THREADS_QUERY, { ...variables, cursor: "bm90IGEgY3Vyc29y" });
    expect(made.body).toEqual({
      errors: [{ message: "`bm90IGEgY3Vyc29y` does not appear to be a valid cursor." }],
    });
  });

  it("leaves out the comments of a pending review, and answers an empty pull request with no threads", async (context) => {
    const { gh, pull } = await setup(context);
    gh.state.reviews.push({
      id: 77,
      pullNumber: pull.number,
      body: "",
      state: "PENDING",
      commitId: pull.head.sha,
      user: bot,
    });
    gh.addReviewComment(pull.number, { path: "a.ts", line: 1, body: "Draft.", reviewId: 77, user: bot });

    const answer = await graphql(gh, TOKEN, THREADS_QUERY, {
      owner: "octo-org",
      name: "octo-repo",
      number: pull.number,
    });
    expect(threadsPage(answer.body)).toEqual({
      pageInfo: { hasNextPage: false, endCursor: null },
      nodes: [],
    });
  });

  it("resolves a thread by its id, and says NOT_FOUND for an id it does not know", async (context) => {
    const { gh, pull, writer } = await setup(context);
    gh.addReviewComment(pull.number, { path: "a.ts", line: 1, body: "One.", user: bot });
    gh.addReviewComment(pull.number, { path: "a.ts", line: 2, body: "Two.", user: bot });
    const [one, two] = gh.reviewThreads(pull.number);

    const resolved = await writer.graphql(RESOLVE_MUTATION, { threadId: two?.id });
    expect(resolved).toEqual({ resolveReviewThread: { thread: { id: two?.id, isResolved: true } } });
    expect(gh.reviewThreads(pull.number).map((t) => [t.id, t.resolved])).toEqual([
      [one?.id, false],
      [two?.id, true],
    ]);
    const listed = await graphql(gh, TOKEN, THREADS_QUERY, {
      owner: "Octo-Org",
      name: "octo-repo",
      number: pull.number,
      cursor: null,
    });
    expect(threadsPage(listed.body).nodes.map((n) => n.isResolved)).toEqual([false, true]);

    const unknown = await graphql(gh, TOKEN, RESOLVE_MUTATION, { threadId: "PRRT_nothing" });
    expect(unknown).toEqual({
      status: 200,
      body: {
        data: { resolveReviewThread: null },
        errors: [
          {
            type: "NOT_FOUND",
            path: ["resolveReviewThread"],
            message: "Could not resolve to a node with the global id of 'PRRT_nothing'",
          },
        ],
      },
    });
    // Octokit turns an answer with errors into a rejection that carries them.
    await expect(writer.graphql(RESOLVE_MUTATION, { threadId: "PRRT_nothing" })).rejects.toMatchObject({
      errors: [{ type: "NOT_FOUND" }],
    });
  });

  it("says NOT_FOUND for another repository or pull request, and answers no other query", async (context) => {
    const { gh } = await setup(context);
    const otherRepo = await graphql(gh, TOKEN, THREADS_QUERY, {
      owner: "octo-org",
      name: "other",
      number: 1,
    });
    expect(otherRepo.body).toEqual({
      data: { repository: null },
      errors: [
        {
          type: "NOT_FOUND",
          path: ["repository"],
          message: "Could not resolve to a Repository with the name 'octo-org/other'.",
        },
      ],
    });
    const otherPull = await graphql(gh, TOKEN, THREADS_QUERY, {
      owner: "octo-org",
      name: "octo-repo",
      number: 99,
    });
    expect(otherPull.body).toEqual({
      data: { repository: { pullRequest: null } },
      errors: [
        {
          type: "NOT_FOUND",
          path: ["repository", "pullRequest"],
          message: "Could not resolve to a PullRequest with the number of 99.",
        },
      ],
    });
    const viewer = await graphql(gh, TOKEN, "query { viewer { login } }", {});
    expect(viewer).toEqual({
      status: 200,
      body: { errors: [{ message: "the fake GitHub does not answer this query" }] },
    });
    const unauthenticated = await fetch(`${gh.url}/graphql`, { method: "POST", body: "{}" });
    expect(unauthenticated.status).toBe(401);
  });

  it("speaks to the project's client: a query read, a mutation refused for the read-only token", async (context) => {
    const { gh, pull } = await setup(context);
    gh.addReviewComment(pull.number, { path: "a.ts", line: 1, body: "One.", user: bot });
    const [thread] = gh.reviewThreads(pull.number);
    const client = (token: string) => createGitHubClient({ token, baseUrl: gh.url, timing: FAST_TIMING });
    const resolved = Type.Object({
      resolveReviewThread: Type.Object({
        thread: Type.Object({ id: Type.String(), isResolved: Type.Boolean() }),
      }),
    });

    const refused = await requestGraphQL(
      client(READ_ONLY),
      RESOLVE_MUTATION,
      { threadId: thread?.id },
      resolved,
    );
    expect(refused).toEqual({ ok: false, error: "GraphQL: Resource not accessible by integration" });
    const done = await requestGraphQL(client(TOKEN), RESOLVE_MUTATION, { threadId: thread?.id }, resolved);
    expect(done).toEqual({
      ok: true,
      value: { resolveReviewThread: { thread: { id: thread?.id, isResolved: true } } },
    });
    expect(gh.requests.map((r) => [r.path, r.token])).toEqual([
      ["/graphql", READ_ONLY],
      ["/graphql", TOKEN],
    ]);
  });

  it("takes injected faults on /graphql like any other route", async (context) => {
    const { gh, pull } = await setup(context);
    gh.addReviewComment(pull.number, { path: "a.ts", line: 1, body: "One.", user: bot });
    const [thread] = gh.reviewThreads(pull.number);
    gh.fail("POST", "/graphql", { ...faults.serverError(502), afterServing: true });

    const failed = await graphql(gh, TOKEN, RESOLVE_MUTATION, { threadId: thread?.id });
    expect(failed.status).toBe(502);
    // The gateway timed out after GitHub did the work.
    expect(gh.reviewThreads(pull.number).map((t) => t.resolved)).toEqual([true]);
  });
});

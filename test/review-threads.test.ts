import { Type } from "@sinclair/typebox";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { createGitHubClient, FAST_TIMING, requestGraphQL } from "../src/github/client.js";
import {
  fetchReviewThreads,
  isAuthor,
  resolveFinishedThreads,
  type SettleThreadsParams,
} from "../src/github/review/review-threads.js";
import { type FakeGitHub, type FakePull, type FakeUser, startGitHubServer } from "./fakes/github-server.js";
import { startJsonRoutesServer } from "./fakes/json-routes-server.js";

/**
 * The action's earlier review threads on the fake GitHub, read and resolved through GraphQL with
 * the real client: only its own, and only those a push made outdated or the author answered with
 * a change to the file.
 */

const TOKEN = "ghs_reviewThreadsToken0123456789abcdefAB";
const READ_ONLY = "ghs_readOnlyThreadsToken0123456789abcdef";
const repo = { owner: "octo-org", repo: "octo-repo" };
const bot: FakeUser = { login: "github-actions[bot]", type: "Bot" };
const bob: FakeUser = { login: "bob", type: "User" };
const carol: FakeUser = { login: "carol", type: "User" };
const OLD = "c".repeat(40);
const NEW = "d".repeat(40);

const servers: FakeGitHub[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function setup(token = TOKEN) {
  const gh = await startGitHubServer({ ...repo, token: TOKEN, readOnlyTokens: [READ_ONLY] });
  servers.push(gh);
  const pull = gh.addPull({ title: "Bigger b", headRef: "feature", headSha: OLD, user: bob });
  const client = createGitHubClient({ token, baseUrl: gh.url, timing: FAST_TIMING });
  return { gh, pull, client };
}

/** The files of the two commits, as the trusted repository would give them. */
const files: Record<string, string> = {
  [`${OLD}:src/values.ts`]: "const b = 2;\n",
  [`${NEW}:src/values.ts`]: "const b = 20;\n",
  [`${OLD}:src/other.ts`]: "same\n",
  [`${NEW}:src/other.ts`]: "same\n",
};
const fileAt = async (sha: string, path: string) => files[`${sha}:${path}`];

function settle(s: { pull: FakePull; client: ReturnType<typeof createGitHubClient> }) {
  return resolveFinishedThreads(paramsOf(s));
}

/** Which threads are resolved now, by their first comment's body. */
function resolvedBodies(gh: FakeGitHub, pull: FakePull): string[] {
  return gh
    .reviewThreads(pull.number)
    .filter((t) => t.resolved)
    .map((t) => t.comments[0]?.body ?? "");
}

describe("earlier review threads", () => {
  it("resolves the action's own threads a push made outdated, and no one else's", async () => {
    const s = await setup();
    const mine = s.gh.addReviewComment(s.pull.number, {
      path: "src/values.ts",
      line: 1,
      body: "Why 2?",
      user: bot,
    });
    s.gh.addReviewComment(s.pull.number, {
      path: "src/values.ts",
      line: 1,
      body: "Agreed, why?",
      user: carol,
    });
    s.gh.addReviewComment(s.pull.number, {
      path: "src/other.ts",
      line: 1,
      body: "Still current.",
      user: bot,
    });
    s.gh.outdateReviewComments(s.pull.number, "src/values.ts");
    s.gh.updatePullHead(s.pull.number, NEW);

    const settled = await settle(s);

    expect(settled).toEqual({ outdated: 1, answered: 0, warnings: [] });
    expect(resolvedBodies(s.gh, s.pull)).toEqual([mine.body]);
  });

  it("resolves a thread the author answered when the file changed since, and not when it did not", async () => {
    const s = await setup();
    const fixed = s.gh.addReviewComment(s.pull.number, {
      path: "src/values.ts",
      line: 1,
      body: "b is wrong.",
      user: bot,
    });
    s.gh.addReviewComment(s.pull.number, { body: "Fixed, thanks.", inReplyTo: fixed.id, user: bob });
    const argued = s.gh.addReviewComment(s.pull.number, {
      path: "src/other.ts",
      line: 1,
      body: "Rename it.",
      user: bot,
    });
    s.gh.addReviewComment(s.pull.number, { body: "No, the name is fine.", inReplyTo: argued.id, user: bob });
    // Someone other than the author saying it is fixed settles nothing.
    const claimed = s.gh.addReviewComment(s.pull.number, {
      path: "src/values.ts",
      line: 1,
      body: "Also here.",
      user: bot,
    });
    s.gh.addReviewComment(s.pull.number, { body: "Fixed!", inReplyTo: claimed.id, user: carol });
    s.gh.updatePullHead(s.pull.number, NEW);

    const settled = await settle(s);

    expect(settled).toEqual({ outdated: 0, answered: 1, warnings: [] });
    expect(resolvedBodies(s.gh, s.pull)).toEqual([fixed.body]);
  });

  it("leaves an answered thread alone when the file cannot be read at either commit", async () => {
    const s = await setup();
    const root = s.gh.addReviewComment(s.pull.number, {
      path: "src/gone.ts",
      line: 1,
      body: "Odd.",
      user: bot,
    });
    s.gh.addReviewComment(s.pull.number, { body: "Fixed.", inReplyTo: root.id, user: bob });

    expect(await settle(s)).toEqual({ outdated: 0, answered: 0, warnings: [] });
    // Without a reader of files, only outdated threads can be settled.
    expect(await resolveFinishedThreads({ ...paramsOf(s), fileAt: undefined })).toMatchObject({
      answered: 0,
    });
    expect(resolvedBodies(s.gh, s.pull)).toEqual([]);
  });

  it("never resolves a thread twice: a second run finds nothing left to do", async () => {
    const s = await setup();
    s.gh.addReviewComment(s.pull.number, { path: "src/values.ts", line: 1, body: "Why 2?", user: bot });
    s.gh.outdateReviewComments(s.pull.number);

    expect(await settle(s)).toMatchObject({ outdated: 1 });
    expect(await settle(s)).toMatchObject({ outdated: 0, answered: 0 });
    expect(
      s.gh
        .requestsTo("POST", "/graphql")
        .filter((r) => JSON.stringify(r.body).includes("resolveReviewThread")),
    ).toHaveLength(1);
  });

  it("reports a failure as a warning, never a throw: a read-only token cannot resolve", async () => {
    const s = await setup(READ_ONLY);
    s.gh.addReviewComment(s.pull.number, { path: "src/values.ts", line: 1, body: "Why 2?", user: bot });
    s.gh.outdateReviewComments(s.pull.number);

    const settled = await settle(s);

    expect(settled).toEqual({
      outdated: 0,
      answered: 0,
      warnings: [
        "Could not resolve the review thread on src/values.ts: GraphQL: Resource not accessible by integration",
      ],
    });
    expect(resolvedBodies(s.gh, s.pull)).toEqual([]);
  });

  it("says why when the threads cannot be read", async () => {
    const s = await setup();
    s.gh.fail("POST", "/graphql", { status: 502, body: { message: "Bad Gateway" } }, 10);

    const settled = await settle(s);

    expect(settled.outdated + settled.answered).toBe(0);
    expect(settled.warnings).toEqual([
      expect.stringMatching(/^Could not read the earlier review threads: HTTP 502/),
    ]);
  });

  it("reads every page of a pull request's threads", async () => {
    const s = await setup();
    for (let i = 1; i <= 130; i += 1)
      s.gh.addReviewComment(s.pull.number, {
        path: "src/values.ts",
        line: 1,
        body: `note ${i}`,
        user: carol,
      });

    const read = await fetchReviewThreads(s.client, repo, s.pull.number);

    expect(read.ok && read.value.map((t) => t.comments[0]?.body)).toEqual(
      Array.from({ length: 130 }, (_, i) => `note ${i + 1}`),
    );
    expect(s.gh.requestsTo("POST", "/graphql")).toHaveLength(2);
  });

  it("knows the action's bot by GraphQL's login without [bot], and never a person of that name", () => {
    expect(isAuthor({ author: "github-actions", kind: "Bot" }, "github-actions[bot]")).toBe(true);
    expect(isAuthor({ author: "github-actions[bot]", kind: undefined }, "github-actions[bot]")).toBe(true);
    expect(isAuthor({ author: "github-actions", kind: "User" }, "github-actions[bot]")).toBe(false);
    expect(isAuthor({ author: "Bob", kind: "User" }, "bob")).toBe(true);
    expect(isAuthor({ author: undefined, kind: undefined }, "bob")).toBe(false);
  });
});

function paramsOf(s: { pull: FakePull; client: ReturnType<typeof createGitHubClient> }): SettleThreadsParams {
  return {
    client: s.client,
    repo,
    pull: { number: s.pull.number, author: "bob" },
    ownLogin: "github-actions[bot]",
    headSha: NEW,
    fileAt,
  };
}

describe("GraphQL through the action's client", () => {
  it("comes back as a failure listing GitHub's errors, and as data otherwise", async () => {
    const s = await setup();
    const answer = Type.Object({ resolveReviewThread: Type.Unknown() });

    const missing = await requestGraphQL(
      s.client,
      "mutation($threadId: ID!) { resolveReviewThread(input: { threadId: $threadId }) { thread { id } } }",
      { threadId: "PRRT_nothing" },
      answer,
    );

    expect(missing).toEqual({
      ok: false,
      error: "GraphQL: Could not resolve to a node with the global id of 'PRRT_nothing'",
    });
    const none = await requestGraphQL(
      { request: s.client.request },
      "query { viewer { login } }",
      {},
      answer,
    );
    expect(none).toEqual({ ok: false, error: "this GitHub client does not speak GraphQL" });
  });

  it("sends GraphQL to /api/graphql on GitHub Enterprise Server, and to /graphql beside api.github.com's REST", async (context: TestContext) => {
    const data = { data: { viewer: { login: "octocat" } } };
    const server = await startJsonRoutesServer({
      "POST /api/graphql": () => ({ body: data }),
      "POST /graphql": () => ({ body: data }),
    });
    context.onTestFinished(() => server.close());
    const viewer = Type.Object({ viewer: Type.Object({ login: Type.String() }) });

    for (const baseUrl of [`${server.baseUrl}/api/v3`, server.baseUrl]) {
      const client = createGitHubClient({ token: TOKEN, baseUrl, timing: FAST_TIMING });
      expect(await requestGraphQL(client, "query { viewer { login } }", {}, viewer)).toEqual({
        ok: true,
        value: { viewer: { login: "octocat" } },
      });
    }
    expect(server.requests).toEqual(["POST /api/graphql", "POST /graphql"]);
  });
});

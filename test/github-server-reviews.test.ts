import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { getOctokit } from "@actions/github";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { pullRequestPayload } from "./e2e/payloads.js";
import { createGitFixture, type GitFixture } from "./fakes/git-repo.js";
import { type FakeGitHub, type FakePull, type FakeUser, startGitHubServer } from "./fakes/github-server.js";

/**
 * The fake GitHub's pull request reviews, driven through the real Octokit client: what GitHub
 * accepts and refuses when a review is posted (a comment on a line outside the diff is a 422 that
 * stores nothing), and a pull request's files computed from real git in GitHub's shape.
 */

const TOKEN = "ghs_reviewTestToken0123456789abcdefABCDE";
const repo = { owner: "octo-org", repo: "octo-repo" };
const alice: FakeUser = { login: "alice", type: "User" };

/** Thirty numbered lines; the feature branch changes lines 5 and 25, so the diff has two hunks. */
const baseLines = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`);
const featureLines = baseLines.map((text, i) => (i === 4 || i === 24 ? `${text} changed` : text));
const text = (lines: string[]) => `${lines.join("\n")}\n`;

interface Setup {
  gh: FakeGitHub;
  fixture: GitFixture;
  pull: FakePull;
  octokit: ReturnType<typeof getOctokit>;
}

/**
 * The repository of `setup`, made once for the tests that only read it: the fake reads git and
 * never writes to it. Each test still gets a server of its own, so what it posts is its own.
 */
let shared: GitFixture | undefined;

afterAll(() => {
  shared?.cleanup();
});

/**
 * A repository whose `feature` branch modifies src/app.ts, adds a guide and a binary file,
 * removes old.txt and renames README.md, with a pull request for it. The repository is shared
 * with the other tests unless `ownRepository` (for a test that pushes to it).
 */
async function setup(context: TestContext, options: { ownRepository?: boolean } = {}): Promise<Setup> {
  let fixture: GitFixture;
  if (options.ownRepository) {
    fixture = featureRepository();
    context.onTestFinished(() => fixture.cleanup());
  } else {
    shared ??= featureRepository();
    fixture = shared;
  }
  const gh = await startGitHubServer({ ...repo, token: TOKEN, originDir: fixture.origin });
  context.onTestFinished(() => gh.close());
  const pull = gh.addPull({ title: "Feature", headRef: "feature" });
  const octokit = getOctokit(TOKEN, { baseUrl: gh.url });
  return { gh, fixture, pull, octokit };
}

function featureRepository(): GitFixture {
  const fixture = createGitFixture({
    files: { "README.md": "# Demo\n", "src/app.ts": text(baseLines), "old.txt": "bye\n" },
  });
  const other = join(fixture.root, "feature-clone");
  fixture.git(["clone", "--quiet", fixture.origin, other], fixture.root);
  fixture.git(["checkout", "--quiet", "-b", "feature"], other);
  fixture.write("src/app.ts", text(featureLines), other);
  fixture.write("docs/guide.md", "# Guide\nRead me.\n", other);
  fixture.write("logo.bin", "\u0000\u0001binary\u0000", other);
  fixture.git(["rm", "--quiet", "old.txt"], other);
  fixture.git(["mv", "README.md", "README.txt"], other);
  fixture.git(["add", "--all"], other);
  fixture.git(["commit", "--quiet", "-m", "Feature"], other);
  fixture.git(["push", "--quiet", "origin", "feature"], other);
  return fixture;
}

/** Posts a review; resolves with the status and body of the answer, whether 2xx or not. */
async function postReview(
  s: Setup,
  review: Record<string, unknown>,
): Promise<{ status: number; data: unknown }> {
  try {
    const answer = await s.octokit.request("POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews", {
      ...repo,
      pull_number: s.pull.number,
      ...review,
    });
    return { status: answer.status, data: answer.data };
  } catch (error) {
    const failed = error as { status: number; response?: { data: unknown } };
    return { status: failed.status, data: failed.response?.data };
  }
}

/**
 * Posts a review comment (or, with `in_reply_to`, a reply) through `POST /pulls/{n}/comments`;
 * resolves with the status and body of the answer, whether 2xx or not. The route is given as a
 * plain string: Octokit's types ask for `commit_id` and `path` even on a reply, GitHub does not.
 */
async function postComment(
  s: Setup,
  comment: Record<string, unknown>,
): Promise<{ status: number; data: Record<string, unknown> | undefined }> {
  const route: string = "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments";
  try {
    const answer = await s.octokit.request(route, { ...repo, pull_number: s.pull.number, ...comment });
    return { status: answer.status, data: answer.data as Record<string, unknown> };
  } catch (error) {
    const failed = error as { status: number; response?: { data: Record<string, unknown> } };
    return { status: failed.status, data: failed.response?.data };
  }
}

describe.concurrent("the fake GitHub's pull request reviews", () => {
  it("lists a pull request's files from real git in GitHub's shape", async (context) => {
    const { pull, fixture } = await setup(context);

    expect(pull.head.sha).toBe(fixture.originSha("feature"));
    expect(pull.base.sha).toBe(fixture.originSha("main"));
    expect(pull.files).toEqual([
      {
        filename: "README.txt",
        status: "renamed",
        additions: 0,
        deletions: 0,
        changes: 0,
        previous_filename: "README.md",
      },
      {
        filename: "docs/guide.md",
        status: "added",
        additions: 2,
        deletions: 0,
        changes: 2,
        patch: "@@ -0,0 +1,2 @@\n+# Guide\n+Read me.",
      },
      { filename: "logo.bin", status: "added", additions: 0, deletions: 0, changes: 0 },
      {
        filename: "old.txt",
        status: "removed",
        additions: 0,
        deletions: 1,
        changes: 1,
        patch: "@@ -1 +0,0 @@\n-bye",
      },
      {
        filename: "src/app.ts",
        status: "modified",
        additions: 2,
        deletions: 2,
        changes: 4,
        patch: [
          "@@ -2,7 +2,7 @@ line 1",
          " line 2",
          " line 3",
          " line 4",
          "-line 5",
          "+line 5 changed",
          " line 6",
          " line 7",
          " line 8",
          "@@ -22,7 +22,7 @@ line 21",
          " line 22",
          " line 23",
          " line 24",
          "-line 25",
          "+line 25 changed",
          " line 26",
          " line 27",
          " line 28",
        ].join("\n"),
      },
    ]);
  });

  it("lists a file turned into a symlink once, as changed", async (context) => {
    const fixture = createGitFixture({ files: { "tool.sh": "echo hi\n" } });
    context.onTestFinished(() => fixture.cleanup());
    fixture.git(["checkout", "--quiet", "-b", "swap"]);
    fixture.git(["rm", "--quiet", "tool.sh"]);
    symlinkSync("/usr/bin/env", join(fixture.workspace, "tool.sh"));
    fixture.git(["add", "--all"]);
    fixture.git(["commit", "--quiet", "-m", "Swap"]);
    fixture.git(["push", "--quiet", "origin", "swap"]);
    const gh = await startGitHubServer({ ...repo, originDir: fixture.origin });
    context.onTestFinished(() => gh.close());

    const pull = gh.addPull({ headRef: "swap" });
    expect(pull.files).toEqual([
      {
        filename: "tool.sh",
        status: "changed",
        additions: 1,
        deletions: 1,
        changes: 2,
        patch: "@@ -1 +0,0 @@\n-echo hi\n@@ -0,0 +1 @@\n+/usr/bin/env\n\\ No newline at end of file",
      },
    ]);
  });

  it("stores a review with comments on an added line and a context line, and lists both", async (context) => {
    const s = await setup(context);
    const posted = await postReview(s, {
      event: "COMMENT",
      commit_id: s.pull.head.sha,
      body: "Two findings.",
      comments: [
        { path: "src/app.ts", line: 5, side: "RIGHT", body: "Why changed?" },
        { path: "src/app.ts", start_line: 6, line: 8, body: "These stay." },
      ],
    });

    expect(posted.status).toBe(200);
    const review = posted.data as { id: number; state: string; html_url: string; commit_id: string };
    expect(review).toMatchObject({
      state: "COMMENTED",
      commit_id: s.pull.head.sha,
      html_url: `https://github.com/octo-org/octo-repo/pull/${s.pull.number}#pullrequestreview-${review.id}`,
      user: { login: "github-actions[bot]" },
    });
    const reviews = await s.octokit.rest.pulls.listReviews({ ...repo, pull_number: s.pull.number });
    expect(reviews.data.map((r) => [r.id, r.state, r.body])).toEqual([
      [review.id, "COMMENTED", "Two findings."],
    ]);

    const comments = await s.octokit.rest.pulls.listReviewComments({ ...repo, pull_number: s.pull.number });
    expect(
      comments.data.map((c) => [c.path, c.start_line, c.line, c.side, c.commit_id, c.pull_request_review_id]),
    ).toEqual([
      ["src/app.ts", null, 5, "RIGHT", s.pull.head.sha, review.id],
      ["src/app.ts", 6, 8, "RIGHT", s.pull.head.sha, review.id],
    ]);
    expect(comments.data[0]?.diff_hunk).toBe(
      "@@ -2,7 +2,7 @@ line 1\n line 2\n line 3\n line 4\n-line 5\n+line 5 changed",
    );
    expect(s.gh.state.reviewComments.map((c) => c.user.login)).toEqual([
      "github-actions[bot]",
      "github-actions[bot]",
    ]);
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ["a line outside every hunk", { path: "src/app.ts", line: 15, body: "x" }, "Line could not be resolved"],
    [
      "a line past the end of the diff",
      { path: "src/app.ts", line: 29, body: "x" },
      "Line could not be resolved",
    ],
    [
      "a range across two hunks",
      { path: "src/app.ts", start_line: 5, line: 25, body: "x" },
      "Line could not be resolved",
    ],
    [
      "a range that ends before it starts",
      { path: "src/app.ts", start_line: 7, line: 6, body: "x" },
      "Line could not be resolved",
    ],
    [
      "a binary file, which has no patch",
      { path: "logo.bin", line: 1, body: "x" },
      "Path could not be resolved",
    ],
    [
      "a renamed file with no changed line",
      { path: "README.txt", line: 1, body: "x" },
      "Path could not be resolved",
    ],
    [
      "a file the pull request does not touch",
      { path: "src/other.ts", line: 1, body: "x" },
      "Path could not be resolved",
    ],
  ];
  it.for(refusals)(
    "refuses a whole review with a comment on %s, and stores nothing",
    async ([, comment, error], context) => {
      const s = await setup(context);
      const posted = await postReview(s, {
        event: "COMMENT",
        body: "Findings.",
        comments: [{ path: "src/app.ts", line: 5, body: "Fine on its own." }, comment],
      });

      expect(posted).toEqual({
        status: 422,
        data: {
          message: "Unprocessable Entity",
          errors: [error],
          documentation_url: "https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request",
        },
      });
      expect(s.gh.state.reviews).toEqual([]);
      expect(s.gh.state.reviewComments).toEqual([]);
    },
  );

  it("refuses a review on a commit that is not the pull request's head", async (context) => {
    const s = await setup(context);
    const posted = await postReview(s, { event: "COMMENT", body: "Old news.", commit_id: s.pull.base.sha });

    expect(posted).toMatchObject({
      status: 422,
      data: { message: "Unprocessable Entity", errors: ["commit_id is not part of the pull request"] },
    });
    expect(s.gh.state.reviews).toEqual([]);
  });

  it("refuses an unknown event and an unknown pull request", async (context) => {
    const s = await setup(context);
    expect((await postReview(s, { event: "MERGE", body: "x" })).status).toBe(422);
    const missing = await postReview(
      { ...s, pull: { ...s.pull, number: 999 } },
      { event: "COMMENT", body: "x" },
    );
    expect(missing.status).toBe(404);
    expect(s.gh.state.reviews).toEqual([]);
  });

  it("keeps a review with no event pending, its comments out of the list", async (context) => {
    const s = await setup(context);
    const posted = await postReview(s, {
      body: "Draft.",
      comments: [{ path: "docs/guide.md", line: 2, body: "Hm." }],
    });

    expect(posted.status).toBe(200);
    expect(posted.data).toMatchObject({ state: "PENDING" });
    expect(s.gh.state.reviews.map((r) => r.state)).toEqual(["PENDING"]);
    const comments = await s.octokit.rest.pulls.listReviewComments({ ...repo, pull_number: s.pull.number });
    expect(comments.data).toEqual([]);
  });

  it("serves review comments a page at a time, and a paging client gets them all in order", async (context) => {
    const s = await setup(context);
    for (let i = 1; i <= 65; i++)
      s.gh.addReviewComment(s.pull.number, { path: "src/app.ts", line: 5, body: `note ${i}` });

    const first = await s.octokit.rest.pulls.listReviewComments({ ...repo, pull_number: s.pull.number });
    expect(first.data).toHaveLength(30);
    expect(first.headers.link).toContain('rel="next"');
    const last = await s.octokit.rest.pulls.listReviewComments({
      ...repo,
      pull_number: s.pull.number,
      per_page: 100,
      page: 1,
    });
    expect(last.data).toHaveLength(65);
    expect(last.headers.link).toBeUndefined();

    const all = await s.octokit.paginate(s.octokit.rest.pulls.listReviewComments, {
      ...repo,
      pull_number: s.pull.number,
      per_page: 20,
    });
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 65 }, (_, i) => `note ${i + 1}`));
    expect(
      s.gh.requestsTo("GET", "/repos/octo-org/octo-repo/pulls/*/comments").map((r) => r.query.page ?? "1"),
    ).toEqual(["1", "1", "1", "2", "3", "4"]);
  });

  it("moves a pull request's head after a push and lists the new diff", async (context) => {
    const s = await setup(context, { ownRepository: true });
    const sha = s.fixture.pushAsSomeoneElse("feature", { "docs/guide.md": "# Guide\nRead me.\nAnd me.\n" });
    s.gh.updatePullHead(s.pull.number);

    expect(s.pull.head.sha).toBe(sha);
    expect(s.pull.files.find((f) => f.filename === "docs/guide.md")?.patch).toBe(
      "@@ -0,0 +1,3 @@\n+# Guide\n+Read me.\n+And me.",
    );
    expect((await postReview(s, { event: "COMMENT", body: "x", commit_id: sha })).status).toBe(200);
  });

  it("threads replies under a review comment, by `in_reply_to` and by the replies route", async (context) => {
    const s = await setup(context);
    const posted = await postReview(s, {
      event: "COMMENT",
      body: "One finding.",
      comments: [{ path: "src/app.ts", start_line: 4, line: 5, body: "Why changed?" }],
    });
    const reviewId = (posted.data as { id: number }).id;
    const [root] = s.gh.state.reviewComments;
    if (!root) throw new Error("the review stored no comment");
    const answer = s.gh.addReviewComment(s.pull.number, {
      body: "It reads better.",
      inReplyTo: root.id,
      user: alice,
    });

    const viaField = await postComment(s, { body: "Fair.", in_reply_to: answer.id });
    const viaRoute = await s.octokit.rest.pulls.createReplyForReviewComment({
      ...repo,
      pull_number: s.pull.number,
      comment_id: root.id,
      body: "Resolving.",
    });
    expect([viaField.status, viaRoute.status]).toEqual([201, 201]);

    const listed = await s.octokit.rest.pulls.listReviewComments({ ...repo, pull_number: s.pull.number });
    expect(
      listed.data.map((c) => [
        c.body,
        c.user?.login,
        c.in_reply_to_id,
        c.path,
        c.start_line,
        c.line,
        c.pull_request_review_id,
      ]),
    ).toEqual([
      ["Why changed?", "github-actions[bot]", undefined, "src/app.ts", 4, 5, reviewId],
      ["It reads better.", "alice", root.id, "src/app.ts", 4, 5, null],
      // A reply to a reply joins the thread's root: GitHub's threads are one level deep.
      ["Fair.", "github-actions[bot]", root.id, "src/app.ts", 4, 5, null],
      ["Resolving.", "github-actions[bot]", root.id, "src/app.ts", 4, 5, null],
    ]);
    expect(s.gh.reviewThreads(s.pull.number).map((t) => t.comments.map((c) => c.body))).toEqual([
      ["Why changed?", "It reads better.", "Fair.", "Resolving."],
    ]);
    await expect(
      s.octokit.rest.pulls.createReplyForReviewComment({
        ...repo,
        pull_number: s.pull.number,
        comment_id: 424242,
        body: "Lost.",
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await postComment(s, { body: "Lost.", in_reply_to: 424242 })).status).toBe(404);
    expect(s.gh.state.reviewComments).toHaveLength(4);
  });

  it("posts a single review comment with a review of its own, checked as a review's are", async (context) => {
    const s = await setup(context);
    const made = await s.octokit.rest.pulls.createReviewComment({
      ...repo,
      pull_number: s.pull.number,
      commit_id: s.pull.head.sha,
      path: "docs/guide.md",
      line: 2,
      body: "Read whom?",
    });

    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({
      path: "docs/guide.md",
      line: 2,
      commit_id: s.pull.head.sha,
      original_commit_id: s.pull.head.sha,
      user: { login: "github-actions[bot]" },
    });
    expect(s.gh.state.reviews.map((r) => [r.id, r.state])).toEqual([
      [made.data.pull_request_review_id, "COMMENTED"],
    ]);
    const refusals = [
      { commit_id: s.pull.head.sha, path: "src/app.ts", line: 15, body: "Off the diff." },
      { commit_id: s.pull.base.sha, path: "src/app.ts", line: 5, body: "An old commit." },
      { path: "src/app.ts", line: 5, body: "No commit." },
    ];
    for (const comment of refusals) expect((await postComment(s, comment)).status).toBe(422);
    expect(s.gh.state.reviewComments).toHaveLength(1);
  });

  it("outdates comments after a push: no line, the original line and commit kept", async (context) => {
    const s = await setup(context, { ownRepository: true });
    await postReview(s, {
      event: "COMMENT",
      body: "Findings.",
      comments: [
        { path: "src/app.ts", start_line: 4, line: 5, body: "Why changed?" },
        { path: "docs/guide.md", line: 1, body: "A title." },
      ],
    });
    const [onApp] = s.gh.state.reviewComments;
    s.gh.addReviewComment(s.pull.number, {
      body: "Reverted.",
      inReplyTo: onApp?.id ?? 0,
      user: alice,
    });
    const oldHead = s.pull.head.sha;
    const newHead = s.fixture.pushAsSomeoneElse("feature", { "src/app.ts": text(baseLines) });
    s.gh.updatePullHead(s.pull.number);
    expect(s.gh.outdateReviewComments(s.pull.number, "src/app.ts").map((c) => c.body)).toEqual([
      "Why changed?",
      "Reverted.",
    ]);

    const listed = await s.octokit.rest.pulls.listReviewComments({ ...repo, pull_number: s.pull.number });
    expect(
      listed.data.map((c) => [
        c.body,
        c.line,
        c.original_line,
        c.start_line,
        c.original_start_line,
        c.commit_id,
        c.original_commit_id,
      ]),
    ).toEqual([
      ["Why changed?", null, 5, null, 4, oldHead, oldHead],
      ["A title.", 1, 1, null, null, oldHead, oldHead],
      ["Reverted.", null, 5, null, 4, oldHead, oldHead],
    ]);
    expect(s.gh.reviewThreads(s.pull.number).map((t) => [t.path, t.outdated, t.resolved])).toEqual([
      ["src/app.ts", true, false],
      ["docs/guide.md", false, false],
    ]);
    const fresh = await postReview(s, {
      event: "COMMENT",
      body: "Again.",
      comments: [{ path: "docs/guide.md", line: 2, body: "Still here." }],
    });
    expect(fresh.status).toBe(200);
    expect(s.gh.state.reviewComments.at(-1)?.commitId).toBe(newHead);
  });

  it("builds a pull_request event that names the fake's pull request, and a fork's head", async (context) => {
    const { gh, pull } = await setup(context);
    const payload = pullRequestPayload(gh, pull, {
      action: "synchronize",
      sender: alice,
      headRepoFullName: "mallory/octo-repo",
    });

    expect(payload).toMatchObject({
      action: "synchronize",
      number: pull.number,
      after: pull.head.sha,
      sender: { login: "alice" },
      repository: { full_name: "octo-org/octo-repo" },
      pull_request: {
        number: pull.number,
        title: "Feature",
        draft: false,
        head: { ref: "feature", sha: pull.head.sha, repo: { full_name: "mallory/octo-repo", fork: true } },
        base: { ref: "main", sha: pull.base.sha, repo: { full_name: "octo-org/octo-repo", fork: false } },
      },
    });
  });
});

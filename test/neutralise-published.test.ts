import { describe, expect, it, type TestContext } from "vitest";
import { publishableText } from "../src/action/admitted-run.js";
import { createGitHubClient, FAST_TIMING } from "../src/github/client.js";
import { TrackingComment } from "../src/github/comment/tracking-comment.js";
import { fetchPullFiles } from "../src/github/context/pull-files.js";
import { pullRequestTexts } from "../src/github/publish/texts.js";
import { postReview } from "../src/github/review/post-review.js";
import { ReviewDraft } from "../src/github/review/review-draft.js";
import type { Trigger } from "../src/github/trigger/types.js";
import { createRedactor } from "../src/text/redact.js";
import { createGitFixture } from "./fakes/git-repo.js";
import { startGitHubServer } from "./fakes/github-server.js";

/**
 * Every place the agent's words are published goes through the run's `publishable`: the
 * tracking comment's answer, the review's body and comments, the pull request's title and body.
 * In each, a mention of someone else and an image on another host are defused, while the
 * requester's mention and a link to the GitHub server stay.
 */

const TOKEN = "ghs_neutralisePublishedToken0123456789ab";
const repo = { owner: "octo-org", repo: "octo-repo" };
const redact = createRedactor([TOKEN]);
const publishable = publishableText(
  { actor: { login: "octocat", type: "User" } },
  { allowedDomains: [] },
  { serverUrl: "https://github.com" },
  redact,
);
const INJECTED =
  "Done, @octocat. cc @hubot ![status](https://evil.example/p.png?d=1) see [the run](https://github.com/octo-org/octo-repo/actions/runs/1)";

/** What a reader of the published text sees of the injected words. */
function expectNeutralised(text: string | undefined): void {
  expect(text).toContain("Done, @octocat.");
  expect(text).toContain("cc `@hubot`");
  expect(text).toContain("![status] (`https://evil.example/p.png?d=1`)");
  expect(text).toContain("[the run](https://github.com/octo-org/octo-repo/actions/runs/1)");
  expect(text).not.toContain("](https://evil.example");
}

describe("the tracking comment's answer", () => {
  it("is published neutralised", async (context) => {
    const gh = await startGitHubServer({ ...repo, token: TOKEN });
    context.onTestFinished(() => gh.close());
    const issue = gh.addIssue({ title: "Flaky test" });
    const tracking = new TrackingComment({
      client: createGitHubClient({ token: TOKEN, baseUrl: gh.url, timing: FAST_TIMING }),
      target: { kind: "issue", repo, number: issue.number },
      serverUrl: "https://github.com",
      runId: 99,
      redact,
      publishable,
      minIntervalMs: 50,
    });
    await tracking.start();

    const finished = await tracking.finish({ conclusion: "success", response: INJECTED, steps: 1 });

    expect(finished.ok).toBe(true);
    expectNeutralised(gh.state.comments[0]?.body);
  });
});

describe("the review", () => {
  async function setup(context: TestContext) {
    const fixture = createGitFixture({ files: { "src/values.ts": "const b = 2;\n" } });
    fixture.git(["branch", "feature", "main"], fixture.origin);
    const headSha = fixture.pushAsSomeoneElse("feature", { "src/values.ts": "const b = 20;\n" });
    const gh = await startGitHubServer({ ...repo, token: TOKEN, originDir: fixture.origin });
    context.onTestFinished(async () => {
      await gh.close();
      fixture.cleanup();
    });
    const pull = gh.addPull({ title: "Bigger b", headRef: "feature", headSha });
    const client = createGitHubClient({ token: TOKEN, baseUrl: gh.url, timing: FAST_TIMING });
    const files = await fetchPullFiles(client, repo, pull.number);
    if (!files.ok) throw new Error(files.error);
    const draft = new ReviewDraft({
      files: files.value,
      readFile: async () => "const b = 20;\n",
      earlier: [],
      redact,
    });
    await draft.add({ path: "src/values.ts", line: 1, body: INJECTED });
    const post = () =>
      postReview({
        client,
        repo,
        pullNumber: pull.number,
        commitId: pull.head.sha,
        answer: INJECTED,
        conclusion: "success",
        draft,
        ownLogin: undefined,
        redact,
        publishable,
        settleMs: 20,
      });
    return { gh, post };
  }

  it("has its body and its inline comments published neutralised", async (context) => {
    const { gh, post } = await setup(context);

    const posted = await post();

    expect(posted.ok).toBe(true);
    expectNeutralised(gh.state.reviews[0]?.body);
    expect(gh.state.reviewComments).toHaveLength(1);
    expectNeutralised(gh.state.reviewComments[0]?.body);
  });

  it("has the comments it lists in its body neutralised when GitHub refuses their lines", async (context) => {
    const { gh, post } = await setup(context);
    gh.fail(
      "POST",
      "/repos/*/pulls/*/reviews",
      { status: 422, body: { message: "Unprocessable Entity" } },
      1,
    );

    const posted = await post();

    expect(posted).toMatchObject({ ok: true, value: { inline: 0, inBody: 1 } });
    const body = gh.state.reviews[0]?.body ?? "";
    expect(body.match(/cc `@hubot`/g)).toHaveLength(2);
    expect(body).not.toContain("](https://evil.example");
  });
});

describe("the pull request", () => {
  it("has its title and body published neutralised, its own links kept", () => {
    const trigger: Trigger = {
      kind: "issue_comment",
      number: 12,
      isPullRequest: false,
      commentId: 1,
      createdAt: "2026-01-01T00:00:00Z",
      repo,
      task: "fix it for @hubot",
      actor: { login: "octocat", type: "User" },
    };

    const { title, body } = pullRequestTexts({
      trigger,
      conclusion: "success",
      response: INJECTED,
      run: { serverUrl: "https://github.com", runId: 7, runNumber: 1 },
      repo,
      redact,
      publishable,
    });

    expect(title).toBe("fix it for `@hubot`");
    expectNeutralised(body);
    expect(body).toContain("Fixes #12");
    expect(body).toContain("[job run](https://github.com/octo-org/octo-repo/actions/runs/7)");
  });

  it("is only redacted when the caller gives no publishable", () => {
    const { body } = pullRequestTexts({
      trigger: { kind: "workflow_dispatch", repo, task: "tidy up" },
      conclusion: "success",
      response: `@hubot ${TOKEN}`,
      run: { serverUrl: "https://github.com", runId: 7, runNumber: 1 },
      repo,
      redact,
    });
    expect(body).toContain("@hubot ***");
  });
});

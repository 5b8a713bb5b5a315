import { describe, expect, it } from "vitest";
import { addEyesReaction } from "../src/github/comment/reaction.js";
import type { ThreadTrigger } from "../src/github/trigger/types.js";
import { fakeGitHubs } from "./fixtures/github.js";

const TOKEN = "ghs_reactionTestToken0123456789abcdefAB";
const repo = { owner: "octo-org", repo: "octo-repo" };
const actor = { login: "octocat", type: "User" };

const setup = fakeGitHubs(TOKEN);

/** An issue opened with the request `task`. */
function issueOpened(number: number, task: string): ThreadTrigger {
  return { kind: "issue", action: "opened", number, isPullRequest: false, repo, task, actor };
}

describe("the eyes reaction that says a request was seen", () => {
  it("goes on the issue that asked", async () => {
    const { gh, client } = await setup();
    const issue = gh.addIssue({ title: "Broken link" });
    expect(await addEyesReaction(client, issueOpened(issue.number, "fix the link"))).toMatchObject({
      ok: true,
    });
    expect(gh.state.reactions).toMatchObject([
      { subject: "issue", subjectId: issue.number, content: "eyes" },
    ]);
  });

  it("goes on the comment that asked, in the conversation or on the diff", async () => {
    const { gh, client } = await setup();
    const issue = gh.addIssue({ title: "Flaky test" });
    const comment = gh.addComment(issue.number, "/agent fix it");
    const pull = gh.addPull({ headRef: "feature" });
    const review = gh.addReviewComment(pull.number, {
      body: "/agent rename this",
      path: "src/a.ts",
      line: 3,
    });
    const base = { repo, task: "fix it", actor, createdAt: "2026-01-01T00:00:00Z" };
    await addEyesReaction(client, {
      ...base,
      kind: "issue_comment",
      number: issue.number,
      isPullRequest: false,
      commentId: comment.id,
    });
    await addEyesReaction(client, {
      ...base,
      kind: "review_comment",
      number: pull.number,
      isPullRequest: true,
      commentId: review.id,
      path: "src/a.ts",
      line: 3,
      diffHunk: "@@ -1 +1 @@",
    });
    expect(gh.state.reactions).toMatchObject([
      { subject: "issue_comment", subjectId: comment.id, content: "eyes" },
      { subject: "review_comment", subjectId: review.id, content: "eyes" },
    ]);
  });

  it("comes back as a failure with its status when GitHub refuses it, without throwing", async () => {
    const { gh, client } = await setup();
    const issue = gh.addIssue({ title: "Locked" });
    gh.fail("POST", `/repos/octo-org/octo-repo/issues/${issue.number}/reactions`, {
      status: 403,
      body: { message: "Resource not accessible by integration" },
    });
    expect(await addEyesReaction(client, issueOpened(issue.number, "fix it"))).toEqual({
      ok: false,
      status: 403,
      error: "HTTP 403: Resource not accessible by integration",
    });
  });
});

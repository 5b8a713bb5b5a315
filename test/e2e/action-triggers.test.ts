import { describe, expect, it } from "vitest";
import { alice, fixTypo, pullFromBranch } from "./asks.js";
import { E2E_TEST_TIMEOUT_MS, type Stage, stageForTest } from "./harness.js";
import { issuesPayload, reviewSubmittedPayload } from "./payloads.js";

/**
 * Which issue and review events start a run, through the bundled action: triage (labels and
 * assignments) starts nothing but the configured label or login, and a review with the phrase is
 * answered on its pull request.
 */

const ISSUE_BODY = "/agent fix the typo in README.md";

/** Nothing happened that anyone would see or pay for: no model call, no comment, no reaction, no push. */
function expectUntouched(s: Stage): void {
  expect(s.model.requests).toHaveLength(0);
  expect(s.gh.requestsTo("POST", /\/comments$/)).toHaveLength(0);
  expect(s.gh.requestsTo("POST", /\/reactions$/)).toHaveLength(0);
  expect(s.gh.requestsTo("POST", "/repos/*/pulls")).toHaveLength(0);
}

describe.concurrent("issue triage and reviews, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("skips a label other than the label-trigger even when the issue's body asks the agent", async (context) => {
    const s = await stageForTest(context);
    const issue = s.gh.addIssue({ title: "Typo in the README", body: ISSUE_BODY, user: alice });

    const run = await s.run({
      event: "issues",
      payload: issuesPayload(s.gh, issue, alice, { label: "bug" }),
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("skipped");
    expect(run.outputs.response).toBe('the label "bug" is not the label-trigger "agent"');
    expect(run.stdout).toContain('Repo Agent skipped: the label "bug" is not the label-trigger "agent"');
    expectUntouched(s);
  });

  it("runs the issue's title and body as the task when the label-trigger is added, and opens a pull request", async (context) => {
    const s = await stageForTest(context);
    const issue = s.gh.addIssue({
      title: "Typo in the README",
      body: "The README says teh instead of the.",
      user: { login: "octocat", type: "User" },
    });

    const run = await s.run({
      event: "issues",
      payload: issuesPayload(s.gh, issue, alice, { label: "Agent" }),
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed the typo." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    const firstRequest = JSON.stringify(s.model.requests[0]?.body.messages);
    expect(firstRequest).toContain("Typo in the README\\n\\nThe README says teh instead of the.");
    expect(s.gh.state.reactions).toEqual([
      expect.objectContaining({ subject: "issue", subjectId: issue.number, content: "eyes" }),
    ]);
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(pulls[0]?.body).toContain(`Fixes #${issue.number}`);
    expect(s.originGit(["show", `${pulls[0]?.head.ref}:README.md`])).toContain("This is the demo project.");
    const tracking = s.gh.state.comments.filter((c) => c.issueNumber === issue.number);
    expect(tracking).toHaveLength(1);
    expect(tracking[0]?.body).toContain("Fixed the typo.");
  });

  it("skips an assignment to anyone but the assignee-trigger", async (context) => {
    const s = await stageForTest(context);
    const issue = s.gh.addIssue({ title: "Typo in the README", body: ISSUE_BODY, user: alice });

    const run = await s.run({
      event: "issues",
      payload: issuesPayload(s.gh, issue, alice, { assignee: "bob" }),
      inputs: { "assignee-trigger": "repo-agent" },
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("skipped");
    expect(run.outputs.response).toBe("@bob was assigned, not the assignee-trigger @repo-agent");
    expectUntouched(s);
  });

  it("skips every assignment when no assignee-trigger is set", async (context) => {
    const s = await stageForTest(context);
    const issue = s.gh.addIssue({ title: "Typo in the README", body: ISSUE_BODY, user: alice });

    const run = await s.run({
      event: "issues",
      payload: issuesPayload(s.gh, issue, alice, { assignee: "repo-agent" }),
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("skipped");
    expect(run.outputs.response).toContain("assignee-trigger is empty");
    expectUntouched(s);
  });

  it("runs the issue when it is assigned to the assignee-trigger", async (context) => {
    const s = await stageForTest(context);
    const issue = s.gh.addIssue({ title: "Typo in the README", body: "Please fix teh typo.", user: alice });

    const run = await s.run({
      event: "issues",
      payload: issuesPayload(s.gh, issue, alice, { assignee: "Repo-Agent" }),
      inputs: { "assignee-trigger": "repo-agent" },
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed the typo." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(JSON.stringify(s.model.requests[0]?.body.messages)).toContain("Please fix teh typo.");
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(pulls[0]?.body).toContain(`Fixes #${issue.number}`);
  });

  it("answers a review that asks the agent by pushing to the pull request's branch and commenting on the pull request", async (context) => {
    const s = await stageForTest(context);
    const { pull, headSha } = pullFromBranch(
      s,
      "docs-polish",
      { "docs/guide.md": "# Guide\n" },
      {
        title: "Polish the docs",
      },
    );
    s.gh.addReviewComment(pull.number, {
      body: "This line has a typo.",
      path: "README.md",
      line: 3,
      user: alice,
      reviewId: 4242,
    });

    const run = await s.run({
      event: "pull_request_review",
      payload: reviewSubmittedPayload(s.gh, pull, {
        body: "Almost there.\n\n/agent fix the typo",
        reviewer: alice,
        reviewId: 4242,
        state: "changes_requested",
      }),
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed the typo on your branch." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    // The task is what follows the phrase; the whole review and its comments are context.
    const firstRequest = JSON.stringify(s.model.requests[0]?.body.messages);
    expect(firstRequest).toContain("fix the typo");
    expect(firstRequest).toContain("Almost there.");
    expect(firstRequest).toContain("This line has a typo.");
    expect(firstRequest).toContain("requested changes");

    expect(run.outputs.branch).toBe("docs-polish");
    expect(s.originGit(["show", "docs-polish:README.md"])).toContain("This is the demo project.");
    expect(s.originGit(["rev-parse", "docs-polish^"])).toBe(headSha);
    expect(s.gh.requestsTo("POST", "/repos/*/pulls")).toHaveLength(0);

    // A review takes no reactions: the pull request gets the eyes, and the answer is in its conversation.
    expect(s.gh.state.reactions).toEqual([
      expect.objectContaining({ subject: "issue", subjectId: pull.number, content: "eyes" }),
    ]);
    const tracking = s.gh.state.comments.filter((c) => c.issueNumber === pull.number);
    expect(tracking).toHaveLength(1);
    expect(tracking[0]?.body).toContain("Fixed the typo on your branch.");
    expect(run.outputs["comment-url"]).toContain(`#issuecomment-${tracking[0]?.id}`);
  });

  it("skips a review without the phrase, and one with no text at all", async (context) => {
    const s = await stageForTest(context);
    const pull = s.gh.addPull({ title: "Polish the docs", headRef: "main" });

    for (const body of ["Looks good to me.", null]) {
      const run = await s.run({
        event: "pull_request_review",
        payload: reviewSubmittedPayload(s.gh, pull, { body, reviewer: alice, state: "approved" }),
      });
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe("skipped");
      expect(run.outputs.response).toBe("the review's text does not contain /agent");
    }
    expectUntouched(s);
  });
});

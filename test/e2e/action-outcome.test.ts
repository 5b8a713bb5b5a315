import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  alice,
  askOnIssue,
  bash,
  commentEvent,
  dispatchEvent,
  fixTypo,
  pullFromBranch,
  runOnIssueComment,
} from "./asks.js";
import { E2E_TEST_TIMEOUT_MS, type Stage, stageForTest } from "./harness.js";

/**
 * Never silently green: every run ends with an outcome a user can see and trust. `success` only
 * when the answer was posted and every change reached GitHub as the mode asks; the `published`
 * output, the comment's heading and the job summary all tell the same story.
 */

const FIX_THE_TYPO = "/agent fix the typo in README.md";

/** The action's comments on the thread (everything but the request itself). */
function answers(s: Stage, issueNumber: number, requestId: number) {
  return s.gh.state.comments.filter((c) => c.issueNumber === issueNumber && c.id !== requestId);
}

/** A fresh checkout of main, as the next job's actions/checkout gives it. */
function freshCheckout(s: Stage): void {
  s.fixture.git(["checkout", "--quiet", "--force", "main"]);
  s.fixture.git(["reset", "--quiet", "--hard", "origin/main"]);
  s.fixture.git(["clean", "--quiet", "-fdx"]);
}

/** A server-side hook in the bare origin that refuses every push, as a branch protection does. */
function protectEveryBranch(s: Stage): void {
  const hook = join(s.origin, "hooks", "pre-receive");
  writeFileSync(
    hook,
    "#!/bin/sh\necho 'GH006: Protected branch update failed: Changes must be made through a pull request.' >&2\nexit 1\n",
  );
  chmodSync(hook, 0o755);
}

describe.concurrent("how a run ends, from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("says `published: pull-request` for an issue's fix, in the outputs, the comment and the summary", async (context) => {
    const s = await stageForTest(context);

    const { run, issue, comment } = await runOnIssueComment(s, FIX_THE_TYPO, {
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed the typo." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "success", published: "pull-request" });
    const answer = answers(s, issue.number, comment.id)[0]?.body ?? "";
    expect(answer).toContain("### ✅ Repo Agent finished");
    expect(answer).toContain(`**Pull request:** ${run.outputs["pr-url"]}`);
    expect(run.summary).toContain("## ✅ Repo Agent: success");
    expect(run.summary).toContain(`**Published:** a pull request (${run.outputs["pr-url"]})`);
  });

  it("ends `error` with exit 1 when a branch protection refuses the push, with the reason and the patch in the comment", async (context) => {
    const s = await stageForTest(context);
    protectEveryBranch(s);

    const { run, issue, comment } = await runOnIssueComment(s, FIX_THE_TYPO, {
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed the typo." }],
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: "error", published: "patch", "pr-url": "", branch: "" });
    expect(s.originGit(["for-each-ref", "--format=%(refname)", "refs/heads/agent"])).toBe("");
    const answer = answers(s, issue.number, comment.id)[0]?.body ?? "";
    expect(answer).toContain("### ❌ Repo Agent could not publish its work");
    expect(answer).not.toContain("Repo Agent finished");
    expect(answer).toContain("The push failed, so nothing was published");
    expect(answer).toContain("GH006: Protected branch update failed");
    expect(answer).toContain("**Not pushed:** the changes are in the patch below.");
    expect(answer).toContain("+This is the demo project.");
    // The model's answer is still there: the work is not lost, only not pushed.
    expect(answer).toContain("Fixed the typo.");
    // The job fails with the reason, and the log keeps the whole patch.
    expect(run.stdout).toMatch(/::error::Repo Agent ended with error: .*The push failed/);
    expect(run.stdout).toContain("Published: a patch; nothing was pushed");
    expect(run.stdout).toContain("+This is the demo project.");
    expect(run.summary).toContain("## ❌ Repo Agent: error");
    expect(run.summary).toContain("**Published:** a patch; nothing was pushed");
    expect(run.summary).toContain("+This is the demo project.");
  });

  it("ends `error` when a manual run's push is refused, with the patch in the job summary", async (context) => {
    const s = await stageForTest(context);
    protectEveryBranch(s);

    const run = await s.run({
      ...dispatchEvent(s.gh, { task: "Fix the typo in README.md" }),
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed the typo." }],
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: "error", published: "patch" });
    expect(run.summary).toContain("## ❌ Repo Agent: error");
    expect(run.summary).toContain("GH006");
    expect(run.summary).toContain("+This is the demo project.");
  });

  it("ends `error` when the answer cannot be posted on the issue, though the pull request was opened", async (context) => {
    const s = await stageForTest(context);
    const { issue, comment } = askOnIssue(s, FIX_THE_TYPO);
    // The tracking comment is created, then every later write to it is refused.
    s.gh.fail(
      "PATCH",
      "/repos/*/issues/comments/*",
      { status: 403, body: { message: "Resource not accessible by integration" } },
      1000,
    );

    const run = await s.run({
      ...commentEvent(s.gh, comment),
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed the typo." }],
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: "error", published: "pull-request" });
    expect(s.gh.state.pulls.size).toBe(1);
    // The only comment is the first "working on it" one: the answer never reached the thread.
    const written = answers(s, issue.number, comment.id);
    expect(written).toHaveLength(1);
    expect(written[0]?.body).not.toContain("Fixed the typo.");
    expect(run.stdout).toMatch(/::error::.*The answer could not be posted on the issue/);
    expect(run.summary).toContain("## ❌ Repo Agent: error");
    expect(run.summary).toContain("The answer could not be posted");
  });

  it("publishes the work of an agent that broke its `.git`, and puts the repository back", async (context) => {
    const s = await stageForTest(context);
    const headBefore = s.fixture.git(["rev-parse", "HEAD"]);

    const { run } = await runOnIssueComment(s, FIX_THE_TYPO, {
      script: [
        { toolCalls: [fixTypo] },
        { toolCalls: [bash("echo garbage > .git/HEAD; rm -rf .git/objects")] },
        { text: "Fixed the typo (and tidied up)." },
      ],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "success", published: "pull-request" });
    expect(s.originGit(["show", `${run.outputs.branch}:README.md`])).toContain("This is the demo project.");
    // Later steps of the job find a working repository at the action's commit.
    expect(s.fixture.git(["rev-parse", "HEAD^"])).toBe(headBefore);
    expect(existsSync(join(s.workspace, ".git", "objects"))).toBe(true);
  });

  it("says `published: push` for a pull request comment, `patch` in comment mode and `none` when nothing changed", async (context) => {
    const s = await stageForTest(context);
    const { pull } = pullFromBranch(s, "docs-polish", { "docs/guide.md": "# Guide\n" }, { title: "Docs" });
    const onPull = s.gh.addComment(pull.number, FIX_THE_TYPO, alice);
    const pushed = await s.run({
      ...commentEvent(s.gh, onPull, { isPullRequest: true }),
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed on your branch." }],
    });
    expect(pushed.exitCode, pushed.stdout + pushed.stderr).toBe(0);
    expect(pushed.outputs).toMatchObject({ conclusion: "success", published: "push", branch: "docs-polish" });

    freshCheckout(s);
    const { run: patched, ...asked } = await runOnIssueComment(s, FIX_THE_TYPO, {
      inputs: { mode: "comment" },
      script: [
        { toolCalls: [{ name: "write_file", arguments: { path: "NOTES.md", content: "A note.\n" } }] },
        { text: "Here is the note." },
      ],
    });
    expect(patched.exitCode, patched.stdout + patched.stderr).toBe(0);
    expect(patched.outputs).toMatchObject({ conclusion: "success", published: "patch", branch: "" });
    const answer = answers(s, asked.issue.number, asked.comment.id)[0]?.body ?? "";
    expect(answer).toContain("### ✅ Repo Agent finished");
    expect(answer).toContain("`mode: comment`");
    expect(answer).toContain("+A note.");

    freshCheckout(s);
    const { run: answered } = await runOnIssueComment(s, "/agent what does src/app.ts export?", {
      script: [{ text: "It exports `answer`, which is 41." }],
    });
    expect(answered.exitCode, answered.stdout + answered.stderr).toBe(0);
    expect(answered.outputs).toMatchObject({ conclusion: "success", published: "none" });
  });

  it("does not mask a short api-key of a local server, and pushes a change that holds the word", async (context) => {
    const s = await stageForTest(context);
    const line = "Run the local test server on localhost.\n";

    const { run, issue, comment } = await runOnIssueComment(
      s,
      "/agent fix the typo and describe the local server",
      {
        inputs: { "api-key": "local" },
        script: [
          { toolCalls: [fixTypo, { name: "write_file", arguments: { path: "NOTES.md", content: line } }] },
          { text: "Fixed the typo and wrote down how to run the local server." },
        ],
      },
    );

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "success", published: "pull-request" });
    expect(s.originGit(["show", `${run.outputs.branch}:NOTES.md`])).toBe(line.trim());
    const answer = answers(s, issue.number, comment.id)[0]?.body ?? "";
    expect(answer).toContain("how to run the local server");
    expect(answer).not.toContain("***");
    expect(readFileSync(run.outputs["log-file"] ?? "", "utf8")).toContain("describe the local server");
  });

  it("runs against a server of its own with no api-key at all, sending no key", async (context) => {
    const s = await stageForTest(context);

    const { run } = await runOnIssueComment(s, FIX_THE_TYPO, {
      inputs: { "api-key": "" },
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed the typo." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "success", published: "pull-request" });
    expect(s.model.requests).toHaveLength(2);
    for (const request of s.model.requests) {
      expect(request.headers["x-api-key"]).toBeUndefined();
      expect(request.headers.authorization).toBeUndefined();
    }
  });
});

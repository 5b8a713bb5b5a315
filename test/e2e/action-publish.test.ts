import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { basicHeader } from "../fakes/git-repo.js";
import type { WireJson } from "../fakes/model-server.js";
import { bash, dispatchEvent, fixTypo, pullFromBranch, runOnIssueComment, runOnPullComment } from "./asks.js";
import {
  API_KEY,
  E2E_TEST_TIMEOUT_MS,
  GITHUB_TOKEN,
  RUN_NUMBER,
  stageForTest,
  workflowCommands,
} from "./harness.js";
import { schedulePayload } from "./payloads.js";

/**
 * The bundled action, end to end: an event in, a model that edits files through the real tools,
 * and what a user sees afterwards on GitHub (reactions, comments, pull requests) and in git.
 */

const ISSUE_BRANCH_SLUG = "fix-the-typo-in-readme-md";

/** The last message of a recorded Anthropic request, as JSON text, for "does it hold X" checks. */
function lastMessageText(body: WireJson): string {
  return JSON.stringify(body.messages.at(-1));
}

describe.concurrent("the action, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("answers an issue comment with a branch, a pull request that fixes the issue, and a final comment", async (context) => {
    const s = await stageForTest(context);

    const { run, issue, comment } = await runOnIssueComment(s, "/agent fix the typo in README.md", {
      script: [{ toolCalls: [fixTypo] }, { text: "I fixed the typo: teh -> the." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(s.gh.state.reactions).toEqual([
      expect.objectContaining({ subject: "issue_comment", subjectId: comment.id, content: "eyes" }),
    ]);

    // The model saw the task, then the result of its edit.
    expect(s.model.requests).toHaveLength(2);
    expect(JSON.stringify(s.model.requests[0]?.body.messages)).toContain("fix the typo in README.md");
    expect(lastMessageText(s.model.requests[1]?.body)).toContain("Edited README.md");

    const branch = `agent/${issue.number}-${ISSUE_BRANCH_SLUG}`;
    expect(run.outputs.branch).toBe(branch);
    expect(s.originGit(["show", `${branch}:README.md`])).toBe("# Demo\n\nThis is the demo project.");
    expect(s.originGit(["show", "main:README.md"])).toContain("teh");

    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(pulls[0]?.head.ref).toBe(branch);
    expect(pulls[0]?.base.ref).toBe("main");
    expect(pulls[0]?.body).toContain(`Fixes #${issue.number}`);
    expect(run.outputs["pr-url"]).toBe(`https://github.com/octo-org/octo-repo/pull/${pulls[0]?.number}`);

    // One tracking comment, created at the start and rewritten with the answer and the link.
    expect(s.gh.requestsTo("POST", `/repos/*/issues/${issue.number}/comments`)).toHaveLength(1);
    expect(s.gh.requestsTo("PATCH", "/repos/*/issues/comments/*").length).toBeGreaterThan(0);
    const tracking = s.gh.state.comments.filter((c) => c.id !== comment.id);
    expect(tracking).toHaveLength(1);
    expect(tracking[0]?.body).toContain("I fixed the typo: teh -> the.");
    expect(tracking[0]?.body).toContain(run.outputs["pr-url"]);
    expect(run.outputs["comment-url"]).toContain(`#issuecomment-${tracking[0]?.id}`);

    expect(run.outputs).toMatchObject({
      conclusion: "success",
      response: "I fixed the typo: teh -> the.",
      steps: "2",
      "input-tokens": "20",
      "output-tokens": "10",
    });
    const log = run.outputs["log-file"] ?? "";
    expect(existsSync(log)).toBe(true);
    const events = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((e) => e.type)).toContain("run_finished");
    // The log ends with what publishing did, so it tells the whole story.
    expect(events.at(-1)).toMatchObject({ type: "published", branch, prUrl: run.outputs["pr-url"] });
    // The first line says which format the file is in and what the run was set up with.
    expect(events[0]).toMatchObject({
      type: "run_started",
      format: 1,
      settings: {
        provider: "anthropic",
        mode: "auto",
        "max-steps": 50,
        "token-limit": 80000,
        "timeout-minutes": 30,
      },
    });
    for (const secretInput of ["api-key", "github-token", "base-url"])
      expect(events[0]?.settings).not.toHaveProperty(secretInput);
    expect(run.summary).toContain("Repo Agent: success");
    expect(run.summary).toContain(`Pull request: ${run.outputs["pr-url"]}`);
    expect(run.summary).toContain(`Comment: ${run.outputs["comment-url"]}`);
    expect(run.summary).toContain("edit_file");
  });

  it("pushes a pull request comment's fix onto the pull request's own branch and opens no new one", async (context) => {
    const s = await stageForTest(context);
    const { pull, headSha } = pullFromBranch(
      s,
      "docs-polish",
      { "docs/guide.md": "# Guide\n" },
      { title: "Polish the docs" },
    );

    const { run, comment } = await runOnPullComment(s, pull, "/agent fix the typo in README.md", {
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed on your branch." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(run.outputs.branch).toBe("docs-polish");
    expect(s.originGit(["show", "docs-polish:README.md"])).toContain("This is the demo project.");
    // On top of the pull request's head, which keeps its own work.
    expect(s.originGit(["rev-parse", "docs-polish^"])).toBe(headSha);
    expect(s.originGit(["show", "docs-polish:docs/guide.md"])).toBe("# Guide");
    expect(s.gh.requestsTo("POST", "/repos/*/pulls")).toHaveLength(0);
    expect(s.gh.state.pulls.size).toBe(1);
    expect(run.outputs["pr-url"]).toBe(`https://github.com/octo-org/octo-repo/pull/${pull.number}`);
    const tracking = s.gh.state.comments.find((c) => c.issueNumber === pull.number && c.id !== comment.id);
    expect(tracking?.body).toContain("Fixed on your branch.");
    expect(tracking?.body).toContain("docs-polish");
  });

  it("tells the commenter in the comment when the pull request cannot be checked out", async (context) => {
    const s = await stageForTest(context);
    // The pull request's branch was deleted from the repository before the run.
    const pull = s.gh.addPull({ title: "Gone", headRef: "deleted-branch" });

    const { run, comment } = await runOnPullComment(s, pull, "/agent fix the typo in README.md");

    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe("error");
    expect(s.model.requests).toHaveLength(0);
    const tracking = s.gh.state.comments.filter((c) => c.id !== comment.id);
    expect(tracking).toHaveLength(1);
    expect(tracking[0]?.body).toContain("stopped on an error");
    expect(tracking[0]?.body).toContain(`Could not check out pull request #${pull.number}`);
    expect(run.outputs["comment-url"]).toContain(`#issuecomment-${tracking[0]?.id}`);
    // The job summary tells the same story as the comment.
    expect(run.summary).toContain("Repo Agent: error");
    expect(run.summary).toContain(`Could not check out pull request #${pull.number}`);
  });

  it("runs a manual workflow's task without writing any comment and opens a pull request from a run branch", async (context) => {
    const s = await stageForTest(context);
    const run = await s.run({
      ...dispatchEvent(s.gh, { task: "Bump the answer to 42" }),
      script: [
        {
          toolCalls: [
            { name: "write_file", arguments: { path: "src/app.ts", content: "export const answer = 42;\n" } },
          ],
        },
        { text: "The answer is 42 now." },
      ],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const branch = `agent/run-${RUN_NUMBER}-bump-the-answer-to-42`;
    expect(run.outputs).toMatchObject({ conclusion: "success", branch, "comment-url": "" });
    expect(s.originGit(["show", `${branch}:src/app.ts`])).toBe("export const answer = 42;");
    expect(s.gh.requestsTo("POST", "/repos/*/issues/*/comments")).toHaveLength(0);
    expect(s.gh.requestsTo("POST", /\/reactions$/)).toHaveLength(0);
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls.map((p) => p.head.ref)).toEqual([branch]);
    expect(run.outputs["pr-url"]).toBe(`https://github.com/octo-org/octo-repo/pull/${pulls[0]?.number}`);
    expect(run.summary).toContain("Bump the answer to 42");
  });

  it("keeps one pull request for a nightly schedule and updates it on the next night", async (context) => {
    const s = await stageForTest(context);
    const nightly = (answer: number) => ({
      event: "schedule",
      payload: schedulePayload(s.gh),
      inputs: { task: "Refresh the answer" },
      script: [
        {
          toolCalls: [
            {
              name: "write_file",
              arguments: { path: "src/app.ts", content: `export const answer = ${answer};\n` },
            },
          ],
        },
        { text: `Set the answer to ${answer}.` },
      ],
    });
    const branch = "agent/scheduled-refresh-the-answer";

    const first = await s.run(nightly(42));
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs.branch).toBe(branch);
    expect(s.originGit(["show", `${branch}:src/app.ts`])).toBe("export const answer = 42;");

    // A maintainer adds a commit of their own to the open pull request's branch; the next night
    // starts from a fresh checkout of main, as actions/checkout gives it.
    const theirs = s.fixture.pushAsSomeoneElse(branch, { "NOTES.md": "Reviewed by a person.\n" });
    s.fixture.git(["checkout", "--quiet", "main"]);
    s.fixture.git(["reset", "--quiet", "--hard", "origin/main"]);
    const second = await s.run(nightly(43));
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(second.outputs).toMatchObject({ branch, published: "pull-request" });
    expect(s.originGit(["show", `${branch}:src/app.ts`])).toBe("export const answer = 43;");
    // Built on top of what was there, never force-pushed over it.
    const head = s.originGit(["rev-parse", branch]);
    expect(s.originGit(["rev-parse", `${head}^`])).toBe(theirs);
    expect(s.originGit(["show", `${branch}:NOTES.md`])).toBe("Reviewed by a person.");

    expect(s.gh.requestsTo("POST", "/repos/*/pulls")).toHaveLength(1);
    expect(s.gh.state.pulls.size).toBe(1);
    expect(second.outputs["pr-url"]).toBe(first.outputs["pr-url"]);
    expect([...s.gh.state.pulls.values()][0]?.body).toContain("Set the answer to 43.");
    expect(s.gh.requestsTo("POST", "/repos/*/issues/*/comments")).toHaveLength(0);
  });

  it("still pushes the work of a run stopped by max-steps, says so in the comment, and fails the job", async (context) => {
    const s = await stageForTest(context);
    const listFiles = bash("ls");

    const { run, issue, comment } = await runOnIssueComment(s, "/agent fix the typo in README.md", {
      title: "Typo",
      inputs: { "max-steps": "2" },
      script: [{ toolCalls: [fixTypo] }, { toolCalls: [listFiles] }, { toolCalls: [listFiles] }],
    });

    expect(run.exitCode).toBe(1);
    expect(s.model.requests).toHaveLength(2);
    const branch = `agent/${issue.number}-${ISSUE_BRANCH_SLUG}`;
    expect(run.outputs).toMatchObject({ conclusion: "max_steps", steps: "2", branch });
    expect(s.originGit(["show", `${branch}:README.md`])).toContain("This is the demo project.");
    const tracking = s.gh.state.comments.find((c) => c.id !== comment.id);
    expect(tracking?.body).toContain("step limit");
    expect(tracking?.body).toContain(branch);
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(pulls[0]?.draft).toBe(true);
    expect(pulls[0]?.body).not.toContain(`Fixes #${issue.number}`);
    expect(run.stdout).toMatch(/::error::.*max_steps/);
  });

  it("keeps the model, tool output and comments from issuing workflow commands or reaching later steps", async (context) => {
    const s = await stageForTest(context);
    const command = [
      'echo "::set-output name=pr-url::https://evil.example/injected"',
      'echo "  ::stop-commands::injected-stop"',
      'echo "text ##[set-output name=branch;]injected-legacy"',
      "printf 'x\\r::error::injected-after-cr\\n'",
      'echo "pr-url=https://evil.example/injected-file" >> "$GITHUB_OUTPUT"',
      'echo "NODE_OPTIONS=--require /tmp/injected.js" >> "$GITHUB_ENV"',
      'echo "/tmp/injected-bin" >> "$GITHUB_PATH"',
    ].join("; ");

    const { run } = await runOnIssueComment(s, "/agent print the files\n::add-mask::injected-by-comment", {
      title: "Print things",
      script: [
        { toolCalls: [bash(command)] },
        { text: "Done.\n::add-mask::injected-by-model\n::error title=x::injected-by-model" },
      ],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    // The text is all in the log, as text.
    expect(run.stdout).toContain("injected-legacy");
    expect(run.stdout).toContain("injected-by-model");
    expect(run.stdout).toContain("injected-by-comment");
    expect(workflowCommands(run).filter((c) => c.line.includes("injected"))).toEqual([]);
    expect(run.outputs["pr-url"]).toBe("");
    expect(run.outputs.conclusion).toBe("success");
    expect(run.laterSteps).toEqual({ env: "", path: "" });
  });

  it.for([
    { checkout: "actions/checkout v5", where: "in .git/config" },
    { checkout: "actions/checkout v6", where: "in a file .git/config includes" },
  ])(
    "keeps the credential of $checkout ($where) out of the agent's commands and puts it back for later steps",
    async ({ checkout }, context) => {
      const s = await stageForTest(context);
      // A token of its own, so the check is about the credential's removal, not about masking.
      const checkoutToken = "ghs_checkoutToken9876543210zyxwvuTSRQP";
      const { header, file } = checkout.endsWith("v5")
        ? { header: s.fixture.persistCredentialV5(checkoutToken), file: undefined }
        : s.fixture.persistCredentialV6(checkoutToken);
      const configBefore = s.fixture.config();
      const snoop = 'cat .git/config; cat "$RUNNER_TEMP"/git-credentials-*.config; git config --list; env';

      const { run } = await runOnIssueComment(s, "/agent show me the git config", {
        title: "Look at the git config",
        script: [{ toolCalls: [bash(snoop)] }, { text: "Here it is." }],
      });

      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      const toolResult = lastMessageText(s.model.requests[1]?.body);
      expect(toolResult).toContain('[remote \\"origin\\"]');
      const base64 = basicHeader(checkoutToken).split(" ").at(-1) ?? "";
      for (const secret of [checkoutToken, base64, GITHUB_TOKEN, API_KEY]) {
        expect(toolResult).not.toContain(secret);
      }
      expect(toolResult).not.toContain("extraheader");
      // Later steps of the job (a push of their own, say) find the credential where checkout left it.
      expect(s.fixture.config()).toBe(configBefore);
      expect(s.fixture.git(["config", "--get", "http.https://github.com/.extraheader"])).toBe(header);
      if (file) expect(readFileSync(file, "utf8")).toContain(header);
    },
  );
});

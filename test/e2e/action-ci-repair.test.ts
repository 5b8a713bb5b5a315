import { describe, expect, it, type TestContext } from "vitest";
import type { FakePull } from "../fakes/github-server.js";
import { E2E_TEST_TIMEOUT_MS, GITHUB_TOKEN, type Stage, stageForTest } from "./harness.js";
import { workflowRunPayload } from "./payloads.js";

/**
 * CI repair through the bundled action: a failed `workflow_run` of a branch of this repository
 * leads to a fix pushed where the branch's author will see it, bounded by `max-ci-fixes`; a run
 * that passed, or ran a fork's code, starts nothing.
 */

/** alice pushed the branch; mallory can only read, as anyone can on a public repository. */
const stage = (context: TestContext) =>
  stageForTest(context, { permissions: { alice: "write", mallory: "read" } });

const TEST_FILE = "import { answer } from '../src/app';\nit('is 42', () => expect(answer).toBe(42));\n";

/** A vitest failure as GitHub stores the job's log: timestamps, colours, then post-job cleanup. */
const FAILING_LOG = [
  "2026-12-01T08:00:00.0000000Z ##[group]Run npm test",
  "2026-12-01T08:00:00.1000000Z npm test",
  "2026-12-01T08:00:01.0000000Z ##[endgroup]",
  "2026-12-01T08:00:02.0000000Z  \u001b[31mFAIL\u001b[39m  test/answer.test.ts > is 42",
  "2026-12-01T08:00:02.1000000Z AssertionError: expected 41 to be 42 // Object.is equality",
  "2026-12-01T08:00:02.2000000Z  ❯ test/answer.test.ts:2:36",
  "2026-12-01T08:00:03.0000000Z  Test Files  1 failed (1)",
  "2026-12-01T08:00:03.1000000Z ##[error]Process completed with exit code 1.",
  "2026-12-01T08:00:04.0000000Z Post job cleanup.",
  "2026-12-01T08:00:04.1000000Z [command]/usr/bin/git version",
  "2026-12-01T08:00:04.2000000Z Cleaning up orphan processes",
].join("\n");

/**
 * `feature` of this repository, with a test that fails on main's code, its open pull request,
 * and CI's failed run of its head (`failedRun`).
 */
function failingBranch(
  s: Stage,
  extraCommits: Array<{ message: string }> = [],
): { pull: FakePull; sha: string } {
  s.fixture.git(["branch", "feature", "main"], s.origin);
  let sha = s.fixture.pushAsSomeoneElse("feature", { "test/answer.test.ts": TEST_FILE }, "Test the answer");
  for (const [index, commit] of extraCommits.entries())
    sha = s.fixture.pushAsSomeoneElse("feature", { [`notes/${index}.md`]: `${index}\n` }, commit.message);
  const pull = s.gh.addPull({
    title: "Test the answer",
    body: "Adds a test.",
    headRef: "feature",
    headSha: sha,
  });
  failedRun(s, sha);
  return { pull, sha };
}

function failedRun(s: Stage, sha: string, branch = "feature") {
  return s.gh.addWorkflowRun({
    id: 555,
    name: "CI",
    headBranch: branch,
    headSha: sha,
    conclusion: "failure",
    jobs: [
      { name: "lint", conclusion: "success", steps: [{ name: "Run npm run lint", conclusion: "success" }] },
      {
        name: "test (node 20)",
        conclusion: "failure",
        steps: [
          { name: "Set up job", conclusion: "success" },
          { name: "Run npm test", conclusion: "failure" },
        ],
        log: FAILING_LOG,
      },
    ],
  });
}

const FIX = {
  name: "edit_file",
  arguments: { path: "src/app.ts", old_str: "answer = 41", new_str: "answer = 42" },
};

describe.concurrent("CI repair, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("reads the failed job's log, fixes the code and pushes the fix with its trailer to the pull request's branch", async (context) => {
    const s = await stage(context);
    const { pull, sha } = failingBranch(s);

    const run = await s.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, { headSha: sha }),
      script: [{ toolCalls: [FIX] }, { text: "`answer` was 41; the test expects 42. Fixed it." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(run.outputs.published).toBe("push");
    expect(run.outputs.branch).toBe("feature");
    // The model was told which test failed and why, without the cleanup after the failure.
    const first = JSON.stringify(s.model.requests[0]?.body);
    expect(first).toContain("test/answer.test.ts > is 42");
    expect(first).toContain("expected 41 to be 42");
    expect(first).toContain("Run npm test");
    expect(first).not.toContain("Post job cleanup");
    expect(first).not.toContain("\\u001b[31m");
    // Whoever pushed the branch chose its name: the prompt names it only inside the data fences.
    const unfenced = first.replace(/<untrusted-data-([0-9a-f]+)[^>]*>[\s\S]*?<\/untrusted-data-\1>/g, "");
    expect(first).toContain("feature");
    expect(unfenced).not.toContain("feature");
    // The log came from the log host, without the job's token.
    expect(s.gh.logRequests.length).toBeGreaterThan(0);
    expect(JSON.stringify(s.gh.logRequests)).not.toContain(GITHUB_TOKEN);
    // The fix sits on the branch, on top of the failing commit, carrying the trailer.
    const head = s.fixture.originSha("feature");
    expect(s.originGit(["rev-parse", `${head}^`]).trim()).toBe(sha);
    expect(s.originGit(["show", "feature:src/app.ts"])).toContain("answer = 42");
    const message = s.originGit(["log", "-1", "--format=%B", "feature"]);
    expect(
      s.originGit(["log", "-1", "--format=%(trailers:key=Repo-Agent-CI-Fix,valueonly)", "feature"]).trim(),
    ).toBe("CI");
    expect(message).toContain("Fix the failing CI run on feature");
    // The pull request's author is told in its conversation; nothing else was opened or pushed.
    const said = s.gh.state.comments.filter((c) => c.issueNumber === pull.number);
    expect(said).toHaveLength(1);
    expect(said[0]?.body).toContain("`answer` was 41");
    expect(s.gh.requestsTo("POST", "/repos/*/pulls")).toHaveLength(0);
    expect(s.fixture.originSha("main")).toBe(s.originGit(["rev-parse", "main"]).trim());
  });

  it("skips the fourth failure of a branch that holds three fix commits, and says so on the pull request once", async (context) => {
    const s = await stage(context);
    const fix = (n: number) => ({
      message: `Fix the failing CI run on feature (${n})\n\nRepo-Agent-CI-Fix: CI`,
    });
    const { pull, sha } = failingBranch(s, [fix(1), fix(2), fix(3)]);
    // The third fix's own run, started by the App that pushed it: no person's permission to check.
    const payload = workflowRunPayload(s.gh, {
      headSha: sha,
      actor: { login: "repo-agent[bot]", type: "Bot" },
      headCommitMessage: fix(3).message,
    });

    const first = await s.run({ event: "workflow_run", payload });
    const again = await s.run({ event: "workflow_run", payload });

    for (const run of [first, again]) {
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe("skipped");
    }
    expect(first.stdout).toContain("already holds 3 CI fix commits");
    expect(s.model.requests).toHaveLength(0);
    expect(s.fixture.originSha("feature")).toBe(sha);
    const said = s.gh.state.comments.filter((c) => c.issueNumber === pull.number);
    expect(said).toHaveLength(1);
    expect(said[0]?.body).toContain("`max-ci-fixes` is 3");
    expect(said[0]?.body).toContain("https://github.com/");
  });

  it("opens a pull request against the default branch for its failure, never pushing onto it", async (context) => {
    const s = await stage(context);
    const sha = s.fixture.pushAsSomeoneElse("main", { "test/answer.test.ts": TEST_FILE }, "Test the answer");
    failedRun(s, sha, "main");

    const run = await s.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, { headSha: sha, headBranch: "main", event: "push" }),
      script: [{ toolCalls: [FIX] }, { text: "Fixed the answer." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.published).toBe("pull-request");
    expect(run.outputs.branch).toBe("agent/ci-fix-main");
    expect(s.fixture.originSha("main")).toBe(sha);
    const opened = s.gh.requestsTo("POST", "/repos/*/pulls");
    expect(opened).toHaveLength(1);
    expect(opened[0]?.body).toMatchObject({ head: "agent/ci-fix-main", base: "main" });
    expect(s.originGit(["log", "-1", "--format=%B", "agent/ci-fix-main"])).toContain("Repo-Agent-CI-Fix: CI");
  });

  it("refuses a run of a fork's code and skips a run that passed, without a model call or a write", async (context) => {
    const s = await stage(context);
    const { sha } = failingBranch(s);

    const fork = await s.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, { headSha: sha, headRepoFullName: "mallory/octo-fork" }),
    });
    const passed = await s.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, { headSha: sha, conclusion: "success" }),
    });

    expect(fork.exitCode).toBe(0);
    expect(fork.outputs.conclusion).toBe("skipped");
    expect(fork.stdout).toContain("the fork mallory/octo-fork");
    expect(passed.exitCode).toBe(0);
    expect(passed.outputs.conclusion).toBe("skipped");
    expect(passed.stdout).toContain("ended success");
    expect(s.model.requests).toHaveLength(0);
    expect(s.gh.requests.filter((r) => r.method !== "GET")).toEqual([]);
    expect(s.fixture.originSha("feature")).toBe(sha);
  });

  it("leaves a failure alone when its branch moved on since", async (context) => {
    const s = await stage(context);
    const { sha } = failingBranch(s);
    const newer = s.fixture.pushAsSomeoneElse("feature", { "NOTES.md": "more\n" }, "More work");

    const run = await s.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, { headSha: sha }),
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe("skipped");
    expect(run.stdout).toContain("moved on since the failed run");
    expect(s.model.requests).toHaveLength(0);
    expect(s.fixture.originSha("feature")).toBe(newer);
  });

  it("refuses a failure started by someone without write access, by an outsider's event or by another bot, before reading anything", async (context) => {
    const s = await stage(context);
    const { sha } = failingBranch(s);

    // mallory opens a pull request from alice's branch, or re-runs its failed check.
    const reader = await s.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, {
        headSha: sha,
        triggeringActor: { login: "mallory", type: "User" },
      }),
    });
    // A workflow on issue comments that fails on the default branch: anyone can start it.
    const main = s.fixture.originSha("main") ?? "";
    const comment = await s.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, {
        headBranch: "main",
        headSha: main,
        event: "issue_comment",
      }),
    });
    const dependabot = await s.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, { headSha: sha, actor: { login: "dependabot[bot]", type: "Bot" } }),
    });

    for (const run of [reader, comment, dependabot]) {
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe("skipped");
    }
    expect(reader.stdout).toContain("mallory");
    expect(comment.stdout).toContain("was started by issue_comment");
    expect(dependabot.stdout).toContain("started by the bot @dependabot[bot]");
    // Only mallory's permission was read: no job, log, branch or pull request, no model call, no write.
    expect(s.gh.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      expect.stringMatching(/^GET \/repos\/[^/]+\/[^/]+\/collaborators\/mallory\/permission$/),
    ]);
    expect(s.gh.logRequests).toEqual([]);
    expect(s.model.requests).toHaveLength(0);
    expect(s.fixture.originSha("feature")).toBe(sha);
  });
});

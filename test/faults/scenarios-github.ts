import { expect } from "vitest";
import { type Fault, faults } from "../fakes/github-server.js";
import type { FaultStage } from "./harness-extra.js";
import { expectExit, outcome } from "./run-reading.js";
import { botComments, commentRun, type Play, type Scenario, theComment } from "./scenario.js";
import { FIXED_README, fixTypo, typoScript } from "./typo-task.js";

/**
 * GitHub faults (issue 6, item 5): failing and rate-limited comment and pull request calls, a
 * tracking comment deleted during the run, and a push rejected because the branch moved.
 */

/**
 * How `method path` was answered, for the observed column: the failures, then what came after.
 * Progress updates are throttled by time, so only the count of failures and the last answer are
 * stable from run to run.
 */
function answers(stage: FaultStage, method: string, path: string, failed: number): string {
  const seen = stage.gh.requestsTo(method, path).map((r) => r.status);
  const failures = seen.filter((status) => status === failed).length;
  const last = seen.at(-1) ?? 0;
  return `\`${method}\` answered ${failed} ×${failures}, then ${last >= 200 && last < 300 ? "succeeded" : last}`;
}

/** The typo task with `fault` served `times` times on `method path`; the run must not notice. */
function flaky(spec: {
  name: string;
  fault: string;
  method: string;
  path: string;
  serve: Fault;
  times: number;
}): Scenario {
  return {
    name: spec.name,
    fault: spec.fault,
    expected: "retried; `success`, one comment with the answer, one pull request",
    async play(play) {
      const { stage } = play;
      stage.gh.fail(spec.method, spec.path, spec.serve, spec.times);
      const { run, issue } = await commentRun(play, { script: typoScript() });
      expectExit(run, 0);
      expect(run.outputs.conclusion).toBe("success");
      const comment = theComment(stage, issue);
      expect(comment).toContain("Fixed the typo.");
      expect(stage.gh.state.pulls.size).toBe(1);
      expect(comment).toContain(run.outputs["pr-url"]);
      const statuses = stage.gh.requestsTo(spec.method, spec.path).map((r) => r.status);
      expect(statuses.filter((status) => status === spec.serve.status)).toHaveLength(spec.times);
      const said = answers(stage, spec.method, spec.path, spec.serve.status);
      return `${outcome(run)}; ${said}; one comment with the answer and the pull request link`;
    },
  };
}

/** A pull request `docs-polish` from this repository, with one commit of its own. */
function pullRequestOnBranch(stage: FaultStage): number {
  stage.fixture.git(["branch", "docs-polish", "main"], stage.origin);
  const headSha = stage.fixture.pushAsSomeoneElse("docs-polish", { "docs/guide.md": "# Guide\n" });
  return stage.gh.addPull({ title: "Polish the docs", headRef: "docs-polish", headSha }).number;
}

/** The typo task on a pull request whose branch gets `theirs` from someone else while the agent works. */
async function branchMovesDuringRun(play: Play, theirs: Record<string, string>) {
  const { stage } = play;
  const pull = pullRequestOnBranch(stage);
  const result = await commentRun(play, {
    pull,
    script: [
      () => {
        stage.fixture.pushAsSomeoneElse("docs-polish", theirs, "Their change, pushed during the run");
        return { toolCalls: [fixTypo] };
      },
      { text: "Fixed the typo on your branch." },
    ],
  });
  expectExit(result.run, 0);
  expect(result.run.outputs.conclusion).toBe("success");
  return result;
}

export const githubScenarios: Scenario[] = [
  flaky({
    name: "a tracking comment that fails to be created with 502s is retried",
    fault: "`POST /issues/{n}/comments` answers 502 twice",
    method: "POST",
    path: "/repos/*/issues/*/comments",
    serve: faults.serverError(502),
    times: 2,
  }),
  flaky({
    name: "a tracking comment update hit by the secondary rate limit waits and retries",
    fault: "`PATCH /issues/comments/{id}` answers 403 with `retry-after: 1` (secondary rate limit)",
    method: "PATCH",
    path: "/repos/*/issues/comments/*",
    serve: faults.secondaryRateLimit(1),
    times: 1,
  }),
  flaky({
    name: "a pull request that fails to be opened with 503s is retried",
    fault: "`POST /pulls` answers 503 twice",
    method: "POST",
    path: "/repos/*/pulls",
    serve: faults.serverError(503),
    times: 2,
  }),
  flaky({
    name: "a pull request hit by the secondary rate limit waits and retries",
    fault: "`POST /pulls` answers 403 with `retry-after: 1` (secondary rate limit)",
    method: "POST",
    path: "/repos/*/pulls",
    serve: faults.secondaryRateLimit(1),
    times: 1,
  }),
  {
    name: "a tracking comment deleted during the run is written anew",
    fault: "someone deletes the tracking comment while the agent works",
    expected: "the next update gets 404 and creates a new comment, which ends with the answer",
    async play(play) {
      const { stage } = play;
      let deleted = 0;
      const issue = stage.gh.addIssue({ title: "Typo in the README" }).number;
      const { run } = await commentRun(play, {
        issue,
        script: [
          () => {
            for (const comment of botComments(stage, issue)) {
              stage.gh.deleteComment(comment.id);
              deleted++;
            }
            return { toolCalls: [fixTypo] };
          },
          { text: "Fixed the typo." },
        ],
      });
      expectExit(run, 0);
      expect(deleted).toBe(1);
      const comment = theComment(stage, issue);
      expect(comment).toContain("Fixed the typo.");
      const patches = stage.gh.requestsTo("PATCH", "/repos/*/issues/comments/*").map((r) => r.status);
      expect(patches).toContain(404);
      expect(stage.gh.requestsTo("POST", `/repos/*/issues/${issue}/comments`)).toHaveLength(2);
      expect(run.outputs["comment-url"]).toContain(`#issuecomment-${botComments(stage, issue)[0]?.id}`);
      return `${outcome(run)}; an update answered 404, so a second comment was created; it holds the answer and \`comment-url\` points at it`;
    },
  },
  {
    name: "a push rejected because the pull request's branch moved is merged onto its new head when that is clean",
    fault: "someone pushes an unrelated commit to the pull request's branch during the run",
    expected:
      "push rejected, fetch, the changes merged onto the new head (never a force push), push again; `success`; the comment says so",
    async play(play) {
      const { stage } = play;
      const { run, issue } = await branchMovesDuringRun(play, { "docs/other.md": "# Other\n" });
      expect(run.outputs.branch).toBe("docs-polish");
      expect(stage.originGit(["show", "docs-polish:README.md"])).toBe(FIXED_README);
      expect(stage.originGit(["log", "-1", "--format=%s", "docs-polish^"])).toBe(
        "Their change, pushed during the run",
      );
      const comment = theComment(stage, issue);
      expect(comment).toContain("merged onto them");
      return `${outcome(run)}; \`docs-polish\` holds their commit, then the fix on top; comment: "${noteIn(comment, "merged")}"`;
    },
  },
  {
    name: "a push rejected because the branch moved in a conflicting way goes to a new branch and says so",
    fault: "someone pushes a change to the same README line to the pull request's branch during the run",
    expected:
      "the changes cannot be merged onto the new head; the fix is pushed to `docs-polish-2` with a pull request into `docs-polish`; the comment says so",
    async play(play) {
      const { stage } = play;
      const theirs = "# Demo\n\nThis is teh demo project, now with a longer line.\n";
      const { run, issue } = await branchMovesDuringRun(play, { "README.md": theirs });
      expect(run.outputs.branch).toBe("docs-polish-2");
      // A pull request from it into the author's branch brings them the fix.
      expect(run.outputs.published).toBe("pull-request");
      expect(stage.gh.requestsTo("POST", "/repos/*/pulls").map((r) => r.body)).toEqual([
        expect.objectContaining({ head: "docs-polish-2", base: "docs-polish" }),
      ]);
      expect(stage.originGit(["show", "docs-polish:README.md"])).toBe(theirs.trim());
      expect(stage.originGit(["show", "docs-polish-2:README.md"])).toBe(FIXED_README);
      const comment = theComment(stage, issue);
      expect(comment).toContain("docs-polish-2");
      return `${outcome(run)}; \`docs-polish\` keeps their change; the fix is on \`docs-polish-2\`; comment: "${noteIn(comment, "conflicts")}"`;
    },
  },
];

/** The comment's line that mentions `word`, without quote marks, for the table. */
function noteIn(comment: string, word: string): string {
  const line = comment.split("\n").find((l) => l.includes(word)) ?? "";
  return line.replace(/^>\s*/, "").trim();
}

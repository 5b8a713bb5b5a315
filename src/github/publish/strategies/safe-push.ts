import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { fail, ok, type Result } from "../../../base/result.js";
import { credentialEnv } from "../../credentials.js";
import { BOT_EMAIL, BOT_NAME, GIT_LIMITS, type Git, type GitEnv, REMOTE } from "../../git.js";
import { findSecretInCommit } from "../push-check.js";
import { SecretScanner } from "../secret-scan.js";
import { commitMessageFor, notes } from "../texts.js";
import type { Work } from "../work.js";

/**
 * Pushing without force: the run's tree committed in the trusted repository, checked for secrets
 * right before each push, merged onto a branch that moved, or moved to a branch of its own when
 * the merge conflicts.
 */

/** A push that landed: the branch and commit, and `note` when it landed elsewhere than asked. */
export interface Pushed {
  branch: string;
  sha: string;
  note?: string;
}

/**
 * Commits the run's tree on its start commit, pushes it to `branch` (`pushSafely`) and records
 * the push in the trusted repository. A failure's `error` is written for the reader.
 */
export async function commitAndPush(work: Work, branch: string): Promise<Result<Pushed>> {
  // The index the push leaves as the workspace's is written while the commit is checked and pushed.
  const index = work.index();
  try {
    const committed = await commitTree(work, work.tree, work.startSha);
    if (!committed.ok) return committed;
    const pushed = await pushSafely(work, committed.value, branch);
    if (!pushed.ok) return fail(notes.pushFailed(pushed.error));
    await recordPushed(work, pushed.value, await index);
    return pushed;
  } finally {
    // Never left writing into the scratch folder, which is removed after publishing.
    await index;
  }
}

/**
 * Commits the run's tree on its start commit and pushes exactly that commit to a branch of its
 * own: `branch`, or `<branch>-2`, `-3`, ... when that one exists already (a re-run of the same
 * workflow run). It is never merged onto another commit, and the trusted repository's HEAD stays
 * where it is: a proposal must be the run's tree on its start, and nothing is published yet.
 */
export async function commitAndPushAside(work: Work, branch: string): Promise<Result<Pushed>> {
  const committed = await commitTree(work, work.tree, work.startSha);
  if (!committed.ok) return committed;
  const commit = committed.value;
  const { git, credential, token, scratch } = work.params;
  const refused = await secretRefusal(git, new SecretScanner(work.params.secrets), commit, work.startSha);
  if (refused) return fail(refused);
  const env = await credentialEnv(git, credential, scratch, token);
  const first = await pushCommit(git, commit, branch, env);
  if (first.ok) return ok({ branch, sha: commit });
  if (!first.moved) return fail(notes.pushFailed(first.error));
  const alternate = await pushToAlternate(work, commit, branch, env);
  return alternate.ok ? alternate : fail(notes.pushFailed(alternate.error));
}

/** The commit (its sha) of the run's tree on `parent`, made by the bot with the run's message; no hooks run. */
async function commitTree(work: Work, tree: string, parent: string | undefined): Promise<Result<string>> {
  const { params } = work;
  const message = params.redact(commitMessageFor(params.trigger, params.conclusion, params.run, params.repo));
  const identity = {
    GIT_AUTHOR_NAME: BOT_NAME,
    GIT_AUTHOR_EMAIL: BOT_EMAIL,
    GIT_COMMITTER_NAME: BOT_NAME,
    GIT_COMMITTER_EMAIL: BOT_EMAIL,
  };
  const args = ["commit-tree", tree, ...(parent ? ["-p", parent] : []), "-F", "-"];
  const made = await params.git.exec(args, { input: message, env: identity });
  return made.ok ? ok(made.value.trim()) : made;
}

/**
 * Why `commit` must not be pushed (a secret in it, a credential the run's start commit did not
 * hold, or it could not be checked), or undefined.
 */
async function secretRefusal(
  git: Git,
  scanner: SecretScanner,
  commit: string,
  startSha: string | undefined,
): Promise<string | undefined> {
  const checked = await findSecretInCommit(git, commit, scanner, startSha);
  if (!checked.ok) return notes.unchecked(checked.error);
  return checked.value && notes.secretFound(checked.value);
}

/**
 * Pushes `commit` to `branch` without force. When the branch moved meanwhile, the run's changes
 * are merged onto its new head (`merge-tree`, no work tree) and pushed again; when they conflict,
 * the commit goes to `<branch>-2` (or `-3`, ...) and `note` says so. Every commit is checked for
 * secrets right before it is pushed.
 */
async function pushSafely(work: Work, commit: string, branch: string): Promise<Result<Pushed>> {
  const { git, credential, token, scratch } = work.params;
  const env = await credentialEnv(git, credential, scratch, token);
  // Built once: its needles (every form of every secret) serve each commit tried.
  const scanner = new SecretScanner(work.params.secrets);
  let current = commit;
  for (let attempt = 0; attempt <= GIT_LIMITS.maxMergeAttempts; attempt++) {
    const refused = await secretRefusal(git, scanner, current, work.startSha);
    if (refused) return fail(refused);
    const pushed = await pushCommit(git, current, branch, env);
    if (pushed.ok) {
      const note = current === commit ? undefined : notes.merged(branch);
      return ok({ branch, sha: current, ...(note ? { note } : {}) });
    }
    if (!pushed.moved) return pushed;
    const head = await git.fetchBranch(branch, env);
    if (!head.ok) return head;
    const merged = await git.exec(["merge-tree", "--write-tree", head.value, current]);
    if (!merged.ok) return pushToAlternate(work, commit, branch, env);
    const tree = merged.value.split("\n")[0]?.trim() ?? "";
    const remade = await commitTree(work, tree, head.value);
    if (!remade.ok) return remade;
    current = remade.value;
  }
  return fail(`git push failed: ${branch} kept moving; gave up after ${GIT_LIMITS.maxMergeAttempts} merges`);
}

async function pushToAlternate(
  work: Work,
  commit: string,
  branch: string,
  env: GitEnv,
): Promise<Result<Pushed>> {
  const { git } = work.params;
  for (let n = 2; n < 2 + GIT_LIMITS.maxAlternateBranches; n++) {
    const alternate = `${branch}-${n}`;
    const pushed = await pushCommit(git, commit, alternate, env);
    if (pushed.ok) return ok({ branch: alternate, sha: commit, note: notes.alternate(branch, alternate) });
    if (!pushed.moved) return pushed;
  }
  return fail(`git push failed: ${branch}-2 to ${branch}-${GIT_LIMITS.maxAlternateBranches + 1} all exist`);
}

/** One push of `commit` to `refs/heads/<branch>`; `moved` tells a rejected non-fast-forward from other failures. */
export async function pushCommit(
  git: Git,
  commit: string,
  branch: string,
  env: GitEnv,
): Promise<Result<undefined, { moved: boolean }>> {
  const args = ["push", "--porcelain", REMOTE, `${commit}:refs/heads/${branch}`];
  const result = await git.run(args, { env, timeoutMs: GIT_LIMITS.networkTimeoutMs });
  if (result.code === 0) return ok();
  // --porcelain reports each ref on stdout as "!<TAB>src:dst<TAB>[rejected] (reason)".
  const moved = /\[rejected\] \((?:non-fast-forward|fetch first)\)/.test(result.stdout);
  const rejected = result.stdout
    .split("\n")
    .filter((line) => line.startsWith("!"))
    .join("\n");
  // The rejected refs say more than the rest of stdout ("To origin", "Done").
  const failure = { ...result, stdout: "", stderr: `${rejected}\n${result.stderr}` };
  return fail(git.describeFailure(args, failure), { moved });
}

/**
 * After a push, the trusted repository records it as the workspace's state: `branch` checked
 * out at `sha`, with the committed tree as its index, as if the commit had been made there.
 */
async function recordPushed(
  work: Work,
  { branch, sha }: Pushed,
  indexFile: string | undefined,
): Promise<void> {
  const { git } = work.params;
  await git.exec(["update-ref", `refs/heads/${branch}`, sha]);
  await git.exec(["symbolic-ref", "HEAD", `refs/heads/${branch}`]);
  // A failed copy only leaves git status misreporting the pushed files to a later step: the push
  // itself stands, and the run's outcome is the push, so it is passed over.
  if (git.gitDir && indexFile) await copyFile(indexFile, join(git.gitDir, "index")).catch(() => {});
}

import { describeRequestError } from "../client.js";
import { cutDiff, type Git } from "../git.js";
import { chooseDelivery } from "./decision.js";
import { withPatch } from "./strategies/patch.js";
import { deliver } from "./strategies/registry.js";
import { notes } from "./texts.js";
import type { PublishParams, PublishResult, Work } from "./work.js";

export type { PublishMode, PublishParams, PublishResult, RunInfo } from "./work.js";

/**
 * Longest patch handed back. The comment fits what it can of it (65,536 characters at most); the
 * job log and the trajectory keep all of it, so unpublished work is not lost to the comment's size.
 */
export const MAX_PATCH_CHARS = 1_000_000;

/**
 * Publishes the run's changes as the trigger, mode and conclusion call for. The changes are the
 * working tree read as data (`snapshot`) against `startSha`, committed in the trusted
 * repository with `commit-tree` (no hooks, no work tree): commits the agent made itself are
 * not pushed, their result is (it is in the files).
 *
 * - nothing changed: nothing happens.
 * - `comment` mode, or a pull request from a fork: nothing is pushed; `patch` holds the diff.
 * - an issue, a workflow_dispatch or a schedule: a new branch (`branchNameFor`), a commit, a push
 *   to origin and a pull request against the base branch (`Fixes #N` for issues). An open pull
 *   request from the same branch is refreshed instead of opening another.
 * - a pull request comment in `auto` mode: a commit pushed to the pull request's head branch.
 * - a pull request comment in `pr` mode, or a run that did not finish on a pull request: a new
 *   branch from the head and a pull request against the head branch.
 *
 * The choice is `chooseDelivery`'s; each choice's strategy is in `strategies/`. Nothing is ever
 * force-pushed: a branch that moved gets the changes merged onto its new head.
 * A run that ended by `max_steps`, `timeout`, `cancelled` or `error` still publishes (nothing is
 * lost), as a draft pull request marked WIP. A commit holding a secret is never pushed. Failures
 * come back in `error`, with `patch` holding the changes. Never throws.
 */
export async function publish(params: PublishParams): Promise<PublishResult> {
  const { git, redact } = params;
  const startSha = params.startSha ?? (await git.headSha());
  if (!params.snapshot.ok)
    return { changed: false, published: "none", files: [], error: redact(params.snapshot.error) };
  const snapshot = params.snapshot.value;
  const leftOut = snapshot.leftOut.length > 0 ? { leftOut: snapshot.leftOut } : {};
  const base = startSha ?? (await emptyTree(git));
  const listed = await git.exec([
    "diff-tree",
    "-r",
    "-z",
    "--name-only",
    "--no-renames",
    base,
    snapshot.tree,
  ]);
  if (!listed.ok)
    return { changed: false, published: "none", files: [], ...leftOut, error: redact(listed.error) };
  const files = listed.value.split("\0").filter(Boolean);
  if (files.length === 0) return { changed: false, published: "none", files: [], ...leftOut };
  const max = params.maxPatchChars ?? MAX_PATCH_CHARS;
  const diffArgs = ["diff", "--no-color", "--no-ext-diff", "--no-textconv", base, snapshot.tree];
  const diff = await git.run(diffArgs, { maxOutputChars: max + 1, stopWhenCut: true });
  const cut = cutDiff(diff.stdout, max);
  const work: Work = {
    params,
    startSha,
    tree: snapshot.tree,
    index: snapshot.index,
    patch: { text: cut.text, truncated: cut.truncated || diff.truncated },
  };
  try {
    return { changed: true, files, ...leftOut, ...(await deliver(work, chooseDelivery(params))) };
  } catch (error) {
    // Our own code failed (a bug, a full disk); the changes must still reach the reader.
    return {
      changed: true,
      files,
      ...leftOut,
      ...withPatch(work, { error: notes.failed(describeRequestError(error)) }),
    };
  }
}

/** The empty tree, written into the repository: the base of a repository with no commit yet. */
async function emptyTree(git: Git): Promise<string> {
  const made = await git.exec(["hash-object", "-t", "tree", "-w", "--stdin"], { input: "" });
  return made.ok ? made.value.trim() : "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
}

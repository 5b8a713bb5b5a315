import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fail, ok, type Result } from "../../base/result.js";
import { createGit, type Git, type GitOptions } from "../git.js";
import { copyTree, makeAgentGit } from "./agent-git.js";

/**
 * The repository's git data, kept out of the agent's reach while it works (DESIGN section 4a).
 *
 * Before the agent starts, the workspace's `.git` moves into a private folder (mode 0700, next
 * to the workspace so the move is a rename) and the agent gets a `.git` of its own that it may use
 * and break, whose objects are borrowed read-only from the trusted ones (agent-git.ts). The
 * action publishes from the private one, taking the working tree's files as data, so no hook,
 * config, `commondir`, alternates or gitfile the agent wrote is ever read by the action's git.
 * Afterwards the agent's `.git`, whatever it became (a folder, a symlink, a file), is removed
 * without being followed (or, when it cannot be, moved into the private folder) and the private
 * one moves back: later steps of the job see the repository as it was plus the action's own
 * commits, and never a `.git` the agent made.
 */

/** What a post step needs to put the repository back when the main step was killed. */
export interface VaultRecord {
  /** The workspace whose `.git` this is. */
  workspace: string;
  /** The private folder; the trusted git directory is `<dir>/git`. */
  dir: string;
  /** The read-only view of the trusted objects the agent's `.git` borrows, when one was made. */
  objects?: string;
}

export interface Vault extends VaultRecord {
  /** The trusted git directory. */
  gitDir: string;
  /** Git over the trusted directory, with no working tree unless a command asks for one. */
  git: Git;
  /**
   * Removes the agent's `.git` (never following it; moved into the private folder when it cannot
   * be removed) and moves the trusted one back. Idempotent; never throws: returns why the trusted
   * `.git` could not go back, for the log.
   */
  restore(): Promise<string | undefined>;
}

/** Name of the trusted git directory inside the private folder. */
const TRUSTED = "git";
/** Marks the private folder, so a post step only ever moves back what the action made. */
const MARKER = "repo-agent-vault";

/**
 * Moves `<workspace>/.git` into a private folder and leaves the agent a copy. `.git` must be a
 * real folder: a gitfile or a symlink there before the run is refused rather than followed.
 * Never throws; a failure comes back as a failure saying why.
 */
export async function lockRepository(
  workspace: string,
  options: Pick<GitOptions, "env" | "redact"> & { fallbackDir?: string } = {},
): Promise<Result<Vault>> {
  const dotGit = join(workspace, ".git");
  const found = await lstat(dotGit).catch(() => undefined);
  if (!found?.isDirectory()) {
    const what = !found ? "missing" : found.isSymbolicLink() ? "a symlink" : "not a folder";
    return fail(`the workspace's .git is ${what}; the action needs the folder actions/checkout makes`);
  }
  let dir: string;
  try {
    dir = await privateFolder(workspace, options.fallbackDir);
    await moveFolder(dotGit, join(dir, TRUSTED));
  } catch (error) {
    return fail(`could not move .git out of the agent's reach: ${(error as Error).message}`);
  }
  try {
    // Its refs, index and config (already without the checkout credential) of its own, the
    // objects borrowed, so `git status`, `log` and `commit` work, and nothing it does reaches
    // ours. The view of the objects only beside the workspace: elsewhere (the runner's temp
    // folder) the sandbox user could not read it.
    const beside = dirname(dir) === dirname(workspace);
    const objects = await makeAgentGit(join(dir, TRUSTED), dotGit, beside ? dirname(dir) : undefined);
    return ok(openVault({ workspace, dir, ...(objects ? { objects } : {}) }, options));
  } catch (error) {
    const undone = await openVault({ workspace, dir }, options).restore();
    return fail(
      `could not give the agent a .git of its own: ${(error as Error).message}${undone ? `; ${undone}` : ""}`,
    );
  }
}

/** The vault a record describes (the post step's way back in). */
export function openVault(record: VaultRecord, options: Pick<GitOptions, "env" | "redact"> = {}): Vault {
  const gitDir = join(record.dir, TRUSTED);
  let restored = false;
  return {
    ...record,
    gitDir,
    git: createGit(record.workspace, { ...options, gitDir }),
    async restore() {
      if (restored) return undefined;
      const dotGit = join(record.workspace, ".git");
      try {
        const marker = await readFile(join(record.dir, MARKER), "utf8").catch(() => "");
        if (marker.trim() !== record.workspace) return `${record.dir} is not this workspace's vault`;
        if (!(await lstat(gitDir).catch(() => undefined))?.isDirectory()) {
          restored = true;
          return undefined;
        }
        const left = await removeAgentGit(dotGit, record.dir);
        try {
          await moveFolder(gitDir, dotGit);
        } catch (error) {
          return `could not put the repository's .git back: ${(error as Error).message}${left ? ` (${left})` : ""}`;
        }
        restored = true;
        if (record.objects) await removeTree(record.objects).catch(() => {});
        // What is left in the private folder (an agent's .git that could not be removed) is out
        // of every later step's way; failing to remove it changes nothing for them.
        await removeTree(record.dir).catch(() => {});
        return undefined;
      } catch (error) {
        return `could not put the repository's .git back: ${(error as Error).message}`;
      }
    },
  };
}

/**
 * A fresh 0700 folder beside the workspace (same file system, so `.git` moves by a rename),
 * else in `fallback` or the temp folder. The sandbox user may pass the workspace's parent but
 * never enters this folder.
 */
async function privateFolder(workspace: string, fallback?: string): Promise<string> {
  const candidates = [dirname(workspace), ...(fallback ? [fallback] : []), tmpdir()];
  let lastError: unknown;
  for (const parent of candidates) {
    try {
      const dir = await mkdtemp(join(parent, `.repo-agent-${basename(workspace)}-`));
      await chmod(dir, 0o700);
      await writeFile(join(dir, MARKER), `${workspace}\n`, { mode: 0o600 });
      return dir;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/**
 * Clears `dotGit` (the agent's `.git`) out of the workspace. A symlink or a file is removed
 * itself, never what it points at. A folder may have been made impossible to remove for a user
 * without root (folders left read-only, as `chmod -R a-w` does): its folders are made the
 * owner's to change first; if it still cannot be removed, it is moved into `vault` (`dir`), out
 * of the workspace. Never throws: returns why it could not be removed, or undefined.
 */
async function removeAgentGit(dotGit: string, vault: string): Promise<string | undefined> {
  try {
    await removeTree(dotGit);
    return undefined;
  } catch (error) {
    const why = `the agent's .git could not be removed: ${(error as Error).message}`;
    // A rename needs write access to the workspace, and to the folder itself for its `..` entry
    // (which `removeTree` gave where it could), and nothing of what is inside.
    const aside = await rename(dotGit, join(vault, `agent-git-${Date.now()}`)).then(
      () => undefined,
      (moved: Error) => `; nor moved aside: ${moved.message}`,
    );
    return aside ? `${why}${aside}` : undefined;
  }
}

/**
 * Removes `path` and everything in it, without following symlinks. When that fails (a read-only
 * folder inside), every folder below it is made its owner's to change and it is tried again.
 */
export async function removeTree(path: string): Promise<void> {
  // `rm` removes a symlink itself, never what it points at.
  const removed = await rm(path, { recursive: true, force: true }).then(
    () => true,
    () => false,
  );
  if (removed) return;
  if ((await lstat(path).catch(() => undefined))?.isDirectory()) await openFolders(path);
  await rm(path, { recursive: true, force: true });
}

/**
 * Gives the owner full access to `dir` and every folder below it. Only what `lstat` calls a folder
 * is changed (a directory entry's type is `lstat`'s), so no symlink is ever followed. Folders
 * this user may not change are passed over: removing them then fails and says so.
 */
async function openFolders(dir: string): Promise<void> {
  // Passed over when refused: the removal that follows fails on that folder and says so.
  await chmod(dir, 0o700).catch(() => {});
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isDirectory()) await openFolders(join(dir, entry.name));
}

/** Renames `from` to `to`; across file systems, copies (symlinks as symlinks) and removes. */
async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await mkdir(dirname(to), { recursive: true });
    await copyTree(from, to);
    await rm(from, { recursive: true, force: true });
  }
}

import { lstatSync } from "node:fs";
import { lstat } from "node:fs/promises";
import path from "node:path";
import { fail, ok, type Result } from "../base/result.js";
import { SYSTEM_PATH } from "../base/system-path.js";
import { runSearchProgram, type SearchRun } from "./search-process.js";

/**
 * The search tools' git, over the workspace's own `.git`. That `.git` is the agent's copy, and a
 * hostile model may have written every byte of it (its config, its index, its info/exclude), so
 * git is run such that nothing there can start a program, move the work tree, or make git read a
 * file outside the workspace as its rules:
 * - the repository is named explicitly (`--git-dir=<root>/.git --work-tree=<root>`), and only when
 *   `<root>/.git` is a real folder: no discovery up the tree, no gitfile or symlink followed, no
 *   `core.worktree`, and no GIT_DIR or GIT_WORK_TREE of the environment;
 * - every GIT_* variable of the environment is dropped (GIT_CONFIG_PARAMETERS, GIT_EXEC_PATH,
 *   GIT_TRACE* writing files, GIT_INDEX_FILE, GIT_*_PATHSPECS changing what a pathspec means), and
 *   neither system nor global configuration is read;
 * - the settings that run programs or read other files are overridden on the command line, which
 *   wins over the repository's config and whatever it includes: fsmonitor (a command run on every
 *   index read), hooks, the pager, excludes and attributes files outside the tree, submodule
 *   recursion (a submodule's gitfile may point anywhere);
 * - no transport may run and nothing is fetched (GIT_ALLOW_PROTOCOL empty, protocol.allow=never,
 *   GIT_NO_LAZY_FETCH): `git grep` reads an entry marked unchanged from its blob, and in a
 *   "partial clone" a missing blob is fetched, through an `ssh` command the config names;
 * - git is looked up in the system folders first, like the action's own git.
 * What git then reads is data: the index, objects, and the `.gitignore` files of the tree.
 */

/** Command-line settings of every search git command (see above). */
const SAFE_CONFIG = [
  "core.fsmonitor=false",
  "core.hooksPath=/dev/null",
  "core.pager=cat",
  "core.untrackedCache=false",
  "core.excludesFile=/dev/null",
  "core.attributesFile=/dev/null",
  "core.quotePath=false",
  "submodule.recurse=false",
  "protocol.allow=never",
  // Output formats `git grep` is parsed by.
  "grep.column=false",
  "grep.fullName=false",
  "grep.lineNumber=true",
  "color.ui=false",
].flatMap((setting) => ["-c", setting]);

/** Variables of the tools' environment that pass to git: the locale (it decides what `(?i)` folds). */
function passes(name: string): boolean {
  return name === "LANG" || name === "LANGUAGE" || name.startsWith("LC_");
}

/** The environment of a search git command, from the tools' environment `env`. */
export function workspaceGitEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && passes(name)) kept[name] = value;
  return {
    ...kept,
    PATH: env.PATH ? `${SYSTEM_PATH}:${env.PATH}` : SYSTEM_PATH,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_ATTR_NOSYSTEM: "1",
    GIT_ALLOW_PROTOCOL: "",
    GIT_NO_LAZY_FETCH: "1",
    GIT_OPTIONAL_LOCKS: "0",
    GIT_TERMINAL_PROMPT: "0",
    GIT_PAGER: "cat",
  };
}

/** `git <args>` over the workspace `root`'s own repository, with the settings above. */
export function workspaceGitArgv(root: string, args: readonly string[]): string[] {
  return [
    "git",
    "--no-pager",
    `--git-dir=${path.join(root, ".git")}`,
    `--work-tree=${root}`,
    // The sandbox user runs this on a tree another user owns; the settings above make it safe.
    "-c",
    `safe.directory=${root}`,
    ...SAFE_CONFIG,
    ...args,
  ];
}

/** True when `root/.git` is a real folder (not a gitfile, not a symlink): the only repository used. */
export async function hasOwnRepository(root: string): Promise<boolean> {
  return (await lstat(path.join(root, ".git")).catch(() => undefined))?.isDirectory() === true;
}

/** What git says when the folder it was given is no repository (an empty or broken `.git`). */
export const NOT_A_REPOSITORY = /not a git repository/i;

/** A search git command's whole stdout, or why there is none (`unavailable`: use the walk instead). */
export type GitOutput = Result<string, { unavailable: boolean }>;

/** How long one listing may take. */
const LISTING_TIMEOUT_MS = 30_000;

/** Runs a search git command over `root`'s own repository (see above) and collects its stdout. */
export async function gitOutput(
  root: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<GitOutput> {
  const chunks: Buffer[] = [];
  const run: SearchRun = await runSearchProgram(workspaceGitArgv(root, args), {
    cwd: root,
    env: workspaceGitEnv(env),
    timeoutMs: LISTING_TIMEOUT_MS,
    signal,
    onStdout: (chunk) => chunks.push(chunk),
  });
  if (run.ending === "exited" && run.exitCode === 0) return ok(Buffer.concat(chunks).toString("utf8"));
  if (run.ending === "failed") return fail(run.error ?? "git did not start", { unavailable: true });
  if (run.ending !== "exited") return fail(`git ${args[0]}: ${run.ending}`, { unavailable: false });
  return fail(run.stderr || `git exited with ${run.exitCode}`, { unavailable: true });
}

/** What git knows of the files under a folder: candidates to check on disk, and folders to walk. */
export interface GitListing {
  /**
   * Paths relative to the workspace root ("/"-separated) of the files git tracks (not deleted
   * from the disk) and of the untracked ones `.gitignore` does not ignore (or all of them, when
   * ignored files are wanted); unsorted. As in git, a rule never ignores a tracked file. Taken
   * from git's index: each may since have become a symlink, or lie below one, so check it
   * (`PlainFiles`) before showing or reading it.
   */
  files: string[];
  /**
   * Folders git lists but does not enter (nested repositories, submodules' checkouts), relative to
   * the root: their files are found by walking them.
   */
  folders: string[];
}

export interface ListingOptions {
  /** Include what `.gitignore` ignores (the folder asked for is itself ignored). */
  includeIgnored: boolean;
  /** The tools' environment (PATH finds git where the system folders do not hold it). */
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}

const GITLINK = "160000";
const SYMLINK = "120000";

/**
 * git's listing of the files under `scope` (absolute, inside `root`), or undefined when git cannot
 * give one (no `.git` folder of the root's own, git missing, a broken repository): then walk.
 * Two listings run at once: the index with its modes and deleted entries, and the untracked files.
 */
export async function listWithGit(
  root: string,
  scope: string,
  options: ListingOptions,
): Promise<GitListing | undefined> {
  if (!(await hasOwnRepository(root))) return undefined;
  const scoped = folderPathspec(root, scope);
  const spec = scoped.length > 0 ? ["--", ...scoped] : [];
  const exclude = options.includeIgnored ? [] : ["--exclude-standard"];
  const run = (args: string[]) =>
    gitOutput(root, ["ls-files", "-z", ...args, ...spec], options.env, options.signal);
  const [index, others] = await Promise.all([
    run(["--cached", "--deleted", "--stage", "-t"]),
    run(["--others", ...exclude]),
  ]);
  if (!index.ok || !others.ok) return undefined;

  const deleted = new Set<string>();
  const tracked: string[] = [];
  const folders: string[] = [];
  // Records: "<tag> <mode> <object> <stage>\t<path>"; tag R repeats an entry missing from the disk.
  // Read by position: tens of thousands of them, and the fields before the tab have fixed forms.
  const text = index.value;
  for (let at = 0; at < text.length; ) {
    const end = text.indexOf("\0", at);
    const stop = end < 0 ? text.length : end;
    const tab = text.indexOf("\t", at);
    if (tab > at && tab < stop) {
      const file = text.slice(tab + 1, stop);
      const mode = text.slice(at + 2, at + 8);
      const tag = text[at];
      // Tag S: outside a sparse checkout (skip-worktree), not in the work tree (git grep skips it
      // too). A symlink is never listed. An unmerged path has an entry per stage, one after another.
      if (tag === "R") deleted.add(file);
      else if (mode === GITLINK) folders.push(file);
      else if (tag !== "S" && mode !== SYMLINK && tracked[tracked.length - 1] !== file) tracked.push(file);
    }
    at = stop + 1;
  }
  const files = deleted.size > 0 ? tracked.filter((file) => !deleted.has(file)) : tracked;
  for (const file of others.value.split("\0")) {
    if (file === "") continue;
    // A folder holding its own repository comes as "folder/", and git does not enter it.
    if (file.endsWith("/")) folders.push(file.slice(0, -1));
    else files.push(file);
  }
  return { files, folders };
}

/**
 * The paths (relative to the root) of the files git tracks that match `pathspecs` (none: all), as
 * its index has them (some may be gone from the disk), or undefined when git cannot say. Reads the
 * index only: no folder is walked, no file looked at.
 */
export async function trackedFiles(
  root: string,
  pathspecs: readonly string[],
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<string[] | undefined> {
  if (!(await hasOwnRepository(root))) return undefined;
  const specs = pathspecs.length > 0 ? ["--", ...pathspecs] : [];
  const listed = await gitOutput(root, ["ls-files", "-z", "--cached", ...specs], env, signal);
  return listed.ok ? listed.value.split("\0").filter((file) => file !== "") : undefined;
}

/**
 * The pathspec of one folder (absolute, inside `root`; none for the root itself). With the
 * trailing "/", git reads only that folder: without it, "pkg-1" would have it look through
 * "pkg-10" and "pkg-11" too.
 */
export function folderPathspec(root: string, folder: string): string[] {
  const rel = path.relative(root, folder).split(path.sep).join("/");
  return rel === "" ? [] : [`:(literal)${rel}/`];
}

/**
 * Answers "is this path a regular file reached through real folders only?" for paths below a
 * folder already known to be real (the jail resolved it), looking at each folder once.
 * Synchronous on purpose: thousands of small system calls are several times faster so.
 */
export class PlainFiles {
  private readonly folders = new Map<string, boolean>();

  /** `base`: a real folder (absolute, no symlink in it). */
  constructor(private readonly base: string) {
    this.folders.set("", true);
  }

  /** `relative`: "/"-separated, below `base`. */
  isPlainFile(relative: string): boolean {
    if (!isInside(relative)) return false;
    const slash = relative.lastIndexOf("/");
    if (!this.isRealFolder(slash < 0 ? "" : relative.slice(0, slash))) return false;
    return lstatSync(path.join(this.base, relative), { throwIfNoEntry: false })?.isFile() === true;
  }

  /** `folder`: "/"-separated, below `base` ("" for `base` itself). */
  isRealFolder(folder: string): boolean {
    let known = this.folders.get(folder);
    if (known === undefined && folder !== "" && !isInside(folder)) known = false;
    if (known === undefined) {
      const slash = folder.lastIndexOf("/");
      known =
        this.isRealFolder(slash < 0 ? "" : folder.slice(0, slash)) &&
        lstatSync(path.join(this.base, folder), { throwIfNoEntry: false })?.isDirectory() === true;
      this.folders.set(folder, known);
    }
    return known;
  }
}

/**
 * Whether a "/"-separated path from a listing names something below the folder: the agent writes
 * every byte of .git/index, and a listed "../x" (or "a//b", "./a") is nobody's file in it.
 */
function isInside(relative: string): boolean {
  return relative.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

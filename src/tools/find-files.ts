import { lstatSync } from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import { IgnoreRules, listFiles } from "./gitignore.js";
import { globPathspecs } from "./glob-syntax.js";
import { folderPathspec, hasOwnRepository, listWithGit, PlainFiles, trackedFiles } from "./workspace-git.js";

/**
 * The files glob lists and the grep walk reads: from git's listing where the workspace is a git
 * work tree of its own (git decides what `.gitignore` ignores, in C, without this process trying
 * every folder for rule files), else from a walk of the folder that reads the rules itself. Both
 * give the same answer: files, not folders or symlinks, `.git` never, ignored files only when
 * asked for, nested repositories and submodules walked into.
 */

export interface FindOptions {
  /** The folder the pattern is relative to: a real path inside the root (the jail resolved it). */
  cwd: string;
  /** Include what `.gitignore` ignores (the folder asked for is itself ignored). */
  includeIgnored: boolean;
  /** The tools' environment: its PATH finds git where the system folders do not. */
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}

export interface FoundFiles {
  /** Paths relative to the root, "/"-separated, sorted. */
  paths: string[];
  /**
   * True when the path is (still) a regular file reached through real folders only. The paths
   * from git's listing are what its index says: one may since have become a symlink, or lie below
   * one. Call this on each path before it is shown or read.
   */
  isPlainFile(relative: string): boolean;
}

/** A glob as tinyglobby reads it: without a trailing "/", normalised ("./a" is "a"). */
const normalise = (pattern: string): string =>
  path.posix.normalize(pattern.endsWith("/") ? pattern.slice(0, -1) : pattern);

/** The matcher of a glob as tinyglobby applies it: relative paths, dot files included. */
export function globMatcher(pattern: string): (relative: string) => boolean {
  return picomatch(normalise(pattern), { dot: true, posix: true });
}

/** The folder a glob starts in, before its first wildcard ("src/a" of "src/a/**\/*.ts"), or "". */
function staticFolder(pattern: string): string {
  const scanned = picomatch.scan(normalise(pattern));
  // Without a wildcard, the whole pattern is one path: its folder is the one to read.
  const base = scanned.isGlob ? scanned.base : path.posix.dirname(scanned.base);
  // An escaped character or a way up: the folder would have to be read as a glob. Start at the top.
  return base === "." || base.includes("\\") || base.split("/").includes("..") ? "" : base;
}

/** A relative path with "/" between its parts, as git and the matchers write it. */
export const toPosix = (p: string): string => p.split(path.sep).join("/");

/** True when a "/"-separated path has a `.git` component (git lists none; a walk skips them). */
const inGitFolder = (file: string): boolean =>
  file === ".git" || file.startsWith(".git/") || file.includes("/.git/") || file.endsWith("/.git");

/**
 * True when a folder between the root (excluded) and `folder` (included) holds a `.git` of its
 * own: `folder` is inside a nested repository or a submodule, which the root's git does not list.
 */
function insideNestedRepository(root: string, folder: string): boolean {
  const rel = path.relative(root, folder);
  if (rel === "") return false;
  let at = root;
  for (const part of rel.split(path.sep)) {
    at = path.join(at, part);
    if (lstatSync(path.join(at, ".git"), { throwIfNoEntry: false })) return true;
  }
  return false;
}

/**
 * Files under `options.cwd` whose path from there matches the glob `pattern`. A pattern with `**`
 * can match at any depth: git lists the files (below the folder the pattern starts in). One
 * without reaches a few levels down at most, and a walk reads only the folders it can match in,
 * which is quicker than any listing of a large tree; git's index then adds the tracked files
 * among them that a `.gitignore` rule matches (git ignores untracked files only).
 */
export async function findFiles(root: string, pattern: string, options: FindOptions): Promise<FoundFiles> {
  const plain = new PlainFiles(root);
  const isPlainFile = (relative: string) => plain.isPlainFile(relative);
  const rules = new IgnoreRules(root, { gitignore: !options.includeIgnored });
  const walk = async (folder: string, globbed: string): Promise<string[]> =>
    (await listFiles(rules, globbed, { cwd: folder, signal: options.signal })).map((file) =>
      toPosix(path.relative(root, file)),
    );
  const scope = toPosix(path.relative(root, options.cwd));
  const prefix = scope === "" ? "" : `${scope}/`;
  const fromScope = (file: string): string | undefined =>
    file.startsWith(prefix) ? file.slice(prefix.length) : undefined;
  const matches = globMatcher(pattern);
  const start = path.join(options.cwd, staticFolder(pattern));
  const own = !insideNestedRepository(root, start) && (await hasOwnRepository(root));

  if (own && !normalise(pattern).includes("**")) {
    const [walked, tracked] = await Promise.all([
      walk(options.cwd, pattern),
      options.includeIgnored
        ? undefined
        : trackedFiles(
            root,
            globPathspecs(scope, normalise(pattern)) ?? folderPathspec(root, start),
            options.env,
            options.signal,
          ),
    ]);
    const paths = new Set(walked);
    for (const file of tracked ?? []) {
      if (paths.has(file) || inGitFolder(file)) continue;
      const below = fromScope(file);
      if (below !== undefined && matches(below) && plain.isPlainFile(file)) paths.add(file);
    }
    return { paths: [...paths].sort(), isPlainFile };
  }
  const listing = own ? await listWithGit(root, start, options) : undefined;
  if (options.signal?.aborted) return { paths: [], isPlainFile };
  if (!listing) return { paths: (await walk(options.cwd, pattern)).sort(), isPlainFile };

  const paths = listing.files.filter((file) => {
    const below = fromScope(file);
    return below !== undefined && matches(below) && !inGitFolder(file);
  });
  for (const folder of listing.folders) {
    if (fromScope(`${folder}/`) === undefined || !plain.isRealFolder(folder)) continue;
    for (const file of await walk(path.join(root, folder), "**/*")) {
      const below = fromScope(file);
      if (below !== undefined && matches(below)) paths.push(file);
    }
  }
  // git's order is already nearly this one (the index is sorted): the sort has little to do.
  return { paths: (listing.folders.length > 0 ? [...new Set(paths)] : paths).sort(), isPlainFile };
}

import { createHash } from "node:crypto";
import { createReadStream, lstatSync, readlinkSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Git, GitResult } from "../git.js";

/**
 * The working tree as a git tree, read as data (DESIGN section 4a): the action's own git never
 * runs `git add` in a folder the agent wrote. Every path is looked at with `lstat`, and a path
 * below a symlink is never read through it; a symlink is committed as a symlink; file contents
 * are hashed with `--no-filters`, so no attribute or filter from the tree applies. What git cannot
 * or GitHub will not take is left out and listed.
 */

/** GitHub refuses files over 100 MB; such files are left out of the commit and listed. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

export interface LeftOut {
  path: string;
  why: string;
}

export interface Snapshot {
  /** The tree of the working tree as it would be committed. */
  tree: string;
  /** An index file holding that tree (its entries carry no stat data). */
  indexFile: string;
  /** Paths present in the working tree that the tree does not hold, and why. */
  leftOut: LeftOut[];
}

/**
 * Characters of output kept from a listing of the tree: far beyond any repository GitHub hosts.
 * `Git.exec` cuts output at a few MB (a repository of some 50,000 files lists more), and a cut
 * listing would leave files out of the commit: it would delete them.
 */
const MAX_LISTING_CHARS = 256 * 1024 * 1024;

/** `git.exec` for a command that lists the tree: all of its output, or a failure, never a part. */
export async function wholeListing(
  git: Git,
  args: string[],
  options: Parameters<Git["run"]>[1] = {},
): Promise<GitResult<{ stdout: string }>> {
  const result = await git.run(args, { ...options, maxOutputChars: MAX_LISTING_CHARS });
  if (result.code !== 0) return { ok: false, error: git.describeFailure(args, result) };
  if (result.truncated)
    return { ok: false, error: `git ${args[0]} listed more than ${MAX_LISTING_CHARS} characters` };
  return { ok: true, stdout: result.stdout };
}

interface Entry {
  mode: string;
  sha: string;
}

/** Regular file, executable file, symlink and submodule modes, as git writes them in trees. */
const MODE = { file: "100644", exec: "100755", link: "120000", gitlink: "160000" } as const;

/**
 * Builds the tree of `workTree` on top of `base` (a commit of `git`'s trusted repository, or
 * undefined for an empty repository): tracked paths of `base` as they are now, plus untracked
 * files that `.gitignore` does not exclude. Submodules keep the commit `base` records. Nested
 * repositories (a folder with its own `.git`) are never committed, nor anything under one of
 * `options.privateFolders`, wherever it is now. `scratch` is a private folder for the temporary
 * index. Never throws.
 */
export async function snapshotWorkingTree(
  git: Git,
  workTree: string,
  base: string | undefined,
  scratch: string,
  options: SnapshotOptions = {},
): Promise<GitResult<Snapshot>> {
  const indexFile = join(scratch, `index-${process.pid}-${Date.now()}`);
  const env = { GIT_INDEX_FILE: indexFile };
  await rm(indexFile, { force: true });
  const tracked = new Map<string, Entry>();
  // The base is read once, into the scratch index: its entries come from there, while git lists
  // the untracked files against it.
  if (base) {
    const read = await git.exec(["read-tree", base], { env });
    if (!read.ok) return read;
  }
  const [listed, others] = await Promise.all([
    base ? wholeListing(git, ["ls-files", "-z", "--stage"], { env }) : undefined,
    wholeListing(git, ["ls-files", "-z", "--others", "--exclude-standard"], { env, workTree }),
  ]);
  if (listed && !listed.ok) return listed;
  if (!others.ok) return others;
  for (const record of listed?.stdout.split("\0") ?? []) {
    // "<mode> <object> <stage>\t<path>"; an index read from one tree has stage 0 only.
    const tab = record.indexOf("\t");
    if (tab < 0) continue;
    const [mode = "", sha = ""] = record.slice(0, tab).split(" ");
    tracked.set(record.slice(tab + 1), { mode, sha });
  }

  const leftOut: LeftOut[] = [];
  const paths = new Set(tracked.keys());
  for (const path of others.stdout.split("\0").filter(Boolean)) {
    // git lists a folder that holds its own repository as `folder/` and does not enter it.
    if (path.endsWith("/")) leftOut.push({ path, why: "a nested git repository, never committed" });
    else paths.add(path);
  }

  const kinds = new PathKinds(workTree, options.privateFolders);
  const entries = new Map<string, Entry>();
  const toHash: string[] = [];
  const links: Array<{ path: string; target: Buffer }> = [];
  for (const path of [...paths].sort()) {
    const before = tracked.get(path);
    if (before?.mode === MODE.gitlink) {
      entries.set(path, before);
      continue;
    }
    const now = kinds.of(path);
    if (now.kind === "link") links.push({ path, target: now.target });
    else if (now.kind === "file") {
      // Files are hashed by name, one name a line (see `hashFiles`).
      if (path.includes("\n")) {
        if (before) entries.set(path, before);
        leftOut.push({ path, why: `its name holds a line break${before ? "; kept as it was" : ""}` });
      } else if (now.size > MAX_FILE_BYTES) {
        if (before) entries.set(path, before);
        leftOut.push({
          path,
          why: `${(now.size / 1024 / 1024).toFixed(0)} MB, over GitHub's 100 MB limit${before ? "; kept as it was" : ""}`,
        });
      } else {
        entries.set(path, { mode: now.executable ? MODE.exec : MODE.file, sha: "" });
        toHash.push(path);
      }
    }
    // Anything else (gone, a folder now, below a symlink, a socket) is not in the tree.
  }
  for (const folder of kinds.privateFound)
    leftOut.push({
      path: `${folder}/`,
      why: "a nested repository's .git, moved during the run; never committed",
    });

  const hashed = await hashFiles(git, workTree, toHash);
  if (!hashed.ok) return hashed;
  toHash.forEach((path, i) => {
    const entry = entries.get(path);
    if (entry) entry.sha = hashed.shas[i] ?? "";
  });
  const kept = await keepUnchangedLfsFiles(git, workTree, entries, tracked);
  if (!kept.ok) return kept;
  for (const link of links) {
    const sha = await writeBlob(git, link.target, tracked.get(link.path));
    if (!sha.ok) return sha;
    entries.set(link.path, { mode: MODE.link, sha: sha.sha });
  }

  await rm(indexFile, { force: true });
  const info = [...entries].map(([path, e]) => `${e.mode} ${e.sha}\t${path}\0`).join("");
  const built = await git.exec(["update-index", "-z", "--index-info"], { env, input: info });
  if (!built.ok) return built;
  const tree = await git.exec(["write-tree"], { env });
  if (!tree.ok) return tree;
  return { ok: true, tree: tree.stdout.trim(), indexFile, leftOut };
}

export interface SnapshotOptions {
  /**
   * Folders (`folderIdentity`) whose files are never committed, wherever they are found: the
   * `.git` of nested repositories, hidden from the agent, which could still move one aside for
   * the action to read and commit its credential.
   */
  privateFolders?: ReadonlySet<string>;
}

/** A folder's device and inode, the same wherever it is moved within its file system. */
export function folderIdentity(stat: { dev: number; ino: number }): string {
  return `${stat.dev}:${stat.ino}`;
}

type PathKind =
  | { kind: "file"; size: number; executable: boolean }
  | { kind: "link"; target: Buffer }
  | { kind: "none" };

/**
 * `lstat` of working-tree paths, refusing any path whose parent folders are not all real folders.
 * Synchronous on purpose: tens of thousands of small system calls are several times faster so,
 * and nothing else needs the event loop while a run is being published.
 */
class PathKinds {
  private readonly folders = new Map<string, boolean>();
  /** The folders of the tree that are one of the private folders, as found. */
  readonly privateFound: string[] = [];

  constructor(
    private readonly root: string,
    private readonly privateFolders: ReadonlySet<string> = new Set(),
  ) {}

  of(path: string): PathKind {
    const slash = path.lastIndexOf("/");
    if (slash > 0 && !this.isRealFolder(path.slice(0, slash))) return { kind: "none" };
    const full = join(this.root, path);
    const stat = lstatSync(full, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) {
      try {
        return { kind: "link", target: readlinkSync(full, { encoding: "buffer" }) };
      } catch {
        return { kind: "none" };
      }
    }
    if (stat?.isFile()) return { kind: "file", size: stat.size, executable: (stat.mode & 0o100) !== 0 };
    return { kind: "none" };
  }

  private isRealFolder(folder: string): boolean {
    let known = this.folders.get(folder);
    if (known === undefined) {
      const slash = folder.lastIndexOf("/");
      const stat =
        slash <= 0 || this.isRealFolder(folder.slice(0, slash))
          ? lstatSync(join(this.root, folder), { throwIfNoEntry: false })
          : undefined;
      known = stat?.isDirectory() === true;
      if (known && stat && this.privateFolders.has(folderIdentity(stat))) {
        this.privateFound.push(folder);
        known = false;
      }
      this.folders.set(folder, known);
    }
    return known;
  }
}

/** The start of a Git LFS pointer file, and the fields that name the content it stands for. */
const LFS_POINTER =
  /^version https:\/\/git-lfs\.github\.com\/spec\/v1\n(?:.*\n)*?oid sha256:([0-9a-f]{64})\n(?:.*\n)*?size (\d+)\n/;
/** Pointer files are tiny; a larger blob is never one. */
const MAX_LFS_POINTER_BYTES = 1024;

/**
 * Git LFS keeps a pointer in the repository and the real content in the working tree, swapped by
 * a filter. Filters never run here, so an unchanged LFS file would read as changed (its content
 * instead of its pointer). A file whose content matches the pointer its base holds (same size,
 * same SHA-256) keeps that pointer. A new or changed LFS file is committed as its content: the
 * LFS filter is the repository's code, and the action does not run it on the agent's files.
 */
async function keepUnchangedLfsFiles(
  git: Git,
  workTree: string,
  entries: Map<string, Entry>,
  tracked: ReadonlyMap<string, Entry>,
): Promise<GitResult> {
  const changed = [...entries].filter(([path, entry]) => {
    const before = tracked.get(path);
    return before && before.sha !== entry.sha && before.mode !== MODE.link && before.mode !== MODE.gitlink;
  });
  if (changed.length === 0) return { ok: true };
  const sizes = await wholeListing(git, ["cat-file", "--batch-check=%(objectname) %(objectsize)"], {
    input: `${changed.map(([path]) => tracked.get(path)?.sha).join("\n")}\n`,
  });
  if (!sizes.ok) return sizes;
  const small = new Set(
    sizes.stdout
      .split("\n")
      .map((line) => line.split(" "))
      .filter(([, size]) => Number(size) <= MAX_LFS_POINTER_BYTES)
      .map(([sha]) => sha),
  );
  for (const [path, entry] of changed) {
    const before = tracked.get(path);
    if (!before || !small.has(before.sha)) continue;
    const pointer = await git.exec(["cat-file", "blob", before.sha]);
    const match = pointer.ok ? LFS_POINTER.exec(pointer.stdout) : null;
    if (!match) continue;
    const [, oid, size] = match;
    if ((await sha256Of(join(workTree, path), Number(size))) === oid)
      entries.set(path, { ...before, mode: entry.mode });
  }
  return { ok: true };
}

/** The SHA-256 of a file of exactly `size` bytes, read as a stream; undefined for any other file. */
async function sha256Of(file: string, size: number): Promise<string | undefined> {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size !== size) return undefined;
  const hash = createHash("sha256");
  try {
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  } catch {
    return undefined;
  }
  return hash.digest("hex");
}

/** Hashes and stores regular files, in one git process, without filters or attributes. */
async function hashFiles(
  git: Git,
  workTree: string,
  paths: string[],
): Promise<GitResult<{ shas: string[] }>> {
  if (paths.length === 0) return { ok: true, shas: [] };
  // One path a line (names with a line break never get here); absolute, so a name can never be
  // read as an option.
  const input = `${paths.map((p) => join(workTree, p)).join("\n")}\n`;
  const hashed = await wholeListing(git, ["hash-object", "-w", "--no-filters", "--stdin-paths"], { input });
  if (!hashed.ok) return hashed;
  const shas = hashed.stdout.split("\n").filter(Boolean);
  if (shas.length !== paths.length)
    return { ok: false, error: "git hash-object returned fewer hashes than files" };
  return { ok: true, shas };
}

/** Stores `content` as a blob, unless `known` already is that blob (an unchanged symlink). */
async function writeBlob(
  git: Git,
  content: Buffer,
  known: Entry | undefined,
): Promise<GitResult<{ sha: string }>> {
  if (known && known.mode === MODE.link && blobId(content, known.sha.length) === known.sha) {
    return { ok: true, sha: known.sha };
  }
  const written = await git.exec(["hash-object", "-w", "--stdin"], { input: content });
  return written.ok ? { ok: true, sha: written.stdout.trim() } : written;
}

/** Git's object id of a blob: SHA-1, or SHA-256 in repositories that use it (64 hex digits). */
function blobId(content: Buffer, hexLength: number): string {
  const hash = createHash(hexLength === 64 ? "sha256" : "sha1");
  hash.update(`blob ${content.length}\0`);
  hash.update(content);
  return hash.digest("hex");
}

import { createHash } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { oddComponent } from "../../base/path-names.js";
import { fail, ok, type Result } from "../../base/result.js";
import {
  blobId,
  type IndexedFile,
  type TrackedEntry,
  type TreeRecord,
  type WalkRequest,
} from "../../base/tree-records.js";
import type { Git } from "../git.js";
import { streamBlobs } from "./blob-stream.js";
import { BlobWriter } from "./blob-writer.js";

/**
 * The working tree as a git tree, built from the records of a walk (src/base/tree-records.ts)
 * that ran with the agent's rights: the action's own git never opens a file of the working tree.
 * The records are data: every path is checked again here, a file said to be unchanged must be the
 * start commit's blob, and a changed one's blob id is worked out here from its bytes, which are
 * written into the trusted repository by one `git fast-import`. What git cannot or GitHub will
 * not take is left out and listed, with what the agent left that is not committed.
 */

export interface LeftOut {
  path: string;
  why: string;
}

/** Files the agent made or changed that the commit does not hold (ignored ones included). */
export interface LeftBehind {
  /** The first `MAX_LEFT_BEHIND` of them. */
  paths: string[];
  /** How many there were. */
  total: number;
}

/** Paths listed as left behind, at most; the rest are counted. */
export const MAX_LEFT_BEHIND = 200;

export interface Snapshot {
  /** The tree of the working tree as it would be committed. */
  tree: string;
  /** An index file holding that tree (its entries carry no stat data). */
  indexFile: string;
  /** Paths present in the working tree that the tree does not hold, and why. */
  leftOut: LeftOut[];
  leftBehind: LeftBehind;
  /** Repositories the agent made or changed inside the workspace: their `.git`, removed unless `why`. */
  repositories: Array<{ path: string; removed: boolean; why?: string }>;
  /** Files whose set-ID bits were found (and cleared, unless `cleared` is false). */
  setIds: Array<{ path: string; cleared: boolean }>;
}

/** Regular file, executable file, symlink and submodule modes, as git writes them in trees. */
const MODE = { file: "100644", exec: "100755", link: "120000", gitlink: "160000" } as const;

/**
 * Characters of output kept from a listing of a tree: far beyond any repository GitHub hosts.
 * `Git.exec` cuts output at a few MB (a repository of some 50,000 files lists more), and a cut
 * listing would leave files out of the commit: it would delete them.
 */
const MAX_LISTING_CHARS = 256 * 1024 * 1024;

/** `git.exec` for a command that lists a tree: all of its output, or a failure, never a part. */
export async function wholeListing(
  git: Git,
  args: string[],
  options: Parameters<Git["run"]>[1] = {},
): Promise<Result<string>> {
  const result = await git.run(args, { ...options, maxOutputChars: MAX_LISTING_CHARS });
  if (result.code !== 0) return fail(git.describeFailure(args, result));
  if (result.truncated) return fail(`git ${args[0]} listed more than ${MAX_LISTING_CHARS} characters`);
  return ok(result.stdout);
}

/** A folder's device and inode, the same wherever it is moved within its file system. */
export function folderIdentity(stat: { dev: number; ino: number }): string {
  return `${stat.dev}:${stat.ino}`;
}

/** What a walk of the working tree is asked, less where and since when: the start commit's view. */
export type StartView = Pick<WalkRequest, "tracked" | "indexed" | "exclude" | "hashLength"> & {
  /** The start commit; undefined for an empty repository. */
  base: string | undefined;
  /** A scratch index holding the start commit, which the snapshot's tree is built on. */
  indexFile: string;
};

/**
 * The start commit's entries (read once, into a scratch index in `scratch` that the snapshot is
 * then built on), the trusted index's stat data, the trusted repository's `info/exclude` and its
 * object-id length: what a walk needs from the trusted side. `base` undefined is an empty
 * repository. Never throws.
 */
export async function startView(
  git: Git,
  base: string | undefined,
  scratch: string,
): Promise<Result<StartView>> {
  const indexFile = join(scratch, `index-${process.pid}-${Date.now()}`);
  const env = { GIT_INDEX_FILE: indexFile };
  await rm(indexFile, { force: true });
  const listStart = async (): Promise<Result<string> | undefined> => {
    if (!base) return undefined;
    const read = await git.exec(["read-tree", base], { env });
    return read.ok ? wholeListing(git, ["ls-files", "-z", "--stage"], { env }) : read;
  };
  const [listed, format, index] = await Promise.all([
    listStart(),
    git.exec(["rev-parse", "--show-object-format"]),
    // The index alone: no working tree is named, so git reads none.
    wholeListing(git, ["ls-files", "-z", "--stage", "--debug"]),
  ]);
  if (listed && !listed.ok) return listed;
  const tracked = new Map<string, TrackedEntry>();
  for (const record of listed?.value.split("\0") ?? []) {
    // "<mode> <object> <stage>\t<path>"; an index read from one tree has stage 0 only.
    const tab = record.indexOf("\t");
    if (tab < 0) continue;
    const [mode = "", sha = ""] = record.slice(0, tab).split(" ");
    tracked.set(record.slice(tab + 1), { mode, sha });
  }
  const exclude = git.gitDir
    ? await readFile(join(git.gitDir, "info", "exclude"), "utf8").catch(() => "")
    : "";
  const hashLength = format.ok && format.value.trim() === "sha256" ? 64 : 40;
  const indexed = index.ok ? indexedFiles(index.value) : new Map<string, IndexedFile>();
  return ok({ base, indexFile, tracked, indexed, exclude, hashLength });
}

/** One entry of `git ls-files -z --stage --debug`: "<mode> <sha> <stage>\t<path>\0" and its stat lines. */
const INDEX_ENTRY =
  /(\d+) ([0-9a-f]+) (\d)\t([^\0]*)\0 {2}ctime: \d+:\d+\n {2}mtime: (\d+):(\d+)\n {2}dev: \d+\tino: (\d+)\n {2}uid: \d+\tgid: \d+\n {2}size: (\d+)\tflags: [0-9a-f]+\n/y;

/**
 * The regular files of the trusted index with their stat data (`WalkRequest.indexed`). An entry
 * git smudged as racily clean (its size set to 0) simply never matches a non-empty file. Output
 * of another shape ends the list where it stops matching: what is missing is read, never assumed.
 */
function indexedFiles(listing: string): Map<string, IndexedFile> {
  const files = new Map<string, IndexedFile>();
  INDEX_ENTRY.lastIndex = 0;
  for (let match = INDEX_ENTRY.exec(listing); match; match = INDEX_ENTRY.exec(listing)) {
    const [, mode = "", sha = "", stage, path = "", mtimeS, mtimeNs, ino, size] = match;
    if (stage !== "0" || (mode !== MODE.file && mode !== MODE.exec)) continue;
    files.set(path, {
      sha,
      mtimeS: Number(mtimeS),
      mtimeNs: Number(mtimeNs),
      ino: Number(ino),
      size: Number(size),
    });
  }
  return files;
}

/**
 * Builds the tree of the walk's `records` on top of the start commit (`view`, whose scratch index
 * it changes: a view serves one snapshot), in `git`'s trusted repository. Submodules keep the
 * commit the start records. Never throws: a record that breaks the rules ends it with an error.
 */
export async function buildSnapshot(
  git: Git,
  records: AsyncIterable<readonly TreeRecord[]>,
  view: StartView,
): Promise<Result<Snapshot>> {
  const gathered: Gathered = {
    entries: new TreeEntries(),
    found: { leftOut: [], leftBehind: { paths: [], total: 0 }, repositories: [], setIds: [] },
    lfsCandidates: new Map(),
  };
  for (const [path, entry] of view.tracked)
    if (entry.mode === MODE.gitlink) gathered.entries.set(path, entry);
  const taken = await takeRecords(git, records, view, gathered);
  if (!taken.ok) return taken;
  const kept = await keepUnchangedLfsFiles(git, gathered.entries, view.tracked, gathered.lfsCandidates);
  if (!kept.ok) return kept;
  return writeTree(git, view, gathered);
}

/** A file whose start blob may be a Git LFS pointer to its content: the content's SHA-256. */
interface LfsCandidate {
  sha256: string;
  size: number;
  mode: string;
}

/** What the records say, gathered while their blobs are written. */
interface Gathered {
  /** The entries of the tree being built. */
  entries: TreeEntries;
  /** What the snapshot lists besides its tree. */
  found: Omit<Snapshot, "tree" | "indexFile">;
  lfsCandidates: Map<string, LfsCandidate>;
}

/**
 * Takes every record into `gathered`, each checked first, and writes the blobs of new contents
 * through one `git fast-import`. A record that breaks the rules, or a failing reader, ends it.
 */
async function takeRecords(
  git: Git,
  records: AsyncIterable<readonly TreeRecord[]>,
  view: StartView,
  gathered: Gathered,
): Promise<Result> {
  const blobs = new BlobWriter(git, view.hashLength);
  try {
    for await (const batch of records)
      for (const record of batch) {
        const problem = refusal(record, view, gathered.entries);
        if (problem) throw new Error(problem);
        await take(record, view, gathered, blobs);
      }
    return await blobs.finish();
  } catch (error) {
    await blobs.abort();
    return fail(`the working tree could not be read: ${(error as Error).message}`);
  }
}

/** One checked record into `gathered`: a file or link as a tree entry, anything else listed. */
async function take(
  record: TreeRecord,
  view: StartView,
  gathered: Gathered,
  blobs: BlobWriter,
): Promise<void> {
  const { entries, found } = gathered;
  const before = view.tracked.get(record.path);
  switch (record.type) {
    case "file": {
      const mode = record.executable ? MODE.exec : MODE.file;
      const sha = record.content ? await blobs.write(record.content) : record.sha;
      entries.set(record.path, { mode, sha });
      if (record.content && before && before.mode !== MODE.link && sha !== before.sha) {
        const sha256 = createHash("sha256").update(record.content).digest("hex");
        gathered.lfsCandidates.set(record.path, { sha256, size: record.content.length, mode });
      }
      return;
    }
    case "link": {
      const known = before?.mode === MODE.link && blobId(record.target, view.hashLength) === before.sha;
      entries.set(record.path, {
        mode: MODE.link,
        sha: known ? before.sha : await blobs.write(record.target),
      });
      return;
    }
    case "keep":
      if (before && !entries.has(record.path)) entries.set(record.path, before);
      found.leftOut.push({ path: record.path, why: record.why });
      return;
    case "left":
      found.leftOut.push({ path: record.path, why: record.why });
      return;
    case "repository": {
      const { type: _type, ...repository } = record;
      found.repositories.push(repository);
      return;
    }
    case "made":
      if (found.leftBehind.total++ < MAX_LEFT_BEHIND) found.leftBehind.paths.push(record.path);
      return;
    case "set-id":
      found.setIds.push({ path: record.path, cleared: record.cleared });
      return;
  }
}

/**
 * Writes the gathered entries into the scratch index, which holds the start commit already (only
 * what differs from it is written), and that index as a tree.
 */
async function writeTree(git: Git, view: StartView, gathered: Gathered): Promise<Result<Snapshot>> {
  const { tracked, indexFile } = view;
  const { entries, found } = gathered;
  const env = { GIT_INDEX_FILE: indexFile };
  const gone = `0 ${"0".repeat(view.hashLength)}`;
  const removed = [...tracked.keys()].filter((path) => !entries.has(path));
  // git lists a name that is not UTF-8 with U+FFFD in its place, so it cannot be named back to
  // git: such a file stays as the start commit has it, and is listed.
  for (const path of removed.filter((p) => p.includes("\ufffd")))
    found.leftOut.push({ path, why: "its name is not valid UTF-8; kept as it was" });
  const info = [
    ...[...entries]
      .filter(([path, e]) => tracked.get(path)?.sha !== e.sha || tracked.get(path)?.mode !== e.mode)
      .map(([path, e]) => `${e.mode} ${e.sha}\t${path}\0`),
    ...removed.filter((path) => !path.includes("\ufffd")).map((path) => `${gone}\t${path}\0`),
  ].join("");
  const args = ["update-index", "-z", "--index-info"];
  const built = await git.run(args, { env, input: info });
  if (built.code !== 0) return fail(git.describeFailure(args, built));
  // A name git will not hold is passed over with a warning, not an error: it is listed, not lost.
  for (const [, path = ""] of built.stderr.matchAll(/^Ignoring path (.*)$/gm))
    found.leftOut.push({ path, why: "git refuses the name" });
  const tree = await git.exec(["write-tree"], { env });
  if (!tree.ok) return tree;
  return ok({ tree: tree.value.trim(), indexFile, ...found });
}

/**
 * Why `record` cannot be taken, or undefined. Paths to commit must be safe for git in every
 * component; a file said to be unchanged must be the start commit's blob for that path (a blob
 * the action did not see written could be any object of the repository); a path comes once.
 */
function refusal(record: TreeRecord, view: StartView, entries: TreeEntries): string | undefined {
  if (record.type === "keep")
    return view.tracked.has(record.path) ? entries.conflict(record.path) : undefined;
  if (record.type !== "file" && record.type !== "link") return undefined;
  const conflict = entries.conflict(record.path);
  if (conflict) return conflict;
  if (record.type === "file" && !record.content && !isKnownBlob(record.path, record.sha, view))
    return `${record.path} came without its content`;
  // A path of the start commit is one git holds already; only a new one is looked at.
  if (view.tracked.has(record.path)) return undefined;
  const odd = record.path.split("/").find((part) => oddComponent(part) !== undefined);
  if (odd !== undefined)
    return `a path git cannot hold was offered for the commit: ${JSON.stringify(record.path)}`;
  return undefined;
}

/** The entries of the tree being built, and the folders their paths make. */
class TreeEntries extends Map<string, { mode: string; sha: string }> {
  private readonly folders = new Set<string>();

  override set(path: string, entry: { mode: string; sha: string }): this {
    for (let slash = path.indexOf("/"); slash > 0; slash = path.indexOf("/", slash + 1))
      this.folders.add(path.slice(0, slash));
    return super.set(path, entry);
  }

  /** Why `path` cannot be added: it is there already, or a file and a folder would share a name. */
  conflict(path: string): string | undefined {
    if (this.has(path)) return `${path} was read twice`;
    if (this.folders.has(path)) return `${path} is also a folder`;
    for (let slash = path.indexOf("/"); slash > 0; slash = path.indexOf("/", slash + 1))
      if (this.has(path.slice(0, slash))) return `${path} lies below a file`;
    return undefined;
  }
}

/** The start commit's or the trusted index's blob for `path`: objects the repository holds for it. */
function isKnownBlob(path: string, sha: string, view: StartView): boolean {
  return view.tracked.get(path)?.sha === sha || view.indexed?.get(path)?.sha === sha;
}

/** The start of a Git LFS pointer file, and the fields that name the content it stands for. */
const LFS_POINTER =
  /^version https:\/\/git-lfs\.github\.com\/spec\/v1\n(?:.*\n)*?oid sha256:([0-9a-f]{64})\n(?:.*\n)*?size (\d+)\n/;
/** Pointer files are tiny; a larger blob is never one. */
const MAX_LFS_POINTER_BYTES = 1024;

/**
 * Git LFS keeps a pointer in the repository and the real content in the working tree, swapped by
 * a filter. Filters never run here, so an unchanged LFS file would read as changed (its content
 * instead of its pointer). A file whose content matches the pointer its start blob holds (same
 * size, same SHA-256) keeps that pointer. A new or changed LFS file is committed as its content:
 * the LFS filter is the repository's code, and the action does not run it on the agent's files.
 * Two processes whatever the number of files: one reads the start blobs' sizes, one streams the
 * small ones, which are held one at a time.
 */
async function keepUnchangedLfsFiles(
  git: Git,
  entries: Map<string, { mode: string; sha: string }>,
  tracked: ReadonlyMap<string, TrackedEntry>,
  candidates: ReadonlyMap<string, LfsCandidate>,
): Promise<Result> {
  if (candidates.size === 0) return ok();
  const paths = [...candidates.keys()];
  const sizes = await wholeListing(git, ["cat-file", "--batch-check=%(objectsize)"], {
    input: `${paths.map((path) => tracked.get(path)?.sha).join("\n")}\n`,
  });
  if (!sizes.ok) return sizes;
  // One line per path, in order; a missing object's line is "<sha> missing".
  const lines = sizes.value.split("\n");
  const small = paths.filter(
    (_, i) => /^\d+$/.test(lines[i] ?? "") && Number(lines[i]) <= MAX_LFS_POINTER_BYTES,
  );
  let index = 0;
  let chunks: Buffer[] = [];
  // A failure leaves the pointers not yet read unmatched: those files are committed as their
  // content, as changed files are, so nothing is lost; it is not worth failing the run for.
  await streamBlobs(
    git,
    small.map((path) => tracked.get(path)?.sha ?? ""),
    {
      push: (chunk) => {
        chunks.push(chunk);
        return false;
      },
      end: () => {
        const path = small[index++] ?? "";
        const before = tracked.get(path);
        const content = candidates.get(path);
        const match = LFS_POINTER.exec(Buffer.concat(chunks).toString("utf8"));
        chunks = [];
        if (before && content && match?.[1] === content.sha256 && Number(match[2]) === content.size)
          entries.set(path, { ...before, mode: content.mode });
        return false;
      },
    },
  );
  return ok();
}

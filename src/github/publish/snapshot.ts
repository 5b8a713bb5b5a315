import { createHash } from "node:crypto";
import { chmod, mkdtemp, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isGitmodules, oddComponent } from "../../base/path-names.js";
import { fail, ok, type Result } from "../../base/result.js";
import { LISTINGS_FOLDER_PREFIX, type TreeRecord, type WalkRequest } from "../../base/tree-records.js";
import type { Git } from "../git.js";
import { BlobWriter } from "./blob-writer.js";
import { keepUnchangedLfsFiles, type LfsCandidate } from "./lfs-pointers.js";
import { copyIndex, listStart } from "./start-listing.js";
import { editedTree, type TreeChange } from "./tree-edit.js";

/**
 * The working tree as a git tree, built from the records of a walk (src/base/tree-records.ts)
 * that ran with the agent's rights: the action's own git never opens a file of the working tree.
 * The records are data, and say only what differs from the start commit: every path is checked
 * again here, and a changed file's blob id is worked out here from its bytes, which are written
 * into the trusted repository by one `git fast-import`. What git cannot or GitHub will
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
  /**
   * Writes an index file holding that tree, once, and says where; undefined when it could not be
   * written. An entry the agent left as it was keeps the trusted index's stat data when that
   * index held the start commit (`startIndex`); any other carries none. Only a push needs it
   * (safe-push.ts), and it is written beside the push, off the way to the commit.
   */
  index: () => Promise<string | undefined>;
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

/** A folder's device and inode, the same wherever it is moved within its file system. */
export function folderIdentity(stat: { dev: number; ino: number }): string {
  return `${stat.dev}:${stat.ino}`;
}

/** What a walk of the working tree is asked, less where and since when: the start commit's view. */
export type StartView = Pick<WalkRequest, "listings" | "exclude" | "hashLength"> & {
  /** The start commit; undefined for an empty repository. */
  base: string | undefined;
  /** Where the scratch index holding the start commit, which the snapshot's tree is built on, is read. */
  indexFile: string;
  /** The folder of the listings, removed by `forgetView` once the walk has read them. */
  listingFolder: string;
};

/**
 * The start commit and the trusted index listed, joined into one file (start-listing.ts) of a new
 * folder that any user may read, for the walk (`WalkRequest.listings`): the action streams them
 * to disk and never holds them, so its memory does not grow with the checkout. When the trusted
 * index holds exactly the start commit, as after any checkout, a copy of it is the listing
 * (`copyIndex`): the same entries, with their stat data, for a copy's cost; the action reads the
 * copy once, to check that it parses, and lets it go (15.7 MB on 150,000 files). With the trusted
 * repository's `info/exclude` and its object-id length, what a walk needs from the trusted side,
 * and where the scratch index the snapshot is built on will be (in `scratch`, read by
 * `buildSnapshot`).
 * `base` undefined is an empty repository. Never throws.
 */
export async function startView(
  git: Git,
  base: string | undefined,
  scratch: string,
): Promise<Result<StartView>> {
  const indexFile = join(scratch, `index-${process.pid}-${Date.now()}`);
  await rm(indexFile, { force: true });
  let listingFolder: string;
  try {
    listingFolder = await mkdtemp(join(tmpdir(), LISTINGS_FOLDER_PREFIX));
    // The walk runs as the sandbox user: what it reads is what that user's `.git` held anyway.
    await chmod(listingFolder, 0o755);
  } catch (error) {
    return fail(`could not make a folder for the listings of the start commit: ${(error as Error).message}`);
  }
  const start = join(listingFolder, "start");
  const index = join(listingFolder, "index");
  const format = await git.exec(["rev-parse", "--show-object-format"]);
  const hashLength = format.ok && format.value.trim() === "sha256" ? 64 : 40;
  const copied = base !== undefined && (await copyIndex(git, base, hashLength, index));
  const listed = base && !copied ? await listStart(git, base, start) : ok();
  if (!listed.ok) {
    await rm(listingFolder, { recursive: true, force: true });
    return listed;
  }
  const exclude = git.gitDir
    ? await readFile(join(git.gitDir, "info", "exclude"), "utf8").catch(() => "")
    : "";
  const listings = copied ? { index } : base ? { start } : {};
  return ok({ base, indexFile, listings, listingFolder, exclude, hashLength });
}

/** Removes the listings of `view` (the walk has read them). Never throws. */
export async function forgetView(view: StartView): Promise<void> {
  await rm(view.listingFolder, { recursive: true, force: true }).catch(() => {});
}

/**
 * Builds the tree of the walk's `records` on top of the start commit (`view`, whose scratch index
 * it changes: a view serves one snapshot), in `git`'s trusted repository. A path the records say
 * nothing of stays as the start commit has it (submodules always do). Never throws: a record
 * that breaks the rules ends it with an error.
 */
export async function buildSnapshot(
  git: Git,
  records: AsyncIterable<readonly TreeRecord[]>,
  view: StartView,
): Promise<Result<Snapshot>> {
  const gathered: Gathered = {
    entries: new TreeEntries(),
    said: new Set(),
    gone: [],
    found: { leftOut: [], leftBehind: { paths: [], total: 0 }, repositories: [], setIds: [] },
    lfsCandidates: new Map(),
  };
  // The copy of the trusted index becomes the scratch index once the walk has read its listings
  // (its first batch, empty, says so), which are then removed: the two never take disk together.
  let indexing: Promise<boolean> | undefined;
  const readIndex = () => {
    indexing ??= startIndex(view);
    return indexing;
  };
  const taken = await takeRecords(git, records, view, gathered, readIndex);
  const copied = await readIndex();
  if (!taken.ok) return taken;
  return writeTree(git, view, gathered, copied);
}

/** What the records say, gathered while their blobs are written: as much as the change, no more. */
interface Gathered {
  /** The new and changed entries of the tree being built. */
  entries: TreeEntries;
  /** Paths said gone or kept: each may be said once, and not also be an entry. */
  said: Set<string>;
  /** The start commit's paths to remove. */
  gone: string[];
  /** What the snapshot lists besides its tree. */
  found: Omit<Snapshot, "tree" | "index">;
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
  onFirst: () => void,
): Promise<Result> {
  const blobs = new BlobWriter(git, view.hashLength);
  try {
    for await (const batch of records) {
      onFirst();
      for (const record of batch) {
        const problem = refusal(record, gathered);
        if (problem) throw new Error(problem);
        await take(record, gathered, blobs);
      }
    }
    return await blobs.finish();
  } catch (error) {
    await blobs.abort();
    return fail(`the working tree could not be read: ${(error as Error).message}`);
  }
}

/** One checked record into `gathered`: a file or link as a tree entry, a path gone, anything else listed. */
async function take(record: TreeRecord, gathered: Gathered, blobs: BlobWriter): Promise<void> {
  const { entries, found } = gathered;
  switch (record.type) {
    case "file": {
      const mode = record.executable ? MODE.exec : MODE.file;
      entries.set(record.path, { mode, sha: await blobs.write(record.content) });
      // Git LFS keeps an empty file as itself, never behind a pointer.
      if (record.content.length > 0) {
        const sha256 = createHash("sha256").update(record.content).digest("hex");
        gathered.lfsCandidates.set(record.path, { sha256, size: record.content.length, mode });
      }
      return;
    }
    case "link":
      entries.set(record.path, { mode: MODE.link, sha: await blobs.write(record.target) });
      return;
    case "gone":
      gathered.said.add(record.path);
      gathered.gone.push(record.path);
      return;
    case "keep":
      gathered.said.add(record.path);
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
 * The view's scratch index, holding the start commit, once the walk has read the listings, which
 * then go. Where the listing is the copy of the trusted index (`copyIndex`, which git found to
 * hold exactly the start commit), that copy is moved into place (true): its entries keep the stat
 * data of the files as checked out, so once the commit is pushed and this index becomes the
 * workspace's (safe-push.ts), a later step's `git status` trusts every file the agent left alone
 * instead of reading it again (6.3 s instead of 0.3 s on a checkout of 150,000 files), and
 * nothing is read from the commit. Otherwise the index is read from the commit when it is
 * written (`writeIndex`).
 */
async function startIndex(view: StartView): Promise<boolean> {
  const copy = view.listings.index;
  const moved = copy
    ? await rename(copy, view.indexFile).then(
        () => true,
        () => false,
      )
    : false;
  await forgetView(view);
  return moved;
}

/**
 * The tree of the start commit with what changed (`editedTree`), and how its index is written
 * when asked. A name that is not UTF-8 is listed by git with U+FFFD in its place, so it cannot
 * be named back to git: such a file stays as the start commit has it, and is listed.
 */
async function writeTree(
  git: Git,
  view: StartView,
  gathered: Gathered,
  copied: boolean,
): Promise<Result<Snapshot>> {
  const { entries, found } = gathered;
  const gone = gathered.gone.filter((path) => !path.includes("\ufffd"));
  for (const path of gathered.gone.filter((p) => p.includes("\ufffd")))
    found.leftOut.push({ path, why: "its name is not valid UTF-8; kept as it was" });
  // Before the tree is written: an LFS file the agent left as it was keeps its pointer.
  const tree = await editedTree(git, view.base, { entries, gone }, view.hashLength, (start) =>
    keepUnchangedLfsFiles(git, { entries, candidates: gathered.lfsCandidates, ...start }),
  );
  if (!tree.ok) return tree;
  let written: Promise<string | undefined> | undefined;
  const index = () => {
    written ??= writeIndex(git, view, { entries, gone }, copied);
    return written;
  };
  return ok({ tree: tree.value, index, ...found });
}

/**
 * The scratch index written to hold the snapshot's tree: the start commit's (the trusted index's
 * copy, or read from the commit), with the paths gone removed and the new and changed entries
 * added, without stat data so that git reads those files again. Version 4 compresses the paths:
 * on a 150,000-file checkout a third less disk, twice over while update-index writes its new
 * copy beside it. Undefined when git could not write it.
 */
async function writeIndex(
  git: Git,
  view: StartView,
  { entries, gone }: TreeChange,
  copied: boolean,
): Promise<string | undefined> {
  const { indexFile } = view;
  const env = { GIT_INDEX_FILE: indexFile };
  if (!copied && view.base) {
    const read = await git.exec(["-c", "index.version=4", "read-tree", view.base], { env });
    if (!read.ok) return undefined;
  }
  const removal = `0 ${"0".repeat(view.hashLength)}`;
  const info = [
    ...gone.map((path) => `${removal}\t${path}\0`),
    ...[...entries].map(([path, e]) => `${e.mode} ${e.sha}\t${path}\0`),
  ].join("");
  const args = ["update-index", "--index-version", "4", "-z", "--index-info"];
  const built = await git.run(args, { env, input: info });
  return built.code === 0 ? indexFile : undefined;
}

/**
 * Why `record` cannot be taken, or undefined. A path to commit must be safe for git in every
 * component (the walk keeps a tracked file with an odd name as it was, and never sends one); a
 * path comes once, and is not both a file and a folder.
 */
function refusal(record: TreeRecord, gathered: Gathered): string | undefined {
  const { entries, said } = gathered;
  if (record.type === "keep" || record.type === "gone")
    return said.has(record.path) || entries.has(record.path) ? `${record.path} was read twice` : undefined;
  if (record.type !== "file" && record.type !== "link") return undefined;
  const conflict = said.has(record.path) ? `${record.path} was read twice` : entries.conflict(record.path);
  if (conflict) return conflict;
  // The tree is written as the names say (tree-edit.ts): each must be one git would hold.
  const parts = record.path.split("/");
  const last = parts.at(-1) ?? "";
  const odd =
    parts.some((part) => part === "" || part === "." || part === ".." || oddComponent(part) !== undefined) ||
    (record.type === "link" && isGitmodules(last));
  if (odd) return `a path git cannot hold was offered for the commit: ${JSON.stringify(record.path)}`;
  return undefined;
}

/** The new and changed entries of the tree being built, and the folders their paths make. */
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

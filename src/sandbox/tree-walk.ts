import { createHash } from "node:crypto";
import {
  closeSync,
  constants,
  type Dirent,
  fchmodSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  rmSync,
  type Stats,
} from "node:fs";
import ignore, { type Ignore } from "ignore";
import { isGitmodules, isPlain, oddName } from "./path-names.js";

/**
 * The working tree read for publishing, with the rights of whoever runs this (DESIGN section 4a:
 * the action reads the agent's work only with the agent's rights). With the sandbox on it runs in
 * a process of the sandbox user, started once the agent's processes are gone; with it off, in
 * the action itself. Either way nothing is opened by a path handed to another program: each
 * folder is opened from the one above it with O_NOFOLLOW, each file with O_NOFOLLOW and
 * O_NONBLOCK (a FIFO never waits for a writer), and the opened file is checked to be a regular
 * file before it is read. A link is read as a link and never followed.
 *
 * What comes out is a stream of records, data for the action to check (`checkRecord`): files
 * whose content differs from the start commit carry it, unchanged ones only their blob id.
 */

/** GitHub refuses files over 100 MB; such files are left out of the commit and listed. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** The longest link target read (PATH_MAX): a longer one is not a link the kernel made. */
export const MAX_LINK_BYTES = 4096;
/** Folders deeper than this are left out (and listed): no repository nests so deep, a hostile tree may. */
export const MAX_DEPTH = 256;

/** A path of the start commit: `mode` and `sha` as git writes them in trees. */
export interface TrackedEntry {
  mode: string;
  sha: string;
}

/**
 * A file as the trusted index last saw it (`git ls-files --debug`), which holds `sha`: git keeps
 * these fields in 32 bits, so `ino`, `size` and `mtimeS` are compared modulo 2^32.
 */
export interface IndexedFile {
  sha: string;
  mtimeS: number;
  mtimeNs: number;
  ino: number;
  size: number;
}

/** What the walk needs to know; all of it is data the agent may see (it had a copy of `.git`). */
export interface WalkRequest {
  /** The workspace. */
  root: string;
  /** The start commit's entries by path ("" for an empty repository). */
  tracked: ReadonlyMap<string, TrackedEntry>;
  /**
   * The trusted index's entries with their stat data. A file whose inode, size and modification
   * time still match its entry, and whose change time is before `sinceNs`, is that entry's blob:
   * git's own test for a clean file, made safe against the agent by the change time, which it
   * cannot set. It is not read again (the cost of a run grows with its change, not the checkout).
   */
  indexed?: ReadonlyMap<string, IndexedFile>;
  /** The trusted repository's `info/exclude`, as rules of the workspace's root. */
  exclude: string;
  /** 40 (SHA-1) or 64 (SHA-256): the repository's object ids. */
  hashLength: number;
  /**
   * Change time (ns since the epoch) from which a file counts as made or changed by the agent:
   * taken once the agent's side was ready, after the sandbox's own changes (`changeMark`).
   * Without it nothing counts as the agent's: no file is listed and no repository removed.
   */
  sinceNs?: bigint;
  /**
   * Folders (`dev:ino`) never entered: a nested repository's `.git` hidden from the agent, which
   * could still be moved aside under another name (with the sandbox on, the kernel refuses them
   * anyway).
   */
  privateFolders?: ReadonlySet<string>;
}

/** One record of the walk. Paths are relative to the root, `/`-separated. */
export type TreeRecord =
  /** A regular file to commit: `content` when it is not the start commit's blob `sha`. */
  | { type: "file"; path: string; executable: boolean; sha: string; content?: Buffer }
  /** A symbolic link to commit as a link: its target, never followed. */
  | { type: "link"; path: string; target: Buffer }
  /** A tracked path that cannot be read or committed as it is now: the start commit's entry stays. */
  | { type: "keep"; path: string; why: string }
  /** A path that is not committed, for the reader: an odd name or kind, too big, unreadable. */
  | { type: "left"; path: string; why: string }
  /** A `.git` the agent made or changed inside the workspace, and whether it was removed. */
  | { type: "repository"; path: string; removed: boolean; why?: string }
  /** A file the agent made or changed that is not committed (ignored, inside a nested repository). */
  | { type: "made"; path: string }
  /** A file with a set-user-ID or set-group-ID bit: `cleared` unless this user could not clear it. */
  | { type: "set-id"; path: string; cleared: boolean };

const FOLDER_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;
const FILE_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;
const SET_ID = 0o6000;
const GITLINK = "160000";

/** A name inside an open folder: resolved by the kernel from the folder itself, never by its path. */
const inFolder = (fd: number, name: Buffer): Buffer | string =>
  isPlain(name)
    ? `/proc/self/fd/${fd}/${name.toString("latin1")}`
    : Buffer.concat([Buffer.from(`/proc/self/fd/${fd}/`), name]);

export { oddComponent, oddName } from "./path-names.js";

/** Git's object id of a blob: SHA-1, or SHA-256 for 64 hex digits. */
export function blobId(content: Buffer, hexLength: number): string {
  const hash = createHash(hexLength === 64 ? "sha256" : "sha1");
  hash.update(`blob ${content.length}\0`);
  hash.update(content);
  return hash.digest("hex");
}

/** What an entry is, from its directory entry (or, where the file system does not say, `lstat`). */
type Kind = "folder" | "file" | "link" | "fifo" | "socket" | "device" | "other";

function kindOf(entry: Dirent<Buffer>): Kind {
  if (entry.isDirectory()) return "folder";
  if (entry.isFile()) return "file";
  if (entry.isSymbolicLink()) return "link";
  if (entry.isFIFO()) return "fifo";
  if (entry.isSocket()) return "socket";
  if (entry.isCharacterDevice() || entry.isBlockDevice()) return "device";
  return "other";
}

const KIND_WORDS: Record<Kind, string> = {
  folder: "a folder",
  file: "a file",
  link: "a link",
  fifo: "a FIFO (named pipe), which git cannot hold",
  socket: "a socket, which git cannot hold",
  device: "a device file, which git cannot hold",
  other: "not a file git can hold",
};

/** How a folder's untracked entries are treated. */
type Scope = "commit" | "ignored" | "nested";

interface Folder {
  fd: number;
  path: string;
  depth: number;
  scope: Scope;
  /** The `.gitignore` rules that apply here, outermost first, with the folder each is relative to. */
  rules: ReadonlyArray<{ base: string; rules: Ignore }>;
}

const MOVED_GIT = "a nested repository's .git, moved during the run; never committed";

/**
 * Entries of a git folder that no git command runs or follows: what `git status`, a commit or a
 * fetch rewrites (the index, refs, reflogs, the object store, whose `info/alternates` is looked
 * at all the same). A change to anything else (hooks, settings, `info/`, the `modules/` of
 * submodules and their hooks) makes the repository the agent's; using it does not.
 */
const REPOSITORY_DATA = new Set([
  "objects",
  "logs",
  "refs",
  "index",
  "packed-refs",
  "HEAD",
  "ORIG_HEAD",
  "FETCH_HEAD",
  "MERGE_HEAD",
  "CHERRY_PICK_HEAD",
  "REVERT_HEAD",
  "AUTO_MERGE",
  "COMMIT_EDITMSG",
  "description",
]);
/** How many entries of a `.git` folder are looked at for a change, at most; past it, it counts as changed. */
const MAX_REPOSITORY_ENTRIES = 20_000;

/**
 * Walks the working tree and yields its records (see `TreeRecord`), depth first. Never throws
 * for what it finds: an entry it cannot read is a record that says so. Throws only when the root
 * itself cannot be opened.
 */
export function* walkTree(request: WalkRequest, options: WalkOptions = {}): Generator<TreeRecord> {
  const walk = new Walk(request, options.moveWorkingFolder === true);
  const root = openSync(request.root, FOLDER_FLAGS);
  const rootRules = ignore().add(request.exclude);
  try {
    yield* walk.folder({
      fd: root,
      path: "",
      depth: 0,
      scope: "commit",
      rules: [{ base: "", rules: rootRules }],
    });
  } finally {
    walk.leave();
    closeSync(root);
  }
}

export interface WalkOptions {
  /**
   * Make each folder the process's working folder while it is walked, and reach its entries by
   * name alone: several times fewer lookups than through /proc, for a process that does nothing
   * else (the reader). The folder is entered through its open descriptor, so this follows no
   * link either. The working folder is left at `/` at the end.
   */
  moveWorkingFolder?: boolean;
}

class Walk {
  /** Every folder that holds a tracked path, so that one ignored or nested is still walked for it. */
  private readonly trackedFolders = new Set<string>();
  /** The folder that is the working folder now (`WalkOptions.moveWorkingFolder`). */
  private here: number | undefined;

  /**
   * `sinceNs` in milliseconds, as `Stats` gives times: a double keeps them to a quarter of a
   * microsecond, and a change the agent made is at least a clock tick (milliseconds) later than
   * anything before the mark.
   */
  private readonly sinceMs: number | undefined;

  constructor(
    private readonly request: WalkRequest,
    private readonly moveWorkingFolder: boolean,
  ) {
    this.sinceMs = request.sinceNs === undefined ? undefined : Number(request.sinceNs) / 1e6;
    for (const path of request.tracked.keys()) {
      for (let slash = path.indexOf("/"); slash > 0; slash = path.indexOf("/", slash + 1))
        this.trackedFolders.add(path.slice(0, slash));
    }
  }

  /** The name `name` in the open folder `fd`: by name alone when that folder is the working folder. */
  private at(fd: number, name: Buffer): string | Buffer {
    if (this.here !== fd) return inFolder(fd, name);
    return isPlain(name) ? name.toString("latin1") : name;
  }

  private enter(fd: number): void {
    if (!this.moveWorkingFolder || this.here === fd) return;
    process.chdir(`/proc/self/fd/${fd}`);
    this.here = fd;
  }

  /** Leaves the working folder at `/`, as the walk found no reason to keep any. */
  leave(): void {
    if (this.here === undefined) return;
    process.chdir("/");
    this.here = undefined;
  }

  *folder(folder: Folder): Generator<TreeRecord> {
    let entries: Dirent<Buffer>[];
    try {
      this.enter(folder.fd);
      const listed = this.here === folder.fd ? "." : `/proc/self/fd/${folder.fd}`;
      entries = readdirSync(listed, { withFileTypes: true, encoding: "buffer" });
    } catch (error) {
      yield* this.unreadableFolder(folder.path, error);
      return;
    }
    const named = entries.map((entry) => ({ entry, name: entry.name.toString("utf8") }));
    let scope = folder.scope;
    const dotGit = folder.path !== "" ? named.find((e) => e.name === ".git") : undefined;
    if (dotGit) {
      yield* this.nestedRepository(folder, dotGit.entry.name);
      if (scope === "commit") {
        scope = "nested";
        if (!this.request.tracked.has(folder.path))
          yield { type: "left", path: `${folder.path}/`, why: "a nested git repository, never committed" };
      }
    }
    let rules = folder.rules;
    if (scope === "commit" && named.some((e) => e.name === ".gitignore" && e.entry.isFile())) {
      const text = this.readSmallText(folder.fd, Buffer.from(".gitignore"));
      if (text !== undefined) rules = [...rules, { base: folder.path, rules: ignore().add(text) }];
    }
    for (const { entry, name } of named) {
      if (name === ".git") continue;
      const path = folder.path ? `${folder.path}/${name}` : name;
      const kind = kindOf(entry);
      const tracked = this.request.tracked.get(path);
      const odd = oddName(entry.name, name);
      const ignored = scope === "commit" && !tracked && isIgnored(rules, path, kind === "folder");
      const entryScope: Scope = scope === "commit" && ignored ? "ignored" : scope;
      if (kind === "folder") {
        if (tracked?.mode === GITLINK) continue;
        if (odd && entryScope === "commit") {
          yield { type: "left", path: `${path}/`, why: odd };
          yield* this.keepTrackedBelow(path, `${odd}; kept as it was`);
          continue;
        }
        yield* this.subfolder(folder, entry.name, path, entryScope, rules);
        continue;
      }
      if (tracked?.mode === GITLINK) continue;
      if (!tracked && entryScope !== "commit") {
        yield* this.madeCheck(folder.fd, entry.name, path);
        continue;
      }
      const refused =
        odd ?? (kind === "link" && isGitmodules(name) ? "git refuses a link named .gitmodules" : undefined);
      if (refused || (kind !== "file" && kind !== "link")) {
        yield this.notCommitted(path, tracked, refused ?? KIND_WORDS[kind]);
        continue;
      }
      if (kind === "link") yield this.link(folder.fd, entry.name, path, tracked);
      else {
        const unchanged = this.unchanged(folder.fd, entry.name, path);
        if (unchanged) yield unchanged;
        else yield* this.file(folder.fd, entry.name, path, tracked);
      }
    }
  }

  /** Opens and walks a folder below `parent`; one that cannot be opened is a record that says why. */
  private *subfolder(
    parent: Folder,
    name: Buffer,
    path: string,
    scope: Scope,
    rules: Folder["rules"],
  ): Generator<TreeRecord> {
    if (parent.depth + 1 > MAX_DEPTH) {
      yield { type: "left", path: `${path}/`, why: `nested deeper than ${MAX_DEPTH} folders` };
      yield* this.keepTrackedBelow(path, `nested deeper than ${MAX_DEPTH} folders; kept as it was`);
      return;
    }
    let fd: number;
    try {
      fd = openSync(this.at(parent.fd, name), FOLDER_FLAGS);
    } catch (error) {
      // Hidden from the agent, so its user cannot open it: said for what it is.
      if (this.isPrivate(lstatSync(this.at(parent.fd, name), { throwIfNoEntry: false }))) {
        yield { type: "left", path: `${path}/`, why: MOVED_GIT };
        return;
      }
      yield* this.unreadableFolder(path, error);
      return;
    }
    try {
      if (this.isPrivate(fstatSync(fd))) {
        yield { type: "left", path: `${path}/`, why: MOVED_GIT };
        return;
      }
      yield* this.folder({ fd, path, depth: parent.depth + 1, scope, rules });
    } finally {
      this.enter(parent.fd);
      closeSync(fd);
    }
  }

  private isPrivate(stat: { dev: number; ino: number } | undefined): boolean {
    return stat !== undefined && this.request.privateFolders?.has(`${stat.dev}:${stat.ino}`) === true;
  }

  private *unreadableFolder(path: string, error: unknown): Generator<TreeRecord> {
    const why = `the agent's user cannot read it (${(error as NodeJS.ErrnoException).code ?? "error"})`;
    if (path !== "") yield { type: "left", path: `${path}/`, why };
    yield* this.keepTrackedBelow(path, `${why}; kept as it was`);
  }

  /** Every tracked path below `folder`, which the walk did not enter, stays as the start commit has it. */
  private *keepTrackedBelow(folder: string, why: string): Generator<TreeRecord> {
    const prefix = folder === "" ? "" : `${folder}/`;
    for (const [path, entry] of this.request.tracked)
      if (path.startsWith(prefix) && entry.mode !== GITLINK) yield { type: "keep", path, why };
  }

  private notCommitted(path: string, tracked: TrackedEntry | undefined, why: string): TreeRecord {
    return tracked ? { type: "keep", path, why: `${why}; kept as it was` } : { type: "left", path, why };
  }

  /**
   * The index's blob for a file the agent never touched (see `WalkRequest.indexed`), from its
   * `lstat` alone; undefined when it must be read. A set-ID bit is never unchanged: it is cleared.
   */
  private unchanged(folderFd: number, name: Buffer, path: string): TreeRecord | undefined {
    const indexed = this.request.indexed?.get(path);
    if (!indexed || this.request.sinceNs === undefined) return undefined;
    const stat = this.lstat(folderFd, name);
    // Git's fields are 32 bits wide; the times compared to the microsecond, far below a clock tick.
    const indexedMtimeMs =
      (indexed.mtimeS + Math.floor(stat ? stat.mtimeMs / 1000 / 2 ** 32 : 0) * 2 ** 32) * 1000;
    if (
      !stat?.isFile() ||
      this.changed(stat) ||
      (stat.mode & SET_ID) !== 0 ||
      stat.ino % 2 ** 32 !== indexed.ino ||
      stat.size % 2 ** 32 !== indexed.size ||
      Math.abs(stat.mtimeMs - indexedMtimeMs - indexed.mtimeNs / 1e6) >= 0.001
    )
      return undefined;
    return { type: "file", path, executable: (stat.mode & 0o100) !== 0, sha: indexed.sha };
  }

  private *file(
    folderFd: number,
    name: Buffer,
    path: string,
    tracked: TrackedEntry | undefined,
  ): Generator<TreeRecord> {
    let fd: number;
    try {
      fd = openSync(this.at(folderFd, name), FILE_FLAGS);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      yield this.notCommitted(path, tracked, `the agent's user cannot read it (${code ?? "error"})`);
      return;
    }
    try {
      const stat = fstatSync(fd);
      if (!stat.isFile()) {
        yield this.notCommitted(path, tracked, "it is not a regular file");
        return;
      }
      if ((stat.mode & SET_ID) !== 0) yield clearSetId(fd, stat.mode, path);
      if (stat.size > MAX_FILE_BYTES) {
        const size = `${(stat.size / 1024 / 1024).toFixed(0)} MB, over GitHub's 100 MB limit`;
        yield this.notCommitted(path, tracked, size);
        return;
      }
      const content = readAll(fd, stat.size);
      if (content.length > MAX_FILE_BYTES) {
        yield this.notCommitted(path, tracked, "it grew past GitHub's 100 MB limit");
        return;
      }
      const executable = (stat.mode & 0o100) !== 0;
      const sha = blobId(content, this.request.hashLength);
      const known = tracked?.sha === sha || this.request.indexed?.get(path)?.sha === sha;
      yield known
        ? { type: "file", path, executable, sha }
        : { type: "file", path, executable, sha, content };
    } catch (error) {
      yield this.notCommitted(path, tracked, `it could not be read (${(error as Error).message})`);
    } finally {
      closeSync(fd);
    }
  }

  private link(folderFd: number, name: Buffer, path: string, tracked: TrackedEntry | undefined): TreeRecord {
    try {
      const target = readlinkSync(this.at(folderFd, name), { encoding: "buffer" });
      if (target.length > MAX_LINK_BYTES) return this.notCommitted(path, tracked, "its target is too long");
      return { type: "link", path, target };
    } catch (error) {
      return this.notCommitted(path, tracked, `its target could not be read (${(error as Error).message})`);
    }
  }

  /** A file that is not committed: listed when the agent made or changed it, and set-ID bits noted. */
  private *madeCheck(folderFd: number, name: Buffer, path: string): Generator<TreeRecord> {
    const stat = this.lstat(folderFd, name);
    if (!stat) return;
    if (this.changed(stat)) yield { type: "made", path };
    if (!stat.isFile() || (stat.mode & SET_ID) === 0) return;
    let fd: number | undefined;
    try {
      fd = openSync(this.at(folderFd, name), FILE_FLAGS);
      const opened = fstatSync(fd);
      if (opened.isFile()) yield clearSetId(fd, opened.mode, path);
    } catch {
      yield { type: "set-id", path, cleared: false };
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }

  /** The `.git` of a repository nested in `folder`: removed when the agent made or changed it. */
  private *nestedRepository(folder: Folder, name: Buffer): Generator<TreeRecord> {
    const path = `${folder.path}/.git`;
    const stat = this.lstat(folder.fd, name);
    if (!stat) return;
    // A folder made during the run is the agent's; an older one is only when what runs changed
    // (its own change time moves whenever git writes its index). A gitfile or a link: any change.
    let changed = stat.isDirectory() ? this.born(stat) : this.changed(stat);
    if (!changed && stat.isDirectory()) {
      // A hook rewritten in place changes no folder's time: every file but the objects is looked at.
      const opened = this.openQuietly(folder.fd, name);
      if (opened !== undefined) {
        try {
          changed = this.changedInside(opened, { left: MAX_REPOSITORY_ENTRIES });
        } finally {
          closeSync(opened);
        }
      }
    }
    if (!changed) return;
    try {
      // Through the open parent: a folder swapped for a link on the way is never followed.
      rmSync(this.at(folder.fd, name), { recursive: true, force: true });
      yield { type: "repository", path, removed: true };
    } catch (error) {
      yield { type: "repository", path, removed: false, why: (error as Error).message };
    }
  }

  /**
   * Whether anything in the open folder `fd` (a `.git`, or a folder of it) changed since the mark,
   * its object store and reflogs aside; a folder it cannot list counts as unchanged (hidden from
   * the agent, which then could not change it either). Stops at the first change.
   */
  private changedInside(fd: number, budget: { left: number }): boolean {
    let entries: Dirent<Buffer>[];
    try {
      entries = readdirSync(`/proc/self/fd/${fd}`, { withFileTypes: true, encoding: "buffer" });
    } catch {
      return false;
    }
    for (const entry of entries) {
      if (--budget.left < 0) return true;
      const name = entry.name.toString("utf8");
      if (name.endsWith(".lock")) continue;
      if (name === "objects" && entry.isDirectory()) {
        // Alternates would lend the repository another's objects: its `info` is looked at.
        const objects = this.openQuietlyAt(fd, entry.name);
        const info = objects === undefined ? undefined : this.openQuietlyAt(objects, Buffer.from("info"));
        if (objects !== undefined) closeSync(objects);
        if (info !== undefined) {
          const inInfo = this.changedInside(info, budget);
          closeSync(info);
          if (inInfo) return true;
        }
        continue;
      }
      if (REPOSITORY_DATA.has(name)) continue;
      const stat = lstatSync(inFolder(fd, entry.name), { throwIfNoEntry: false });
      if (stat && this.changed(stat)) return true;
      if (!entry.isDirectory()) continue;
      const child = this.openQuietlyAt(fd, entry.name);
      if (child === undefined) continue;
      const inside = this.changedInside(child, budget);
      closeSync(child);
      if (inside) return true;
    }
    return false;
  }

  /** Opens a folder inside the open folder `fd`, never through a link; undefined when it cannot. */
  private openQuietlyAt(fd: number, name: Buffer): number | undefined {
    try {
      return openSync(inFolder(fd, name), FOLDER_FLAGS);
    } catch {
      return undefined;
    }
  }

  private openQuietly(folderFd: number, name: Buffer): number | undefined {
    try {
      return openSync(this.at(folderFd, name), FOLDER_FLAGS);
    } catch {
      return undefined;
    }
  }

  private lstat(folderFd: number, name: Buffer): Stats | undefined {
    try {
      return lstatSync(this.at(folderFd, name), { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
  }

  /** Made since the agent's side was ready, where the file system keeps birth times; else changed since. */
  private born(stat: Stats): boolean {
    if (stat.birthtimeMs <= 0) return this.changed(stat);
    return this.sinceMs !== undefined && stat.birthtimeMs >= this.sinceMs;
  }

  /** Made or changed since the agent's side was ready: a change time only the kernel sets. */
  private changed(stat: Stats): boolean {
    return this.sinceMs !== undefined && stat.ctimeMs >= this.sinceMs;
  }

  /** A small text file of an open folder (`.gitignore`), or undefined when it cannot be read. */
  private readSmallText(folderFd: number, name: Buffer): string | undefined {
    let fd: number | undefined;
    try {
      fd = openSync(this.at(folderFd, name), FILE_FLAGS);
      const stat = fstatSync(fd);
      if (!stat.isFile() || stat.size > 1024 * 1024) return undefined;
      return readAll(fd, stat.size).toString("utf8");
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }
}

/**
 * Takes the set-ID bits off an open file: only its owner (or root) can, and the agent could set
 * them only on files it owns, so its own user can always take back what it set.
 */
function clearSetId(fd: number, mode: number, path: string): TreeRecord {
  try {
    fchmodSync(fd, mode & 0o1777);
    return { type: "set-id", path, cleared: true };
  } catch {
    return { type: "set-id", path, cleared: false };
  }
}

/** Whether the `.gitignore` rules in force ignore `path`; deeper files override shallower ones, as in git. */
function isIgnored(rules: Folder["rules"], path: string, folder: boolean): boolean {
  let ignored = false;
  for (const { base, rules: set } of rules) {
    const relative = (base === "" ? path : path.slice(base.length + 1)) + (folder ? "/" : "");
    let verdict: { ignored: boolean; unignored: boolean };
    try {
      verdict = set.test(relative);
    } catch {
      // A name the rules library cannot take (it refuses a few shapes) is matched by no rule.
      continue;
    }
    if (verdict.ignored) ignored = true;
    else if (verdict.unignored) ignored = false;
  }
  return ignored;
}

/** All of an open file, from its start: `size` is a hint (a file may still grow). */
function readAll(fd: number, size: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  let buffer = Buffer.allocUnsafe(Math.max(size, 1) + 1);
  for (;;) {
    const read = readSync(fd, buffer, 0, buffer.length, total);
    if (read === 0) break;
    chunks.push(buffer.subarray(0, read));
    total += read;
    if (total > MAX_FILE_BYTES) break;
    buffer = Buffer.allocUnsafe(64 * 1024);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
}

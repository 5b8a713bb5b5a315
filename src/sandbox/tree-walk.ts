import {
  closeSync,
  type Dirent,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  rmSync,
  type Stats,
} from "node:fs";
import { isGitmodules, isPlain, oddName } from "../base/path-names.js";
import { blobId, type TrackedEntry, type TreeRecord, type WalkRequest } from "../base/tree-records.js";
import { type ChangedFolder, changedPaths, changedTree } from "./changed-paths.js";
import { clearSetIdAt, FOLDER_FLAGS, inFolder, readFile, readText, SET_ID } from "./file-read.js";
import { type GitignoreRules, isIgnored, rootRules, withGitignore } from "./gitignore-rules.js";
import { repositoryChanged } from "./repository-change.js";
import { SinceMark } from "./since-mark.js";
import { type StartEntry, StartListing } from "./walk-listings.js";

/**
 * The working tree read for publishing, with the rights of whoever runs this (DESIGN section 4a:
 * the action reads the agent's work only with the agent's rights). With the sandbox on it runs in
 * a process of the sandbox user, started once the agent's processes are gone; with it off, in
 * the action itself. Either way nothing is opened by a path handed to another program: each
 * folder is opened from the one above it with O_NOFOLLOW, each file with O_NOFOLLOW and
 * O_NONBLOCK (a FIFO never waits for a writer), and the opened file is checked to be a regular
 * file before it is read (file-read.ts). A link is read as a link and never followed. What the
 * agent made or changed is told by change times (since-mark.ts); a nested repository's `.git` it
 * made or changed is removed on the way (repository-change.ts).
 *
 * What comes out is a stream of records (src/base/tree-records.ts), data for the action to check
 * (`checkRecord`), for what differs from the start commit only: files whose content or mode
 * differ carry their content, and the start commit's paths that are gone are named last. A file
 * the agent never touched is taken from the trusted index by its `lstat` alone and not read.
 */

/** GitHub refuses files over 100 MB; such files are left out of the commit and listed. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** The longest link target read (PATH_MAX): a longer one is not a link the kernel made. */
export const MAX_LINK_BYTES = 4096;
/** Folders deeper than this are left out (and listed): no repository nests so deep, a hostile tree may. */
export const MAX_DEPTH = 256;

const GITLINK = "160000";
const LINK = "120000";

/** A regular file's mode as git writes it in trees. */
const modeOf = (executable: boolean): string => (executable ? "100755" : "100644");
/** The largest file read (`readFile`), named as the reader is told of one left out. */
const GITHUB_LIMIT = { bytes: MAX_FILE_BYTES, name: "GitHub's 100 MB limit" };
/** The largest `.gitignore` read. */
const MAX_GITIGNORE_BYTES = 1024 * 1024;

/** What an entry is, from its directory entry (or, where the file system does not say, `lstat`). */
type Kind = "folder" | "file" | "link" | "fifo" | "socket" | "device" | "other";

function kindOf(entry: Dirent<Buffer> | Stats): Kind {
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
  /** The `.gitignore` rules in force here. */
  rules: GitignoreRules;
  /** What changed in it (`WalkRequest.changed`): only that is looked at; undefined, every entry. */
  changed?: ChangedFolder | undefined;
}

const MOVED_GIT = "a nested repository's .git, moved during the run; never committed";
const DOT_GIT = Buffer.from(".git");
const GITIGNORE = Buffer.from(".gitignore");

/**
 * Reads the listings at once, and returns the walk of the working tree, which yields its records
 * (see `TreeRecord`), depth first: once this returns, the listings may be removed. The walk never
 * throws for what it finds: an entry it cannot read is a record that says so. It throws only when
 * the root itself cannot be opened; this, when a listing cannot be read.
 */
export function walkTree(request: WalkRequest, options: WalkOptions = {}): Generator<TreeRecord> {
  return walkRecords(new Walk(request, options.moveWorkingFolder === true), request);
}

function* walkRecords(walk: Walk, request: WalkRequest): Generator<TreeRecord> {
  const root = openSync(request.root, FOLDER_FLAGS);
  const rules = rootRules(request.exclude);
  try {
    yield* walk.folder({ fd: root, path: "", depth: 0, scope: "commit", rules, changed: walk.changed });
  } finally {
    walk.leave();
    closeSync(root);
  }
  yield* walk.gone();
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

/** An entry of a folder the walk is in: its `lstat` too, where it was looked up by name. */
interface Entry {
  name: Buffer;
  kind: Kind;
  changed?: ChangedFolder | undefined;
  stat?: Stats;
}

class Walk {
  /** The folder that is the working folder now (`WalkOptions.moveWorkingFolder`). */
  private here: number | undefined;
  private readonly mark: SinceMark;
  /** The start commit's entries by path, each marked once the walk comes across it. */
  private readonly tracked: StartListing;
  /** What changed during the run (`WalkRequest.changed`), where that is known. */
  readonly changed: ChangedFolder | undefined;

  constructor(
    private readonly request: WalkRequest,
    private readonly moveWorkingFolder: boolean,
  ) {
    this.mark = new SinceMark(request.sinceNs);
    this.tracked = new StartListing(request.listings, request.hashLength, request.changed !== undefined);
    this.changed = request.changed && changedTree(request.changed);
  }

  /**
   * The start commit's paths the walk never came across: removed, or made folders. Where what
   * changed is known, only those at or below a changed path: the rest were never looked at.
   */
  *gone(): Generator<TreeRecord> {
    const unseen = this.changed
      ? [...changedPaths(this.changed)].flatMap((path) => [...this.tracked.unseenAt(path)])
      : this.tracked.unseen();
    for (const [path, entry] of unseen) if (entry.mode !== GITLINK) yield { type: "gone", path };
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

  /**
   * A folder's entries: every one, or where what changed in it is known (`Folder.changed`) those
   * that changed and those on the way to one, each by its `lstat`.
   */
  *folder(folder: Folder): Generator<TreeRecord> {
    const { changed } = folder;
    // Where only what changed is looked at, each entry is found by name, not listed.
    const byName = changed !== undefined && !changed.named;
    let entries: Entry[];
    try {
      this.enter(folder.fd);
      if (byName) {
        entries = [];
        for (const [key, below] of changed.below) {
          const name = Buffer.from(key, "latin1");
          const stat = this.lstat(folder.fd, name);
          if (stat) entries.push({ name, kind: kindOf(stat), changed: below, stat });
        }
      } else {
        const listed = this.here === folder.fd ? "." : `/proc/self/fd/${folder.fd}`;
        entries = readdirSync(listed, { withFileTypes: true, encoding: "buffer" }).map((entry) => ({
          name: entry.name,
          kind: kindOf(entry),
        }));
      }
    } catch (error) {
      yield* this.folderLeft(folder.path, unreadable(error));
      return;
    }
    // Listed whole, the listing says what it holds; else each is looked up.
    const holds = (name: Buffer, kind?: Kind): boolean =>
      byName
        ? this.lstat(folder.fd, name) !== undefined
        : entries.some((entry) => entry.name.equals(name) && (kind === undefined || entry.kind === kind));
    let scope = folder.scope;
    if (folder.path !== "" && holds(DOT_GIT)) {
      yield* this.nestedRepository(folder, DOT_GIT);
      if (scope === "commit") {
        scope = "nested";
        if (!this.tracked.has(folder.path))
          yield { type: "left", path: `${folder.path}/`, why: "a nested git repository, never committed" };
      }
    }
    let rules = folder.rules;
    if (scope === "commit" && holds(GITIGNORE, "file")) {
      // Read only where it is a regular file (`readText`), whatever the lookup said.
      const text = readText(this.at(folder.fd, GITIGNORE), MAX_GITIGNORE_BYTES, MAX_FILE_BYTES);
      if (text !== undefined) rules = withGitignore(rules, folder.path, text);
    }
    const here = { ...folder, scope, rules };
    for (const entry of entries) yield* this.entry(here, entry);
  }

  /** One entry of `folder`, as its scope and rules say (the folder's own, its `.git` aside). */
  private *entry(folder: Folder, entry: Entry): Generator<TreeRecord> {
    const { kind } = entry;
    const { scope } = folder;
    const name = entry.name.toString("utf8");
    if (name === ".git") return;
    const path = folder.path ? `${folder.path}/${name}` : name;
    const tracked = this.tracked.get(path);
    const odd = oddName(entry.name, name);
    const ignored = scope === "commit" && !tracked && isIgnored(folder.rules, path, kind === "folder");
    const entryScope: Scope = scope === "commit" && ignored ? "ignored" : scope;
    if (kind === "folder") {
      if (tracked?.mode === GITLINK) return;
      if (odd && entryScope === "commit") yield* this.folderLeft(path, odd);
      else yield* this.subfolder(folder, entry, path, entryScope);
      return;
    }
    if (tracked?.mode === GITLINK) return;
    if (tracked) this.tracked.see(path);
    if (!tracked && entryScope !== "commit") {
      yield* this.madeCheck(folder.fd, entry.name, path);
      return;
    }
    const refused =
      odd ?? (kind === "link" && isGitmodules(name) ? "git refuses a link named .gitmodules" : undefined);
    if (refused || (kind !== "file" && kind !== "link")) {
      yield this.notCommitted(path, tracked, refused ?? KIND_WORDS[kind]);
      return;
    }
    if (kind === "link") yield* this.link(folder.fd, entry.name, path, tracked);
    else if (!this.unchanged(folder.fd, entry, tracked))
      yield* this.file(folder.fd, entry.name, path, tracked);
  }

  /** Opens and walks a folder below `parent`; one that cannot be opened is a record that says why. */
  private *subfolder(
    parent: Folder,
    { name, changed }: { name: Buffer; changed?: ChangedFolder | undefined },
    path: string,
    scope: Scope,
  ): Generator<TreeRecord> {
    if (parent.depth + 1 > MAX_DEPTH) {
      yield* this.folderLeft(path, `nested deeper than ${MAX_DEPTH} folders`);
      return;
    }
    const at = this.at(parent.fd, name);
    let fd: number;
    try {
      fd = openSync(at, FOLDER_FLAGS);
    } catch (error) {
      // Hidden from the agent, so its user cannot open it: said for what it is.
      if (this.isPrivate(lstatSync(at, { throwIfNoEntry: false })))
        yield { type: "left", path: `${path}/`, why: MOVED_GIT };
      else yield* this.folderLeft(path, unreadable(error));
      return;
    }
    try {
      if (this.isPrivate(fstatSync(fd))) {
        yield { type: "left", path: `${path}/`, why: MOVED_GIT };
        return;
      }
      yield* this.folder({ fd, path, depth: parent.depth + 1, scope, rules: parent.rules, changed });
    } finally {
      this.enter(parent.fd);
      closeSync(fd);
    }
  }

  private isPrivate(stat: { dev: number; ino: number } | undefined): boolean {
    return stat !== undefined && this.request.privateFolders?.has(`${stat.dev}:${stat.ino}`) === true;
  }

  /**
   * A folder the walk does not enter, listed (the root aside): every tracked path below it stays
   * as the start commit has it.
   */
  private *folderLeft(folder: string, why: string): Generator<TreeRecord> {
    if (folder !== "") yield { type: "left", path: `${folder}/`, why };
    const prefix = folder === "" ? "" : `${folder}/`;
    for (const [path, entry] of this.tracked)
      if (path.startsWith(prefix) && entry.mode !== GITLINK) {
        this.tracked.see(path);
        yield { type: "keep", path, why: `${why}; kept as it was` };
      }
  }

  private notCommitted(path: string, tracked: TrackedEntry | undefined, why: string): TreeRecord {
    return tracked ? { type: "keep", path, why: `${why}; kept as it was` } : { type: "left", path, why };
  }

  /**
   * True for a file the agent never touched that is the start commit's (see `Listings`),
   * from its `lstat` alone: the index's entry is the start commit's, with the same mode. False
   * when it must be read. A set-ID bit is never unchanged: it is cleared.
   */
  private unchanged(folderFd: number, entry: Entry, tracked: StartEntry | undefined): boolean {
    const indexed = tracked?.indexed;
    if (!indexed || !tracked || this.request.sinceNs === undefined) return false;
    const stat = entry.stat ?? this.lstat(folderFd, entry.name);
    // Git's fields are 32 bits wide; the times compared to the microsecond, far below a clock tick.
    const indexedMtimeMs =
      (indexed.mtimeS + Math.floor(stat ? stat.mtimeMs / 1000 / 2 ** 32 : 0) * 2 ** 32) * 1000;
    if (
      !stat?.isFile() ||
      this.mark.changed(stat) ||
      (stat.mode & SET_ID) !== 0 ||
      stat.ino % 2 ** 32 !== indexed.ino ||
      stat.size % 2 ** 32 !== indexed.size ||
      Math.abs(stat.mtimeMs - indexedMtimeMs - indexed.mtimeNs / 1e6) >= 0.001
    )
      return false;
    return modeOf((stat.mode & 0o100) !== 0) === tracked.mode;
  }

  private *file(
    folderFd: number,
    name: Buffer,
    path: string,
    tracked: TrackedEntry | undefined,
  ): Generator<TreeRecord> {
    const read = readFile(this.at(folderFd, name), GITHUB_LIMIT);
    if (read.setId !== undefined) yield { type: "set-id", path, cleared: read.setId };
    if (read.content === undefined) {
      yield this.notCommitted(path, tracked, read.why);
      return;
    }
    const executable = (read.mode & 0o100) !== 0;
    const sha = blobId(read.content, this.request.hashLength);
    // The start commit's content and mode: nothing to say.
    if (tracked?.sha === sha && tracked.mode === modeOf(executable)) return;
    yield { type: "file", path, executable, sha, content: read.content };
  }

  private *link(
    folderFd: number,
    name: Buffer,
    path: string,
    tracked: TrackedEntry | undefined,
  ): Generator<TreeRecord> {
    let target: Buffer;
    try {
      target = readlinkSync(this.at(folderFd, name), { encoding: "buffer" });
    } catch (error) {
      yield this.notCommitted(path, tracked, `its target could not be read (${(error as Error).message})`);
      return;
    }
    if (target.length > MAX_LINK_BYTES) yield this.notCommitted(path, tracked, "its target is too long");
    else if (tracked?.mode !== LINK || blobId(target, this.request.hashLength) !== tracked.sha)
      yield { type: "link", path, target };
  }

  /** A file that is not committed: listed when the agent made or changed it, and set-ID bits noted. */
  private *madeCheck(folderFd: number, name: Buffer, path: string): Generator<TreeRecord> {
    const stat = this.lstat(folderFd, name);
    if (!stat) return;
    if (this.mark.changed(stat)) yield { type: "made", path };
    if (!stat.isFile() || (stat.mode & SET_ID) === 0) return;
    const cleared = clearSetIdAt(this.at(folderFd, name));
    if (cleared !== undefined) yield { type: "set-id", path, cleared };
  }

  /** The `.git` of a repository nested in `folder`: removed when the agent made or changed it. */
  private *nestedRepository(folder: Folder, name: Buffer): Generator<TreeRecord> {
    const path = `${folder.path}/.git`;
    const stat = this.lstat(folder.fd, name);
    if (!stat || !repositoryChanged(this.at(folder.fd, name), stat, this.mark)) return;
    try {
      // Through the open parent: a folder swapped for a link on the way is never followed.
      rmSync(this.at(folder.fd, name), { recursive: true, force: true });
      yield { type: "repository", path, removed: true };
    } catch (error) {
      yield { type: "repository", path, removed: false, why: (error as Error).message };
    }
  }

  private lstat(folderFd: number, name: Buffer): Stats | undefined {
    try {
      return lstatSync(this.at(folderFd, name), { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
  }
}

/** Why a folder cannot be walked, from the error opening or listing it. */
const unreadable = (error: unknown): string =>
  `the agent's user cannot read it (${(error as NodeJS.ErrnoException).code ?? "error"})`;

import { createHash } from "node:crypto";

/**
 * The records of a walk of the working tree, a protocol both sides speak: the walk
 * (src/sandbox/tree-walk.ts) writes them with the agent's rights, and the action takes them as
 * data (src/github/publish/snapshot.ts), checking every one before a tree is built from them.
 * What the walk is asked travels the same way, the other way.
 */

/** A path of the start commit: `mode` and `sha` as git writes them in trees. */
export interface TrackedEntry {
  mode: string;
  sha: string;
}

/** Regular file and executable modes, as git writes them in trees and indexes. */
export const FILE_MODES: ReadonlySet<string> = new Set(["100644", "100755"]);

/**
 * A file as the trusted index last saw it (`git ls-files --debug`), with the start commit's
 * content: git keeps these fields in 32 bits, so `ino`, `size` and `mtimeS` are compared modulo
 * 2^32. An entry git smudged as racily clean (its size set to 0) never matches a non-empty file.
 */
export interface IndexedFile {
  mtimeS: number;
  mtimeNs: number;
  ino: number;
  size: number;
}

/**
 * Where the walk finds the start commit's entries: a file of records `<mode> <object>\t<path>\0`,
 * as `git ls-tree -r -z` lists them, where a regular file the trusted index holds with the same
 * mode and content adds the four numbers of its stat data the walk compares,
 * `<mode> <object> <mtime s> <mtime ns> <ino> <size>\t<path>\0`. The action writes it
 * (src/github/publish/start-listing.ts) and never holds it; the walk reads it (walk-listings.ts).
 * All of it is data the agent may see (it had the index and the history in its own `.git`).
 *
 * A file whose inode, size and modification time still match its stat data, and whose change
 * time is before `sinceNs`, is the start commit's blob: git's own test for a clean file, made
 * safe against the agent by the change time, which it cannot set. It is not read again (the cost
 * of a run grows with its change, not the checkout).
 */
export interface Listings {
  /** Absent for an empty repository, or when `index` says it all. */
  start?: string;
  /**
   * A copy of the trusted index, given instead of `start` when its entries of stage 0 are the
   * start commit's, as git itself checked (`git write-tree` gave the commit's tree): each holds
   * its stat data already, and the walk reads it as bytes (src/base/git-index.ts).
   */
  index?: string;
}

/** How the listings' folder in the machine's temporary folder is named (a random tail follows). */
export const LISTINGS_FOLDER_PREFIX = "repo-agent-listings-";

/** What the walk needs to know; all of it is data the agent may see (it had a copy of `.git`). */
export interface WalkRequest {
  /** The workspace. */
  root: string;
  listings: Listings;
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
  /**
   * The paths that changed during the run, by the kernel's record (src/sandbox/idmap-holder.ts),
   * each relative to the root and in hex (a name is bytes). With them the walk looks only at
   * those and the folders on the way, and a folder among them as a whole: what differed from the
   * start commit before the run (an earlier step's edit) is not looked at, and stays out of the
   * commit. Without them, every entry is.
   */
  changed?: string[];
}

/**
 * One record of the walk. Paths are relative to the root, `/`-separated. Only what differs from
 * the start commit is said: a tracked path the walk says nothing of stays as the start commit
 * has it, so the records, and what the action holds of them, grow with the change.
 */
export type TreeRecord =
  /** A regular file to commit, new, changed or with another mode: its content and blob id. */
  | { type: "file"; path: string; executable: boolean; sha: string; content: Buffer }
  /** A symbolic link to commit as a link, new or changed: its target, never followed. */
  | { type: "link"; path: string; target: Buffer }
  /** A path of the start commit that is gone (or is now a folder): removed from the commit. */
  | { type: "gone"; path: string }
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

/** Git's object id of a blob: SHA-1, or SHA-256 for 64 hex digits. */
export function blobId(content: Buffer, hexLength: number): string {
  const hash = createHash(hexLength === 64 ? "sha256" : "sha1");
  hash.update(`blob ${content.length}\0`);
  hash.update(content);
  return hash.digest("hex");
}

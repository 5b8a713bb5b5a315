import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { fail, ok, type Result } from "../../base/result.js";
import { type Git, MANY_OBJECTS_ENV } from "../git.js";

/**
 * The start commit's tree with a change applied, written folder by folder: only the folders on
 * the way to a changed path are read (one `git cat-file --batch`) and written (one
 * `git mktree --batch`), a level of folders at a time, so the cost grows with the change and not
 * with the tree. On a checkout of 150,000 files, writing a one-line edit through the whole index
 * (`update-index`, then `write-tree`) took 150 ms.
 *
 * Names are held as latin1 strings, a character per byte, so a name of the start commit that is
 * not UTF-8 is written back as it was. Git sorts each tree itself (`mktree`); the paths given are
 * ones git may hold (`refusal` in snapshot.ts checks each).
 */

/** A new or changed entry: a file, a link or a submodule. */
export interface TreeEntry {
  mode: string;
  sha: string;
}

export interface TreeChange {
  /** New and changed entries by path. */
  entries: ReadonlyMap<string, TreeEntry>;
  /** The start commit's paths to remove. */
  gone: readonly string[];
}

/** What the start trees on the way to the change hold, once read. */
export interface StartTrees {
  /** The blob ids of their `.gitattributes`: the only ones whose attributes apply to a changed path. */
  attributes: string[];
  /** Each changed entry's path and what the start commit holds there, where it holds something. */
  starts: Map<string, TreeEntry>;
}

/**
 * Called once the start trees are read, before anything is written. It may change the entries'
 * values, not their paths.
 */
export type BeforeWriting = (start: StartTrees) => Promise<Result>;

const ATTRIBUTES = ".gitattributes";

const TREE_MODE = "40000";

/** A folder the change passes through. */
class Folder {
  /** Names given an entry. */
  readonly set = new Map<string, TreeEntry>();
  /** Names of the start commit removed. */
  readonly removed = new Set<string>();
  readonly folders = new Map<string, Folder>();
  /** The start commit's tree here, when it has one, and its entries once read. */
  start: string | undefined;
  entries = new Map<string, TreeEntry>();
  /** The tree written here; undefined when the folder holds nothing. */
  written: string | undefined;

  /** What the folder holds now, as `mktree` reads it; undefined when it holds nothing. */
  listing(): Buffer | undefined {
    const held = new Map(this.entries);
    for (const name of this.removed) held.delete(name);
    for (const [name, folder] of this.folders) {
      if (folder.written) held.set(name, { mode: TREE_MODE, sha: folder.written });
      else if (held.get(name)?.mode === TREE_MODE) held.delete(name);
    }
    // A file where a folder was replaces it, as `update-index` would.
    for (const [name, entry] of this.set) held.set(name, entry);
    if (held.size === 0) return undefined;
    let text = "";
    for (const [name, { mode, sha }] of held) text += `${mode} ${typeOf(mode)} ${sha}\t${name}\0`;
    return Buffer.from(text, "latin1");
  }
}

/** The object type a tree entry of `mode` names. */
export function typeOf(mode: string): string {
  if (mode === TREE_MODE) return "tree";
  return mode === "160000" ? "commit" : "blob";
}

/**
 * The tree of `base` (a commit; undefined: the empty tree) with `change` applied, written into
 * `git`'s repository. Never throws.
 */
export async function editedTree(
  git: Git,
  base: string | undefined,
  change: TreeChange,
  hashLength: number,
  beforeWriting: BeforeWriting = () => Promise.resolve(ok()),
): Promise<Result<string>> {
  const root = new Folder();
  const place = (path: string) => {
    const names = Buffer.from(path, "utf8").toString("latin1").split("/");
    const name = names.pop() as string;
    let folder = root;
    for (const part of names) {
      const next = folder.folders.get(part) ?? new Folder();
      folder.folders.set(part, next);
      folder = next;
    }
    return { folder, name };
  };
  const placed = [...change.entries.keys()].map((path) => ({ path, ...place(path) }));
  for (const path of change.gone) {
    const { folder, name } = place(path);
    folder.removed.add(name);
  }
  const levels: Folder[][] = [];
  for (let level = [root]; level.length > 0; level = level.flatMap((f) => [...f.folders.values()]))
    levels.push(level);
  const reader = new Exchange(git.spawn(["cat-file", "--batch"], { env: MANY_OBJECTS_ENV }));
  const writer = new Exchange(git.spawn(["mktree", "-z", "--batch"], { env: MANY_OBJECTS_ENV }));
  try {
    root.start = base === undefined ? undefined : `${base}^{tree}`;
    for (const level of levels) await readLevel(reader, level, hashLength);
    const attributes = levels.flat().flatMap((folder) => {
      const found = folder.entries.get(ATTRIBUTES);
      return found && typeOf(found.mode) === "blob" ? [found.sha] : [];
    });
    const starts = new Map<string, TreeEntry>();
    for (const { path, folder, name } of placed) {
      const start = folder.entries.get(name);
      if (start) starts.set(path, start);
    }
    const ready = await beforeWriting({ attributes, starts });
    if (!ready.ok) return ready;
    for (const { path, folder, name } of placed) folder.set.set(name, change.entries.get(path) as TreeEntry);
    for (const level of levels.reverse()) await writeLevel(writer, level, level[0] === root);
    return ok(root.written as string);
  } catch (error) {
    return fail(`could not write the tree: ${(error as Error).message}`);
  } finally {
    reader.close();
    writer.close();
  }
}

/** The start trees of `level`'s folders, read in one exchange; their subfolders' trees named. */
async function readLevel(reader: Exchange, level: Folder[], hashLength: number): Promise<void> {
  const read = level.filter((folder) => folder.start !== undefined);
  reader.send(read.map((folder) => `${folder.start}\n`).join(""));
  for (const folder of read) {
    const header = (await reader.line()).split(" ");
    if (header[1] !== "tree") throw new Error(`git cat-file gave ${header.join(" ")} for ${folder.start}`);
    const body = await reader.bytes(Number(header[2]) + 1);
    folder.entries = treeEntries(body.subarray(0, body.length - 1), hashLength / 2);
    for (const [name, sub] of folder.folders) {
      const entry = folder.entries.get(name);
      sub.start = entry?.mode === TREE_MODE ? entry.sha : undefined;
    }
  }
}

/** The trees of `level`'s folders, written in one exchange; an empty folder is none, but the root. */
async function writeLevel(writer: Exchange, level: Folder[], isRoot: boolean): Promise<void> {
  const listings = level.map((folder) => folder.listing());
  const written = listings.map((listing) => listing ?? (isRoot ? Buffer.alloc(0) : undefined));
  writer.send(Buffer.concat(written.flatMap((listing) => (listing ? [listing, Buffer.from([0])] : []))));
  for (const [i, folder] of level.entries()) {
    if (written[i] !== undefined) folder.written = (await writer.line()).trim();
  }
}

/** A raw tree's entries: `<mode> <name>\0<id bytes>`, each. */
function treeEntries(body: Buffer, idBytes: number): Map<string, TreeEntry> {
  const entries = new Map<string, TreeEntry>();
  for (let at = 0; at < body.length; ) {
    const space = body.indexOf(32, at);
    const nul = body.indexOf(0, space);
    if (space < 0 || nul < 0 || nul + 1 + idBytes > body.length)
      throw new Error("a tree that does not parse");
    entries.set(body.toString("latin1", space + 1, nul), {
      mode: body.toString("latin1", at, space),
      sha: body.toString("hex", nul + 1, nul + 1 + idBytes),
    });
    at = nul + 1 + idBytes;
  }
  return entries;
}

/** A git process asked in turn over its stdin: its answers taken as lines or counted bytes. */
class Exchange {
  private pending: Buffer = Buffer.alloc(0);
  private ended: string | undefined;
  private stderr = "";
  private wake: () => void = () => {};

  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.on("data", (chunk: Buffer) => {
      this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
      this.wake();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-2048);
    });
    const end = (why: string) => {
      this.ended ??= why;
      this.wake();
    };
    child.on("error", (error) => end(error.message));
    child.on("close", (code) => end(this.stderr.trim() || `git exited with code ${code}`));
    child.stdin.on("error", () => {});
  }

  send(input: string | Buffer): void {
    this.child.stdin.write(input);
  }

  async line(): Promise<string> {
    const newline = await this.until(() => this.pending.indexOf(10));
    const line = this.pending.toString("utf8", 0, newline);
    this.pending = this.pending.subarray(newline + 1);
    return line;
  }

  async bytes(count: number): Promise<Buffer> {
    await this.until(() => (this.pending.length >= count ? count : -1));
    const taken = this.pending.subarray(0, count);
    this.pending = this.pending.subarray(count);
    return taken;
  }

  close(): void {
    this.child.stdin.end();
    this.child.kill();
  }

  /** Waits until `found` gives a position, or fails once the process has ended without it. */
  private async until(found: () => number): Promise<number> {
    for (;;) {
      const at = found();
      if (at >= 0) return at;
      if (this.ended !== undefined) throw new Error(this.ended);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}

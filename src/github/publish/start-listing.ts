import { createWriteStream } from "node:fs";
import { chmod, copyFile, readFile, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { readIndexEntries } from "../../base/git-index.js";
import { fail, ok, type Result } from "../../base/result.js";
import { FILE_MODES } from "../../base/tree-records.js";
import type { Git } from "../git.js";
import { compactIndexListing } from "./index-listing.js";

/**
 * The one listing the walk reads (`Listings.start`), joined from git's two: the start commit's
 * entries (`git ls-tree -r -z`: `<mode> <type> <object>\t<path>`) and the trusted index's regular
 * files with their stat data (`compactIndexListing`). Each entry of the start commit becomes
 * `<mode> <object>\t<path>\0`, or, where the index holds the same mode and content,
 * `<mode> <object> <mtime s> <mtime ns> <ino> <size>\t<path>\0`.
 *
 * Both listings come from git sorted by path, byte by byte, so one pass joins them holding a
 * piece of each, while the agent works; the walk, at the end, then reads one listing and looks
 * each path up once (on 150,000 files, half the time of reading both and joining them itself).
 * The start commit's listing decides what is listed: an index record that is missing, of other
 * content or out of order only leaves a file without stat data, and it is read, never assumed.
 * The stat data's shape is checked where it is read (walk-listings.ts), not twice.
 */

/**
 * Lists the start commit `base` and the trusted index of `git` into the new file `out` (mode
 * 0644), joined: from git's output as it comes, with no listing held or written whole. A
 * failure of the start commit's listing is one of the whole (a path left out would be deleted
 * from the commit); one of the index's leaves the files it did not list to be read.
 */
export async function listStart(git: Git, base: string, out: string): Promise<Result> {
  const tree = listing(git, ["ls-tree", "-r", "-z", "--full-tree", base]);
  // The index alone: no working tree is named, so git reads none.
  const index = listing(git, ["ls-files", "-z", "--stage", "--debug"]);
  const joined = joinListings(tree.child.stdout, index.child.stdout.pipe(compactIndexListing()), out).then(
    () => undefined,
    (error: Error) => error.message,
  );
  const why = (await joined) ?? (await tree.exited);
  // The join reads the index's listing only as far as the start commit's goes.
  index.child.kill();
  tree.child.kill();
  return why ? fail(`git could not list the start commit: ${why}`) : ok();
}

/**
 * The trusted index copied to the new file `out` (mode 0644) for the walk to read as its listing
 * (`Listings.index`), when git says its entries are the start commit `base` (`git write-tree` of
 * the copy gives the commit's tree) and it is a plain index the walk reads: what
 * `listStart` would list, with the stat data already beside each entry, at the cost of a copy
 * and git's reading of it: on 150,000 files about 0.2 s instead of 0.6 for git's listings and
 * their join. Where the index's cached trees are out of date, `write-tree` adds the trees it
 * computes to the trusted repository's objects (unreferenced, as git's own commands leave them).
 * False (and no file) when it is not: a change staged before the run, a split or sparse index,
 * an index of another version. Never throws.
 */
export async function copyIndex(git: Git, base: string, hashLength: number, out: string): Promise<boolean> {
  if (!git.gitDir) return false;
  try {
    const source = join(git.gitDir, "index");
    const { atimeNs, mtimeNs } = await stat(source, { bigint: true });
    await copyFile(source, out);
    // Git tells an entry that may have changed unseen (racily clean) by the index file's own
    // time: the copy keeps the original's, so git's writes of it, and of the snapshot's index
    // it becomes (snapshot.ts), mark the same entries to be read again. Set again once git
    // may have written it. In whole microseconds, one early: never later than the original.
    const seconds = (ns: bigint) => Number(ns / 1000n - 1n) / 1e6;
    const keepTime = () => utimes(out, seconds(atimeNs), seconds(mtimeNs));
    await keepTime();
    // Git may write the copy anew (its cached trees), with the mode its umask gives.
    const [written, tree] = await Promise.all([
      git.exec(["write-tree"], { env: { GIT_INDEX_FILE: out } }),
      git.exec(["rev-parse", "--verify", "--end-of-options", `${base}^{tree}`]),
    ]);
    const same = written.ok && tree.ok && written.value.trim() === tree.value.trim();
    if (same && readIndexEntries(await readFile(out), hashLength).ok) {
      await Promise.all([chmod(out, 0o644), keepTime()]);
      return true;
    }
  } catch {
    // No index to copy, or none that reads: the listing is made as text.
  }
  await rm(out, { force: true }).catch(() => {});
  return false;
}

/** `git <args>` started for its output; `exited` says why it failed, if it did. */
function listing(git: Git, args: string[]) {
  const child = git.spawn(args);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-2048);
  });
  child.stdin.end();
  const exited = new Promise<string | undefined>((resolve) => {
    child.on("error", (error) => resolve(error.message));
    child.on("close", (code) =>
      resolve(code === 0 ? undefined : `git ${args[0]}: ${stderr.trim() || `exit code ${code}`}`),
    );
  });
  return { child, exited };
}

/**
 * Writes the joined listing of `tracked` and `indexed` (`indexed` undefined: no stat data) to the
 * new file `out` (mode 0644). Rejects when `tracked` cannot be read or holds a record with no path.
 */
export async function joinListings(
  tracked: AsyncIterable<Buffer>,
  indexed: AsyncIterable<Buffer> | undefined,
  out: string,
): Promise<void> {
  const index = new Cursor(indexed === undefined ? undefined : records(indexed));
  await pipeline(joined(records(tracked), index), createWriteStream(out, { mode: 0o644, flags: "wx" }));
}

/** The joined records, a piece at a time; latin1 throughout: a path's bytes go out as they came. */
async function* joined(tracked: AsyncIterable<string[]>, index: Cursor): AsyncGenerator<Buffer> {
  for await (const batch of tracked) {
    const last = batch.at(-1);
    if (last !== undefined) await index.readPast(pathOf(last));
    let text = "";
    for (const record of batch) {
      const tab = record.indexOf("\t");
      const [mode, , object] = record.slice(0, tab).split(" ");
      if (tab < 0 || !mode || !object) throw new Error(`the start commit's listing holds "${record}"`);
      const path = record.slice(tab + 1);
      text += `${mode} ${object}${index.statOf(path, mode, object)}\t${path}\0`;
    }
    yield Buffer.from(text, "latin1");
  }
}

/** A record's path: what follows its tab. */
const pathOf = (record: string): string => record.slice(record.indexOf("\t") + 1);

/** The index's records, read in order alongside the start commit's. */
class Cursor {
  private held: string[] = [];
  private at = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<string[]> | undefined) {}

  /** Reads on until a record's path comes after `path`, or the listing ends. */
  async readPast(path: string): Promise<void> {
    while (!this.ended && (this.at === this.held.length || pathOf(this.held.at(-1) as string) <= path)) {
      // A listing of the index that fails ends where it failed: the files after are read.
      const next = await this.source?.next().catch(() => undefined);
      if (!next || next.done) this.ended = true;
      else {
        this.held = this.held.slice(this.at).concat(next.value);
        this.at = 0;
      }
    }
  }

  /**
   * The stat data the index holds for `path` (" <mtime s> <mtime ns> <ino> <size>"), or "" when
   * it holds none, or other content. Paths are asked in order, after `readPast`: the records
   * before `path` are passed.
   */
  statOf(path: string, mode: string, object: string): string {
    for (; this.at < this.held.length; this.at++) {
      const record = this.held[this.at] as string;
      const tab = record.indexOf("\t");
      const indexed = record.slice(tab + 1);
      // latin1 strings compare as their bytes do, as git sorts paths.
      if (indexed > path) return "";
      if (indexed !== path) continue;
      this.at++;
      const same = `${mode} ${object} `;
      return FILE_MODES.has(mode) && record.startsWith(same) && tab > same.length
        ? record.slice(same.length - 1, tab)
        : "";
    }
    return "";
  }
}

/** The NUL-ended records of a listing, a piece at a time, as latin1 (one character per byte). */
async function* records(source: AsyncIterable<Buffer>): AsyncGenerator<string[]> {
  let pending = "";
  for await (const piece of source) {
    const parts = (pending + piece.toString("latin1")).split("\0");
    pending = parts.pop() ?? "";
    yield parts;
  }
  if (pending) yield [pending];
}

import { readFileSync } from "node:fs";
import type { IndexedFile, Listings, TrackedEntry } from "../base/tree-records.js";

/**
 * The listings a walk is given (`WalkRequest.listings`), read into what the walk looks paths up
 * in. They are read in the walking process (the sandbox user's reader), so the action never
 * holds a listing of the whole tree.
 */

/** Regular file and executable modes, as git writes them. */
const FILE_MODES = new Set(["100644", "100755"]);

/** The start commit's entries by path, from `git ls-files -z --stage` of an index read from it. */
export function readTracked(listings: Listings): Map<string, TrackedEntry> {
  const tracked = new Map<string, TrackedEntry>();
  if (!listings.tracked) return tracked;
  for (const record of readFileSync(listings.tracked, "utf8").split("\0")) {
    // "<mode> <object> <stage>\t<path>"; an index read from one tree has stage 0 only.
    const tab = record.indexOf("\t");
    if (tab < 0) continue;
    const [mode = "", sha = ""] = record.slice(0, tab).split(" ");
    tracked.set(record.slice(tab + 1), { mode, sha });
  }
  return tracked;
}

/** One entry of `git ls-files -z --stage --debug`: "<mode> <sha> <stage>\t<path>\0" and its stat lines. */
const INDEX_ENTRY =
  /(\d+) ([0-9a-f]+) (\d)\t([^\0]*)\0 {2}ctime: \d+:\d+\n {2}mtime: (\d+):(\d+)\n {2}dev: \d+\tino: (\d+)\n {2}uid: \d+\tgid: \d+\n {2}size: (\d+)\tflags: [0-9a-f]+\n/y;

/**
 * The regular files of the trusted index with their stat data. An entry git smudged as racily
 * clean (its size set to 0) simply never matches a non-empty file. Output of another shape ends
 * the list where it stops matching: what is missing is read, never assumed.
 */
export function readIndexed(listings: Listings): Map<string, IndexedFile> {
  const files = new Map<string, IndexedFile>();
  if (!listings.indexed) return files;
  const listing = readFileSync(listings.indexed, "utf8");
  INDEX_ENTRY.lastIndex = 0;
  for (let match = INDEX_ENTRY.exec(listing); match; match = INDEX_ENTRY.exec(listing)) {
    const [, mode = "", sha = "", stage, path = "", mtimeS, mtimeNs, ino, size] = match;
    if (stage !== "0" || !FILE_MODES.has(mode)) continue;
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

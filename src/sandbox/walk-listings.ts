import { readFileSync } from "node:fs";
import { FILE_MODES, type IndexedFile, type Listings, type TrackedEntry } from "../base/tree-records.js";

/**
 * The listings a walk is given (`WalkRequest.listings`), read into what the walk looks paths up
 * in. They are read in the walking process (the sandbox user's reader), so the action never
 * holds a listing of the whole tree.
 */

/** One record of the compact listing; the list ends where the records stop matching. */
const INDEXED_RECORD =
  /(\d{6}) ([0-9a-f]{40}|[0-9a-f]{64}) (\d{1,15}) (\d{1,15}) (\d{1,15}) (\d{1,15})\t([^\0]*)\0/y;

/** The start commit's entries by path, from `git ls-tree -r -z`: "<mode> <type> <object>\t<path>". */
export function readTracked(listings: Listings): Map<string, TrackedEntry> {
  const tracked = new Map<string, TrackedEntry>();
  if (!listings.tracked) return tracked;
  for (const record of readFileSync(listings.tracked, "utf8").split("\0")) {
    const tab = record.indexOf("\t");
    if (tab < 0) continue;
    const [mode = "", , sha = ""] = record.slice(0, tab).split(" ");
    tracked.set(record.slice(tab + 1), { mode, sha });
  }
  return tracked;
}

/**
 * The regular files of the trusted index with their stat data, from the action's compact listing
 * (`compactIndexListing`): `<mode> <sha> <mtime s> <mtime ns> <ino> <size>\t<path>\0`. An entry
 * git smudged as racily clean (its size set to 0) simply never matches a non-empty file. A record
 * of another shape ends the list: what is missing is read, never assumed.
 */
export function readIndexed(listings: Listings): Map<string, IndexedFile> {
  const files = new Map<string, IndexedFile>();
  if (!listings.indexed) return files;
  const listing = readFileSync(listings.indexed, "utf8");
  INDEXED_RECORD.lastIndex = 0;
  for (let match = INDEXED_RECORD.exec(listing); match; match = INDEXED_RECORD.exec(listing)) {
    const [, mode = "", sha = "", mtimeS, mtimeNs, ino, size, path = ""] = match;
    if (!FILE_MODES.has(mode)) continue;
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

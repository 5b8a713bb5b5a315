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

/** A path of the start commit, as the walk looks it up. */
export interface StartEntry extends TrackedEntry {
  /** The trusted index's stat data for it, when the index holds the start commit's content there. */
  indexed?: IndexedFile;
  /** Whether the walk came across it: the start commit's paths it never did are gone. */
  seen?: boolean;
}

/**
 * The start commit's entries by path, each with what the trusted index says of its file when
 * the index holds the same content: one lookup per entry the walk meets.
 */
export function readStart(listings: Listings): Map<string, StartEntry> {
  const start = readTracked(listings);
  for (const [path, file] of indexedFiles(listings)) {
    const entry = start.get(path);
    if (entry?.sha === file.sha) entry.indexed = file;
  }
  return start;
}

/** The start commit's entries by path, from `git ls-tree -r -z`: "<mode> <type> <object>\t<path>". */
function readTracked(listings: Listings): Map<string, StartEntry> {
  const tracked = new Map<string, StartEntry>();
  if (!listings.tracked) return tracked;
  const text = readFileSync(listings.tracked, "utf8");
  // Read in place, by positions: half the time of splitting 150,000 records into strings first.
  for (let at = 0; at < text.length; ) {
    const nul = text.indexOf("\0", at);
    const end = nul < 0 ? text.length : nul;
    const tab = text.indexOf("\t", at);
    const type = text.indexOf(" ", at);
    const object = type < 0 ? -1 : text.indexOf(" ", type + 1);
    if (tab >= 0 && tab < end && object > type && object < tab)
      tracked.set(text.slice(tab + 1, end), { mode: text.slice(at, type), sha: text.slice(object + 1, tab) });
    at = end + 1;
  }
  return tracked;
}

/**
 * The regular files of the trusted index with their stat data, from the action's compact listing
 * (`compactIndexListing`): `<mode> <sha> <mtime s> <mtime ns> <ino> <size>\t<path>\0`. An entry
 * git smudged as racily clean (its size set to 0) simply never matches a non-empty file. A record
 * of another shape ends the list: what is missing is read, never assumed.
 */
export function* indexedFiles(listings: Listings): Generator<[string, IndexedFile]> {
  if (!listings.indexed) return;
  const listing = readFileSync(listings.indexed, "utf8");
  INDEXED_RECORD.lastIndex = 0;
  for (let match = INDEXED_RECORD.exec(listing); match; match = INDEXED_RECORD.exec(listing)) {
    const [, mode = "", sha = "", mtimeS, mtimeNs, ino, size, path = ""] = match;
    if (!FILE_MODES.has(mode)) continue;
    yield [
      path,
      { sha, mtimeS: Number(mtimeS), mtimeNs: Number(mtimeNs), ino: Number(ino), size: Number(size) },
    ];
  }
}

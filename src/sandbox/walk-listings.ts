import { readFileSync } from "node:fs";
import { FILE_MODES, type IndexedFile, type Listings, type TrackedEntry } from "../base/tree-records.js";

/**
 * The start listing a walk is given (`WalkRequest.listings`), read into what the walk looks paths
 * up in. It is read in the walking process (the sandbox user's reader), so the action never
 * holds a listing of the whole tree.
 */

/** A path of the start commit, as the walk looks it up. */
export interface StartEntry extends TrackedEntry {
  /** The trusted index's stat data for it, when the index holds the start commit's content there. */
  indexed?: IndexedFile;
  /** Whether the walk came across it: the start commit's paths it never did are gone. */
  seen?: boolean;
}

/**
 * The start commit's entries by path, each with what the trusted index says of its file when
 * the index holds the same content (`Listings`): one lookup per entry the walk meets. Read in
 * place, by positions (see `statData`). A record with stat data of another shape is an entry
 * without it: what is missing is read, never assumed.
 */
export function readStart(listings: Listings): Map<string, StartEntry> {
  const start = new Map<string, StartEntry>();
  if (!listings.start) return start;
  const text = readFileSync(listings.start, "utf8");
  for (let at = 0; at < text.length; ) {
    const nul = text.indexOf("\0", at);
    const end = nul < 0 ? text.length : nul;
    const tab = text.indexOf("\t", at);
    const space = text.indexOf(" ", at);
    if (tab >= 0 && tab < end && space > at && space < tab) {
      const shaEnd = text.indexOf(" ", space + 1);
      const stat = shaEnd >= 0 && shaEnd < tab;
      const entry: StartEntry = {
        mode: text.slice(at, space),
        sha: text.slice(space + 1, stat ? shaEnd : tab),
      };
      if (stat && FILE_MODES.has(entry.mode)) {
        const indexed = statData(text, shaEnd + 1, tab);
        if (indexed) entry.indexed = indexed;
      }
      start.set(text.slice(tab + 1, end), entry);
    }
    at = end + 1;
  }
  return start;
}

/** Each of the stat data's numbers, as git writes it. */
const STAT_FIELD = /^\d{1,15}$/;

/**
 * "<mtime s> <mtime ns> <ino> <size>" between `from` and `to`; undefined for anything else. By
 * positions, as the records are read: splitting each into strings takes half as long again.
 */
function statData(text: string, from: number, to: number): IndexedFile | undefined {
  const fields: number[] = [];
  let at = from;
  while (fields.length < 4) {
    const space = text.indexOf(" ", at);
    const end = space >= 0 && space < to ? space : to;
    const field = text.slice(at, end);
    if (!STAT_FIELD.test(field)) return undefined;
    fields.push(Number(field));
    at = end + 1;
  }
  const [mtimeS, mtimeNs, ino, size] = fields as [number, number, number, number];
  return at === to + 1 ? { mtimeS, mtimeNs, ino, size } : undefined;
}

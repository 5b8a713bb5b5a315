import { fail, ok, type Result } from "./result.js";

/**
 * Git's index file (`.git/index`, versions 2 to 4) read entry by entry, as bytes: the walk's
 * start listing when the trusted index holds exactly the start commit (start-listing.ts), which
 * spares listing 150,000 entries as text and joining them. Only what a plain index holds is
 * read: a split index (`link`) or a sparse one (`sdir`, folder entries) lists less than the
 * commit, and is refused, as is anything that does not parse: the caller then lists as text.
 */

/** One entry where it lies in the file: what the walk parses when it looks its path up. */
export interface IndexEntryAt {
  /**
   * The bytes that hold the path, from `begin` to `end`: the file itself in versions 2 and 3, so
   * no copy is made of 150,000 names; in version 4, whose names are written as a change of the
   * previous one, a buffer of the names written out whole (the latest one holds every name
   * given so far, where it was given).
   */
  bytes: Buffer;
  begin: number;
  end: number;
  /** Where the entry's fixed part begins in the file. */
  at: number;
}

/** The extensions after which the entries are not the whole tree. */
const PARTIAL_EXTENSIONS: ReadonlyMap<string, string> = new Map([
  ["link", "a split index"],
  ["sdir", "a sparse index"],
]);

const STAGE_MASK = 0x3000;
const EXTENDED = 0x4000;
const INTENT_TO_ADD = 0x2000;
const NAME_LENGTH = 0xfff;
const FOLDER_MODE = 0o040000;

/** The stat data, mode, ids and sizes before the object id (ten 32-bit numbers). */
const STAT_BYTES = 40;

/**
 * Calls `each` for every entry of stage 0 that is not only intended to be added (those are in no
 * tree), in the file's order, and counts them; without `each` only checks that the file reads.
 * `hashLength` is 40 or 64 (hex digits of an object id).
 */
export function readIndexEntries(
  data: Buffer,
  hashLength: number,
  each?: (entry: IndexEntryAt) => void,
): Result<{ entries: number }> {
  if (data.length < 12 || data.toString("latin1", 0, 4) !== "DIRC") return fail("not a git index");
  const version = data.readUInt32BE(4);
  if (version < 2 || version > 4) return fail(`index version ${version}`);
  const count = data.readUInt32BE(8);
  const idBytes = hashLength / 2;
  const flagsAt = STAT_BYTES + idBytes;
  // The file ends with the checksum of what comes before it.
  const end = data.length - idBytes;
  let at = 12;
  const names = version === 4 ? new WrittenNames() : undefined;
  let listed = 0;
  for (let n = 0; n < count; n++) {
    if (at + flagsAt + 2 > end) return fail("the entries run past the end of the file");
    const flags = data.readUInt16BE(at + flagsAt);
    const extended = (flags & EXTENDED) !== 0;
    if (extended && version < 3) return fail("an extended entry in a version 2 index");
    if (extended && at + flagsAt + 4 > end) return fail("the entries run past the end of the file");
    const extra = extended ? data.readUInt16BE(at + flagsAt + 2) : 0;
    const nameAt = at + flagsAt + (extended ? 4 : 2);
    let name: IndexEntryAt;
    let next: number;
    if (names) {
      const named = compressedName(data, nameAt, names);
      if (!named.ok) return named;
      name = { bytes: names.bytes, begin: named.value.begin, end: names.length, at };
      next = named.value.next;
    } else {
      // The flags hold the name's length, up to 0xfff: past that, its end is searched for.
      const length = flags & NAME_LENGTH;
      const nul =
        length < NAME_LENGTH && data[nameAt + length] === 0 ? nameAt + length : data.indexOf(0, nameAt);
      if (nul < 0) return fail("a name with no end");
      name = { bytes: data, begin: nameAt, end: nul, at };
      // The name ends with 1 to 8 NULs, which make the entry a multiple of 8 bytes.
      next = at + ((nul - at + 8) & ~7);
    }
    if (next > end) return fail("the entries run past the end of the file");
    if ((data.readUInt32BE(at + 24) & 0o170000) === FOLDER_MODE)
      return fail("a folder entry (a sparse index)");
    if ((flags & STAGE_MASK) === 0 && (extra & INTENT_TO_ADD) === 0) {
      each?.(name);
      listed++;
    }
    at = next;
  }
  for (; at + 8 <= end; ) {
    const signature = data.toString("latin1", at, at + 4);
    const partial = PARTIAL_EXTENSIONS.get(signature);
    if (partial) return fail(`${partial} (the ${signature} extension)`);
    at += 8 + data.readUInt32BE(at + 4);
  }
  return at === end ? ok({ entries: listed }) : fail("the extensions run past the end of the file");
}

/**
 * Version 4's names written out whole, one after another, in one buffer that doubles as it
 * fills: an earlier name stays where it was written, and `bytes`, the latest buffer, holds them
 * all. No object is made per name.
 */
class WrittenNames {
  bytes = Buffer.allocUnsafe(64 * 1024);
  length = 0;
  /** Where the last name begins. */
  last = 0;

  /** Makes room for `more` bytes. */
  reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + more));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}

/**
 * Version 4: how many bytes of the previous name to drop (a varint), then the rest, NUL-ended;
 * the name is written out whole into `names`, where it begins at `begin` and ends at its length.
 */
function compressedName(
  data: Buffer,
  nameAt: number,
  names: WrittenNames,
): Result<{ begin: number; next: number }> {
  let at = nameAt;
  let byte = data[at++] ?? 0;
  let drop = byte & 0x7f;
  // Git's offset varint: each further byte adds one before shifting.
  while (byte & 0x80) {
    if (drop > 0xffff) return fail("a name's prefix length that overflows");
    byte = data[at++] ?? 0;
    drop = ((drop + 1) << 7) | (byte & 0x7f);
  }
  const previous = names.length - names.last;
  if (drop > previous) return fail("a name that drops more than the name before it has");
  const nul = data.indexOf(0, at);
  if (nul < 0) return fail("a name with no end");
  const kept = previous - drop;
  names.reserve(kept + nul - at);
  const begin = names.length;
  // Byte by byte: names are short, and a copy call per name costs more than its bytes.
  const out = names.bytes;
  for (let i = 0; i < kept; i++) out[begin + i] = out[names.last + i] as number;
  for (let i = at; i < nul; i++) out[begin + kept + i - at] = data[i] as number;
  names.last = begin;
  names.length = begin + kept + nul - at;
  return ok({ begin, next: nul + 1 });
}

/** The stat data the walk compares, the mode and the object id of the entry at `at`. */
export function indexEntry(
  data: Buffer,
  at: number,
  hashLength: number,
): { mode: number; sha: string; mtimeS: number; mtimeNs: number; ino: number; size: number } {
  return {
    mtimeS: data.readUInt32BE(at + 8),
    mtimeNs: data.readUInt32BE(at + 12),
    ino: data.readUInt32BE(at + 20),
    mode: data.readUInt32BE(at + 24),
    size: data.readUInt32BE(at + 36),
    sha: data.toString("hex", at + STAT_BYTES, at + STAT_BYTES + hashLength / 2),
  };
}

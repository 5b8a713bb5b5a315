/**
 * A byte-pair-encoding counter: how many tokens js-tiktoken's `encode(text, [], [])` returns
 * for a text, without encoding it. It reads the same rank files (js-tiktoken's `ranks/*`
 * modules) and merges the same way, lowest rank first and the leftmost of equals, so the counts
 * are the same; test/bpe-count.test.ts checks them against js-tiktoken itself.
 *
 * What it leaves out is what made the encoder heavy: js-tiktoken keeps a `Map` from each
 * token's bytes, joined as a decimal string, to its rank and another from rank to bytes for
 * decoding (about 30 MB of heap for cl100k), and encoding a piece allocates an array of its
 * bytes, strings for every pair it tries and the token array. Here the ranks sit in a few typed
 * arrays (under 4 MB for cl100k, outside the JavaScript heap), and counting a piece writes its
 * UTF-8 bytes into a buffer that is reused and merges over offsets in another: a count
 * allocates nothing per piece.
 */

/** The part of js-tiktoken's rank modules (`js-tiktoken/ranks/cl100k_base`) counting needs. */
export interface RankFile {
  /** The pattern that splits a text into the pieces encoded one by one. */
  pat_str: string;
  /**
   * Space-separated fields: a label, the rank of the first token, then every token's bytes in
   * base64, each ranked one above the one before. Lines (one per run of ranks) are separated
   * by newlines.
   */
  bpe_ranks: string;
}

/** A pair that has no rank, so it is never merged: above every real rank. */
const NO_RANK = 0x7fffffff;
const EMPTY_SLOT = -1;
/** Slots of the memo of pieces that take merging, and the longest piece it holds. */
const MEMO_SLOTS = 4096;
const MEMO_PIECE_BYTES = 64;
/** The value of each base64 character, -1 for the rest. */
const BASE64 = new Int8Array(128).fill(-1);
for (const [i, char] of [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].entries()) {
  BASE64[char.charCodeAt(0)] = i;
}

/**
 * FNV-1a over `bytes[start..end)`, its bits mixed once more at the end (the table uses the low
 * ones): cheap, and spreads the short keys of a rank table well.
 */
function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  return (hash ^ (hash >>> 12)) >>> 0;
}

function sameBytes(a: Uint8Array, aStart: number, b: Uint8Array, bStart: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (a[aStart + i] !== b[bStart + i]) return false;
  return true;
}

export class BpeCounter {
  /** Every token's bytes, one after another; token `e` is `bytes[starts[e]..starts[e + 1])`. */
  private bytes: Uint8Array;
  private readonly starts: Uint32Array;
  private readonly ranks: Int32Array;
  /** An open-addressing hash table of token indexes (`EMPTY_SLOT` where there is none)... */
  private readonly slots: Int32Array;
  /** ...and of their bytes' hashes, so that a probe rarely reads a token's bytes in vain. */
  private readonly slotHashes: Uint32Array;
  private readonly mask: number;
  /**
   * The counts of recent pieces that are not one token, by their hash (one entry a hash, the
   * newest kept): code repeats its identifiers, and merging one costs tens of lookups.
   */
  private readonly memoBytes = new Uint8Array(MEMO_SLOTS * MEMO_PIECE_BYTES);
  private readonly memoLengths = new Uint8Array(MEMO_SLOTS);
  private readonly memoHashes = new Uint32Array(MEMO_SLOTS);
  private readonly memoTokens = new Uint8Array(MEMO_SLOTS);
  /** Whether each single byte has a rank: a part left unmerged that has none is no token. */
  private readonly byteKnown = new Uint8Array(256);
  /** Sticky, so that `test` reads the piece at one offset and allocates no match. */
  private readonly pattern: RegExp;
  /** The current piece's UTF-8 bytes. */
  private piece = new Uint8Array(256);
  /** Where each part of the piece starts while merging (its end is the next one's start). */
  private partStarts = new Int32Array(257);
  /** The rank of each part merged with the next one, or `NO_RANK`. */
  private pairRanks = new Int32Array(256);

  private constructor(ranks: RankFile) {
    this.pattern = new RegExp(ranks.pat_str, "uy");
    const text = ranks.bpe_ranks;
    // Upper bounds: base64 holds 3 bytes in 4 characters, and each token follows a space.
    let fields = 1;
    for (let i = text.indexOf(" "); i !== -1; i = text.indexOf(" ", i + 1)) fields++;
    const bytes = new Uint8Array(Math.ceil((text.length * 3) / 4));
    const starts = new Uint32Array(fields + 1);
    const ranksOf = new Int32Array(fields);
    let size = 1;
    while (size < fields * 2) size *= 2;
    this.slots = new Int32Array(size).fill(EMPTY_SLOT);
    this.slotHashes = new Uint32Array(size);
    this.mask = size - 1;
    this.starts = starts;
    this.ranks = ranksOf;
    this.bytes = bytes;

    let count = 0;
    let used = 0;
    // `label offset token token ...` per line, fields split on single spaces as js-tiktoken
    // splits them; read in place, since splitting would make a string of every token.
    let lineStart = 0;
    while (lineStart < text.length) {
      let lineEnd = text.indexOf("\n", lineStart);
      if (lineEnd === -1) lineEnd = text.length;
      const labelEnd = text.indexOf(" ", lineStart);
      if (labelEnd !== -1 && labelEnd < lineEnd) {
        let offsetEnd = text.indexOf(" ", labelEnd + 1);
        if (offsetEnd === -1 || offsetEnd > lineEnd) offsetEnd = lineEnd;
        const offset = Number.parseInt(text.slice(labelEnd + 1, offsetEnd), 10);
        let rank = offset;
        for (let at = offsetEnd; at < lineEnd; rank++) {
          const from = at + 1;
          let to = text.indexOf(" ", from);
          if (to === -1 || to > lineEnd) to = lineEnd;
          at = to;
          starts[count] = used;
          const end = decodeBase64(text, from, to, bytes, used);
          const hash = hashBytes(bytes, used, end);
          const existing = this.find(bytes, used, end, hash);
          // A token listed twice keeps its last rank, as in js-tiktoken's table, and its bytes once.
          if (existing !== EMPTY_SLOT) {
            ranksOf[existing] = rank;
            continue;
          }
          used = end;
          starts[count + 1] = used;
          ranksOf[count] = rank;
          this.insert(count, hash);
          count++;
        }
      }
      lineStart = lineEnd + 1;
    }
    // The bound above is about a fifth too generous (padding, separators).
    this.bytes = bytes.slice(0, used);
    for (let byte = 0; byte < 256; byte++) {
      this.piece[0] = byte;
      this.byteKnown[byte] = this.rankOf(this.piece, 0, 1) === -1 ? 0 : 1;
    }
  }

  /** Builds the counter over a rank file (a few tens of milliseconds for cl100k). */
  static fromRanks(ranks: RankFile): BpeCounter {
    return new BpeCounter(ranks);
  }

  /** The rank of the token made of `bytes[start..end)`, or -1 when no token is. */
  rankOf(bytes: Uint8Array, start = 0, end = bytes.length): number {
    const token = this.find(bytes, start, end, hashBytes(bytes, start, end));
    return token === EMPTY_SLOT ? -1 : (this.ranks[token] as number);
  }

  /**
   * Tokens in `text`: what js-tiktoken's `encode(text, [], []).length` gives with the same rank
   * file, special-token text such as `<|endoftext|>` counted as ordinary text. The text is split
   * by the pattern and each piece merged on its own, so the time is quadratic in the length of
   * the longest piece (a run of letters, punctuation or spaces): callers bound it.
   */
  count(text: string): number {
    const pattern = this.pattern;
    let total = 0;
    let at = 0;
    while (at < text.length) {
      pattern.lastIndex = at;
      const end = pattern.test(text) ? pattern.lastIndex : at;
      if (end === at) {
        // No piece here (or an empty one): js-tiktoken's search moves on by a character, which costs nothing.
        at += isSurrogatePair(text, at, text.length) ? 2 : 1;
        continue;
      }
      total += this.pieceTokens(text, at, end);
      at = end;
    }
    return total;
  }

  /** Tokens of the piece `text[start..end)`, as js-tiktoken's `bytePairEncode` finds them. */
  private pieceTokens(text: string, start: number, end: number): number {
    const length = this.encodeUtf8(text, start, end);
    if (length === 1) return 1;
    const piece = this.piece;
    const hash = hashBytes(piece, 0, length);
    if (this.find(piece, 0, length, hash) !== EMPTY_SLOT) return 1;
    if (length > MEMO_PIECE_BYTES) return this.merge(length);
    const slot = hash & (MEMO_SLOTS - 1);
    const at = slot * MEMO_PIECE_BYTES;
    if (
      this.memoLengths[slot] === length &&
      this.memoHashes[slot] === hash &&
      sameBytes(this.memoBytes, at, piece, 0, length)
    ) {
      return this.memoTokens[slot] as number;
    }
    const tokens = this.merge(length);
    for (let i = 0; i < length; i++) this.memoBytes[at + i] = piece[i] as number;
    this.memoLengths[slot] = length;
    this.memoHashes[slot] = hash;
    this.memoTokens[slot] = tokens;
    return tokens;
  }

  /** Tokens of the `length` bytes of `this.piece`, merged lowest rank first, the leftmost of equals. */
  private merge(length: number): number {
    const piece = this.piece;
    const parts = this.partStarts;
    const pairs = this.pairRanks;
    let count = length;
    for (let i = 0; i <= length; i++) parts[i] = i;
    for (let i = 0; i < count - 1; i++) pairs[i] = this.pairRank(i, i + 2);
    while (count > 1) {
      let best = NO_RANK;
      let at = -1;
      for (let i = 0; i < count - 1; i++) {
        const rank = pairs[i] as number;
        if (rank < best) {
          best = rank;
          at = i;
        }
      }
      if (at === -1) break;
      // Part `at` takes in part `at + 1`: the boundary between them goes.
      parts.copyWithin(at + 1, at + 2, count + 1);
      pairs.copyWithin(at + 1, at + 2, count - 1);
      count--;
      if (at > 0) pairs[at - 1] = this.pairRank(at - 1, at + 1);
      if (at < count - 1) pairs[at] = this.pairRank(at, at + 2);
    }
    // js-tiktoken drops parts without a rank; only a single byte can be one.
    let tokens = count;
    for (let i = 0; i < count; i++) {
      const from = parts[i] as number;
      if ((parts[i + 1] as number) - from === 1 && this.byteKnown[piece[from] as number] === 0) tokens--;
    }
    return tokens;
  }

  /** The rank of the bytes from part `first`'s start to part `last`'s start, or `NO_RANK`. */
  private pairRank(first: number, last: number): number {
    const start = this.partStarts[first] as number;
    const end = this.partStarts[last] as number;
    const token = this.find(this.piece, start, end, hashBytes(this.piece, start, end));
    return token === EMPTY_SLOT ? NO_RANK : (this.ranks[token] as number);
  }

  /** The token whose bytes are `bytes[start..end)` (which hash to `hash`), or `EMPTY_SLOT`. */
  private find(bytes: Uint8Array, start: number, end: number, hash: number): number {
    const length = end - start;
    let slot = hash & this.mask;
    for (;;) {
      const token = this.slots[slot] as number;
      if (token === EMPTY_SLOT) return EMPTY_SLOT;
      if (this.slotHashes[slot] === hash) {
        const from = this.starts[token] as number;
        if (
          (this.starts[token + 1] as number) - from === length &&
          sameBytes(this.bytes, from, bytes, start, length)
        )
          return token;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  private insert(token: number, hash: number): void {
    let slot = hash & this.mask;
    while (this.slots[slot] !== EMPTY_SLOT) slot = (slot + 1) & this.mask;
    this.slots[slot] = token;
    this.slotHashes[slot] = hash;
  }

  /**
   * Writes `text[start..end)` as UTF-8 into `this.piece` (grown when short) and returns its
   * length. A lone surrogate becomes U+FFFD, as `TextEncoder` (which js-tiktoken uses) makes it.
   */
  private encodeUtf8(text: string, start: number, end: number): number {
    if ((end - start) * 3 > this.piece.length) {
      const size = (end - start) * 3;
      this.piece = new Uint8Array(size);
      this.partStarts = new Int32Array(size + 1);
      this.pairRanks = new Int32Array(size);
    }
    const out = this.piece;
    let n = 0;
    for (let i = start; i < end; i++) {
      let code = text.charCodeAt(i);
      if (code < 0x80) {
        out[n++] = code;
        continue;
      }
      if (code < 0x800) {
        out[n++] = 0xc0 | (code >> 6);
        out[n++] = 0x80 | (code & 0x3f);
        continue;
      }
      if (code >= 0xd800 && code <= 0xdfff) {
        if (!isSurrogatePair(text, i, end)) code = 0xfffd;
        else {
          code = 0x10000 + ((code - 0xd800) << 10) + (text.charCodeAt(++i) - 0xdc00);
          out[n++] = 0xf0 | (code >> 18);
          out[n++] = 0x80 | ((code >> 12) & 0x3f);
          out[n++] = 0x80 | ((code >> 6) & 0x3f);
          out[n++] = 0x80 | (code & 0x3f);
          continue;
        }
      }
      out[n++] = 0xe0 | (code >> 12);
      out[n++] = 0x80 | ((code >> 6) & 0x3f);
      out[n++] = 0x80 | (code & 0x3f);
    }
    return n;
  }
}

/** Whether `text[i]` and `text[i + 1]` (before `end`) are a high and a low surrogate: one code point. */
export function isSurrogatePair(text: string, i: number, end: number): boolean {
  const high = text.charCodeAt(i);
  if (high < 0xd800 || high > 0xdbff || i + 1 >= end) return false;
  const low = text.charCodeAt(i + 1);
  return low >= 0xdc00 && low <= 0xdfff;
}

/**
 * Decodes the base64 `text[from..to)` into `out` at `at` and returns the offset after it. The
 * rank files are the package's own, so this decodes what is there and checks no more: `=`
 * padding (or any other character) ends it.
 */
function decodeBase64(text: string, from: number, to: number, out: Uint8Array, at: number): number {
  let bits = 0;
  let held = 0;
  let n = at;
  for (let i = from; i < to; i++) {
    const value = BASE64[text.charCodeAt(i)] ?? -1;
    if (value === -1) break;
    bits = ((bits << 6) | value) & 0xffff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      out[n++] = (bits >> held) & 0xff;
    }
  }
  return n;
}

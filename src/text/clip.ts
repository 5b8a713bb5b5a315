/**
 * The one place text is cut to a size. Every cut lands on a character boundary: a character
 * outside the Basic Multilingual Plane (an emoji, many CJK ideographs) is two UTF-16 units, and
 * cutting between them leaves a lone surrogate that JSON encoders, GitHub and terminals show as
 * garbage or reject.
 */

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** The largest index <= `index` that does not fall inside a surrogate pair of `text`. */
export function boundaryBefore(text: string, index: number): number {
  if (index <= 0) return 0;
  if (index >= text.length) return text.length;
  const inPair = isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1));
  return inPair ? index - 1 : index;
}

/** The smallest index >= `index` that does not fall inside a surrogate pair of `text`. */
export function boundaryAfter(text: string, index: number): number {
  const at = boundaryBefore(text, index);
  return at === index ? index : index + 1;
}

export interface ClipOptions {
  /**
   * What stands for the cut part, given how many UTF-16 units were cut; counted in `maxChars`.
   * Default: `…`. `() => ""` makes a bare cut, for a caller that says what was cut itself.
   */
  marker?: (omitted: number) => string;
  /** Keep the start (default), or the start and the end with the marker between them. */
  keep?: "head" | "head-and-tail";
  /** With `keep: "head-and-tail"`, the share of the kept characters taken from the start. Default 1/2. */
  headShare?: number;
}

/**
 * `text` when it fits in `maxChars` UTF-16 units; otherwise its start (or start and end) plus a
 * marker, at most `maxChars` long in all, never splitting a character. When not even the marker
 * fits, the bare start.
 */
export function clip(text: string, maxChars: number, options: ClipOptions = {}): string {
  if (text.length <= maxChars) return text;
  const limit = Math.max(0, Math.floor(maxChars));
  const markerFor = options.marker ?? (() => "…");
  // The marker's length depends on the count it shows; measure it with the largest count.
  const room = limit - markerFor(text.length).length;
  if (room <= 0) return text.slice(0, boundaryBefore(text, limit));
  if (options.keep === "head-and-tail") {
    const share = Math.min(1, Math.max(0, options.headShare ?? 1 / 2));
    const head = boundaryBefore(text, Math.ceil(room * share));
    const tail = boundaryAfter(text, text.length - (room - head));
    return `${text.slice(0, head)}${markerFor(tail - head)}${text.slice(tail)}`;
  }
  const head = boundaryBefore(text, room);
  return `${text.slice(0, head)}${markerFor(text.length - head)}`;
}

export interface ClipBytesOptions {
  /** Keep the start (default) or the end of the text. */
  keep?: "head" | "tail";
}

/** UTF-8 size of the one UTF-16 unit at `code` standing alone (a lone surrogate encodes as U+FFFD). */
function unitBytes(code: number): number {
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return 3;
}

/**
 * The longest start (or, with `keep: "tail"`, end) of `text` whose UTF-8 encoding fits in
 * `maxBytes` bytes, never splitting a character, so the bytes always decode back to the same
 * characters. No marker: byte budgets belong to callers that report the cut themselves.
 */
export function clipBytes(text: string, maxBytes: number, options: ClipBytesOptions = {}): string {
  if (Buffer.byteLength(text, "utf8") <= maxBytes) return text;
  let used = 0;
  if (options.keep === "tail") {
    let start = text.length;
    while (start > 0) {
      const from = boundaryBefore(text, start - 1);
      const size = start - from === 2 ? 4 : unitBytes(text.charCodeAt(from));
      if (used + size > maxBytes) break;
      used += size;
      start = from;
    }
    return text.slice(start);
  }
  let end = 0;
  while (end < text.length) {
    const to = boundaryAfter(text, end + 1);
    const size = to - end === 2 ? 4 : unitBytes(text.charCodeAt(end));
    if (used + size > maxBytes) break;
    used += size;
    end = to;
  }
  return text.slice(0, end);
}

/** `text` on one line (every run of whitespace one space), clipped to `maxChars` with `…`. */
export function clipLine(text: string, maxChars: number): string {
  return clip(text.replace(/\s+/g, " ").trim(), maxChars);
}

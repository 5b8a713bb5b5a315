import { StringDecoder } from "node:string_decoder";
import { boundaryAfter, clipBytes } from "../text/clip.js";

/** Default line budget of one tool output. */
export const DEFAULT_MAX_LINES = 2000;
/** Default byte budget of one tool output (about 12k tokens). */
export const DEFAULT_MAX_BYTES = 48 * 1024;
/** Rough bytes per token for English and code; cheap and close enough for a cap. */
export const BYTES_PER_TOKEN = 4;
/** Default final cap of any tool result entering the history, in approximate tokens. */
export const DEFAULT_TOOL_RESULT_TOKENS = 16_000;
/** Bytes an `OutputCapture` keeps by default (half head, half tail) however much a process prints. */
export const DEFAULT_CAPTURE_BYTES = 1024 * 1024;

export interface TruncateLimits {
  /** Bytes (UTF-8) of the kept text, marker not counted. */
  maxBytes?: number;
  /** Lines of the kept text, marker not counted. */
  maxLines?: number;
}

/** Text already cut away before `truncateText` saw it (for example by an `OutputCapture`). */
export interface Dropped {
  bytes: number;
  lines: number;
}

export interface TruncateResult {
  /** The text, or its head and tail with one marker line between them. */
  text: string;
  truncated: boolean;
  /** Lines not shown at all (a line cut in the middle counts as shown). */
  omittedLines: number;
  omittedBytes: number;
  totalLines: number;
  totalBytes: number;
}

const byteLength = (s: string): number => Buffer.byteLength(s, "utf8");

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Lines of a text, as an editor counts them (a final newline does not start another line). */
export function countLines(text: string): number {
  if (text === "") return 0;
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return text.endsWith("\n") ? count : count + 1;
}

/** The marker line put where text was cut. */
export function omissionMarker(lines: number, bytes: number): string {
  const what = lines > 0 ? `${lines} lines, ${formatBytes(bytes)}` : formatBytes(bytes);
  return `[... ${what} omitted ...]`;
}

/**
 * Keeps the head and the tail of `text` within `limits` (half each), with one marker line in
 * between saying how much was cut. Lines are kept whole where possible; a line too long for what
 * is left of the budget is cut at a character boundary. `dropped` accounts for text removed
 * earlier from the middle (the result is then always marked truncated).
 */
export function truncateText(text: string, limits: TruncateLimits = {}, dropped?: Dropped): TruncateResult {
  const maxBytes = Math.max(0, limits.maxBytes ?? DEFAULT_MAX_BYTES);
  const maxLines = Math.max(0, limits.maxLines ?? DEFAULT_MAX_LINES);
  const droppedBytes = dropped?.bytes ?? 0;
  const droppedLines = dropped?.lines ?? 0;
  const totalBytes = byteLength(text) + droppedBytes;
  const totalLines = countLines(text) + droppedLines;
  if (droppedBytes === 0 && totalBytes <= maxBytes && totalLines <= maxLines) {
    return { text, truncated: false, omittedLines: 0, omittedBytes: 0, totalLines, totalBytes };
  }

  const lines = new LineOffsets(text, text === "" ? 1 : totalLines - droppedLines);
  const headBytes = Math.floor(maxBytes / 2);
  const headLines = Math.ceil(maxLines / 2);
  const head = takeHead(lines, headBytes, headLines);
  const tailLines = Number.isFinite(maxLines) ? maxLines - headLines : maxLines;
  const tail = takeTail(lines, maxBytes - headBytes, tailLines, head);

  const { n } = lines;
  let shownBytes = head.used + tail.used + byteLength(head.cut) + byteLength(tail.cut);
  if (tail.cut && lines.hasNewline(tail.cutLine)) shownBytes++;
  const sameLineCut = head.cut !== "" && tail.cut !== "" && tail.cutLine === head.end;
  const shownLines = head.end + (n - tail.start) + (head.cut ? 1 : 0) + (tail.cut && !sameLineCut ? 1 : 0);
  const omittedBytes = Math.max(0, totalBytes - shownBytes);
  const omittedLines = Math.max(0, totalLines - shownLines);
  if (omittedBytes === 0) {
    return { text, truncated: false, omittedLines: 0, omittedBytes: 0, totalLines, totalBytes };
  }
  const out = joinCut(lines, head, tail, omissionMarker(omittedLines, omittedBytes));
  return { text: out, truncated: true, omittedLines, omittedBytes, totalLines, totalBytes };
}

/**
 * The lines of a text read as offsets into it, never split out: a tool's output can be megabytes,
 * and only the lines near either end are ever looked at. Line i spans [start, end) and is followed
 * by a newline when hasNewline(i); the lines are those of `text.split("\n")` without the empty
 * piece after a final newline.
 */
class LineOffsets {
  private readonly endsWithNewline: boolean;
  /** Where the last line's content ends: the final newline, if any, is not in it. */
  readonly contentEnd: number;

  constructor(
    readonly text: string,
    /** How many lines there are. */
    readonly n: number,
  ) {
    this.endsWithNewline = text.endsWith("\n");
    this.contentEnd = this.endsWithNewline ? text.length - 1 : text.length;
  }

  /** Where the line that begins at `start` ends. */
  endFrom(start: number): number {
    const newline = this.text.indexOf("\n", start);
    return newline === -1 ? this.contentEnd : Math.min(newline, this.contentEnd);
  }

  /** Where the line that ends at `end` begins. */
  startBefore(end: number): number {
    return end === 0 ? 0 : this.text.lastIndexOf("\n", end - 1) + 1;
  }

  hasNewline(i: number): boolean {
    return i < this.n - 1 || this.endsWithNewline;
  }

  /** Bytes of line `i`, spanning [start, end), its newline included. */
  sizeOf(start: number, end: number, i: number): number {
    return byteLength(this.text.slice(start, end)) + (this.hasNewline(i) ? 1 : 0);
  }
}

/** What the head keeps: lines [0, end) whole, then possibly the beginning of line `end`. */
interface Head {
  /** Whole lines kept. */
  end: number;
  /** Their bytes, newlines included. */
  used: number;
  /** Where their text ends, their last newline not included. */
  textEnd: number;
  /** The beginning of line `end`, when it could never fit whole; otherwise empty. */
  cut: string;
}

/** What the tail keeps: lines [start, n) whole, and possibly the end of line `cutLine` before them. */
interface Tail {
  start: number;
  used: number;
  /** Where line `start` begins. */
  textStart: number;
  /** The line before the whole lines: `start - 1`. */
  cutLine: number;
  /** The end of line `cutLine`, when it could never fit whole; otherwise empty. */
  cut: string;
}

/**
 * Whole lines from the start while both budgets allow, then, when the next line could never fit
 * whole, a cut of it: output made of one huge line still shows its beginning.
 */
function takeHead(lines: LineOffsets, byteBudget: number, lineBudget: number): Head {
  const { n } = lines;
  let end = 0;
  let used = 0;
  /** Offsets of line `end` (when end < n). */
  let start = 0;
  let lineEnd = lines.endFrom(0);
  while (end < n && end < lineBudget) {
    const size = lines.sizeOf(start, lineEnd, end);
    if (used + size > byteBudget) break;
    used += size;
    end++;
    start = lineEnd + 1;
    if (end < n) lineEnd = lines.endFrom(start);
  }
  const cut =
    end < n && end < lineBudget && lines.sizeOf(start, lineEnd, end) > byteBudget
      ? clipBytes(lines.text.slice(start, lineEnd), byteBudget - used)
      : "";
  return { end, used, textEnd: start - 1, cut };
}

/** The same as `takeHead` from the end, never taking again what the head shows. */
function takeTail(lines: LineOffsets, byteBudget: number, lineBudget: number, head: Head): Tail {
  const { n, text } = lines;
  const firstFree = head.end + (head.cut ? 1 : 0);
  let start = n;
  let used = 0;
  let textStart = text.length;
  /** Offsets of line `start - 1` (when start > 0). */
  let prevEnd = lines.contentEnd;
  let prevStart = lines.startBefore(prevEnd);
  while (
    start > firstFree &&
    n - start < lineBudget &&
    used + lines.sizeOf(prevStart, prevEnd, start - 1) <= byteBudget
  ) {
    start--;
    used += lines.sizeOf(prevStart, prevEnd, start);
    textStart = prevStart;
    if (start > 0) {
      prevEnd = prevStart - 1;
      prevStart = lines.startBefore(prevEnd);
    }
  }
  const cutLine = start - 1;
  let cut = "";
  if (
    cutLine >= head.end &&
    n - start < lineBudget &&
    lines.sizeOf(prevStart, prevEnd, cutLine) > byteBudget
  ) {
    const rest = text.slice(prevStart, prevEnd).slice(cutLine === head.end ? head.cut.length : 0);
    const room = byteBudget - used - (lines.hasNewline(cutLine) ? 1 : 0);
    if (room > 0) cut = clipBytes(rest, room, { keep: "tail" });
  }
  return { start, used, textStart, cutLine, cut };
}

/** The head, the marker line and the tail. */
function joinCut(lines: LineOffsets, head: Head, tail: Tail, marker: string): string {
  const { text, n } = lines;
  // Joined, not concatenated: the result is a fresh string, so the history it enters does not
  // keep the whole output alive through slices of it.
  const pieces: string[] = [];
  if (head.end > 0) pieces.push(text.slice(0, head.textEnd), "\n");
  if (head.cut) pieces.push(head.cut, "\n");
  pieces.push(marker, "\n");
  if (tail.cut) pieces.push(tail.cut, lines.hasNewline(tail.cutLine) ? "\n" : "");
  if (tail.start < n) pieces.push(text.slice(tail.textStart));
  return pieces.join("");
}

/**
 * The final cap on any tool result before it enters the history: head and tail within about
 * `maxTokens` tokens (bytes / BYTES_PER_TOKEN, cheap on purpose), lines unlimited.
 */
export function truncateForModel(text: string, maxTokens: number = DEFAULT_TOOL_RESULT_TOKENS): string {
  return truncateText(text, { maxBytes: maxTokens * BYTES_PER_TOKEN, maxLines: Number.POSITIVE_INFINITY })
    .text;
}

/**
 * Collects a process's output in bounded memory: the first and last `capacity / 2` bytes are
 * kept, the middle is counted (bytes and lines) and dropped. `take()` hands over what was
 * collected since the last call, so a background job can be read incrementally.
 */
export class OutputCapture {
  private readonly decoder = new StringDecoder("utf8");
  private readonly half: number;
  private head = "";
  private headSize = 0;
  private tail: string[] = [];
  private tailSize = 0;
  private dropped: Dropped = { bytes: 0, lines: 0 };
  /** Bytes received over the whole life of the capture. */
  totalBytes = 0;

  constructor(capacity: number = DEFAULT_CAPTURE_BYTES) {
    this.half = Math.max(1, Math.floor(capacity / 2));
  }

  push(chunk: Buffer | string): void {
    const text = typeof chunk === "string" ? chunk : this.decoder.write(chunk);
    this.totalBytes += typeof chunk === "string" ? byteLength(chunk) : chunk.length;
    this.add(text);
  }

  private add(text: string): void {
    if (text === "") return;
    if (this.headSize < this.half && this.tail.length === 0 && this.dropped.bytes === 0) {
      const room = this.half - this.headSize;
      const fits = clipBytes(text, room);
      this.head += fits;
      this.headSize += byteLength(fits);
      text = text.slice(fits.length);
      if (text === "") return;
    }
    this.tail.push(text);
    this.tailSize += byteLength(text);
    while (this.tailSize > this.half && this.tail.length > 0) {
      const first = this.tail[0] ?? "";
      const excess = this.tailSize - this.half;
      // When not even the first character fits in the excess, it goes whole.
      const cut =
        byteLength(first) <= excess
          ? first
          : clipBytes(first, excess) || first.slice(0, boundaryAfter(first, 1));
      this.tail[0] = first.slice(cut.length);
      if (this.tail[0] === "") this.tail.shift();
      const cutBytes = byteLength(cut);
      this.tailSize -= cutBytes;
      this.dropped.bytes += cutBytes;
      this.dropped.lines += cut.split("\n").length - 1;
    }
  }

  /** Flushes a character left incomplete at the end of the stream; call once the stream ends. */
  end(): void {
    this.add(this.decoder.end());
  }

  /** True when nothing has been collected since the last `take()`. */
  get empty(): boolean {
    return this.head === "" && this.tail.length === 0 && this.dropped.bytes === 0;
  }

  /** What was collected since the last call, truncated to `limits`; the capture starts over. */
  take(limits: TruncateLimits = {}): TruncateResult {
    const text = this.head + this.tail.join("");
    const dropped = this.dropped.bytes > 0 ? this.dropped : undefined;
    this.head = "";
    this.headSize = 0;
    this.tail = [];
    this.tailSize = 0;
    this.dropped = { bytes: 0, lines: 0 };
    return truncateText(text, limits, dropped);
  }
}

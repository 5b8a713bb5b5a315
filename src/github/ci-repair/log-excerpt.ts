import { clip } from "../../text/clip.js";
import { revealUntrustedCode } from "../../text/sanitize.js";

/**
 * A failed GitHub Actions job's log, cut to the part that explains the failure. The log is
 * untrusted (a test can print anything), so every character the model reads is one a person
 * reading the log would see.
 */

/**
 * Lines kept after the last `##[error]` line: the lines a failing annotation prints under itself.
 * Fewer when the next step starts first; what follows is post-job cleanup.
 */
export const LINES_AFTER_LAST_ERROR = 3;

/** A line longer than this keeps only its start and end, so one minified bundle cannot fill the excerpt. */
export const MAX_LINE_CHARS = 2_000;

/** The timestamp the runner writes first on every line: `2024-01-02T03:04:05.1234567Z `. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z ?/;

/**
 * Terminal escape sequences: CSI (`ESC [ ... final`: colours, cursor moves, line clears), OSC
 * (`ESC ] ... BEL` or `ESC ] ... ESC \`: titles, hyperlinks) and the two-character escapes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point.
const ANSI_ESCAPE = /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|[@-Z\\-_])/g;

const ERROR_LINE = /^\s*##\[error\]/;
/** A line that begins the next step or the cleanup after the last one. */
const NEXT_STEP = /^(?:##\[group\]|Post job cleanup\.)/;

export interface LogExcerptOptions {
  /** Lines that came before `log` in the job's log and were never read; counted in the marker. */
  earlierLines?: number;
}

export interface LogExcerpt {
  /** The lines that explain the failure, a marker line where lines were left out; at most `maxChars`. */
  text: string;
  /** True when some of the log is not in `text`. */
  cut: boolean;
}

/**
 * The part of a job's log worth reading, at most `maxChars` long: the lines up to a few after the
 * last `##[error]` line (the whole log's end when there is none), as many as fit, cut at line
 * boundaries with a marker saying how many lines were left out before and after. Timestamps,
 * colour and other escape codes are removed, `\r\n` becomes `\n`, a line overwritten with `\r`
 * (a progress bar) shows its last state, and invisible or control characters left become
 * visible marks (`⟨U+202E⟩`). Pure; never throws.
 */
export function logExcerpt(log: string, maxChars: number, options: LogExcerptOptions = {}): LogExcerpt {
  const earlier = Math.max(0, options.earlierLines ?? 0);
  const lines = log
    .replace(/^\uFEFF/, "")
    .split("\n")
    .map(cleanLine);
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === "") lines.pop();

  const end = endOfUsefulPart(lines);
  const later = lines.length - end;
  const bottom = later > 0 ? `[... ${count(later)} later ${plural(later, "line")} not shown]` : "";
  const revealed = lines
    .slice(0, end)
    .map((line) => revealUntrustedCode(line, { maxChars: Number.MAX_SAFE_INTEGER }));
  const shown = revealed.map(shortenLine);
  const shortened = revealed.some((line) => line.length > MAX_LINE_CHARS);

  const whole = [...shown, ...(bottom ? [bottom] : [])].join("\n");
  if (earlier === 0 && whole.length <= maxChars) return { text: whole, cut: later > 0 || shortened };

  // The top marker's length depends on the count it shows; room is kept for the largest.
  const topMarker = (omitted: number) =>
    `[... ${count(omitted)} earlier ${plural(omitted, "line")} not shown]`;
  let room = maxChars - topMarker(earlier + end).length - 1 - (bottom ? bottom.length + 1 : 0);
  let start = end;
  while (start > 0) {
    const cost = (shown[start - 1]?.length ?? 0) + 1;
    if (cost > room) break;
    room -= cost;
    start -= 1;
  }
  const kept = shown.slice(start, end);
  if (kept.length === 0 && start > 0 && room > 1) {
    // Not even the last line fits: its start is better than nothing.
    kept.push(clip(shown[start - 1] ?? "", room - 1));
    start -= 1;
  }
  const omitted = earlier + start;
  const parts = [...(omitted > 0 ? [topMarker(omitted)] : []), ...kept, ...(bottom ? [bottom] : [])];
  return { text: clip(parts.join("\n"), maxChars), cut: true };
}

/** What a terminal shows of one raw log line. */
function cleanLine(raw: string): string {
  const line = (raw.endsWith("\r") ? raw.slice(0, -1) : raw).replace(TIMESTAMP, "").replace(ANSI_ESCAPE, "");
  if (!line.includes("\r")) return line;
  // A carriage return rewrites the line from its start; the last non-empty state is what stayed.
  const states = line.split("\r").filter((state) => state.trim() !== "");
  return states[states.length - 1] ?? "";
}

/** A very long line cut in its middle. */
function shortenLine(line: string): string {
  return clip(line, MAX_LINE_CHARS, {
    keep: "head-and-tail",
    marker: (omitted) => ` [... ${count(omitted)} characters not shown] `,
  });
}

/** The index after the last line worth reading: a few lines past the last error, or the end. */
function endOfUsefulPart(lines: string[]): number {
  let lastError = -1;
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if (ERROR_LINE.test(lines[i] ?? "")) {
      lastError = i;
      break;
    }
  }
  if (lastError < 0) return lines.length;
  let end = lastError + 1;
  while (
    end < lines.length &&
    end - lastError <= LINES_AFTER_LAST_ERROR &&
    !NEXT_STEP.test(lines[end] ?? "")
  ) {
    end += 1;
  }
  return end;
}

function count(n: number): string {
  return n.toLocaleString("en-US");
}

function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}

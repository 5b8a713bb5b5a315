/**
 * Which lines of a pull request file GitHub accepts a review comment on. A comment on the RIGHT
 * side must sit on a line inside a hunk (added or context); any other line is a 422 for the whole
 * review, so the lines are worked out from the `patch` GitHub itself returns.
 */

/** A hunk's lines on the new (right) side, inclusive; a hunk that only deletes has none and is left out. */
export interface Hunk {
  start: number;
  end: number;
}

export interface FileDiff {
  /** Lines of the new file inside a hunk: added or context lines. GitHub accepts comments on these only. */
  lines: ReadonlySet<number>;
  /** Of those, the added ones. */
  added: ReadonlySet<number>;
  hunks: readonly Hunk[];
}

/**
 * Line numbers above this are not believed: no file GitHub shows a diff for comes near it, and
 * capping keeps the counters exact integers whatever a hostile header claims.
 */
export const MAX_LINE = 1_000_000_000;

/** Ranges `describeHunks` lists before summing up the rest. */
export const DEFAULT_DESCRIBED_HUNKS = 20;

const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Where the next right-side line of a header's hunk is, or undefined for a header not to be trusted. */
function firstRightLine(header: string): number | undefined {
  const match = HEADER.exec(header);
  if (!match) return undefined;
  const start = Number(match[3]);
  const count = match[4] === undefined ? 1 : Number(match[4]);
  // With a count of 0 git names the line before the empty range; a body that adds lines anyway starts after it.
  const first = count === 0 ? start + 1 : start;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(count) || first < 1 || first > MAX_LINE)
    return undefined;
  return first;
}

/**
 * Parses the `patch` of one file as GET /pulls/{n}/files returns it (hunks only, starting at `@@`).
 * Never throws: text that is not a patch gives an empty FileDiff. The body lines are trusted over
 * the header's counts: a hunk runs until the next `@@` or a line that is not a diff line.
 */
export function parsePatch(patch: string): FileDiff {
  const lines = new Set<number>();
  const added = new Set<number>();
  const hunks: Hunk[] = [];
  if (typeof patch !== "string") return { lines, added, hunks };

  const rows = patch.split("\n");
  // A final newline is the end of the last line, not an empty context line after it.
  if (rows.at(-1) === "") rows.pop();

  let next: number | undefined;
  let hunkStart = 0;
  const closeHunk = () => {
    if (next !== undefined && next > hunkStart) hunks.push({ start: hunkStart, end: next - 1 });
    next = undefined;
  };

  for (const raw of rows) {
    const row = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (row.startsWith("@@")) {
      closeHunk();
      next = firstRightLine(row);
      hunkStart = next ?? 0;
      continue;
    }
    if (next === undefined) continue;
    const kind = row === "" ? " " : row[0];
    if (kind === "-" || kind === "\\") continue;
    if (kind !== " " && kind !== "+") {
      closeHunk();
      continue;
    }
    if (next > MAX_LINE) continue;
    lines.add(next);
    if (kind === "+") added.add(next);
    next += 1;
  }
  closeHunk();
  return { lines, added, hunks };
}

/** The hunk holding `line`, or undefined. */
export function hunkOf(diff: FileDiff, line: number): Hunk | undefined {
  return diff.hunks.find((hunk) => hunk.start <= line && line <= hunk.end);
}

/**
 * "lines 3-9, 40-52" / "line 7" — for telling the model where the diff is; "" for none. Bounded:
 * past `max` ranges (default 20) ends with ", and N more".
 */
export function describeHunks(hunks: readonly Hunk[], max = DEFAULT_DESCRIBED_HUNKS): string {
  if (hunks.length === 0) return "";
  const only = hunks[0];
  if (hunks.length === 1 && only && only.start === only.end) return `line ${only.start}`;
  const shown = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : DEFAULT_DESCRIBED_HUNKS;
  const ranges = hunks
    .slice(0, shown)
    .map((hunk) => (hunk.start === hunk.end ? `${hunk.start}` : `${hunk.start}-${hunk.end}`));
  const rest = hunks.length - ranges.length;
  return `lines ${ranges.join(", ")}${rest > 0 ? `, and ${rest} more` : ""}`;
}

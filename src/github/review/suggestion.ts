/**
 * GitHub "suggested change" blocks. A suggestion replaces the commented lines whole, so the usual
 * model slips (copying the line above into it, dropping the indentation, pasting read_file's line
 * numbers, suggesting what is already there) silently delete or duplicate code when someone clicks
 * "Commit suggestion". They are caught here, before posting, with a sentence the model can act on.
 */

/** The lines of a file's text: split on "\n", a trailing "\r" dropped from each, no phantom last line for a final newline. */
export function fileLines(text: string): string[] {
  if (text === "") return [];
  const rows = text.split("\n");
  if (rows.at(-1) === "") rows.pop();
  return rows.map((row) => (row.endsWith("\r") ? row.slice(0, -1) : row));
}

/** A line as read_file shows it: the number right-aligned in six columns, then a bar. */
const NUMBERED = /^\s*\d+\|/;

const isBlank = (line: string): boolean => line.trim() === "";

/** "line 7" or "lines 3-9". */
const rangeName = (start: number, end: number): string =>
  start === end ? `line ${start}` : `lines ${start}-${end}`;

/** "4 spaces", "1 tab", "1 tab then 2 spaces". */
function describeIndent(indent: string): string {
  const runs = indent.match(/ +|\t+/g) ?? [];
  return runs
    .map((run) => {
      const unit = run[0] === "\t" ? "tab" : "space";
      return `${run.length} ${unit}${run.length === 1 ? "" : "s"}`;
    })
    .join(" then ");
}

/** Shown inside a message: one line, bounded, so a hostile line cannot flood the model's context. */
function quote(line: string): string {
  const trimmed = line.trim();
  const chars = [...trimmed];
  return JSON.stringify(chars.length > 80 ? `${chars.slice(0, 80).join("")}…` : trimmed);
}

function rangeProblem(lineCount: number, start: number, end: number): string | undefined {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end))
    return `The line numbers must be whole numbers, got start_line ${start} and line ${end}.`;
  if (start < 1) return `start_line must be 1 or more, got ${start}; lines are counted from 1.`;
  if (start > end)
    return `start_line ${start} is after line ${end}; start_line is the first line the suggestion replaces and line the last.`;
  if (end > lineCount) {
    const size = `the file has ${lineCount} line${lineCount === 1 ? "" : "s"}`;
    return `The suggestion replaces ${rangeName(start, end)}, but ${size}; comment on lines that exist.`;
  }
  return undefined;
}

/** Whether applying `suggested` would repeat the line next to the range, for problem 3. */
const repeats = (suggested: string | undefined, neighbour: string | undefined, replaced: string) =>
  suggested !== undefined &&
  neighbour !== undefined &&
  !isBlank(neighbour) &&
  suggested.trim() === neighbour.trim() &&
  suggested.trim() !== replaced.trim();

/**
 * Why `suggestion` cannot replace lines `start`..`end` (1-based, inclusive) of `lines`, as a sentence the model can act on; undefined when it can.
 * An empty suggestion ("" or only a final newline) deletes the lines and is allowed.
 */
export function suggestionProblem(
  lines: readonly string[],
  start: number,
  end: number,
  suggestion: string,
): string | undefined {
  const outOfRange = rangeProblem(lines.length, start, end);
  if (outOfRange) return outOfRange;
  if (/^(?:\r?\n)?$/.test(suggestion)) return undefined;

  const range = rangeName(start, end);
  const suggested = fileLines(suggestion);
  const nonBlank = suggested.filter((line) => !isBlank(line));

  if (nonBlank.length > 0 && nonBlank.every((line) => NUMBERED.test(line)))
    return `The suggestion for ${range} holds read_file's line numbers ("     7|..."); give the file's text without the numbers and the bar.`;

  const replaced = lines.slice(start - 1, end);
  if (suggested.length === replaced.length && suggested.every((line, i) => line === replaced[i]))
    return `The suggestion for ${range} is the same as the text there, so it would change nothing; suggest the changed text, or comment without a suggestion.`;

  const above = lines[start - 2];
  if (repeats(suggested[0], above, replaced[0] ?? ""))
    return `The suggestion for ${range} starts with line ${start - 1} (${quote(above ?? "")}), which is above the range and stays in the file, so applying it would duplicate that line; include line ${start - 1} in the range with start_line, or leave it out of the suggestion.`;

  const below = lines[end];
  if (repeats(suggested.at(-1), below, replaced.at(-1) ?? ""))
    return `The suggestion for ${range} ends with line ${end + 1} (${quote(below ?? "")}), which is below the range and stays in the file, so applying it would duplicate that line; include line ${end + 1} in the range by commenting on line ${end + 1}, or leave it out of the suggestion.`;

  const indent = /^[ \t]+/.exec(replaced[0] ?? "")?.[0];
  const firstSuggested = nonBlank[0];
  if (indent && !isBlank(replaced[0] ?? "") && firstSuggested && !/^\s/.test(firstSuggested))
    return `Line ${start} is indented with ${describeIndent(indent)} but the suggestion for ${range} starts at column 1; a suggestion replaces whole lines, indentation included, so indent it as the file is.`;

  return undefined;
}

/** A ```suggestion block holding `suggestion`, fenced with more backticks than the longest run inside it (so a suggestion with ``` in it cannot end the block early). */
export function suggestionBlock(suggestion: string): string {
  const body = suggestion.replace(/\r?\n$/, "");
  // A loop, not Math.max(...runs): a hostile suggestion can hold more runs than a call takes arguments.
  let longest = 0;
  for (const run of body.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return body === "" ? `${fence}suggestion\n${fence}` : `${fence}suggestion\n${body}\n${fence}`;
}

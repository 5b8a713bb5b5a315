/**
 * Finding the trigger phrase (`/agent` by default) in a comment or issue. The phrase counts only
 * as a word of its own, written by the commenter: not inside a longer word or path, not in code
 * (fenced blocks or inline spans) and not in a block quote, where it is somebody else's words
 * being quoted (GitHub's "Quote reply" would otherwise start a second run).
 */

/** A character before the phrase that makes it part of a word, path, URL or mention. */
const joinedBefore = "\\p{L}\\p{N}_\\-/\\\\.@:#";
/** A character after the phrase that makes it part of a longer word or command (`/agentic`, `/agent-x`). */
const joinedAfter = "\\p{L}\\p{N}_\\-/\\\\@";

/** Separators some people type right after the phrase (`/agent: fix it`); not part of the task. */
const leadingSeparator = /^[ \t]*[:,]/;

/**
 * The task asked for with `phrase` in `text`: the text after the first occurrence of the phrase
 * that stands as a word outside code and quotes, trimmed, its lines kept. Matching ignores case.
 * Returns `""` when nothing follows the phrase and undefined when the phrase does not occur.
 */
export function findTask(text: string, phrase: string): string | undefined {
  const wanted = phrase.trim();
  if (wanted === "") return undefined;
  const pattern = new RegExp(
    `(?<![${joinedBefore}])${escapeRegExp(wanted)}(?![${joinedAfter}])(?!\\.[\\p{L}\\p{N}_])`,
    "giu",
  );
  const ignored = ignoredRanges(text);
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (ignored.some(([from, to]) => start >= from && start < to)) continue;
    return text
      .slice(start + match[0].length)
      .replace(leadingSeparator, "")
      .trim();
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  // Only syntax characters: the `u` flag rejects needless escapes such as `\-`.
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

type Range = [from: number, to: number];

interface Line {
  start: number;
  text: string;
}

const fenceOpening = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const blockQuote = /^ {0,3}>/;

/**
 * Offsets of `text` where a phrase does not count: fenced code blocks (an unclosed fence runs to
 * the end, as in CommonMark), block quote lines, and inline code spans.
 */
function ignoredRanges(text: string): Range[] {
  const ranges: Range[] = [];
  let paragraph: Range | undefined;
  const endParagraph = () => {
    if (paragraph) ranges.push(...codeSpans(text, paragraph));
    paragraph = undefined;
  };
  let fence: { char: string; length: number; start: number } | undefined;
  for (const line of lines(text)) {
    const end = line.start + line.text.length;
    if (fence) {
      if (isFenceClose(line.text, fence.char, fence.length)) {
        ranges.push([fence.start, end]);
        fence = undefined;
      }
      continue;
    }
    const opening = fenceOpening.exec(line.text);
    const marker = opening?.[1];
    if (marker && !(marker.startsWith("`") && opening[2]?.includes("`"))) {
      endParagraph();
      fence = { char: marker.charAt(0), length: marker.length, start: line.start };
    } else if (blockQuote.test(line.text)) {
      endParagraph();
      ranges.push([line.start, end]);
    } else if (line.text.trim() === "") {
      // Code spans do not cross paragraphs.
      endParagraph();
    } else {
      paragraph = [paragraph?.[0] ?? line.start, end];
    }
  }
  if (fence) ranges.push([fence.start, text.length]);
  endParagraph();
  return ranges;
}

function isFenceClose(line: string, char: string, length: number): boolean {
  const match = /^ {0,3}(`+|~+)[ \t]*$/.exec(line);
  const run = match?.[1];
  return run !== undefined && run.charAt(0) === char && run.length >= length;
}

/** The lines of `text` with their offsets; a `\r` before the newline is not part of the line. */
function* lines(text: string): Generator<Line> {
  let start = 0;
  for (const part of text.split("\n")) {
    yield { start, text: part.endsWith("\r") ? part.slice(0, -1) : part };
    start += part.length + 1;
  }
}

/**
 * Inline code spans in the paragraph `text[from, to)`: a run of backticks up to the next run of
 * the same length (CommonMark); a run with no partner is literal text.
 */
function codeSpans(text: string, [from, to]: Range): Range[] {
  const runs = [...text.slice(from, to).matchAll(/`+/g)].map((run) => ({
    at: from + run.index,
    length: run[0].length,
  }));
  const ranges: Range[] = [];
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i];
    if (!open) continue;
    const closeIndex = runs.findIndex((run, j) => j > i && run.length === open.length);
    const close = runs[closeIndex];
    if (!close) continue;
    ranges.push([open.at, close.at + close.length]);
    i = closeIndex;
  }
  return ranges;
}

import { codeRanges, type TextRange } from "../../text/markdown.js";

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
    if (ignored.some(({ from, to }) => start >= from && start < to)) continue;
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

/**
 * Offsets of `text` where a phrase does not count: code (`codeRanges`) and block quote lines.
 */
function ignoredRanges(text: string): TextRange[] {
  const quotes: TextRange[] = [];
  let from = 0;
  for (const line of text.split("\n")) {
    if (/^ {0,3}>/.test(line)) quotes.push({ from, to: from + line.length });
    from += line.length + 1;
  }
  return [...codeRanges(text), ...quotes];
}

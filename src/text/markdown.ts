/** A fenced code block that survives fences in the text: its fence is longer than any inside. */
export function codeBlock(text: string, language = ""): string {
  const longestRun = Math.max(2, ...(text.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  return `${fence}${language}\n${text.replace(/\n$/, "")}\n${fence}`;
}

/** A collapsed section (`<details>`) holding a patch as a diff block, for comments and summaries. */
export function patchDetails(patch: string, summary: string, after = ""): string {
  return `<details><summary>${summary}</summary>\n\n${codeBlock(patch, "diff")}\n${after}\n</details>`;
}

/** A stretch `[from, to)` of a text, in UTF-16 units. */
export interface TextRange {
  from: number;
  to: number;
}

/**
 * Where `text` holds code, in text order: fenced code blocks (an unclosed fence runs to the end,
 * as in CommonMark) and inline code spans, a run of backticks up to the next run of the same
 * length. A code span does not cross a paragraph: a blank line, a fence, or the start or end of a
 * block quote ends one. GitHub shows what is inside as text, never as Markdown.
 */
export function codeRanges(text: string): TextRange[] {
  const ranges: TextRange[] = [];
  let paragraph: (TextRange & { quoted: boolean }) | undefined;
  const endParagraph = () => {
    if (paragraph) ranges.push(...codeSpans(text, paragraph));
    paragraph = undefined;
  };
  let fence: { char: string; length: number; from: number } | undefined;
  let start = 0;
  for (const part of text.split("\n")) {
    // A `\r` before the newline is not part of the line.
    const line = part.endsWith("\r") ? part.slice(0, -1) : part;
    const from = start;
    const to = from + line.length;
    start += part.length + 1;
    if (fence) {
      const close = /^ {0,3}(`+|~+)[ \t]*$/.exec(line)?.[1];
      if (close !== undefined && close.charAt(0) === fence.char && close.length >= fence.length) {
        ranges.push({ from: fence.from, to });
        fence = undefined;
      }
      continue;
    }
    const opening = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    const marker = opening?.[1];
    // A backtick fence's info string holds no backtick (else the line is a code span).
    if (marker && !(marker.startsWith("`") && opening[2]?.includes("`"))) {
      endParagraph();
      fence = { char: marker.charAt(0), length: marker.length, from };
      continue;
    }
    const quoted = /^ {0,3}>/.test(line);
    if (line.trim() === "" || (paragraph && paragraph.quoted !== quoted)) endParagraph();
    if (line.trim() !== "") paragraph = { from: paragraph?.from ?? from, to, quoted };
  }
  if (fence) ranges.push({ from: fence.from, to: text.length });
  endParagraph();
  return ranges.sort((a, b) => a.from - b.from);
}

/** The code spans of the paragraph `text[from, to)`; a run of backticks with no partner is literal. */
function codeSpans(text: string, { from, to }: TextRange): TextRange[] {
  const runs = [...text.slice(from, to).matchAll(/`+/g)].map((run) => ({
    at: from + run.index,
    length: run[0].length,
  }));
  const spans: TextRange[] = [];
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i];
    if (!open) continue;
    const closeIndex = runs.findIndex((run, j) => j > i && run.length === open.length);
    const close = runs[closeIndex];
    if (!close) continue;
    spans.push({ from: open.at, to: close.at + close.length });
    i = closeIndex;
  }
  return spans;
}

/**
 * The block structure `neutralise` needs: which lines are fenced code GitHub surely shows as code
 * (left as they are), which may be raw HTML (no Markdown inside), and which are Markdown prose.
 * Where this reading and GitHub's could differ, the text is treated as prose or HTML, never as
 * code: neutralising code that was code only costs looks, leaving prose alone would let it ping.
 */

/** `code`: a fenced block shown as code; `html`: lines that may be an HTML block; `prose`: the rest. */
export type BlockKind = "code" | "html" | "prose";

export interface Block {
  kind: BlockKind;
  /** The block's lines, each with its line ending. */
  text: string;
}

/** Block quote and list item markers that may stand before a line's content. */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*[ \t]*/;
const FENCE_OPENER = /^( {0,3})(`{3,}|~{3,})(.*)$/;
/** Anything that could open or close a fence in some container. */
const FENCE_LIKE = /^(`{3,}|~{3,})/;
/** A line that may open an HTML block: a tag name (not an autolink's scheme), a comment, `<?`, `<!`. */
const HTML_START = /^<(?:\/?[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|[!?])/;
/** HTML blocks that run past blank lines, to the end marker (CommonMark's kinds 1 to 5). */
const LONG_HTML: readonly { start: RegExp; end: RegExp }[] = [
  { start: /^<(?:script|pre|style|textarea)(?:[\s>]|$)/i, end: /<\/(?:script|pre|style|textarea)>/i },
  { start: /^<!--/, end: /-->/ },
  { start: /^<\?/, end: /\?>/ },
  { start: /^<![A-Za-z]/, end: />/ },
  { start: /^<!\[CDATA\[/, end: /\]\]>/ },
];

interface Scan {
  lines: string[];
  at: number;
  /** Fences stop being trusted after the first fence-like line that is not a trusted fence's. */
  fencesTrusted: boolean;
  blocks: Block[];
}

/** Splits `text` into blocks, in order; joined, they are `text`. */
export function splitBlocks(text: string): Block[] {
  const scan: Scan = { lines: text.split(/(?<=\n)/), at: 0, fencesTrusted: true, blocks: [] };
  while (scan.at < scan.lines.length) {
    if (!takeFence(scan) && !takeHtml(scan)) takeProse(scan);
  }
  return scan.blocks;
}

function push(scan: Scan, kind: BlockKind, to: number): void {
  const text = scan.lines.slice(scan.at, to).join("");
  const last = scan.blocks.at(-1);
  if (last?.kind === kind && kind !== "prose") last.text += text;
  else scan.blocks.push({ kind, text });
  scan.at = to;
}

function bare(line: string): string {
  return line.replace(/\r?\n$/, "");
}

function isBlank(line: string): boolean {
  return /^[ \t]*$/.test(bare(line));
}

/** The line's content after block quote and list markers and indentation. */
function content(line: string): string {
  return bare(line).replace(CONTAINER_PREFIX, "");
}

function isFenceLike(line: string): boolean {
  return FENCE_LIKE.test(content(line));
}

/**
 * A fenced block at the top level (no container markers, no tabs), closed, every line indented at
 * least as much as its opener (so a list item holding it cannot end inside it).
 */
function takeFence(scan: Scan): boolean {
  const opener = FENCE_OPENER.exec(bare(scan.lines[scan.at] ?? ""));
  if (!opener) return false;
  const [, indent = "", marker = "", info = ""] = opener;
  if (marker.startsWith("`") && info.includes("`")) return false;
  const close = closingLine(scan, indent.length, marker);
  if (!scan.fencesTrusted || close === undefined) {
    scan.fencesTrusted = false;
    return false;
  }
  push(scan, "code", close + 1);
  return true;
}

/** The index of the line closing the fence opened at `scan.at`, if the block is one to trust. */
function closingLine(scan: Scan, indent: number, marker: string): number | undefined {
  for (let index = scan.at + 1; index < scan.lines.length; index++) {
    const line = bare(scan.lines[index] ?? "");
    if (line.trim() === "") continue;
    const lead = /^[ \t]*/.exec(line)?.[0] ?? "";
    if (lead.includes("\t") || lead.length < indent) return undefined;
    const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
    if (close && close[0] === marker[0] && close.length >= marker.length) return index;
  }
  return undefined;
}

/**
 * Lines that may be an HTML block: from a line whose content starts with a tag, a comment or a
 * declaration, to the blank line (or, for the kinds that pass blank lines, the end marker).
 */
function takeHtml(scan: Scan): boolean {
  const first = content(scan.lines[scan.at] ?? "");
  if (!HTML_START.test(first)) return false;
  const long = LONG_HTML.find((kind) => kind.start.test(first));
  let end = scan.at + 1;
  if (long) {
    const from = scan.lines.slice(scan.at).findIndex((line) => long.end.test(line));
    end = from === -1 ? scan.lines.length : scan.at + from + 1;
  } else {
    while (end < scan.lines.length && !isBlank(scan.lines[end] ?? "")) end++;
  }
  if (scan.lines.slice(scan.at, end).some(isFenceLike)) scan.fencesTrusted = false;
  push(scan, "html", end);
  return true;
}

/** A paragraph of prose: up to a blank line (included), a fence or an HTML start. */
function takeProse(scan: Scan): void {
  let end = scan.at;
  do {
    const line = scan.lines[end] ?? "";
    if (isFenceLike(line)) scan.fencesTrusted = false;
    end++;
    if (isBlank(line)) break;
  } while (end < scan.lines.length && !startsBlock(scan.lines[end] ?? ""));
  push(scan, "prose", end);
}

function startsBlock(line: string): boolean {
  return FENCE_OPENER.test(bare(line)) || HTML_START.test(content(line));
}

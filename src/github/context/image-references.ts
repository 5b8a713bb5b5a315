import { codeRanges } from "../../text/markdown.js";

/** Where a Markdown text shows an image, as GitHub renders it. */

export interface ImageReference {
  /** The address as written, Markdown escapes and HTML character references decoded. */
  url: string;
  /** Index just past the reference in the text. */
  end: number;
}

const markdownImage =
  /!\[(?:[^[\]\\]|\\.|\[(?:[^[\]\\]|\\.)*\])*\]\([ \t]*\n?[ \t]*(?:<((?:[^<>\n\\]|\\.)*)>|((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))+))(?:\s+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?\s*\)/g;

const imgTag = /<img(?=[\s/>])((?:[^<>"']|"[^"]*"|'[^']*')*)>/gi;

/** One attribute of a start tag: its name and, in one of three quotings, its value. */
const tagAttribute = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * The images a Markdown text shows, in text order: inline images (`![alt](url "title")`,
 * `![](<url>)`) and HTML `<img>` tags (`src` in any quoting or case). Images inside code spans
 * and fenced code blocks are shown as text on GitHub, so they are not references.
 */
export function findImageReferences(text: string): ImageReference[] {
  const visible = withoutCode(text);
  const found: Array<ImageReference & { start: number }> = [];
  for (const match of visible.matchAll(markdownImage)) {
    const raw = match[1] ?? match[2] ?? "";
    const url = decodeCharacterReferences(raw.replace(/\\([!-/:-@[-`{-~])/g, "$1")).trim();
    if (url !== "") found.push({ url, start: match.index, end: match.index + match[0].length });
  }
  for (const match of visible.matchAll(imgTag)) {
    const url = srcOf(match[1] ?? "");
    if (url !== undefined && url !== "")
      found.push({ url, start: match.index, end: match.index + match[0].length });
  }
  return found.sort((a, b) => a.start - b.start).map(({ url, end }) => ({ url, end }));
}

function srcOf(attributes: string): string | undefined {
  for (const attribute of attributes.matchAll(tagAttribute)) {
    // HTML takes the first of repeated attributes.
    if (attribute[1]?.toLowerCase() === "src")
      return decodeCharacterReferences(attribute[2] ?? attribute[3] ?? attribute[4] ?? "").trim();
  }
  return undefined;
}

const namedReferences: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** The HTML character references an address is likely to hold (`&amp;` in a query, numeric ones). */
export function decodeCharacterReferences(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|quot|apos|lt|gt));/g,
    (whole, dec, hex, name) => {
      if (name !== undefined) return namedReferences[name] ?? whole;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
    },
  );
}

/** `text` with its code blanked out (same length, line breaks kept), so offsets in the result are offsets in `text`. */
function withoutCode(text: string): string {
  let visible = "";
  let at = 0;
  for (const { from, to } of codeRanges(text)) {
    visible += text.slice(at, from) + text.slice(from, to).replace(/[^\n]/g, " ");
    at = to;
  }
  return visible + text.slice(at);
}

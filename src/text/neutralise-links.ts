import { allowed, type Cursor, copy, matchAt, writeCode } from "./neutralise-cursor.js";

/**
 * The addresses `neutralise` reads in Markdown: a link's or image's destination, `](...)`, and the
 * bare addresses GitHub links by itself. Each is kept only when every way GitHub may read it
 * lands on an allowed host.
 */

/**
 * An address GitHub links by itself, as far as its link runs: to the next space or `<`. Read up
 * to `MAX_ADDRESS_CHARS` past its start; a longer one is refused (so a text of long words stays
 * quick to read).
 */
const MAX_ADDRESS_CHARS = 2_048;
const BARE_ADDRESS = new RegExp(
  String.raw`(?:(?:https?|ftp):\/\/|www\.)[^\s<]{0,${MAX_ADDRESS_CHARS}}`,
  "iy",
);
/** Where such an address may start inside a destination. */
const BARE_STARTS = /(?:https?|ftp):\/\/|www\./gi;

/** Raw HTML as CommonMark reads it inline: a tag, a comment, a processing instruction, a declaration. */
export const HTML_TAG = new RegExp(
  [
    String.raw`<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>\x60]+|'[^']*'|"[^"]*"))?)*\s*\/?>`,
    String.raw`<\/[A-Za-z][A-Za-z0-9-]*\s*>`,
    // A comment as both GitHub's parser (no `--` inside) and today's CommonMark read one.
    "<!--(?!-?>)(?:[^-]|-(?!-))*(?<!-)-->",
    // Read this far only; `angle` writes a longer one's `<` as `&lt;`, so GitHub reads none either.
    String.raw`<\?[\s\S]{0,2000}?\?>`,
    "<![A-Za-z][^>]{0,2000}>",
    String.raw`<!\[CDATA\[[\s\S]{0,2000}?\]\]>`,
  ].join("|"),
  "y",
);

/** What GitHub trims from the end of a bare address. */
export const TRAILING_PUNCTUATION = /[?!.,:;*_~'")\]]+$/;

/**
 * `](destination "title")`: a link's or image's address. Parsed whether or not a `[` opened it;
 * kept only when parsed and allowed.
 */
export function inlineDestination(cursor: Cursor): boolean {
  if (cursor.text.charAt(cursor.at + 1) !== "(") return false;
  const parsed = parseDestination(cursor.text, cursor.at + 1);
  if (!parsed) {
    // Not read as a link here: written `] (`, GitHub cannot read one either.
    cursor.out += "] ";
    cursor.at++;
    return true;
  }
  const { destination, start, end } = parsed;
  const address = destination.startsWith("<") ? destination.slice(1, -1) : destination;
  // Were there no link, `<...>` would be read as HTML.
  const html = destination.startsWith("<") && HTML_TAG.test(destination);
  HTML_TAG.lastIndex = 0;
  const asProse = !destination.startsWith("<") && proseReadingRefused(cursor, start, destination);
  cursor.at = end;
  // The title is dropped: were there no link, it would be prose read by nobody's check.
  if (!html && !asProse && !/[`|@]/.test(destination) && allowed(cursor, address)) {
    cursor.out += `](${destination})`;
    endBareReading(cursor, destination, end);
  } else {
    // `] (` is no link: the text stays, its address shown beside it.
    cursor.out += "] (";
    writeCode(cursor, address);
    cursor.out += ")";
  }
  return true;
}

/** The destination (as written) of `(destination "title")` starting at `open`, and where it ends. */
function parseDestination(
  text: string,
  open: number,
): { destination: string; start: number; end: number } | undefined {
  if (text.charAt(open) !== "(") return undefined;
  const space = /[ \t]*\n?[ \t]*/y;
  space.lastIndex = open + 1;
  space.exec(text);
  const destination = rawDestination(text, space.lastIndex);
  if (destination === undefined) return undefined;
  const rest =
    /([ \t]*\n?[ \t]*("(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|\((?:[^()\\]|\\[\s\S])*\)))?[ \t]*\n?[ \t]*\)/y;
  rest.lastIndex = space.lastIndex + destination.length;
  if (!rest.exec(text)) return undefined;
  return { destination, start: space.lastIndex, end: rest.lastIndex };
}

/** GitHub's parser reads no deeper nesting of parentheses in a destination (cmark's limit). */
const MAX_PAREN_DEPTH = 32;

/** A destination: `<...>` or a run without spaces or control characters and with balanced parentheses. */
function rawDestination(text: string, from: number): string | undefined {
  const pointy = /<(?:[^<>\n\\]|\\.)*>/y;
  pointy.lastIndex = from;
  const inPointy = pointy.exec(text)?.[0];
  if (inPointy) return inPointy;
  let depth = 0;
  let at = from;
  for (; at < text.length; at++) {
    const char = text.charAt(at);
    if (char === "\\" && /[!-/:-@[-`{-~]/.test(text.charAt(at + 1))) at++;
    else if (char === "(" && ++depth > MAX_PAREN_DEPTH) return undefined;
    else if (char === ")" && depth-- === 0) break;
    else if (char <= " " || char === "\u007f") break;
  }
  return depth <= 0 ? text.slice(from, at) : undefined;
}

/**
 * An address GitHub links by itself (`https://...`, `www....`): GitHub's link runs to the next
 * space or `<`, over backticks and brackets, less the punctuation at its end. Kept whole when
 * allowed; else shown as code. Where GitHub does not link it (a letter just before the scheme,
 * or raw HTML), it is read on as text, as GitHub reads it.
 */
export function bareAddress(cursor: Cursor): boolean {
  const found = matchAt(BARE_ADDRESS, cursor);
  if (found === undefined) return false;
  if (!bareAllowed(cursor, found)) {
    const shown = found.replace(TRAILING_PUNCTUATION, "") || found;
    writeCode(cursor, shown);
    cursor.at += shown.length;
    return true;
  }
  const before = cursor.text.charAt(cursor.at - 1);
  const linked =
    cursor.context === "prose" &&
    (/^www\./i.test(found) ? before === "" || /[\s*_~(]/.test(before) : !/[A-Za-z]/.test(before));
  // Not linked, it is text like any other: read on from the next character.
  if (!linked) return copy(cursor, 1);
  // Inside a `[`, GitHub links no bare address: from a bracket, a backtick or a would-be mention
  // on, the rest is read as Markdown here too.
  const cut = found.search(/[`[\]]|(?<![A-Za-z0-9])@/);
  if (cut === -1) return copy(cursor, found.length);
  copy(cursor, cut);
  // Linked, the address would run on over the backticks that follow and change their pairing.
  if (found.slice(cut).includes("`")) cursor.out += " ";
  return true;
}

/** Whether the bare address `found` (as far as GitHub's link runs) is allowed. */
function bareAllowed(cursor: Cursor, found: string): boolean {
  // GitHub leaves the trailing punctuation out of the link, so it is no part of the host either.
  const shown = found.replace(TRAILING_PUNCTUATION, "") || found;
  const address = /^www\./i.test(shown) ? `http://${shown}` : shown;
  const whole = found.length < MAX_ADDRESS_CHARS;
  return whole && !found.includes("|") && allowed(cursor, address);
}

/**
 * After a destination kept at `end`: read as prose, a destination that starts a bare address runs
 * on to the next space; a space there ends it where the destination ends.
 */
export function endBareReading(cursor: Cursor, destination: string, end: number): void {
  const after = /[^\s<]*/y;
  after.lastIndex = end;
  const run = after.exec(cursor.text)?.[0] ?? "";
  // Punctuation alone GitHub leaves out of the link anyway (`[docs](https://github.com/x).`).
  if (BARE_STARTS.test(destination) && run.replace(TRAILING_PUNCTUATION, "") !== "") cursor.out += " ";
  BARE_STARTS.lastIndex = 0;
}

/**
 * Whether `destination` (at `at`), read as prose (as GitHub reads a destination no `[` opened),
 * holds a bare address that is not allowed: `](https://github.com)@evil.example` links there.
 */
export function proseReadingRefused(cursor: Cursor, at: number, destination: string): boolean {
  for (const start of destination.matchAll(BARE_STARTS)) {
    BARE_ADDRESS.lastIndex = at + start.index;
    const found = BARE_ADDRESS.exec(cursor.text)?.[0];
    BARE_ADDRESS.lastIndex = 0;
    if (found !== undefined && !bareAllowed(cursor, found)) return true;
  }
  return false;
}

import { decodeReferences } from "./neutralise-address.js";
import { type Block, splitBlocks } from "./neutralise-blocks.js";
import {
  allowed,
  type Context,
  type Cursor,
  copy,
  matchAt,
  type NeutraliseRules,
  separateFromAddress,
  writeCode,
} from "./neutralise-cursor.js";
import {
  bareAddress,
  endBareReading,
  HTML_TAG,
  inlineDestination,
  proseReadingRefused,
} from "./neutralise-links.js";

export type { NeutraliseRules } from "./neutralise-cursor.js";

/**
 * Text the agent wrote is published with the action's identity; a prompt-injected model could
 * make it ping people or load an image that carries data to another host. `neutralise` makes
 * such text harmless to render (DESIGN sections 9 and 4b): mentions of anyone but the requester
 * are shown as code (no notification), and links and images whose host is not allowed become
 * their address shown as code (no link, no request). Fenced code blocks and code spans stay as
 * they are: they render as code already.
 *
 * Where GitHub's reading of the Markdown could differ from this one, the text is read the safe
 * way: a backtick that does not open a code span here is escaped (`\``), so GitHub cannot pair it
 * differently; a construct whose reading depends on details (a backtick in an address, an address
 * inside a table cell) is defused.
 */

/** A line that could be a table's delimiter row, in or out of block quotes and lists. */
const DELIMITER_ROW = /^[\s>*+.)\d|:-]*-[\s>*+.)\d|:-]*$/;
const MENTION =
  /@[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?(?:\/[A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9])?)?/y;
const URI_AUTOLINK = /<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>/y;
const EMAIL_AUTOLINK =
  /<[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*>/y;
const TAG_ATTRIBUTE = /\s([A-Za-z_:][A-Za-z0-9_.:-]*)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
/** Attributes whose value is fetched or followed. */
const ADDRESS_ATTRIBUTES = new Set([
  "href",
  "src",
  "srcset",
  "poster",
  "longdesc",
  "background",
  "cite",
  "action",
  "formaction",
  "data",
  "codebase",
  "lowsrc",
  "dynsrc",
  "xlink:href",
  "ping",
  "manifest",
  "usemap",
  "itemtype",
]);
/** A link reference definition's start, after any block quote or list markers: `[label]:`. */
const DEFINITION =
  /((?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*)\[((?:[^[\]\\]|\\.){1,999})\]:([ \t]*\n?[ \t]*)(<[^<>\n]*>|[^\s<>]+)/y;

/**
 * `text` made safe to publish as the agent's words (see `NeutraliseRules`). Never throws; text
 * with nothing to neutralise comes back unchanged.
 */
export function neutralise(text: string, rules: NeutraliseRules): string {
  const tables = hasTable(text);
  return splitBlocks(text)
    .map((block) => neutraliseBlock(block, rules, tables))
    .join("");
}

/** Whether some line could be a table's delimiter row: holding a `|`, or under a line that does. */
function hasTable(text: string): boolean {
  const lines = text.split("\n");
  return lines.some(
    (line, index) =>
      DELIMITER_ROW.test(line) && (line.includes("|") || (lines[index - 1] ?? "").includes("|")),
  );
}

function neutraliseBlock(block: Block, rules: NeutraliseRules, tables: boolean): string {
  if (block.kind === "code") return block.text;
  return neutraliseInline(block.text, block.kind, rules, tables);
}

function neutraliseInline(text: string, context: Context, rules: NeutraliseRules, tables: boolean): string {
  const plain = decodePlainReferences(text);
  const cursor: Cursor = { text: plain, at: 0, out: "", context, rules, tables, unclosed: new Map() };
  while (cursor.at < plain.length) step(cursor);
  return cursor.out;
}

/** Reads one token at the cursor and writes what it becomes. */
function step(cursor: Cursor): void {
  const { text, at } = cursor;
  const char = text.charAt(at);
  const handled =
    (isLineStart(text, at) && definition(cursor)) ||
    (char === "\\" && escaped(cursor)) ||
    (char === "`" && backticks(cursor)) ||
    (char === "<" && angle(cursor)) ||
    (char === "]" && inlineDestination(cursor)) ||
    (char === "@" && mention(cursor)) ||
    (/[hHfFwW]/.test(char) && bareAddress(cursor));
  if (handled) return;
  cursor.out += char;
  cursor.at++;
}

/** A character reference standing for a letter, a digit or one of these, all read the same once decoded. */
const PLAIN_REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{0,31});/g;
/**
 * A `<code>` element as `writeCode` writes one: letters, digits, spaces and numeric references
 * only, so no reading of it holds Markdown, a link or a mention. Kept as it is, so text already
 * neutralised comes back the same.
 */
const WRITTEN_CODE = /<code>(?:[A-Za-z0-9 ]|&#[0-9]{1,7};)*<\/code>/y;
const SHOWN_ALIKE = /^[A-Za-z0-9:/.@_~-]$/;

/**
 * Character references for plain characters (`&#64;`, `&colon;`) put in as those characters,
 * which GitHub shows the same (inside a code span they were shown as written): a mention or an
 * address spelled with references is then found like any other.
 */
function decodePlainReferences(text: string): string {
  const written = new RegExp(WRITTEN_CODE.source, "g");
  const either = new RegExp(`${written.source}|${PLAIN_REFERENCE.source}`, "g");
  return text.replace(either, (found) => {
    if (found.startsWith("<")) return found;
    const decoded = decodeReferences(found);
    return decoded !== undefined && SHOWN_ALIKE.test(decoded) ? decoded : found;
  });
}

function isLineStart(text: string, at: number): boolean {
  return at === 0 || text.charAt(at - 1) === "\n";
}

/** A backslash escape of ASCII punctuation, kept as written (`\@` is not one: GitHub still pings). */
function escaped(cursor: Cursor): boolean {
  // Raw HTML has no escapes: `\<img>` is an image there.
  if (cursor.context === "html") return false;
  const next = cursor.text.charAt(cursor.at + 1);
  return /[!-/:-?[-`{-~]/.test(next) && copy(cursor, 2);
}

/**
 * A run of backticks: a code span kept as written when it closes on the same line (and, in a
 * text with tables, holds no `|`); otherwise literal backticks, escaped in prose, written as
 * references where the lines may be raw HTML.
 */
function backticks(cursor: Cursor): boolean {
  const { text, at } = cursor;
  const run = /`+/y;
  run.lastIndex = at;
  const length = run.exec(text)?.[0].length ?? 1;
  const close = cursor.context === "prose" ? closingRun(cursor, at + length, length) : undefined;
  if (close !== undefined && !(cursor.tables && text.slice(at, close).includes("|"))) {
    // Right after a code span written here, its closing run and this one would be read as one.
    if (cursor.out.endsWith("`")) cursor.out += " ";
    return copy(cursor, close + length - at);
  }
  // In lines that may be raw HTML, `&#96;` shows a backtick whichever way GitHub reads them.
  cursor.out += cursor.context === "prose" ? "\\`".repeat(length) : "&#96;".repeat(length);
  cursor.at += length;
  return true;
}

/** Where a run of exactly `length` backticks starts after `from` on the same line. */
function closingRun(cursor: Cursor, from: number, length: number): number | undefined {
  const { text, unclosed } = cursor;
  if ((unclosed.get(length) ?? -1) >= from) return undefined;
  const lineEnd = text.indexOf("\n", from) === -1 ? text.length : text.indexOf("\n", from);
  for (const run of text.slice(from, lineEnd).matchAll(/`+/g)) {
    if (run[0].length === length) return from + run.index;
  }
  // Searched once per line and length: a text of many lone backticks stays linear.
  unclosed.set(length, lineEnd);
  return undefined;
}

/** `<...>`: an autolink or raw HTML, checked; anything holding a backtick is shown as text. */
function angle(cursor: Cursor): boolean {
  const written = matchAt(WRITTEN_CODE, cursor);
  if (written !== undefined) return copy(cursor, written.length);
  const uri = matchAt(URI_AUTOLINK, cursor);
  const email = uri === undefined ? matchAt(EMAIL_AUTOLINK, cursor) : undefined;
  const html = uri === undefined && email === undefined ? matchAt(HTML_TAG, cursor) : undefined;
  const found = uri ?? email ?? html;
  if (found === undefined && /^<[!?]/.test(cursor.text.slice(cursor.at, cursor.at + 2))) {
    // Raw HTML read no further here (see HTML_TAG): as `&lt;`, GitHub does not read it either.
    separateFromAddress(cursor);
    cursor.out += "&lt;";
    cursor.at++;
    return true;
  }
  if (found === undefined) return false;
  if (found.includes("`")) {
    // Its reading would decide which backticks pair; as text, it is read like the rest.
    separateFromAddress(cursor);
    cursor.out += "&lt;";
    cursor.at++;
    return true;
  }
  if (uri !== undefined && !allowed(cursor, uri.slice(1, -1))) writeCode(cursor, uri.slice(1, -1));
  else if (html !== undefined && /^<[A-Za-z]/.test(html)) tag(cursor, html);
  else cursor.out += found;
  cursor.at += found.length;
  return true;
}

/** An HTML start tag: kept when every address it holds is allowed, else shown as those addresses. */
function tag(cursor: Cursor, found: string): void {
  const refused = tagAddresses(found).filter((address) => !allowed(cursor, address));
  if (refused.length === 0) cursor.out += found;
  else writeCode(cursor, refused.join(" "));
}

function tagAddresses(found: string): string[] {
  const addresses: string[] = [];
  for (const [, name = "", quoted = ""] of found.matchAll(TAG_ATTRIBUTE)) {
    if (!ADDRESS_ATTRIBUTES.has(name.toLowerCase())) continue;
    const value = /^["']/.test(quoted) ? quoted.slice(1, -1) : quoted;
    if (name.toLowerCase() !== "srcset") addresses.push(value.trim());
    else addresses.push(...value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""));
  }
  return addresses;
}

/**
 * `[label]: destination` at a line's start. Its label is neutralised on its own (so its backticks
 * pair only among themselves); an address not allowed breaks the definition (`\[`), so every
 * reference to it stays text.
 */
function definition(cursor: Cursor): boolean {
  DEFINITION.lastIndex = cursor.at;
  const found = DEFINITION.exec(cursor.text);
  DEFINITION.lastIndex = 0;
  if (!found) return false;
  const [whole, prefix = "", label = "", space = "", destination = ""] = found;
  const address = destination.startsWith("<") ? destination.slice(1, -1) : destination;
  const start = cursor.at + whole.length - destination.length;
  const asProse = !destination.startsWith("<") && proseReadingRefused(cursor, start, destination);
  const keep = !asProse && !/[`|@]/.test(destination) && allowed(cursor, address);
  const safeLabel = neutraliseInline(label, cursor.context, cursor.rules, cursor.tables);
  cursor.out += `${prefix}${keep ? "[" : "\\["}${safeLabel}]:${space}`;
  if (keep) cursor.out += destination;
  else writeCode(cursor, address);
  cursor.at += whole.length;
  if (keep) endBareReading(cursor, destination, cursor.at);
  return true;
}

/** `@user` or `@org/team` not inside a word: shown as code, unless it names the requester. */
function mention(cursor: Cursor): boolean {
  // What comes before as published: after code or a tag, GitHub's text starts afresh at the `@`.
  if (/[A-Za-z0-9]$/.test(cursor.out)) return false;
  const found = matchAt(MENTION, cursor);
  if (found === undefined) return false;
  const requester = cursor.rules.requester?.toLowerCase();
  if (requester !== undefined && found.slice(1).toLowerCase() === requester)
    return copy(cursor, found.length);
  writeCode(cursor, found);
  cursor.at += found.length;
  return true;
}

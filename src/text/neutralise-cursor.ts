import { addressAllowed } from "./neutralise-address.js";

/**
 * The reading position `neutralise` moves through a block with, and what its readers share:
 * writing code, copying text as it is, checking an address.
 */

/** What `neutralise` keeps: the requester's mentions, and links to the hosts it allows. */
export interface NeutraliseRules {
  /** The login whose mentions stay (the person who asked for the run), compared case-insensitively. */
  requester?: string;
  /** Whether a link or image may point to `host` (lower case, as a URL parser gives it). */
  linkAllowed(host: string): boolean;
}

/** Where a piece of text sits: in Markdown prose, or in lines that may be a raw HTML block. */
export type Context = "prose" | "html";

/** Where `neutralise` reads a block (`text` from `at`), and what it has written of it (`out`). */
export interface Cursor {
  text: string;
  at: number;
  out: string;
  context: Context;
  rules: NeutraliseRules;
  /** Whether the text has a table: a code span holding `|` is then not trusted (cells split first). */
  tables: boolean;
  /** Backtick run lengths known to close nowhere before the given offset (a line's end). */
  unclosed: Map<number, number>;
}

export function copy(cursor: Cursor, length: number): true {
  cursor.out += cursor.text.slice(cursor.at, cursor.at + length);
  cursor.at += length;
  return true;
}

/**
 * Writes `content` as code: a code span in prose, a `<code>` element where the text may be raw
 * HTML (backticks mean nothing there). `|` is written `%7C`, so a table cannot split it.
 */
export function writeCode(cursor: Cursor, content: string): void {
  const flat = content.replace(/\s+/g, " ").replace(/\|/g, "%7C");
  // A backslash before the opening backtick would escape it; a backtick would join its run.
  if (endsInOddBackslashes(cursor.out) || cursor.out.endsWith("`")) cursor.out += " ";
  separateFromAddress(cursor);
  if (cursor.context === "html") {
    // As character references, punctuation is no Markdown (were GitHub to read these lines as
    // Markdown after all, nothing in them links, mentions or nests); raw HTML shows the characters.
    cursor.out += `<code>${flat.replace(/[^A-Za-z0-9 ]/g, (char) => `&#${char.codePointAt(0)};`)}</code>`;
    return;
  }
  const longest = (flat.match(/`+/g) ?? []).reduce((most, run) => Math.max(most, run.length), 0);
  const fence = "`".repeat(longest + 1);
  const padded = flat.startsWith("`") || flat.endsWith("`") ? ` ${flat} ` : flat;
  cursor.out += `${fence}${padded}${fence}`;
}

/** How far back a bare address is looked for before written code; a longer word gets a space anyway. */
const MAX_WORD_CHARS = 2_000;

/**
 * GitHub's bare links run to the next space or `<`, over backticks: code written right after one
 * would join it (and could change its host). A space keeps them apart.
 */
export function separateFromAddress(cursor: Cursor): void {
  const { out } = cursor;
  let start = out.length;
  while (start > 0 && out.length - start < MAX_WORD_CHARS && !/[\s<]/.test(out.charAt(start - 1))) start--;
  const word = out.slice(start);
  if (word.length >= MAX_WORD_CHARS || /[A-Za-z]:\/\/|www\./i.test(word)) cursor.out += " ";
}

function endsInOddBackslashes(text: string): boolean {
  let count = 0;
  while (text.charAt(text.length - 1 - count) === "\\") count++;
  return count % 2 === 1;
}

export function matchAt(pattern: RegExp, cursor: Cursor): string | undefined {
  pattern.lastIndex = cursor.at;
  const found = pattern.exec(cursor.text)?.[0];
  pattern.lastIndex = 0;
  return found;
}

export function allowed(cursor: Cursor, address: string): boolean {
  return addressAllowed(address, cursor.rules.linkAllowed);
}

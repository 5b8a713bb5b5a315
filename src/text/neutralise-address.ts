/**
 * Whether an address written in published text may stay a link (DESIGN section 4b): relative
 * addresses, and http(s) addresses whose host the caller allows. The address is read every way
 * GitHub or a browser might read it (as written, with Markdown's backslash escapes removed, with
 * HTML character references decoded), and it stays only if every reading is allowed.
 */

/**
 * Two stand-ins for the page an address is relative to: an address is relative when it resolves
 * onto each one's host (`//host` and `\\host` name a host of their own; an absolute address too).
 */
const BASES = ["https://one.neutralise.invalid/page/", "https://two.neutralise.invalid/page/"] as const;

/** Character references common in addresses; any other named one makes the address refused. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  sol: "/",
  period: ".",
  commat: "@",
  num: "#",
  quest: "?",
  equals: "=",
  percnt: "%",
};

const BACKSLASH_ESCAPE = /\\([!-/:-@[-`{-~])/g;
const CHARACTER_REFERENCE = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{0,31});/g;

/** Decodes character references; `undefined` when one is not known here (so the address is refused). */
export function decodeReferences(text: string): string | undefined {
  let unknown = false;
  const decoded = text.replace(CHARACTER_REFERENCE, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
    }
    const known = NAMED_REFERENCES[name.toLowerCase()];
    if (known === undefined) unknown = true;
    return known ?? whole;
  });
  return unknown ? undefined : decoded;
}

/** The readings of `address` that GitHub's Markdown, its HTML sanitiser or a browser might use. */
function readings(address: string): string[] | undefined {
  const unescaped = address.replace(BACKSLASH_ESCAPE, "$1");
  const decoded = decodeReferences(unescaped);
  const decodedRaw = decodeReferences(address);
  if (decoded === undefined || decodedRaw === undefined) return undefined;
  return [address, unescaped, decoded, decodedRaw];
}

/** Whether one reading is relative or an http(s) address on an allowed host. */
function readingAllowed(reading: string, linkAllowed: (host: string) => boolean): boolean {
  const resolved = BASES.map((base) => parse(reading, base));
  const [one, two] = resolved;
  if (!one || !two) return false;
  if (one.hostname === new URL(BASES[0]).hostname && two.hostname === new URL(BASES[1]).hostname) return true;
  if (one.protocol !== "http:" && one.protocol !== "https:") return false;
  return linkAllowed(one.hostname);
}

function parse(reading: string, base: string): URL | undefined {
  try {
    return new URL(reading, base);
  } catch {
    return undefined;
  }
}

/**
 * Whether `address` may stay a link or an image: relative, or http(s) on a host `linkAllowed`
 * accepts, however it is read. `javascript:`, `data:`, `mailto:` and every other scheme are refused.
 */
export function addressAllowed(address: string, linkAllowed: (host: string) => boolean): boolean {
  const all = readings(address);
  return all?.every((reading) => readingAllowed(reading, linkAllowed)) ?? false;
}

/**
 * Well-known credential formats, for the push check (DESIGN section 4a): beyond the run's own
 * secrets, a push is refused when it adds one of these that the start commit did not hold.
 * Each format is one entry of `CREDENTIAL_FORMATS`; a new format is one more entry.
 *
 * Content is read as Latin-1, one character per byte, so binary content is scanned as it is and
 * every pattern is plain ASCII. Every pattern is bounded (`maxLength`): a stream is scanned in
 * windows that keep enough of the one before for any match and a little context, so a
 * credential split between two chunks is found and memory stays bounded whatever the size of an
 * object.
 */

/** One format. */
export interface CredentialFormat {
  /** What the reader is told, never the value: "an OpenSSH private key". */
  kind: string;
  /**
   * Finds it (flag `g`, never an empty match). Its `secret` group, else the whole match, is the
   * credential text: what must already be in the start commit for the push to go ahead. That
   * text is ASCII (every character class below is).
   */
  pattern: RegExp;
  /** The most characters `pattern` can match. */
  maxLength: number;
  /** When set, a match counts only if the same file also holds this, before or after it. */
  inFileWith?: RegExp;
  /**
   * When set, `pattern` finds only an anchor (an AWS access key id), and the credential texts
   * are the matches of `near.pattern` (flag `g`) within `near.within` characters of it, on either
   * side. Cheaper than one pattern per order: the costly search runs only around anchors.
   */
  near?: { pattern: RegExp; within: number };
}

/**
 * Longest private-key block read whole: a 16384-bit RSA key takes 12.7 KB. A block whose end
 * is further away (or missing) still counts, as its first `PEM_MAX` characters.
 */
export const PEM_MAX = 16_384;

/** What a PEM block's body may hold: printable ASCII and line breaks (headers, base64). */
const PEM_BODY = "[\\t\\n\\r\\x20-\\x7e]";

/** A block with no end in reach: its body up to `PEM_MAX`, stopping at an end line that does not match. */
const UNENDED_BODY = `(?:(?!-----END )${PEM_BODY}){64,${PEM_MAX}}`;

/**
 * A PEM private-key block labelled `label` (a regular expression source). The body is at least
 * 64 characters, so a placeholder (`-----BEGIN PRIVATE KEY-----\n...\n-----END ...`) is not one.
 */
function pemBlock(label: string, kind: string, labelLength: number): CredentialFormat {
  const begin = `-----BEGIN (${label})-----`;
  return {
    kind,
    pattern: new RegExp(`${begin}(?:${PEM_BODY}{64,${PEM_MAX}}?-----END \\1-----|${UNENDED_BODY})`, "g"),
    maxLength: 2 * labelLength + 30 + PEM_MAX,
  };
}

/**
 * A run of `chars` (a character class body), `min` to `max` long and not part of a longer run
 * on its right, holding at least one character of each class in `needs`. Random keys mix cases
 * (and digits); placeholders (`xxxx`, `YOUR_TOKEN`) and words mostly do not.
 */
function randomRun(chars: string, min: number, max: number, needs: readonly string[]): string {
  const run = `[${chars}]`;
  const lookaheads = needs.map((need) => `(?=${run}{0,${max - 1}}[${need}])`).join("");
  return `${lookaheads}${run}{${min},${max}}(?!${run})`;
}

const MIXED_CASE = ["A-Z", "a-z"];
const MIXED_CASE_AND_DIGIT = ["A-Z", "a-z", "0-9"];

/** An access key id (`AKIA` long-term, `ASIA` temporary), but not AWS's documentation example. */
const AWS_KEY_ID = "(?<![A-Z0-9])(?:AKIA|ASIA)(?![A-Z0-9]{9}EXAMPLE)[A-Z0-9]{16}(?![A-Z0-9])";
/**
 * A secret access key: 40 base64 characters standing alone, mixing cases and digits (so not a
 * hex hash, a word or a path; about one real key in a thousand has no digit and is missed).
 */
const AWS_SECRET = `(?<![A-Za-z0-9/+])${randomRun("A-Za-z0-9/+", 40, 40, MIXED_CASE_AND_DIGIT)}`;

const g = (source: string) => new RegExp(source, "g");

/**
 * The formats, most specific first: when two name the same text (a PEM block inside a service
 * account's JSON), the first one listed names it.
 */
export const CREDENTIAL_FORMATS: readonly CredentialFormat[] = [
  /** A Google Cloud service account key: its JSON holds `private_key` and `client_email`. */
  {
    kind: "a Google Cloud service account key",
    pattern: g(
      `"private_key"\\s{0,64}:\\s{0,64}"(?<secret>-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----[\\x20\\x21\\x23-\\x7e]{64,${PEM_MAX}})"`,
    ),
    maxLength: 220 + PEM_MAX,
    inFileWith: /"client_email"/,
  },
  /** Private-key blocks, by label; an encrypted one has the same label and `Proc-Type` headers. */
  pemBlock("RSA PRIVATE KEY", "an RSA private key", 15),
  pemBlock("EC PRIVATE KEY", "an EC private key", 14),
  pemBlock("DSA PRIVATE KEY", "a DSA private key", 15),
  pemBlock("OPENSSH PRIVATE KEY", "an OpenSSH private key", 19),
  pemBlock("ENCRYPTED PRIVATE KEY", "an encrypted private key", 21),
  pemBlock("PGP PRIVATE KEY BLOCK", "a PGP private key", 21),
  /** PKCS #8, and any other `... PRIVATE KEY` label (`SSH2 ENCRYPTED PRIVATE KEY`). */
  pemBlock("(?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY", "a private key", 75),
  /**
   * AWS: an access key id with a secret access key within 1 KB of it, before or after (a
   * credentials file, an env file or STS's JSON hold them a line apart). The secret is the text.
   */
  {
    kind: "an AWS access key pair",
    pattern: g(AWS_KEY_ID),
    maxLength: 20,
    near: { pattern: g(AWS_SECRET), within: 1_024 },
  },
  /** A Docker config's registry login: base64 of `user:password`, in a file with `auths`. */
  {
    kind: "a Docker registry login",
    pattern: g(`"auth"\\s{0,64}:\\s{0,64}"(?<secret>[A-Za-z0-9+/=]{8,4096})"`),
    maxLength: 140 + 4096,
    inFileWith: /"auths"/,
  },
  /**
   * An `.npmrc` token (`//registry.npmjs.org/:_authToken=...`). A real one holds a digit; an
   * environment placeholder (`${NPM_TOKEN}`) starts with `$` and is not one.
   */
  {
    kind: "an npm registry token",
    pattern: g(
      `_authToken[ \\t]{0,16}=[ \\t]{0,16}["']?(?<secret>${randomRun("A-Za-z0-9._~+/=-", 16, 512, ["0-9"])})`,
    ),
    maxLength: 50 + 512,
  },
  /** GitHub: personal, OAuth, user-to-server, server-to-server and refresh tokens. */
  {
    kind: "a GitHub token",
    pattern: g(`(?<![A-Za-z0-9_])gh[pousr]_${randomRun("A-Za-z0-9", 36, 36, MIXED_CASE)}`),
    maxLength: 40,
  },
  /** GitHub fine-grained personal access tokens (82 characters after the prefix today). */
  {
    kind: "a GitHub token",
    pattern: g(`(?<![A-Za-z0-9_])github_pat_${randomRun("A-Za-z0-9_", 40, 255, MIXED_CASE)}`),
    maxLength: 11 + 255,
  },
  /** npm access tokens (granular and classic). */
  {
    kind: "an npm token",
    pattern: g(`(?<![A-Za-z0-9_])npm_${randomRun("A-Za-z0-9", 36, 36, MIXED_CASE)}`),
    maxLength: 40,
  },
  /** Slack: bot, user, app, refresh and legacy tokens all start with a number after the prefix. */
  {
    kind: "a Slack token",
    pattern: g("(?<![A-Za-z0-9])xox[abprs]-[0-9]{1,20}-[A-Za-z0-9-]{8,250}(?![A-Za-z0-9-])"),
    maxLength: 5 + 21 + 250,
  },
  /** Stripe live secret keys (test keys, `sk_test_`, reach no money). */
  {
    kind: "a Stripe secret key",
    pattern: g(`(?<![A-Za-z0-9_])sk_live_${randomRun("A-Za-z0-9", 24, 247, MIXED_CASE)}`),
    maxLength: 8 + 247,
  },
  /** Anthropic (`sk-ant-api03-...`), listed before OpenAI's `sk-`. */
  {
    kind: "an Anthropic API key",
    pattern: g(`(?<![A-Za-z0-9_-])sk-ant-${randomRun("A-Za-z0-9_-", 32, 250, MIXED_CASE_AND_DIGIT)}`),
    maxLength: 7 + 250,
  },
  /**
   * OpenAI: `sk-` then 40+ characters mixing cases and digits (48 in the old keys, `proj-...`
   * and the like in the new), so `sk-learn` and other hyphenated words are not one.
   */
  {
    kind: "an OpenAI API key",
    pattern: g(`(?<![A-Za-z0-9_-])sk-(?!ant-)${randomRun("A-Za-z0-9_-", 40, 250, MIXED_CASE_AND_DIGIT)}`),
    maxLength: 3 + 250,
  },
];

/** One credential found. Its text is kept only to compare with the start commit, never shown. */
export interface CredentialMatch {
  format: CredentialFormat;
  /** The format's place in the list: the first listed names a text several formats found. */
  rank: number;
  text: string;
  /** Which object holds it: 0 for the first object pushed to the scanner. */
  object: number;
}

/** How many different credential texts one scanner keeps: bounded memory (at most ~17 MB). */
export const MAX_CREDENTIALS = 1_000;

/** New characters gathered before a window is scanned, so that small chunks are not rescanned with the kept tail each time. */
const SCAN_STEP = 64 * 1024;

/**
 * Finds credentials of `formats` in a stream of objects (the blobs of a push), each distinct
 * text once, where it was first found. Objects are separate: the end of one and the start of the
 * next never make a match together. Past `MAX_CREDENTIALS` texts it stops and says `overflowed`.
 */
export class CredentialScanner {
  readonly #formats: readonly CredentialFormat[];
  /** How much of a window is kept for the next: room for any match and its context on both sides. */
  readonly #keep: number;
  readonly #found = new Map<string, CredentialMatch>();
  /** Matches of `inFileWith` formats in this object whose companion has not been seen yet. */
  readonly #held = new Map<string, CredentialMatch>();
  /** Per format: whether its `inFileWith` was seen in this object. */
  #companion: boolean[];
  /** The current object's kept tail and the characters since the last scan. */
  #text = "";
  #fresh = 0;
  /** Whether characters of this object were dropped before `#text`. */
  #dropped = false;
  #object = 0;
  #overflowed = false;

  constructor(formats: readonly CredentialFormat[] = CREDENTIAL_FORMATS) {
    this.#formats = formats;
    this.#keep = Math.max(...formats.map((format) => format.maxLength + 2 * contextOf(format)));
    this.#companion = formats.map(() => false);
  }

  /** The credentials found so far, in the order of their objects, the first-listed format first in one object. */
  get matches(): CredentialMatch[] {
    return [...this.#found.values()].sort((a, b) => a.object - b.object || a.rank - b.rank);
  }

  /** True once more than `MAX_CREDENTIALS` different texts were found: the scanner stopped. */
  get overflowed(): boolean {
    return this.#overflowed;
  }

  /** Feeds bytes of the current object. */
  push(chunk: Uint8Array): void {
    if (this.#overflowed || chunk.byteLength === 0) return;
    this.#text += Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1");
    this.#fresh += chunk.byteLength;
    if (this.#fresh >= SCAN_STEP) this.#scan(false);
  }

  /** Ends the current object: the next `push` starts a new one. */
  endObject(): void {
    if (!this.#overflowed) this.#scan(true);
    for (const match of this.#held.values()) if (this.#companion[match.rank]) this.#add(match);
    this.#held.clear();
    this.#companion = this.#formats.map(() => false);
    this.#text = "";
    this.#fresh = 0;
    this.#dropped = false;
    this.#object++;
  }

  /**
   * Scans the window: the kept tail and the new characters. A match is judged only when the
   * window holds the context it needs on both sides (`contextOf`): near its start, after dropped
   * characters, it may be the end of a longer run; near its end, it may go on in the next chunk.
   * It is judged in the window before or the next, since the kept tail has room for the match
   * and its context on both sides. `final`: the object ends here.
   */
  #scan(final: boolean): void {
    const text = this.#text;
    this.#formats.forEach((format, rank) => {
      if (format.inFileWith && text.search(format.inFileWith) !== -1) this.#companion[rank] = true;
      const { pattern } = format;
      const context = contextOf(format);
      pattern.lastIndex = 0;
      for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
        const end = found.index + found[0].length;
        if (this.#dropped && found.index < context) {
          pattern.lastIndex = found.index + 1;
          continue;
        }
        if (!final && end + context > text.length) break;
        const texts = format.near
          ? nearby(text, found.index, end, format.near)
          : [found.groups?.secret ?? found[0]];
        for (const credential of texts) {
          const match = { format, rank, text: credential, object: this.#object };
          const counts = !format.inFileWith || this.#companion[rank];
          const into = counts ? this.#found : this.#held;
          if (!into.has(credential)) into.set(credential, match);
        }
      }
    });
    if (this.#found.size + this.#held.size > MAX_CREDENTIALS) this.#overflowed = true;
    if (text.length > this.#keep) {
      this.#text = text.slice(text.length - this.#keep);
      this.#dropped = true;
    }
    this.#fresh = 0;
  }

  #add(match: CredentialMatch): void {
    if (!this.#found.has(match.text)) this.#found.set(match.text, match);
  }
}

/**
 * How many characters a match of `format` needs seen on each side to be judged: one, for the
 * boundary checks at its ends; with `near`, the whole neighbourhood and one more.
 */
function contextOf(format: CredentialFormat): number {
  return format.near ? format.near.within + 1 : 1;
}

/** The matches of `near.pattern` lying within `near.within` characters of `text[start, end)`. */
function nearby(
  text: string,
  start: number,
  end: number,
  near: { pattern: RegExp; within: number },
): string[] {
  const { pattern, within } = near;
  const texts: string[] = [];
  pattern.lastIndex = Math.max(0, start - within);
  for (let found = pattern.exec(text); found && found.index < end + within; found = pattern.exec(text)) {
    if (found.index + found[0].length <= end + within) texts.push(found[0]);
  }
  return texts;
}

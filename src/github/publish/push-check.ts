import { fail, ok, type Result } from "../../base/result.js";
import type { Git } from "../git.js";
import { streamBlobs } from "./blob-stream.js";
import { type CredentialMatch, CredentialScanner, MAX_CREDENTIALS } from "./credential-formats.js";
import type { SecretScanner } from "./secret-scan.js";

/**
 * The last look before a push (DESIGN section 4a: nothing pushed carries a secret). The commit
 * about to be pushed is read whole: the commit object (message, identities), the name of every
 * path it adds or changes, and every blob it adds, text or binary, with no size cut-off. The
 * action pushes one commit at a time, on a parent the remote has, so that is all a push adds.
 *
 * The blobs are also searched for well-known credential formats (`credential-formats.ts`); one
 * counts only when the run's start commit did not already hold the same text, so a test fixture
 * key copied into a new file still publishes. Only git objects are read, never the working tree.
 */

/** Where a secret was found; the value itself is never named. */
export interface SecretHit {
  commit: string;
  /** "the commit message", "the file name src/x", "the file src/x". */
  where: string;
  /**
   * For one of the run's secrets, which form matched (raw, base64, hex...), from the scanner; for
   * a credential, its kind ("an OpenSSH private key").
   */
  form: string;
  /** `secret`: one of the run's own secrets; `credential`: a well-known format, new in this push. */
  source: "secret" | "credential";
}

/**
 * Scans `commit` (the one about to be pushed: the remote has its parent) and returns the first
 * hit, or undefined. `startSha` is the commit the run started from (none in an empty
 * repository): a credential it already holds is not a hit. The run's own secrets are looked for
 * first and everywhere; credentials only in the blobs. Never throws; git failures come back as
 * failures, which the caller must treat as "not checked" and so not push.
 */
export async function findSecretInCommit(
  git: Git,
  commit: string,
  scanner: SecretScanner,
  startSha?: string,
): Promise<Result<SecretHit | undefined>> {
  const secretAt = (where: string, form: string) => ok<SecretHit>({ commit, where, form, source: "secret" });
  const object = await git.exec(["cat-file", "commit", commit]);
  if (!object.ok) return object;
  const inMessage = scanText(scanner, object.value);
  if (inMessage) return secretAt("the commit message", inMessage);

  const changed = await changedFiles(git, commit, scanner);
  if (!changed.ok) return changed;
  const { blobs, inName } = changed.value;
  if (inName) return secretAt(`the file name ${inName.path}`, inName.form);

  const pathAt = (index: number | undefined) => blobs[index ?? 0]?.path ?? "";
  const read = await scanBlobs(git, blobs, scanner);
  if (!read.ok) return read;
  const { credentials, stoppedAt } = read.value;
  if (scanner.found) return secretAt(`the file ${pathAt(stoppedAt)}`, scanner.found);
  if (credentials.overflowed)
    return fail(
      `more than ${MAX_CREDENTIALS.toLocaleString("en-US")} different credential-like texts were added (the limit was passed in the file ${pathAt(stoppedAt)}), too many to compare with the start commit`,
    );

  const fresh = await newCredential(git, startSha, credentials.matches);
  if (!fresh.ok) return fresh;
  const match = fresh.value;
  const hit = match && {
    commit,
    where: `the file ${pathAt(match.object)}`,
    form: match.format.kind,
    source: "credential" as const,
  };
  return ok(hit);
}

/** Scans one whole piece of text on its own; the form that matched, if any. */
function scanText(scanner: SecretScanner, text: string): string | undefined {
  scanner.push(Buffer.from(text, "utf8"));
  scanner.endObject();
  return scanner.found;
}

/** A blob the commit adds or changes, and its path. */
interface AddedBlob {
  sha: string;
  path: string;
}

/**
 * The blobs `commit` adds or changes (not submodules, which hold no content here), each path's
 * name scanned on the way: `inName` is the first name holding a secret, where the listing stops.
 */
async function changedFiles(
  git: Git,
  commit: string,
  scanner: SecretScanner,
): Promise<Result<{ blobs: AddedBlob[]; inName?: { path: string; form: string } }>> {
  const args = ["diff-tree", "-r", "-z", "--no-renames", "--no-commit-id", "--root", commit];
  const changed = await git.exec(args);
  if (!changed.ok) return changed;
  const blobs: AddedBlob[] = [];
  const fields = changed.value.split("\0");
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [, newMode = "", , newSha = ""] = (fields[i] ?? "").replace(/^:/, "").split(" ");
    const path = fields[i + 1] ?? "";
    if (/^0+$/.test(newSha)) continue;
    const form = scanText(scanner, path);
    if (form) return ok({ blobs, inName: { path, form } });
    if (newMode !== "160000") blobs.push({ sha: newSha, path });
  }
  return ok({ blobs });
}

/**
 * Streams `blobs` through `scanner` (the run's secrets) and a new credential scanner at once; the
 * reading stops at the first secret, or when too many credentials were seen to compare them.
 */
async function scanBlobs(
  git: Git,
  blobs: readonly AddedBlob[],
  scanner: SecretScanner,
): Promise<Result<{ credentials: CredentialScanner; stoppedAt: number | undefined }>> {
  const credentials = new CredentialScanner();
  const read = await streamBlobs(
    git,
    blobs.map((blob) => blob.sha),
    {
      push: (chunk) => {
        scanner.push(chunk);
        credentials.push(chunk);
        return scanner.found !== undefined || credentials.overflowed;
      },
      end: () => {
        scanner.endObject();
        credentials.endObject();
        return credentials.overflowed;
      },
    },
  );
  return read.ok ? ok({ credentials, stoppedAt: read.value.stoppedAt }) : read;
}

/** The first of `matches` that the start commit does not already hold, or undefined. */
async function newCredential(
  git: Git,
  startSha: string | undefined,
  matches: readonly CredentialMatch[],
): Promise<Result<CredentialMatch | undefined>> {
  const held = await heldByStartCommit(
    git,
    startSha,
    matches.map((match) => match.text),
  );
  if (!held.ok) return held;
  return ok(matches.find((match) => !held.value.has(match.text)));
}

/**
 * Which of `texts` (ASCII) some blob of `startSha` holds, byte for byte. `git grep -F` over the
 * commit's tree names the files holding the longest line of one of them (grep matches within a
 * line, and a private-key block spans lines); only those blobs are then read, streaming, to find
 * the whole texts. Without a start commit nothing is held.
 */
async function heldByStartCommit(
  git: Git,
  startSha: string | undefined,
  texts: readonly string[],
): Promise<Result<Set<string>>> {
  if (!startSha || texts.length === 0) return ok(new Set());
  const probes = new Set(texts.map(longestLine));
  // The probes go in on stdin (`-f -`): credentials never appear on a command line.
  const args = ["grep", "-F", "-l", "-z", "-f", "-", startSha, "--"];
  const grep = await git.run(args, { input: Buffer.from(`${[...probes].join("\n")}\n`, "latin1") });
  // Exit code 1: no file holds any of them.
  if (grep.code === 1) return ok(new Set());
  if (grep.code !== 0) return fail(git.describeFailure(args, grep));
  // Each name ends with a NUL, so a listing cut short loses only its partial last name. A name
  // with a line feed cannot be asked of `cat-file --batch`: a text only there counts as new.
  const names = grep.stdout
    .split("\0")
    .slice(0, -1)
    .filter((name) => name.startsWith(`${startSha}:`) && !name.includes("\n"));
  const finder = new TextFinder(texts);
  const read = await streamBlobs(git, names, {
    push: (chunk) => {
      finder.push(chunk);
      return finder.done;
    },
    end: () => {
      finder.endObject();
      return finder.done;
    },
  });
  return read.ok ? ok(finder.found) : read;
}

/** The longest stretch of `text` without a line break. */
function longestLine(text: string): string {
  return text.split(/[\r\n]+/).reduce((longest, line) => (line.length > longest.length ? line : longest), "");
}

/**
 * Which of some texts a stream of objects holds, byte for byte. A text split between two chunks
 * is found; objects are separate. Memory: the texts, and their longest length kept between chunks.
 */
class TextFinder {
  readonly found = new Set<string>();
  #missing: Array<{ text: string; bytes: Buffer }>;
  readonly #overlap: number;
  #tail: Buffer = Buffer.alloc(0);

  constructor(texts: readonly string[]) {
    this.#missing = [...new Set(texts)].map((text) => ({ text, bytes: Buffer.from(text, "latin1") }));
    this.#overlap = Math.max(0, ...this.#missing.map(({ bytes }) => bytes.length - 1));
  }

  /** True once every text was found. */
  get done(): boolean {
    return this.#missing.length === 0;
  }

  push(chunk: Buffer): void {
    const window = this.#tail.length > 0 ? Buffer.concat([this.#tail, chunk]) : chunk;
    this.#missing = this.#missing.filter(({ text, bytes }) => {
      if (!window.includes(bytes)) return true;
      this.found.add(text);
      return false;
    });
    // Copied: the caller may reuse its buffer.
    this.#tail = Buffer.from(window.subarray(Math.max(0, window.length - this.#overlap)));
  }

  endObject(): void {
    this.#tail = Buffer.alloc(0);
  }
}

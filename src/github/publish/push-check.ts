import type { Git, GitResult } from "../git.js";
import { CredentialScanner, MAX_CREDENTIALS } from "./credential-formats.js";
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
 * errors, which the caller must treat as "not checked" and so not push.
 */
export async function findSecretInCommit(
  git: Git,
  commit: string,
  scanner: SecretScanner,
  startSha?: string,
): Promise<GitResult<{ hit: SecretHit | undefined }>> {
  /** Scans one whole piece of text on its own; the form that matched, if any. */
  const scan = (text: string): string | undefined => {
    scanner.push(Buffer.from(text, "utf8"));
    scanner.endObject();
    return scanner.found;
  };
  const secretAt = (where: string, form: string) => ({
    ok: true as const,
    hit: { commit, where, form, source: "secret" as const },
  });
  const object = await git.exec(["cat-file", "commit", commit]);
  if (!object.ok) return object;
  const inMessage = scan(object.stdout);
  if (inMessage) return secretAt("the commit message", inMessage);

  const changed = await git.exec([
    "diff-tree",
    "-r",
    "-z",
    "--no-renames",
    "--no-commit-id",
    "--root",
    commit,
  ]);
  if (!changed.ok) return changed;
  const blobs: Array<{ sha: string; path: string }> = [];
  const fields = changed.stdout.split("\0");
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [, newMode = "", , newSha = ""] = (fields[i] ?? "").replace(/^:/, "").split(" ");
    const path = fields[i + 1] ?? "";
    if (/^0+$/.test(newSha)) continue;
    const inName = scan(path);
    if (inName) return secretAt(`the file name ${path}`, inName);
    if (newMode !== "160000") blobs.push({ sha: newSha, path });
  }

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
  if (!read.ok) return read;
  const pathAt = (index: number | undefined) => blobs[index ?? 0]?.path ?? "";
  if (scanner.found) return secretAt(`the file ${pathAt(read.stoppedAt)}`, scanner.found);
  if (credentials.overflowed)
    return {
      ok: false,
      error: `more than ${MAX_CREDENTIALS.toLocaleString("en-US")} different credential-like texts were added (the limit was passed in the file ${pathAt(read.stoppedAt)}), too many to compare with the start commit`,
    };

  const { matches } = credentials;
  const held = await heldByStartCommit(
    git,
    startSha,
    matches.map((match) => match.text),
  );
  if (!held.ok) return held;
  const fresh = matches.find((match) => !held.texts.has(match.text));
  const hit = fresh && {
    commit,
    where: `the file ${pathAt(fresh.object)}`,
    form: fresh.format.kind,
    source: "credential" as const,
  };
  return { ok: true, hit };
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
): Promise<GitResult<{ texts: Set<string> }>> {
  if (!startSha || texts.length === 0) return { ok: true, texts: new Set() };
  const probes = new Set(texts.map(longestLine));
  // The probes go in on stdin (`-f -`): credentials never appear on a command line.
  const args = ["grep", "-F", "-l", "-z", "-f", "-", startSha, "--"];
  const grep = await git.run(args, { input: Buffer.from(`${[...probes].join("\n")}\n`, "latin1") });
  // Exit code 1: no file holds any of them.
  if (grep.code === 1) return { ok: true, texts: new Set() };
  if (grep.code !== 0) return { ok: false, error: git.describeFailure(args, grep) };
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
  return read.ok ? { ok: true, texts: finder.found } : read;
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

/** Takes the objects `streamBlobs` reads; either method returning true stops the reading. */
interface BlobReader {
  /** Bytes of the current object. */
  push(chunk: Buffer): boolean;
  /** The current object ended. */
  end(): boolean;
}

/**
 * Streams the objects named (blob ids, or `<commit>:<path>`) through one `git cat-file --batch`,
 * object by object, into `reader`; memory stays bounded whatever their size. `stoppedAt`: the
 * object the reader stopped in, or undefined when it read them all.
 */
function streamBlobs(
  git: Git,
  names: readonly string[],
  reader: BlobReader,
): Promise<GitResult<{ stoppedAt: number | undefined }>> {
  if (names.length === 0) return Promise.resolve({ ok: true, stoppedAt: undefined });
  return new Promise((resolve) => {
    const child = git.spawn(["cat-file", "--batch"]);
    let settled = false;
    const finish = (result: GitResult<{ stoppedAt: number | undefined }>) => {
      if (settled) return;
      settled = true;
      child.kill("SIGKILL");
      resolve(result);
    };
    let index = 0;
    /** Bytes of the current object's content still to come, or -1 while reading a header. */
    let remaining = -1;
    let header = Buffer.alloc(0);
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      let data = chunk;
      while (data.length > 0 && !settled) {
        if (remaining === -1) {
          const newline = data.indexOf(10);
          if (newline < 0) {
            header = Buffer.concat([header, data]);
            return;
          }
          const line = Buffer.concat([header, data.subarray(0, newline)]).toString("utf8");
          header = Buffer.alloc(0);
          data = data.subarray(newline + 1);
          const size = Number(line.split(" ")[2]);
          if (line.endsWith(" missing") || !Number.isFinite(size)) {
            finish({ ok: false, error: `git cat-file could not read ${line}` });
            return;
          }
          // The content is followed by one newline, read as part of the object.
          remaining = size + 1;
          continue;
        }
        const take = Math.min(remaining, data.length);
        const body =
          remaining - take === 0 ? data.subarray(0, Math.max(0, take - 1)) : data.subarray(0, take);
        if (body.length > 0 && reader.push(body)) {
          finish({ ok: true, stoppedAt: index });
          return;
        }
        remaining -= take;
        data = data.subarray(take);
        if (remaining === 0) {
          remaining = -1;
          if (reader.end()) {
            finish({ ok: true, stoppedAt: index });
            return;
          }
          index++;
          if (index >= names.length) {
            finish({ ok: true, stoppedAt: undefined });
            return;
          }
        }
      }
    });
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
    });
    child.on("error", (error) => finish({ ok: false, error: `git cat-file failed: ${error.message}` }));
    child.on("close", (code) =>
      finish({ ok: false, error: `git cat-file ended early (${code}): ${stderr.trim()}` }),
    );
    child.stdin.on("error", () => {});
    child.stdin.end(`${names.join("\n")}\n`);
  });
}

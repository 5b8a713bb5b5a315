import type { Git, GitResult } from "../git.js";
import type { SecretScanner } from "./secret-scan.js";

/**
 * The last look before a push (DESIGN section 4a: nothing pushed carries a secret). The commit
 * about to be pushed is read whole: the commit object (message, identities), the name of every
 * path it adds or changes, and every blob it adds, text or binary, with no size cut-off. The
 * action pushes one commit at a time, on a parent the remote has, so that is all a push adds.
 */

/** Where a secret was found; the value itself is never named. */
export interface SecretHit {
  commit: string;
  /** "the commit message", "the file name src/x", "the file src/x". */
  where: string;
  /** Which form matched (raw, base64, hex...), from the scanner. */
  form: string;
}

/**
 * Scans `commit` (the one about to be pushed: the remote has its parent) and returns the first
 * hit, or undefined. Never throws; git failures come back as errors, which the caller must treat
 * as "not checked" and so not push.
 */
export async function findSecretInCommit(
  git: Git,
  commit: string,
  scanner: SecretScanner,
): Promise<GitResult<{ hit: SecretHit | undefined }>> {
  if (scanner.empty) return { ok: true, hit: undefined };
  /** Scans one whole piece of text on its own; the form that matched, if any. */
  const scan = (text: string): string | undefined => {
    scanner.push(Buffer.from(text, "utf8"));
    scanner.endObject();
    return scanner.found;
  };
  const object = await git.exec(["cat-file", "commit", commit]);
  if (!object.ok) return object;
  const inMessage = scan(object.stdout);
  if (inMessage) return { ok: true, hit: { commit, where: "the commit message", form: inMessage } };

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
    if (inName) return { ok: true, hit: { commit, where: `the file name ${path}`, form: inName } };
    if (newMode !== "160000") blobs.push({ sha: newSha, path });
  }
  const scanned = await scanBlobs(git, blobs, scanner);
  if (!scanned.ok) return scanned;
  const hit = scanned.hit && { commit, where: `the file ${scanned.hit.path}`, form: scanned.hit.form };
  return { ok: true, hit };
}

/**
 * Streams the blobs through one `git cat-file --batch`, object by object, into `scanner`;
 * memory stays bounded whatever their size.
 */
function scanBlobs(
  git: Git,
  blobs: ReadonlyArray<{ sha: string; path: string }>,
  scanner: SecretScanner,
): Promise<GitResult<{ hit: { path: string; form: string } | undefined }>> {
  if (blobs.length === 0) return Promise.resolve({ ok: true, hit: undefined });
  return new Promise((resolve) => {
    const child = git.spawn(["cat-file", "--batch"]);
    let settled = false;
    const finish = (result: GitResult<{ hit: { path: string; form: string } | undefined }>) => {
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
    const nextObject = () => {
      scanner.endObject();
      index++;
      if (index >= blobs.length) {
        finish({ ok: true, hit: undefined });
        return false;
      }
      return true;
    };
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
        if (body.length > 0) scanner.push(body);
        if (scanner.found) {
          finish({ ok: true, hit: { path: blobs[index]?.path ?? "", form: scanner.found } });
          return;
        }
        remaining -= take;
        data = data.subarray(take);
        if (remaining === 0) {
          remaining = -1;
          if (!nextObject()) return;
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
    child.stdin.end(`${blobs.map((b) => b.sha).join("\n")}\n`);
  });
}

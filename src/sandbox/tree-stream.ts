import { spawn } from "node:child_process";
import { once } from "node:events";
import type { Readable, Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { TreeRecord, WalkRequest } from "../base/tree-records.js";
import { isRecord } from "../text/json.js";
import { MAX_FILE_BYTES, MAX_LINK_BYTES, walkTree } from "./tree-walk.js";

/**
 * The walk of the working tree (tree-walk.ts) across a process boundary: the tool host's script,
 * started with `read-tree` as the sandbox user once the agent's processes are gone, reads the
 * request on stdin and writes `{"type":"listed"}` once it has read the listings, then the records
 * to stdout, each a JSON line, followed by the raw bytes of a file's content or a link's target
 * when it has them, and `{"type":"end"}` last.
 *
 * Everything that comes back is checked as data: the reading process has only the agent's rights,
 * so at worst it says what the agent could have written into the tree itself.
 */

/** How long the whole read may take before the reader is killed and the read fails. */
export const READ_TREE_TIMEOUT_MS = 15 * 60_000;
/** How long the reader may take to exit once it has sent its end. */
const READER_EXIT_MS = 1000;
/** The longest header line: a path (PATH_MAX) and a reason, with room to spare. */
const MAX_HEADER_BYTES = 64 * 1024;

/** The request as it travels: a set and a bigint in JSON's terms (the listings are files). */
interface WireRequest extends Omit<WalkRequest, "sinceNs" | "privateFolders"> {
  sinceNs?: string;
  privateFolders: string[];
}

function toWire(request: WalkRequest): WireRequest {
  const { sinceNs, privateFolders, ...rest } = request;
  return {
    ...rest,
    ...(sinceNs !== undefined ? { sinceNs: sinceNs.toString() } : {}),
    privateFolders: [...(privateFolders ?? [])],
  };
}

function fromWire(wire: WireRequest): WalkRequest {
  const { sinceNs, privateFolders, ...rest } = wire;
  return {
    ...rest,
    ...(sinceNs !== undefined ? { sinceNs: BigInt(sinceNs) } : {}),
    privateFolders: new Set(privateFolders),
  };
}

/**
 * The reader's side: reads one request line from `input`, walks, writes the records to `output`
 * with back-pressure, then `end` (or `failed` with the reason). Resolves when all is written.
 */
export async function serveTreeRead(input: Readable, output: Writable): Promise<void> {
  const write = async (chunk: Buffer | string): Promise<void> => {
    if (!output.write(chunk)) await once(output, "drain");
  };
  const chunks: Buffer[] = [];
  for await (const chunk of input) {
    chunks.push(chunk as Buffer);
    if ((chunk as Buffer).includes(10)) break;
  }
  try {
    const line = Buffer.concat(chunks).toString("utf8");
    const request = fromWire(JSON.parse(line.slice(0, line.indexOf("\n"))) as WireRequest);
    let pending: Array<Buffer | string> = [];
    let pendingBytes = 0;
    const records = walkTree(request, { moveWorkingFolder: true });
    // The listings are read: the action may remove them, and fill its own index meanwhile.
    await write(`${JSON.stringify({ type: "listed" })}\n`);
    for (const record of records) {
      const { header, body } = frame(record);
      pending.push(header);
      pendingBytes += header.length;
      if (body) {
        pending.push(body);
        pendingBytes += body.length;
      }
      // Headers are small and many: sent in batches rather than a write each.
      if (pendingBytes >= 256 * 1024) {
        await write(Buffer.concat(pending.map((p) => (typeof p === "string" ? Buffer.from(p) : p))));
        pending = [];
        pendingBytes = 0;
      }
    }
    pending.push(`${JSON.stringify({ type: "end" })}\n`);
    await write(Buffer.concat(pending.map((p) => (typeof p === "string" ? Buffer.from(p) : p))));
  } catch (error) {
    await write(`${JSON.stringify({ type: "failed", error: (error as Error).message })}\n`);
  }
}

function frame(record: TreeRecord): { header: string; body?: Buffer } {
  if (record.type === "file") {
    const { content, ...rest } = record;
    return { header: `${JSON.stringify({ ...rest, bytes: content.length })}\n`, body: content };
  }
  if (record.type === "link") {
    const { target, ...rest } = record;
    return { header: `${JSON.stringify({ ...rest, bytes: target.length })}\n`, body: target };
  }
  return { header: `${JSON.stringify(record)}\n` };
}

/** What starts the reader: its argv (as the sandbox user) and the environment of that argv. */
export interface ReaderLaunch {
  argv: string[];
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/**
 * Starts the reader, sends `request` and yields its records, checked, the first batch empty:
 * the reader has read the listings then, and they may go. Throws (ending the read)
 * when the reader fails, breaks the format, dies before `end` or runs out of time: a tree read
 * in part must never be committed, since what is missing would be deleted.
 */
export async function* readTreeAs(launch: ReaderLaunch, request: WalkRequest): AsyncGenerator<TreeRecord[]> {
  const [file, ...args] = launch.argv;
  if (!file) throw new Error("no command to start the reader");
  const child = spawn(file, args, { cwd: "/", env: launch.env, stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-2048);
  });
  child.stdin.on("error", () => undefined);
  const started = new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  const exited = new Promise<string>((resolve) =>
    child.once("close", (code, signal) => resolve(signal ? `killed by ${signal}` : `exit code ${code}`)),
  );
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, launch.timeoutMs ?? READ_TREE_TIMEOUT_MS);
  try {
    await started;
    child.stdin.end(`${JSON.stringify(toWire(request))}\n`);
    let ended = false;
    for await (const batch of decodeFrames(child.stdout)) {
      if (batch === "end") {
        ended = true;
        break;
      }
      yield batch;
    }
    // The reader exits after its end: waited for (a moment at most), so that once this returns
    // no process of the sandbox user is left reading, and the give-back that follows meets none.
    if (ended) await Promise.race([exited, sleep(READER_EXIT_MS, undefined, { ref: false })]);
    else {
      const how = timedOut ? `ran past ${(launch.timeoutMs ?? READ_TREE_TIMEOUT_MS) / 1000} s` : await exited;
      const why = stderr.trim().split("\n").at(-1);
      throw new Error(
        `the reader of the working tree stopped before its end (${how})${why ? `: ${why}` : ""}`,
      );
    }
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}

/**
 * Bytes received and not yet taken, as the chunks came: a header or a body is copied out once,
 * so a 100 MB file arriving in thousands of chunks costs one copy, not one per chunk.
 */
class Pending {
  private chunks: Buffer[] = [];
  /** Read position in the first chunk. */
  private start = 0;
  length = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The offset of the first newline from the read position, or -1. */
  newline(): number {
    let offset = 0;
    for (const [i, chunk] of this.chunks.entries()) {
      const from = i === 0 ? this.start : 0;
      const at = chunk.indexOf(10, from);
      if (at >= 0) return offset + at - from;
      offset += chunk.length - from;
    }
    return -1;
  }

  /** The next `n` bytes (at most `length`); a view into a chunk when they lie in one. */
  take(n: number): Buffer {
    const first = this.chunks[0];
    if (first && first.length - this.start >= n) {
      const taken = first.subarray(this.start, this.start + n);
      this.advance(n);
      return taken;
    }
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const chunk = this.chunks[0] as Buffer;
      const part = Math.min(n - filled, chunk.length - this.start);
      chunk.copy(out, filled, this.start, this.start + part);
      filled += part;
      this.advance(part);
    }
    return out;
  }

  private advance(n: number): void {
    this.start += n;
    this.length -= n;
    while (this.chunks.length > 0 && this.start >= (this.chunks[0] as Buffer).length) {
      this.start -= (this.chunks.shift() as Buffer).length;
    }
  }
}

/**
 * The frames of `stream` as checked records, a batch for each chunk that completes some, then
 * "end". Throws on anything malformed.
 */
async function* decodeFrames(stream: Readable): AsyncGenerator<TreeRecord[] | "end"> {
  const pending = new Pending();
  let header: { fields: Record<string, unknown>; bytes: number } | undefined;
  /** The reader said it has read the listings: an empty batch says so on. */
  let listed = false;
  for await (const chunk of stream) {
    pending.push(chunk as Buffer);
    const batch: TreeRecord[] = [];
    for (;;) {
      if (!header) {
        const at = pending.newline();
        if (at < 0) {
          if (pending.length > MAX_HEADER_BYTES)
            throw new Error("the reader sent a header over the size limit");
          break;
        }
        if (at > MAX_HEADER_BYTES) throw new Error("the reader sent a header over the size limit");
        const line = pending
          .take(at + 1)
          .subarray(0, at)
          .toString("utf8");
        const fields = parseHeader(line);
        if (fields.type === "end") {
          if (batch.length > 0) yield batch;
          yield "end";
          return;
        }
        if (fields.type === "listed") {
          listed = true;
          continue;
        }
        if (fields.type === "failed")
          throw new Error(`the reader of the working tree failed: ${String(fields.error).slice(0, 500)}`);
        header = { fields, bytes: bodyLength(fields) };
      }
      if (pending.length < header.bytes) break;
      const body = header.bytes > 0 ? Buffer.from(pending.take(header.bytes)) : undefined;
      batch.push(checkRecord(header.fields, body));
      header = undefined;
    }
    if (batch.length > 0 || listed) yield batch;
    listed = false;
  }
}

function parseHeader(line: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new Error("the reader sent a header that is not JSON");
  }
  if (!isRecord(value)) throw new Error("the reader sent a header that is not an object");
  return value;
}

function bodyLength(fields: Record<string, unknown>): number {
  if (fields.bytes === undefined) return 0;
  const bytes = fields.bytes;
  const max = fields.type === "link" ? MAX_LINK_BYTES : MAX_FILE_BYTES;
  if (!Number.isSafeInteger(bytes) || (bytes as number) < 0 || (bytes as number) > max)
    throw new Error(`the reader announced ${String(bytes)} bytes for a ${String(fields.type)}`);
  return bytes as number;
}

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * A record from its header and body, with every field checked: a path that could leave the
 * workspace or name a `.git`, a sha that is not one, or a field of the wrong type ends the read.
 */
export function checkRecord(fields: Record<string, unknown>, body: Buffer | undefined): TreeRecord {
  const { type, path } = fields;
  // Only a folder left out is named with a slash at its end.
  const bare = isText(path) && type === "left" ? path.replace(/\/$/, "") : path;
  if (!isText(path) || !isText(bare) || !isSafePath(bare))
    throw new Error(`the reader sent an unsafe path: ${JSON.stringify(String(path)).slice(0, 200)}`);
  const bad = (): never => {
    throw new Error(`the reader sent a malformed ${String(type)} record for ${path}`);
  };
  switch (type) {
    case "file": {
      const { executable, sha } = fields;
      // A file comes with its content: an unchanged one is not sent at all.
      if (
        typeof executable !== "boolean" ||
        !isText(sha) ||
        !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha) ||
        !body
      )
        return bad();
      return { type, path, executable, sha, content: body };
    }
    case "link":
      return body ? { type, path, target: body } : bad();
    case "keep":
    case "left":
      return isText(fields.why) ? { type, path, why: fields.why.slice(0, 500) } : bad();
    case "repository": {
      if (typeof fields.removed !== "boolean" || !path.endsWith("/.git")) return bad();
      const why = isText(fields.why) ? { why: fields.why.slice(0, 500) } : {};
      return { type, path, removed: fields.removed, ...why };
    }
    case "made":
    case "gone":
      return { type, path };
    case "set-id":
      return typeof fields.cleared === "boolean" ? { type, path, cleared: fields.cleared } : bad();
    default:
      return bad();
  }
}

/**
 * A relative, `/`-separated path with no empty, `.` or `..` component and no NUL: one that stays
 * inside the workspace. (`.git` components are the caller's to judge: a `repository` names one.)
 */
export function isSafePath(path: string): boolean {
  if (path === "" || path.length > 4096 || path.includes("\0") || path.startsWith("/")) return false;
  return path.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

/** The walk in this process, as the same stream (the sandbox off: the action's user is the agent's). */
export async function* readTreeHere(request: WalkRequest): AsyncGenerator<TreeRecord[]> {
  const records = walkTree(request);
  // The listings are read (see `readTreeAs`).
  yield [];
  let batch: TreeRecord[] = [];
  for (const record of records) {
    batch.push(record);
    if (batch.length === HERE_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Records handed on at once by `readTreeHere`: each hand-over is a turn of the event loop. */
const HERE_BATCH = 1024;

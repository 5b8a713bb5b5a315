import { isRecord } from "../text/json.js";
import type { GrepBackendName } from "./grep-backends.js";
import type { ToolOutput } from "./tool.js";

/**
 * The tool host's protocol: JSON, one message per line, over the host's stdin (from the action)
 * and stdout (from the host). The action sends `init` once, then `call`s, which may overlap (the
 * loop runs read-only tools concurrently), and `cancel`s; the host answers `ready` (or `failed`)
 * once, then one `result` per call, in any order. Closing the host's stdin ends it: background
 * jobs are killed and it exits.
 *
 * Everything the host says is data to the action: the host runs as the sandbox user, so the
 * agent's commands can reach its pipes. Messages are checked on arrival and their size bounded;
 * the action keeps of a result only its text and error flag, and gives every call a deadline
 * (remote.ts), past which the host is killed and no tool runs any more.
 */

/** The first message: where the tools work and the whole environment of their commands. */
export interface InitMessage {
  type: "init";
  /** The workspace. */
  root: string;
  /** The complete environment of commands, used as given. */
  env: Record<string, string>;
  /** Search backends to try, in order (tests pin one). */
  grepBackends?: GrepBackendName[];
  /** The host's umask, so what the tools and commands create stays shared with the action. */
  umask?: number;
}

export interface CallMessage {
  type: "call";
  id: number;
  tool: string;
  args: Record<string, unknown>;
}

/** Aborts the call's signal in the host; the call still gets its (cancelled) result. */
export interface CancelMessage {
  type: "cancel";
  id: number;
}

export type ToHost = InitMessage | CallMessage | CancelMessage;

export interface ReadyMessage {
  type: "ready";
  /** The host's own pid (the process the sandbox user runs, behind sudo and setpriv). */
  pid: number;
}

/** The host could not set up the tools (the workspace is gone); it exits after saying so. */
export interface FailedMessage {
  type: "failed";
  error: string;
}

export interface ResultMessage {
  type: "result";
  id: number;
  output: ToolOutput;
}

export type FromHost = ReadyMessage | FailedMessage | ResultMessage;

/**
 * The longest line the host accepts: a write_file call carries one file. A longer line means the
 * stream is broken or forged.
 */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/**
 * The longest result text the host sends: longer ones keep their head and tail (the loop's own
 * cap on a result, far below, does the same). Tools bound their results to tens of KB; an edit
 * in a file of very long lines, or a glob of very long paths, can go past it.
 */
export const MAX_RESULT_BYTES = 1024 * 1024;
/**
 * The longest line the action accepts from the host: a result of MAX_RESULT_BYTES, every byte a
 * control character that JSON writes as six (`\u0001`), fits with room to spare.
 */
export const MAX_REPLY_BYTES = 8 * 1024 * 1024;
/**
 * How many of `{`, `[`, `,` and `:` (outside strings) a line from the host may hold; a result
 * has ten. A line of nested brackets or of a million tiny values costs many times its size to
 * parse (a 64 MB line of `[` took 2 GB and 20 s), so the action drops such a line unparsed.
 */
export const MAX_REPLY_PUNCTUATION = 32;

/** One message as a line. */
export function encodeMessage(message: ToHost | FromHost): string {
  return `${JSON.stringify(message)}\n`;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

/** A message for the host, or undefined when `value` is not one. */
export function asToHost(value: unknown): ToHost | undefined {
  if (!isRecord(value)) return undefined;
  switch (value.type) {
    case "init": {
      const { root, env, grepBackends, umask } = value;
      if (typeof root !== "string" || !isRecord(env)) return undefined;
      if (!Object.values(env).every((v) => typeof v === "string")) return undefined;
      if (grepBackends !== undefined && !Array.isArray(grepBackends)) return undefined;
      if (umask !== undefined && !isId(umask)) return undefined;
      return value as unknown as InitMessage;
    }
    case "call":
      return isId(value.id) && typeof value.tool === "string" && isRecord(value.args)
        ? (value as unknown as CallMessage)
        : undefined;
    case "cancel":
      return isId(value.id) ? (value as unknown as CancelMessage) : undefined;
    default:
      return undefined;
  }
}

/** A message from the host, or undefined when `value` is not one. */
export function asFromHost(value: unknown): FromHost | undefined {
  if (!isRecord(value)) return undefined;
  switch (value.type) {
    case "ready":
      return isId(value.pid) ? (value as unknown as ReadyMessage) : undefined;
    case "failed":
      return typeof value.error === "string" ? (value as unknown as FailedMessage) : undefined;
    case "result": {
      const output = value.output;
      if (!isId(value.id) || !isRecord(output) || typeof output.content !== "string") return undefined;
      const isError = output.isError === true;
      return {
        type: "result",
        id: value.id,
        output: { content: output.content, ...(isError ? { isError } : {}) },
      };
    }
    default:
      return undefined;
  }
}

export interface LineLimits {
  /** Bytes of one line; default MAX_MESSAGE_BYTES. */
  maxBytes?: number;
  /** `{`, `[`, `,` and `:` outside strings in one line; a line with more is not parsed. Default: any. */
  maxPunctuation?: number;
}

/**
 * Splits a byte stream into lines of at most `maxBytes` and parses each as JSON. Feed it chunks;
 * it calls `onLine` with each parsed value (undefined for a line that is not JSON, or has more
 * punctuation than allowed) and `onOverflow` once when a line grows past the limit, after which
 * it ignores the rest.
 */
export class LineDecoder {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private broken = false;
  private readonly limit: number;
  private readonly maxPunctuation: number;

  constructor(
    private readonly onLine: (value: unknown) => void,
    private readonly onOverflow: () => void,
    limits: LineLimits = {},
  ) {
    this.limit = limits.maxBytes ?? MAX_MESSAGE_BYTES;
    this.maxPunctuation = limits.maxPunctuation ?? Number.POSITIVE_INFINITY;
  }

  push(chunk: Buffer): void {
    let start = 0;
    while (!this.broken && start < chunk.length) {
      const newline = chunk.indexOf(10, start);
      const end = newline === -1 ? chunk.length : newline;
      this.pendingBytes += end - start;
      if (this.pendingBytes > this.limit) {
        this.broken = true;
        this.pending = [];
        this.onOverflow();
        return;
      }
      this.pending.push(chunk.subarray(start, end));
      if (newline === -1) return;
      const line = Buffer.concat(this.pending);
      this.pending = [];
      this.pendingBytes = 0;
      start = newline + 1;
      const text = line.toString("utf8");
      if (text.trim() === "") continue;
      this.onLine(punctuation(line, this.maxPunctuation) > this.maxPunctuation ? undefined : parse(text));
    }
  }
}

/** The `{`, `[`, `,` and `:` outside strings in a line of JSON, counted up to `stop + 1`. */
function punctuation(line: Buffer, stop: number): number {
  if (stop === Number.POSITIVE_INFINITY) return 0;
  let count = 0;
  let inString = false;
  for (let i = 0; i < line.length && count <= stop; i++) {
    const byte = line[i];
    if (inString) {
      if (byte === 0x5c) i++;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b || byte === 0x2c || byte === 0x3a) count++;
  }
  return count;
}

function parse(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

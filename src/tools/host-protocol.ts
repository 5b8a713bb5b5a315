import { IMAGE_MEDIA_TYPES, sniffImageType } from "../base/image-types.js";
import { isRecord } from "../text/json.js";
import type { GrepBackendName } from "./grep-backends.js";
import { asSpawnToHost, type SpawnFromHost, type SpawnToHost } from "./host-spawn.js";
import type { ToolImage, ToolOutput } from "./tool.js";

/**
 * The tool host's protocol: JSON, one message per line, over the host's stdin (from the action)
 * and stdout (from the host). The action sends `init` once, then `call`s, which may overlap (the
 * loop runs read-only tools concurrently), and `cancel`s; the host answers `ready` (or `failed`)
 * once, then one `result` per call, in any order. Closing the host's stdin ends it: background
 * jobs are killed and it exits.
 *
 * Everything the host says is data to the action: the host runs as the sandbox user, so the
 * agent's commands can reach its pipes. Messages are checked on arrival and their size bounded;
 * the action keeps of a result only its text, error flag and checked images, and gives every call a deadline
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

/** The core messages, and those about programs the host runs for the action (host-spawn.ts). */
export type ToHost = InitMessage | CallMessage | CancelMessage | SpawnToHost;

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
/** The most images one result from the host may carry (a forged result with more keeps none). */
export const MAX_HOST_IMAGES = 4;
/** The most decoded bytes the images of one result from the host may hold in all. */
export const MAX_HOST_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The longest line the action accepts from the host: a result of MAX_RESULT_BYTES, every byte a
 * control character that JSON writes as six (`\u0001`), is 6 MB; its images' base64 is 4/3 of
 * MAX_HOST_IMAGE_BYTES, under 7 MB. Both fit with room to spare.
 */
export const MAX_REPLY_BYTES = 16 * 1024 * 1024;
/**
 * How many of `{`, `[`, `,` and `:` (outside strings) a line from the host may hold: what the
 * largest result needs. `{"type":…,"id":…,"output":{"content":…,"isError":…}}` has ten; its
 * `,"images":[…]` three more, and each image `{"mediaType":…,"data":…}` four, plus a comma between
 * two. A line of nested brackets or of a million tiny values costs many times its size to parse
 * (a 64 MB line of `[` took 2 GB and 20 s), so the action drops such a line unparsed.
 */
export const MAX_REPLY_PUNCTUATION = 10 + 3 + MAX_HOST_IMAGES * 4 + (MAX_HOST_IMAGES - 1);

/** One message as a line. */
export function encodeMessage(message: ToHost | FromHost | SpawnFromHost): string {
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
      return asSpawnToHost(value);
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
      const checked = output.images === undefined ? { images: [] } : checkImages(output.images);
      const content =
        "why" in checked ? `${output.content}\n[images dropped: ${checked.why}]` : output.content;
      const images = "images" in checked && checked.images.length > 0 ? { images: checked.images } : {};
      return {
        type: "result",
        id: value.id,
        output: { content, ...(isError ? { isError } : {}), ...images },
      };
    }
    default:
      return undefined;
  }
}

/**
 * Whether `text` is padded base64. A loop, not a regular expression: a pattern of groups of four
 * overflowed the stack on an image of 5 MB.
 */
function isBase64(text: string): boolean {
  if (text.length % 4 !== 0) return false;
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  for (let i = 0; i < text.length - padding; i++) {
    const c = text.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!letter && !(c >= 48 && c <= 57) && c !== 43 && c !== 47) return false;
  }
  return true;
}

/**
 * The images of a result, copied, when they are what the action takes: at most MAX_HOST_IMAGES,
 * each `{ mediaType, data }` with data in base64 and a media type its first bytes confirm, and
 * MAX_HOST_IMAGE_BYTES decoded in all; otherwise why not (the result then keeps its text only).
 */
export function checkImages(value: unknown): { images: ToolImage[] } | { why: string } {
  if (!Array.isArray(value)) return { why: "`images` is not a list" };
  if (value.length > MAX_HOST_IMAGES) return { why: `${value.length} images, more than ${MAX_HOST_IMAGES}` };
  const images: ToolImage[] = [];
  let bytes = 0;
  for (const [index, image] of value.entries()) {
    const { mediaType, data } = isRecord(image) ? image : {};
    if (typeof data !== "string" || !isBase64(data)) return { why: `image ${index + 1} is not base64 data` };
    bytes += Buffer.byteLength(data, "base64");
    if (bytes > MAX_HOST_IMAGE_BYTES)
      return { why: `the images hold more than ${MAX_HOST_IMAGE_BYTES / (1024 * 1024)} MB` };
    // The first 12 bytes are enough to tell the four types apart.
    const sniffed = sniffImageType(Buffer.from(data.slice(0, 16), "base64"));
    // The claim is named only when it is one of the four: the note must not carry forged text.
    if (!IMAGE_MEDIA_TYPES.some((type) => type === mediaType))
      return { why: `image ${index + 1} has no type a model takes` };
    if (sniffed === undefined || sniffed !== mediaType)
      return { why: `image ${index + 1} is not the ${mediaType} it claims to be` };
    images.push({ mediaType: sniffed, data });
  }
  return { images };
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

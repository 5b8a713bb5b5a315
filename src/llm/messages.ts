/**
 * The one internal message model. Provider adapters convert it to and from their wire formats;
 * nothing outside `src/llm/<provider>.ts` ever sees an SDK type.
 */

import type { ImageMediaType } from "../base/image-types.js";

export interface TextPart {
  type: "text";
  text: string;
}

/**
 * Model reasoning. Anthropic requires thinking blocks to be sent back unchanged, with their
 * signature, when extended thinking is used with tools; a redacted block carries only `data`.
 * OpenAI-compatible servers send reasoning as `reasoning_content` or `reasoning_details`; the
 * adapter keeps the raw value in `details` so it can be returned as it came.
 */
export interface ThinkingPart {
  type: "thinking";
  thinking: string;
  signature?: string;
  /** Set for Anthropic `redacted_thinking` blocks: the encrypted payload, returned verbatim. */
  redactedData?: string;
  /** Provider-specific reasoning payload (e.g. OpenRouter `reasoning_details`), returned verbatim. */
  details?: unknown;
}

export interface ToolCall {
  type: "tool_call";
  id: string;
  name: string;
  /** Parsed arguments. `{}` when the raw arguments could not be parsed (see `parseError`). */
  arguments: Record<string, unknown>;
  /** The arguments exactly as the model produced them, kept so the history can be replayed. */
  rawArguments: string;
  /** Set when `rawArguments` was not a JSON object; the call is answered with an error result. */
  parseError?: string;
}

export type AssistantPart = TextPart | ThinkingPart | ToolCall;

/**
 * Why the model stopped: `stop` (finished), `tool_use` (wants tools run), `length` (cut off by the
 * output-token limit; any tool call in it may be half-written and is never executed).
 */
export type StopReason = "stop" | "tool_use" | "length";

export interface Usage {
  /** Every input token of the request: uncached + cache read + cache creation. */
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

export interface SystemMessage {
  role: "system";
  content: string;
}

export type { ImageMediaType };

/** An image in a user message, placed right after character `offset` of its text. */
export interface ImagePart {
  type: "image";
  mediaType: ImageMediaType;
  /** The image's bytes, base64-encoded. */
  data: string;
  /** A UTF-16 index into the message's `content`; clamped into the text when the wire is built. */
  offset: number;
  /** Text shown to the model just before the image, e.g. "[image 1: https://…]". */
  label: string;
}

export interface UserMessage {
  role: "user";
  content: string;
  /** Images placed in `content`; absent or empty for a text-only message. */
  images?: ImagePart[];
  /** Set on messages that compaction wrote in place of earlier rounds or steps. */
  summary?: true;
}

export interface AssistantMessage {
  role: "assistant";
  content: AssistantPart[];
  stopReason: StopReason;
  usage?: Usage;
  /** The model that answered, as the server reported it. */
  model?: string;
}

/**
 * An image a tool returned (an MCP server's screenshot). It has no label or offset, unlike a
 * user message's ImagePart: it follows the result's text, and the wire says which call it is from.
 */
export interface ToolResultImage {
  mediaType: ImageMediaType;
  /** The image's bytes, base64-encoded. */
  data: string;
}

export interface ToolResultMessage {
  role: "tool";
  toolCallId: string;
  toolName: string;
  content: string;
  isError: boolean;
  /** Images after the text, in order; absent or empty for a text-only result. */
  images?: ToolResultImage[];
}

export type Message = SystemMessage | UserMessage | AssistantMessage | ToolResultMessage;

/** A piece of a user message in reading order: text, or an image after its label. */
export type UserSegment = { type: "text"; text: string } | ImagePart;

/**
 * A user message as the model reads it: the text up to the first image, that image's label as a
 * text piece, the image, the text up to the next one, and so on. Offsets are clamped into the text
 * (never between the two halves of a surrogate pair) and taken in order, images at one offset in
 * the order given. Empty text pieces are left out; blank ones are kept for the caller to judge.
 */
export function userSegments(message: UserMessage): UserSegment[] {
  const { content } = message;
  const images = [...(message.images ?? [])]
    .map((image) => ({ image, at: clampOffset(content, image.offset) }))
    .sort((a, b) => a.at - b.at);
  const segments: UserSegment[] = [];
  const pushText = (text: string) => {
    if (text) segments.push({ type: "text", text });
  };
  let done = 0;
  for (const { image, at } of images) {
    pushText(content.slice(done, at));
    pushText(image.label);
    segments.push(image);
    done = at;
  }
  pushText(content.slice(done));
  return segments;
}

function clampOffset(text: string, offset: number): number {
  const at = Number.isNaN(offset) ? 0 : Math.min(text.length, Math.max(0, Math.floor(offset)));
  const low = text.charCodeAt(at);
  const high = text.charCodeAt(at - 1);
  // Inside a surrogate pair: put the image after the whole character.
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? at + 1 : at;
}

/** True when the message carries at least one image: a user message's or a tool result's. */
export function hasImages(
  message: Message,
): message is (UserMessage & { images: ImagePart[] }) | (ToolResultMessage & { images: ToolResultImage[] }) {
  return (message.role === "user" || message.role === "tool") && (message.images?.length ?? 0) > 0;
}

/** An image's decoded size, from its base64 text's length, without decoding it. */
export function imageBytes(image: { data: string }): number {
  return Buffer.byteLength(image.data, "base64");
}

/** `512 bytes`, `12 KB`, `4.8 MB`. */
export function formatImageSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Images as the records show them: `1 image: image/png, 12 KB` (`2 images: …; …` for more). */
export function describeImages(images: readonly { mediaType: ImageMediaType; bytes: number }[]): string {
  const each = images.map((image) => `${image.mediaType}, ${formatImageSize(image.bytes)}`).join("; ");
  return `${images.length} image${images.length === 1 ? "" : "s"}: ${each}`;
}

/** How many tool results keep their images in the history, and how many decoded bytes. */
export interface ToolImageBound {
  results: number;
  /** All the kept images together. */
  bytes: number;
  /** One image: a larger one is never kept. */
  imageBytes: number;
}

/**
 * Three screenshots are what a model compares at most; 10 MB keeps a request (its base64 is 4/3
 * of that) well under the providers' 32 MB limit, with room for the prompt's own images. One
 * image past Anthropic's 5 MB would have the request refused, and every image of the run dropped.
 */
export const TOOL_IMAGE_BOUND: ToolImageBound = {
  results: 3,
  bytes: 10 * 1024 * 1024,
  imageBytes: 5 * 1024 * 1024,
};

/** The text that stands in the history for a tool result's image taken out of it. */
export function imageDroppedNote(image: ToolResultImage): string {
  return `[image dropped from the history: ${image.mediaType}, ${formatImageSize(imageBytes(image))}]`;
}

/**
 * The history with tool results' images kept only in the newest `bound.results` results that
 * carry any, and only while the kept images, newest first, stay within `bound.bytes` (an image
 * over `bound.imageBytes` is never kept). Each image taken out leaves `imageDroppedNote` at the
 * end of its result's text. Returns `messages` itself when nothing is taken out; otherwise a copy
 * (messages are never changed in place).
 */
export function boundToolImages(messages: readonly Message[], bound = TOOL_IMAGE_BOUND): Message[] {
  const out = [...messages];
  let results = 0;
  let bytes = 0;
  let full = false;
  let changed = false;
  for (let i = out.length - 1; i >= 0; i--) {
    const message = out[i];
    if (message?.role !== "tool" || !hasImages(message)) continue;
    results++;
    const kept: ToolResultImage[] = [];
    const notes: string[] = [];
    for (const image of message.images) {
      const size = imageBytes(image);
      if (size > bound.imageBytes) notes.push(imageDroppedNote(image));
      // Once one image does not fit, no older one is kept either: the newest stay, in one run.
      else if (!full && results <= bound.results && bytes + size <= bound.bytes) {
        bytes += size;
        kept.push(image);
      } else {
        full = true;
        notes.push(imageDroppedNote(image));
      }
    }
    if (notes.length === 0) continue;
    changed = true;
    const { images: _all, ...rest } = message;
    const content = [message.content, ...notes].filter((text) => text !== "").join("\n");
    out[i] = { ...rest, content, ...(kept.length > 0 ? { images: kept } : {}) };
  }
  return changed ? out : (messages as Message[]);
}

export function emptyUsage(): Usage {
  return { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };
}

export function addUsage(a: Usage, b: Usage | undefined): Usage {
  if (!b) return a;
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
    cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
  };
}

export function textOf(message: AssistantMessage): string {
  return message.content
    .filter((p): p is TextPart => p.type === "text")
    .map((p) => p.text)
    .join("");
}

export function toolCallsOf(message: AssistantMessage): ToolCall[] {
  return message.content.filter((p): p is ToolCall => p.type === "tool_call");
}

/**
 * Parses tool-call arguments defensively: models send invalid JSON, arrays, or nothing at all.
 * Never throws; a bad value becomes `parseError` and the call is answered with an error result.
 */
export function parseToolArguments(raw: string): Pick<ToolCall, "arguments" | "parseError"> {
  if (raw.trim() === "") return { arguments: {} };
  try {
    const value: unknown = JSON.parse(raw);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      return { arguments: value as Record<string, unknown> };
    }
    return { arguments: {}, parseError: `arguments must be a JSON object, got ${JSON.stringify(value)}` };
  } catch (error) {
    return { arguments: {}, parseError: `arguments are not valid JSON (${(error as Error).message})` };
  }
}

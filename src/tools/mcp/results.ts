import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { IMAGE_MEDIA_TYPES, sniffImageType } from "../../base/image-types.js";
import { clip } from "../../text/clip.js";
import { clipMarked, stripInvisible } from "../../text/sanitize.js";
import type { ToolImage, ToolOutput } from "../tool.js";

/**
 * An MCP server's tool result as the model gets it. The result is untrusted data: images are
 * taken only when their bytes are one of the four image types (the type read from the bytes,
 * never the one claimed), everything else becomes a short line of text, and the text is cleaned
 * of invisible and control characters and bounded.
 */

/** Most images kept from one result. */
export const MAX_RESULT_IMAGES = 4;
/** Most decoded image bytes kept from one result, all images together. */
export const MAX_RESULT_IMAGE_BYTES = 5 * 1024 * 1024;
/** Longest text of one result, in characters. */
export const MAX_RESULT_CHARS = 1024 * 1024;
/** Longest URI or type shown in a placeholder. */
const MAX_LABEL_CHARS = 300;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type ContentPart = CallToolResult["content"][number];

/** Converts a result. Never throws. */
export function convertToolResult(result: CallToolResult): ToolOutput {
  const texts: string[] = [];
  const images: ToolImage[] = [];
  const budget = { bytes: MAX_RESULT_IMAGE_BYTES };
  for (const part of Array.isArray(result.content) ? result.content : []) {
    texts.push(...partText(part, images, budget));
  }
  if (texts.length === 0 && images.length === 0 && result.structuredContent !== undefined)
    texts.push(structuredText(result.structuredContent));
  const joined = texts.join("\n");
  const content = clipMarked(stripInvisible(joined), MAX_RESULT_CHARS);
  return {
    content: content.trim() === "" && images.length === 0 ? "(no output)" : content,
    ...(result.isError === true ? { isError: true } : {}),
    ...(images.length > 0 ? { images } : {}),
  };
}

/** The text a part adds; an image it adds goes to `images`. */
function partText(part: ContentPart, images: ToolImage[], budget: { bytes: number }): string[] {
  switch (part.type) {
    case "text":
      return [String(part.text)];
    case "image": {
      const taken = takeImage(String(part.data), images, budget);
      if (taken.ok) return [];
      return [`[${label(part.mimeType)} image${taken.size} not shown: ${taken.why}]`];
    }
    case "audio":
      return [
        `[${label(part.mimeType)} audio${sizeOf(String(part.data))} not shown: audio is not passed on]`,
      ];
    case "resource": {
      const resource = part.resource;
      if ("text" in resource && typeof resource.text === "string")
        return [`[resource ${label(resource.uri)}]`, resource.text];
      const blob = "blob" in resource ? String(resource.blob) : "";
      return [`[resource ${label(resource.uri)}${sizeOf(blob)} not shown: binary content]`];
    }
    case "resource_link":
      return [`[resource link ${label(part.uri)}${part.name ? ` (${label(part.name)})` : ""}]`];
    default:
      return [`[a ${label((part as { type?: unknown }).type)} part not shown]`];
  }
}

type Taken = { ok: true } | { ok: false; why: string; size: string };

function takeImage(data: string, images: ToolImage[], budget: { bytes: number }): Taken {
  const size = sizeOf(data);
  const compact = data.replace(/\s+/g, "");
  if (compact.length % 4 !== 0 || !BASE64.test(compact))
    return { ok: false, why: "not valid base64", size: "" };
  if (images.length >= MAX_RESULT_IMAGES)
    return { ok: false, why: `only ${MAX_RESULT_IMAGES} images of one result are shown`, size };
  const bytes = Buffer.from(compact, "base64");
  if (bytes.length > budget.bytes)
    return {
      ok: false,
      why: `over the ${MAX_RESULT_IMAGE_BYTES / 1024 / 1024} MB of images one result may show`,
      size,
    };
  const mediaType = sniffImageType(bytes);
  if (!mediaType) return { ok: false, why: `not a ${imageTypeNames()} image`, size };
  budget.bytes -= bytes.length;
  images.push({ mediaType, data: bytes.toString("base64") });
  return { ok: true };
}

/** "PNG, JPEG, GIF or WebP". */
function imageTypeNames(): string {
  const names = IMAGE_MEDIA_TYPES.map(
    (type) => ({ png: "PNG", jpeg: "JPEG", gif: "GIF", webp: "WebP" })[type.slice(6)] ?? type,
  );
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** ` of 2.1 KB`: the decoded size of base64 data, estimated from its length. */
function sizeOf(base64: string): string {
  const bytes = Math.floor((base64.replace(/[\s=]/g, "").length * 3) / 4);
  if (bytes < 1024) return ` of ${bytes} bytes`;
  if (bytes < 1024 * 1024) return ` of ${(bytes / 1024).toFixed(1)} KB`;
  return ` of ${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A server's type name or URI, safe on one line of a placeholder. */
function label(value: unknown): string {
  const text = stripInvisible(String(value ?? ""))
    .replace(/[\s[\]]+/g, " ")
    .trim();
  return clip(text || "(unnamed)", MAX_LABEL_CHARS);
}

function structuredText(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? "";
  } catch {
    return "[structured content that is not JSON]";
  }
}

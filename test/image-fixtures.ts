/** Images for the tests of image content: real bytes, base64 as the wire carries them. */
import type { ImagePart } from "../src/llm/messages.js";

/** A real 1×1 PNG. */
export const PNG_DATA =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** JPEG magic bytes and then every byte value, so the base64 holds `+` and `/`. */
export const JPEG_DATA = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from(Array.from({ length: 3_000 }, (_, i) => (i * 37 + 11) % 256)),
]).toString("base64");

export function image(
  data: string,
  offset: number,
  label: string,
  mediaType: ImagePart["mediaType"] = "image/png",
): ImagePart {
  return { type: "image", mediaType, data, offset, label };
}

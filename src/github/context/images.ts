import type { ImageMediaType } from "../../base/image-types.js";
import type { TextRange } from "../../text/markdown.js";
import { type AttachmentServer, isAttachmentUrl, signedAttachmentAddresses } from "./attachment-hosts.js";
import { type DownloadOptions, downloadAttachment, formatBytes, shownUrl } from "./image-download.js";
import { findImageReferences, type ImageReference } from "./image-references.js";

/**
 * Images that issue, pull request and comment text points at, placed in the context for the
 * model. Only attachments on the GitHub server's own hosts are ever requested (the text is
 * anyone's, and the request carries the token); what comes back is sent to the model only when
 * its bytes are a PNG, JPEG, GIF or WebP.
 */

/** An image placed in a text: the model gets it right after `offset` (the end of its reference). */
export interface PlacedImage {
  type: "image";
  mediaType: ImageMediaType;
  /** The image's bytes, base64. */
  data: string;
  offset: number;
  /** `[image 1: https://…]`, for the model to tie the picture to the reference. */
  label: string;
}

/**
 * The largest image attached, in bytes. Anthropic refuses an image whose base64 is longer than
 * 5 MB (5,242,880 characters), which is 3,932,160 bytes before encoding; one such image would
 * fail the request and the run would go on with no images at all.
 */
export const maxSentImageBytes = (5 * 1024 * 1024 * 3) / 4;
/**
 * The most bytes of images one run attaches, all together. Every request of the run carries
 * them: 20 MB is about 27 MB of base64, which leaves room for the conversation under the 32 MB
 * Anthropic takes in one request.
 */
export const maxTotalImageBytes = 20 * 1024 * 1024;
/** The most images one run attaches: the contract's 10. */
const maxImages = 10;
/** Downloads in flight at once. */
const concurrency = 3;

/**
 * Downloads the attachment images that the `sources` of `text` reference and places each right
 * after its first reference (offsets in `text`). Only the sources are read, each as a Markdown
 * text of its own, as GitHub renders each comment on its own; the rest of `text` is never looked
 * at. Addresses are de-duplicated; the first `maxImages` attachment addresses in text order are
 * downloaded, a few at a time, each through the signed address `renderedHtml` gives it where it
 * gives one. An image past `maxSentImageBytes`, or one that would take the
 * run's images past `maxTotalImageBytes`, is not attached. Never throws: what was not attached,
 * and why, comes back in `notes` as short sentences.
 */
export async function attachImages(
  text: string,
  sources: readonly TextRange[],
  options: DownloadOptions & {
    /** GitHub's rendering of the texts, for the signed addresses of their attachments (`signedAttachmentAddresses`). */
    renderedHtml?: readonly string[];
  },
): Promise<{ images: PlacedImage[]; notes: string[] }> {
  const { renderedHtml = [], ...download } = options;
  const signed = signedAttachmentAddresses(renderedHtml, download);
  const { wanted, elsewhere } = attachmentReferences(text, sources, download);
  const taken = wanted.slice(0, maxImages);
  const results = await mapLimited(taken, concurrency, (reference) =>
    downloadAttachment(reference.url, signed, download),
  );

  const images: PlacedImage[] = [];
  const notes: string[] = [];
  if (elsewhere > 0)
    notes.push(
      elsewhere === 1
        ? "1 image on another host was not fetched."
        : `${elsewhere} images on other hosts were not fetched.`,
    );
  if (wanted.length > taken.length) {
    const past = wanted.length - taken.length;
    notes.push(
      `${past} more image${past === 1 ? " was" : "s were"} not attached: the limit is ${maxImages} images.`,
    );
  }
  let totalBytes = 0;
  taken.forEach((reference, i) => {
    const result = results[i];
    if (result === undefined) return;
    const problem = result.ok ? tooLargeToSend(result.value.bytes.length, totalBytes) : result.error;
    if (!result.ok || problem !== undefined) {
      notes.push(`Image ${shownUrl(reference.url)} was not attached: ${problem}.`);
      return;
    }
    const { bytes, mediaType } = result.value;
    totalBytes += bytes.length;
    images.push({
      type: "image",
      mediaType,
      data: bytes.toString("base64"),
      offset: reference.end,
      label: `[image ${images.length + 1}: ${shownUrl(reference.url)}]`,
    });
  });
  return { images, notes };
}

/**
 * The attachment images the `sources` of `text` reference, in text order, each address once (at
 * its first reference), and how many addresses elsewhere were referenced.
 */
function attachmentReferences(
  text: string,
  sources: readonly TextRange[],
  server: AttachmentServer,
): { wanted: ImageReference[]; elsewhere: number } {
  const seen = new Set<string>();
  const elsewhere = new Set<string>();
  const wanted: ImageReference[] = [];
  const references = [...sources]
    .sort((a, b) => a.from - b.from)
    .flatMap(({ from, to }) =>
      findImageReferences(text.slice(from, to)).map(({ url, end }) => ({ url, end: from + end })),
    );
  for (const reference of references) {
    if (!isAttachmentUrl(reference.url, server.serverUrl, server.repo)) {
      elsewhere.add(reference.url);
      continue;
    }
    const key = new URL(reference.url).href;
    if (seen.has(key)) continue;
    seen.add(key);
    wanted.push({ url: key, end: reference.end });
  }
  return { wanted, elsewhere: elsewhere.size };
}

/** Why an image of `bytes` is not sent after `totalBytes` of others, or undefined when it may be. */
function tooLargeToSend(bytes: number, totalBytes: number): string | undefined {
  if (bytes > maxSentImageBytes)
    return `it is ${formatBytes(bytes)}, more than 5 MB once base64-encoded, the most a model server takes in one image`;
  if (totalBytes + bytes > maxTotalImageBytes)
    return `with it the images of this run would pass ${formatBytes(maxTotalImageBytes)} together`;
  return undefined;
}

/** `work` over `items` with at most `limit` running at once; results in the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

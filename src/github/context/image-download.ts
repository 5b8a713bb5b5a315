import { type ImageMediaType, sniffImageType } from "../../base/image-types.js";
import { fail, ok, type Result } from "../../base/result.js";
import { clip } from "../../text/clip.js";
import { type AttachmentServer, assetIdOf, isAttachmentUrl, parseUrl } from "./attachment-hosts.js";

/**
 * Downloading an attachment image: only from the GitHub server's own hosts (`isAttachmentUrl`),
 * redirects checked the same way, the token on the first request only, the body bounded, and its
 * type read from its bytes.
 */

export interface DownloadOptions extends AttachmentServer {
  /**
   * Sent as `Authorization: Bearer` on the first request of a download only, to an allowed
   * address; without it (a signed address), no credential is sent at all.
   */
  token?: string;
  /** Time for one whole download, redirects included. Default `imageTimeoutMs`. */
  timeoutMs?: number;
}

/** An image downloaded: its bytes, and their type as read from them. */
export interface DownloadedImage {
  mediaType: ImageMediaType;
  bytes: Buffer;
}

/** The largest image downloaded, in bytes: the contract's 5 MB. */
export const maxImageBytes = 5 * 1024 * 1024;
const imageTimeoutMs = 20_000;
const maxRedirects = 5;
/** Longest URL shown in a label or a note. */
const maxShownUrlChars = 120;

/**
 * Downloads the attachment at `url`: through its signed address when the rendering gave one
 * (`signed`, by asset id), with no token; else, or when that fails, from `url` with the token.
 */
export async function downloadAttachment(
  url: string,
  signed: ReadonlyMap<string, string>,
  options: DownloadOptions,
): Promise<Result<DownloadedImage>> {
  const id = assetIdOf(new URL(url));
  const address = id === undefined ? undefined : signed.get(id);
  if (address !== undefined) {
    const { token: _unsent, ...withoutToken } = options;
    const viaSigned = await downloadImage(address, withoutToken);
    if (viaSigned.ok) return viaSigned;
  }
  return downloadImage(url, options);
}

/**
 * Downloads the image at `url`. Never throws; every failure comes back as a failure whose `error` is
 * a sentence fragment saying what went wrong ("the server answered 404"). Only attachment
 * addresses (`isAttachmentUrl`) are requested; each redirect is checked the same way before it is
 * followed, and one elsewhere is refused, not requested. The token goes with the first request
 * only: a redirect's address carries its own signature (private-user-images.githubusercontent.com
 * takes a `jwt` query), and an address the server's answer chose is never handed the token. The
 * body is read up to `maxImageBytes` and the download abandoned past that; its type comes from
 * its bytes.
 */
export async function downloadImage(url: string, options: DownloadOptions): Promise<Result<DownloadedImage>> {
  if (!isAttachmentUrl(url, options.serverUrl, options.repo))
    return fail("its address is not on the GitHub server's own hosts, so it was not fetched");
  const timeoutMs = options.timeoutMs ?? imageTimeoutMs;
  const stop = new AbortController();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([stop.signal, timeout]);
  try {
    let address = new URL(url).href;
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(address, {
        headers: {
          accept: "image/*",
          ...(redirects === 0 && options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        redirect: "manual",
        signal,
      });
      if (isRedirect(response.status)) {
        // Only frees the connection; a body already closed may refuse, which changes nothing.
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (location === null) return fail(`the server answered ${response.status} with no Location`);
        const next = parseUrl(location, address);
        if (next === undefined || !isAttachmentUrl(next.href, options.serverUrl, options.repo))
          return fail(
            `it redirected to ${shownUrl(next?.href ?? location)}, which is not on the GitHub server's own hosts; not followed`,
          );
        if (redirects >= maxRedirects) return fail(`more than ${maxRedirects} redirects`);
        address = next.href;
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        // As above: the refusal is the answer; the body is only let go.
        await response.body?.cancel().catch(() => undefined);
        return fail(`the server answered ${response.status}`);
      }
      return await readImage(response, maxImageBytes, stop);
    }
  } catch (error) {
    if (timeout.aborted) return fail(`the download took longer than ${formatSeconds(timeoutMs)}`);
    return fail(`the download failed: ${describeError(error)}`);
  } finally {
    // Ends a body left unread (an oversize one) and the connection with it.
    stop.abort();
  }
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

async function readImage(
  response: Response,
  maxBytes: number,
  stop: AbortController,
): Promise<Result<DownloadedImage>> {
  const tooLarge = fail(`it is larger than ${formatBytes(maxBytes)}`);
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    stop.abort();
    return tooLarge;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body !== null) {
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      total += chunk.value.byteLength;
      if (total > maxBytes) {
        stop.abort();
        return tooLarge;
      }
      chunks.push(chunk.value);
    }
  }
  const bytes = Buffer.concat(chunks);
  const mediaType = sniffImageType(bytes);
  if (mediaType === undefined) return fail(describeNonImage(bytes, response.headers.get("content-type")));
  return ok({ mediaType, bytes });
}

/** What a body that is not a PNG, JPEG, GIF or WebP looks like, to say why it was refused. */
function describeNonImage(bytes: Buffer, contentType: string | null): string {
  const start = bytes.subarray(0, 1024).toString("utf8").trimStart().toLowerCase();
  const claimed = contentType ? ` (the server called it ${clip(contentType, 60)})` : "";
  let what = "not a PNG, JPEG, GIF or WebP image";
  if (bytes.length === 0) what = "empty";
  else if (start.startsWith("<svg") || (start.startsWith("<?xml") && start.includes("<svg")))
    what = "an SVG image, which is not sent (only PNG, JPEG, GIF and WebP are)";
  else if (start.startsWith("<!doctype html") || start.startsWith("<html"))
    what = "an HTML page, not an image (perhaps a sign-in page)";
  return `it is ${what}${claimed}`;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch reports "fetch failed" and keeps the reason (ECONNREFUSED, a TLS error) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return clip(`${error.message}${cause}`, 200);
}

/** `5.2 MB`, `12 KB`, `300 bytes`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/** `url` short enough for a label or a note. */
export function shownUrl(url: string): string {
  return clip(url, maxShownUrlChars);
}

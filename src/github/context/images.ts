import { clip } from "../../text/clip.js";

/**
 * Images that issue, pull request and comment text points at. Only attachments on the GitHub
 * server's own hosts are ever requested (the text is anyone's, and the request carries the
 * token); what comes back is sent to the model only when its bytes are a PNG, JPEG, GIF or WebP.
 */

export type ImageMediaType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

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

export interface ImageReference {
  /** The address as written, Markdown escapes and HTML character references decoded. */
  url: string;
  /** Index just past the reference in the text. */
  end: number;
}

export interface DownloadOptions {
  /** Sent as `Authorization: Bearer` to allowed hosts only. */
  token: string;
  /** The GitHub server (`https://github.com`, or a GitHub Enterprise Server's URL): decides the allowed hosts. */
  serverUrl: string;
  /** Largest image accepted, in bytes. Default `defaultMaxImageBytes`. */
  maxBytes?: number;
  /** Time for one whole download, redirects included. Default `defaultImageTimeoutMs`. */
  timeoutMs?: number;
  /** Redirects followed at most. Default `defaultMaxImageRedirects`. */
  maxRedirects?: number;
  signal?: AbortSignal;
}

export const defaultMaxImageBytes = 5 * 1024 * 1024;
export const defaultImageTimeoutMs = 20_000;
export const defaultMaxImageRedirects = 5;
export const defaultMaxImages = 10;
/** Downloads in flight at once. */
const concurrency = 3;
/** Longest URL shown in a label or a note. */
const maxShownUrlChars = 120;

const markdownImage =
  /!\[(?:[^[\]\\]|\\.|\[(?:[^[\]\\]|\\.)*\])*\]\([ \t]*\n?[ \t]*(?:<((?:[^<>\n\\]|\\.)*)>|((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))+))(?:\s+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?\s*\)/g;

const imgTag = /<img(?=[\s/>])((?:[^<>"']|"[^"]*"|'[^']*')*)>/gi;

/** One attribute of a start tag: its name and, in one of three quotings, its value. */
const tagAttribute = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * The images a Markdown text shows, in text order: inline images (`![alt](url "title")`,
 * `![](<url>)`) and HTML `<img>` tags (`src` in any quoting or case). Images inside code spans
 * and fenced code blocks are shown as text on GitHub, so they are not references.
 */
export function findImageReferences(text: string): ImageReference[] {
  const visible = maskCode(text);
  const found: Array<ImageReference & { start: number }> = [];
  for (const match of visible.matchAll(markdownImage)) {
    const raw = match[1] ?? match[2] ?? "";
    const url = decodeCharacterReferences(raw.replace(/\\([!-/:-@[-`{-~])/g, "$1")).trim();
    if (url !== "") found.push({ url, start: match.index, end: match.index + match[0].length });
  }
  for (const match of visible.matchAll(imgTag)) {
    const url = srcOf(match[1] ?? "");
    if (url !== undefined && url !== "")
      found.push({ url, start: match.index, end: match.index + match[0].length });
  }
  return found.sort((a, b) => a.start - b.start).map(({ url, end }) => ({ url, end }));
}

function srcOf(attributes: string): string | undefined {
  for (const attribute of attributes.matchAll(tagAttribute)) {
    // HTML takes the first of repeated attributes.
    if (attribute[1]?.toLowerCase() === "src")
      return decodeCharacterReferences(attribute[2] ?? attribute[3] ?? attribute[4] ?? "").trim();
  }
  return undefined;
}

const namedReferences: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** The HTML character references an address is likely to hold (`&amp;` in a query, numeric ones). */
function decodeCharacterReferences(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|quot|apos|lt|gt));/g,
    (whole, dec, hex, name) => {
      if (name !== undefined) return namedReferences[name] ?? whole;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
    },
  );
}

/**
 * `text` with the insides of fenced code blocks and code spans blanked out (same length, line
 * breaks kept), so offsets found in the result are offsets in `text`.
 */
function maskCode(text: string): string {
  const blank = (part: string) => part.replace(/[^\n]/g, " ");
  let masked = "";
  let fence: { char: string; length: number } | undefined;
  for (const line of text.split(/(?<=\n)/)) {
    if (fence === undefined) {
      // A backtick fence's info string holds no backtick (else the line is a code span).
      const marker = /^ {0,3}(`{3,}(?![^\n]*`)|~{3,})/.exec(line)?.[1];
      if (marker !== undefined) {
        fence = { char: marker[0] ?? "`", length: marker.length };
        masked += blank(line);
      } else masked += line;
      continue;
    }
    masked += blank(line);
    const closes = /^ {0,3}(`{3,}|~{3,})[ \t]*\n?$/.exec(line)?.[1];
    if (closes !== undefined && closes[0] === fence.char && closes.length >= fence.length) fence = undefined;
  }
  return maskCodeSpans(masked);
}

/** Code spans: a run of backticks up to the next run of the same length, within one paragraph. */
function maskCodeSpans(text: string): string {
  const runs = [...text.matchAll(/`+/g)].map((run) => ({ at: run.index, length: run[0].length }));
  let masked = "";
  let from = 0;
  for (let i = 0; i < runs.length; i += 1) {
    const open = runs[i];
    if (open === undefined || open.at < from) continue;
    let closeIndex = i + 1;
    while (closeIndex < runs.length && runs[closeIndex]?.length !== open.length) closeIndex += 1;
    const close = runs[closeIndex];
    if (close === undefined) continue;
    const inside = text.slice(open.at, close.at + close.length);
    if (/\n[ \t]*\n/.test(inside)) continue;
    masked += text.slice(from, open.at) + inside.replace(/[^\n]/g, " ");
    from = close.at + close.length;
    i = closeIndex;
  }
  return masked + text.slice(from);
}

/**
 * Whether `url` is an attachment on the GitHub server `serverUrl`, and so may be requested with
 * the token. For github.com: `https://github.com/user-attachments/…` and any
 * `https://*.githubusercontent.com/…`. For any other server (GitHub Enterprise Server): its own
 * host and port, with its scheme (https, or http when the server itself is plain http). The
 * host must be spelled plainly, exactly as the WHATWG URL parser reads it: no user info, no
 * explicit port other than the server's, no backslashes, percent escapes or non-ASCII letters in
 * the host (each has been used to make one host look like another).
 */
export function isAttachmentUrl(url: string, serverUrl: string): boolean {
  const server = parseUrl(serverUrl);
  // Whitespace, control characters and backslashes are read differently by different parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (server === undefined || /[\u0000-\u0020\u007f\\]/.test(url)) return false;
  const parsed = parseUrl(url);
  const writtenHost = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1]?.toLowerCase();
  if (parsed === undefined || writtenHost === undefined || writtenHost !== parsed.host) return false;
  if (parsed.username !== "" || parsed.password !== "") return false;
  if (server.hostname === "github.com") {
    if (parsed.protocol !== "https:" || parsed.port !== "") return false;
    if (parsed.hostname === "github.com") return parsed.pathname.startsWith("/user-attachments/");
    return parsed.hostname.endsWith(".githubusercontent.com");
  }
  if (server.protocol !== "https:" && server.protocol !== "http:") return false;
  return parsed.protocol === server.protocol && parsed.host === server.host;
}

function parseUrl(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/** The image type of `bytes`, read from their first bytes (never from what a server claims). */
export function sniffImageType(bytes: Uint8Array): ImageMediaType | undefined {
  const startsWith = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(ascii("GIF87a")) || startsWith(ascii("GIF89a"))) return "image/gif";
  if (startsWith(ascii("RIFF")) && startsWith(ascii("WEBP"), 8)) return "image/webp";
  return undefined;
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

export type DownloadResult =
  | { ok: true; mediaType: ImageMediaType; bytes: Buffer }
  | { ok: false; problem: string };

/**
 * Downloads the image at `url` with the token. Never throws; every failure comes back as
 * `{ ok: false, problem }`, a sentence fragment saying what went wrong ("the server answered
 * 404"). Only attachment addresses (`isAttachmentUrl`) are requested; each redirect is checked the
 * same way before it is followed, and one elsewhere is refused, not requested. The body is read
 * up to `maxBytes` and the download abandoned past that; its type comes from its bytes.
 */
export async function downloadImage(url: string, options: DownloadOptions): Promise<DownloadResult> {
  if (!isAttachmentUrl(url, options.serverUrl))
    return {
      ok: false,
      problem: "its address is not on the GitHub server's own hosts, so it was not fetched",
    };
  const maxBytes = options.maxBytes ?? defaultMaxImageBytes;
  const timeoutMs = options.timeoutMs ?? defaultImageTimeoutMs;
  const maxRedirects = options.maxRedirects ?? defaultMaxImageRedirects;
  const stop = new AbortController();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([stop.signal, timeout, ...(options.signal ? [options.signal] : [])]);
  try {
    let address = new URL(url).href;
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(address, {
        headers: { authorization: `Bearer ${options.token}`, accept: "image/*" },
        redirect: "manual",
        signal,
      });
      if (isRedirect(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (location === null)
          return { ok: false, problem: `the server answered ${response.status} with no Location` };
        const next = parseUrl(location, address);
        if (next === undefined || !isAttachmentUrl(next.href, options.serverUrl))
          return {
            ok: false,
            problem: `it redirected to ${shown(next?.href ?? location)}, which is not on the GitHub server's own hosts; not followed`,
          };
        if (redirects >= maxRedirects) return { ok: false, problem: `more than ${maxRedirects} redirects` };
        address = next.href;
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, problem: `the server answered ${response.status}` };
      }
      return await readImage(response, maxBytes, stop);
    }
  } catch (error) {
    if (timeout.aborted)
      return { ok: false, problem: `the download took longer than ${formatSeconds(timeoutMs)}` };
    if (options.signal?.aborted) return { ok: false, problem: "the download was cancelled" };
    return { ok: false, problem: `the download failed: ${describeError(error)}` };
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
): Promise<DownloadResult> {
  const tooLarge = { ok: false, problem: `it is larger than ${formatBytes(maxBytes)}` } as const;
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
  if (mediaType === undefined)
    return { ok: false, problem: describeNonImage(bytes, response.headers.get("content-type")) };
  return { ok: true, mediaType, bytes };
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

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

function shown(url: string): string {
  return clip(url, maxShownUrlChars);
}

/**
 * Downloads the attachment images `text` references and places each right after its first
 * reference. Addresses are de-duplicated; the first `maxImages` (default `defaultMaxImages`)
 * attachment addresses in text order are downloaded, a few at a time. Never throws: what was not
 * attached, and why, comes back in `notes` as short sentences.
 */
export async function attachImages(
  text: string,
  options: DownloadOptions & { maxImages?: number },
): Promise<{ images: PlacedImage[]; notes: string[] }> {
  const maxImages = Math.max(0, Math.floor(options.maxImages ?? defaultMaxImages));
  const seen = new Set<string>();
  const elsewhere = new Set<string>();
  const wanted: ImageReference[] = [];
  for (const reference of findImageReferences(text)) {
    if (!isAttachmentUrl(reference.url, options.serverUrl)) {
      elsewhere.add(reference.url);
      continue;
    }
    const key = new URL(reference.url).href;
    if (seen.has(key)) continue;
    seen.add(key);
    wanted.push({ url: key, end: reference.end });
  }
  const taken = wanted.slice(0, maxImages);
  const results = await mapLimited(taken, concurrency, (reference) => downloadImage(reference.url, options));

  const images: PlacedImage[] = [];
  const notes: string[] = [];
  if (elsewhere.size > 0)
    notes.push(
      elsewhere.size === 1
        ? "1 image on another host was not fetched."
        : `${elsewhere.size} images on other hosts were not fetched.`,
    );
  if (wanted.length > taken.length) {
    const past = wanted.length - taken.length;
    notes.push(
      `${past} more image${past === 1 ? " was" : "s were"} not attached: the limit is ${maxImages} images.`,
    );
  }
  taken.forEach((reference, i) => {
    const result = results[i];
    if (result === undefined) return;
    if (!result.ok) {
      notes.push(`Image ${shown(reference.url)} was not attached: ${result.problem}.`);
      return;
    }
    images.push({
      type: "image",
      mediaType: result.mediaType,
      data: result.bytes.toString("base64"),
      offset: reference.end,
      label: `[image ${images.length + 1}: ${shown(reference.url)}]`,
    });
  });
  return { images, notes };
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

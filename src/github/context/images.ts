import { clip } from "../../text/clip.js";
import { codeRanges, type TextRange } from "../../text/markdown.js";
import type { RepoRef } from "../trigger/types.js";

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
  /**
   * Sent as `Authorization: Bearer` on the first request of a download only, to an allowed
   * address; without it (a signed address), no credential is sent at all.
   */
  token?: string;
  /** The GitHub server (`https://github.com`, or a GitHub Enterprise Server's URL): decides the allowed hosts. */
  serverUrl: string;
  /** The repository the run is in: on GitHub Enterprise Server, only its own `/assets/` are attachments. */
  repo: RepoRef;
  /** Time for one whole download, redirects included. Default `imageTimeoutMs`. */
  timeoutMs?: number;
}

/** The largest image downloaded, in bytes: the contract's 5 MB. */
export const maxImageBytes = 5 * 1024 * 1024;
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
const imageTimeoutMs = 20_000;
const maxRedirects = 5;
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
  const visible = withoutCode(text);
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

/** `text` with its code blanked out (same length, line breaks kept), so offsets in the result are offsets in `text`. */
function withoutCode(text: string): string {
  let visible = "";
  let at = 0;
  for (const { from, to } of codeRanges(text)) {
    visible += text.slice(at, from) + text.slice(from, to).replace(/[^\n]/g, " ");
    at = to;
  }
  return visible + text.slice(at);
}

/** The hosts of github.com's image attachments besides github.com itself; no other subdomain is one. */
const githubImageHosts = new Set([
  "user-images.githubusercontent.com",
  "private-user-images.githubusercontent.com",
]);

/**
 * Whether `url` is an image attachment on the GitHub server `serverUrl`, and so may be requested
 * (with the token, on a download's first request). For github.com:
 * `https://github.com/user-attachments/assets/…`, `https://user-images.githubusercontent.com/…`
 * and `https://private-user-images.githubusercontent.com/…`, nothing else: not
 * raw.githubusercontent.com, where the token would read any file of any repository it can see,
 * nor another `*.githubusercontent.com`. For any other server (GitHub Enterprise Server): its own
 * host and port, with its scheme (https, or http when the server itself is plain http), and only
 * an attachment path: `/user-attachments/…`, `/storage/user/…` or `/<owner>/<repo>/assets/…` of
 * `repo` (in any case). The host must be spelled plainly, exactly as the WHATWG URL parser reads
 * it: no user info, no explicit port other than the server's, no backslashes, percent escapes or
 * non-ASCII letters in the host (each has been used to make one host look like another).
 */
export function isAttachmentUrl(url: string, serverUrl: string, repo: RepoRef): boolean {
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
    if (parsed.hostname === "github.com") return parsed.pathname.startsWith("/user-attachments/assets/");
    return githubImageHosts.has(parsed.hostname);
  }
  if (server.protocol !== "https:" && server.protocol !== "http:") return false;
  if (parsed.protocol !== server.protocol || parsed.host !== server.host) return false;
  return isEnterpriseAttachmentPath(parsed.pathname, repo);
}

/** `path` (as the URL parser normalised it, dot segments gone) is where an Enterprise Server keeps attachments. */
function isEnterpriseAttachmentPath(path: string, repo: RepoRef): boolean {
  if (path.startsWith("/user-attachments/") || path.startsWith("/storage/user/")) return true;
  const [empty, owner, name, assets, rest] = path.split("/");
  return (
    empty === "" &&
    assets === "assets" &&
    rest !== undefined &&
    rest !== "" &&
    owner?.toLowerCase() === repo.owner.toLowerCase() &&
    name?.toLowerCase() === repo.repo.toLowerCase()
  );
}

/** The id GitHub names an upload by: a UUID, in the last segment of each of its addresses. */
const assetIdPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

function assetIdOf(url: URL): string | undefined {
  const last = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
  return assetIdPattern.exec(last)?.[0]?.toLowerCase();
}

const urlAttribute = /\s(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/**
 * The signed addresses that GitHub's own rendering of a thread (`body_html`, which the REST API
 * gives with the `full` media type) holds for its attachments, by asset id. On github.com an
 * attachment `https://github.com/user-attachments/assets/<id>` does not open with an API token;
 * a reader is shown it through a short-lived address that needs none,
 * `https://private-user-images.githubusercontent.com/<user>/<n>-<id>.<ext>?jwt=…`, and the
 * rendering is where that address is written. Only attachment addresses (`isAttachmentUrl`) that
 * carry a `jwt` are kept, and each is tied to the asset named in its own path.
 */
export function signedAttachmentAddresses(
  renderedHtml: readonly string[],
  server: Pick<DownloadOptions, "serverUrl" | "repo">,
): Map<string, string> {
  const signed = new Map<string, string>();
  for (const html of renderedHtml) {
    for (const match of html.matchAll(urlAttribute)) {
      const address = decodeCharacterReferences(match[1] ?? match[2] ?? "").trim();
      const url = parseUrl(address);
      if (!url?.searchParams.has("jwt") || !isAttachmentUrl(url.href, server.serverUrl, server.repo))
        continue;
      const id = assetIdOf(url);
      if (id !== undefined && !signed.has(id)) signed.set(id, url.href);
    }
  }
  return signed;
}

/**
 * Downloads the attachment at `url`: through its signed address when the rendering gave one
 * (`signed`, by asset id), with no token; else, or when that fails, from `url` with the token.
 */
async function downloadAttachment(
  url: string,
  signed: ReadonlyMap<string, string>,
  options: DownloadOptions,
): Promise<DownloadResult> {
  const id = assetIdOf(new URL(url));
  const address = id === undefined ? undefined : signed.get(id);
  if (address !== undefined) {
    const { token: _unsent, ...withoutToken } = options;
    const viaSigned = await downloadImage(address, withoutToken);
    if (viaSigned.ok) return viaSigned;
  }
  return downloadImage(url, options);
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
 * Downloads the image at `url`. Never throws; every failure comes back as `{ ok: false, problem }`,
 * a sentence fragment saying what went wrong ("the server answered 404"). Only attachment
 * addresses (`isAttachmentUrl`) are requested; each redirect is checked the same way before it is
 * followed, and one elsewhere is refused, not requested. The token goes with the first request
 * only: a redirect's address carries its own signature (private-user-images.githubusercontent.com
 * takes a `jwt` query), and an address the server's answer chose is never handed the token. The
 * body is read up to `maxImageBytes` and the download abandoned past that; its type comes from
 * its bytes.
 */
export async function downloadImage(url: string, options: DownloadOptions): Promise<DownloadResult> {
  if (!isAttachmentUrl(url, options.serverUrl, options.repo))
    return {
      ok: false,
      problem: "its address is not on the GitHub server's own hosts, so it was not fetched",
    };
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
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (location === null)
          return { ok: false, problem: `the server answered ${response.status} with no Location` };
        const next = parseUrl(location, address);
        if (next === undefined || !isAttachmentUrl(next.href, options.serverUrl, options.repo))
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
      return await readImage(response, maxImageBytes, stop);
    }
  } catch (error) {
    if (timeout.aborted)
      return { ok: false, problem: `the download took longer than ${formatSeconds(timeoutMs)}` };
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
  const seen = new Set<string>();
  const elsewhere = new Set<string>();
  const wanted: ImageReference[] = [];
  const references = [...sources]
    .sort((a, b) => a.from - b.from)
    .flatMap(({ from, to }) =>
      findImageReferences(text.slice(from, to)).map(({ url, end }) => ({ url, end: from + end })),
    );
  for (const reference of references) {
    if (!isAttachmentUrl(reference.url, options.serverUrl, options.repo)) {
      elsewhere.add(reference.url);
      continue;
    }
    const key = new URL(reference.url).href;
    if (seen.has(key)) continue;
    seen.add(key);
    wanted.push({ url: key, end: reference.end });
  }
  const taken = wanted.slice(0, maxImages);
  const results = await mapLimited(taken, concurrency, (reference) =>
    downloadAttachment(reference.url, signed, download),
  );

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
  let totalBytes = 0;
  taken.forEach((reference, i) => {
    const result = results[i];
    if (result === undefined) return;
    const problem = result.ok ? tooLargeToSend(result.bytes.length, totalBytes) : result.problem;
    if (!result.ok || problem !== undefined) {
      notes.push(`Image ${shown(reference.url)} was not attached: ${problem}.`);
      return;
    }
    totalBytes += result.bytes.length;
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

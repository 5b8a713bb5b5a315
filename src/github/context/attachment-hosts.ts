import type { RepoRef } from "../trigger/types.js";
import { decodeCharacterReferences } from "./image-references.js";

/**
 * Which image addresses may be requested: attachments on the GitHub server's own hosts, and the
 * signed addresses GitHub's own rendering gives them. Nothing else is ever requested, since the
 * text is anyone's and the first request carries the token.
 */

/** The GitHub server the run talks to, which decides the allowed hosts. */
export interface AttachmentServer {
  /** The GitHub server (`https://github.com`, or a GitHub Enterprise Server's URL): decides the allowed hosts. */
  serverUrl: string;
  /** The repository the run is in: on GitHub Enterprise Server, only its own `/assets/` are attachments. */
  repo: RepoRef;
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

export function assetIdOf(url: URL): string | undefined {
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
  server: AttachmentServer,
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

/** `url` parsed (against `base` when given), or undefined when it is not a URL. */
export function parseUrl(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

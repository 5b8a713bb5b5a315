import { createServer } from "node:http";
import { deflateSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sniffImageType } from "../src/base/image-types.js";
import { isAttachmentUrl, signedAttachmentAddresses } from "../src/github/context/attachment-hosts.js";
import { downloadImage } from "../src/github/context/image-download.js";
import { findImageReferences } from "../src/github/context/image-references.js";
import { attachImages, maxSentImageBytes, maxTotalImageBytes } from "../src/github/context/images.js";
import { sanitizeUntrusted } from "../src/text/sanitize.js";
import { type AttachmentHost, startAttachmentHost } from "./fakes/attachment-host.js";
import { listenLocally } from "./fakes/http.js";
import { PNG_DATA } from "./image-fixtures.js";

// ---- Real, small images, built byte by byte ----

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid 1x1 RGBA PNG of the given colour. */
function png(red = 255, green = 0, blue = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const scanline = Buffer.from([0, red, green, blue, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(scanline)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
const gif = Buffer.from([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00,
  0x00, 0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
]);
/** A 1x1 lossless WebP: RIFF, its size, WEBP, one VP8L chunk. */
const webp = Buffer.concat([
  Buffer.from("RIFF", "latin1"),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from("WEBPVP8L", "latin1"),
  Buffer.from([
    0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe,
  ]),
  Buffer.from([0x07, 0x00]),
]);
/** A real PNG padded with zeros after its end to `bytes` bytes: a large screenshot, as a server sends it. */
function pngOfSize(bytes: number): Buffer {
  const image = Buffer.from(PNG_DATA, "base64");
  return Buffer.concat([image, Buffer.alloc(bytes - image.length)]);
}

const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>';
const signInPage = "<!DOCTYPE html>\n<html><head><title>Sign in to GitHub</title></head><body></body></html>";

// ---- Hosts ----

const TOKEN = "ghs_attachment_token";
const REPO = { owner: "octo", repo: "repo" };

/** All of `text` as the one place images are read from. */
function whole(text: string) {
  return [{ from: 0, to: text.length }];
}
/** Images of all of `text`, read as the action reads them from `server`, the repository's own GitHub. */
function attachFrom(server: AttachmentHost, text: string) {
  return attachImages(text, whole(text), { token: TOKEN, serverUrl: server.url, repo: REPO });
}

/** A text that shows the attachments of `server` named `ids`, in that order. */
function attachmentsText(server: AttachmentHost, ids: string[]): string {
  return ids.map((id) => `![](${server.url}/user-attachments/assets/${id})`).join(" ");
}

const started: AttachmentHost[] = [];

async function host(options: { token?: string } = {}): Promise<AttachmentHost> {
  const started_ = await startAttachmentHost(options);
  started.push(started_);
  return started_;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((h) => h.close()));
});

/** The GitHub Enterprise Server that holds the attachments, and a stranger that must never be asked. */
async function serverAndStranger(): Promise<{ server: AttachmentHost; stranger: AttachmentHost }> {
  return { server: await host({ token: TOKEN }), stranger: await host() };
}

describe("isAttachmentUrl on github.com", () => {
  const server = "https://github.com";

  it.each([
    "https://github.com/user-attachments/assets/0c6f2a9e-4f5b-4bb1-9c3e-3f1e0c1d2b3a",
    "https://GitHub.com/user-attachments/assets/0c6f2a9e",
    "https://private-user-images.githubusercontent.com/1234/56789-abc.png?jwt=eyJhbGciOi",
    "https://user-images.githubusercontent.com/1234/56789-abc.png",
  ])("allows the attachment address %s", (url) => {
    expect(isAttachmentUrl(url, server, REPO)).toBe(true);
  });

  it.each([
    // Any file of any repository the token can read, a private one included.
    [
      "a repository file on raw.githubusercontent.com",
      "https://raw.githubusercontent.com/octo/secret/main/a.png",
    ],
    [
      "a file on objects.githubusercontent.com",
      "https://objects.githubusercontent.com/github-production-repository-file/1/2",
    ],
    ["camo, GitHub's image proxy for other hosts", "https://camo.githubusercontent.com/abc/68747470733a2f2f"],
    ["an avatar", "https://avatars.githubusercontent.com/u/1?v=4"],
    ["a gist file", "https://gist.githubusercontent.com/octo/1/raw/a.png"],
    ["an uploaded file that is not an image asset", "https://github.com/user-attachments/files/123/log.png"],
    ["a repository's assets on github.com", "https://github.com/octo/repo/assets/1/abc"],
    ["plain http", "http://github.com/user-attachments/assets/abc"],
    ["a github.com page that is not an attachment", "https://github.com/settings/tokens"],
    ["a dot-dot walk out of the attachments", "https://github.com/user-attachments/../settings/tokens"],
    ["an encoded dot-dot walk", "https://github.com/user-attachments/%2e%2e/settings"],
    ["a host that starts like github.com", "https://github.com.evil.example/user-attachments/assets/abc"],
    ["a host that ends like githubusercontent.com", "https://evilgithubusercontent.com/a.png"],
    ["githubusercontent.com itself", "https://githubusercontent.com/a.png"],
    [
      "a githubusercontent.com subdomain of another host",
      "https://a.githubusercontent.com.evil.example/a.png",
    ],
    ["user info naming the real host", "https://githubusercontent.com@evil.example/a.png"],
    ["user info on the real host", "https://user:pass@github.com/user-attachments/assets/abc"],
    ["another port", "https://github.com:8443/user-attachments/assets/abc"],
    ["the default port written out", "https://github.com:443/user-attachments/assets/abc"],
    ["a backslash before user info", "https://evil.example\\@github.com/user-attachments/assets/abc"],
    ["a backslash after the host", "https://github.com\\user-attachments\\assets\\abc"],
    ["a percent-encoded dot in the host", "https://github%2Ecom/user-attachments/assets/abc"],
    ["full-width letters that map to github.com", "https://ｇｉｔｈｕｂ.com/user-attachments/assets/abc"],
    ["a Cyrillic lookalike letter", "https://gіthub.com/user-attachments/assets/abc"],
    ["a punycode host", "https://xn--gthub-n4a.com/user-attachments/assets/abc"],
    ["a trailing dot", "https://github.com./user-attachments/assets/abc"],
    ["the host in a fragment", "https://evil.example#@github.com/user-attachments/assets/abc"],
    ["the host in a query", "https://evil.example?@github.com/user-attachments/assets/abc"],
    ["the host in a path", "https://evil.example/.githubusercontent.com/a.png"],
    ["a protocol-relative address", "//github.com/user-attachments/assets/abc"],
    ["a relative path", "/user-attachments/assets/abc"],
    ["a data URL", "data:image/png;base64,iVBORw0KGgo="],
    ["javascript", "javascript:alert(1)//github.com/user-attachments/"],
    ["a leading space", " https://github.com/user-attachments/assets/abc"],
    ["a tab inside", "https://git\thub.com/user-attachments/assets/abc"],
    ["an IP address", "https://140.82.112.3/user-attachments/assets/abc"],
    ["ftp", "ftp://github.com/user-attachments/assets/abc"],
  ])("refuses %s", (_what, url) => {
    expect(isAttachmentUrl(url, server, REPO)).toBe(false);
  });
});

describe("isAttachmentUrl on a GitHub Enterprise Server", () => {
  it.each([
    ["https://ghe.example.com", "https://ghe.example.com/user-attachments/assets/abc", true],
    ["https://ghe.example.com", "https://GHE.example.com/storage/user/1/files/abc.png", true],
    ["https://ghe.example.com/", "https://ghe.example.com/octo/repo/assets/1/abc", true],
    ["https://ghe.example.com", "https://ghe.example.com/Octo/REPO/assets/1/abc", true],
    ["https://ghe.example.com", "https://ghe.example.com/octo/other/assets/1/abc", false],
    ["https://ghe.example.com", "https://ghe.example.com/mallory/repo/assets/1/abc", false],
    ["https://ghe.example.com", "https://ghe.example.com/octo/repo/assets/", false],
    ["https://ghe.example.com", "https://ghe.example.com/octo/repo/raw/main/a.png", false],
    ["https://ghe.example.com", "https://ghe.example.com/api/v3/repos/octo/secret/contents/a.png", false],
    ["https://ghe.example.com", "https://ghe.example.com/user-attachments/../api/v3/user", false],
    ["https://ghe.example.com", "https://ghe.example.com/storage/../octo/secret/raw/main/a", false],
    ["https://ghe.example.com", "https://ghe.example.com/settings/tokens", false],
    ["https://ghe.example.com:8443", "https://ghe.example.com:8443/user-attachments/assets/abc", true],
    ["http://127.0.0.1:8080", "http://127.0.0.1:8080/user-attachments/assets/abc", true],
    ["https://ghe.example.com", "http://ghe.example.com/user-attachments/assets/abc", false],
    ["https://ghe.example.com", "https://ghe.example.com:8443/user-attachments/assets/abc", false],
    ["https://ghe.example.com:8443", "https://ghe.example.com/user-attachments/assets/abc", false],
    ["https://ghe.example.com", "https://ghe.example.com.evil.example/user-attachments/assets/abc", false],
    ["https://ghe.example.com", "https://media.ghe.example.com/user/1/abc.png", false],
    ["https://ghe.example.com", "https://evil.example/ghe.example.com/abc.png", false],
    ["https://ghe.example.com", "https://ghe.example.com@evil.example/abc.png", false],
    ["https://ghe.example.com", "https://admin@ghe.example.com/abc.png", false],
    ["https://ghe.example.com", "https://github.com/user-attachments/assets/abc", false],
    ["https://ghe.example.com", "https://user-images.githubusercontent.com/1/abc.png", false],
    ["https://ghe.example.com", "https://ghe%2Eexample.com/abc.png", false],
    ["http://127.0.0.1:8080", "https://127.0.0.1:8080/user-attachments/assets/abc", false],
    ["http://127.0.0.1:8080", "http://127.0.0.1:8081/user-attachments/assets/abc", false],
    ["http://127.0.0.1:8080", "http://localhost:8080/user-attachments/assets/abc", false],
    ["http://127.0.0.1:8080", "http://2130706433:8080/user-attachments/assets/abc", false],
    ["not a url", "https://ghe.example.com/user-attachments/assets/abc", false],
  ])("with server %s, %s is allowed: %s", (serverUrl, url, allowed) => {
    expect(isAttachmentUrl(url, serverUrl, REPO)).toBe(allowed);
  });
});

describe("findImageReferences", () => {
  it("finds Markdown images and img tags in text order, each ending just past its reference", () => {
    const text = [
      "Steps:",
      '![the crash](https://github.com/user-attachments/assets/a "hover")',
      "then <IMG width=300 SRC='https://github.com/user-attachments/assets/b'/> and",
      '<img alt="x" src=https://github.com/user-attachments/assets/c> and ![](<https://x.example/with space.png>)',
    ].join("\n");
    const references = findImageReferences(text);
    expect(references.map((r) => r.url)).toEqual([
      "https://github.com/user-attachments/assets/a",
      "https://github.com/user-attachments/assets/b",
      "https://github.com/user-attachments/assets/c",
      "https://x.example/with space.png",
    ]);
    const ends = references.map((r) => text.slice(0, r.end));
    expect(ends[0]?.endsWith('assets/a "hover")')).toBe(true);
    expect(ends[1]?.endsWith("assets/b'/>")).toBe(true);
    expect(ends[2]?.endsWith("assets/c>")).toBe(true);
    expect(ends[3]?.endsWith("space.png>)")).toBe(true);
  });

  it("decodes Markdown escapes, balanced parentheses and HTML character references", () => {
    const text =
      "![a [nested] alt](https://h.example/a_(1)\\_b.png) " +
      '<img src="https://h.example/i.png?a=1&amp;b=2&#x26;c=3"> ' +
      "![](https://h.example/q.png?x=1&amp;y=2)";
    expect(findImageReferences(text).map((r) => r.url)).toEqual([
      "https://h.example/a_(1)_b.png",
      "https://h.example/i.png?a=1&b=2&c=3",
      "https://h.example/q.png?x=1&y=2",
    ]);
  });

  it("ignores links, empty sources and images shown as code", () => {
    const text = [
      "[a link](https://github.com/user-attachments/assets/link)",
      "![]() <img src=''> <img data-src='https://h.example/x.png'> <imgx src='https://h.example/y.png'>",
      "`![](https://h.example/span.png)` and ``<img src=https://h.example/span2.png>``",
      "```md",
      "![](https://h.example/fenced.png)",
      "```",
      "~~~",
      "<img src='https://h.example/tilde.png'>",
      "~~~",
      "![](https://h.example/shown.png)",
    ].join("\n");
    expect(findImageReferences(text).map((r) => r.url)).toEqual(["https://h.example/shown.png"]);
  });

  it("still finds images after a lone backtick, or around a code span broken by a blank line", () => {
    const text = "it's a `typo\n\n![](https://h.example/a.png) and `code`";
    expect(findImageReferences(text).map((r) => r.url)).toEqual(["https://h.example/a.png"]);
  });

  it("finds the images of a body that went through the sanitiser, at offsets in the sanitised text", () => {
    const body = [
      "The button overlaps the footer:",
      "",
      '<img width="812" alt="Screenshot 2025-01-01 at 10.00.00" src="https://github.com/user-attachments/assets/1f2e3d4c" />',
      "",
      '<!-- ![](https://github.com/user-attachments/assets/hidden) -->And on mobile ![Phone](https://github.com/user-attachments/assets/5a6b7c8d "iPhone")',
    ].join("\n");
    const text = sanitizeUntrusted(body);
    const references = findImageReferences(text);
    expect(references.map((r) => r.url)).toEqual([
      "https://github.com/user-attachments/assets/1f2e3d4c",
      "https://github.com/user-attachments/assets/5a6b7c8d",
    ]);
    expect(text.slice(0, references[0]?.end).endsWith('1f2e3d4c" />')).toBe(true);
    expect(text.slice(0, references[1]?.end).endsWith("5a6b7c8d)")).toBe(true);
  });
});

describe("sniffImageType", () => {
  it("names PNG, JPEG, GIF and WebP by their first bytes", () => {
    expect(sniffImageType(png())).toBe("image/png");
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(sniffImageType(gif)).toBe("image/gif");
    expect(sniffImageType(Buffer.from("GIF87a\x01\x00\x01\x00", "latin1"))).toBe("image/gif");
    expect(sniffImageType(webp)).toBe("image/webp");
  });

  it("names nothing else: SVG, HTML, a WAV file, a truncated header, nothing", () => {
    expect(sniffImageType(Buffer.from(svg))).toBeUndefined();
    expect(sniffImageType(Buffer.from(signInPage))).toBeUndefined();
    expect(sniffImageType(Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"))).toBeUndefined();
    expect(sniffImageType(png().subarray(0, 5))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

/** `downloadImage` of `address` as the action calls it on the GitHub server `server`: with `TOKEN` unless given. */
function downloadFrom(
  server: { url: string },
  address: string,
  options: { token?: string; timeoutMs?: number } = {},
) {
  return downloadImage(address, { token: TOKEN, serverUrl: server.url, repo: REPO, ...options });
}

/** A GitHub server serving what `served` adds, and `downloadFrom` of the address it adds. */
async function downloadServed(...served: Parameters<AttachmentHost["add"]>) {
  const { server } = await serverAndStranger();
  server.add(...served);
  const result = await downloadFrom(server, `${server.url}${served[0]}`);
  return { server, result };
}

describe("downloadImage", () => {
  it("fetches an attachment with the token and types it by its bytes, not its Content-Type", async () => {
    const { server, result } = await downloadServed("/user-attachments/assets/one", png(), {
      contentType: "text/plain",
    });
    expect(result).toEqual({ ok: true, value: { mediaType: "image/png", bytes: png() } });
    expect(server.requests).toEqual([
      expect.objectContaining({ path: "/user-attachments/assets/one", authorization: `Bearer ${TOKEN}` }),
    ]);
  });

  it("never requests an address off the server, so the token never leaves it", async () => {
    const { server, stranger } = await serverAndStranger();
    stranger.add("/a.png", png());
    const result = await downloadFrom(server, `${stranger.url}/a.png`);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toContain("not on the GitHub server's own hosts");
    expect(stranger.requests).toEqual([]);
  });

  it("follows a redirect to a signed attachment address on the server, sending the token on the first hop only", async () => {
    const { server } = await serverAndStranger();
    server.add("/user-attachments/assets/moved", "", {
      redirectTo: "/storage/user/1/files/moved.gif?token=signed",
    });
    server.add("/storage/user/1/files/moved.gif", gif, { contentType: "image/gif", signed: true });
    const result = await downloadFrom(server, `${server.url}/user-attachments/assets/moved`);
    expect(result).toEqual({ ok: true, value: { mediaType: "image/gif", bytes: gif } });
    expect(server.requests.map((r) => [r.path, r.authorization])).toEqual([
      ["/user-attachments/assets/moved", `Bearer ${TOKEN}`],
      ["/storage/user/1/files/moved.gif?token=signed", undefined],
    ]);
  });

  it("refuses a redirect to another host and never requests it", async () => {
    const { server, stranger } = await serverAndStranger();
    stranger.add("/steal", png());
    server.add("/user-attachments/assets/bait", "", { redirectTo: `${stranger.url}/steal`, status: 307 });
    const result = await downloadFrom(server, `${server.url}/user-attachments/assets/bait`);
    expect(result).toEqual({
      ok: false,
      error: `it redirected to ${stranger.url}/steal, which is not on the GitHub server's own hosts; not followed`,
    });
    expect(stranger.requests).toEqual([]);
  });

  it("refuses a redirect whose Location is not an address", async () => {
    const { result } = await downloadServed("/user-attachments/assets/broken", "", {
      redirectTo: "http://[bad",
    });
    expect(result).toEqual({
      ok: false,
      error: "it redirected to http://[bad, which is not on the GitHub server's own hosts; not followed",
    });
  });

  it("gives up after the redirect limit", async () => {
    const { server, result } = await downloadServed("/user-attachments/assets/loop", "", {
      redirectTo: "/user-attachments/assets/loop",
      signed: true,
    });
    expect(result).toEqual({ ok: false, error: "more than 5 redirects" });
    expect(server.requests).toHaveLength(6);
  });

  it("refuses a sign-in page served as image/png, and says what it was", async () => {
    const { result } = await downloadServed("/user-attachments/assets/private", signInPage, {
      contentType: "image/png",
    });
    expect(result).toEqual({
      ok: false,
      error: "it is an HTML page, not an image (perhaps a sign-in page) (the server called it image/png)",
    });
  });

  it("refuses an SVG image", async () => {
    const { result } = await downloadServed("/user-attachments/assets/vector", svg, {
      contentType: "image/svg+xml",
    });
    expect(result.ok ? "" : result.error).toMatch(/^it is an SVG image, which is not sent/);
  });

  it("says what the server answered when it will not give the image (a wrong token)", async () => {
    const { server } = await serverAndStranger();
    server.add("/user-attachments/assets/one", png());
    const result = await downloadFrom(server, `${server.url}/user-attachments/assets/one`, {
      token: "ghs_someone_else",
    });
    expect(result).toEqual({ ok: false, error: "the server answered 404" });
  });

  it("refuses an image whose Content-Length is past the limit without reading it", async () => {
    const { server, result } = await downloadServed(
      "/user-attachments/assets/huge",
      Buffer.concat([png(), Buffer.alloc(64 * 1024 * 1024)]),
    );
    expect(result).toEqual({ ok: false, error: "it is larger than 5 MB" });
    await vi.waitFor(() => expect(server.requests[0]?.outcome).toBe("hung up"));
  });

  it("stops reading a stream of unknown length once it passes the limit", async () => {
    const { server } = await serverAndStranger();
    server.add("/user-attachments/assets/endless", Buffer.concat([png(), Buffer.alloc(64 * 1024 * 1024)]), {
      streamed: true,
    });
    const started_ = Date.now();
    const result = await downloadFrom(server, `${server.url}/user-attachments/assets/endless`);
    expect(result).toEqual({ ok: false, error: "it is larger than 5 MB" });
    await vi.waitFor(() => expect(server.requests[0]?.outcome).toBe("hung up"));
    expect(Date.now() - started_).toBeLessThan(5_000);
  });

  it("gives up on a server that does not answer in time", async () => {
    const silent = createServer(() => undefined);
    const url = await listenLocally(silent);
    try {
      const result = await downloadFrom({ url }, `${url}/user-attachments/assets/slow`, { timeoutMs: 300 });
      expect(result).toEqual({ ok: false, error: "the download took longer than 0.3 s" });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("reports a server that cannot be reached instead of throwing", async () => {
    const gone = await startAttachmentHost();
    await gone.close();
    const result = await downloadFrom(gone, `${gone.url}/user-attachments/assets/a`);
    expect(result.ok ? "" : result.error).toMatch(/^the download failed: fetch failed/);
  });
});

describe("signedAttachmentAddresses", () => {
  const github = { serverUrl: "https://github.com", repo: REPO };
  const id = "6c72b402-4a5c-45cc-9b0a-50717f8a09a7";
  const signed = `https://private-user-images.githubusercontent.com/583231/412345678-${id}.png?jwt=eyJhbGciOi.x.y`;

  it("finds the signed address github.com renders for an attachment, tied to the asset its own path names", () => {
    // GitHub's rendering of `![shot](https://github.com/user-attachments/assets/<id>)`.
    const html = `<p dir="auto"><a target="_blank" rel="noopener noreferrer" href="${signed}"><img src="${signed}" alt="shot" style="max-width: 100%;"></a></p>`;
    expect(signedAttachmentAddresses([html], github)).toEqual(new Map([[id, signed]]));
    // The query's `&` is written `&amp;` in HTML.
    const withAmp = `<img src="${signed}&amp;v=2">`;
    expect(signedAttachmentAddresses([withAmp], github).get(id)).toBe(`${signed}&v=2`);
  });

  it("keeps no address off the attachment hosts, without a signature, or naming its asset only in the query", () => {
    const html = [
      `<img src="https://evil.example/583231/1-${id}.png?jwt=x">`,
      `<img src="https://camo.githubusercontent.com/abc/${id}?jwt=x">`,
      `<img src="https://private-user-images.githubusercontent.com/583231/1-${id}.png">`,
      `<img src="https://private-user-images.githubusercontent.com/583231/1.png?jwt=x&id=${id}">`,
    ].join("\n");
    expect(signedAttachmentAddresses([html], github)).toEqual(new Map());
  });
});

describe("attachImages", () => {
  it("downloads an attachment through the signed address its rendering gives, sending no token there", async () => {
    const { server } = await serverAndStranger();
    const id = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    // The plain address needs a session, not a token, as on github.com: only the signed one serves.
    server.add(`/user-attachments/assets/${id}`, signInPage, { status: 404, contentType: "text/html" });
    server.add(`/user-attachments/signed/583231/7-${id}.png`, png(), { signed: true });
    const text = `The crash: ![](${server.url}/user-attachments/assets/${id})`;
    const html = `<p><img src="${server.url}/user-attachments/signed/583231/7-${id}.png?jwt=sig&amp;n=1"></p>`;

    const { images, notes } = await attachImages(text, whole(text), {
      token: TOKEN,
      serverUrl: server.url,
      repo: REPO,
      renderedHtml: [html],
    });

    expect(notes).toEqual([]);
    expect(images.map((image) => Buffer.from(image.data, "base64"))).toEqual([png()]);
    expect(images[0]?.label).toBe(`[image 1: ${server.url}/user-attachments/assets/${id}]`);
    expect(server.requests.map((r) => [r.path, r.authorization])).toEqual([
      [`/user-attachments/signed/583231/7-${id}.png?jwt=sig&n=1`, undefined],
    ]);
  });

  it("falls back to the plain address with the token when the signed one fails", async () => {
    const { server } = await serverAndStranger();
    const id = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    server.add(`/user-attachments/assets/${id}`, png());
    const text = `![](${server.url}/user-attachments/assets/${id})`;
    // A signed address that has expired: the host no longer serves it.
    const html = `<img src="${server.url}/user-attachments/signed/583231/7-${id}.png?jwt=expired">`;

    const { images } = await attachImages(text, whole(text), {
      token: TOKEN,
      serverUrl: server.url,
      repo: REPO,
      renderedHtml: [html],
    });

    expect(images).toHaveLength(1);
    expect(server.requests.map((r) => [r.path, r.authorization])).toEqual([
      [`/user-attachments/signed/583231/7-${id}.png?jwt=expired`, undefined],
      [`/user-attachments/assets/${id}`, `Bearer ${TOKEN}`],
    ]);
  });

  it("places each downloaded attachment just after its first reference and never fetches other hosts", async () => {
    const { server, stranger } = await serverAndStranger();
    server.add("/user-attachments/assets/crash", png());
    server.add("/user-attachments/assets/photo", jpeg, { contentType: "image/jpeg" });
    server.add("/user-attachments/assets/anim", webp);
    stranger.add("/tracker.png", png());
    const text = [
      `The crash: ![](${server.url}/user-attachments/assets/crash)`,
      `<img src="${stranger.url}/tracker.png"> and ![](${stranger.url}/other.png)`,
      `Photo: <img src="${server.url}/user-attachments/assets/photo">`,
      `Again: ![](${server.url}/user-attachments/assets/crash) and ![](${server.url}/user-attachments/assets/anim)`,
    ].join("\n");
    const { images, notes } = await attachFrom(server, text);

    expect(images.map((image) => [image.mediaType, image.label])).toEqual([
      ["image/png", `[image 1: ${server.url}/user-attachments/assets/crash]`],
      ["image/jpeg", `[image 2: ${server.url}/user-attachments/assets/photo]`],
      ["image/webp", `[image 3: ${server.url}/user-attachments/assets/anim]`],
    ]);
    expect(images.map((image) => Buffer.from(image.data, "base64"))).toEqual([png(), jpeg, webp]);
    const textBefore = images.map((image) => text.slice(0, image.offset));
    expect(textBefore[0]).toBe(`The crash: ![](${server.url}/user-attachments/assets/crash)`);
    expect(textBefore[1]?.endsWith(`Photo: <img src="${server.url}/user-attachments/assets/photo">`)).toBe(
      true,
    );
    expect(text.slice(images[2]?.offset)).toBe("");
    expect(notes).toEqual(["2 images on other hosts were not fetched."]);
    expect(stranger.requests).toEqual([]);
    expect(server.requests.map((r) => r.path).sort()).toEqual([
      "/user-attachments/assets/anim",
      "/user-attachments/assets/crash",
      "/user-attachments/assets/photo",
    ]);
    expect(server.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("attaches at most ten images, the first ones in the text, and says how many more there were", async () => {
    const { server } = await serverAndStranger();
    const paths = Array.from({ length: 12 }, (_, i) => `/user-attachments/assets/shot-${i + 1}`);
    for (const [i, path] of paths.entries()) server.add(path, png(i * 20, 0, 0));
    const text = paths.map((path, i) => `Step ${i + 1}: ![](${server.url}${path})`).join("\n");
    const { images, notes } = await attachFrom(server, text);

    expect(images.map((image) => image.label)).toEqual(
      paths.slice(0, 10).map((path, i) => `[image ${i + 1}: ${server.url}${path}]`),
    );
    expect(server.requests.map((r) => r.path).sort()).toEqual(paths.slice(0, 10).sort());
    expect(notes).toEqual(["2 more images were not attached: the limit is 10 images."]);
  });

  it("fetches a repeated address once, however it is written", async () => {
    const { server } = await serverAndStranger();
    server.add("/user-attachments/assets/same", png());
    const address = `${server.url}/user-attachments/assets/same`;
    const text = `![](${address}) <img src='${address}'> ![](${address.replace("http:", "HTTP:")})`;
    const { images } = await attachFrom(server, text);
    expect(images).toHaveLength(1);
    expect(images[0]?.offset).toBe(`![](${address})`.length);
    expect(server.requests).toHaveLength(1);
  });

  it("notes each failed download with its address and problem, and numbers the images attached", async () => {
    const { server, stranger } = await serverAndStranger();
    server.add("/user-attachments/assets/good", gif);
    server.add("/user-attachments/assets/page", signInPage, { contentType: "image/png" });
    server.add("/user-attachments/assets/away", "", { redirectTo: `${stranger.url}/x.png` });
    server.add("/user-attachments/assets/good2", png());
    const text = attachmentsText(server, ["page", "good", "away", "missing", "good2"]);
    const { images, notes } = await attachFrom(server, text);
    expect(images.map((image) => image.label)).toEqual([
      `[image 1: ${server.url}/user-attachments/assets/good]`,
      `[image 2: ${server.url}/user-attachments/assets/good2]`,
    ]);
    expect(notes).toEqual([
      `Image ${server.url}/user-attachments/assets/page was not attached: it is an HTML page, not an image (perhaps a sign-in page) (the server called it image/png).`,
      `Image ${server.url}/user-attachments/assets/away was not attached: it redirected to ${stranger.url}/x.png, which is not on the GitHub server's own hosts; not followed.`,
      `Image ${server.url}/user-attachments/assets/missing was not attached: the server answered 404.`,
    ]);
    expect(stranger.requests).toEqual([]);
  });

  it("clips a long address in the label", async () => {
    const { server } = await serverAndStranger();
    const path = `/user-attachments/assets/${"a".repeat(300)}`;
    server.add(path, png());
    const text = `![](${server.url}${path})`;
    const { images } = await attachFrom(server, text);
    expect(images[0]?.label).toMatch(
      /^\[image 1: http:\/\/127\.0\.0\.1:\d+\/user-attachments\/assets\/a+…\]$/,
    );
    expect(images[0]?.label.length).toBeLessThanOrEqual(140);
  });

  it("reads only the given sources, each as a text of its own, and places images at offsets in the whole text", async () => {
    const { server } = await serverAndStranger();
    for (const id of ["after-fence", "outside", "inside"])
      server.add(`/user-attachments/assets/${id}`, png());
    const unclosedFence = "```\na fence the first source never closes";
    const second = `![](${server.url}/user-attachments/assets/after-fence)`;
    const outside = `CI log: ![](${server.url}/user-attachments/assets/outside)`;
    const third = `see ![](${server.url}/user-attachments/assets/inside) here`;
    const text = [unclosedFence, outside, second, third].join("\n");
    const at = (part: string) => ({ from: text.indexOf(part), to: text.indexOf(part) + part.length });
    const { images } = await attachImages(text, [at(third), at(unclosedFence), at(second)], {
      token: TOKEN,
      serverUrl: server.url,
      repo: REPO,
    });

    expect(images.map((image) => image.label)).toEqual([
      `[image 1: ${server.url}/user-attachments/assets/after-fence]`,
      `[image 2: ${server.url}/user-attachments/assets/inside]`,
    ]);
    expect(images.map((image) => text.slice(0, image.offset))).toEqual([
      [unclosedFence, outside, second].join("\n"),
      [unclosedFence, outside, second, third.replace(/ here$/, "")].join("\n"),
    ]);
    expect(server.requests.map((r) => r.path)).not.toContain("/user-attachments/assets/outside");
  });

  it("does not attach an image a model server would refuse as too large, and says why", async () => {
    const { server } = await serverAndStranger();
    server.add("/user-attachments/assets/at-limit", pngOfSize(maxSentImageBytes));
    server.add("/user-attachments/assets/past-limit", pngOfSize(maxSentImageBytes + 1));
    server.add("/user-attachments/assets/big", pngOfSize(4.5 * 1024 * 1024));
    const text = attachmentsText(server, ["past-limit", "at-limit", "big"]);
    const { images, notes } = await attachFrom(server, text);

    expect(maxSentImageBytes).toBe(3_932_160);
    expect(images.map((image) => [image.label, image.data.length])).toEqual([
      [`[image 1: ${server.url}/user-attachments/assets/at-limit]`, 5 * 1024 * 1024],
    ]);
    expect(notes).toEqual([
      `Image ${server.url}/user-attachments/assets/past-limit was not attached: it is 3.8 MB, more than 5 MB once base64-encoded, the most a model server takes in one image.`,
      `Image ${server.url}/user-attachments/assets/big was not attached: it is 4.5 MB, more than 5 MB once base64-encoded, the most a model server takes in one image.`,
    ]);
  });

  it("stops attaching images once they would pass 20 MB together, and still attaches a later one that fits", async () => {
    const { server } = await serverAndStranger();
    const large = Array.from({ length: 6 }, (_, i) => `/user-attachments/assets/large-${i + 1}`);
    for (const path of large) server.add(path, pngOfSize(maxSentImageBytes));
    server.add("/user-attachments/assets/small", png());
    const text = [...large, "/user-attachments/assets/small"]
      .map((path) => `![](${server.url}${path})`)
      .join("\n");
    const { images, notes } = await attachFrom(server, text);

    expect(maxTotalImageBytes).toBe(20 * 1024 * 1024);
    expect(images.map((image) => image.label)).toEqual([
      ...large.slice(0, 5).map((path, i) => `[image ${i + 1}: ${server.url}${path}]`),
      `[image 6: ${server.url}/user-attachments/assets/small]`,
    ]);
    const sent = images.reduce((sum, image) => sum + Buffer.from(image.data, "base64").length, 0);
    expect(sent).toBeLessThanOrEqual(maxTotalImageBytes);
    expect(notes).toEqual([
      `Image ${server.url}${large[5]} was not attached: with it the images of this run would pass 20 MB together.`,
    ]);
  });

  it("attaches nothing and fetches nothing from text without attachments", async () => {
    const { server, stranger } = await serverAndStranger();
    const text = `No pictures, just a [link](${stranger.url}/a.png).`;
    const { images, notes } = await attachFrom(server, text);
    expect({ images, notes }).toEqual({ images: [], notes: [] });
    expect([...server.requests, ...stranger.requests]).toEqual([]);
  });
});

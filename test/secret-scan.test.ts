import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SecretScanner } from "../src/github/publish/secret-scan.js";
import type { SecretForm } from "../src/text/redact.js";

/** The form in which `content` holds one of `secrets`, through one scanner fed the whole of it. */
function containsSecret(content: string | Uint8Array, secrets: string[]): SecretForm | undefined {
  const scanner = new SecretScanner(secrets);
  scanner.push(typeof content === "string" ? Buffer.from(content, "utf8") : content);
  return scanner.found;
}

const TOKEN = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
const KEY = "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123";

/** Random bytes that hold no form of the secrets (with overwhelming probability). */
function noise(size: number): Buffer {
  return randomBytes(size);
}

function scanChunks(chunks: Uint8Array[], secrets: string[] = [TOKEN, KEY]): string | undefined {
  const scanner = new SecretScanner(secrets);
  for (const chunk of chunks) scanner.push(chunk);
  return scanner.found;
}

describe("SecretScanner", () => {
  it("finds a secret split across two chunks, wherever the split falls", () => {
    const content = Buffer.concat([noise(100), Buffer.from(TOKEN), noise(100)]);
    for (let split = 95; split <= 145; split++) {
      expect(scanChunks([content.subarray(0, split), content.subarray(split)])).toBe("raw");
    }
  });

  it("finds a secret fed one byte at a time", () => {
    const content = Buffer.concat([noise(50), Buffer.from(KEY), noise(50)]);
    expect(scanChunks([...content].map((byte) => Uint8Array.of(byte)))).toBe("raw");
  });

  it("does not join the end of one object to the start of the next", () => {
    const scanner = new SecretScanner([TOKEN]);
    scanner.push(Buffer.from(`first file ends with ${TOKEN.slice(0, 20)}`));
    scanner.endObject();
    scanner.push(Buffer.from(`${TOKEN.slice(20)} starts the second file`));
    scanner.endObject();
    expect(scanner.found).toBeUndefined();
  });

  it.each([
    ["raw", (t: string) => t],
    ["base64", (t: string) => Buffer.from(`x-access-token:${t}`).toString("base64")],
    ["base64", (t: string) => Buffer.from(`a${t}`).toString("base64")],
    ["base64", (t: string) => Buffer.from(`ab${t}`).toString("base64")],
    ["hex", (t: string) => Buffer.from(t).toString("hex")],
    ["hex", (t: string) => Buffer.from(t).toString("hex").toUpperCase()],
    ["url-encoded", (t: string) => [...Buffer.from(t)].map((b) => `%${b.toString(16)}`).join("")],
    [
      "url-encoded",
      (t: string) => [...Buffer.from(t)].map((b) => `%${b.toString(16).toUpperCase()}`).join(""),
    ],
  ])("finds the %s form inside binary content", (form, encode) => {
    const content = Buffer.concat([
      noise(4096),
      Buffer.from(encode(TOKEN)),
      Buffer.from([0, 255, 0]),
      noise(4096),
    ]);
    expect(scanChunks([content.subarray(0, 4100), content.subarray(4100)])).toBe(form);
  });

  it("finds the base64url form of a key whose base64 has + or /", () => {
    const key = "key>>>with???characters~~~";
    const content = Buffer.from(`{"jwt":"${Buffer.from(`{"k":"${key}"}`).toString("base64url")}"}`);
    expect(containsSecret(content, [key])).toBe("base64url");
  });

  it("reads a 16 MB object to the end, with no size cut-off", () => {
    const content = Buffer.concat([noise(16 * 1024 * 1024), Buffer.from(TOKEN)]);
    const chunks: Buffer[] = [];
    for (let at = 0; at < content.length; at += 65_536) chunks.push(content.subarray(at, at + 65_536));
    expect(scanChunks(chunks)).toBe("raw");
    expect(scanChunks([content])).toBe("raw");
  });

  // How long this takes is the benchmark's figure (`secret_scan_ms_64mb`, bench/secret-scan.ts).
  it("finds nothing in 64 MB of noise, and the key pushed after it", () => {
    const scanner = new SecretScanner([TOKEN, KEY]);
    const chunk = noise(1024 * 1024);
    for (let i = 0; i < 64; i++) scanner.push(chunk);
    expect(scanner.found).toBeUndefined();
    scanner.push(Buffer.from(`then ${KEY}`));
    expect(scanner.found).toBe("raw");
  });

  it("never finds a key shorter than 16 characters, and says there is nothing to look for", () => {
    const key = "fifteen-chars!!";
    const scanner = new SecretScanner([key, "local", undefined, ""]);
    expect(scanner.empty).toBe(true);
    scanner.push(
      Buffer.from(`${key} ${Buffer.from(key).toString("base64")} ${Buffer.from(key).toString("hex")}`),
    );
    expect(scanner.found).toBeUndefined();
    expect(new SecretScanner([TOKEN]).empty).toBe(false);
  });

  it("keeps the first form found and ignores what comes after", () => {
    const scanner = new SecretScanner([TOKEN]);
    scanner.push(Buffer.from(`hex ${Buffer.from(TOKEN).toString("hex")}`));
    scanner.endObject();
    scanner.push(Buffer.from(`raw ${TOKEN}`));
    expect(scanner.found).toBe("hex");
  });

  it("does not keep a reference to the caller's buffer between chunks", () => {
    const scanner = new SecretScanner([TOKEN]);
    const buffer = Buffer.from(`.....${TOKEN.slice(0, 10)}`);
    scanner.push(buffer);
    buffer.fill(0x2e);
    scanner.push(Buffer.from(TOKEN.slice(10)));
    expect(scanner.found).toBe("raw");
  });
});

describe("containsSecret", () => {
  it("checks a string as UTF-8 and names the form, never the value", () => {
    expect(containsSecret(`commit message with ${TOKEN} in it`, [TOKEN])).toBe("raw");
    expect(containsSecret("nothing to see here", [TOKEN])).toBeUndefined();
    expect(containsSecret(`src/${Buffer.from(TOKEN).toString("hex")}.txt`, [KEY, TOKEN])).toBe("hex");
  });

  it("finds a secret with characters beyond ASCII", () => {
    const key = "пароль-секрет-ключ-😀";
    expect(containsSecret(Buffer.from(`name: ${key}`), [key])).toBe("raw");
    expect(containsSecret(Buffer.from(key).toString("base64"), [key])).toBe("base64");
  });
});

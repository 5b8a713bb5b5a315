import { describe, expect, it } from "vitest";
import { createRedactor, MIN_SECRET_LENGTH, secretNeedleForms } from "../src/text/redact.js";

const GITHUB_TOKEN = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
const API_KEY = "my-provider-key-0123456789";

describe("the redactor", () => {
  const redact = createRedactor([GITHUB_TOKEN, API_KEY, "", undefined, "ab"]);

  it("masks each secret value wherever it appears", () => {
    expect(redact(`token=${GITHUB_TOKEN} key=${API_KEY}, again ${API_KEY}`)).toBe(
      "token=*** key=***, again ***",
    );
  });

  it("masks the base64 forms git and HTTP headers use", () => {
    const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${API_KEY}`).toString("base64")}`;
    expect(redact(`http.https://github.com/.extraheader ${header}`)).toBe(
      "http.https://github.com/.extraheader AUTHORIZATION: basic ***",
    );
    expect(redact(Buffer.from(API_KEY).toString("base64"))).toBe("***");
  });

  it("masks token shapes it was never told about", () => {
    const text = [
      "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
      "github_pat_11ABCDEFG0abcdefghijklmnop_qrstuvwxyz",
      "sk-ant-api03-abcdefghijklmnopqrstuvwxyz",
      "sk-proj-abcdefghijklmnopqrstuvwxyz012345",
      "https://x-access-token:whatever-it-is@github.com/o/r.git",
      "Authorization: Bearer abcdefghijklmnop",
    ].join("\n");
    expect(redact(text)).toBe(
      [
        "***",
        "***",
        "***",
        "***",
        "https://x-access-token:***@github.com/o/r.git",
        "Authorization: Bearer ***",
      ].join("\n"),
    );
  });

  it("leaves ordinary text alone, short values included", () => {
    const text = "Use scikit-learn (sk-learn) and the ab test; risk-free-and-then-some-more-words. ghp_short";
    expect(redact(text)).toBe(text);
  });

  it("handles text with regular-expression characters in the secrets", () => {
    const tricky = createRedactor(["a.b*c+d?(e)[f]{g}|h^$\\i"]);
    expect(tricky("x a.b*c+d?(e)[f]{g}|h^$\\i y")).toBe("x *** y");
  });

  // How long this takes is the benchmark's figure (`redact_log_ms`, bench/redact.ts).
  it("leaves a long log without secrets as it is, and masks the one line that holds one", () => {
    const many = createRedactor(Array.from({ length: 20 }, (_, i) => `secret-value-number-${i}-xyz`));
    const log = "an ordinary line of build output without secrets in it\n".repeat(20_000);
    expect(many(log)).toBe(log);
    expect(many(`${log}token secret-value-number-7-xyz\n${log}`)).toBe(`${log}token ***\n${log}`);
  });

  it("does not treat a key shorter than 16 characters as a secret", () => {
    const local = createRedactor(["local", "ollama", "test", "fifteen-chars!!"]);
    const text = "Run the local test server on localhost with ollama; fifteen-chars!! stays.";
    expect(local(text)).toBe(text);
    expect(createRedactor(["sixteen-chars!!!"])("key sixteen-chars!!! here")).toBe("key *** here");
    expect(MIN_SECRET_LENGTH).toBe(16);
  });

  it("counts the characters of a key without the white space around it", () => {
    const padded = createRedactor(["   short-key-0123   "]);
    expect(padded("short-key-0123")).toBe("short-key-0123");
  });
});

describe("the redactor on encoded secrets", () => {
  const redact = createRedactor([GITHUB_TOKEN]);
  const base64 = (text: string) => Buffer.from(text).toString("base64");

  /** Every 8 characters of `encoded` that come from the token alone, `before` bytes into the plain text. */
  function tokenWindows(encoded: string, before: number): string[] {
    const first = Math.ceil((before * 8) / 6);
    const last = Math.floor(((before + GITHUB_TOKEN.length) * 8) / 6);
    return Array.from({ length: last - first - 7 }, (_, i) => encoded.slice(first + i, first + i + 8));
  }

  it.each([0, 1, 2, 3, 4, 5])("masks the secret inside base64 after %i other bytes", (before) => {
    const encoded = base64(`${"p".repeat(before)}${GITHUB_TOKEN} and more text after it`);
    const masked = redact(`value: ${encoded} end`);
    expect(masked).toMatch(/^value: [A-Za-z0-9+/]*\*\*\*[A-Za-z0-9+/]+=* end$/);
    for (const window of tokenWindows(encoded, before)) expect(masked).not.toContain(window);
  });

  it("masks a basic-auth header whatever user name stands before the token", () => {
    for (const user of ["x-access-token", "oauth2", "git", "anything-at-all"]) {
      const header = base64(`${user}:${GITHUB_TOKEN}`);
      const masked = redact(header);
      expect(masked).toContain("***");
      for (const window of tokenWindows(header, user.length + 1)) expect(masked).not.toContain(window);
    }
    expect(redact(`AUTHORIZATION: basic ${base64(`x-access-token:${GITHUB_TOKEN}`)}`)).toBe(
      "AUTHORIZATION: basic ***",
    );
  });

  it("masks the base64url form used in URLs and JSON web tokens", () => {
    const key = "key+with/slashes??and>>more";
    const url = Buffer.from(`a${key}`).toString("base64url");
    expect(url).toMatch(/[-_]/);
    expect(createRedactor([key])(`token=${url}`)).toMatch(/^token=[A-Za-z0-9]{0,3}\*\*\*$/);
  });

  it("masks hex in lower and upper case", () => {
    const hex = Buffer.from(GITHUB_TOKEN).toString("hex");
    expect(redact(`od: ${hex}0a`)).toBe("od: ***0a");
    expect(redact(`OD: ${hex.toUpperCase()}`)).toBe("OD: ***");
  });

  it("masks URL-encoded forms, every byte as %XX in either case included", () => {
    const key = "pass word/with&odd=characters";
    const keyRedact = createRedactor([key]);
    expect(keyRedact(`?k=${encodeURIComponent(key)}&x=1`)).toBe("?k=***&x=1");
    expect(keyRedact(`k=${new URLSearchParams({ k: key }).toString().slice(2)}`)).toBe("k=***");
    const everyByte = [...Buffer.from(GITHUB_TOKEN)]
      .map((b) => `%${b.toString(16).padStart(2, "0")}`)
      .join("");
    expect(redact(`curl -d ${everyByte}`)).toBe("curl -d ***");
    expect(redact(`curl -d ${everyByte.toUpperCase()}`)).toBe("curl -d ***");
  });
});

describe("secretNeedleForms", () => {
  it("gives each byte string once, none too short to mean anything", () => {
    const needles = secretNeedleForms([
      GITHUB_TOKEN,
      GITHUB_TOKEN,
      ` ${GITHUB_TOKEN} `,
      "short",
      undefined,
    ]).map((needle) => needle.bytes);
    const texts = needles.map((n) => n.toString("latin1"));
    expect(new Set(texts).size).toBe(texts.length);
    expect(Math.min(...needles.map((n) => n.length))).toBeGreaterThanOrEqual(16);
    expect(texts).toContain(GITHUB_TOKEN);
    expect(texts).toContain(Buffer.from(GITHUB_TOKEN).toString("hex"));
  });

  it("has nothing to search for when every key is short", () => {
    expect(secretNeedleForms(["local", "ollama", "", undefined])).toEqual([]);
  });
});

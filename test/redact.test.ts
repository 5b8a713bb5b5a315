import { describe, expect, it } from "vitest";
import { createRedactor } from "../src/github/redact.js";

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

  it("is fast enough for every line of a long log", () => {
    const many = createRedactor(Array.from({ length: 20 }, (_, i) => `secret-value-number-${i}-xyz`));
    const log = "an ordinary line of build output without secrets in it\n".repeat(20_000);
    const start = performance.now();
    expect(many(log)).toBe(log);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});

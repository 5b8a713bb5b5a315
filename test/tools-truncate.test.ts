import { describe, expect, it } from "vitest";
import { OutputCapture, truncateForModel, truncateText } from "../src/tools/truncate.js";

const numbered = (n: number): string => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join("\n");

describe("truncateText", () => {
  it("leaves text within the limits untouched", () => {
    const result = truncateText("a\nb\n", { maxBytes: 100, maxLines: 10 });
    expect(result).toEqual({
      text: "a\nb\n",
      truncated: false,
      omittedLines: 0,
      omittedBytes: 0,
      totalLines: 2,
      totalBytes: 4,
    });
  });

  it("keeps the head and the tail by lines, with a marker saying what was cut", () => {
    const result = truncateText(numbered(100), { maxLines: 10, maxBytes: 1_000_000 });
    expect(result.truncated).toBe(true);
    expect(result.totalLines).toBe(100);
    expect(result.omittedLines).toBe(90);
    const lines = result.text.split("\n");
    expect(lines.slice(0, 5)).toEqual(["line 1", "line 2", "line 3", "line 4", "line 5"]);
    expect(lines[5]).toMatch(/^\[\.\.\. 90 lines, .* omitted \.\.\.\]$/);
    expect(lines.slice(6)).toEqual(["line 96", "line 97", "line 98", "line 99", "line 100"]);
  });

  it("keeps the head and the tail by bytes and counts the omitted bytes exactly", () => {
    const text = numbered(10_000);
    const result = truncateText(text, { maxBytes: 1000, maxLines: 1_000_000 });
    const [head = "", tail = ""] = result.text.split(/\n\[\.\.\. .* omitted \.\.\.\]\n/);
    expect(Buffer.byteLength(head) + Buffer.byteLength(tail)).toBeLessThanOrEqual(1000);
    expect(head.startsWith("line 1\nline 2\n")).toBe(true);
    expect(tail.endsWith("line 9999\nline 10000")).toBe(true);
    for (const line of [...head.split("\n"), ...tail.split("\n")]) expect(line).toMatch(/^line \d+$/);
    expect(Buffer.byteLength(head) + 1 + Buffer.byteLength(tail) + result.omittedBytes).toBe(
      result.totalBytes,
    );
  });

  it("cuts one huge line in the middle instead of dropping it whole", () => {
    const line = `START${"x".repeat(100_000)}END`;
    const result = truncateText(line, { maxBytes: 200 });
    expect(result.truncated).toBe(true);
    expect(result.text.startsWith("START")).toBe(true);
    expect(result.text.endsWith("END")).toBe(true);
    expect(result.omittedLines).toBe(0);
    expect(result.text).toContain("omitted");
  });

  it("never splits a multi-byte character", () => {
    const result = truncateText("é".repeat(1000), { maxBytes: 101 });
    expect(result.text).not.toContain("\uFFFD");
    expect(result.text.replace(/\n?\[.*\]\n?/, "")).toMatch(/^é+$/);
  });
});

describe("truncateForModel", () => {
  it("caps any text near the token budget, about four bytes a token", () => {
    const out = truncateForModel(numbered(100_000), 1000);
    expect(Buffer.byteLength(out)).toBeLessThan(4000 + 100);
    expect(out.startsWith("line 1\nline 2\n")).toBe(true);
    expect(out.endsWith("line 99999\nline 100000")).toBe(true);
    expect(out).toContain("omitted");
    expect(truncateForModel("short", 1000)).toBe("short");
  });
});

describe("OutputCapture", () => {
  it("holds a flood of output in bounded memory and reports the true totals", () => {
    const capture = new OutputCapture(64 * 1024);
    for (let i = 1; i <= 100_000; i++) capture.push(Buffer.from(`row ${i}\n`));
    capture.end();
    const result = capture.take({ maxBytes: 2000, maxLines: 1000 });
    expect(result.totalLines).toBe(100_000);
    expect(result.totalBytes).toBe(capture.totalBytes);
    expect(result.text.startsWith("row 1\n")).toBe(true);
    expect(result.text.endsWith("row 100000\n")).toBe(true);
    expect(Buffer.byteLength(result.text)).toBeLessThan(2200);
  });

  it("hands over only what arrived since the last take", () => {
    const capture = new OutputCapture();
    capture.push("one\n");
    expect(capture.take().text).toBe("one\n");
    capture.push("two\n");
    expect(capture.take().text).toBe("two\n");
    expect(capture.take().text).toBe("");
  });

  it("joins a character split across two chunks", () => {
    const capture = new OutputCapture();
    const bytes = Buffer.from("π");
    capture.push(bytes.subarray(0, 1));
    capture.push(bytes.subarray(1));
    expect(capture.take().text).toBe("π");
  });
});

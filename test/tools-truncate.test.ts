import { describe, expect, it } from "vitest";
import { OutputCapture, truncateForModel, truncateText } from "../src/tools/truncate.js";

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` survives a trip through UTF-8 unchanged. */
const isValidUtf8RoundTrip = (text: string): boolean =>
  Buffer.from(text, "utf8").toString("utf8") === text && !text.includes("\uFFFD");

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

  it("cuts a huge line of emoji in its head and its tail between characters, into valid UTF-8", () => {
    for (const pad of ["", "a", "ab", "abc"]) {
      const line = `${pad}${"😀".repeat(500)}${pad}`;
      for (let maxBytes = 90; maxBytes < 100; maxBytes++) {
        const result = truncateText(line, { maxBytes });
        expect(result.truncated).toBe(true);
        const [head = "", tail = ""] = result.text.split(/\n\[\.\.\. .* omitted \.\.\.\]\n/);
        expect(Buffer.byteLength(head) + Buffer.byteLength(tail)).toBeLessThanOrEqual(maxBytes);
        expect(line.startsWith(head) && line.endsWith(tail)).toBe(true);
        expect(isValidUtf8RoundTrip(result.text)).toBe(true);
        expect(result.text).not.toMatch(loneSurrogate);
        expect(Buffer.byteLength(head) + Buffer.byteLength(tail) + result.omittedBytes).toBe(
          result.totalBytes,
        );
      }
    }
  });

  it("stops the head before an emoji that would pass its half of the budget", () => {
    const line = `${"a".repeat(98)}😀${"b".repeat(1000)}😀${"c".repeat(98)}`;
    const result = truncateText(line, { maxBytes: 200 });
    expect(result.text).toBe(`${"a".repeat(98)}\n[... 1008 B omitted ...]\n${"c".repeat(98)}`);
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

  it("drops a whole emoji from its tail when less than the emoji has to go", () => {
    // Five bytes a side: the emoji and "b" fill the tail, and "c" pushes out one byte, so the
    // whole four-byte emoji goes, never its first half alone.
    const capture = new OutputCapture(10);
    for (const chunk of ["aaaaa", "😀", "b", "c"]) capture.push(chunk);
    const result = capture.take();
    expect(result.text.replace(/\n?\[\.\.\. 4 B omitted \.\.\.\]\n?/, "")).toBe("aaaaabc");
    expect(result.omittedBytes).toBe(4);
  });

  it("keeps valid UTF-8 however a stream of emoji is split into chunks", () => {
    const bytes = Buffer.from(`x${"😀".repeat(300)}é`);
    for (const capacity of [64, 65, 66, 67]) {
      for (const step of [1, 3, 5, 7]) {
        const capture = new OutputCapture(capacity);
        for (let at = 0; at < bytes.length; at += step) capture.push(bytes.subarray(at, at + step));
        capture.end();
        const result = capture.take({ maxBytes: capacity });
        expect(result.totalBytes).toBe(bytes.length);
        expect(isValidUtf8RoundTrip(result.text)).toBe(true);
        expect(result.text).not.toMatch(loneSurrogate);
        expect(result.text.endsWith("😀é")).toBe(true);
      }
    }
  });
});

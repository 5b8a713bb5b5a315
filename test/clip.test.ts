import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Type } from "@sinclair/typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderTranscript } from "../src/agent/summary.js";
import { boundedView, describeCall } from "../src/report/format.js";
import { boundaryAfter, boundaryBefore, clip, clipBytes, clipLine } from "../src/text/clip.js";
import { commandEnv, createCodingTools } from "../src/tools/index.js";
import { startRemoteTools } from "../src/tools/remote.js";
import { runTool, type ToolOutput, ToolRegistry } from "../src/tools/tool.js";

const EMOJI = "😀";
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds half of a character, which a naive cut would leave. */
const hasLoneSurrogate = (text: string): boolean => loneSurrogate.test(text);

/** True when `text` survives a trip through UTF-8 unchanged. */
const isValidUtf8RoundTrip = (text: string): boolean =>
  Buffer.from(text, "utf8").toString("utf8") === text && !text.includes("\uFFFD");

describe("boundaryBefore and boundaryAfter", () => {
  it("move an index that falls inside an emoji to its start or its end", () => {
    const text = `a${EMOJI}b`;
    expect(boundaryBefore(text, 2)).toBe(1);
    expect(boundaryAfter(text, 2)).toBe(3);
    expect(boundaryBefore(text, 1)).toBe(1);
    expect(boundaryAfter(text, 3)).toBe(3);
  });

  it("clamp an index outside the text", () => {
    expect(boundaryBefore("abc", -5)).toBe(0);
    expect(boundaryBefore("abc", 10)).toBe(3);
  });
});

describe("clip", () => {
  it("leaves text that fits untouched", () => {
    expect(clip("short", 5)).toBe("short");
  });

  it("keeps the start with an ellipsis inside the limit", () => {
    expect(clip("abcdefghij", 5)).toBe("abcd…");
  });

  it("drops a whole emoji rather than half of it when the cut falls inside it", () => {
    const text = `${"a".repeat(8)}${EMOJI}${"b".repeat(10)}`;
    expect(hasLoneSurrogate(text.slice(0, 9))).toBe(true);
    const result = clip(text, 10);
    expect(result).toBe(`${"a".repeat(8)}…`);
    expect(hasLoneSurrogate(result)).toBe(false);
  });

  it("keeps the start and the end around a marker that counts what was cut, splitting no emoji", () => {
    const marker = (n: number): string => `[${n} cut]`;
    for (const pad of ["", "a"]) {
      const text = pad + EMOJI.repeat(50);
      for (let max = 12; max < 40; max++) {
        const result = clip(text, max, { keep: "head-and-tail", marker });
        expect(result.length).toBeLessThanOrEqual(max);
        expect(hasLoneSurrogate(result)).toBe(false);
        const [head = "", count = "", tail = ""] = result.split(/\[(\d+) cut\]/);
        expect(head.length + Number(count) + tail.length).toBe(text.length);
        expect(text.startsWith(head) && text.endsWith(tail)).toBe(true);
      }
    }
  });

  it("gives the head the share it is asked for", () => {
    const result = clip("x".repeat(100), 40, { keep: "head-and-tail", headShare: 3 / 4, marker: () => "|" });
    const [head = "", tail = ""] = result.split("|");
    expect([head.length, tail.length]).toEqual([30, 9]);
  });

  it("returns the bare start, still whole characters, when not even the marker fits", () => {
    const result = clip(`a${EMOJI.repeat(10)}`, 4, { marker: () => "[a very long marker]" });
    expect(result).toBe(`a${EMOJI}`);
  });

  it("cuts bare with an empty marker", () => {
    expect(clip(`ab${EMOJI}cd`, 3, { marker: () => "" })).toBe("ab");
  });
});

describe("clipBytes", () => {
  it("keeps the longest start that fits in the byte budget, whole characters only", () => {
    // "é" is 2 bytes, the emoji 4: "aé" is 3 bytes, and the emoji would take 7.
    const text = `aé${EMOJI}z`;
    expect(clipBytes(text, 6)).toBe("aé");
    expect(clipBytes(text, 7)).toBe(`aé${EMOJI}`);
    expect(clipBytes(text, 100)).toBe(text);
    expect(clipBytes(text, 0)).toBe("");
  });

  it("keeps the longest end with keep: tail", () => {
    const text = `z${EMOJI}éa`;
    expect(clipBytes(text, 6, { keep: "tail" })).toBe("éa");
    expect(clipBytes(text, 7, { keep: "tail" })).toBe(`${EMOJI}éa`);
  });

  it("always leaves bytes that decode back to the same text, at every budget", () => {
    const text = `a${EMOJI}é中${EMOJI}b${EMOJI}`;
    for (let max = 0; max <= Buffer.byteLength(text); max++) {
      for (const keep of ["head", "tail"] as const) {
        const result = clipBytes(text, max, { keep });
        expect(Buffer.byteLength(result)).toBeLessThanOrEqual(max);
        expect(isValidUtf8RoundTrip(result)).toBe(true);
        expect(keep === "head" ? text.startsWith(result) : text.endsWith(result)).toBe(true);
      }
    }
  });

  it("counts a lone surrogate as the three bytes of the replacement character it becomes", () => {
    expect(clipBytes("\uD83Dab", 4)).toBe("\uD83Da");
    expect(clipBytes("ab\uDE00", 4, { keep: "tail" })).toBe("b\uDE00");
  });
});

describe("every place that cuts text keeps emoji whole", () => {
  let root: string;
  let tools: ToolRegistry;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "clip-"));
    const coding = createCodingTools({ root, env: commandEnv({ PATH: process.env.PATH }) });
    tools = new ToolRegistry(coding.tools);
    dispose = coding.dispose;
  });

  afterAll(async () => {
    await dispose();
    await rm(root, { recursive: true, force: true });
  });

  const call = (registry: ToolRegistry, name: string, args: Record<string, unknown>): Promise<ToolOutput> =>
    runTool(registry, { name, arguments: args }, { signal: new AbortController().signal });

  it("the job log's one-line call description", () => {
    // "x k=" is 4 characters, so the 79-character cut of an 80-character limit falls inside the emoji.
    const value = `${"a".repeat(74)}${EMOJI}${"b".repeat(50)}`;
    expect(hasLoneSurrogate(`x k=${value}`.slice(0, 79))).toBe(true);
    const line = describeCall(
      { type: "tool_call", id: "1", name: "x", arguments: { k: value }, rawArguments: "" },
      80,
    );
    expect(line).toBe(`x k=${"a".repeat(74)}…`);
    expect(clipLine(`x k=${value}`, 80)).toBe(line);
  });

  it("the job log's bounded view of a result", () => {
    const text = `${"a".repeat(99)}${EMOJI}${"b".repeat(50)}`;
    expect(hasLoneSurrogate(text.slice(0, 100))).toBe(true);
    const view = boundedView(text, 20, 100);
    expect(view).toBe(
      `${"a".repeat(99)}\n… (0 more lines, ${text.length - 99} more characters in the trajectory file)`,
    );
    expect(hasLoneSurrogate(view)).toBe(false);
  });

  it("the arguments echoed back to the model when they break the schema", async () => {
    const registry = new ToolRegistry([
      {
        name: "count",
        description: "Counts.",
        parameters: Type.Object({ n: Type.Number() }, { additionalProperties: false }),
        readOnly: true,
        execute: async () => ({ content: "never" }),
      },
    ]);
    // The echo of the value is `"` and the value, cut after 500 characters: inside the emoji.
    const value = `${"a".repeat(498)}${EMOJI}${"z".repeat(100)}`;
    expect(hasLoneSurrogate(JSON.stringify(value).slice(0, 500))).toBe(true);
    const out = await call(registry, "count", { n: value });
    expect(out.isError).toBe(true);
    expect(out.content).toContain(`got "${"a".repeat(498)}…`);
    expect(hasLoneSurrogate(out.content)).toBe(false);
  });

  it("grep's cut of a long matching line", async () => {
    const line = `${"a".repeat(299)}${EMOJI}${"b".repeat(2000)}`;
    expect(hasLoneSurrogate(line.slice(0, 300))).toBe(true);
    await writeFile(path.join(root, "long.txt"), `${line}\n`);
    const out = await call(tools, "grep", { pattern: "aaa", path: "long.txt" });
    expect(out.content).toBe(`long.txt:1:${"a".repeat(299)}…`);
  });

  it("read_file's cut of a very long line", async () => {
    const line = `${"a".repeat(1999)}${EMOJI}${"b".repeat(3000)}`;
    expect(hasLoneSurrogate(line.slice(0, 2000))).toBe(true);
    await writeFile(path.join(root, "min.js"), `${line}\nshort\n`);
    const out = await call(tools, "read_file", { path: "min.js" });
    expect(out.content).toContain(`|${"a".repeat(1999)}… [line cut at 2000 characters]\n`);
    expect(hasLoneSurrogate(out.content)).toBe(false);
  });

  it("the command shown in a background job's header", async () => {
    // "true " and 74 "#" put the emoji across the 80-character cut.
    const command = `true ${"#".repeat(74)}${EMOJI}${"x".repeat(20)}`;
    expect(hasLoneSurrogate(command.slice(0, 80))).toBe(true);
    const start = await call(tools, "bash", { command, run_in_background: true });
    const id = /background job (bg\d+)/.exec(start.content)?.[1] ?? "";
    const out = await call(tools, "bash_output", { id });
    const header = out.content.split("\n")[0] ?? "";
    expect(header.startsWith(`Job ${id} (true ${"#".repeat(74)}…): `)).toBe(true);
  });

  it("the compaction transcript's cut of its head and its tail", () => {
    for (const pad of ["", "a"]) {
      const content = pad + EMOJI.repeat(2000);
      for (const maxChars of [300, 301, 302, 303]) {
        const transcript = renderTranscript([{ role: "user", content }], maxChars);
        expect(transcript.length).toBeLessThanOrEqual(maxChars);
        expect(transcript).toMatch(/^\[user\]\n(😀|a)+\n\[\.\.\. \d+ characters left out \.\.\.\]\n(😀)+$/u);
        expect(hasLoneSurrogate(transcript)).toBe(false);
      }
    }
  });

  it("the stderr kept from a tool host that stopped, within its byte budget", async () => {
    // 2048 units from the end of 1500 emoji and a "b" start inside an emoji.
    const stderr = `${EMOJI.repeat(1500)}b`;
    expect(hasLoneSurrogate(stderr.slice(-2048))).toBe(true);
    const script = `process.stderr.write(${JSON.stringify(stderr)}, () => setTimeout(() => process.exit(1), 200));`;
    const result = await startRemoteTools({
      argv: [process.execPath, "-e", script],
      spawnEnv: { PATH: process.env.PATH },
      init: { root, env: {} },
    });
    expect(result.ok).toBe(false);
    const error = result.ok ? "" : result.error;
    const why = /: ((?:😀)+b)$/u.exec(error)?.[1] ?? "";
    expect(why).not.toBe("");
    expect(Buffer.byteLength(why)).toBeLessThanOrEqual(2048);
    expect(hasLoneSurrogate(error)).toBe(false);
  });
});

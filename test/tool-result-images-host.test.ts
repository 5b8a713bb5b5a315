/**
 * Images in the tool host's results: the action keeps them only when they are what a tool may
 * return (at most four, 5 MB in all, each a real image of the type it claims), and the largest
 * result the host may send still fits the line limits.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withinReply } from "../src/tools/host.js";
import {
  asFromHost,
  encodeMessage,
  LineDecoder,
  MAX_HOST_IMAGE_BYTES,
  MAX_HOST_IMAGES,
  MAX_REPLY_BYTES,
  MAX_REPLY_PUNCTUATION,
  MAX_RESULT_BYTES,
} from "../src/tools/host-protocol.js";
import { startRemoteTools } from "../src/tools/remote.js";
import { runTool, type ToolImage, type ToolOutput, ToolRegistry } from "../src/tools/tool.js";
import { JPEG_DATA, PNG_DATA } from "./image-fixtures.js";

const PNG: ToolImage = { mediaType: "image/png", data: PNG_DATA };
const JPEG: ToolImage = { mediaType: "image/jpeg", data: JPEG_DATA };

/** A PNG of exactly `size` decoded bytes. */
function png(size: number): ToolImage {
  const head = Buffer.from(PNG_DATA, "base64");
  return {
    mediaType: "image/png",
    data: Buffer.concat([head, Buffer.alloc(size - head.length, 9)]).toString("base64"),
  };
}

function result(output: unknown): unknown {
  return { type: "result", id: 7, output };
}

/** What the action makes of a line from the host: parsed within the limits, then checked. */
function receive(line: string): unknown[] {
  const values: unknown[] = [];
  const decoder = new LineDecoder(
    (value) => values.push(value === undefined ? "unparsed" : asFromHost(value)),
    () => values.push("overflow"),
    { maxBytes: MAX_REPLY_BYTES, maxPunctuation: MAX_REPLY_PUNCTUATION },
  );
  decoder.push(Buffer.from(line));
  return values;
}

describe("a result from the tool host with images", () => {
  it("keeps valid images, copied without any other field", () => {
    const output = { content: "two shots", images: [PNG, { ...JPEG, caption: "extra" }] };
    expect(asFromHost(result(output))).toEqual({
      type: "result",
      id: 7,
      output: { content: "two shots", images: [PNG, JPEG] },
    });
  });

  it.each([
    ["not a list", { 0: PNG }, "`images` is not a list"],
    ["more than four", [PNG, PNG, PNG, PNG, PNG], "5 images, more than 4"],
    [
      "data that is not base64",
      [{ mediaType: "image/png", data: `${PNG_DATA}<script>` }],
      "image 1 is not base64 data",
    ],
    ["data that is not text", [PNG, { mediaType: "image/png", data: 12 }], "image 2 is not base64 data"],
    [
      "a type its bytes deny",
      [{ mediaType: "image/gif", data: PNG_DATA }],
      "image 1 is not the image/gif it claims to be",
    ],
    [
      "a type no model takes",
      [{ mediaType: "image/svg+xml", data: PNG_DATA }],
      "image 1 has no type a model takes",
    ],
    [
      "bytes that are no image",
      [{ mediaType: "image/png", data: Buffer.from("hello there").toString("base64") }],
      "image 1 is not the image/png it claims to be",
    ],
    ["more than 5 MB in all", [png(3 * 1024 * 1024), png(3 * 1024 * 1024)], "the images hold more than 5 MB"],
  ])("drops them all, with a note, when they are %s", (_, images, why) => {
    expect(asFromHost(result({ content: "shot", isError: true, images }))).toEqual({
      type: "result",
      id: 7,
      output: { content: `shot\n[images dropped: ${why}]`, isError: true },
    });
  });

  it("fits the line limits at its largest: the longest text, every byte escaped, and four images of 5 MB", () => {
    // One image of nearly all the bytes: a long base64 text is checked in a loop, not a pattern.
    const small = Array.from({ length: MAX_HOST_IMAGES - 1 }, () => png(1_000));
    const images = [png(MAX_HOST_IMAGE_BYTES - 1_000 * small.length), ...small];
    const output: ToolOutput = { content: "\u0001".repeat(MAX_RESULT_BYTES), isError: true, images };
    const line = encodeMessage({ type: "result", id: 7, output });
    expect(receive(line)).toEqual([{ type: "result", id: 7, output }]);
  });

  it("is not parsed when it has more punctuation than the largest result", () => {
    const line = encodeMessage({
      type: "result",
      id: 7,
      output: { content: "shot", isError: true, images: [PNG, PNG, PNG, PNG, PNG] },
    });
    expect(receive(line)).toEqual(["unparsed"]);
  });
});

describe("the host's side", () => {
  it("sends a tool's images as they are, and none when the action would not take them", () => {
    expect(withinReply({ content: "shot", images: [PNG] })).toEqual({ content: "shot", images: [PNG] });
    expect(withinReply({ content: "shot", images: [PNG, PNG, PNG, PNG, PNG] })).toEqual({
      content: "shot\n[images dropped: 5 images, more than 4]",
    });
  });
});

/** A stand-in host: answers `init`, then each call with the result its `path` names. */
const FAKE_HOST = `
const results = ${JSON.stringify({
  valid: { content: "a screenshot", images: [PNG, JPEG] },
  forged: { content: "a screenshot", images: [{ mediaType: "image/webp", data: PNG_DATA }] },
})};
let buffer = "";
process.stdin.on("data", (chunk) => {
  buffer += chunk;
  let at;
  while ((at = buffer.indexOf("\\n")) >= 0) {
    const message = JSON.parse(buffer.slice(0, at));
    buffer = buffer.slice(at + 1);
    if (message.type === "init") process.stdout.write(JSON.stringify({ type: "ready", pid: process.pid }) + "\\n");
    if (message.type === "call")
      process.stdout.write(JSON.stringify({ type: "result", id: message.id, output: results[message.args.path] }) + "\\n");
  }
});
`;

describe("a tool host process that answers with images", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "tool-host-images-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("gives the tool's caller the valid images, and the text alone for forged ones", async () => {
    const script = join(dir, "host.cjs");
    await writeFile(script, FAKE_HOST);
    const started = await startRemoteTools({
      argv: [process.execPath, script],
      spawnEnv: { PATH: process.env.PATH },
      init: { root: dir, env: {} },
      callDeadlineMs: 10_000,
    });
    if (!started.ok) throw new Error(started.error);
    try {
      const registry = new ToolRegistry(started.value.coding.tools);
      const call = (path: string) =>
        runTool(
          registry,
          { name: "read_file", arguments: { path } },
          { signal: new AbortController().signal },
        );
      expect(await call("valid")).toEqual({ content: "a screenshot", images: [PNG, JPEG] });
      expect(await call("forged")).toEqual({
        content: "a screenshot\n[images dropped: image 1 is not the image/webp it claims to be]",
      });
    } finally {
      await started.value.coding.dispose();
    }
  });
});

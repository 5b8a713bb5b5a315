/**
 * Images a tool returns (an MCP server's screenshot): how they reach the model through each
 * provider, what a server that refuses images gets instead, how the history keeps only the
 * newest, and how the records describe them without their bytes.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Type } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { createCompactor } from "../src/agent/compaction.js";
import { EventBus } from "../src/agent/events.js";
import { countMessageTokens, IMAGE_TOKENS, loadTokenizer } from "../src/agent/tokens.js";
import { withImageFallback } from "../src/llm/image-fallback.js";
import { boundToolImages, type Message, type ToolResultMessage } from "../src/llm/messages.js";
import { JobLogPrinter } from "../src/report/job-log.js";
import { TrajectoryWriter } from "../src/report/trajectory.js";
import type { Tool, ToolImage } from "../src/tools/tool.js";
import { isSummaryRequest, readPart, summaryRequestText, wireProblems } from "./compaction-fixtures.js";
import type { RecordedRequest, WireJson } from "./fakes/model-server.js";
import { modelServerForFile } from "./fixtures/providers.js";
import { JPEG_DATA, PNG_DATA } from "./image-fixtures.js";
import { COMBINATIONS, createProvider, echoTool, FORMATS, NO_WAIT, registry, run } from "./loop-fixtures.js";

const SHOT_TEXT = "Took a screenshot of the login page.";
const PNG_BYTES = Buffer.from(PNG_DATA, "base64").length;

/** A PNG of `size` bytes: the real 1×1 PNG, then padding, so each test image is told apart. */
function png(size: number, fill = 0): string {
  const head = Buffer.from(PNG_DATA, "base64");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), fill)]).toString("base64");
}

/** Returns its text and the images it was made with, as an MCP server's screenshot tool would. */
function screenshotTool(images: ToolImage[] | ((n: number) => ToolImage[]), text = SHOT_TEXT): Tool {
  let calls = 0;
  return {
    name: "screenshot",
    description: "Takes a screenshot of the page.",
    parameters: Type.Object({}),
    readOnly: true,
    execute: async () => {
      calls++;
      return { content: text, images: typeof images === "function" ? images(calls) : images };
    },
  };
}

const SHOT: ToolImage = { mediaType: "image/png", data: PNG_DATA };

function messagesOf(request: RecordedRequest | undefined): WireJson[] {
  return request?.body?.messages ?? [];
}

/** Every base64 image a request carried, wherever it sits (Anthropic puts them in tool results). */
function imagesIn(request: RecordedRequest | undefined): string[] {
  const found: string[] = [];
  const walk = (value: WireJson): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      if (value.type === "image" && value.source?.type === "base64") found.push(value.source.data);
      else if (value.type === "image_url")
        found.push(String(value.image_url?.url).replace(/^data:[^,]*,/, ""));
      else Object.values(value).forEach(walk);
    }
  };
  walk(messagesOf(request));
  return found;
}

const server = await modelServerForFile();

describe.each(COMBINATIONS)(
  "a tool that returns an image, $format (stream: $stream)",
  ({ format, stream }) => {
    it("reaches the model with the call's result, and the history keeps it on the result", async () => {
      server.push(
        { toolCalls: [{ id: "call_shot", name: "screenshot", arguments: {} }] },
        { text: "The button is cut off." },
      );
      const { result, events } = await run({
        provider: await createProvider(server, format, stream),
        tools: registry(screenshotTool([SHOT])),
      });
      expect(result.conclusion).toBe("success");
      const sent = messagesOf(server.requests[1]);
      if (format === "anthropic") {
        expect(sent.at(-1)).toEqual({
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "call_shot",
              content: [
                { type: "text", text: SHOT_TEXT },
                { type: "image", source: { type: "base64", media_type: "image/png", data: PNG_DATA } },
              ],
              cache_control: { type: "ephemeral" },
            },
          ],
        });
      } else {
        expect(sent.slice(-2)).toEqual([
          { role: "tool", tool_call_id: "call_shot", content: SHOT_TEXT },
          {
            role: "user",
            content: [
              {
                type: "text",
                text: "[images returned by the tool calls above, in order: 1 image from screenshot (call call_shot)]",
              },
              { type: "image_url", image_url: { url: `data:image/png;base64,${PNG_DATA}` } },
            ],
          },
        ]);
      }
      const toolResult = result.messages.find((m): m is ToolResultMessage => m.role === "tool");
      expect(toolResult?.images).toEqual([SHOT]);
      const finished = events.find((event) => event.type === "tool_finished");
      expect(finished).toMatchObject({ images: [{ mediaType: "image/png", bytes: PNG_BYTES }] });
      expect(JSON.stringify(events)).not.toContain(PNG_DATA.slice(0, 40));
    });
  },
);

describe.each(FORMATS)("images of several calls of one turn, %s", (format) => {
  it("go with each call's result; OpenAI gets them after all the turn's tool messages", async () => {
    const jpeg: ToolImage = { mediaType: "image/jpeg", data: JPEG_DATA };
    server.push(
      {
        toolCalls: [
          { id: "call_a", name: "screenshot", arguments: {} },
          { id: "call_b", name: "echo", arguments: { text: "hi" } },
          { id: "call_c", name: "screenshot", arguments: {} },
        ],
      },
      { text: "Seen." },
    );
    const shots = screenshotTool((n) => (n === 1 ? [SHOT] : [jpeg, SHOT]));
    const { result } = await run({
      provider: await createProvider(server, format, false),
      tools: registry(shots, echoTool),
    });
    expect(result.conclusion).toBe("success");
    const sent = messagesOf(server.requests[1]);
    if (format === "anthropic") {
      const results = sent.at(-1).content;
      expect(results.map((block: WireJson) => [block.tool_use_id, block.content])).toEqual([
        [
          "call_a",
          [
            { type: "text", text: SHOT_TEXT },
            { type: "image", source: { type: "base64", media_type: "image/png", data: PNG_DATA } },
          ],
        ],
        ["call_b", "echo: hi"],
        [
          "call_c",
          [
            { type: "text", text: SHOT_TEXT },
            { type: "image", source: { type: "base64", media_type: "image/jpeg", data: JPEG_DATA } },
            { type: "image", source: { type: "base64", media_type: "image/png", data: PNG_DATA } },
          ],
        ],
      ]);
    } else {
      expect(sent.slice(-4).map((message: WireJson) => message.role)).toEqual([
        "tool",
        "tool",
        "tool",
        "user",
      ]);
      expect(sent.at(-1).content).toEqual([
        {
          type: "text",
          text:
            "[images returned by the tool calls above, in order: 1 image from screenshot (call call_a); " +
            "2 images from screenshot (call call_c)]",
        },
        { type: "image_url", image_url: { url: `data:image/png;base64,${PNG_DATA}` } },
        { type: "image_url", image_url: { url: `data:image/jpeg;base64,${JPEG_DATA}` } },
        { type: "image_url", image_url: { url: `data:image/png;base64,${PNG_DATA}` } },
      ]);
    }
  });
});

describe.each(COMBINATIONS)(
  "a model server that refuses images, $format (stream: $stream)",
  ({ format, stream }) => {
    it("gets the tool's text with a note for each image, and the run goes on", async () => {
      server.setDefaultTurn((request) => {
        const body = JSON.stringify(request.body);
        if (body.includes(PNG_DATA)) return { status: 400, message: "image input is not supported" };
        if (body.includes(SHOT_TEXT)) return { text: "Nothing to see." };
        return { toolCalls: [{ id: "call_shot", name: "screenshot", arguments: {} }] };
      });
      const dropped: string[] = [];
      const provider = withImageFallback(await createProvider(server, format, stream), (why) =>
        dropped.push(why),
      );
      const { result } = await run({ provider, tools: registry(screenshotTool([SHOT])) });
      expect(result.conclusion).toBe("success");
      expect(server.requests.map(imagesIn)).toEqual([[], [PNG_DATA], []]);
      expect(dropped).toEqual([expect.stringContaining("image input is not supported")]);
      const note = `${SHOT_TEXT}\n[image (image/png, ${PNG_BYTES} bytes) was not sent: the model server does not accept images]`;
      const last = messagesOf(server.requests[2]).at(-1);
      if (format === "anthropic")
        expect(last.content).toEqual([
          {
            type: "tool_result",
            tool_use_id: "call_shot",
            content: note,
            cache_control: { type: "ephemeral" },
          },
        ]);
      else expect(last).toEqual({ role: "tool", tool_call_id: "call_shot", content: note });
      // The history still holds the image: only the request went without it.
      expect(result.messages.find((m) => m.role === "tool")).toMatchObject({ images: [SHOT] });
    });
  },
);

describe.each(FORMATS)("the history's bound on tool images, %s", (format) => {
  it("keeps the images of the newest three results and puts a note in place of older ones", async () => {
    const shots = [1, 2, 3, 4].map((n) => png(2_000 * n, n));
    server.setDefaultTurn((request) => {
      const n = request.index + 1;
      return n <= 4
        ? { toolCalls: [{ id: `call_${n}`, name: "screenshot", arguments: {} }] }
        : { text: "Done." };
    });
    const tool = screenshotTool((n) => [{ mediaType: "image/png", data: shots[n - 1] as string }]);
    const { result } = await run({
      provider: await createProvider(server, format, false),
      tools: registry(tool),
    });
    expect(result.conclusion).toBe("success");
    expect(server.requests.map(imagesIn)).toEqual([
      [],
      [shots[0]],
      [shots[0], shots[1]],
      [shots[0], shots[1], shots[2]],
      [shots[1], shots[2], shots[3]],
    ]);
    const note = `${SHOT_TEXT}\n[image dropped from the history: image/png, 2 KB]`;
    const results = result.messages.filter((m): m is ToolResultMessage => m.role === "tool");
    expect(results.map((m) => [m.content, m.images?.length ?? 0])).toEqual([
      [note, 0],
      [SHOT_TEXT, 1],
      [SHOT_TEXT, 1],
      [SHOT_TEXT, 1],
    ]);
    const fifth = JSON.stringify(messagesOf(server.requests[4]));
    expect(fifth).toContain(JSON.stringify(note).slice(1, -1));
  });
});

describe.each(FORMATS)("compaction of a run whose tool returns images, %s", (format) => {
  it("sends the summariser no image, tells it where they were, and keeps every request valid", async () => {
    const withShot: Tool = {
      ...readPart,
      execute: async (args, context) => ({ ...(await readPart.execute(args, context)), images: [SHOT] }),
    };
    let agentCalls = 0;
    server.setDefaultTurn((request) => {
      if (isSummaryRequest(request))
        return { text: "Read parts with read_part; each came with a screenshot." };
      agentCalls++;
      return agentCalls < 8
        ? { toolCalls: [{ name: "read_part", arguments: { part: agentCalls } }] }
        : { text: "Read them all." };
    });
    const provider = await createProvider(server, format, false);
    const { result, events } = await run({
      provider,
      tools: registry(withShot),
      compactor: createCompactor({ provider, tokenLimit: 6_000, retry: NO_WAIT }),
    });
    expect(result.conclusion).toBe("success");
    expect(events.filter((event) => event.type === "compaction").length).toBeGreaterThan(0);
    const summaries = server.requests.filter(isSummaryRequest);
    expect(summaries.length).toBeGreaterThan(0);
    for (const request of summaries) expect(imagesIn(request)).toEqual([]);
    expect(summaries.some((request) => summaryRequestText(request).includes("1 image not shown"))).toBe(true);
    for (const request of server.requests) {
      expect(wireProblems(request, format)).toEqual([]);
      expect(imagesIn(request).length).toBeLessThanOrEqual(3);
    }
  });
});

describe("boundToolImages", () => {
  const result = (id: string, sizes: number[]): ToolResultMessage => ({
    role: "tool",
    toolCallId: id,
    toolName: "screenshot",
    content: "shot",
    isError: false,
    images: sizes.map((size) => ({ mediaType: "image/png", data: png(size) })),
  });

  it("keeps the newest images within 10 MB, and leaves a history under the bound as it is", () => {
    const mb = 1024 * 1024;
    const history: Message[] = [
      { role: "user", content: "Look." },
      result("a", [3 * mb]),
      result("b", [4 * mb, 4 * mb]),
    ];
    const bounded = boundToolImages(history);
    expect(bounded.map((m) => ("images" in m ? (m.images?.length ?? 0) : 0))).toEqual([0, 0, 2]);
    expect(bounded[1]).toMatchObject({
      content: "shot\n[image dropped from the history: image/png, 3.0 MB]",
    });
    expect(history[1]).toMatchObject({ images: [{ mediaType: "image/png" }] });
    expect(boundToolImages(bounded)).toBe(bounded);
  });

  it("never keeps an image over 5 MB, and still keeps the older ones that fit", () => {
    const bounded = boundToolImages([result("a", [1024 * 1024]), result("b", [6 * 1024 * 1024])]);
    expect(bounded[0]).toMatchObject({ content: "shot", images: [{ mediaType: "image/png" }] });
    expect(bounded[1]).toEqual({
      role: "tool",
      toolCallId: "b",
      toolName: "screenshot",
      content: "shot\n[image dropped from the history: image/png, 6.0 MB]",
      isError: false,
    });
  });
});

describe("token counting", () => {
  it("counts each image of a tool result like a prompt image", async () => {
    await loadTokenizer();
    const text: ToolResultMessage = {
      role: "tool",
      toolCallId: "a",
      toolName: "screenshot",
      content: SHOT_TEXT,
      isError: false,
    };
    const withImages = { ...text, images: [SHOT, SHOT] };
    expect(countMessageTokens(withImages)).toBe(countMessageTokens(text) + 2 * IMAGE_TOKENS);
  });
});

describe("the records of a run whose tool returned an image", () => {
  it("describe each image by type and size in the trajectory and the job log, without its bytes", async () => {
    const dir = await mkdtemp(join(tmpdir(), "tool-images-"));
    try {
      const trajectory = join(dir, "trajectory.jsonl");
      const log: string[] = [];
      const printer = new JobLogPrinter({
        info: (text) => log.push(text),
        warning: (text) => log.push(`warning: ${text}`),
        startGroup: () => {},
        endGroup: () => {},
      });
      const bus = new EventBus([new TrajectoryWriter(trajectory), printer]);
      const big = png(12 * 1024, 7);
      server.push({ toolCalls: [{ id: "call_shot", name: "screenshot", arguments: {} }] }, { text: "Done." });
      await run({
        provider: await createProvider(server, "anthropic", false),
        tools: registry(screenshotTool([SHOT, { mediaType: "image/png", data: big }])),
        onEvent: (event) => bus.emit(event),
      });
      await bus.close();
      const lines = (await readFile(trajectory, "utf8"))
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      const finished = lines.find((line) => line.type === "tool_finished");
      expect(finished.images).toEqual([
        { mediaType: "image/png", bytes: PNG_BYTES },
        { mediaType: "image/png", bytes: 12 * 1024 },
      ]);
      const written = JSON.stringify(lines);
      expect(written).not.toContain(PNG_DATA.slice(0, 40));
      expect(written).not.toContain(big.slice(0, 40));
      expect(log.filter((line) => line.startsWith("← screenshot"))).toEqual([
        expect.stringMatching(/^← screenshot .* \(2 images: image\/png, 70 bytes; image\/png, 12 KB\)$/),
      ]);
      expect(log.join("\n")).not.toContain(PNG_DATA.slice(0, 40));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

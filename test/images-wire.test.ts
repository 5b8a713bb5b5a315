import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  countMessageTokens,
  countTextTokens,
  IMAGE_TOKENS,
  loadTokenizer,
  messageTokenBound,
} from "../src/agent/tokens.js";
import type { Message, UserMessage } from "../src/llm/messages.js";
import type { ModelRequest, Provider } from "../src/llm/provider.js";
import {
  type ModelServer,
  type RecordedRequest,
  startModelServer,
  type WireJson,
  wireImages,
  wireParts,
} from "./fakes/model-server.js";
import { image, JPEG_DATA, PNG_DATA } from "./image-fixtures.js";
import { COMBINATIONS, createProvider } from "./loop-fixtures.js";

const SHOT_URL = "https://github.com/user-attachments/assets/0a1b2c3d-login";
const TRACE_URL = "https://github.com/user-attachments/assets/4e5f6a7b-trace";
const BEFORE = `The login page breaks on Safari: ![screenshot](${SHOT_URL})`;
const BETWEEN = ` and the console shows ![trace](${TRACE_URL})`;
const AFTER = " after I press Enter.";

/** A bug report with two attached images, each right after the Markdown that referenced it. */
const report: UserMessage = {
  role: "user",
  content: BEFORE + BETWEEN + AFTER,
  images: [
    // Given out of order: the wire must follow the offsets.
    image(JPEG_DATA, BEFORE.length + BETWEEN.length, `[image 2: ${TRACE_URL}]`, "image/jpeg"),
    image(PNG_DATA, BEFORE.length, `[image 1: ${SHOT_URL}]`),
  ],
};

function request(messages: Message[]): ModelRequest {
  return { system: "You are a careful agent.", messages, tools: [], signal: new AbortController().signal };
}

/** The content of the request's first user message, as the wire carried it. */
function firstUserContent(recorded: RecordedRequest | undefined): WireJson {
  const messages: WireJson[] = recorded?.body?.messages ?? [];
  return messages.find((message) => message.role === "user")?.content;
}

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer([], { defaultTurn: { text: "I see the screenshot." } });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

describe.each(COMBINATIONS)("a user message with images, $format (stream: $stream)", ({ format, stream }) => {
  let provider: Provider;
  beforeAll(async () => {
    provider = await createProvider(server, format, stream);
  });

  it("sends each image between the text before and after its place, right after its label", async () => {
    const result = await provider.complete(request([report]));
    expect(result.ok).toBe(true);
    expect(wireParts(firstUserContent(server.requests[0]))).toEqual([
      { type: "text", text: BEFORE },
      { type: "text", text: `[image 1: ${SHOT_URL}]` },
      { type: "image", mediaType: "image/png", data: PNG_DATA },
      { type: "text", text: BETWEEN },
      { type: "text", text: `[image 2: ${TRACE_URL}]` },
      { type: "image", mediaType: "image/jpeg", data: JPEG_DATA },
      { type: "text", text: AFTER },
    ]);
  });

  it("leaves out blank text around the images and keeps offsets past either end inside the text", async () => {
    const blank: UserMessage = {
      role: "user",
      content: "  \n",
      images: [
        image(JPEG_DATA, 999, "[image 2: late]", "image/jpeg"),
        image(PNG_DATA, -5, "[image 1: early]"),
      ],
    };
    const result = await provider.complete(request([blank]));
    expect(result.ok).toBe(true);
    expect(wireParts(firstUserContent(server.requests[0]))).toEqual([
      { type: "text", text: "[image 1: early]" },
      { type: "image", mediaType: "image/png", data: PNG_DATA },
      { type: "text", text: "[image 2: late]" },
      { type: "image", mediaType: "image/jpeg", data: JPEG_DATA },
    ]);
  });

  it("sends a message without images exactly as a message that never had any", async () => {
    const plain: UserMessage = { role: "user", content: "Why does the date test flake?" };
    await provider.complete(request([plain]));
    await provider.complete(request([{ ...plain, images: [] }]));
    const [before, after] = server.requests;
    expect(after?.body).toEqual(before?.body);
    expect(wireImages(after as RecordedRequest)).toEqual([]);
    expect(firstUserContent(after)).toEqual(
      format === "openai"
        ? "Why does the date test flake?"
        : [{ type: "text", text: "Why does the date test flake?", cache_control: { type: "ephemeral" } }],
    );
  });

  it("keeps the images of the first message when later turns follow it", async () => {
    const history: Message[] = [
      report,
      {
        role: "assistant",
        content: [{ type: "tool_call", id: "call_1", name: "bash", arguments: {}, rawArguments: "{}" }],
        stopReason: "tool_use",
      },
      { role: "tool", toolCallId: "call_1", toolName: "bash", content: "ok", isError: false },
    ];
    const result = await provider.complete({
      ...request(history),
      tools: [{ name: "bash", description: "Run a command", parameters: { type: "object", properties: {} } }],
    });
    expect(result.ok).toBe(true);
    expect(wireImages(server.requests[0] as RecordedRequest)).toEqual([
      { mediaType: "image/png", data: PNG_DATA },
      { mediaType: "image/jpeg", data: JPEG_DATA },
    ]);
  });
});

describe("the token count of an image", () => {
  beforeAll(loadTokenizer);
  const text: UserMessage = { role: "user", content: BEFORE + BETWEEN + AFTER };

  it("is a fixed estimate plus its label, whatever the image's size", () => {
    const labels = countTextTokens(`[image 2: ${TRACE_URL}]`) + countTextTokens(`[image 1: ${SHOT_URL}]`);
    expect(countMessageTokens(report)).toBe(countMessageTokens(text) + 2 * IMAGE_TOKENS + labels);
    const huge = { ...report, images: report.images?.map((i) => ({ ...i, data: i.data.repeat(500) })) };
    expect(countMessageTokens(huge)).toBe(countMessageTokens(report));
  });

  it("stays within the bound that lets compaction skip the tokenizer", () => {
    expect(messageTokenBound(report)).toBeGreaterThanOrEqual(countMessageTokens(report));
    expect(messageTokenBound(report)).toBeGreaterThanOrEqual(2 * IMAGE_TOKENS);
  });
});

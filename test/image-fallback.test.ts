import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withImageFallback } from "../src/llm/image-fallback.js";
import type { Message, UserMessage } from "../src/llm/messages.js";
import type { ModelRequest, ModelResult, Provider } from "../src/llm/provider.js";
import { completeWithRetry } from "../src/llm/retry.js";
import {
  type FakeAnswer,
  type RecordedRequest,
  type WireJson,
  wireImages,
  wireText,
} from "./fakes/model-server.js";
import { modelServerForFile } from "./fixtures/providers.js";
import { image, PNG_DATA } from "./image-fixtures.js";
import { COMBINATIONS, createProvider, NO_WAIT } from "./loop-fixtures.js";

const SHOT_URL = "https://github.com/user-attachments/assets/0a1b2c3d-login";
const BEFORE = `The button is cut off: ![shot](${SHOT_URL})`;
const AFTER = " on a narrow window.";

const withImage: UserMessage = {
  role: "user",
  content: BEFORE + AFTER,
  images: [image(PNG_DATA, BEFORE.length, `[image 1: ${SHOT_URL}]`)],
};
const textOnly: UserMessage = { role: "user", content: "Fix the flaky date test." };

function request(messages: Message[]): ModelRequest {
  return { system: "You are a careful agent.", messages, tools: [], signal: new AbortController().signal };
}

function userText(recorded: RecordedRequest | undefined): string {
  const messages: WireJson[] = recorded?.body?.messages ?? [];
  return wireText(messages.find((message) => message.role === "user")?.content);
}

/** A text-only model: any request holding an image gets `refusal`, others an answer. */
function textOnlyModel(refusal: FakeAnswer): (request: RecordedRequest) => FakeAnswer {
  return (recorded) => (wireImages(recorded).length > 0 ? refusal : { text: "The button needs min-width." });
}

const server = await modelServerForFile();

describe.each(COMBINATIONS)(
  "a provider that falls back to text, $format (stream: $stream)",
  ({ format, stream }) => {
    let raw: Provider;
    let provider: Provider;
    let dropped: string[];
    beforeAll(async () => {
      raw = await createProvider(server, format, stream);
    });
    beforeEach(() => {
      dropped = [];
      provider = withImageFallback(raw, (why) => dropped.push(why));
    });

    it("sends the call again without images when the server refuses them, and says so once", async () => {
      server.setDefaultTurn(textOnlyModel({ status: 400, message: "image input is not supported" }));
      const result = await provider.complete(request([withImage]));
      expect(result.ok && result.message.content).toEqual([
        { type: "text", text: "The button needs min-width." },
      ]);
      expect(server.requests).toHaveLength(2);
      expect(wireImages(server.requests[0] as RecordedRequest)).toHaveLength(1);
      expect(wireImages(server.requests[1] as RecordedRequest)).toEqual([]);
      expect(userText(server.requests[1])).toBe(
        `${BEFORE}[image 1: ${SHOT_URL}] [image 1 was not sent: the model server does not accept images]${AFTER}`,
      );
      expect(dropped).toHaveLength(1);
      expect(dropped[0]).toContain("image input is not supported");

      const next = await provider.complete(request([withImage, { role: "user", content: "Go on." }]));
      expect(next.ok).toBe(true);
      expect(server.requests).toHaveLength(3);
      expect(wireImages(server.requests[2] as RecordedRequest)).toEqual([]);
      expect(dropped).toHaveLength(1);
    });

    it("does not send a call again when a request without images is refused", async () => {
      server.push({ status: 400, message: "tools.0.name: String should match pattern" });
      const result = await provider.complete(request([textOnly]));
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.status).toBe(400);
      expect(server.requests).toHaveLength(1);
      expect(dropped).toEqual([]);
    });

    it("returns the second error and keeps the images when the call fails without them too", async () => {
      server.push(
        { status: 400, message: "messages.0.content: bad request" },
        { status: 400, message: "max_tokens: must be at most 512" },
      );
      const result = await provider.complete(request([withImage]));
      expect(!result.ok && result.error.message).toContain("max_tokens: must be at most 512");
      expect(server.requests).toHaveLength(2);
      expect(dropped).toEqual([]);

      server.push({ text: "Fine now." });
      const next = await provider.complete(request([withImage]));
      expect(next.ok).toBe(true);
      expect(wireImages(server.requests[2] as RecordedRequest)).toHaveLength(1);
    });

    it("drops the images at once when a llama.cpp server answers 500 naming them, without backing off", async () => {
      server.setDefaultTurn(
        textOnlyModel({
          status: 500,
          message:
            "image input is not supported - hint: if this is unexpected, you may need to provide the mmproj",
          type: "server_error",
        }),
      );
      const retries: number[] = [];
      const result = await completeWithRetry(provider, request([withImage]), {
        ...NO_WAIT,
        onRetry: (notice) => retries.push(notice.attempt),
      });
      expect(result.ok).toBe(true);
      expect(retries).toEqual([]);
      expect(server.requests).toHaveLength(2);
      expect(dropped).toHaveLength(1);
    });

    it("leaves a 500 that does not name images to the retry loop, images still sent", async () => {
      server.push({ status: 500, message: "CUDA out of memory" }, { text: "Recovered." });
      const result: ModelResult = await completeWithRetry(provider, request([withImage]), NO_WAIT);
      expect(result.ok).toBe(true);
      expect(server.requests.map((r) => wireImages(r).length)).toEqual([1, 1]);
      expect(dropped).toEqual([]);
    });
  },
);

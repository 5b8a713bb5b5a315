import { beforeAll, describe, expect, it } from "vitest";
import { createAnthropicProvider } from "../src/llm/anthropic.js";
import { parseRetryAfter } from "../src/llm/errors.js";
import type { ModelError, ModelRequest, Provider } from "../src/llm/provider.js";
import { fakeProviderConfig } from "./fakes/model-server.js";
import { fixItRequest, modelServerForFile, newProvider, WIRES } from "./fixtures/providers.js";

/** Short, so hangs cost little; long enough for a loaded CI machine to answer a good request. */
const TIMEOUT_MS = 400;

async function failureOf(provider: Provider, req: ModelRequest = fixItRequest()): Promise<ModelError> {
  const result = await provider.complete(req);
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.message)}`);
  return result.error;
}

const server = await modelServerForFile();

describe.each(WIRES)("the %s provider (stream: %s) classifies failures", (format, stream) => {
  let provider: Provider;
  beforeAll(() => {
    provider = newProvider[format](
      fakeProviderConfig(server, format, { stream, requestTimeoutMs: TIMEOUT_MS }),
    );
  });

  it("treats 429 as retryable and honours retry-after seconds", async () => {
    server.push({ status: 429, message: "slow down", headers: { "retry-after": "7" } });
    const error = await failureOf(provider);
    expect(error).toMatchObject({ kind: "retryable", status: 429, retryAfterMs: 7_000 });
    expect(error.message).toContain("slow down");
  });

  it("prefers retry-after-ms when the server sends it", async () => {
    server.push({ status: 429, headers: { "retry-after-ms": "1500", "retry-after": "2" } });
    expect(await failureOf(provider)).toMatchObject({ kind: "retryable", retryAfterMs: 1_500 });
  });

  it.each([529, 500, 503, 408, 409])("treats %s as retryable", async (status) => {
    server.push({ status });
    expect(await failureOf(provider)).toMatchObject({ kind: "retryable", status });
  });

  it("treats a reset connection as retryable", async () => {
    server.push({ reset: true });
    expect((await failureOf(provider)).kind).toBe("retryable");
  });

  it("fails a 401 at once and says to check the api-key", async () => {
    server.push({ status: 401, message: "invalid x-api-key" });
    const error = await failureOf(provider);
    expect(error).toMatchObject({ kind: "fatal", status: 401 });
    expect(error.message).toMatch(/api-key/);
  });

  it("fails a 400 at once with the server's own explanation", async () => {
    server.push({ status: 400, message: "tools.0.name: String should match pattern" });
    const error = await failureOf(provider);
    expect(error).toMatchObject({ kind: "fatal", status: 400 });
    expect(error.message).toContain("tools.0.name: String should match pattern");
  });

  it("fails a 404 naming the model and the base URL to check", async () => {
    server.push({ status: 404, message: "model not found" });
    const error = await failureOf(provider);
    expect(error.kind).toBe("fatal");
    expect(error.message).toContain(format === "anthropic" ? "claude-test" : "gpt-test");
    expect(error.message).toContain(server.url);
  });

  it("fails a 403 saying the key lacks access", async () => {
    server.push({ status: 403, message: "forbidden" });
    const error = await failureOf(provider);
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(/lacks access/);
  });

  it("reports a prompt longer than the context window as context_overflow", async () => {
    server.push(
      format === "anthropic"
        ? { status: 400, message: "prompt is too long: 210000 tokens > 200000 maximum" }
        : {
            status: 400,
            message: "This model's maximum context length is 128000 tokens.",
            code: "context_length_exceeded",
          },
    );
    expect((await failureOf(provider)).kind).toBe("context_overflow");
  });

  it("treats a server that never answers as retryable once the request timeout passes", async () => {
    server.push({ hang: true });
    const started = Date.now();
    const error = await failureOf(provider);
    expect(error.kind).toBe("retryable");
    expect(error.message).toMatch(/request timeout/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    await server.requests[0]?.closed;
    expect(server.requests[0]?.clientAborted).toBe(true);
  });

  it("returns aborted when our signal fires, and the server sees the connection close at once", async () => {
    server.push(stream ? { text: "a long answer", stallAfterEvents: 2 } : { hang: true });
    const controller = new AbortController();
    const pending = provider.complete(fixItRequest(controller.signal));
    const [seen] = await server.waitForRequests(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const abortedAt = Date.now();
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { kind: "aborted" } });
    await seen?.closed;
    expect(seen?.clientAborted).toBe(true);
    expect((seen?.closedAt ?? Number.POSITIVE_INFINITY) - abortedAt).toBeLessThan(1_000);
  });

  it("returns aborted without a request when the signal has already fired", async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failureOf(provider, fixItRequest(controller.signal))).kind).toBe("aborted");
    expect(server.requests).toHaveLength(0);
  });

  it("treats a response cut off in the middle as retryable, not as a half message", async () => {
    server.push({ text: "This answer will not arrive whole.", cutStreamAfterEvents: 4 });
    const error = await failureOf(provider);
    expect(error.kind).toBe("retryable");
  });

  it("treats a malformed response as retryable", async () => {
    server.push({ text: "Broken.", malformedSse: true });
    expect((await failureOf(provider)).kind).toBe("retryable");
  });

  it("treats a response that stalls half way as retryable once the request timeout passes", async () => {
    server.push({ text: "This answer stops half way.", stallAfterEvents: 3 });
    const error = await failureOf(provider);
    expect(error.kind).toBe("retryable");
    expect(error.message).toMatch(/request timeout/);
  });

  it.runIf(stream)("treats an error event in the middle of a stream as retryable", async () => {
    server.push({ text: "Partial.", streamError: { afterEvents: 3, message: "Overloaded" } });
    const error = await failureOf(provider);
    expect(error.kind).toBe("retryable");
    expect(error.message).toContain("Overloaded");
  });
});

describe("Anthropic-specific failures", () => {
  it("reports 413 request_too_large as context_overflow", async () => {
    const provider = createAnthropicProvider(fakeProviderConfig(server, "anthropic"));
    server.push({ status: 413, message: "Request exceeds the maximum allowed number of bytes." });
    expect((await failureOf(provider)).kind).toBe("context_overflow");
  });

  it("reports 'input length and max_tokens exceed context limit' as context_overflow", async () => {
    const provider = createAnthropicProvider(fakeProviderConfig(server, "anthropic"));
    server.push({
      status: 400,
      message: "input length and `max_tokens` exceed context limit: 198000 + 8192 > 200000",
    });
    expect((await failureOf(provider)).kind).toBe("context_overflow");
  });
});

describe("retry-after parsing", () => {
  it("reads seconds, milliseconds and HTTP dates, and ignores nonsense", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter(new Headers({ "retry-after": "3" }), now)).toBe(3_000);
    expect(parseRetryAfter(new Headers({ "retry-after-ms": "250" }), now)).toBe(250);
    expect(parseRetryAfter(new Headers({ "retry-after": "Wed, 01 Jan 2025 00:00:10 GMT" }), now)).toBe(
      10_000,
    );
    expect(parseRetryAfter(new Headers({ "retry-after": "soon" }), now)).toBeUndefined();
    expect(parseRetryAfter(new Headers(), now)).toBeUndefined();
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import type { Provider } from "../src/llm/provider.js";
import { completeWithRetry, type RetryNotice } from "../src/llm/retry.js";
import { fakeProviderConfig } from "./fakes/model-server.js";
import { fixItRequest, modelServerForFile, newProvider } from "./fixtures/providers.js";

/** Records the waits instead of waiting, so a test of six attempts takes milliseconds. */
function noWait() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const server = await modelServerForFile();

describe.each(["anthropic", "openai"] as const)("completeWithRetry over the %s provider", (format) => {
  let provider: Provider;
  beforeAll(() => {
    provider = newProvider[format](fakeProviderConfig(server, format, { stream: true }));
  });

  it("recovers from 429, 529, 500 and a reset connection, waiting as the server asked", async () => {
    server.push(
      { status: 429, headers: { "retry-after": "3" } },
      { status: 529 },
      { status: 500 },
      { reset: true },
      { text: "Fixed." },
    );
    const { waits, sleep } = noWait();
    const notices: RetryNotice[] = [];
    const result = await completeWithRetry(provider, fixItRequest(), {
      sleep,
      onRetry: (n) => notices.push(n),
    });
    expect(result.ok).toBe(true);
    expect(result.attempts).toBe(5);
    expect(server.requests).toHaveLength(5);
    expect(waits).toHaveLength(4);
    expect(waits[0]).toBeGreaterThanOrEqual(3_000);
    expect(notices.map((n) => n.error.status)).toEqual([429, 529, 500, undefined]);
  });

  it.each([401, 400])("fails fast on %s with exactly one request", async (status) => {
    server.push({ status, message: "no" });
    const { waits, sleep } = noWait();
    const result = await completeWithRetry(provider, fixItRequest(), { sleep });
    expect(result).toMatchObject({ ok: false, attempts: 1, error: { kind: "fatal", status } });
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("returns a context overflow at once so the loop can compact", async () => {
    const message =
      format === "anthropic"
        ? "prompt is too long: 210000 tokens > 200000 maximum"
        : "maximum context length is 8192 tokens";
    server.push({ status: 400, message });
    const result = await completeWithRetry(provider, fixItRequest(), noWait());
    expect(result).toMatchObject({ ok: false, attempts: 1, error: { kind: "context_overflow" } });
  });

  it("gives up after the last attempt with an error naming the attempts", async () => {
    server.push({ status: 503 }, { status: 503 }, { status: 503 });
    const result = await completeWithRetry(provider, fixItRequest(), {
      ...noWait(),
      policy: { maxAttempts: 3 },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.attempts).toBe(3);
    expect(result.error.message).toMatch(/gave up after 3 attempts/);
    expect(server.requests).toHaveLength(3);
  });
});

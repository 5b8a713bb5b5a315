import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AgentEvent, RetryEvent } from "../src/agent/events.js";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";
import { assertValidHistory, COMBINATIONS, createProvider, NO_WAIT, run } from "./loop-fixtures.js";

let server: ModelServer;
beforeEach(async () => {
  server = await startModelServer();
});
afterEach(async () => {
  await server.close();
});

function retries(events: AgentEvent[]): RetryEvent[] {
  return events.filter((e): e is RetryEvent => e.type === "retry");
}

describe.each(COMBINATIONS)(
  "model errors in a run through $format (stream: $stream)",
  ({ format, stream }) => {
    it("are retried after 429 with retry-after, 529, 500 and a reset connection, and the run succeeds", async () => {
      server.push(
        { toolCalls: [{ name: "echo", arguments: { text: "one" } }] },
        { status: 429, headers: { "retry-after": "3" } },
        { status: 529 },
        { status: 500 },
        { reset: true },
        { text: "Recovered." },
      );
      const provider = await createProvider(server, format, stream);

      const { result, events } = await run({ provider });

      expect(result).toMatchObject({ conclusion: "success", response: "Recovered.", steps: 2 });
      expect(server.requests).toHaveLength(6);
      const notices = retries(events);
      expect(notices.map((e) => [e.step, e.attempt, e.error.status])).toEqual([
        [2, 1, 429],
        [2, 2, 529],
        [2, 3, 500],
        [2, 4, undefined],
      ]);
      expect(notices.every((e) => e.error.kind === "retryable")).toBe(true);
      // The wait honours what the server asked for.
      expect(notices[0]?.delayMs).toBeGreaterThanOrEqual(3_000);
      expect(notices[3]?.error.message).toMatch(/connection/);
      expect(events.filter((e) => e.type === "model_response").map((e) => e.attempts)).toEqual([1, 5]);
      // Each attempt sent the same conversation: a failed attempt leaves no trace in the history.
      const bodies = server.requests.slice(1).map((r) => JSON.stringify(r.body.messages));
      expect(new Set(bodies).size).toBe(1);
      assertValidHistory(result.messages);
    });

    it.each([
      { status: 401, fix: /api-key/ },
      { status: 400, fix: /retrying will not help/ },
    ])("fail at once on $status with one request and a clear message", async ({ status, fix }) => {
      server.push({ status, message: "the server says no" });
      const provider = await createProvider(server, format, stream);

      const { result, events } = await run({ provider });

      expect(result.conclusion).toBe("error");
      expect(result.steps).toBe(0);
      expect(server.requests).toHaveLength(1);
      expect(retries(events)).toEqual([]);
      expect(result.response).toContain(`The model request failed: ${format} API answered ${status}`);
      expect(result.response).toContain("the server says no");
      expect(result.response).toMatch(fix);
      expect(result.error).toBeDefined();
      assertValidHistory(result.messages);
    });

    it("end in error naming the attempts and the last error when retries run out", async () => {
      server.push(
        { toolCalls: [{ name: "echo", arguments: { text: "one" } }] },
        { status: 503, message: "down for a while" },
        { status: 502, message: "bad gateway" },
        { status: 503, message: "still down" },
      );
      const provider = await createProvider(server, format, stream);

      const { result, events } = await run({ provider, retry: { ...NO_WAIT, policy: { maxAttempts: 3 } } });

      expect(result.conclusion).toBe("error");
      expect(result.steps).toBe(1);
      expect(server.requests).toHaveLength(4);
      expect(retries(events)).toHaveLength(2);
      expect(result.response).toMatch(/503/);
      expect(result.response).toMatch(/still down/);
      expect(result.response).toMatch(/gave up after 3 attempts/);
      expect(events.at(-1)).toMatchObject({ type: "run_finished", conclusion: "error" });
      // The finished step's result is kept.
      expect(result.messages.at(-1)).toMatchObject({ role: "tool", content: "echo: one" });
      assertValidHistory(result.messages);
    });
  },
);

it("stops waiting for a retry at once when the run is cancelled", async () => {
  server.push({ status: 429, headers: { "retry-after": "30" } });
  const provider = await createProvider(server, "openai", true);
  const controller = new AbortController();

  const started = Date.now();
  const { result } = await run({
    provider,
    signal: controller.signal,
    // The real backoff sleep, which a cancel must cut short.
    retry: {},
    onEvent: (event) => {
      if (event.type === "retry") setTimeout(() => controller.abort("cancelled"), 20);
    },
  });

  expect(Date.now() - started).toBeLessThan(1_000);
  expect(result.conclusion).toBe("cancelled");
  expect(server.requests).toHaveLength(1);
});

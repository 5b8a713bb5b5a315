import { EventEmitter } from "node:events";
import { Type } from "@sinclair/typebox";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCancellation } from "../src/agent/cancellation.js";
import type { AgentEvent, CancelReason, ToolFinishedEvent } from "../src/agent/events.js";
import type { RunResult } from "../src/agent/loop.js";
import type { ToolResultMessage } from "../src/llm/messages.js";
import type { Tool } from "../src/tools/tool.js";
import { type FakeTurn, type ModelServer, startModelServer } from "./fakes/model-server.js";
import {
  assertValidHistory,
  COMBINATIONS,
  createProvider,
  echoTool,
  FORMATS,
  type RunSettings,
  registry,
  run,
  slowTool,
  wait,
} from "./loop-fixtures.js";

/** How soon after a cancel the fake must see the model connection closed. */
const CLOSE_WITHIN_MS = 1_000;

let server: ModelServer;
beforeEach(async () => {
  server = await startModelServer();
});
afterEach(async () => {
  await server.close();
});

function results(run: RunResult): ToolResultMessage[] {
  return run.messages.filter((m): m is ToolResultMessage => m.role === "tool");
}

function finished(events: AgentEvent[]): ToolFinishedEvent[] {
  return events.filter((e): e is ToolFinishedEvent => e.type === "tool_finished");
}

const WORDING: Record<CancelReason, RegExp> = {
  timeout: /time limit \(timeout-minutes\)/,
  cancelled: /was cancelled/,
};

/** Checks what every cancelled run must show: its conclusion, the reason in words, a valid history. */
function expectStopped(result: RunResult, reason: CancelReason, steps: number): void {
  expect(result.conclusion).toBe(reason);
  expect(result.steps).toBe(steps);
  expect(result.response).toMatch(WORDING[reason]);
  expect(result.response).toContain(`Stopped after ${steps} step(s)`);
  assertValidHistory(result.messages);
}

/** Runs the agent with `settings`, cancelled for `reason` the moment it emits an event of `type`. */
function runCancelledOn(
  type: AgentEvent["type"],
  reason: CancelReason,
  settings: Omit<RunSettings, "signal" | "onEvent">,
) {
  const controller = new AbortController();
  return run({
    ...settings,
    signal: controller.signal,
    onEvent: (event) => {
      if (event.type === type) controller.abort(reason);
    },
  });
}

const REASONS: readonly CancelReason[] = ["cancelled", "timeout"];

describe.each(FORMATS)("cancelling a run through %s", (format) => {
  describe.each(REASONS)("with reason %s", (reason) => {
    it("before it starts makes no model call", async () => {
      const controller = new AbortController();
      controller.abort(reason);
      const provider = await createProvider(server, format, true);

      const { result, events } = await run({ provider, signal: controller.signal });

      expectStopped(result, reason, 0);
      expect(server.requests).toHaveLength(0);
      expect(events.map((e) => e.type)).toEqual(["run_started", "run_finished"]);
    });

    it("after a step's last tool finishes starts no further step and keeps the result", async () => {
      server.push({ toolCalls: [{ name: "echo", arguments: { text: "one" } }] }, { text: "never sent" });
      const provider = await createProvider(server, format, true);

      const { result, events } = await runCancelledOn("tool_finished", reason, { provider });

      expectStopped(result, reason, 1);
      expect(server.requests).toHaveLength(1);
      expect(events.filter((e) => e.type === "step_started")).toHaveLength(1);
      expect(results(result).map((m) => m.content)).toEqual(["echo: one"]);
    });

    it("on entry to the step after a cut-off response makes no further model call", async () => {
      server.push({ text: "A long answer that was", stop: "max_tokens" }, { text: "never sent" });
      const provider = await createProvider(server, format, true);

      const { result } = await runCancelledOn("model_response", reason, { provider });

      expectStopped(result, reason, 1);
      expect(server.requests).toHaveLength(1);
    });

    it("when the model answers runs none of its tool calls and answers each as not run", async () => {
      const ran: string[] = [];
      const spy: Tool = {
        ...echoTool,
        execute: async ({ text }) => {
          ran.push(text);
          return { content: text };
        },
      };
      server.push({
        toolCalls: [
          { name: "echo", arguments: { text: "a" } },
          { name: "echo", arguments: { text: "b" } },
        ],
      });
      const provider = await createProvider(server, format, true);

      const { result, events } = await runCancelledOn("model_response", reason, {
        provider,
        tools: registry(spy),
      });

      expectStopped(result, reason, 1);
      expect(ran).toEqual([]);
      expect(results(result)).toHaveLength(2);
      for (const message of results(result)) {
        expect(message).toMatchObject({ isError: true, content: expect.stringMatching(/^Not run: /) });
        expect(message.content).toMatch(WORDING[reason]);
      }
      expect(events.some((e) => e.type === "tool_started")).toBe(false);
      // The log and the trajectory still show each call, answered as cancelled.
      expect(finished(events).map((e) => [e.call.arguments.text, e.cancelled])).toEqual([
        ["a", true],
        ["b", true],
      ]);
    });

    it("as the last tool finishes keeps every finished result and stops", async () => {
      const controller = new AbortController();
      const lastWord: Tool = {
        name: "last_word",
        description: "Finishes its work just as the run is cancelled.",
        parameters: Type.Object({}),
        readOnly: false,
        execute: async () => {
          controller.abort(reason);
          return { content: "finished anyway" };
        },
      };
      server.push(
        {
          toolCalls: [
            { name: "echo", arguments: { text: "first" } },
            { name: "last_word", arguments: {} },
          ],
        },
        { text: "never sent" },
      );
      const provider = await createProvider(server, format, true);

      const { result } = await run({
        provider,
        tools: registry(echoTool, lastWord),
        signal: controller.signal,
      });

      expectStopped(result, reason, 1);
      expect(server.requests).toHaveLength(1);
      expect(results(result).map((m) => m.content)).toEqual(["echo: first", "finished anyway"]);
    });

    it("during a tool interrupts it, keeps the finished results and answers the rest as not run", async () => {
      server.push({
        toolCalls: [
          { name: "echo", arguments: { text: "before" } },
          { name: "slow", arguments: { ms: 30_000 } },
          { name: "echo", arguments: { text: "after" } },
        ],
      });
      const controller = new AbortController();
      const provider = await createProvider(server, format, true);

      const started = Date.now();
      const { result, events } = await run({
        provider,
        tools: registry(echoTool, slowTool),
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === "tool_started" && event.call.name === "slow") {
            setTimeout(() => controller.abort(reason), 50);
          }
        },
      });

      expect(Date.now() - started).toBeLessThan(CLOSE_WITHIN_MS);
      expectStopped(result, reason, 1);
      const [before, slow, after] = results(result);
      expect(before).toMatchObject({ content: "echo: before", isError: false });
      expect(slow).toMatchObject({ content: "interrupted after a cancel", isError: true });
      expect(after).toMatchObject({ isError: true, content: expect.stringMatching(/^Not run: /) });
      expect(finished(events).map((e) => [e.call.name, e.cancelled])).toEqual([
        ["echo", false],
        ["slow", true],
        ["echo", true],
      ]);
    });
  });
});

/** A model request that never completes: no answer at all, or a response that stops halfway. */
const STUCK: readonly { what: string; turn: FakeTurn }[] = [
  { what: "no answer", turn: { hang: true } },
  { what: "a response that stalls halfway", turn: { text: "I will never finish this", stallAfterEvents: 3 } },
];

const STUCK_CASES = STUCK.flatMap((stuck) => REASONS.map((reason) => ({ ...stuck, reason })));

describe.each(COMBINATIONS)(
  "cancelling a model request through $format (stream: $stream)",
  ({ format, stream }) => {
    it.each(STUCK_CASES)(
      "that gets $what closes the connection at once and concludes $reason",
      async ({ turn, reason }) => {
        server.push({ toolCalls: [{ name: "echo", arguments: { text: "kept" } }] }, turn);
        const controller = new AbortController();
        const provider = await createProvider(server, format, stream);

        const running = run({ provider, signal: controller.signal });
        const [, stuck] = await server.waitForRequests(2);
        if (!stuck) throw new Error("the second request never arrived");
        // Long enough for a stalling response to have sent its first part.
        await wait(50);
        const abortedAt = Date.now();
        controller.abort(reason);
        const { result } = await running;
        await Promise.race([stuck.closed, wait(CLOSE_WITHIN_MS)]);

        expect(stuck.clientAborted).toBe(true);
        expect(stuck.closedAt).toBeDefined();
        expect((stuck.closedAt ?? Number.POSITIVE_INFINITY) - abortedAt).toBeLessThan(CLOSE_WITHIN_MS);
        expectStopped(result, reason, 1);
        expect(results(result).map((m) => m.content)).toEqual(["echo: kept"]);
        expect(result.messages.at(-1)?.role).toBe("tool");
      },
    );
  },
);

it("ends a run whose timeout-minutes pass during a slow tool with conclusion timeout", async () => {
  server.push({ toolCalls: [{ name: "slow", arguments: { ms: 30_000 } }] });
  const provider = await createProvider(server, "anthropic", false);
  // 0.002 minutes: 120 ms, so the limit falls while the tool waits.
  const cancellation = createCancellation(0.002, new EventEmitter() as NodeJS.Process);
  try {
    const started = Date.now();
    const { result } = await run({ provider, tools: registry(slowTool), signal: cancellation.signal });

    expect(Date.now() - started).toBeLessThan(CLOSE_WITHIN_MS);
    expectStopped(result, "timeout", 1);
    expect(results(result)[0]).toMatchObject({ content: "interrupted after a cancel", isError: true });
  } finally {
    cancellation.dispose();
  }
});

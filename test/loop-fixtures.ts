/**
 * Shared pieces of the agent-loop tests: small tools with TypeBox schemas, a provider pointed at
 * the fake model server, a run helper that records events, and `assertValidHistory`, the check
 * that a history is one every provider accepts.
 */
import { Type } from "@sinclair/typebox";
import { expect } from "vitest";
import type { AgentEvent } from "../src/agent/events.js";
import { type RunOptions, type RunResult, runAgent } from "../src/agent/loop.js";
import { type Message, toolCallsOf } from "../src/llm/messages.js";
import type { Provider } from "../src/llm/provider.js";
import { findProvider } from "../src/llm/registry.js";
import type { RetryOptions } from "../src/llm/retry.js";
import { type AnyTool, type Tool, ToolRegistry } from "../src/tools/tool.js";
import { fakeProviderConfig, type ModelServer, type WireFormat } from "./fakes/model-server.js";

/** The tool results a request carried; shared with the fake model server's scenarios. */
export { wireToolResults } from "./fakes/model-server.js";

export const FORMATS: readonly WireFormat[] = ["anthropic", "openai"];

/** Every provider, streaming and not. */
export const COMBINATIONS: readonly { format: WireFormat; stream: boolean }[] = FORMATS.flatMap((format) =>
  [false, true].map((stream) => ({ format, stream })),
);

/** Retries without waiting, so a test of several attempts takes milliseconds. */
export const NO_WAIT: Omit<RetryOptions, "onRetry"> = { sleep: async () => {} };

export async function createProvider(
  server: ModelServer,
  format: WireFormat,
  stream: boolean,
): Promise<Provider> {
  const definition = findProvider(format);
  if (!definition) throw new Error(`the ${format} provider is not registered`);
  return definition.create(fakeProviderConfig(server, format, { stream }));
}

/** Answers with its text; read-only, so calls of one step may run together. */
export const echoTool: Tool = {
  name: "echo",
  description: "Repeats the text it is given.",
  parameters: Type.Object({ text: Type.String() }),
  readOnly: true,
  execute: async ({ text }) => ({ content: `echo: ${text}` }),
};

/** Always fails by throwing, as a buggy tool would. */
export const throwsTool: Tool = {
  name: "explode",
  description: "Throws an error.",
  parameters: Type.Object({}),
  readOnly: false,
  execute: async () => {
    throw new Error("the fuse was lit");
  },
};

/** Resolves after `ms`, or at once when `signal` aborts; reports which happened. */
export function wait(ms: number, signal?: AbortSignal): Promise<"elapsed" | "aborted"> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve("aborted");
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve("elapsed");
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve("aborted");
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Waits `ms` milliseconds (or until cancelled), honouring the signal as a real command does. */
export const slowTool: Tool = {
  name: "slow",
  description: "Waits for the given number of milliseconds.",
  parameters: Type.Object({ ms: Type.Integer({ minimum: 0 }) }),
  readOnly: false,
  execute: async ({ ms }, { signal }) => {
    const outcome = await wait(ms, signal);
    return outcome === "elapsed"
      ? { content: `waited ${ms} ms` }
      : { content: `interrupted after a cancel`, isError: true };
  },
};

export interface RecordedRun {
  result: RunResult;
  events: AgentEvent[];
}

export type RunSettings = Partial<Omit<RunOptions, "provider" | "emit">> & {
  provider: Provider;
  /** Extra observer, called after the event is recorded. */
  onEvent?: (event: AgentEvent) => void;
};

/** Runs the loop with test defaults (no retry waits, a fresh signal) and records its events. */
export async function run(settings: RunSettings): Promise<RecordedRun> {
  const events: AgentEvent[] = [];
  const { onEvent, ...options } = settings;
  const result = await runAgent({
    tools: new ToolRegistry([echoTool]),
    system: "You are a test agent.",
    task: "Do the thing.",
    maxSteps: 10,
    signal: new AbortController().signal,
    retry: NO_WAIT,
    ...options,
    emit: (event) => {
      events.push(event);
      onEvent?.(event);
    },
  });
  return { result, events };
}

export function registry(...tools: AnyTool[]): ToolRegistry {
  return new ToolRegistry(tools);
}

/**
 * Fails unless the history is valid for every provider: a system prompt and the task first; every
 * tool call of every assistant message answered by exactly one tool result, right after it and
 * before the next assistant message; no result without its call.
 */
export function assertValidHistory(messages: Message[]): void {
  expect(messages[0]?.role, "the history starts with the system prompt").toBe("system");
  expect(messages[1]?.role, "the task follows the system prompt").toBe("user");
  let open = new Map<string, number>();
  for (const [index, message] of messages.entries()) {
    if (message.role === "tool") {
      const count = open.get(message.toolCallId);
      expect(count, `tool result at ${index} (${message.toolCallId}) answers no open call`).toBe(0);
      open.set(message.toolCallId, 1);
      continue;
    }
    const unanswered = [...open].filter(([, count]) => count === 0).map(([id]) => id);
    expect(unanswered, `tool calls without a result before message ${index}`).toEqual([]);
    open = new Map();
    if (message.role === "assistant") {
      for (const call of toolCallsOf(message)) {
        expect(open.has(call.id), `tool call id ${call.id} repeats within one message`).toBe(false);
        open.set(call.id, 0);
      }
    }
  }
  const unanswered = [...open].filter(([, count]) => count === 0).map(([id]) => id);
  expect(unanswered, "tool calls without a result at the end of the history").toEqual([]);
}

/**
 * Pieces the benchmarks share: deterministic filler text, trivial tools, the history of a run of
 * the chunk tool, a provider pointed at the fake model server, and a clock of the time the fake
 * itself spends on each request.
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { Type } from "@sinclair/typebox";
import type { Message } from "../src/llm/messages.js";
import type { Provider } from "../src/llm/provider.js";
import { findProvider } from "../src/llm/registry.js";
import type { Tool } from "../src/tools/tool.js";
import type { WireFormat } from "../test/fakes/model-server.js";

const WORDS = (
  "const value result error file path test function return import export await async module config " +
  "string number branch commit check build line output request answer flaky date clock fixed found"
).split(" ");

/**
 * Deterministic filler that looks a little like numbered code and prose, distinct per seed.
 * 280 words come to about 480 cl100k tokens.
 */
export function filler(words: number, seed: number): string {
  let state = (seed * 2_654_435_761 + 7) >>> 0;
  const lines: string[] = [];
  let line: string[] = [];
  for (let i = 0; i < words; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    line.push(WORDS[(state >>> 8) % WORDS.length] as string);
    if (line.length === 10) {
      lines.push(`${String(lines.length + 1).padStart(6)}|  ${line.join(" ")};`);
      line = [];
    }
  }
  if (line.length > 0) lines.push(line.join(" "));
  return lines.join("\n");
}

/** Words of filler in one ~500-token tool result. */
export const RESULT_WORDS = 280;

/**
 * A read-only tool that returns the n-th of a set of precomputed ~500-token texts: the tool's own
 * work is nil, so a step's time is the loop's.
 */
export function chunkTool(count: number): Tool {
  const texts = Array.from({ length: count }, (_, i) => filler(RESULT_WORDS, i + 1));
  return {
    name: "read_chunk",
    description: "Returns the n-th chunk of the document under study.",
    parameters: Type.Object({ n: Type.Integer({ minimum: 0 }) }),
    readOnly: true,
    execute: async ({ n }) => ({ content: texts[n % count] as string }),
  };
}

/**
 * The history a run of the chunk tool has when it makes the request of step `step`: the task,
 * then `step - 1` steps of a short text with one `read_chunk` call and its ~500-token result.
 */
export function chunkHistory(task: string, step: number): Message[] {
  const messages: Message[] = [{ role: "user", content: task }];
  for (let n = 0; n < step - 1; n++) {
    const id = `toolu_${n}`;
    const args = { n };
    messages.push(
      {
        role: "assistant",
        content: [
          { type: "text", text: `Step ${n + 1}: reading the next chunk.` },
          { type: "tool_call", id, name: "read_chunk", arguments: args, rawArguments: JSON.stringify(args) },
        ],
        stopReason: "tool_use",
      },
      {
        role: "tool",
        toolCallId: id,
        toolName: "read_chunk",
        content: filler(RESULT_WORDS, n + 1),
        isError: false,
      },
    );
  }
  return messages;
}

/** Waits `ms`; `readOnly` decides whether the loop may run several calls of it at once. */
export function sleepTool(name: string, ms: number, readOnly: boolean): Tool {
  return {
    name,
    description: `Waits ${ms} ms and says so.`,
    parameters: Type.Object({ id: Type.Integer() }),
    readOnly,
    execute: ({ id }) =>
      new Promise((resolve) => setTimeout(() => resolve({ content: `call ${id} waited ${ms} ms` }), ms)),
  };
}

/**
 * The real provider adapter, through the registry as a session creates it, aimed at a fake model
 * server at `url` (`http://127.0.0.1:<port>`).
 */
export async function benchProvider(url: string, format: WireFormat, stream: boolean): Promise<Provider> {
  const definition = findProvider(format);
  if (!definition) throw new Error(`the ${format} provider is not registered`);
  return definition.create({
    apiKey: "bench-key",
    // The Anthropic SDK appends /v1/messages; the OpenAI SDK appends /chat/completions.
    baseUrl: format === "anthropic" ? url : `${url}/v1`,
    model: format === "anthropic" ? "claude-bench" : "gpt-bench",
    maxTokens: 1024,
    stream,
    requestTimeoutMs: 60_000,
  });
}

/** One request as the fake served it: from the last byte of its body to the end of its answer. */
export interface FakeInterval {
  start: number;
  end: number;
  /** The body's size from its `content-length` header; undefined for a chunked body. */
  bytes: number | undefined;
}

/**
 * Records, through Node's HTTP diagnostics channels, the time every in-process HTTP server spends
 * between receiving a request's whole body and finishing its response (`performance.now()`
 * clock). While the fake works on a request, the client is only waiting for it, so this is the
 * part of a step's wall time that belongs to the fake and not to us.
 */
export function recordFakeTime(): { intervals: FakeInterval[]; stop(): void } {
  const intervals: FakeInterval[] = [];
  const bodyEnds = new WeakMap<IncomingMessage, number>();
  const onStart = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    request.once("end", () => bodyEnds.set(request, performance.now()));
  };
  const onFinish = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    const start = bodyEnds.get(request);
    const length = request.headers["content-length"];
    const bytes = length === undefined ? undefined : Number(length);
    if (start !== undefined) intervals.push({ start, end: performance.now(), bytes });
  };
  subscribe("http.server.request.start", onStart);
  subscribe("http.server.response.finish", onFinish);
  return {
    intervals,
    stop() {
      unsubscribe("http.server.request.start", onStart);
      unsubscribe("http.server.response.finish", onFinish);
    },
  };
}

import { beforeAll, describe, expect, it } from "vitest";
import { createAnthropicProvider } from "../src/llm/anthropic.js";
import type { AssistantMessage, Message } from "../src/llm/messages.js";
import { createOpenAIProvider } from "../src/llm/openai.js";
import type { ModelRequest, ModelResult, Provider, ToolSpec } from "../src/llm/provider.js";
import { fakeProviderConfig } from "./fakes/model-server.js";
import { modelServerForFile } from "./fixtures/providers.js";

const tools: ToolSpec[] = [
  {
    name: "read_file",
    description: "Read a file",
    parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
  },
  {
    name: "bash",
    description: "Run a command",
    parameters: { type: "object", properties: { command: { type: "string" } }, required: ["command"] },
  },
];

function request(messages: Message[]): ModelRequest {
  return { system: "You are a careful agent.", messages, tools, signal: new AbortController().signal };
}

const task: Message = { role: "user", content: "Why does the date test flake?" };

/** A turn's usage with cache reads and writes, and what it comes to: both count as input. */
const CACHED_USAGE = { input: 100, output: 20, cacheRead: 50, cacheWrite: 25 };
const CACHED_USAGE_TOKENS = { inputTokens: 175, outputTokens: 20, cacheReadTokens: 50, cacheWriteTokens: 25 };

function assistantOf(result: ModelResult): AssistantMessage {
  if (!result.ok) throw new Error(`expected a reply, got ${result.error.kind}: ${result.error.message}`);
  return result.message;
}

/** The result of the tool call `toolCallId`, as the loop hands it back. */
function toolResult(toolCallId: string, toolName: string, content: string, isError = false): Message {
  return { role: "tool", toolCallId, toolName, content, isError };
}

/** The reply to `task`, then the reply once `results` answered its tool calls. */
async function replyAfter(provider: Provider, results: Message[]) {
  const first = assistantOf(await provider.complete(request([task])));
  return assistantOf(await provider.complete(request([task, first, ...results])));
}

const server = await modelServerForFile();

describe.each([false, true])("the Anthropic provider (stream: %s)", (stream) => {
  let provider: Provider;
  beforeAll(() => {
    provider = createAnthropicProvider(fakeProviderConfig(server, "anthropic", { stream }));
  });

  it("turns thinking, redacted thinking, text and tool calls into one assistant message", async () => {
    server.push({
      content: [
        { type: "thinking", thinking: "The test reads the clock.", signature: "sig-abc" },
        { type: "redacted_thinking", data: "opaque-blob" },
        { type: "text", text: "Let me look at the test and run it." },
      ],
      toolCalls: [
        { id: "toolu_1", name: "read_file", arguments: { path: "test/date.test.ts" } },
        { id: "toolu_2", name: "bash", arguments: { command: "npm test" } },
      ],
    });
    const message = assistantOf(await provider.complete(request([task])));
    expect(message.content).toEqual([
      { type: "thinking", thinking: "The test reads the clock.", signature: "sig-abc" },
      { type: "thinking", thinking: "", redactedData: "opaque-blob" },
      { type: "text", text: "Let me look at the test and run it." },
      {
        type: "tool_call",
        id: "toolu_1",
        name: "read_file",
        arguments: { path: "test/date.test.ts" },
        rawArguments: '{"path":"test/date.test.ts"}',
      },
      {
        type: "tool_call",
        id: "toolu_2",
        name: "bash",
        arguments: { command: "npm test" },
        rawArguments: '{"command":"npm test"}',
      },
    ]);
    expect(message.stopReason).toBe("tool_use");
    expect(message.model).toBe("claude-test");
    expect(server.requests[0]?.path).toBe("/v1/messages");
    expect(server.requests[0]?.body.stream ?? false).toBe(stream);
  });

  it("sends thinking back unchanged and all tool results of a step in one user turn", async () => {
    server.push(
      {
        content: [
          { type: "thinking", thinking: "Two things to check.", signature: "sig-1" },
          { type: "redacted_thinking", data: "r-1" },
        ],
        toolCalls: [
          { id: "toolu_a", name: "read_file", arguments: { path: "a.ts" } },
          { id: "toolu_b", name: "bash", arguments: { command: "false" } },
        ],
      },
      { text: "The clock is not mocked." },
    );
    const second = await replyAfter(provider, [
      toolResult("toolu_a", "read_file", "export const a = 1;"),
      toolResult("toolu_b", "bash", "exit code 1", true),
    ]);
    expect(second.content).toEqual([{ type: "text", text: "The clock is not mocked." }]);
    expect(second.stopReason).toBe("stop");

    const body = server.requests[1]?.body;
    expect(body.system).toEqual([
      { type: "text", text: "You are a careful agent.", cache_control: { type: "ephemeral" } },
    ]);
    expect(body.messages).toHaveLength(3);
    expect(body.messages[1]).toEqual({
      role: "assistant",
      content: [
        { type: "thinking", thinking: "Two things to check.", signature: "sig-1" },
        { type: "redacted_thinking", data: "r-1" },
        { type: "tool_use", id: "toolu_a", name: "read_file", input: { path: "a.ts" } },
        { type: "tool_use", id: "toolu_b", name: "bash", input: { command: "false" } },
      ],
    });
    expect(body.messages[2]).toEqual({
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "toolu_a", content: "export const a = 1;" },
        {
          type: "tool_result",
          tool_use_id: "toolu_b",
          content: "exit code 1",
          is_error: true,
          cache_control: { type: "ephemeral" },
        },
      ],
    });
  });

  it("sends unsigned thinking from a compatible server back as it came", async () => {
    server.push(
      {
        content: [{ type: "thinking", thinking: "Plan: read it." }],
        toolCalls: [{ id: "toolu_t", name: "read_file", arguments: { path: "a" } }],
      },
      { text: "ok" },
    );
    const first = assistantOf(await provider.complete(request([task])));
    expect(first.content[0]).toEqual({ type: "thinking", thinking: "Plan: read it." });
    await provider.complete(request([task, first, toolResult("toolu_t", "read_file", "")]));
    const body = server.requests[1]?.body;
    expect(body.messages[1].content[0]).toEqual({
      type: "thinking",
      thinking: "Plan: read it.",
      signature: "",
    });
    expect(body.messages[2].content[0]).toMatchObject({ type: "tool_result", content: "(no output)" });
  });

  it("puts cache breakpoints on the last tool, the system prompt and the newest turn only", async () => {
    server.push({ text: "ok" });
    const history: Message[] = [
      task,
      { role: "assistant", content: [{ type: "text", text: "Looking." }], stopReason: "stop" },
      { role: "user", content: "Also check the time zone." },
    ];
    await provider.complete(request(history));
    const body = server.requests[0]?.body;
    expect(body.tools.map((tool: { cache_control?: unknown }) => tool.cache_control)).toEqual([
      undefined,
      { type: "ephemeral" },
    ]);
    expect(body.tools[0].input_schema).toEqual(tools[0]?.parameters);
    expect(body.system[0].cache_control).toEqual({ type: "ephemeral" });
    const marked = JSON.stringify(body.messages).split('"cache_control"').length - 1;
    expect(marked).toBe(1);
    expect(body.messages[2].content.at(-1)).toEqual({
      type: "text",
      text: "Also check the time zone.",
      cache_control: { type: "ephemeral" },
    });
  });

  it("counts cache reads and writes as input tokens", async () => {
    server.push({ text: "ok", usage: CACHED_USAGE });
    const message = assistantOf(await provider.complete(request([task])));
    expect(message.usage).toEqual(CACHED_USAGE_TOKENS);
  });

  it("reports a tool call cut off by max_tokens as stopReason length with its raw text", async () => {
    const raw = '{"path": "src/date.ts", "content": "export function today() {';
    server.push({
      toolCalls: [{ id: "toolu_cut", name: "write_file", rawArguments: raw }],
      stop: "max_tokens",
    });
    const message = assistantOf(await provider.complete(request([task])));
    expect(message.stopReason).toBe("length");
    if (stream) {
      expect(message.content).toEqual([
        expect.objectContaining({ type: "tool_call", rawArguments: raw, parseError: expect.any(String) }),
      ]);
    }
  });

  it("keeps a tool call with malformed JSON arguments and says why it cannot run", async () => {
    server.push({ toolCalls: [{ id: "toolu_bad", name: "read_file", rawArguments: '{"path": README.md}' }] });
    const message = assistantOf(await provider.complete(request([task])));
    const call = message.content[0];
    expect(call?.type).toBe("tool_call");
    if (call?.type !== "tool_call") return;
    expect(call.name).toBe("read_file");
    expect(call.arguments).toEqual({});
    if (stream) {
      expect(call.rawArguments).toBe('{"path": README.md}');
      expect(call.parseError).toMatch(/not valid JSON/);
    }
  });
});

describe.each([false, true])("the OpenAI provider (stream: %s)", (stream) => {
  let provider: Provider;
  beforeAll(() => {
    provider = createOpenAIProvider(fakeProviderConfig(server, "openai", { stream }));
  });

  it("turns reasoning_content, text and tool calls into one assistant message", async () => {
    server.push({
      content: [{ type: "thinking", thinking: "The clock is real." }],
      text: "Reading the test.",
      toolCalls: [
        { id: "call_1", name: "read_file", arguments: { path: "test/date.test.ts" } },
        { id: "call_2", name: "bash", arguments: { command: "npm test" } },
      ],
    });
    const message = assistantOf(await provider.complete(request([task])));
    expect(message.content).toEqual([
      { type: "thinking", thinking: "The clock is real." },
      { type: "text", text: "Reading the test." },
      {
        type: "tool_call",
        id: "call_1",
        name: "read_file",
        arguments: { path: "test/date.test.ts" },
        rawArguments: '{"path":"test/date.test.ts"}',
      },
      {
        type: "tool_call",
        id: "call_2",
        name: "bash",
        arguments: { command: "npm test" },
        rawArguments: '{"command":"npm test"}',
      },
    ]);
    expect(message.stopReason).toBe("tool_use");
    expect(message.model).toBe("gpt-test");
    const sent = server.requests[0];
    expect(sent?.path).toBe("/v1/chat/completions");
    expect(sent?.body.max_tokens).toBe(1024);
    if (stream) expect(sent?.body.stream_options).toEqual({ include_usage: true });
  });

  it("sends arguments as JSON strings, reasoning_content back, and tool results as tool messages", async () => {
    server.push(
      {
        content: [{ type: "thinking", thinking: "Check both." }],
        toolCalls: [
          { id: "call_a", name: "read_file", rawArguments: '{"path": "a.ts"}' },
          { id: "call_b", name: "bash", arguments: { command: "false" } },
        ],
      },
      { text: "Done." },
    );
    const second = await replyAfter(provider, [
      toolResult("call_a", "read_file", "export const a = 1;"),
      toolResult("call_b", "bash", "exit code 1", true),
    ]);
    expect(second.content).toEqual([{ type: "text", text: "Done." }]);
    expect(second.stopReason).toBe("stop");
    expect(server.requests[1]?.body.messages).toEqual([
      { role: "system", content: "You are a careful agent." },
      { role: "user", content: "Why does the date test flake?" },
      {
        role: "assistant",
        content: null,
        reasoning_content: "Check both.",
        tool_calls: [
          { id: "call_a", type: "function", function: { name: "read_file", arguments: '{"path": "a.ts"}' } },
          { id: "call_b", type: "function", function: { name: "bash", arguments: '{"command":"false"}' } },
        ],
      },
      { role: "tool", tool_call_id: "call_a", content: "export const a = 1;" },
      { role: "tool", tool_call_id: "call_b", content: "exit code 1" },
    ]);
    expect(server.requests[1]?.body.tools[0]).toEqual({
      type: "function",
      function: { name: "read_file", description: "Read a file", parameters: tools[0]?.parameters },
    });
  });

  it("keeps OpenRouter reasoning_details and sends them back as they came", async () => {
    const details = [
      { type: "reasoning.text", text: "First, the clock.", format: "unknown", index: 0 },
      { type: "reasoning.encrypted", data: "enc-123", format: "unknown", index: 1 },
    ];
    server.push({ text: "Answer.", reasoningDetails: details }, { text: "Again." });
    const first = assistantOf(await provider.complete(request([task])));
    expect(first.content[0]).toEqual({ type: "thinking", thinking: "", details });
    await provider.complete(request([task, first, { role: "user", content: "More?" }]));
    const assistant = server.requests[1]?.body.messages[2];
    expect(assistant).toEqual({ role: "assistant", content: "Answer.", reasoning_details: details });
  });

  it("reports prompt tokens as input and cached tokens as cache reads", async () => {
    server.push({ text: "ok", usage: CACHED_USAGE });
    const message = assistantOf(await provider.complete(request([task])));
    expect(message.usage).toEqual(CACHED_USAGE_TOKENS);
  });

  it("reports a tool call cut off by the length limit as stopReason length with its raw text", async () => {
    const raw = '{"path": "src/date.ts", "content": "export function today() {';
    server.push({
      toolCalls: [{ id: "call_cut", name: "write_file", rawArguments: raw }],
      stop: "max_tokens",
    });
    const message = assistantOf(await provider.complete(request([task])));
    expect(message.stopReason).toBe("length");
    expect(message.content).toEqual([
      expect.objectContaining({ type: "tool_call", rawArguments: raw, parseError: expect.any(String) }),
    ]);
  });

  it("keeps a tool call with malformed JSON arguments and says why it cannot run", async () => {
    server.push({ toolCalls: [{ id: "call_bad", name: "read_file", rawArguments: '{"path": README.md}' }] });
    const message = assistantOf(await provider.complete(request([task])));
    expect(message.content).toEqual([
      expect.objectContaining({
        type: "tool_call",
        name: "read_file",
        arguments: {},
        rawArguments: '{"path": README.md}',
        parseError: expect.stringMatching(/not valid JSON/),
      }),
    ]);
    expect(message.stopReason).toBe("tool_use");
  });
});

describe("the OpenAI provider's output limit", () => {
  it("uses max_completion_tokens for OpenAI's own API and max_tokens elsewhere", async () => {
    const { tokenLimitFieldFor } = await import("../src/llm/openai.js");
    expect(tokenLimitFieldFor("")).toBe("max_completion_tokens");
    expect(tokenLimitFieldFor("https://api.openai.com/v1")).toBe("max_completion_tokens");
    expect(tokenLimitFieldFor("https://mine.openai.azure.com/openai/v1")).toBe("max_completion_tokens");
    expect(tokenLimitFieldFor("https://api.deepseek.com")).toBe("max_tokens");
    expect(tokenLimitFieldFor("http://localhost:11434/v1")).toBe("max_tokens");
  });
});

describe("the fake model server", () => {
  it("answers a scripted function with what the request asked", async () => {
    const provider = createOpenAIProvider(fakeProviderConfig(server, "openai"));
    server.push((seen) => ({ text: `you said: ${seen.body.messages.at(-1).content}` }));
    const message = assistantOf(await provider.complete(request([task])));
    expect(message.content).toEqual([{ type: "text", text: "you said: Why does the date test flake?" }]);
  });

  it("uses the default turn when the script runs out, and says so plainly when there is none", async () => {
    const provider = createAnthropicProvider(fakeProviderConfig(server, "anthropic"));
    server.setDefaultTurn({ text: "default" });
    expect(assistantOf(await provider.complete(request([task]))).content).toEqual([
      { type: "text", text: "default" },
    ]);
    server.setDefaultTurn(undefined);
    const result = await provider.complete(request([task]));
    expect(result).toMatchObject({ ok: false, error: { kind: "fatal" } });
    if (!result.ok) expect(result.error.message).toContain("fake model server: script exhausted");
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import {
  countMessageTokens,
  countTextTokens,
  countTokens,
  loadTokenizer,
  MESSAGE_OVERHEAD_TOKENS,
  TokenTally,
} from "../src/agent/tokens.js";
import type { AssistantMessage, Message } from "../src/llm/messages.js";
import { prose } from "./compaction-fixtures.js";
import { tokenizerHeap } from "./tokenizer-heap.js";

describe("token counting", () => {
  beforeAll(loadTokenizer);

  // What the first load then keeps is the benchmark's figure (bench/tokenizer-memory.ts).
  it("is not built by importing its module", async () => {
    const report = await tokenizerHeap("import");

    expect(report.outcome).toBe("imported");
    expect(report.builtByScenario).toBe(false);
  });

  it("counts ordinary text as cl100k_base does", () => {
    expect(countTextTokens("")).toBe(0);
    expect(countTextTokens("hello world")).toBe(2);
    expect(countTextTokens("The quick brown fox jumps over the lazy dog.")).toBe(10);
  });

  it("counts text, thinking, tool calls and tool results of a message", () => {
    const call = {
      type: "tool_call" as const,
      id: "c1",
      name: "read_file",
      arguments: {},
      rawArguments: '{"path":"a.ts"}',
    };
    const bare: AssistantMessage = { role: "assistant", content: [], stopReason: "stop" };
    const withText: AssistantMessage = { ...bare, content: [{ type: "text", text: prose(50, 1) }] };
    const withThinking: AssistantMessage = {
      ...bare,
      content: [{ type: "thinking", thinking: prose(50, 2) }],
    };
    const withCall: AssistantMessage = { ...bare, content: [call] };
    const all: AssistantMessage = { ...bare, content: [...withText.content, ...withThinking.content, call] };
    const parts = [withText, withThinking, withCall].map(
      (m) => countMessageTokens(m) - MESSAGE_OVERHEAD_TOKENS,
    );
    for (const tokens of parts) expect(tokens).toBeGreaterThan(5);
    expect(countMessageTokens(all)).toBe(MESSAGE_OVERHEAD_TOKENS + parts.reduce((a, b) => a + b, 0));

    const result: Message = {
      role: "tool",
      toolCallId: "c1",
      toolName: "read_file",
      content: prose(300, 3),
      isError: false,
    };
    expect(countMessageTokens(result)).toBeGreaterThan(300);
  });

  it("treats special-token markers in tool output as plain text instead of failing", () => {
    expect(countTextTokens("before <|endoftext|> after")).toBeGreaterThan(3);
  });

  // Merged as one piece each, these would take seconds (merging is quadratic in a piece); how
  // long they take is the benchmark's figure (`token_count_pathological_ms`, bench/tokens.ts).
  it("counts pathological runs (a 20,000-character line of '=' or of Chinese)", () => {
    const texts = ["=".repeat(20_000), "中文字符".repeat(5_000), " ".repeat(20_000)];
    const counts = texts.map((text) => countTextTokens(text));
    const [equals, chinese, spaces] = counts;
    expect(equals).toBeGreaterThan(200);
    expect(chinese).toBeGreaterThan(10_000);
    expect(spaces).toBeGreaterThan(200);
    // Every token stands for at least one byte of the text's UTF-8.
    expect(counts.every((count, i) => count <= Buffer.byteLength(texts[i] ?? ""))).toBe(true);
  });

  it("keeps a running tally equal to a full recount across appends and replacements", () => {
    const tally = new TokenTally();
    let history: Message[] = [{ role: "system", content: "You are careful." }];
    const recount = () => countTokens(structuredClone(history));
    expect(tally.update(history)).toBe(recount());
    for (let i = 0; i < 40; i++) {
      history.push({ role: "user", content: prose(20 + i, i) });
      if (i % 3 === 0)
        history.push({
          role: "tool",
          toolCallId: `c${i}`,
          toolName: "bash",
          content: prose(60, i + 100),
          isError: i % 2 === 0,
        });
      expect(tally.update(history)).toBe(recount());
      if (i % 7 === 6) {
        // A replacement, as compaction does: a new array whose kept messages are the same objects.
        history = [
          history[0] as Message,
          { role: "user", content: "summary", summary: true },
          ...history.slice(-3),
        ];
        expect(tally.update(history)).toBe(recount());
      }
    }
    expect(tally.length).toBe(history.length);
  });
});

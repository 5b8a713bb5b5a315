import { describe, expect, it } from "vitest";
import { createCompactor } from "../src/agent/compaction.js";
import { tokenizerLoaded } from "../src/agent/tokens.js";
import type { Message } from "../src/llm/messages.js";
import { findProvider } from "../src/llm/registry.js";

describe("the tokenizer on a short run", () => {
  it("is not built while the history is under the limit even counted by bytes, and is once it may be over", async () => {
    // Never called: nothing here goes over the limit in real tokens.
    const definition = findProvider("anthropic");
    if (!definition) throw new Error("the anthropic provider is not registered");
    const provider = await definition.create({
      apiKey: "unused",
      baseUrl: "http://127.0.0.1:9",
      model: "m",
      maxTokens: 100,
      stream: false,
      requestTimeoutMs: 1000,
    });
    const compactor = createCompactor({ provider, tokenLimit: 3000 });
    const signal = new AbortController().signal;
    const history: Message[] = [
      { role: "system", content: "You are a test." },
      { role: "user", content: "Summarise the file." },
    ];
    expect(await compactor.maybeCompact(history, { force: false, signal })).toBeUndefined();
    expect(tokenizerLoaded()).toBe(false);

    // 6,000 bytes but about a thousand tokens: the byte bound no longer proves it fits.
    history.push({ role: "user", content: "hello ".repeat(1000) });
    expect(await compactor.maybeCompact(history, { force: false, signal })).toBeUndefined();
    expect(tokenizerLoaded()).toBe(true);
  });
});

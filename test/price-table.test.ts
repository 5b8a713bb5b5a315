import { describe, expect, it } from "vitest";
import { BUILT_IN_PRICES } from "../src/llm/price-table.js";
import { builtInPrices, costOf } from "../src/llm/prices.js";
import { findProvider, providerNames } from "../src/llm/registry.js";

const rows = Object.entries(BUILT_IN_PRICES).flatMap(([provider, table]) =>
  Object.entries(table).map(([model, prices]) => ({ provider, model, prices })),
);

describe("built-in price table", () => {
  it("prices every provider's default model, so max-cost works without model-prices", () => {
    for (const name of providerNames) {
      const provider = findProvider(name);
      expect(provider, name).toBeDefined();
      const model = provider?.defaultModel ?? "";
      expect(builtInPrices(name, model), `${name} ${model}`).toBeDefined();
    }
  });

  it("covers the common models of each provider", () => {
    for (const model of ["claude-sonnet-4-5", "claude-opus-4-1", "claude-haiku-4-5", "claude-opus-5-5"]) {
      expect(builtInPrices("anthropic", model), model).toBeDefined();
    }
    for (const model of [
      "gpt-5.4-mini",
      "gpt-5-mini",
      "gpt-4.1-mini",
      "gpt-4o",
      "o4-mini",
      "deepseek-flash",
    ]) {
      expect(builtInPrices("openai", model), model).toBeDefined();
    }
  });

  it("keys models by their lower-case API id, without snapshot dates but for a snapshot priced apart", () => {
    const pricedApart = ["gpt-4o-2024-05-13"];
    for (const { model } of rows) {
      expect(model).toBe(model.trim().toLowerCase());
      if (!pricedApart.includes(model)) expect(model).not.toMatch(/-(\d{8}|\d{4}-\d{2}-\d{2}|latest)$/);
    }
  });

  it("prices a snapshot with a price of its own by its own row", () => {
    expect(builtInPrices("openai", "gpt-4o-2024-05-13")).toMatchObject({ input: 5, output: 15 });
  });

  it("prices a dated snapshot as its model, whatever the case of the name", () => {
    expect(builtInPrices("anthropic", "claude-sonnet-4-5-20250929")).toEqual(
      builtInPrices("anthropic", "claude-sonnet-4-5"),
    );
    expect(builtInPrices("anthropic", "claude-haiku-4-5-20251001")).toEqual(
      builtInPrices("anthropic", "claude-haiku-4-5"),
    );
    expect(builtInPrices("openai", "gpt-4o-2024-08-06")).toEqual(builtInPrices("openai", "gpt-4o"));
    expect(builtInPrices("openai", " GPT-5.4 ")).toEqual(builtInPrices("openai", "gpt-5.4"));
  });

  it("knows no price for a model or provider it does not list", () => {
    expect(builtInPrices("anthropic", "claude-unknown-9")).toBeUndefined();
    expect(builtInPrices("openai", "my-local-llama")).toBeUndefined();
    expect(builtInPrices("anthropic", "gpt-5.4")).toBeUndefined();
    expect(builtInPrices("mistral", "claude-sonnet-5-5")).toBeUndefined();
    expect(builtInPrices("openai", "constructor")).toBeUndefined();
  });

  it("holds finite positive prices, cache reads never dearer than input", () => {
    for (const { provider, model, prices } of rows) {
      const label = `${provider} ${model}`;
      for (const value of [prices.input, prices.output, prices.cacheRead, prices.cacheWrite]) {
        expect(Number.isFinite(value) && value > 0, label).toBe(true);
      }
      expect(prices.cacheRead, label).toBeLessThanOrEqual(prices.input);
      expect(prices.output, label).toBeGreaterThanOrEqual(prices.input);
    }
  });

  it("bills Anthropic cache writes at or above input, OpenAI-compatible ones at input", () => {
    for (const { provider, model, prices } of rows) {
      if (provider === "anthropic") expect(prices.cacheWrite, model).toBeGreaterThanOrEqual(prices.input);
      if (provider === "openai") expect(prices.cacheWrite, model).toBe(prices.input);
    }
  });

  // Each row is a provider's own price page: dollars per million tokens in, out, cache hits and writes.
  it.each([
    // platform.claude.com: Sonnet 5.5 at $2 in, $10 out, $2.50 five-minute writes, $0.20 hits.
    {
      provider: "anthropic",
      model: "claude-sonnet-5-5",
      input: 2,
      output: 10,
      cacheRead: 0.2,
      cacheWrite: 2.5,
    },
    // Opus 4.1 at $15 / $75, $18.75 writes, $1.50 hits.
    {
      provider: "anthropic",
      model: "claude-opus-4-1",
      input: 15,
      output: 75,
      cacheRead: 1.5,
      cacheWrite: 18.75,
    },
    // developers.openai.com: GPT-5.4 at $2.50 in, $0.25 cached, $15 out.
    { provider: "openai", model: "gpt-5.4", input: 2.5, output: 15, cacheRead: 0.25, cacheWrite: 2.5 },
    // api-docs.deepseek.com, peak hours: Flash at $0.30 a miss, $0.006 a hit, $1.20 out.
    {
      provider: "openai",
      model: "deepseek-flash",
      input: 0.3,
      output: 1.2,
      cacheRead: 0.006,
      cacheWrite: 0.3,
    },
  ] as const)("matches the published figures for $provider $model", ({ provider, model, ...published }) => {
    expect(builtInPrices(provider, model)).toEqual(published);
  });

  it("prices a run the way the provider bills it", () => {
    const prices = builtInPrices("anthropic", "claude-sonnet-5-5");
    if (!prices) throw new Error("no price for claude-sonnet-5-5");
    // 1M input tokens of which 600K read from the cache and 100K written to it, 100K output.
    const usage = {
      inputTokens: 1_000_000,
      cacheReadTokens: 600_000,
      cacheWriteTokens: 100_000,
      outputTokens: 100_000,
    };
    // 300K plain input at $2, 600K reads at $0.20, 100K writes at $2.50, 100K output at $10.
    expect(costOf(usage, prices)).toBeCloseTo(0.6 + 0.12 + 0.25 + 1, 10);
  });

  it("cannot be changed by a caller", () => {
    const prices = builtInPrices("openai", "gpt-5.4");
    expect(Object.isFrozen(prices)).toBe(true);
    expect(Object.isFrozen(BUILT_IN_PRICES)).toBe(true);
    expect(Object.isFrozen(BUILT_IN_PRICES.anthropic)).toBe(true);
  });
});

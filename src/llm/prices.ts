import type { Usage } from "./messages.js";
import { BUILT_IN_PRICES, type ModelPrices } from "./price-table.js";

export type { ModelPrices };

/**
 * How a provider bills its prompt cache, relative to the input price, for prices given as
 * `<input>,<output>` only (the `model-prices` input). Anthropic bills reads at a tenth of the
 * input price and five-minute writes at 1.25 times; an OpenAI-compatible server's discount
 * differs by server and model, so its cached tokens are priced as plain input: the figure may
 * be high, never low.
 */
export interface CacheRates {
  read: number;
  write: number;
}

/** Full price for cached tokens: no discount assumed, no surcharge known. */
export const PLAIN_CACHE_RATES: CacheRates = { read: 1, write: 1 };

/**
 * The built-in price of `model` at `provider`, or undefined when the table lacks it. A dated
 * snapshot (`claude-sonnet-4-5-20250929`, `gpt-4o-2024-08-06`) or a `-latest` alias costs what
 * its model does.
 */
export function builtInPrices(provider: string, model: string): ModelPrices | undefined {
  const table = BUILT_IN_PRICES[provider];
  if (!table) return undefined;
  const name = model.trim().toLowerCase();
  const exact = Object.hasOwn(table, name) ? table[name] : undefined;
  if (exact) return exact;
  const base = name.replace(/-(\d{8}|\d{4}-\d{2}-\d{2}|latest)$/, "");
  return base !== name && Object.hasOwn(table, base) ? table[base] : undefined;
}

/** The prices `<input>,<output>` make, cached tokens priced at the provider's `rates`. */
export function pricesFrom(input: number, output: number, rates: CacheRates): ModelPrices {
  return { input, output, cacheRead: input * rates.read, cacheWrite: input * rates.write };
}

const PER_TOKEN = 1 / 1_000_000;

/**
 * What `usage` cost. `usage.inputTokens` counts every input token, cached ones included (the
 * message model's convention), so the uncached share is what the cache did not account for.
 */
export function costOf(usage: Usage, prices: ModelPrices): number {
  const cached = usage.cacheReadTokens + usage.cacheWriteTokens;
  const uncached = Math.max(0, usage.inputTokens - cached);
  return (
    (uncached * prices.input +
      usage.cacheReadTokens * prices.cacheRead +
      usage.cacheWriteTokens * prices.cacheWrite +
      usage.outputTokens * prices.output) *
    PER_TOKEN
  );
}

/**
 * The most one request may cost: every input token at the dearer of the input and cache-write
 * prices (a first request may write its whole prompt to the cache), and the whole output limit.
 */
export function worstCaseCost(inputTokens: number, maxOutputTokens: number, prices: ModelPrices): number {
  return (
    (inputTokens * Math.max(prices.input, prices.cacheWrite) + maxOutputTokens * prices.output) * PER_TOKEN
  );
}

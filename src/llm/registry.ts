import { PLAIN_CACHE_RATES } from "./prices.js";
import type { ProviderDefinition } from "./provider.js";

/**
 * Every model provider, by the name the `provider` input takes. Adding a provider means adding
 * one entry here and one adapter file; nothing else branches on the provider.
 */
const definitions: ProviderDefinition[] = [
  {
    name: "anthropic",
    defaultModel: "claude-sonnet-5-5",
    apiKeyEnv: "ANTHROPIC_API_KEY",
    baseUrlEnv: "ANTHROPIC_BASE_URL",
    // https://platform.claude.com/docs/en/about-claude/pricing: cache hits at a tenth of the
    // input price, five-minute cache writes (the kind the adapter asks for) at 1.25 times.
    cacheRates: { read: 0.1, write: 1.25 },
    create: async (config) => (await import("./anthropic.js")).createAnthropicProvider(config),
  },
  {
    name: "openai",
    defaultModel: "gpt-5.4",
    apiKeyEnv: "OPENAI_API_KEY",
    baseUrlEnv: "OPENAI_BASE_URL",
    // Compatible servers discount cached input differently (or not at all): priced in full.
    cacheRates: PLAIN_CACHE_RATES,
    create: async (config) => (await import("./openai.js")).createOpenAIProvider(config),
  },
];

export const providerNames: readonly string[] = definitions.map((d) => d.name);

export function findProvider(name: string): ProviderDefinition | undefined {
  return definitions.find((d) => d.name === name);
}

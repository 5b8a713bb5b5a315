import { PLAIN_CACHE_RATES } from "./prices.js";
import type { ProviderDefinition } from "./provider.js";

// Each adapter in a chunk of its own, with its SDK; a second import() is the first's module.
const anthropic = () => import("./anthropic.js");
const openai = () => import("./openai.js");

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
    load: anthropic,
    create: async (config) => (await anthropic()).createAnthropicProvider(config),
  },
  {
    name: "openai",
    defaultModel: "gpt-5.4",
    apiKeyEnv: "OPENAI_API_KEY",
    baseUrlEnv: "OPENAI_BASE_URL",
    // Compatible servers discount cached input differently (or not at all): priced in full.
    cacheRates: PLAIN_CACHE_RATES,
    load: openai,
    create: async (config) => (await openai()).createOpenAIProvider(config),
  },
];

export const providerNames: readonly string[] = definitions.map((d) => d.name);

export function findProvider(name: string): ProviderDefinition | undefined {
  return definitions.find((d) => d.name === name);
}

/**
 * The named provider's adapter and SDK, loaded (once: a second `import()` is the first's module),
 * for a caller that wants them compiled before `create` needs them. Resolves at once for a name
 * that is not registered: `create`'s caller reports that.
 */
export async function loadProvider(name: string): Promise<void> {
  await findProvider(name)?.load();
}

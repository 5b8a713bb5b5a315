/**
 * What a model's tokens cost, in US dollars per million tokens, as its provider bills them.
 * `cacheRead` and `cacheWrite` price the input tokens a request read from or wrote to the
 * provider's prompt cache; the rest of the input is billed at `input`.
 */
export interface ModelPrices {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

/*
 * The built-in prices, in US dollars per million tokens, keyed by the exact API model id in lower
 * case (`builtInPrices` maps dated snapshots and `-latest` aliases onto these). Each group of rows
 * names the page its figures were read on: when a price changes, change the row and its date.
 * A provider that bills by prompt length or by hour gets the tier that default settings stay in,
 * or else the dearest, so that a `max-cost` cap does not fall short; the row's comment says which.
 */

/** Anthropic bills cache hits and five-minute cache writes (what the adapter asks for) apart. */
function claude(input: number, cacheWrite: number, cacheRead: number, output: number): ModelPrices {
  return Object.freeze({ input, output, cacheRead, cacheWrite });
}

/** OpenAI bills cached input at its own price and a cache write as plain input (no surcharge). */
function gpt(input: number, cachedInput: number, output: number): ModelPrices {
  return Object.freeze({ input, output, cacheRead: cachedInput, cacheWrite: input });
}

/** DeepSeek bills a cache hit at its own price; a cache miss, written to the cache as it goes, as input. */
function deepseek(cacheHit: number, cacheMiss: number, output: number): ModelPrices {
  return Object.freeze({ input: cacheMiss, output, cacheRead: cacheHit, cacheWrite: cacheMiss });
}

const anthropic: Record<string, ModelPrices> = {
  // The Claude docs' model pages (stored copies, English specifications):
  // https://platform.claude.com/docs/zh-CN/models/sonnet-5-5/overview, .../opus-5-5/overview and
  // .../sonnet-5/overview, read 2026-12-01. Other pages report a cut of Sonnet 5.5 cache hits to
  // $0.10 on 2026-10-07 that no stored Anthropic page shows: the $0.20 kept here can only overstate.
  "claude-sonnet-5-5": claude(2, 2.5, 0.2, 10),
  "claude-opus-5-5": claude(4, 5, 0.2, 20),
  "claude-sonnet-5": claude(2, 2.5, 0.2, 10),
  // https://platform.claude.com/docs/zh-CN/models/haiku-5-5/overview, read 2026-12-01, with the
  // cache hit price from https://dev.to/sebbasstian/huong-dan-su-dung-api-claude-haiku-55-517 (the
  // model page's copy is cut short there). A request whose prompt passes 100,000 tokens costs five
  // times as much; this is the price below that, where compaction at the default `token-limit`
  // (80,000) keeps every request.
  "claude-haiku-5-5": claude(0.1, 0.125, 0.01, 0.5),

  // https://platform.claude.com/docs/en/about-claude/pricing, read 2026-12-01. Fable 5.1 reads its
  // cache at a fortieth of the input price, not the usual tenth.
  "claude-fable-5-1": claude(10, 12.5, 0.25, 50),
  "claude-fable-5": claude(10, 12.5, 1, 50),
  "claude-opus-5": claude(5, 6.25, 0.5, 25),
  "claude-opus-4-8": claude(5, 6.25, 0.5, 25),
  "claude-opus-4-7": claude(5, 6.25, 0.5, 25),
  "claude-opus-4-6": claude(5, 6.25, 0.5, 25),
  "claude-opus-4-5": claude(5, 6.25, 0.5, 25),
  // Retired on the Claude API but still served on Bedrock and Google Cloud, which a gateway at
  // ANTHROPIC_BASE_URL may front; the Opus 4 row's full figures are on the older copy below.
  "claude-opus-4-1": claude(15, 18.75, 1.5, 75),

  // https://platform.claude.com/docs/pt-BR/models/sonnet-4-6/overview.md, read 2026-12-01, for the
  // $3 / $15; the pricing page prices cache hits at 0.1x and five-minute writes at 1.25x the input
  // price on every model it does not footnote, Sonnet 4.6 among them.
  "claude-sonnet-4-6": claude(3, 3.75, 0.3, 15),
  // https://www.aiwiki.dev/claude/docs/about-claude/pricing (a copy of the pricing page's
  // markdown, updated 2025-11-15), read 2026-12-01.
  "claude-sonnet-4-5": claude(3, 3.75, 0.3, 15),
  "claude-haiku-4-5": claude(1, 1.25, 0.1, 5),
  // https://docs.anthropic.com/en/docs/about-claude/pricing (an older stored copy), read 2026-12-01.
  "claude-sonnet-4": claude(3, 3.75, 0.3, 15),
  "claude-opus-4": claude(15, 18.75, 1.5, 75),
};

const openai: Record<string, ModelPrices> = {
  // https://developers.openai.com/api/docs/models/gpt-5.4, read 2026-12-01. A prompt over 272K
  // input tokens is billed at 2x input and 1.5x output; compaction at the default `token-limit`
  // keeps requests far below that.
  "gpt-5.4": gpt(2.5, 0.25, 15),

  // No stored copy of https://developers.openai.com/api/docs/pricing: the rows below are the
  // figures that pages transcribing it agree on, read 2026-12-01:
  // https://benchlm.ai/blog/posts/openai-api-pricing (2026-04-13; GPT-5.4 family, 5.2, 5.1),
  // https://tokenmix.ai/blog/openai-api-cost-2026-gpt-5-5-5-4-nano-batch (2026-06-04) and
  // https://www.morphllm.com/openai-api-pricing (June 2026; GPT-5.5, GPT-5.4 family).
  "gpt-5.5": gpt(5, 0.5, 30),
  "gpt-5.4-mini": gpt(0.75, 0.075, 4.5),
  "gpt-5.4-nano": gpt(0.2, 0.02, 1.25),
  "gpt-5.2": gpt(1.75, 0.175, 14),
  "gpt-5.1": gpt(1.25, 0.125, 10),
  // https://ai.cloudprice.net/api/v1/models/openai-gpt-5-mini/pricing (2026-06-15),
  // https://zumik.ai/models/gpt-5-mini, https://cloudprice.net/models/artificialanalysis/gpt-5-nano-medium
  // and https://explore.oreate.ai/posts/breaking-down-gpt5nano-pricing-and-api-costs, read
  // 2026-12-01; the GPT-5.4 page above lists GPT-5 mini's $0.25 input too.
  "gpt-5-mini": gpt(0.25, 0.025, 2),
  "gpt-5-nano": gpt(0.05, 0.005, 0.4),
  // https://www.helicone.ai/model/gpt-4.1 and https://vercel.com/ai-gateway/models/gpt-4.1/providers
  // (OpenAI's row), https://explore.oreate.ai/posts/gpt41-mini-pricing-explained-costs-for-every-api-tier
  // and https://llmpricing.site/models/openai/openai-gpt-4-1-nano/, read 2026-12-01.
  "gpt-4.1": gpt(2, 0.5, 8),
  "gpt-4.1-mini": gpt(0.4, 0.1, 1.6),
  "gpt-4.1-nano": gpt(0.1, 0.025, 0.4),
  // https://chatgptpricing-akr.pages.dev/api-pricing and
  // https://github.com/CommitBrief/commitbrief/wiki/Provider-OpenAI, read 2026-12-01.
  "gpt-4o": gpt(2.5, 1.25, 10),
  "gpt-4o-mini": gpt(0.15, 0.075, 0.6),
  // The first GPT-4o snapshot kept its launch price and has no cached-input discount
  // (https://platform.openai.com/docs/pricing): a snapshot with its own row is not priced as its model.
  "gpt-4o-2024-05-13": gpt(5, 5, 15),
  // https://www.calcis.dev/models/o3 (2026-04-06), https://tokenmix.ai/blog/openai-o3-pricing,
  // https://yingtu.ai/en/blog/o4-mini-pricing-api-cost-token-price-and-when-to-use-it (2026-07-02)
  // and https://laxima.tech/tools/llm-picker/model/o4-mini, read 2026-12-01.
  o3: gpt(2, 0.5, 8),
  "o4-mini": gpt(1.1, 0.275, 4.4),

  // DeepSeek, reached through the openai provider at https://api.deepseek.com:
  // https://api-docs.deepseek.com/quick_start/pricing (the copy stored as ?check=20261115),
  // read 2026-12-01. Weekday peak hours (01:00-04:00 and 06:00-10:00 UTC) cost twice the off-peak
  // rates; the rows hold the peak rates, so a cap never runs short. `deepseek-v4-flash` is the
  // retired name the page says is still accepted and billed as `deepseek-flash`; the older
  // `deepseek-chat` and `deepseek-reasoner` were retired on 2026-07-24 and are left out.
  "deepseek-flash": deepseek(0.006, 0.3, 1.2),
  "deepseek-v4-flash": deepseek(0.006, 0.3, 1.2),
  "deepseek-v4-pro": deepseek(0.044, 1.32, 3.96),
};

const table = { anthropic: Object.freeze(anthropic), openai: Object.freeze(openai) };

/** provider name -> lower-case model name -> prices */
export const BUILT_IN_PRICES: Readonly<Record<string, Readonly<Record<string, ModelPrices>>>> =
  Object.freeze(table);

import type { Message, SystemMessage, Usage } from "../llm/messages.js";
import { costOf, type ModelPrices, worstCaseCost } from "../llm/prices.js";
import type { ModelRequest, ModelResult, Provider } from "../llm/provider.js";
import { formatUsd } from "../text/money.js";
import { countMessageTokens, countTextTokens, messageTokenBound } from "./tokens.js";

export interface BudgetSettings {
  prices: ModelPrices;
  /** The cap in US dollars; undefined: the spend is only counted. */
  maxCost?: number | undefined;
  /** The output-token limit of one response: the output a call may cost at most. */
  maxOutputTokens: number;
}

/** What the meter knows of the last request it let through, to price the next from the provider's figure. */
interface LastRequest {
  system: string;
  first: Message | undefined;
  length: number;
  last: Message | undefined;
  /** The input tokens the provider reported for it. */
  reported: number;
}

/**
 * The run's spend on model calls, and the `max-cost` cap (DESIGN section 8). Every call goes
 * through `wrap`, the loop's and compaction's summaries alike, so none escapes the cap.
 *
 * A call's worst case is its input tokens, at the dearer of the input and cache-write prices,
 * plus the whole output limit. Its input is counted two ways, the cheaper first: an upper bound
 * that needs no tokenizer (a token is at least a byte), and only when that bound does not fit,
 * the provider's own figure for the previous request plus what was appended since, counted
 * with the tokenizer (a history replaced by compaction is counted whole). A run far from its cap
 * never builds the tokenizer for the cap's sake.
 */
export class SpendMeter {
  private spentUsd = 0;
  private lastRequest: LastRequest | undefined;
  private readonly toolTokens = new WeakMap<object, { bound: number; count?: number }>();
  private systemTokens: { text: string; count: number } | undefined;

  constructor(private readonly settings: BudgetSettings) {}

  /** US dollars spent so far, at the model's prices. */
  get spent(): number {
    return this.spentUsd;
  }

  get cap(): number | undefined {
    return this.settings.maxCost;
  }

  /** The provider, with every call checked against the cap first and its usage counted after. */
  wrap(inner: Provider): Provider {
    return {
      name: inner.name,
      model: inner.model,
      complete: async (request: ModelRequest): Promise<ModelResult> => {
        const refusal = this.refusal(request);
        if (refusal) return { ok: false, error: { kind: "budget", message: refusal } };
        const result = await inner.complete(request);
        if (result.ok) this.record(request, result.message.usage);
        return result;
      },
    };
  }

  /**
   * Why `request` may not be sent (a sentence for the reader), or undefined when its worst case
   * fits under the cap.
   */
  refusal(request: ModelRequest): string | undefined {
    const cap = this.settings.maxCost;
    if (cap === undefined) return undefined;
    const fits = (inputTokens: number) => this.spentUsd + this.worstCase(inputTokens) <= cap;
    if (fits(this.inputBound(request))) return undefined;
    const counted = this.inputCount(request);
    if (fits(counted)) return undefined;
    return (
      `the next model call could cost up to ${formatUsd(this.worstCase(counted))} (about ${counted.toLocaleString("en-US")} input and at most ${this.settings.maxOutputTokens.toLocaleString("en-US")} output tokens), ` +
      `which would take the ${formatUsd(this.spentUsd)} spent so far past the max-cost cap of ${formatUsd(cap)}`
    );
  }

  private worstCase(inputTokens: number): number {
    return worstCaseCost(inputTokens, this.settings.maxOutputTokens, this.settings.prices);
  }

  private record(request: ModelRequest, usage: Usage | undefined): void {
    if (!usage) return;
    this.spentUsd += costOf(usage, this.settings.prices);
    const { messages } = request;
    this.lastRequest = {
      system: request.system,
      first: messages[0],
      length: messages.length,
      last: messages[messages.length - 1],
      reported: usage.inputTokens,
    };
  }

  /** At least as many tokens as `request` holds: every part's UTF-8 bytes, plus framing. */
  private inputBound(request: ModelRequest): number {
    const appended = this.appendedSince(request);
    if (appended) return appended.reported + sum(appended.messages, messageTokenBound);
    return (
      Buffer.byteLength(request.system, "utf8") +
      sum(request.messages, messageTokenBound) +
      this.tools(request).bound
    );
  }

  /** `request`'s input tokens as well as they can be known before it is sent. */
  private inputCount(request: ModelRequest): number {
    const appended = this.appendedSince(request);
    if (appended) return appended.reported + sum(appended.messages, countMessageTokens);
    const tools = this.tools(request);
    tools.count ??= countTextTokens(JSON.stringify(request.tools));
    return this.system(request.system) + sum(request.messages, countMessageTokens) + tools.count;
  }

  /**
   * When `request` is the last request let through with messages appended (the loop's next
   * step), the provider's figure for it and the messages appended; otherwise undefined.
   */
  private appendedSince(request: ModelRequest): { reported: number; messages: Message[] } | undefined {
    const last = this.lastRequest;
    const { messages } = request;
    if (!last || last.system !== request.system || messages.length < last.length) return undefined;
    if (messages[0] !== last.first || messages[last.length - 1] !== last.last) return undefined;
    return { reported: last.reported, messages: messages.slice(last.length) };
  }

  /** The tool definitions' size: the loop sends the same array every step, so it is measured once. */
  private tools(request: ModelRequest): { bound: number; count?: number } {
    let known = this.toolTokens.get(request.tools);
    if (!known) {
      known = { bound: Buffer.byteLength(JSON.stringify(request.tools), "utf8") };
      this.toolTokens.set(request.tools, known);
    }
    return known;
  }

  private system(text: string): number {
    if (this.systemTokens?.text !== text) {
      const message: SystemMessage = { role: "system", content: text };
      this.systemTokens = { text, count: countMessageTokens(message) };
    }
    return this.systemTokens.count;
  }
}

function sum(messages: readonly Message[], measure: (message: Message) => number): number {
  let total = 0;
  for (const message of messages) total += measure(message);
  return total;
}

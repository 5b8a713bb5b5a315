import { fail, ok, type Result } from "../base/result.js";
import type { AssistantMessage, Message, SystemMessage, Usage } from "../llm/messages.js";
import { costOf, type ModelPrices, worstCaseCost } from "../llm/prices.js";
import type { ModelError, ModelRequest, ModelResult, Provider } from "../llm/provider.js";
import { formatUsd } from "../text/money.js";
import { countMessageTokens, countTextTokens, loadTokenizer, messageTokenBound } from "./tokens.js";

export interface BudgetSettings {
  prices: ModelPrices;
  /** The cap in US dollars; undefined: the spend is only counted. */
  maxCost?: number | undefined;
  /** The output-token limit of one response: the output a call may cost at most. */
  maxOutputTokens: number;
}

/**
 * Our tokenizer (cl100k) is not the provider's: Claude's counts code and prose up to about a
 * fifth higher. A count stands for this much more, never more than the byte bound.
 */
const COUNT_MARGIN = 1.25;

/** A call let through, with the most it may cost (its worst case, in USD); or why not. */
type Admission = Result<number>;

/** The last request's reported input tokens, and the messages appended to it since. */
interface Appended {
  reported: number;
  messages: Message[];
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
 * plus the whole output limit. Its input is known three ways, the cheapest first: an upper bound
 * that needs no tokenizer (a token is at least a byte); the provider's own figure for the
 * previous request plus what was appended since; the tokenizer's count with a margin. A run far
 * from its cap never loads the tokenizer for the cap's sake.
 *
 * A call is held at its worst case while it is out, so calls made at once (compaction's
 * summaries) cannot pass the cap together. What a call cost is its usage; a server that reports
 * none is charged the tokenizer's count. A call that failed with no answer from the server (a
 * stream cut off, a timeout) may have been billed for what it did: its worst case stays held
 * against the cap for the rest of the run, though the reported cost, which only the provider's
 * figures make, leaves it out.
 */
export class SpendMeter {
  private spentUsd = 0;
  private heldUsd = 0;
  /** Worst cases of calls that failed but may have been billed: counted against the cap only. */
  private unknownUsd = 0;
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

  /** The provider, with every call checked against the cap first and its cost counted after. */
  wrap(inner: Provider): Provider {
    return {
      name: inner.name,
      model: inner.model,
      complete: async (request: ModelRequest): Promise<ModelResult> => {
        let admitted = this.admit(request, false);
        if (!admitted) {
          // The bound is not enough: count, with the tokenizer loaded first. Nothing is awaited
          // between this admission and the hold below, so calls made at once cannot pass the
          // cap together.
          await loadTokenizer();
          admitted = this.admit(request, true);
        }
        if (!admitted.ok) return { ok: false, error: { kind: "budget", message: admitted.error } };
        const worstCase = admitted.value;
        this.heldUsd += worstCase;
        try {
          const result = await inner.complete(request);
          if (result.ok) {
            if (!reportsUsage(result.message.usage)) await loadTokenizer();
            this.record(request, result.message);
          } else if (mayHaveBeenBilled(result.error)) this.unknownUsd += worstCase;
          return result;
        } finally {
          this.heldUsd -= worstCase;
        }
      },
    };
  }

  /**
   * Whether `request` may be sent, and the most it may cost; or why not, a sentence for the
   * reader. Without a cap every call may be sent, and nothing is counted for it. Undefined when
   * only a count could tell and `canCount` is false (the tokenizer may not be loaded yet).
   */
  private admit(request: ModelRequest, canCount: true): Admission;
  private admit(request: ModelRequest, canCount: boolean): Admission | undefined;
  private admit(request: ModelRequest, canCount: boolean): Admission | undefined {
    const cap = this.settings.maxCost;
    if (cap === undefined) return ok(0);
    const committed = this.spentUsd + this.heldUsd + this.unknownUsd;
    const appended = this.appendedSince(request);
    const boundTokens = this.inputBound(request, appended);
    const bound = this.worstCase(boundTokens);
    if (committed + bound <= cap) return ok(bound);
    if (!canCount) return undefined;
    const counted = this.inputCount(request, appended, boundTokens);
    const likely = this.worstCase(counted);
    if (committed + likely <= cap) return ok(likely);
    const held = [
      this.heldUsd > 0 ? ` and ${formatUsd(this.heldUsd)} held for calls still out` : "",
      this.unknownUsd > 0 ? ` and up to ${formatUsd(this.unknownUsd)} for calls cut off` : "",
    ].join("");
    return fail(
      `the next model call could cost up to ${formatUsd(likely)} (about ${counted.toLocaleString("en-US")} input and at most ${this.settings.maxOutputTokens.toLocaleString("en-US")} output tokens), ` +
        `which would take the ${formatUsd(this.spentUsd)} spent so far${held} past the max-cost cap of ${formatUsd(cap)}`,
    );
  }

  private worstCase(inputTokens: number): number {
    return worstCaseCost(inputTokens, this.settings.maxOutputTokens, this.settings.prices);
  }

  private record(request: ModelRequest, message: AssistantMessage): void {
    const usage = this.billed(request, message);
    this.spentUsd += costOf(usage, this.settings.prices);
    const { messages } = request;
    // A figure of 0 is no figure: a server that sends no usage must not make the history free.
    this.lastRequest =
      message.usage && message.usage.inputTokens > 0
        ? {
            system: request.system,
            first: messages[0],
            length: messages.length,
            last: messages[messages.length - 1],
            reported: message.usage.inputTokens,
          }
        : undefined;
  }

  /**
   * The usage the provider reported, or, where it reported none, the tokenizer's count (loaded
   * by the caller when `reportsUsage` is false).
   */
  private billed(request: ModelRequest, message: AssistantMessage): Usage {
    const reported = message.usage;
    if (reported && reportsUsage(reported)) return reported;
    return {
      inputTokens: reported?.inputTokens || this.inputCount(request, this.appendedSince(request)),
      outputTokens: reported?.outputTokens || Math.ceil(countMessageTokens(message) * COUNT_MARGIN),
      cacheReadTokens: reported?.cacheReadTokens ?? 0,
      cacheWriteTokens: reported?.cacheWriteTokens ?? 0,
    };
  }

  /**
   * At least as many tokens as `request` holds: every part's UTF-8 bytes, plus framing, or the
   * provider's figure for the last request plus the bytes of what was `appended` since.
   */
  private inputBound(request: ModelRequest, appended: Appended | undefined): number {
    if (appended) return appended.reported + sum(appended.messages, messageTokenBound);
    return (
      Buffer.byteLength(request.system, "utf8") +
      sum(request.messages, messageTokenBound) +
      this.tools(request).bound
    );
  }

  /** `request`'s input tokens as well as they can be known before it is sent; never above the bound. */
  private inputCount(
    request: ModelRequest,
    appended: Appended | undefined,
    bound = this.inputBound(request, appended),
  ): number {
    if (appended) {
      const added = Math.ceil(sum(appended.messages, countMessageTokens) * COUNT_MARGIN);
      return Math.min(bound, appended.reported + added);
    }
    const tools = this.tools(request);
    tools.count ??= countTextTokens(JSON.stringify(request.tools));
    const counted = this.system(request.system) + sum(request.messages, countMessageTokens) + tools.count;
    return Math.min(bound, Math.ceil(counted * COUNT_MARGIN));
  }

  /**
   * When `request` is the last request let through with messages appended (the loop's next
   * step), the provider's figure for it and the messages appended; otherwise undefined.
   */
  private appendedSince(request: ModelRequest): Appended | undefined {
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

/** Whether a response's usage gives both its input and its output tokens (a 0 is no figure). */
function reportsUsage(usage: Usage | undefined): boolean {
  return usage !== undefined && usage.inputTokens > 0 && usage.outputTokens > 0;
}

/**
 * A failed call the provider may still bill: no answer came (a stream cut off, a timeout, our own
 * cancel), so the model may have worked on it. An error the server answered with (a 429, a 529, a
 * 400) is not billed.
 */
function mayHaveBeenBilled(error: ModelError): boolean {
  return error.kind !== "budget" && error.status === undefined;
}

function sum(messages: readonly Message[], measure: (message: Message) => number): number {
  let total = 0;
  for (const message of messages) total += measure(message);
  return total;
}

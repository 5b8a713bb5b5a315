import type { Result } from "../base/result.js";
import type { Message, Usage } from "../llm/messages.js";
import type { ToolSpec } from "../llm/provider.js";

export interface CompactOptions {
  /** Input tokens the provider reported for the previous request, when there was one. */
  lastInputTokens?: number;
  /** Compact even when under the limit: the provider said the context was too long. */
  force: boolean;
  signal: AbortSignal;
}

export interface CompactionOutcome {
  /** The new history, system prompt first; valid for every provider (calls paired with results). */
  messages: Message[];
  tokensBefore: number;
  tokensAfter: number;
  roundsSummarised: number;
  stepsSummarised: number;
  /** Summaries that failed or came back empty and were replaced by a bounded excerpt. */
  fallbacks: number;
  /** Tokens spent on summary requests. */
  usage: Usage;
}

/**
 * The context cannot be kept under the limit: what compaction never shrinks (the system prompt,
 * the user's messages, the tool definitions) fills it already, or a compaction left it over.
 */
export interface ContextOverLimit {
  overLimit: true;
  /** A sentence for a person: how big the context is, the limit, and what to change. */
  error: string;
}

/**
 * Keeps the history inside the context window. Never throws: a failed summary falls back to a
 * bounded excerpt inside the outcome.
 */
export interface Compactor {
  /**
   * Checked once, before the first request: whether the part of every request that no compaction
   * can shrink (the system prompt, the user messages and the tool definitions) fits the limit.
   */
  checkFits(history: readonly Message[], tools: readonly ToolSpec[]): Promise<Result>;
  /**
   * Called by the loop on entry to each step with the whole history (append-only between
   * compactions): `undefined` when nothing is to be done, an outcome with the new history, or
   * `ContextOverLimit` when no compaction can bring the context under the limit (the run cannot
   * go on within it; nothing was summarised).
   */
  maybeCompact(
    history: readonly Message[],
    options: CompactOptions,
  ): Promise<CompactionOutcome | ContextOverLimit | undefined>;
}

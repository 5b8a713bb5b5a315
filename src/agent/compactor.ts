import type { Message, Usage } from "../llm/messages.js";

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
 * Keeps the history inside the context window. The loop calls it on entry to each step with the
 * whole history (append-only between compactions). Never throws: a failed summary falls back to
 * a bounded excerpt inside the outcome.
 */
export interface Compactor {
  maybeCompact(history: readonly Message[], options: CompactOptions): Promise<CompactionOutcome | undefined>;
}

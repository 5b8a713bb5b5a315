/**
 * Whether a run can go on within `token-limit` at all. Compaction summarises steps and rounds,
 * never the system prompt, the user's messages or the tool definitions: when those alone fill the
 * limit, every step would compact in vain and the context would still grow. These checks say so
 * once, in words a person can act on, and the loop ends the run instead.
 */
import { fail, ok, type Result } from "../base/result.js";
import type { Message } from "../llm/messages.js";
import type { ToolSpec } from "../llm/provider.js";
import type { ContextOverLimit } from "./compactor.js";
import { isSummary } from "./rounds.js";
import { countTextTokens, countTokens, loadTokenizer, messageTokenBound } from "./tokens.js";

/** The other way out of a context that does not fit, besides a shorter task. */
const RAISE_LIMIT =
  "raise token-limit (--token-limit on the command line) up to what the model's context window holds";

/** What compaction never summarises: the system messages and the user's own messages. */
export function keptWhole(history: readonly Message[]): Message[] {
  return history.filter((m) => m.role === "system" || (m.role === "user" && !isSummary(m)));
}

export function formatTokens(tokens: number): string {
  return Math.round(tokens).toLocaleString("en-US");
}

/**
 * Before the first request: whether the part every request carries and no compaction shrinks
 * (the system prompt, the task and the tool definitions) fits `limit`. Counted by bytes first, so
 * an ordinary task never loads the tokenizer on the way to the first request.
 */
export async function checkTaskFits(
  history: readonly Message[],
  tools: readonly ToolSpec[],
  limit: number,
): Promise<Result> {
  const toolText = tools.map((tool) => JSON.stringify(tool)).join("\n");
  const kept = keptWhole(history);
  let bytes = Buffer.byteLength(toolText, "utf8");
  for (const message of kept) bytes += messageTokenBound(message);
  if (bytes <= limit) return ok();
  await loadTokenizer();
  const taskTokens = countTokens(kept.filter((m) => m.role === "user"));
  const otherTokens = countTokens(kept.filter((m) => m.role !== "user")) + countTextTokens(toolText);
  if (taskTokens + otherTokens <= limit) return ok();
  const size =
    taskTokens > limit
      ? `The task is about ${formatTokens(taskTokens)} tokens, more than token-limit (${formatTokens(limit)})`
      : `The task is about ${formatTokens(taskTokens)} tokens; with the system prompt and the tool definitions (about ${formatTokens(otherTokens)} more), which every request carries and compaction cannot shrink, that is more than token-limit (${formatTokens(limit)})`;
  return fail(`${size}: shorten it, or ${RAISE_LIMIT}.`);
}

/**
 * Before a compaction: why none can bring `history` under `limit`, if so. Either what compaction
 * keeps whole is over the limit already (by our count, or scaled to the provider's `reported`
 * figure, comparing it with our count of the same request: the server has another tokenizer and
 * counts the tool definitions), or the last compaction left `leftOver` tokens, still over it.
 * Needs the tokenizer loaded.
 */
export function compactionCannotHelp(
  history: readonly Message[],
  reported: number | undefined,
  leftOver: number | undefined,
  limit: number,
): ContextOverLimit | undefined {
  const kept = keptWhole(history);
  const keptTokens = countTokens(kept);
  const taskTokens = countTokens(kept.filter((m) => m.role === "user"));
  // The request the provider's figure describes: the history before the last answer.
  const lastAnswer = history.findLastIndex((m) => m.role === "assistant");
  const sent = lastAnswer > 0 ? countTokens(history.slice(0, lastAnswer)) : 0;
  const scale = reported !== undefined && sent > 0 && reported > sent ? reported / sent : 1;
  if (keptTokens * scale > limit) {
    const counted =
      scale > 1
        ? `about ${formatTokens(keptTokens * scale)} tokens as the model server counts them: the task (about ${formatTokens(taskTokens * scale)}), the system prompt and the tool definitions`
        : `about ${formatTokens(keptTokens)} tokens: the task (about ${formatTokens(taskTokens)}) and the system prompt`;
    return overLimitError(`what it must keep whole comes to ${counted}`, limit);
  }
  if (leftOver !== undefined) {
    return overLimitError(
      `the last compaction left about ${formatTokens(leftOver)} tokens, as it keeps the task (about ${formatTokens(taskTokens)}) and the system prompt whole, with a summary of the steps`,
      limit,
    );
  }
  return undefined;
}

function overLimitError(why: string, limit: number): ContextOverLimit {
  return {
    overLimit: true,
    error: `Compaction cannot bring the context under token-limit (${formatTokens(limit)}): ${why}. Shorten the task, or ${RAISE_LIMIT}.`,
  };
}

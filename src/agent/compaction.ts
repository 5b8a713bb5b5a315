/**
 * Context compaction (DESIGN section 3): when the history passes `token-limit`, finished rounds
 * become one summary each and, when that is not enough, the older steps of the round in
 * progress are summarised too, keeping the newest steps whole.
 */
import { addUsage, emptyUsage, type Message, textOf, type Usage, type UserMessage } from "../llm/messages.js";
import type { ModelResult, Provider } from "../llm/provider.js";
import { completeWithRetry, type RetryOptions } from "../llm/retry.js";
import { clip } from "../text/clip.js";
import type { CompactionOutcome, CompactOptions, Compactor, ContextOverLimit } from "./compactor.js";
import { checkTaskFits, compactionCannotHelp } from "./context-fit.js";
import {
  alternate,
  BRIDGE_BEFORE_SUMMARY,
  isBridge,
  isCompacted,
  isSummary,
  type Round,
  type SummaryMessage,
  splitRounds,
  splitSteps,
} from "./rounds.js";
import {
  countMessageTokens,
  countTextTokens,
  countTokens,
  loadTokenizer,
  messageTokenBound,
  TokenTally,
} from "./tokens.js";

export const COMPACTION_DEFAULTS = {
  /** At most this many of the newest steps of the round in progress stay whole. */
  keepRecentSteps: 4,
  /** One summary's ceiling; about 1000 English words. */
  summaryMaxTokens: 1_500,
  /** A compaction aims at this share of the limit, so several steps fit before the next one. */
  targetFraction: 0.5,
  /**
   * After a context-too-long error the provider counts more than we do: aim at this share of
   * what we sent (or of the limit, when we sent more than it).
   */
  overflowFraction: 0.5,
  /** No summary or excerpt may take more than this share of the limit. */
  summaryShareOfLimit: 0.1,
  /** The smallest summary budget, however small the limit. */
  minSummaryTokens: 100,
  /** Summary requests in flight at once. */
  maxConcurrentSummaries: 8,
} as const;

/** The user's request shown to the summariser as context, at most this long. */
const REQUEST_CONTEXT_CHARS = 2_000;
/** One text, thinking, tool call or tool result in a rendered transcript, at most this long. */
const RENDERED_PART_CHARS = 6_000;
/** The rendered transcript is bounded to this many characters per token of the limit... */
const RENDER_CHARS_PER_LIMIT_TOKEN = 2;
/** ...within these bounds, so the summary request itself fits the model's window. */
const MIN_RENDER_CHARS = 8_000;
const MAX_RENDER_CHARS = 400_000;

export const SUMMARY_SYSTEM_PROMPT = `You summarise the work of an AI coding agent so that it can carry on after its earlier messages are removed from its context. You receive the user's request, for context only, and a transcript of the agent's work on it.

Write a summary in English, under 1000 words (much shorter when the work was short), covering:
- What was done, in order.
- Which tools were used and on what: files read or changed, commands run, searches made.
- Key results and findings: facts learned, values, errors and their causes, decisions taken.
- Open problems and what remains to be done.

Do not repeat the user's request: it is kept separately. Do not repeat earlier summaries word for word; fold them in. State only what the transcript shows. Reply with the summary alone, no preamble.`;

export interface CompactorSettings {
  provider: Provider;
  /** The `token-limit` input: compact when the history or the last request passes it. */
  tokenLimit: number;
  /** Retry for summary requests, as the loop's (completeWithRetry). */
  retry?: RetryOptions;
  /** At most this many of the newest steps of the round in progress stay whole. */
  keepRecentSteps?: number;
  /** Ceiling of one summary (and of a fallback excerpt), in tokens. */
  summaryMaxTokens?: number;
}

/** A Compactor that also reports its running token count (for tests and benchmarks). */
export interface TokenCompactor extends Compactor {
  /**
   * The running total for `history`, counting only messages appended since the last call.
   * Needs `loadTokenizer()` done (`maybeCompact` loads it once the history may be over).
   */
  countTokens(history: readonly Message[]): number;
}

/** What one summary request replaces. */
interface SummaryJob {
  kind: "round" | "steps";
  user?: UserMessage;
  /** The messages the summary replaces (earlier summaries included). */
  messages: Message[];
  tokens: number;
  /** Steps (assistant messages) among `messages`, earlier summaries not counted. */
  steps: number;
}

interface SummaryResult {
  /** The summary (or excerpt) message; absent when the original messages are kept instead. */
  message?: SummaryMessage;
  fallback: boolean;
  usage?: Usage;
}

/**
 * Builds the compactor of DESIGN section 3.
 *
 * Contract of `maybeCompact`: returns `undefined` when the history and the provider's last
 * reported input are within `tokenLimit` (and `force` is false), or when there is nothing left to
 * summarise. Otherwise returns a new history: system messages, every user message whole, one
 * summary per finished round, and the round in progress (its older steps summarised when the
 * history would still be above the target). `roundsSummarised` counts finished rounds,
 * `stepsSummarised` the steps of the round in progress. The provider's figure is ignored until
 * a request has been made with the compacted history (it describes the old one).
 *
 * It never compacts in vain: when what it keeps whole (system messages and user messages) is
 * already over `tokenLimit`, by our count or scaled to the provider's, or when its last compaction
 * left the history over the limit, a step's check returns `ContextOverLimit` instead of summarising
 * again (a forced compaction is still tried: the provider's window is what counts then). Never
 * throws, but for a tokenizer that cannot be loaded (`loadTokenizer`: an installation missing a file).
 */
export function createCompactor(settings: CompactorSettings): TokenCompactor {
  const limit = Math.max(1, Math.floor(settings.tokenLimit));
  const keepRecentSteps = Math.max(0, settings.keepRecentSteps ?? COMPACTION_DEFAULTS.keepRecentSteps);
  const summaryBudget = Math.max(
    COMPACTION_DEFAULTS.minSummaryTokens,
    Math.min(
      settings.summaryMaxTokens ?? COMPACTION_DEFAULTS.summaryMaxTokens,
      Math.floor(limit * COMPACTION_DEFAULTS.summaryShareOfLimit),
    ),
  );
  const renderChars = Math.min(
    MAX_RENDER_CHARS,
    Math.max(MIN_RENDER_CHARS, limit * RENDER_CHARS_PER_LIMIT_TOKEN),
  );
  const tally = new TokenTally();
  const bound = new TokenTally(messageTokenBound);
  /** Set by a compaction until the history shows a new model response after it. */
  let staleUsage: { first: Message | undefined; length: number } | undefined;
  /** Tokens the last compaction left when that was still over the limit. */
  let leftOver: number | undefined;

  /** The provider's figure, unless it describes a history from before the last compaction. */
  function reportedTokens(
    history: readonly Message[],
    lastInputTokens: number | undefined,
  ): number | undefined {
    if (staleUsage) {
      const same = history[0] === staleUsage.first && history.length >= staleUsage.length;
      const answered = same && history.slice(staleUsage.length).some((m) => m.role === "assistant");
      if (same && !answered) return undefined;
      staleUsage = undefined;
    }
    return lastInputTokens;
  }

  function targetTokens(own: number, reported: number | undefined, force: boolean): number {
    let target = limit * COMPACTION_DEFAULTS.targetFraction;
    // The provider counts differently (another tokenizer, the tool schemas): aim lower by as much.
    if (reported !== undefined && reported > own && own > 0) target *= own / reported;
    if (force) target = Math.min(target, Math.min(own, limit) * COMPACTION_DEFAULTS.overflowFraction);
    return Math.max(1, Math.floor(target));
  }

  /** Which finished rounds and which steps of the round in progress to summarise. */
  function plan(history: readonly Message[], own: number, target: number) {
    const { head, rounds } = splitRounds(history);
    const current = rounds.at(-1);
    const finished = rounds.slice(0, -1);
    const jobs = new Map<Round, SummaryJob>();
    const perSummary = summaryBudget + 2 * bridgeTokens();
    let projected = own;
    for (const round of finished) {
      if (isCompacted(round)) continue;
      const tokens = countTokens(round.body);
      const steps = round.body.filter((m) => m.role === "assistant" && !isBridge(m)).length;
      jobs.set(round, { kind: "round", ...userOf(round), messages: round.body, tokens, steps });
      projected += perSummary - tokens;
    }
    /** The newest steps of the round in progress, kept whole after its summary. */
    let kept: Message[] = [];
    if (current) {
      const { earlier, steps } = splitSteps(current.body);
      if (projected > target && steps.length > 0) {
        const bodyTokens = countTokens(current.body);
        const budget = target - (projected - bodyTokens) - perSummary;
        let keepFrom = steps.length;
        let keptTokens = 0;
        while (keepFrom > 0 && steps.length - keepFrom < keepRecentSteps) {
          const step = steps[keepFrom - 1] as Message[];
          const tokens = countTokens(step);
          if (keptTokens + tokens > budget || step[0]?.role !== "assistant") break;
          keptTokens += tokens;
          keepFrom--;
        }
        const older = steps.slice(0, keepFrom).flat();
        if (older.length > 0) {
          const messages = [...earlier, ...older];
          const stepCount = older.filter((m) => m.role === "assistant").length;
          jobs.set(current, {
            kind: "steps",
            ...userOf(current),
            messages,
            tokens: countTokens(messages),
            steps: stepCount,
          });
          kept = steps.slice(keepFrom).flat();
        }
      }
    }
    return { head, rounds, current, jobs, kept };
  }

  async function summarise(job: SummaryJob, signal: AbortSignal): Promise<SummaryResult> {
    const transcript = renderTranscript(job.messages, renderChars);
    const request = {
      system: SUMMARY_SYSTEM_PROMPT,
      messages: [summaryRequest(job, transcript)],
      tools: [],
      signal,
    };
    const result = await completeWithRetry(settings.provider, request, settings.retry).catch(
      // Providers never throw by contract; should one break it, this is one failed summary, not a crashed run.
      (error: unknown): ModelResult => ({ ok: false, error: { kind: "fatal", message: String(error) } }),
    );
    const text = result.ok ? textOf(result.message).trim() : "";
    const usage = result.ok ? result.message.usage : undefined;
    if (text) {
      return {
        message: summaryMessage(`${summaryHeading(job)}\n\n${clipTokens(text, summaryBudget)}`),
        fallback: false,
        usage,
      };
    }
    const why = result.ok ? "the summary came back empty" : result.error.message;
    const excerptBudget = Math.min(summaryBudget, Math.floor(job.tokens / 2));
    const message = summaryMessage(
      `${fallbackHeading(job, why)}\n\n${clipTokens(transcript, Math.max(1, excerptBudget))}`,
    );
    // An excerpt (with its bridges) that is no smaller than what it replaces is pointless:
    // keep the original messages instead, so a failure never grows the context.
    if (countMessageTokens(message) + 2 * bridgeTokens() >= job.tokens) return { fallback: true, usage };
    return { message, fallback: true, usage };
  }

  return {
    countTokens: (history) => tally.update(history),

    checkFits: (history, tools) => checkTaskFits(history, tools, limit),

    async maybeCompact(
      history: readonly Message[],
      options: CompactOptions,
    ): Promise<CompactionOutcome | ContextOverLimit | undefined> {
      const reported = reportedTokens(history, options.lastInputTokens);
      // Under the limit even counted by bytes: no need to tokenize (or load the tokenizer) yet.
      if (!options.force && (reported ?? 0) <= limit && bound.update(history) <= limit) return undefined;
      await loadTokenizer();
      const before = tally.update(history);
      const over = before > limit || (reported ?? 0) > limit;
      if (!options.force && !over) return undefined;
      if (!options.force) {
        const stuck = compactionCannotHelp(history, reported, leftOver, limit);
        if (stuck) return stuck;
      }

      const planned = plan(history, before, targetTokens(before, reported, options.force));
      if (planned.jobs.size === 0) return undefined;
      const jobs = [...planned.jobs.entries()];
      const results = await mapConcurrent(jobs, COMPACTION_DEFAULTS.maxConcurrentSummaries, ([, job]) =>
        summarise(job, options.signal),
      );
      // A cancelled run keeps its full history: excerpts written in a hurry would only lose detail.
      if (options.signal.aborted) return undefined;
      const summaries = new Map(jobs.map(([round], i) => [round, results[i] as SummaryResult]));

      const messages: Message[] = [...planned.head];
      for (const round of planned.rounds) {
        if (round.user) messages.push(round.user);
        const summary = summaries.get(round);
        if (round === planned.current) {
          if (summary?.message) messages.push(summary.message, ...planned.kept);
          else messages.push(...round.body);
        } else {
          messages.push(...(summary?.message ? [summary.message] : round.body));
        }
      }
      const compacted = alternate(messages);
      const tokensAfter = tally.reset(compacted);
      staleUsage = { first: compacted[0], length: compacted.length };
      leftOver = tokensAfter > limit ? tokensAfter : undefined;

      let usage = emptyUsage();
      for (const result of results) usage = addUsage(usage, result.usage);
      const done = jobs.filter((_, i) => results[i]?.message !== undefined).map(([, job]) => job);
      return {
        messages: compacted,
        tokensBefore: before,
        tokensAfter,
        roundsSummarised: done.filter((job) => job.kind === "round").length,
        stepsSummarised: done.filter((job) => job.kind === "steps").reduce((sum, job) => sum + job.steps, 0),
        fallbacks: results.filter((r) => r.fallback).length,
        usage,
      };
    },
  };
}

function userOf(round: Round): { user?: UserMessage } {
  return round.user ? { user: round.user } : {};
}

function summaryMessage(content: string): SummaryMessage {
  return { role: "user", content, summary: true };
}

let bridgeTokenCount: number | undefined;
function bridgeTokens(): number {
  bridgeTokenCount ??= countMessageTokens({
    role: "assistant",
    content: [{ type: "text", text: BRIDGE_BEFORE_SUMMARY }],
    stopReason: "stop",
  });
  return bridgeTokenCount;
}

/** Every summary message opens with a heading line of this form; it is left out when re-summarising. */
const HEADING_LINE = /^\[Compacted\][^\n]*\n+/;

function summaryHeading(job: SummaryJob): string {
  return job.kind === "round"
    ? "[Compacted] Summary of the work on the request above:"
    : "[Compacted] Summary of the earlier steps of the work on the request above (the steps after it are kept in full):";
}

function fallbackHeading(job: SummaryJob, why: string): string {
  const what =
    job.kind === "round"
      ? "the work on the request above"
      : "the earlier steps of the work on the request above";
  return `[Compacted] A summary of ${what} could not be written (${clipMiddle(why, 300)}); a shortened excerpt follows:`;
}

function summaryRequest(job: SummaryJob, transcript: string): UserMessage {
  const request = job.user ? clipMiddle(job.user.content, REQUEST_CONTEXT_CHARS) : "(none)";
  const what =
    job.kind === "round"
      ? "The agent's work on it, to summarise"
      : "The first part of the agent's work on it, still in progress, to summarise";
  return {
    role: "user",
    content: `The user's request (context only; do not repeat it):\n<request>\n${request}\n</request>\n\n${what}:\n<transcript>\n${transcript}\n</transcript>`,
  };
}

/** The messages as plain text for the summariser, each part and the whole bounded. */
export function renderTranscript(messages: readonly Message[], maxChars: number): string {
  const blocks: string[] = [];
  for (const message of messages) {
    switch (message.role) {
      case "system":
        break;
      case "user":
        blocks.push(
          isSummary(message)
            ? `[earlier summary]\n${clipMiddle(message.content.replace(HEADING_LINE, ""), RENDERED_PART_CHARS)}`
            : `[user]\n${clipMiddle(message.content, RENDERED_PART_CHARS)}`,
        );
        break;
      case "tool":
        blocks.push(
          `[result of ${message.toolName}${message.isError ? ", error" : ""}]\n${clipMiddle(message.content, RENDERED_PART_CHARS)}`,
        );
        break;
      case "assistant":
        if (isBridge(message)) break;
        for (const part of message.content) {
          if (part.type === "text" && part.text.trim())
            blocks.push(`[assistant]\n${clipMiddle(part.text, RENDERED_PART_CHARS)}`);
          else if (part.type === "thinking" && part.thinking.trim()) {
            blocks.push(`[assistant thinking]\n${clipMiddle(part.thinking, RENDERED_PART_CHARS)}`);
          } else if (part.type === "tool_call") {
            blocks.push(`[tool call ${part.name}] ${clipMiddle(part.rawArguments, RENDERED_PART_CHARS)}`);
          }
        }
        break;
    }
  }
  return clipMiddle(blocks.join("\n\n"), maxChars);
}

/** Keeps the head (two thirds) and the tail of `text`, at most `maxChars` in all, with a marker between. */
function clipMiddle(text: string, maxChars: number): string {
  return clip(text, maxChars, {
    keep: "head-and-tail",
    headShare: 2 / 3,
    marker: (left) => `\n[... ${left} characters left out ...]\n`,
  });
}

/**
 * Like `clipMiddle`, to a token budget: the result counts at most `maxTokens` tokens. Needs
 * `loadTokenizer()` done.
 */
export function clipTokens(text: string, maxTokens: number): string {
  // No token is longer than this in practice: clip by characters first, so a huge text is
  // never encoded whole.
  let candidate = clipMiddle(text, maxTokens * 16);
  for (let attempt = 0; attempt < 8; attempt++) {
    const tokens = countTextTokens(candidate);
    if (tokens <= maxTokens) return candidate;
    candidate = clipMiddle(candidate, Math.floor((candidate.length * maxTokens * 0.9) / tokens));
  }
  return clipMiddle(candidate, maxTokens);
}

/** Runs `fn` over `items` with at most `limit` in flight; results in input order. */
async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

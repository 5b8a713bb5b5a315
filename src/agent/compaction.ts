/**
 * Context compaction (DESIGN section 3): when the history passes `token-limit`, finished rounds
 * become one summary each and, when that is not enough, the older steps of the round in
 * progress are summarised too, keeping the newest steps whole. Writing one summary is
 * `summary.ts`'s.
 */
import { addUsage, emptyUsage, type Message, type UserMessage } from "../llm/messages.js";
import type { Provider } from "../llm/provider.js";
import type { RetryOptions } from "../llm/retry.js";
import type { CompactionOutcome, CompactOptions, Compactor, ContextOverLimit } from "./compactor.js";
import { checkTaskFits, compactionCannotHelp } from "./context-fit.js";
import { alternate, isBridge, isCompacted, type Round, splitRounds, splitSteps } from "./rounds.js";
import {
  bridgeTokens,
  renderBudget,
  type SummaryJob,
  type SummaryResult,
  type SummaryWriter,
  summarise,
} from "./summary.js";
import { countTokens, loadTokenizer, messageTokenBound, TokenTally } from "./tokens.js";

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

/** A compactor's settings, resolved once, and what it remembers from one call to the next. */
interface CompactorState {
  /** `token-limit`, at least 1. */
  readonly limit: number;
  readonly keepRecentSteps: number;
  readonly writer: SummaryWriter;
  /** The running token count of the history. */
  readonly tally: TokenTally;
  /** The running upper bound counted by bytes, which needs no tokenizer. */
  readonly bound: TokenTally;
  /** Set by a compaction until the history shows a new model response after it. */
  staleUsage: { first: Message | undefined; length: number } | undefined;
  /** Tokens the last compaction left when that was still over the limit. */
  leftOver: number | undefined;
}

/** What a compaction will do: the history's parts, and a summary job per round to shorten. */
interface CompactionPlan {
  head: Message[];
  rounds: Round[];
  /** The round in progress, the last one. */
  current: Round | undefined;
  jobs: Map<Round, SummaryJob>;
  /** The newest steps of the round in progress, kept whole after its summary. */
  kept: Message[];
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
  const state = compactorState(settings);
  return {
    countTokens: (history) => state.tally.update(history),
    checkFits: (history, tools) => checkTaskFits(history, tools, state.limit),
    maybeCompact: (history, options) => maybeCompact(state, history, options),
  };
}

function compactorState(settings: CompactorSettings): CompactorState {
  const limit = Math.max(1, Math.floor(settings.tokenLimit));
  const maxTokens = Math.max(
    COMPACTION_DEFAULTS.minSummaryTokens,
    Math.min(
      settings.summaryMaxTokens ?? COMPACTION_DEFAULTS.summaryMaxTokens,
      Math.floor(limit * COMPACTION_DEFAULTS.summaryShareOfLimit),
    ),
  );
  return {
    limit,
    keepRecentSteps: Math.max(0, settings.keepRecentSteps ?? COMPACTION_DEFAULTS.keepRecentSteps),
    writer: {
      provider: settings.provider,
      retry: settings.retry,
      maxTokens,
      renderChars: renderBudget(limit),
    },
    tally: new TokenTally(),
    bound: new TokenTally(messageTokenBound),
    staleUsage: undefined,
    leftOver: undefined,
  };
}

/** `Compactor.maybeCompact`, as `createCompactor` describes it. */
async function maybeCompact(
  state: CompactorState,
  history: readonly Message[],
  options: CompactOptions,
): Promise<CompactionOutcome | ContextOverLimit | undefined> {
  const { limit, tally } = state;
  const reported = reportedTokens(state, history, options.lastInputTokens);
  // Under the limit even counted by bytes: no need to tokenize (or load the tokenizer) yet.
  if (!options.force && (reported ?? 0) <= limit && state.bound.update(history) <= limit) return undefined;
  await loadTokenizer();
  const before = tally.update(history);
  const over = before > limit || (reported ?? 0) > limit;
  if (!options.force && !over) return undefined;
  if (!options.force) {
    const stuck = compactionCannotHelp(history, reported, state.leftOver, limit);
    if (stuck) return stuck;
  }

  const planned = plan(state, history, before, targetTokens(limit, before, reported, options.force));
  if (planned.jobs.size === 0) return undefined;
  const jobs = [...planned.jobs.entries()];
  const results = await mapConcurrent(jobs, COMPACTION_DEFAULTS.maxConcurrentSummaries, ([, job]) =>
    summarise(job, state.writer, options.signal),
  );
  // A cancelled run keeps its full history: excerpts written in a hurry would only lose detail.
  if (options.signal.aborted) return undefined;
  const compacted = rebuild(planned, new Map(jobs.map(([round], i) => [round, results[i] as SummaryResult])));
  const tokensAfter = tally.reset(compacted);
  state.staleUsage = { first: compacted[0], length: compacted.length };
  state.leftOver = tokensAfter > limit ? tokensAfter : undefined;

  const summarised = countResults(
    jobs.map(([, job]) => job),
    results,
  );
  return { messages: compacted, tokensBefore: before, tokensAfter, ...summarised };
}

/** What the summaries did, for the outcome: `results[i]` is `jobs[i]`'s. */
function countResults(
  jobs: readonly SummaryJob[],
  results: readonly SummaryResult[],
): Pick<CompactionOutcome, "roundsSummarised" | "stepsSummarised" | "fallbacks" | "usage"> {
  let usage = emptyUsage();
  for (const result of results) usage = addUsage(usage, result.usage);
  const done = jobs.filter((_, i) => results[i]?.message !== undefined);
  return {
    roundsSummarised: done.filter((job) => job.kind === "round").length,
    stepsSummarised: done.filter((job) => job.kind === "steps").reduce((sum, job) => sum + job.steps, 0),
    fallbacks: results.filter((r) => r.fallback).length,
    usage,
  };
}

/** The provider's figure, unless it describes a history from before the last compaction. */
function reportedTokens(
  state: CompactorState,
  history: readonly Message[],
  lastInputTokens: number | undefined,
): number | undefined {
  const stale = state.staleUsage;
  if (stale) {
    const same = history[0] === stale.first && history.length >= stale.length;
    const answered = same && history.slice(stale.length).some((m) => m.role === "assistant");
    if (same && !answered) return undefined;
    state.staleUsage = undefined;
  }
  return lastInputTokens;
}

function targetTokens(limit: number, own: number, reported: number | undefined, force: boolean): number {
  let target = limit * COMPACTION_DEFAULTS.targetFraction;
  // The provider counts differently (another tokenizer, the tool schemas): aim lower by as much.
  if (reported !== undefined && reported > own && own > 0) target *= own / reported;
  if (force) target = Math.min(target, Math.min(own, limit) * COMPACTION_DEFAULTS.overflowFraction);
  return Math.max(1, Math.floor(target));
}

/** Which finished rounds and which steps of the round in progress to summarise. */
function plan(
  state: CompactorState,
  history: readonly Message[],
  own: number,
  target: number,
): CompactionPlan {
  const { head, rounds } = splitRounds(history);
  const current = rounds.at(-1);
  const finished = rounds.slice(0, -1);
  const jobs = new Map<Round, SummaryJob>();
  const perSummary = state.writer.maxTokens + 2 * bridgeTokens();
  let projected = own;
  for (const round of finished) {
    if (isCompacted(round)) continue;
    const tokens = countTokens(round.body);
    const steps = round.body.filter((m) => m.role === "assistant" && !isBridge(m)).length;
    jobs.set(round, { kind: "round", ...userOf(round), messages: round.body, tokens, steps });
    projected += perSummary - tokens;
  }
  let kept: Message[] = [];
  if (current && projected > target) {
    const split = splitCurrentRound(current, target - projected - perSummary, state.keepRecentSteps);
    if (split) {
      jobs.set(current, split.job);
      kept = split.kept;
    }
  }
  return { head, rounds, current, jobs, kept };
}

/**
 * Splits the round in progress into older steps to summarise and at most `keepRecentSteps` of
 * the newest, kept whole; undefined when no step is left to summarise. `room` is the target less
 * the projected history and one summary: the round's own tokens plus `room` may be kept.
 */
function splitCurrentRound(
  current: Round,
  room: number,
  keepRecentSteps: number,
): { job: SummaryJob; kept: Message[] } | undefined {
  const { earlier, steps } = splitSteps(current.body);
  if (steps.length === 0) return undefined;
  const budget = room + countTokens(current.body);
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
  if (older.length === 0) return undefined;
  const messages = [...earlier, ...older];
  const job: SummaryJob = {
    kind: "steps",
    ...userOf(current),
    messages,
    tokens: countTokens(messages),
    steps: older.filter((m) => m.role === "assistant").length,
  };
  return { job, kept: steps.slice(keepFrom).flat() };
}

/**
 * The compacted history: system messages, every user message whole, each round's summary in
 * place of its body (or the body, when its summary was not written), the round in progress
 * as its summary and its kept steps. Turns made to alternate with bridges.
 */
function rebuild(planned: CompactionPlan, summaries: ReadonlyMap<Round, SummaryResult>): Message[] {
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
  return alternate(messages);
}

function userOf(round: Round): { user?: UserMessage } {
  return round.user ? { user: round.user } : {};
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

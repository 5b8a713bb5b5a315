/**
 * Benchmark of the per-step token check: a single-round history grows by one step of about 500
 * tokens (an assistant message with a tool call and its result). While the history's UTF-8 size
 * is under the limit the compactor's check only adds up bytes; past it, it keeps a running cl100k
 * count. Both are timed on every step: the running count (`countTokens` of the compactor) and the
 * check as the loop runs it (`maybeCompact`, the limit out of reach). Each handles only the new
 * messages, so its time at step 200 should match its time at step 10; a full recount is timed for
 * comparison. So are three pathological runs of one character class (a 20,000-character line of
 * `=`), which the counter cuts into slices so that they cost linear time, not quadratic.
 *
 * What the tokenizer costs in memory is measured too: the heap and array buffers loading it
 * keeps, and the bytes counting allocates (garbage the collector then has to clear) over the
 * 200-step history. The first needs a process where nothing has loaded the tokenizer yet:
 * bench/run.ts runs this benchmark first.
 *
 * Run directly (`npx tsx bench/tokens.ts`) it prints the figures; `benchTokenCounting()` returns them.
 */
import { pathToFileURL } from "node:url";
import { GCProfiler, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createCompactor } from "../src/agent/compaction.js";
import { countTextTokens, countTokens, loadTokenizer } from "../src/agent/tokens.js";
import type { Message } from "../src/llm/messages.js";
import type { Provider } from "../src/llm/provider.js";
import { filler, RESULT_WORDS } from "./fixtures.js";
import { median } from "./stats.js";

const STEPS = 200;
const SAMPLE_STEPS = [10, 200] as const;
/** Steps up to each sample whose median is reported, so one slow step (a GC pause) does not decide it. */
const WINDOW = 5;

export interface TokenBenchFigures {
  /** Loading the cl100k ranks and building the counter, paid once, before the first count. */
  encoderBuildMs: number;
  /** Memory (MB, the heap and array buffers) that loading keeps for the rest of the run. */
  encoderRetainedMb: number;
  /** Bytes (MB) of heap that counting the 200-step history from scratch allocates. */
  countAllocatedMbAt200: number;
  /** Average tokens one step adds to the history. */
  tokensPerStep: number;
  /** Median time of the running count per step over steps 6-10. */
  perStepMsAt10: number;
  /** Median time of the running count per step over steps 196-200. */
  perStepMsAt200: number;
  /** The same for the whole check while the history's size in bytes is under the limit. */
  checkMsAt10: number;
  checkMsAt200: number;
  /** Counting the whole 200-step history from scratch (fresh message objects, no cache). */
  fullRecountMsAt200: number;
  /** Tokens in the history after 200 steps. */
  historyTokensAt200: number;
  /**
   * Counting the pathological runs (`PATHOLOGICAL_TEXTS`: 20,000 characters of `=`, of Chinese,
   * of spaces) once each: merged as one piece each they would take seconds.
   */
  pathologicalMs: number;
}

/** One long run each of punctuation, Chinese and whitespace, which a single piece would make quadratic. */
export const PATHOLOGICAL_TEXTS = ["=".repeat(20_000), "中文字符".repeat(5_000), " ".repeat(20_000)];

function step(n: number): Message[] {
  const id = `call_${n}`;
  const args = { path: `src/module-${n}.ts`, offset: n };
  return [
    {
      role: "assistant",
      content: [
        { type: "text", text: `Step ${n}: reading the next module to follow the call chain.` },
        { type: "tool_call", id, name: "read_file", arguments: args, rawArguments: JSON.stringify(args) },
      ],
      stopReason: "tool_use",
    },
    { role: "tool", toolCallId: id, toolName: "read_file", content: filler(RESULT_WORDS, n), isError: false },
  ];
}

/** Never called: the limit is out of reach, so the check never asks for a summary. */
const idleProvider: Provider = {
  name: "bench",
  model: "none",
  complete: async () => ({
    ok: false,
    error: { kind: "fatal", message: "the benchmark makes no model calls" },
  }),
};

/**
 * A full garbage collection. `gc` is only a global under `--expose-gc`; the flag set at run time
 * applies to contexts made after it, so one is made to fetch the function.
 */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** The heap in use and the array buffers after full collections (two: the first can leave some). */
function settledMemory(collect: () => void): number {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** Bytes `work` allocates on the heap: what is in use after it, plus what collections freed on the way. */
function allocatedBytes(work: () => void): number {
  const profiler = new GCProfiler();
  const before = process.memoryUsage().heapUsed;
  profiler.start();
  work();
  const after = process.memoryUsage().heapUsed;
  const collections = profiler.stop()?.statistics ?? [];
  let freed = 0;
  for (const { beforeGC, afterGC } of collections) {
    freed += beforeGC.heapStatistics.usedHeapSize - afterGC.heapStatistics.usedHeapSize;
  }
  return after - before + freed;
}

const MB = 1024 * 1024;

export async function benchTokenCounting(): Promise<TokenBenchFigures> {
  const collect = collector();
  const unloaded = settledMemory(collect);
  const t0 = performance.now();
  await loadTokenizer();
  countTextTokens("warm up");
  const encoderBuildMs = performance.now() - t0;
  const encoderRetainedMb = (settledMemory(collect) - unloaded) / MB;
  // The encoder's first few texts run cold (JIT); warm it so step 10 measures the steady state.
  for (let i = 0; i < 5; i++) countTextTokens(filler(RESULT_WORDS, -1 - i));

  const compactor = createCompactor({ provider: idleProvider, tokenLimit: Number.MAX_SAFE_INTEGER });
  const signal = new AbortController().signal;
  const history: Message[] = [
    { role: "system", content: "You are a coding agent." },
    { role: "user", content: "Follow the call chain and find where the date is formatted." },
  ];
  const countMs: number[] = [];
  const checkMs: number[] = [];
  for (let n = 1; n <= STEPS; n++) {
    history.push(...step(n));
    const c0 = performance.now();
    await compactor.maybeCompact(history, { force: false, signal });
    const c1 = performance.now();
    compactor.countTokens(history);
    countMs.push(performance.now() - c1);
    checkMs.push(c1 - c0);
  }
  const [early, late] = SAMPLE_STEPS.map((at) => median(countMs.slice(at - WINDOW, at)));
  const [checkEarly, checkLate] = SAMPLE_STEPS.map((at) => median(checkMs.slice(at - WINDOW, at)));

  const fresh = structuredClone(history);
  const r0 = performance.now();
  const historyTokens = countTokens(fresh);
  const fullRecountMsAt200 = performance.now() - r0;
  const another = structuredClone(history);
  const countAllocated = allocatedBytes(() => countTokens(another));

  const firstTwo = countTokens(history.slice(0, 2));
  const p0 = performance.now();
  for (const text of PATHOLOGICAL_TEXTS) countTextTokens(text);
  const pathologicalMs = performance.now() - p0;
  return {
    encoderBuildMs: round(encoderBuildMs),
    encoderRetainedMb: round(encoderRetainedMb),
    countAllocatedMbAt200: round(countAllocated / MB),
    tokensPerStep: Math.round((historyTokens - firstTwo) / STEPS),
    perStepMsAt10: round(early ?? 0),
    perStepMsAt200: round(late ?? 0),
    checkMsAt10: round(checkEarly ?? 0),
    checkMsAt200: round(checkLate ?? 0),
    fullRecountMsAt200: round(fullRecountMsAt200),
    historyTokensAt200: historyTokens,
    pathologicalMs: round(pathologicalMs),
  };
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchTokenCounting();
  console.log("token counting, per step:");
  console.log(`  encoder build (once)        ${figures.encoderBuildMs.toFixed(1)} ms`);
  console.log(`  kept by the encoder         ${figures.encoderRetainedMb.toFixed(1)} MB`);
  console.log(`  tokens per step             ${figures.tokensPerStep}`);
  console.log(`  running count at step 10    ${figures.perStepMsAt10.toFixed(3)} ms`);
  console.log(`  running count at step 200   ${figures.perStepMsAt200.toFixed(3)} ms`);
  console.log(
    `  byte check at step 10 / 200 ${figures.checkMsAt10.toFixed(3)} / ${figures.checkMsAt200.toFixed(3)} ms`,
  );
  console.log(
    `  full recount at step 200    ${figures.fullRecountMsAt200.toFixed(1)} ms (${figures.historyTokensAt200} tokens)`,
  );
  console.log(`  allocated by that recount   ${figures.countAllocatedMbAt200.toFixed(1)} MB`);
  console.log(`  pathological runs (3 x 20k) ${figures.pathologicalMs.toFixed(1)} ms`);
}

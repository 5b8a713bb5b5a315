/**
 * Benchmark of the spending cap's own work per step: before each model call the meter prices the
 * call's worst case, after it the call's usage. A single-round history grows by one step of about
 * 500 tokens (as in bench/tokens.ts) and every step's request goes through `SpendMeter.wrap`
 * around a provider that answers at once, with the usage a provider would report. Timed per
 * step, at step 10 and 200, for a run far from its cap (the meter adds up bytes only) and one at
 * it (the tokenizer counts, and the call is refused); the provider's own time is nothing, so what
 * is left is ours.
 *
 * Run directly (`npx tsx bench/cost.ts`) it prints the figures; `benchCostArithmetic()` returns them.
 */
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { SpendMeter } from "../src/agent/budget.js";
import { countTokens, loadTokenizer } from "../src/agent/tokens.js";
import type { Message } from "../src/llm/messages.js";
import type { ModelPrices } from "../src/llm/prices.js";
import type { ModelRequest, Provider } from "../src/llm/provider.js";
import { createCodingTools } from "../src/tools/index.js";
import { ToolRegistry } from "../src/tools/tool.js";
import { filler, RESULT_WORDS } from "./fixtures.js";
import { median } from "./stats.js";

const STEPS = 200;
const WINDOW = 5;
const PRICES: ModelPrices = { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 };

export interface CostBenchFigures {
  /** The meter's time per step (check + record), median over steps 6-10 and 196-200, far from the cap. */
  farMsAt10: number;
  farMsAt200: number;
  /** The same at the cap: each check counts with the tokenizer, and refuses the call. */
  nearMsAt10: number;
  nearMsAt200: number;
}

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

/** Answers at once, reporting the history's own count as its input (as a provider would). */
function instantProvider(): Provider {
  return {
    name: "instant",
    model: "instant",
    complete: async (request) => ({
      ok: true,
      message: {
        role: "assistant",
        content: [{ type: "text", text: "ok" }],
        stopReason: "tool_use",
        usage: {
          inputTokens: 1_000 + request.messages.length * 500,
          outputTokens: 50,
          cacheReadTokens: 0,
          cacheWriteTokens: 0,
        },
      },
    }),
  };
}

async function runSteps(maxCost: number): Promise<{ at10: number; at200: number }> {
  const coding = createCodingTools({ root: process.cwd(), env: {} });
  const tools = new ToolRegistry(coding.tools).specs();
  await coding.dispose();
  const meter = new SpendMeter({ prices: PRICES, maxCost, maxOutputTokens: 16_000 });
  const provider = meter.wrap(instantProvider());
  const messages: Message[] = [{ role: "user", content: "Follow the call chain through the modules." }];
  const signal = new AbortController().signal;
  const times: number[] = [];
  for (let n = 1; n <= STEPS; n++) {
    const request: ModelRequest = {
      system: "You are a coding agent.",
      messages: messages.slice(),
      tools,
      signal,
    };
    const t0 = performance.now();
    await provider.complete(request);
    times.push(performance.now() - t0);
    messages.push(...step(n));
  }
  const window = (end: number) => median(times.slice(end - WINDOW, end));
  return { at10: window(10), at200: window(200) };
}

export async function benchCostArithmetic(): Promise<CostBenchFigures> {
  // Warm: the JIT, and the tokenizer (built once per run in any case) for the near case.
  await loadTokenizer();
  countTokens([{ role: "user", content: "warm up the tokenizer" }]);
  await runSteps(1_000_000);
  const far = await runSteps(1_000_000);
  // $1,000,000 is never near. $0.70 is spent within a few steps; from then on each call is priced
  // with the tokenizer and refused: the dearest path the check has.
  const near = await runSteps(0.7);
  return { farMsAt10: far.at10, farMsAt200: far.at200, nearMsAt10: near.at10, nearMsAt200: near.at200 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const f = await benchCostArithmetic();
  console.log(
    `spend meter per step, far from the cap: ${f.farMsAt10.toFixed(4)} / ${f.farMsAt200.toFixed(4)} ms (step 10 / 200)`,
  );
  console.log(
    `spend meter per step, near the cap:     ${f.nearMsAt10.toFixed(4)} / ${f.nearMsAt200.toFixed(4)} ms (step 10 / 200)`,
  );
}

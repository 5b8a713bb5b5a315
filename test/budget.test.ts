import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { SpendMeter } from "../src/agent/budget.js";
import { type AgentEvent, EventBus, type RunFinishedEvent } from "../src/agent/events.js";
import { createProvider, runSession, type SessionSettings } from "../src/agent/session.js";
import { costOf, type ModelPrices, worstCaseCost } from "../src/llm/prices.js";
import type { ModelServer } from "./fakes/model-server.js";
import { sessionRunIn, sessionScratch, sessionSettings } from "./fixtures/session.js";
import { assertValidHistory } from "./loop-fixtures.js";

/**
 * The spending cap (`max-cost`) and the run's cost, through a whole session: the real SDKs
 * against the fake model server, whose usage figures are what the provider would bill.
 */

const PRICES: ModelPrices = { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 };
const read = { name: "read_file", arguments: { path: "notes.txt" } };

let server: ModelServer;
let workspace: string;
beforeEach(async (context) => {
  ({ server, workspace } = await sessionScratch(context, "budget-"));
  await writeFile(join(workspace, "notes.txt"), "a short note\n");
});

function settings(overrides: Partial<SessionSettings> = {}): SessionSettings {
  const budget = { maxOutputTokens: 1_000, maxSteps: 10, prices: PRICES };
  return sessionSettings(server, { apiKey: "sk-budget-test-0123456789", ...budget, ...overrides });
}

async function session(settings: SessionSettings) {
  const events: AgentEvent[] = [];
  const bus = new EventBus([{ onEvent: (event) => events.push(event) }]);
  try {
    const result = await runSession({
      ...sessionRunIn(workspace, "Read notes.txt, again and again."),
      settings,
      bus,
    });
    const finished = events.find((e): e is RunFinishedEvent => e.type === "run_finished");
    return { result, events, finished };
  } finally {
    await bus.close();
  }
}

/** One step's usage: 20,000 uncached input tokens and 1,000 output, $0.075 at `PRICES`. */
const STEP = { input: 20_000, output: 1_000 };
const STEP_COST = (20_000 * 3 + 1_000 * 15) / 1e6;

describe("the spending cap", () => {
  it("stops before the call whose worst case would pass the cap, keeping a valid history", async () => {
    server.push(...Array.from({ length: 5 }, () => ({ toolCalls: [read], usage: STEP })));

    const { result, finished } = await session(settings({ maxCost: 0.2 }));

    // Step 3's worst case (the 20,000 tokens the provider reported, plus what was appended, at
    // the cache-write price, and 1,000 output tokens) is over $0.09: $0.15 + that passes $0.20.
    expect(server.requests).toHaveLength(2);
    expect(result.conclusion).toBe("budget");
    expect(result.steps).toBe(2);
    expect(result.cost).toBeCloseTo(2 * STEP_COST, 10);
    expect(result.response).toMatch(/^Stopped after 2 step\(s\) at the spending cap: /);
    expect(result.response).toContain("$0.15 spent so far past the max-cost cap of $0.20");
    expect(result.response).toContain("The work so far is kept.");
    assertValidHistory(result.messages);
    expect(finished).toMatchObject({ conclusion: "budget", maxCost: 0.2 });
    expect(finished?.cost).toBeCloseTo(0.15, 10);
  });

  it("prices the next call from the provider's own count, not only from the text's size", async () => {
    // The provider counts 100,000 input tokens for a prompt of a few kilobytes (a tokenizer of
    // its own, or images): the next call is priced from that figure.
    server.push({ toolCalls: [read], usage: { input: 100_000, output: 10 } }, { text: "Done." });

    const { result } = await session(settings({ maxCost: 0.65, tokenLimit: 200_000 }));

    const spent = (100_000 * 3 + 10 * 15) / 1e6;
    expect(spent + worstCaseCost(100_000, 1_000, PRICES)).toBeGreaterThan(0.65);
    // The second request's own size would have fitted many times over.
    const sentBytes = Buffer.byteLength(JSON.stringify(server.requests[0]?.body), "utf8");
    expect(spent + worstCaseCost(sentBytes + 2_000, 1_000, PRICES)).toBeLessThan(0.65);
    expect(server.requests).toHaveLength(1);
    expect(result.conclusion).toBe("budget");
  });

  it("makes no call at all when even the first one could pass the cap", async () => {
    server.push({ text: "Never sent." });

    const { result, events } = await session(settings({ maxCost: 0.001 }));

    expect(server.requests).toHaveLength(0);
    expect(result).toMatchObject({ conclusion: "budget", steps: 0, cost: 0 });
    expect(events.some((e) => e.type === "model_response")).toBe(false);
    assertValidHistory(result.messages);
  });

  it("lets a run that stays under its cap finish, and reports what it cost", async () => {
    server.push({ toolCalls: [read], usage: STEP }, { text: "The note is short.", usage: STEP });

    const { result } = await session(settings({ maxCost: 5 }));

    expect(result.conclusion).toBe("success");
    expect(result.cost).toBeCloseTo(2 * STEP_COST, 10);
  });

  it("counts compaction's summary requests in the spend, and caps them too", async () => {
    const big = "x".repeat(30_000);
    await writeFile(join(workspace, "notes.txt"), `${big}\n`);
    // A small token limit makes the third step summarise the first two first: the requests grow
    // past it as the provider counts them. (Were the first request, the system prompt and the task
    // alone, over it, no compaction could help, and the run would end: compaction-limit.test.ts.)
    const usage = (input: number) => ({ input, output: 1_000 });
    server.push(
      { toolCalls: [read], usage: usage(1_000) },
      { toolCalls: [read], usage: usage(6_500) },
      { toolCalls: [read], usage: usage(1_000) },
      { toolCalls: [read], usage: usage(1_000) },
      { text: "Done.", usage: usage(1_000) },
    );

    const { result, events } = await session(settings({ tokenLimit: 6_000 }));

    expect(events.some((e) => e.type === "compaction")).toBe(true);
    // Every request the server answered was billed, the summaries among them.
    expect(server.requests.length).toBeGreaterThan(result.steps);
    const billed = server.requests.reduce((sum, _, i) => sum + (i === 1 ? 6_500 : 1_000) * 3 + 1_000 * 15, 0);
    expect(result.cost).toBeCloseTo(billed / 1e6, 10);
  });
});

describe("the spending cap against what providers do", () => {
  it("holds each call's worst case while it is out, so calls made at once cannot pass the cap together", async () => {
    const provider = await createProvider(settings(), { requestTimeoutMs: 5_000 });
    const meter = new SpendMeter({ prices: PRICES, maxCost: 0.1, maxOutputTokens: 4_000 });
    const metered = meter.wrap(provider);
    server.push({ text: "One.", delayMs: 300 }, { text: "Two." });
    const request = {
      system: "Summarise.",
      messages: [{ role: "user" as const, content: "A transcript to summarise." }],
      tools: [],
      signal: new AbortController().signal,
    };
    // Each may cost $0.06 of output and a little input: one fits under $0.10, two at once do not.
    const [first, second] = await Promise.all([metered.complete(request), metered.complete(request)]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { kind: "budget" } });
    expect(server.requests).toHaveLength(1);
  });

  it("keeps the worst case of a call cut off mid-answer against the cap, and does not retry past it", async () => {
    server.push({ text: "A long answer that never arrives whole.", cutStreamAfterEvents: 3 });
    server.push({ text: "The retry." });

    const { result } = await session(settings({ stream: true, maxOutputTokens: 5_000, maxCost: 0.15 }));

    // The cut-off call may have been billed up to its worst case ($0.075 of output and the
    // input): a second one would pass $0.15, so the run stops instead of retrying.
    expect(server.requests).toHaveLength(1);
    expect(result.conclusion).toBe("budget");
    expect(result.response).toMatch(/and up to \$0\.\d+ for calls cut off past the max-cost cap of \$0\.15/);
    // What the provider reported is the cost; nothing was reported for the cut-off call.
    expect(result.cost).toBe(0);
  });

  it("charges a server that reports no usage what the tokenizer counts, and counts the history again next time", async () => {
    server.push(
      { toolCalls: [read], usage: { input: 0, output: 0 } },
      { toolCalls: [read], usage: { input: 0, output: 0 } },
      { text: "Done.", usage: { input: 0, output: 0 } },
    );

    const { result } = await session(settings());

    expect(result.conclusion).toBe("success");
    expect(result.usage.inputTokens).toBe(0);
    // Three requests of a few thousand tokens each (the system prompt and the tools), at $3 a million.
    expect(result.cost).toBeGreaterThan((3 * 1_000 * 3) / 1e6);
  });
});

describe("the run's cost", () => {
  it("prices cache reads and writes as the provider bills them (Anthropic)", async () => {
    const usage = { input: 1_000, output: 200, cacheRead: 2_000, cacheWrite: 500 };
    server.push({ text: "Hello.", usage });

    const { result } = await session(settings());

    // 1,000 at $3, 2,000 at $0.30, 500 at $3.75, 200 at $15, per million.
    expect(result.cost).toBeCloseTo((3_000 + 600 + 1_875 + 3_000) / 1e6, 12);
    expect(result.usage).toMatchObject({ inputTokens: 3_500, cacheReadTokens: 2_000, cacheWriteTokens: 500 });
    expect(result.cost).toBeCloseTo(costOf(result.usage, PRICES), 12);
  });

  it("prices an OpenAI-compatible server's cached tokens at its cached price", async () => {
    const prices: ModelPrices = { input: 2, output: 8, cacheRead: 0.5, cacheWrite: 2 };
    server.push({ text: "Hello.", usage: { input: 1_000, output: 100, cacheRead: 3_000 } });

    const { result } = await session(
      settings({ provider: "openai", baseUrl: server.openaiBaseUrl, model: "gpt-test", prices }),
    );

    expect(result.usage.inputTokens).toBe(4_000);
    expect(result.cost).toBeCloseTo((1_000 * 2 + 3_000 * 0.5 + 100 * 8) / 1e6, 12);
  });

  it("is absent when the model's prices are unknown", async () => {
    server.push({ text: "Hello." });

    const { result, finished } = await session(settings({ prices: undefined }));

    expect(result.conclusion).toBe("success");
    expect(result.cost).toBeUndefined();
    expect(finished && "cost" in finished).toBe(false);
  });
});

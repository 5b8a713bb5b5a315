import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCompactor } from "../src/agent/compaction.js";
import type { CompactionOutcome, CompactOptions, Compactor } from "../src/agent/compactor.js";
import { BRIDGE_AFTER_SUMMARY, BRIDGE_BEFORE_SUMMARY, isSummary } from "../src/agent/rounds.js";
import { SUMMARY_SYSTEM_PROMPT } from "../src/agent/summary.js";
import { countMessageTokens, countTokens, loadTokenizer } from "../src/agent/tokens.js";
import type { Message } from "../src/llm/messages.js";
import type { Provider } from "../src/llm/provider.js";
import { findProvider } from "../src/llm/registry.js";
import {
  assistantCall,
  finishedRound,
  isSummaryRequest,
  prose,
  summaryRequestText,
  toolResult,
  user,
} from "./compaction-fixtures.js";
import {
  type FakeAnswer,
  fakeProviderConfig,
  type ModelServer,
  startModelServer,
} from "./fakes/model-server.js";

const system: Message = { role: "system", content: "You are a careful coding agent." };

/** `maybeCompact`, for histories whose user messages fit the limit: never `ContextOverLimit`. */
async function compactIn(
  compactor: Compactor,
  history: readonly Message[],
  options: CompactOptions,
): Promise<CompactionOutcome | undefined> {
  const outcome = await compactor.maybeCompact(history, options);
  if (outcome && "overLimit" in outcome) throw new Error(outcome.error);
  return outcome;
}
const quick = { policy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 } };

/** The round a summary request is about, read from the paths its transcript shows. */
function roundLabel(text: string): string {
  return /"path":"(\w+)\//.exec(text)?.[1] ?? "unknown";
}

let server: ModelServer;
let provider: Provider;
/** How the fake answers each summary request, by the round it is about. */
let answerFor: (label: string) => FakeAnswer | Promise<FakeAnswer>;

beforeAll(async () => {
  server = await startModelServer();
  server.setDefaultTurn((request) => {
    if (!isSummaryRequest(request))
      return { status: 400, message: "this test expects only summary requests" };
    return answerFor(roundLabel(summaryRequestText(request)));
  });
  const anthropic = findProvider("anthropic");
  if (!anthropic) throw new Error("the anthropic provider is not registered");
  provider = await anthropic.create(fakeProviderConfig(server, "anthropic"));
  // The tests count on their own as well as through the compactor, in any order.
  await loadTokenizer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  answerFor = (label) => ({
    text: `Summary of the work on ${label}: read three files.`,
    usage: { input: 400, output: 20 },
  });
});

const signal = new AbortController().signal;

function inProgress(label: string, steps: number, resultWords: number): Message[] {
  const messages: Message[] = [user(`Request ${label}: carry on with ${label}.`)];
  for (let i = 0; i < steps; i++) {
    const id = `call_${label}_${i}`;
    messages.push(assistantCall(id, "read_file", { path: `${label}/${i}.ts` }));
    messages.push(toolResult(id, "read_file", prose(resultWords, 7_000 + i)));
  }
  return messages;
}

describe("compaction", () => {
  it("compacts three finished rounds and one in progress to system, users, summaries and the round in progress", async () => {
    const rounds = ["alpha", "beta", "gamma"].map((label) => finishedRound(label, 3, 300));
    const current = inProgress("delta", 1, 100);
    const history = [system, ...rounds.flat(), ...current];
    const compactor = createCompactor({ provider, tokenLimit: 2_500, retry: quick });

    const outcome = await compactIn(compactor, history, { force: false, signal });

    expect(outcome).toBeDefined();
    if (!outcome) return;
    const shape = outcome.messages.map((m) => {
      if (m === system) return "system";
      if (isSummary(m)) return `summary:${/Summary of the work on (\w+):/.exec(m.content)?.[1]}`;
      if (m.role === "assistant" && m.content[0]?.type === "text") {
        if (m.content[0].text === BRIDGE_BEFORE_SUMMARY) return "bridge-before";
        if (m.content[0].text === BRIDGE_AFTER_SUMMARY) return "bridge-after";
      }
      if (m.role === "user") return `user:${m.content.split(":")[0]}`;
      return current.includes(m) ? `kept-${m.role}` : `other-${m.role}`;
    });
    expect(shape).toEqual([
      "system",
      "user:Request alpha",
      "bridge-before",
      "summary:alpha",
      "bridge-after",
      "user:Request beta",
      "bridge-before",
      "summary:beta",
      "bridge-after",
      "user:Request gamma",
      "bridge-before",
      "summary:gamma",
      "bridge-after",
      "user:Request delta",
      "kept-assistant",
      "kept-tool",
    ]);
    expect(outcome.messages.filter((m) => m.role === "user" && !isSummary(m))).toEqual(
      history.filter((m) => m.role === "user"),
    );
    expect(outcome.tokensBefore).toBe(countTokens(structuredClone(history)));
    expect(outcome.tokensAfter).toBe(countTokens(structuredClone(outcome.messages)));
    expect(outcome.tokensBefore).toBeGreaterThan(2_500);
    expect(outcome.tokensAfter).toBeLessThan(1_250);
    expect(outcome).toMatchObject({ roundsSummarised: 3, stepsSummarised: 0, fallbacks: 0 });
    expect(outcome.usage).toMatchObject({ inputTokens: 1_200, outputTokens: 60 });

    const requests = server.requests.filter(isSummaryRequest);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.body.system[0].text).toBe(SUMMARY_SYSTEM_PROMPT);
      expect(request.body.tools ?? []).toEqual([]);
      expect(summaryRequestText(request)).toContain("[result of read_file]");
    }
  });

  it("leaves a bounded excerpt when a summary request fails or comes back empty", async () => {
    answerFor = (label) => (label === "alpha" ? { status: 503, message: "overloaded" } : { text: "   " });
    const rounds = ["alpha", "beta"].map((label) => finishedRound(label, 3, 600));
    const history = [system, ...rounds.flat(), ...inProgress("gamma", 1, 50)];
    const compactor = createCompactor({ provider, tokenLimit: 3_000, retry: quick });

    const outcome = await compactIn(compactor, history, { force: false, signal });

    expect(outcome).toMatchObject({ roundsSummarised: 2, fallbacks: 2 });
    const summaries = outcome?.messages.filter(isSummary) ?? [];
    expect(summaries).toHaveLength(2);
    for (const [i, summary] of summaries.entries()) {
      expect(summary.content).toContain("could not be written");
      // The excerpt budget is a tenth of the limit; the heading adds a sentence.
      expect(countMessageTokens(summary)).toBeLessThan(360);
      expect(countMessageTokens(summary)).toBeLessThan(countTokens((rounds[i] as Message[]).slice(1)));
    }
    expect(summaries[0]?.content).toContain("overloaded");
    expect(summaries[1]?.content).toContain("empty");
    // The failing request was retried as the loop retries: twice under this policy.
    expect(server.requests.filter((r) => roundLabel(summaryRequestText(r)) === "alpha")).toHaveLength(2);
    expect(outcome?.tokensAfter).toBeLessThan(outcome?.tokensBefore ?? 0);
  });

  it("requests the summaries of five rounds concurrently", async () => {
    const labels = ["alpha", "beta", "gamma", "delta", "epsilon"];
    // No summary is answered before all five requests have arrived: one after another, the first
    // would wait in vain, fail, and its round would fall back to an excerpt.
    const arrived = new Set<string>();
    let allArrived: () => void = () => {};
    const together = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    answerFor = async (label) => {
      arrived.add(label);
      if (arrived.size === labels.length) allArrived();
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<"gave up">((resolve) => {
        timer = setTimeout(() => resolve("gave up"), 2_000);
      });
      const waited = await Promise.race([together, gaveUp]);
      clearTimeout(timer);
      return waited === "gave up"
        ? { status: 400, message: `${label} was requested alone` }
        : { text: `Summary of ${label}.` };
    };
    const history = [
      system,
      ...labels.flatMap((label) => finishedRound(label, 2, 200)),
      user("Next request."),
    ];
    const compactor = createCompactor({ provider, tokenLimit: 2_000, retry: quick });

    const outcome = await compactIn(compactor, history, { force: false, signal });

    expect(outcome?.roundsSummarised).toBe(5);
    expect(outcome?.fallbacks).toBe(0);
    // Answered together, yet each summary stands where its round stood.
    const summaries = (outcome?.messages ?? []).filter(isSummary).map((m) => m.content);
    expect(summaries).toHaveLength(5);
    summaries.forEach((text, i) => {
      expect(text).toContain(`Summary of ${labels[i]}.`);
    });
  });

  it("summarises older steps of the round in progress when it alone is over the limit, keeping the newest steps whole", async () => {
    const current = inProgress("solo", 12, 150);
    const history = [system, ...current];
    const compactor = createCompactor({ provider, tokenLimit: 1_500, retry: quick });

    const outcome = await compactIn(compactor, history, { force: false, signal });

    expect(outcome).toBeDefined();
    if (!outcome) return;
    const [first, task, bridge, summary, ...kept] = outcome.messages;
    expect([first, task]).toEqual([system, current[0]]);
    expect(bridge?.role).toBe("assistant");
    expect(summary && isSummary(summary)).toBe(true);
    expect(kept[0]?.role).toBe("assistant");
    expect(kept).toEqual(current.slice(current.length - kept.length));
    expect(kept.length % 2).toBe(0);
    expect(outcome.stepsSummarised).toBe(12 - kept.length / 2);
    expect(outcome.tokensAfter).toBeLessThanOrEqual(750);
  });

  it("compacts on a context-too-long error (force) even when its own count is under the limit", async () => {
    const current = inProgress("big", 8, 150);
    const history = [system, ...current];
    const compactor = createCompactor({ provider, tokenLimit: 100_000, retry: quick });

    expect(await compactIn(compactor, history, { force: false, signal })).toBeUndefined();
    const outcome = await compactIn(compactor, history, { force: true, signal });

    expect(outcome?.stepsSummarised).toBeGreaterThan(0);
    expect(outcome?.tokensAfter).toBeLessThanOrEqual((outcome?.tokensBefore ?? 0) / 2);
  });

  it("compacts when the provider reports more input than the limit, and ignores that figure until a new request", async () => {
    const history = [system, ...inProgress("usage", 6, 150)];
    const compactor = createCompactor({ provider, tokenLimit: 2_000, retry: quick });
    const own = compactor.countTokens(history);
    expect(own).toBeLessThan(2_000);

    const first = await compactIn(compactor, history, { force: false, signal, lastInputTokens: 2_600 });
    expect(first).toBeDefined();
    const compacted = [...(first?.messages ?? [])];

    // The same stale figure again, before any request was made with the compacted history.
    expect(
      await compactIn(compactor, compacted, { force: false, signal, lastInputTokens: 2_600 }),
    ).toBeUndefined();

    compacted.push(assistantCall("call_new", "read_file", { path: "usage/new.ts" }));
    compacted.push(toolResult("call_new", "read_file", prose(150, 99)));
    const second = await compactIn(compactor, compacted, { force: false, signal, lastInputTokens: 2_600 });
    expect(second).toBeDefined();
  });

  it("keeps the running token count equal to a full recount after any appends and compactions", async () => {
    const compactor = createCompactor({ provider, tokenLimit: 1_500, keepRecentSteps: 2, retry: quick });
    let history: Message[] = [system, user("Request first: start.")];
    let compactions = 0;
    for (let i = 0; i < 40; i++) {
      if (i % 9 === 8) history.push(user(`Request r${i}: next.`));
      const id = `call_r${i}_${i}`;
      history.push(assistantCall(id, "read_file", { path: `r${i}/${i}.ts` }));
      history.push(toolResult(id, "read_file", prose(60 + (i % 5) * 40, i)));
      expect(compactor.countTokens(history)).toBe(countTokens(structuredClone(history)));

      const outcome = await compactIn(compactor, history, { force: i % 13 === 12, signal });
      if (outcome) {
        compactions++;
        history = outcome.messages;
        expect(outcome.tokensAfter).toBe(countTokens(structuredClone(history)));
        expect(outcome.tokensAfter).toBeLessThanOrEqual(1_500);
      }
      expect(compactor.countTokens(history)).toBe(countTokens(structuredClone(history)));
    }
    expect(compactions).toBeGreaterThanOrEqual(3);
  });
});

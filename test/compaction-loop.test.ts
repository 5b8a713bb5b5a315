import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCompactor } from "../src/agent/compaction.js";
import type { AgentEvent, CompactionEvent } from "../src/agent/events.js";
import { runAgent } from "../src/agent/loop.js";
import type { Provider } from "../src/llm/provider.js";
import { ToolRegistry } from "../src/tools/tool.js";
import {
  agentRequests,
  isSummaryRequest,
  PART_WORDS,
  prose,
  readPart,
  wireProblems,
  wireTokens,
} from "./compaction-fixtures.js";
import type { FakeAnswer, ModelServer, WireFormat } from "./fakes/model-server.js";
import { startModelServer } from "./fakes/model-server.js";
import { createProvider } from "./loop-fixtures.js";

const TOKEN_LIMIT = 3_000;
describe.each<WireFormat>(["anthropic", "openai"])("a run through the %s provider", (format) => {
  let server: ModelServer;
  let provider: Provider;
  /** The answer to the n-th agent request (1-based); summary requests get a short summary. */
  let agentTurn: (n: number) => FakeAnswer;
  let agentCalls = 0;

  beforeAll(async () => {
    server = await startModelServer();
    server.setDefaultTurn((request) => {
      if (isSummaryRequest(request)) {
        return {
          text: "Read several parts with read_part; each held English filler text. Nothing is broken.",
        };
      }
      agentCalls++;
      return agentTurn(agentCalls);
    });
    provider = await createProvider(server, format, false);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    agentCalls = 0;
  });

  async function run(tokenLimit: number) {
    const events: AgentEvent[] = [];
    const result = await runAgent({
      provider,
      tools: new ToolRegistry([readPart]),
      system: "You are a test agent. Read the parts you are asked for.",
      task: "Read parts 1 to 30 of the document and say when you are done.",
      maxSteps: 40,
      signal: new AbortController().signal,
      emit: (event) => events.push(event),
      compactor: createCompactor({
        provider,
        tokenLimit,
        retry: { policy: { maxAttempts: 2, baseDelayMs: 1 } },
      }),
      retry: { policy: { maxAttempts: 2, baseDelayMs: 1 } },
    });
    const compactions = events.filter((e): e is CompactionEvent => e.type === "compaction");
    return { result, compactions };
  }

  it("keeps every request of a 30-step single-round run under the token limit, with calls and results paired", async () => {
    // Every third step reads two parts at once, so some steps hold two calls and two results.
    agentTurn = (n) =>
      n <= 30
        ? {
            toolCalls: [
              { name: "read_part", arguments: { part: n } },
              ...(n % 3 === 0 ? [{ name: "read_part", arguments: { part: n + 100 } }] : []),
            ],
          }
        : { text: "Done: all 30 parts read." };

    const { result, compactions } = await run(TOKEN_LIMIT);

    expect(result.conclusion).toBe("success");
    expect(result.steps).toBe(31);
    const requests = agentRequests(server);
    expect(requests).toHaveLength(31);
    for (const request of requests) {
      expect(wireTokens(request)).toBeLessThanOrEqual(TOKEN_LIMIT);
      expect(wireProblems(request, format)).toEqual([]);
    }
    // Without compaction the last request would hold all 40 results (about 14,000 tokens).
    expect(compactions.length).toBeGreaterThanOrEqual(3);
    for (const event of compactions) {
      expect(event.reason).toBe("token_limit");
      expect(event.tokensAfter).toBeLessThan(event.tokensBefore);
      expect(event.stepsSummarised).toBeGreaterThan(0);
      expect(event.fallbacks).toBe(0);
    }
    // The newest result is always there whole.
    expect(JSON.stringify(requests.at(-1)?.body)).toContain(
      JSON.stringify(`Part 30:\n${prose(PART_WORDS, 30)}`).slice(1, -1),
    );
    expect(result.messages.filter((m) => m.role === "user" && !m.summary)).toHaveLength(1);
  });

  it("completes the run after a context-too-long error by compacting and trying once more", async () => {
    const tooLong: FakeAnswer =
      format === "anthropic"
        ? { status: 400, message: "prompt is too long: 212000 tokens > 200000 maximum" }
        : {
            status: 400,
            code: "context_length_exceeded",
            message: "This model's maximum context length is 8192 tokens.",
          };
    agentTurn = (n) =>
      n <= 4
        ? { toolCalls: [{ name: "read_part", arguments: { part: n } }] }
        : n === 5
          ? tooLong
          : { text: "Done." };

    const { result, compactions } = await run(100_000);

    expect(result.conclusion).toBe("success");
    expect(result.response).toBe("Done.");
    expect(compactions).toHaveLength(1);
    expect(compactions[0]).toMatchObject({ reason: "context_overflow" });
    const requests = agentRequests(server);
    expect(requests).toHaveLength(6);
    const [failed, retried] = requests.slice(4);
    if (!failed || !retried) throw new Error("expected the failed request and its retry");
    expect(wireTokens(retried)).toBeLessThan(wireTokens(failed) / 2);
    expect(wireProblems(retried, format)).toEqual([]);
  });
});

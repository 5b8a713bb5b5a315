import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCompactor } from "../src/agent/compaction.js";
import type { AgentEvent, CompactionEvent } from "../src/agent/events.js";
import { runAgent } from "../src/agent/loop.js";
import { countTextTokens, loadTokenizer } from "../src/agent/tokens.js";
import type { Provider } from "../src/llm/provider.js";
import { ToolRegistry } from "../src/tools/tool.js";
import { agentRequests, isSummaryRequest, prose, readPart } from "./compaction-fixtures.js";
import type { FakeAnswer, ModelServer, WireFormat } from "./fakes/model-server.js";
import { startModelServer } from "./fakes/model-server.js";
import { createProvider } from "./loop-fixtures.js";

/**
 * A context that no compaction can bring under `token-limit`: the run says so and ends, before
 * any model call when the task itself is too big, and never compacts step after step in vain.
 */

const TOKEN_LIMIT = 3_000;
const SYSTEM = "You are a test agent. Read the parts you are asked for.";

/** A task of about `words` tokens (common English words are one token each). */
function taskOf(words: number): string {
  return `Read every part of the document, then say what it is about. For context:\n${prose(words, 7)}`;
}

describe.each<WireFormat>(["anthropic", "openai"])("a run through the %s provider", (format) => {
  let server: ModelServer;
  let provider: Provider;
  /** The answer to every agent request; summary requests get `summaryAnswer`. */
  let agentAnswer: FakeAnswer;
  let summaryAnswer: FakeAnswer;

  beforeAll(async () => {
    await loadTokenizer();
    server = await startModelServer();
    server.setDefaultTurn((request) => (isSummaryRequest(request) ? summaryAnswer : agentAnswer));
    provider = await createProvider(server, format, false);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    agentAnswer = { toolCalls: [{ name: "read_part", arguments: { part: 1 } }] };
    summaryAnswer = { text: "Read part 1 with read_part; it held English filler text." };
  });

  async function run(task: string) {
    const events: AgentEvent[] = [];
    const result = await runAgent({
      provider,
      tools: new ToolRegistry([readPart]),
      system: SYSTEM,
      task,
      maxSteps: 10,
      signal: new AbortController().signal,
      emit: (event) => events.push(event),
      compactor: createCompactor({
        provider,
        tokenLimit: TOKEN_LIMIT,
        retry: { policy: { maxAttempts: 2, baseDelayMs: 1 } },
      }),
      retry: { policy: { maxAttempts: 2, baseDelayMs: 1 } },
    });
    const compactions = events.filter((e): e is CompactionEvent => e.type === "compaction");
    return { result, events, compactions };
  }

  it("fails a task longer than token-limit before any model call, saying how long it is and what to do", async () => {
    const task = taskOf(4_000);
    const { result, events } = await run(task);

    expect(server.requests).toHaveLength(0);
    expect(result.conclusion).toBe("error");
    expect(result.steps).toBe(0);
    expect(result.response).toMatch(
      /^The task is about 4,\d{3} tokens, more than token-limit \(3,000\): shorten it, or raise token-limit \(--token-limit on the command line\) up to what the model's context window holds\.$/,
    );
    expect(result.error).toBe(result.response);
    // The run is on record all the same: it started, and it ended with the reason.
    expect(events.map((e) => e.type)).toEqual(["run_started", "run_finished"]);
    expect(events[0]).toMatchObject({ type: "run_started", task });
    expect(events[1]).toMatchObject({ type: "run_finished", conclusion: "error", response: result.response });
  });

  it("counts the system prompt and the tool definitions with the task, since compaction cannot shrink them", async () => {
    const task = taskOf(2_890);
    expect(countTextTokens(task)).toBeLessThan(TOKEN_LIMIT);
    const { result } = await run(task);

    expect(server.requests).toHaveLength(0);
    expect(result.conclusion).toBe("error");
    expect(result.response).toMatch(
      /^The task is about 2,9\d\d tokens; with the system prompt and the tool definitions \(about \d+ more\), which every request carries and compaction cannot shrink, that is more than token-limit \(3,000\): shorten it, or raise token-limit/,
    );
  });

  it("ends with an error instead of compacting at every step when a compaction leaves the context over the limit", async () => {
    // The task fits with room for one step, but not with a summary of the steps beside it.
    const task = taskOf(2_780);
    summaryAnswer = { text: prose(400, 3) };
    const { result, compactions } = await run(task);

    expect(compactions).toHaveLength(1);
    expect(compactions[0]?.tokensAfter).toBeGreaterThan(TOKEN_LIMIT);
    expect(result.conclusion).toBe("error");
    expect(result.steps).toBe(2);
    expect(agentRequests(server)).toHaveLength(2);
    expect(server.requests.filter(isSummaryRequest)).toHaveLength(1);
    expect(result.response).toMatch(
      /^Stopped after 2 step\(s\): Compaction cannot bring the context under token-limit \(3,000\): the last compaction left about 3,\d{3} tokens, as it keeps the task \(about 2,\d{3}\) and the system prompt whole, with a summary of the steps\. Shorten the task, or raise token-limit \(--token-limit on the command line\) up to what the model's context window holds\. The work so far is kept\.$/,
    );
    // The history stays valid: the last call has its result.
    const last = result.messages.at(-1);
    expect(last?.role).toBe("tool");
  });

  it("ends with an error, summarising nothing, when the model server counts the kept part over the limit", async () => {
    // Our count says the task fits; the server reports 4,000 input tokens for every request.
    agentAnswer = {
      toolCalls: [{ name: "read_part", arguments: { part: 1 } }],
      usage: { input: 4_000, output: 5 },
    };
    const { result, compactions } = await run(taskOf(1_000));

    expect(compactions).toHaveLength(0);
    expect(server.requests.filter(isSummaryRequest)).toHaveLength(0);
    expect(agentRequests(server)).toHaveLength(1);
    expect(result.conclusion).toBe("error");
    expect(result.steps).toBe(1);
    expect(result.response).toMatch(
      /^Stopped after 1 step\(s\): Compaction cannot bring the context under token-limit \(3,000\): what it must keep whole comes to about [\d,]+ tokens as the model server counts them: the task \(about [\d,]+\), the system prompt and the tool definitions\. Shorten the task, or raise token-limit/,
    );
  });
});

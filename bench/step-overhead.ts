/**
 * Our own time per step, early and late in a long run. The real loop (`runAgent`), the real
 * provider adapter (through the registry), the real compactor (its token-limit out of reach, so
 * it counts every step and never summarises) and the real tool specs and system prompt, against
 * the fake model server with zero latency. Every step the fake asks for one tool call whose
 * result is about 500 tokens, so the history grows to about 100k tokens over 200 steps.
 *
 * A step's wall time runs from one `step_started` event to the next (so it holds the model
 * call, the tool, the events and the next step's compaction check). The time the fake spends on
 * a request (from the last byte of the request body to the end of its answer, see
 * `recordFakeTime`) is subtracted; the rest is ours, the HTTP round trip through the SDK
 * included. The fake runs in our process (a fake in another process made the figures noisier:
 * the transfer between processes then counts as ours), so collecting its garbage is counted as
 * ours too: the figures err against us.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCompactor } from "../src/agent/compaction.js";
import type { AgentEvent } from "../src/agent/events.js";
import { runAgent } from "../src/agent/loop.js";
import { buildSystemPrompt } from "../src/agent/system-prompt.js";
import { countTokens } from "../src/agent/tokens.js";
import { toAnthropicParams } from "../src/llm/anthropic-wire.js";
import type { Message } from "../src/llm/messages.js";
import { toOpenAIParams } from "../src/llm/openai-wire.js";
import type { ModelRequest } from "../src/llm/provider.js";
import { createCodingTools } from "../src/tools/index.js";
import { ToolRegistry } from "../src/tools/tool.js";
import { startModelServer, type WireFormat } from "../test/fakes/model-server.js";
import { benchProvider, chunkTool, type FakeInterval, recordFakeTime } from "./fixtures.js";
import { mean, median, medianTime, round } from "./stats.js";

export const STEPS = 200;
/** Steps 1-10 and 191-200 are compared. */
const WINDOW = 10;
/** A short run first, so the JIT, the SDK's connection and the tokenizer are warm for the measured one. */
const WARM_UP_STEPS = 30;
/** Out of reach: the compactor counts every step and never summarises. */
const TOKEN_LIMIT = 200_000;

/** Mean milliseconds per step over a window of steps, split by where the time goes. */
export interface StepTimes {
  /** Ours: the step's wall time minus the fake's time. */
  ours: number;
  /** Median of `ours` over the window (less sensitive to one garbage-collection pause). */
  oursMedian: number;
  /** From `step_started` to the last byte of the request at the fake: building, serialising and sending. */
  requestOut: number;
  /** From the end of the fake's answer to the `model_response` event: receiving and parsing it. */
  responseIn: number;
  /** From `model_response` to the next `step_started`: the tool, the events, the next token check. */
  afterResponse: number;
  /** The fake's own time (not ours). */
  fake: number;
}

export interface StepOverheadFigures {
  format: WireFormat;
  stream: boolean;
  /** Tokens (cl100k) in the history the last request carried. */
  historyTokens: number;
  /** Steps 1-10 and 191-200: the median, over the repeats, of each window's figures. */
  early: StepTimes;
  late: StepTimes;
  /** Building the request body and serialising it (JSON.stringify) alone, at step 10 and 200. */
  buildMsAt10: number;
  buildMsAt200: number;
}

/**
 * Runs a warm-up and then `repeats` runs of 200 steps, each a fresh loop against the same fake.
 */
export async function benchStepOverhead(
  format: WireFormat,
  stream: boolean,
  repeats = 1,
): Promise<StepOverheadFigures> {
  const workspace = await mkdtemp(path.join(tmpdir(), "bench-steps-"));
  const server = await startModelServer();
  const clock = recordFakeTime();
  try {
    server.setDefaultTurn((request) => {
      // A long run only needs the newest request; the fake would otherwise keep them all.
      server.requests.splice(0, server.requests.length - 1);
      return {
        text: `Step ${request.index + 1}: reading the next chunk.`,
        toolCalls: [{ name: "read_chunk", arguments: { n: request.index } }],
        usage: { input: 10, output: 20 },
      };
    });
    const setup = await loopSetup(server.url, workspace, format, stream);
    await setup.run(WARM_UP_STEPS);
    const runs: { early: StepTimes; late: StepTimes }[] = [];
    let messages: Message[] = [];
    for (let r = 0; r < repeats; r++) {
      const served = clock.intervals.length;
      const run = await setup.run(STEPS);
      messages = run.messages;
      // One request per step, in order.
      const fake = clock.intervals.slice(served);
      if (fake.length !== STEPS) throw new Error(`expected ${STEPS} requests, the fake saw ${fake.length}`);
      const steps = run.marks.map((mark, i) => {
        const { start, end } = fake[i] as FakeInterval;
        const next = (run.marks[i + 1]?.started ?? run.finished) as number;
        return {
          requestOut: start - mark.started,
          fake: end - start,
          responseIn: mark.response - end,
          afterResponse: next - mark.response,
        };
      });
      runs.push({
        early: windowTimes(steps.slice(0, WINDOW)),
        late: windowTimes(steps.slice(STEPS - WINDOW)),
      });
    }
    return {
      format,
      stream,
      historyTokens: countTokens(messages.slice(0, -1)),
      early: medianTimes(runs.map((r) => r.early)),
      late: medianTimes(runs.map((r) => r.late)),
      buildMsAt10: round(buildTime(setup, format, messages, WINDOW)),
      buildMsAt200: round(buildTime(setup, format, messages, STEPS)),
    };
  } finally {
    clock.stop();
    await server.close();
    await rm(workspace, { recursive: true, force: true });
  }
}

type StepPhases = Omit<StepTimes, "ours" | "oursMedian">;

function windowTimes(steps: StepPhases[]): StepTimes {
  const ours = steps.map((s) => s.requestOut + s.responseIn + s.afterResponse);
  return {
    ours: mean(ours),
    oursMedian: median(ours),
    requestOut: mean(steps.map((s) => s.requestOut)),
    responseIn: mean(steps.map((s) => s.responseIn)),
    afterResponse: mean(steps.map((s) => s.afterResponse)),
    fake: mean(steps.map((s) => s.fake)),
  };
}

function medianTimes(all: StepTimes[]): StepTimes {
  const pick = (key: keyof StepTimes) => round(median(all.map((t) => t[key])));
  return {
    ours: pick("ours"),
    oursMedian: pick("oursMedian"),
    requestOut: pick("requestOut"),
    responseIn: pick("responseIn"),
    afterResponse: pick("afterResponse"),
    fake: pick("fake"),
  };
}

interface TimedRun {
  messages: Message[];
  /** Per step: when it started and when the model's response was in (performance.now()). */
  marks: { started: number; response: number }[];
  finished: number;
}

interface LoopSetup {
  system: string;
  tools: ToolRegistry;
  run(steps: number): Promise<TimedRun>;
}

/** The loop wired as a session wires it (provider, coding tool specs, compactor), plus the chunk tool. */
async function loopSetup(
  url: string,
  workspace: string,
  format: WireFormat,
  stream: boolean,
): Promise<LoopSetup> {
  const provider = await benchProvider(url, format, stream);
  const coding = createCodingTools({ root: workspace, env: { PATH: process.env.PATH } });
  const tools = new ToolRegistry([...coding.tools, chunkTool(STEPS + WARM_UP_STEPS)]);
  const system = buildSystemPrompt({ workspace, date: "2025-01-01" });
  return {
    system,
    tools,
    async run(steps) {
      const marks: TimedRun["marks"] = [];
      let finished = 0;
      const result = await runAgent({
        provider,
        tools,
        system,
        task: "Read the document chunk by chunk and report where the date is formatted.",
        maxSteps: steps,
        signal: new AbortController().signal,
        compactor: createCompactor({ provider, tokenLimit: TOKEN_LIMIT }),
        emit: (event: AgentEvent) => {
          const now = performance.now();
          if (event.type === "step_started") marks.push({ started: now, response: now });
          else if (event.type === "model_response")
            (marks.at(-1) as TimedRun["marks"][number]).response = now;
          else if (event.type === "run_finished") finished = now;
        },
      });
      if (result.conclusion !== "max_steps") throw new Error(`step run ended with ${result.conclusion}`);
      return { messages: result.messages, marks, finished };
    },
  };
}

/**
 * Building the body of step `step`'s request and serialising it as the SDK does (JSON.stringify):
 * the part of a step that is proportional to the history by nature.
 */
function buildTime(setup: LoopSetup, format: WireFormat, messages: Message[], step: number): number {
  // The request of step n carries the task and n - 1 steps of two messages each.
  const request: ModelRequest = {
    system: setup.system,
    messages: messages.slice(1, 2 + 2 * (step - 1)),
    tools: setup.tools.specs(),
    signal: new AbortController().signal,
  };
  return medianTime(20, () =>
    JSON.stringify(
      format === "anthropic"
        ? toAnthropicParams(request, "claude-test", 1024)
        : toOpenAIParams(request, "gpt-test", 1024, "max_tokens"),
    ),
  );
}

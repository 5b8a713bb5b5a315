/**
 * Our own work per step, with nothing of the wire in it: a session wired as the action wires it
 * (`runSession`: the real loop, the coding tools and the chunk tool, the compactor's check, the
 * spend meter with a cap, tool results through `truncateForModel`, and the run's observers: the
 * trajectory file, the job log and the job summary, each line through the redactor) around a
 * provider in this process that answers at once. The provider is the adapters' own
 * `guardedProvider` (watchdog, the never-throw contract) whose `send` returns the next scripted
 * tool call: no request body is built, nothing is sent or parsed (client-overhead.ts times that).
 *
 * Every step the model asks for one ~500-token chunk, so the history grows to about 100k tokens
 * by step 200. The token limit is out of reach (200k): the compactor checks every step (from
 * about step 90 its bytes pass the limit and it keeps a running count) but never summarises.
 * A step runs from one `step_started` event to the next, so it holds the call, the tool, the
 * events and the next step's check. Reported at steps 10, 50, 100 and 200 as the median of the
 * ten steps up to each (and their mean, garbage collection and one-offs in), the median over the
 * repeats. The tokenizer is built before the runs: a run pays that once (`tokenizer_build_ms`).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { EventBus, type Observer } from "../src/agent/events.js";
import { runSession, type SessionSettings } from "../src/agent/session.js";
import { loadTokenizer } from "../src/agent/tokens.js";
import { guardedProvider } from "../src/llm/guarded-provider.js";
import type { AssistantMessage } from "../src/llm/messages.js";
import type { ModelRequest, Provider } from "../src/llm/provider.js";
import { JobLogPrinter, type LogSink } from "../src/report/job-log.js";
import { JobSummary } from "../src/report/job-summary.js";
import { TrajectoryWriter } from "../src/report/trajectory.js";
import { createRedactor } from "../src/text/redact.js";
import { chunkTool } from "./fixtures.js";
import { mean, median, round } from "./stats.js";

/** The steps whose figures are reported: each is taken over the ten steps up to it. */
export const OWN_STEP_POINTS = [10, 50, 100, 200] as const;
const STEPS = 200;
const WINDOW = 10;
/** A short run first, so the JIT is warm for the measured ones. */
const WARM_UP_STEPS = 30;
const TOKEN_LIMIT = 200_000;
/** A stand-in secret, so the redactor has an exact value to look for, as in a run. */
const API_KEY = "sk-ant-bench-0123456789abcdefghijklmnopqrstuvwxyz";

export type OwnStepPoint = (typeof OWN_STEP_POINTS)[number];

export interface OwnStepFigures {
  /**
   * Milliseconds per step at each point: the median step of its window (a one-off, such as the
   * first count of the whole history when its bytes pass the limit, does not decide it), the
   * median over the repeats.
   */
  ms: Record<OwnStepPoint, number>;
  /** The mean step of each window instead: garbage-collection pauses and one-offs included. */
  meanMs: Record<OwnStepPoint, number>;
  /** All 200 steps together (median over the repeats). */
  totalMs: number;
  /** The slowest single step of a run (median over the repeats), and where it fell. */
  slowestMs: number;
  slowestStep: number;
  /** Where a step's time goes in steps 191-200 (medians): the model call, the tools, the check and events after them. */
  late: { callMs: number; toolsMs: number; afterMs: number };
  repeats: number;
}

interface StepMarks {
  started: number;
  responded: number;
  toolsDone: number;
}

export async function benchOwnStep(repeats = 5): Promise<OwnStepFigures> {
  const root = await mkdtemp(path.join(tmpdir(), "bench-own-step-"));
  try {
    // A run builds the tokenizer once, when its history's bytes first pass the limit (about step
    // 90 here); built ahead, it is in no measured step.
    await loadTokenizer();
    await timedRun(root, WARM_UP_STEPS);
    const runs: number[][] = [];
    const splits: { call: number[]; tools: number[]; after: number[] }[] = [];
    for (let r = 0; r < repeats; r++) {
      const marks = await timedRun(root, STEPS);
      const steps = marks.slice(0, STEPS);
      const next = (i: number) => marks[i + 1] as StepMarks;
      runs.push(steps.map((step, i) => next(i).started - step.started));
      const late = steps.slice(STEPS - WINDOW);
      splits.push({
        call: late.map((step) => step.responded - step.started),
        tools: late.map((step) => step.toolsDone - step.responded),
        after: late.map((step, i) => next(STEPS - WINDOW + i).started - step.toolsDone),
      });
    }
    const overRuns = (figure: (times: number[]) => number) => round(median(runs.map(figure)), 4);
    const window = (times: number[], point: number) => times.slice(point - WINDOW, point);
    const byPoint = (figure: (times: number[]) => number) =>
      Object.fromEntries(
        OWN_STEP_POINTS.map((point) => [point, overRuns((times) => figure(window(times, point)))]),
      ) as Record<OwnStepPoint, number>;
    const slowest = runs.map((times) => times.indexOf(Math.max(...times)));
    return {
      ms: byPoint(median),
      meanMs: byPoint(mean),
      totalMs: round(median(runs.map((times) => times.reduce((sum, t) => sum + t, 0))), 1),
      slowestMs: overRuns((times) => Math.max(...times)),
      slowestStep: (median(slowest) as number) + 1,
      late: {
        callMs: round(median(splits.map((s) => median(s.call))), 4),
        toolsMs: round(median(splits.map((s) => median(s.tools))), 4),
        afterMs: round(median(splits.map((s) => median(s.after))), 4),
      },
      repeats,
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * One session of `steps + 1` steps (so step `steps` ends where the next one starts, its check
 * included); returns the marks of steps 1..steps+1.
 */
async function timedRun(root: string, steps: number): Promise<StepMarks[]> {
  const workspace = await mkdtemp(path.join(root, "workspace-"));
  const marks: StepMarks[] = [];
  const timing: Observer = {
    onEvent(event) {
      const now = performance.now();
      if (event.type === "step_started") marks.push({ started: now, responded: now, toolsDone: now });
      const current = marks.at(-1);
      if (!current) return;
      if (event.type === "model_response") current.responded = now;
      else if (event.type === "tool_finished") current.toolsDone = now;
    },
  };
  const redact = createRedactor([API_KEY]);
  // The timing observer comes first, so each mark is taken before the others do their work.
  const bus = new EventBus([
    timing,
    new TrajectoryWriter(`${workspace}.jsonl`, redact),
    new JobLogPrinter(discardingSink(), redact),
    new JobSummary({ write: async () => {}, task: "Read the document." }),
  ]);
  const settings: SessionSettings = {
    provider: "anthropic",
    model: "claude-bench",
    apiKey: API_KEY,
    baseUrl: "",
    maxOutputTokens: 1024,
    stream: true,
    maxSteps: steps + 1,
    tokenLimit: TOKEN_LIMIT,
    prices: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
    // Far out of reach, but set: the meter then checks each call's worst case, its dearer path.
    maxCost: 1_000_000,
  };
  const result = await runSession({
    settings,
    workspace,
    prompt: "Read the document chunk by chunk and report where the date is formatted.",
    bus,
    signal: new AbortController().signal,
    commandEnv: { PATH: process.env.PATH },
    provider: instantProvider(settings.model),
    extraTools: [chunkTool(steps + 1)],
  });
  await bus.close();
  if (result.conclusion !== "max_steps") throw new Error(`the own-step run ended with ${result.conclusion}`);
  if (marks.length !== steps + 1) throw new Error(`expected ${steps + 1} steps, saw ${marks.length}`);
  return marks;
}

/**
 * Drops every line: the job log's own work (formatting, redacting) is done before a line reaches
 * its sink, and writing it to the runner's stdout is I/O, like the wire.
 */
function discardingSink(): LogSink {
  return { info() {}, warning() {}, startGroup() {}, endGroup() {} };
}

/**
 * The adapters' guarded provider around a `send` that answers at once with the next scripted
 * tool call, and the usage a server would report (about the history's size in tokens).
 */
function instantProvider(model: string): Provider {
  let calls = 0;
  const send = async (request: ModelRequest): Promise<AssistantMessage> => {
    const n = calls++;
    const args = { n };
    return {
      role: "assistant",
      content: [
        { type: "text", text: `Step ${n + 1}: reading the next chunk.` },
        {
          type: "tool_call",
          id: `toolu_${n}`,
          name: "read_chunk",
          arguments: args,
          rawArguments: JSON.stringify(args),
        },
      ],
      stopReason: "tool_use",
      usage: {
        inputTokens: 1_600 + 250 * request.messages.length,
        outputTokens: 20,
        cacheReadTokens: 0,
        cacheWriteTokens: 0,
      },
    };
  };
  return guardedProvider({
    endpoint: {
      provider: "anthropic",
      model,
      baseUrl: "",
      api: "in-process",
      url: "in-process",
      requestPath: "/v1/messages",
    },
    requestTimeoutMs: 60_000,
    send,
    classify: (error) => ({ kind: "fatal", message: String(error) }),
  });
}

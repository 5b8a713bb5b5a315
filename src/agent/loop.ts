import {
  type AssistantMessage,
  addUsage,
  boundToolImages,
  emptyUsage,
  type ImagePart,
  imageBytes,
  type Message,
  type ToolCall,
  type ToolResultMessage,
  textOf,
  toolCallsOf,
  type Usage,
} from "../llm/messages.js";
import type { ModelError, ModelResult, Provider, ToolSpec } from "../llm/provider.js";
import { completeWithRetry, type RetryOptions } from "../llm/retry.js";
import { runTool, type ToolRegistry } from "../tools/tool.js";
import type { SpendMeter } from "./budget.js";
import type { Compactor } from "./compactor.js";
import type { AgentEvent, CancelReason, Conclusion, RunImage, RunStartedEvent } from "./events.js";

export interface RunOptions {
  provider: Provider;
  tools: ToolRegistry;
  system: string;
  task: string;
  /** Images placed in the task's text; the first user message carries them. */
  taskImages?: ImagePart[];
  maxSteps: number;
  /**
   * The run's settings for `run_started`, by input name (see `describeSettings` in session.ts).
   * The provider, model and `max-steps` the loop knows are recorded when absent.
   */
  settings?: RunStartedEvent["settings"];
  /** Aborted on timeout or runner cancel; its `reason` is a CancelReason. */
  signal: AbortSignal;
  emit: (event: AgentEvent) => void;
  compactor?: Compactor;
  retry?: Omit<RetryOptions, "onRetry">;
  /** Settles once the tools can run, or when `signal` aborts. Each call waits for it (`waitedMs`). */
  toolsReady?: (signal: AbortSignal) => Promise<void>;
  /** Final cap applied to every tool result before it enters the history. */
  limitToolResult?: (content: string) => string;
  /**
   * The run's spend, when the model's prices are known. `provider` (and the compactor's) must be
   * wrapped by it (`SpendMeter.wrap`): the loop only reports what it counted.
   */
  meter?: SpendMeter;
  /**
   * Asked when the model answers without a tool call: text it returns is sent to the model as a
   * user message and the run goes on, once per run at most (the reminder of a structured result
   * not submitted yet). Undefined, or a run with no step left, ends the run with the answer.
   */
  beforeFinishing?: () => string | undefined;
}

export interface RunResult {
  conclusion: Exclude<Conclusion, "skipped">;
  /** The model's final answer, or a sentence saying what stopped the run. */
  response: string;
  /** Steps run, the final answer's step included. */
  steps: number;
  usage: Usage;
  /** US dollars spent on model calls; absent when the model's prices are unknown. */
  cost?: number;
  /** The whole history, valid for every provider: each tool call has exactly one result. */
  messages: Message[];
  error?: string;
}

const CUT_OFF_NOTICE =
  "Your previous response was cut off by the output-token limit, so its tool calls were not run. " +
  "Continue, and keep each response shorter (for example, write a large file in several edits).";

function cancelReason(signal: AbortSignal): CancelReason {
  return signal.reason === "timeout" ? "timeout" : "cancelled";
}

function describeCancel(reason: CancelReason): string {
  return reason === "timeout" ? "the run reached its time limit (timeout-minutes)" : "the run was cancelled";
}

/**
 * Runs the agent loop of DESIGN section 1. Never throws: every ending, including provider
 * failures and cancellation, comes back as a conclusion with a valid history.
 */
export async function runAgent(options: RunOptions): Promise<RunResult> {
  const { signal, emit, maxSteps } = options;
  const run = startRun(options);

  // What every request carries and no compaction shrinks must fit the limit, or the run would
  // compact at every step in vain: such a task fails before any model call.
  const fits = await options.compactor?.checkFits(run.messages, run.toolSpecs);
  if (fits && !fits.ok) return finish(run, "error", fits.error, fits.error);

  while (run.steps < maxSteps) {
    if (signal.aborted) return cancelled(run); // checkpoint 1: on entry to the step
    // Before the first answer there is nothing to summarise, so the check could only count; it
    // waits for step 2, keeping the tokenizer's one-time build off the path to the first request.
    const overLimit = run.steps > 0 ? await compact(run, false) : undefined;
    if (signal.aborted) return cancelled(run);
    if (overLimit) return stoppedOverLimit(run, overLimit);

    offerNewTools(run);
    const step = run.steps + 1;
    emit({ type: "step_started", step, maxSteps });
    const reply = await callModel(run, step);
    if (!reply.ok) return modelFailed(run, reply.error);
    const message = reply.message;
    record(run, step, message);

    const calls = toolCallsOf(message);
    if (message.stopReason === "length") {
      answerCutOff(run, step, calls);
      continue;
    }
    if (calls.length === 0) {
      if (remindedBeforeFinishing(run)) continue;
      return finish(run, "success", textOf(message));
    }

    if (signal.aborted) {
      // checkpoint 2: before any tool runs. Every call still gets its result.
      for (const call of calls) run.messages.push(answerUnrun(run, step, call, notRunWhy(signal), true));
      return cancelled(run);
    }
    run.messages.push(...(await runCalls(run, step, calls)));
    // Screenshots add up: only the newest few stay, so requests stay under the size limits.
    run.messages = boundToolImages(run.messages);
    if (signal.aborted) return cancelled(run); // checkpoint 3: after the tools
  }
  return finish(
    run,
    "max_steps",
    `Stopped after ${run.steps} steps (the max-steps limit) without a final answer. The work so far is kept.`,
  );
}

/** What one run carries from step to step; the step functions below read and update it. */
interface LoopState {
  readonly options: RunOptions;
  /** When the run started (ms since the epoch), for `run_finished`'s duration. */
  readonly started: number;
  /**
   * The tools offered, as of `toolsRevision` of the registry: built again only when tools join
   * (see `offerNewTools`), not on every request.
   */
  toolSpecs: ToolSpec[];
  toolsRevision: number;
  /** The history; replaced whole by a compaction, appended to otherwise. */
  messages: Message[];
  usage: Usage;
  /** Steps run so far (a step counts once its model response is in). */
  steps: number;
  /** What the provider reported for the last request; stale (undefined) after a compaction. */
  lastInputTokens: number | undefined;
  /** Whether `beforeFinishing` has had its one reminder sent. */
  reminded: boolean;
}

/** The state of a run that has not taken a step yet; emits `run_started`. */
function startRun(options: RunOptions): LoopState {
  const { provider, tools, maxSteps } = options;
  const started = Date.now();
  const images = options.taskImages ?? [];
  const run: LoopState = {
    options,
    started,
    toolSpecs: tools.specs(),
    toolsRevision: tools.revision,
    messages: [
      { role: "system", content: options.system },
      { role: "user", content: options.task, ...(images.length > 0 ? { images } : {}) },
    ],
    usage: emptyUsage(),
    steps: 0,
    lastInputTokens: undefined,
    reminded: false,
  };
  options.emit({
    type: "run_started",
    task: options.task,
    provider: provider.name,
    model: provider.model,
    maxSteps,
    tools: tools.list().map((t) => t.name),
    settings: { provider: provider.name, model: provider.model, "max-steps": maxSteps, ...options.settings },
    ...(images.length > 0 ? { images: images.map(describeImage) } : {}),
  });
  return run;
}

/**
 * Tools registered since the last request (an MCP server's, once it has started) join the
 * definitions the next request carries. The list changes at most once per server, so a prompt
 * cache misses once for it.
 */
function offerNewTools(run: LoopState): void {
  const { tools } = run.options;
  if (tools.revision === run.toolsRevision) return;
  run.toolSpecs = tools.specs();
  run.toolsRevision = tools.revision;
}

/** Ends the run: emits `run_finished` and returns the result. */
function finish(
  run: LoopState,
  conclusion: RunResult["conclusion"],
  response: string,
  error?: string,
): RunResult {
  const { steps, usage, messages } = run;
  const meter = run.options.meter;
  const cost = meter ? { cost: meter.spent } : {};
  const result: RunResult = {
    conclusion,
    response,
    steps,
    usage,
    messages,
    ...cost,
    ...(error ? { error } : {}),
  };
  run.options.emit({
    type: "run_finished",
    conclusion,
    response,
    steps,
    usage,
    ...cost,
    ...(meter?.cap !== undefined ? { maxCost: meter.cap } : {}),
    durationMs: Date.now() - run.started,
    ...(error ? { error } : {}),
  });
  return result;
}

function cancelled(run: LoopState): RunResult {
  const reason = cancelReason(run.options.signal);
  return finish(run, reason, `Stopped after ${run.steps} step(s): ${describeCancel(reason)}.`);
}

function stoppedOverLimit(run: LoopState, overLimit: string): RunResult {
  return finish(
    run,
    "error",
    `Stopped after ${run.steps} step(s): ${overLimit} The work so far is kept.`,
    overLimit,
  );
}

/** The ending of a run whose model request failed for good (retries, if any, spent). */
function modelFailed(run: LoopState, error: ModelError): RunResult {
  if (error.kind === "aborted" || run.options.signal.aborted) return cancelled(run);
  if (error.kind === "budget") {
    return finish(
      run,
      "budget",
      `Stopped after ${run.steps} step(s) at the spending cap: ${error.message}. The work so far is kept.`,
    );
  }
  return finish(run, "error", `The model request failed: ${error.message}`, error.message);
}

/** Takes the model's response into the run as step `step`. */
function record(run: LoopState, step: number, message: AssistantMessage): void {
  run.messages.push(message);
  run.steps = step;
  run.usage = addUsage(run.usage, message.usage);
  run.lastInputTokens = message.usage?.inputTokens;
}

/** Compacts when needed; returns why the run cannot go on within the token limit, if so. */
async function compact(run: LoopState, force: boolean): Promise<string | undefined> {
  const { compactor, signal, emit } = run.options;
  if (!compactor) return undefined;
  const t0 = Date.now();
  const outcome = await compactor.maybeCompact(run.messages, {
    lastInputTokens: run.lastInputTokens,
    force,
    signal,
  });
  if (!outcome) return undefined;
  if ("overLimit" in outcome) return outcome.error;
  run.messages = outcome.messages;
  run.usage = addUsage(run.usage, outcome.usage);
  // The provider's figure describes the history before compaction; it is stale now.
  run.lastInputTokens = undefined;
  emit({
    type: "compaction",
    step: run.steps + 1,
    reason: force ? "context_overflow" : "token_limit",
    tokensBefore: outcome.tokensBefore,
    tokensAfter: outcome.tokensAfter,
    roundsSummarised: outcome.roundsSummarised,
    stepsSummarised: outcome.stepsSummarised,
    fallbacks: outcome.fallbacks,
    durationMs: Date.now() - t0,
  });
  return undefined;
}

/** Asks the model for step `step`; a context-too-long error forces a compaction and one more try. */
async function callModel(run: LoopState, step: number): Promise<ModelResult> {
  const { provider, signal, emit } = run.options;
  let overflowRetried = false;
  for (;;) {
    const t0 = Date.now();
    const first = run.messages[0];
    const result = await completeWithRetry(
      provider,
      {
        system: first?.role === "system" ? first.content : "",
        messages: run.messages.slice(1),
        tools: run.toolSpecs,
        signal,
      },
      { ...run.options.retry, onRetry: (n) => emit({ type: "retry", step, ...n }) },
    );
    if (result.ok) {
      emit({
        type: "model_response",
        step,
        message: result.message,
        durationMs: Date.now() - t0,
        attempts: result.attempts,
      });
      return result;
    }
    if (result.error.kind === "context_overflow" && !overflowRetried && run.options.compactor) {
      overflowRetried = true;
      await compact(run, true);
      if (!signal.aborted) continue;
    }
    return result;
  }
}

/**
 * Whether the model, answering without a tool call, is sent `beforeFinishing`'s reminder and
 * goes on: only once per run, and only with a step left to act on it.
 */
function remindedBeforeFinishing(run: LoopState): boolean {
  if (run.reminded || run.steps >= run.options.maxSteps) return false;
  const reminder = run.options.beforeFinishing?.();
  if (reminder === undefined) return false;
  run.reminded = true;
  run.messages.push({ role: "user", content: reminder });
  return true;
}

/** A response cut off by the output-token limit: its calls are not run, and the model is told why. */
function answerCutOff(run: LoopState, step: number, calls: ToolCall[]): void {
  for (const call of calls) run.messages.push(answerUnrun(run, step, call, CUT_OFF_NOTICE, false));
  if (calls.length === 0) run.messages.push({ role: "user", content: CUT_OFF_NOTICE });
}

/** Runs the calls of one response, read-only ones side by side; one result per call, in order. */
async function runCalls(run: LoopState, step: number, calls: ToolCall[]): Promise<ToolResultMessage[]> {
  const results: ToolResultMessage[] = [];
  for (const batch of batchByReadOnly(calls, run.options.tools)) {
    results.push(...(await Promise.all(batch.map((call) => runCall(run, step, call)))));
  }
  return results;
}

async function runCall(run: LoopState, step: number, call: ToolCall): Promise<ToolResultMessage> {
  const { tools, signal, emit, limitToolResult, toolsReady } = run.options;
  if (signal.aborted) return answerUnrun(run, step, call, notRunWhy(signal), true);
  emit({ type: "tool_started", step, call });
  // A wait for the tools (a sandbox still being prepared) is no part of the call's own time.
  const asked = Date.now();
  await toolsReady?.(signal);
  const t0 = Date.now();
  const output = await runTool(tools, call, { signal });
  const limited = limitToolResult ? limitToolResult(output.content) : output.content;
  const isError = output.isError === true;
  const images = (output.images ?? []).map(({ mediaType, data }) => ({ mediaType, data }));
  const described = images.map((image) => ({ mediaType: image.mediaType, bytes: imageBytes(image) }));
  emit({
    type: "tool_finished",
    step,
    call,
    content: limited,
    isError,
    durationMs: Date.now() - t0,
    ...(t0 > asked ? { waitedMs: t0 - asked } : {}),
    cancelled: signal.aborted,
    ...(images.length > 0 ? { images: described } : {}),
  });
  const message = toolResult(call, limited, isError);
  return images.length > 0 ? { ...message, images } : message;
}

function toolResult(call: ToolCall, content: string, isError: boolean): ToolResultMessage {
  return { role: "tool", toolCallId: call.id, toolName: call.name, content, isError };
}

function notRunWhy(signal: AbortSignal): string {
  return `Not run: ${describeCancel(cancelReason(signal))}.`;
}

/**
 * The error result of a call that is not run (cancelled, or cut off mid-answer), reported like
 * any other result so the trajectory, job log and summary show every call the model made.
 */
function answerUnrun(
  run: LoopState,
  step: number,
  call: ToolCall,
  why: string,
  byCancel: boolean,
): ToolResultMessage {
  run.options.emit({
    type: "tool_finished",
    step,
    call,
    content: why,
    isError: true,
    durationMs: 0,
    cancelled: byCancel,
  });
  return toolResult(call, why, true);
}

/** An image as the records show it: never its data. */
function describeImage(image: ImagePart): RunImage {
  // The decoded size, computed from the text's length without decoding it.
  return { label: image.label, mediaType: image.mediaType, bytes: Buffer.byteLength(image.data, "base64") };
}

/**
 * Groups calls so that consecutive read-only calls run together and every other call runs
 * alone, in order. Results stay in call order because batches run one after another.
 */
export function batchByReadOnly(calls: ToolCall[], tools: ToolRegistry): ToolCall[][] {
  const batches: ToolCall[][] = [];
  let current: ToolCall[] = [];
  for (const call of calls) {
    if (tools.get(call.name)?.readOnly === true && !call.parseError) {
      current.push(call);
      continue;
    }
    if (current.length > 0) batches.push(current);
    current = [];
    batches.push([call]);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

import {
  addUsage,
  emptyUsage,
  type ImagePart,
  type Message,
  type ToolCall,
  type ToolResultMessage,
  textOf,
  toolCallsOf,
  type Usage,
} from "../llm/messages.js";
import type { ModelResult, Provider } from "../llm/provider.js";
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
  /** Final cap applied to every tool result before it enters the history. */
  limitToolResult?: (content: string) => string;
  /**
   * The run's spend, when the model's prices are known. `provider` (and the compactor's) must be
   * wrapped by it (`SpendMeter.wrap`): the loop only reports what it counted.
   */
  meter?: SpendMeter;
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
  const { provider, tools, signal, emit, maxSteps } = options;
  const started = Date.now();
  const images = options.taskImages ?? [];
  let messages: Message[] = [
    { role: "system", content: options.system },
    { role: "user", content: options.task, ...(images.length > 0 ? { images } : {}) },
  ];
  let usage = emptyUsage();
  let steps = 0;
  let lastInputTokens: number | undefined;
  // The tools are fixed for the run: their specs are built once, not on every request.
  const toolSpecs = tools.specs();

  emit({
    type: "run_started",
    task: options.task,
    provider: provider.name,
    model: provider.model,
    maxSteps,
    tools: tools.list().map((t) => t.name),
    settings: { provider: provider.name, model: provider.model, "max-steps": maxSteps, ...options.settings },
    ...(images.length > 0 ? { images: images.map(describeImage) } : {}),
  });

  const finish = (conclusion: RunResult["conclusion"], response: string, error?: string): RunResult => {
    const meter = options.meter;
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
    emit({
      type: "run_finished",
      conclusion,
      response,
      steps,
      usage,
      ...cost,
      ...(meter?.cap !== undefined ? { maxCost: meter.cap } : {}),
      durationMs: Date.now() - started,
      ...(error ? { error } : {}),
    });
    return result;
  };
  const cancelled = () => {
    const reason = cancelReason(signal);
    return finish(reason, `Stopped after ${steps} step(s): ${describeCancel(reason)}.`);
  };

  /** Compacts when needed; returns why the run cannot go on within the token limit, if so. */
  const compact = async (force: boolean): Promise<string | undefined> => {
    if (!options.compactor) return undefined;
    const t0 = Date.now();
    const outcome = await options.compactor.maybeCompact(messages, { lastInputTokens, force, signal });
    if (!outcome) return undefined;
    if ("overLimit" in outcome) return outcome.error;
    messages = outcome.messages;
    usage = addUsage(usage, outcome.usage);
    // The provider's figure describes the history before compaction; it is stale now.
    lastInputTokens = undefined;
    emit({
      type: "compaction",
      step: steps + 1,
      reason: force ? "context_overflow" : "token_limit",
      tokensBefore: outcome.tokensBefore,
      tokensAfter: outcome.tokensAfter,
      roundsSummarised: outcome.roundsSummarised,
      stepsSummarised: outcome.stepsSummarised,
      fallbacks: outcome.fallbacks,
      durationMs: Date.now() - t0,
    });
    return undefined;
  };

  // What every request carries and no compaction shrinks must fit the limit, or the run would
  // compact at every step in vain: such a task fails before any model call.
  const fits = await options.compactor?.checkFits(messages, toolSpecs);
  if (fits && !fits.ok) return finish("error", fits.error, fits.error);

  while (steps < maxSteps) {
    if (signal.aborted) return cancelled(); // checkpoint 1: on entry to the step
    // Before the first answer there is nothing to summarise, so the check could only count; it
    // waits for step 2, keeping the tokenizer's one-time build off the path to the first request.
    const overLimit = steps > 0 ? await compact(false) : undefined;
    if (signal.aborted) return cancelled();
    if (overLimit) {
      return finish(
        "error",
        `Stopped after ${steps} step(s): ${overLimit} The work so far is kept.`,
        overLimit,
      );
    }

    const step = steps + 1;
    emit({ type: "step_started", step, maxSteps });
    const reply = await callModel(step);
    if (!reply.ok) {
      if (reply.error.kind === "aborted" || signal.aborted) return cancelled();
      if (reply.error.kind === "budget") {
        return finish(
          "budget",
          `Stopped after ${steps} step(s) at the spending cap: ${reply.error.message}. The work so far is kept.`,
        );
      }
      return finish("error", `The model request failed: ${reply.error.message}`, reply.error.message);
    }
    const message = reply.message;
    messages.push(message);
    steps = step;
    usage = addUsage(usage, message.usage);
    lastInputTokens = message.usage?.inputTokens;

    const calls = toolCallsOf(message);
    if (message.stopReason === "length") {
      for (const call of calls) messages.push(answerUnrun(step, call, CUT_OFF_NOTICE, false));
      if (calls.length === 0) messages.push({ role: "user", content: CUT_OFF_NOTICE });
      continue;
    }
    if (calls.length === 0) return finish("success", textOf(message));

    if (signal.aborted) {
      // checkpoint 2: before any tool runs. Every call still gets its result.
      for (const call of calls) messages.push(answerUnrun(step, call, notRunWhy(), true));
      return cancelled();
    }
    messages.push(...(await runCalls(step, calls)));
    if (signal.aborted) return cancelled(); // checkpoint 3: after the tools
  }
  return finish(
    "max_steps",
    `Stopped after ${steps} steps (the max-steps limit) without a final answer. The work so far is kept.`,
  );

  async function callModel(step: number): Promise<ModelResult> {
    let overflowRetried = false;
    for (;;) {
      const t0 = Date.now();
      const first = messages[0];
      const result = await completeWithRetry(
        provider,
        {
          system: first?.role === "system" ? first.content : "",
          messages: messages.slice(1),
          tools: toolSpecs,
          signal,
        },
        { ...options.retry, onRetry: (n) => emit({ type: "retry", step, ...n }) },
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
      if (result.error.kind === "context_overflow" && !overflowRetried && options.compactor) {
        overflowRetried = true;
        await compact(true);
        if (!signal.aborted) continue;
      }
      return result;
    }
  }

  async function runCalls(step: number, calls: ToolCall[]): Promise<ToolResultMessage[]> {
    const results: ToolResultMessage[] = [];
    for (const batch of batchByReadOnly(calls, tools)) {
      results.push(...(await Promise.all(batch.map((call) => runCall(step, call)))));
    }
    return results;
  }

  async function runCall(step: number, call: ToolCall): Promise<ToolResultMessage> {
    if (signal.aborted) return answerUnrun(step, call, notRunWhy(), true);
    emit({ type: "tool_started", step, call });
    const t0 = Date.now();
    const output = await runTool(tools, call, { signal });
    const limited = options.limitToolResult ? options.limitToolResult(output.content) : output.content;
    const isError = output.isError === true;
    emit({
      type: "tool_finished",
      step,
      call,
      content: limited,
      isError,
      durationMs: Date.now() - t0,
      cancelled: signal.aborted,
    });
    return { role: "tool", toolCallId: call.id, toolName: call.name, content: limited, isError };
  }

  function notRunWhy(): string {
    return `Not run: ${describeCancel(cancelReason(signal))}.`;
  }

  /**
   * The error result of a call that is not run (cancelled, or cut off mid-answer), reported like
   * any other result so the trajectory, job log and summary show every call the model made.
   */
  function answerUnrun(step: number, call: ToolCall, why: string, byCancel: boolean): ToolResultMessage {
    emit({
      type: "tool_finished",
      step,
      call,
      content: why,
      isError: true,
      durationMs: 0,
      cancelled: byCancel,
    });
    return { role: "tool", toolCallId: call.id, toolName: call.name, content: why, isError: true };
  }
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

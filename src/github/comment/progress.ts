import type { AgentEvent, Conclusion } from "../../agent/events.js";
import { clip, clipLine } from "../../text/clip.js";
import { MEMORY_LIMITS } from "./run-memory.js";

/** What the tracking comment knows of the run: its events folded into steps and tool calls. */

/** Length of one tool call's summary in the checklist. */
export const MAX_CALL_SUMMARY_CHARS = 80;

export interface CallRecord {
  summary: string;
  done: boolean;
  isError: boolean;
}

export interface StepRecord {
  step: number;
  calls: CallRecord[];
  /** True once the model answered in this step without calling a tool. */
  answered: boolean;
  /** Notes such as "context compacted" or "model retried". */
  notes: string[];
}

/** A shell command's first line kept for the run's memory; longer ones are cut (after redaction). */
const MAX_KEPT_COMMAND_CHARS = 2_000;

/** What the comment knows about the run so far. */
export interface Progress {
  maxSteps?: number;
  /** What the run was asked, from `run_started`: the task, then its context. */
  task?: string;
  steps: StepRecord[];
  /**
   * The first line of each `bash` command the run started, the last `MEMORY_LIMITS.commands`,
   * unredacted: the run's memory redacts and then cuts them.
   */
  commands: string[];
  /** Set by the `run_finished` event. */
  finished?: {
    conclusion: Conclusion;
    response: string;
    steps: number;
    inputTokens: number;
    outputTokens: number;
    /** US dollars spent, when the model's prices are known, and the cap when there was one. */
    cost?: number;
    maxCost?: number;
  };
}

export function emptyProgress(): Progress {
  return { steps: [], commands: [] };
}

function stepOf(steps: StepRecord[], step: number): { steps: StepRecord[]; record: StepRecord } {
  const existing = steps.find((s) => s.step === step);
  if (existing) {
    const record = { ...existing, calls: [...existing.calls], notes: [...existing.notes] };
    return { steps: steps.map((s) => (s === existing ? record : s)), record };
  }
  const record: StepRecord = { step, calls: [], answered: false, notes: [] };
  return { steps: [...steps, record], record };
}

/** Folds one event into the progress. Returns a new value; the input is not changed. */
export function reduceProgress(progress: Progress, event: AgentEvent): Progress {
  switch (event.type) {
    case "run_started":
      return { ...progress, maxSteps: event.maxSteps, task: event.task };
    case "step_started": {
      const { steps } = stepOf(progress.steps, event.step);
      return { ...progress, steps, maxSteps: event.maxSteps };
    }
    case "model_response": {
      const { steps, record } = stepOf(progress.steps, event.step);
      record.answered = !event.message.content.some((part) => part.type === "tool_call");
      return { ...progress, steps };
    }
    case "tool_started": {
      const { steps, record } = stepOf(progress.steps, event.step);
      record.calls.push({
        summary: summariseToolCall(event.call.name, event.call.arguments),
        done: false,
        isError: false,
      });
      const command = event.call.name === "bash" ? firstLineOfCommand(event.call.arguments) : undefined;
      if (command === undefined) return { ...progress, steps };
      return { ...progress, steps, commands: [...progress.commands, command].slice(-MEMORY_LIMITS.commands) };
    }
    case "tool_finished": {
      const { steps, record } = stepOf(progress.steps, event.step);
      const summary = summariseToolCall(event.call.name, event.call.arguments);
      const index = record.calls.findIndex((c) => c.summary === summary && !c.done);
      const finished = { summary, done: true, isError: event.isError };
      if (index >= 0) record.calls[index] = finished;
      else record.calls.push(finished);
      return { ...progress, steps };
    }
    case "compaction": {
      const { steps, record } = stepOf(progress.steps, event.step);
      record.notes.push("context compacted");
      return { ...progress, steps };
    }
    case "retry": {
      const { steps, record } = stepOf(progress.steps, event.step);
      if (!record.notes.includes("model request retried")) record.notes.push("model request retried");
      return { ...progress, steps };
    }
    case "run_finished":
      return {
        ...progress,
        finished: {
          conclusion: event.conclusion,
          response: event.response,
          steps: event.steps,
          inputTokens: event.usage.inputTokens,
          outputTokens: event.usage.outputTokens,
          ...(event.cost !== undefined ? { cost: event.cost } : {}),
          ...(event.maxCost !== undefined ? { maxCost: event.maxCost } : {}),
        },
      };
    case "published":
      // The final body is written from this event by `TrackingComment`, not folded into progress.
      return progress;
    case "mcp_server":
      // A server that failed is one of the run's notices, said once in the final body.
      return progress;
  }
}

function stringArg(args: Record<string, unknown>, name: string): string | undefined {
  const value = args[name];
  return typeof value === "string" && value.trim() ? value : undefined;
}

function firstLineOfCommand(args: Record<string, unknown>): string | undefined {
  const line = stringArg(args, "command")?.trim().split("\n")[0]?.trim();
  return line ? clip(line, MAX_KEPT_COMMAND_CHARS) : undefined;
}

/** A tool call in a few words: `read_file src/a.ts`, `bash npm test`, `grep TODO in src`. */
export function summariseToolCall(name: string, args: Record<string, unknown>): string {
  const path = stringArg(args, "path");
  let detail: string | undefined;
  switch (name) {
    case "bash":
      detail = stringArg(args, "command")?.split("\n")[0];
      break;
    case "grep":
    case "glob": {
      const pattern = stringArg(args, "pattern");
      detail = pattern && path ? `${pattern} in ${path}` : pattern;
      break;
    }
    default:
      detail = path ?? Object.values(args).find((v): v is string => typeof v === "string");
  }
  return clipLine(detail ? `${name} ${detail}` : name, MAX_CALL_SUMMARY_CHARS);
}

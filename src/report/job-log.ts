import type {
  McpServerEvent,
  Observer,
  PublishedEvent,
  TimedEvent,
  ToolFinishedEvent,
} from "../agent/events.js";
import { describeImages, formatImageSize, textOf } from "../llm/messages.js";
import { clip } from "../text/clip.js";
import { describeSpend } from "../text/money.js";
import {
  boundedView,
  describeCall,
  describeOperation,
  describePublished,
  formatDuration,
  LOG_LIMITS,
  resultStatus,
} from "./format.js";

/** A tool call's wait for its tools shorter than this is not worth a word in the log. */
const WAIT_WORTH_SAYING_MS = 100;

/** Where the job log goes: `@actions/core` in the action, the terminal in local runs. */
export interface LogSink {
  info(text: string): void;
  warning(text: string): void;
  startGroup(title: string): void;
  endGroup(): void;
}

/**
 * Prints the run as it happens: one group per step titled `Step n/max`, the model's text, each
 * tool call with its arguments shortened, a bounded view of each result, and timings.
 */
export class JobLogPrinter implements Observer {
  private groupOpen = false;
  /** What a tool call that waited waited for, as the run's settings say. */
  private waitedFor = "the tools to start";

  constructor(
    private readonly sink: LogSink,
    private readonly redact: (text: string) => string = (t) => t,
  ) {}

  onEvent(event: TimedEvent): void {
    const say = (text: string) => this.sink.info(this.redact(text));
    switch (event.type) {
      case "run_started":
        if (event.settings.sandbox === "user") this.waitedFor = "the sandbox";
        say(`Repo Agent: ${event.provider} ${event.model}, up to ${event.maxSteps} steps`);
        // Redacted whole before it is cut, so no cut can leave part of a secret showing.
        say(`Task: ${boundedView(this.redact(event.task), LOG_LIMITS.taskLines, LOG_LIMITS.taskChars)}`);
        for (const image of event.images ?? [])
          say(`Image: ${image.label} (${image.mediaType}, ${formatImageSize(image.bytes)})`);
        break;
      case "step_started":
        this.closeGroup();
        this.sink.startGroup(`Step ${event.step}/${event.maxSteps}`);
        this.groupOpen = true;
        break;
      case "model_response": {
        const text = textOf(event.message).trim();
        const retries = event.attempts > 1 ? `, ${event.attempts} attempts` : "";
        const tokens = event.message.usage
          ? `, ${event.message.usage.inputTokens} in / ${event.message.usage.outputTokens} out tokens`
          : "";
        say(
          `model: ${formatDuration(event.durationMs)}${tokens}${retries}, stop: ${event.message.stopReason}`,
        );
        if (text) say(text);
        break;
      }
      case "tool_started":
        say(`→ ${describeCall(event.call)}`);
        break;
      case "tool_finished":
        this.toolFinished(event, say);
        break;
      case "compaction":
        say(
          `Compacted context (${event.reason}): ${event.tokensBefore} → ${event.tokensAfter} tokens, ` +
            `${event.roundsSummarised} round(s) and ${event.stepsSummarised} step(s) summarised` +
            `${event.fallbacks ? `, ${event.fallbacks} kept as excerpts` : ""}, ${formatDuration(event.durationMs)}`,
        );
        break;
      case "retry":
        this.sink.warning(
          this.redact(
            `Model request failed (${event.error.message}); retry ${event.attempt} in ${formatDuration(event.delayMs)}`,
          ),
        );
        break;
      case "mcp_server":
        this.mcpServer(event, say);
        break;
      case "run_finished":
        this.closeGroup();
        say(
          `Conclusion: ${event.conclusion} after ${event.steps} step(s) in ${formatDuration(event.durationMs)}; ` +
            `tokens ${event.usage.inputTokens} in / ${event.usage.outputTokens} out` +
            (event.cost === undefined ? "" : `, ${describeSpend(event.cost, event.maxCost)}`),
        );
        if (event.conclusion !== "success") say(event.response);
        break;
      case "published":
        this.published(event, say);
        break;
    }
  }

  /**
   * A call's result and how long it ran; how long it waited for its tools too, when that was long
   * enough to notice (a sandbox still being prepared), so neither passes for the other.
   */
  private toolFinished(event: ToolFinishedEvent, say: (text: string) => void): void {
    const waitedMs = event.waitedMs ?? 0;
    const waited =
      waitedMs >= WAIT_WORTH_SAYING_MS ? ` (waited ${formatDuration(waitedMs)} for ${this.waitedFor})` : "";
    // Images are described, never shown: their bytes are not for a log.
    const images = event.images?.length ? ` (${describeImages(event.images)})` : "";
    say(
      `← ${event.call.name} ${resultStatus(event)} in ${formatDuration(event.durationMs)}${waited}${images}`,
    );
    if (event.content) say(boundedView(event.content));
  }

  /** An MCP server started with its tools, or why it did not: a failure is a warning. */
  private mcpServer(event: McpServerEvent, say: (text: string) => void): void {
    const took = formatDuration(event.durationMs);
    if (event.error !== undefined)
      this.sink.warning(
        this.redact(
          `MCP server "${event.server}" did not start (${took}): ${event.error}; the run goes on without it.`,
        ),
      );
    else
      say(
        `MCP server "${event.server}" (${event.transport}) started in ${took}: ` +
          `${event.tools.length} tool(s)${event.tools.length > 0 ? `: ${event.tools.join(", ")}` : ""}`,
      );
    for (const { tool, why } of event.leftOut) say(`MCP tool ${tool} of "${event.server}" left out: ${why}`);
  }

  /**
   * How the work reached GitHub, each operation asked for, the structured result, and the whole
   * patch, not a view of it: when nothing was pushed, this and the trajectory are where the work
   * survives the runner (the comment holds what fits).
   */
  private published(event: PublishedEvent, say: (text: string) => void): void {
    say(describePublished(event));
    if (event.handoffDir) say(`Handed off to the publish job: ${event.handoffDir}`);
    if (event.error) this.sink.warning(this.redact(event.error));
    for (const operation of event.operations ?? []) say(`Operation ${describeOperation(operation)}`);
    if (event.structuredOutput !== undefined)
      say(`Structured output: ${clipStructured(this.redact(event.structuredOutput))}`);
    if (event.patch) {
      this.sink.startGroup("The changes, as a patch");
      say(event.patch);
      if (event.patchTruncated) say("… (the patch was cut short)");
      this.sink.endGroup();
    }
  }

  private closeGroup(): void {
    if (!this.groupOpen) return;
    this.sink.endGroup();
    this.groupOpen = false;
  }
}

/** The compact JSON on one line, its end cut off when long (the output and the trajectory hold it all). */
function clipStructured(json: string): string {
  return clip(json, LOG_LIMITS.resultChars, {
    marker: (omitted) => `… (${omitted} more characters in the structured-output output)`,
  });
}

/**
 * One summary of compaction (DESIGN section 3): the request to the summariser, the transcript it
 * reads, and the bounded excerpt that stands in when no summary comes back.
 */
import { type Message, textOf, type Usage, type UserMessage } from "../llm/messages.js";
import type { ModelResult, Provider } from "../llm/provider.js";
import { completeWithRetry, type RetryOptions } from "../llm/retry.js";
import { clip } from "../text/clip.js";
import { BRIDGE_BEFORE_SUMMARY, isBridge, isSummary, type SummaryMessage } from "./rounds.js";
import { countMessageTokens, countTextTokens } from "./tokens.js";

/** The user's request shown to the summariser as context, at most this long. */
const REQUEST_CONTEXT_CHARS = 2_000;
/** One text, thinking, tool call or tool result in a rendered transcript, at most this long. */
const RENDERED_PART_CHARS = 6_000;
/** The rendered transcript is bounded to this many characters per token of the limit... */
const RENDER_CHARS_PER_LIMIT_TOKEN = 2;
/** ...within these bounds, so the summary request itself fits the model's window. */
const MIN_RENDER_CHARS = 8_000;
const MAX_RENDER_CHARS = 400_000;

export const SUMMARY_SYSTEM_PROMPT = `You summarise the work of an AI coding agent so that it can carry on after its earlier messages are removed from its context. You receive the user's request, for context only, and a transcript of the agent's work on it.

Write a summary in English, under 1000 words (much shorter when the work was short), covering:
- What was done, in order.
- Which tools were used and on what: files read or changed, commands run, searches made.
- Key results and findings: facts learned, values, errors and their causes, decisions taken.
- Open problems and what remains to be done.

Do not repeat the user's request: it is kept separately. Do not repeat earlier summaries word for word; fold them in. State only what the transcript shows. Reply with the summary alone, no preamble.`;

/** What one summary request replaces. */
export interface SummaryJob {
  kind: "round" | "steps";
  user?: UserMessage;
  /** The messages the summary replaces (earlier summaries included). */
  messages: Message[];
  tokens: number;
  /** Steps (assistant messages) among `messages`, earlier summaries not counted. */
  steps: number;
}

export interface SummaryResult {
  /** The summary (or excerpt) message; absent when the original messages are kept instead. */
  message?: SummaryMessage;
  fallback: boolean;
  usage?: Usage;
}

/** Who writes the summaries, and how large they and what they read may be. */
export interface SummaryWriter {
  provider: Provider;
  /** Retry for summary requests, as the loop's (completeWithRetry). */
  retry?: RetryOptions;
  /** Ceiling of one summary (and of a fallback excerpt), in tokens. */
  maxTokens: number;
  /** Ceiling of the rendered transcript the summariser reads, in characters. */
  renderChars: number;
}

/** The transcript's ceiling for a `token-limit` of `limit`: the summary request must fit the window. */
export function renderBudget(limit: number): number {
  return Math.min(MAX_RENDER_CHARS, Math.max(MIN_RENDER_CHARS, limit * RENDER_CHARS_PER_LIMIT_TOKEN));
}

/**
 * Writes the summary of `job`. Never throws: a failed or empty summary becomes a bounded excerpt
 * of the transcript, or, when even that would not be smaller, no message (the originals stay).
 * Needs `loadTokenizer()` done.
 */
export async function summarise(
  job: SummaryJob,
  writer: SummaryWriter,
  signal: AbortSignal,
): Promise<SummaryResult> {
  const transcript = renderTranscript(job.messages, writer.renderChars);
  const request = {
    system: SUMMARY_SYSTEM_PROMPT,
    messages: [summaryRequest(job, transcript)],
    tools: [],
    signal,
  };
  const result = await completeWithRetry(writer.provider, request, writer.retry).catch(
    // Providers never throw by contract; should one break it, this is one failed summary, not a crashed run.
    (error: unknown): ModelResult => ({ ok: false, error: { kind: "fatal", message: String(error) } }),
  );
  const text = result.ok ? textOf(result.message).trim() : "";
  const usage = result.ok ? result.message.usage : undefined;
  if (text) {
    return {
      message: summaryMessage(`${summaryHeading(job)}\n\n${clipTokens(text, writer.maxTokens)}`),
      fallback: false,
      usage,
    };
  }
  const why = result.ok ? "the summary came back empty" : result.error.message;
  const excerptBudget = Math.min(writer.maxTokens, Math.floor(job.tokens / 2));
  const message = summaryMessage(
    `${fallbackHeading(job, why)}\n\n${clipTokens(transcript, Math.max(1, excerptBudget))}`,
  );
  // An excerpt (with its bridges) that is no smaller than what it replaces is pointless:
  // keep the original messages instead, so a failure never grows the context.
  if (countMessageTokens(message) + 2 * bridgeTokens() >= job.tokens) return { fallback: true, usage };
  return { message, fallback: true, usage };
}

function summaryMessage(content: string): SummaryMessage {
  return { role: "user", content, summary: true };
}

let bridgeTokenCount: number | undefined;
/** Tokens of one bridge message (a summary may bring two). Needs `loadTokenizer()` done. */
export function bridgeTokens(): number {
  bridgeTokenCount ??= countMessageTokens({
    role: "assistant",
    content: [{ type: "text", text: BRIDGE_BEFORE_SUMMARY }],
    stopReason: "stop",
  });
  return bridgeTokenCount;
}

/** Every summary message opens with a heading line of this form; it is left out when re-summarising. */
const HEADING_LINE = /^\[Compacted\][^\n]*\n+/;

function summaryHeading(job: SummaryJob): string {
  return job.kind === "round"
    ? "[Compacted] Summary of the work on the request above:"
    : "[Compacted] Summary of the earlier steps of the work on the request above (the steps after it are kept in full):";
}

function fallbackHeading(job: SummaryJob, why: string): string {
  const what =
    job.kind === "round"
      ? "the work on the request above"
      : "the earlier steps of the work on the request above";
  return `[Compacted] A summary of ${what} could not be written (${clipMiddle(why, 300)}); a shortened excerpt follows:`;
}

function summaryRequest(job: SummaryJob, transcript: string): UserMessage {
  const request = job.user ? clipMiddle(job.user.content, REQUEST_CONTEXT_CHARS) : "(none)";
  const what =
    job.kind === "round"
      ? "The agent's work on it, to summarise"
      : "The first part of the agent's work on it, still in progress, to summarise";
  return {
    role: "user",
    content: `The user's request (context only; do not repeat it):\n<request>\n${request}\n</request>\n\n${what}:\n<transcript>\n${transcript}\n</transcript>`,
  };
}

/** The messages as plain text for the summariser, each part and the whole bounded. */
export function renderTranscript(messages: readonly Message[], maxChars: number): string {
  const blocks: string[] = [];
  for (const message of messages) {
    switch (message.role) {
      case "system":
        break;
      case "user":
        blocks.push(
          isSummary(message)
            ? `[earlier summary]\n${clipMiddle(message.content.replace(HEADING_LINE, ""), RENDERED_PART_CHARS)}`
            : `[user]\n${clipMiddle(message.content, RENDERED_PART_CHARS)}`,
        );
        break;
      case "tool": {
        // The summariser gets text only; it is told the model saw images here.
        const count = message.images?.length ?? 0;
        const images = count > 0 ? `, ${count} image${count === 1 ? "" : "s"} not shown` : "";
        blocks.push(
          `[result of ${message.toolName}${message.isError ? ", error" : ""}${images}]\n${clipMiddle(message.content, RENDERED_PART_CHARS)}`,
        );
        break;
      }
      case "assistant":
        if (isBridge(message)) break;
        for (const part of message.content) {
          if (part.type === "text" && part.text.trim())
            blocks.push(`[assistant]\n${clipMiddle(part.text, RENDERED_PART_CHARS)}`);
          else if (part.type === "thinking" && part.thinking.trim()) {
            blocks.push(`[assistant thinking]\n${clipMiddle(part.thinking, RENDERED_PART_CHARS)}`);
          } else if (part.type === "tool_call") {
            blocks.push(`[tool call ${part.name}] ${clipMiddle(part.rawArguments, RENDERED_PART_CHARS)}`);
          }
        }
        break;
    }
  }
  return clipMiddle(blocks.join("\n\n"), maxChars);
}

/** Keeps the head (two thirds) and the tail of `text`, at most `maxChars` in all, with a marker between. */
function clipMiddle(text: string, maxChars: number): string {
  return clip(text, maxChars, {
    keep: "head-and-tail",
    headShare: 2 / 3,
    marker: (left) => `\n[... ${left} characters left out ...]\n`,
  });
}

/**
 * Like `clipMiddle`, to a token budget: the result counts at most `maxTokens` tokens. Needs
 * `loadTokenizer()` done.
 */
export function clipTokens(text: string, maxTokens: number): string {
  // No token is longer than this in practice: clip by characters first, so a huge text is
  // never encoded whole.
  let candidate = clipMiddle(text, maxTokens * 16);
  for (let attempt = 0; attempt < 8; attempt++) {
    const tokens = countTextTokens(candidate);
    if (tokens <= maxTokens) return candidate;
    candidate = clipMiddle(candidate, Math.floor((candidate.length * maxTokens * 0.9) / tokens));
  }
  return clipMiddle(candidate, maxTokens);
}

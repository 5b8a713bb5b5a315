/**
 * The shape compaction sees in a history: system messages, then rounds that each open with a
 * user message, and inside a round, steps (an assistant message with the results of its tool
 * calls). Pure functions over the message model.
 */
import type { AssistantMessage, Message, UserMessage } from "../llm/messages.js";

/**
 * Compaction writes summaries as user messages. So that user and assistant turns still
 * alternate (some servers refuse two user turns in a row, and Anthropic's rule that tool results
 * answer the turn just before must hold), a short assistant note is placed between a summary and
 * a user message next to it. They are recognised by their exact text.
 */
export const BRIDGE_BEFORE_SUMMARY = "(My earlier work on this was compacted; its summary follows.)";
export const BRIDGE_AFTER_SUMMARY = "(Continuing from the summary above.)";

export type SummaryMessage = UserMessage & { summary: true };

export function isSummary(message: Message): message is SummaryMessage {
  return message.role === "user" && message.summary === true;
}

export function isBridge(message: Message): boolean {
  if (message.role !== "assistant" || message.content.length !== 1) return false;
  const part = message.content[0];
  return part?.type === "text" && (part.text === BRIDGE_BEFORE_SUMMARY || part.text === BRIDGE_AFTER_SUMMARY);
}

/** A message compaction wrote: a summary or a bridge. */
export function isCompactionMessage(message: Message): boolean {
  return isSummary(message) || isBridge(message);
}

function bridge(text: string): AssistantMessage {
  return { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
}

export interface Round {
  /** The user message that opened the round; absent for messages before the first one. */
  user?: UserMessage;
  /** Everything after it, up to the next user message that is not a summary. */
  body: Message[];
}

export interface SplitHistory {
  /** The system messages the history starts with. */
  head: Message[];
  /** In order; the last one is the round in progress. */
  rounds: Round[];
}

/** Splits at user messages (summaries do not open rounds): system, user 1, [round 1], ... */
export function splitRounds(history: readonly Message[]): SplitHistory {
  let start = 0;
  while (history[start]?.role === "system") start++;
  const rounds: Round[] = [];
  let current: Round | undefined;
  for (const message of history.slice(start)) {
    if (message.role === "user" && !isSummary(message)) {
      current = { user: message, body: [] };
      rounds.push(current);
      continue;
    }
    if (!current) {
      current = { body: [] };
      rounds.push(current);
    }
    current.body.push(message);
  }
  return { head: history.slice(0, start), rounds };
}

export interface RoundSteps {
  /** Summaries and bridges from earlier compactions, at the start of the round. */
  earlier: Message[];
  /**
   * Each step starts with an assistant message and holds the tool results that answer it, so a
   * cut between steps never separates a tool call from its result. A group that does not start
   * with an assistant message (results with no call, which a valid history never has) is kept
   * as its own step so that no message is lost.
   */
  steps: Message[][];
}

export function splitSteps(body: readonly Message[]): RoundSteps {
  const earlier: Message[] = [];
  const steps: Message[][] = [];
  let i = 0;
  while (i < body.length && isCompactionMessage(body[i] as Message)) earlier.push(body[i++] as Message);
  for (; i < body.length; i++) {
    const message = body[i] as Message;
    const last = steps.at(-1);
    if (message.role === "assistant" || !last) steps.push([message]);
    else last.push(message);
  }
  return { earlier, steps };
}

/** True when a round holds only compaction messages, so summarising it again gains nothing. */
export function isCompacted(round: Round): boolean {
  return round.body.every(isCompactionMessage);
}

/**
 * Puts a bridge between a summary and a user message next to it (either side), so no two user
 * turns that compaction created follow each other. Other neighbours are left as they came.
 */
export function alternate(messages: readonly Message[]): Message[] {
  const out: Message[] = [];
  for (const message of messages) {
    const previous = out.at(-1);
    if (previous?.role === "user" && message.role === "user") {
      if (isSummary(message)) out.push(bridge(BRIDGE_BEFORE_SUMMARY));
      else if (isSummary(previous)) out.push(bridge(BRIDGE_AFTER_SUMMARY));
    }
    out.push(message);
  }
  return out;
}

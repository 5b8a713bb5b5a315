/**
 * Shared pieces of the compaction tests: message builders, deterministic filler text, and
 * checks that a recorded request body is valid for its provider.
 */
import { Type } from "@sinclair/typebox";
import { countTextTokens } from "../src/agent/tokens.js";
import type { AssistantMessage, Message, ToolResultMessage, UserMessage } from "../src/llm/messages.js";
import type { Tool } from "../src/tools/tool.js";
import type { ModelServer, RecordedRequest, WireFormat, WireJson } from "./fakes/model-server.js";

const WORDS = (
  "the build test file function value error result change module config branch commit agent model " +
  "request answer step tool output line code path date time clock flaky fix check run read write " +
  "search found because after before while when which other first last new old"
).split(" ");

/** About `words` tokens of English-like filler (common words are one token each), the same for a seed. */
export function prose(words: number, seed: number): string {
  let state = (seed * 2_654_435_761 + 1) >>> 0;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    out.push(WORDS[(state >>> 8) % WORDS.length] as string);
  }
  return `${out.join(" ")}.`;
}

export function user(content: string): UserMessage {
  return { role: "user", content };
}

export function assistantText(text: string): AssistantMessage {
  return { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
}

export function assistantCall(id: string, name: string, args: Record<string, unknown>): AssistantMessage {
  return {
    role: "assistant",
    content: [
      { type: "text", text: `Calling ${name}.` },
      { type: "tool_call", id, name, arguments: args, rawArguments: JSON.stringify(args) },
    ],
    stopReason: "tool_use",
  };
}

export function toolResult(id: string, name: string, content: string): ToolResultMessage {
  return { role: "tool", toolCallId: id, toolName: name, content, isError: false };
}

/** A finished round: the user's message, `steps` tool steps with results of ~`resultWords`, an answer. */
export function finishedRound(label: string, steps: number, resultWords: number): Message[] {
  const messages: Message[] = [user(`Request ${label}: please look into ${label}.`)];
  for (let i = 0; i < steps; i++) {
    const id = `call_${label}_${i}`;
    messages.push(assistantCall(id, "read_file", { path: `${label}/${i}.ts` }));
    messages.push(toolResult(id, "read_file", prose(resultWords, label.length * 100 + i)));
  }
  messages.push(assistantText(`Done with ${label}.`));
  return messages;
}

/** Summary requests are the ones that offer no tools. */
export function isSummaryRequest(request: RecordedRequest): boolean {
  const tools = request.body?.tools;
  return !Array.isArray(tools) || tools.length === 0;
}

/** The agent's requests among those `server` recorded: every one but the summariser's. */
export function agentRequests(server: ModelServer): RecordedRequest[] {
  return server.requests.filter((r) => !isSummaryRequest(r));
}

/** Words of filler in each part `readPart` returns: a few parts fill a small token limit. */
export const PART_WORDS = 350;

/** A read-only tool that returns part `part` of a long document, `PART_WORDS` of filler. */
export const readPart: Tool = {
  name: "read_part",
  description: "Reads one numbered part of a long document.",
  parameters: Type.Object({ part: Type.Integer({ minimum: 1 }) }),
  readOnly: true,
  execute: async ({ part }) => ({ content: `Part ${part}:\n${prose(PART_WORDS, part)}` }),
};

/** The text of the one user message of a summary request (the rendered transcript). */
export function summaryRequestText(request: RecordedRequest): string {
  const messages: WireJson[] = request.body.messages;
  const last = messages.at(-1);
  if (typeof last.content === "string") return last.content;
  return last.content.map((block: WireJson) => block.text ?? "").join("");
}

/** Every text the request sends to the model, as a list (system, texts, tool inputs and results). */
function wireTexts(request: RecordedRequest): string[] {
  const body = request.body;
  const texts: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) for (const item of value) add(item?.text ?? item?.content ?? "");
  };
  if (request.format === "anthropic") {
    add(body.system ?? "");
    for (const message of body.messages) {
      if (typeof message.content === "string") add(message.content);
      else {
        for (const block of message.content) {
          if (block.type === "text") add(block.text);
          else if (block.type === "thinking") add(block.thinking);
          else if (block.type === "tool_use") add(block.name + JSON.stringify(block.input));
          else if (block.type === "tool_result") add(block.content);
        }
      }
    }
  } else {
    for (const message of body.messages) {
      add(message.content ?? "");
      for (const call of message.tool_calls ?? []) add(call.function.name + call.function.arguments);
    }
  }
  return texts;
}

/** cl100k tokens of the request's texts (without the per-message framing the compactor adds). */
export function wireTokens(request: RecordedRequest): number {
  return wireTexts(request).reduce((sum, text) => sum + countTextTokens(text), 0);
}

/**
 * What a strict server would refuse, as sentences (empty when valid). Anthropic: turns alternate
 * starting with the user, every `tool_use` is answered by a `tool_result` in the next (user) turn
 * and every `tool_result` answers a `tool_use` of the turn just before, results first in their
 * turn. OpenAI: every assistant `tool_calls` is followed by exactly its tool messages, no tool
 * message answers anything else, and no two user messages follow each other.
 */
export function wireProblems(request: RecordedRequest, format: WireFormat): string[] {
  const problems: string[] = [];
  const messages: WireJson[] = request.body.messages;
  if (format === "anthropic") {
    messages.forEach((message, i) => {
      const expected = i % 2 === 0 ? "user" : "assistant";
      if (message.role !== expected) problems.push(`turn ${i} is ${message.role}, expected ${expected}`);
      const blocks: WireJson[] = Array.isArray(message.content) ? message.content : [];
      const previous: WireJson[] = Array.isArray(messages[i - 1]?.content) ? messages[i - 1].content : [];
      const asked = previous.filter((b) => b.type === "tool_use").map((b) => b.id);
      const answered = blocks.filter((b) => b.type === "tool_result").map((b) => b.tool_use_id);
      if (message.role === "user") {
        for (const id of answered)
          if (!asked.includes(id)) problems.push(`turn ${i}: result ${id} answers no call`);
        for (const id of asked)
          if (!answered.includes(id)) problems.push(`turn ${i}: call ${id} has no result`);
        const firstOther = blocks.findIndex((b) => b.type !== "tool_result");
        if (firstOther >= 0 && blocks.slice(firstOther).some((b) => b.type === "tool_result")) {
          problems.push(`turn ${i}: a tool result comes after text`);
        }
      }
    });
    const last = messages.at(-1);
    if (last && last.role !== "user") problems.push("the last turn is not the user's");
    return problems;
  }
  messages.forEach((message, i) => {
    const previous = messages[i - 1];
    if (message.role === "user" && previous?.role === "user")
      problems.push(`messages ${i - 1} and ${i} are both user`);
    if (message.role === "tool") {
      let j = i - 1;
      while (messages[j]?.role === "tool") j--;
      const ids = (messages[j]?.tool_calls ?? []).map((c: WireJson) => c.id);
      if (!ids.includes(message.tool_call_id))
        problems.push(`message ${i}: result ${message.tool_call_id} answers no call`);
    }
    if (message.role === "assistant" && message.tool_calls) {
      const following: string[] = [];
      for (let j = i + 1; messages[j]?.role === "tool"; j++) following.push(messages[j].tool_call_id);
      for (const call of message.tool_calls) {
        if (!following.includes(call.id)) problems.push(`message ${i}: call ${call.id} has no result`);
      }
    }
  });
  return problems;
}

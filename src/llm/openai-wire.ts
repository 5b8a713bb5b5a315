/**
 * Conversion between the internal message model and the OpenAI Chat Completions wire format, as
 * OpenAI and the compatible servers (DeepSeek, Ollama, vLLM, OpenRouter, Azure) speak it.
 * Pure functions: no I/O, no SDK client.
 */

import type {
  ChatCompletion,
  ChatCompletionAssistantMessageParam,
  ChatCompletionContentPart,
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import type { CompletionUsage } from "openai/resources/completions";
import {
  type AssistantMessage,
  type AssistantPart,
  hasImages,
  type Message,
  parseToolArguments,
  type StopReason,
  type ThinkingPart,
  type ToolCall,
  type ToolResultMessage,
  textOf,
  toolCallsOf,
  type Usage,
  type UserMessage,
  userSegments,
} from "./messages.js";
import type { ModelRequest, ToolSpec } from "./provider.js";

/**
 * The output-limit parameter. OpenAI's own API wants `max_completion_tokens` (its reasoning models
 * refuse `max_tokens`), while many compatible servers (Ollama, older vLLM, DeepSeek) only know
 * `max_tokens`; the adapter picks by endpoint.
 */
export type TokenLimitField = "max_tokens" | "max_completion_tokens";

type Params = Omit<ChatCompletionCreateParamsBase, "stream" | "stream_options">;

/** Reasoning fields that compatible servers add to assistant messages; not in the SDK's types. */
type AssistantParamWithReasoning = ChatCompletionAssistantMessageParam & {
  reasoning_content?: string;
  reasoning_details?: unknown;
};

export function toOpenAIParams(
  request: ModelRequest,
  model: string,
  maxTokens: number,
  tokenLimitField: TokenLimitField,
): Params {
  const messages: ChatCompletionMessageParam[] = [];
  if (request.system) messages.push({ role: "system", content: request.system });
  messages.push(...toOpenAIMessages(request.messages));
  return {
    model,
    messages,
    [tokenLimitField]: maxTokens,
    ...(request.tools.length > 0 ? { tools: request.tools.map(toOpenAITool) } : {}),
  };
}

function toOpenAITool(tool: ToolSpec): ChatCompletionTool {
  return {
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}

/**
 * The history as chat messages. A tool message can hold only text (OpenAI-compatible servers
 * refuse anything else there), so the images of the tool results that answer one assistant turn
 * follow that run of tool messages, in one user message that says which call each came from.
 */
export function toOpenAIMessages(history: readonly Message[]): ChatCompletionMessageParam[] {
  const messages: ChatCompletionMessageParam[] = [];
  let images: ToolResultMessage[] = [];
  const flush = () => {
    if (images.length > 0) messages.push(toolImagesMessage(images));
    images = [];
  };
  for (const message of history) {
    if (message.role !== "tool") flush();
    messages.push(toOpenAIMessage(message));
    if (message.role === "tool" && hasImages(message)) images.push(message);
  }
  flush();
  return messages;
}

/** Says which call each image came from, then gives the images in that order. */
function toolImagesMessage(results: ToolResultMessage[]): ChatCompletionMessageParam {
  const lines = results.map((result) => {
    const count = result.images?.length ?? 0;
    return `${count} image${count === 1 ? "" : "s"} from ${result.toolName} (call ${result.toolCallId})`;
  });
  const parts: ChatCompletionContentPart[] = [
    { type: "text", text: `[images returned by the tool calls above, in order: ${lines.join("; ")}]` },
  ];
  for (const result of results)
    for (const image of result.images ?? [])
      parts.push({ type: "image_url", image_url: { url: `data:${image.mediaType};base64,${image.data}` } });
  return { role: "user", content: parts };
}

/** One message as it is; a tool result's images are left to `toOpenAIMessages`. */
export function toOpenAIMessage(message: Message): ChatCompletionMessageParam {
  switch (message.role) {
    case "system":
      return { role: "system", content: message.content };
    case "user":
      if (hasImages(message)) return { role: "user", content: toContentParts(message) };
      return { role: "user", content: message.content };
    case "tool":
      return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
    case "assistant":
      return toAssistantParam(message);
  }
}

/**
 * A user message with images as content parts: its text cut at each image, the image's label,
 * then the image as a `data:` URL (OpenAI and the compatible servers take base64 only this way).
 * Blank text pieces are left out, as in the Anthropic format.
 */
function toContentParts(message: UserMessage): ChatCompletionContentPart[] {
  return userSegments(message).flatMap((segment): ChatCompletionContentPart[] => {
    if (segment.type === "text") return segment.text.trim() ? [{ type: "text", text: segment.text }] : [];
    return [{ type: "image_url", image_url: { url: `data:${segment.mediaType};base64,${segment.data}` } }];
  });
}

/**
 * Arguments go back exactly as the model wrote them (`rawArguments`). Reasoning goes back in the
 * field it came in: OpenRouter's `reasoning_details` verbatim, otherwise `reasoning_content`
 * (DeepSeek needs it during a tool-call loop). Anthropic thinking (signed or redacted) is left out.
 */
function toAssistantParam(message: AssistantMessage): AssistantParamWithReasoning {
  const text = textOf(message);
  const calls = toolCallsOf(message);
  const thinking = message.content.filter(
    (part): part is ThinkingPart =>
      part.type === "thinking" && part.signature === undefined && part.redactedData === undefined,
  );
  const param: AssistantParamWithReasoning = {
    role: "assistant",
    content: text || (calls.length > 0 ? null : ""),
  };
  if (calls.length > 0) {
    param.tool_calls = calls.map((call) => ({
      id: call.id,
      type: "function",
      // Unparsable arguments go back as "{}": some servers parse the history and would reject
      // every later request; the model still reads its mistake in the tool's error result.
      function: { name: call.name, arguments: call.parseError ? "{}" : call.rawArguments },
    }));
  }
  const details = thinking.find((part) => part.details !== undefined)?.details;
  const reasoning = thinking.map((part) => part.thinking).join("");
  if (details !== undefined) param.reasoning_details = details;
  else if (reasoning) param.reasoning_content = reasoning;
  return param;
}

/** A complete (non-streamed) response: the first choice becomes the assistant message. */
export function fromOpenAICompletion(completion: ChatCompletion): AssistantMessage | undefined {
  const choice = completion.choices?.[0];
  if (!choice?.message) return undefined;
  const { message } = choice;
  const calls = (message.tool_calls ?? []).flatMap((call) =>
    "function" in call ? [toolCall(call.id, call.function.name, call.function.arguments)] : [],
  );
  return assistantMessage({
    reasoning: reasoningOf(message),
    text: message.content ?? "",
    calls,
    finishReason: choice.finish_reason,
    usage: completion.usage,
    model: completion.model,
  });
}

export interface Reasoning {
  text: string;
  details?: unknown;
}

/** The reasoning a server attached to a message or delta: `reasoning_content`, `reasoning`, `reasoning_details`. */
export function reasoningOf(source: object): Reasoning {
  const text = stringField(source, "reasoning_content") ?? stringField(source, "reasoning") ?? "";
  const details = "reasoning_details" in source ? source.reasoning_details : undefined;
  return details === undefined || details === null ? { text } : { text, details };
}

/**
 * Servers have sent arguments as an object instead of a JSON string; such a value is
 * re-serialised so the history still carries a string.
 */
export function toolCall(id: string | undefined, name: string | undefined, rawArguments: unknown): ToolCall {
  const raw = typeof rawArguments === "string" ? rawArguments : JSON.stringify(rawArguments ?? {});
  return { type: "tool_call", id: id ?? "", name: name ?? "", rawArguments: raw, ...parseToolArguments(raw) };
}

export interface AssembledReply {
  reasoning: Reasoning;
  text: string;
  calls: ToolCall[];
  finishReason: string | null | undefined;
  usage: CompletionUsage | null | undefined;
  model: string | undefined;
}

export function assistantMessage(reply: AssembledReply): AssistantMessage {
  const content: AssistantPart[] = [];
  const { reasoning } = reply;
  if (reasoning.text || reasoning.details !== undefined) {
    content.push({
      type: "thinking",
      thinking: reasoning.text,
      ...(reasoning.details === undefined ? {} : { details: reasoning.details }),
    });
  }
  if (reply.text) content.push({ type: "text", text: reply.text });
  content.push(...reply.calls);
  return {
    role: "assistant",
    content,
    stopReason: toStopReason(reply.finishReason, reply.calls.length > 0),
    usage: toUsage(reply.usage),
    ...(reply.model ? { model: reply.model } : {}),
  };
}

/**
 * `length` is a cut-off; `tool_calls` (and the legacy `function_call`) ask for tools. Some servers
 * (older Ollama) answer `stop` while calling tools, so tool calls win over the other reasons.
 */
function toStopReason(reason: string | null | undefined, hasCalls: boolean): StopReason {
  if (reason === "length") return "length";
  if (reason === "tool_calls" || reason === "function_call" || hasCalls) return "tool_use";
  return "stop";
}

/** `prompt_tokens` already includes cached tokens. DeepSeek reports its cache hits in its own field. */
export function toUsage(usage: CompletionUsage | null | undefined): Usage {
  const details = usage?.prompt_tokens_details;
  return {
    inputTokens: usage?.prompt_tokens ?? 0,
    outputTokens: usage?.completion_tokens ?? 0,
    cacheReadTokens: details?.cached_tokens ?? numberField(usage, "prompt_cache_hit_tokens") ?? 0,
    cacheWriteTokens: details?.cache_write_tokens ?? 0,
  };
}

function stringField(source: object, key: string): string | undefined {
  const value: unknown = Object.getOwnPropertyDescriptor(source, key)?.value;
  return typeof value === "string" ? value : undefined;
}

function numberField(source: object | null | undefined, key: string): number | undefined {
  const value: unknown = source ? Object.getOwnPropertyDescriptor(source, key)?.value : undefined;
  return typeof value === "number" ? value : undefined;
}

/**
 * Conversion between the internal message model and the Anthropic Messages API wire format.
 * Pure functions: no I/O, no SDK client.
 */
import type {
  CacheControlEphemeral,
  ContentBlockParam,
  ImageBlockParam,
  MessageCreateParamsBase,
  MessageParam,
  TextBlockParam,
  Tool,
  Message as WireMessage,
} from "@anthropic-ai/sdk/resources/messages";
import {
  type AssistantMessage,
  type AssistantPart,
  hasImages,
  type Message,
  parseToolArguments,
  type StopReason,
  type ToolCall,
  type ToolResultImage,
  type ToolResultMessage,
  type Usage,
  type UserMessage,
  userSegments,
} from "./messages.js";
import type { ModelRequest, ToolSpec } from "./provider.js";

/** One breakpoint marks "cache everything up to here"; the API allows four per request, we use three. */
const CACHE_BREAKPOINT: CacheControlEphemeral = { type: "ephemeral" };

/** The API rejects empty text and empty error results; this stands in for an empty tool output. */
const EMPTY_RESULT = "(no output)";

type Params = Omit<MessageCreateParamsBase, "stream">;
type ToolResultContent = TextBlockParam | ImageBlockParam;

/**
 * The request body, with cache breakpoints on the last tool (the tools prefix), on the system
 * prompt, and on the newest turn's last block, so each request reads the previous one's cache.
 */
export function toAnthropicParams(request: ModelRequest, model: string, maxTokens: number): Params {
  const params: Params = { model, max_tokens: maxTokens, messages: toAnthropicMessages(request.messages) };
  if (request.system)
    params.system = [{ type: "text", text: request.system, cache_control: CACHE_BREAKPOINT }];
  if (request.tools.length > 0) params.tools = toAnthropicTools(request.tools);
  markNewestTurn(params.messages);
  return params;
}

function toAnthropicTools(tools: ToolSpec[]): Tool[] {
  return tools.map((tool, index) => ({
    name: tool.name,
    description: tool.description,
    input_schema: { ...tool.parameters, type: "object" },
    ...(index === tools.length - 1 ? { cache_control: CACHE_BREAKPOINT } : {}),
  }));
}

/**
 * User text and tool results become user turns, assistant messages assistant turns. Consecutive
 * messages of one role share a turn: all tool results of a step land in ONE user turn (the API
 * requires it), and a note the loop adds after them joins that turn too.
 */
export function toAnthropicMessages(messages: Message[]): MessageParam[] {
  const turns: { role: "user" | "assistant"; content: ContentBlockParam[] }[] = [];
  for (const message of messages) {
    const role = message.role === "assistant" ? "assistant" : "user";
    const blocks = toBlocks(message);
    if (blocks.length === 0) continue;
    const last = turns.at(-1);
    if (last?.role === role) last.content.push(...blocks);
    else turns.push({ role, content: blocks });
  }
  return turns;
}

function toBlocks(message: Message): ContentBlockParam[] {
  switch (message.role) {
    case "system":
      return message.content ? [{ type: "text", text: message.content }] : [];
    case "user":
      if (hasImages(message)) return toImageBlocks(message);
      return message.content ? [{ type: "text", text: message.content }] : [];
    case "tool":
      return [
        {
          type: "tool_result",
          tool_use_id: message.toolCallId,
          content: hasImages(message) ? toResultBlocks(message) : message.content || EMPTY_RESULT,
          ...(message.isError ? { is_error: true } : {}),
        },
      ];
    case "assistant":
      return message.content.flatMap(toAssistantBlock);
  }
}

/**
 * A user message with images: its text cut at each image, the image's label, then the image. The
 * API refuses text blocks that are empty or only whitespace, so such pieces are left out.
 */
function toImageBlocks(message: UserMessage): ContentBlockParam[] {
  return userSegments(message).flatMap((segment): ContentBlockParam[] => {
    if (segment.type === "text") return segment.text.trim() ? [{ type: "text", text: segment.text }] : [];
    return [{ type: "image", source: { type: "base64", media_type: segment.mediaType, data: segment.data } }];
  });
}

/**
 * A tool result with images: its text block, then each image. The text is left out when blank
 * (the API refuses blank text blocks); the images alone are then the result.
 */
function toResultBlocks(message: ToolResultMessage & { images: ToolResultImage[] }): ToolResultContent[] {
  const text: ToolResultContent[] = message.content.trim() ? [{ type: "text", text: message.content }] : [];
  return [
    ...text,
    ...message.images.map(
      (image): ToolResultContent => ({
        type: "image",
        source: { type: "base64", media_type: image.mediaType, data: image.data },
      }),
    ),
  ];
}

function toAssistantBlock(part: AssistantPart): ContentBlockParam[] {
  switch (part.type) {
    case "text":
      return part.text ? [{ type: "text", text: part.text }] : [];
    case "thinking":
      // Sent back unchanged: Anthropic checks the signature; compatible servers that sign nothing
      // (MiniMax, DeepSeek) still want their thinking back during a tool-call loop.
      if (part.redactedData !== undefined) return [{ type: "redacted_thinking", data: part.redactedData }];
      if (!part.thinking && !part.signature) return [];
      return [{ type: "thinking", thinking: part.thinking, signature: part.signature ?? "" }];
    case "tool_call":
      return [{ type: "tool_use", id: part.id, name: part.name, input: part.arguments }];
  }
}

function markNewestTurn(turns: MessageParam[]): void {
  const content = turns.at(-1)?.content;
  if (!Array.isArray(content)) return;
  for (let i = content.length - 1; i >= 0; i--) {
    const block = content[i];
    // Thinking blocks cannot carry a breakpoint; the nearest block before them can.
    const type = block?.type;
    if (type === "text" || type === "image" || type === "tool_use" || type === "tool_result") {
      block.cache_control = CACHE_BREAKPOINT;
      return;
    }
  }
}

/** A complete (non-streamed) response. Blocks other than text, thinking and tool use are dropped. */
export function fromAnthropicMessage(message: WireMessage): AssistantMessage {
  const content: AssistantPart[] = [];
  for (const block of message.content) {
    if (block.type === "text") content.push({ type: "text", text: block.text });
    else if (block.type === "thinking") {
      const signed = block.signature ? { signature: block.signature } : {};
      content.push({ type: "thinking", thinking: block.thinking, ...signed });
    } else if (block.type === "redacted_thinking") {
      content.push({ type: "thinking", thinking: "", redactedData: block.data });
    } else if (block.type === "tool_use") {
      content.push(toolCall(block.id, block.name, JSON.stringify(block.input ?? {})));
    }
  }
  return {
    role: "assistant",
    content,
    stopReason: toStopReason(message.stop_reason, content),
    usage: toUsage(message.usage),
    model: message.model,
  };
}

/** A tool call with its arguments parsed; invalid JSON becomes `parseError`, never a throw. */
export function toolCall(id: string, name: string, rawArguments: string): ToolCall {
  return { type: "tool_call", id, name, rawArguments, ...parseToolArguments(rawArguments) };
}

/**
 * `max_tokens` and `model_context_window_exceeded` both cut the answer off: `length`. Unknown or
 * missing reasons (compatible servers vary) fall back to what the content shows.
 */
export function toStopReason(reason: string | null | undefined, content: AssistantPart[]): StopReason {
  switch (reason) {
    case "end_turn":
    case "stop_sequence":
    case "refusal":
      return "stop";
    case "tool_use":
      return "tool_use";
    case "max_tokens":
    case "model_context_window_exceeded":
      return "length";
    default:
      return content.some((part) => part.type === "tool_call") ? "tool_use" : "stop";
  }
}

/** The token fields of a response or stream event; servers that speak the format may omit some. */
export interface WireUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
}

/** Every input token counts: uncached input + cache reads + cache writes. */
export function toUsage(usage: WireUsage | undefined): Usage {
  const cacheReadTokens = usage?.cache_read_input_tokens ?? 0;
  const cacheWriteTokens = usage?.cache_creation_input_tokens ?? 0;
  return {
    inputTokens: (usage?.input_tokens ?? 0) + cacheReadTokens + cacheWriteTokens,
    outputTokens: usage?.output_tokens ?? 0,
    cacheReadTokens,
    cacheWriteTokens,
  };
}

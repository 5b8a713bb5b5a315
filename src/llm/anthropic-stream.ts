/**
 * Assembles an Anthropic Messages stream (message_start, content_block_start/delta/stop,
 * message_delta, message_stop) into one internal assistant message. Tool arguments are kept as
 * the exact JSON text the model streamed, so a call cut off by `max_tokens` keeps its raw text and
 * gets a `parseError` instead of a guessed object.
 */
import type {
  RawContentBlockDelta,
  RawContentBlockStartEvent,
  RawMessageStreamEvent,
} from "@anthropic-ai/sdk/resources/messages";
import { toolCall, toStopReason, toUsage, type WireUsage } from "./anthropic-wire.js";
import type { AssistantMessage, AssistantPart } from "./messages.js";

type Block =
  | { type: "text"; text: string }
  | { type: "thinking"; thinking: string; signature: string }
  | { type: "redacted_thinking"; data: string }
  | { type: "tool_use"; id: string; name: string; json: string; initialInput: unknown }
  /** Server-side blocks (web search results and the like) that the agent does not use. */
  | { type: "other" };

export class AnthropicStreamAssembler {
  private readonly blocks = new Map<number, Block>();
  private readonly usage: WireUsage = {};
  private model: string | undefined;
  private stopReason: string | null = null;
  private stopped = false;

  add(event: RawMessageStreamEvent): void {
    switch (event.type) {
      case "message_start":
        this.model = event.message.model;
        this.mergeUsage(event.message.usage);
        break;
      case "content_block_start":
        this.blocks.set(event.index, startBlock(event.content_block));
        break;
      case "content_block_delta": {
        const block = this.blocks.get(event.index);
        if (block) applyDelta(block, event.delta);
        break;
      }
      case "message_delta":
        this.stopReason = event.delta.stop_reason ?? this.stopReason;
        this.mergeUsage(event.usage);
        break;
      case "message_stop":
        this.stopped = true;
        break;
    }
  }

  /** True once the server said why it stopped; before that the message is only a fragment. */
  get complete(): boolean {
    return this.stopped || this.stopReason !== null;
  }

  finish(): AssistantMessage {
    const content = [...this.blocks.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([, block]) => toPart(block));
    return {
      role: "assistant",
      content,
      stopReason: toStopReason(this.stopReason, content),
      usage: toUsage(this.usage),
      ...(this.model ? { model: this.model } : {}),
    };
  }

  /** Stream usage is cumulative: a later non-null value replaces an earlier one. */
  private mergeUsage(usage: WireUsage | undefined): void {
    for (const key of [
      "input_tokens",
      "output_tokens",
      "cache_read_input_tokens",
      "cache_creation_input_tokens",
    ] as const) {
      const value = usage?.[key];
      if (typeof value === "number") this.usage[key] = value;
    }
  }
}

function startBlock(block: RawContentBlockStartEvent["content_block"]): Block {
  switch (block.type) {
    case "text":
      return { type: "text", text: block.text ?? "" };
    case "thinking":
      return { type: "thinking", thinking: block.thinking ?? "", signature: block.signature ?? "" };
    case "redacted_thinking":
      return { type: "redacted_thinking", data: block.data };
    case "tool_use":
      return { type: "tool_use", id: block.id, name: block.name, json: "", initialInput: block.input };
    default:
      return { type: "other" };
  }
}

function applyDelta(block: Block, delta: RawContentBlockDelta): void {
  if (delta.type === "text_delta" && block.type === "text") block.text += delta.text;
  else if (delta.type === "thinking_delta" && block.type === "thinking") block.thinking += delta.thinking;
  else if (delta.type === "signature_delta" && block.type === "thinking") block.signature += delta.signature;
  else if (delta.type === "input_json_delta" && block.type === "tool_use") block.json += delta.partial_json;
}

function toPart(block: Block): AssistantPart[] {
  switch (block.type) {
    case "text":
      return [{ type: "text", text: block.text }];
    case "thinking":
      return [
        {
          type: "thinking",
          thinking: block.thinking,
          ...(block.signature ? { signature: block.signature } : {}),
        },
      ];
    case "redacted_thinking":
      return [{ type: "thinking", thinking: "", redactedData: block.data }];
    case "tool_use":
      // Some compatible servers put the whole input in the start event and stream no deltas.
      return [toolCall(block.id, block.name, block.json || JSON.stringify(block.initialInput ?? {}))];
    case "other":
      return [];
  }
}

/**
 * Assembles a Chat Completions stream (chat.completion.chunk deltas, then a usage chunk) into one
 * internal assistant message. Tool calls arrive in pieces keyed by `index`; their argument text
 * is concatenated exactly as streamed.
 */

import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import type { CompletionUsage } from "openai/resources/completions";
import type { AssistantMessage } from "./messages.js";
import { assistantMessage, reasoningOf, toolCall } from "./openai-wire.js";

/** String fields of a `reasoning_details` item that OpenRouter streams in pieces. */
const STREAMED_DETAIL_FIELDS: ReadonlySet<string> = new Set(["text", "summary", "data"]);

interface PartialCall {
  id: string;
  name: string;
  arguments: string;
}

export class OpenAIStreamAssembler {
  private text = "";
  private reasoning = "";
  private details: Record<string, unknown>[] | undefined;
  private readonly calls: PartialCall[] = [];
  private readonly callsByIndex = new Map<number, PartialCall>();
  private finishReason: string | null = null;
  private usage: CompletionUsage | null | undefined;
  private model: string | undefined;

  add(chunk: ChatCompletionChunk): void {
    this.model ||= chunk.model;
    if (chunk.usage) this.usage = chunk.usage;
    const choice = chunk.choices?.[0];
    if (!choice) return;
    const delta = choice.delta ?? {};
    if (typeof delta.content === "string") this.text += delta.content;
    const reasoning = reasoningOf(delta);
    this.reasoning += reasoning.text;
    if (Array.isArray(reasoning.details)) this.mergeDetails(reasoning.details);
    for (const piece of delta.tool_calls ?? []) this.addCallPiece(piece);
    if (choice.finish_reason) this.finishReason = choice.finish_reason;
  }

  /** True once a finish reason arrived; a stream that ends before it was cut. */
  get complete(): boolean {
    return this.finishReason !== null;
  }

  finish(): AssistantMessage {
    return assistantMessage({
      reasoning: this.details ? { text: this.reasoning, details: this.details } : { text: this.reasoning },
      text: this.text,
      calls: this.calls.map((call, position) =>
        toolCall(call.id || `call_${position}`, call.name, call.arguments),
      ),
      finishReason: this.finishReason,
      usage: this.usage,
      model: this.model,
    });
  }

  private addCallPiece(piece: ChatCompletionChunk.Choice.Delta.ToolCall): void {
    let call = this.callsByIndex.get(piece.index);
    // A new id at a known index is a new call: some servers number every call 0.
    if (!call || (piece.id && call.id && piece.id !== call.id)) {
      call = { id: "", name: "", arguments: "" };
      this.calls.push(call);
      this.callsByIndex.set(piece.index, call);
    }
    if (piece.id) call.id = piece.id;
    const name = piece.function?.name;
    // The name normally comes whole in the first piece; some servers repeat it in every piece.
    if (name && name !== call.name) call.name += name;
    if (piece.function?.arguments) call.arguments += piece.function.arguments;
  }

  /** Items of one `index` arrive in pieces; they are joined so the server gets them back whole. */
  private mergeDetails(items: unknown[]): void {
    this.details ??= [];
    for (const item of items) {
      if (typeof item !== "object" || item === null) continue;
      const fields: Record<string, unknown> = Object.fromEntries(Object.entries(item));
      const existing =
        typeof fields.index === "number"
          ? this.details.find((detail) => detail.index === fields.index && detail.type === fields.type)
          : undefined;
      if (!existing) {
        this.details.push(fields);
        continue;
      }
      for (const [key, value] of Object.entries(fields)) {
        const before = existing[key];
        if (STREAMED_DETAIL_FIELDS.has(key) && typeof value === "string" && typeof before === "string") {
          existing[key] = before + value;
        } else if (value !== undefined && value !== null) {
          existing[key] = value;
        }
      }
    }
  }
}

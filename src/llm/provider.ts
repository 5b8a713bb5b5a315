import type { AssistantMessage, Message } from "./messages.js";
import type { CacheRates } from "./prices.js";

/** A tool as the model sees it: a name, what it does, and a JSON schema for its arguments. */
export interface ToolSpec {
  name: string;
  description: string;
  /** JSON schema of the arguments object. */
  parameters: Record<string, unknown>;
}

export interface ModelRequest {
  system: string;
  /** The conversation without the system prompt: user, assistant and tool messages. */
  messages: Message[];
  tools: ToolSpec[];
  signal: AbortSignal;
}

/**
 * How a failed call should be treated. `retryable`: may succeed later (429, 408, 409, 5xx, 529,
 * connection errors, timeouts). `fatal`: will not succeed as sent (400, 401, 403, 404, ...).
 * `context_overflow`: the prompt is longer than the model's window; compaction can fix it.
 * `aborted`: our own signal cancelled the call. `budget`: the call was not made, because its worst
 * case would take the run's spend past `max-cost`.
 */
export type ModelErrorKind = "retryable" | "fatal" | "context_overflow" | "aborted" | "budget";

export interface ModelError {
  kind: ModelErrorKind;
  /** A sentence for a person: what happened and, for fatal errors, what to fix. */
  message: string;
  status?: number;
  /** From a `retry-after` (or `retry-after-ms`) header, when the server sent one. */
  retryAfterMs?: number;
}

export type ModelResult = { ok: true; message: AssistantMessage } | { ok: false; error: ModelError };

/** One model endpoint. `complete` never throws: every failure comes back as `{ ok: false }`. */
export interface Provider {
  readonly name: string;
  readonly model: string;
  complete(request: ModelRequest): Promise<ModelResult>;
}

export interface ProviderConfig {
  apiKey: string;
  /** Empty means the SDK's default endpoint. */
  baseUrl: string;
  model: string;
  /** Output-token limit of one response. */
  maxTokens: number;
  /** Stream responses (avoids HTTP timeouts on long generations). */
  stream: boolean;
  /** Per-request timeout; a hang past it is a retryable error. */
  requestTimeoutMs: number;
}

export interface ProviderDefinition {
  name: string;
  defaultModel: string;
  /** Environment variables read when the `api-key` / `base-url` inputs are empty. */
  apiKeyEnv: string;
  baseUrlEnv: string;
  /** How the provider bills cached input, for prices given as `<input>,<output>` (`model-prices`). */
  cacheRates: CacheRates;
  /**
   * Loads the adapter and its SDK, once: a run only compiles the SDK it uses, and may start that
   * while it waits for something else (`loadProvider`).
   */
  load(): Promise<unknown>;
  /** Creates the provider, loading it first if need be. */
  create(config: ProviderConfig): Promise<Provider>;
}

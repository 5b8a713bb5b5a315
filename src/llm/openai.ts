/**
 * The `openai` provider: Chat Completions through `openai`, for OpenAI and every compatible server
 * (DeepSeek, Ollama, vLLM, OpenRouter, Azure through its base URL).
 */
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  OpenAIError,
} from "openai";
import { apiOnlyFetch } from "./api-fetch.js";
import {
  abortedFailure,
  brokenStreamFailure,
  classifyHttpFailure,
  connectionFailure,
  describeError,
  displayUrl,
  type EndpointInfo,
  messageField,
  timeoutFailure,
  UnreadableResponseError,
} from "./errors.js";
import { type CallContext, guardedProvider } from "./guarded-provider.js";
import type { AssistantMessage } from "./messages.js";
import { OpenAIStreamAssembler } from "./openai-stream.js";
import { fromOpenAICompletion, type TokenLimitField, toOpenAIParams } from "./openai-wire.js";
import type { ModelError, ModelRequest, Provider, ProviderConfig } from "./provider.js";
import type { Watchdog } from "./watchdog.js";

/**
 * Local servers (Ollama, vLLM) need no key, but the SDK refuses to start without one. It never
 * leaves the process: the `Authorization` header it would fill is removed (see below).
 */
const PLACEHOLDER_API_KEY = "no-key";

/** Hosts of OpenAI's own API, which wants `max_completion_tokens` (see `TokenLimitField`). */
const OPENAI_HOSTS: readonly RegExp[] = [/^api\.openai\.com$/i, /\.openai\.azure\.com$/i];

export function tokenLimitFieldFor(baseUrl: string): TokenLimitField {
  if (!baseUrl) return "max_completion_tokens";
  try {
    const host = new URL(baseUrl).hostname;
    return OPENAI_HOSTS.some((pattern) => pattern.test(host)) ? "max_completion_tokens" : "max_tokens";
  } catch {
    return "max_tokens";
  }
}

export function createOpenAIProvider(config: ProviderConfig): Provider {
  const client = new OpenAI({
    apiKey: config.apiKey || PLACEHOLDER_API_KEY,
    // An empty key (a local server without auth) sends no credential header at all.
    ...(config.apiKey ? {} : { defaultHeaders: { Authorization: null, "api-key": null } }),
    // `null` (not undefined) keeps the SDK from reading OPENAI_BASE_URL itself: inputs are read once, at the edge.
    baseURL: config.baseUrl || null,
    timeout: config.requestTimeoutMs,
    // Our retry loop (retry.ts) owns retries; SDK retries would multiply with it.
    maxRetries: 0,
    fetch: apiOnlyFetch(),
  });
  const endpoint: EndpointInfo = {
    provider: "openai",
    model: config.model,
    baseUrl: config.baseUrl,
    api: "OpenAI Chat Completions API",
    url: displayUrl(config.baseUrl || client.baseURL),
    // Where the SDK posts: `${baseURL}/chat/completions`.
    requestPath: "/chat/completions",
  };
  const tokenLimitField = tokenLimitFieldFor(config.baseUrl);

  async function send(request: ModelRequest, watchdog: Watchdog): Promise<AssistantMessage> {
    const params = toOpenAIParams(request, config.model, config.maxTokens, tokenLimitField);
    const options = { signal: watchdog.signal };
    if (!config.stream) {
      const completion = await client.chat.completions.create({ ...params, stream: false }, options);
      const message = fromOpenAICompletion(completion);
      if (!message) throw new UnreadableResponseError("the response has no choices");
      return message;
    }
    const stream = await client.chat.completions.create(
      { ...params, stream: true, stream_options: { include_usage: true } },
      options,
    );
    watchdog.touch();
    const assembler = new OpenAIStreamAssembler();
    for await (const chunk of stream) {
      watchdog.touch();
      assembler.add(chunk);
    }
    // The SDK ends the iteration quietly when the signal aborts; the classifier tells why.
    if (!assembler.complete) throw new UnreadableResponseError("the stream ended before a finish_reason");
    return assembler.finish();
  }

  return guardedProvider({
    endpoint,
    requestTimeoutMs: config.requestTimeoutMs,
    send,
    classify: classifyOpenAIError,
  });
}

/** Maps anything a call can throw to a `ModelError`, by the SDK's typed error classes. */
export function classifyOpenAIError(error: unknown, context: CallContext): ModelError {
  if (context.signal.aborted) return abortedFailure();
  if (context.watchdog.timedOut || error instanceof APIConnectionTimeoutError) {
    return timeoutFailure(context.timeoutMs);
  }
  if (error instanceof APIUserAbortError) return abortedFailure();
  if (error instanceof APIConnectionError)
    return connectionFailure(context.endpoint, describeError(error.cause ?? error));
  if (error instanceof APIError) {
    // `error.error` is the body's `error` member: an object with a message, or (Ollama) a string.
    const body: unknown = error.error;
    return classifyHttpFailure(context.endpoint, {
      status: error.status,
      headers: error.headers,
      serverMessage: messageField(body) ?? (typeof body === "string" ? body : error.message),
      codes: [error.code, error.type],
    });
  }
  // The SDK's own refusals (bad options) will not pass on a retry either.
  if (error instanceof OpenAIError) return { kind: "fatal", message: `openai client: ${error.message}` };
  // Anything else came from reading the body: a cut connection, malformed SSE, an early end.
  return brokenStreamFailure(describeError(error));
}

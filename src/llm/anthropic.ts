/**
 * The `anthropic` provider: the Messages API through `@anthropic-ai/sdk`, for Anthropic and every
 * server that speaks its format (DeepSeek, MiniMax and others, through the base URL).
 */
// The base client and the one resource we call, not the default export: that one builds every
// resource of the API (admin, beta, files, skills...), which made the SDK's chunk 1.5 MB instead
// of 0.7 MB, some 30 ms more to compile on the way to the first request.
import { BaseAnthropic } from "@anthropic-ai/sdk/client";
import {
  AnthropicError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from "@anthropic-ai/sdk/core/error";
import { Messages } from "@anthropic-ai/sdk/resources/messages/messages";
import { AnthropicStreamAssembler } from "./anthropic-stream.js";
import { fromAnthropicMessage, toAnthropicParams } from "./anthropic-wire.js";
import { apiOnlyFetch } from "./api-fetch.js";
import {
  abortedFailure,
  brokenStreamFailure,
  classifyHttpFailure,
  connectionFailure,
  describeError,
  displayUrl,
  type EndpointInfo,
  timeoutFailure,
  UnreadableResponseError,
} from "./errors.js";
import { type CallContext, guardedProvider } from "./guarded-provider.js";
import type { AssistantMessage } from "./messages.js";
import type { ModelError, ModelRequest, Provider, ProviderConfig } from "./provider.js";
import type { Watchdog } from "./watchdog.js";

export function createAnthropicProvider(config: ProviderConfig): Provider {
  const client = new BaseAnthropic({
    // A string, even empty: a key given in code keeps the SDK from looking for credentials in
    // the environment and in local profile files, which must never reach a server we were not told of.
    apiKey: config.apiKey,
    // An empty key (a local server without auth) sends no credential header at all.
    ...(config.apiKey ? {} : { defaultHeaders: { Authorization: null, "X-Api-Key": null } }),
    // `null` (not undefined) keeps the SDK from reading ANTHROPIC_BASE_URL itself: inputs are read once, at the edge.
    baseURL: config.baseUrl || null,
    timeout: config.requestTimeoutMs,
    // Our retry loop (retry.ts) owns retries; SDK retries would multiply with it.
    maxRetries: 0,
    fetch: apiOnlyFetch(),
  });
  const messages = new Messages(client);
  const endpoint: EndpointInfo = {
    provider: "anthropic",
    model: config.model,
    baseUrl: config.baseUrl,
    api: "Anthropic Messages API",
    url: displayUrl(config.baseUrl || client.baseURL),
    // Where the SDK posts: `${baseURL}/v1/messages`.
    requestPath: "/v1/messages",
  };

  async function send(request: ModelRequest, watchdog: Watchdog): Promise<AssistantMessage> {
    const params = toAnthropicParams(request, config.model, config.maxTokens);
    const options = { signal: watchdog.signal };
    if (!config.stream) {
      const message = await messages.create({ ...params, stream: false }, options);
      if (!Array.isArray(message?.content)) {
        throw new UnreadableResponseError("the response has no content list");
      }
      return fromAnthropicMessage(message);
    }
    const stream = await messages.create({ ...params, stream: true }, options);
    watchdog.touch();
    const assembler = new AnthropicStreamAssembler();
    for await (const event of stream) {
      watchdog.touch();
      assembler.add(event);
    }
    // The SDK ends the iteration quietly when the signal aborts; the classifier tells why.
    if (!assembler.complete) throw new UnreadableResponseError("the stream ended before message_stop");
    return assembler.finish();
  }

  return guardedProvider({
    endpoint,
    requestTimeoutMs: config.requestTimeoutMs,
    send,
    classify: classifyAnthropicError,
  });
}

/** Maps anything a call can throw to a `ModelError`, by the SDK's typed error classes. */
export function classifyAnthropicError(error: unknown, context: CallContext): ModelError {
  if (context.signal.aborted) return abortedFailure();
  if (context.watchdog.timedOut || error instanceof APIConnectionTimeoutError) {
    return timeoutFailure(context.timeoutMs);
  }
  if (error instanceof APIUserAbortError) return abortedFailure();
  if (error instanceof APIConnectionError)
    return connectionFailure(context.endpoint, describeError(error.cause ?? error));
  if (error instanceof APIError) {
    return classifyHttpFailure(context.endpoint, {
      status: error.status,
      headers: error.headers,
      serverMessage: error.apiMessage ?? error.message,
      codes: [error.type, error.errorCode],
    });
  }
  // The SDK's own refusals (no credentials, bad options) will not pass on a retry either.
  if (error instanceof AnthropicError)
    return { kind: "fatal", message: `anthropic client: ${error.message}` };
  // Anything else came from reading the body: a cut connection, malformed SSE, an early end.
  return brokenStreamFailure(describeError(error));
}

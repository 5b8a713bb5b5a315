import { findNotTheApi, findUnreachable } from "./api-fetch.js";
import { abortedFailure, type EndpointInfo, notTheApiFailure, unreachableFailure } from "./errors.js";
import type { AssistantMessage } from "./messages.js";
import type { ModelError, ModelRequest, Provider } from "./provider.js";
import { startWatchdog, type Watchdog } from "./watchdog.js";

/** What an adapter's classifier knows about a failed call. */
export interface CallContext {
  endpoint: EndpointInfo;
  /** The caller's signal: when it aborted, the failure is ours, not the server's. */
  signal: AbortSignal;
  watchdog: Pick<Watchdog, "timedOut">;
  timeoutMs: number;
}

export interface AdapterParts {
  endpoint: EndpointInfo;
  requestTimeoutMs: number;
  /** One call in the provider's wire format; may throw anything its SDK throws. */
  send(request: ModelRequest, watchdog: Watchdog): Promise<AssistantMessage>;
  /** Maps whatever `send` threw to a ModelError, by the SDK's typed error classes. */
  classify(error: unknown, context: CallContext): ModelError;
}

/**
 * The part every adapter shares: a watchdog per call (a request or a stream that goes silent
 * past the timeout is cut), answers that are not the API's and first connections that find
 * nothing at the address (both thrown by the adapter's `apiOnlyFetch`, whichever SDK wrapped them),
 * and the `Provider` contract that `complete` never throws.
 */
export function guardedProvider(parts: AdapterParts): Provider {
  const { endpoint, requestTimeoutMs } = parts;
  return {
    name: endpoint.provider,
    model: endpoint.model,
    async complete(request) {
      if (request.signal.aborted) return { ok: false, error: abortedFailure() };
      const watchdog = startWatchdog(request.signal, requestTimeoutMs);
      try {
        return { ok: true, message: await parts.send(request, watchdog) };
      } catch (error) {
        const foreign = request.signal.aborted ? undefined : findNotTheApi(error);
        if (foreign) return { ok: false, error: notTheApiFailure(endpoint, foreign) };
        const nobody = request.signal.aborted ? undefined : findUnreachable(error);
        if (nobody) return { ok: false, error: unreachableFailure(endpoint, nobody.code) };
        const context = { endpoint, signal: request.signal, watchdog, timeoutMs: requestTimeoutMs };
        return { ok: false, error: parts.classify(error, context) };
      } finally {
        watchdog.dispose();
      }
    },
  };
}

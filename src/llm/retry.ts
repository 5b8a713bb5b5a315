import { abortedFailure } from "./errors.js";
import type { ModelError, ModelRequest, ModelResult, Provider } from "./provider.js";

/** Named defaults; the SDKs' own retries are switched off so the two never multiply. */
export const RETRY_DEFAULTS = {
  maxAttempts: 6,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  /** A `retry-after` longer than this is not waited for: the attempt fails instead. */
  maxRetryAfterMs: 120_000,
} as const;

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxRetryAfterMs: number;
}

export interface RetryNotice {
  attempt: number;
  delayMs: number;
  error: ModelError;
}

export interface RetryOptions {
  policy?: Partial<RetryPolicy>;
  onRetry?: (notice: RetryNotice) => void;
  /** Injectable for tests; resolves early (without throwing) when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

export type RetriedResult = ModelResult & { attempts: number };

/** Exponential backoff with full jitter, never shorter than what the server asked for. */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  error: ModelError,
  random: () => number,
): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = exponential / 2 + (random() * exponential) / 2;
  return Math.max(jittered, error.retryAfterMs ?? 0);
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * Calls the provider, retrying errors that can succeed later. Never throws. Fatal errors, context
 * overflow and aborts return at once; exhausted retries return an error naming the attempts.
 */
export async function completeWithRetry(
  provider: Provider,
  request: ModelRequest,
  options: RetryOptions = {},
): Promise<RetriedResult> {
  const policy: RetryPolicy = { ...RETRY_DEFAULTS, ...options.policy };
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    const result = await provider.complete(request);
    if (result.ok || result.error.kind !== "retryable") return { ...result, attempts: attempt };
    if (request.signal.aborted) {
      return { ok: false, error: abortedFailure(), attempts: attempt };
    }
    const tooLong = (result.error.retryAfterMs ?? 0) > policy.maxRetryAfterMs;
    if (attempt >= policy.maxAttempts || tooLong) {
      const why = tooLong
        ? `the server asked to wait ${Math.round((result.error.retryAfterMs ?? 0) / 1000)} s, longer than the ${policy.maxRetryAfterMs / 1000} s we wait`
        : `gave up after ${attempt} attempts`;
      return {
        ok: false,
        error: { ...result.error, kind: "fatal", message: `${result.error.message} (${why})` },
        attempts: attempt,
      };
    }
    const delayMs = backoffDelay(attempt, policy, result.error, random);
    options.onRetry?.({ attempt, delayMs, error: result.error });
    await sleep(delayMs, request.signal);
    if (request.signal.aborted) {
      return { ok: false, error: abortedFailure(), attempts: attempt };
    }
  }
}

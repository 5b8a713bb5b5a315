import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";

/** The REST client every GitHub call of the action goes through. */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** How long the client waits; production values unless a test shortens them. */
export interface ClientTiming {
  /** Milliseconds per unit of the retry plugin's backoff for 5xx and network errors (waits 1, 4, 9 units). */
  retryBaseMs: number;
  /** Milliseconds per second of wait that a rate limit response advises (`retry-after`, `x-ratelimit-reset`). */
  rateLimitBaseMs: number;
  /**
   * Space write requests the way GitHub asks integrators to (one write a second, one
   * notification-triggering write every three). Off for a local fake server, where it only slows tests.
   */
  paceWrites: boolean;
}

export const PRODUCTION_TIMING: ClientTiming = {
  retryBaseMs: 1_000,
  rateLimitBaseMs: 1_000,
  paceWrites: true,
};

/** For tests against a local server: no pacing and millisecond waits, the same retry decisions. */
export const FAST_TIMING: ClientTiming = { retryBaseMs: 1, rateLimitBaseMs: 1, paceWrites: false };

/** Retries of a request failing with 5xx or a network error, after the first attempt. */
export const MAX_SERVER_ERROR_RETRIES = 3;
/** Retries of a request hit by a primary or secondary rate limit. */
export const MAX_RATE_LIMIT_RETRIES = 3;
/** A rate limit that asks for a longer wait than this (seconds) fails instead: the job has a timeout. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 120;

export interface ClientOptions {
  token: string;
  /** The REST API root: `GITHUB_API_URL` in a workflow (`https://api.github.com`, or `https://HOST/api/v3` on GHES). */
  baseUrl: string;
  timing?: Partial<ClientTiming>;
  /** Where the plugins' warnings go (a rate limit hit, a retry); defaults to silence. */
  warn?: (message: string) => void;
}

/**
 * A throttling group that never waits. The throttling plugin keeps process-wide queues that
 * space writes one to three seconds apart; passing these in place of its own queues keeps its
 * rate-limit retries while dropping the spacing. Only the `key(...).schedule(...)` surface is used.
 */
const UNPACED_GROUP = {
  key: () => ({
    schedule: (...args: unknown[]) => {
      const [first, ...rest] = args;
      const [job, ...jobArgs] = typeof first === "function" ? [first, ...rest] : rest;
      return (job as (...a: unknown[]) => unknown)(...jobArgs);
    },
  }),
};

/**
 * Creates the client: `@actions/github`'s Octokit (REST methods and pagination) plus the retry
 * plugin (5xx and network errors) and the throttling plugin (primary and secondary rate limits,
 * retried after the wait GitHub advises, at most `MAX_RATE_LIMIT_RETRIES` times and never for
 * longer than `MAX_RATE_LIMIT_WAIT_SECONDS`). Requests that cannot succeed later (400, 401,
 * 403 without a rate limit, 404, 422) fail at once with Octokit's `RequestError`.
 */
export function createGitHubClient(options: ClientOptions): GitHubClient {
  const timing = { ...PRODUCTION_TIMING, ...options.timing };
  const warn = options.warn ?? (() => {});
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _o: unknown, retryCount: number) => {
      const what = `${request.method} ${request.url}`;
      if (retryCount >= MAX_RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
        warn(`GitHub ${kind} rate limit on ${what}; not retrying (asked to wait ${retryAfter}s).`);
        return false;
      }
      warn(`GitHub ${kind} rate limit on ${what}; retrying in ${retryAfter}s.`);
      return true;
    };
  const pacing = timing.paceWrites
    ? {}
    : // The plugin types these as Bottleneck groups; the stand-in implements the one call it makes.
      ({ write: UNPACED_GROUP, notifications: UNPACED_GROUP, search: UNPACED_GROUP } as unknown as Record<
        "write" | "notifications" | "search",
        never
      >);
  return getOctokit(
    options.token,
    {
      baseUrl: options.baseUrl.replace(/\/+$/, ""),
      log: { debug: () => {}, info: () => {}, warn, error: warn },
      retry: { retries: MAX_SERVER_ERROR_RETRIES, retryAfterBaseValue: timing.retryBaseMs },
      throttle: {
        ...pacing,
        retryAfterBaseValue: timing.rateLimitBaseMs,
        onRateLimit: onLimit("primary"),
        onSecondaryRateLimit: onLimit("secondary"),
      },
    },
    retry,
    throttling,
  );
}

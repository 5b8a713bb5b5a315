import { getProxyUrl } from "@actions/http-client/lib/proxy";
import type { Static, TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { fail, ok, type Result } from "../base/result.js";

/**
 * Octokit's core and its two plugins, on the first request: a run that never calls GitHub before
 * its first model request (a manual run, a schedule) does not compile them on the way. They send
 * with Node's own `fetch`, which the model's SDK uses too. Each module loads once (a second
 * `import()` is the first's module); the action's start-up plan lists this among its late loads.
 */
export async function loadOctokit() {
  const [{ Octokit }, { retry }, { throttling }] = await Promise.all([
    import("@octokit/core"),
    import("@octokit/plugin-retry"),
    import("@octokit/plugin-throttling"),
  ]);
  return { Octokit, retry, throttling };
}

/**
 * `@actions/github`'s Octokit, only for a runner that has a proxy configured (`https_proxy`,
 * `no_proxy`): it sends through the proxy with a copy of undici of its own, 900 KB that take
 * some 40 ms to compile, on the way to a comment run's first call.
 */
export const loadProxiedOctokit = () => import("@actions/github");

/**
 * The client every GitHub call of the action goes through: the methods the action uses, so the
 * Octokit of `createGitHubClient` fits it and a test can hand in any server's client. Call it
 * through `requestAs` and `requestGraphQL`, never directly.
 */
export interface GitHubClient {
  /** Sends one REST request; resolves with the parsed body, rejects on a non-2xx status. */
  request(route: string, params?: Record<string, unknown>): Promise<{ data: unknown }>;
  /**
   * Sends one GraphQL query or mutation; resolves with its `data`, rejects on a non-2xx status or
   * when the answer holds `errors` (then the error carries them as `errors`). Absent from a
   * client that speaks REST only: what needs it (resolving review threads) is then skipped.
   */
  graphql?(query: string, variables: Record<string, unknown>): Promise<unknown>;
}

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

/** The one call the throttling plugin makes on a group: `key(id).schedule([jobOptions,] job, ...args)`. */
interface PacingGroup {
  key(id?: string): { schedule(...args: unknown[]): unknown };
}

/**
 * A throttling group of our own in place of one of the plugin's: each job starts `minTimeMs`
 * after the one before it started, and at once, with no timer or queue in between, when that
 * time has passed. The plugin's Bottleneck queues pass even a job that need not wait through
 * timers, which put a run's first write (its tracking comment) behind reads started after it.
 * The plugin awaits an empty job from the group before a request is sent; a retry is spaced like
 * any other write.
 */
function pacingGroup(minTimeMs: number): PacingGroup {
  let next = 0;
  const limiter = {
    schedule: (...args: unknown[]) => {
      const [first, ...rest] = args;
      const [job, ...jobArgs] = typeof first === "function" ? [first, ...rest] : rest;
      const start = () => (job as (...a: unknown[]) => unknown)(...jobArgs);
      const now = Date.now();
      const wait = Math.max(0, next - now);
      next = now + wait + minTimeMs;
      return wait === 0 ? start() : new Promise((resolve) => setTimeout(resolve, wait)).then(start);
    },
  };
  return { key: () => limiter };
}

/**
 * The spacing GitHub asks integrators for: one write a second, one notification-triggering write
 * (a comment, a pull request) every three, one search every two. Shared by every client of the
 * process, as the plugin's own queues are: the token's limits are the same whoever writes.
 */
const PACED = {
  write: pacingGroup(1_000),
  notifications: pacingGroup(3_000),
  search: pacingGroup(2_000),
};
/** No spacing, for a local fake server, where it only slows tests. */
const UNPACED = { write: pacingGroup(0), notifications: pacingGroup(0), search: pacingGroup(0) };

/**
 * Creates the client: Octokit (`@actions/github`'s behind a proxy) plus the retry plugin (5xx and network errors) and the throttling plugin (primary and secondary rate limits,
 * retried after the wait GitHub advises, at most `MAX_RATE_LIMIT_RETRIES` times and never for
 * longer than `MAX_RATE_LIMIT_WAIT_SECONDS`). Requests that cannot succeed later (400, 401,
 * 403 without a rate limit, 404, 422) fail at once with Octokit's `RequestError`.
 */
export function createGitHubClient(options: ClientOptions): GitHubClient {
  let client: Promise<OctokitClient> | undefined;
  return {
    request: async (route, params) => {
      client ??= octokitClient(options);
      return (await client).request(route, params);
    },
    // Octokit sends it to the server's own GraphQL root: `/graphql` next to `api.github.com`'s
    // REST, `/api/graphql` for a GHES base URL ending in `/api/v3`.
    graphql: async (query, variables) => {
      client ??= octokitClient(options);
      return (await client).graphql(query, variables);
    },
  };
}

/** The two calls of an Octokit, whichever builds it. */
type OctokitClient = Required<GitHubClient>;

async function octokitClient(options: ClientOptions): Promise<OctokitClient> {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const settings = clientSettings(options, baseUrl);
  const { Octokit, retry, throttling } = await loadOctokit();
  // The same test `@actions/github` makes (`getAgentDispatcher`), on the same variables.
  if (getProxyUrl(new URL(baseUrl))?.hostname) {
    const { getOctokit } = await loadProxiedOctokit();
    return getOctokit(options.token, settings, retry, throttling);
  }
  const userAgent = withOrchestrationId(process.env.ACTIONS_ORCHESTRATION_ID);
  return new (Octokit.plugin(retry, throttling))({
    ...settings,
    auth: options.token,
    ...(userAgent ? { userAgent } : {}),
  });
}

/** The client's options, whichever Octokit takes them. */
function clientSettings(options: ClientOptions, baseUrl: string) {
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
  // The plugin types these as Bottleneck groups; ours implement the one call it makes.
  const pacing = (timing.paceWrites ? PACED : UNPACED) as unknown as Record<
    "write" | "notifications" | "search",
    never
  >;
  return {
    baseUrl,
    log: { debug: () => {}, info: () => {}, warn, error: warn },
    retry: { retries: MAX_SERVER_ERROR_RETRIES, retryAfterBaseValue: timing.retryBaseMs },
    throttle: {
      ...pacing,
      retryAfterBaseValue: timing.rateLimitBaseMs,
      onRateLimit: onLimit("primary"),
      onSecondaryRateLimit: onLimit("secondary"),
    },
  };
}

/**
 * The user agent `@actions/github` sends when the runner names the job's orchestration
 * (`ACTIONS_ORCHESTRATION_ID`), so GitHub can tell which job made a call; undefined (Octokit's
 * own) otherwise.
 */
export function withOrchestrationId(id: string | undefined): string | undefined {
  const trimmed = id?.trim();
  return trimmed ? `actions_orchestration_id/${trimmed.replace(/[^a-z0-9_.-]/gi, "_")}` : undefined;
}

/**
 * Sends `route` (a read or a write) and checks the response body against `schema`, which names
 * only the fields the caller reads (`Type.Unknown()` when it reads none). Never throws: a failed
 * request or an unexpected body comes back as a failure whose `error` says what went wrong, for a
 * log line or a sentence to the reader (`HTTP 404: Not Found`, a network error's message, or which
 * field of the response was not as expected), with the HTTP `status` when the server answered
 * with an error.
 */
export async function requestAs<S extends TSchema>(
  client: GitHubClient,
  route: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<Result<Static<S>, { status?: number }>> {
  try {
    const { data } = await client.request(route, params);
    const mismatch = Value.Errors(schema, data).First();
    if (mismatch)
      return fail(`unexpected response to ${route}: ${mismatch.path || "/"}: ${mismatch.message}`);
    return ok(data as Static<S>);
  } catch (error) {
    const status = responseStatus(error);
    return fail(describeRequestError(error), status ? { status } : {});
  }
}

/**
 * Sends a GraphQL `query` (or mutation) with `variables` and checks its `data` against `schema`,
 * as `requestAs` does for REST. Never throws: the answer's `errors` (GitHub answers 200 with them
 * for a forbidden or missing node) come back as a failure listing their messages, as does a
 * client without GraphQL.
 */
export async function requestGraphQL<S extends TSchema>(
  client: GitHubClient,
  query: string,
  variables: Record<string, unknown>,
  schema: S,
): Promise<Result<Static<S>>> {
  if (!client.graphql) return fail("this GitHub client does not speak GraphQL");
  try {
    const data = await client.graphql(query, variables);
    const mismatch = Value.Errors(schema, data).First();
    if (mismatch) return fail(`unexpected GraphQL response: ${mismatch.path || "/"}: ${mismatch.message}`);
    return ok(data as Static<S>);
  } catch (error) {
    const messages = graphQLErrors(error);
    return fail(messages ? `GraphQL: ${messages}` : describeRequestError(error));
  }
}

/** The messages of a GraphQL answer's `errors` (Octokit's `GraphqlResponseError` carries them), joined; undefined for another failure. */
function graphQLErrors(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("errors" in error)) return undefined;
  if (!Array.isArray(error.errors) || error.errors.length === 0) return undefined;
  return error.errors
    .map((e: unknown) =>
      typeof e === "object" && e !== null && "message" in e ? String(e.message) : JSON.stringify(e),
    )
    .join("; ");
}

/** GitHub's largest page of a list. */
export const LIST_PAGE_SIZE = 100;

/**
 * Every item of a paged list, page after page of `LIST_PAGE_SIZE` (`read` asks for the page it is
 * given, with that `per_page`), until a short page or `maxPages`: a list longer than that is
 * read cut, which the caller's `maxPages` accounts for. The first failure is returned as it is.
 */
export async function readAllPages<T>(
  read: (page: number) => Promise<Result<T[]>>,
  maxPages: number,
): Promise<Result<T[]>> {
  const all: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const got = await read(page);
    if (!got.ok) return got;
    all.push(...got.value);
    if (got.value.length < LIST_PAGE_SIZE) break;
  }
  return ok(all);
}

/**
 * The HTTP status of an error thrown by `GitHubClient.request`, or undefined when the error did
 * not come from a response (a network failure, a bug). Octokit's `RequestError` carries `status`;
 * it is read structurally because `@octokit/request-error` is not one of our direct dependencies.
 */
export function responseStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  return typeof error.status === "number" ? error.status : undefined;
}

/** A one-line description of a failure for logs and failure reasons: `HTTP 403: ...` for a response. */
export function describeRequestError(error: unknown): string {
  const status = responseStatus(error);
  const message = error instanceof Error ? error.message : String(error);
  return status === undefined ? message : `HTTP ${status}: ${message}`;
}

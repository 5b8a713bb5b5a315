/**
 * Shared pieces of model-error classification. Each adapter maps its own SDK's typed error classes
 * onto `classifyHttpFailure` and the helpers here, so both providers follow the same rules.
 */
import { BLOCKED_PORT, type NotTheApiError } from "./api-fetch.js";
import type { ModelError } from "./provider.js";

/** Statuses that can succeed when sent again (429 rate limit, 408 timeout, 409 conflict); 5xx too. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 429]);

/** Statuses whose body may say "the prompt is too long" (413: Anthropic's `request_too_large`). */
const OVERFLOW_STATUSES: ReadonlySet<number> = new Set([400, 413, 422]);

/**
 * How servers say that the prompt does not fit the model's window. Anthropic: "prompt is too
 * long", "input length and `max_tokens` exceed context limit"; OpenAI and compatible servers:
 * code `context_length_exceeded`, "maximum context length", "context length", "too many tokens".
 */
const CONTEXT_OVERFLOW_PATTERNS: readonly RegExp[] = [
  /prompt is too long/i,
  /exceeds? (the )?context (limit|window)/i,
  /context[ _-]?length/i,
  /context[ _-]?window/i,
  /maximum context/i,
  /too many tokens/i,
  /request_too_large/i,
];

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status) || status >= 500;
}

export function looksLikeContextOverflow(...texts: (string | null | undefined)[]): boolean {
  return texts.some((text) => !!text && CONTEXT_OVERFLOW_PATTERNS.some((pattern) => pattern.test(text)));
}

/**
 * The wait a server asked for, in milliseconds: `retry-after-ms`, else `retry-after` as seconds
 * or as an HTTP date. Undefined when absent or unreadable.
 */
export function parseRetryAfter(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  const milliseconds = Number(headers?.get("retry-after-ms") ?? Number.NaN);
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers?.get("retry-after")?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** `value.message` when `value` is an object holding a string message (error bodies vary by server). */
export function messageField(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || !("message" in value)) return undefined;
  return typeof value.message === "string" ? value.message : undefined;
}

/** What the adapter knows about the endpoint, to say what to fix. */
export interface EndpointInfo {
  /** Provider name as the `provider` input takes it, e.g. "anthropic". */
  provider: string;
  model: string;
  /** Empty for the SDK's default endpoint. */
  baseUrl: string;
  /** The wire format's name for a person, e.g. "Anthropic Messages API". */
  api: string;
  /** Where requests go, fit to show: the base URL or the SDK's default, without credentials. */
  url: string;
  /** The path the SDK adds to the base URL for a request, e.g. `/v1/messages`. */
  requestPath: string;
}

/** The URL a request goes to, fit to show: `url` with the SDK's path after it. */
export function requestUrl(endpoint: EndpointInfo): string {
  return `${endpoint.url.replace(/\/+$/, "")}${endpoint.requestPath}`;
}

/** An HTTP error response (or an error event inside a stream, which has no status). */
export interface HttpFailure {
  status: number | undefined;
  headers: Headers | undefined;
  /** The server's own explanation, as plain text. */
  serverMessage: string;
  /** Machine-readable codes and types from the body, e.g. `context_length_exceeded`, `overloaded_error`. */
  codes?: readonly (string | null | undefined)[];
}

/** Error types that a server may put in a stream's error event and that will not go away on retry. */
const FATAL_ERROR_TYPES: ReadonlySet<string> = new Set([
  "invalid_request_error",
  "authentication_error",
  "permission_error",
  "not_found_error",
  "billing_error",
]);

/** Classifies an HTTP failure by the rules of DESIGN.md section 1; the message names the fix. */
export function classifyHttpFailure(endpoint: EndpointInfo, failure: HttpFailure): ModelError {
  const { status, serverMessage } = failure;
  const codes = (failure.codes ?? []).filter((code): code is string => typeof code === "string");
  const what = `${endpoint.provider} API`;
  const said = serverMessage ? `: ${serverMessage}` : "";
  if (status === undefined) {
    if (looksLikeContextOverflow(serverMessage, ...codes)) {
      return {
        kind: "context_overflow",
        message: `the prompt is longer than the model's context window${said}`,
      };
    }
    const kind = codes.some((code) => FATAL_ERROR_TYPES.has(code)) ? "fatal" : "retryable";
    return { kind, message: `${what} reported an error in the middle of the response${said}` };
  }
  if (
    OVERFLOW_STATUSES.has(status) &&
    (status === 413 || looksLikeContextOverflow(serverMessage, ...codes))
  ) {
    return {
      kind: "context_overflow",
      status,
      message: `the prompt is longer than the model's context window (${status})${said}`,
    };
  }
  if (isRetryableStatus(status)) {
    const retryAfterMs = parseRetryAfter(failure.headers);
    return {
      kind: "retryable",
      status,
      message: `${what} answered ${status} (${retryableReason(status)})${said}`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  return { kind: "fatal", status, message: `${what} answered ${status}${said}. ${fixFor(status, endpoint)}` };
}

function retryableReason(status: number): string {
  if (status === 429) return "rate limited";
  if (status === 529) return "overloaded";
  if (status === 408) return "request timeout";
  if (status === 409) return "conflict";
  return "server error";
}

function fixFor(status: number, endpoint: EndpointInfo): string {
  // `url` is the base URL without credentials: the message reaches the comment.
  const baseUrl = endpoint.baseUrl ? endpoint.url : "the default endpoint";
  switch (status) {
    case 401:
      return "The API key was refused: check api-key (--api-key on the command line) or the environment variable it falls back to.";
    case 402:
      return "The account behind the API key cannot pay for this request: check its billing.";
    case 403:
      return `The API key lacks access to model "${endpoint.model}" at ${baseUrl}: use a key with access, or another model.`;
    case 404:
      // The URL shows a path that is wrong ("/v1/v1/messages") as well as a host that is.
      return `Check the model name ("${endpoint.model}") and the base-url (${baseUrl}): the request went to ${requestUrl(endpoint)}.`;
    default:
      return "The server rejected the request as sent; retrying will not help.";
  }
}

/**
 * A response that is not the API's (a web page, plain text): the base URL points somewhere else,
 * and no retry will change that, so it fails at once whatever its status. Two exceptions keep runs
 * alive: a 413 page (a proxy's body limit) is a prompt too long, which compaction fixes; and once
 * the API has answered this client, an error page (a CDN's 502 or 503, a 429) is classified by its
 * status like any other failure, so a passing outage is retried.
 */
export function notTheApiFailure(endpoint: EndpointInfo, answer: NotTheApiError): ModelError {
  const { status, answered } = answer;
  const ok = status >= 200 && status < 300;
  if (!ok && (status === 413 || answer.afterApiAnswers)) {
    return classifyHttpFailure(endpoint, {
      status,
      headers: answer.headers,
      serverMessage: `the server at ${endpoint.url} answered with ${answered}, not the ${endpoint.api} (a gateway's page)`,
    });
  }
  return {
    kind: "fatal",
    ...(ok ? {} : { status }),
    message: `the server at ${endpoint.url} answered ${answered}, not the ${endpoint.api}; check base-url (a missing /v1?)${ok ? "" : ` (HTTP ${status})`}`,
  };
}

/**
 * A base URL fit for messages: as configured, but without a user name, password, query or
 * fragment, which may hold keys.
 */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password && !parsed.search && !parsed.hash) return url;
    parsed.username = "";
    parsed.password = "";
    parsed.search = "";
    parsed.hash = "";
    return parsed.toString();
  } catch {
    return "the configured base-url";
  }
}

/**
 * The first connection of a run found nothing at the address (`UnreachableError`): the host name
 * does not resolve (`ENOTFOUND`) or nothing listens on the port (`ECONNREFUSED`). A mistyped
 * base URL stays mistyped, so it fails at once, naming the URL to check.
 */
export function unreachableFailure(endpoint: EndpointInfo, code: string): ModelError {
  let url: URL | undefined;
  try {
    url = new URL(endpoint.url);
  } catch {
    url = undefined;
  }
  if (code === BLOCKED_PORT) {
    return {
      kind: "fatal",
      message: `the ${endpoint.provider} API at ${endpoint.url} cannot be reached: fetch refuses to connect to port ${url?.port ?? "?"}, one of the ports the fetch standard blocks; check base-url (--base-url on the command line) and serve the API on another port`,
    };
  }
  const what =
    code === "ENOTFOUND"
      ? `the host name ${url ? `${url.hostname} ` : ""}does not resolve (ENOTFOUND)`
      : `the connection was refused (ECONNREFUSED): nothing listens at ${url?.host ?? "that address"}`;
  const fix = endpoint.baseUrl
    ? code === "ENOTFOUND"
      ? "check base-url (--base-url on the command line) for a typo in the host name"
      : "check base-url (--base-url on the command line), its host and port, and that the server there is running"
    : "no base-url is set, so this is the provider's own endpoint: check the network (DNS, a proxy or a firewall)";
  return {
    kind: "fatal",
    message: `the ${endpoint.provider} API at ${endpoint.url} cannot be reached: ${what}; ${fix}`,
  };
}

/** A connection that failed before or while the answer arrived: worth another try. */
export function connectionFailure(endpoint: EndpointInfo, detail: string): ModelError {
  return { kind: "retryable", message: `the connection to the ${endpoint.provider} API failed: ${detail}` };
}

export function timeoutFailure(timeoutMs: number): ModelError {
  return {
    kind: "retryable",
    message: `the model server sent nothing for ${formatSeconds(timeoutMs)} (request timeout)`,
  };
}

/** A response stream that ended early, was cut, or could not be parsed: the half message is dropped. */
export function brokenStreamFailure(detail: string): ModelError {
  return {
    kind: "retryable",
    message: `the response stream broke off before the answer was complete: ${detail}`,
  };
}

export function abortedFailure(): ModelError {
  return { kind: "aborted", message: "the model request was cancelled" };
}

/** Thrown by the adapters when a response ends before its final event or has no usable content. */
export class UnreadableResponseError extends Error {}

/** The text of a thrown value, with its cause (undici puts the socket error there). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}

function formatSeconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

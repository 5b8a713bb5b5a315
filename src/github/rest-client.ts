import type { Static, TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";

/**
 * The slice of Octokit this layer needs: `octokit.request(route, params)`. The real Octokit from
 * `@actions/github` fits it, and so does any small fake, so callers pass whichever they have.
 */
export interface RestClient {
  /** Sends one REST request; resolves with the parsed body, rejects on a non-2xx status. */
  request(route: string, params?: Record<string, unknown>): Promise<{ data: unknown }>;
}

/**
 * The HTTP status of an error thrown by `RestClient.request`, or undefined when the error did not
 * come from a response (a network failure, a bug). Octokit's `RequestError` carries `status`; it is
 * read structurally because `@octokit/request-error` is not one of our direct dependencies.
 */
export function responseStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  return typeof error.status === "number" ? error.status : undefined;
}

/** A one-line description of a failed request for logs and failure reasons. */
export function describeRequestError(error: unknown): string {
  const status = responseStatus(error);
  const message = error instanceof Error ? error.message : String(error);
  return status === undefined ? message : `HTTP ${status}: ${message}`;
}

/** Narrows a JSON value to an object whose fields can be read; arrays are not records. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A response read and checked, or why it could not be. */
export type Fetched<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      problem: string;
      /** The HTTP status when the server answered with an error. */
      status?: number;
    };

/**
 * Sends `route` and checks the body against `schema` (only the fields the caller reads). Never
 * throws: a failed request or an unexpected body comes back as `{ ok: false, problem, status }`.
 */
export async function requestAs<S extends TSchema>(
  client: RestClient,
  route: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<Fetched<Static<S>>> {
  try {
    const { data } = await client.request(route, params);
    const mismatch = Value.Errors(schema, data).First();
    if (mismatch) {
      return {
        ok: false,
        problem: `unexpected response to ${route}: ${mismatch.path || "/"}: ${mismatch.message}`,
      };
    }
    return { ok: true, data: data as Static<S> };
  } catch (error) {
    const status = responseStatus(error);
    return {
      ok: false,
      problem: `${route} failed (${describeRequestError(error)})`,
      ...(status ? { status } : {}),
    };
  }
}

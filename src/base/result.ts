/**
 * The one shape of an outcome that can fail without throwing: a GitHub read, a git command, a
 * step of the sandbox's set-up. A failure is data the caller decides about (retry, say it in the
 * comment, end the run), so it carries one sentence for a reader in `error`, and where the caller
 * needs more to decide, a few named details beside it (`Result<T, { status?: number }>` for an
 * HTTP status).
 *
 * Three outcomes keep shapes of their own, because others read them as they are: a provider's
 * answer (`ModelResult`, whose error is classified for retries), a tool's answer to the model, and
 * a process's (`exec`: its stdout and stderr either way).
 */
export type Result<T = undefined, Details extends object = object> =
  | { ok: true; value: T }
  | ({ ok: false; error: string } & Details);

/** The failing side of a `Result`, for functions that only ever fail or pass a failure on. */
export type Failure<Details extends object = object> = Extract<Result<never, Details>, { ok: false }>;

/** A success holding `value`. */
export function ok<T>(value: T): { ok: true; value: T };
export function ok(): { ok: true; value: undefined };
export function ok<T>(value?: T): { ok: true; value: T | undefined } {
  return { ok: true, value };
}

/** A failure saying `error`, with `details` (an HTTP status) where the caller needs them. */
export function fail<Details extends object = object>(error: string, details?: Details): Failure<Details> {
  return { ...(details as Details), ok: false, error };
}

/**
 * The `fetch` both SDKs are given. It passes the provider's own answers through and stops anything
 * else at the door: a base URL that answers a web page (a proxy's sign-in page, a site's index
 * because `/v1` is missing) would otherwise reach the SDK's parsers, which read it as an empty
 * event stream or a message without content, and the run would retry a mistake for half a minute.
 * A mistyped host or port is stopped there too, on the first connection, for the same reason.
 */

/** The shape of `fetch` the SDKs accept. */
export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * Thrown by the guarded fetch for a response that is not the API's. The SDKs wrap it as the
 * `cause` of their connection error; `findNotTheApi` digs it out. Its message holds no text from
 * the server, so the SDKs' "timed out" sniffing cannot mistake it for a timeout.
 */
export class NotTheApiError extends Error {
  constructor(
    /** How the answer was labelled, for a person: `text/html`, or `HTML without a content type`. */
    readonly answered: string,
    readonly status: number,
    readonly headers: Headers,
    /** True when this client already had a successful answer from the API (the base URL is right). */
    readonly afterApiAnswers: boolean,
  ) {
    super("the response is not the provider's JSON or event stream");
    this.name = "NotTheApiError";
  }
}

/** The `NotTheApiError` in `error` or its chain of causes, if any. */
export function findNotTheApi(error: unknown): NotTheApiError | undefined {
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    if (current instanceof NotTheApiError) return current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/**
 * Connection errors that mean nothing will answer at that address, so a retry cannot help while
 * the address is wrong: the host name does not resolve, or nothing listens on the port. A
 * temporary DNS failure (`EAI_AGAIN`) is not among them: it says "try again", and is retried.
 */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set(["ENOTFOUND", "ECONNREFUSED"]);

/** The code given to a port that `fetch` refuses to connect to at all (the standard's "bad port"). */
export const BLOCKED_PORT = "BLOCKED_PORT";

/**
 * Thrown by the guarded fetch when the first connection of a client fails with one of
 * `UNREACHABLE_CODES`, before any server ever answered it: the base URL names no server that is
 * there. Once a server has answered, the same errors (a server restarting) are passed on as they
 * are, and retried like any dropped connection. The SDKs wrap it as the `cause` of their connection
 * error; `findUnreachable` digs it out. Its message holds no "timed out", which the SDKs sniff.
 */
export class UnreachableError extends Error {
  constructor(
    /** `ENOTFOUND`, `ECONNREFUSED` or `BLOCKED_PORT`. */
    readonly code: string,
    cause: unknown,
  ) {
    super(`the server could not be reached (${code})`, { cause });
    this.name = "UnreachableError";
  }
}

/** The `UnreachableError` in `error` or its chain of causes, if any. */
export function findUnreachable(error: unknown): UnreachableError | undefined {
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    if (current instanceof UnreachableError) return current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/**
 * The code of a connection error that means nothing is there (`UNREACHABLE_CODES`), looked for
 * along the chain of causes (undici's `fetch failed` holds the socket's error) and in an
 * `AggregateError`'s errors (a name with several addresses, each tried and refused).
 */
function unreachableCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    // undici's network error for a port the fetch standard blocks (6000, 6665…): never tried.
    if (current.message === "bad port") return BLOCKED_PORT;
    const code = (current as NodeJS.ErrnoException).code;
    if (code !== undefined && UNREACHABLE_CODES.has(code)) return code;
    if (current instanceof AggregateError) {
      const codes = current.errors.map(unreachableCode);
      // Every address must have failed so: one that timed out may be there after all.
      if (codes.length > 0 && codes.every((c) => c !== undefined)) return codes[0];
    }
    current = current.cause;
  }
  return undefined;
}

/**
 * Media types of the providers' own answers: JSON (answers and error bodies; `+json` covers
 * `application/problem+json`) and server-sent events (streams).
 */
function isApiMediaType(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json") || mediaType === "text/event-stream";
}

/** Statuses whose responses have no body to look at. */
const BODYLESS_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** How far into an unlabelled body we look for its first character. */
const SNIFF_LIMIT_BYTES = 4_096;

/** A media type fit to quote back: the header comes from an arbitrary server. */
const PRINTABLE_MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]{1,40}\/[a-z0-9!#$&^_.+-]{1,60}$/;

/**
 * Wraps `inner` (default: the global `fetch`) so that a response labelled neither JSON nor an
 * event stream is thrown as a `NotTheApiError`, whatever its status, and a first connection that
 * finds nothing at the address as an `UnreachableError`. A response without a content type passes
 * unless its body starts like HTML. One guarded fetch belongs to one client: it remembers whether
 * a server has answered it at all, and whether the API has answered it successfully.
 */
export function apiOnlyFetch(inner: Fetch = (input, init) => fetch(input, init)): Fetch {
  let reached = false;
  let answeredAsApi = false;
  return async (input, init) => {
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      const code = reached ? undefined : unreachableCode(error);
      throw code === undefined ? error : new UnreachableError(code, error);
    }
    reached = true;
    const header = response.headers.get("content-type") ?? "";
    const mediaType = (header.split(";")[0] ?? "").trim().toLowerCase();
    if (isApiMediaType(mediaType)) {
      if (response.ok) answeredAsApi = true;
      return response;
    }
    let answered: string;
    if (mediaType) {
      answered = PRINTABLE_MEDIA_TYPE.test(mediaType) ? mediaType : "an unreadable content type";
      // The body is never read: cancelling only frees the connection, and a stream already
      // closed may refuse, which changes nothing.
      await response.body?.cancel().catch(() => {});
    } else {
      if (!response.body || BODYLESS_STATUSES.has(response.status)) return response;
      const sniffed = await sniff(response, response.body);
      if (!sniffed.html) {
        // An unlabelled answer that is not HTML is taken for the API's (some servers omit the type).
        if (response.ok) answeredAsApi = true;
        return sniffed.response;
      }
      answered = "HTML without a content type";
    }
    throw new NotTheApiError(answered, response.status, response.headers, answeredAsApi);
  };
}

/**
 * Reads an unlabelled body up to its first non-blank byte. HTML is cancelled; anything else is
 * handed on whole (the bytes read so far, then the rest as it arrives, so a stream stays a stream).
 */
async function sniff(
  response: Response,
  body: ReadableStream<Uint8Array>,
): Promise<{ html: true } | { html: false; response: Response }> {
  const reader: ReadableStreamDefaultReader<Uint8Array> = body.getReader();
  const seen: Uint8Array[] = [];
  let first: number | undefined;
  for (let total = 0; first === undefined && total < SNIFF_LIMIT_BYTES; ) {
    const { done, value } = await reader.read();
    if (done) break;
    seen.push(value);
    total += value.length;
    first = value.find((byte) => !isBlank(byte));
  }
  if (first === 0x3c /* "<" */) {
    // The rest of the page is not wanted: cancelling only frees the connection, and a stream
    // that already ended or failed may refuse, which changes nothing.
    await reader.cancel().catch(() => {});
    return { html: true };
  }
  const replay = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of seen) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const { status, statusText, headers } = response;
  return { html: false, response: new Response(replay, { status, statusText, headers }) };
}

function isBlank(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

/**
 * Makes Node compile its `fetch` (undici, some 40 ms of this thread on first use) now rather than
 * when the first request is built: called while the process waits for something else, such as
 * git's child processes. Reading one of the classes it defines is what loads it.
 */
export function loadFetch(): void {
  void globalThis.Headers;
}

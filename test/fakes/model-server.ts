/**
 * A local model server for tests: one node:http server on 127.0.0.1 that speaks both the
 * Anthropic Messages API (`POST /v1/messages`) and the OpenAI Chat Completions API
 * (`POST /v1/chat/completions`), streaming (SSE) when the request has `stream: true`, JSON otherwise.
 * Any other path gets the 404 the real APIs send, in their error shape, so a base URL with a wrong
 * path fails here as it would there (`anyPath` serves every path instead).
 *
 * It is driven by a script of turns, one per request, in arrival order. A turn is a reply in a
 * format-neutral description (rendered in whichever wire format was asked for), a fault (an HTTP
 * error, a hang, a reset connection), a raw answer (any status, content type and body: what a
 * server that is not the API sends), or a function of the recorded request returning one of these.
 * Every request is recorded: path, headers, parsed body, time, and whether the client hung up.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { ProviderConfig } from "../../src/llm/provider.js";
import { listenLocally, readBody } from "./http.js";

export type WireFormat = "anthropic" | "openai";

// biome-ignore lint/suspicious/noExplicitAny: request bodies are arbitrary wire JSON that tests dig into.
export type WireJson = any;

/** A tool call the fake model makes. */
export interface FakeToolCall {
  /** Default: `toolu_<request>_<n>` (Anthropic) or `call_<request>_<n>` (OpenAI). */
  id?: string;
  name: string;
  /** Arguments as an object, sent as JSON… */
  arguments?: Record<string, unknown>;
  /** …or the exact argument text (invalid or cut-off JSON, say). Wins over `arguments`. */
  rawArguments?: string;
}

/** One block of a reply, in order. Blocks a format cannot express are left out of it. */
export type FakeBlock =
  | { type: "text"; text: string }
  /** Anthropic: a `thinking` block (with `signature_delta` when streaming); OpenAI: `reasoning_content`. */
  | { type: "thinking"; thinking: string; signature?: string }
  /** Anthropic only: a `redacted_thinking` block. */
  | { type: "redacted_thinking"; data: string }
  | ({ type: "tool_call" } & FakeToolCall);

/** Token counts. `input` is the uncached input; each format derives its own totals from these. */
export interface FakeUsage {
  input?: number;
  output?: number;
  cacheRead?: number;
  cacheWrite?: number;
}

/** A model answer. Content is `content`, then `text`, then `toolCalls`. */
export interface FakeReply {
  content?: FakeBlock[];
  text?: string;
  toolCalls?: FakeToolCall[];
  /** OpenAI only: sent as `reasoning_details` (OpenRouter style), one item per chunk when streaming. */
  reasoningDetails?: unknown[];
  /** OpenAI only: the field that carries thinking text. Default `reasoning_content` (DeepSeek). */
  reasoningField?: "reasoning_content" | "reasoning";
  /**
   * Why the model stopped: `end_turn`, `tool_use` or `max_tokens` (rendered as `stop`,
   * `tool_calls`, `length` for OpenAI); any other string is sent as it is. Default: `tool_use`
   * when there are tool calls, else `end_turn`.
   */
  stop?: "end_turn" | "tool_use" | "max_tokens" | (string & {});
  /** Default `{ input: 10, output: 5 }`. */
  usage?: FakeUsage;
  /** Default: the model the request named. */
  model?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Send this many SSE events (JSON: half the body), then close the connection mid-response. */
  cutStreamAfterEvents?: number;
  /** Send this many SSE events (JSON: half the body), then go silent with the connection open. */
  stallAfterEvents?: number;
  /** Streaming: a few good events, then one whose data is not JSON. JSON: a body that is not JSON. */
  malformedSse?: boolean;
  /** Streaming only: after `afterEvents` events, an error event (Anthropic) or error chunk (OpenAI). */
  streamError?: { afterEvents: number; message: string; type?: string };
}

/** An HTTP error answer. The body defaults to the format's error shape holding `message`, `type` and `code`. */
export interface FakeHttpError {
  status: number;
  message?: string;
  /** Anthropic `error.type` / OpenAI `error.type`; defaults by status. */
  type?: string;
  /** OpenAI `error.code`, e.g. `context_length_exceeded`. */
  code?: string;
  /** Replaces the whole body (an object is sent as JSON). */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** Never answers; the record shows when the client closed the connection. */
export interface FakeHang {
  hang: true;
}

/** Reads the request, then destroys the connection without an answer. */
export interface FakeReset {
  reset: true;
  delayMs?: number;
}

/**
 * Any HTTP answer, exactly as given: what a server that is not the model API sends (a proxy's
 * sign-in page, a web server's index, a gateway's 502 page).
 */
export interface FakeRaw {
  raw: true;
  /** Default 200. */
  status?: number;
  /** Sent as `content-type`; undefined sends no content type at all. */
  contentType?: string;
  body: string;
  headers?: Record<string, string>;
}

export type FakeAnswer = FakeReply | FakeHttpError | FakeHang | FakeReset | FakeRaw;
export type FakeTurn = FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedRequest {
  /** 0-based arrival order. */
  index: number;
  /** Undefined for a path that is neither API (answered 404, unless the server serves any path). */
  format: WireFormat | undefined;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (the raw text when it was not JSON). */
  body: WireJson;
  stream: boolean;
  /** `Date.now()` when the request arrived. */
  receivedAt: number;
  /** `Date.now()` when the connection closed or the response ended; undefined while open. */
  closedAt?: number;
  /** True when the client closed the connection before the answer was complete. */
  clientAborted: boolean;
  /** Resolves when the response ends or the connection closes, whichever comes first. */
  closed: Promise<void>;
}

export interface ModelServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Base URL for `@anthropic-ai/sdk` (it appends `/v1/messages`). */
  readonly anthropicBaseUrl: string;
  /** Base URL for `openai` (it appends `/chat/completions`): `<url>/v1`. */
  readonly openaiBaseUrl: string;
  /** Every request so far, in arrival order. */
  readonly requests: RecordedRequest[];
  /** Scripted turns not used yet. */
  readonly pending: number;
  push(...turns: FakeTurn[]): void;
  /** The turn used when the script runs out; undefined means answer "script exhausted". */
  setDefaultTurn(turn: FakeTurn | undefined): void;
  /** Resolves once `count` requests have arrived; rejects after `timeoutMs`. */
  waitForRequests(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

export interface ModelServerOptions {
  defaultTurn?: FakeTurn;
  /** The port to listen on, on 127.0.0.1. Default: a free one. */
  port?: number;
  /**
   * Serve the script on every path, not only the APIs' own: a server that is not the API and
   * answers whatever it is asked (a web server's index page). The format is read from the path's
   * end (`…/messages`, else OpenAI's).
   */
  anyPath?: boolean;
}

/** The paths the real APIs serve, as their SDKs post to them. */
const API_PATHS: Readonly<Record<string, WireFormat>> = {
  "/v1/messages": "anthropic",
  "/v1/chat/completions": "openai",
};

/**
 * What the real API answers for a path it does not serve: Anthropic's `not_found_error` for a
 * path that ends like its own, else OpenAI's "Invalid URL", which names the method and path.
 */
function unknownPathBody(method: string, path: string): unknown {
  if (path.endsWith("/messages"))
    return { type: "error", error: { type: "not_found_error", message: "Not Found" } };
  return {
    error: {
      message: `Invalid URL (${method} ${path})`,
      type: "invalid_request_error",
      param: null,
      code: null,
    },
  };
}

/**
 * Status of the answer when the script runs out and there is no default turn. 400, not 500, so the
 * retry loop fails at once with the message instead of backing off for half a minute.
 */
export const SCRIPT_EXHAUSTED_STATUS = 400;
export const SCRIPT_EXHAUSTED_MESSAGE = "fake model server: script exhausted";

const DEFAULT_USAGE: Required<FakeUsage> = { input: 10, output: 5, cacheRead: 0, cacheWrite: 0 };

/** Streamed strings are split into this many pieces, so clients must really assemble them. */
const STREAM_PIECES = 3;

/**
 * Serves `script` in order, then `options.defaultTurn`. Rejects with the listen error (`code`
 * EADDRINUSE, EACCES, ...) when it cannot listen on `options.port`.
 */
export async function startModelServer(
  script: FakeTurn[] = [],
  options: ModelServerOptions = {},
): Promise<ModelServer> {
  const turns = [...script];
  let defaultTurn = options.defaultTurn;
  const requests: RecordedRequest[] = [];
  const waiters: (() => void)[] = [];
  /** Responses we end on purpose (reset, cut, server close): not client aborts. */
  const closedByServer = new WeakSet<ServerResponse>();
  const open = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: `fake model server crashed: ${String(error)}` } }));
      } else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const record = recordRequest(req, res, raw);
    if (!record.format && !options.anyPath) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify(unknownPathBody(record.method, record.path)));
      return;
    }
    const turn = turns.shift() ?? defaultTurn;
    const answer = typeof turn === "function" ? await turn(record) : turn;
    await answerWith(answer, record, res);
  }

  function recordRequest(req: IncomingMessage, res: ServerResponse, raw: string): RecordedRequest {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    let body: WireJson = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // Kept as text: a test may want to see what was sent.
    }
    let markClosed = () => {};
    const record: RecordedRequest = {
      index: requests.length,
      format: options.anyPath ? (path.endsWith("/messages") ? "anthropic" : "openai") : API_PATHS[path],
      method: req.method ?? "",
      path,
      headers: req.headers,
      body,
      stream: typeof body === "object" && body !== null && body.stream === true,
      receivedAt: Date.now(),
      clientAborted: false,
      closed: new Promise<void>((resolve) => {
        markClosed = resolve;
      }),
    };
    open.add(res);
    res.on("close", () => {
      open.delete(res);
      record.closedAt = Date.now();
      record.clientAborted = !res.writableFinished && !closedByServer.has(res);
      markClosed();
    });
    requests.push(record);
    for (const wake of waiters.splice(0)) wake();
    return record;
  }

  async function answerWith(answer: FakeAnswer | undefined, record: RecordedRequest, res: ServerResponse) {
    const format = record.format ?? "openai";
    if (answer === undefined) {
      const message = `${SCRIPT_EXHAUSTED_MESSAGE} (request ${record.index + 1}; push more turns or set a default)`;
      return sendError(res, format, { status: SCRIPT_EXHAUSTED_STATUS, message });
    }
    if ("hang" in answer) return;
    if ("delayMs" in answer && answer.delayMs) await sleep(answer.delayMs);
    if (res.destroyed) return;
    if ("reset" in answer) {
      closedByServer.add(res);
      res.socket?.destroy();
      return;
    }
    if ("raw" in answer) {
      const contentType = answer.contentType === undefined ? {} : { "content-type": answer.contentType };
      res.writeHead(answer.status ?? 200, { ...contentType, ...answer.headers });
      res.end(answer.body);
      return;
    }
    if ("status" in answer) return sendError(res, format, answer);
    const model = answer.model ?? (typeof record.body?.model === "string" ? record.body.model : "fake-model");
    const reply = normalise(answer, format, record.index);
    if (record.stream) {
      const events =
        format === "anthropic" ? anthropicEvents(reply, model) : openaiEvents(reply, model, answer);
      return sendEvents(res, events, answer, format);
    }
    const json = format === "anthropic" ? anthropicJson(reply, model) : openaiJson(reply, model, answer);
    return sendJson(res, JSON.stringify(json), answer);
  }

  async function sendEvents(res: ServerResponse, events: string[], reply: FakeReply, format: WireFormat) {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    for (let i = 0; i <= events.length; i++) {
      if (reply.cutStreamAfterEvents === i) return cut(res);
      if (reply.stallAfterEvents === i) return;
      if (reply.malformedSse && i === Math.min(2, events.length)) {
        const name = format === "anthropic" ? "event: content_block_delta\n" : "";
        await write(res, `${name}data: {"type": "content_block_delta", "index": 0, "delta": {"text\n\n`);
        break;
      }
      if (reply.streamError && reply.streamError.afterEvents === i) {
        await write(res, streamErrorEvent(format, reply.streamError));
        break;
      }
      const event = events[i];
      if (event === undefined) break;
      await write(res, event);
    }
    res.end();
  }

  async function sendJson(res: ServerResponse, text: string, reply: FakeReply) {
    if (reply.malformedSse) text = `{"id": "msg_broken", "content": [`;
    const half = text.slice(0, Math.floor(text.length / 2));
    if (reply.cutStreamAfterEvents !== undefined || reply.stallAfterEvents !== undefined) {
      // A fixed length the body never reaches, so the client sees a truncated body.
      res.writeHead(200, {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(text)),
      });
      await write(res, half);
      if (reply.cutStreamAfterEvents !== undefined) cut(res);
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(text);
  }

  function sendError(res: ServerResponse, format: WireFormat, error: FakeHttpError): void {
    const message = error.message ?? `fake error ${error.status}`;
    const body =
      error.body ??
      (format === "anthropic"
        ? { type: "error", error: { type: error.type ?? anthropicErrorType(error.status), message } }
        : {
            error: {
              message,
              type: error.type ?? openaiErrorType(error.status),
              param: null,
              code: error.code ?? null,
            },
          });
    res.writeHead(error.status, { "content-type": "application/json", ...error.headers });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  }

  function cut(res: ServerResponse): void {
    closedByServer.add(res);
    // A clean FIN in the middle of a chunked body: the client sees the stream end too early.
    res.socket?.end();
  }

  server.keepAliveTimeout = 1_000;
  const url = await listenLocally(server, options.port);

  return {
    url,
    anthropicBaseUrl: url,
    openaiBaseUrl: `${url}/v1`,
    requests,
    get pending() {
      return turns.length;
    },
    push(...more) {
      turns.push(...more);
    },
    setDefaultTurn(turn) {
      defaultTurn = turn;
    },
    async waitForRequests(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`fake model server: expected ${count} requests, got ${requests.length}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return requests.slice(0, count);
    },
    async close() {
      for (const res of open) closedByServer.add(res);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A `ProviderConfig` pointing at the fake, for `createAnthropicProvider` / `createOpenAIProvider`. */
export function fakeProviderConfig(
  server: ModelServer,
  format: WireFormat,
  overrides: Partial<ProviderConfig> = {},
): ProviderConfig {
  return {
    apiKey: "test-key",
    baseUrl: format === "anthropic" ? server.anthropicBaseUrl : server.openaiBaseUrl,
    model: format === "anthropic" ? "claude-test" : "gpt-test",
    maxTokens: 1024,
    stream: false,
    requestTimeoutMs: 5_000,
    ...overrides,
  };
}

// --- Reading a recorded request ------------------------------------------------------------------

/**
 * The text of a message's content in either wire format: a string as it is, a list of blocks as
 * the text of its text blocks and tool results, one per line. Anything else is "".
 */
export function wireText(content: WireJson): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((block: WireJson) =>
      typeof block?.text === "string"
        ? block.text
        : block?.type === "tool_result"
          ? wireText(block.content)
          : "",
    )
    .join("\n");
}

/** A tool result as a request carried it to the model. `isError` is only sent by Anthropic. */
export interface WireToolResult {
  id: string;
  content: string;
  isError: boolean | undefined;
}

/**
 * The tool results in a recorded request body, in order: Anthropic's `tool_result` blocks or
 * OpenAI's `tool` messages, by the request's format. Throws when the request was never made.
 */
export function wireToolResults(request: RecordedRequest | undefined): WireToolResult[] {
  if (!request) throw new Error("the request was never made");
  const messages: WireJson[] = Array.isArray(request.body?.messages) ? request.body.messages : [];
  if (request.format === "anthropic") {
    return messages.flatMap((message) =>
      Array.isArray(message?.content)
        ? message.content
            .filter((block: WireJson) => block?.type === "tool_result")
            .map((block: WireJson) => ({
              id: String(block.tool_use_id),
              content: wireText(block.content),
              isError: block.is_error === true,
            }))
        : [],
    );
  }
  return messages
    .filter((message) => message?.role === "tool")
    .map((message) => ({
      id: String(message.tool_call_id),
      content: wireText(message.content),
      isError: undefined,
    }));
}

/**
 * True when the newest message of an Anthropic request carries a tool result: the fake model's
 * tool call has been answered, so a scripted agent of two steps (a tool call, then its answer)
 * is at its second.
 */
export function afterTool(request: RecordedRequest): boolean {
  const last = request.body?.messages?.at(-1);
  return (
    Array.isArray(last?.content) && last.content.some((b: { type?: string }) => b.type === "tool_result")
  );
}

/** One piece of a message's content as a request carried it, in either wire format. */
export type WirePart =
  | { type: "text"; text: string }
  | { type: "image"; mediaType: string; data: string }
  /** Any other block (a tool result, a tool call, thinking), by its wire type. */
  | { type: "other"; wireType: string };

/**
 * A message's content as a list of pieces in order: a string is one text piece; Anthropic `text`
 * and `image` blocks and OpenAI `text` and `image_url` parts (a `data:` URL split into media type
 * and base64) become text and image pieces. An image given by another kind of URL has `data` "".
 */
export function wireParts(content: WireJson): WirePart[] {
  if (typeof content === "string") return [{ type: "text", text: content }];
  if (!Array.isArray(content)) return [];
  return content.map((block: WireJson): WirePart => {
    if (block?.type === "text") return { type: "text", text: String(block.text) };
    if (block?.type === "image") {
      return { type: "image", mediaType: String(block.source?.media_type), data: String(block.source?.data) };
    }
    if (block?.type === "image_url") {
      const url = String(block.image_url?.url);
      const match = /^data:([^;,]+);base64,(.*)$/s.exec(url);
      return match
        ? { type: "image", mediaType: match[1] ?? "", data: match[2] ?? "" }
        : { type: "image", mediaType: "", data: "" };
    }
    return { type: "other", wireType: String(block?.type) };
  });
}

/** The images a recorded request carried, in order, in either wire format. */
export function wireImages(request: RecordedRequest): Array<{ mediaType: string; data: string }> {
  const messages: WireJson[] = Array.isArray(request.body?.messages) ? request.body.messages : [];
  return messages.flatMap((message) =>
    wireParts(message?.content).flatMap((part) =>
      part.type === "image" ? [{ mediaType: part.mediaType, data: part.data }] : [],
    ),
  );
}

// --- Rendering a neutral reply -------------------------------------------------------------------

interface NormalBlock {
  type: FakeBlock["type"];
  text: string;
  signature?: string;
  id: string;
  name: string;
  raw: string;
}

interface NormalReply {
  blocks: NormalBlock[];
  stop: string;
  usage: Required<FakeUsage>;
}

const NEUTRAL_STOPS: Record<WireFormat, Record<string, string>> = {
  anthropic: { end_turn: "end_turn", tool_use: "tool_use", max_tokens: "max_tokens" },
  openai: { end_turn: "stop", tool_use: "tool_calls", max_tokens: "length" },
};

function normalise(reply: FakeReply, format: WireFormat, requestIndex: number): NormalReply {
  const blocks: FakeBlock[] = [
    ...(reply.content ?? []),
    ...(reply.text === undefined ? [] : [{ type: "text" as const, text: reply.text }]),
    ...(reply.toolCalls ?? []).map((call) => ({ type: "tool_call" as const, ...call })),
  ];
  let calls = 0;
  const normal = blocks.map((block): NormalBlock => {
    const base = { id: "", name: "", raw: "", text: "" };
    if (block.type === "text") return { ...base, type: "text", text: block.text };
    if (block.type === "thinking") {
      return { ...base, type: "thinking", text: block.thinking, signature: block.signature };
    }
    if (block.type === "redacted_thinking") return { ...base, type: "redacted_thinking", text: block.data };
    const prefix = format === "anthropic" ? "toolu" : "call";
    const id = block.id ?? `${prefix}_${requestIndex}_${calls}`;
    calls++;
    const raw = block.rawArguments ?? JSON.stringify(block.arguments ?? {});
    return { ...base, type: "tool_call", id, name: block.name, raw };
  });
  const neutral = reply.stop ?? (calls > 0 ? "tool_use" : "end_turn");
  return {
    blocks: normal,
    stop: NEUTRAL_STOPS[format][neutral] ?? neutral,
    usage: { ...DEFAULT_USAGE, ...reply.usage },
  };
}

function anthropicUsage(usage: Required<FakeUsage>) {
  return {
    input_tokens: usage.input,
    output_tokens: usage.output,
    cache_read_input_tokens: usage.cacheRead,
    cache_creation_input_tokens: usage.cacheWrite,
  };
}

function anthropicJson(reply: NormalReply, model: string) {
  return {
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model,
    content: reply.blocks.map(anthropicBlock),
    stop_reason: reply.stop,
    stop_sequence: null,
    usage: anthropicUsage(reply.usage),
  };
}

function anthropicBlock(block: NormalBlock) {
  if (block.type === "text") return { type: "text", text: block.text, citations: null };
  if (block.type === "thinking")
    return { type: "thinking", thinking: block.text, signature: block.signature ?? "" };
  if (block.type === "redacted_thinking") return { type: "redacted_thinking", data: block.text };
  return { type: "tool_use", id: block.id, name: block.name, input: parseOrEmpty(block.raw) };
}

function anthropicEvents(reply: NormalReply, model: string): string[] {
  const events: string[] = [];
  const emit = (type: string, data: object) =>
    events.push(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  const usage = anthropicUsage(reply.usage);
  emit("message_start", {
    message: {
      id: "msg_fake",
      type: "message",
      role: "assistant",
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { ...usage, output_tokens: 1 },
    },
  });
  emit("ping", {});
  reply.blocks.forEach((block, index) => {
    switch (block.type) {
      case "text":
        emit("content_block_start", { index, content_block: { type: "text", text: "" } });
        for (const text of pieces(block.text))
          emit("content_block_delta", { index, delta: { type: "text_delta", text } });
        break;
      case "thinking":
        emit("content_block_start", {
          index,
          content_block: { type: "thinking", thinking: "", signature: "" },
        });
        for (const thinking of pieces(block.text)) {
          emit("content_block_delta", { index, delta: { type: "thinking_delta", thinking } });
        }
        if (block.signature) {
          emit("content_block_delta", {
            index,
            delta: { type: "signature_delta", signature: block.signature },
          });
        }
        break;
      case "redacted_thinking":
        emit("content_block_start", {
          index,
          content_block: { type: "redacted_thinking", data: block.text },
        });
        break;
      case "tool_call":
        emit("content_block_start", {
          index,
          content_block: { type: "tool_use", id: block.id, name: block.name, input: {} },
        });
        for (const partial_json of pieces(block.raw)) {
          emit("content_block_delta", { index, delta: { type: "input_json_delta", partial_json } });
        }
        break;
    }
    emit("content_block_stop", { index });
  });
  emit("message_delta", {
    delta: { stop_reason: reply.stop, stop_sequence: null },
    usage: { output_tokens: usage.output_tokens },
  });
  emit("message_stop", {});
  return events;
}

function openaiUsage(usage: Required<FakeUsage>) {
  const prompt = usage.input + usage.cacheRead + usage.cacheWrite;
  return {
    prompt_tokens: prompt,
    completion_tokens: usage.output,
    total_tokens: prompt + usage.output,
    prompt_tokens_details: {
      cached_tokens: usage.cacheRead,
      ...(usage.cacheWrite ? { cache_write_tokens: usage.cacheWrite } : {}),
    },
  };
}

function openaiJson(reply: NormalReply, model: string, source: FakeReply) {
  const text = reply.blocks
    .filter((b) => b.type === "text")
    .map((b) => b.text)
    .join("");
  const reasoning = reply.blocks
    .filter((b) => b.type === "thinking")
    .map((b) => b.text)
    .join("");
  const calls = reply.blocks.filter((b) => b.type === "tool_call");
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: text || null,
          refusal: null,
          ...(reasoning ? { [source.reasoningField ?? "reasoning_content"]: reasoning } : {}),
          ...(source.reasoningDetails ? { reasoning_details: source.reasoningDetails } : {}),
          ...(calls.length > 0
            ? {
                tool_calls: calls.map((call) => ({
                  id: call.id,
                  type: "function",
                  function: { name: call.name, arguments: call.raw },
                })),
              }
            : {}),
        },
        finish_reason: reply.stop,
        logprobs: null,
      },
    ],
    usage: openaiUsage(reply.usage),
  };
}

function openaiEvents(reply: NormalReply, model: string, source: FakeReply): string[] {
  const events: string[] = [];
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish_reason: string | null = null) =>
    events.push(
      `data: ${JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion.chunk",
        created,
        model,
        choices: [{ index: 0, delta, finish_reason, logprobs: null }],
      })}\n\n`,
    );
  chunk({ role: "assistant", content: "" });
  const reasoningField = source.reasoningField ?? "reasoning_content";
  for (const block of reply.blocks.filter((b) => b.type === "thinking")) {
    for (const piece of pieces(block.text)) chunk({ [reasoningField]: piece, content: null });
  }
  for (const item of source.reasoningDetails ?? []) chunk({ reasoning_details: [item] });
  for (const block of reply.blocks.filter((b) => b.type === "text")) {
    for (const piece of pieces(block.text)) chunk({ content: piece });
  }
  reply.blocks
    .filter((b) => b.type === "tool_call")
    .forEach((call, index) => {
      chunk({
        tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }],
      });
      for (const piece of pieces(call.raw))
        chunk({ tool_calls: [{ index, function: { arguments: piece } }] });
    });
  chunk({}, reply.stop);
  events.push(
    `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created, model, choices: [], usage: openaiUsage(reply.usage) })}\n\n`,
  );
  events.push("data: [DONE]\n\n");
  return events;
}

function streamErrorEvent(format: WireFormat, error: NonNullable<FakeReply["streamError"]>): string {
  if (format === "anthropic") {
    const data = { type: "error", error: { type: error.type ?? "overloaded_error", message: error.message } };
    return `event: error\ndata: ${JSON.stringify(data)}\n\n`;
  }
  return `data: ${JSON.stringify({ error: { message: error.message, type: error.type ?? "server_error", code: null } })}\n\n`;
}

function anthropicErrorType(status: number): string {
  const types: Record<number, string> = {
    400: "invalid_request_error",
    401: "authentication_error",
    402: "billing_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    504: "timeout_error",
    529: "overloaded_error",
  };
  return types[status] ?? "api_error";
}

function openaiErrorType(status: number): string {
  if (status === 429) return "rate_limit_exceeded";
  if (status === 401) return "invalid_api_key";
  if (status >= 500) return "server_error";
  return "invalid_request_error";
}

// --- Small helpers -------------------------------------------------------------------------------

function pieces(text: string): string[] {
  if (!text) return [];
  const size = Math.ceil(text.length / STREAM_PIECES);
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function parseOrEmpty(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
}

function write(res: ServerResponse, data: string): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed) return resolve();
    res.write(data, () => resolve());
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

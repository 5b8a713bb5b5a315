import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { type CallToolResult, ResultSchema } from "@modelcontextprotocol/sdk/types.js";
import type { JsonSchemaValidator, jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import { fail, ok, type Result } from "../../base/result.js";
import { clipLine } from "../../text/clip.js";
import { createRedactor, REDACTED } from "../../text/redact.js";
import { stripInvisible } from "../../text/sanitize.js";
import type { ProgramRelay } from "../relayed-program.js";
import type { McpServerConfig, RemoteServerConfig } from "./config.js";
import { boundedFetch } from "./http-fetch.js";
import { relayedBy, StdioProcessTransport, spawnedHere } from "./stdio-transport.js";

/** How long a server has to answer `initialize` and list its tools. */
export const MCP_START_TIMEOUT_MS = 60_000;
/** Most tools taken from one server; the rest are left out. */
export const MAX_MCP_TOOLS = 1000;
/** Most pages of `tools/list` followed, so a server cannot hand out cursors forever. */
const MAX_TOOL_PAGES = 100;
/** Header or env values shorter than this are not searched for in messages (they would match words). */
const MIN_HIDDEN_VALUE_CHARS = 4;

export interface ConnectOptions {
  /**
   * The environment of a local server started here, before its own `env` is laid over it (with
   * `programs`, the tool host's commands' environment is used instead).
   */
  env: Record<string, string>;
  /** Where a local server started here runs (the tool host runs its programs in the workspace). */
  cwd: string;
  /** Where local servers start: the tool host, as the sandbox user. Absent: here, as this process's user. */
  programs?: ProgramRelay;
  /** Bound of `initialize` plus the tool listing; default `MCP_START_TIMEOUT_MS`. */
  startTimeoutMs?: number;
  /** Aborting stops a start under way: what it started is closed and the start fails. */
  signal?: AbortSignal;
}

export type McpTransportKind = "stdio" | "http" | "sse";

/**
 * A tool as the server listed it, not yet checked: the SDK's own check of `tools/list` would
 * refuse the whole list for one bad tool, so each is checked alone (`adaptMcpTools`).
 */
export type ListedTool = Record<string, unknown>;

/** How a call ended when it brought no result. */
export type CallFailure = "cancelled" | "timeout" | "closed" | "failed";

/**
 * A connected server: its listed tools, and calls to them. Once the connection is gone (the
 * process exited, the stream ended), `closedReason` says why and every call fails at once.
 */
export class McpConnection {
  private closedBecause: string | undefined;

  constructor(
    readonly config: McpServerConfig,
    readonly transport: McpTransportKind,
    /** The tools as listed, at most `MAX_MCP_TOOLS`. */
    readonly tools: ListedTool[],
    /** True when the server listed more than `MAX_MCP_TOOLS`. */
    readonly moreTools: boolean,
    private readonly client: Client,
    private readonly stdio: StdioProcessTransport | undefined,
    /** Hides the configuration's header and env values in a message. */
    readonly redact: (text: string) => string,
  ) {
    client.onclose = () => {
      this.closedBecause ??= describeEnd(config, stdio);
    };
    if (stdio?.exit) this.closedBecause = describeEnd(config, stdio);
  }

  /** The local server's process (and process group) id. */
  get pid(): number | undefined {
    return this.stdio?.pid;
  }

  /** Why the connection is gone; undefined while it is up. */
  get closedReason(): string | undefined {
    return this.closedBecause;
  }

  /** Calls `name`, bounded by the server's timeout and `signal`. Never throws. */
  async callTool(
    name: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<Result<CallToolResult, { failure: CallFailure }>> {
    if (this.closedBecause) return fail(this.closedBecause, { failure: "closed" });
    if (signal.aborted) return fail("cancelled", { failure: "cancelled" });
    try {
      const result = await this.client.callTool({ name, arguments: args }, undefined, {
        signal,
        timeout: this.config.timeoutMs,
      });
      return ok(result as CallToolResult);
    } catch (error) {
      if (signal.aborted) return fail("cancelled", { failure: "cancelled" });
      // The SDK reports its own timeout as an McpError with code -32001 (RequestTimeout).
      if ((error as { code?: unknown }).code === -32001) return fail("timed out", { failure: "timeout" });
      if (this.closedBecause) return fail(this.closedBecause, { failure: "closed" });
      return fail(this.describe(error), { failure: "failed" });
    }
  }

  /** Closes the client and stops a local server's process group. Idempotent; never throws. */
  async close(): Promise<void> {
    this.closedBecause ??= `MCP server "${this.config.name}" was shut down`;
    await this.client.close().catch(() => {});
    await this.stdio?.close();
  }

  /** An error's message on one line, sanitised, bounded and with no header or env value in it. */
  describe(error: unknown): string {
    return describeError(error, this.redact);
  }
}

/** What a server's end looks like in a message: the exit code or signal and stderr's last line. */
function describeEnd(config: McpServerConfig, stdio: StdioProcessTransport | undefined): string {
  const exit = stdio?.exit;
  if (stdio?.problem) return `MCP server "${config.name}" was stopped: ${stdio.problem}`;
  if (!stdio || !exit) return `the connection to MCP server "${config.name}" closed`;
  const how = exit.signal ? `was stopped by ${exit.signal}` : `exited with code ${exit.code}`;
  const line = lastLine(stdio.stderrTail);
  return `MCP server "${config.name}" ${how}${line ? ` (stderr: ${JSON.stringify(line)})` : ""}`;
}

function lastLine(text: string): string {
  const lines = stripInvisible(text)
    .split("\n")
    .map((line) => line.trim())
    // Node ends every uncaught error with its version, which says nothing of the failure.
    .filter((line) => line !== "" && !/^Node\.js v\d+\.\d+\.\d+$/.test(line));
  return clipLine(lines.at(-1) ?? "", 300);
}

function describeError(error: unknown, redact: (text: string) => string): string {
  const message = error instanceof Error ? error.message : String(error);
  return clipLine(redact(stripInvisible(message)), 400);
}

/** Hides every header and env value of `config` (and its long words) in a text. */
function redactorFor(config: McpServerConfig): (text: string) => string {
  const values = Object.values(config.kind === "stdio" ? config.env : config.headers);
  const hidden = new Set<string>();
  for (const value of values) {
    if (value.length >= MIN_HIDDEN_VALUE_CHARS) hidden.add(value);
    // `Bearer <token>`: the token alone may be echoed too.
    for (const word of value.split(/\s+/)) if (word.length >= 8) hidden.add(word);
  }
  const byLength = [...hidden].sort((a, b) => b.length - a.length);
  const known = createRedactor(values);
  return (text) => known(byLength.reduce((out, value) => out.replaceAll(value, REDACTED), text));
}

/**
 * A server's output schema is not checked: its results are untrusted data either way, and a
 * hostile schema that fails to compile would fail the whole listing.
 */
const noOutputValidation: jsonSchemaValidator = {
  getValidator:
    <T>(): JsonSchemaValidator<T> =>
    (input) => ({ valid: true, data: input as T, errorMessage: undefined }),
};

function newClient(): Client {
  return new Client(
    { name: "repo-agent", version: "1.0.0" },
    { capabilities: {}, jsonSchemaValidator: noOutputValidation },
  );
}

/** What a connection attempt has reached, so a timeout can say where it stopped and close it. */
interface Attempt {
  stage: "initialize" | "tools/list";
  client?: Client;
  stdio?: StdioProcessTransport;
}

/**
 * Connects one server and lists its tools within `startTimeoutMs`. On failure (a timeout, a
 * process that exits, a refused connection) everything started is closed, a local server's
 * process group killed, and the error names the server and why. Never throws.
 */
export async function connectMcpServer(
  config: McpServerConfig,
  options: ConnectOptions,
): Promise<Result<McpConnection>> {
  const timeoutMs = options.startTimeoutMs ?? MCP_START_TIMEOUT_MS;
  const attempt: Attempt = { stage: "initialize" };
  const redact = redactorFor(config);
  let timer: NodeJS.Timeout | undefined;
  let stopped: (() => void) | undefined;
  const timedOut = new Promise<"timeout" | "stopped">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
    stopped = () => resolve("stopped");
    if (options.signal?.aborted) stopped();
    options.signal?.addEventListener("abort", stopped, { once: true });
  });
  const work = open(config, options, attempt, timeoutMs, redact).catch((error: unknown) =>
    fail(failureMessage(config, attempt, error, redact)),
  );
  const outcome = await Promise.race([work, timedOut]);
  clearTimeout(timer);
  if (stopped) options.signal?.removeEventListener("abort", stopped);
  if (outcome !== "timeout" && outcome !== "stopped") {
    if (!outcome.ok) await closeAttempt(attempt);
    return outcome;
  }
  await closeAttempt(attempt);
  // Should the attempt still succeed after the bound, what it opened is closed at once.
  void work.then((late) => (late.ok ? late.value.close() : undefined));
  if (outcome === "stopped") return fail(`MCP server "${config.name}" was shut down while it was starting`);
  const what = attempt.stage === "initialize" ? "answer initialize" : "list its tools";
  return fail(`MCP server "${config.name}" did not ${what} within ${seconds(timeoutMs)}`);
}

async function closeAttempt(attempt: Attempt): Promise<void> {
  await attempt.client?.close().catch(() => {});
  await attempt.stdio?.close();
}

async function open(
  config: McpServerConfig,
  options: ConnectOptions,
  attempt: Attempt,
  timeoutMs: number,
  redact: (text: string) => string,
): Promise<Result<McpConnection>> {
  let kind: McpTransportKind = config.kind;
  if (config.kind === "stdio") {
    const { command, args } = config;
    attempt.stdio = new StdioProcessTransport(
      options.programs
        ? relayedBy(options.programs, { command, args, env: config.env })
        : spawnedHere({ command, args, env: { ...options.env, ...config.env }, cwd: options.cwd }),
    );
    attempt.client = newClient();
    await attempt.client.connect(attempt.stdio, { timeout: timeoutMs });
  } else {
    kind = await openRemote(config, attempt, timeoutMs, redact);
  }
  const client = attempt.client as Client;
  attempt.stage = "tools/list";
  const { tools, more } = await listTools(client, timeoutMs);
  return ok(new McpConnection(config, kind, tools, more, client, attempt.stdio, redact));
}

/**
 * Streamable HTTP first; when the server refuses it with a 4xx (an SSE-only server answers the
 * POST with 404 or 405), the older SSE transport, as the SDK's documentation describes.
 */
async function openRemote(
  config: RemoteServerConfig,
  attempt: Attempt,
  timeoutMs: number,
  redact: (text: string) => string,
): Promise<McpTransportKind> {
  const url = new URL(config.url);
  const requestInit: RequestInit = { headers: { ...config.headers }, redirect: "error" };
  let refused = "";
  if (config.kind === "http") {
    attempt.client = newClient();
    const transport: Transport = new StreamableHTTPClientTransport(url, {
      requestInit,
      fetch: boundedFetch,
      redirectPolicy: "follow",
    });
    try {
      await attempt.client.connect(transport, { timeout: timeoutMs });
      return "http";
    } catch (error) {
      const status = error instanceof StreamableHTTPError ? (error.code ?? 0) : 0;
      if (status < 400 || status >= 500) throw error;
      refused = `streamable HTTP was refused with HTTP ${status}; `;
      await attempt.client.close().catch(() => {});
    }
  }
  attempt.client = newClient();
  const sse = new SSEClientTransport(url, {
    requestInit,
    fetch: boundedFetch,
    redirectPolicy: "follow",
  });
  try {
    await attempt.client.connect(sse, { timeout: timeoutMs });
  } catch (error) {
    throw new Error(`${refused}SSE: ${describeError(error, redact)}`);
  }
  return "sse";
}

async function listTools(client: Client, timeoutMs: number): Promise<{ tools: ListedTool[]; more: boolean }> {
  if (!client.getServerCapabilities()?.tools) return { tools: [], more: false };
  const tools: ListedTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const listed = await client.request(
      { method: "tools/list", ...(cursor === undefined ? {} : { params: { cursor } }) },
      ResultSchema,
      { timeout: timeoutMs },
    );
    if (!Array.isArray(listed.tools)) throw new Error("its answer to tools/list holds no list of tools");
    for (const tool of listed.tools as unknown[]) tools.push(isRecord(tool) ? tool : { name: String(tool) });
    cursor = typeof listed.nextCursor === "string" ? listed.nextCursor : undefined;
    if (cursor === undefined || tools.length >= MAX_MCP_TOOLS) break;
  }
  return { tools: tools.slice(0, MAX_MCP_TOOLS), more: tools.length > MAX_MCP_TOOLS || cursor !== undefined };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function failureMessage(
  config: McpServerConfig,
  attempt: Attempt,
  error: unknown,
  redact: (text: string) => string,
): string {
  const stdio = attempt.stdio;
  if (stdio?.exit || stdio?.problem)
    return `${describeEnd(config, stdio)} before it ${attempt.stage === "initialize" ? "answered initialize" : "listed its tools"}`;
  if (stdio && stdio.pid === undefined)
    return `MCP server "${config.name}" could not be started: ${describeError(error, redact)}`;
  const during = attempt.stage === "initialize" ? "connecting" : "listing its tools";
  return `MCP server "${config.name}" failed while ${during}: ${describeError(error, redact)}`;
}

/** `120 s`, `0.5 s`. */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

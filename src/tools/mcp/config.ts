import { type Static, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { fail, ok, type Result } from "../../base/result.js";
import { clipLine } from "../../text/clip.js";
import { stripInvisible } from "../../text/sanitize.js";
import { VARIABLE_NAME } from "../env.js";

/**
 * The `mcp-servers` input (DESIGN section 11), parsed once at the edge: the `.mcp.json` shape,
 * `{"mcpServers": {"<name>": {...}}}`, or its inner object alone. Header and env values may be
 * secrets: an error names the field, never its value.
 */

/** A server the action starts as a process and talks to over its stdin and stdout. */
export interface LocalServerConfig {
  name: string;
  kind: "stdio";
  command: string;
  args: string[];
  env: Record<string, string>;
  allowedTools?: string[];
  timeoutMs: number;
}

/** A server the action calls over HTTP (streamable HTTP, or the older SSE transport). */
export interface RemoteServerConfig {
  name: string;
  kind: "http" | "sse";
  url: string;
  headers: Record<string, string>;
  allowedTools?: string[];
  timeoutMs: number;
}

export type McpServerConfig = LocalServerConfig | RemoteServerConfig;

/** More servers than this is a mistake, not a configuration. */
export const MAX_MCP_SERVERS = 20;
/** Longest server name: `mcp__<server>__<tool>` must leave room for the tool in a model's 64. */
export const MAX_SERVER_NAME_CHARS = 40;
/** Seconds a call may take when the entry says nothing. */
export const DEFAULT_MCP_TIMEOUT_SECONDS = 120;
export const MAX_MCP_TIMEOUT_SECONDS = 3600;

const SERVER_NAME = /^[A-Za-z0-9_-]+$/;
/** An HTTP header name: a token (RFC 9110). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A header value may not break the request: no line breaks, no NUL or other control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const BAD_HEADER_VALUE = /[\u0000-\u0008\u000A-\u001F\u007F]/;

const ENTRY = Type.Object(
  {
    type: Type.Optional(Type.Union([Type.Literal("stdio"), Type.Literal("http"), Type.Literal("sse")])),
    command: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
    args: Type.Optional(Type.Array(Type.String({ maxLength: 32_768 }), { maxItems: 1000 })),
    env: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 32_768 }))),
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 8192 })),
    headers: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 16_384 }))),
    "allowed-tools": Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 256 }), { minItems: 1, maxItems: 1000 }),
    ),
    timeout: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_MCP_TIMEOUT_SECONDS })),
  },
  { additionalProperties: false },
);
type Entry = Static<typeof ENTRY>;

/** What each field must be, said without its value. */
const EXPECTED: Record<string, string> = {
  type: 'one of "stdio", "http", "sse"',
  command: "a non-empty string",
  args: "a list of strings",
  env: "an object whose values are strings",
  url: "a non-empty string",
  headers: "an object whose values are strings",
  "allowed-tools": "a non-empty list of tool names",
  timeout: `a number of seconds above 0 and at most ${MAX_MCP_TIMEOUT_SECONDS}`,
};

/**
 * Parses `text` (JSON) into server configurations; blank text is none. `source` names the input
 * in errors (`mcp-servers`, or a file's path). Never throws.
 */
export function parseMcpServers(text: string, source: string): Result<McpServerConfig[]> {
  if (text.trim() === "") return ok([]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail(`${source} is not valid JSON: ${clipLine(String((error as Error).message), 200)}`);
  }
  const servers = serverMap(parsed, source);
  if (!servers.ok) return servers;
  const names = Object.keys(servers.value);
  if (names.length > MAX_MCP_SERVERS)
    return fail(`${source}: ${names.length} servers, but at most ${MAX_MCP_SERVERS} are allowed`);
  const configs: McpServerConfig[] = [];
  for (const name of names) {
    const config = parseEntry(name, servers.value[name], `${source}: server ${quote(name)}`);
    if (!config.ok) return config;
    configs.push(config.value);
  }
  return ok(configs);
}

/** The object of servers by name, from either shape. */
function serverMap(parsed: unknown, source: string): Result<Record<string, unknown>> {
  if (!isObject(parsed)) return fail(`${source} must be a JSON object of servers by name`);
  if (!("mcpServers" in parsed)) return ok(parsed);
  const extra = Object.keys(parsed).find((key) => key !== "mcpServers");
  if (extra !== undefined) return fail(`${source}: unknown field ${quote(extra)} beside "mcpServers"`);
  if (!isObject(parsed.mcpServers))
    return fail(`${source}: "mcpServers" must be an object of servers by name`);
  return ok(parsed.mcpServers);
}

function parseEntry(name: string, entry: unknown, where: string): Result<McpServerConfig> {
  const badName = checkName(name);
  if (badName) return fail(`${where}: ${badName}`);
  if (!isObject(entry)) return fail(`${where} must be an object`);
  const shapeProblem = firstProblem(entry);
  if (shapeProblem) return fail(`${where}: ${shapeProblem}`);
  const checked = entry as Entry;
  const kind = kindOf(checked);
  if (!kind.ok) return fail(`${where}: ${kind.error}`);
  const timeoutMs = Math.round((checked.timeout ?? DEFAULT_MCP_TIMEOUT_SECONDS) * 1000);
  const allowedTools = checked["allowed-tools"] ? { allowedTools: [...checked["allowed-tools"]] } : {};
  if (kind.value === "stdio") {
    const badEnv = Object.keys(checked.env ?? {}).find((key) => !VARIABLE_NAME.test(key));
    if (badEnv !== undefined) return fail(`${where}: "env" has ${quote(badEnv)}, not a valid variable name`);
    // A NUL cannot be passed to a process; Node's own error would show the value.
    const nulEnv = Object.entries(checked.env ?? {}).find(([, value]) => value.includes("\0"));
    if (nulEnv) return fail(`${where}: "env": the value of ${quote(nulEnv[0])} holds a NUL character`);
    if ([checked.command ?? "", ...(checked.args ?? [])].some((arg) => arg.includes("\0")))
      return fail(`${where}: "command" and "args" may not hold a NUL character`);
    return ok({
      name,
      kind: "stdio",
      command: checked.command ?? "",
      args: [...(checked.args ?? [])],
      env: { ...checked.env },
      ...allowedTools,
      timeoutMs,
    });
  }
  const url = checkUrl(checked.url ?? "");
  if (!url.ok) return fail(`${where}: ${url.error}`);
  const badHeaders = checkHeaders(checked.headers ?? {});
  if (badHeaders) return fail(`${where}: ${badHeaders}`);
  return ok({
    name,
    kind: kind.value,
    url: url.value,
    headers: { ...checked.headers },
    ...allowedTools,
    timeoutMs,
  });
}

/**
 * Why `name` cannot name a server, or undefined. `mcp__<server>__<tool>` must split back into its
 * parts, so a name holds no `__` and does not end with `_` (`a_` + `__b` reads as `a` + `___b`).
 */
function checkName(name: string): string | undefined {
  if (!SERVER_NAME.test(name)) return "a server name may hold only letters, digits, _ and -";
  if (name.length > MAX_SERVER_NAME_CHARS)
    return `a server name may be at most ${MAX_SERVER_NAME_CHARS} characters long`;
  if (name.includes("__") || name.endsWith("_"))
    return 'a server name may not hold "__" or end with "_": tools are named mcp__<server>__<tool>';
  return undefined;
}

/** The first way `entry` breaks the schema, naming the field and never echoing a value. */
function firstProblem(entry: Record<string, unknown>): string | undefined {
  const unknown = Object.keys(entry).find((key) => !(key in ENTRY.properties));
  if (unknown !== undefined) return `unknown field ${quote(unknown)}`;
  const problem = Value.Errors(ENTRY, entry).First();
  if (!problem) return undefined;
  const field = problem.path.split("/")[1] ?? "";
  return `${quote(field)} must be ${EXPECTED[field] ?? "something else"}`;
}

function kindOf(entry: Entry): Result<McpServerConfig["kind"]> {
  const { command, url, type } = entry;
  if (command !== undefined && url !== undefined) return fail('has both "command" and "url"; give one');
  if (command === undefined && url === undefined)
    return fail('has neither "command" (a local server) nor "url" (a remote one)');
  const kind = type ?? (command !== undefined ? "stdio" : "http");
  if (kind === "stdio" && command === undefined) return fail('"type" is "stdio", but there is no "command"');
  if (kind !== "stdio" && url === undefined) return fail(`"type" is "${kind}", but there is no "url"`);
  const stray =
    kind === "stdio"
      ? (["headers"] as const).find((field) => entry[field] !== undefined)
      : (["args", "env"] as const).find((field) => entry[field] !== undefined);
  if (stray !== undefined)
    return fail(`"${stray}" is for ${kind === "stdio" ? "remote" : "local (command)"} servers only`);
  return ok(kind);
}

/** The URL, when it is http: or https: and holds no user name or password. Never echoed: it may hold a key. */
function checkUrl(text: string): Result<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail('"url" is not a valid URL');
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return fail('"url" must start with http: or https:');
  if (url.username !== "" || url.password !== "")
    return fail('"url" may not hold a user name or password; send credentials in "headers"');
  return ok(url.href);
}

function checkHeaders(headers: Record<string, string>): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(key)) return `"headers" has ${quote(key)}, not a valid HTTP header name`;
    if (BAD_HEADER_VALUE.test(value))
      return `"headers": the value of ${quote(key)} holds a line break or control character`;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A name from the input, quoted on one line and bounded. */
function quote(text: string): string {
  return JSON.stringify(clipLine(stripInvisible(text), 60));
}

import { type Tool as McpTool, ToolSchema } from "@modelcontextprotocol/sdk/types.js";
import type { ValidateFunction } from "ajv";
import ajvModule from "ajv/dist/2020.js";
import formatsModule from "ajv-formats";
import { clip } from "../../text/clip.js";
import { sanitizeUntrusted } from "../../text/sanitize.js";
import type { AnyTool, ToolOutput } from "../tool.js";
import { MAX_MCP_TOOLS, type McpConnection, seconds } from "./connect.js";
import { convertToolResult } from "./results.js";

/** The model APIs' rule for a tool's name. */
const MODEL_TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** Longest description shown to the model, before its prefix. */
export const MAX_MCP_DESCRIPTION_CHARS = 2000;
/** Largest parameter schema, as JSON: it goes to the model with every request. */
export const MAX_MCP_SCHEMA_CHARS = 32 * 1024;
/** Deepest nesting of a parameter schema. */
export const MAX_MCP_SCHEMA_DEPTH = 32;
const MAX_REPORTED_PROBLEMS = 5;

/** A listed tool that is not offered to the model, and why. */
export interface LeftOutTool {
  tool: string;
  why: string;
}

// Loaded with the rest of the MCP client, which only a run with servers loads (a late load).
type Ajv = InstanceType<typeof ajvModule.default>;

function newAjv(): Ajv {
  // CommonJS packages whose export is also `.default`: `.default.default` works under ESM and a bundle.
  const Ajv2020 = ajvModule.default;
  // Unknown keywords and formats are ignored, as JSON Schema says; strict mode's extra checks are not the draft's.
  const ajv = new Ajv2020({ allErrors: true, strict: false, logger: false });
  formatsModule.default(ajv);
  return ajv;
}

/**
 * The connection's listed tools as tools for the model, named `mcp__<server>__<tool>`, and those
 * left out with the reason: a name the model APIs refuse, one `allowed-tools` does not name, a
 * repeated name, an unusable schema. Never throws.
 */
export async function adaptMcpTools(
  connection: McpConnection,
): Promise<{ tools: AnyTool[]; leftOut: LeftOutTool[] }> {
  const { config } = connection;
  const ajv = newAjv();
  const tools: AnyTool[] = [];
  const leftOut: LeftOutTool[] = [];
  const seen = new Set<string>();
  const allowed = config.allowedTools ? new Set(config.allowedTools) : undefined;
  for (const listed of connection.tools) {
    if (typeof listed.name !== "string") {
      leftOut.push({ tool: "(unnamed)", why: "its name is not a string" });
      continue;
    }
    const shown = shownName(String(listed.name));
    const why = reasonToLeaveOut(listed.name, config.name, allowed, seen);
    if (why) {
      leftOut.push({ tool: shown, why });
      continue;
    }
    seen.add(String(listed.name));
    const schema = checkSchema(listed.inputSchema, ajv);
    if (!schema.ok) {
      leftOut.push({ tool: shown, why: schema.why });
      continue;
    }
    const parsed = ToolSchema.safeParse(listed);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join(".") || "(tool)";
      leftOut.push({
        tool: shown,
        why: `its listing does not fit MCP's tool shape (${clip(`${where}: ${issue?.message}`, 200)})`,
      });
      continue;
    }
    tools.push(mcpTool(connection, parsed.data, schema.parameters, schema.validate));
  }
  for (const name of allowed ?? []) {
    if (!seen.has(name) && !connection.tools.some((t) => t.name === name))
      leftOut.push({ tool: shownName(name), why: "named in allowed-tools, but the server has no such tool" });
  }
  if (connection.moreTools)
    leftOut.push({
      tool: "(the rest)",
      why: `the server lists more than ${MAX_MCP_TOOLS} tools; only the first are taken`,
    });
  return { tools, leftOut };
}

/** A tool's name as it may be shown in a report: one line, visible characters, bounded. */
function shownName(name: string): string {
  return clip(sanitizeUntrusted(name, { maxChars: 200 }).replace(/\s+/g, " "), 80);
}

function reasonToLeaveOut(
  tool: string,
  server: string,
  allowed: Set<string> | undefined,
  seen: Set<string>,
): string | undefined {
  if (allowed && !allowed.has(tool)) return "not named in allowed-tools";
  const name = `mcp__${server}__${tool}`;
  if (!MODEL_TOOL_NAME.test(name)) {
    if (name.length > 64)
      return `its full name would be ${name.length} characters; a model accepts at most 64`;
    return "its name holds characters a model does not accept (only letters, digits, _ and -)";
  }
  if (seen.has(tool)) return "the server lists another tool of the same name";
  return undefined;
}

type CheckedSchema =
  | { ok: true; parameters: Record<string, unknown>; validate: ValidateFunction }
  | { ok: false; why: string };

/** The parameter schema as plain JSON (no `$schema`), when it is an object schema ajv compiles. */
function checkSchema(inputSchema: unknown, ajv: Ajv): CheckedSchema {
  let json: string | undefined;
  try {
    json = JSON.stringify(inputSchema);
  } catch {
    json = undefined;
  }
  if (json === undefined) return { ok: false, why: "its parameter schema is not JSON" };
  if (json.length > MAX_MCP_SCHEMA_CHARS)
    return {
      ok: false,
      why: `its parameter schema is ${json.length} characters of JSON; at most ${MAX_MCP_SCHEMA_CHARS} are taken`,
    };
  const parameters = JSON.parse(json) as unknown;
  if (depth(parameters) > MAX_MCP_SCHEMA_DEPTH)
    return { ok: false, why: `its parameter schema nests deeper than ${MAX_MCP_SCHEMA_DEPTH} levels` };
  if (typeof parameters !== "object" || parameters === null || Array.isArray(parameters))
    return { ok: false, why: "its parameter schema is not an object" };
  const schema = parameters as Record<string, unknown>;
  if (schema.type !== "object") return { ok: false, why: 'its parameter schema is not of type "object"' };
  delete schema.$schema;
  try {
    return { ok: true, parameters: schema, validate: ajv.compile(schema) };
  } catch (error) {
    return {
      ok: false,
      why: `its parameter schema does not compile: ${clip(String((error as Error).message), 200)}`,
    };
  }
}

/** How deep `value` nests (a scalar is 0); stops counting past the bound. */
function depth(value: unknown, level = 0): number {
  if (level > MAX_MCP_SCHEMA_DEPTH || typeof value !== "object" || value === null) return level;
  let deepest = level;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, depth(child, level + 1));
    if (deepest > MAX_MCP_SCHEMA_DEPTH) break;
  }
  return deepest;
}

function mcpTool(
  connection: McpConnection,
  listed: McpTool,
  parameters: Record<string, unknown>,
  validate: ValidateFunction,
): AnyTool {
  const server = connection.config.name;
  const name = `mcp__${server}__${listed.name}`;
  const description = sanitizeUntrusted(String(listed.description ?? ""), {
    maxChars: MAX_MCP_DESCRIPTION_CHARS,
  }).trim();
  return {
    name,
    description: `(MCP server "${server}") ${description || `the tool "${listed.name}"`}`,
    parameters,
    readOnly: listed.annotations?.readOnlyHint === true,
    validate: (args) => problemsOf(validate, args),
    execute: (args: Record<string, unknown>, { signal }) =>
      callMcpTool(connection, listed.name, name, args, signal),
  };
}

function problemsOf(validate: ValidateFunction, args: Record<string, unknown>): string[] {
  if (validate(args)) return [];
  const lines = (validate.errors ?? []).slice(0, MAX_REPORTED_PROBLEMS).map((error) => {
    const field =
      error.instancePath === "" ? "(arguments)" : error.instancePath.slice(1).replaceAll("/", ".");
    const missing = (error.params as { missingProperty?: unknown }).missingProperty;
    if (typeof missing === "string") return `- ${clip(missing, 100)}: required, but missing`;
    const extra = (error.params as { additionalProperty?: unknown }).additionalProperty;
    if (typeof extra === "string") return `- ${clip(extra, 100)}: not a parameter of this tool`;
    return `- ${clip(field, 100)}: ${clip(error.message ?? "does not fit the schema", 200)}`;
  });
  return lines.length > 0 ? lines : ["- (arguments): do not fit the tool's schema"];
}

/** One call, its failures as error results the model reads. Never throws. */
async function callMcpTool(
  connection: McpConnection,
  tool: string,
  name: string,
  args: Record<string, unknown>,
  signal: AbortSignal,
): Promise<ToolOutput> {
  try {
    const called = await connection.callTool(tool, args, signal);
    if (called.ok) return convertToolResult(called.value);
    switch (called.failure) {
      case "cancelled":
        return { isError: true, content: `${name} was cancelled; the call was stopped` };
      case "timeout":
        return {
          isError: true,
          content: `${name} did not answer within ${seconds(connection.config.timeoutMs)}; the call was stopped`,
        };
      case "closed":
        return { isError: true, content: `${name} cannot run: ${called.error}` };
      default:
        return { isError: true, content: `${name} failed: ${called.error}` };
    }
  } catch (error) {
    // Only a bug of ours gets here (the connection's calls never throw); the model still gets a result.
    return { isError: true, content: `${name} failed: ${connection.describe(error)}` };
  }
}

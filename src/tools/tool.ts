import type { Static, TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { ImageMediaType } from "../base/image-types.js";
import { clip } from "../text/clip.js";

export interface ToolContext {
  /** Aborted on timeout or cancel; a tool must stop its work (and kill its processes) at once. */
  signal: AbortSignal;
}

/** An image a tool returned (an MCP server's screenshot): its type, read from its bytes, and the bytes in base64. */
export interface ToolImage {
  mediaType: ImageMediaType;
  data: string;
}

/** What a tool returns. A failure the model should read is `isError: true`, not a throw. */
export interface ToolOutput {
  content: string;
  isError?: boolean;
  /** Images the model sees with the text, in order; absent for a text-only result. */
  images?: ToolImage[];
}

export interface Tool<S extends TSchema = TSchema> {
  name: string;
  description: string;
  /**
   * JSON schema (TypeBox) of the arguments, as the model sees them; arguments are validated
   * against it before `execute`, unless the tool has `validate`.
   */
  parameters: S;
  /** True when the tool only reads: such calls of one step may run concurrently. */
  readOnly: boolean;
  /**
   * Checks the arguments in place of `parameters` (a schema that is not TypeBox's: a workflow's
   * JSON Schema), with nothing converted: one line per problem, none when they are valid.
   */
  validate?(args: Record<string, unknown>): string[];
  execute(args: Static<S>, context: ToolContext): Promise<ToolOutput>;
}

/** A request to run a tool, as the model made it. */
export interface ToolInvocation {
  name: string;
  arguments: Record<string, unknown>;
  /** Set when the model's arguments were not a JSON object; the tool is not run. */
  parseError?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds tools of every argument type.
export type AnyTool = Tool<any>;

export class ToolRegistry {
  private readonly byName = new Map<string, AnyTool>();
  private added = 0;

  /**
   * Grows with every tool registered: tools that come later (an MCP server's, once it has
   * started) are offered from the next model request on, which compares this with what it saw.
   */
  get revision(): number {
    return this.added;
  }

  constructor(tools: Iterable<AnyTool> = []) {
    for (const tool of tools) this.register(tool);
  }

  register(tool: AnyTool): void {
    if (this.byName.has(tool.name)) throw new Error(`tool "${tool.name}" is registered twice`);
    this.byName.set(tool.name, tool);
    this.added++;
  }

  get(name: string): AnyTool | undefined {
    return this.byName.get(name);
  }

  list(): AnyTool[] {
    return [...this.byName.values()];
  }

  /** Specs as the model sees them, in registration order (stable, so prompt caches hit). */
  specs(): { name: string; description: string; parameters: Record<string, unknown> }[] {
    return this.list().map((t) => ({
      name: t.name,
      description: t.description,
      parameters: JSON.parse(JSON.stringify(t.parameters)) as Record<string, unknown>,
    }));
  }
}

/** Characters of a received value echoed back to the model, not counting the `…` of a cut. */
const MAX_ECHOED_ARGUMENTS = 500;

function echo(value: unknown): string {
  return clip(JSON.stringify(value) ?? String(value), MAX_ECHOED_ARGUMENTS + 1);
}

const MAX_REPORTED_PROBLEMS = 5;

/** One line per bad field (its first error): the field, what was expected, the value received. */
function describeProblems(schema: TSchema, args: unknown): string[] {
  const byField = new Map<string, string>();
  for (const p of Value.Errors(schema, args)) {
    const field = p.path === "" ? "(arguments)" : p.path.slice(1).replaceAll("/", ".");
    if (byField.has(field)) continue;
    if (p.value === undefined) byField.set(field, `- ${field}: required, but missing`);
    else if (p.message === "Unexpected property") {
      const allowed = Object.keys((schema as { properties?: object }).properties ?? {}).join(", ");
      byField.set(
        field,
        `- ${field}: not a parameter of this tool (parameters: ${allowed}), got ${echo(p.value)}`,
      );
    } else
      byField.set(field, `- ${field}: ${p.message.replace(/^Expected/, "expected")}, got ${echo(p.value)}`);
    if (byField.size >= MAX_REPORTED_PROBLEMS) break;
  }
  return [...byField.values()];
}

/** The arguments as the tool gets them, and what is wrong with them. */
function checkArguments(tool: AnyTool, call: ToolInvocation): { args: unknown; problems: string[] } {
  if (tool.validate) {
    const args = structuredClone(call.arguments);
    return { args, problems: tool.validate(args) };
  }
  // Models often send numbers and booleans as strings ("limit": "100"); convert what converts
  // cleanly, and report what still does not fit.
  const args = Value.Convert(tool.parameters, structuredClone(call.arguments));
  return { args, problems: describeProblems(tool.parameters, args) };
}

/**
 * Runs one tool call. Never throws: an unknown tool, unparsable arguments, arguments that break
 * the schema, and a tool that throws all come back as an error result the model can read.
 */
export async function runTool(
  registry: ToolRegistry,
  call: ToolInvocation,
  context: ToolContext,
): Promise<ToolOutput> {
  const tool = registry.get(call.name);
  if (!tool) {
    const known = registry
      .list()
      .map((t) => t.name)
      .join(", ");
    return { isError: true, content: `Error: unknown tool "${call.name}". Available tools: ${known}.` };
  }
  if (call.parseError) {
    return { isError: true, content: `Error: invalid arguments for ${call.name}: ${call.parseError}.` };
  }
  const { args, problems } = checkArguments(tool, call);
  if (problems.length > 0) {
    return {
      isError: true,
      content: `Error: invalid arguments for ${call.name}:\n${problems.join("\n")}\nReceived: ${echo(call.arguments)}`,
    };
  }
  try {
    return await tool.execute(args, context);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { isError: true, content: `Error: ${call.name} failed: ${message}` };
  }
}

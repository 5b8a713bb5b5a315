import type { TSchema } from "@sinclair/typebox";
import type { AnyTool } from "../tools/tool.js";
import type { JsonSchema, OutputSchema, SchemaProblem } from "./output-schema.js";

/**
 * Keywords a provider's tool format cannot take at the top of a tool's parameters: both APIs want
 * an object schema there, and refuse (or, for Anthropic, silently reshape) a union, a condition, a
 * fixed value or a reference to one.
 */
const NOT_AT_THE_TOP = [
  "oneOf",
  "anyOf",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "enum",
  "const",
  "$ref",
  "$dynamicRef",
];

/** Keywords that hold schemas by name, for references; moved to the top when the schema is wrapped. */
const DEFINITIONS = ["$defs", "definitions"];

/** Keywords whose values are data, not schemas: a `$ref` in them is not a reference. */
const DATA_KEYWORDS = new Set(["const", "enum", "default", "examples"]);

/** The parameters `submit_output` shows the model, and whether the result sits in `result`. */
export interface SubmitParameters {
  parameters: Record<string, unknown>;
  wrapped: boolean;
}

/**
 * The tool's parameters for `schema`: the schema as given when it is an object schema a provider
 * takes as it is; otherwise wrapped, `{ type: "object", properties: { result: schema }, required:
 * ["result"] }`, with its `$defs` moved to the top and every reference into the schema (`#/...`)
 * rewritten to where it now sits, so what the model reads still describes the same value.
 */
export function submitParameters(schema: JsonSchema): SubmitParameters {
  if (typeof schema === "object" && schema.type === "object" && !NOT_AT_THE_TOP.some((key) => key in schema))
    return { parameters: schema, wrapped: false };
  // `true` takes any value, and `false` none: as object keywords, `{}` and `{ not: {} }`.
  const whole: Record<string, unknown> = typeof schema === "object" ? schema : schema ? {} : { not: {} };
  // The root's `$schema` and `$id` would now sit inside: they are left out of what the model reads.
  const { $defs, definitions, $schema: _draft, $id: _id, ...inner } = whole;
  const hoisted = {
    ...($defs !== undefined ? { $defs } : {}),
    ...(definitions !== undefined ? { definitions } : {}),
  };
  return {
    parameters: {
      type: "object",
      properties: { result: moveReferences(inner, "#/properties/result") },
      required: ["result"],
      additionalProperties: false,
      ...(moveReferences(hoisted, "#/properties/result") as Record<string, unknown>),
    },
    wrapped: true,
  };
}

/**
 * `node` with each reference into the schema's root (`#`, `#/...`) pointing under `at`, except
 * references to its definitions, which are moved to the top with the same names. A schema with an
 * `$id` of its own starts a document its references are relative to: it is left as it is.
 */
function moveReferences(node: unknown, at: string): unknown {
  if (Array.isArray(node)) return node.map((item) => moveReferences(item, at));
  if (typeof node !== "object" || node === null || "$id" in node) return node;
  const moved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === "$ref" || key === "$dynamicRef") && typeof value === "string")
      moved[key] = movedReference(value, at);
    else moved[key] = DATA_KEYWORDS.has(key) ? value : moveReferences(value, at);
  }
  return moved;
}

function movedReference(ref: string, at: string): string {
  if (!ref.startsWith("#")) return ref;
  if (DEFINITIONS.some((name) => ref.startsWith(`#/${name}/`))) return ref;
  if (ref === "#" || ref === "#/") return at;
  return ref.startsWith("#/") ? `${at}${ref.slice(1)}` : ref;
}

/** The `submit_output` tool, and what the run reads of it once the loop is over. */
export interface SubmitOutput {
  tool: AnyTool;
  /** The value of the last call that satisfied the schema; undefined when there was none. */
  result(): unknown;
  /**
   * What to tell a model that answers without having submitted a valid result (the loop's one
   * reminder, `beforeFinishing`); undefined once it has one.
   */
  reminder(): string | undefined;
}

/** Problems listed to the model per call: the first ones say enough to fix the rest. */
const MAX_LISTED = 20;

/**
 * `submit_output` (DESIGN section 9): its parameters are the run's output schema (wrapped as
 * `submitParameters` says when a provider could not take it as it is), a call is checked against
 * the schema itself, and an invalid call is an error result listing each problem with its JSON
 * pointer into what the model sent. The last valid call is kept.
 */
export function createSubmitOutputTool(output: OutputSchema): SubmitOutput {
  const { parameters, wrapped } = submitParameters(output.schema);
  let submitted: { value: unknown } | undefined;
  let refused = 0;
  const problemsOf = (args: Record<string, unknown>): SchemaProblem[] => {
    if (!wrapped) return output.problems(args);
    const extra = Object.keys(args).filter((key) => key !== "result");
    const outside = extra.map((key) => ({
      pointer: `/${key}`,
      message: "not a parameter (the result goes in result)",
    }));
    if (!("result" in args)) return [{ pointer: "/result", message: "required, but missing" }, ...outside];
    return [
      ...outside,
      ...output.problems(args.result).map((p) => ({ ...p, pointer: `/result${p.pointer}` })),
    ];
  };
  const tool: AnyTool = {
    name: "submit_output",
    description: describeTool(output.schema, wrapped),
    parameters: parameters as unknown as TSchema,
    // Calls of one step are kept in order: the last valid one is the result.
    readOnly: false,
    validate(args) {
      const problems = problemsOf(args);
      if (problems.length > 0) refused += 1;
      return listProblems(problems);
    },
    async execute(args: Record<string, unknown>) {
      submitted = { value: structuredClone(wrapped ? args.result : args) };
      return {
        content:
          "Accepted: this is the run's structured result (a later valid call would replace it). Finish with your answer when your work is done.",
      };
    },
  };
  return {
    tool,
    result: () => submitted?.value,
    reminder: () => {
      if (submitted) return undefined;
      const tried =
        refused > 0
          ? " Your earlier calls did not satisfy its schema: read their errors and correct the value."
          : "";
      return `This run must end with a structured result, and you have not submitted one. Call submit_output with a value that satisfies its schema, then finish.${tried}`;
    },
  };
}

function listProblems(problems: readonly SchemaProblem[]): string[] {
  const lines = problems
    .slice(0, MAX_LISTED)
    .map((p) => `- ${p.pointer === "" ? "(the whole value)" : p.pointer}: ${p.message}`);
  if (problems.length > MAX_LISTED) lines.push(`- and ${problems.length - MAX_LISTED} more`);
  return lines;
}

function describeTool(schema: JsonSchema, wrapped: boolean): string {
  const about =
    typeof schema === "object" ? [schema.title, schema.description].filter((s) => typeof s === "string") : [];
  return [
    "Submit the run's structured result, which the workflow reads after the run.",
    wrapped
      ? "Put the value in `result`; it must satisfy the schema of `result`."
      : "The arguments are the value; they must satisfy the parameters' schema.",
    ...(about.length > 0 ? [`What the result is: ${about.join(": ")}`] : []),
    "A call that does not satisfy the schema is refused with each problem and its JSON pointer; correct the value and call again.",
    "The last accepted call is the result. Call it before you finish: a run without one fails.",
  ].join(" ");
}

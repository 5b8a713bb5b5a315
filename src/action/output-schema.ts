import type { ErrorObject } from "ajv/dist/2020.js";
import { fail, ok, type Result } from "../base/result.js";
import type { GitHubClient } from "../github/client.js";
import type { Awaitable, PullRequest } from "../github/context/pull-request.js";
import { readTrustedFile } from "../github/context/trusted-file.js";
import type { Trigger } from "../github/trigger/types.js";
import { clip } from "../text/clip.js";
import type { OutputSchemaSource } from "./inputs.js";

/**
 * `output-schema` (DESIGN section 9): the JSON Schema (draft 2020-12) the run's structured result
 * must satisfy, checked as a schema once, at the edge, and compiled into the check `submit_output`
 * runs on every call. The validator (ajv's 2020 build with ajv-formats) is loaded only by a run
 * that has a schema, through `loadSchemaValidator`, a late load of the start-up plan.
 */

/** A JSON Schema: an object of keywords, or `true`/`false`. */
export type JsonSchema = Record<string, unknown> | boolean;

/** One way a value breaks the schema: where (a JSON pointer into the value, `""` for all of it), and how. */
export interface SchemaProblem {
  pointer: string;
  message: string;
}

/** The schema of the run's structured result, checked and compiled. */
export interface OutputSchema {
  /** The schema as the workflow gave it. */
  schema: JsonSchema;
  /** Each way `value` breaks the schema; empty when it satisfies it. */
  problems(value: unknown): SchemaProblem[];
  /** What the validator noticed but accepted (an unknown keyword or format, ignored), for the log. */
  warnings: string[];
}

/** The draft every schema is checked against; a `$schema` naming another is refused, not guessed at. */
const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

/** Longest schema file read: the schema goes to the model with every request, as the tool's parameters. */
export const MAX_SCHEMA_CHARS = 100_000;

/** Loads the validator: ajv's 2020-12 build and its formats. A late load (start-up.ts `LATE_LOADS`). */
export const loadSchemaValidator = () => Promise.all([import("ajv/dist/2020.js"), import("ajv-formats")]);

const BAD = "output-schema is not a valid JSON Schema";

/**
 * Checks `schema` as a JSON Schema (draft 2020-12: its meta-schema, then compiling it, which
 * resolves every `$ref`; nothing is fetched, so a `$ref` to another document is refused) and
 * compiles it. Never throws: a failure says what is wrong, naming `output-schema`.
 */
export async function compileOutputSchema(given: unknown): Promise<Result<OutputSchema>> {
  if (!isJsonSchema(given)) return fail(`${BAD}: a schema is a JSON object (or true), got ${kindOf(given)}`);
  const schema = given;
  const declared = typeof schema === "object" ? schema.$schema : undefined;
  if (declared !== undefined && declared !== DRAFT_2020_12 && declared !== `${DRAFT_2020_12}#`)
    return fail(
      `${BAD}: its $schema is ${JSON.stringify(declared)}, but only draft 2020-12 is read (${DRAFT_2020_12})`,
    );
  const warnings: string[] = [];
  let modules: Awaited<ReturnType<typeof loadSchemaValidator>>;
  try {
    modules = await loadSchemaValidator();
  } catch (error) {
    // Only an installation missing a file of its own gets here.
    return fail(
      `output-schema could not be checked: the JSON Schema validator did not load (${String(error)})`,
    );
  }
  const [ajvModule, formatsModule] = modules;
  // The packages are CommonJS whose `module.exports` is the class (or plugin) and also carries it
  // as `.default`: `.default.default` is the same function under Node's ESM and the bundle alike.
  const Ajv2020 = ajvModule.default.default;
  const ajv = new Ajv2020({
    allErrors: true,
    // Unknown keywords and formats are valid JSON Schema, ignored as the draft says (an unknown
    // format is said in a warning); the type checks that ajv's strict mode adds are not the draft's.
    strict: false,
    logger: {
      log: () => {},
      warn: (...args: unknown[]) => void warnings.push(args.join(" ")),
      error: () => {},
    },
  });
  formatsModule.default.default(ajv);
  if (!ajv.validateSchema(schema)) return fail(`${BAD}: ${describeSchemaErrors(ajv.errors ?? [])}`);
  let check: ReturnType<typeof ajv.compile>;
  try {
    check = ajv.compile(schema);
  } catch (error) {
    return fail(`${BAD}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return ok({
    schema,
    warnings: unique(warnings),
    problems: (value) => (check(value) ? [] : describeValueErrors(check.errors ?? [], value)),
  });
}

/** What reading a schema from the repository needs: the trusted branch's files (see `readTrustedFile`). */
export interface SchemaFileSource {
  workspace: string;
  client?: GitHubClient | undefined;
  pull?: Awaitable<PullRequest | undefined>;
}

/**
 * The run's output schema from `source`: inline, compiled as given; a path, read from the trusted
 * branch (a pull request's base through the API, else the workflow's checkout, as AGENTS.md is),
 * parsed and compiled. Never throws: a failure names `output-schema` and what is wrong.
 */
export async function prepareOutputSchema(
  source: OutputSchemaSource,
  trigger: Trigger,
  files: SchemaFileSource,
): Promise<Result<OutputSchema>> {
  if (source.path === undefined) return compileInline(source);
  const read = await readTrustedFile(trigger, source.path, { ...files, maxChars: MAX_SCHEMA_CHARS });
  if (!read.ok) return fail(`output-schema ${source.path} could not be read: ${read.error}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.value.text);
  } catch (error) {
    return fail(
      `output-schema ${source.path} (${read.value.from}) is not valid JSON: ${(error as Error).message}`,
    );
  }
  const compiled = await compileOutputSchema(parsed);
  return compiled.ok ? compiled : fail(`${compiled.error} (read from ${source.path}, ${read.value.from})`);
}

/**
 * An inline `output-schema` checked at admission, before any comment or model call; a path is
 * read later, with the task. `undefined` when there is nothing to check now.
 */
export async function checkInlineOutputSchema(
  source: OutputSchemaSource | undefined,
): Promise<Result<OutputSchema> | undefined> {
  return source?.path === undefined && source !== undefined ? compileInline(source) : undefined;
}

/** Inline schemas compiled, by their settings' source: admission's check is the task's schema. */
const compiledInline = new WeakMap<OutputSchemaSource, Promise<Result<OutputSchema>>>();

function compileInline(source: OutputSchemaSource): Promise<Result<OutputSchema>> {
  let compiled = compiledInline.get(source);
  if (!compiled) {
    compiled = compileOutputSchema(source.inline);
    compiledInline.set(source, compiled);
  }
  return compiled;
}

function describeSchemaErrors(errors: readonly ErrorObject[]): string {
  // The first error at each place says it; the meta-schema's alternatives only repeat it.
  const byPlace = new Map<string, string>();
  for (const error of errors) {
    const place = error.instancePath || "the top";
    const allowed = (error.params as { allowedValues?: unknown }).allowedValues;
    const message = allowed ? `must be one of ${describeJson(allowed)}` : (error.message ?? error.keyword);
    if (!byPlace.has(place)) byPlace.set(place, `at ${place}: ${message}`);
  }
  return [...byPlace.values()].slice(0, 3).join("; ");
}

/** ajv's errors as problems a model can act on: each with its pointer, what was expected and what came. */
function describeValueErrors(errors: readonly ErrorObject[], value: unknown): SchemaProblem[] {
  const problems = new Map<string, SchemaProblem>();
  for (const error of errors) {
    const problem = describeValueError(error, value);
    problems.set(`${problem.pointer} ${problem.message}`, problem);
  }
  return [...problems.values()];
}

function describeValueError(error: ErrorObject, value: unknown): SchemaProblem {
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return {
        pointer: `${pointer}/${escapePointer(String(params.missingProperty))}`,
        message: "required, but missing",
      };
    case "additionalProperties":
      return {
        pointer: `${pointer}/${escapePointer(String(params.additionalProperty))}`,
        message: "not allowed here (the schema has no such property)",
      };
    case "enum":
      return {
        pointer,
        message: `must be one of ${describeJson(params.allowedValues)}, got ${describeAt(value, pointer)}`,
      };
    case "const":
      return {
        pointer,
        message: `must be ${describeJson(params.allowedValue)}, got ${describeAt(value, pointer)}`,
      };
    default:
      return { pointer, message: `${error.message ?? error.keyword}, got ${describeAt(value, pointer)}` };
  }
}

/** The part of `value` at `pointer`, as the model sent it (clipped). */
function describeAt(value: unknown, pointer: string): string {
  let at: unknown = value;
  for (const part of pointer.split("/").slice(1)) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  }
  return describeJson(at);
}

function describeJson(value: unknown): string {
  if (Array.isArray(value) && value.length === 0) return "an empty array";
  return clip(JSON.stringify(value) ?? String(value), 120);
}

function isJsonSchema(value: unknown): value is JsonSchema {
  return typeof value === "boolean" || (typeof value === "object" && value !== null && !Array.isArray(value));
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "string" ? "a string" : `a ${typeof value}`;
}

function escapePointer(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

function unique(lines: string[]): string[] {
  return [...new Set(lines)];
}

/**
 * action.yml's inputs and outputs, for scripts/readme-tables.ts.
 *
 * Read with `yaml`, which `@actions/workflow-parser` brings along (no dependency of our own).
 * Whether action.yml is a valid action is checked by scripts/check-workflows.ts with GitHub's
 * parser; here only the shape the tables need is checked.
 */
import { parse } from "yaml";

export interface ActionInput {
  name: string;
  description: string;
  required: boolean;
  /** The default as written in action.yml; undefined when there is none. */
  default: string | undefined;
}

export interface ActionOutput {
  name: string;
  description: string;
}

export interface ActionMetadata {
  inputs: ActionInput[];
  outputs: ActionOutput[];
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function section(document: Fields, name: string, fileName: string): [string, Fields][] {
  const value = document[name] ?? {};
  if (!isFields(value)) throw new Error(`${fileName}: "${name}" must be a mapping`);
  return Object.entries(value).map(([key, fields]) => {
    if (!isFields(fields) || typeof fields.description !== "string") {
      throw new Error(`${fileName}: ${name}.${key} needs a description`);
    }
    return [key, fields];
  });
}

/** Reads action.yml text. Throws an Error naming the file and the problem when it cannot. */
export function readActionMetadata(content: string, fileName = "action.yml"): ActionMetadata {
  let document: unknown;
  try {
    document = parse(content);
  } catch (error) {
    throw new Error(`${fileName} is not valid YAML: ${(error as Error).message}`);
  }
  if (!isFields(document)) throw new Error(`${fileName} is not a YAML mapping`);
  return {
    inputs: section(document, "inputs", fileName).map(([name, fields]) => ({
      name,
      description: String(fields.description),
      required: fields.required === true || fields.required === "true",
      default: fields.default === undefined || fields.default === null ? undefined : String(fields.default),
    })),
    outputs: section(document, "outputs", fileName).map(([name, fields]) => ({
      name,
      description: String(fields.description),
    })),
  };
}

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compileOutputSchema, type JsonSchema, type OutputSchema } from "../src/action/output-schema.js";
import { createSubmitOutputTool, submitParameters } from "../src/action/submit-output-tool.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { type ModelServer, startModelServer, type WireJson, wireToolResults } from "./fakes/model-server.js";
import { COMBINATIONS, createProvider, run } from "./loop-fixtures.js";

/**
 * `submit_output`: its parameters are the workflow's schema (wrapped where a provider's tool
 * format could not take it), a call that breaks the schema is an error naming each problem by
 * its JSON pointer, and the last valid call is the run's result.
 */

async function compiled(schema: unknown): Promise<OutputSchema> {
  const result = await compileOutputSchema(schema);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const VERDICT = {
  type: "object",
  properties: {
    verdict: { enum: ["bug", "feature", "question"] },
    confidence: { type: "number", minimum: 0, maximum: 1 },
  },
  required: ["verdict", "confidence"],
  additionalProperties: false,
};

/** A top-level union with definitions: an id, or a list of them. */
const ID_OR_IDS = {
  $defs: { id: { type: "integer", minimum: 1 } },
  oneOf: [{ $ref: "#/$defs/id" }, { type: "array", items: { $ref: "#/$defs/id" }, minItems: 1 }],
};

/** A list of findings, which no provider takes as a tool's parameters as it is. */
const FINDINGS = {
  type: "array",
  items: {
    type: "object",
    properties: { file: { type: "string" }, line: { type: "integer", minimum: 1 } },
    required: ["file", "line"],
  },
};

/** A recursive tree whose references point at the schema's root and into it. */
const TREE = {
  type: ["object", "null"],
  properties: {
    name: { type: "string" },
    children: { type: "array", items: { $ref: "#" } },
    first: { $ref: "#/properties/children/items" },
    kind: { const: { $ref: "#/kept-as-data" } },
  },
  required: ["name"],
};

describe("the parameters submit_output shows the model", () => {
  it("are the schema as given when it is an object schema", () => {
    expect(submitParameters(VERDICT)).toEqual({ parameters: VERDICT, wrapped: false });
  });

  it.each([
    ["a top-level oneOf", ID_OR_IDS],
    ["an array", FINDINGS],
    ["a type that may be null", TREE],
    ["true", true],
    [
      "an object schema with a top-level anyOf",
      { type: "object", anyOf: [{ required: ["a"] }, { required: ["b"] }] },
    ],
  ])("are wrapped in an object under result for %s", (_, schema) => {
    const { parameters, wrapped } = submitParameters(schema as JsonSchema);
    expect(wrapped).toBe(true);
    expect(parameters).toMatchObject({ type: "object", required: ["result"], additionalProperties: false });
    expect(Object.keys(parameters)).not.toContain("oneOf");
  });

  it("move the definitions to the top and every reference into the schema to where it now sits", () => {
    expect(submitParameters(ID_OR_IDS).parameters).toEqual({
      type: "object",
      properties: {
        result: {
          oneOf: [{ $ref: "#/$defs/id" }, { type: "array", items: { $ref: "#/$defs/id" }, minItems: 1 }],
        },
      },
      required: ["result"],
      additionalProperties: false,
      $defs: { id: { type: "integer", minimum: 1 } },
    });
    const tree = submitParameters(TREE).parameters as WireJson;
    expect(tree.properties.result.properties.children.items).toEqual({ $ref: "#/properties/result" });
    expect(tree.properties.result.properties.first).toEqual({
      $ref: "#/properties/result/properties/children/items",
    });
    expect(tree.properties.result.properties.kind).toEqual({ const: { $ref: "#/kept-as-data" } });
  });

  it.each([
    ["a top-level oneOf", ID_OR_IDS, [3, [1, 2]], [0, [], "3", [1, "2"]]],
    [
      "an array",
      FINDINGS,
      [[], [{ file: "a.ts", line: 3 }]],
      [{}, [{ file: "a.ts" }], [{ file: "a.ts", line: 0 }]],
    ],
    [
      "a recursive tree",
      TREE,
      [null, { name: "a", children: [{ name: "b", children: [null] }] }],
      [{}, { name: "a", children: [{ children: [] }] }, { name: "a", first: { name: 5 } }],
    ],
  ])("describe the same values when wrapped, for %s", async (_, schema, good, bad) => {
    const original = await compiled(schema);
    const shown = await compiled(submitParameters(schema as JsonSchema).parameters);
    for (const value of [...good, ...bad]) {
      expect(shown.problems({ result: value }).length === 0, JSON.stringify(value)).toBe(
        original.problems(value).length === 0,
      );
    }
  });
});

/** Calls `submit_output` in `registry` with `args`, as the loop would. */
function submit(registry: ToolRegistry, args: Record<string, unknown>) {
  return runTool(
    registry,
    { name: "submit_output", arguments: args },
    { signal: new AbortController().signal },
  );
}

describe("a submit_output call", () => {
  it("that breaks the schema is an error listing each problem with its JSON pointer, and is not kept", async () => {
    const output = createSubmitOutputTool(await compiled(VERDICT));
    const answer = await submit(new ToolRegistry([output.tool]), {
      verdict: "bugg",
      confidence: 2,
      extra: true,
    });
    expect(answer.isError).toBe(true);
    expect(answer.content).toContain("Error: invalid arguments for submit_output:\n");
    expect(answer.content).toContain('- /verdict: must be one of ["bug","feature","question"], got "bugg"');
    expect(answer.content).toContain("- /confidence: must be <= 1, got 2");
    expect(answer.content).toContain("- /extra: not allowed here");
    expect(output.result()).toBeUndefined();
  });

  it("that satisfies it is the result, until another valid call replaces it; an invalid one never does", async () => {
    const output = createSubmitOutputTool(await compiled(VERDICT));
    const registry = new ToolRegistry([output.tool]);
    expect((await submit(registry, { verdict: "bug", confidence: 0.5 })).isError).toBeFalsy();
    expect((await submit(registry, { verdict: "feature", confidence: 0.75 })).content).toMatch(/^Accepted/);
    expect((await submit(registry, { verdict: 5 })).isError).toBe(true);
    expect(output.result()).toEqual({ verdict: "feature", confidence: 0.75 });
  });

  it("is checked exactly: a number sent as text is refused, not converted", async () => {
    const output = createSubmitOutputTool(await compiled(VERDICT));
    const answer = await submit(new ToolRegistry([output.tool]), { verdict: "bug", confidence: "0.5" });
    expect(answer.content).toContain('- /confidence: must be number, got "0.5"');
  });

  it("with a wrapped schema takes the value in result, and points into it", async () => {
    const output = createSubmitOutputTool(await compiled(FINDINGS));
    const registry = new ToolRegistry([output.tool]);
    const missing = await submit(registry, { file: "a.ts", line: 3 });
    expect(missing.content).toContain("- /result: required, but missing");
    expect(missing.content).toContain("- /file: not a parameter (the result goes in result)");
    const wrong = await submit(registry, { result: [{ file: "a.ts", line: 0 }] });
    expect(wrong.content).toContain("- /result/0/line: must be >= 1, got 0");
    expect((await submit(registry, { result: [{ file: "a.ts", line: 3 }] })).isError).toBeFalsy();
    expect(output.result()).toEqual([{ file: "a.ts", line: 3 }]);
  });

  it("lists at most twenty problems, and says how many more there were", async () => {
    const output = createSubmitOutputTool(await compiled({ type: "array", items: { type: "string" } }));
    const answer = await submit(new ToolRegistry([output.tool]), {
      result: Array.from({ length: 25 }, (_, i) => i),
    });
    expect(answer.content.match(/^- \/result\/\d+: must be string/gm)).toHaveLength(20);
    expect(answer.content).toContain("- and 5 more");
  });
});

describe("the reminder of a run without a result", () => {
  it("asks for the result until one is accepted, saying when earlier calls were refused", async () => {
    const output = createSubmitOutputTool(await compiled(VERDICT));
    const registry = new ToolRegistry([output.tool]);
    expect(output.reminder()).toMatch(/^This run must end with a structured result.*submit_output/);
    await submit(registry, { verdict: "bugg", confidence: 0.1 });
    expect(output.reminder()).toContain("Your earlier calls did not satisfy its schema");
    await submit(registry, { verdict: "bug", confidence: 0.1 });
    expect(output.reminder()).toBeUndefined();
  });
});

describe.each(COMBINATIONS)("submit_output through $format (stream: $stream)", ({ format, stream }) => {
  let server: ModelServer;
  beforeEach(async () => {
    server = await startModelServer();
  });
  afterEach(async () => {
    await server.close();
  });

  /** The tool's schema as the request carried it to the provider. */
  function sentSchema(body: WireJson): WireJson {
    const tool = (body.tools as WireJson[]).find((t) => (t.name ?? t.function?.name) === "submit_output");
    return format === "anthropic" ? tool.input_schema : tool.function.parameters;
  }

  it.each([
    ["a top-level oneOf", ID_OR_IDS, [1, 2]],
    ["an array", FINDINGS, [{ file: "a.ts", line: 3 }]],
  ])("sends %s as a valid object schema, and takes the result in result", async (_, schema, value) => {
    const output = createSubmitOutputTool(await compiled(schema));
    server.push(
      { toolCalls: [{ name: "submit_output", arguments: { result: "nothing" } }] },
      { toolCalls: [{ name: "submit_output", arguments: { result: value } }] },
      { text: "Submitted." },
    );
    const provider = await createProvider(server, format, stream);

    const { result } = await run({ provider, tools: new ToolRegistry([output.tool]), maxSteps: 5 });

    expect(result.conclusion).toBe("success");
    const sent = sentSchema(server.requests[0]?.body);
    expect(sent.type).toBe("object");
    for (const key of ["oneOf", "anyOf", "allOf", "not", "if", "enum", "const", "$ref"])
      expect(sent).not.toHaveProperty(key);
    const shown = await compiled(sent);
    expect(shown.problems({ result: value })).toEqual([]);
    const [refused] = wireToolResults(server.requests[1]);
    expect(refused?.content).toContain("- /result:");
    expect(output.result()).toEqual(value);
  });
});

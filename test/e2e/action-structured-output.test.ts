import { describe, expect, it } from "vitest";
import type { WireJson } from "../fakes/model-server.js";
import { askOnIssue, commentEvent } from "./asks.js";
import { type ActionRun, E2E_TEST_TIMEOUT_MS, errorLines, type Stage, stageForTest } from "./harness.js";
import { call, offeredTool, offeredTools, toolResults } from "./operation-asks.js";

/**
 * Structured results (DESIGN section 9), end to end through the bundle: with `output-schema`, the
 * model gets `submit_output` whose parameters are that schema; a call that does not satisfy it is
 * an error result naming each problem; the last valid call is the `structured-output` output, and
 * a run that ends without one is reminded once, then ends in error.
 */

/** A classifier's verdict: what a later step of the workflow reads with `fromJSON`. */
const VERDICT_SCHEMA = {
  type: "object",
  properties: {
    verdict: { enum: ["bug", "feature", "question"] },
    confidence: { type: "number", minimum: 0, maximum: 1 },
  },
  required: ["verdict", "confidence"],
  additionalProperties: false,
};

/** alice asks on a new issue for a verdict, and the action runs with `inputs`. */
async function classify(
  s: Stage,
  script: Parameters<Stage["run"]>[0]["script"],
  inputs: Parameters<Stage["run"]>[0]["inputs"] = { "output-schema": JSON.stringify(VERDICT_SCHEMA) },
): Promise<ActionRun> {
  const { comment } = askOnIssue(s, "/agent classify this issue", { title: "The app crashes on start" });
  return s.run({ ...commentEvent(s.gh, comment), inputs, ...(script ? { script } : {}) });
}

describe.concurrent("a structured result, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("tells the model each problem of a wrong result by its JSON pointer, and keeps the last valid one", async (context) => {
    const s = await stageForTest(context);
    const run = await classify(s, [
      { toolCalls: [call.submit({ verdict: "bugg", confidence: 2 })] },
      { toolCalls: [call.submit({ verdict: "bug", confidence: 0.9 })] },
      // A later call that does not satisfy the schema does not replace the valid result.
      { toolCalls: [call.submit({ verdict: 5 })] },
      { text: "It is a bug: the stack trace points at start-up." },
    ]);

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(offeredTools(s)).toContain("submit_output");
    const offered = offeredTool(s, "submit_output");
    expect(offered?.input_schema?.properties).toMatchObject({ verdict: {}, confidence: {} });
    expect(offered?.description).toBeTruthy();

    const [wrong] = toolResults(s, 1);
    expect(wrong?.isError).toBe(true);
    expect(wrong?.text).toContain("/verdict");
    expect(wrong?.text).toContain("/confidence");
    expect(toolResults(s, 2)[0]?.isError).toBe(false);
    const [later] = toolResults(s, 3);
    expect(later?.isError).toBe(true);
    expect(later?.text).toContain("/verdict");

    const output = run.outputs["structured-output"] ?? "";
    expect(JSON.parse(output)).toEqual({ verdict: "bug", confidence: 0.9 });
    // Compact, on one line: what `fromJSON` in a later step reads.
    expect(output).toBe(JSON.stringify({ verdict: "bug", confidence: 0.9 }));
    expect(run.summary).toContain("verdict");
    expect(run.summary).toContain("0.9");
  });

  it("reminds a model that ends without a result once, then ends the run in error", async (context) => {
    const s = await stageForTest(context);
    const run = await classify(s, [{ text: "Looks like a bug to me." }, { text: "Still a bug." }]);

    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe("error");
    expect(s.model.requests).toHaveLength(2);
    const reminder = lastUserText(s.model.requests[1]?.body);
    expect(reminder).toContain("submit_output");
    expect(run.outputs["structured-output"] ?? "").toBe("");
    expect(errorLines(run).length).toBeGreaterThan(0);
  });

  it("takes a result given after the reminder", async (context) => {
    const s = await stageForTest(context);
    const run = await classify(s, [
      { text: "Looks like a question." },
      { toolCalls: [call.submit({ verdict: "question", confidence: 0.6 })] },
      { text: "Submitted." },
    ]);

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(s.model.requests).toHaveLength(3);
    expect(JSON.parse(run.outputs["structured-output"] ?? "null")).toEqual({
      verdict: "question",
      confidence: 0.6,
    });
  });

  for (const provider of ["anthropic", "openai"] as const) {
    it(`wraps a schema the ${provider} tool format cannot take as given, and gives back the value unwrapped`, async (context) => {
      const s = await stageForTest(context);
      const either = {
        oneOf: [
          { type: "object", properties: { duplicateOf: { type: "integer" } }, required: ["duplicateOf"] },
          { type: "string", enum: ["new"] },
        ],
      };
      const run = await classify(
        s,
        [
          { toolCalls: [call.submit({ result: { duplicateOf: "seven" } })] },
          { toolCalls: [call.submit({ result: { duplicateOf: 7 } })] },
          { text: "A duplicate of #7." },
        ],
        {
          "output-schema": JSON.stringify(either),
          provider,
          "base-url": provider === "openai" ? s.model.openaiBaseUrl : s.model.anthropicBaseUrl,
        },
      );

      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      const parameters = submitParameters(s.model.requests[0]?.body, provider);
      expect(parameters?.type).toBe("object");
      expect(parameters?.required).toEqual(["result"]);
      expect(parameters?.properties?.result).toMatchObject({ oneOf: either.oneOf });
      expect(run.outputs["structured-output"]).toBe('{"duplicateOf":7}');
    });
  }

  it("reads the schema from a file of the repository's default branch", async (context) => {
    const s = await stageForTest(context);
    s.fixture.pushAsSomeoneElse("main", {
      "schemas/verdict.json": `${JSON.stringify(VERDICT_SCHEMA, null, 2)}\n`,
    });
    s.fixture.git(["fetch", "--quiet", "origin"]);
    s.fixture.git(["reset", "--quiet", "--hard", "origin/main"]);
    const run = await classify(
      s,
      [{ toolCalls: [call.submit({ verdict: "feature", confidence: 0.7 })] }, { text: "A feature request." }],
      { "output-schema": "schemas/verdict.json" },
    );

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(offeredTool(s, "submit_output")?.input_schema?.properties).toMatchObject({ verdict: {} });
    expect(JSON.parse(run.outputs["structured-output"] ?? "null")).toEqual({
      verdict: "feature",
      confidence: 0.7,
    });
  });

  it("fails on an output-schema that is not JSON Schema before any model request or comment", async (context) => {
    const s = await stageForTest(context);
    const run = await classify(s, [], {
      "output-schema": JSON.stringify({ type: "verdict", minimum: "low" }),
    });

    expect(run.exitCode).toBe(1);
    const errors = errorLines(run);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("output-schema is not a valid JSON Schema");
    expect(s.model.requests).toHaveLength(0);
    expect(s.gh.requestsTo("POST", "/repos/*/issues/*/comments")).toEqual([]);
  });
});

/** The text of the last message of an Anthropic request, when a user wrote it. */
function lastUserText(body: WireJson): string {
  const last = body?.messages?.at(-1);
  if (last?.role !== "user") return "";
  if (typeof last.content === "string") return last.content;
  return (last.content as { type: string; text?: string }[])
    .filter((block) => block.type === "text")
    .map((block) => block.text ?? "")
    .join("");
}

/** The parameters `submit_output` was offered with, in either provider's tool format. */
function submitParameters(
  body: WireJson,
  provider: "anthropic" | "openai",
): { type?: string; required?: string[]; properties?: Record<string, unknown> } | undefined {
  const tools: WireJson[] = body?.tools ?? [];
  if (provider === "anthropic") return tools.find((tool) => tool.name === "submit_output")?.input_schema;
  return tools.find((tool) => tool.function?.name === "submit_output")?.function?.parameters;
}

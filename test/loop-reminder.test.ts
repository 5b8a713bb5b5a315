import { Type } from "@sinclair/typebox";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compileOutputSchema } from "../src/action/output-schema.js";
import { createSubmitOutputTool } from "../src/action/submit-output-tool.js";
import { EventBus } from "../src/agent/events.js";
import { runSession } from "../src/agent/session.js";
import { ok } from "../src/base/result.js";
import { createCodingTools } from "../src/tools/index.js";
import type { Tool } from "../src/tools/tool.js";
import { type ModelServer, startModelServer, wireText, wireToolResults } from "./fakes/model-server.js";
import { sessionScratch, sessionSettings } from "./fixtures/session.js";
import { assertValidHistory, COMBINATIONS, createProvider, NO_WAIT, registry, run } from "./loop-fixtures.js";

/**
 * The loop's one reminder (`beforeFinishing`): a model that answers before it has done what the
 * run needs (a structured result not submitted) is told so once, and the run goes on; a second
 * early answer ends the run.
 */

const REMINDER = "You have not submitted the result yet: call submit first.";

/** A tool that records whether it was called, and a reminder that holds until it is. */
function submission() {
  let submitted = false;
  const asked: number[] = [];
  const tool: Tool = {
    name: "submit",
    description: "Submits the result.",
    parameters: Type.Object({}),
    readOnly: false,
    execute: async () => {
      submitted = true;
      return { content: "Submitted." };
    },
  };
  const beforeFinishing = () => {
    asked.push(1);
    return submitted ? undefined : REMINDER;
  };
  return { tool, beforeFinishing, asked };
}

/** The last user message a request carried, as text. */
function lastUserText(body: { messages?: { role: string; content: unknown }[] }): string {
  const users = (body.messages ?? []).filter((m) => m.role === "user");
  return wireText(users.at(-1)?.content);
}

describe.each(COMBINATIONS)("a reminder through $format (stream: $stream)", ({ format, stream }) => {
  let server: ModelServer;
  beforeEach(async () => {
    server = await startModelServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it("is sent once when the model answers early, and the run goes on to the model's next answer", async () => {
    const { tool, beforeFinishing } = submission();
    server.push(
      { text: "All done." },
      { toolCalls: [{ name: "submit", arguments: {} }] },
      { text: "Submitted, done." },
    );
    const provider = await createProvider(server, format, stream);

    const { result } = await run({ provider, tools: registry(tool), beforeFinishing });

    expect(result).toMatchObject({ conclusion: "success", response: "Submitted, done.", steps: 3 });
    expect(lastUserText(server.requests[1]?.body)).toBe(REMINDER);
    assertValidHistory(result.messages);
  });

  it("is sent at most once: a second early answer ends the run with that answer", async () => {
    const { tool, beforeFinishing } = submission();
    server.push({ text: "Done." }, { text: "Still done." });
    const provider = await createProvider(server, format, stream);

    const { result } = await run({ provider, tools: registry(tool), beforeFinishing });

    expect(result).toMatchObject({ conclusion: "success", response: "Still done.", steps: 2 });
    expect(server.requests).toHaveLength(2);
    assertValidHistory(result.messages);
  });
});

describe("a reminder", () => {
  let server: ModelServer;
  beforeEach(async () => {
    server = await startModelServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it("is not sent when nothing is missing: the run ends with the first answer", async () => {
    const { tool, beforeFinishing, asked } = submission();
    server.push({ toolCalls: [{ name: "submit", arguments: {} }] }, { text: "Done." });
    const provider = await createProvider(server, "anthropic", false);

    const { result } = await run({ provider, tools: registry(tool), beforeFinishing });

    expect(result).toMatchObject({ conclusion: "success", steps: 2 });
    expect(asked).toHaveLength(1);
  });

  it("is not sent when no step is left to act on it", async () => {
    const { tool, beforeFinishing } = submission();
    server.push({ text: "Done." });
    const provider = await createProvider(server, "anthropic", false);

    const { result } = await run({ provider, tools: registry(tool), beforeFinishing, maxSteps: 1 });

    expect(result).toMatchObject({ conclusion: "success", response: "Done.", steps: 1 });
    expect(server.requests).toHaveLength(1);
  });
});

describe("a session with a structured result and its tools started elsewhere", () => {
  it("checks submit_output's calls against the schema and reminds the model of a missing result", async (context) => {
    const { server, workspace } = await sessionScratch(context, "loop-reminder-");
    const schema = await compileOutputSchema({ type: "array", items: { type: "integer" } });
    if (!schema.ok) throw new Error(schema.error);
    const output = createSubmitOutputTool(schema.value);
    server.push(
      { text: "The answer is 42." },
      { toolCalls: [{ name: "submit_output", arguments: { result: ["42"] } }] },
      { toolCalls: [{ name: "submit_output", arguments: { result: [42] } }] },
      { text: "Submitted." },
    );
    const bus = new EventBus([]);

    const result = await runSession({
      settings: sessionSettings(server, { apiKey: "sk-loop-reminder-test-0123456789" }),
      workspace,
      prompt: "Find the answer.",
      bus,
      signal: new AbortController().signal,
      tools: async () => ok({ coding: createCodingTools({ root: workspace, env: {} }) }),
      extraTools: [output.tool],
      beforeFinishing: output.reminder,
      timing: { retry: NO_WAIT, requestTimeoutMs: 5_000 },
    });
    await bus.close();

    expect(result).toMatchObject({ conclusion: "success", response: "Submitted." });
    expect(lastUserText(server.requests[1]?.body)).toMatch(/^This run must end with a structured result/);
    const [refused] = wireToolResults(server.requests[2]);
    expect(refused).toMatchObject({ isError: true });
    expect(refused?.content).toContain('- /result/0: must be integer, got "42"');
    expect(output.result()).toEqual([42]);
  });
});

import { Type } from "@sinclair/typebox";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolFinishedEvent } from "../src/agent/events.js";
import type { ToolResultMessage } from "../src/llm/messages.js";
import type { Tool } from "../src/tools/tool.js";
import { type FakeToolCall, type ModelServer, startModelServer } from "./fakes/model-server.js";
import {
  assertValidHistory,
  COMBINATIONS,
  createProvider,
  echoTool,
  FORMATS,
  registry,
  run,
  throwsTool,
  wireToolResults,
} from "./loop-fixtures.js";

let server: ModelServer;
beforeEach(async () => {
  server = await startModelServer();
});
afterEach(async () => {
  await server.close();
});

function toolResults(messages: { role: string }[]): ToolResultMessage[] {
  return messages.filter((m): m is ToolResultMessage => m.role === "tool");
}

describe.each(COMBINATIONS)("a run through $format (stream: $stream)", ({ format, stream }) => {
  const id = (n: number) => (format === "anthropic" ? `toolu_${n}` : `call_${n}`);

  it("answers after two tool steps, sending back results and reasoning the way the API expects", async () => {
    server.push(
      {
        content: [
          { type: "thinking", thinking: "I should echo first.", signature: "sig-one" },
          { type: "text", text: "Echoing one." },
        ],
        toolCalls: [{ id: id(1), name: "echo", arguments: { text: "one" } }],
      },
      {
        content: [{ type: "thinking", thinking: "Two more at once.", signature: "sig-two" }],
        toolCalls: [
          { id: id(2), name: "echo", arguments: { text: "two" } },
          { id: id(3), name: "echo", arguments: { text: "three" } },
        ],
      },
      { text: "All three echoed." },
    );
    const provider = await createProvider(server, format, stream);

    const { result, events } = await run({ provider, maxSteps: 5 });

    expect(result).toMatchObject({ conclusion: "success", response: "All three echoed.", steps: 3 });
    expect(result.usage.inputTokens).toBe(30);
    expect(server.requests).toHaveLength(3);
    expect(events.filter((e) => e.type === "tool_finished")).toHaveLength(3);
    assertValidHistory(result.messages);

    const last = server.requests[2]?.body;
    if (format === "anthropic") {
      expect(last.messages).toMatchObject([
        { role: "user", content: [{ type: "text", text: "Do the thing." }] },
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "I should echo first.", signature: "sig-one" },
            { type: "text", text: "Echoing one." },
            { type: "tool_use", id: id(1), name: "echo", input: { text: "one" } },
          ],
        },
        { role: "user", content: [{ type: "tool_result", tool_use_id: id(1), content: "echo: one" }] },
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "Two more at once.", signature: "sig-two" },
            { type: "tool_use", id: id(2), name: "echo", input: { text: "two" } },
            { type: "tool_use", id: id(3), name: "echo", input: { text: "three" } },
          ],
        },
        {
          // Both results of the step in ONE user turn, as the Messages API requires.
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: id(2), content: "echo: two" },
            { type: "tool_result", tool_use_id: id(3), content: "echo: three" },
          ],
        },
      ]);
      expect(JSON.stringify(last.messages)).not.toContain('"is_error"');
    } else {
      expect(last.messages).toMatchObject([
        { role: "system", content: "You are a test agent." },
        { role: "user", content: "Do the thing." },
        {
          role: "assistant",
          content: "Echoing one.",
          reasoning_content: "I should echo first.",
          tool_calls: [
            { id: id(1), type: "function", function: { name: "echo", arguments: '{"text":"one"}' } },
          ],
        },
        { role: "tool", tool_call_id: id(1), content: "echo: one" },
        {
          role: "assistant",
          reasoning_content: "Two more at once.",
          tool_calls: [
            { id: id(2), function: { name: "echo", arguments: '{"text":"two"}' } },
            { id: id(3), function: { name: "echo", arguments: '{"text":"three"}' } },
          ],
        },
        { role: "tool", tool_call_id: id(2), content: "echo: two" },
        { role: "tool", tool_call_id: id(3), content: "echo: three" },
      ]);
    }
  });

  it("does not run a tool call from a response cut off by the output-token limit, and says so", async () => {
    const written: string[] = [];
    const writeNote: Tool = {
      name: "write_note",
      description: "Writes a note.",
      parameters: Type.Object({ text: Type.String() }),
      readOnly: false,
      execute: async ({ text }) => {
        written.push(text);
        return { content: "saved" };
      },
    };
    server.push(
      // Even arguments that parse are not trusted: the server said the answer was cut off.
      { toolCalls: [{ name: "write_note", arguments: { text: "the first half" } }], stop: "max_tokens" },
      { toolCalls: [{ name: "write_note", arguments: { text: "the whole note" } }] },
      { text: "Saved." },
    );
    const provider = await createProvider(server, format, stream);

    const { result, events } = await run({ provider, tools: registry(writeNote) });

    expect(result).toMatchObject({ conclusion: "success", response: "Saved.", steps: 3 });
    expect(written).toEqual(["the whole note"]);
    expect(events.filter((e) => e.type === "tool_started")).toHaveLength(1);
    expect(events.find((e) => e.type === "tool_finished")).toMatchObject({
      step: 1,
      isError: true,
      cancelled: false,
      content: expect.stringMatching(/cut off/),
    });
    const [told] = wireToolResults(server.requests[1]);
    expect(told?.content).toMatch(/cut off by the output-token limit/);
    expect(told?.content).toMatch(/not run/);
    if (format === "anthropic") expect(told?.isError).toBe(true);
    assertValidHistory(result.messages);
  });
});

describe.each(FORMATS)("a run through %s", (format) => {
  it("stops at max-steps without another model call", async () => {
    server.setDefaultTurn({ toolCalls: [{ name: "echo", arguments: { text: "again" } }] });
    const provider = await createProvider(server, format, false);

    const { result, events } = await run({ provider, maxSteps: 3 });

    expect(result.conclusion).toBe("max_steps");
    expect(result.steps).toBe(3);
    expect(result.response).toMatch(/Stopped after 3 steps \(the max-steps limit\) without a final answer/);
    expect(server.requests).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ type: "run_finished", conclusion: "max_steps", steps: 3 });
    assertValidHistory(result.messages);
  });

  it("runs on after a half-written tool call cut off by the output-token limit", async () => {
    const ran: unknown[] = [];
    const spy: Tool = {
      ...echoTool,
      execute: async (args) => {
        ran.push(args);
        return { content: "ok" };
      },
    };
    server.push(
      { toolCalls: [{ name: "echo", rawArguments: '{"text": "a very long tex' }], stop: "max_tokens" },
      { text: "Done." },
    );
    const provider = await createProvider(server, format, true);

    const { result } = await run({ provider, tools: registry(spy) });

    expect(result).toMatchObject({ conclusion: "success", response: "Done.", steps: 2 });
    expect(ran).toEqual([]);
    expect(wireToolResults(server.requests[1])[0]?.content).toMatch(/cut off/);
    assertValidHistory(result.messages);
  });

  it("asks for a shorter answer when a text answer is cut off by the output-token limit", async () => {
    server.push({ text: "The answer begins and then", stop: "max_tokens" }, { text: "Short answer." });
    const provider = await createProvider(server, format, false);

    const { result } = await run({ provider });

    expect(result).toMatchObject({ conclusion: "success", response: "Short answer.", steps: 2 });
    expect(JSON.stringify(server.requests[1]?.body.messages)).toMatch(/cut off by the output-token limit/);
  });

  const badCalls: { what: string; call: FakeToolCall; error: RegExp }[] = [
    {
      what: "an unknown tool",
      call: { name: "teleport", arguments: { to: "mars" } },
      error: /unknown tool "teleport"\. Available tools: echo, explode/,
    },
    {
      what: "arguments that are not JSON",
      call: { name: "echo", rawArguments: "{not json" },
      error: /invalid arguments for echo: arguments are not valid JSON/,
    },
    {
      what: "arguments that break the schema",
      call: { name: "echo", arguments: { text: ["not", "a", "string"] } },
      error: /invalid arguments for echo:\n- text: expected string, got \["not","a","string"\]/,
    },
    {
      what: "a tool that throws",
      call: { name: "explode", arguments: {} },
      error: /explode failed: the fuse was lit/,
    },
  ];

  it.each(badCalls)("shows the model an error result for $what and runs on to success", async (bad) => {
    server.push({ toolCalls: [bad.call] }, { text: "Recovered." });
    // Streaming, because only a stream can carry arguments that are not JSON to the Anthropic SDK.
    const provider = await createProvider(server, format, true);

    const { result, events } = await run({ provider, tools: registry(echoTool, throwsTool) });

    expect(result).toMatchObject({ conclusion: "success", response: "Recovered.", steps: 2 });
    const [seen] = wireToolResults(server.requests[1]);
    expect(seen?.content).toMatch(bad.error);
    if (format === "anthropic") expect(seen?.isError).toBe(true);
    expect(events.find((e) => e.type === "tool_finished")).toMatchObject({ isError: true, cancelled: false });
    assertValidHistory(result.messages);
  });
});

describe("tool calls of one step", () => {
  /** How long a call waits for another before it gives up: reached only when they do not overlap. */
  const GIVE_UP_MS = 2_000;

  /** What the calls of a step did, in the order they did it, and a way to wait for an entry. */
  class Timeline {
    readonly log: string[] = [];
    private readonly waiters: { entry: string; resolve: (reached: boolean) => void }[] = [];

    note(entry: string): void {
      this.log.push(entry);
      for (const waiter of this.waiters.filter((w) => w.entry === entry)) waiter.resolve(true);
    }

    /** True once `entry` is in the log; false when it is not there within `GIVE_UP_MS`. */
    reached(entry: string): Promise<boolean> {
      if (this.log.includes(entry)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), GIVE_UP_MS);
        this.waiters.push({
          entry,
          resolve: (reached) => {
            clearTimeout(timer);
            resolve(reached);
          },
        });
      });
    }
  }

  /**
   * A tool whose call `id` starts, waits until every call in `waitFor` has started (so it can
   * only finish if they run at the same time as it), then until `finishAfter` has finished.
   */
  function gatedTool(name: string, readOnly: boolean, timeline: Timeline): Tool {
    return {
      name,
      description: `Waits for other calls, then answers (read-only: ${readOnly}).`,
      parameters: Type.Object({
        id: Type.String(),
        waitFor: Type.Optional(Type.Array(Type.String())),
        finishAfter: Type.Optional(Type.String()),
      }),
      readOnly,
      execute: async ({ id, waitFor = [], finishAfter }) => {
        timeline.note(`start ${id}`);
        const awaited = [
          ...waitFor.map((other) => `start ${other}`),
          ...(finishAfter ? [`end ${finishAfter}`] : []),
        ];
        for (const entry of awaited) {
          if (!(await timeline.reached(entry))) {
            timeline.note(`end ${id}`);
            return { content: `${name} ${id} gave up waiting for "${entry}"` };
          }
        }
        timeline.note(`end ${id}`);
        return { content: `${name} ${id} done` };
      },
    };
  }

  it("run concurrently when read-only, with results kept in call order", async () => {
    const timeline = new Timeline();
    const ids = ["r0", "r1", "r2", "r3"];
    // Every call waits for all four to start, so one after another the first would never finish;
    // then each finishes only after the call behind it, so they finish last-asked first.
    server.push(
      {
        toolCalls: ids.map((id, i) => ({
          name: "look",
          arguments: { id, waitFor: ids, ...(ids[i + 1] ? { finishAfter: ids[i + 1] } : {}) },
        })),
      },
      { text: "Looked." },
    );
    const provider = await createProvider(server, "anthropic", false);

    const { result, events } = await run({ provider, tools: registry(gatedTool("look", true, timeline)) });

    expect(result.conclusion).toBe("success");
    expect(timeline.log.filter((entry) => entry.startsWith("end"))).toEqual([
      "end r3",
      "end r2",
      "end r1",
      "end r0",
    ]);
    const finished = events.filter((e): e is ToolFinishedEvent => e.type === "tool_finished");
    expect(finished.map((e) => e.call.arguments.id)).toEqual(["r3", "r2", "r1", "r0"]);
    // They finished last first, but the model reads them in the order it asked.
    expect(toolResults(result.messages).map((m) => m.content)).toEqual([
      "look r0 done",
      "look r1 done",
      "look r2 done",
      "look r3 done",
    ]);
    assertValidHistory(result.messages);
  });

  it("run one after another when not read-only, with read-only neighbours waiting their turn", async () => {
    const timeline = new Timeline();
    const calls = [
      // a and b can only finish together; b then waits for a, so their order is fixed too.
      { name: "look", arguments: { id: "a", waitFor: ["b"] } },
      { name: "look", arguments: { id: "b", waitFor: ["a"], finishAfter: "a" } },
      { name: "change", arguments: { id: "c" } },
      { name: "change", arguments: { id: "d" } },
      { name: "look", arguments: { id: "e" } },
    ];
    server.push({ toolCalls: calls }, { text: "Changed." });
    const provider = await createProvider(server, "openai", false);

    const { result } = await run({
      provider,
      tools: registry(gatedTool("look", true, timeline), gatedTool("change", false, timeline)),
    });

    expect(result.conclusion).toBe("success");
    expect(timeline.log).toEqual([
      "start a",
      "start b",
      "end a",
      "end b",
      "start c",
      "end c",
      "start d",
      "end d",
      "start e",
      "end e",
    ]);
    expect(toolResults(result.messages).map((m) => m.content)).toEqual([
      "look a done",
      "look b done",
      "change c done",
      "change d done",
      "look e done",
    ]);
  });
});

import { Type } from "@sinclair/typebox";
import { afterEach, beforeEach, expect, it } from "vitest";
import { EventBus } from "../src/agent/events.js";
import { LOG_LIMITS } from "../src/report/format.js";
import { JobLogPrinter, type LogSink } from "../src/report/job-log.js";
import type { Tool } from "../src/tools/tool.js";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";
import { createProvider, echoTool, registry, run } from "./loop-fixtures.js";

const SECRET = "ghs_secretTokenValue123";
const LONG_TEXT = "word ".repeat(200).trim();
const DUMP_LINES = 100;

/** Prints a long listing, with a secret in it that the log must not show. */
const dumpTool: Tool = {
  name: "dump",
  description: "Prints many lines.",
  parameters: Type.Object({}),
  readOnly: true,
  execute: async () => ({
    content: Array.from({ length: DUMP_LINES }, (_, i) => `line ${i + 1} ${SECRET}`).join("\n"),
  }),
};

/** What a runner's log would show: groups as `::group::`/`::endgroup::` lines, like `@actions/core`. */
function recordingSink(): { sink: LogSink; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    sink: {
      info: (text) => lines.push(...text.split("\n")),
      warning: (text) => lines.push(`::warning::${text}`),
      startGroup: (title) => lines.push(`::group::${title}`),
      endGroup: () => lines.push("::endgroup::"),
    },
  };
}

/** The lines of each group, by title; fails on a group opened inside another or never closed. */
function groups(lines: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let open: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith("::group::")) {
      expect(open, `"${line}" opened inside another group`).toBeUndefined();
      open = [];
      found.set(line.slice("::group::".length), open);
    } else if (line === "::endgroup::") {
      expect(open, "a group closed twice").toBeDefined();
      open = undefined;
    } else open?.push(line);
  }
  expect(open, "the last group was never closed").toBeUndefined();
  return found;
}

let server: ModelServer;
beforeEach(async () => {
  server = await startModelServer();
});
afterEach(async () => {
  await server.close();
});

it("prints one group per step with the model's text, shortened calls and bounded results", async () => {
  server.push(
    { text: "Let me echo a long text.", toolCalls: [{ name: "echo", arguments: { text: LONG_TEXT } }] },
    { status: 500 },
    { text: "Now the listing.", toolCalls: [{ name: "dump", arguments: {} }] },
    { text: "Finished: all good." },
  );
  const { sink, lines } = recordingSink();
  const bus = new EventBus([new JobLogPrinter(sink, (text) => text.replaceAll(SECRET, "***"))]);
  const provider = await createProvider(server, "openai", true);

  const { result } = await run({
    provider,
    maxSteps: 5,
    tools: registry(echoTool, dumpTool),
    onEvent: (event) => bus.emit(event),
  });
  await bus.close();

  expect(result.conclusion).toBe("success");
  const steps = groups(lines);
  expect([...steps.keys()]).toEqual(["Step 1/5", "Step 2/5", "Step 3/5"]);
  const [first, second, third] = [...steps.values()] as [string[], string[], string[]];

  expect(first).toContain("Let me echo a long text.");
  const call = first.find((line) => line.startsWith("→ echo text=word word"));
  expect(call).toBeDefined();
  expect(call?.length).toBeLessThanOrEqual(2 + LOG_LIMITS.argumentChars);
  expect(call?.endsWith("…")).toBe(true);
  expect(first.some((line) => /^← echo ok in \d+ ms$/.test(line))).toBe(true);

  expect(second).toContain("Now the listing.");
  expect(second.some((line) => /^::warning::Model request failed \(.*500.*\); retry 1 in/.test(line))).toBe(
    true,
  );
  expect(second).toContain("→ dump");
  expect(second).toContain("line 1 ***");
  expect(second).toContain(`line ${LOG_LIMITS.resultLines} ***`);
  expect(second).not.toContain(`line ${LOG_LIMITS.resultLines + 1} ***`);
  expect(second.some((line) => line.startsWith(`… (${DUMP_LINES - LOG_LIMITS.resultLines} more lines`))).toBe(
    true,
  );

  expect(third).toContain("Finished: all good.");
  expect(lines.join("\n")).not.toContain(SECRET);
  // The conclusion comes after the last group, outside any step.
  const conclusion = lines.findIndex((line) => line.startsWith("Conclusion: success after 3 step(s)"));
  expect(conclusion).toBeGreaterThan(lines.lastIndexOf("::endgroup::"));
});

it("closes the open step group and says what stopped a run that did not succeed", async () => {
  server.setDefaultTurn({ toolCalls: [{ name: "echo", arguments: { text: "again" } }] });
  const { sink, lines } = recordingSink();
  const bus = new EventBus([new JobLogPrinter(sink)]);

  await run({
    provider: await createProvider(server, "anthropic", false),
    maxSteps: 2,
    onEvent: (event) => bus.emit(event),
  });

  expect([...groups(lines).keys()]).toEqual(["Step 1/2", "Step 2/2"]);
  const tail = lines.slice(lines.lastIndexOf("::endgroup::") + 1);
  expect(tail[0]).toMatch(/^Conclusion: max_steps after 2 step\(s\)/);
  expect(tail[1]).toMatch(/max-steps limit/);
});

it("shows the head of a long task, saying how much more the trajectory file holds, with its secrets hidden", async () => {
  server.push({ text: "Read it all." });
  const lines = Array.from({ length: 5_000 }, (_, i) => `log line ${i + 1} ${SECRET}`);
  const task = `Find the failure in this log:\n${lines.join("\n")}`;
  const { sink, lines: logged } = recordingSink();
  const bus = new EventBus([new JobLogPrinter(sink, (text) => text.replaceAll(SECRET, "***"))]);

  await run({
    provider: await createProvider(server, "anthropic", false),
    task,
    onEvent: (event) => bus.emit(event),
  });
  await bus.close();

  const shown = logged.slice(
    0,
    logged.findIndex((line) => line.startsWith("::group::")),
  );
  expect(shown).toContain("Task: Find the failure in this log:");
  expect(shown).toContain("log line 1 ***");
  expect(shown).not.toContain(`log line ${LOG_LIMITS.taskLines} ***`);
  expect(shown.join("\n").length).toBeLessThan(LOG_LIMITS.taskChars + 200);
  expect(shown.at(-1)).toMatch(/^… \(\d+ more lines, \d+ more characters in the trajectory file\)$/);
  expect(logged.join("\n")).not.toContain(SECRET);
});

it("prints one line per GitHub operation and the structured output when the run is published", () => {
  const { sink, lines } = recordingSink();
  const printer = new JobLogPrinter(sink, (text) => text.replaceAll(SECRET, "***"));
  printer.onEvent({
    type: "published",
    time: 0,
    conclusion: "error",
    response: "Labelled it.",
    published: "none",
    notices: [],
    error: "1 GitHub operation could not be applied.",
    operations: [
      {
        type: "add-labels",
        target: 12,
        status: "applied",
        url: "https://github.com/o/r/issues/12",
        summary: "bug, triage",
      },
      { type: "add-comment", target: 3, status: "refused", reason: "only #12\nmay be commented on" },
      { type: "close-issue", target: 12, status: "refused", reason: "GitHub refused it: 403 Forbidden" },
    ],
    structuredOutput: JSON.stringify({ verdict: "bug", token: SECRET, notes: "n".repeat(5_000) }),
  });
  expect(lines).toContain(
    "Operation add-labels on #12: applied (https://github.com/o/r/issues/12); asked: bug, triage",
  );
  expect(lines).toContain("Operation add-comment on #3: refused: only #12 may be commented on");
  expect(lines).toContain("Operation close-issue on #12: refused: GitHub refused it: 403 Forbidden");
  const structured = lines.find((line) => line.startsWith("Structured output: "));
  expect(structured).toMatch(
    /^Structured output: \{"verdict":"bug","token":"\*\*\*","notes":"n+… \(\d+ more characters in the structured-output output\)$/,
  );
  expect(structured?.length).toBeLessThan(LOG_LIMITS.resultChars + 100);
  expect(lines.join("\n")).not.toContain(SECRET);
});

it("names the folder a handoff was written to, for the publish job", () => {
  const { sink, lines } = recordingSink();
  const printer = new JobLogPrinter(sink, (text) => text);
  printer.onEvent({
    type: "published",
    time: 0,
    conclusion: "success",
    response: "Done.",
    published: "none",
    notices: [],
    handoffDir: "/home/runner/work/_temp/repo-agent-handoff",
  });
  expect(lines).toContain("Handed off to the publish job: /home/runner/work/_temp/repo-agent-handoff");
});

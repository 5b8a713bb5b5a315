import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { EventBus, type TimedEvent } from "../src/agent/events.js";
import { JobLogPrinter, type LogSink } from "../src/report/job-log.js";
import { TRAJECTORY_FORMAT, TrajectoryWriter } from "../src/report/trajectory.js";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";
import { createProvider, echoTool, registry, run } from "./loop-fixtures.js";

const SECRET = "sk-test-5ecret-value";

let server: ModelServer;
let dir: string;
beforeEach(async () => {
  server = await startModelServer();
  dir = mkdtempSync(join(tmpdir(), "trajectory-"));
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function readLines(path: string): string[] {
  return readFileSync(path, "utf8").split("\n").slice(0, -1);
}

/** The line a writer writes for `event`: its first line also says the format. */
function lineFor(event: TimedEvent, first: boolean, redact: (text: string) => string = (t) => t): string {
  return redact(JSON.stringify(first ? { format: TRAJECTORY_FORMAT, ...event } : event));
}

/** A three-step run with a retry and a tool error, so most event types appear. */
function scriptRun(): void {
  server.push(
    { text: "Looking.", toolCalls: [{ name: "echo", arguments: { text: `token ${SECRET}` } }] },
    { status: 529 },
    { toolCalls: [{ name: "no_such_tool", arguments: {} }] },
    { text: "Done." },
  );
}

it("holds every event of a run as JSON lines, in order, each written before the job log prints it", async () => {
  scriptRun();
  const path = join(dir, "logs", "trajectory.jsonl");
  const redact = (text: string) => text.replaceAll(SECRET, "***");
  const seen: TimedEvent[] = [];
  const problems: string[] = [];
  let current: TimedEvent | undefined;
  /** Every print must find the event it prints already on the file's last line. */
  const checkFile = (what: string) => {
    const lines = readLines(path);
    if (!current || lines.at(-1) !== lineFor(current, lines.length === 1, redact))
      problems.push(`${what} printed before its line was written`);
  };
  const sink: LogSink = {
    info: () => checkFile("info"),
    warning: () => checkFile("warning"),
    startGroup: () => checkFile("group"),
    endGroup: () => checkFile("end of group"),
  };
  const bus = new EventBus([
    // Notes which event is being delivered, before anything else sees it.
    {
      onEvent: (event) => {
        current = event;
        seen.push(event);
      },
    },
    new TrajectoryWriter(path, redact),
    {
      onEvent: (event) => {
        const lines = readLines(path);
        if (lines.at(-1) !== lineFor(event, lines.length === 1, redact))
          problems.push(`${event.type} is not in the file yet`);
      },
    },
    new JobLogPrinter(sink, redact),
  ]);
  const provider = await createProvider(server, "anthropic", true);

  const { result } = await run({ provider, tools: registry(echoTool), ...busEmit(bus) });
  await bus.close();

  expect(result.conclusion).toBe("success");
  expect(problems).toEqual([]);
  const lines = readLines(path);
  expect(lines).toEqual(seen.map((event, i) => lineFor(event, i === 0, redact)));
  const events = lines.map((line) => JSON.parse(line) as TimedEvent);
  expect(events[0]).toMatchObject({ format: TRAJECTORY_FORMAT, type: "run_started" });
  expect(events.map((e) => e.type)).toEqual([
    "run_started",
    "step_started",
    "model_response",
    "tool_started",
    "tool_finished",
    "step_started",
    "retry",
    "model_response",
    "tool_started",
    "tool_finished",
    "step_started",
    "model_response",
    "run_finished",
  ]);
  const steps = events.flatMap((e) => ("step" in e ? [e.step] : []));
  expect(steps).toEqual([...steps].sort((a, b) => a - b));
  expect(events.filter((e) => e.type === "step_started").map((e) => e.step)).toEqual([1, 2, 3]);
  const times = events.map((e) => e.time);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(readFileSync(path, "utf8")).not.toContain(SECRET);
  expect(events.at(-1)).toMatchObject({ type: "run_finished", conclusion: "success", response: "Done." });
});

it("appends to an existing file, so a second run's events follow the first's, its first line saying the format again", async () => {
  const path = join(dir, "trajectory.jsonl");
  for (const answer of ["First.", "Second."]) {
    server.push({ text: answer });
    const bus = new EventBus([new TrajectoryWriter(path)]);
    await run({ provider: await createProvider(server, "openai", false), ...busEmit(bus) });
    await bus.close();
  }

  const events = readLines(path).map((line) => JSON.parse(line) as TimedEvent);
  const finished = events.filter((e) => e.type === "run_finished");
  expect(finished.map((e) => e.response)).toEqual(["First.", "Second."]);
  expect(events[0]?.type).toBe("run_started");
  expect(events.at(-1)?.type).toBe("run_finished");
  const withFormat = events.filter((e) => "format" in e);
  expect(withFormat.map((e) => [e.type, (e as { format?: number }).format])).toEqual([
    ["run_started", TRAJECTORY_FORMAT],
    ["run_started", TRAJECTORY_FORMAT],
  ]);
});

it("ends with the published event whole: its operations, structured output and proposal, secrets hidden", async () => {
  const path = join(dir, "trajectory.jsonl");
  const bus = new EventBus([new TrajectoryWriter(path, (text) => text.replaceAll(SECRET, "***"))]);
  const published = {
    type: "published" as const,
    conclusion: "success" as const,
    response: "Proposed.",
    published: "patch" as const,
    notices: [],
    operations: [
      { type: "add-labels", target: 12, status: "proposed" as const, summary: "bug" },
      { type: "add-comment", target: 3, status: "refused" as const, reason: `no, ${SECRET}` },
    ],
    structuredOutput: '{"verdict":"bug"}',
    proposal: { branch: "agent/proposal-99", sha: "abc1234", as: "pull-request" as const, title: "Fix it" },
  };
  bus.emit(published);
  await bus.close();

  const [line] = readLines(path).map((text) => JSON.parse(text) as TimedEvent);
  expect(line).toMatchObject({
    ...published,
    operations: [published.operations[0], { ...published.operations[1], reason: "no, ***" }],
  });
  expect(readFileSync(path, "utf8")).not.toContain(SECRET);
});

/** Runs the loop's events through the bus, as the action does. */
function busEmit(bus: EventBus) {
  return { onEvent: (event: Parameters<EventBus["emit"]>[0]) => bus.emit(event) };
}

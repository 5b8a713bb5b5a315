import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { EventBus, type TimedEvent, type ToolFinishedEvent } from "../src/agent/events.js";
import { runSession } from "../src/agent/session.js";
import { JobLogPrinter, type LogSink } from "../src/report/job-log.js";
import { TrajectoryWriter } from "../src/report/trajectory.js";
import { createCodingTools } from "../src/tools/index.js";
import type { ModelServer } from "./fakes/model-server.js";
import { sessionRunIn, sessionScratch, sessionSettings } from "./fixtures/session.js";

/**
 * How long the tools take to become ready in these tests: long enough that a read taking a few
 * milliseconds and a wait of this length cannot be mistaken for one another.
 */
const PREPARATION_MS = 1_000;

let server: ModelServer;
let dir: string;
let workspace: string;
beforeEach(async (context) => {
  ({ server, dir, workspace } = await sessionScratch(context, "event-times-"));
  await writeFile(join(workspace, "notes.txt"), "a short note\n");
  server.push({ toolCalls: [{ name: "read_file", arguments: { path: "notes.txt" } }] }, { text: "Read it." });
});

/** The job log's lines as a runner would show them. */
function logLines(): { sink: LogSink; lines: string[] } {
  const lines: string[] = [];
  const push = (text: string) => lines.push(...text.split("\n"));
  return { lines, sink: { info: push, warning: push, startGroup: push, endGroup: () => {} } };
}

/**
 * A session as the action runs one: its tools start once the first request is out, and are ready
 * `PREPARATION_MS` later, as a sandbox is. Returns the trajectory's records, the job log's lines
 * and when the tools became ready.
 */
async function sessionWhileToolsPrepare() {
  const trajectory = join(dir, "trajectory.jsonl");
  const log = logLines();
  const bus = new EventBus([new TrajectoryWriter(trajectory), new JobLogPrinter(log.sink)]);
  let readyAt = 0;
  const { commandEnv: _here, ...run } = sessionRunIn(workspace, "Read notes.txt.");
  try {
    const result = await runSession({
      ...run,
      settings: sessionSettings(server, { apiKey: "sk-event-times-test" }),
      bus,
      tools: async () => {
        await new Promise((resolve) => setTimeout(resolve, PREPARATION_MS));
        readyAt = Date.now();
        const coding = createCodingTools({ root: workspace, env: { PATH: process.env.PATH } });
        return { ok: true, value: { coding, settings: { sandbox: "user" } } };
      },
    });
    expect(result.conclusion).toBe("success");
  } finally {
    await bus.close();
  }
  const text = await readFile(trajectory, "utf8");
  const records = text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TimedEvent);
  return { records, lines: log.lines, readyAt };
}

function recordOf<T extends TimedEvent["type"]>(records: TimedEvent[], type: T) {
  const found = records.find((record) => record.type === type);
  if (!found) throw new Error(`the trajectory has no ${type} record`);
  return found as Extract<TimedEvent, { type: T }>;
}

describe("the times of a run whose tools are still being prepared", () => {
  it("stamps each event when it happened, not when the tools became ready", async () => {
    const { records, readyAt } = await sessionWhileToolsPrepare();

    const firstRequest = server.requests[0]?.receivedAt ?? 0;
    expect(recordOf(records, "run_started").time).toBeLessThanOrEqual(firstRequest);
    expect(recordOf(records, "model_response").time).toBeLessThan(readyAt);
    expect(recordOf(records, "tool_started").time).toBeLessThan(readyAt);
    expect(recordOf(records, "tool_finished").time).toBeGreaterThanOrEqual(readyAt);
    const times = records.map((record) => record.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("reports a call's wait for its tools apart from the short time it ran, in the trajectory and the job log", async () => {
    const { records, lines } = await sessionWhileToolsPrepare();

    const finished: ToolFinishedEvent = recordOf(records, "tool_finished");
    expect(finished.isError).toBe(false);
    expect(finished.durationMs).toBeLessThan(500);
    expect(finished.waitedMs).toBeGreaterThanOrEqual(PREPARATION_MS - 200);
    expect(lines).toContainEqual(
      expect.stringMatching(/^← read_file ok in \d+ ms \(waited (\d{3} ms|1\.\d s) for the sandbox\)$/),
    );
  });
});

describe("the times of a run whose tools run in this process", () => {
  it("says nothing of a wait: its calls never wait for their tools", async () => {
    const log = logLines();
    const events: TimedEvent[] = [];
    const bus = new EventBus([new JobLogPrinter(log.sink), { onEvent: (event) => events.push(event) }]);

    await runSession({
      ...sessionRunIn(workspace, "Read notes.txt."),
      settings: sessionSettings(server, { apiKey: "sk-event-times-test" }),
      bus,
    });
    await bus.close();

    const finished = events.find((event) => event.type === "tool_finished");
    expect(finished).toMatchObject({ isError: false });
    expect(finished).not.toHaveProperty("waitedMs");
    expect(log.lines).toContainEqual(expect.stringMatching(/^← read_file ok in \d+ ms$/));
  });
});

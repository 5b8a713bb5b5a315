import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { UNSEEN_REQUEST_MS } from "../src/agent/deferred-tools.js";
import { EventBus } from "../src/agent/events.js";
import {
  type PreparedTools,
  runSession,
  type SessionSettings,
  toolResultTokens,
} from "../src/agent/session.js";
import { countTextTokens } from "../src/agent/tokens.js";
import { TRAJECTORY_FORMAT, TrajectoryWriter } from "../src/report/trajectory.js";
import { createCodingTools } from "../src/tools/index.js";
import { BYTES_PER_TOKEN } from "../src/tools/truncate.js";
import type { ModelServer } from "./fakes/model-server.js";
import { sessionRunIn, sessionScratch, sessionSettings } from "./fixtures/session.js";
import { NO_WAIT, wireToolResults } from "./loop-fixtures.js";

const API_KEY = "sk-session-test-4f9c2a7e1b";

let server: ModelServer;
let dir: string;
let workspace: string;
beforeEach(async (context) => {
  ({ server, dir, workspace } = await sessionScratch(context, "session-"));
});

function settings(overrides: Partial<SessionSettings> = {}): SessionSettings {
  return sessionSettings(server, { apiKey: API_KEY, ...overrides });
}

/** A session in `workspace` as the action starts one, its events written to `trajectory`. */
async function session(options: {
  settings: SessionSettings;
  trajectory?: string;
  runSettings?: Record<string, string | number | boolean>;
}) {
  const bus = new EventBus(options.trajectory ? [new TrajectoryWriter(options.trajectory)] : []);
  try {
    return await runSession({
      ...sessionRunIn(workspace, "Read big.txt and say what it holds."),
      settings: options.settings,
      bus,
      ...(options.runSettings ? { runSettings: options.runSettings } : {}),
    });
  } finally {
    await bus.close();
  }
}

/** About 30 KB numbered: under read_file's own page limits, far over a small limit's share. */
async function writeBigFile(): Promise<string> {
  const lines = Array.from({ length: 1_000 }, (_, i) => `line ${i}: a quick brown fox`);
  const text = `${lines.join("\n")}\n`;
  await writeFile(join(workspace, "big.txt"), text);
  return text;
}

/** The read_file result as the second request carried it to the model. */
function readResultSent(): string {
  const [result] = wireToolResults(server.requests[1]);
  if (!result) throw new Error("the second request carried no tool result");
  return result.content;
}

describe("a session's cap on one tool result", () => {
  beforeEach(() => {
    server.push({ toolCalls: [{ name: "read_file", arguments: { path: "big.txt" } }] }, { text: "Lines." });
  });

  it("cuts a big read_file result to a quarter of a small token limit before the model sees it", async () => {
    await writeBigFile();

    const result = await session({ settings: settings({ tokenLimit: 8_000 }) });

    expect(result.conclusion).toBe("success");
    const sent = readResultSent();
    expect(sent).toMatch(/\[\.\.\. [^\]]* omitted \.\.\.\]/);
    expect(sent).toContain("line 0: ");
    expect(sent).toContain("line 999: ");
    // 2,000 tokens at the cap's estimate, plus the marker line: well inside the 8,000 limit.
    expect(Buffer.byteLength(sent)).toBeLessThanOrEqual(2_000 * BYTES_PER_TOKEN + 100);
    expect(countTextTokens(sent)).toBeLessThan(8_000 / 2);
  });

  it("leaves the same result whole under the default token limit", async () => {
    const text = await writeBigFile();

    await session({ settings: settings() });

    const sent = readResultSent();
    expect(sent).not.toContain("omitted");
    for (const line of ["line 0: ", "line 500: ", "line 999: "]) expect(sent).toContain(line);
    expect(sent.length).toBeGreaterThanOrEqual(text.length);
  });

  it("is a quarter of the token limit, never above the tools' default nor below a floor", () => {
    expect(toolResultTokens(8_000)).toBe(2_000);
    expect(toolResultTokens(80_000)).toBe(16_000);
    expect(toolResultTokens(1_000_000)).toBe(16_000);
    expect(toolResultTokens(1_000)).toBe(500);
  });
});

describe("a session's trajectory", () => {
  it("starts with its format and the run's settings by input name, and never holds the api key", async () => {
    server.push({ text: "Nothing to do." });
    const path = join(dir, "trajectory.jsonl");

    const result = await session({
      settings: settings({ tokenLimit: 8_000, stream: false }),
      trajectory: path,
      runSettings: { "timeout-minutes": 30, mode: "auto", sandbox: "user" },
    });

    expect(result.conclusion).toBe("success");
    const text = await readFile(path, "utf8");
    const [first, ...rest] = text
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(first).toMatchObject({ format: TRAJECTORY_FORMAT, type: "run_started" });
    expect(first.settings).toEqual({
      provider: "anthropic",
      model: "claude-test",
      "max-steps": 5,
      "token-limit": 8_000,
      "max-output-tokens": 1024,
      stream: false,
      "timeout-minutes": 30,
      mode: "auto",
      sandbox: "user",
    });
    // Only the first line says the format: the others are the events as they are.
    for (const line of rest) expect(line).not.toHaveProperty("format");
    // Written without a redactor: the key is absent because nothing ever puts it there.
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(server.anthropicBaseUrl);
  });
});

/** A gate a test opens when it wants: `open()` resolves `opened`. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A session whose tools start elsewhere, as the action's do in the sandbox: `start` is what the
 * action's side does once the first request is out. Its events are written to `trajectory`.
 */
async function sessionWithTools(options: {
  start: () => Promise<PreparedTools>;
  settings?: SessionSettings;
  trajectory?: string;
  signal?: AbortSignal;
  runSettings?: Record<string, string | number | boolean>;
}) {
  const bus = new EventBus(options.trajectory ? [new TrajectoryWriter(options.trajectory)] : []);
  try {
    return await runSession({
      settings: options.settings ?? settings(),
      workspace,
      prompt: "Do the task.",
      bus,
      signal: options.signal ?? new AbortController().signal,
      tools: options.start,
      timing: { retry: NO_WAIT, requestTimeoutMs: 5_000 },
      ...(options.runSettings ? { runSettings: options.runSettings } : {}),
    });
  } finally {
    await bus.close();
  }
}

async function records(path: string): Promise<{ type: string; settings?: Record<string, unknown> }[]> {
  const text = await readFile(path, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe("a session whose tools start while the first request is out", () => {
  it("shows the model the same tools at once, and runs a call it makes at once only in the tools once they are ready", async () => {
    const ready = gate();
    let readyAt = 0;
    server.push(
      () => {
        // The tools become ready only after the first request has arrived.
        setTimeout(ready.open, 300);
        return { toolCalls: [{ name: "bash", arguments: { command: 'echo "ran with $PREPARED_MARK"' } }] };
      },
      { text: "Done." },
      { text: "Done here too." },
    );

    const result = await sessionWithTools({
      start: async () => {
        await ready.opened;
        readyAt = Date.now();
        return {
          ok: true,
          value: {
            coding: createCodingTools({
              root: workspace,
              env: { PATH: process.env.PATH, PREPARED_MARK: "m-42" },
            }),
          },
        };
      },
    });

    expect(result.conclusion).toBe("success");
    expect(server.requests[0]?.receivedAt).toBeLessThan(readyAt);
    const [output] = wireToolResults(server.requests[1]);
    expect(output?.content).toContain("ran with m-42");
    // A run with its tools in this process offers exactly the same tools.
    await session({ settings: settings() });
    expect(server.requests[0]?.body.tools).toEqual(server.requests[2]?.body.tools);
  });

  it.each([
    { provider: "anthropic", stream: false },
    { provider: "anthropic", stream: true },
    { provider: "openai", stream: true },
  ])(
    "starts the tools as soon as the first request is out, not after its answer ($provider, stream $stream)",
    async ({ provider, stream }) => {
      let startedAt = 0;
      server.push({ text: "Done.", delayMs: 1_200 });

      await sessionWithTools({
        settings: settings({
          provider,
          stream,
          baseUrl: provider === "openai" ? server.openaiBaseUrl : server.anthropicBaseUrl,
        }),
        start: async () => {
          startedAt = Date.now();
          return { ok: true, value: { coding: createCodingTools({ root: workspace, env: {} }) } };
        },
      });

      const sent = server.requests[0]?.receivedAt ?? 0;
      expect(startedAt).toBeGreaterThan(0);
      // Seen on the way out (Node's fetch reports the body written), not by the fallback timer.
      expect(Math.abs(startedAt - sent)).toBeLessThan(UNSEEN_REQUEST_MS / 2);
    },
  );

  it("records how the tools ran, and waits for tools still starting when the model answers without a call", async () => {
    const ready = gate();
    let disposed = false;
    const markDisposed = () => {
      disposed = true;
    };
    server.push({ text: "Nothing to do." });
    const path = join(dir, "trajectory.jsonl");

    const started = Date.now();
    setTimeout(ready.open, 400);
    const result = await sessionWithTools({
      trajectory: path,
      runSettings: { mode: "auto", sandbox: "auto", event: "workflow_dispatch" },
      start: async () => {
        await ready.opened;
        const coding = createCodingTools({ root: workspace, env: {} });
        return {
          ok: true,
          value: {
            coding: { ...coding, dispose: async () => markDisposed() },
            settings: { sandbox: "user" },
          },
        };
      },
    });

    expect(result.conclusion).toBe("success");
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(disposed).toBe(true);
    const lines = await records(path);
    expect(lines.map((line) => line.type)).toEqual([
      "run_started",
      "step_started",
      "model_response",
      "run_finished",
    ]);
    // The value the tools brought, where the caller put the key.
    expect(Object.entries(lines[0]?.settings ?? {}).slice(-3)).toEqual([
      ["mode", "auto"],
      ["sandbox", "user"],
      ["event", "workflow_dispatch"],
    ]);
  });

  it("runs nothing, stops the model request and throws when the tools cannot start, leaving no record of the loop", async () => {
    server.push({ hang: true });
    const path = join(dir, "trajectory.jsonl");

    const started = Date.now();
    await expect(
      sessionWithTools({
        trajectory: path,
        start: async () => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          return { ok: false, error: "sandbox: setpriv (util-linux) is not installed" };
        },
      }),
    ).rejects.toThrow("sandbox: setpriv (util-linux) is not installed");

    expect(Date.now() - started).toBeLessThan(3_000);
    await server.requests[0]?.closed;
    expect(server.requests[0]?.clientAborted).toBe(true);
    expect(await records(path)).toEqual([]);
  });

  it("never runs a call the model made at once when the tools then fail, and asks the model nothing more", async () => {
    server.push({ toolCalls: [{ name: "write_file", arguments: { path: "made.txt", content: "x" } }] });

    await expect(
      sessionWithTools({
        start: async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { ok: false, error: "sandbox: the workspace could not be shared" };
        },
      }),
    ).rejects.toThrow("sandbox: the workspace could not be shared");

    expect(server.requests).toHaveLength(1);
    await expect(readFile(join(workspace, "made.txt"), "utf8")).rejects.toThrow();
  });

  it("answers a call still waiting for the tools when the run is cancelled, and still disposes them once started", async () => {
    const cancel = new AbortController();
    let disposed = false;
    const markDisposed = () => {
      disposed = true;
    };
    server.push(() => {
      setTimeout(() => cancel.abort("cancelled"), 200);
      return { toolCalls: [{ name: "read_file", arguments: { path: "big.txt" } }] };
    });

    const result = await sessionWithTools({
      signal: cancel.signal,
      start: async () => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        const coding = createCodingTools({ root: workspace, env: {} });
        return { ok: true, value: { coding: { ...coding, dispose: async () => markDisposed() } } };
      },
    });

    expect(result.conclusion).toBe("cancelled");
    expect(result.messages.at(-1)).toMatchObject({ role: "tool", isError: true });
    expect(JSON.stringify(result.messages.at(-1))).toContain("Not run");
    expect(disposed).toBe(true);
    expect(server.requests).toHaveLength(1);
  });
});

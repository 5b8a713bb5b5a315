import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EventBus } from "../src/agent/events.js";
import { runSession, type SessionSettings, toolResultTokens } from "../src/agent/session.js";
import { countTextTokens } from "../src/agent/tokens.js";
import { TRAJECTORY_FORMAT, TrajectoryWriter } from "../src/report/trajectory.js";
import { BYTES_PER_TOKEN } from "../src/tools/truncate.js";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";
import { NO_WAIT, wireToolResults } from "./loop-fixtures.js";

const API_KEY = "sk-session-test-4f9c2a7e1b";

let server: ModelServer;
let dir: string;
let workspace: string;
beforeEach(async () => {
  server = await startModelServer();
  dir = await mkdtemp(join(tmpdir(), "session-"));
  workspace = join(dir, "workspace");
  await mkdir(workspace);
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function settings(overrides: Partial<SessionSettings> = {}): SessionSettings {
  return {
    provider: "anthropic",
    model: "claude-test",
    apiKey: API_KEY,
    baseUrl: server.anthropicBaseUrl,
    maxOutputTokens: 1024,
    stream: false,
    maxSteps: 5,
    tokenLimit: 80_000,
    ...overrides,
  };
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
      settings: options.settings,
      workspace,
      prompt: "Read big.txt and say what it holds.",
      bus,
      signal: new AbortController().signal,
      commandEnv: { PATH: process.env.PATH },
      timing: { retry: NO_WAIT, requestTimeoutMs: 5_000 },
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

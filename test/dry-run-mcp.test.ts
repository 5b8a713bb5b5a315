import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FakeAnswer, RecordedRequest, WireJson } from "./fakes/model-server.js";
import {
  fakeModelEnv,
  modelAndScratchForFile,
  type Result,
  runCommandLine,
  webhookExample,
} from "./fixtures/command-line.js";
import { committedRepo } from "./fixtures/small-repo.js";
import { bundleStdioFixture } from "./mcp/bundle.js";

/**
 * `repo-agent --mcp-config FILE` as a user runs it, through the bundle: a plain run and a dry run
 * of an event both start the file's servers, the job log shows each one starting and every call
 * of its tools, and a bad file is refused before any model call, naming the flag and the server.
 */

const API_KEY = "test-key-dry-run-mcp-0123456789";
const RUN_TIMEOUT_MS = 120_000;

/** The tools the request offered (Anthropic's wire). */
function offered(request: RecordedRequest): string[] {
  return ((request.body?.tools ?? []) as WireJson[]).map((tool) => String(tool.name));
}

/**
 * Waits (a short command at a time) until the server's echo is offered, calls it once, and
 * answers with what it said.
 */
function echoTurn(request: RecordedRequest): FakeAnswer {
  const text = JSON.stringify(request.body?.messages ?? []);
  if (text.includes("echoed through MCP")) return { text: "The server echoed my words." };
  if (!offered(request).includes("mcp__fixture__echo"))
    return { toolCalls: [{ name: "bash", arguments: { command: "sleep 0.2" } }] };
  return { toolCalls: [{ name: "mcp__fixture__echo", arguments: { text: "echoed through MCP" } }] };
}

const { model: server, scratch } = await modelAndScratchForFile("dry-run-mcp", { defaultTurn: echoTurn });
const repo = await committedRepo(join(scratch, "repo"), { "README.md": "# Hello\n" });
const fixture = await bundleStdioFixture();

const config = join(scratch, "mcp.json");
writeFileSync(
  config,
  JSON.stringify({ mcpServers: { fixture: { command: process.execPath, args: [fixture] } } }),
);

function repoAgent(args: string[]): Promise<Result> {
  return runCommandLine(args, { cwd: repo, env: fakeModelEnv(server, API_KEY, scratch) });
}

describe("repo-agent --mcp-config", () => {
  it("gives a plain run the server's tools, and shows the server start and each call", {
    timeout: RUN_TIMEOUT_MS,
  }, async () => {
    const result = await repoAgent(["--mcp-config", config, "--max-steps", "40", "ask the echo server"]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /MCP server "fixture" \(stdio\) started in [^\n]*: \d+ tool\(s\): [^\n]*mcp__fixture__echo/,
    );
    expect(result.stdout).toContain("→ mcp__fixture__echo");
    expect(result.stdout).toContain("The server echoed my words.");
  });

  it("gives a dry run of an event the server's tools, shown in its log", {
    timeout: RUN_TIMEOUT_MS,
  }, async () => {
    const payload = webhookExample<{ comment: { body: string } }>("issue_comment", "created");
    payload.comment.body = "/agent ask the echo server";
    const eventPath = join(scratch, "comment.json");
    writeFileSync(eventPath, JSON.stringify(payload));
    const result = await repoAgent(["--event", eventPath, "--dry-run", "--mcp-config", config]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/MCP server "fixture" \(stdio\) started/);
    expect(result.stdout).toContain("→ mcp__fixture__echo");
    expect(result.stdout).toContain("Conclusion: success");
  });

  it("refuses a file with an unknown field, naming the flag and the server, before any model call", async () => {
    const bad = join(scratch, "bad.json");
    writeFileSync(
      bad,
      JSON.stringify({ mcpServers: { docs: { url: "https://docs.example/mcp", cwd: "/" } } }),
    );
    const before = server.requests.length;
    const result = await repoAgent(["--mcp-config", bad, "a task"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--mcp-config: server "docs": unknown field "cwd"/);
    expect(server.requests.length).toBe(before);
  });

  it("refuses a file it cannot read, naming it", async () => {
    const result = await repoAgent(["--mcp-config", join(scratch, "missing.json"), "a task"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--mcp-config ${join(scratch, "missing.json")}`);
  });
});

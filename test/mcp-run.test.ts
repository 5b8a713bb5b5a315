import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RunServers } from "../src/action/mcp-servers.js";
import type { LateTools } from "../src/agent/deferred-tools.js";
import type { AgentEvent, McpServerEvent } from "../src/agent/events.js";
import { EventBus } from "../src/agent/events.js";
import { runSession } from "../src/agent/session.js";
import { TrajectoryWriter } from "../src/report/trajectory.js";
import { createRedactor } from "../src/text/redact.js";
import { parseMcpServers } from "../src/tools/mcp/config.js";
import { type RecordedRequest, type WireJson, wireImages, wireToolResults } from "./fakes/model-server.js";
import { sessionRunIn, sessionScratch, sessionSettings } from "./fixtures/session.js";
import { bundleStdioFixture } from "./mcp/bundle.js";
import { type HttpFixture, startHttpMcpServer } from "./mcp/http-server.js";

/**
 * MCP servers in a whole session, as a scripted model uses them through either provider: the
 * first request goes out with the agent's own tools, each server's tools join once it is listed
 * (narrowed by `allowed-tools`), calls reach a stdio server and a streamable HTTP one, an image a
 * server returns reaches the model, a server that fails is reported and the run goes on, and the
 * remote server's header never reaches the model or the trajectory.
 */

const HEADER_SECRET = "docs-key-7f3a9c2e5b8d1046";
const API_KEY = "sk-mcp-run-test-2b7e4f9a";

let fixture: string | undefined;

/** The names of the tools a request offered, in either wire format. */
function offered(request: RecordedRequest | undefined): string[] {
  const tools: WireJson[] = request?.body?.tools ?? [];
  return tools.map((tool) => String(tool.name ?? tool.function?.name));
}

/** The servers: the stdio fixture (narrowed), the HTTP fixture behind a header, and one that exits at once. */
function servers(file: string, http: HttpFixture, cancelFile: string) {
  const parsed = parseMcpServers(
    JSON.stringify({
      mcpServers: {
        local: {
          command: process.execPath,
          args: [file],
          env: { MCP_FIXTURE_CANCEL_FILE: cancelFile },
          "allowed-tools": ["echo", "picture", "slow"],
        },
        docs: { type: "http", url: http.url, headers: { "X-Docs-Key": HEADER_SECRET } },
        broken: {
          command: process.execPath,
          args: ["-e", "console.error('no license key'); process.exit(2)"],
        },
      },
    }),
    "mcp-servers",
  );
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/**
 * The media types of the images a request carried: in Anthropic's tool_result blocks, or in the
 * user message OpenAI's wire puts after the tool messages.
 */
function imagesIn(request: RecordedRequest | undefined): string[] {
  if (!request) return [];
  if (request.format === "openai") return wireImages(request).map((image) => image.mediaType);
  const blocks: WireJson[] = (request.body?.messages ?? []).flatMap((message: WireJson) =>
    Array.isArray(message.content) ? message.content : [],
  );
  return blocks
    .filter((block) => block.type === "tool_result" && Array.isArray(block.content))
    .flatMap((block) => block.content.filter((part: WireJson) => part.type === "image"))
    .map((part: WireJson) => String(part.source?.media_type));
}

interface Watched {
  events: AgentEvent[];
  /** Resolves once every server has settled. */
  settled: Promise<void>;
}

function watch(count: number): Watched & { observer: { onEvent(event: AgentEvent): void } } {
  const events: AgentEvent[] = [];
  let done = () => {};
  const settled = new Promise<void>((resolve) => {
    done = resolve;
  });
  return {
    events,
    settled,
    observer: {
      onEvent(event) {
        events.push(event);
        if (events.filter((e) => e.type === "mcp_server").length === count) done();
      },
    },
  };
}

describe.for([
  ["anthropic", true],
  ["openai", false],
] as const)("MCP servers in a session through %s (stream %s)", ([provider, stream]) => {
  it("offers each server's tools once listed, calls them, and keeps the header out of every record", async (context) => {
    fixture ??= await bundleStdioFixture();
    const { server, dir, workspace } = await sessionScratch(context, "mcp-run-");
    const http = await startHttpMcpServer({ requireHeaders: { "X-Docs-Key": HEADER_SECRET } });
    context.onTestFinished(() => http.close());
    const configs = servers(fixture, http, join(dir, "cancelled.txt"));
    const watched = watch(configs.length);
    const trajectory = join(dir, "trajectory.jsonl");
    const redact = createRedactor([HEADER_SECRET]);
    const bus = new EventBus([watched.observer, new TrajectoryWriter(trajectory, redact)]);
    const notices: string[] = [];
    server.push(
      // The first request goes out before any server is listed; its answer waits until all are.
      async () => {
        await watched.settled;
        return {
          toolCalls: [
            { name: "mcp__local__echo", arguments: { text: "from the local server" } },
            { name: "mcp__docs__echo", arguments: { text: "from the remote server" } },
          ],
        };
      },
      { toolCalls: [{ name: "mcp__local__picture", arguments: {} }] },
      { text: "Both servers answered." },
    );

    const result = await runSession({
      ...sessionRunIn(workspace, "Ask both servers."),
      settings: sessionSettings(server, {
        apiKey: API_KEY,
        provider,
        stream,
        ...(provider === "openai" ? { baseUrl: server.openaiBaseUrl, model: "gpt-test" } : {}),
      }),
      bus,
      mcpServers: configs.map((config) => config.name),
      moreTools: (late: LateTools) => {
        const run = new RunServers({ servers: configs, workspace, redact }, late, notices);
        run.startRemote();
        run.startLocal({ env: { PATH: process.env.PATH ?? "/usr/bin:/bin" } });
        return run;
      },
    });
    await bus.close();

    expect(result.conclusion).toBe("success");
    const [first, second, third] = server.requests;
    // The first request waited for no server: only the agent's own tools.
    expect(offered(first).filter((name) => name.startsWith("mcp__"))).toEqual([]);
    expect(JSON.stringify(first?.body)).toContain("mcp__<server>__<tool>");
    // From the next one on, every listed tool, narrowed by allowed-tools; the failed server's none.
    const mcp = offered(second).filter((name) => name.startsWith("mcp__"));
    expect(mcp).toEqual(
      expect.arrayContaining(["mcp__local__echo", "mcp__local__picture", "mcp__local__slow"]),
    );
    expect(mcp).toEqual(expect.arrayContaining(["mcp__docs__echo", "mcp__docs__add"]));
    expect(mcp.filter((name) => name.startsWith("mcp__local__")).sort()).toEqual([
      "mcp__local__echo",
      "mcp__local__picture",
      "mcp__local__slow",
    ]);
    expect(mcp.some((name) => name.startsWith("mcp__broken__"))).toBe(false);
    expect(wireToolResults(second).map((r) => r.content)).toEqual([
      "from the local server",
      "from the remote server",
    ]);
    // The picture: its PNG reaches the model as an image; the fake one as a note.
    expect(imagesIn(third)).toEqual(["image/png"]);
    expect(wireToolResults(third).at(-1)?.content).toContain("not shown");

    const reports = watched.events.filter(
      (e): e is McpServerEvent & { time?: number } => e.type === "mcp_server",
    );
    expect(reports.map((e) => e.server).sort()).toEqual(["broken", "docs", "local"]);
    const broken = reports.find((e) => e.server === "broken");
    expect(broken?.error).toMatch(/exited with code 2.*no license key/);
    expect(notices).toEqual([
      expect.stringMatching(
        /^MCP server "broken" did not start: exited with code 2 \(stderr: "no license key"\) before it answered initialize; the run went on/,
      ),
    ]);

    // The header went to the server, and nowhere else.
    expect(http.requests.every((request) => request.headers["x-docs-key"] === HEADER_SECRET)).toBe(true);
    for (const request of server.requests) expect(JSON.stringify(request.body)).not.toContain(HEADER_SECRET);
    const recorded = await readFile(trajectory, "utf8");
    expect(recorded).toContain('"type":"mcp_server"');
    expect(recorded).not.toContain(HEADER_SECRET);
  });
});

describe("an MCP call cancelled in the middle", () => {
  it("ends the run at once, the call answered as stopped", async (context) => {
    fixture ??= await bundleStdioFixture();
    const { server, dir, workspace } = await sessionScratch(context, "mcp-cancel-");
    const cancelFile = join(dir, "cancelled.txt");
    const configs = servers(
      fixture,
      { url: "http://127.0.0.1:9/mcp", requests: [], close: async () => {} },
      cancelFile,
    ).filter((config) => config.name === "local");
    const watched = watch(1);
    const abort = new AbortController();
    const bus = new EventBus([
      watched.observer,
      {
        onEvent(event) {
          if (event.type === "tool_started") setTimeout(() => abort.abort("cancelled"), 300);
        },
      },
    ]);
    server.push(async () => {
      await watched.settled;
      return { toolCalls: [{ name: "mcp__local__slow", arguments: { ms: 60_000 } }] };
    });
    const started = Date.now();
    const result = await runSession({
      ...sessionRunIn(workspace, "Wait for the slow tool."),
      signal: abort.signal,
      settings: sessionSettings(server, { apiKey: API_KEY }),
      bus,
      moreTools: (late: LateTools) => {
        const run = new RunServers({ servers: configs, workspace, redact: (t) => t }, late, []);
        run.startLocal({ env: { PATH: process.env.PATH ?? "/usr/bin:/bin" } });
        return run;
      },
    });
    await bus.close();
    expect(result.conclusion).toBe("cancelled");
    // Stopped at once, not at the call's end (60 s) or its timeout (120 s); the call's result says so.
    expect(Date.now() - started).toBeLessThan(20_000);
    const answered = result.messages.filter((message) => message.role === "tool").at(-1);
    expect(answered).toMatchObject({ toolName: "mcp__local__slow", isError: true });
  });
});

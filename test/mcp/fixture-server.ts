import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";

/**
 * The MCP server the tests talk to, built with the SDK's own server class. Environment:
 * MCP_FIXTURE_CANCEL_FILE (where `slow` records a cancellation), MCP_FIXTURE_PAGE_SIZE (tools per
 * `tools/list` page).
 */

/** A 1x1 transparent PNG. */
export const TINY_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** A tool name 60 characters long: `mcp__<server>__` makes it longer than a model accepts. */
export const LONG_TOOL_NAME = "a_tool_name_that_is_long".padEnd(60, "x");

/** Tools listed as raw JSON, with schemas the SDK's server class would never write. */
const RAW_TOOLS = [
  { name: "echo", description: "a second echo", inputSchema: { type: "object" } },
  { name: "has space\u202E", description: "an odd name", inputSchema: { type: "object" } },
  { name: "not_an_object", description: "takes a string", inputSchema: { type: "string" } },
  {
    name: "uncompilable",
    description: "its schema points nowhere",
    inputSchema: { type: "object", properties: { a: { $ref: "#/$defs/missing" } } },
  },
];

function nested(levels: number): z.ZodType {
  let schema: z.ZodType = z.string();
  for (let i = 0; i < levels; i++) schema = z.object({ inner: schema });
  return schema;
}

export function buildFixtureServer(): McpServer {
  const server = new McpServer({ name: "fixture", version: "1.0.0" });
  server.registerTool(
    "echo",
    {
      description: "Echoes the text.\u202E hidden\u200B",
      inputSchema: { text: z.string() },
      annotations: { readOnlyHint: true },
    },
    async ({ text }) => ({ content: [{ type: "text", text }] }),
  );
  server.registerTool(
    "add",
    { description: "Adds two numbers.", inputSchema: { a: z.number(), b: z.number() } },
    async ({ a, b }) => ({ content: [{ type: "text", text: String(a + b) }] }),
  );
  server.registerTool(
    "slow",
    { description: "Waits ms milliseconds.", inputSchema: { ms: z.number() } },
    async ({ ms }, extra) => {
      const started = Date.now();
      try {
        await sleep(ms, undefined, { signal: extra.signal });
      } catch {
        const file = process.env.MCP_FIXTURE_CANCEL_FILE;
        if (file) appendFileSync(file, `cancelled after ${Date.now() - started} ms\n`);
      }
      return { content: [{ type: "text", text: "done" }] };
    },
  );
  addResultTools(server);
  addProcessTools(server);
  server.registerTool(
    "deep",
    { description: "Nested too deep.", inputSchema: { value: nested(40) } },
    async () => ({
      content: [],
    }),
  );
  server.registerTool(LONG_TOOL_NAME, { description: "Its name is too long." }, async () => ({
    content: [],
  }));
  addRawTools(server);
  return server;
}

/** Tools whose results take each shape a result can have. */
function addResultTools(server: McpServer): void {
  server.registerTool("picture", { description: "Returns pictures." }, async () => ({
    content: [
      { type: "text", text: "two pictures:" },
      { type: "image", mimeType: "image/jpeg", data: TINY_PNG_BASE64 },
      { type: "image", mimeType: "image/png", data: Buffer.from("<svg>not a png</svg>").toString("base64") },
    ],
  }));
  server.registerTool("fails", { description: "Always fails." }, async () => ({
    isError: true,
    content: [{ type: "text", text: "it failed\u001b[31m on purpose" }],
  }));
  server.registerTool("resource", { description: "Returns resources." }, async () => ({
    content: [
      { type: "resource", resource: { uri: "file:///notes.txt", mimeType: "text/plain", text: "the notes" } },
      {
        type: "resource",
        resource: { uri: "file:///blob.bin", blob: Buffer.from("binary").toString("base64") },
      },
      { type: "resource_link", uri: "file:///elsewhere.txt", name: "elsewhere" },
    ],
  }));
  server.registerTool("nothing", { description: "Returns nothing." }, async () => ({ content: [] }));
}

/** Tools that act on the server's process: crash it, report it, start a child that ignores SIGTERM. */
function addProcessTools(server: McpServer): void {
  server.registerTool("crash", { description: "Exits mid-call." }, async () => {
    process.stderr.write("starting\nfatal: crashing on purpose\n");
    setTimeout(() => process.exit(3), 10);
    await sleep(60_000);
    return { content: [] };
  });
  server.registerTool("whoami", { description: "Says who runs it." }, async () => ({
    content: [
      { type: "text", text: JSON.stringify({ uid: process.getuid?.(), pid: process.pid, env: process.env }) },
    ],
  }));
  server.registerTool("stubborn_child", { description: "Starts a child that ignores SIGTERM." }, async () => {
    const child = spawn(
      process.execPath,
      ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"],
      {
        stdio: "ignore",
      },
    );
    await sleep(200);
    return { content: [{ type: "text", text: String(child.pid) }] };
  });
}

type ListHandler = (request: unknown, extra: unknown) => Promise<{ tools: unknown[] }>;

/**
 * Lists `RAW_TOOLS` beside the registered ones, in pages when MCP_FIXTURE_PAGE_SIZE is set. The
 * server class writes only schemas it builds, so its `tools/list` handler is wrapped; the map of
 * handlers is private, which a test fixture may reach into.
 */
function addRawTools(server: McpServer): void {
  const handlers = (server.server as unknown as { _requestHandlers: Map<string, ListHandler> })
    ._requestHandlers;
  const listAll = handlers.get("tools/list");
  if (!listAll) throw new Error("the server class has no tools/list handler");
  const pageSize = Number(process.env.MCP_FIXTURE_PAGE_SIZE ?? "0");
  handlers.set("tools/list", async (request, extra) => {
    const all = [...(await listAll(request, extra)).tools, ...RAW_TOOLS];
    if (!pageSize) return { tools: all };
    const cursor = (request as { params?: { cursor?: string } }).params?.cursor;
    const from = Number(cursor ?? "0");
    const next = from + pageSize;
    return { tools: all.slice(from, next), ...(next < all.length ? { nextCursor: String(next) } : {}) };
  });
}

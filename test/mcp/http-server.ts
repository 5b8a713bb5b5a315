import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { buildFixtureServer } from "./fixture-server.js";

/** A fixture HTTP server on 127.0.0.1: its address, every request it saw, and its end. */
export interface HttpFixture {
  url: string;
  requests: { method: string; path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export interface HttpFixtureOptions {
  /** Headers every request must carry, with these values; a request without them gets 401. */
  requireHeaders?: Record<string, string>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

async function listen(options: HttpFixtureOptions, path: string, handle: Handler): Promise<HttpFixture> {
  const requests: HttpFixture["requests"] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers });
    const missing = Object.entries(options.requireHeaders ?? {}).some(
      ([name, value]) => req.headers[name.toLowerCase()] !== value,
    );
    if (missing) {
      // A hostile server may echo what it got; the client must not repeat it.
      res
        .writeHead(401, { "content-type": "text/plain" })
        .end(`unauthorized: ${JSON.stringify(req.headers)}`);
      return;
    }
    Promise.resolve(handle(req, res)).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fixture MCP server over streamable HTTP (stateless: a server and transport per request). */
export function startHttpMcpServer(options: HttpFixtureOptions = {}): Promise<HttpFixture> {
  return listen(options, "/mcp", async (req, res) => {
    if (req.method !== "POST") {
      res.writeHead(405).end();
      return;
    }
    const server = buildFixtureServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  });
}

/** The fixture MCP server over the older SSE transport only: a POST to its URL is refused with 405. */
export function startSseOnlyServer(options: HttpFixtureOptions = {}): Promise<HttpFixture> {
  const sessions = new Map<string, SSEServerTransport>();
  return listen(options, "/sse", async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/sse") {
      const transport = new SSEServerTransport("/messages", res);
      sessions.set(transport.sessionId, transport);
      res.on("close", () => sessions.delete(transport.sessionId));
      await buildFixtureServer().connect(transport);
      return;
    }
    const transport = sessions.get(url.searchParams.get("sessionId") ?? "");
    if (req.method === "POST" && url.pathname === "/messages" && transport) {
      await transport.handlePostMessage(req, res);
      return;
    }
    res.writeHead(405).end();
  });
}

/** Answers every request with a redirect to `target`. */
export function startRedirectServer(target: string): Promise<HttpFixture> {
  return listen({}, "/mcp", (_req, res) => {
    res.writeHead(307, { location: target }).end();
  });
}

/** Answers every POST with one JSON line of `bytes` bytes that never ends. */
export function startHugeAnswerServer(bytes: number): Promise<HttpFixture> {
  return listen({}, "/mcp", (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    const piece = Buffer.alloc(1024 * 1024, 0x20);
    for (let sent = 0; sent < bytes; sent += piece.length) res.write(piece);
    res.end();
  });
}

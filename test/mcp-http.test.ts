import { afterEach, describe, expect, it } from "vitest";
import type { RemoteServerConfig } from "../src/tools/mcp/config.js";
import { type Started, startServers } from "./mcp/helpers.js";
import {
  type HttpFixture,
  startHttpMcpServer,
  startHugeAnswerServer,
  startRedirectServer,
  startSseOnlyServer,
} from "./mcp/http-server.js";

const SECRET = "Bearer mcp-test-token-0123456789";
const WRONG = "Bearer wrong-token-9876543210";

let fixtures: HttpFixture[] = [];
let started: Started[] = [];

afterEach(async () => {
  await Promise.all(started.map((s) => s.servers.dispose()));
  await Promise.all(fixtures.map((f) => f.close()));
  fixtures = [];
  started = [];
});

async function fixture(make: Promise<HttpFixture>): Promise<HttpFixture> {
  const made = await make;
  fixtures.push(made);
  return made;
}

async function start(config: RemoteServerConfig): Promise<Started> {
  const s = await startServers([config], { startTimeoutMs: 10_000 });
  started.push(s);
  return s;
}

function remote(url: string, overrides: Partial<RemoteServerConfig> = {}): RemoteServerConfig {
  return {
    name: "web",
    kind: "http",
    url,
    headers: { Authorization: SECRET },
    timeoutMs: 10_000,
    ...overrides,
  };
}

describe("a streamable HTTP MCP server", () => {
  it("is listed and called with the headers on every request", async () => {
    const server = await fixture(startHttpMcpServer({ requireHeaders: { Authorization: SECRET } }));
    const s = await start(remote(server.url));
    expect(s.reports[0]).toMatchObject({ server: "web", transport: "http" });
    expect(s.reports[0]?.tools).toContain("mcp__web__echo");
    expect(await s.call("mcp__web__echo", { text: "over http" })).toEqual({ content: "over http" });
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
    for (const request of server.requests) expect(request.headers.authorization).toBe(SECRET);
  });

  it("that refuses the headers fails with no header value in the message, even when it echoes them", async () => {
    const server = await fixture(startHttpMcpServer({ requireHeaders: { Authorization: SECRET } }));
    const s = await start(remote(server.url, { headers: { Authorization: WRONG } }));
    const error = s.reports[0]?.error ?? "";
    expect(error).toMatch(/^failed while connecting: streamable HTTP was refused with HTTP 401; SSE: .*401/);
    expect(error).not.toContain("wrong-token-9876543210");
    expect(error).not.toContain(WRONG);
    expect(s.reports[0]?.tools).toEqual([]);
  });

  it("times a call out and reports it", async () => {
    const server = await fixture(startHttpMcpServer());
    const s = await start(remote(server.url, { timeoutMs: 300 }));
    expect(await s.call("mcp__web__slow", { ms: 5000 })).toEqual({
      isError: true,
      content: "mcp__web__slow did not answer within 0.3 s; the call was stopped",
    });
  });
});

describe("an SSE-only MCP server", () => {
  it("is reached by falling back from streamable HTTP, with the headers", async () => {
    const server = await fixture(startSseOnlyServer({ requireHeaders: { Authorization: SECRET } }));
    const s = await start(remote(server.url));
    expect(s.reports[0]?.error).toBeUndefined();
    expect(s.reports[0]?.transport).toBe("sse");
    expect(await s.call("mcp__web__add", { a: 1, b: 2 })).toEqual({ content: "3" });
    expect(server.requests.some((r) => r.method === "GET" && r.path === "/sse")).toBe(true);
    for (const request of server.requests) expect(request.headers.authorization).toBe(SECRET);
  });

  it("is reached directly with type sse", async () => {
    const server = await fixture(startSseOnlyServer());
    const s = await start(remote(server.url, { kind: "sse" }));
    expect(s.reports[0]?.transport).toBe("sse");
    expect(server.requests.every((r) => r.method !== "POST" || r.path.startsWith("/messages"))).toBe(true);
    expect((await s.call("mcp__web__picture")).images?.[0]?.mediaType).toBe("image/png");
  });
});

describe("a redirect", () => {
  it("is refused, so the headers never reach the other host", async () => {
    const target = await fixture(startHttpMcpServer());
    const redirect = await fixture(startRedirectServer(target.url.replace("127.0.0.1", "localhost")));
    const s = await start(remote(redirect.url));
    expect(s.reports[0]?.error).toMatch(/^failed while connecting: /);
    expect(s.reports[0]?.error).not.toContain("mcp-test-token");
    expect(redirect.requests.length).toBeGreaterThan(0);
    expect(target.requests).toEqual([]);
  });
});

describe("an answer too large", () => {
  it("is cut off at 16 MB and the server fails", async () => {
    const server = await fixture(startHugeAnswerServer(20 * 1024 * 1024));
    const s = await start(remote(server.url));
    expect(s.reports[0]?.error).toMatch(/^failed while connecting: .*over 16 MB/);
  });
});

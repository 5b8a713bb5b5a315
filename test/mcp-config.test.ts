import { describe, expect, it } from "vitest";
import { parseMcpServers } from "../src/tools/mcp/config.js";

const SECRET = "s3cr3t-value-never-shown";

function error(text: unknown, source = "mcp-servers"): string {
  const parsed = parseMcpServers(typeof text === "string" ? text : JSON.stringify(text), source);
  if (parsed.ok) throw new Error("expected a failure");
  expect(parsed.error).not.toContain(SECRET);
  return parsed.error;
}

describe("parseMcpServers", () => {
  it("reads the .mcp.json shape and the inner object alike, with defaults", () => {
    const servers = {
      docs: { command: "npx", args: ["-y", "docs-server"], env: { TOKEN: SECRET } },
      search: {
        type: "http",
        url: "https://mcp.example.com/mcp",
        headers: { Authorization: `Bearer ${SECRET}` },
        timeout: 30,
      },
      legacy: { type: "sse", url: "http://127.0.0.1:9000/sse", "allowed-tools": ["find"] },
    };
    const expected = [
      {
        name: "docs",
        kind: "stdio",
        command: "npx",
        args: ["-y", "docs-server"],
        env: { TOKEN: SECRET },
        timeoutMs: 120_000,
      },
      {
        name: "search",
        kind: "http",
        url: "https://mcp.example.com/mcp",
        headers: { Authorization: `Bearer ${SECRET}` },
        timeoutMs: 30_000,
      },
      {
        name: "legacy",
        kind: "sse",
        url: "http://127.0.0.1:9000/sse",
        headers: {},
        allowedTools: ["find"],
        timeoutMs: 120_000,
      },
    ];
    expect(parseMcpServers(JSON.stringify({ mcpServers: servers }), "mcp-servers")).toEqual({
      ok: true,
      value: expected,
    });
    expect(parseMcpServers(JSON.stringify(servers), "mcp-servers")).toEqual({ ok: true, value: expected });
  });

  it("takes blank text as no servers", () => {
    expect(parseMcpServers("  \n", "mcp-servers")).toEqual({ ok: true, value: [] });
  });

  it("says why JSON does not parse, naming the input", () => {
    expect(error("{ docs: ", "ci/mcp.json")).toMatch(/^ci\/mcp\.json is not valid JSON: /);
  });

  it("names an unknown field and the server", () => {
    expect(error({ docs: { command: "x", cwd: "/tmp" } })).toBe(
      'mcp-servers: server "docs": unknown field "cwd"',
    );
  });

  it("refuses an entry with neither command nor url, or both", () => {
    expect(error({ docs: { args: [] } })).toBe(
      'mcp-servers: server "docs": has neither "command" (a local server) nor "url" (a remote one)',
    );
    expect(error({ docs: { command: "x", url: "https://a.example" } })).toBe(
      'mcp-servers: server "docs": has both "command" and "url"; give one',
    );
  });

  it("refuses a type that contradicts the entry", () => {
    expect(error({ docs: { type: "http", command: "x" } })).toBe(
      'mcp-servers: server "docs": "type" is "http", but there is no "url"',
    );
    expect(error({ docs: { type: "stdio", url: "https://a.example" } })).toBe(
      'mcp-servers: server "docs": "type" is "stdio", but there is no "command"',
    );
    expect(error({ docs: { type: "websocket", url: "https://a.example" } })).toBe(
      'mcp-servers: server "docs": "type" must be one of "stdio", "http", "sse"',
    );
    expect(error({ docs: { url: "https://a.example", env: { A: SECRET } } })).toBe(
      'mcp-servers: server "docs": "env" is for local (command) servers only',
    );
    expect(error({ docs: { command: "x", headers: { A: SECRET } } })).toBe(
      'mcp-servers: server "docs": "headers" is for remote servers only',
    );
  });
});

describe("parseMcpServers refuses", () => {
  it("refuses names that cannot be told apart in mcp__<server>__<tool>", () => {
    expect(error({ "my docs": { command: "x" } })).toMatch(
      /server "my docs": a server name may hold only letters, digits, _ and -/,
    );
    expect(error({ my__docs: { command: "x" } })).toMatch(
      /server "my__docs": a server name may not hold "__"/,
    );
    expect(error({ docs_: { command: "x" } })).toMatch(/or end with "_"/);
    expect(error({ ["d".repeat(41)]: { command: "x" } })).toMatch(/at most 40 characters/);
  });

  it("refuses more than 20 servers", () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`s${i}`, { command: "x" }]));
    expect(error({ mcpServers: many })).toBe("mcp-servers: 21 servers, but at most 20 are allowed");
  });

  it("checks each field's shape without echoing a value", () => {
    expect(error({ docs: { command: "x", env: { TOKEN: 42 } } })).toBe(
      'mcp-servers: server "docs": "env" must be an object whose values are strings',
    );
    expect(error({ docs: { command: "x", env: { "BAD-NAME": SECRET } } })).toBe(
      'mcp-servers: server "docs": "env" has "BAD-NAME", not a valid variable name',
    );
    expect(error({ docs: { command: "x", env: { TOKEN: `${SECRET}\u0000` } } })).toBe(
      'mcp-servers: server "docs": "env": the value of "TOKEN" holds a NUL character',
    );
    expect(error({ docs: { url: "https://a.example", headers: { "Bad Header": SECRET } } })).toBe(
      'mcp-servers: server "docs": "headers" has "Bad Header", not a valid HTTP header name',
    );
    expect(
      error({ docs: { url: "https://a.example", headers: { Authorization: `${SECRET}\r\nX-Evil: 1` } } }),
    ).toBe(
      'mcp-servers: server "docs": "headers": the value of "Authorization" holds a line break or control character',
    );
    expect(error({ docs: { url: "https://a.example", headers: { Authorization: 7 } } })).toBe(
      'mcp-servers: server "docs": "headers" must be an object whose values are strings',
    );
    expect(error({ docs: { command: "x", timeout: 0 } })).toMatch(
      /"timeout" must be a number of seconds above 0 and at most 3600/,
    );
    expect(error({ docs: { command: "x", timeout: 3601 } })).toMatch(/"timeout" must be/);
    expect(error({ docs: { command: "x", "allowed-tools": [] } })).toMatch(
      /"allowed-tools" must be a non-empty list/,
    );
    expect(error({ docs: { command: "x", args: "--flag" } })).toMatch(/"args" must be a list of strings/);
  });

  it("takes only http and https URLs, never showing them", () => {
    expect(error({ docs: { url: `file:///${SECRET}` } })).toBe(
      'mcp-servers: server "docs": "url" must start with http: or https:',
    );
    expect(error({ docs: { url: `https://user:${SECRET}@a.example/mcp` } })).toMatch(
      /may not hold a user name or password/,
    );
    expect(error({ docs: { url: `not a url ${SECRET}` } })).toBe(
      'mcp-servers: server "docs": "url" is not a valid URL',
    );
  });

  it("refuses a top level that is not an object of servers", () => {
    expect(error("[1, 2]")).toBe("mcp-servers must be a JSON object of servers by name");
    expect(error({ mcpServers: { docs: { command: "x" } }, other: 1 })).toBe(
      'mcp-servers: unknown field "other" beside "mcpServers"',
    );
    expect(error({ docs: "npx docs" })).toBe('mcp-servers: server "docs" must be an object');
  });
});

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalServerConfig } from "../src/tools/mcp/config.js";
import { bundleStdioFixture } from "./mcp/bundle.js";
import { LONG_TOOL_NAME } from "./mcp/fixture-server.js";
import { alive, type Started, startServers } from "./mcp/helpers.js";

let fixture: string;
let scratch: string;

beforeAll(async () => {
  fixture = await bundleStdioFixture();
  scratch = mkdtempSync(join(tmpdir(), "mcp-servers-test-"));
}, 60_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function local(overrides: Partial<LocalServerConfig> = {}): LocalServerConfig {
  return {
    name: "fx",
    kind: "stdio",
    command: process.execPath,
    args: [fixture],
    env: {},
    timeoutMs: 10_000,
    ...overrides,
  };
}

/** A process that reads stdin and never answers, writing its pid to a file first. */
function neverAnswers(name: string, pidFile: string): LocalServerConfig {
  const script = "require('fs').writeFileSync(process.argv[1], String(process.pid)); process.stdin.resume()";
  return local({ name, args: ["-e", script, pidFile] });
}

describe("a stdio MCP server", () => {
  let started: Started;
  beforeAll(async () => {
    process.env.MCP_TEST_PARENT_ONLY = "parent secret";
    const begun = Date.now();
    started = await startServers([local({ env: { SERVER_ONLY: "from the entry" } })], {
      env: { PATH: process.env.PATH ?? "", GIVEN: "given by the caller" },
      cwd: scratch,
    });
    console.log(
      `stdio MCP server: spawn to listed in ${Date.now() - begun} ms (report: ${started.reports[0]?.durationMs} ms)`,
    );
  }, 60_000);
  afterAll(async () => {
    delete process.env.MCP_TEST_PARENT_ONLY;
    await started.servers.dispose();
  });

  it("offers its tools as mcp__<server>__<tool> with sanitised, labelled descriptions and plain schemas", () => {
    const [report] = started.reports;
    expect(report?.error).toBeUndefined();
    expect(report?.transport).toBe("stdio");
    expect(report?.tools).toEqual(
      expect.arrayContaining(["mcp__fx__echo", "mcp__fx__add", "mcp__fx__slow", "mcp__fx__picture"]),
    );
    const echo = started.registry.get("mcp__fx__echo");
    expect(echo?.description).toBe('(MCP server "fx") Echoes the text. hidden');
    expect(echo?.parameters).toEqual({
      type: "object",
      properties: { text: { type: "string" } },
      required: ["text"],
    });
    expect(echo?.readOnly).toBe(true);
    expect(started.registry.get("mcp__fx__add")?.readOnly).toBe(false);
  });

  it("leaves out a name too long for a model and schemas it cannot use, saying why", () => {
    const why = Object.fromEntries((started.reports[0]?.leftOut ?? []).map((l) => [l.tool, l.why]));
    expect(why[LONG_TOOL_NAME]).toMatch(/full name would be 69 characters; a model accepts at most 64/);
    expect(why.deep).toMatch(/nests deeper than 32 levels/);
    expect(why.not_an_object).toMatch(/not of type "object"/);
    expect(why.uncompilable).toMatch(/does not compile/);
    expect(why["has space"]).toBe(
      "its name holds characters a model does not accept (only letters, digits, _ and -)",
    );
    expect(started.reports[0]?.leftOut).toContainEqual({
      tool: "echo",
      why: "the server lists another tool of the same name",
    });
    expect(started.registry.get("mcp__fx__deep")).toBeUndefined();
  });

  it("runs a call and refuses bad arguments before they reach the server", async () => {
    expect(await started.call("mcp__fx__add", { a: 2, b: 3 })).toEqual({ content: "5" });
    const bad = await started.call("mcp__fx__add", { a: "two" });
    expect(bad.isError).toBe(true);
    expect(bad.content).toContain("invalid arguments for mcp__fx__add");
    expect(bad.content).toContain("- b: required, but missing");
    expect(bad.content).toContain("- a: must be number");
  });

  it("passes a real PNG on with the type read from its bytes, and not an image that lies", async () => {
    const result = await started.call("mcp__fx__picture");
    expect(result.images).toHaveLength(1);
    expect(result.images?.[0]?.mediaType).toBe("image/png");
    expect(result.content).toContain("two pictures:");
    expect(result.content).toMatch(
      /\[image\/png image of 20 bytes not shown: not a PNG, JPEG, GIF or WebP image\]/,
    );
  });

  it("returns an error result as an error, without its control characters", async () => {
    expect(await started.call("mcp__fx__fails")).toEqual({
      isError: true,
      content: "it failed[31m on purpose",
    });
  });

  it("shows resources and links as text, and an empty result as (no output)", async () => {
    const result = await started.call("mcp__fx__resource");
    expect(result.content).toBe(
      "[resource file:///notes.txt]\nthe notes\n[resource file:///blob.bin of 6 bytes not shown: binary content]\n[resource link file:///elsewhere.txt (elsewhere)]",
    );
    expect((await started.call("mcp__fx__nothing")).content).toBe("(no output)");
  });

  it("starts the server with exactly the environment given, in the folder given", async () => {
    const seen = JSON.parse((await started.call("mcp__fx__whoami")).content) as {
      env: Record<string, string>;
      uid: number;
    };
    expect(Object.keys(seen.env).sort()).toEqual(["GIVEN", "PATH", "SERVER_ONLY"]);
    expect(seen.env.SERVER_ONLY).toBe("from the entry");
    expect(seen.uid).toBe(process.getuid?.());
  });
});

describe("a call that is cancelled", () => {
  it("stops at once, and the server sees the cancellation", async () => {
    const cancelFile = join(scratch, "cancelled-1");
    const own = await startServers([local({ name: "cancel", env: { MCP_FIXTURE_CANCEL_FILE: cancelFile } })]);
    try {
      const controller = new AbortController();
      const call = own.call("mcp__cancel__slow", { ms: 20_000 }, controller.signal);
      setTimeout(() => controller.abort(), 300);
      const begun = Date.now();
      const result = await call;
      expect(Date.now() - begun).toBeLessThan(1500);
      expect(result).toEqual({
        isError: true,
        content: "mcp__cancel__slow was cancelled; the call was stopped",
      });
      await expect.poll(() => readIfThere(cancelFile), { timeout: 3000 }).toMatch(/cancelled after/);
      expect((await own.call("mcp__cancel__echo", { text: "still here" })).content).toBe("still here");
    } finally {
      await own.servers.dispose();
    }
  });
});

function readIfThere(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

describe("a call that takes too long", () => {
  it("is stopped at the server's timeout with an error result saying so", async () => {
    const cancelFile = join(scratch, "cancelled-2");
    const own = await startServers([
      local({ name: "t", timeoutMs: 400, env: { MCP_FIXTURE_CANCEL_FILE: cancelFile } }),
    ]);
    try {
      const begun = Date.now();
      const result = await own.call("mcp__t__slow", { ms: 20_000 });
      expect(Date.now() - begun).toBeLessThan(2000);
      expect(result).toEqual({
        isError: true,
        content: "mcp__t__slow did not answer within 0.4 s; the call was stopped",
      });
      await expect.poll(() => readIfThere(cancelFile), { timeout: 3000 }).toMatch(/cancelled after/);
    } finally {
      await own.servers.dispose();
    }
  });
});

describe("a server that dies", () => {
  it("turns the call and every later call into an error naming the server, its exit code and stderr", async () => {
    const own = await startServers([local({ name: "crashy" })]);
    try {
      const { pid } = JSON.parse((await own.call("mcp__crashy__whoami")).content) as { pid: number };
      const result = await own.call("mcp__crashy__crash");
      expect(result.isError).toBe(true);
      expect(result.content).toBe(
        'mcp__crashy__crash cannot run: MCP server "crashy" exited with code 3 (stderr: "fatal: crashing on purpose")',
      );
      const later = await own.call("mcp__crashy__echo", { text: "hello" });
      expect(later).toEqual({
        isError: true,
        content:
          'mcp__crashy__echo cannot run: MCP server "crashy" exited with code 3 (stderr: "fatal: crashing on purpose")',
      });
      expect(alive(pid)).toBe(false);
    } finally {
      await own.servers.dispose();
    }
  });

  it("that exits at start is reported with its exit code and stderr's last line", async () => {
    const script = "console.error('loading'); console.error('boom: no config'); process.exit(2)";
    const { reports, servers } = await startServers([local({ name: "early", args: ["-e", script] })]);
    expect(reports[0]?.error).toBe(
      'exited with code 2 (stderr: "boom: no config") before it answered initialize',
    );
    expect(reports[0]?.tools).toEqual([]);
    await servers.dispose();
  });

  it("that sends a message over 16 MB is stopped and reported", async () => {
    const script = "process.stdout.write(Buffer.alloc(17 * 1024 * 1024, 0x20)); process.stdin.resume()";
    const { reports, servers } = await startServers([local({ name: "huge", args: ["-e", script] })]);
    expect(reports[0]?.error).toBe("was stopped: it sent a message over 16 MB before it answered initialize");
    await servers.dispose();
  });

  it("whose command does not exist is reported as not started", async () => {
    const { reports, servers } = await startServers([
      local({ name: "missing", command: "no-such-mcp-command-here", args: [] }),
    ]);
    expect(reports[0]?.error).toMatch(/^could not be started: spawn no-such-mcp-command-here ENOENT/);
    await servers.dispose();
  });
});

describe("a server that never answers", () => {
  it("fails within the start bound and its process is gone", async () => {
    const pidFile = join(scratch, "never.pid");
    const begun = Date.now();
    const { reports, servers } = await startServers([neverAnswers("mute", pidFile)], { startTimeoutMs: 700 });
    expect(Date.now() - begun).toBeLessThan(3000);
    expect(reports[0]?.error).toBe("did not answer initialize within 0.7 s");
    expect(alive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
    await servers.dispose();
  });

  it("does not hold up the others: each server is offered as soon as it is listed", async () => {
    const pidFile = join(scratch, "never-2.pid");
    const started = await startServers([neverAnswers("mute", pidFile), local({ name: "quick" })], {
      startTimeoutMs: 2500,
    });
    expect(started.settledAt.get("quick")).toBeLessThan(started.settledAt.get("mute") ?? 0);
    expect(started.reports.map((r) => r.server)).toEqual(["mute", "quick"]);
    expect(started.registry.get("mcp__quick__echo")).toBeDefined();
    await started.servers.dispose();
  });

  it("is stopped by dispose while it is still starting", async () => {
    const pidFile = join(scratch, "never-3.pid");
    const { McpServers } = await import("../src/tools/mcp/servers.js");
    const servers = McpServers.start([neverAnswers("mute", pidFile)], { env: {}, cwd: scratch });
    await expect.poll(() => readIfThere(pidFile), { timeout: 5000 }).not.toBe("");
    const begun = Date.now();
    await servers.dispose();
    expect(Date.now() - begun).toBeLessThan(3000);
    expect((await servers.settled)[0]?.error).toBe("was shut down while it was starting");
    expect(alive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });
});

describe("dispose", () => {
  it("kills a server's whole process group, a child that ignores SIGTERM included", async () => {
    const own = await startServers([local({ name: "parent" })]);
    const { pid } = JSON.parse((await own.call("mcp__parent__whoami")).content) as { pid: number };
    const child = Number((await own.call("mcp__parent__stubborn_child")).content);
    expect(alive(pid) && alive(child)).toBe(true);
    await own.servers.dispose();
    expect(alive(pid)).toBe(false);
    expect(alive(child)).toBe(false);
    await own.servers.dispose();
  });
});

describe("listing", () => {
  it("follows the server's pages and narrows to allowed-tools", async () => {
    const own = await startServers([
      local({
        name: "paged",
        env: { MCP_FIXTURE_PAGE_SIZE: "2" },
        allowedTools: ["echo", "uncompilable", "absent"],
      }),
    ]);
    try {
      const [report] = own.reports;
      expect(report?.tools).toEqual(["mcp__paged__echo"]);
      expect(report?.leftOut).toContainEqual({ tool: "add", why: "not named in allowed-tools" });
      expect(report?.leftOut).toContainEqual({
        tool: "uncompilable",
        why: expect.stringMatching(/does not compile/),
      });
      expect(report?.leftOut).toContainEqual({
        tool: "absent",
        why: "named in allowed-tools, but the server has no such tool",
      });
    } finally {
      await own.servers.dispose();
    }
  });
});

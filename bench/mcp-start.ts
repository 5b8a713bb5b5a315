/**
 * What a local MCP server costs the way to the first model request: the bundled action
 * (`dist/index.js`, or `BENCH_BUNDLE`) runs a workflow_dispatch event with one stdio server
 * configured and with none, the two taking turns within each round, on Node 24 where it can be
 * had; the time from spawning it to its first request reaching the fake model server is compared.
 * Servers start once that request is out, so the two should be alike. The server's own start
 * (spawned to its tools listed) is measured beside it with the client alone, for scale: it is
 * what a run would wait for had the first request waited for the server.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fetchNode24 } from "../scripts/node24.js";
import { parseMcpServers } from "../src/tools/mcp/config.js";
import { McpServers } from "../src/tools/mcp/servers.js";
import { bundleStdioFixture } from "../test/mcp/bundle.js";
import { startModelServerProcess } from "./model-server-process.js";
import { BUNDLE, runnerEnv, timeToFirstRequest } from "./startup.js";
import { median, round } from "./stats.js";

/** Timed runs of each configuration, after one untimed round. */
export const MCP_START_RUNS = 7;

export interface McpStartFigures {
  node: string;
  /** Median ms from spawn to the first model request, with one stdio server configured. */
  withMs: number;
  /** The same with none. */
  withoutMs: number;
  /** `withMs / withoutMs`. */
  ratio: number;
  /** Median ms from the server's spawn to its tools listed (the client alone, in this process). */
  listedMs: number;
}

export async function benchMcpStart(): Promise<McpStartFigures> {
  let node = process.execPath;
  try {
    node = fetchNode24();
  } catch {
    // The runtime running the benchmark, then; the figures name it.
  }
  const server = await bundleStdioFixture();
  const config = JSON.stringify({ mcpServers: { fixture: { command: node, args: [server] } } });
  const root = await mkdtemp(path.join(tmpdir(), "bench-mcp-start-"));
  const model = await startModelServerProcess({ finalText: true });
  try {
    const env = await runnerEnv(root, model.url, "http://127.0.0.1:9");
    const withServer = { ...env, "INPUT_MCP-SERVERS": config };
    const times = { with: [] as number[], without: [] as number[] };
    for (let run = 0; run <= MCP_START_RUNS; run++) {
      const without = await timeToFirstRequest(node, [BUNDLE], env, model);
      const withOne = await timeToFirstRequest(node, [BUNDLE], withServer, model);
      if (run === 0) continue;
      times.without.push(without);
      times.with.push(withOne);
    }
    const withMs = median(times.with);
    const withoutMs = median(times.without);
    return {
      node: execFileSync(node, ["--version"], { encoding: "utf8" }).trim(),
      withMs: round(withMs, 1),
      withoutMs: round(withoutMs, 1),
      ratio: round(withMs / withoutMs, 2),
      listedMs: round(await listedTime(config, root), 1),
    };
  } finally {
    await model.close();
    await rm(root, { recursive: true, force: true });
  }
}

/** The median time from spawning the server to its tools listed, over `MCP_START_RUNS` starts. */
async function listedTime(config: string, cwd: string): Promise<number> {
  const parsed = parseMcpServers(config, "mcp-servers");
  if (!parsed.ok) throw new Error(parsed.error);
  const times: number[] = [];
  for (let run = 0; run < MCP_START_RUNS; run++) {
    const t0 = performance.now();
    const servers = McpServers.start(parsed.value, {
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      cwd,
    });
    const [report] = await servers.settled;
    times.push(performance.now() - t0);
    await servers.dispose();
    if (report?.error) throw new Error(report.error);
  }
  return median(times);
}

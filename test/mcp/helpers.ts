import { readFileSync } from "node:fs";
import type { McpServerConfig } from "../../src/tools/mcp/config.js";
import { type McpServerReport, McpServers } from "../../src/tools/mcp/servers.js";
import { type AnyTool, runTool, ToolRegistry } from "../../src/tools/tool.js";

/** True while `pid` runs (a zombie waiting to be reaped counts as gone). */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

/** Servers started, their tools in a registry as the tool host would hold them. */
export interface Started {
  servers: McpServers;
  reports: McpServerReport[];
  registry: ToolRegistry;
  /** When each server settled, in ms from the start. */
  settledAt: Map<string, number>;
  call(name: string, args?: Record<string, unknown>, signal?: AbortSignal): ReturnType<typeof runTool>;
}

export async function startServers(
  configs: McpServerConfig[],
  options: { env?: Record<string, string>; cwd?: string; startTimeoutMs?: number } = {},
): Promise<Started> {
  const registry = new ToolRegistry();
  const settledAt = new Map<string, number>();
  const begun = Date.now();
  const servers = McpServers.start(configs, {
    env: options.env ?? { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    cwd: options.cwd ?? process.cwd(),
    ...(options.startTimeoutMs ? { startTimeoutMs: options.startTimeoutMs } : {}),
    onSettled: (report, tools: AnyTool[]) => {
      settledAt.set(report.server, Date.now() - begun);
      for (const tool of tools) registry.register(tool);
    },
  });
  const reports = await servers.settled;
  return {
    servers,
    reports,
    registry,
    settledAt,
    call: (name, args = {}, signal = new AbortController().signal) =>
      runTool(registry, { name, arguments: args }, { signal }),
  };
}

import type { AnyTool } from "../tool.js";
import type { McpServerConfig } from "./config.js";
import { type ConnectOptions, connectMcpServer, type McpConnection } from "./connect.js";
import { adaptMcpTools, type LeftOutTool } from "./mcp-tools.js";

/** What became of one server: its tools for the model, those left out, or why it failed. */
export interface McpServerReport {
  server: string;
  transport: "stdio" | "http" | "sse";
  /** The model's names of its tools (`mcp__<server>__<tool>`). */
  tools: string[];
  leftOut: LeftOutTool[];
  /** Why the server is not used; absent when it started. */
  error?: string;
  /** From the start to listed (or failed). */
  durationMs: number;
}

export interface McpStartOptions extends ConnectOptions {
  /** Called once per server, as soon as it is listed or has failed (then with no tools). */
  onSettled?: (report: McpServerReport, tools: AnyTool[]) => void;
}

/**
 * The workflow's MCP servers, started all at once; each is offered as soon as it is listed, and a
 * server that fails is reported and left out, the run going on without it.
 */
export class McpServers {
  /** Resolves once every server has settled, with one report per server in the configured order. */
  readonly settled: Promise<McpServerReport[]>;
  private readonly connections: McpConnection[] = [];
  private disposed = false;
  private disposing: Promise<void> | undefined;
  /** Aborted by `dispose`: servers still starting stop at once instead of running out their bound. */
  private readonly stopStarting = new AbortController();

  private constructor(configs: readonly McpServerConfig[], options: McpStartOptions) {
    this.settled = Promise.all(configs.map((config) => this.startOne(config, options)));
  }

  /** Starts every server at once. Never throws. */
  static start(configs: readonly McpServerConfig[], options: McpStartOptions): McpServers {
    return new McpServers(configs, options);
  }

  /** Closes every client and kills every local server's process group, waiting for those still starting. Idempotent; never throws. */
  dispose(): Promise<void> {
    this.disposed = true;
    this.stopStarting.abort();
    this.disposing ??= this.settled
      .catch(() => [])
      .then(() => Promise.all(this.connections.map((connection) => connection.close())))
      .then(() => undefined);
    return this.disposing;
  }

  private async startOne(config: McpServerConfig, options: McpStartOptions): Promise<McpServerReport> {
    const started = Date.now();
    let report: McpServerReport;
    let tools: AnyTool[] = [];
    try {
      const connected = await connectMcpServer(config, { ...options, signal: this.stopStarting.signal });
      if (!connected.ok) {
        report = {
          server: config.name,
          transport: config.kind,
          tools: [],
          leftOut: [],
          error: withoutName(config.name, connected.error),
          durationMs: Date.now() - started,
        };
      } else {
        this.connections.push(connected.value);
        const adapted = await adaptMcpTools(connected.value);
        tools = adapted.tools;
        report = {
          server: config.name,
          transport: connected.value.transport,
          tools: tools.map((tool) => tool.name),
          leftOut: adapted.leftOut,
          durationMs: Date.now() - started,
        };
        if (this.disposed) {
          // Disposed while it was starting: it is closed by dispose, and its tools are not offered.
          tools = [];
          report = {
            ...report,
            tools: [],
            error: "it was shut down before it was used",
          };
        }
      }
    } catch (error) {
      // Only a bug of ours gets here: the server is reported as failed, the run goes on.
      report = {
        server: config.name,
        transport: config.kind,
        tools: [],
        leftOut: [],
        error: `it failed: ${String(error)}`,
        durationMs: Date.now() - started,
      };
    }
    try {
      options.onSettled?.(report, tools);
    } catch {
      // The observer's failure is its own; the other servers are still reported.
    }
    return report;
  }
}

/** A failure as the report says it, after the server's name: "exited with code 1 (stderr: …)". */
function withoutName(server: string, error: string): string {
  const named = `MCP server "${server}" `;
  return error.startsWith(named) ? error.slice(named.length) : error;
}

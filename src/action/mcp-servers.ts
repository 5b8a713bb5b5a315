import type { LateTools } from "../agent/deferred-tools.js";
import type { McpServerEvent } from "../agent/events.js";
import type { McpServerConfig } from "../tools/mcp/config.js";
import type { McpServerReport, McpServers } from "../tools/mcp/servers.js";
import type { ProgramRelay } from "../tools/relayed-program.js";
import type { AnyTool } from "../tools/tool.js";

/**
 * The run's MCP servers (DESIGN section 11), from the `mcp-servers` input only, never from the
 * repository. Remote servers are the action's own connections: they start at once, in this
 * process, and their headers stay here. Local servers are the agent's side: they start once
 * the side is ready, as the sandbox user through the tool host (`programs`), or with the sandbox
 * off as the action's user with the commands' environment. Every client lives here; what a
 * server sends is data. Each server joins the run when it is listed; one that fails is named in
 * the log and in one notice, and the run goes on without it.
 */

/** The MCP client's code: loaded only for a run with servers (it costs ~130 ms to load). */
export const loadMcp = () => import("../tools/mcp/servers.js");

/** Header and env names whose values are treated as secrets in every log and published text. */
const SECRET_NAME = /token|key|secret|passw|auth|credential|cookie|session|pat$/i;

/**
 * The values of `servers` to mask wherever the run writes: every header value (and the credential
 * after its scheme, as in `Bearer <token>`), and the `env` values whose names say they are secret.
 * The masked ones must be long enough to be secrets (`isSecret` decides, by the caller).
 */
export function mcpSecretValues(servers: readonly McpServerConfig[]): string[] {
  const values: string[] = [];
  for (const server of servers) {
    if (server.kind === "stdio") {
      for (const [name, value] of Object.entries(server.env)) if (SECRET_NAME.test(name)) values.push(value);
      continue;
    }
    for (const value of Object.values(server.headers)) {
      values.push(value);
      const credential = value.trim().split(/\s+/).at(-1);
      if (credential && credential !== value.trim()) values.push(credential);
    }
  }
  return values;
}

/**
 * The run's servers, as they start and end: `startRemote` and `startLocal` each once, `dispose`
 * at the end (with the coding tools, before the sandbox is released). A run without servers
 * loads no MCP code and starts nothing.
 */
export class RunServers {
  private readonly started: Promise<McpServers | undefined>[] = [];
  private readonly remote: McpServerConfig[];
  private readonly local: McpServerConfig[];

  constructor(
    private readonly where: {
      servers: readonly McpServerConfig[];
      /** Where local servers run (the workspace). */
      workspace: string;
      /** Masks the run's secrets in what a failure says. */
      redact: (text: string) => string;
    },
    private readonly late: LateTools,
    private readonly notices: string[],
  ) {
    this.remote = where.servers.filter((server) => server.kind !== "stdio");
    this.local = where.servers.filter((server) => server.kind === "stdio");
  }

  /** The remote servers, from this process. */
  startRemote(): void {
    this.start(this.remote, { env: {} });
  }

  /**
   * The local servers, on the agent's side: through the tool host's `programs` (as the sandbox
   * user, in its environment), or here with `env`, the commands' environment (the sandbox off);
   * once `after` settles (the workspace is the sandbox user's to write).
   */
  startLocal(side: { env: NodeJS.ProcessEnv; programs?: ProgramRelay; after?: Promise<unknown> }): void {
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(side.env)) if (value !== undefined) env[name] = value;
    this.start(this.local, { env, ...(side.programs ? { programs: side.programs } : {}) }, side.after);
  }

  private start(
    configs: McpServerConfig[],
    where: { env: Record<string, string>; programs?: ProgramRelay },
    after: Promise<unknown> = Promise.resolve(),
  ): void {
    if (configs.length === 0) return;
    const { workspace } = this.where;
    this.started.push(
      after
        .then(() => loadMcp())
        .then(
          ({ McpServers }) =>
            McpServers.start(configs, {
              env: where.env,
              cwd: workspace,
              ...(where.programs ? { programs: where.programs } : {}),
              onSettled: (report, tools) => this.settled(report, tools),
            }),
          (error: unknown) => {
            // The bundle's own chunk missing: every server of this kind fails alike, named.
            const why = `the MCP client could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
            for (const config of configs)
              this.settled(
                {
                  server: config.name,
                  transport: config.kind,
                  tools: [],
                  leftOut: [],
                  error: why,
                  durationMs: 0,
                },
                [],
              );
            return undefined;
          },
        ),
    );
  }

  private settled(report: McpServerReport, tools: AnyTool[]): void {
    this.late.add(tools);
    const event: McpServerEvent = { type: "mcp_server", ...report };
    this.late.emit(event);
    if (report.error !== undefined)
      this.notices.push(
        `MCP server "${report.server}" did not start: ${this.where.redact(report.error)}; the run went on without its tools.`,
      );
  }

  /** Stops every server: clients closed, local servers' process groups killed. Never throws. */
  async dispose(): Promise<void> {
    const all = await Promise.all(this.started);
    await Promise.all(all.map((servers) => servers?.dispose()));
  }
}

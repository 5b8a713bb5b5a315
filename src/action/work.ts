import type { EventBus } from "../agent/events.js";
import type { RunResult } from "../agent/loop.js";
import { type PreparedTools, runSession, type StartedTools } from "../agent/session.js";
import { fail, ok } from "../base/result.js";
import { skillsSection } from "../github/context/skills.js";
import { withImageFallback } from "../llm/image-fallback.js";
import type { Provider } from "../llm/provider.js";
import { clipLine } from "../text/clip.js";
import { createCodingTools } from "../tools/index.js";
import type { AnyTool } from "../tools/tool.js";
import { type AdmittedRun, isReview } from "./admitted-run.js";
import type { AgentSide, ReadySide, TaskDescription } from "./hand-offs.js";
import { RunServers } from "./mcp-servers.js";

/**
 * The fourth phase: the agent loop on the locked workspace, its tools on the agent's side, every
 * step on the bus. Model and tool failures are conclusions, not exceptions; only tools that
 * cannot start throw.
 */
export function work(
  run: AdmittedRun,
  parts: {
    provider: Provider;
    side: AgentSide;
    task: TaskDescription;
    bus: EventBus;
    signal: AbortSignal;
    /** Tools of the run's own, beside the coding tools (a review's `review_comment`). */
    extraTools?: readonly AnyTool[];
    /** Where what the reader must not miss is collected (a model server that refused the images). */
    notices: string[];
    /** Called once the first model request is out (see `SessionOptions.onFirstRequestOut`). */
    onFirstRequestOut?: () => void;
    /** What to remind the model of when it answers too early (a structured result not yet submitted). */
    beforeFinishing?: () => string | undefined;
  },
): Promise<RunResult> {
  const { settings, runtime } = run;
  const { side, task } = parts;
  const images = task.images ?? [];
  // A text-only model (a local server, say) refuses images: the call is made again without them.
  const provider =
    images.length === 0
      ? parts.provider
      : withImageFallback(parts.provider, (why) => {
          run.io.warning(run.redact(`The model server refused the images, so they were not sent: ${why}`));
          parts.notices.push(
            `The model server refused images (${clipLine(run.redact(why), 200)}), so the run went on without the ${images.length} image${images.length === 1 ? "" : "s"} of the thread.`,
          );
        });
  return runSession({
    provider,
    ...(images.length > 0 ? { promptImages: images } : {}),
    settings,
    workspace: runtime.workspace,
    prompt: task.prompt,
    standingInstructions: task.standingInstructions,
    deliverable: task.deliverable,
    ...(task.skills ? { skills: skillsSection(task.skills) } : {}),
    ...(settings.mcpServers.length > 0
      ? { mcpServers: settings.mcpServers.map((server) => server.name) }
      : {}),
    ...(isReview(run) ? { review: true } : {}),
    ...(parts.extraTools ? { extraTools: parts.extraTools } : {}),
    ...(parts.onFirstRequestOut ? { onFirstRequestOut: parts.onFirstRequestOut } : {}),
    ...(parts.beforeFinishing ? { beforeFinishing: parts.beforeFinishing } : {}),
    bus: parts.bus,
    signal: parts.signal,
    // Started once the first request is out, on the side being prepared since the lock; every
    // tool call waits for them. MCP servers join as they start.
    tools: (late) =>
      startTools(
        side,
        runtime.workspace,
        new RunServers(
          { servers: settings.mcpServers, workspace: runtime.workspace, redact: run.redact },
          late,
          parts.notices,
        ),
      ),
    timing: runtime.timing.agent,
    // What the trajectory's first line records besides what the loop knows. `sandbox` and
    // `network` are replaced by how the tools really run once they are ready (see `startTools`).
    runSettings: {
      "timeout-minutes": settings.timeoutMinutes,
      mode: settings.mode,
      sandbox: settings.sandbox,
      network: settings.network,
      event: runtime.eventName,
    },
  });
}

/**
 * The coding tools once the agent's side is ready: in the sandbox's tool host, as its user, or
 * here as the action's user where the sandbox is off. The MCP servers start beside them: remote
 * ones at once, local ones on the agent's side once it is ready; all are disposed with the
 * coding tools. Never rejects.
 */
async function startTools(side: AgentSide, workspace: string, servers: RunServers): Promise<PreparedTools> {
  servers.startRemote();
  const ready = await side.prepare();
  const started = ready.ok ? await codingTools(ready, workspace) : ready;
  if (!started.ok) {
    await servers.dispose();
    return started;
  }
  const { coding, programs } = started.value;
  servers.startLocal({
    env: ready.ok ? ready.commandEnv : {},
    ...(programs ? { programs } : {}),
    // A local server may write the workspace: it starts once the sandbox user may.
    ...(ready.ok && ready.writable ? { after: ready.writable } : {}),
  });
  const dispose = async () => {
    await Promise.all([coding.dispose(), servers.dispose()]);
  };
  const sandbox = ready.ok && ready.sandboxed ? "user" : "off";
  const network = ready.ok && ready.networkRestricted ? "allowlist" : "open";
  return ok({ coding: { tools: coding.tools, dispose }, settings: { sandbox, network } });
}

/** The coding tools on the side made ready, and the relay of the tool host when there is one. */
async function codingTools(ready: ReadySide, workspace: string): Promise<StartedTools> {
  if (!ready.startTools) {
    try {
      return ok({ coding: createCodingTools({ root: workspace, env: ready.commandEnv }) });
    } catch (error) {
      return fail(`the tools could not start: ${(error as Error).message}`);
    }
  }
  const started = await ready.startTools({ env: ready.commandEnv });
  return started.ok ? started : fail(`the tools could not start: ${started.error}`);
}

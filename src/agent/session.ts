import type { Settings } from "../action/inputs.js";
import type { Provider } from "../llm/provider.js";
import { findProvider } from "../llm/registry.js";
import type { RetryOptions } from "../llm/retry.js";
import { type CodingTools, createCodingTools } from "../tools/index.js";
import { ToolRegistry } from "../tools/tool.js";
import { truncateForModel } from "../tools/truncate.js";
import { createCompactor } from "./compaction.js";
import type { EventBus } from "./events.js";
import { type RunResult, runAgent } from "./loop.js";
import { buildSystemPrompt } from "./system-prompt.js";

/** How long one model request may take before it counts as hung (and is retried). */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

export interface SessionOptions {
  settings: Settings;
  workspace: string;
  /** The first user message: the task and, for GitHub events, its context as data. */
  prompt: string;
  /** AGENTS.md and the `instructions` input. */
  standingInstructions?: string;
  /** Where the result goes, e.g. "a pull request"; tells the model how its answer is used. */
  deliverable?: string;
  bus: EventBus;
  signal: AbortSignal;
  /**
   * The environment tool commands run with, used as given: the caller builds it once, at the edge,
   * with `commandEnvironment` (the allowlist and `allowed-env`).
   */
  commandEnv: NodeJS.ProcessEnv;
  /**
   * Starts the tools somewhere else: the sandbox's tool host, as its user
   * (`ActiveSandbox.startToolHost`). Default: in this process.
   */
  startTools?: (options: { env: NodeJS.ProcessEnv }) => Promise<StartedTools>;
  /** Model retry settings; tests shorten the waits. */
  retry?: Omit<RetryOptions, "onRetry">;
  /** How long one model request may take; `REQUEST_TIMEOUT_MS` unless a test shortens it. */
  requestTimeoutMs?: number;
  /** A provider created ahead (see `createProvider`); created here when absent. */
  provider?: Provider;
}

/**
 * Creates the provider `settings` names, loading its SDK. The action calls this before it checks
 * out a pull request, so no code is loaded from the workspace once untrusted files are in it.
 */
export async function createProvider(
  settings: Settings,
  requestTimeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<Provider> {
  const definition = findProvider(settings.provider);
  if (!definition) throw new Error(`unknown provider "${settings.provider}"`);
  return definition.create({
    apiKey: settings.apiKey,
    baseUrl: settings.baseUrl,
    model: settings.model,
    maxTokens: settings.maxOutputTokens,
    stream: settings.stream,
    requestTimeoutMs,
  });
}

/** Tools started elsewhere, or why they could not be. */
export type StartedTools = { ok: true; coding: CodingTools } | { ok: false; error: string };

/**
 * One agent run on a workspace: the provider, the coding tools and compaction wired to the
 * loop. Used alike by the action and the command line. Never throws for model or tool failures
 * (they are conclusions); only a provider or tools that cannot be started are thrown.
 */
export async function runSession(options: SessionOptions): Promise<RunResult> {
  const { settings } = options;
  const provider = options.provider ?? (await createProvider(settings, options.requestTimeoutMs));
  const env = options.commandEnv;
  let coding: CodingTools;
  if (options.startTools) {
    const started = await options.startTools({ env });
    if (!started.ok) throw new Error(`the tools could not start: ${started.error}`);
    coding = started.coding;
  } else coding = createCodingTools({ root: options.workspace, env });
  try {
    return await runAgent({
      provider,
      tools: new ToolRegistry(coding.tools),
      system: buildSystemPrompt({
        workspace: options.workspace,
        date: new Date().toISOString().slice(0, 10),
        ...(options.standingInstructions ? { standingInstructions: options.standingInstructions } : {}),
        ...(options.deliverable ? { deliverable: options.deliverable } : {}),
      }),
      task: options.prompt,
      maxSteps: settings.maxSteps,
      signal: options.signal,
      emit: (event) => options.bus.emit(event),
      compactor: createCompactor({
        provider,
        tokenLimit: settings.tokenLimit,
        ...(options.retry ? { retry: options.retry } : {}),
      }),
      ...(options.retry ? { retry: options.retry } : {}),
      limitToolResult: truncateForModel,
    });
  } finally {
    await coding.dispose();
  }
}

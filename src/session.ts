import { createCompactor } from "./agent/compaction.js";
import type { EventBus } from "./agent/events.js";
import { type RunResult, runAgent } from "./agent/loop.js";
import { buildSystemPrompt } from "./agent/system-prompt.js";
import type { Settings } from "./inputs.js";
import type { Provider } from "./llm/provider.js";
import { findProvider } from "./llm/registry.js";
import type { RetryOptions } from "./llm/retry.js";
import { type CommandWrapper, createCodingTools, type GroupSignaller } from "./tools/index.js";
import { ToolRegistry } from "./tools/tool.js";
import { truncateForModel } from "./tools/truncate.js";

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
  /** The environment tool commands start from, before scrubbing. */
  commandEnv: NodeJS.ProcessEnv;
  /** Secret values tool commands must never see. */
  secrets: string[];
  /** Wraps every tool command (e.g. to run it as an unprivileged user). */
  wrapCommand?: CommandWrapper;
  /** Signals a command's process group when the action may not signal it itself (sudo). */
  signalGroup?: GroupSignaller;
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

/**
 * One agent run on a workspace: the provider, the coding tools and compaction wired to the
 * loop. Used alike by the action and the command line. Never throws for model or tool failures
 * (they are conclusions); only a provider that cannot be created is thrown.
 */
export async function runSession(options: SessionOptions): Promise<RunResult> {
  const { settings } = options;
  const provider = options.provider ?? (await createProvider(settings, options.requestTimeoutMs));
  const coding = createCodingTools({
    root: options.workspace,
    env: options.commandEnv,
    secrets: options.secrets,
    ...(options.wrapCommand ? { wrapCommand: options.wrapCommand } : {}),
    ...(options.signalGroup ? { signalGroup: options.signalGroup } : {}),
  });
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

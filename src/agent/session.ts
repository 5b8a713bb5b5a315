import { ok, type Result } from "../base/result.js";
import type { ImagePart } from "../llm/messages.js";
import type { ModelPrices } from "../llm/prices.js";
import type { Provider } from "../llm/provider.js";
import { findProvider } from "../llm/registry.js";
import type { RetryOptions } from "../llm/retry.js";
import { type CodingTools, createCodingTools } from "../tools/index.js";
import type { ProgramRelay } from "../tools/relayed-program.js";
import { type AnyTool, ToolRegistry } from "../tools/tool.js";
import { DEFAULT_TOOL_RESULT_TOKENS, truncateForModel } from "../tools/truncate.js";
import { SpendMeter } from "./budget.js";
import { createCompactor } from "./compaction.js";
import {
  eventsOnceReady,
  type LateTools,
  onFirstRequestOut,
  type PreparedTools,
  startWhenBegun,
  untilReady,
  waitingTool,
} from "./deferred-tools.js";
import type { AgentEvent, EventBus, RunStartedEvent } from "./events.js";
import { type RunResult, runAgent } from "./loop.js";
import { type AgentPlace, buildSystemPrompt } from "./system-prompt.js";

/** How long one model request may take before it counts as hung (and is retried). */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

/**
 * What one session reads of the run's settings. The action's `Settings` (and the command line's,
 * which is the same type) fits it as it is; the agent layer never sees the rest.
 */
export interface SessionSettings {
  /** A registered provider name (`anthropic`, `openai`). */
  provider: string;
  model: string;
  apiKey: string;
  /** Empty means the SDK default. */
  baseUrl: string;
  /** Output-token limit of one model response. */
  maxOutputTokens: number;
  stream: boolean;
  maxSteps: number;
  /** Compaction threshold in tokens; it also sizes the cap of one tool result. */
  tokenLimit: number;
  /** What the model's tokens cost; undefined: unknown, so the run's cost is not reported. */
  prices?: ModelPrices | undefined;
  /** The spending cap in US dollars (`max-cost`); needs `prices`. */
  maxCost?: number | undefined;
}

/** What `createProvider` reads: the provider and how to reach it. */
export type ProviderSettings = Pick<
  SessionSettings,
  "provider" | "model" | "apiKey" | "baseUrl" | "maxOutputTokens" | "stream"
>;

/**
 * The waits of a run that tests shorten, in one place. Production passes nothing and gets the
 * defaults (the retry policy of `completeWithRetry`, `REQUEST_TIMEOUT_MS`).
 */
export interface AgentTiming {
  /** Model retry settings, for the loop and for summary requests alike. */
  retry?: Omit<RetryOptions, "onRetry">;
  /** How long one model request may take before it counts as hung. */
  requestTimeoutMs?: number;
}

/**
 * One tool result may take this share of `token-limit`: a `read_file` then fits well inside the
 * limit with room for the system prompt, the task and the steps around it, and compaction
 * (which aims at half the limit) still has whole steps to keep.
 */
const TOOL_RESULT_SHARE_OF_LIMIT = 0.25;
/**
 * The smallest cap, however small the limit: about 2 KB, enough for a compiler error or a
 * failing test's head and tail. It only wins under a limit of 2,000 tokens, where the system
 * prompt and the tool definitions (about 1,600 tokens) already fill the context: no cap makes
 * such a run fit, so the floor keeps its results readable instead.
 */
const MIN_TOOL_RESULT_TOKENS = 500;

/**
 * The cap of one tool result entering the history, in tokens: a quarter of `tokenLimit`, at most
 * the tools' default (`DEFAULT_TOOL_RESULT_TOKENS`) and at least `MIN_TOOL_RESULT_TOKENS`.
 */
export function toolResultTokens(tokenLimit: number): number {
  const share = Math.floor(tokenLimit * TOOL_RESULT_SHARE_OF_LIMIT);
  return Math.max(MIN_TOOL_RESULT_TOKENS, Math.min(DEFAULT_TOOL_RESULT_TOKENS, share));
}

/**
 * The run's settings as `run_started` records them, keyed by their action input names: only
 * names, numbers and switches. Never the api key, a token, or the base URL (it may carry
 * credentials).
 */
export function describeSettings(settings: SessionSettings): RunStartedEvent["settings"] {
  return {
    provider: settings.provider,
    model: settings.model,
    "max-steps": settings.maxSteps,
    "token-limit": settings.tokenLimit,
    "max-output-tokens": settings.maxOutputTokens,
    stream: settings.stream,
    ...(settings.maxCost !== undefined ? { "max-cost": settings.maxCost } : {}),
  };
}

/** A session's options; its coding tools run either here (`commandEnv`) or elsewhere (`tools`). */
export type SessionOptions = SessionParts & (ToolsHere | ToolsElsewhere);

interface ToolsHere {
  /**
   * The environment of the tools' commands, used as given: the caller builds it once, at the
   * edge, with `commandEnvironment` (the allowlist and `allowed-env`).
   */
  commandEnv: NodeJS.ProcessEnv;
  tools?: undefined;
  /**
   * Starts tools that join the run later (MCP servers'), at once, beside the coding tools; what
   * it returns is disposed with them.
   */
  moreTools?: (late: LateTools) => { dispose(): Promise<void> };
}

interface ToolsElsewhere {
  /**
   * Starts the tools elsewhere (the sandbox, then its tool host as its user); called once the
   * first model request is out (`onFirstRequestOut`), or when the loop ended before. The model
   * gets the coding tools' definitions at once; every call, `extraTools`' too, waits for the
   * tools, and the loop's events are held until then, each stamped when it happened (see
   * `eventsOnceReady`); a call's wait is reported apart from its run (`waitedMs`). When they fail,
   * the model request is stopped and `runSession` throws their error. Tools that start later
   * still (MCP servers') join through `late`, and are disposed with the coding tools.
   */
  tools: (late: LateTools) => Promise<PreparedTools>;
  commandEnv?: undefined;
  moreTools?: undefined;
}

interface SessionParts {
  settings: SessionSettings;
  workspace: string;
  /** The first user message: the task and, for GitHub events, its context as data. */
  prompt: string;
  /**
   * Images placed in `prompt` (attachments of the issue or pull request), sent with the first
   * user message. A server that refuses images needs the provider wrapped in `withImageFallback`.
   */
  promptImages?: ImagePart[];
  /** AGENTS.md and the `instructions` input. */
  standingInstructions?: string;
  /** Where the result goes, e.g. "a pull request"; tells the model how its answer is used. */
  deliverable?: string;
  /** The skills' section of the system prompt (`skillsSection`); absent without skills. */
  skills?: string;
  /** The MCP servers configured, by name: the model is told their tools join as they start. */
  mcpServers?: readonly string[];
  /** Where the agent runs, for the system prompt; `ci` (the action) when absent. */
  place?: AgentPlace;
  bus: EventBus;
  signal: AbortSignal;
  /**
   * Tools of the run's own, registered after the coding tools and run in this process (a review's
   * `review_comment`). They never reach the workspace; the coding tools do that.
   */
  extraTools?: readonly AnyTool[];
  /** A review: the system prompt asks for comments and a verdict, not for changes. */
  review?: boolean;
  /** Shorter waits for tests; production leaves it out. */
  timing?: AgentTiming;
  /** A provider created ahead (see `createProvider`); created here when absent. */
  provider?: Provider;
  /**
   * Called once, when the first model request is out (`onFirstRequestOut`): for a caller whose
   * start-up is over then (the action's start-up plan).
   */
  onFirstRequestOut?: () => void;
  /**
   * More of the run's settings for `run_started`, keyed by input name (the action adds
   * `timeout-minutes`, `mode`, `sandbox`); merged over `describeSettings`. Never a secret: the
   * trajectory is an artifact anyone with read access to the run can download.
   */
  runSettings?: RunStartedEvent["settings"];
  /** What to remind the model of when it answers too early, once (see `RunOptions.beforeFinishing`). */
  beforeFinishing?: () => string | undefined;
}

/**
 * Creates the provider `settings` names, loading its SDK. The action calls this before it checks
 * out a pull request, so no code is loaded from the workspace once untrusted files are in it.
 * Throws when the provider is not registered.
 */
export async function createProvider(
  settings: ProviderSettings,
  timing: AgentTiming = {},
): Promise<Provider> {
  const definition = findProvider(settings.provider);
  if (!definition) throw new Error(`unknown provider "${settings.provider}"`);
  return definition.create({
    apiKey: settings.apiKey,
    baseUrl: settings.baseUrl,
    model: settings.model,
    maxTokens: settings.maxOutputTokens,
    stream: settings.stream,
    requestTimeoutMs: timing.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
  });
}

/**
 * Tools started elsewhere, or why they could not be; and where programs of the agent's side are
 * started for the action (the tool host's relay: a local MCP server runs there).
 */
export type StartedTools = Result<{ coding: CodingTools; programs?: ProgramRelay }>;

export type { PreparedTools } from "./deferred-tools.js";

/**
 * One agent run on a workspace: the provider, the coding tools and compaction wired to the
 * loop. Used alike by the action and the command line. Never throws for model or tool failures
 * (they are conclusions); only a provider or tools that cannot be started are thrown.
 */
export async function runSession(options: SessionOptions): Promise<RunResult> {
  const { settings } = options;
  const retry = options.timing?.retry;
  const created = options.provider ?? (await createProvider(settings, options.timing));
  // Every model call, the compactor's summaries included, is priced and checked against the cap.
  const meter = settings.prices
    ? new SpendMeter({
        prices: settings.prices,
        maxCost: settings.maxCost,
        maxOutputTokens: settings.maxOutputTokens,
      })
    : undefined;
  const metered = meter ? meter.wrap(created) : created;
  const resultTokens = toolResultTokens(settings.tokenLimit);
  const registry = new ToolRegistry();
  const late = lateTools(registry, (event) => agent.emit(event));
  const agent = options.tools ? deferred(options, () => options.tools(late)) : here(options, late);
  for (const tool of agent.tools) registry.register(tool);
  const provider = onFirstRequestOut(metered, () => {
    options.onFirstRequestOut?.();
    agent.begin?.();
  });
  let result: RunResult;
  try {
    result = await runAgent({
      provider,
      tools: registry,
      system: buildSystemPrompt({
        workspace: options.workspace,
        ...(options.place ? { place: options.place } : {}),
        date: new Date().toISOString().slice(0, 10),
        ...(options.standingInstructions ? { standingInstructions: options.standingInstructions } : {}),
        ...(options.deliverable ? { deliverable: options.deliverable } : {}),
        ...(options.review ? { review: true } : {}),
        ...(options.skills ? { skills: options.skills } : {}),
        ...(options.mcpServers?.length ? { mcpServers: options.mcpServers } : {}),
      }),
      task: options.prompt,
      ...(options.promptImages?.length ? { taskImages: options.promptImages } : {}),
      maxSteps: settings.maxSteps,
      settings: { ...describeSettings(settings), ...options.runSettings },
      signal: agent.signal,
      emit: agent.emit,
      ...(agent.toolsReady ? { toolsReady: agent.toolsReady } : {}),
      compactor: createCompactor({
        provider,
        tokenLimit: settings.tokenLimit,
        ...(retry ? { retry } : {}),
      }),
      ...(retry ? { retry } : {}),
      limitToolResult: (content) => truncateForModel(content, resultTokens),
      ...(meter ? { meter } : {}),
      ...(options.beforeFinishing ? { beforeFinishing: options.beforeFinishing } : {}),
    });
  } finally {
    // Tools not started yet are, and tools starting are waited for: the sandbox's release
    // waits for them, and they must be disposed before it.
    agent.begin?.();
    const prepared = await agent.ready;
    if (prepared.ok) await prepared.value.coding.dispose();
  }
  const prepared = await agent.ready;
  if (!prepared.ok) throw new Error(prepared.error);
  return result;
}

/** What the loop is given to act with: its tools, its signal and where its events go. */
interface AgentParts {
  tools: AnyTool[];
  signal: AbortSignal;
  emit: (event: AgentEvent) => void;
  /** Settles once the tools are ready (or failed); never rejects. */
  ready: Promise<PreparedTools>;
  /** What each call waits for before it runs, when the tools start elsewhere (`RunOptions.toolsReady`). */
  toolsReady?: (signal: AbortSignal) => Promise<void>;
  /** Starts tools that start elsewhere (see `SessionOptions.tools`). */
  begin?: () => void;
}

/**
 * Where late tools join `registry`: one whose name is taken (a server named like another's
 * tools, a forged list) is left out, the first one kept.
 */
function lateTools(registry: ToolRegistry, emit: (event: AgentEvent) => void): LateTools {
  return {
    add: (tools) => {
      for (const tool of tools) if (!registry.get(tool.name)) registry.register(tool);
    },
    emit,
  };
}

/** The coding tools in this process, ready at once, and the tools that join later started beside them. */
function here(options: SessionOptions & { commandEnv: NodeJS.ProcessEnv }, late: LateTools): AgentParts {
  const coding = createCodingTools({ root: options.workspace, env: options.commandEnv });
  const more = options.moreTools?.(late);
  const dispose = async () => {
    await Promise.all([coding.dispose(), more?.dispose()]);
  };
  return {
    tools: [...coding.tools, ...(options.extraTools ?? [])],
    signal: options.signal,
    emit: (event) => options.bus.emit(event),
    ready: Promise.resolve(ok({ coding: { tools: coding.tools, dispose } })),
  };
}

/** Tools started elsewhere (see `SessionOptions.tools`). */
function deferred(options: SessionOptions, start: () => Promise<PreparedTools>): AgentParts {
  // Only the definitions are used here: the model sees the same tools as when they are ready.
  const definitions = createCodingTools({ root: options.workspace, env: {} }).tools;
  const { ready, begin } = startWhenBegun(start);
  // Registered first, so the held events are passed on before any waiting call goes ahead.
  const emit = eventsOnceReady(ready, options.bus);
  const stop = new AbortController();
  void ready.then((prepared) => {
    if (!prepared.ok) stop.abort("tools");
  });
  return {
    tools: [
      ...definitions.map((d) =>
        waitingTool(d, ready, (coding) => coding.tools.find((t) => t.name === d.name)),
      ),
      ...(options.extraTools ?? []).map((tool) => waitingTool(tool, ready, () => tool)),
    ],
    signal: AbortSignal.any([options.signal, stop.signal]),
    emit,
    ready,
    toolsReady: untilReady(ready),
    begin,
  };
}

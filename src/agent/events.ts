import type { AssistantMessage, ImageMediaType, ToolCall, Usage } from "../llm/messages.js";
import type { ModelError } from "../llm/provider.js";

/** How a run ended. `skipped` is decided before the loop starts (by the GitHub edge). */
export type Conclusion = "success" | "max_steps" | "timeout" | "cancelled" | "budget" | "error" | "skipped";

/** Why a run was cancelled; used as the `reason` of the run's AbortSignal. */
export type CancelReason = "timeout" | "cancelled";

export interface RunStartedEvent {
  type: "run_started";
  task: string;
  provider: string;
  model: string;
  maxSteps: number;
  tools: string[];
  /**
   * The run's non-secret settings keyed by their action input names (`provider`, `model`,
   * `max-steps`, `token-limit`, ...), so a trajectory says how it was run. Never a key or token.
   */
  settings: Record<string, string | number | boolean>;
  /**
   * The images the task carries, described but never included: the trajectory is an artifact,
   * and the images' bytes belong to the repository's attachments. `bytes` is the decoded size.
   */
  images?: RunImage[];
}

/** An image of the task as the run's records show it. */
export interface RunImage {
  label: string;
  mediaType: ImageMediaType;
  bytes: number;
}

export interface StepStartedEvent {
  type: "step_started";
  step: number;
  maxSteps: number;
}

export interface ModelResponseEvent {
  type: "model_response";
  step: number;
  message: AssistantMessage;
  durationMs: number;
  attempts: number;
}

export interface ToolStartedEvent {
  type: "tool_started";
  step: number;
  call: ToolCall;
}

export interface ToolFinishedEvent {
  type: "tool_finished";
  step: number;
  call: ToolCall;
  content: string;
  isError: boolean;
  /** How long the call ran, from when its tools were ready; its wait for them is `waitedMs`. */
  durationMs: number;
  /**
   * How long the call waited for its tools to be ready (the sandbox still being prepared) before
   * it ran; absent when it did not wait.
   */
  waitedMs?: number;
  /** True when the call was answered without running because the run was cancelled. */
  cancelled: boolean;
  /**
   * The images the tool returned with its text, described but never included (as for the task's
   * `images`); absent when it returned none.
   */
  images?: Omit<RunImage, "label">[];
}

export interface CompactionEvent {
  type: "compaction";
  step: number;
  reason: "token_limit" | "context_overflow";
  tokensBefore: number;
  tokensAfter: number;
  roundsSummarised: number;
  stepsSummarised: number;
  /** Summaries that failed and were replaced by a bounded excerpt. */
  fallbacks: number;
  durationMs: number;
}

export interface RetryEvent {
  type: "retry";
  step: number;
  attempt: number;
  delayMs: number;
  error: ModelError;
}

/**
 * An MCP server settled: started and listed (`tools`: the names the model sees), or failed
 * (`error`; the run goes on without it). `leftOut` names tools the model could not be offered
 * and why. Emitted once per server, after `run_started`.
 */
export interface McpServerEvent {
  type: "mcp_server";
  server: string;
  transport: "stdio" | "http" | "sse";
  tools: string[];
  leftOut: { tool: string; why: string }[];
  error?: string;
  durationMs: number;
}

export interface RunFinishedEvent {
  type: "run_finished";
  conclusion: Conclusion;
  /** The final answer, or a sentence saying what stopped the run. */
  response: string;
  steps: number;
  usage: Usage;
  /** US dollars the run's model calls cost at the model's prices; absent when they are unknown. */
  cost?: number;
  /** The `max-cost` cap, when the run had one. */
  maxCost?: number;
  durationMs: number;
  error?: string;
}

/**
 * How the run's work reached GitHub (the `published` output): a pull request opened or refreshed,
 * a push to an existing branch (a pull request's head), a patch in the comment (or the job
 * summary) because nothing was pushed, a review, or nothing at all.
 */
export type PublishedAs = "pull-request" | "push" | "patch" | "review" | "none";

/**
 * How the run's work reached its readers, and how the run ended once it had. The loop never
 * emits it: the edge that delivers the work does (the action after publishing), last before the
 * bus closes, so every observer (trajectory, job summary, tracking comment) ends on the same facts.
 */
export interface PublishedEvent {
  type: "published";
  /**
   * The run's final conclusion: work that could not be delivered, or an answer that could not be
   * posted, turns `success` into `error`.
   */
  conclusion: Conclusion;
  /** How the work reached GitHub. */
  published: PublishedAs;
  /** The final answer, or what stopped the run. */
  response: string;
  /** The files that changed, relative to the workspace. */
  files?: string[];
  /** The branch the changes were pushed to, and the commit pushed. */
  branch?: string;
  sha?: string;
  /** The pull request holding the changes; `prCreated` when this run opened it. */
  prUrl?: string;
  prCreated?: boolean;
  /** The review posted on the pull request (review mode). */
  reviewUrl?: string;
  /** The changes as a diff, when they were not pushed (comment mode, a failed push). */
  patch?: string;
  patchTruncated?: boolean;
  /** A sentence for the reader about what happened and why. */
  note?: string;
  /** Why delivering failed, said plainly. */
  error?: string;
  /** What the reader must not miss (the sandbox was off, files left out), each on its own. */
  notices: string[];
  /**
   * Files the agent made or changed that are in the workspace but not in the commit (ignored ones
   * included): the first of them, and how many there were. A later step of the job runs on them.
   */
  leftBehind?: { paths: string[]; total: number };
  /** The comment that answered in the thread, when there is one. */
  commentUrl?: string;
  /** The GitHub operations the agent asked for, in the order asked, with what became of each. */
  operations?: OperationReport[];
  /** The result that satisfied `output-schema` (the last valid `submit_output`), as compact JSON. */
  structuredOutput?: string;
  /** A staged run's proposal: what `/agent apply` would publish (see `Proposal`). */
  proposal?: ProposalSummary;
  /**
   * The agent job of the two-job shape (`handoff`): the folder it wrote for the publish job
   * (`apply-handoff`), which publishes the run. Set only once the handoff is written.
   */
  handoffDir?: string;
}

/** What a staged run proposes, for the tracking comment and the summary. */
export interface ProposalSummary {
  /** The branch holding the proposed commit (`<branch-prefix>proposal-<run id>`), and that commit. */
  branch?: string;
  sha?: string;
  /** How the commit would be published: a pull request (with its title and body), or a push to a branch. */
  as?: "pull-request" | "push";
  title?: string;
  body?: string;
  /** The branch a push would go to, or a pull request would come from. */
  targetBranch?: string;
  /** The staging run (`GITHUB_RUN_ID`), and `owner/name` of the repository the commit waits in. */
  runId?: string;
  repo?: string;
  /** A pull request's base branch, and whether it opens as a draft (the run did not finish). */
  base?: string;
  draft?: boolean;
  /** A push's pull request, and the head it must still be at when applied: the commit's parent. */
  pullNumber?: number;
  expectedHead?: string;
  /** The operations accepted, as the agent asked for them: asked again when the proposal is applied. */
  operations?: ProposedOperation[];
  /** The comment that applies it, such as `/agent apply`. */
  applyWith?: string;
  /** `proposed` (waiting), or `applied`: the block of the run that published it. */
  state?: "proposed" | "applied";
}

/** One operation of a proposal: the `safe-outputs` key and the tool's arguments. */
export interface ProposedOperation {
  type: string;
  args: Record<string, unknown>;
}

export type AgentEvent =
  | RunStartedEvent
  | StepStartedEvent
  | ModelResponseEvent
  | ToolStartedEvent
  | ToolFinishedEvent
  | CompactionEvent
  | RetryEvent
  | McpServerEvent
  | RunFinishedEvent
  | PublishedEvent;

/**
 * One GitHub operation the agent asked for (DESIGN section 9), as the `operations` output, the
 * job summary and the tracking comment list it: refused ones included.
 */
export interface OperationReport {
  /** The `safe-outputs` key: `add-labels`, `remove-labels`, `create-issue`, `add-comment`, `close-issue`. */
  type: string;
  /** The issue or pull request acted on; for `create-issue`, the new issue once it is made. */
  target?: number;
  /**
   * `applied`: done on GitHub. `refused`: refused when asked (against `safe-outputs`), or refused
   * by GitHub when applied (`reason` says which). `proposed`: a staged run's, waiting for `/agent apply`.
   */
  status: "applied" | "refused" | "proposed";
  /** Where to see it: the issue, the comment, the new issue. */
  url?: string;
  /** Why it was refused, or what happened; one sentence. */
  reason?: string;
  /** What was asked, for the reader: the labels, the title, the first words of a comment. */
  summary?: string;
}

/** Every event carries the time it happened (ms since the epoch). */
export type TimedEvent = AgentEvent & { time: number };

/**
 * Something that watches the run: the trajectory file, the job log, the job summary, the
 * tracking comment. Called synchronously, in registration order; an observer that needs I/O
 * queues it and finishes in `close`. An observer must not throw.
 */
export interface Observer {
  onEvent(event: TimedEvent): void;
  /** Awaited once after the run, so queued work (a last comment update) lands. */
  close?(): Promise<void>;
}

/** Fans events out to observers in order. The trajectory writer is registered first. */
export class EventBus {
  private readonly observers: Observer[] = [];

  constructor(observers: Observer[] = []) {
    this.observers.push(...observers);
  }

  add(observer: Observer): void {
    this.observers.push(observer);
  }

  /**
   * Passes `event` to every observer, stamped with `time`: now, unless it happened earlier and
   * was held until it could be recorded (see `eventsOnceReady`), when it is the time it happened.
   */
  emit(event: AgentEvent, time: number = Date.now()): void {
    const timed = { ...event, time } as TimedEvent;
    for (const observer of this.observers) {
      try {
        observer.onEvent(timed);
      } catch {
        // An observer failure (a full disk, a closed stream) must never end the run.
      }
    }
  }

  async close(): Promise<void> {
    for (const observer of this.observers) {
      try {
        await observer.close?.();
      } catch {
        // Same as above: reporting is best effort once the work itself is done.
      }
    }
  }
}

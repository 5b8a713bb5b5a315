import type { OperationReport, PublishedAs } from "../agent/events.js";
import { usdAmount } from "../text/money.js";
import type { Redactor } from "../text/redact.js";
import type { ActionIO } from "./io.js";

/** The action's outputs (action.yml), set on every ending, `skipped` included. */
export interface Outputs {
  conclusion: string;
  response: string;
  /** How the work reached GitHub; `none` when it did not (a skipped run included). */
  published?: PublishedAs;
  steps?: number;
  commentUrl?: string;
  prUrl?: string;
  branch?: string;
  logFile?: string;
  inputTokens?: number;
  outputTokens?: number;
  /** US dollars spent; undefined when the model's prices are unknown. */
  cost?: number | undefined;
  /** The GitHub operations asked for, refused ones included; the output is `[]` without any. */
  operations?: readonly OperationReport[];
  /** The result that satisfied `output-schema`, as compact JSON; the output is empty without one. */
  structuredOutput?: string;
  /** The folder the agent job (`handoff`) wrote the run's outcome to, absolute; the output is empty without one. */
  handoffDir?: string;
}

/** Sets every output, empty when unknown, so later steps can always read them. */
export function writeOutputs(io: ActionIO, outputs: Outputs, redact: Redactor): void {
  io.setOutput("conclusion", outputs.conclusion);
  io.setOutput("response", redact(outputs.response));
  io.setOutput("steps", String(outputs.steps ?? 0));
  io.setOutput("comment-url", outputs.commentUrl ?? "");
  io.setOutput("pr-url", outputs.prUrl ?? "");
  io.setOutput("branch", outputs.branch ?? "");
  io.setOutput("published", outputs.published ?? "none");
  io.setOutput("log-file", outputs.logFile ?? "");
  io.setOutput("input-tokens", String(outputs.inputTokens ?? 0));
  io.setOutput("output-tokens", String(outputs.outputTokens ?? 0));
  io.setOutput("cost", outputs.cost === undefined ? "" : usdAmount(outputs.cost));
  io.setOutput("structured-output", redact(outputs.structuredOutput ?? ""));
  io.setOutput("operations", redact(operationsJson(outputs.operations ?? [])));
  io.setOutput("handoff-dir", outputs.handoffDir ?? "");
}

/**
 * The `operations` output: a compact JSON array of the fields DESIGN section 5 names, in the order
 * asked. The reader's `summary` stays out: it is the agent's words, and a later step that pastes
 * the output into a script should get only what the action decided.
 */
export function operationsJson(operations: readonly OperationReport[]): string {
  return JSON.stringify(
    operations.map(({ type, target, status, url, reason }) => ({ type, target, status, url, reason })),
  );
}

/**
 * A run that ends before any work: a notice, and `skipped` with the reason as the response. It
 * spent nothing: `cost` is 0 when the model's prices are known (`priced`), else empty.
 */
export function reportSkipped(
  io: ActionIO,
  reason: string,
  redact: Redactor = (text) => text,
  priced = false,
): void {
  io.notice(`Repo Agent skipped: ${reason}`);
  writeOutputs(io, { conclusion: "skipped", response: reason, ...(priced ? { cost: 0 } : {}) }, redact);
}

import type { PublishedAs } from "../agent/events.js";
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

import type { OperationReport } from "../agent/events.js";
import { type AppliedOperations, applyOperations } from "../github/operations/apply.js";
import { readRepositoryLabels } from "../github/operations/label-list.js";
import { type AskedOperation, OperationRequests } from "../github/operations/requests.js";
import { OPERATION_KEYS } from "../github/operations/safe-outputs.js";
import { stagedProposal } from "../github/proposal/compose.js";
import { hasThread } from "../github/trigger/types.js";
import type { AnyTool } from "../tools/tool.js";
import type { AdmittedRun } from "./admitted-run.js";
import { createOperationTools } from "./operation-tools.js";

/**
 * The GitHub operations of one run (DESIGN section 9): the tools `safe-outputs` enables, which
 * record what the agent asks for, and what became of each once applied. Undefined when the
 * workflow enables none: the model is offered no tool for them.
 */
export interface RunOperations {
  tools: AnyTool[];
  requests: OperationRequests;
}

/** The run's operation tools, from `safe-outputs`; undefined when it enables none. */
export function startOperations(run: AdmittedRun): RunOperations | undefined {
  const config = run.settings.safeOutputs;
  if (!OPERATION_KEYS.some((key) => config[key])) return undefined;
  const requests = operationRequests(run);
  return { tools: createOperationTools(requests, config), requests };
}

/**
 * Where operations are asked, checked against this run's own `safe-outputs` on its own thread:
 * the agent's, and those of a proposal or a handoff asked again (an earlier run's or another
 * job's settings carry no authority).
 */
export function operationRequests(run: AdmittedRun): OperationRequests {
  const { trigger } = run;
  return new OperationRequests({
    config: run.settings.safeOutputs,
    triggering: hasThread(trigger) ? trigger.number : undefined,
    // Read once, on the first call that needs it, from the repository the operations act on.
    repoLabels: () => readRepositoryLabels(run.github(), trigger.repo),
  });
}

/**
 * Applies the accepted requests in order with the run's token, every text neutralised; with
 * `staged`, none, and each accepted one is reported `proposed`. Never throws.
 */
export function applyAsked(
  run: AdmittedRun,
  requests: OperationRequests,
  staged: boolean,
): Promise<AppliedOperations> {
  return applyOperations({
    client: run.github(),
    repo: run.trigger.repo,
    asked: requests.asked,
    publishable: run.publishable,
    staged,
    serverUrl: run.runtime.serverUrl,
  });
}

/**
 * Applies what the agent asked for, after the agent has finished and whatever its ending (the
 * way changes are still published): in order, with the run's token, every text neutralised. A
 * staged run applies nothing; its accepted requests are `proposed`. Never throws: an operation
 * GitHub refuses is reported and the rest go on.
 */
export async function applyRequested(
  run: AdmittedRun,
  operations: RunOperations | undefined,
): Promise<AppliedOperations | undefined> {
  if (!operations) return undefined;
  return applyAsked(run, operations.requests, run.settings.staged);
}

/** What an accepted operation's report says in the agent job of the two-job shape (`handoff`). */
export const HANDED_OFF_REASON = "handed off to the publish job";
/** And when the handoff could not be written: nothing of the run reaches the publish job. */
const NOT_HANDED_OFF_REASON = "not handed off: the handoff could not be written, so it will not be applied";

/**
 * The agent job's operations (`handoff`): none applied, every accepted one reported `proposed`,
 * handed off to the publish job, which asks again with its own `safe-outputs` and applies them
 * (`refused` when the handoff could not be written); refused ones stay refused. No request is made.
 */
export async function handOffRequested(
  run: AdmittedRun,
  operations: RunOperations | undefined,
  handedOff: boolean,
): Promise<AppliedOperations | undefined> {
  if (!operations) return undefined;
  // `staged` applies nothing: each accepted request becomes a report of what was asked.
  const listed = await applyAsked(run, operations.requests, true);
  const reports = listed.reports.map((report): OperationReport => {
    if (report.status !== "proposed") return report;
    return handedOff
      ? { ...report, reason: HANDED_OFF_REASON }
      : { ...report, status: "refused", reason: NOT_HANDED_OFF_REASON };
  });
  return { reports, failed: 0 };
}

/** The sentence the comment and the job's failure give when GitHub refused some operations. */
export function failedOperationsNote(applied: AppliedOperations | undefined): string | undefined {
  if (!applied || applied.failed === 0) return undefined;
  const count = applied.failed === 1 ? "One GitHub operation" : `${applied.failed} GitHub operations`;
  return `${count} the agent asked for could not be applied; the others were. See the operations below.`;
}

/** What a staged run proposes: its commit as pushed aside (when it changed files), and its operations. */
export function proposeFrom(
  run: AdmittedRun,
  delivery: Parameters<typeof stagedProposal>[0]["delivery"],
  asked: readonly AskedOperation[],
) {
  return stagedProposal({
    delivery,
    asked,
    runId: run.runtime.runId,
    repo: run.repo,
    applyWith: `${run.settings.triggerPhrase} apply`,
  });
}

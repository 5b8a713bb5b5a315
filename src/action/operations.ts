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
  const { trigger } = run;
  const requests = new OperationRequests({
    config,
    triggering: hasThread(trigger) ? trigger.number : undefined,
    // Read once, on the first call that needs it, from the repository the operations act on.
    repoLabels: () => readRepositoryLabels(run.github(), trigger.repo),
  });
  return { tools: createOperationTools(requests, config), requests };
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
  return applyOperations({
    client: run.github(),
    repo: run.trigger.repo,
    asked: operations.requests.asked,
    publishable: run.publishable,
    staged: run.settings.staged,
    serverUrl: run.runtime.serverUrl,
  });
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

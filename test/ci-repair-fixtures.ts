import type { FailedWorkflowRun, WorkflowRunTrigger } from "../src/github/trigger/types.js";

/**
 * A CI repair of `headSha` on `headBranch` of octo-org/octo-repo, as `resolveTrigger` makes one
 * from a failed run of the workflow `CI`; `run` and `actor` change what a test is about.
 */
export function ciRepairTrigger(
  headBranch: string,
  headSha: string,
  changes: { run?: Partial<FailedWorkflowRun>; actor?: WorkflowRunTrigger["actor"] } = {},
): WorkflowRunTrigger {
  return {
    kind: "workflow_run",
    repo: { owner: "octo-org", repo: "octo-repo" },
    task: "Make the failing checks pass.",
    ...(changes.actor ? { actor: changes.actor } : {}),
    defaultBranch: "main",
    run: {
      id: 555,
      workflowName: "CI",
      runNumber: 7,
      attempt: 1,
      htmlUrl: "https://github.com/octo-org/octo-repo/actions/runs/555",
      event: "push",
      headBranch,
      headSha,
      ...changes.run,
    },
  };
}

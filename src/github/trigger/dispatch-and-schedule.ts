import type { DispatchPayload, SchedulePayload } from "./payloads.js";
import { actorOf, fail, repoOf, type TriggerOptions, type TriggerResolution } from "./resolution.js";
import { hasWords } from "./task-text.js";

/**
 * The events a workflow starts on its own, whose task is the workflow's: a run started by hand
 * (workflow_dispatch, where the dispatch's own `task` input comes first) and a schedule. Without
 * a task they fail the job: someone set them up to do something.
 */

export function fromDispatch(event: DispatchPayload, options: TriggerOptions): TriggerResolution {
  const repo = event.repository ? repoOf(event.repository) : options.repo;
  if (!repo)
    return fail("the workflow_dispatch event payload names no repository and GITHUB_REPOSITORY is not set");
  const fromInputs = event.inputs?.task;
  const task = (
    typeof fromInputs === "string" && fromInputs.trim() !== "" ? fromInputs : options.taskInput
  ).trim();
  if (!hasWords(task)) {
    return fail(
      "a workflow_dispatch run needs a task: set the action's `task` input or give the workflow a `task` input",
    );
  }
  return { kind: "workflow_dispatch", repo, task, ...(event.sender ? { actor: actorOf(event.sender) } : {}) };
}

export function fromSchedule(event: SchedulePayload, options: TriggerOptions): TriggerResolution {
  const repo = event.repository ? repoOf(event.repository) : options.repo;
  if (!repo) return fail("the schedule event payload names no repository and GITHUB_REPOSITORY is not set");
  const task = options.taskInput.trim();
  if (!hasWords(task)) return fail("the `task` input is required when the workflow runs on a schedule");
  return { kind: "schedule", repo, task, ...(event.schedule ? { cron: event.schedule } : {}) };
}

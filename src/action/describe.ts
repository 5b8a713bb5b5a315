import { readStandingInstructions } from "../github/context/standing-instructions.js";
import { buildTaskContext } from "../github/context/task-context.js";
import { hasThread, isPullRequestTrigger, type Trigger } from "../github/trigger/types.js";
import { untrustedDataNote } from "../text/sanitize.js";
import type { AdmittedRun } from "./admit.js";
import type { Settings } from "./inputs.js";
import type { StartPoint } from "./workspace-guard.js";

/** What the model is told: the task with its thread, the standing instructions, where its answer goes. */
export interface TaskDescription {
  prompt: string;
  standingInstructions: string;
  deliverable: string;
}

/**
 * The third phase: the task and its context as data (the issue or pull request, fetched once
 * with the start point), AGENTS.md and the `instructions` input, and what the result becomes.
 * Never throws for GitHub failures: what could not be loaded is said in the context instead.
 */
export async function describeTask(run: AdmittedRun, start: StartPoint): Promise<TaskDescription> {
  const { trigger, settings } = run;
  const client = hasThread(trigger) ? run.github() : undefined;
  const pull = start.pull ? { pull: start.pull } : {};
  const [context, standing] = await Promise.all([
    buildTaskContext(trigger, { client, ...pull }),
    readStandingInstructions(trigger, {
      workspace: run.runtime.workspace,
      instructions: settings.instructions,
      client,
      ...pull,
    }),
  ]);
  for (const warning of standing.warnings) run.io.warning(warning);
  return {
    prompt: promptFor(trigger, context),
    standingInstructions: [untrustedDataNote, standing.text].filter(Boolean).join("\n\n"),
    deliverable: deliverableFor(trigger, settings),
  };
}

function deliverableFor(trigger: Trigger, settings: Settings): string {
  if (settings.mode === "comment") return "a comment with the diff (nothing is pushed)";
  if (isPullRequestTrigger(trigger) && settings.mode === "auto")
    return "a commit pushed to this pull request";
  return "a pull request";
}

function promptFor(trigger: Trigger, context: string): string {
  const where = hasThread(trigger)
    ? `You were asked in ${isPullRequestTrigger(trigger) ? "pull request" : "issue"} #${trigger.number}${
        trigger.actor ? ` by @${trigger.actor.login}` : ""
      }.`
    : `This run was started by a ${trigger.kind === "schedule" ? "schedule" : "manual workflow run"}.`;
  // The task comes first and bare: the job log prints this prompt after its own "Task:" label.
  return [trigger.task, "", where, "", context].join("\n").trim();
}

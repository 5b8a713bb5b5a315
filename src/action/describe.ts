import { fetchPullRequest, type PullRequest } from "../github/context/pull-request.js";
import { readStandingInstructions } from "../github/context/standing-instructions.js";
import { buildTaskContext } from "../github/context/task-context.js";
import { hasThread, isPullRequestTrigger, type Trigger } from "../github/trigger/types.js";
import { untrustedDataNote } from "../text/sanitize.js";
import type { AdmittedRun } from "./admit.js";
import type { Settings } from "./inputs.js";

/** What the model is told: the task with its thread, the standing instructions, where its answer goes. */
export interface TaskDescription {
  prompt: string;
  standingInstructions: string;
  deliverable: string;
  /** The pull request the run is about, read once: the checkout and publishing use it too. */
  pull?: PullRequest;
}

/**
 * The task and its context as data (the issue or pull request), AGENTS.md and the `instructions`
 * input, and what the result becomes. Runs before anything is checked out, so AGENTS.md comes
 * from the checkout the workflow made (for a pull request, from its base through the API), never
 * from a branch an agent wrote. Throws only when the pull request cannot be read; other GitHub
 * failures are said in the context instead.
 */
export async function describeTask(run: AdmittedRun): Promise<TaskDescription> {
  const { trigger, settings } = run;
  const client = hasThread(trigger) ? run.github() : undefined;
  const pull = isPullRequestTrigger(trigger) ? { pull: await readPullRequest(run, trigger.number) } : {};
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
    ...pull,
  };
}

async function readPullRequest(run: AdmittedRun, number: number): Promise<PullRequest> {
  const fetched = await fetchPullRequest(run.github(), run.trigger.repo, number);
  if (!fetched.ok) throw new Error(`Could not read pull request #${number}: ${fetched.problem}`);
  return fetched.data;
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

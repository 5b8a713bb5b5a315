import { clipMarked, sanitizeUntrusted } from "../../text/sanitize.js";
import { hasFixTrailer } from "../ci-repair/fix-trailer.js";
import type { WorkflowRunPayload } from "./payloads.js";
import { actorOf, isBot, repoOf, skip, type TriggerOptions, type TriggerResolution } from "./resolution.js";
import { hasWords } from "./task-text.js";

/**
 * The events whose failed runs a CI repair follows: each is started by a push or by someone with
 * write access (a `pull_request` run may be opened by anyone, hence the actor's permission check).
 */
export const repairableEvents = ["push", "pull_request", "workflow_dispatch", "schedule"] as const;

/** The task of a CI repair when the workflow sets no `task` input. */
export const DEFAULT_CI_TASK = "Make the failing checks pass.";

/** Longest workflow name kept; it names the fix commits' trailer too. */
const maxWorkflowNameChars = 100;

/**
 * A workflow run that failed on a branch of this repository starts a CI repair: the `task` input,
 * or `DEFAULT_CI_TASK`. Skipped: a run that did not fail; a run of a fork's code (the agent would
 * be working on, and pushing for, code nobody here wrote); a run on no branch; a run started by
 * any event but `repairableEvents` (an issue comment or a `pull_request_target` run is started by
 * anyone, and its log may print what they wrote). Who started the attempt that failed is the
 * actor whose permission `admit` checks, as for a comment. A bot is taken only when the failing
 * commit is a fix of the action's own (its trailer): that is the loop `max-ci-fixes` bounds, and
 * an App token's push is what re-runs CI. Any other bot's failure waits for a person to ask.
 */
export function fromWorkflowRun(event: WorkflowRunPayload, options: TriggerOptions): TriggerResolution {
  const run = event.workflow_run;
  const name = sanitizeUntrusted(run.name ?? "", { maxChars: maxWorkflowNameChars })
    .replace(/\s+/g, " ")
    .trim();
  const called = `the workflow run ${JSON.stringify(clipMarked(name || `#${run.run_number}`, 100))}`;
  if (event.action !== "completed")
    return skip(`workflow_run ${event.action}: only completed runs start a CI repair`);
  if (run.conclusion !== "failure")
    return skip(
      `${called} ended ${run.conclusion ?? "without a conclusion"}; only a failure starts a CI repair`,
    );
  const head = run.head_repository?.full_name;
  if (head === undefined || head.toLowerCase() !== event.repository.full_name.toLowerCase()) {
    const from = head === undefined ? "a deleted repository" : `the fork ${clipMarked(head, 200)}`;
    return skip(
      `${called} ran on code from ${from}; a CI repair works only on branches of this repository, never on a fork's code`,
    );
  }
  if (!run.head_branch)
    return skip(`${called} ran on no branch (a tag?), so there is nothing to push a fix to`);
  if (!(repairableEvents as readonly string[]).includes(run.event))
    return skip(
      `${called} was started by ${clipMarked(sanitizeUntrusted(run.event), 40)}; a CI repair follows only runs started by ${repairableEvents.join(", ")}`,
    );
  const startedBy = run.triggering_actor ?? run.actor;
  if (!startedBy) return skip(`${called} names nobody who started it, so nobody's permission can be checked`);
  const starter = actorOf(startedBy);
  const ownFix = hasFixTrailer(run.head_commit?.message ?? "");
  if (isBot(starter) && !ownFix)
    return skip(
      `${called} was started by the bot @${starter.login}; a bot's failure is repaired only when it is of Repo Agent's own fix (ask with ${options.triggerPhrase} on its pull request instead)`,
    );
  const task = options.taskInput.trim();
  return {
    kind: "workflow_run",
    repo: repoOf(event.repository),
    task: hasWords(task) ? task : DEFAULT_CI_TASK,
    // The bot that pushed the action's own fix has no permission to check; max-ci-fixes bounds it.
    ...(isBot(starter) ? {} : { actor: starter }),
    run: {
      id: run.id,
      workflowName: name || `run ${run.run_number}`,
      runNumber: run.run_number,
      attempt: run.run_attempt ?? 1,
      htmlUrl: run.html_url,
      event: run.event,
      headBranch: run.head_branch,
      headSha: run.head_sha,
      ...(run.created_at ? { createdAt: run.created_at } : {}),
    },
    ...(event.repository.default_branch ? { defaultBranch: event.repository.default_branch } : {}),
  };
}

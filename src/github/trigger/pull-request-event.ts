import { clipMarked } from "../../text/sanitize.js";
import type { PullRequestPayload } from "./payloads.js";
import { actorOf, isBot, repoOf, skip, type TriggerOptions, type TriggerResolution } from "./resolution.js";
import { hasWords } from "./task-text.js";
import { pullRequestActions } from "./types.js";

/**
 * A pull request event starts the workflow's own task (`task` input), such as a review, on a
 * pull request whose head is in this repository. A fork's pull request is skipped: its workflow
 * runs get no secrets (so no model key), and its head must never be pushed to anyway; a person
 * with access can still ask with a comment. Drafts wait for their `ready_for_review` event.
 */
export function fromPullRequest(event: PullRequestPayload, options: TriggerOptions): TriggerResolution {
  return pullRequestRun("pull_request", event, options);
}

/**
 * Why a `pull_request_target` event starts nothing outside the two-job shape: its job holds the
 * repository's secrets and a write token while the change may come from a fork (DESIGN section 10).
 */
export const PULL_REQUEST_TARGET_NEEDS_HANDOFF =
  "pull_request_target events start a run only in the two-job shape, an agent job with the `handoff` input and a publish job with `apply-handoff`: they run with the repository's secrets and a write token on behalf of changes that may come from a fork, so the job that runs the agent must hold neither (see docs/untrusted-checkouts.md)";

/**
 * A `pull_request_target` event, in the two-job shape only (`TriggerOptions.twoJobs`): resolved
 * as a `pull_request` event is, a fork's pull request included. The agent job that checks out
 * the fork's head has a read-only token and publishes nothing; the publish job never runs the
 * fork's code and never pushes to the fork.
 */
export function fromPullRequestTarget(event: PullRequestPayload, options: TriggerOptions): TriggerResolution {
  if (!options.twoJobs) return skip(PULL_REQUEST_TARGET_NEEDS_HANDOFF);
  return pullRequestRun("pull_request_target", event, options);
}

function pullRequestRun(
  eventName: "pull_request" | "pull_request_target",
  event: PullRequestPayload,
  options: TriggerOptions,
): TriggerResolution {
  const action = pullRequestActions.find((known) => known === event.action);
  if (!action) {
    return skip(
      `${eventName} ${event.action}: only ${pullRequestActions.join(", ")} pull requests start a run`,
    );
  }
  const pull = event.pull_request;
  const actor = actorOf(event.sender);
  if (isBot(actor))
    return skip(`the pull request was ${action} by the bot @${actor.login}; bots never start a run`);
  const task = options.taskInput.trim();
  if (!hasWords(task))
    return skip(`a ${eventName} event starts a run only when the workflow sets the \`task\` input`);
  const head = pull.head.repo?.full_name;
  const fork = head === undefined || head.toLowerCase() !== pull.base.repo.full_name.toLowerCase();
  if (fork && eventName === "pull_request") {
    const from = head === undefined ? "a deleted fork" : `the fork ${clipMarked(head, 200)}`;
    return skip(
      `pull request #${pull.number} comes from ${from}; a pull_request run of a fork gets no secrets, so it is skipped (a comment with ${options.triggerPhrase} can ask instead)`,
    );
  }
  if (pull.state !== "open") return skip(`pull request #${pull.number} is ${pull.state}`);
  if (pull.draft === true && action !== "ready_for_review")
    return skip(`pull request #${pull.number} is a draft; marking it ready for review starts the run`);
  return {
    kind: "pull_request",
    action,
    repo: repoOf(event.repository),
    task,
    actor,
    number: pull.number,
    isPullRequest: true,
    ...(pull.head.sha ? { headSha: pull.head.sha } : {}),
    // Unknown counts as the default branch: the automation then opens a pull request, never
    // pushes. A fork's branch is never this repository's default branch, whatever its name.
    headIsDefaultBranch: !fork && (event.repository.default_branch ?? pull.head.ref) === pull.head.ref,
    ...(eventName === "pull_request_target" ? { target: true as const } : {}),
  };
}

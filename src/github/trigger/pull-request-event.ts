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
  const action = pullRequestActions.find((known) => known === event.action);
  if (!action) {
    return skip(
      `pull_request ${event.action}: only ${pullRequestActions.join(", ")} pull requests start a run`,
    );
  }
  const pull = event.pull_request;
  const actor = actorOf(event.sender);
  if (isBot(actor))
    return skip(`the pull request was ${action} by the bot @${actor.login}; bots never start a run`);
  const task = options.taskInput.trim();
  if (!hasWords(task))
    return skip("a pull_request event starts a run only when the workflow sets the `task` input");
  const head = pull.head.repo?.full_name;
  if (head === undefined || head.toLowerCase() !== pull.base.repo.full_name.toLowerCase()) {
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
    // Unknown counts as the default branch: the automation then opens a pull request, never pushes.
    headIsDefaultBranch: (event.repository.default_branch ?? pull.head.ref) === pull.head.ref,
  };
}

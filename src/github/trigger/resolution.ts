import type { Account, Repository } from "./payloads.js";
import type { Actor, RepoRef, Skip, Trigger } from "./types.js";

/** What resolving an event gives and is told, and the small parts every event's resolution uses. */

/** A payload that cannot be read for an event the action supports; the job fails with `message`. */
export interface TriggerError {
  kind: "error";
  message: string;
}

export type TriggerResolution = Trigger | Skip | TriggerError;

export interface TriggerOptions {
  /** The `trigger-phrase` input. */
  triggerPhrase: string;
  /**
   * The `task` input, for workflow_dispatch (when its inputs carry no `task`), schedule and
   * pull_request (which starts nothing without it).
   */
  taskInput: string;
  /** The repository the workflow runs in (`GITHUB_REPOSITORY`), for payloads without `repository`. */
  repo?: RepoRef;
  /**
   * The `label-trigger` input: an `issues` `labeled` event starts a run only when the label
   * added is this one (ignoring case, as GitHub does). Empty or absent: labels never start a run.
   */
  labelTrigger?: string;
  /**
   * The `assignee-trigger` input: an `issues` `assigned` event starts a run only when the user
   * assigned has this login (ignoring case; a leading `@` is allowed). Empty or absent:
   * assignments never start a run.
   */
  assigneeTrigger?: string;
  /**
   * The run is one half of the two-job shape (`handoff` or `apply-handoff`, DESIGN section 10):
   * `pull_request_target` then starts runs, a fork's pull request included, since the job that
   * holds the fork's code holds no write token and publishes nothing itself.
   */
  twoJobs?: boolean;
}

/** GitHub marks apps as `Bot`; their logins end in `[bot]`, which also catches a mislabelled one. */
export function isBot(actor: Actor): boolean {
  return actor.type === "Bot" || actor.login.toLowerCase().endsWith("[bot]");
}

export function actorOf(account: Account): Actor {
  return { login: account.login, type: account.type };
}

export function repoOf(repo: Repository): RepoRef {
  return { owner: repo.owner.login, repo: repo.name };
}

export function skip(reason: string): Skip {
  return { kind: "skip", reason };
}

export function fail(message: string): TriggerError {
  return { kind: "error", message };
}

import type {
  IssueCommentCreatedEvent,
  IssuesAssignedEvent,
  IssuesLabeledEvent,
  IssuesOpenedEvent,
  PullRequestReviewCommentCreatedEvent,
  WorkflowDispatchEvent,
} from "@octokit/webhooks-types";
import { type Static, type TSchema, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { isRecord } from "../../text/json.js";
import { clipMarked, sanitizeUntrusted } from "../../text/sanitize.js";
import { findTask } from "./phrase.js";
import type { Actor, RepoRef, Skip, Trigger } from "./types.js";

/** Longest task taken from a comment or an issue; the rest is cut with a marker. */
export const maxTaskChars = 20_000;

/** A payload that cannot be read for an event the action supports; the job fails with `message`. */
export interface TriggerError {
  kind: "error";
  message: string;
}

export type TriggerResolution = Trigger | Skip | TriggerError;

export interface TriggerOptions {
  /** The `trigger-phrase` input. */
  triggerPhrase: string;
  /** The `task` input, for workflow_dispatch (when its inputs carry no `task`) and schedule. */
  taskInput: string;
  /** The repository the workflow runs in (`GITHUB_REPOSITORY`), for payloads without `repository`. */
  repo?: RepoRef;
}

/** The events that can start a run, for messages. */
export const supportedEvents = [
  "issue_comment",
  "pull_request_review_comment",
  "issues",
  "workflow_dispatch",
  "schedule",
] as const;

/**
 * Turns a workflow's event into what to do. Never throws; the result is one of:
 * - a `Trigger`: run, with the task. The task is `""` when nothing follows the trigger phrase, or
 *   nothing with a letter or digit in it (only emoji, say); the caller then replies with help and
 *   calls no model.
 * - a `Skip` with a reason: an event, action or author that does not start runs (bots never do),
 *   or a comment or issue without the trigger phrase.
 * - a `TriggerError` with a message naming the problem: a missing or malformed payload for a
 *   supported event, or a workflow_dispatch or schedule run without a task. The job fails.
 *
 * Comment and issue text is sanitised (`sanitizeUntrusted`) before the phrase is looked for, so
 * a phrase hidden from readers (in an HTML comment, say) starts nothing and the task holds only
 * what a reader of the page sees.
 */
export function resolveTrigger(
  eventName: string,
  payload: unknown,
  options: TriggerOptions,
): TriggerResolution {
  switch (eventName) {
    case "issue_comment":
      return read(eventName, payload, issueCommentPayload, (event) => fromIssueComment(event, options));
    case "pull_request_review_comment":
      return read(eventName, payload, reviewCommentPayload, (event) => fromReviewComment(event, options));
    case "issues":
      return read(eventName, payload, issuesPayload, (event) => fromIssue(event, options));
    case "workflow_dispatch":
      return read(eventName, payload, dispatchPayload, (event) => fromDispatch(event, options));
    case "schedule":
      return read(eventName, payload, schedulePayload, (event) => fromSchedule(event, options));
    case "pull_request_target":
    case "workflow_run":
      return skip(
        `${eventName} events are not supported: they run with the repository's secrets on behalf of ` +
          "changes that may come from a fork",
      );
    default:
      return skip(
        `${eventName || "an unnamed"} event does not start a run (supported: ${supportedEvents.join(", ")})`,
      );
  }
}

const user = Type.Object({ login: Type.String(), type: Type.String() });
const repository = Type.Object({ name: Type.String(), owner: Type.Object({ login: Type.String() }) });
const nullableString = Type.Union([Type.String(), Type.Null()]);

// Each schema names only the fields read here; the `Accepts` lines below prove at compile time
// that every payload GitHub's own webhook types describe passes it.
const issueCommentPayload = Type.Object({
  action: Type.String(),
  issue: Type.Object({ number: Type.Integer(), pull_request: Type.Optional(Type.Unknown()) }),
  comment: Type.Object({ id: Type.Integer(), body: Type.String(), user, created_at: Type.String() }),
  repository,
});

const reviewCommentPayload = Type.Object({
  action: Type.String(),
  pull_request: Type.Object({ number: Type.Integer() }),
  comment: Type.Object({
    id: Type.Integer(),
    body: Type.String(),
    user,
    created_at: Type.String(),
    path: Type.String(),
    line: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    original_line: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    diff_hunk: Type.String(),
  }),
  repository,
});

const issuesPayload = Type.Object({
  action: Type.String(),
  issue: Type.Object({ number: Type.Integer(), title: Type.String(), body: nullableString, user }),
  repository,
  sender: user,
});

const dispatchPayload = Type.Object({
  inputs: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  repository: Type.Optional(repository),
  sender: Type.Optional(user),
});

/** A schedule's payload holds little more than the cron line; the repository comes from options. */
const schedulePayload = Type.Object({
  schedule: Type.Optional(Type.String()),
  repository: Type.Optional(repository),
});

type Accepts<Schema extends TSchema, Event extends Static<Schema>> = Event;
/** Exported only so the compiler checks it: the schemas accept the official payload types. */
export type OfficialPayloadsFit = [
  Accepts<typeof issueCommentPayload, IssueCommentCreatedEvent>,
  Accepts<typeof reviewCommentPayload, PullRequestReviewCommentCreatedEvent>,
  Accepts<typeof issuesPayload, IssuesOpenedEvent | IssuesLabeledEvent | IssuesAssignedEvent>,
  Accepts<typeof dispatchPayload, WorkflowDispatchEvent>,
];

/** Checks `payload` against `schema`, naming the first bad field, then hands it on typed. */
function read<S extends TSchema>(
  eventName: string,
  payload: unknown,
  schema: S,
  resolve: (event: Static<S>) => TriggerResolution,
): TriggerResolution {
  if (!isRecord(payload)) {
    return fail(
      `the ${eventName} event payload (the file at GITHUB_EVENT_PATH) is missing or not a JSON object`,
    );
  }
  const problem = Value.Errors(schema, payload).First();
  if (problem) {
    return fail(
      `the ${eventName} event payload (the file at GITHUB_EVENT_PATH) is malformed: ` +
        `${problem.path || "/"}: ${problem.message}`,
    );
  }
  return resolve(payload as Static<S>);
}

function fromIssueComment(
  event: Static<typeof issueCommentPayload>,
  options: TriggerOptions,
): TriggerResolution {
  if (event.action !== "created") return skip(`issue_comment ${event.action}: only new comments start a run`);
  const author = actorOf(event.comment.user);
  if (isBot(author)) return skip(`the comment is by the bot @${author.login}; bots never start a run`);
  const task = taskIn(event.comment.body, options.triggerPhrase);
  if (task === undefined) return skip(`the comment does not contain ${options.triggerPhrase}`);
  return {
    kind: "issue_comment",
    repo: repoOf(event.repository),
    task,
    actor: author,
    number: event.issue.number,
    isPullRequest: event.issue.pull_request != null,
    commentId: event.comment.id,
    createdAt: event.comment.created_at,
  };
}

function fromReviewComment(
  event: Static<typeof reviewCommentPayload>,
  options: TriggerOptions,
): TriggerResolution {
  if (event.action !== "created") {
    return skip(`pull_request_review_comment ${event.action}: only new comments start a run`);
  }
  const { comment } = event;
  const author = actorOf(comment.user);
  if (isBot(author)) return skip(`the comment is by the bot @${author.login}; bots never start a run`);
  const task = taskIn(comment.body, options.triggerPhrase);
  if (task === undefined) return skip(`the comment does not contain ${options.triggerPhrase}`);
  const line = comment.line ?? comment.original_line ?? undefined;
  return {
    kind: "review_comment",
    repo: repoOf(event.repository),
    task,
    actor: author,
    number: event.pull_request.number,
    isPullRequest: true,
    commentId: comment.id,
    createdAt: comment.created_at,
    path: comment.path,
    ...(line === undefined ? {} : { line }),
    diffHunk: comment.diff_hunk,
  };
}

const issueActions = ["opened", "labeled", "assigned"] as const;

function fromIssue(event: Static<typeof issuesPayload>, options: TriggerOptions): TriggerResolution {
  const action = issueActions.find((known) => known === event.action);
  if (!action) return skip(`issues ${event.action}: only opened, labeled and assigned issues start a run`);
  // The sender is who made this event happen: the opener, or whoever labeled or assigned.
  const actor = actorOf(event.sender);
  if (isBot(actor)) return skip(`the issue was ${action} by the bot @${actor.login}; bots never start a run`);
  const { issue } = event;
  const body = issue.body ?? "";
  let task = taskIn(body, options.triggerPhrase);
  if (task === undefined) {
    const titleTask = taskIn(issue.title, options.triggerPhrase);
    // A title such as "/agent" asks for what the body describes.
    task = titleTask === "" ? cleanTask(body) : titleTask;
    if (task !== undefined && !hasWords(task)) task = "";
  }
  if (task === undefined) return skip(`the issue's title and body do not contain ${options.triggerPhrase}`);
  return {
    kind: "issue",
    action,
    repo: repoOf(event.repository),
    task,
    actor,
    author: actorOf(issue.user),
    number: issue.number,
    isPullRequest: false,
  };
}

function fromDispatch(event: Static<typeof dispatchPayload>, options: TriggerOptions): TriggerResolution {
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

function fromSchedule(event: Static<typeof schedulePayload>, options: TriggerOptions): TriggerResolution {
  const repo = event.repository ? repoOf(event.repository) : options.repo;
  if (!repo) return fail("the schedule event payload names no repository and GITHUB_REPOSITORY is not set");
  const task = options.taskInput.trim();
  if (!hasWords(task)) return fail("the `task` input is required when the workflow runs on a schedule");
  return { kind: "schedule", repo, task, ...(event.schedule ? { cron: event.schedule } : {}) };
}

/**
 * The task after `phrase` in sanitised `text`, bounded; undefined when the phrase is absent, and
 * `""` when what follows holds no word (see `hasWords`), so the asker gets the help reply.
 */
function taskIn(text: string, phrase: string): string | undefined {
  const task = findTask(sanitizeUntrusted(text, { maxChars: Number.POSITIVE_INFINITY }), phrase);
  if (task === undefined) return undefined;
  return hasWords(task) ? clipMarked(task, maxTaskChars) : "";
}

/**
 * Whether `text` holds a letter or a digit in any script. A task of only emoji, punctuation or
 * symbols says nothing a model could act on; it is treated as no task at all.
 */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

function cleanTask(text: string): string {
  return sanitizeUntrusted(text, { maxChars: maxTaskChars }).trim();
}

/** GitHub marks apps as `Bot`; their logins end in `[bot]`, which also catches a mislabelled one. */
export function isBot(actor: Actor): boolean {
  return actor.type === "Bot" || actor.login.toLowerCase().endsWith("[bot]");
}

function actorOf(account: Static<typeof user>): Actor {
  return { login: account.login, type: account.type };
}

function repoOf(repo: Static<typeof repository>): RepoRef {
  return { owner: repo.owner.login, repo: repo.name };
}

function skip(reason: string): Skip {
  return { kind: "skip", reason };
}

function fail(message: string): TriggerError {
  return { kind: "error", message };
}

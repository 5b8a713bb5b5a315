import type {
  IssueCommentCreatedEvent,
  IssuesAssignedEvent,
  IssuesLabeledEvent,
  IssuesOpenedEvent,
  PullRequestEvent,
  PullRequestReviewCommentCreatedEvent,
  PullRequestReviewSubmittedEvent,
  WorkflowDispatchEvent,
  WorkflowRunCompletedEvent,
} from "@octokit/webhooks-types";
import { type Static, type TSchema, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { isRecord } from "../../text/json.js";
import { clipMarked, sanitizeUntrusted } from "../../text/sanitize.js";
import { hasFixTrailer } from "../ci-repair/fix-trailer.js";
import { findTask } from "./phrase.js";
import { type Actor, pullRequestActions, type RepoRef, type Skip, type Trigger } from "./types.js";

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
}

/** The events that can start a run, for messages. */
export const supportedEvents = [
  "issue_comment",
  "pull_request_review_comment",
  "pull_request_review",
  "issues",
  "pull_request",
  "workflow_run",
  "workflow_dispatch",
  "schedule",
] as const;

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
 * Turns a workflow's event into what to do. Never throws; the result is one of:
 * - a `Trigger`: run, with the task. The task is `""` when nothing follows the trigger phrase, or
 *   nothing with a letter or digit in it (only emoji, say); the caller then replies with help and
 *   calls no model.
 * - a `Skip` with a reason: an event, action or author that does not start runs (bots never do),
 *   a comment, review or opened issue without the trigger phrase, a label or assignee other
 *   than `labelTrigger` or `assigneeTrigger`, or a pull request event without the `task` input,
 *   from a fork, or on a draft.
 * - a `TriggerError` with a message naming the problem: a missing or malformed payload for a
 *   supported event, or a workflow_dispatch or schedule run without a task. The job fails.
 *
 * Comment, review and issue text is sanitised (`sanitizeUntrusted`) before the phrase is looked
 * for, so a phrase hidden from readers (in an HTML comment, say) starts nothing and the task holds
 * only what a reader of the page sees. A labeled or assigned issue needs no phrase: its title and
 * body are the task, since the label or the assignment is the request.
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
    case "pull_request_review":
      return read(eventName, payload, reviewPayload, (event) => fromReview(event, options));
    case "issues":
      return read(eventName, payload, issuesPayload, (event) => fromIssue(event, options));
    case "pull_request":
      return read(eventName, payload, pullRequestPayload, (event) => fromPullRequest(event, options));
    case "workflow_dispatch":
      return read(eventName, payload, dispatchPayload, (event) => fromDispatch(event, options));
    case "schedule":
      return read(eventName, payload, schedulePayload, (event) => fromSchedule(event, options));
    case "workflow_run":
      return read(eventName, payload, workflowRunPayload, (event) => fromWorkflowRun(event, options));
    case "pull_request_target":
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

const reviewPayload = Type.Object({
  action: Type.String(),
  pull_request: Type.Object({ number: Type.Integer() }),
  review: Type.Object({
    id: Type.Integer(),
    body: nullableString,
    user,
    state: Type.String(),
    submitted_at: Type.Optional(nullableString),
  }),
  repository,
});

const issuesPayload = Type.Object({
  action: Type.String(),
  issue: Type.Object({
    number: Type.Integer(),
    title: Type.String(),
    body: nullableString,
    user,
    updated_at: Type.Optional(Type.String()),
    labels: Type.Optional(Type.Array(Type.Object({ name: Type.String() }))),
    assignees: Type.Optional(Type.Array(Type.Object({ login: Type.String() }))),
  }),
  // Named in labeled and assigned events; GitHub's own types call both optional.
  label: Type.Optional(Type.Union([Type.Object({ name: Type.String() }), Type.Null()])),
  assignee: Type.Optional(Type.Union([Type.Object({ login: Type.String() }), Type.Null()])),
  repository,
  sender: user,
});

const pullRequestPayload = Type.Object({
  action: Type.String(),
  pull_request: Type.Object({
    number: Type.Integer(),
    state: Type.String(),
    draft: Type.Optional(Type.Boolean()),
    head: Type.Object({
      ref: Type.String(),
      repo: Type.Union([Type.Object({ full_name: Type.String() }), Type.Null()]),
    }),
    base: Type.Object({ repo: Type.Object({ full_name: Type.String() }) }),
  }),
  repository: Type.Object({ ...repository.properties, default_branch: Type.Optional(Type.String()) }),
  sender: user,
});

const workflowRunPayload = Type.Object({
  action: Type.String(),
  workflow_run: Type.Object({
    id: Type.Integer(),
    name: Type.Optional(nullableString),
    run_number: Type.Integer(),
    run_attempt: Type.Optional(Type.Integer()),
    html_url: Type.String(),
    event: Type.String(),
    conclusion: nullableString,
    // Null for a run on a tag, say: there is no branch to push a fix to.
    head_branch: nullableString,
    head_sha: Type.String(),
    created_at: Type.Optional(Type.String()),
    head_repository: Type.Optional(Type.Union([Type.Object({ full_name: Type.String() }), Type.Null()])),
    // Who started the run, and who started this attempt of it (a re-run): GitHub's own examples
    // leave either out or null.
    actor: Type.Optional(Type.Union([user, Type.Null()])),
    triggering_actor: Type.Optional(Type.Union([user, Type.Null()])),
    head_commit: Type.Optional(Type.Union([Type.Object({ message: Type.String() }), Type.Null()])),
  }),
  repository: Type.Object({
    ...repository.properties,
    full_name: Type.String(),
    default_branch: Type.Optional(Type.String()),
  }),
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
  Accepts<typeof reviewPayload, PullRequestReviewSubmittedEvent>,
  Accepts<typeof issuesPayload, IssuesOpenedEvent | IssuesLabeledEvent | IssuesAssignedEvent>,
  Accepts<typeof pullRequestPayload, PullRequestEvent>,
  Accepts<typeof workflowRunPayload, WorkflowRunCompletedEvent>,
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

function fromReview(event: Static<typeof reviewPayload>, options: TriggerOptions): TriggerResolution {
  if (event.action !== "submitted") {
    return skip(`pull_request_review ${event.action}: only submitted reviews start a run`);
  }
  const { review } = event;
  const author = actorOf(review.user);
  if (isBot(author)) return skip(`the review is by the bot @${author.login}; bots never start a run`);
  const body = review.body ?? "";
  const task = taskIn(body, options.triggerPhrase);
  if (task === undefined) return skip(`the review's text does not contain ${options.triggerPhrase}`);
  return {
    kind: "review",
    repo: repoOf(event.repository),
    task,
    actor: author,
    number: event.pull_request.number,
    isPullRequest: true,
    reviewId: review.id,
    ...(review.submitted_at ? { createdAt: review.submitted_at } : {}),
    state: review.state,
    body: cleanTask(body),
  };
}

const issueActions = ["opened", "labeled", "assigned"] as const;

function fromIssue(event: Static<typeof issuesPayload>, options: TriggerOptions): TriggerResolution {
  const action = issueActions.find((known) => known === event.action);
  if (!action) return skip(`issues ${event.action}: only opened, labeled and assigned issues start a run`);
  // The sender is who made this event happen: the opener, or whoever labeled or assigned.
  const actor = actorOf(event.sender);
  if (isBot(actor)) return skip(`the issue was ${action} by the bot @${actor.login}; bots never start a run`);
  // A label or an assignment is the request itself; an opened issue asks with the phrase.
  const refusal =
    action === "labeled"
      ? labelRefusal(event, options)
      : action === "assigned"
        ? assigneeRefusal(event, options)
        : openedWithTrigger(event, options);
  if (refusal !== undefined) return skip(refusal);
  const task =
    action === "opened" ? openedTask(event.issue, options.triggerPhrase) : wholeIssueTask(event.issue);
  if (task === undefined) return skip(`the issue's title and body do not contain ${options.triggerPhrase}`);
  return {
    kind: "issue",
    action,
    repo: repoOf(event.repository),
    task,
    actor,
    author: actorOf(event.issue.user),
    number: event.issue.number,
    isPullRequest: false,
    ...(event.issue.updated_at ? { createdAt: event.issue.updated_at } : {}),
  };
}

/** The `label-trigger` as configured, blanks around it dropped; `""` turns labels off. */
const triggerLabel = (options: TriggerOptions): string => (options.labelTrigger ?? "").trim();
/** The `assignee-trigger` login, with or without its `@`; `""` turns assignments off. */
const triggerLogin = (options: TriggerOptions): string =>
  (options.assigneeTrigger ?? "").trim().replace(/^@/, "");
/** GitHub treats label names and logins without regard to case. */
const sameLabel = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameLogin = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Why a `labeled` event starts nothing, or undefined when its label is `labelTrigger`. Triage
 * adds labels all the time; only the one label meant as a request may start a paid run.
 */
function labelRefusal(event: Static<typeof issuesPayload>, options: TriggerOptions): string | undefined {
  const wanted = triggerLabel(options);
  if (wanted === "") return "label-trigger is empty, so adding a label never starts a run";
  const added = event.label?.name;
  if (added === undefined) return "the labeled event does not name the label that was added";
  if (sameLabel(added, wanted)) return undefined;
  return `the label ${JSON.stringify(clipMarked(added, 100))} is not the label-trigger ${JSON.stringify(wanted)}`;
}

/**
 * An issue opened with the trigger label, or assigned to the trigger login, from the start (an
 * issue template that applies them) also sends a `labeled` or `assigned` event, which starts the
 * run: the `opened` event starts nothing, so one request is one run and one pull request.
 */
function openedWithTrigger(event: Static<typeof issuesPayload>, options: TriggerOptions): string | undefined {
  const label = triggerLabel(options);
  if (label !== "" && (event.issue.labels ?? []).some((l) => sameLabel(l.name, label)))
    return `the issue was opened with the label-trigger label ${JSON.stringify(label.toLowerCase())}; its labeled event starts the run`;
  const login = triggerLogin(options);
  if (login !== "" && (event.issue.assignees ?? []).some((a) => sameLogin(a.login, login)))
    return `the issue was opened assigned to the assignee-trigger @${login.toLowerCase()}; its assigned event starts the run`;
  return undefined;
}

/** Why an `assigned` event starts nothing, or undefined when the user assigned is `assigneeTrigger`. */
function assigneeRefusal(event: Static<typeof issuesPayload>, options: TriggerOptions): string | undefined {
  const wanted = triggerLogin(options);
  if (wanted === "") return "assignee-trigger is empty, so assigning an issue never starts a run";
  const assigned = event.assignee?.login;
  if (assigned === undefined) return "the assigned event does not name the user who was assigned";
  if (sameLogin(assigned, wanted)) return undefined;
  return `@${assigned} was assigned, not the assignee-trigger @${wanted}`;
}

/** An opened issue's task: the text after the phrase in its body, else in its title. */
function openedTask(issue: Static<typeof issuesPayload>["issue"], phrase: string): string | undefined {
  const body = issue.body ?? "";
  const task = taskIn(body, phrase);
  if (task !== undefined) return task;
  const titleTask = taskIn(issue.title, phrase);
  // A title such as "/agent" asks for what the body describes.
  const fromTitle = titleTask === "" ? cleanTask(body) : titleTask;
  return fromTitle !== undefined && !hasWords(fromTitle) ? "" : fromTitle;
}

/** A labeled or assigned issue's task: its title and body, whatever they say. */
function wholeIssueTask(issue: Static<typeof issuesPayload>["issue"]): string {
  const task = cleanTask(`${issue.title}\n\n${issue.body ?? ""}`);
  return hasWords(task) ? task : "";
}

/**
 * A pull request event starts the workflow's own task (`task` input), such as a review, on a
 * pull request whose head is in this repository. A fork's pull request is skipped: its workflow
 * runs get no secrets (so no model key), and its head must never be pushed to anyway; a person
 * with access can still ask with a comment. Drafts wait for their `ready_for_review` event.
 */
function fromPullRequest(
  event: Static<typeof pullRequestPayload>,
  options: TriggerOptions,
): TriggerResolution {
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
function fromWorkflowRun(
  event: Static<typeof workflowRunPayload>,
  options: TriggerOptions,
): TriggerResolution {
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

import { clipMarked } from "../../text/sanitize.js";
import type { IssuesPayload } from "./payloads.js";
import { actorOf, isBot, repoOf, skip, type TriggerOptions, type TriggerResolution } from "./resolution.js";
import { cleanTask, hasWords, taskIn } from "./task-text.js";

/**
 * The `issues` event: an issue opened with the trigger phrase (or, when the workflow sets `task`,
 * any issue opened), labeled with the `label-trigger` or assigned to the `assignee-trigger`.
 */

const issueActions = ["opened", "labeled", "assigned"] as const;

export function fromIssue(event: IssuesPayload, options: TriggerOptions): TriggerResolution {
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
  // Without the phrase, a workflow that sets `task` runs it on every new issue (triage): the
  // task is the workflow's, and the issue reaches the model as data, like any thread.
  const automation = options.taskInput.trim();
  if (task === undefined && !hasWords(automation))
    return skip(
      `the issue's title and body do not contain ${options.triggerPhrase} (set the task input to run a task on every new issue)`,
    );
  return {
    kind: "issue",
    action,
    repo: repoOf(event.repository),
    task: task ?? automation,
    ...(task === undefined ? { automation: true as const } : {}),
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
function labelRefusal(event: IssuesPayload, options: TriggerOptions): string | undefined {
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
function openedWithTrigger(event: IssuesPayload, options: TriggerOptions): string | undefined {
  const label = triggerLabel(options);
  if (label !== "" && (event.issue.labels ?? []).some((l) => sameLabel(l.name, label)))
    return `the issue was opened with the label-trigger label ${JSON.stringify(label.toLowerCase())}; its labeled event starts the run`;
  const login = triggerLogin(options);
  if (login !== "" && (event.issue.assignees ?? []).some((a) => sameLogin(a.login, login)))
    return `the issue was opened assigned to the assignee-trigger @${login.toLowerCase()}; its assigned event starts the run`;
  return undefined;
}

/** Why an `assigned` event starts nothing, or undefined when the user assigned is `assigneeTrigger`. */
function assigneeRefusal(event: IssuesPayload, options: TriggerOptions): string | undefined {
  const wanted = triggerLogin(options);
  if (wanted === "") return "assignee-trigger is empty, so assigning an issue never starts a run";
  const assigned = event.assignee?.login;
  if (assigned === undefined) return "the assigned event does not name the user who was assigned";
  if (sameLogin(assigned, wanted)) return undefined;
  return `@${assigned} was assigned, not the assignee-trigger @${wanted}`;
}

/** An opened issue's task: the text after the phrase in its body, else in its title. */
function openedTask(issue: IssuesPayload["issue"], phrase: string): string | undefined {
  const body = issue.body ?? "";
  const task = taskIn(body, phrase);
  if (task !== undefined) return task;
  const titleTask = taskIn(issue.title, phrase);
  // A title such as "/agent" asks for what the body describes.
  const fromTitle = titleTask === "" ? cleanTask(body) : titleTask;
  return fromTitle !== undefined && !hasWords(fromTitle) ? "" : fromTitle;
}

/** A labeled or assigned issue's task: its title and body, whatever they say. */
function wholeIssueTask(issue: IssuesPayload["issue"]): string {
  const task = cleanTask(`${issue.title}\n\n${issue.body ?? ""}`);
  return hasWords(task) ? task : "";
}

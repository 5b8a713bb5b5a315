import type { RepoRef } from "../../github/trigger/types.js";
import { isRecord } from "../../text/json.js";

/**
 * What a dry run needs to know about a webhook payload: which event it is, which repository it
 * names, and the issue or pull request it is about, so the GitHub stand-in can answer for them.
 * The payload is read loosely here; `resolveTrigger` checks it properly when the action runs.
 */

/** The issue or pull request an event is about, as the stand-in serves it. */
export interface Thread {
  number: number;
  title: string;
  body: string;
  state: string;
  user: { login: string; type: string };
  /** How many comments the payload says the thread has. */
  comments: number;
  isPullRequest: boolean;
  /** For pull requests: the branches the payload names, when it names them. */
  headRef?: string;
  baseRef?: string;
  /** For pull requests: the commits the payload names; they may not be in the local repository. */
  headSha?: string;
  baseSha?: string;
  /** For pull requests: whether the payload says it is a draft. */
  draft?: boolean;
  /** `owner/name` of the pull request's head repository; differs from the base for a fork. */
  headRepo?: string;
  /** The names of the labels the payload says it has. */
  labels?: string[];
}

/** The comment that started the run, served back in the thread's comment list. */
export interface TriggerComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  created_at: string;
  updated_at: string;
}

export interface PayloadFacts {
  repo?: RepoRef;
  /** The repository's default branch, as the payload names it. */
  defaultBranch?: string;
  thread?: Thread;
  comment?: TriggerComment;
}

/**
 * The event name a payload most likely belongs to, from its shape; undefined when it cannot be
 * told (then `--event-name` is needed). GitHub's payloads carry no event name themselves.
 */
export function guessEventName(payload: unknown): string | undefined {
  if (!isRecord(payload)) return undefined;
  if (isRecord(payload.comment)) {
    if (isRecord(payload.pull_request) && typeof payload.comment.diff_hunk === "string") {
      return "pull_request_review_comment";
    }
    if (isRecord(payload.issue)) return "issue_comment";
  }
  if (isRecord(payload.review) && isRecord(payload.pull_request)) return "pull_request_review";
  // `pull_request_target` payloads look the same; the event a workflow most often runs on is meant.
  if (isRecord(payload.pull_request) && typeof payload.action === "string" && !("comment" in payload)) {
    return "pull_request";
  }
  if (isRecord(payload.issue)) return "issues";
  if (typeof payload.schedule === "string") return "schedule";
  if (isRecord(payload.workflow_run)) return "workflow_run";
  if ("inputs" in payload && "workflow" in payload) return "workflow_dispatch";
  return undefined;
}

function text(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

function account(value: unknown): { login: string; type: string } {
  return isRecord(value)
    ? { login: text(value.login, "octocat"), type: text(value.type, "User") }
    : { login: "octocat", type: "User" };
}

function repoOf(value: unknown): RepoRef | undefined {
  if (!isRecord(value) || typeof value.name !== "string" || !isRecord(value.owner)) return undefined;
  return typeof value.owner.login === "string" ? { owner: value.owner.login, repo: value.name } : undefined;
}

function fullName(value: unknown): string | undefined {
  return isRecord(value) && typeof value.full_name === "string" ? value.full_name : undefined;
}

/** The names of a payload's `labels` list (label objects); none when it has none. */
function labelNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((label: unknown) =>
    isRecord(label) && typeof label.name === "string" ? [label.name] : [],
  );
}

/** Reads the repository, the thread and the triggering comment out of `payload`, as far as it has them. */
export function readPayloadFacts(payload: unknown): PayloadFacts {
  if (!isRecord(payload)) return {};
  const facts: PayloadFacts = {};
  const repo = repoOf(payload.repository);
  if (repo) facts.repo = repo;
  if (isRecord(payload.repository) && typeof payload.repository.default_branch === "string") {
    facts.defaultBranch = payload.repository.default_branch;
  }

  const pull = isRecord(payload.pull_request) ? payload.pull_request : undefined;
  const issue = isRecord(payload.issue) ? payload.issue : undefined;
  const source = issue ?? pull;
  if (source && typeof source.number === "number") {
    const head = pull && isRecord(pull.head) ? pull.head : undefined;
    const base = pull && isRecord(pull.base) ? pull.base : undefined;
    const thread: Thread = {
      number: source.number,
      title: text(source.title, `#${source.number}`),
      body: text(source.body),
      state: text(source.state, "open"),
      user: account(source.user),
      comments: typeof source.comments === "number" ? source.comments : 0,
      isPullRequest: pull !== undefined || (issue !== undefined && isRecord(issue.pull_request)),
    };
    if (head && typeof head.ref === "string") thread.headRef = head.ref;
    if (base && typeof base.ref === "string") thread.baseRef = base.ref;
    if (head && typeof head.sha === "string") thread.headSha = head.sha;
    if (base && typeof base.sha === "string") thread.baseSha = base.sha;
    if (pull && typeof pull.draft === "boolean") thread.draft = pull.draft;
    const labels = labelNames(source.labels);
    if (labels.length > 0) thread.labels = labels;
    const headRepo = fullName(head?.repo);
    if (headRepo) thread.headRepo = headRepo;
    facts.thread = thread;
  }

  const comment = isRecord(payload.comment) ? payload.comment : undefined;
  if (comment && typeof comment.id === "number") {
    const created = text(comment.created_at, new Date().toISOString());
    facts.comment = {
      id: comment.id,
      body: text(comment.body),
      user: account(comment.user),
      created_at: created,
      updated_at: text(comment.updated_at, created),
    };
  }
  return facts;
}

/** The repository the workflow runs in. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** True when `a` and `b` name one repository: GitHub compares owner and name without case. */
export function sameRepository(a: RepoRef, b: RepoRef): boolean {
  return a.owner.toLowerCase() === b.owner.toLowerCase() && a.repo.toLowerCase() === b.repo.toLowerCase();
}

export interface Actor {
  login: string;
  /** `User`, `Bot` or `Organization`, as GitHub reports it. */
  type: string;
}

interface TriggerBase {
  repo: RepoRef;
  /** The task for the model: the text after the trigger phrase, or the `task` input. */
  task: string;
  /** Who asked; absent for schedules. */
  actor?: Actor;
}

/** A comment on an issue or a pull request's conversation (`issue_comment`, created). */
export interface CommentTrigger extends TriggerBase {
  kind: "issue_comment";
  number: number;
  isPullRequest: boolean;
  commentId: number;
  /** When the comment was made; only earlier comments are shown to the model. */
  createdAt: string;
}

/** A comment on a pull request's diff (`pull_request_review_comment`, created). */
export interface ReviewCommentTrigger extends TriggerBase {
  kind: "review_comment";
  number: number;
  isPullRequest: true;
  commentId: number;
  createdAt: string;
  /** The file and line the comment is on, given to the model as context. */
  path: string;
  line?: number;
  diffHunk: string;
}

/**
 * A pull request review submitted with the phrase in its body (`pull_request_review`,
 * submitted). It is answered like a comment in the pull request's conversation: GitHub has no
 * reactions and no replies for a review itself.
 */
export interface ReviewTrigger extends TriggerBase {
  kind: "review";
  number: number;
  isPullRequest: true;
  reviewId: number;
  /** When the review was submitted; only earlier comments are shown to the model. */
  createdAt?: string;
  /** The verdict as GitHub reports it: `commented`, `approved` or `changes_requested`. */
  state: string;
  /** The whole review body, sanitised and bounded: the request, shown to the model as data. */
  body: string;
}

/**
 * A pull request opened, pushed to (`synchronize`), reopened or marked ready for review, when the
 * workflow sets the `task` input: an automation, such as a review of every pull request. From a
 * `pull_request` event only a pull request whose head is in this repository starts one (a fork's
 * gets no secrets); from `pull_request_target`, only in the two-job shape (`handoff` or
 * `apply-handoff`, DESIGN section 10), and then a fork's too.
 */
export interface PullRequestTrigger extends TriggerBase {
  kind: "pull_request";
  action: (typeof pullRequestActions)[number];
  number: number;
  isPullRequest: true;
  /**
   * The pull request's head commit as the event names it (`pull_request.head.sha`); absent only
   * from a hand-written payload, when the head is read from the pull request instead.
   */
  headSha?: string;
  /**
   * The event was `pull_request_target` (two-job shape only): the job runs with the base
   * repository's token and secrets, and the head may be a fork's.
   */
  target?: true;
  /**
   * The head is the repository's default branch (a pull request from `main` into a release
   * branch): an automation then never pushes onto it, it opens a pull request instead.
   */
  headIsDefaultBranch: boolean;
}

/** The `pull_request` actions that start an automation. */
export const pullRequestActions = ["opened", "synchronize", "reopened", "ready_for_review"] as const;

/**
 * An issue opened with the phrase in its title or body, labeled with `label-trigger`, or
 * assigned to `assignee-trigger`.
 */
export interface IssueTrigger extends TriggerBase {
  kind: "issue";
  action: "opened" | "labeled" | "assigned";
  number: number;
  isPullRequest: false;
  /**
   * When the request was made: the issue's last update, which a label or an assignment is.
   * Comments made or edited after it are not shown to the model.
   */
  createdAt?: string;
  /**
   * The task is the workflow's `task` input, run on an issue opened without the phrase (triage):
   * the opener asked for nothing, so their permission is not what admits the run.
   */
  automation?: true;
  /**
   * Who wrote the issue, and so the task. `actor` is who opened, labeled or assigned it; for a
   * label or an assignment the two differ, and the issue's text came from `author`. Always set by
   * `resolveTrigger`; optional only so hand-made triggers (tests) may leave it out.
   */
  author?: Actor;
}

/** The failed workflow run a CI repair is about, as its `workflow_run` event names it. */
export interface FailedWorkflowRun {
  id: number;
  /** The workflow's name (`CI`): its file on the branch chose it, so it is data. */
  workflowName: string;
  /** `GITHUB_RUN_NUMBER` of the failed run, and which attempt of it failed. */
  runNumber: number;
  attempt: number;
  htmlUrl: string;
  /** The event that started the failed run: `push`, `pull_request`, ... */
  event: string;
  /** The branch and commit it ran on; the branch is in this repository. */
  headBranch: string;
  headSha: string;
  /** When the run was created (every attempt keeps it): nothing about this failure is older. */
  createdAt?: string;
}

/**
 * A workflow run that completed with conclusion `failure` on a branch of this repository (a
 * fork's run is never taken): a CI repair. `resolveTrigger` reads the event; `planRepair` then
 * finds the branch's open pull request, whose thread the run answers in, or leaves it without
 * a thread when there is none (the fix then comes as a new pull request against the branch).
 */
export interface WorkflowRunTrigger extends TriggerBase {
  kind: "workflow_run";
  run: FailedWorkflowRun;
  /** The repository's default branch, as the payload names it: a fix is never pushed onto it. */
  defaultBranch?: string;
  /** The open pull request whose head is the failing branch, once `planRepair` found it. */
  number?: number;
  isPullRequest?: true;
}

/** A CI repair on a branch with an open pull request: it answers in that pull request. */
export type RepairThreadTrigger = WorkflowRunTrigger & { number: number; isPullRequest: true };

export interface DispatchTrigger extends TriggerBase {
  kind: "workflow_dispatch";
}

export interface ScheduleTrigger extends TriggerBase {
  kind: "schedule";
  cron?: string;
}

export type Trigger =
  | CommentTrigger
  | ReviewCommentTrigger
  | ReviewTrigger
  | IssueTrigger
  | PullRequestTrigger
  | WorkflowRunTrigger
  | DispatchTrigger
  | ScheduleTrigger;

/** A trigger in an issue's or a pull request's thread: it has a `number`, a conversation to answer in. */
export type ThreadTrigger =
  | CommentTrigger
  | ReviewCommentTrigger
  | ReviewTrigger
  | IssueTrigger
  | PullRequestTrigger
  | RepairThreadTrigger;

/**
 * True for a trigger with a thread; false for a manual run and a schedule, which have none, and
 * for a CI repair of a branch without an open pull request.
 */
export function hasThread(trigger: Trigger): trigger is ThreadTrigger {
  if (trigger.kind === "workflow_run") return trigger.number !== undefined;
  return trigger.kind !== "workflow_dispatch" && trigger.kind !== "schedule";
}

/** True for a request on a pull request: a comment in its conversation or on its diff, a review, or a pull request event. */
export function isPullRequestTrigger(trigger: Trigger): trigger is ThreadTrigger & { isPullRequest: true } {
  return hasThread(trigger) && trigger.isPullRequest;
}

/** Why an event does not start a run; a notice in the log says this, and the conclusion is `skipped`. */
export interface Skip {
  kind: "skip";
  reason: string;
}

/** Whether `trigger` is a comment (or review) whose task is `apply`: `/agent apply` of a proposal. */
export function isApplyRequest(trigger: Trigger): trigger is ThreadTrigger {
  const kinds: Trigger["kind"][] = ["issue_comment", "review_comment", "review"];
  return kinds.includes(trigger.kind) && /^apply[.!]?$/i.test(trigger.task.trim());
}

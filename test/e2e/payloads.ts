import type {
  IssueCommentCreatedEvent,
  IssuesAssignedEvent,
  IssuesLabeledEvent,
  PullRequestClosedEvent,
  PullRequestOpenedEvent,
  PullRequestReadyForReviewEvent,
  PullRequestReopenedEvent,
  PullRequestReviewSubmittedEvent,
  PullRequestSynchronizeEvent,
  WorkflowDispatchEvent,
  WorkflowRunCompletedEvent,
} from "@octokit/webhooks-types";
import type { FakeGitHub, FakeIssue, FakeIssueComment, FakePull, FakeUser } from "../fakes/github-server.js";
import { webhookExample } from "../fixtures/command-line.js";

/**
 * Event payloads for the end-to-end tests: GitHub's own examples (`@octokit/webhooks-examples`),
 * with the repository, the comment and its author changed to match the fake GitHub server.
 */

/** The example's `repository` renamed to the fake's, everything else kept. */
function withRepository<
  T extends {
    repository?: { name: string; full_name: string; owner: { login: string }; default_branch?: string };
  },
>(payload: T, gh: Pick<FakeGitHub, "owner" | "repo"> & Partial<Pick<FakeGitHub, "defaultBranch">>): T {
  if (payload.repository) {
    payload.repository.name = gh.repo;
    payload.repository.full_name = `${gh.owner}/${gh.repo}`;
    payload.repository.owner.login = gh.owner;
    if (gh.defaultBranch !== undefined) payload.repository.default_branch = gh.defaultBranch;
  }
  return payload;
}

/**
 * An `issue_comment` `created` payload for `comment` (which must exist in the fake, so the
 * reaction and the context reads find it), on an issue or, with `isPullRequest`, a pull request.
 */
export function issueCommentPayload(
  gh: Pick<FakeGitHub, "owner" | "repo">,
  comment: FakeIssueComment,
  options: { isPullRequest?: boolean } = {},
): IssueCommentCreatedEvent {
  const payload = withRepository(webhookExample<IssueCommentCreatedEvent>("issue_comment", "created"), gh);
  payload.issue.number = comment.issueNumber;
  if (options.isPullRequest) {
    payload.issue.pull_request = {
      url: `https://api.github.com/repos/${gh.owner}/${gh.repo}/pulls/${comment.issueNumber}`,
      html_url: `https://github.com/${gh.owner}/${gh.repo}/pull/${comment.issueNumber}`,
      diff_url: `https://github.com/${gh.owner}/${gh.repo}/pull/${comment.issueNumber}.diff`,
      patch_url: `https://github.com/${gh.owner}/${gh.repo}/pull/${comment.issueNumber}.patch`,
      merged_at: null,
    };
  } else {
    delete payload.issue.pull_request;
  }
  payload.comment.id = comment.id;
  payload.comment.body = comment.body;
  payload.comment.created_at = comment.created_at;
  payload.comment.updated_at = comment.updated_at;
  // The author of the comment is who sent the event.
  for (const account of [payload.comment.user, payload.sender]) {
    account.login = comment.user.login;
    account.type = comment.user.type;
  }
  return payload;
}

/** A `workflow_dispatch` payload; `inputs` are the workflow's inputs as the person filled them in. */
export function workflowDispatchPayload(
  gh: Pick<FakeGitHub, "owner" | "repo">,
  inputs: Record<string, string> = {},
): WorkflowDispatchEvent {
  const payload = withRepository(webhookExample<WorkflowDispatchEvent>("workflow_dispatch"), gh);
  payload.inputs = inputs;
  return payload;
}

/**
 * A `schedule` payload as the runner writes it: the cron line and the repository. The examples
 * collection has none (schedules are not webhooks), so the repository comes from the dispatch one.
 */
export function schedulePayload(
  gh: Pick<FakeGitHub, "owner" | "repo">,
  cron = "17 3 * * *",
): { schedule: string; repository: WorkflowDispatchEvent["repository"] } {
  return { schedule: cron, repository: workflowDispatchPayload(gh).repository };
}

/** The example's issue made into `issue` of the fake: its number, title, body and author. */
function withIssue<T extends { issue: IssuesLabeledEvent["issue"] }>(payload: T, issue: FakeIssue): T {
  payload.issue.number = issue.number;
  payload.issue.title = issue.title;
  payload.issue.body = issue.body;
  payload.issue.user.login = issue.user.login;
  payload.issue.user.type = issue.user.type;
  return payload;
}

/** `payload` as sent by `user`. */
function sentBy<T extends { sender: { login: string; type: string } }>(payload: T, user: FakeUser): T {
  payload.sender.login = user.login;
  payload.sender.type = user.type;
  return payload;
}

/**
 * An `issues` payload for `issue` (which must exist in the fake), sent by `by`: `labeled` when
 * `change` adds a label, `assigned` when it assigns a user.
 */
export function issuesPayload(
  gh: Pick<FakeGitHub, "owner" | "repo">,
  issue: FakeIssue,
  by: FakeUser,
  change: { label: string } | { assignee: string },
): IssuesLabeledEvent | IssuesAssignedEvent {
  if ("label" in change) {
    const labeled = withIssue(
      withRepository(webhookExample<IssuesLabeledEvent>("issues", "labeled"), gh),
      issue,
    );
    if (labeled.label) labeled.label.name = change.label;
    return sentBy(labeled, by);
  }
  const assigned = withIssue(
    withRepository(webhookExample<IssuesAssignedEvent>("issues", "assigned"), gh),
    issue,
  );
  if (assigned.assignee) assigned.assignee.login = change.assignee;
  return sentBy(assigned, by);
}

/**
 * A `pull_request_review` `submitted` payload: `reviewer` reviewed `pull` (which must exist in
 * the fake) with `body`, as review `reviewId`.
 */
export function reviewSubmittedPayload(
  gh: Pick<FakeGitHub, "owner" | "repo">,
  pull: FakePull,
  review: {
    body: string | null;
    reviewer: FakeUser;
    reviewId?: number;
    state?: "commented" | "approved" | "changes_requested";
  },
): PullRequestReviewSubmittedEvent {
  const payload = withRepository(
    webhookExample<PullRequestReviewSubmittedEvent>("pull_request_review", "submitted"),
    gh,
  );
  payload.pull_request.number = pull.number;
  payload.pull_request.head.ref = pull.head.ref;
  payload.pull_request.head.sha = pull.head.sha;
  payload.review.id = review.reviewId ?? 4242;
  payload.review.body = review.body;
  payload.review.state = review.state ?? "commented";
  payload.review.submitted_at = new Date().toISOString();
  // The reviewer is who sent the event.
  for (const account of [payload.review.user, payload.sender]) {
    account.login = review.reviewer.login;
    account.type = review.reviewer.type;
  }
  return payload;
}

/** The `pull_request` actions `pullRequestPayload` builds. */
export type PullRequestPayloadAction = "opened" | "synchronize" | "reopened" | "ready_for_review" | "closed";

export type PullRequestPayload =
  | PullRequestOpenedEvent
  | PullRequestSynchronizeEvent
  | PullRequestReopenedEvent
  | PullRequestReadyForReviewEvent
  | PullRequestClosedEvent;

/** A repository object of the example renamed to `name` (`owner/repo`). */
function renameRepository(repository: PullRequestPayload["repository"], name: string, fork: boolean): void {
  const [ownerLogin = "", repoName = ""] = name.split("/");
  repository.full_name = name;
  repository.name = repoName;
  repository.owner.login = ownerLogin;
  repository.fork = fork;
  repository.html_url = `https://github.com/${name}`;
  repository.url = `https://api.github.com/repos/${name}`;
}

/**
 * A `pull_request` payload of `action` for `pull` (which must exist in the fake): its number,
 * title, body, author, draft state and both ends (ref, sha, repository) as the fake holds them,
 * sent by `sender`. `headRepoFullName` names another repository for a pull request from a fork
 * (default: the pull's own head repository). Built from the collection's example of that action,
 * or from its `opened` one with the action changed when the collection has none.
 */
export function pullRequestPayload(
  gh: Pick<FakeGitHub, "owner" | "repo" | "defaultBranch">,
  pull: FakePull,
  options: {
    action: PullRequestPayloadAction;
    sender: FakeUser;
    draft?: boolean;
    headRepoFullName?: string;
  },
): PullRequestPayload {
  const fullName = `${gh.owner}/${gh.repo}`;
  let payload: PullRequestPayload;
  try {
    payload = webhookExample<PullRequestPayload>("pull_request", options.action);
  } catch {
    payload = webhookExample<PullRequestPayload>("pull_request", "opened");
  }
  // The fallback example carries another action, which the payload's type cannot express.
  Object.assign(payload, { action: options.action });
  withRepository(payload, gh);
  renameRepository(payload.repository, fullName, false);

  const pr = payload.pull_request;
  const api = `https://api.github.com/repos/${fullName}`;
  payload.number = pull.number;
  pr.number = pull.number;
  pr.title = pull.title;
  pr.body = pull.body;
  pr.draft = options.draft ?? pull.draft;
  pr.state = options.action === "closed" ? "closed" : "open";
  pr.url = `${api}/pulls/${pull.number}`;
  pr.html_url = `https://github.com/${fullName}/pull/${pull.number}`;
  pr.issue_url = `${api}/issues/${pull.number}`;
  pr.user.login = pull.user.login;
  pr.user.type = pull.user.type;

  const headRepo = options.headRepoFullName ?? pull.head.repoFullName;
  const headOwner = headRepo.split("/")[0] ?? "";
  pr.head.ref = pull.head.ref;
  pr.head.sha = pull.head.sha;
  pr.head.label = `${headOwner}:${pull.head.ref}`;
  if (pr.head.user) pr.head.user.login = headOwner;
  // The collection's head repository may be null (a deleted fork); the base one is a full object.
  pr.head.repo ??= structuredClone(pr.base.repo);
  renameRepository(pr.head.repo, headRepo, headRepo !== fullName);

  pr.base.ref = pull.base.ref;
  pr.base.sha = pull.base.sha;
  pr.base.label = `${gh.owner}:${pull.base.ref}`;
  if (pr.base.user) pr.base.user.login = gh.owner;
  renameRepository(pr.base.repo, fullName, false);

  if (payload.action === "synchronize") payload.after = pull.head.sha;
  return sentBy(payload, options.sender);
}

/**
 * A `workflow_run` `completed` payload for a run of the workflow `name` on `headBranch` at
 * `headSha` of the fake's repository (or of `headRepoFullName`, a fork), ending `conclusion`.
 * Unless given, it is run 555 of "CI" on `feature`, failed: the run the suites add to the fake
 * first. Built from the collection's example, whose head repository is another one: it is renamed.
 */
export function workflowRunPayload(
  gh: Pick<FakeGitHub, "owner" | "repo" | "defaultBranch">,
  run: {
    headSha: string;
    id?: number;
    name?: string;
    headBranch?: string;
    conclusion?: "success" | "failure" | "cancelled";
    event?: string;
    headRepoFullName?: string;
    runNumber?: number;
    /** Who started the run (default alice, a person) and who started this attempt (default: the same). */
    actor?: { login: string; type: "User" | "Bot" };
    triggeringActor?: { login: string; type: "User" | "Bot" };
    /** The failing commit's message: a fix of the action's own carries its trailer. */
    headCommitMessage?: string;
  },
): WorkflowRunCompletedEvent {
  const fullName = `${gh.owner}/${gh.repo}`;
  const payload = withRepository(webhookExample<WorkflowRunCompletedEvent>("workflow_run", "completed"), gh);
  payload.repository.default_branch = gh.defaultBranch;
  const wr = payload.workflow_run;
  wr.id = run.id ?? 555;
  wr.name = run.name ?? "CI";
  payload.workflow.name = wr.name;
  wr.run_number = run.runNumber ?? 7;
  wr.run_attempt = 1;
  wr.event = run.event ?? "pull_request";
  wr.conclusion = run.conclusion ?? "failure";
  wr.status = "completed";
  wr.head_branch = run.headBranch ?? "feature";
  wr.head_sha = run.headSha;
  wr.html_url = `https://github.com/${fullName}/actions/runs/${wr.id}`;
  const headRepo = run.headRepoFullName ?? fullName;
  const [headOwner = "", headName = ""] = headRepo.split("/");
  wr.head_repository.full_name = headRepo;
  wr.head_repository.name = headName;
  wr.head_repository.owner.login = headOwner;
  wr.repository.full_name = fullName;
  wr.repository.name = gh.repo;
  wr.repository.owner.login = gh.owner;
  wr.pull_requests = [];
  const account = (a: { login: string; type: "User" | "Bot" }) => ({
    ...wr.actor,
    login: a.login,
    type: a.type,
  });
  const actor = run.actor ?? { login: "alice", type: "User" };
  wr.actor = account(actor);
  wr.triggering_actor = account(run.triggeringActor ?? actor);
  wr.head_commit = {
    ...wr.head_commit,
    id: run.headSha,
    message: run.headCommitMessage ?? "Test the answer",
  };
  return payload;
}

/**
 * A `pull_request_target` payload: GitHub sends the same payload as for `pull_request` (the
 * collection has no example of its own for it, as there is nothing different in it); only the
 * event's name and the job's context (the base repository's, with its secrets) differ.
 */
export function pullRequestTargetPayload(
  gh: Pick<FakeGitHub, "owner" | "repo" | "defaultBranch">,
  pull: FakePull,
  options: Parameters<typeof pullRequestPayload>[2],
): PullRequestPayload {
  return pullRequestPayload(gh, pull, options);
}

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

/** The schemas a supported event's payload is checked against before it is read. */

const user = Type.Object({ login: Type.String(), type: Type.String() });
const repository = Type.Object({ name: Type.String(), owner: Type.Object({ login: Type.String() }) });
const nullableString = Type.Union([Type.String(), Type.Null()]);

// Each schema names only the fields read here; the `Accepts` lines below prove at compile time
// that every payload GitHub's own webhook types describe passes it.
export const issueCommentPayload = Type.Object({
  action: Type.String(),
  issue: Type.Object({ number: Type.Integer(), pull_request: Type.Optional(Type.Unknown()) }),
  comment: Type.Object({ id: Type.Integer(), body: Type.String(), user, created_at: Type.String() }),
  repository,
});

export const reviewCommentPayload = Type.Object({
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

export const reviewPayload = Type.Object({
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

export const issuesPayload = Type.Object({
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

export const pullRequestPayload = Type.Object({
  action: Type.String(),
  pull_request: Type.Object({
    number: Type.Integer(),
    state: Type.String(),
    draft: Type.Optional(Type.Boolean()),
    head: Type.Object({
      ref: Type.String(),
      // Always in GitHub's payloads; a hand-written one for a dry run may leave it out.
      sha: Type.Optional(Type.String()),
      repo: Type.Union([Type.Object({ full_name: Type.String() }), Type.Null()]),
    }),
    base: Type.Object({ repo: Type.Object({ full_name: Type.String() }) }),
  }),
  repository: Type.Object({ ...repository.properties, default_branch: Type.Optional(Type.String()) }),
  sender: user,
});

export const workflowRunPayload = Type.Object({
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

export const dispatchPayload = Type.Object({
  inputs: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  repository: Type.Optional(repository),
  sender: Type.Optional(user),
});

/** A schedule's payload holds little more than the cron line; the repository comes from options. */
export const schedulePayload = Type.Object({
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

export type Account = Static<typeof user>;
export type Repository = Static<typeof repository>;
export type IssueCommentPayload = Static<typeof issueCommentPayload>;
export type ReviewCommentPayload = Static<typeof reviewCommentPayload>;
export type ReviewPayload = Static<typeof reviewPayload>;
export type IssuesPayload = Static<typeof issuesPayload>;
export type PullRequestPayload = Static<typeof pullRequestPayload>;
export type WorkflowRunPayload = Static<typeof workflowRunPayload>;
export type DispatchPayload = Static<typeof dispatchPayload>;
export type SchedulePayload = Static<typeof schedulePayload>;

import type { Static, TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { isRecord } from "../../text/json.js";
import { fromIssueComment, fromReview, fromReviewComment } from "./comment-events.js";
import { fromDispatch, fromSchedule } from "./dispatch-and-schedule.js";
import { fromIssue } from "./issue-event.js";
import {
  dispatchPayload,
  issueCommentPayload,
  issuesPayload,
  pullRequestPayload,
  reviewCommentPayload,
  reviewPayload,
  schedulePayload,
  workflowRunPayload,
} from "./payloads.js";
import {
  fromPullRequest,
  fromPullRequestTarget,
  PULL_REQUEST_TARGET_NEEDS_HANDOFF,
} from "./pull-request-event.js";
import { fail, skip, type TriggerOptions, type TriggerResolution } from "./resolution.js";
import { fromWorkflowRun } from "./workflow-run-event.js";

/**
 * The entry of deciding whether to run: each supported event is registered with the schema its
 * payload must meet and the function that turns it into what to do (one file per event family).
 */

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

type SupportedEvent = (typeof supportedEvents)[number];

/** Checks an event's payload and turns it into what to do; `eventName` names it in messages. */
type EventResolver = (eventName: string, payload: unknown, options: TriggerOptions) => TriggerResolution;

/** An event kind: its payload's schema, and what a payload that meets it resolves to. */
function eventKind<S extends TSchema>(
  schema: S,
  resolve: (event: Static<S>, options: TriggerOptions) => TriggerResolution,
): EventResolver {
  return (eventName, payload, options) =>
    read(eventName, payload, schema, (event) => resolve(event, options));
}

const EVENT_KINDS: Record<SupportedEvent, EventResolver> = {
  issue_comment: eventKind(issueCommentPayload, fromIssueComment),
  pull_request_review_comment: eventKind(reviewCommentPayload, fromReviewComment),
  pull_request_review: eventKind(reviewPayload, fromReview),
  issues: eventKind(issuesPayload, fromIssue),
  pull_request: eventKind(pullRequestPayload, fromPullRequest),
  workflow_run: eventKind(workflowRunPayload, fromWorkflowRun),
  workflow_dispatch: eventKind(dispatchPayload, fromDispatch),
  schedule: eventKind(schedulePayload, fromSchedule),
};

const isSupported = (eventName: string): eventName is SupportedEvent => Object.hasOwn(EVENT_KINDS, eventName);

/**
 * `pull_request_target` starts runs only in the two-job shape (`TriggerOptions.twoJobs`); outside
 * it the event is skipped before its payload is read.
 */
const pullRequestTarget = eventKind(pullRequestPayload, fromPullRequestTarget);

/**
 * Turns a workflow's event into what to do. Never throws; the result is one of:
 * - a `Trigger`: run, with the task. The task is `""` when nothing follows the trigger phrase, or
 *   nothing with a letter or digit in it (only emoji, say); the caller then replies with help and
 *   calls no model.
 * - a `Skip` with a reason: an event, action or author that does not start runs (bots never do),
 *   a comment, review or opened issue without the trigger phrase, a label or assignee other
 *   than `labelTrigger` or `assigneeTrigger`, or a pull request event without the `task` input,
 *   from a fork, or on a draft. `pull_request_target` is skipped outside the two-job shape
 *   (`twoJobs`); in it, it resolves as `pull_request` does, a fork's pull request included.
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
  if (isSupported(eventName)) return EVENT_KINDS[eventName](eventName, payload, options);
  if (eventName === "pull_request_target") {
    if (options.twoJobs) return pullRequestTarget(eventName, payload, options);
    return skip(PULL_REQUEST_TARGET_NEEDS_HANDOFF);
  }
  return skip(
    `${eventName || "an unnamed"} event does not start a run (supported: ${supportedEvents.join(", ")}; pull_request_target with handoff or apply-handoff)`,
  );
}

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

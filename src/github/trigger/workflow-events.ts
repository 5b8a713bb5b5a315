/**
 * Every event a GitHub Actions workflow can run on: the names `on:` takes, and so the values
 * `GITHUB_EVENT_NAME` can have. Copied from GitHub's workflow schema (the `on` mapping of
 * `workflow-v1.0.json` in `@actions/workflow-parser`) rather than read from it, so that checking
 * `--event-name` does not load the parser and its 80 KB schema on the way to every dry run (only
 * `check-workflow` loads them); a test checks the copy against the package, so an update that
 * adds an event says so.
 */
export const WORKFLOW_EVENTS = [
  "branch_protection_rule",
  "check_run",
  "check_suite",
  "create",
  "delete",
  "deployment",
  "deployment_status",
  "discussion",
  "discussion_comment",
  "fork",
  "gollum",
  "image_version",
  "issue_comment",
  "issues",
  "label",
  "merge_group",
  "milestone",
  "page_build",
  "project",
  "project_card",
  "project_column",
  "public",
  "pull_request",
  "pull_request_comment",
  "pull_request_review",
  "pull_request_review_comment",
  "pull_request_target",
  "push",
  "registry_package",
  "release",
  "repository_dispatch",
  "schedule",
  "status",
  "watch",
  "workflow_call",
  "workflow_dispatch",
  "workflow_run",
] as const;

/** GitHub's documentation of these events, for a message about a name that is none of them. */
export const WORKFLOW_EVENTS_DOC =
  "https://docs.github.com/actions/using-workflows/events-that-trigger-workflows";

const known: ReadonlySet<string> = new Set(WORKFLOW_EVENTS);

/** True when a workflow can run on `name` (exactly as GitHub spells it). */
export function isWorkflowEvent(name: string): boolean {
  return known.has(name);
}

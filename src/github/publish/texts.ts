import type { Conclusion } from "../../agent/events.js";
import { clip } from "../../text/clip.js";
import { CI_FIX_TRAILER } from "../ci-repair/fix-trailer.js";
import { inlineCode } from "../comment/comment-markdown.js";
import type { PullRequest } from "../context/pull-request.js";
import {
  hasThread,
  isPullRequestTrigger,
  type RepoRef,
  sameRepository,
  type Trigger,
} from "../trigger/types.js";
import type { SecretHit } from "./push-check.js";
import type { PublishParams, RunInfo } from "./work.js";

/**
 * What publishing writes: the commit message, the pull request's title and body, and the notes
 * that tell the reader where the changes went and why. Pure: no git, no GitHub.
 */

/** Commit subjects and pull request titles are cut to this. */
export const MAX_TITLE_CHARS = 72;
/** The model's response quoted in a pull request body is cut to this. */
export const MAX_BODY_RESPONSE_CHARS = 20_000;
/** The task quoted in a commit message or pull request body is cut to this. */
export const MAX_TASK_CHARS = 2_000;

/** The first line of `text` that is not blank, trimmed: a commit subject from a task. */
function subjectOf(text: string): string {
  return (
    text
      .split("\n")
      .map((line) => line.trim())
      .find(Boolean) ?? ""
  );
}

/** `text` cut to `max` characters, ending in `…` with no space before it. */
function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${clip(text, max - 1, { marker: () => "" }).trimEnd()}…`;
}

export function isSuccess(conclusion: Conclusion): boolean {
  return conclusion === "success";
}

const STOP_REASONS: Record<Conclusion, string> = {
  success: "finished",
  max_steps: "reached the step limit",
  timeout: "ran out of time",
  cancelled: "was cancelled",
  budget: "reached its spending cap",
  error: "stopped on an error",
  skipped: "was skipped",
};

/** The title of the commit and the pull request: the task's first line, marked WIP when the run did not finish. */
export function titleFor(task: string, conclusion: Conclusion): string {
  const subject = subjectOf(task) || "Changes by Repo Agent";
  const prefix = isSuccess(conclusion) ? "" : "WIP: ";
  return bounded(`${prefix}${subject}`, MAX_TITLE_CHARS);
}

function runUrlOf(trigger: Trigger, run: RunInfo): string {
  return `${run.serverUrl.replace(/\/+$/, "")}/${trigger.repo.owner}/${trigger.repo.repo}/actions/runs/${run.runId}`;
}

/**
 * How the pull request or commit refers to the thread `trigger` is in: `#12`, or `octo-org/requests#12`
 * when the changes go to another repository than the thread's.
 */
function threadRef(trigger: Trigger & { number: number }, where: RepoRef): string {
  const { owner, repo } = trigger.repo;
  return sameRepository(trigger.repo, where) ? `#${trigger.number}` : `${owner}/${repo}#${trigger.number}`;
}

/** Where the task came from, for the reader: `#12`, `a manual run`, `a scheduled run`. */
function sourceOf(trigger: Trigger, where: RepoRef): string {
  switch (trigger.kind) {
    case "workflow_dispatch":
      return "a manual run";
    case "schedule":
      return "a scheduled run";
    case "workflow_run":
      // The workflow and branch are named where markdown cannot take them for mentions.
      return `the failed run ${trigger.run.htmlUrl}`;
    default:
      return threadRef(trigger, where);
  }
}

/** The subject of the run's commit and pull request: a CI repair says what failed where. */
export function subjectFor(trigger: Trigger): string {
  if (trigger.kind !== "workflow_run") return trigger.task;
  return `Fix the failing ${trigger.run.workflowName} run on ${trigger.run.headBranch}`;
}

/** The message of the run's commit; `where` is the repository it goes to (default: the trigger's). */
export function commitMessageFor(
  trigger: Trigger,
  conclusion: Conclusion,
  run: RunInfo,
  where: RepoRef = trigger.repo,
): string {
  const lines = [
    titleFor(subjectFor(trigger), conclusion),
    "",
    "Task:",
    bounded(trigger.task.trim(), MAX_TASK_CHARS),
    "",
  ];
  if (!isSuccess(conclusion)) {
    lines.push(
      `The run ${STOP_REASONS[conclusion]} (${conclusion}) before it finished; this commit holds the work so far.`,
      "",
    );
  }
  lines.push(`Requested in ${sourceOf(trigger, where)}.`, `Run: ${runUrlOf(trigger, run)}`);
  // A trailer is one line in the message's last paragraph; the name was made one line when read.
  if (trigger.kind === "workflow_run") lines.push("", `${CI_FIX_TRAILER}: ${trigger.run.workflowName}`);
  return lines.join("\n");
}

function quote(text: string): string {
  return text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}

export function pullRequestBodyFor(
  trigger: Trigger,
  conclusion: Conclusion,
  response: string,
  run: RunInfo,
  where: RepoRef = trigger.repo,
): string {
  const parts: string[] = [];
  if (!isSuccess(conclusion)) {
    parts.push(
      `> [!WARNING]\n> The run ${STOP_REASONS[conclusion]} (\`${conclusion}\`) before it finished. These are the changes made so far; review them with care.`,
    );
  }
  parts.push(bounded(response.trim(), MAX_BODY_RESPONSE_CHARS) || "_The agent gave no summary._");
  if (hasThread(trigger) && !trigger.isPullRequest) {
    // Only a finished run closes the issue on merge; partial work only links to it.
    // `Fixes owner/name#N` closes an issue of another repository too, as `Fixes #N` does its own.
    const issue = threadRef(trigger, where);
    parts.push(isSuccess(conclusion) ? `Fixes ${issue}` : `Refs ${issue}`);
  } else if (isPullRequestTrigger(trigger)) {
    parts.push(`Follow-up to #${trigger.number}.`);
  }
  if (trigger.kind === "workflow_run")
    // Both names were chosen by whoever pushed the branch: code spans keep them from being markdown or mentions.
    parts.push(
      `For the failed run of ${inlineCode(trigger.run.workflowName)} on ${inlineCode(trigger.run.headBranch)}: ${trigger.run.htmlUrl}`,
    );
  parts.push(`---\n**Task**\n\n${quote(bounded(trigger.task.trim(), MAX_TASK_CHARS))}`);
  parts.push(
    `<sub>Opened by Repo Agent for ${sourceOf(trigger, where)} · [job run](${runUrlOf(trigger, run)})</sub>`,
  );
  return parts.join("\n\n");
}

/**
 * The pull request's title and body as published: written from the run, then passed through
 * `publishable` (redacted, mentions and off-host links neutralised), `redact` when not given.
 */
export function pullRequestTexts(
  params: Pick<
    PublishParams,
    "trigger" | "conclusion" | "response" | "run" | "repo" | "redact" | "publishable"
  >,
): { title: string; body: string } {
  const { trigger, conclusion } = params;
  const publishable = params.publishable ?? params.redact;
  return {
    title: publishable(titleFor(subjectFor(trigger), conclusion)),
    body: publishable(pullRequestBodyFor(trigger, conclusion, params.response, params.run, params.repo)),
  };
}

/** The sentences for the reader: where the changes went instead, and why. */
export const notes = {
  commentMode: "Nothing was pushed (`mode: comment`); the changes are in the patch below.",
  pullNotGiven: (number: number) => `Pull request #${number} was not given, so nothing was pushed.`,
  fork: (pull: PullRequest) =>
    `Pull request #${pull.number} comes from a fork (\`${pull.headRepo ?? "deleted repository"}\`), which this action never pushes to; the changes are in the patch below.`,
  unfinished: (conclusion: Conclusion, headRef: string) =>
    `The run did not finish (\`${conclusion}\`), so the changes went to a draft pull request against \`${headRef}\` instead of onto it.`,
  failed: (problem: string) => `Publishing failed: ${problem}`,
  merged: (branch: string) => `\`${branch}\` had new commits; the changes were merged onto them.`,
  alternate: (branch: string, alternate: string) =>
    `\`${branch}\` changed during the run in a way that conflicts with these changes, so they were pushed to \`${alternate}\` instead.`,
  unchecked: (error: string) =>
    `The changes could not be checked for secrets, so nothing was pushed: ${error}`,
  secretFound: (hit: SecretHit) =>
    hit.source === "credential"
      ? `The changes add ${hit.form} (in ${hit.where}) that was not in the repository before, so nothing was pushed.`
      : `The changes hold what looks like a secret (${hit.form} form, in ${hit.where}), so nothing was pushed. The patch below has it masked.`,
  /** A push failure; a refusal (`unchecked`, `secretFound`) already says that nothing was pushed. */
  pushFailed: (error: string) =>
    /nothing was pushed/.test(error) ? error : `The push failed, so nothing was published: ${error}`,
  pullRequestFailed: (branch: string, error: string) => `The changes are on ${branch}, but ${error}`,
  patchWithheld: (credential: string) =>
    `The patch is not shown: it adds ${credential}, which must not be posted. The changes are still in the workspace.`,
};

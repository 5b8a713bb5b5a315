import { isRecord } from "../../text/json.js";
import type { Git } from "../git.js";

/**
 * Refusing fork code in a privileged job (DESIGN section 5; docs/untrusted-checkouts.md).
 *
 * `pull_request_target` and `workflow_run` jobs run with the base repository's secrets and a
 * token that can write to it, even when the change that started them comes from a fork. That is
 * safe only while the job never runs the fork's code. An agent working in a checkout of that code
 * reads its files and runs its scripts: a prompt injection in a README or a poisoned test would
 * be steering a process that holds the secrets. Such a job is refused with an explanation, not
 * quietly skipped, because the workflow itself is the mistake and should be fixed. The agent job
 * of the two-job shape (`handoff`, DESIGN section 10) is the exception, decided by the caller: it
 * holds a read-only token and publishes nothing, so the fork's code steers nothing that writes.
 */

/** Where the refusal message sends the reader. */
export const SAFE_SHAPES_DOC = "docs/untrusted-checkouts.md";

/** The fork's head commit that a privileged event is about, when it comes from a fork. */
export interface ForkHead {
  event: "pull_request_target" | "workflow_run";
  /** `owner/name` of the fork, or undefined when the fork was deleted. */
  repo: string | undefined;
  /** The base repository's `owner/name`. */
  baseRepo: string;
  sha: string;
}

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function sameRepo(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}

/**
 * The fork head of a `pull_request_target` event (the pull request's head repository differs
 * from its base) or a `workflow_run` event (the run's head repository differs from this one).
 * Undefined for every other event, for changes from the repository itself, and for payloads
 * without a head commit. Never throws.
 */
export function forkHeadOf(eventName: string, payload: unknown): ForkHead | undefined {
  if (eventName === "pull_request_target") {
    const pull = field(payload, "pull_request");
    const sha = text(field(pull, "head", "sha"));
    const baseRepo =
      text(field(pull, "base", "repo", "full_name")) ?? text(field(payload, "repository", "full_name"));
    if (!sha || !baseRepo) return undefined;
    const repo = text(field(pull, "head", "repo", "full_name"));
    return sameRepo(repo, baseRepo) ? undefined : { event: eventName, repo, baseRepo, sha };
  }
  if (eventName === "workflow_run") {
    const run = field(payload, "workflow_run");
    const sha = text(field(run, "head_sha"));
    const baseRepo = text(field(payload, "repository", "full_name"));
    if (!sha || !baseRepo) return undefined;
    const repo = text(field(run, "head_repository", "full_name"));
    return sameRepo(repo, baseRepo) ? undefined : { event: eventName, repo, baseRepo, sha };
  }
  return undefined;
}

/**
 * True when the workspace holds the fork's code: HEAD is the fork's head commit, or has it as an
 * ancestor (a checkout of `refs/pull/N/merge`, or the head with more commits on top). A
 * workspace that is no git repository, or lacks the commit, does not hold it. Never throws.
 */
export async function workspaceHolds(git: Git, sha: string): Promise<boolean> {
  // One command: a commit is its own ancestor, and without HEAD or the commit git exits 128.
  const ancestor = await git.run(["merge-base", "--is-ancestor", sha, "HEAD"]);
  return ancestor.code === 0;
}

/** Why the job is refused: what was found, why it is dangerous, and what to do instead. */
export function refusalMessage(fork: ForkHead): string {
  const from = fork.repo ? `the fork ${fork.repo}` : "a fork that has since been deleted";
  return [
    `Repo Agent refuses to run: this ${fork.event} job holds code from ${from} (the workspace is at or contains its commit ${fork.sha.slice(0, 12)}).`,
    `${fork.event} jobs run with the secrets and a write token of ${fork.baseRepo}; an agent that reads and runs the fork's files could be steered by them into using those.`,
    "Start Repo Agent from a comment instead (issue_comment or pull_request_review_comment, with the default checkout of the base branch): each run is then asked for by someone with the allowed-permission, the agent's commands run without the job's secrets, and a fork is never pushed to (the comment carries the patch).",
    "Or split the job in two: an agent job with `handoff`, a read-only token and the model key, which may check out the fork's head and publishes nothing, and a publish job with `apply-handoff`, which never checks it out.",
    `Safe workflow shapes: ${SAFE_SHAPES_DOC} in the Repo Agent repository.`,
  ].join(" ");
}

/**
 * The refusal for a privileged event whose workspace holds a fork's code, or undefined when the
 * job may go on (to be skipped as an unsupported event, or run). Never throws.
 */
export async function untrustedCheckoutRefusal(
  eventName: string,
  payload: unknown,
  git: Git,
): Promise<string | undefined> {
  const fork = forkHeadOf(eventName, payload);
  if (!fork) return undefined;
  return (await workspaceHolds(git, fork.sha)) ? refusalMessage(fork) : undefined;
}

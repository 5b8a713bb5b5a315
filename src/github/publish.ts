import type { Conclusion } from "../agent/events.js";
import { branchNameFor } from "./branch-names.js";
import type { GitHubClient } from "./client.js";
import { type SavedCredential, type TokenCredential, withCredential } from "./credentials.js";
import { cutDiff, type DiffResult, type Git, type GitEnv, type GitResult } from "./git.js";
import type { Redactor } from "./redact.js";
import { describeRequestError, responseStatus } from "./rest-client.js";
import type { RepoRef, Trigger } from "./trigger-types.js";

/** `auto`: push or open a pull request as fits the trigger; `comment`: never push; `pr`: always a new pull request. */
export type PublishMode = "auto" | "comment" | "pr";

/** Longest patch handed back for a comment (the comment itself is capped at 65,536 characters). */
export const MAX_PATCH_CHARS = 30_000;
/** How much of the diff is checked for secrets before a push. */
export const MAX_SECRET_SCAN_CHARS = 5_000_000;
/** Commit subjects and pull request titles are cut to this. */
export const MAX_TITLE_CHARS = 72;
/** The model's response quoted in a pull request body is cut to this. */
export const MAX_BODY_RESPONSE_CHARS = 20_000;
/** The task quoted in a commit message or pull request body is cut to this. */
export const MAX_TASK_CHARS = 2_000;

/** The workflow run, for links and branch names. */
export interface RunInfo {
  /** `GITHUB_SERVER_URL`. */
  serverUrl: string;
  /** `GITHUB_RUN_ID`. */
  runId: number | string;
  /** `GITHUB_RUN_NUMBER`. */
  runNumber: number;
}

/** What publishing needs to know about the pull request a comment was made on. */
export interface PullRequestInfo {
  number: number;
  title: string;
  htmlUrl: string;
  headRef: string;
  headSha: string;
  /** `owner/name` of the head repository; `undefined` when the fork was deleted. */
  headRepo: string | undefined;
  baseRef: string;
  /** True when the head lives in another repository: the action never pushes there. */
  isFork: boolean;
}

export interface PublishParams {
  octokit: GitHubClient;
  git: Git;
  trigger: Trigger;
  mode: PublishMode;
  conclusion: Conclusion;
  /** The final answer, or what stopped the run; summarised in the pull request body. */
  response: string;
  /** The `branch-prefix` input. */
  branchPrefix: string;
  run: RunInfo;
  /** What `takeCheckoutCredential` took; put back only around fetches and pushes. */
  credential: SavedCredential;
  /** Used for pushes when checkout left no credential (`persist-credentials: false`). */
  token?: TokenCredential;
  redact: Redactor;
  /** From `preparePullRequestCheckout`, for pull request triggers; looked up when absent. */
  pull?: PullRequestInfo;
  /** HEAD when the agent started, so commits the agent made itself count as changes. Default: HEAD now. */
  startSha?: string;
  /** The branch new pull requests target: the branch checked out at the start. Default: the repository's default branch. */
  baseBranch?: string;
  maxPatchChars?: number;
}

/** What publishing did, as data for the comment and the action's outputs. Never thrown. */
export interface PublishResult {
  /** True when files changed (or the agent committed) during the run. */
  changed: boolean;
  /** The changed files, relative to the workspace. */
  files: string[];
  /** The branch the changes were pushed to (a new one, or the pull request's head). */
  branch?: string;
  /** The commit pushed. */
  sha?: string;
  /** The pull request holding the changes: opened or refreshed by this run, or the one pushed to. */
  prUrl?: string;
  prNumber?: number;
  /** True when this run opened `prUrl`. */
  prCreated?: boolean;
  /** The diff for the comment, when the changes were not pushed (or pushing failed). */
  patch?: string;
  patchTruncated?: boolean;
  /** A sentence for the reader about what happened and why. */
  note?: string;
  /** Publishing failed part-way; `patch` then holds the changes so nothing is lost. */
  error?: string;
}

type Outcome = Omit<PublishResult, "changed" | "files">;

export function isPullRequestTrigger(
  trigger: Trigger,
): trigger is Extract<Trigger, { number: number }> & { isPullRequest: true } {
  return trigger.kind === "review_comment" || (trigger.kind === "issue_comment" && trigger.isPullRequest);
}

/** Reads the pull request a comment was made on. Never throws. */
export async function getPullRequestInfo(
  octokit: GitHubClient,
  repo: RepoRef,
  number: number,
): Promise<{ ok: true; pull: PullRequestInfo } | { ok: false; error: string }> {
  try {
    const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number });
    const headRepo = data.head.repo?.full_name;
    const baseRepo = data.base.repo.full_name;
    return {
      ok: true,
      pull: {
        number: data.number,
        title: data.title,
        htmlUrl: data.html_url,
        headRef: data.head.ref,
        headSha: data.head.sha,
        headRepo,
        baseRef: data.base.ref,
        isFork: headRepo === undefined || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
      },
    };
  } catch (error) {
    return { ok: false, error: `Could not read pull request #${number}: ${describeRequestError(error)}` };
  }
}

export interface PrepareCheckoutParams {
  octokit: GitHubClient;
  git: Git;
  repo: RepoRef;
  number: number;
  credential: SavedCredential;
  token?: TokenCredential;
}

/**
 * Puts the pull request's head into the workspace before the agent runs: actions/checkout leaves
 * the default branch checked out for comment events. A head in this repository is checked out as
 * its branch (so the commit can be pushed there); a fork's head is fetched through
 * `refs/pull/N/head` and checked out detached (it is never pushed to). Returns the pull request and
 * the head commit, which is the run's start point. Never throws.
 */
export async function preparePullRequestCheckout(
  params: PrepareCheckoutParams,
): Promise<{ ok: true; pull: PullRequestInfo; sha: string } | { ok: false; error: string }> {
  const info = await getPullRequestInfo(params.octokit, params.repo, params.number);
  if (!info.ok) return info;
  const { pull } = info;
  const { git } = params;
  const checkout = async (env: GitEnv): Promise<GitResult<{ sha: string }>> => {
    if (!pull.isFork) return git.checkoutRemoteBranch(pull.headRef, env);
    const fetched = await git.fetchRef(
      `refs/pull/${pull.number}/head`,
      `refs/remotes/origin/pull/${pull.number}/head`,
      env,
    );
    if (!fetched.ok) return fetched;
    return git.switchCarryingChanges(undefined, fetched.sha);
  };
  const switched = await withCredential(git, params.credential, checkout, params.token).catch(
    (error: unknown): GitResult<{ sha: string }> => ({ ok: false, error: describeRequestError(error) }),
  );
  if (!switched.ok)
    return { ok: false, error: `Could not check out pull request #${pull.number}: ${switched.error}` };
  return { ok: true, pull, sha: switched.sha };
}

function firstLine(text: string): string {
  return (
    text
      .split("\n")
      .map((line) => line.trim())
      .find(Boolean) ?? ""
  );
}

function bounded(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function isSuccess(conclusion: Conclusion): boolean {
  return conclusion === "success";
}

const STOP_REASONS: Record<Conclusion, string> = {
  success: "finished",
  max_steps: "reached the step limit",
  timeout: "ran out of time",
  cancelled: "was cancelled",
  error: "stopped on an error",
  skipped: "was skipped",
};

/** The title of the commit and the pull request: the task's first line, marked WIP when the run did not finish. */
export function titleFor(task: string, conclusion: Conclusion): string {
  const subject = firstLine(task) || "Changes by Repo Agent";
  const prefix = isSuccess(conclusion) ? "" : "WIP: ";
  return bounded(`${prefix}${subject}`, MAX_TITLE_CHARS);
}

function runUrlOf(trigger: Trigger, run: RunInfo): string {
  return `${run.serverUrl.replace(/\/+$/, "")}/${trigger.repo.owner}/${trigger.repo.repo}/actions/runs/${run.runId}`;
}

/** Where the task came from, for the reader: `#12`, `a manual run`, `a scheduled run`. */
function sourceOf(trigger: Trigger): string {
  switch (trigger.kind) {
    case "workflow_dispatch":
      return "a manual run";
    case "schedule":
      return "a scheduled run";
    default:
      return `#${trigger.number}`;
  }
}

export function commitMessageFor(trigger: Trigger, conclusion: Conclusion, run: RunInfo): string {
  const lines = [
    titleFor(trigger.task, conclusion),
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
  lines.push(`Requested in ${sourceOf(trigger)}.`, `Run: ${runUrlOf(trigger, run)}`);
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
): string {
  const parts: string[] = [];
  if (!isSuccess(conclusion)) {
    parts.push(
      `> [!WARNING]\n> The run ${STOP_REASONS[conclusion]} (\`${conclusion}\`) before it finished. These are the changes made so far; review them with care.`,
    );
  }
  parts.push(bounded(response.trim(), MAX_BODY_RESPONSE_CHARS) || "_The agent gave no summary._");
  if (trigger.kind === "issue" || (trigger.kind === "issue_comment" && !trigger.isPullRequest)) {
    // Only a finished run closes the issue on merge; partial work only links to it.
    parts.push(isSuccess(conclusion) ? `Fixes #${trigger.number}` : `Refs #${trigger.number}`);
  } else if (isPullRequestTrigger(trigger)) {
    parts.push(`Follow-up to #${trigger.number}.`);
  }
  parts.push(`---\n**Task**\n\n${quote(bounded(trigger.task.trim(), MAX_TASK_CHARS))}`);
  parts.push(
    `<sub>Opened by Repo Agent for ${sourceOf(trigger)} · [job run](${runUrlOf(trigger, run)})</sub>`,
  );
  return parts.join("\n\n");
}

/** The lines a diff adds; a secret found only in context lines was already in the repository. */
function addedLines(diff: string): string {
  return diff
    .split("\n")
    .filter((line) => line.startsWith("+") && !line.startsWith("+++"))
    .join("\n");
}

/**
 * Publishes the run's changes as the trigger, mode and conclusion call for:
 *
 * - nothing changed: nothing happens.
 * - `comment` mode, or a pull request from a fork: nothing is pushed; `patch` holds the diff.
 * - an issue, a workflow_dispatch or a schedule: a new branch (`branchNameFor`), a commit, a push
 *   to origin and a pull request against the base branch (`Fixes #N` for issues). An open pull
 *   request from the same branch is refreshed instead of opening another; a schedule's stable
 *   branch is force-pushed, so each run replaces the last one's changes.
 * - a pull request comment in `auto` mode: a commit pushed to the pull request's head branch.
 * - a pull request comment in `pr` mode, or a run that did not finish on a pull request: a new
 *   branch from the head and a pull request against the head branch.
 *
 * A run that ended by `max_steps`, `timeout`, `cancelled` or `error` still publishes (nothing is
 * lost), as a draft pull request marked WIP. A diff that adds a secret value is never pushed.
 * Failures come back in `error`, with `patch` holding the changes. Never throws.
 */
export async function publish(params: PublishParams): Promise<PublishResult> {
  const { git, redact } = params;
  const startSha = params.startSha ?? (await git.headSha());
  // One look at the changes serves the secret check and the patch; both are about the same diff.
  const changes = await git.changes({ base: startSha, maxDiffChars: MAX_SECRET_SCAN_CHARS });
  if (!changes.ok) return { changed: false, files: [], error: redact(changes.error) };
  if (changes.files.length === 0) return { changed: false, files: [] };
  const work: Work = {
    params,
    startSha,
    diff: changes.diff ?? { text: "", truncated: false, totalChars: 0 },
  };
  try {
    return { changed: true, files: changes.files, ...(await decide(work)) };
  } catch (error) {
    // Our own code failed (a bug, a full disk); the changes must still reach the reader.
    return {
      changed: true,
      files: changes.files,
      ...withPatch(work, { error: `Publishing failed: ${describeRequestError(error)}` }),
    };
  }
}

/** One publishing job: its parameters, where the run started, and the diff of its changes. */
interface Work {
  params: PublishParams;
  startSha: string | undefined;
  diff: DiffResult;
}

/** `fields` plus the (redacted, bounded) patch, for outcomes where the reader gets the changes in the comment. */
function withPatch(work: Work, fields: Outcome): Outcome {
  const { redact, maxPatchChars } = work.params;
  const cut = cutDiff(work.diff.text, maxPatchChars ?? MAX_PATCH_CHARS);
  const outcome: Outcome = {
    patch: redact(cut.text),
    patchTruncated: cut.truncated || work.diff.truncated,
    ...fields,
  };
  if (fields.error) outcome.error = redact(fields.error);
  return outcome;
}

async function decide(work: Work): Promise<Outcome> {
  const { params } = work;
  const { trigger, mode, conclusion } = params;

  if (mode === "comment") {
    return withPatch(work, {
      note: "Nothing was pushed (`mode: comment`); the changes are in the patch below.",
    });
  }
  if (!isPullRequestTrigger(trigger)) {
    const base = params.baseBranch ?? (await defaultBranch(params));
    return newBranchWithPullRequest(work, base, undefined);
  }

  let pull = params.pull;
  if (!pull) {
    const info = await getPullRequestInfo(params.octokit, trigger.repo, trigger.number);
    if (!info.ok) return withPatch(work, { error: info.error });
    pull = info.pull;
  }
  if (pull.isFork) {
    return withPatch(work, {
      note: `Pull request #${pull.number} comes from a fork (\`${pull.headRepo ?? "deleted repository"}\`), which this action never pushes to; the changes are in the patch below.`,
    });
  }
  if (mode === "pr" || !isSuccess(conclusion)) {
    const onHead = await ensureOnPullHead(work, pull);
    if (!onHead.ok) return withPatch(work, { error: onHead.error });
    const why =
      mode === "pr"
        ? undefined
        : `The run did not finish (\`${conclusion}\`), so the changes went to a draft pull request against \`${pull.headRef}\` instead of onto it.`;
    return newBranchWithPullRequest(work, pull.headRef, why);
  }
  return pushToPullRequest(work, pull);
}

async function defaultBranch(params: PublishParams): Promise<string> {
  const { data } = await params.octokit.rest.repos.get({ ...params.trigger.repo });
  return data.default_branch;
}

/** Makes sure HEAD is the pull request's head branch, carrying uncommitted changes over if it is not. */
async function ensureOnPullHead(work: Work, pull: PullRequestInfo): Promise<GitResult> {
  const { git, credential, token } = work.params;
  if ((await git.currentBranch()) === pull.headRef) return { ok: true };
  if (work.startSha && (await git.headSha()) !== work.startSha) {
    return {
      ok: false,
      error: `the workspace is not on ${pull.headRef} and holds new commits, which cannot be moved onto it`,
    };
  }
  return withCredential(git, credential, (env) => git.checkoutRemoteBranch(pull.headRef, env), token);
}

/** Refuses a push when the diff adds a secret: the (masked) patch and an error instead. */
function secretCheck(work: Work): Outcome | undefined {
  const added = addedLines(work.diff.text);
  if (work.params.redact(added) === added) return undefined;
  return withPatch(work, {
    error:
      "The changes add what looks like a secret (a token or a key), so nothing was pushed. The patch below has it masked.",
  });
}

async function commit(params: PublishParams): Promise<GitResult<{ sha: string }>> {
  const message = params.redact(commitMessageFor(params.trigger, params.conclusion, params.run));
  return params.git.commitAll(message);
}

async function newBranchWithPullRequest(work: Work, base: string, why: string | undefined): Promise<Outcome> {
  const { params } = work;
  const { git, trigger, conclusion, redact } = params;
  const refused = secretCheck(work);
  if (refused) return refused;

  const wanted = branchNameFor(trigger, { prefix: params.branchPrefix, runNumber: params.run.runNumber });
  const created = await git.createBranch(wanted);
  if (!created.ok) return withPatch(work, { error: created.error });
  const committed = await commit(params);
  if (!committed.ok) return withPatch(work, { error: committed.error });

  const isSchedule = trigger.kind === "schedule";
  const pushed = await withCredential(
    git,
    params.credential,
    async (env) => {
      if (!isSchedule) return git.pushWithRecovery(wanted, env);
      const forced = await git.push(wanted, { env, force: true });
      return forced.ok ? { ...forced, rebased: false } : forced;
    },
    params.token,
  );
  if (!pushed.ok)
    return withPatch(work, { error: `The push failed, so nothing was published: ${pushed.error}` });
  const branch = pushed.branch;
  const notes = [why, "note" in pushed ? pushed.note : undefined].filter((n): n is string => Boolean(n));
  const note = notes.length > 0 ? notes.join(" ") : undefined;

  const title = redact(titleFor(trigger.task, conclusion));
  const body = redact(pullRequestBodyFor(trigger, conclusion, params.response, params.run));
  const pr = await openOrRefreshPullRequest(params, {
    branch,
    base,
    title,
    body,
    draft: !isSuccess(conclusion),
  });
  if (!pr.ok) {
    return { branch, sha: pushed.sha, note, error: redact(`The changes are on ${branch}, but ${pr.error}`) };
  }
  return { branch, sha: pushed.sha, prUrl: pr.url, prNumber: pr.number, prCreated: pr.created, note };
}

async function pushToPullRequest(work: Work, pull: PullRequestInfo): Promise<Outcome> {
  const { params } = work;
  const { git } = params;
  const onHead = await ensureOnPullHead(work, pull);
  if (!onHead.ok) return withPatch(work, { error: onHead.error });
  const refused = secretCheck(work);
  if (refused) return refused;
  const committed = await commit(params);
  if (!committed.ok) return withPatch(work, { error: committed.error });
  const pushed = await withCredential(
    git,
    params.credential,
    (env) => git.pushWithRecovery(pull.headRef, env),
    params.token,
  );
  if (!pushed.ok) return withPatch(work, { error: `The push to ${pull.headRef} failed: ${pushed.error}` });
  return {
    branch: pushed.branch,
    sha: pushed.sha,
    prUrl: pull.htmlUrl,
    prNumber: pull.number,
    prCreated: false,
    ...(pushed.note ? { note: pushed.note } : {}),
  };
}

interface PullRequestSpec {
  branch: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
}

/** Opens a pull request from `branch`, or refreshes the open one that already comes from it. Never throws. */
async function openOrRefreshPullRequest(
  params: PublishParams,
  spec: PullRequestSpec,
): Promise<{ ok: true; url: string; number: number; created: boolean } | { ok: false; error: string }> {
  const { octokit, trigger } = params;
  const { owner, repo } = trigger.repo;
  try {
    const { data: open } = await octokit.rest.pulls.list({
      owner,
      repo,
      head: `${owner}:${spec.branch}`,
      state: "open",
    });
    const existing = open[0];
    if (existing) {
      await octokit.rest.pulls.update({
        owner,
        repo,
        pull_number: existing.number,
        title: spec.title,
        body: spec.body,
      });
      return { ok: true, url: existing.html_url, number: existing.number, created: false };
    }
    const create = (draft: boolean) =>
      octokit.rest.pulls.create({
        owner,
        repo,
        head: spec.branch,
        base: spec.base,
        title: spec.title,
        body: spec.body,
        draft,
      });
    try {
      const { data } = await create(spec.draft);
      return { ok: true, url: data.html_url, number: data.number, created: true };
    } catch (error) {
      // Some plans have no draft pull requests; an ordinary one (titled WIP) still carries the work.
      if (!spec.draft || responseStatus(error) !== 422 || !/draft/i.test(describeRequestError(error)))
        throw error;
      const { data } = await create(false);
      return { ok: true, url: data.html_url, number: data.number, created: true };
    }
  } catch (error) {
    return { ok: false, error: `opening the pull request failed: ${describeRequestError(error)}` };
  }
}

import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { Type } from "@sinclair/typebox";
import type { Conclusion, PublishedAs } from "../../agent/events.js";
import { clip } from "../../text/clip.js";
import type { Redactor } from "../../text/redact.js";
import { CI_FIX_TRAILER } from "../ci-repair/fix-trailer.js";
import { describeRequestError, type Fetched, type GitHubClient, requestAs } from "../client.js";
import { inlineCode } from "../comment/body.js";
import type { PullRequest } from "../context/pull-request.js";
import { credentialEnv, type SavedCredential, type TokenCredential, withCredential } from "../credentials.js";
import {
  BOT_EMAIL,
  BOT_NAME,
  cutDiff,
  GIT_LIMITS,
  type Git,
  type GitEnv,
  type GitResult,
  REMOTE,
} from "../git.js";
import {
  hasThread,
  isPullRequestTrigger,
  type RepoRef,
  sameRepository,
  type Trigger,
} from "../trigger/types.js";
import { branchNameFor } from "./branch-names.js";
import { CredentialScanner } from "./credential-formats.js";
import { findSecretInCommit } from "./push-check.js";
import { SecretScanner } from "./secret-scan.js";
import { type LeftOut, type Snapshot, snapshotWorkingTree } from "./snapshot.js";

/** `auto`: push or open a pull request as fits the trigger; `comment`: never push; `pr`: always a new pull request. */
export type PublishMode = "auto" | "comment" | "pr";

/**
 * Longest patch handed back. The comment fits what it can of it (65,536 characters at most); the
 * job log and the trajectory keep all of it, so unpublished work is not lost to the comment's size.
 */
export const MAX_PATCH_CHARS = 1_000_000;
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

export interface PublishParams {
  client: GitHubClient;
  /** Git over the trusted repository (`Vault.git`): never the workspace's own `.git`. */
  git: Git;
  /** The working tree whose files are published, read as data. */
  workTree: string;
  /**
   * The working tree already read with the agent's rights and stored as a tree (the action reads
   * it as the sandbox user: `WorkspaceGuard.release`). Without it, `workTree` is read in this
   * process, whose user must then be the agent's (the sandbox off, the command line, tests).
   */
  snapshot?: GitResult<Snapshot>;
  /** A private folder for temporary files (the vault's). */
  scratch: string;
  /** Secret values: a commit holding one (in any form) is never pushed. */
  secrets: readonly string[];
  trigger: Trigger;
  /**
   * The repository the changes go to (branches, pull requests): the `repository` input, else the
   * trigger's. Its checkout is `workTree`, and its `origin` is where they are pushed.
   */
  repo: RepoRef;
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
  /** A pull request trigger's pull request (`fetchPullRequest`); without it nothing is pushed for one. */
  pull?: PullRequest;
  /** The commit the agent started from: the parent of the action's commit. Default: the trusted HEAD. */
  startSha?: string;
  /** The branch new pull requests target: the branch checked out at the start. Default: the repository's default branch. */
  baseBranch?: string;
  maxPatchChars?: number;
}

/** What publishing did, as data for the comment and the action's outputs. Never thrown. */
export interface PublishResult {
  /** True when files changed (or the agent committed) during the run. */
  changed: boolean;
  /**
   * How the changes reached GitHub: `pull-request` (opened or refreshed), `push` (onto an existing
   * branch, or a pushed branch whose pull request could not be opened), `patch` (not pushed; the
   * patch is for the comment) or `none` (nothing changed, or nothing could be read).
   */
  published: Exclude<PublishedAs, "review">;
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
  /** Files of the working tree that were not committed (too big, nested repositories), and why. */
  leftOut?: LeftOut[];
  /** Publishing failed part-way; `patch` then holds the changes so nothing is lost. */
  error?: string;
}

/** How the changes were delivered: pushed, a pull request, or a patch for the comment. */
type PublishedFields = Omit<PublishResult, "changed" | "files" | "leftOut">;

export interface PrepareCheckoutParams {
  git: Git;
  /** The trigger's pull request, from `fetchPullRequest`. */
  pull: PullRequest;
  credential: SavedCredential;
  token?: TokenCredential;
}

/**
 * Puts the pull request's head into the workspace before the agent runs: actions/checkout leaves
 * the default branch checked out for comment events. A head in this repository is checked out as
 * its branch (so the commit can be pushed there); a fork's head is fetched through
 * `refs/pull/N/head` and checked out detached (it is never pushed to). Returns the head commit,
 * which is the run's start point. Never throws.
 */
export async function preparePullRequestCheckout(
  params: PrepareCheckoutParams,
): Promise<GitResult<{ sha: string }>> {
  const { git, pull } = params;
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
  return { ok: true, sha: switched.sha };
}

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

function isSuccess(conclusion: Conclusion): boolean {
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
function subjectFor(trigger: Trigger): string {
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
 * Publishes the run's changes as the trigger, mode and conclusion call for. The changes are the
 * working tree read as data (`snapshotWorkingTree`) against `startSha`, committed in the trusted
 * repository with `commit-tree` (no hooks, no work tree): commits the agent made itself are
 * not pushed, their result is (it is in the files).
 *
 * - nothing changed: nothing happens.
 * - `comment` mode, or a pull request from a fork: nothing is pushed; `patch` holds the diff.
 * - an issue, a workflow_dispatch or a schedule: a new branch (`branchNameFor`), a commit, a push
 *   to origin and a pull request against the base branch (`Fixes #N` for issues). An open pull
 *   request from the same branch is refreshed instead of opening another.
 * - a pull request comment in `auto` mode: a commit pushed to the pull request's head branch.
 * - a pull request comment in `pr` mode, or a run that did not finish on a pull request: a new
 *   branch from the head and a pull request against the head branch.
 *
 * Nothing is ever force-pushed: a branch that moved gets the changes merged onto its new head.
 * A run that ended by `max_steps`, `timeout`, `cancelled` or `error` still publishes (nothing is
 * lost), as a draft pull request marked WIP. A commit holding a secret is never pushed. Failures
 * come back in `error`, with `patch` holding the changes. Never throws.
 */
export async function publish(params: PublishParams): Promise<PublishResult> {
  const { git, redact } = params;
  const startSha = params.startSha ?? (await git.headSha());
  const snapshot =
    params.snapshot ?? (await snapshotWorkingTree(git, params.workTree, startSha, params.scratch));
  if (!snapshot.ok) return { changed: false, published: "none", files: [], error: redact(snapshot.error) };
  const leftOut = snapshot.leftOut.length > 0 ? { leftOut: snapshot.leftOut } : {};
  const base = startSha ?? (await emptyTree(git));
  const listed = await git.exec([
    "diff-tree",
    "-r",
    "-z",
    "--name-only",
    "--no-renames",
    base,
    snapshot.tree,
  ]);
  if (!listed.ok)
    return { changed: false, published: "none", files: [], ...leftOut, error: redact(listed.error) };
  const files = listed.stdout.split("\0").filter(Boolean);
  if (files.length === 0) return { changed: false, published: "none", files: [], ...leftOut };
  const max = params.maxPatchChars ?? MAX_PATCH_CHARS;
  const diffArgs = ["diff", "--no-color", "--no-ext-diff", "--no-textconv", base, snapshot.tree];
  const diff = await git.run(diffArgs, { maxOutputChars: max + 1 });
  const cut = cutDiff(diff.stdout, max);
  const work: Work = {
    params,
    startSha,
    tree: snapshot.tree,
    indexFile: snapshot.indexFile,
    patch: { text: cut.text, truncated: cut.truncated || diff.truncated },
  };
  try {
    return { changed: true, files, ...leftOut, ...(await decide(work)) };
  } catch (error) {
    // Our own code failed (a bug, a full disk); the changes must still reach the reader.
    return {
      changed: true,
      files,
      ...leftOut,
      ...withPatch(work, { error: `Publishing failed: ${describeRequestError(error)}` }),
    };
  }
}

/** One publishing job: its parameters, where the run started, the tree to commit and its patch. */
interface Work {
  params: PublishParams;
  startSha: string | undefined;
  tree: string;
  /** An index holding `tree`; it becomes the repository's index after a push. */
  indexFile: string;
  patch: { text: string; truncated: boolean };
}

async function emptyTree(git: Git): Promise<string> {
  const made = await git.exec(["hash-object", "-t", "tree", "-w", "--stdin"], { input: "" });
  return made.ok ? made.stdout.trim() : "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
}

/**
 * `fields` plus the (redacted, bounded) patch, for outcomes where the reader gets the changes in
 * the comment. A patch that adds a well-known credential (a private key, a cloud or registry
 * token) is not shown anywhere: the comment, the job log and the trajectory would publish what
 * the push check keeps from the branch. The changes stay in the workspace.
 */
function withPatch(work: Work, fields: Omit<PublishedFields, "published">): PublishedFields {
  const { redact } = work.params;
  // Read after redaction: the run's own secrets are masked there already, and shown so.
  const patch = redact(work.patch.text);
  const credential = credentialAdded(patch);
  const delivery: PublishedFields = credential
    ? {
        published: "none",
        ...fields,
        note: [
          fields.note,
          `The patch is not shown: it adds ${credential}, which must not be posted. The changes are still in the workspace.`,
        ]
          .filter(Boolean)
          .join(" "),
      }
    : { published: "patch", patch, patchTruncated: work.patch.truncated, ...fields };
  if (fields.error) delivery.error = redact(fields.error);
  return delivery;
}

/** The kind of the first well-known credential in the lines `patch` adds, or undefined. */
function credentialAdded(patch: string): string | undefined {
  const scanner = new CredentialScanner();
  const added = patch
    .split("\n")
    .filter((line) => line.startsWith("+") && !line.startsWith("+++ "))
    .map((line) => line.slice(1))
    .join("\n");
  scanner.push(Buffer.from(added, "utf8"));
  scanner.endObject();
  const [first] = scanner.matches;
  return first?.format.kind;
}

async function decide(work: Work): Promise<PublishedFields> {
  const { params } = work;
  const { trigger, mode, conclusion } = params;

  if (mode === "comment") {
    return withPatch(work, {
      note: "Nothing was pushed (`mode: comment`); the changes are in the patch below.",
    });
  }
  if (!isPullRequestTrigger(trigger)) {
    if (params.baseBranch !== undefined) return newBranchWithPullRequest(work, params.baseBranch, undefined);
    const base = await fetchDefaultBranch(params.client, params.repo);
    if (!base.ok) return withPatch(work, { error: `Publishing failed: ${base.problem}` });
    return newBranchWithPullRequest(work, base.data, undefined);
  }

  const { pull } = params;
  if (!pull)
    return withPatch(work, {
      error: `Pull request #${trigger.number} was not given, so nothing was pushed.`,
    });
  if (pull.isFork) {
    return withPatch(work, {
      note: `Pull request #${pull.number} comes from a fork (\`${pull.headRepo ?? "deleted repository"}\`), which this action never pushes to; the changes are in the patch below.`,
    });
  }
  if (mode === "pr" || !isSuccess(conclusion)) {
    const why =
      mode === "pr"
        ? undefined
        : `The run did not finish (\`${conclusion}\`), so the changes went to a draft pull request against \`${pull.headRef}\` instead of onto it.`;
    return newBranchWithPullRequest(work, pull.headRef, why);
  }
  return pushToPullRequest(work, pull);
}

/** The repository's default branch, as GitHub names it. Never throws. */
export async function fetchDefaultBranch(
  client: GitHubClient,
  { owner, repo }: RepoRef,
): Promise<Fetched<string>> {
  const fetched = await requestAs(
    client,
    "GET /repos/{owner}/{repo}",
    { owner, repo },
    Type.Object({ default_branch: Type.String() }),
  );
  return fetched.ok ? { ok: true, data: fetched.data.default_branch } : fetched;
}

/** The commit of the run's tree on `parent`, made by the bot with the run's message; no hooks run. */
async function commitTree(
  work: Work,
  tree: string,
  parent: string | undefined,
): Promise<GitResult<{ sha: string }>> {
  const { params } = work;
  const message = params.redact(commitMessageFor(params.trigger, params.conclusion, params.run, params.repo));
  const identity = {
    GIT_AUTHOR_NAME: BOT_NAME,
    GIT_AUTHOR_EMAIL: BOT_EMAIL,
    GIT_COMMITTER_NAME: BOT_NAME,
    GIT_COMMITTER_EMAIL: BOT_EMAIL,
  };
  const args = ["commit-tree", tree, ...(parent ? ["-p", parent] : []), "-F", "-"];
  const made = await params.git.exec(args, { input: message, env: identity });
  return made.ok ? { ok: true, sha: made.stdout.trim() } : made;
}

/**
 * Why `commit` must not be pushed (a secret in it, a credential the run's start commit did not
 * hold, or it could not be checked), or undefined.
 */
async function secretRefusal(
  git: Git,
  scanner: SecretScanner,
  commit: string,
  startSha: string | undefined,
): Promise<string | undefined> {
  const checked = await findSecretInCommit(git, commit, scanner, startSha);
  if (!checked.ok)
    return `The changes could not be checked for secrets, so nothing was pushed: ${checked.error}`;
  const { hit } = checked;
  if (!hit) return undefined;
  if (hit.source === "credential")
    return `The changes add ${hit.form} (in ${hit.where}) that was not in the repository before, so nothing was pushed.`;
  return `The changes hold what looks like a secret (${hit.form} form, in ${hit.where}), so nothing was pushed. The patch below has it masked.`;
}

type PushOutcome = GitResult<{ branch: string; sha: string; note?: string }>;

/**
 * Pushes `commit` to `branch` without force. When the branch moved meanwhile, the run's changes
 * are merged onto its new head (`merge-tree`, no work tree) and pushed again; when they conflict,
 * the commit goes to `<branch>-2` (or `-3`, ...) and `note` says so. Every commit is checked for
 * secrets right before it is pushed.
 */
async function pushSafely(work: Work, commit: string, branch: string): Promise<PushOutcome> {
  const { git, credential, token, scratch } = work.params;
  const env = await credentialEnv(git, credential, scratch, token);
  // Built once: its needles (every form of every secret) serve each commit tried.
  const scanner = new SecretScanner(work.params.secrets);
  let current = commit;
  for (let attempt = 0; attempt <= GIT_LIMITS.maxMergeAttempts; attempt++) {
    const refused = await secretRefusal(git, scanner, current, work.startSha);
    if (refused) return { ok: false, error: refused };
    const pushed = await pushCommit(git, current, branch, env);
    if (pushed.ok) {
      const note =
        current === commit ? undefined : `\`${branch}\` had new commits; the changes were merged onto them.`;
      return { ok: true, branch, sha: current, ...(note ? { note } : {}) };
    }
    if (!pushed.moved) return pushed;
    const head = await git.fetchBranch(branch, env);
    if (!head.ok) return head;
    const merged = await git.exec(["merge-tree", "--write-tree", head.sha, current]);
    if (!merged.ok) return pushToAlternate(work, commit, branch, env);
    const tree = merged.stdout.split("\n")[0]?.trim() ?? "";
    const remade = await commitTree(work, tree, head.sha);
    if (!remade.ok) return remade;
    current = remade.sha;
  }
  return {
    ok: false,
    error: `git push failed: ${branch} kept moving; gave up after ${GIT_LIMITS.maxMergeAttempts} merges`,
  };
}

async function pushToAlternate(
  work: Work,
  commit: string,
  branch: string,
  env: GitEnv,
): Promise<PushOutcome> {
  const { git } = work.params;
  for (let n = 2; n < 2 + GIT_LIMITS.maxAlternateBranches; n++) {
    const alternate = `${branch}-${n}`;
    const pushed = await pushCommit(git, commit, alternate, env);
    if (pushed.ok) {
      const note = `\`${branch}\` changed during the run in a way that conflicts with these changes, so they were pushed to \`${alternate}\` instead.`;
      return { ok: true, branch: alternate, sha: commit, note };
    }
    if (!pushed.moved) return pushed;
  }
  return {
    ok: false,
    error: `git push failed: ${branch}-2 to ${branch}-${GIT_LIMITS.maxAlternateBranches + 1} all exist`,
  };
}

/** One push of `commit` to `refs/heads/<branch>`; `moved` tells a rejected non-fast-forward from other failures. */
async function pushCommit(
  git: Git,
  commit: string,
  branch: string,
  env: GitEnv,
): Promise<{ ok: true } | { ok: false; error: string; moved: boolean }> {
  const args = ["push", "--porcelain", REMOTE, `${commit}:refs/heads/${branch}`];
  const result = await git.run(args, { env, timeoutMs: GIT_LIMITS.networkTimeoutMs });
  if (result.code === 0) return { ok: true };
  // --porcelain reports each ref on stdout as "!<TAB>src:dst<TAB>[rejected] (reason)".
  const moved = /\[rejected\] \((?:non-fast-forward|fetch first)\)/.test(result.stdout);
  const rejected = result.stdout
    .split("\n")
    .filter((line) => line.startsWith("!"))
    .join("\n");
  // The rejected refs say more than the rest of stdout ("To origin", "Done").
  const failure = { ...result, stdout: "", stderr: `${rejected}\n${result.stderr}` };
  return { ok: false, error: git.describeFailure(args, failure), moved };
}

/**
 * After a push, the trusted repository records it as the workspace's state: `branch` checked
 * out at `sha`, with the committed tree as its index, as if the commit had been made there.
 */
async function recordPushed(work: Work, branch: string, sha: string): Promise<void> {
  const { git } = work.params;
  await git.exec(["update-ref", `refs/heads/${branch}`, sha]);
  await git.exec(["symbolic-ref", "HEAD", `refs/heads/${branch}`]);
  if (git.gitDir) await copyFile(work.indexFile, join(git.gitDir, "index")).catch(() => {});
}

async function newBranchWithPullRequest(
  work: Work,
  base: string,
  why: string | undefined,
): Promise<PublishedFields> {
  const { params } = work;
  const committed = await commitTree(work, work.tree, work.startSha);
  if (!committed.ok) return withPatch(work, { error: committed.error });

  const wanted = branchNameFor(params.trigger, {
    prefix: params.branchPrefix,
    runNumber: params.run.runNumber,
  });
  const pushed = await pushSafely(work, committed.sha, wanted);
  if (!pushed.ok) return withPatch(work, { error: pushFailure(pushed.error) });
  await recordPushed(work, pushed.branch, pushed.sha);
  const notes = [why, pushed.note].filter((n): n is string => Boolean(n));
  return withPullRequest(work, { branch: pushed.branch, sha: pushed.sha, base, note: notes.join(" ") });
}

/**
 * Opens (or refreshes) the pull request of a pushed branch into `base`. A pull request that cannot
 * be opened leaves the work on the branch: `push`, with the error.
 */
async function withPullRequest(
  work: Work,
  pushed: { branch: string; sha: string; base: string; note: string },
): Promise<PublishedFields> {
  const { params } = work;
  const { trigger, conclusion, redact } = params;
  const { branch, sha } = pushed;
  const note = pushed.note || undefined;
  const title = redact(titleFor(subjectFor(trigger), conclusion));
  const body = redact(pullRequestBodyFor(trigger, conclusion, params.response, params.run, params.repo));
  const pr = await openOrRefreshPullRequest(params, {
    branch,
    base: pushed.base,
    title,
    body,
    draft: !isSuccess(conclusion),
  });
  if (!pr.ok) {
    return {
      published: "push",
      branch,
      sha,
      note,
      error: redact(`The changes are on ${branch}, but ${pr.error}`),
    };
  }
  return {
    published: "pull-request",
    branch,
    sha,
    prUrl: pr.url,
    prNumber: pr.number,
    prCreated: pr.created,
    note,
  };
}

/** A push failure for the reader; a secret refusal already says that nothing was pushed. */
function pushFailure(error: string): string {
  return /nothing was pushed/.test(error) ? error : `The push failed, so nothing was published: ${error}`;
}

async function pushToPullRequest(work: Work, pull: PullRequest): Promise<PublishedFields> {
  const committed = await commitTree(work, work.tree, work.startSha);
  if (!committed.ok) return withPatch(work, { error: committed.error });
  const pushed = await pushSafely(work, committed.sha, pull.headRef);
  if (!pushed.ok) return withPatch(work, { error: pushFailure(pushed.error) });
  await recordPushed(work, pushed.branch, pushed.sha);
  // The head moved in a way that conflicts: the changes went to a branch of their own, which a
  // pull request into the head brings to the author (the pull request itself does not hold them).
  if (pushed.branch !== pull.headRef)
    return withPullRequest(work, { ...pushed, base: pull.headRef, note: pushed.note ?? "" });
  return {
    published: "push",
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

/** The fields of a pull request this module reads back. */
const pullRef = Type.Object({ number: Type.Integer(), html_url: Type.String() });

/** Opens a pull request from `branch`, or refreshes the open one that already comes from it. Never throws. */
async function openOrRefreshPullRequest(
  params: PublishParams,
  spec: PullRequestSpec,
): Promise<{ ok: true; url: string; number: number; created: boolean } | { ok: false; error: string }> {
  const { client } = params;
  const { owner, repo } = params.repo;
  const failed = (problem: string) => ({
    ok: false as const,
    error: `opening the pull request failed: ${problem}`,
  });
  const open = await requestAs(
    client,
    "GET /repos/{owner}/{repo}/pulls",
    { owner, repo, head: `${owner}:${spec.branch}`, state: "open" },
    Type.Array(pullRef),
  );
  if (!open.ok) return failed(open.problem);
  const existing = open.data[0];
  if (existing) {
    const updated = await requestAs(
      client,
      "PATCH /repos/{owner}/{repo}/pulls/{pull_number}",
      { owner, repo, pull_number: existing.number, title: spec.title, body: spec.body },
      Type.Unknown(),
    );
    if (!updated.ok) return failed(updated.problem);
    return { ok: true, url: existing.html_url, number: existing.number, created: false };
  }
  const create = (draft: boolean) =>
    requestAs(
      client,
      "POST /repos/{owner}/{repo}/pulls",
      { owner, repo, head: spec.branch, base: spec.base, title: spec.title, body: spec.body, draft },
      pullRef,
    );
  let created = await create(spec.draft);
  // Some plans have no draft pull requests; an ordinary one (titled WIP) still carries the work.
  if (!created.ok && spec.draft && created.status === 422 && /draft/i.test(created.problem))
    created = await create(false);
  if (!created.ok) return failed(created.problem);
  return { ok: true, url: created.data.html_url, number: created.data.number, created: true };
}

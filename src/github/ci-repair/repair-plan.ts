import { type Static, Type } from "@sinclair/typebox";
import { type Failure, fail, ok, type Result } from "../../base/result.js";
import { fetchDefaultBranch } from "../checkout/default-branch.js";
import { type GitHubClient, requestAs } from "../client.js";
import { inlineCode } from "../comment/comment-markdown.js";
import { branchNameFor, repairBranchStart } from "../publish/branch-names.js";
import type { WorkflowRunTrigger } from "../trigger/types.js";
import { CI_FIX_TRAILER, hasFixTrailer } from "./fix-trailer.js";

/**
 * Whether and where a CI repair works (DESIGN section 8): decided before any model call, from
 * GitHub alone, so a repair that must not happen costs a few reads and nothing else.
 *
 * - The branch's open pull request (head in this repository, not the default branch) is where
 *   the run answers and where the fix is pushed, unless it already holds `max-ci-fixes` fix
 *   commits: then the run is skipped and the pull request is told so, once per failing commit.
 * - Without one, the fix goes to a pull request of its own against the branch; while an earlier
 *   repair of that branch is still open, a new failure is left to it. A repair's own branch
 *   without its pull request (a push run before the pull request was opened) is never repaired:
 *   that would be a repair of a repair, outside any count.
 * - A pull request too long for GitHub to list all its commits is left alone: the fixes already
 *   in it cannot be counted, and an uncounted loop is the one thing this must not allow.
 * - A branch that moved on since the failed run is left alone: the newer commit's own run
 *   decides, so two failures of one commit (lint and tests) never race to push two fixes.
 */
export type RepairPlan =
  | { kind: "repair"; trigger: WorkflowRunTrigger }
  | { kind: "skip"; reason: string; notice?: LimitNotice };

/** The comment that tells a pull request the fix limit was reached. */
export interface LimitNotice {
  number: number;
  body: string;
}

export interface RepairOptions {
  /** The `max-ci-fixes` input. */
  maxFixes: number;
  /** The `branch-prefix` input: a repair's own pull request comes from `<prefix>ci-fix-<branch>`. */
  branchPrefix: string;
}

/** GitHub lists at most 250 commits of a pull request: three pages of 100. */
const MAX_LISTED_COMMITS = 250;
const MAX_PAGES = 3;
const PAGE_SIZE = 100;

/** Marks the limit comment with the commit it is about, so one failing commit is told once. */
export function limitMarker(sha: string): string {
  return `<!-- repo-agent:ci-fix-limit ${sha} -->`;
}

/** Never throws: a GitHub failure comes back as a failure, for the caller to fail the job with. */
export async function planRepair(
  client: GitHubClient,
  trigger: WorkflowRunTrigger,
  options: RepairOptions,
): Promise<Result<RepairPlan, { status?: number }>> {
  const { run } = trigger;
  const { owner, repo } = trigger.repo;
  const skip = (reason: string, notice?: LimitNotice) =>
    ok<RepairPlan>({ kind: "skip", reason, ...(notice ? { notice } : {}) });
  if (options.maxFixes === 0) return skip("max-ci-fixes is 0, so failing CI is never fixed");

  const tip = await requestAs(
    client,
    "GET /repos/{owner}/{repo}/branches/{branch}",
    { owner, repo, branch: run.headBranch },
    Type.Object({ commit: Type.Object({ sha: Type.String() }) }),
  );
  if (!tip.ok && tip.status === 404)
    return skip(`the branch ${run.headBranch} no longer exists, so there is nothing to fix`);
  if (!tip.ok) return failed(`could not read the branch ${run.headBranch}`, tip);
  if (tip.value.commit.sha !== run.headSha)
    return skip(
      `the branch ${run.headBranch} moved on since the failed run (from ${run.headSha.slice(0, 12)} to ${tip.value.commit.sha.slice(0, 12)}); the newer commit's own run decides`,
    );

  const base = trigger.defaultBranch
    ? ok(trigger.defaultBranch)
    : await fetchDefaultBranch(client, trigger.repo);
  if (!base.ok) return failed("could not read the repository's default branch", base);
  const onDefault = run.headBranch === base.value;
  // Never a push onto the default branch: its failures are fixed through a pull request.
  const pull = onDefault ? ok(undefined) : await openPullFrom(client, trigger, run.headBranch);
  if (!pull.ok) return failed(`could not look for the open pull request of ${run.headBranch}`, pull);

  if (!pull.value) {
    if (run.headBranch.startsWith(repairBranchStart(options.branchPrefix)))
      return skip(
        `${run.headBranch} is a CI repair's own branch and has no open pull request; a repair is never repaired outside its pull request`,
      );
    const own = branchNameFor(trigger, { prefix: options.branchPrefix, runNumber: 0 });
    const earlier = await openPullFrom(client, trigger, own);
    if (!earlier.ok) return failed(`could not look for an earlier repair of ${run.headBranch}`, earlier);
    if (earlier.value)
      return skip(
        `an earlier repair of ${run.headBranch} is still open (${earlier.value.html_url}); its own checks decide what comes next`,
      );
    return ok({ kind: "repair", trigger });
  }

  const number = pull.value.number;
  if (pull.value.head.sha !== run.headSha)
    return skip(
      `pull request #${number} moved on since the failed run (its head is ${pull.value.head.sha.slice(0, 12)}); the newer commit's own run decides`,
    );
  const counted = await countFixCommits(client, trigger, number);
  if (!counted.ok) return failed(`could not count the fix commits of pull request #${number}`, counted);
  const { fixes, complete } = counted.value;
  if (!complete)
    return skip(
      `pull request #${number} has ${MAX_LISTED_COMMITS} commits or more, more than GitHub lists, so the CI fixes already in it cannot be counted against max-ci-fixes; the failure is left to a person`,
    );
  if (fixes >= options.maxFixes) {
    const reason = `pull request #${number} already holds ${fixes} CI fix commit${fixes === 1 ? "" : "s"} by Repo Agent (max-ci-fixes: ${options.maxFixes})`;
    const told = await alreadyTold(client, trigger, number);
    if (!told.ok) return failed(`could not read the comments of pull request #${number}`, told);
    return skip(
      reason,
      told.value ? undefined : { number, body: limitComment(trigger, fixes, options.maxFixes) },
    );
  }
  return ok({ kind: "repair", trigger: { ...trigger, number, isPullRequest: true } });
}

function failed(what: string, fetched: Failure<{ status?: number }>): Failure<{ status?: number }> {
  const hint =
    fetched.status === 403
      ? ` (the token in github-token needs to read contents, pull requests and actions: the job's permissions for the job's token, the App's permissions for an App's)`
      : "";
  return fail(`${what}: ${fetched.error}${hint}`, fetched.status ? { status: fetched.status } : {});
}

const pullRef = Type.Object({
  number: Type.Integer(),
  html_url: Type.String(),
  head: Type.Object({ sha: Type.String() }),
});
type PullRef = Static<typeof pullRef>;

/** The open pull request of this repository whose head is `branch` of this repository, if any. */
async function openPullFrom(
  client: GitHubClient,
  trigger: WorkflowRunTrigger,
  branch: string,
): Promise<Result<PullRef | undefined, { status?: number }>> {
  const { owner, repo } = trigger.repo;
  const open = await requestAs(
    client,
    "GET /repos/{owner}/{repo}/pulls",
    { owner, repo, head: `${owner}:${branch}`, state: "open", per_page: PAGE_SIZE },
    Type.Array(pullRef),
  );
  return open.ok ? ok(open.value[0]) : open;
}

/**
 * How many commits of the pull request carry the fix trailer, and whether that is all of them:
 * GitHub lists only the first 250 commits of a pull request, oldest first, so the newest fixes of
 * a longer one would go uncounted.
 */
async function countFixCommits(
  client: GitHubClient,
  trigger: WorkflowRunTrigger,
  number: number,
): Promise<Result<{ fixes: number; complete: boolean }, { status?: number }>> {
  const { owner, repo } = trigger.repo;
  let fixes = 0;
  let listed = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const commits = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/commits",
      { owner, repo, pull_number: number, per_page: PAGE_SIZE, page },
      Type.Array(Type.Object({ commit: Type.Object({ message: Type.String() }) })),
    );
    if (!commits.ok) return commits;
    listed += commits.value.length;
    fixes += commits.value.filter((c) => hasFixTrailer(c.commit.message)).length;
    if (commits.value.length < PAGE_SIZE) break;
  }
  return ok({ fixes, complete: listed < MAX_LISTED_COMMITS });
}

/**
 * Whether the pull request was already told that this commit is past the limit: two workflows
 * failing on one commit, or a re-run, must not repeat the comment. Only a bot's comment counts (a
 * person quoting the marker must not silence the notice), and only comments since the failed run
 * began are read: the notice cannot be older, and a long conversation's first pages are not it.
 */
async function alreadyTold(
  client: GitHubClient,
  trigger: WorkflowRunTrigger,
  number: number,
): Promise<Result<boolean, { status?: number }>> {
  const { owner, repo } = trigger.repo;
  const marker = limitMarker(trigger.run.headSha);
  const comments = Type.Array(
    Type.Object({
      body: Type.Optional(Type.String()),
      user: Type.Union([Type.Object({ type: Type.String() }), Type.Null()]),
    }),
  );
  for (let page = 1; page <= MAX_PAGES; page++) {
    const listed = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
      {
        owner,
        repo,
        issue_number: number,
        per_page: PAGE_SIZE,
        page,
        ...(trigger.run.createdAt ? { since: trigger.run.createdAt } : {}),
      },
      comments,
    );
    if (!listed.ok) return listed;
    if (listed.value.some((c) => c.user?.type === "Bot" && c.body?.includes(marker))) return ok(true);
    if (listed.value.length < PAGE_SIZE) break;
  }
  return ok(false);
}

function limitComment(trigger: WorkflowRunTrigger, fixes: number, max: number): string {
  const { run } = trigger;
  return [
    limitMarker(run.headSha),
    `### Repo Agent did not try to fix this failure`,
    `The [${inlineCode(run.workflowName)} run](${run.htmlUrl}) failed on ${inlineCode(run.headBranch)} at ${run.headSha.slice(0, 7)}, but this pull request already holds ${fixes} CI fix commit${fixes === 1 ? "" : "s"} by Repo Agent (commits with the \`${CI_FIX_TRAILER}\` trailer), and \`max-ci-fixes\` is ${max}.`,
    "The failure needs a person now. To let Repo Agent try again, raise `max-ci-fixes`, or ask in a comment with the trigger phrase.",
  ].join("\n\n");
}

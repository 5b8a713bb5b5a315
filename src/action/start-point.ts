import { preparePullRequestCheckout } from "../github/checkout/pull-request-checkout.js";
import type { PullRequest } from "../github/context/pull-request.js";
import { type SavedCredential, withCredential } from "../github/credentials.js";
import type { Git } from "../github/git.js";
import { resumeScheduledBranch } from "../github/publish/scheduled-branch.js";
import type { FailedWorkflowRun } from "../github/trigger/types.js";
import type { AdmittedRun } from "./admitted-run.js";
import type { StartPoint } from "./hand-offs.js";

/**
 * The kinds of checkout a run starts from: a pull request's head, a failed CI run's commit, a
 * scheduled branch an earlier run left open, or the checkout as the workflow made it. The
 * workspace guard decides when (`WorkspaceGuard.checkout`); this is how.
 */

/** What a checkout works with: the run, git over the workspace, and the credential to fetch with. */
export interface Checkout {
  run: AdmittedRun;
  git: Git;
  credential: SavedCredential;
}

/** HEAD's commit and branch as the workflow checked them out. */
export type OwnStart = Promise<[string | undefined, string | undefined]>;

/** Reads HEAD's commit and branch, for a run that starts from the workflow's checkout. */
export function readOwnStart(git: Git): OwnStart {
  return Promise.all([git.headSha(), git.currentBranch()]);
}

/**
 * The workspace at the run's start point: the pull request's head (`pull`, read once by
 * `describeTask`), a CI repair's failed commit, the scheduled branch an earlier run left open, or
 * the checkout as it is (`ownStart`, when it was read ahead). Throws when a pull request or a
 * failed commit cannot be checked out.
 */
export function checkOutStartPoint(
  checkout: Checkout,
  pull: PullRequest | undefined,
  ownStart: OwnStart | undefined,
): Promise<StartPoint> {
  if (pull) return checkoutPullRequest(checkout, pull);
  const { trigger } = checkout.run;
  if (trigger.kind === "workflow_run") return checkoutFailedBranch(checkout, trigger.run);
  return checkoutOwnBranch(checkout, ownStart ?? readOwnStart(checkout.git));
}

async function checkoutPullRequest(checkout: Checkout, pull: PullRequest): Promise<StartPoint> {
  const { git, credential, run } = checkout;
  const switched = await preparePullRequestCheckout({ git, pull, credential, token: run.token });
  if (!switched.ok) throw new Error(switched.error);
  return { startSha: switched.value, baseBranch: pull.headRef, pull };
}

/**
 * The checkout as it is, or for a schedule the branch the earlier scheduled runs left open. The
 * agent job of the two-job shape (`handoff`) always starts from the workflow's checkout
 * (`GITHUB_SHA`), the commit the publish job checks its handoff against; that job pushes to the
 * scheduled branch, merging as publishing does.
 */
async function checkoutOwnBranch(checkout: Checkout, ownStart: OwnStart): Promise<StartPoint> {
  const { git, run } = checkout;
  const { trigger, settings, runtime, io } = run;
  const [startSha, baseBranch] = await ownStart;
  const start: StartPoint = { startSha, baseBranch };
  if (trigger.kind !== "schedule" || settings.handoff) return start;
  const resumed = await resumeScheduledBranch({
    client: run.github(),
    git,
    trigger,
    repo: run.repo,
    branchPrefix: settings.branchPrefix,
    runNumber: runtime.runNumber,
    credential: checkout.credential,
    token: run.token,
    ...(start.startSha ? { here: start.startSha } : {}),
  });
  if (!resumed.ok) io.warning(`Could not continue on the scheduled branch: ${resumed.error}`);
  else {
    start.startSha = resumed.value.sha;
    if (resumed.value.resumed)
      io.info(`Continuing on ${resumed.value.branch}, where the earlier scheduled runs left off.`);
  }
  return start;
}

/**
 * A CI repair without a pull request: the workflow checked out the default branch, the failed
 * run was on `headBranch`. The failed commit itself is the start, not the branch's tip: the log
 * the model reads is that commit's, and the fix goes in a pull request of its own against the
 * branch, so a commit pushed since (in the moment after the plan looked) waits for its own run.
 */
async function checkoutFailedBranch(checkout: Checkout, failed: FailedWorkflowRun): Promise<StartPoint> {
  const { git, run } = checkout;
  const fetched = await withCredential(
    git,
    checkout.credential,
    (env) => git.fetchBranch(failed.headBranch, env),
    run.token,
  );
  if (!fetched.ok) throw new Error(`Could not fetch ${failed.headBranch}, where CI failed: ${fetched.error}`);
  const onBranch = await git.exec(["merge-base", "--is-ancestor", failed.headSha, fetched.value]);
  if (!onBranch.ok)
    throw new Error(
      `The failed commit ${failed.headSha.slice(0, 12)} is no longer on ${failed.headBranch} (its tip is ${fetched.value.slice(0, 12)}), so there is nothing to fix it on.`,
    );
  if (fetched.value !== failed.headSha)
    run.io.info(
      `${failed.headBranch} moved on since the failed run, to ${fetched.value.slice(0, 12)}; the fix starts from the failed commit, ${failed.headSha.slice(0, 12)}.`,
    );
  const switched = await git.switchCarryingChanges(failed.headBranch, failed.headSha);
  if (!switched.ok)
    throw new Error(`Could not check out ${failed.headSha.slice(0, 12)}, where CI failed: ${switched.error}`);
  return { startSha: switched.value, baseBranch: failed.headBranch };
}

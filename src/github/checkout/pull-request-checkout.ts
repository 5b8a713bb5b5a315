import { fail, type Result } from "../../base/result.js";
import { describeRequestError } from "../client.js";
import type { PullRequest } from "../context/pull-request.js";
import { type SavedCredential, type TokenCredential, withCredential } from "../credentials.js";
import type { Git, GitEnv } from "../git.js";

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
export async function preparePullRequestCheckout(params: PrepareCheckoutParams): Promise<Result<string>> {
  const { git, pull } = params;
  const checkout = async (env: GitEnv): Promise<Result<string>> => {
    if (!pull.isFork) return git.checkoutRemoteBranch(pull.headRef, env);
    const fetched = await git.fetchRef(
      `refs/pull/${pull.number}/head`,
      `refs/remotes/origin/pull/${pull.number}/head`,
      env,
    );
    if (!fetched.ok) return fetched;
    return git.switchCarryingChanges(undefined, fetched.value);
  };
  const switched = await withCredential(git, params.credential, checkout, params.token).catch(
    (error: unknown): Result<string> => fail(describeRequestError(error)),
  );
  if (!switched.ok) return fail(`Could not check out pull request #${pull.number}: ${switched.error}`);
  return switched;
}

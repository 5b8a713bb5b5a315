import { Type } from "@sinclair/typebox";
import { fail, ok, type Result } from "../../base/result.js";
import { describeRequestError, type GitHubClient, requestAs } from "../client.js";
import { type SavedCredential, type TokenCredential, withCredential } from "../credentials.js";
import type { Git } from "../git.js";
import type { RepoRef, ScheduleTrigger } from "../trigger/types.js";
import { branchNameFor } from "./branch-names.js";

/**
 * A scheduled run continues where the last one left off (DESIGN section 5): when the schedule's
 * stable branch has an open pull request, the workspace switches to that branch's head before
 * the agent starts, so the new commit goes on top of what earlier runs (or people) pushed there,
 * and nothing is ever force-pushed. Without an open pull request the run starts from the checkout
 * as usual. Never throws; `sha` is where the run starts.
 */
export async function resumeScheduledBranch(params: {
  client: GitHubClient;
  git: Git;
  trigger: ScheduleTrigger;
  /** The repository the schedule's pull request is in (the `repository` input, else the trigger's). */
  repo?: RepoRef;
  branchPrefix: string;
  runNumber: number;
  credential: SavedCredential;
  token?: TokenCredential;
  /** The commit checked out now, when the caller has read it already. */
  here?: string;
}): Promise<Result<{ sha: string | undefined; branch: string; resumed: boolean }>> {
  const { git, trigger } = params;
  const branch = branchNameFor(trigger, { prefix: params.branchPrefix, runNumber: params.runNumber });
  const here = params.here ?? (await git.headSha());
  const { owner, repo } = params.repo ?? trigger.repo;
  const open = await requestAs(
    params.client,
    "GET /repos/{owner}/{repo}/pulls",
    { owner, repo, head: `${owner}:${branch}`, state: "open" },
    Type.Array(Type.Unknown()),
  );
  if (!open.ok) return fail(`could not look for the open pull request of ${branch}: ${open.error}`);
  if (open.value.length === 0) return ok({ sha: here, branch, resumed: false });
  const switched = await withCredential(
    git,
    params.credential,
    (env) => git.checkoutRemoteBranch(branch, env),
    params.token,
  ).catch((error: unknown): Result<string> => fail(describeRequestError(error)));
  if (!switched.ok) return switched;
  return ok({ sha: switched.value, branch, resumed: true });
}

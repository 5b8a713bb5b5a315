import { fetchDefaultBranch } from "../../checkout/default-branch.js";
import { branchNameFor } from "../branch-names.js";
import type { Delivery } from "../decision.js";
import { openOrRefreshPullRequest } from "../pull-request-api.js";
import { isSuccess, notes, pullRequestTexts } from "../texts.js";
import type { PublishedFields, Work } from "../work.js";
import { withPatch } from "./patch.js";
import { commitAndPush } from "./safe-push.js";

/**
 * The `new-branch` delivery: a new branch (`branchNameFor`) holding the run's commit, and a pull
 * request into `base` (the repository's default branch when none is given); a draft when the run
 * did not finish.
 */
export async function pushNewBranch(
  work: Work,
  { base, why }: Extract<Delivery, { kind: "new-branch" }>,
): Promise<PublishedFields> {
  const { params } = work;
  let into = base;
  if (into === undefined) {
    const fetched = await fetchDefaultBranch(params.client, params.repo);
    if (!fetched.ok) return withPatch(work, { error: notes.failed(fetched.error) });
    into = fetched.value;
  }
  const wanted = branchNameFor(params.trigger, {
    prefix: params.branchPrefix,
    runNumber: params.run.runNumber,
  });
  const landed = await commitAndPush(work, wanted);
  if (!landed.ok) return withPatch(work, { error: landed.error });
  const pushed = landed.value;
  const note = [why, pushed.note].filter((n): n is string => Boolean(n)).join(" ");
  return withPullRequest(work, { branch: pushed.branch, sha: pushed.sha, base: into, note });
}

/**
 * Opens (or refreshes) the pull request of a pushed branch into `base`. A pull request that cannot
 * be opened leaves the work on the branch: `push`, with the error.
 */
export async function withPullRequest(
  work: Work,
  pushed: { branch: string; sha: string; base: string; note: string },
): Promise<PublishedFields> {
  const { params } = work;
  const { conclusion, redact } = params;
  const { branch, sha } = pushed;
  const note = pushed.note || undefined;
  const { title, body } = pullRequestTexts(params);
  const pr = await openOrRefreshPullRequest(params.client, params.repo, {
    branch,
    base: pushed.base,
    title,
    body,
    draft: !isSuccess(conclusion),
  });
  if (!pr.ok)
    return { published: "push", branch, sha, note, error: redact(notes.pullRequestFailed(branch, pr.error)) };
  return {
    published: "pull-request",
    branch,
    sha,
    prUrl: pr.value.url,
    prNumber: pr.value.number,
    prCreated: pr.value.created,
    note,
  };
}

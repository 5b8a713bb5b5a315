import type { Delivery } from "../decision.js";
import type { PublishedFields, Work } from "../work.js";
import { withPullRequest } from "./new-branch.js";
import { withPatch } from "./patch.js";
import { commitAndPush } from "./safe-push.js";

/** The `pull-request-head` delivery: the run's commit pushed onto the pull request's own branch. */
export async function pushToPullRequest(
  work: Work,
  { pull }: Extract<Delivery, { kind: "pull-request-head" }>,
): Promise<PublishedFields> {
  const landed = await commitAndPush(work, pull.headRef);
  if (!landed.ok) return withPatch(work, { error: landed.error });
  const pushed = landed.value;
  // The head moved in a way that conflicts: the changes went to a branch of their own, which a
  // pull request into the head brings to the author (the pull request itself does not hold them).
  if (pushed.branch !== pull.headRef)
    return withPullRequest(work, {
      branch: pushed.branch,
      sha: pushed.sha,
      base: pull.headRef,
      note: pushed.note ?? "",
    });
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

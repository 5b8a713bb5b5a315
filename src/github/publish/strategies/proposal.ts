import type { ProposalSummary } from "../../../agent/events.js";
import { fail, ok, type Result } from "../../../base/result.js";
import { fetchDefaultBranch } from "../../checkout/default-branch.js";
import { inlineCode } from "../../comment/comment-markdown.js";
import { branchNameFor } from "../branch-names.js";
import type { Delivery, PublishingDelivery } from "../decision.js";
import { isSuccess, notes, pullRequestTexts } from "../texts.js";
import type { PublishedFields, Work } from "../work.js";
import { withPatch } from "./patch.js";
import { commitAndPushAside } from "./safe-push.js";

/**
 * The `proposal` delivery (`staged: true`, DESIGN section 9): the run's commit goes to
 * `<branch-prefix>proposal-<run id>` and nowhere else, never forced; no pull request is opened.
 * The comment gets the patch, as in `mode: comment`, and the proposal: where the commit waits and
 * how `/agent apply` would publish it (a pull request with its title and body, or a push onto the
 * pull request's head).
 */

/** The branch a staged run's commit waits on. */
export function proposalBranchName(prefix: string, runId: number | string): string {
  return `${prefix}proposal-${runId}`;
}

export async function proposeCommit(
  work: Work,
  { then }: Extract<Delivery, { kind: "proposal" }>,
): Promise<PublishedFields> {
  const { params } = work;
  const planned = await plannedPublication(work, then);
  if (!planned.ok) return withPatch(work, { error: notes.failed(planned.error) });
  const wanted = proposalBranchName(params.branchPrefix, params.run.runId);
  const landed = await commitAndPushAside(work, wanted);
  if (!landed.ok) return withPatch(work, { error: landed.error });
  const { branch, sha } = landed.value;
  const proposal: ProposalSummary = {
    ...planned.value,
    branch,
    sha,
    runId: String(params.run.runId),
    repo: `${params.repo.owner}/${params.repo.repo}`,
    state: "proposed",
  };
  return withPatch(work, { note: stagedNote(branch), proposal });
}

/** What the reader is told: nothing was published, and where the proposed commit waits. */
function stagedNote(branch: string): string {
  return `Staged (\`staged: true\`): the proposed commit waits on ${inlineCode(branch)} until it is applied.`;
}

/**
 * How the commit would be published, decided now and recorded, so `/agent apply` publishes what
 * the reader saw: the pull request's branch, base, title and body, or the pull request whose head
 * a push goes onto and the head it must still be at.
 */
async function plannedPublication(work: Work, then: PublishingDelivery): Promise<Result<ProposalSummary>> {
  const { params } = work;
  if (then.kind === "pull-request-head") {
    const { pull } = then;
    if (!work.startSha) return fail("the pull request's head commit is not known");
    return ok({
      as: "push",
      targetBranch: pull.headRef,
      pullNumber: pull.number,
      expectedHead: work.startSha,
    });
  }
  let base = then.base;
  if (base === undefined) {
    const fetched = await fetchDefaultBranch(params.client, params.repo);
    if (!fetched.ok) return fetched;
    base = fetched.value;
  }
  const { title, body } = pullRequestTexts(params);
  return ok({
    as: "pull-request",
    targetBranch: branchNameFor(params.trigger, {
      prefix: params.branchPrefix,
      runNumber: params.run.runNumber,
    }),
    base,
    title,
    body,
    draft: !isSuccess(params.conclusion),
  });
}

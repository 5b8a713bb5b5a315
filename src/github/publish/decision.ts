import type { PullRequest } from "../context/pull-request.js";
import { isPullRequestTrigger } from "../trigger/types.js";
import { isSuccess, notes } from "./texts.js";
import type { PublishParams } from "./work.js";

/**
 * How the changes are to be delivered; each kind has its strategy (`strategies/registry.ts`).
 *
 * - `patch`: nothing is pushed; the patch goes to the comment with a note (or an error) saying why.
 * - `new-branch`: a new branch from the start commit and a pull request into `base`; undefined
 *   `base` is the repository's default branch, asked of GitHub. `why` is a note for the reader.
 * - `pull-request-head`: a commit pushed onto the pull request's own branch.
 * - `proposal` (`staged`): the commit pushed only to a proposal branch of its own; `then` is the
 *   delivery `/agent apply` would carry out.
 */
export type Delivery =
  | { kind: "patch"; fields: { note: string } | { error: string } }
  | { kind: "new-branch"; base: string | undefined; why?: string }
  | { kind: "pull-request-head"; pull: PullRequest }
  | { kind: "proposal"; then: PublishingDelivery };

/** A delivery that publishes a commit: what a proposal waits to become. */
export type PublishingDelivery = Extract<Delivery, { kind: "new-branch" | "pull-request-head" }>;

/**
 * The delivery the trigger, mode and conclusion call for (DESIGN section 5): decided from the
 * parameters alone, before any git or GitHub call.
 *
 * - `comment` mode, a pull request from a fork, or a pull request not given: a patch.
 * - an issue, a workflow_dispatch, a schedule or a CI repair: a new branch into the base branch.
 * - a pull request in `pr` mode, or a run on one that did not finish: a new branch into its head.
 * - a pull request in `auto` mode whose run finished: a push onto its head.
 * - `staged`: whichever of the last two, as a proposal; a patch stays a patch.
 */
export function chooseDelivery(params: PublishParams): Delivery {
  const { trigger, mode, conclusion, pull } = params;
  if (params.staged) {
    const then = chooseDelivery({ ...params, staged: false });
    return then.kind === "patch" || then.kind === "proposal" ? then : { kind: "proposal", then };
  }
  if (mode === "comment") return { kind: "patch", fields: { note: notes.commentMode } };
  if (!isPullRequestTrigger(trigger)) return { kind: "new-branch", base: params.baseBranch };
  if (!pull) return { kind: "patch", fields: { error: notes.pullNotGiven(trigger.number) } };
  if (pull.isFork) return { kind: "patch", fields: { note: notes.fork(pull) } };
  if (mode === "pr") return { kind: "new-branch", base: pull.headRef };
  if (!isSuccess(conclusion))
    return { kind: "new-branch", base: pull.headRef, why: notes.unfinished(conclusion, pull.headRef) };
  return { kind: "pull-request-head", pull };
}

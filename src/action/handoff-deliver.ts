import type { PullRequest } from "../github/context/pull-request.js";
import { fetchStartCommit, fileAt, snapshotOfTree } from "../github/handoff/scratch-repo.js";
import { MAX_PATCH_CHARS } from "../github/publish/publish.js";
import { suggestChanges } from "../github/review/change-suggestions.js";
import type { ReviewDraft } from "../github/review/review-draft.js";
import type { AdmittedRun } from "./admitted-run.js";
import type { Delivery } from "./hand-offs.js";
import type { CheckedHandoff, HandoffPlace } from "./handoff-checks.js";
import { publishAsRun } from "./publish.js";
import type { OwnComment } from "./report.js";
import { publishReview, startDraft } from "./review.js";
import { planReview } from "./review-plan.js";

/**
 * How the publish job delivers a checked handoff, as a single run with its settings would: a
 * review (its comments made again on this job's read of the pull request), a fork's changes as
 * suggestions, or the changes published from the private repository (`publish`: a pull request,
 * a push, or a patch). Nothing is ever pushed to a fork.
 */

interface DeliverParts {
  checked: CheckedHandoff;
  place: HandoffPlace;
  own: OwnComment | undefined;
}

/** Delivers the handoff; failures come back in `error`, as publishing's do. */
export async function deliverHandoff(run: AdmittedRun, parts: DeliverParts): Promise<Delivery> {
  const { checked } = parts;
  const { manifest, pull, changes } = checked;
  const comments = manifest.review?.comments ?? [];
  if (run.deliverAs === "review" && pull) {
    const reviewed = await reviewHandoff(run, parts, pull);
    // A review pushes nothing; a fork's changes became suggestions in it, a branch's are left out.
    const left =
      changes && !pull.isFork ? ["The agent job's changes were not published: a review pushes nothing."] : [];
    return { ...reviewed, notices: [...left, ...reviewed.notices] };
  }
  const ignored =
    comments.length > 0
      ? [
          `The agent job's ${comments.length === 1 ? "review comment was" : `${comments.length} review comments were`} not posted: this job does not review (its mode is ${run.deliverAs}).`,
        ]
      : [];
  if (!changes) return { published: "none", notices: ignored };
  if (pull?.isFork && run.deliverAs !== "comment") {
    const suggested = await reviewHandoff(run, parts, pull);
    return { ...suggested, notices: [...ignored, ...suggested.notices] };
  }
  const delivered = await publishChanges(run, parts);
  return { ...delivered, notices: [...ignored, ...delivered.notices] };
}

/** The changes published from the private repository, as `publishWork` publishes a run's. */
async function publishChanges(run: AdmittedRun, parts: DeliverParts): Promise<Delivery> {
  const { checked, place } = parts;
  const { manifest, pull, startSha } = checked;
  const tree = checked.changes?.tree ?? "";
  const snapshot = await snapshotOfTree(place.scratch.git, tree, place.privateDir);
  const baseBranch = await baseBranchOf(run, parts, pull);
  const published = await publishAsRun(run, {
    git: place.scratch.git,
    snapshot,
    scratch: place.privateDir,
    credential: place.credential,
    conclusion: manifest.conclusion,
    response: manifest.response,
    staged: false,
    startSha,
    ...(pull ? { pull } : {}),
    ...(baseBranch ? { baseBranch } : {}),
  });
  const {
    changed: _changed,
    leftOut: _leftOut,
    prNumber: _prNumber,
    proposal: _proposal,
    ...delivered
  } = published;
  return { ...delivered, notices: [] };
}

/** The branch new pull requests target, as a single run's start point names it. */
async function baseBranchOf(
  run: AdmittedRun,
  parts: DeliverParts,
  pull: PullRequest | undefined,
): Promise<string | undefined> {
  if (pull) return pull.headRef;
  if (run.trigger.kind === "workflow_run") return run.trigger.run.headBranch;
  return parts.place.workspace.currentBranch();
}

/**
 * One review of the pull request at the start commit: the agent job's comments (in review
 * mode) made again through a draft built from this job's own read of the pull request's files,
 * each checked as in a single run (one that fails is left out, with a notice), and a fork's
 * changes as suggestions where they fit a line of the diff, the rest as a patch in the comment.
 */
async function reviewHandoff(run: AdmittedRun, parts: DeliverParts, pull: PullRequest): Promise<Delivery> {
  const { checked, place } = parts;
  const { manifest, startSha, changes } = checked;
  const git = place.scratch.git;
  const present = await fetchStartCommit(git, startSha, place.env, pull.number);
  if (!present.ok)
    return { published: "none", notices: [], error: `The review could not be made: ${present.error}` };
  const plan = await planReview(run, pull, parts.own?.author).catch((error: Error) => error);
  if (plan instanceof Error)
    return { published: "none", notices: [], error: `The review could not be made: ${plan.message}` };
  const fileOf = (sha: string, path: string) => fileAt(git, sha, path);
  const draft = startDraft(run, plan, (path) => fileOf(startSha, path));
  const notices = run.deliverAs === "review" ? await replayComments(run, draft, manifest) : [];
  const suggested =
    changes && pull.isFork
      ? await suggestChanges({ draft, git, startSha, tree: changes.tree, maxPatchChars: MAX_PATCH_CHARS })
      : undefined;
  const delivery = await publishReview(run, {
    draft,
    plan,
    pull,
    commitId: startSha,
    result: { conclusion: manifest.conclusion, response: manifest.response },
    asked: checked.requests.asked,
    fileAt: fileOf,
  });
  const remainder = suggested?.remainder;
  return {
    ...delivery,
    ...(suggested && changes ? { files: changes.files } : {}),
    ...(remainder?.patch
      ? { patch: remainder.patch, ...(remainder.truncated ? { patchTruncated: true } : {}) }
      : {}),
    notices: [...notices, ...delivery.notices],
  };
}

/**
 * Check 9: the agent job's review comments, each made again on this job's draft. A comment the
 * draft refuses (its line is not in the file, its suggestion does not fit) is left out and said.
 */
async function replayComments(
  run: AdmittedRun,
  draft: ReviewDraft,
  manifest: CheckedHandoff["manifest"],
): Promise<string[]> {
  const left: string[] = [];
  for (const comment of manifest.review?.comments ?? []) {
    const recorded = await draft.add(comment);
    if (!recorded.ok) left.push(`${comment.path} line ${comment.line}: ${recorded.message}`);
  }
  if (left.length === 0) return [];
  const shown = left.slice(0, 5).map((line) => run.publishable(line));
  return [
    `${left.length === 1 ? "One review comment" : `${left.length} review comments`} of the agent job did not pass this job's checks and ${left.length === 1 ? "was" : "were"} left out: ${shown.join("; ")}${left.length > 5 ? "; …" : ""}`,
  ];
}

import { fail, ok, type Result } from "../../base/result.js";
import { TRACKING_MARKER } from "../comment/body.js";
import { isByLogin } from "../context/earlier-runs.js";
import type { Comment } from "../context/thread-reads.js";
import { mentionsProposalBlock, type ProposalRecord, readProposalBlock } from "./record.js";

/**
 * Which proposal `/agent apply` publishes: the newest one in the action's own tracking comments on
 * the thread, trusted only from the login the action posts as now (as the run's memory is). Every
 * failure is a refusal for the reader, saying why nothing was published.
 */

/** A proposal found, and the comment that holds it. */
export interface FoundProposal {
  comment: Comment;
  record: ProposalRecord;
}

function newestFirst(a: Comment, b: Comment): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
}

/**
 * The newest proposal in a tracking comment by `ownLogin` among `comments` (this run's own comment,
 * `ownCommentId`, left out). Refused: no login to trust, no proposal at all, proposals only in
 * other people's comments, the newest already applied, or the newest too large to have been kept.
 */
export function findProposal(
  comments: readonly Comment[],
  ownLogin: string | undefined,
  ownCommentId?: number,
): Result<FoundProposal> {
  if (!ownLogin)
    return fail(
      "GitHub did not say which account this run posts as, so no comment can be trusted as the action's own proposal",
    );
  const candidates = comments.filter((c) => c.id !== ownCommentId && mentionsProposalBlock(c.body ?? ""));
  const own = candidates
    .filter((c) => isByLogin(c, ownLogin) && (c.body ?? "").includes(TRACKING_MARKER))
    .flatMap((comment) => {
      const record = readProposalBlock(comment.body ?? "");
      return record ? [{ comment, record }] : [];
    })
    .sort((a, b) => newestFirst(a.comment, b.comment));
  const applied = new Set(own.filter((o) => o.record.state === "applied").map((o) => o.record.runId));
  const newest = own.find((o) => o.record.state === "proposed");
  if (!newest) {
    if (applied.size > 0)
      return fail("every proposal of the action's own on this thread was already applied");
    const others = [
      ...new Set(
        candidates.filter((c) => !isByLogin(c, ownLogin)).map((c) => c.user?.login ?? "a deleted account"),
      ),
    ];
    if (others.length > 0)
      return fail(
        `the only proposals on this thread are in comments by ${others.map((l) => `\`${l}\``).join(", ")}, not by \`${ownLogin}\`, the account this action posts as; only the action's own proposals are trusted`,
      );
    return fail("there is no proposal on this thread (a run with `staged: true` leaves one in its comment)");
  }
  const { record } = newest;
  if (applied.has(record.runId))
    return fail(`the newest proposal on this thread (run ${record.runId}) was already applied`);
  if (!record.complete)
    return fail(
      `the newest proposal on this thread (run ${record.runId}) was too large to be kept in its comment, so it cannot be applied`,
    );
  return ok(newest);
}

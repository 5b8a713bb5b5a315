import type { ProposalSummary, ProposedOperation } from "../../agent/events.js";
import type { AskedOperation } from "../operations/requests.js";
import type { RepoRef } from "../trigger/types.js";

/**
 * A staged run's whole proposal (DESIGN section 9): the commit publishing proposed, if any, and
 * the operations the agent's calls asked for that were accepted, as asked, so `/agent apply` can
 * ask them again against the `safe-outputs` of its own day. Undefined when there is nothing to
 * propose, or when the changes could not be staged (`error`): a proposal without them would
 * publish the operations alone, which is not what the run proposed.
 */
export function stagedProposal(parts: {
  /** What publishing gave back: its proposal, and whether it failed. */
  delivery: { proposal?: ProposalSummary; error?: string };
  asked: readonly AskedOperation[];
  /** `GITHUB_RUN_ID`, and the repository the changes would go to (the `repository` input, else the event's). */
  runId: number | string;
  repo: RepoRef;
  /** The comment that applies it: the trigger phrase and `apply`. */
  applyWith: string;
}): ProposalSummary | undefined {
  if (parts.delivery.error) return undefined;
  const operations: ProposedOperation[] = parts.asked
    .filter((asked) => asked.status === "accepted")
    .map((asked) => ({ type: asked.key, args: asked.args }));
  const committed = parts.delivery.proposal;
  if (!committed && operations.length === 0) return undefined;
  return {
    ...(committed ?? { runId: String(parts.runId), repo: `${parts.repo.owner}/${parts.repo.repo}` }),
    state: "proposed",
    ...(operations.length > 0 ? { operations } : {}),
    applyWith: parts.applyWith,
  };
}

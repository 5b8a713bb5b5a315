import type { Delivery } from "../decision.js";
import type { PublishedFields, Work } from "../work.js";
import { pushNewBranch } from "./new-branch.js";
import { withPatch } from "./patch.js";
import { proposeCommit } from "./proposal.js";
import { pushToPullRequest } from "./pull-request-head.js";

/** Delivers one kind of `Delivery`. Never throws for git or GitHub failures: they come back in `error`. */
type Strategy<K extends Delivery["kind"]> = (
  work: Work,
  delivery: Extract<Delivery, { kind: K }>,
) => Promise<PublishedFields>;

/** Each kind of delivery the decision can name, with the strategy that carries it out. */
const STRATEGIES: { [K in Delivery["kind"]]: Strategy<K> } = {
  patch: async (work, { fields }) => withPatch(work, fields),
  "new-branch": pushNewBranch,
  "pull-request-head": pushToPullRequest,
  proposal: proposeCommit,
};

/** Carries out `delivery` with its registered strategy. */
export function deliver(work: Work, delivery: Delivery): Promise<PublishedFields> {
  // The registry's type ties each kind to its strategy; TypeScript cannot follow that through the lookup.
  const strategy = STRATEGIES[delivery.kind] as Strategy<Delivery["kind"]>;
  return strategy(work, delivery);
}

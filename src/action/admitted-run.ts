import { hostAllowed } from "../base/allowed-domains.js";
import type { GitHubClient } from "../github/client.js";
import type { TokenCredential } from "../github/credentials.js";
import { wantsReview } from "../github/review/review-request.js";
import type { RepoRef, Trigger } from "../github/trigger/types.js";
import { neutralise } from "../text/neutralise.js";
import type { Redactor } from "../text/redact.js";
import type { Mode, Settings } from "./inputs.js";
import type { ActionIO } from "./io.js";
import type { Runtime } from "./runtime.js";

/**
 * How the run delivers, decided once by admission for every later phase: `review` posts one
 * review of the pull request and pushes nothing; the others are how changes are published (the
 * `mode` input, see `deliveryMode`).
 */
export type DeliveryMode = "review" | Exclude<Mode, "review">;

/** A run the action has agreed to do, with everything the later phases share. */
export interface AdmittedRun {
  /** The action's environment: what tool commands may get of it is decided by the allowlist. */
  env: NodeJS.ProcessEnv;
  io: ActionIO;
  runtime: Runtime;
  settings: Settings;
  trigger: Trigger;
  /**
   * The repository worked on: the `repository` input, else the event's. Its checkout is
   * `runtime.workspace`; branches, pushes and pull requests go to it, while the thread, the
   * trigger and the permission check stay with the event's repository (`trigger.repo`).
   */
  repo: RepoRef;
  /** The values masked everywhere: keys and tokens long enough to be secrets. */
  secrets: string[];
  redact: Redactor;
  /**
   * Makes text the agent wrote safe to publish with the action's identity: `redact`, then
   * `neutralise` (mentions of anyone but the requester, and links and images off the GitHub
   * server and `allowed-domains`, shown as code). Every answer, review, pull request and
   * operation text passes through it.
   */
  publishable: (text: string) => string;
  /** What the run delivers: a review (`wantsReview`), or changes published as `deliveryMode` says. */
  deliverAs: DeliveryMode;
  /** The GitHub client, created on first use: dispatch and schedule runs may never need it. */
  github: () => GitHubClient;
  /** The `github-token` input as git uses it for fetches and pushes. */
  token: TokenCredential;
  /**
   * Sends the `eyes` reaction on the request, for a run with a thread (undefined for the
   * others). It goes once, on the first call; later calls return the same promise. `RunReport`
   * calls it once its tracking comment is posted (the client spaces writes a second apart, and
   * the comment must not be the one that waits) and again before the run ends, so every run gets
   * it. Never rejects: a reaction that fails is a warning.
   */
  acknowledge?: () => Promise<void>;
}

/** Whether the run is a review of a pull request: one review posted, nothing pushed. */
export function isReview(run: Pick<AdmittedRun, "deliverAs">): boolean {
  return run.deliverAs === "review";
}

/**
 * How the run delivers, for publishing and for what the model is told alike. `review` when the
 * run is one (`wantsReview`). Otherwise the `mode` input: a
 * pull request automation in `auto` mode pushes onto the pull request's branch, unless that
 * branch is the default one (a pull request from `main` into a release branch, updated by every
 * merge): it must not commit there unasked, so it opens a pull request.
 */
export function deliveryMode(trigger: Trigger, mode: Mode): DeliveryMode {
  if (wantsReview(trigger, mode)) return "review";
  // `mode: review` without a pull request is refused at admission; were it here, nothing is pushed.
  if (mode === "review") return "comment";
  if (trigger.kind === "pull_request" && trigger.headIsDefaultBranch && mode === "auto") return "pr";
  return mode;
}

/**
 * `AdmittedRun.publishable`: redacts, then neutralises with the run's requester (who may still be
 * mentioned) and the hosts links may point to: the GitHub server's and `allowed-domains`.
 */
export function publishableText(
  trigger: Pick<Trigger, "actor">,
  settings: Pick<Settings, "allowedDomains">,
  runtime: Pick<Runtime, "serverUrl">,
  redact: Redactor,
): (text: string) => string {
  const serverHost = new URL(runtime.serverUrl).hostname.toLowerCase();
  const rules = {
    requester: trigger.actor?.login,
    linkAllowed: (host: string) => hostAllowed(host, settings.allowedDomains, serverHost),
  };
  return (text) => neutralise(redact(text), rules);
}

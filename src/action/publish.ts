import type { PublishedEvent } from "../agent/events.js";
import type { RunResult } from "../agent/loop.js";
import { publish } from "../github/publish/publish.js";
import type { AdmittedRun } from "./admit.js";
import type { Mode } from "./inputs.js";
import { shownPath } from "./left-behind.js";
import type { Released, StartPoint } from "./workspace-guard.js";

/** What publishing adds to the `published` event; the conclusion is settled by the caller. */
export type Delivery = Omit<PublishedEvent, "type" | "conclusion" | "response" | "notices" | "commentUrl"> & {
  notices: string[];
};

/**
 * The fifth phase: the working tree, read as data, committed in the trusted repository and
 * delivered as the mode asks (a pull request, a push, or a patch in the comment). Never throws
 * for GitHub or git failures: they come back as `error`, with the patch so nothing is lost.
 */
export async function publishWork(
  run: AdmittedRun,
  parts: { released: Released; start: StartPoint; result: RunResult },
): Promise<Delivery> {
  const { settings, runtime, trigger } = run;
  const { released, start, result } = parts;
  const published = await publish({
    client: run.github(),
    git: released.vault.git,
    workTree: runtime.workspace,
    snapshot: released.snapshot,
    scratch: released.vault.dir,
    secrets: run.secrets,
    trigger,
    repo: run.repo,
    mode: changeMode(run),
    conclusion: result.conclusion,
    response: result.response,
    branchPrefix: settings.branchPrefix,
    run: { serverUrl: runtime.serverUrl, runId: runtime.runId, runNumber: runtime.runNumber },
    credential: released.credential,
    token: run.token,
    redact: run.redact,
    ...(start.pull ? { pull: start.pull } : {}),
    ...(start.startSha ? { startSha: start.startSha } : {}),
    ...(start.baseBranch ? { baseBranch: start.baseBranch } : {}),
  });
  const { changed: _changed, leftOut, prNumber: _prNumber, ...delivered } = published;
  return {
    ...delivered,
    notices: (leftOut ?? []).map((left) => `Left out of the commit: ${shownPath(left.path)} (${left.why}).`),
  };
}

/**
 * How the run's changes are delivered: the `mode` input, decided here once for publishing and
 * for what the model is told. A review is published by `publishReview`; were one to come here,
 * it would push nothing. A pull request automation in `auto` mode pushes onto the pull request's
 * branch, unless that branch is the default one (a pull request from `main` into a release
 * branch, updated by every merge): it must not commit there unasked, so it opens a pull request.
 */
export function changeMode(run: AdmittedRun): Exclude<Mode, "review"> {
  const { trigger, settings } = run;
  if (run.review || settings.mode === "review") return "comment";
  if (trigger.kind === "pull_request" && trigger.headIsDefaultBranch && settings.mode === "auto") return "pr";
  return settings.mode;
}

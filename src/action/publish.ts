import type { RunResult } from "../agent/loop.js";
import type { AskedOperation } from "../github/operations/requests.js";
import { publish } from "../github/publish/publish.js";
import type { PublishParams, PublishResult } from "../github/publish/work.js";
import type { AdmittedRun } from "./admitted-run.js";
import type { Delivery, Released, StartPoint } from "./hand-offs.js";
import { shownPath } from "./left-behind.js";
import { proposeFrom } from "./operations.js";

/**
 * The fifth phase: the working tree, read as data, committed in the trusted repository and
 * delivered as the mode asks (a pull request, a push, or a patch in the comment). Never throws
 * for GitHub or git failures: they come back as `error`, with the patch so nothing is lost.
 */
export async function publishWork(
  run: AdmittedRun,
  parts: { released: Released; start: StartPoint; result: RunResult; asked: readonly AskedOperation[] },
): Promise<Delivery> {
  const { settings } = run;
  const { released, start, result } = parts;
  const published = await publishAsRun(run, {
    git: released.vault.git,
    snapshot: released.snapshot,
    scratch: released.vault.dir,
    credential: released.credential,
    conclusion: result.conclusion,
    response: result.response,
    staged: settings.staged,
    ...(start.pull ? { pull: start.pull } : {}),
    ...(start.startSha ? { startSha: start.startSha } : {}),
    ...(start.baseBranch ? { baseBranch: start.baseBranch } : {}),
  });
  // A staged run's proposal is composed here, with the operations it proposes beside the commit.
  const { changed: _changed, leftOut, prNumber: _prNumber, proposal: _pushed, ...delivered } = published;
  const proposal = settings.staged ? proposeFrom(run, published, parts.asked) : undefined;
  return {
    ...delivered,
    ...(proposal ? { proposal } : {}),
    notices: (leftOut ?? []).map((left) => `Left out of the commit: ${shownPath(left.path)} (${left.why}).`),
  };
}

/** What a run's changes are published from and how the run ended; the rest `publishAsRun` takes from the run. */
type PublishSource = Pick<
  PublishParams,
  | "git"
  | "snapshot"
  | "scratch"
  | "credential"
  | "conclusion"
  | "response"
  | "staged"
  | "pull"
  | "startSha"
  | "baseBranch"
>;

/**
 * `publish` with the run's own settings (its repository, mode, branch prefix, token, secrets and
 * text rules): a single run's changes from the vault, a handoff's from the publish job's
 * private repository.
 */
export function publishAsRun(run: AdmittedRun, source: PublishSource): Promise<PublishResult> {
  const { settings, runtime } = run;
  return publish({
    ...source,
    client: run.github(),
    secrets: run.secrets,
    trigger: run.trigger,
    repo: run.repo,
    // A review is published by `publishReview`; were one to come here, it would push nothing.
    mode: run.deliverAs === "review" ? "comment" : run.deliverAs,
    branchPrefix: settings.branchPrefix,
    run: { serverUrl: runtime.serverUrl, runId: runtime.runId, runNumber: runtime.runNumber },
    token: run.token,
    redact: run.redact,
    publishable: run.publishable,
  });
}

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fail, ok, type Result } from "../base/result.js";
import { fetchPullRequest, type PullRequest } from "../github/context/pull-request.js";
import { credentialEnv } from "../github/credentials.js";
import { createGit } from "../github/git.js";
import { bundleMismatch, readBundleHeader } from "../github/handoff/bundle-read.js";
import type { HandoffManifest } from "../github/handoff/manifest.js";
import {
  fetchBundle,
  fetchStartCommit,
  type HandoffCommit,
  inspectHandoffCommit,
  openScratchRepo,
} from "../github/handoff/scratch-repo.js";
import type { OperationRequests } from "../github/operations/requests.js";
import { isPullRequestTrigger } from "../github/trigger/types.js";
import type { AdmittedRun } from "./admitted-run.js";
import { CredentialCustody } from "./credential-custody.js";
import {
  type CheckedHandoff,
  checkStructuredOutput,
  expectedStart,
  type HandoffFolder,
  type HandoffPlace,
  readHandoffFolder,
  triggerMismatch,
} from "./handoff-checks.js";
import { deliverHandoff } from "./handoff-deliver.js";
import { applyAsked, failedOperationsNote, operationRequests } from "./operations.js";
import type { PostStepRecord } from "./post-state.js";
import { type OwnComment, type RunEnding, RunReport } from "./report.js";

/**
 * `apply-handoff` (DESIGN section 10): the publish job of the two-job shape. It reads the agent
 * job's folder as untrusted input, checks it against its own event, workspace and settings (the
 * list is in docs/security.md, "What the publish job trusts"), and only when every check passes
 * publishes it as a single run would: the changes, the review, the operations. It needs no model
 * key and makes no model call. A handoff that fails a check publishes nothing: the run ends
 * `error`, and the job log and the tracking comment say why.
 */

/**
 * Applies the handoff in `run.settings.applyHandoff`: makes and closes the run's report (the
 * tracking comment first), checks the folder, publishes. Never throws.
 */
export async function applyHandoff(run: AdmittedRun, remember: PostStepRecord): Promise<void> {
  let privateDir: string | undefined;
  try {
    privateDir = await mkdtemp(join(run.runtime.runnerTemp ?? tmpdir(), "repo-agent-handoff-"));
  } catch (error) {
    run.io.warning(`No private folder could be made for the handoff: ${(error as Error).message}`);
  }
  try {
    const folder = run.settings.applyHandoff;
    const read: Result<HandoffFolder> = !privateDir
      ? fail("no private folder could be made to check it in")
      : folder
        ? await readHandoffFolder(folder, privateDir).catch((error: unknown) =>
            fail(`it could not be read: ${messageOf(error)}`),
          )
        : fail("no apply-handoff folder was given");
    // Only the report sees the agent job's task; publishing keeps this job's own (see showingTask).
    const report = new RunReport(read.ok ? showingTask(run, read.value.manifest) : run, remember);
    const own = await report.openComment();
    const ending =
      read.ok && privateDir
        ? await checkAndPublish(run, { folder: read.value, own, report, remember, privateDir })
        : refused(run, read.ok ? "no private folder could be made to check it in" : read.error);
    await report.close(ending);
  } finally {
    if (privateDir) await rm(privateDir, { recursive: true, force: true }).catch(() => {});
  }
}

/**
 * The run as the job log and summary show it: when this job has no `task` of its own (an
 * automation's publish job), the agent job's task, made publishable as all its words are. Only
 * shown: the branch, the commit and the pull request keep this job's own task
 * (`handedOffTask`), so the manifest picks no branch and writes nothing into history.
 */
function showingTask(run: AdmittedRun, manifest: HandoffManifest): AdmittedRun {
  if (run.settings.task !== "") return run;
  return { ...run, trigger: { ...run.trigger, task: run.publishable(manifest.trigger.task) } };
}

interface Parts {
  folder: HandoffFolder;
  own: OwnComment | undefined;
  report: RunReport;
  remember: PostStepRecord;
  privateDir: string;
}

/** Every check after the folder's, then publishing. Never throws. */
async function checkAndPublish(run: AdmittedRun, parts: Parts): Promise<RunEnding> {
  const { manifest } = parts.folder;
  try {
    const mismatch = triggerMismatch(manifest, run);
    if (mismatch) return refused(run, mismatch);
    const pull = await readPull(run);
    if (!pull.ok) return refused(run, pull.error);
    return await inPrivateRepository(run, parts, async (place) => {
      const checked = await checkAll(run, parts.folder, place, pull.value).catch((error: unknown) =>
        fail(`it could not be checked: ${messageOf(error)}`),
      );
      if (!checked.ok) return refused(run, checked.error);
      announceUsage(parts.report, manifest);
      // Our own code failing here (a bug, a full disk) is no refusal: something may be published.
      return publishChecked(run, { checked: checked.value, place, own: parts.own }).catch(
        (error: unknown): RunEnding => ({
          conclusion: "error",
          response: manifest.response,
          published: "none",
          notices: [],
          error: `Publishing the handoff failed: ${run.redact(messageOf(error))}`,
        }),
      );
    });
  } catch (error) {
    return refused(run, `it could not be checked: ${messageOf(error)}`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A pull request trigger's pull request, read by this job; undefined for the others. */
async function readPull(run: AdmittedRun): Promise<Result<PullRequest | undefined>> {
  const { trigger } = run;
  if (!isPullRequestTrigger(trigger)) return ok(undefined);
  const read = await fetchPullRequest(run.github(), trigger.repo, trigger.number);
  return read.ok ? read : fail(`pull request #${trigger.number} could not be read: ${read.error}`);
}

/** Checks 5, 7, 11 and 10 (9 is the review's, when it is published), in that order. */
async function checkAll(
  run: AdmittedRun,
  folder: HandoffFolder,
  place: HandoffPlace,
  pull: PullRequest | undefined,
): Promise<Result<CheckedHandoff>> {
  const { manifest } = folder;
  const start = await expectedStart(run, pull, place.workspace);
  if (!start.ok) return start;
  if (manifest.startSha !== start.value)
    return fail(
      `the agent job started from ${manifest.startSha}, but the commit this job's event names is ${start.value} (it moved since the agent job started, or the handoff is not this event's)`,
    );
  const changes = folder.bundle
    ? await checkChanges(run, place, manifest, folder.bundle, pull)
    : ok(undefined);
  if (!changes.ok) return changes;
  const structured = await checkStructuredOutput(run, manifest, pull);
  if (!structured.ok) return structured;
  const requests = await askAgain(run, manifest);
  return ok({
    manifest,
    startSha: start.value,
    pull,
    changes: changes.value,
    structuredOutput: structured.value,
    requests,
  });
}

/**
 * Check 7: the bundle's header first (one prerequisite, the start commit; one ref, the
 * manifest's commit), then the start commit fetched if the workspace lacks it, the bundle fetched
 * with every object checked, and its commit inspected.
 */
async function checkChanges(
  run: AdmittedRun,
  place: HandoffPlace,
  manifest: HandoffManifest,
  bundle: string,
  pull: PullRequest | undefined,
): Promise<Result<HandoffCommit>> {
  const commit = manifest.changes?.commit ?? "";
  const header = await readBundleHeader(bundle);
  if (!header.ok) return header;
  const mismatch = bundleMismatch(header.value, manifest.startSha, commit);
  if (mismatch) return fail(mismatch);
  const { git } = place.scratch;
  const pullNumber = pull && isPullRequestTrigger(run.trigger) ? pull.number : undefined;
  const start = await fetchStartCommit(git, manifest.startSha, place.env, pullNumber);
  if (!start.ok) return start;
  const fetched = await fetchBundle(git, bundle, header.value, commit, manifest.startSha);
  if (!fetched.ok) return fail(`git refused the bundle: ${fetched.error}`);
  const inspected = await inspectHandoffCommit(git, commit, manifest.startSha);
  return inspected.ok ? inspected : fail(`its changes cannot be published: ${inspected.error}`);
}

/**
 * Check 10: the operations asked again, in order, of this job's `safe-outputs` (the agent job's
 * carry no authority). One that is not allowed now is reported refused; the others go on.
 */
async function askAgain(run: AdmittedRun, manifest: HandoffManifest): Promise<OperationRequests> {
  const requests = operationRequests(run);
  for (const operation of manifest.operations) await requests.ask(operation.type, operation.args);
  return requests;
}

/**
 * Check 12: the agent job's steps, tokens and cost are numbers (the schema's), shown and written
 * to the outputs as a single run's are: the `run_finished` its loop would have sent.
 */
function announceUsage(report: RunReport, manifest: HandoffManifest): void {
  report.bus.emit({
    type: "run_finished",
    conclusion: manifest.conclusion,
    response: manifest.response,
    steps: manifest.steps,
    usage: manifest.usage,
    ...(manifest.cost !== undefined ? { cost: manifest.cost } : {}),
    durationMs: 0,
  });
}

/** Publishes what was checked, then applies the operations; the ending says what reached GitHub. */
async function publishChecked(
  run: AdmittedRun,
  parts: { checked: CheckedHandoff; place: HandoffPlace; own: OwnComment | undefined },
): Promise<RunEnding> {
  const { manifest, requests, structuredOutput } = parts.checked;
  const delivery = await deliverHandoff(run, parts);
  const applied = await applyAsked(run, requests, false);
  const problems = [delivery.error, failedOperationsNote(applied)].filter(Boolean);
  const { notices, ...delivered } = delivery;
  return {
    ...delivered,
    conclusion: problems.length > 0 ? "error" : manifest.conclusion,
    response: manifest.response,
    notices: [
      // The agent job's notices are its words: published like its answer.
      ...manifest.notices.map((notice) => run.publishable(`From the agent job: ${notice}`)),
      ...notices,
    ],
    ...(applied.reports.length > 0 ? { operations: applied.reports } : {}),
    ...(structuredOutput !== undefined ? { structuredOutput } : {}),
    ...(problems.length > 0 ? { error: problems.join(" ") } : {}),
  };
}

/**
 * Runs `fn` in a private repository that borrows the workspace's objects, with the checkout's
 * credential taken out of the workspace's `.git/config` for the time (publishing uses it from
 * the action's hands) and put back after.
 */
async function inPrivateRepository(
  run: AdmittedRun,
  parts: Parts,
  fn: (place: HandoffPlace) => Promise<RunEnding>,
): Promise<RunEnding> {
  const { runtime } = run;
  const workspace = createGit(runtime.workspace, { redact: run.redact });
  const custody = new CredentialCustody(workspace, parts.remember, runtime.runnerTemp);
  await custody.take();
  try {
    const scratch = await openScratchRepo(workspace, parts.privateDir, { redact: run.redact });
    if (!scratch.ok)
      return refused(run, `no private repository could be made to check it in: ${scratch.error}`);
    const { credential } = custody;
    const env = await credentialEnv(workspace, credential, parts.privateDir, run.token);
    return await fn({ scratch: scratch.value, workspace, credential, env, privateDir: parts.privateDir });
  } finally {
    const notPutBack = await custody.putBack();
    if (notPutBack) run.io.warning(notPutBack);
  }
}

/** Nothing was published: the reason, in the job log, the answer and the error. */
export function refused(run: AdmittedRun, why: string): RunEnding {
  const said = run.redact(why);
  run.io.error(`The handoff was refused: ${said}`);
  return {
    conclusion: "error",
    response: `Nothing was published: the handoff was refused, because ${said}.`,
    published: "none",
    notices: [],
    // Parts of the reason are the folder's (names, paths): shown as the answer is.
    error: run.publishable(why),
  };
}

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Type } from "@sinclair/typebox";
import { fail, ok, type Result } from "../base/result.js";
import { type GitHubClient, LIST_PAGE_SIZE, readAllPages, requestAs } from "../github/client.js";
import type { Comment } from "../github/context/thread-reads.js";
import { credentialEnv } from "../github/credentials.js";
import { createGit } from "../github/git.js";
import type { OperationRequests } from "../github/operations/requests.js";
import type { OperationKey } from "../github/operations/safe-outputs.js";
import { findProposal } from "../github/proposal/find.js";
import {
  checkProposedCommit,
  type ProposalGit,
  type PublishedCommit,
  publishProposedCommit,
} from "../github/proposal/publish-proposal.js";
import type { ProposalRecord } from "../github/proposal/record.js";
import { isApplyRequest, type ThreadTrigger } from "../github/trigger/types.js";
import type { AdmittedRun } from "./admitted-run.js";
import { CredentialCustody } from "./credential-custody.js";
import { applyAsked, operationRequests } from "./operations.js";
import type { PostStepRecord } from "./post-state.js";
import type { RunEnding, RunReport } from "./report.js";

/**
 * `/agent apply` (DESIGN section 9): publishes a staged run's proposal with no model call. The
 * proposal is the newest in the action's own tracking comments on the same issue or pull request;
 * its operations are asked again against today's `safe-outputs`, its branch must still hold the
 * proposed commit, and a push needs the pull request's head where the proposal left it. Anything
 * that does not match is refused with the reason, and nothing is published.
 */

/** Comments read at most when looking for the proposal: the newest are on the last pages. */
const MAX_COMMENT_PAGES = 30;

/**
 * Applies the newest proposal on the thread: posts the tracking comment (its author is the
 * identity whose proposals are trusted), finds the proposal, checks everything, then publishes
 * the commit and the operations. Never throws; returns the ending for `report.close`.
 */
export async function applyProposal(
  run: AdmittedRun,
  report: RunReport,
  remember: PostStepRecord = () => {},
): Promise<RunEnding> {
  const { trigger } = run;
  if (!isApplyRequest(trigger)) return refused("this run was not asked to apply a proposal");
  try {
    const own = await report.openComment();
    const comments = await readThreadComments(run.github(), trigger);
    if (!comments.ok) return refused(`the thread's comments could not be read: ${comments.error}`);
    const found = findProposal(comments.value, own?.author, own?.conversationId);
    if (!found.ok) return refused(found.error);
    const record = found.value.record;
    const requests = await askAgain(run, trigger, record);
    if (!requests.ok) return refused(requests.error, record);
    const published = record.sha
      ? await withGit(run, remember, (where) => publishCommit(run, where, record))
      : ok(undefined);
    if (!published.ok)
      return published.refused ? refused(published.error, record) : failedAfter(published, record);
    return await finish(run, record, published.value, requests.value);
  } catch (error) {
    return refused(`applying failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The proposal's operations asked again, in order, against the `safe-outputs` of this run. */
async function askAgain(
  run: AdmittedRun,
  _trigger: ThreadTrigger,
  record: ProposalRecord,
): Promise<Result<OperationRequests>> {
  const requests = operationRequests(run);
  for (const operation of record.operations ?? []) {
    await requests.ask(operation.type as OperationKey, operation.args);
    const asked = requests.asked.at(-1);
    if (asked?.status === "refused")
      return fail(`its operation \`${operation.type}\` is not allowed now: ${asked.reason}`);
  }
  return ok(requests);
}

/** Checks the commit, then publishes it; a refusal publishes nothing. */
async function publishCommit(
  run: AdmittedRun,
  where: ProposalGit,
  record: ProposalRecord,
): Promise<Result<PublishedCommit | undefined, { refused: boolean; published?: PublishedCommit }>> {
  const checked = await checkProposedCommit(where, record);
  if (!checked.ok) return checked;
  return publishProposedCommit(where, record, run.publishable);
}

/**
 * Runs `fn` with git over the workspace's repository (no agent ran in this job, so it is the
 * workflow's checkout) and the checkout's credential, taken out of `.git/config` for the time and
 * put back after.
 */
async function withGit<T>(
  run: AdmittedRun,
  remember: PostStepRecord,
  fn: (where: ProposalGit) => Promise<T>,
): Promise<T> {
  const { runtime } = run;
  const git = createGit(runtime.workspace, { redact: run.redact });
  const custody = new CredentialCustody(git, remember, runtime.runnerTemp);
  const scratch = await mkdtemp(join(runtime.runnerTemp ?? tmpdir(), "repo-agent-apply-"));
  await custody.take();
  try {
    const env = await credentialEnv(git, custody.credential, scratch, run.token);
    return await fn({ client: run.github(), git, env, repo: run.repo });
  } finally {
    const notPutBack = await custody.putBack();
    if (notPutBack) run.io.warning(notPutBack);
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The operations applied after the commit, and the ending that says what was published. */
async function finish(
  run: AdmittedRun,
  record: ProposalRecord,
  commit: PublishedCommit | undefined,
  requests: OperationRequests,
): Promise<RunEnding> {
  const applied = await applyAsked(run, requests, false);
  const what = [
    commit?.prUrl && commit.published === "pull-request" ? `opened ${commit.prUrl}` : undefined,
    commit?.published === "push" ? `pushed ${commit.sha.slice(0, 7)} to \`${commit.branch}\`` : undefined,
    applied.reports.length > 0
      ? `${applied.reports.length - applied.failed} of ${applied.reports.length} GitHub operations applied`
      : undefined,
  ].filter(Boolean);
  const failed =
    applied.failed > 0
      ? `${applied.failed === 1 ? "One GitHub operation" : `${applied.failed} GitHub operations`} of the proposal could not be applied; see the operations below.`
      : undefined;
  return {
    conclusion: failed ? "error" : "success",
    response: `Applied the proposal of run ${record.runId}${what.length > 0 ? `: ${what.join("; ")}` : ""}.`,
    published: commit?.published ?? "none",
    ...(commit ? commitFields(commit) : {}),
    notices: [],
    ...(applied.reports.length > 0 ? { operations: applied.reports } : {}),
    proposal: appliedMark(record),
    ...(failed ? { error: failed } : {}),
  };
}

function commitFields(commit: PublishedCommit): Partial<RunEnding> {
  const { published: _published, ...fields } = commit;
  return fields;
}

/** The proposal as the applying run's block records it: applied, so it is never applied twice. */
function appliedMark(record: ProposalRecord): RunEnding["proposal"] {
  const { version: _version, complete: _complete, ...summary } = record;
  return { ...summary, state: "applied" };
}

/** Nothing was published: the reason, as the run's answer and its error. */
function refused(why: string, record?: ProposalRecord): RunEnding {
  const response = record
    ? `Nothing was published: the proposal of run ${record.runId} cannot be applied, because ${why}.`
    : `Nothing was published, because ${why}.`;
  return { conclusion: "error", response, published: "none", notices: [], error: why };
}

/** The commit was pushed, but what should follow it failed: said, and the operations left unapplied. */
function failedAfter(
  failure: { error: string; published?: PublishedCommit },
  record: ProposalRecord,
): RunEnding {
  const response = `The proposal of run ${record.runId} was applied only in part: ${failure.error} Its GitHub operations were not applied.`;
  return {
    conclusion: "error",
    response,
    published: failure.published?.published ?? "none",
    ...(failure.published ? commitFields(failure.published) : {}),
    notices: [],
    error: failure.error,
  };
}

const commentSchema = Type.Object({
  id: Type.Integer(),
  body: Type.Optional(Type.String()),
  user: Type.Union([Type.Object({ login: Type.String() }), Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
});

/**
 * Every comment of the thread, up to `MAX_COMMENT_PAGES` pages of each kind: the conversation's,
 * and on a pull request the review threads' too, where a run asked from a review comment answers.
 */
async function readThreadComments(client: GitHubClient, trigger: ThreadTrigger): Promise<Result<Comment[]>> {
  const where = { owner: trigger.repo.owner, repo: trigger.repo.repo };
  const conversation = await readAllPages(
    (page) =>
      requestAs(
        client,
        "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
        { ...where, issue_number: trigger.number, per_page: LIST_PAGE_SIZE, page },
        Type.Array(commentSchema),
      ),
    MAX_COMMENT_PAGES,
  );
  if (!conversation.ok || !trigger.isPullRequest) return conversation;
  const review = await readAllPages(
    (page) =>
      requestAs(
        client,
        "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments",
        { ...where, pull_number: trigger.number, per_page: LIST_PAGE_SIZE, page },
        Type.Array(commentSchema),
      ),
    MAX_COMMENT_PAGES,
  );
  return review.ok ? ok([...conversation.value, ...review.value]) : review;
}

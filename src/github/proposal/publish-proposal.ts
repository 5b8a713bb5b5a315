import { fail, ok, type Result } from "../../base/result.js";
import type { GitHubClient } from "../client.js";
import { inlineCode } from "../comment/comment-markdown.js";
import { fetchPullRequest } from "../context/pull-request.js";
import { GIT_LIMITS, type Git, type GitEnv, REMOTE } from "../git.js";
import { openOrRefreshPullRequest } from "../publish/pull-request-api.js";
import { pushCommit } from "../publish/strategies/safe-push.js";
import { type RepoRef, sameRepository } from "../trigger/types.js";
import type { ProposalRecord } from "./record.js";

/**
 * Publishing a proposal's commit, exactly that commit (DESIGN section 9): first every check, then
 * the push. A check that fails is a refusal (`refused: true`): nothing was published. A failure
 * after the push (the pull request could not be opened) says what was published.
 */

export interface ProposalGit {
  client: GitHubClient;
  /** A trusted repository whose `origin` is the repository worked on (`repo`). */
  git: Git;
  /** The credential for fetches and pushes (`credentialEnv`). */
  env: GitEnv;
  repo: RepoRef;
}

/** What publishing the commit did, as the run's ending carries it. */
export interface PublishedCommit {
  published: "pull-request" | "push";
  branch: string;
  sha: string;
  prUrl?: string;
  prCreated?: boolean;
  note?: string;
}

/** Why nothing was published, or what went wrong after something was. */
export type CommitFailure = { refused: boolean; published?: PublishedCommit };

const refuse = (why: string) => fail(why, { refused: true });

/**
 * Checks that the proposal's commit can be published as proposed: it is for this repository, its
 * branch still holds the commit (which is then fetched), and for a push, the pull request's head
 * is still the commit's parent. Nothing is written.
 */
export async function checkProposedCommit(
  where: ProposalGit,
  record: ProposalRecord,
): Promise<Result<void, CommitFailure>> {
  const repo = `${where.repo.owner}/${where.repo.repo}`;
  if (record.repo && !sameRepository(parseRepo(record.repo), where.repo))
    return refuse(
      `the proposal is for ${inlineCode(record.repo)}, and this run works on ${inlineCode(repo)}`,
    );
  if (!record.sha) return ok();
  const { branch, sha } = record;
  if (!branch || !record.targetBranch || !record.as)
    return refuse("the proposal does not say where its commit goes");
  const listed = await where.git.exec(["ls-remote", REMOTE, `refs/heads/${branch}`], {
    env: where.env,
    timeoutMs: GIT_LIMITS.networkTimeoutMs,
  });
  if (!listed.ok) return fail(`the proposal's branch could not be read: ${listed.error}`, { refused: true });
  const now = listed.value.split(/\s/)[0] ?? "";
  if (!now) return refuse(`the branch ${inlineCode(branch)} that held the proposed commit is gone`);
  if (now !== sha)
    return refuse(
      `the branch ${inlineCode(branch)} moved: it holds ${now.slice(0, 7)}, and the proposed commit is ${sha.slice(0, 7)}`,
    );
  const fetched = await where.git.fetchBranch(branch, where.env);
  if (!fetched.ok)
    return fail(`the proposed commit could not be fetched: ${fetched.error}`, { refused: true });
  if (fetched.value !== sha) return refuse(`the branch ${inlineCode(branch)} moved while it was read`);
  return record.as === "push" ? checkPullHead(where, record, sha) : ok();
}

/** A push goes onto the pull request's head only when that head is still where the proposal started. */
async function checkPullHead(
  where: ProposalGit,
  record: ProposalRecord,
  sha: string,
): Promise<Result<void, CommitFailure>> {
  const { pullNumber, expectedHead, targetBranch } = record;
  if (!pullNumber || !expectedHead)
    return refuse("the proposal does not say which pull request it pushes to");
  const pull = await fetchPullRequest(where.client, where.repo, pullNumber);
  if (!pull.ok)
    return fail(`pull request #${pullNumber} could not be read: ${pull.error}`, { refused: true });
  if (pull.value.isFork || pull.value.headRef !== targetBranch)
    return refuse(
      `pull request #${pullNumber} no longer comes from ${inlineCode(targetBranch ?? "")} of this repository`,
    );
  if (pull.value.headSha !== expectedHead)
    return refuse(
      `the head of pull request #${pullNumber} moved since the proposal: it is ${pull.value.headSha.slice(0, 7)}, and the proposal was made on ${expectedHead.slice(0, 7)}`,
    );
  const descends = await where.git.run(["merge-base", "--is-ancestor", expectedHead, sha]);
  if (descends.code !== 0)
    return refuse(
      `the proposed commit ${sha.slice(0, 7)} does not follow the pull request's head ${expectedHead.slice(0, 7)}`,
    );
  return ok();
}

/**
 * Publishes the checked commit: pushed without force onto the pull request's head, or onto a
 * branch of its own (the one proposed, or `-2`, `-3`, ... when that one moved elsewhere) with the
 * pull request the proposal recorded. `publishable` makes the recorded title and body safe again.
 */
export async function publishProposedCommit(
  where: ProposalGit,
  record: ProposalRecord,
  publishable: (text: string) => string,
): Promise<Result<PublishedCommit | undefined, CommitFailure>> {
  const { sha, targetBranch } = record;
  if (!sha || !targetBranch) return ok(undefined);
  if (record.as === "push") {
    const pushed = await pushCommit(where.git, sha, targetBranch, where.env);
    if (!pushed.ok)
      return pushed.moved
        ? refuse(`the head of pull request #${record.pullNumber} moved while the proposal was applied`)
        : fail(`the push failed, so nothing was published: ${pushed.error}`, { refused: true });
    const pull = await fetchPullRequest(where.client, where.repo, record.pullNumber ?? 0);
    return ok({
      published: "push",
      branch: targetBranch,
      sha,
      ...(pull.ok ? { prUrl: pull.value.htmlUrl, prCreated: false } : {}),
    });
  }
  const landed = await pushToOwnBranch(where, sha, targetBranch);
  if (!landed.ok)
    return fail(`the push failed, so nothing was published: ${landed.error}`, { refused: true });
  const branch = landed.value;
  const note =
    branch === targetBranch
      ? undefined
      : `${inlineCode(targetBranch)} had other commits, so the proposal went to ${inlineCode(branch)}.`;
  const pr = await openOrRefreshPullRequest(where.client, where.repo, {
    branch,
    base: record.base ?? "",
    title: publishable(record.title ?? ""),
    body: publishable(record.body ?? ""),
    draft: record.draft === true,
  });
  const published: PublishedCommit = { published: "push", branch, sha, ...(note ? { note } : {}) };
  if (!pr.ok)
    return fail(`The commit is on ${inlineCode(branch)}, but ${pr.error}`, { refused: false, published });
  return ok({ ...published, published: "pull-request", prUrl: pr.value.url, prCreated: pr.value.created });
}

/** Pushes `sha` to `branch`, or the first of `<branch>-2`, `-3`, ... it can go to without force. */
async function pushToOwnBranch(where: ProposalGit, sha: string, branch: string): Promise<Result<string>> {
  for (let n = 1; n < 2 + GIT_LIMITS.maxAlternateBranches; n++) {
    const name = n === 1 ? branch : `${branch}-${n}`;
    const pushed = await pushCommit(where.git, sha, name, where.env);
    if (pushed.ok) return ok(name);
    if (!pushed.moved) return pushed;
  }
  return fail(
    `${branch} and ${branch}-2 to ${branch}-${GIT_LIMITS.maxAlternateBranches + 1} all hold other commits`,
  );
}

function parseRepo(fullName: string): RepoRef {
  const [owner = "", repo = ""] = fullName.split("/");
  return { owner, repo };
}

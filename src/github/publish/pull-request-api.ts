import { Type } from "@sinclair/typebox";
import { fail, ok, type Result } from "../../base/result.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { RepoRef } from "../trigger/types.js";

/** The pull request to open from a pushed branch. */
export interface PullRequestSpec {
  branch: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
}

/** The pull request opened or refreshed; `created` when this run opened it. */
export interface OpenedPullRequest {
  url: string;
  number: number;
  created: boolean;
}

/** The fields of a pull request this module reads back. */
const pullRef = Type.Object({ number: Type.Integer(), html_url: Type.String() });

/**
 * Opens a pull request from `branch` in `repo`, or refreshes the open one that already comes from
 * it. Never throws.
 */
export async function openOrRefreshPullRequest(
  client: GitHubClient,
  { owner, repo }: RepoRef,
  spec: PullRequestSpec,
): Promise<Result<OpenedPullRequest>> {
  const failed = (problem: string) => fail(`opening the pull request failed: ${problem}`);
  const open = await requestAs(
    client,
    "GET /repos/{owner}/{repo}/pulls",
    { owner, repo, head: `${owner}:${spec.branch}`, state: "open" },
    Type.Array(pullRef),
  );
  if (!open.ok) return failed(open.error);
  const existing = open.value[0];
  if (existing) {
    const updated = await requestAs(
      client,
      "PATCH /repos/{owner}/{repo}/pulls/{pull_number}",
      { owner, repo, pull_number: existing.number, title: spec.title, body: spec.body },
      Type.Unknown(),
    );
    if (!updated.ok) return failed(updated.error);
    return ok({ url: existing.html_url, number: existing.number, created: false });
  }
  const create = (draft: boolean) =>
    requestAs(
      client,
      "POST /repos/{owner}/{repo}/pulls",
      { owner, repo, head: spec.branch, base: spec.base, title: spec.title, body: spec.body, draft },
      pullRef,
    );
  let created = await create(spec.draft);
  // Some plans have no draft pull requests; an ordinary one (titled WIP) still carries the work.
  if (!created.ok && spec.draft && created.status === 422 && /draft/i.test(created.error))
    created = await create(false);
  if (!created.ok) return failed(created.error);
  return ok({ url: created.value.html_url, number: created.value.number, created: true });
}

import { Type } from "@sinclair/typebox";
import { ok, type Result } from "../../base/result.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { RepoRef } from "../trigger/types.js";

/** The repository's default branch, as GitHub names it. Never throws. */
export async function fetchDefaultBranch(
  client: GitHubClient,
  { owner, repo }: RepoRef,
): Promise<Result<string, { status?: number }>> {
  const fetched = await requestAs(
    client,
    "GET /repos/{owner}/{repo}",
    { owner, repo },
    Type.Object({ default_branch: Type.String() }),
  );
  return fetched.ok ? ok(fetched.value.default_branch) : fetched;
}

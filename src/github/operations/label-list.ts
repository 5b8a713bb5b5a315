import { Type } from "@sinclair/typebox";
import { ok, type Result } from "../../base/result.js";
import { type GitHubClient, LIST_PAGE_SIZE, readAllPages, requestAs } from "../client.js";
import type { RepoRef } from "../trigger/types.js";

/**
 * Pages read at most: 1,000 labels. A label beyond them counts as absent, so a call naming it is
 * refused rather than applied unchecked.
 */
const MAX_PAGES = 10;

const labelSchema = Type.Object({ name: Type.String() });

/**
 * The names of the repository's labels, in GitHub's order, for checking the labels the agent
 * asks for (`safe-outputs` without `allowed`). Never throws: a failed read is a failure saying why.
 */
export async function readRepositoryLabels(client: GitHubClient, repo: RepoRef): Promise<Result<string[]>> {
  const labels = await readAllPages(
    (page) =>
      requestAs(
        client,
        "GET /repos/{owner}/{repo}/labels",
        { owner: repo.owner, repo: repo.repo, per_page: LIST_PAGE_SIZE, page },
        Type.Array(labelSchema),
      ),
    MAX_PAGES,
  );
  return labels.ok ? ok(labels.value.map((label) => label.name)) : labels;
}

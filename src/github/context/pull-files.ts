import { Type } from "@sinclair/typebox";
import { ok, type Result } from "../../base/result.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { RepoRef } from "../trigger/types.js";

/** A file a pull request changes, as `GET /pulls/{n}/files` lists it. Its name and patch are the author's: data. */
export interface PullFile {
  filename: string;
  /** `added`, `modified`, `removed`, `renamed`, … */
  status: string;
  additions: number;
  deletions: number;
  /** The hunks of its diff; GitHub leaves it out for binary files and very large diffs. */
  patch?: string;
  previousFilename?: string;
}

/** The REST API's largest page, and the most files it lists for one pull request. */
const PAGE_SIZE = 100;
export const MAX_LISTED_FILES = 3_000;

const fileSchema = Type.Object({
  filename: Type.String(),
  status: Type.String(),
  additions: Type.Integer(),
  deletions: Type.Integer(),
  patch: Type.Optional(Type.String()),
  previous_filename: Type.Optional(Type.String()),
});

/**
 * The files pull request `number` changes, page by page, up to `max` (GitHub lists 3,000 at
 * most). Never throws: a failed page comes back as a failure, since a review must know
 * every file it may comment on or say it does not.
 */
export async function fetchPullFiles(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  max: number = MAX_LISTED_FILES,
): Promise<Result<PullFile[]>> {
  const files: PullFile[] = [];
  for (let page = 1; files.length < max; page += 1) {
    const fetched = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/files",
      { owner: repo.owner, repo: repo.repo, pull_number: number, per_page: PAGE_SIZE, page },
      Type.Array(fileSchema),
    );
    if (!fetched.ok) return fetched;
    for (const file of fetched.value) {
      files.push({
        filename: file.filename,
        status: file.status,
        additions: file.additions,
        deletions: file.deletions,
        ...(file.patch !== undefined ? { patch: file.patch } : {}),
        ...(file.previous_filename !== undefined ? { previousFilename: file.previous_filename } : {}),
      });
    }
    if (fetched.value.length < PAGE_SIZE) break;
  }
  return ok(files.slice(0, max));
}

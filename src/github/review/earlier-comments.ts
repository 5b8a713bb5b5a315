import { Type } from "@sinclair/typebox";
import { type Fetched, type GitHubClient, requestAs } from "../client.js";
import type { RepoRef } from "../trigger/types.js";

/** An inline comment posted on the pull request before, as identity `login` wrote it. */
export interface EarlierComment {
  path: string;
  /** The line of the new file it sits on; undefined once later pushes made it outdated. */
  line: number | undefined;
  body: string;
}

/** What the identity posting now said on the pull request before: its inline comments and review bodies. */
export interface EarlierReview {
  comments: EarlierComment[];
  /** The bodies of its reviews, newest first. */
  bodies: string[];
}

const PAGE_SIZE = 100;
/** Pages read at most, newest first: 3,000 comments, more than any review thread a person reads. */
const MAX_PAGES = 30;
/** Review bodies kept: the newest few say what the earlier reviews concluded. */
const MAX_BODIES = 3;

const account = Type.Union([Type.Object({ login: Type.String() }), Type.Null()]);
const commentSchema = Type.Object({
  path: Type.String(),
  body: Type.String(),
  line: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  user: account,
  created_at: Type.String(),
  updated_at: Type.String(),
});
const reviewSchema = Type.Object({ body: Type.Union([Type.String(), Type.Null()]), user: account });

/**
 * What `login` (the identity that posts now) said on pull request `number` before, so nobody
 * else's words (a person may paste the action's) can silence one of its findings or speak for it.
 * A comment edited since it was posted is left out: the action never edits its review comments,
 * so someone else's words are in it. Comments are read newest first, so a flood of others'
 * comments cannot push the action's own out of reach. Never throws; a failed read comes back as
 * `{ ok: false }`.
 */
export async function fetchEarlierReview(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  login: string,
): Promise<Fetched<EarlierReview>> {
  const own = (user: { login: string } | null) => user?.login.toLowerCase() === login.toLowerCase();
  const comments: EarlierComment[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const fetched = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments",
      {
        owner: repo.owner,
        repo: repo.repo,
        pull_number: number,
        sort: "created",
        direction: "desc",
        per_page: PAGE_SIZE,
        page,
      },
      Type.Array(commentSchema),
    );
    if (!fetched.ok) return fetched;
    for (const c of fetched.data) {
      if (!own(c.user) || c.updated_at !== c.created_at) continue;
      comments.push({ path: c.path, line: c.line ?? undefined, body: c.body });
    }
    if (fetched.data.length < PAGE_SIZE) break;
  }
  const bodies: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const fetched = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
      { owner: repo.owner, repo: repo.repo, pull_number: number, per_page: PAGE_SIZE, page },
      Type.Array(reviewSchema),
    );
    if (!fetched.ok) return fetched;
    for (const review of fetched.data) if (own(review.user) && review.body?.trim()) bodies.push(review.body);
    if (fetched.data.length < PAGE_SIZE) break;
  }
  // Read oldest first (GitHub has no other order for reviews); the newest count.
  return { ok: true, data: { comments: comments.reverse(), bodies: bodies.reverse().slice(0, MAX_BODIES) } };
}

/** Whether `earlier` holds a comment on the same path and line with the same text as the one about to be posted. */
export function alreadyPosted(
  earlier: readonly EarlierComment[],
  comment: { path: string; line: number; body: string },
): boolean {
  const body = comment.body.trim();
  return earlier.some((c) => c.path === comment.path && c.line === comment.line && c.body.trim() === body);
}

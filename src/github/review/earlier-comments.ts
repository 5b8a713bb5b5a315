import { type Static, Type } from "@sinclair/typebox";
import { ok, type Result } from "../../base/result.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { RepoRef } from "../trigger/types.js";

/** An inline comment posted on the pull request before, as identity `login` wrote it. */
export interface EarlierComment {
  path: string;
  /** The line of the new file it sits on; undefined once later pushes made it outdated. */
  line: number | undefined;
  body: string;
}

/** A reply someone else wrote under one of the identity's inline comments. */
export interface EarlierReply {
  path: string;
  /** The line of the new file the thread sits on; undefined once it is outdated. */
  line: number | undefined;
  /** Who replied; `ghost` for a deleted account. */
  author: string;
  body: string;
  /** The start of the comment it answers. */
  inReplyTo: string;
}

/** What the identity posting now said on the pull request before: its inline comments and review bodies. */
export interface EarlierReview {
  /** Its inline comments, newest first. */
  comments: EarlierComment[];
  /** The bodies of its latest reviews, newest first. */
  bodies: string[];
  /** Others' replies under its inline comments, newest first: what a follow-up review should answer. */
  replies: EarlierReply[];
}

const PAGE_SIZE = 100;
/** Pages read at most, newest first: 3,000 comments, more than any review thread a person reads. */
const MAX_PAGES = 30;
/** Review bodies kept: the newest few say what the earlier reviews concluded. */
const MAX_BODIES = 3;
/** Replies kept at most, the newest: a follow-up review answers these. */
const MAX_REPLIES = 30;
/** How much of the answered comment a reply carries, to say which one it answers. */
const REPLIED_TO_CHARS = 200;
/** Differences between a comment's creation and update times that are not an edit. */
const EDIT_TOLERANCE_MS = 10_000;

const account = Type.Union([Type.Object({ login: Type.String() }), Type.Null()]);
const commentSchema = Type.Object({
  id: Type.Integer(),
  in_reply_to_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
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
 * Never throws; a failed read comes back as `{ ok: false }`.
 */
export async function fetchEarlierReview(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  login: string,
): Promise<Result<EarlierReview>> {
  const [comments, bodies] = await Promise.all([
    readReviewComments(client, repo, number, login),
    fetchOwnReviewBodies(client, repo, number, login),
  ]);
  if (!comments.ok) return comments;
  if (!bodies.ok) return bodies;
  return ok({ ...comments.value, bodies: bodies.value });
}

/**
 * `login`'s inline comments on the pull request, newest first. They are read newest first, so a
 * flood of others' comments cannot push the action's own out of reach. A comment edited after it
 * was posted is left out: the action never edits its review comments, so someone else's words
 * are in it.
 */
export async function fetchOwnReviewComments(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  login: string,
): Promise<Result<EarlierComment[]>> {
  const read = await readReviewComments(client, repo, number, login);
  return read.ok ? ok(read.value.comments) : read;
}

type ListedComment = Static<typeof commentSchema>;

/**
 * `login`'s unedited inline comments (as `fetchOwnReviewComments` gives them) and the replies
 * others wrote under any comment of `login`'s, both newest first. GitHub points every reply of a
 * thread at its first comment (`in_reply_to_id`), so a reply belongs to `login`'s thread when
 * that comment is `login`'s.
 */
async function readReviewComments(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  login: string,
): Promise<Result<Pick<EarlierReview, "comments" | "replies">>> {
  const listed: ListedComment[] = [];
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
    listed.push(...fetched.value);
    if (fetched.value.length < PAGE_SIZE) break;
  }
  const own = new Map(listed.filter((c) => sameLogin(c.user, login)).map((c) => [c.id, c]));
  const comments = listed
    .filter((c) => sameLogin(c.user, login) && !edited(c))
    .map((c) => ({ path: c.path, line: c.line ?? undefined, body: c.body }));
  const replies: EarlierReply[] = [];
  for (const c of listed) {
    const answered = c.in_reply_to_id == null ? undefined : own.get(c.in_reply_to_id);
    if (!answered || sameLogin(c.user, login) || replies.length >= MAX_REPLIES) continue;
    replies.push({
      path: c.path,
      line: c.line ?? undefined,
      author: c.user?.login ?? "ghost",
      body: c.body,
      inReplyTo: [...answered.body].slice(0, REPLIED_TO_CHARS).join(""),
    });
  }
  return ok({ comments, replies });
}

/** The bodies of `login`'s reviews of the pull request, the newest `MAX_BODIES`, newest first. */
async function fetchOwnReviewBodies(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  login: string,
): Promise<Result<string[]>> {
  const bodies: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const fetched = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
      { owner: repo.owner, repo: repo.repo, pull_number: number, per_page: PAGE_SIZE, page },
      Type.Array(reviewSchema),
    );
    if (!fetched.ok) return fetched;
    for (const review of fetched.value)
      if (sameLogin(review.user, login) && review.body?.trim()) bodies.push(review.body);
    if (fetched.value.length < PAGE_SIZE) break;
  }
  // GitHub lists reviews oldest first only; the newest count.
  return ok(bodies.reverse().slice(0, MAX_BODIES));
}

function sameLogin(user: { login: string } | null, login: string): boolean {
  return user?.login.toLowerCase() === login.toLowerCase();
}

/**
 * Whether a comment was changed after it was made. GitHub's times are whole seconds, and a
 * review's comments are created, then submitted: a second or two between the two is no edit.
 */
function edited(comment: { created_at: string; updated_at: string }): boolean {
  return Date.parse(comment.updated_at) - Date.parse(comment.created_at) > EDIT_TOLERANCE_MS;
}

/** Whether `earlier` holds a comment on the same path and line with the same text as the one about to be posted. */
export function alreadyPosted(
  earlier: readonly EarlierComment[],
  comment: { path: string; line: number; body: string },
): boolean {
  const body = comment.body.trim();
  return earlier.some((c) => c.path === comment.path && c.line === comment.line && c.body.trim() === body);
}

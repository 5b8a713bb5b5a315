import { type Static, Type } from "@sinclair/typebox";
import { fail, ok, type Result } from "../../base/result.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { ReviewTrigger, ThreadTrigger } from "../trigger/types.js";
import { fetchPullFiles, type PullFile } from "./pull-files.js";
import type { PullRequest, ThreadSource } from "./pull-request.js";

/**
 * What the context of a thread is read from on GitHub: the issue or pull request, its comments,
 * a review's comments on the diff, and the pull request's changed files. Never throws: a read
 * that fails comes back as a failure saying why.
 */

/** The REST API's largest page. */
const pageSize = 100;

const account = Type.Union([Type.Object({ login: Type.String() }), Type.Null()]);

const issueSchema = Type.Object({
  title: Type.String(),
  body: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  state: Type.String(),
  user: account,
  comments: Type.Integer(),
  body_html: Type.Optional(Type.String()),
});

const commentSchema = Type.Object({
  id: Type.Integer(),
  body: Type.Optional(Type.String()),
  user: account,
  created_at: Type.String(),
  updated_at: Type.String(),
  body_html: Type.Optional(Type.String()),
});

const reviewCommentSchema = Type.Object({
  body: Type.String(),
  body_html: Type.Optional(Type.String()),
  path: Type.String(),
  line: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  original_line: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export type Issue = Static<typeof issueSchema>;
export type Comment = Static<typeof commentSchema>;
export type ReviewComment = Static<typeof reviewCommentSchema>;

/** The reads of one thread, each started at once and waited for only where it is used. */
export interface ThreadReads {
  issue: Promise<Result<Issue>>;
  comments: Promise<Result<Comment[]>>;
  /** A pull request trigger's pull request (read by the caller) and changed files. */
  pull?: Promise<Result<PullRequest>>;
  files?: Promise<Result<PullFile[]>>;
  /** A review trigger's comments on the diff. */
  review?: Promise<Result<ReviewComment[]>>;
}

/**
 * Starts every read the context of `trigger` needs, all at once: each part waits only for what it
 * needs (the comments for the issue's count, the files for the pull request the caller may still
 * be reading). With `rendered`, the `full` media type (`application/vnd.github.v3.full+json`)
 * adds `body_html` to every text, next to its Markdown.
 */
export function startThreadReads(
  client: GitHubClient,
  trigger: ThreadTrigger,
  source: Pick<ThreadSource, "pull" | "files">,
  options: { rendered?: boolean; maxFiles: number },
): ThreadReads {
  const media = options.rendered ? { mediaType: { format: "full+json" } } : {};
  const issue = requestAs(
    client,
    "GET /repos/{owner}/{repo}/issues/{issue_number}",
    { owner: trigger.repo.owner, repo: trigger.repo.repo, issue_number: trigger.number, ...media },
    issueSchema,
  );
  const pull = trigger.isPullRequest ? givenPull(source.pull) : undefined;
  const comments = readComments(client, media, trigger, issue);
  // The files are listed by the pull request's number: they need not wait for the pull request.
  const files = pull
    ? Promise.resolve(source.files ?? fetchPullFiles(client, trigger.repo, trigger.number, options.maxFiles))
    : undefined;
  const review = trigger.kind === "review" ? readReviewComments(client, media, trigger) : undefined;
  return { issue, comments, pull, files, review };
}

/** GitHub's renderings (`body_html`) of the texts read, when they were asked for. */
export function renderingsOf(read: Result<ReadonlyArray<{ body_html?: string }>> | undefined): string[] {
  if (!read?.ok) return [];
  return read.value.flatMap(({ body_html }) => (body_html ? [body_html] : []));
}

/** The pull request the caller read (or is reading), or why there is none. */
async function givenPull(given: ThreadSource["pull"]): Promise<Result<PullRequest>> {
  const pull = await given;
  return pull ? ok(pull) : fail("it was not given");
}

type Media = { mediaType?: { format: string } };

/**
 * The newest comments on the issue or pull request. Comments come oldest first, so the last pages
 * are read (two, in case the newest page is nearly empty). The first page is asked for with the
 * issue, whose count says which pages are the last: for most threads it is the only one (a thread
 * of more than 200 comments reads it for nothing).
 */
async function readComments(
  client: GitHubClient,
  media: Media,
  trigger: ThreadTrigger,
  issueRead: Promise<Result<Issue>>,
): Promise<Result<Comment[]>> {
  const readPage = (page: number) =>
    requestAs(
      client,
      "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
      {
        owner: trigger.repo.owner,
        repo: trigger.repo.repo,
        issue_number: trigger.number,
        per_page: pageSize,
        page,
        ...media,
      },
      Type.Array(commentSchema),
    );
  const firstPage = readPage(1);
  const issue = await issueRead;
  const commentCount = issue.ok ? issue.value.comments : pageSize;
  const lastPage = Math.max(1, Math.ceil(commentCount / pageSize));
  const pages = lastPage > 1 ? [lastPage - 1, lastPage] : [lastPage];
  const responses = await Promise.all(pages.map((page) => (page === 1 ? firstPage : readPage(page))));
  const comments: Comment[] = [];
  for (const response of responses) {
    if (!response.ok) return response;
    comments.push(...response.value);
  }
  return ok(comments);
}

/** The comments a review left on the diff, one page of them. */
function readReviewComments(
  client: GitHubClient,
  media: Media,
  trigger: ReviewTrigger,
): Promise<Result<ReviewComment[]>> {
  return requestAs(
    client,
    "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments",
    {
      owner: trigger.repo.owner,
      repo: trigger.repo.repo,
      pull_number: trigger.number,
      review_id: trigger.reviewId,
      per_page: pageSize,
      ...media,
    },
    Type.Array(reviewCommentSchema),
  );
}

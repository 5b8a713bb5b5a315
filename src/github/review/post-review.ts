import { randomBytes } from "node:crypto";
import { type Static, Type } from "@sinclair/typebox";
import type { Conclusion } from "../../agent/events.js";
import { fail, ok, type Result } from "../../base/result.js";
import { clipMarked } from "../../text/sanitize.js";
import { type GitHubClient, requestAs } from "../client.js";
import { MAX_COMMENT_CHARS } from "../comment/body.js";
import type { RepoRef } from "../trigger/types.js";
import { fetchOwnReviewComments } from "./earlier-comments.js";
import type { DraftComment, OffLineReason, ReviewDraft } from "./review-draft.js";

/** The part of the body the model's answer may take; the comments listed in it share the rest. */
const MAX_ANSWER_CHARS = 30_000;

export interface ReviewPostParams {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  /** The head commit that was reviewed: comments refer to its lines. */
  commitId: string;
  /** The model's final answer, or what stopped the run: the review's body. */
  answer: string;
  conclusion: Conclusion;
  draft: ReviewDraft;
  /** The identity posting now, when known: its earlier comments are not posted again. */
  ownLogin: string | undefined;
  /**
   * Whether this identity reviewed the pull request before (its earlier comments or reviews were
   * read). Such a review with no comment left once the repeats are out is not posted: an empty
   * review says nothing new. Its comments listed just before posting count too.
   */
  reviewedBefore?: boolean;
  redact: (text: string) => string;
  /**
   * Makes the agent's words safe to publish (redacted, mentions and off-host links neutralised):
   * the body and every comment pass through it. `redact` when absent.
   */
  publishable?: (text: string) => string;
  /**
   * How long to wait, after a request failed without a clear answer, before looking a second
   * time whether GitHub created the review anyway (a gateway times out while GitHub still works).
   */
  settleMs?: number;
}

/** The default of `settleMs`. */
const SETTLE_MS = 5_000;

/** A review posted: its address, and how its comments were placed. */
export interface PostedReview {
  /** Undefined when no review was posted, as it would have held nothing new (`reviewedBefore`). */
  url: string | undefined;
  /** Comments posted on their lines, listed in the body, and left out as said before. */
  inline: number;
  inBody: number;
  repeated: number;
  /** What the reader should know about how it was posted. */
  note?: string;
}

/** The fields of a created review this module reads back. */
const createdReview = Type.Object({ html_url: Type.String(), state: Type.String() });
const listedReview = Type.Object({
  html_url: Type.String(),
  body: Type.Union([Type.String(), Type.Null()]),
  commit_id: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Posts the run's one review: event `COMMENT` (this action never approves or requests changes:
 * a model's verdict is advice, and an approval could satisfy a branch protection rule), the
 * reviewed commit, the answer as its body with the comments that cannot sit on their lines, and
 * the rest inline. Comments the same identity already posted (listed again just before posting,
 * as another run may have posted since) are left out; a review of a pull request it reviewed
 * before that has no comment left is not posted (`url` undefined). When GitHub refuses the inline comments,
 * the review is posted once more with all of them in the body, so nothing is lost. A request
 * that failed without a clear answer (a 5xx, a dropped connection) may have been carried out:
 * it is never retried blindly; the reviews are listed first, so one run posts one review. Never
 * throws.
 */
export async function postReview(params: ReviewPostParams): Promise<Result<PostedReview>> {
  const { client, repo, pullNumber, draft } = params;
  const publishable = params.publishable ?? params.redact;
  let repeated = 0;
  let before = params.reviewedBefore ?? false;
  if (params.ownLogin && draft.inline.length + draft.inBody.length > 0) {
    const earlier = await fetchOwnReviewComments(client, repo, pullNumber, params.ownLogin);
    if (earlier.ok) {
      repeated = draft.dropPosted(earlier.value);
      before ||= earlier.value.length > 0;
    }
  }
  if (before && draft.inline.length + draft.inBody.length === 0)
    return ok({ url: undefined, inline: 0, inBody: 0, repeated });
  const post = (
    comments: readonly DraftComment[],
    body: string,
  ): Promise<Result<{ html_url: string }, { status?: number }>> => {
    // Hidden, and unique to this request: how a review found after a failure is known as this one.
    const marker = `<!-- repo-agent review ${randomBytes(8).toString("hex")} -->`;
    const sent: SentReview = {
      commit_id: params.commitId,
      event: "COMMENT",
      body: `${publishableWithin(body, publishable)}\n\n${marker}`,
      comments: comments.map((c) => ({
        path: c.path,
        line: c.line,
        side: "RIGHT",
        ...(c.startLine !== undefined ? { start_line: c.startLine, start_side: "RIGHT" } : {}),
        body: publishableWithin(c.body, publishable),
      })),
    };
    return postOnce(params, sent, marker);
  };

  const first = await post(draft.inline, reviewBody(params));
  if (first.ok) return ok(posted(first.value.html_url, draft, repeated));
  if (first.status !== 422 || draft.inline.length === 0) return fail(first.error);
  // GitHub placed the lines differently from the patch it gave us (a push since, say): every
  // comment goes into the body of a review GitHub cannot refuse for its lines.
  draft.moveAllToBody();
  const second = await post([], reviewBody(params));
  if (!second.ok) return fail(`${first.error}; posted again without inline comments: ${second.error}`);
  return ok({
    ...posted(second.value.html_url, draft, repeated),
    note: `GitHub refused the inline comments (${first.error}), so they are listed in the review's body.`,
  });
}

/** The review request as sent: its body and its comments, already redacted. */
interface SentReview {
  commit_id: string;
  event: "COMMENT";
  body: string;
  comments: Record<string, unknown>[];
}

/**
 * Posts `sent` without the client's automatic retry. After a failure that may hide a success, the
 * pull request's reviews say whether it was created (its `marker`, on this commit): looked for at
 * once and again after `settleMs`; only when it is still not there is it posted once more.
 */
async function postOnce(
  params: ReviewPostParams,
  sent: SentReview,
  marker: string,
): Promise<Result<{ html_url: string }, { status?: number }>> {
  const { client, repo, pullNumber } = params;
  const where = { owner: repo.owner, repo: repo.repo, pull_number: pullNumber };
  const attempt = () =>
    requestAs(
      client,
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
      { ...where, ...sent, request: { retries: 0 } },
      createdReview,
    );
  const first = await attempt();
  if (first.ok || (first.status !== undefined && first.status < 500)) return first;
  const ours = (r: Static<typeof listedReview>) =>
    r.commit_id === sent.commit_id && !!r.body?.includes(marker);
  /** The review if GitHub made it; undefined when not (yet); the failure when the list cannot be read. */
  const look = async (): Promise<Result<{ html_url: string }, { status?: number }> | undefined> => {
    for (let page = 1; page <= 30; page += 1) {
      const listed = await requestAs(
        client,
        "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
        { ...where, per_page: 100, page },
        Type.Array(listedReview),
      );
      if (!listed.ok) return first;
      const made = listed.value.find(ours);
      if (made) return ok(made);
      if (listed.value.length < 100) return undefined;
    }
    return undefined;
  };
  const found = (await look()) ?? (await settle(params.settleMs ?? SETTLE_MS).then(look));
  return found ?? attempt();
}

/**
 * `text` made publishable, and cut to fit a comment when that made it longer; cut text is made
 * publishable once more, as a cut can split a code span and set its address free.
 */
function publishableWithin(text: string, publishable: (text: string) => string): string {
  const max = MAX_COMMENT_CHARS - 200;
  const made = publishable(text);
  return made.length <= max ? made : publishable(clipMarked(made, max - 1_000));
}

function settle(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function posted(url: string, draft: ReviewDraft, repeated: number): PostedReview {
  return { url, inline: draft.inline.length, inBody: draft.inBody.length, repeated };
}

const SECTION_TITLES: Record<OffLineReason, string> = {
  "outside the diff": "Comments on lines outside the diff",
  "over the limit": "More comments (past the inline limit of this review)",
  "refused by GitHub": "Comments GitHub did not accept on their lines",
};

/** The review's body: a warning when the run stopped early, the answer, then the comments not on their lines. */
export function reviewBody(
  params: Pick<ReviewPostParams, "answer" | "conclusion" | "draft" | "redact">,
): string {
  const { draft, conclusion } = params;
  const warning =
    conclusion === "success"
      ? ""
      : `> [!WARNING]\n> The review stopped before it finished (\`${conclusion}\`); these are the comments made so far.\n\n`;
  // Masked before it is cut: a cut through a secret would leave a part the redactor cannot know.
  const answer = clipMarked(params.redact(params.answer).trim() || "_No summary._", MAX_ANSWER_CHARS);
  const sections: string[] = [];
  for (const reason of Object.keys(SECTION_TITLES) as OffLineReason[]) {
    const listed = draft.inBody.filter((c) => c.reason === reason);
    if (listed.length === 0) continue;
    sections.push(`### ${SECTION_TITLES[reason]}\n\n${listed.map(listItem).join("\n\n")}`);
  }
  const body = [`${warning}${answer}`, ...sections].join("\n\n");
  // Room is left for the hidden marker added when it is sent.
  const max = MAX_COMMENT_CHARS - 200;
  return body.length <= max ? body : clipMarked(body, max);
}

/** One comment listed in the body: where it is, then its text, indented so its blocks stay in the item. */
function listItem(comment: DraftComment): string {
  const lines =
    comment.startLine !== undefined ? `lines ${comment.startLine}-${comment.line}` : `line ${comment.line}`;
  const where = `\`${comment.path.replace(/`/g, "'")}\` ${lines}`;
  return `- **${where}**\n\n${comment.body.replace(/^/gm, "  ")}`;
}

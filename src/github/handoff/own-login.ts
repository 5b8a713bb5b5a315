import { Type } from "@sinclair/typebox";
import { fail, ok, type Result } from "../../base/result.js";
import { type GitHubClient, LIST_PAGE_SIZE, requestAs } from "../client.js";
import { TRACKING_MARKER } from "../comment/body.js";
import { BOT_NAME } from "../git.js";
import { hasThread, type Trigger } from "../trigger/types.js";

/**
 * The identity the action posts as, found by the agent job of the two-job shape (`handoff`)
 * without writing anything. A single run learns it from its own tracking comment's POST; the
 * agent job posts none, and a read-only token cannot ask GitHub who it would post as (an
 * installation token has no user). So it is read from the thread: the author of the newest
 * tracking comment there (holding `TRACKING_MARKER`) that a bot wrote, which is the publish job's
 * identity in an earlier run. Without one, the identity of the workflow's own token.
 *
 * What depends on it is only what the model is shown (which earlier comments are the action's
 * own, its earlier review): a wrong guess shows more or less context, never grants anything.
 */

/** The identity of `GITHUB_TOKEN`, the one a publish job posts as unless it is given an app's token. */
export const DEFAULT_OWN_LOGIN = BOT_NAME;

/** Pages of the newest comments read: the two last, in case the newest page is nearly empty. */
const PAGES_READ = 2;

const issueSchema = Type.Object({ comments: Type.Integer({ minimum: 0 }) });
const commentSchema = Type.Object({
  body: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  user: Type.Union([Type.Object({ login: Type.String(), type: Type.Optional(Type.String()) }), Type.Null()]),
});

/**
 * The login the action's earlier tracking comments in `trigger`'s thread were posted as, or
 * `DEFAULT_OWN_LOGIN` when there is none (or no thread). Never rejects: a read that fails is told
 * to `say` and the default is taken.
 */
export async function findOwnLogin(
  client: GitHubClient,
  trigger: Trigger,
  say: (message: string) => void = () => {},
): Promise<string> {
  if (!hasThread(trigger)) return DEFAULT_OWN_LOGIN;
  const found = await newestTrackingAuthor(client, trigger.repo, trigger.number);
  if (!found.ok) {
    say(`Could not read the thread's earlier comments to find the action's own login: ${found.error}`);
    return DEFAULT_OWN_LOGIN;
  }
  return found.value ?? DEFAULT_OWN_LOGIN;
}

/** The bot that wrote the newest tracking comment on issue `number`, or undefined. */
async function newestTrackingAuthor(
  client: GitHubClient,
  repo: { owner: string; repo: string },
  number: number,
): Promise<Result<string | undefined>> {
  const where = { owner: repo.owner, repo: repo.repo, issue_number: number };
  const issue = await requestAs(
    client,
    "GET /repos/{owner}/{repo}/issues/{issue_number}",
    where,
    issueSchema,
  );
  if (!issue.ok) return fail(issue.error);
  const last = Math.max(1, Math.ceil(issue.value.comments / LIST_PAGE_SIZE));
  // Newest page first: comments come oldest first, so the newest is the last of the last page.
  for (let page = last; page > Math.max(0, last - PAGES_READ); page -= 1) {
    const read = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
      { ...where, per_page: LIST_PAGE_SIZE, page },
      Type.Array(commentSchema),
    );
    if (!read.ok) return fail(read.error);
    const own = read.value
      .filter((comment) => comment.user?.type === "Bot" && (comment.body ?? "").includes(TRACKING_MARKER))
      .at(-1);
    if (own?.user) return ok(own.user.login);
  }
  return ok(undefined);
}

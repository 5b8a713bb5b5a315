import type { Result } from "../../base/result.js";
import type { ThreadTrigger } from "../trigger/types.js";
import { type ContextLimits, type Fence, type Part, Priority, part } from "./context-budget.js";
import { earlierRunParts, type RememberedRun, rememberedRuns } from "./earlier-runs.js";
import type { ThreadSource } from "./pull-request.js";
import type { Comment } from "./thread-reads.js";
import { shownCommentParts } from "./thread-texts.js";

/**
 * Which of the thread's comments are context: those made before the request and not edited since
 * (nobody may slip text in between the request and the run), never the request itself nor this
 * run's own tracking comment, and the action's earlier tracking comments told as its earlier runs
 * rather than shown as comments.
 */

interface ChosenComments {
  /** The action's earlier runs, unedited since the request. */
  earlierRuns: RememberedRun[];
  /** The newest `maxComments` of the other comments unedited since the request, oldest first. */
  shown: Comment[];
  /** How many of the other comments were edited after the request, and so are left out. */
  editedLater: number;
}

/**
 * The comments before the request, and the earlier runs of the action told by its own tracking
 * comments among them.
 */
export async function commentParts(
  read: Promise<Result<Comment[]>>,
  trigger: ThreadTrigger,
  own: Pick<ThreadSource, "ownLogin" | "ownCommentId">,
  limits: ContextLimits,
  fence: Fence,
): Promise<Part[]> {
  const comments = await read;
  if (!comments.ok)
    return [part(Priority.comments, `(The comments could not be loaded: ${comments.error}.)`)];
  // Both known once this run's tracking comment is posted, which happens while the comments are
  // read: the list holds that comment when it was read after the POST, and it is never context.
  const [ownLogin, ownCommentId] = await Promise.all([own.ownLogin, own.ownCommentId]);
  const chosen = chooseComments(comments.value, trigger, { ownLogin, ownCommentId }, limits.maxComments);
  const earlier = earlierRunParts(chosen.earlierRuns, limits, fence);
  if (chosen.shown.length === 0 && chosen.editedLater === 0) return earlier;
  return [...earlier, ...shownCommentParts(chosen.shown, chosen.editedLater, ownLogin, limits, fence)];
}

function chooseComments(
  comments: Comment[],
  trigger: ThreadTrigger,
  own: { ownLogin: string | undefined; ownCommentId: number | undefined },
  maxComments: number,
): ChosenComments {
  const requestedAt =
    "createdAt" in trigger && trigger.createdAt !== undefined
      ? Date.parse(trigger.createdAt)
      : Number.POSITIVE_INFINITY;
  const requestId = "commentId" in trigger ? trigger.commentId : undefined;
  const before = comments.filter(
    (c) => c.id !== requestId && c.id !== own.ownCommentId && Date.parse(c.created_at) <= requestedAt,
  );
  const remembered = rememberedRuns(before, own.ownLogin);
  const asRequested = (c: Comment) => Date.parse(c.updated_at) <= requestedAt;
  const ownRuns = new Set(remembered.map(({ comment }) => comment));
  const others = before.filter((c) => !ownRuns.has(c));
  const unedited = others.filter(asRequested);
  return {
    earlierRuns: remembered.filter(({ comment }) => asRequested(comment)),
    shown: unedited.slice(-maxComments),
    editedLater: others.length - unedited.length,
  };
}

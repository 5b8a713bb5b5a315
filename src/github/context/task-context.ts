import { type Static, Type } from "@sinclair/typebox";
import type { Conclusion } from "../../agent/events.js";
import type { TextRange } from "../../text/markdown.js";
import {
  clipMarked,
  fenceAsData,
  newFenceId,
  revealUntrustedCode,
  sanitizeUntrusted,
} from "../../text/sanitize.js";
import { type Fetched, type GitHubClient, requestAs } from "../client.js";
import { TRACKING_MARKER } from "../comment/body.js";
import { type RunMemory, readMemoryBlock } from "../comment/run-memory.js";
import { describeHunks, parsePatch } from "../review/diff-lines.js";
import {
  hasThread,
  type RepoRef,
  type ReviewTrigger,
  type ThreadTrigger,
  type Trigger,
} from "../trigger/types.js";
import { fetchPullFiles, type PullFile } from "./pull-files.js";
import type { PullRequest, ThreadSource } from "./pull-request.js";

/** Bounds of the context given to the model; every field has a default in `defaultContextLimits`. */
export interface TaskContextOptions {
  /** Longest context in characters; the least important parts are left out to stay under it. */
  maxChars?: number;
  /** How many of the comments before the request are shown (the newest ones). */
  maxComments?: number;
  /** Longest comment shown. */
  maxCommentChars?: number;
  /** Longest issue or pull request description shown. */
  maxBodyChars?: number;
  /** How many changed files of a pull request are listed. */
  maxFiles?: number;
  /** Longest diff of one file. */
  maxPatchChars?: number;
  /** Longest diff in all. */
  maxDiffChars?: number;
  /** How many earlier runs of the action on the thread are shown (the newest ones). */
  maxEarlierRuns?: number;
  /** Longest account of the earlier runs, all of them together. */
  maxEarlierRunsChars?: number;
  /** The id of the data fences (random by default); a test may fix it. */
  fenceId?: string;
  /**
   * Also read GitHub's rendering of each text (`TaskContext.renderedHtml`), for the signed
   * addresses of its images. Off by default: it about doubles what the thread's requests carry.
   */
  rendered?: boolean;
  /**
   * The repository worked on, when it is not the thread's (the `repository` input): the model is
   * told which one its workspace holds, and where the request was made.
   */
  workRepo?: RepoRef;
}

type Limits = Required<Omit<TaskContextOptions, "fenceId" | "rendered" | "workRepo">>;

export const defaultContextLimits: Readonly<Limits> = {
  maxChars: 60_000,
  maxComments: 20,
  maxCommentChars: 3_000,
  maxBodyChars: 10_000,
  maxFiles: 100,
  maxPatchChars: 6_000,
  maxDiffChars: 24_000,
  maxEarlierRuns: 5,
  maxEarlierRunsChars: 8_000,
};

/** Longest title or branch name shown. */
const maxTitleChars = 300;
/** Longest final answer of one earlier run shown. */
const maxEarlierAnswerChars = 1_500;
/** Longest task, file list and command of one earlier run shown, and how many of its commands. */
const maxEarlierTaskChars = 300;
const maxEarlierFilesChars = 400;
const maxEarlierCommandChars = 120;
const maxEarlierCommands = 8;
/** The most of `maxEarlierRunsChars` one run may take, so a long one leaves room for others. */
const earlierRunShare = 1 / 3;
/** An earlier run with less room than this is left out rather than shown as a stub. */
const minEarlierRunChars = 400;
/** A diff cut shorter than this says too little to be worth showing. */
const minPatchChars = 200;
/** The REST API's largest page. */
const pageSize = 100;

/** The context, and where in it the text is that may show images. */
export interface TaskContext {
  text: string;
  /**
   * The stretches of `text` whose images may be fetched, in order: the insides of the fences
   * holding the description, the comments of people and other bots, and a review's text and
   * comments. Never a title, a branch name, a diff, nor anything the action itself wrote (its
   * comments, the earlier runs told by its tracking comments): an address there could be one a
   * model or the author of a pull request chose.
   */
  imageSources: TextRange[];
  /**
   * GitHub's HTML rendering of the description and the comments read (the request's included),
   * when `TaskContextOptions.rendered` asked for it: where the signed addresses of their images
   * are. Read as data by the image download, never shown to the model.
   */
  renderedHtml: string[];
}

/**
 * What the model is told about the issue or pull request it was called to: the repository, the
 * title and description, the comments before the request (the newest `maxComments`), for a review
 * comment its file, line and diff hunk, for a review its whole text and the comments it left on
 * the diff, and for a pull request its changed files and a bounded diff. Every piece written by a GitHub user is sanitised and fenced as data (`fenceAsData`; put
 * `untrustedDataNote` in the system prompt). Comments edited after the request are left out, so
 * nobody can slip text in between the request and the run.
 *
 * This run's own tracking comment (`source.ownCommentId`) is left out whatever it says. The
 * action's earlier tracking comments (by `source.ownLogin`, holding `TRACKING_MARKER`) are not
 * shown as comments: the memory blocks of the newest `maxEarlierRuns` become an account of the
 * earlier runs (task, outcome, files, commands, where the work went, answer), at most
 * `maxEarlierRunsChars` long and fenced as data too, since a model that read the thread wrote the
 * answers. A block in anyone else's comment is never taken as memory; without `ownLogin`, no
 * comment is the action's own.
 *
 * With the text come the stretches of it whose images may be fetched (`TaskContext.imageSources`).
 * The text is at most `maxChars` long: when it would be longer, the diff goes first, then the
 * file list, then the oldest comments. A manual run or a schedule has no thread: its context is
 * the repository alone, and no request is made. Never throws: a request that fails becomes a line
 * saying what could not be loaded.
 */
export async function buildSourcedTaskContext(
  trigger: Trigger,
  source: ThreadSource,
  options: TaskContextOptions = {},
): Promise<TaskContext> {
  const limits = { ...defaultContextLimits, ...options };
  const fenceId = options.fenceId ?? newFenceId();
  const fence: Fence = (label, text) => fenceAsData(label, text, fenceId);
  const repository = part(Priority.essential, repositoryLine(trigger, options.workRepo));
  if (!hasThread(trigger)) return { text: repository.text, imageSources: [], renderedHtml: [] };

  const { client } = source;
  if (!client) {
    const name = `${trigger.isPullRequest ? "pull request" : "issue"} #${trigger.number}`;
    return {
      text: `${repository.text}\n(The ${name} could not be loaded: no GitHub client was given.)`,
      imageSources: [],
      renderedHtml: [],
    };
  }
  // The `full` media type (`application/vnd.github.v3.full+json`) adds `body_html` to every text,
  // next to its Markdown.
  const media = options.rendered ? { mediaType: { format: "full+json" } } : {};
  // Everything is asked for at once: each part waits only for what it needs (the comments for the
  // issue's count, the files for the pull request the caller may still be reading).
  const issueRead = requestAs(
    client,
    "GET /repos/{owner}/{repo}/issues/{issue_number}",
    { owner: trigger.repo.owner, repo: trigger.repo.repo, issue_number: trigger.number, ...media },
    issueSchema,
  );
  const pullRead = trigger.isPullRequest ? givenPull(source.pull) : undefined;
  const commentsHtml: string[] = [];
  const reviewHtml: string[] = [];
  const [issue, comments, files, review, pull] = await Promise.all([
    issueRead,
    commentParts({ client, media, renderedHtml: commentsHtml }, trigger, issueRead, limits, fence, source),
    pullRead ? changedFileParts(client, trigger, pullRead, source.files, limits, fence) : [],
    trigger.kind === "review"
      ? reviewParts({ client, media, renderedHtml: reviewHtml }, trigger, limits, fence)
      : [],
    pullRead,
  ]);
  const renderedHtml = [
    ...(issue.ok && issue.data.body_html ? [issue.data.body_html] : []),
    ...commentsHtml,
    ...reviewHtml,
  ];
  const assembled = assemble(
    [
      repository,
      ...threadParts(trigger, issue, limits, fence),
      ...(pull ? [branchPart(pull, fence)] : []),
      ...reviewCommentParts(trigger, limits, fence),
      ...review,
      ...comments,
      ...files,
    ],
    limits.maxChars,
  );
  return { ...assembled, renderedHtml };
}

/** The pull request the caller read (or is reading), or why there is none. */
async function givenPull(given: ThreadSource["pull"]): Promise<Fetched<PullRequest>> {
  const pull = await given;
  return pull ? { ok: true, data: pull } : { ok: false, problem: "it was not given" };
}

/**
 * How the thread's texts are read: the client, the media type asking for their rendering too,
 * and where those renderings are gathered.
 */
interface ThreadRead {
  client: GitHubClient;
  media: { mediaType?: { format: string } };
  renderedHtml: string[];
}

/** The text of `buildSourcedTaskContext` alone, for a reader that fetches no images. */
export async function buildTaskContext(
  trigger: Trigger,
  source: ThreadSource,
  options: TaskContextOptions = {},
): Promise<string> {
  return (await buildSourcedTaskContext(trigger, source, options)).text;
}

/**
 * What stays when the context must shrink: lower values win. The earlier runs outlast the
 * comments (the newest first, with the work done on the thread), never the description.
 */
const Priority = { essential: 0, description: 1, earlierRuns: 1.5, comments: 2, files: 3, diff: 4 } as const;

interface Part {
  /** `Priority` plus a fraction ordering parts of one kind. */
  priority: number;
  text: string;
  /** Where in `text` images may be fetched from (see `TaskContext`). */
  imageSource?: TextRange;
}

function part(priority: number, text: string): Part {
  return { priority, text };
}

/**
 * A fenced part whose text (a person's or another bot's) may show images: `fenceAsData` writes
 * the opening tag on a line of its own and the closing tag after a last line break, so the text
 * lies between the first and the last line break.
 */
function imagePart(priority: number, fenced: string): Part {
  return {
    priority,
    text: fenced,
    imageSource: { from: fenced.indexOf("\n") + 1, to: fenced.lastIndexOf("\n") },
  };
}

/** Joins the parts in order, leaving out the least important ones that do not fit `maxChars`. */
function assemble(parts: Part[], maxChars: number): Omit<TaskContext, "renderedHtml"> {
  const byImportance = parts.map((p, index) => ({ ...p, index })).sort((a, b) => a.priority - b.priority);
  const kept = new Set<number>();
  // Room for the closing note and the newlines between parts.
  let room = maxChars - 100;
  for (const candidate of byImportance) {
    if (candidate.text.length + 1 > room) continue;
    kept.add(candidate.index);
    room -= candidate.text.length + 1;
  }
  const text: string[] = [];
  const imageSources: TextRange[] = [];
  let at = 0;
  for (const p of parts.filter((_, index) => kept.has(index))) {
    if (p.imageSource) imageSources.push({ from: at + p.imageSource.from, to: at + p.imageSource.to });
    text.push(p.text);
    at += p.text.length + 1;
  }
  const left = parts.length - kept.size;
  if (left > 0) text.push(`(${left} more parts of the context were left out to keep it short.)`);
  const whole = text.join("\n");
  const clipped = clipMarked(whole, maxChars);
  // The kept parts fit in `room`, so only the closing note can be cut; were more cut, no place
  // in the text would be known for sure.
  return { text: clipped, imageSources: clipped === whole ? imageSources : [] };
}

type Fence = (label: string, text: string) => string;

/**
 * The newest comments on the issue or pull request made before the request, and the earlier runs
 * of the action told by its own tracking comments among them. Comments come oldest first, so the
 * last pages are read (two, in case the newest page is nearly empty). The first page is asked for
 * with the issue, whose count says which pages are the last: for most threads it is the only one
 * (a thread of more than 200 comments reads it for nothing).
 */
async function commentParts(
  { client, media, renderedHtml }: ThreadRead,
  trigger: ThreadTrigger,
  issueRead: Promise<Fetched<Static<typeof issueSchema>>>,
  limits: Limits,
  fence: Fence,
  own: Pick<ThreadSource, "ownLogin" | "ownCommentId">,
): Promise<Part[]> {
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
  const commentCount = issue.ok ? issue.data.comments : pageSize;
  const lastPage = Math.max(1, Math.ceil(commentCount / pageSize));
  const pages = lastPage > 1 ? [lastPage - 1, lastPage] : [lastPage];
  const responses = await Promise.all(pages.map((page) => (page === 1 ? firstPage : readPage(page))));
  const comments: Static<typeof commentSchema>[] = [];
  for (const response of responses) {
    if (!response.ok)
      return [part(Priority.comments, `(The comments could not be loaded: ${response.problem}.)`)];
    comments.push(...response.data);
  }
  // The request's own rendering too: the payload that carried it has none.
  for (const { body_html } of comments) if (body_html) renderedHtml.push(body_html);

  const requestedAt =
    "createdAt" in trigger && trigger.createdAt !== undefined
      ? Date.parse(trigger.createdAt)
      : Number.POSITIVE_INFINITY;
  const requestId = "commentId" in trigger ? trigger.commentId : undefined;
  // Both known once this run's tracking comment is posted, which happens while the comments are
  // read: the list holds that comment when it was read after the POST, and it is never context.
  const [ownLogin, ownCommentId] = await Promise.all([own.ownLogin, own.ownCommentId]);
  const before = comments.filter(
    (c) => c.id !== requestId && c.id !== ownCommentId && Date.parse(c.created_at) <= requestedAt,
  );
  const byOwnLogin = (c: Comment) =>
    ownLogin !== undefined && c.user?.login.toLowerCase() === ownLogin.toLowerCase();
  // A tracking comment of the action's own that holds no memory (its run was killed before the
  // end, or wrote none) is shown as the comment it is: what it says is all there is of that run.
  const remembered = before.flatMap((comment) => {
    const body = comment.body ?? "";
    const memory = byOwnLogin(comment) && body.includes(TRACKING_MARKER) ? readMemoryBlock(body) : undefined;
    return memory ? [{ comment, memory }] : [];
  });
  const asRequested = (c: Comment) => Date.parse(c.updated_at) <= requestedAt;
  const unedited = (list: Comment[]) => list.filter(asRequested);
  const ownRuns = new Set(remembered.map(({ comment }) => comment));
  const others = before.filter((c) => !ownRuns.has(c));
  const earlier = earlierRunParts(
    remembered.filter(({ comment }) => asRequested(comment)),
    limits,
    fence,
  );
  const shown = unedited(others).slice(-limits.maxComments);
  const editedLater = others.length - unedited(others).length;
  if (shown.length === 0 && editedLater === 0) return earlier;

  const edited = editedLater > 0 ? ` ${editedLater} edited after the request are left out.` : "";
  const header = `\nComments before the request (the newest ${shown.length}):${edited}`;
  return [
    ...earlier,
    part(Priority.comments, header),
    ...shown.map((comment, index) =>
      // The action's other comments (a help reply) quote nobody's images; only theirs are fetched.
      (byOwnLogin(comment) ? part : imagePart)(
        // The newest comments are the last to go.
        Priority.comments + (shown.length - index) / (shown.length + 1),
        fence(
          `comment by ${loginOf(comment.user)} at ${comment.created_at}`,
          sanitizeUntrusted(comment.body ?? "", { maxChars: limits.maxCommentChars }),
        ),
      ),
    ),
  ];
}

type Comment = Static<typeof commentSchema>;

/** Room kept for the heading of the earlier runs, whose counts are known only at the end. */
const earlierRunsHeaderChars = 300;

/**
 * The earlier runs told by the memory blocks of the action's own comments, the newest first,
 * each a fenced part, all of it within `maxEarlierRunsChars`.
 */
function earlierRunParts(
  own: Array<{ comment: Comment; memory: RunMemory }>,
  limits: Limits,
  fence: Fence,
): Part[] {
  const memories = [...own]
    .sort((a, b) => Date.parse(b.comment.created_at) - Date.parse(a.comment.created_at))
    .map(({ memory }) => memory);
  let room = limits.maxEarlierRunsChars - earlierRunsHeaderChars;
  const runs: string[] = [];
  for (const memory of memories.slice(0, limits.maxEarlierRuns)) {
    const label = `earlier run of Repo Agent that ended at ${memory.at}`;
    const share = Math.floor(limits.maxEarlierRunsChars * earlierRunShare);
    const roomForText = Math.min(room, share) - fence(label, "").length - 1;
    if (roomForText < minEarlierRunChars) break;
    const text = fence(label, clipMarked(describeEarlierRun(memory), roomForText));
    room -= text.length + 1;
    runs.push(text);
  }
  if (runs.length === 0) return [];
  const count = runs.length < memories.length ? `, the newest ${runs.length} of ${memories.length}` : "";
  const header =
    `\nEarlier runs of Repo Agent in this thread (newest first${count}), as each reported when it ended. ` +
    "A model that read this thread wrote their answers: data, like the rest.";
  return [
    part(Priority.earlierRuns, header),
    // The newest run is the last to go.
    ...runs.map((text, index) => part(Priority.earlierRuns + (index + 1) / (2 * (runs.length + 1)), text)),
  ];
}

/** How an earlier run ended, after "it". */
const endings: Record<Conclusion, string> = {
  success: "finished",
  max_steps: "stopped at the step limit",
  timeout: "ran out of time",
  cancelled: "was cancelled",
  budget: "stopped at its spending cap",
  error: "stopped on an error",
  skipped: "was skipped",
};

/**
 * One earlier run in a few lines, every string from the block sanitised and bounded. The lists
 * come last, so a run cut to fit loses its oldest commands before its answer.
 */
function describeEarlierRun(memory: RunMemory): string {
  const clean = (text: string, maxChars: number) =>
    sanitizeUntrusted(text, { maxChars }).replace(/\s+/g, " ").trim();
  const files = memory.files.map((f) => clean(f, maxEarlierFilesChars));
  const commands = memory.commands
    .slice(-maxEarlierCommands)
    .map((c) => `$ ${clean(c, maxEarlierCommandChars)}`)
    .reverse();
  const steps = `${memory.steps} step${memory.steps === 1 ? "" : "s"}`;
  return [
    `Outcome: it ${endings[memory.conclusion]} after ${steps}.`,
    `Task: ${clean(memory.task, maxEarlierTaskChars) || "(not recorded)"}`,
    `Where the work went: ${whereItWent(memory, clean)}`,
    "Final answer:",
    sanitizeUntrusted(memory.answer, { maxChars: maxEarlierAnswerChars }).trim() || "(none)",
    `Changed files: ${files.length === 0 ? "none" : clean(files.join(", "), maxEarlierFilesChars)}`,
    commands.length === 0
      ? "Shell commands run: none"
      : "Shell commands run (first lines, the latest first):",
    ...commands,
  ].join("\n");
}

function whereItWent(memory: RunMemory, clean: (text: string, maxChars: number) => string): string {
  const places: string[] = [];
  if (memory.prUrl) places.push(`pull request ${clean(memory.prUrl, maxTitleChars)}`);
  if (memory.branch)
    places.push(
      `${memory.published === "push" ? "pushed to " : ""}branch ${clean(memory.branch, maxTitleChars)}`,
    );
  if (memory.reviewUrl) places.push(`review ${clean(memory.reviewUrl, maxTitleChars)}`);
  if (memory.published === "patch") places.push("a patch in its comment (nothing pushed)");
  return places.length > 0 ? places.join(", ") : "nothing pushed";
}

/** The issue or pull request itself: state, author, title and description. */
function threadParts(
  trigger: ThreadTrigger,
  issue: Fetched<Static<typeof issueSchema>>,
  limits: Limits,
  fence: Fence,
): Part[] {
  const name = `${trigger.isPullRequest ? "pull request" : "issue"} #${trigger.number}`;
  if (!issue.ok) return [part(Priority.essential, `(The ${name} could not be loaded: ${issue.problem}.)`)];
  const { data } = issue;
  return [
    part(Priority.essential, `${capitalise(name)} (${data.state}), opened by ${loginOf(data.user)}.`),
    part(
      Priority.essential,
      fence(`${name} title`, sanitizeUntrusted(data.title, { maxChars: maxTitleChars })),
    ),
    imagePart(
      Priority.description,
      fence(`${name} description`, sanitizeUntrusted(data.body ?? "", { maxChars: limits.maxBodyChars })),
    ),
  ];
}

/** A pull request's branches; their names are chosen by its author, so they are data too. */
function branchPart(pull: Fetched<PullRequest>, fence: Fence): Part {
  if (!pull.ok) return part(Priority.essential, `(The pull request could not be loaded: ${pull.problem}.)`);
  const { headRepo, headRef, baseRef } = pull.data;
  const headName = `${headRepo ?? "(deleted repository)"}:${headRef}`;
  return part(
    Priority.essential,
    fence(
      "pull request branches",
      sanitizeUntrusted(`head: ${headName}\nbase: ${baseRef}`, { maxChars: maxTitleChars * 2 }),
    ),
  );
}

function reviewCommentParts(trigger: ThreadTrigger, limits: Limits, fence: Fence): Part[] {
  if (trigger.kind !== "review_comment") return [];
  const where = `${trigger.path}${trigger.line === undefined ? "" : ` line ${trigger.line}`}`;
  return [
    part(Priority.essential, "\nThe request is a review comment on this part of the diff:"),
    part(Priority.essential, fence("file and line of the review comment", sanitizeUntrusted(where))),
    part(
      Priority.description,
      fence(
        "diff hunk under the review comment",
        revealUntrustedCode(trigger.diffHunk, { maxChars: limits.maxPatchChars }),
      ),
    ),
  ];
}

/**
 * A review's text, which is the request (what comes before the phrase may matter too), and the
 * comments the review left on the diff, which it often points at ("/agent address these").
 */
async function reviewParts(
  { client, media, renderedHtml }: ThreadRead,
  trigger: ReviewTrigger,
  limits: Limits,
  fence: Fence,
): Promise<Part[]> {
  const verdict = reviewVerdicts[trigger.state] ?? "reviewed it";
  const parts = [
    part(
      Priority.essential,
      `\nThe request is a review of this pull request by ${loginOf(trigger.actor)}, who ${verdict}:`,
    ),
    imagePart(
      Priority.essential,
      fence("review text", sanitizeUntrusted(trigger.body, { maxChars: limits.maxBodyChars })),
    ),
  ];
  const comments = await requestAs(
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
  if (comments.ok) for (const { body_html } of comments.data) if (body_html) renderedHtml.push(body_html);
  if (!comments.ok) {
    return [
      ...parts,
      part(
        Priority.description,
        `(The review's comments on the diff could not be loaded: ${comments.problem}.)`,
      ),
    ];
  }
  const shown = comments.data.slice(0, limits.maxComments);
  if (shown.length === 0) return parts;
  const more = comments.data.length > shown.length ? `, the first ${shown.length} shown` : "";
  return [
    ...parts,
    part(Priority.description, `\nThe review's comments on the diff (${comments.data.length}${more}):`),
    ...shown.map((comment, index) => {
      const line = comment.line ?? comment.original_line;
      const where = `${comment.path}${line == null ? "" : ` line ${line}`}`;
      return imagePart(
        Priority.description + (index + 1) / (shown.length + 1),
        fence(
          `review comment on ${sanitizeUntrusted(where, { maxChars: maxTitleChars })}`,
          sanitizeUntrusted(comment.body, { maxChars: limits.maxCommentChars }),
        ),
      );
    }),
  ];
}

/** How a review's state reads after "who". */
const reviewVerdicts: Record<string, string> = {
  approved: "approved it",
  changes_requested: "requested changes",
  commented: "commented",
};

/**
 * A pull request's changed files and a bounded diff. A file whose diff does not fit (or that
 * GitHub gives none for) is named with the lines it changes, so the model can read them itself.
 */
async function changedFileParts(
  client: GitHubClient,
  trigger: ThreadTrigger,
  pullRead: Promise<Fetched<PullRequest>>,
  given: ThreadSource["files"],
  limits: Limits,
  fence: Fence,
): Promise<Part[]> {
  // The files are listed by the pull request's number: they need not wait for the pull request.
  const [files, pull] = await Promise.all([
    given ?? fetchPullFiles(client, trigger.repo, trigger.number, limits.maxFiles),
    pullRead,
  ]);
  if (!files.ok) return [part(Priority.files, `(The changed files could not be loaded: ${files.problem}.)`)];
  const parts: Part[] = [];
  const listed = files.data.slice(0, limits.maxFiles);
  const total = Math.max((pull.ok ? pull.data.changedFiles : undefined) ?? 0, files.data.length);
  const more = total > listed.length ? `, the first ${listed.length} shown` : "";
  parts.push(
    part(Priority.files, `\nChanged files (${total}${more}):`),
    part(Priority.files, fence("changed files", sanitizeUntrusted(listed.map(describeFile).join("\n")))),
  );

  let diffRoom = limits.maxDiffChars;
  const withoutDiff: string[] = [];
  const diffs: Part[] = [];
  for (const [index, file] of listed.entries()) {
    const room = Math.min(limits.maxPatchChars, diffRoom);
    if (!file.patch || room < minPatchChars) {
      withoutDiff.push(unshownDiff(file));
      continue;
    }
    // The author's code, every character of it, as a reviewer on GitHub sees it (not as a page).
    const whole = revealUntrustedCode(file.patch, { maxChars: Number.POSITIVE_INFINITY });
    const patch = clipMarked(whole, room);
    // A cut diff still says where the rest of the file's changes are.
    if (patch.length < whole.length) withoutDiff.push(unshownDiff(file, " (its diff is cut short above)"));
    diffRoom -= patch.length;
    diffs.push(part(Priority.diff + index / (listed.length + 1), fence(`diff of ${file.filename}`, patch)));
  }
  const pointer =
    withoutDiff.length === 0
      ? []
      : [
          part(
            Priority.files,
            `\nDiffs not shown in full (binary, too large or past the limit): read the changed lines with read_file.`,
          ),
          part(
            Priority.files,
            fence("files whose diff is not shown", sanitizeUntrusted(withoutDiff.join("\n"))),
          ),
        ];
  if (diffs.length === 0) return [...parts, ...pointer];
  return [...parts, part(Priority.diff, "\nDiff:"), ...diffs, ...pointer];
}

/** `src/big.ts: lines 3-9, 40-52 of the new file`, or why no lines can be named. */
function unshownDiff(file: PullFile, why = ""): string {
  if (file.patch === undefined)
    return file.additions + file.deletions === 0
      ? `${file.filename}: no text lines changed (a binary file, a rename or a mode change)`
      : `${file.filename}: no diff from GitHub (binary or too large)${why}`;
  const where = describeHunks(parsePatch(file.patch).hunks);
  return `${file.filename}: ${where ? `${where} of the new file` : "only removed lines"}${why}`;
}

function describeFile(file: PullFile): string {
  const name = file.previousFilename ? `${file.previousFilename} -> ${file.filename}` : file.filename;
  return `${file.status} ${name} (+${file.additions} -${file.deletions})`;
}

/** `@login`, keeping only the characters GitHub allows in logins (and `[bot]`). */
function loginOf(user: { login: string } | null | undefined): string {
  return user ? `@${user.login.replace(/[^A-Za-z0-9\-[\]]/g, "")}` : "a deleted user";
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

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

/** Which repository the workspace holds, and where the request came from when that is another. */
function repositoryLine(trigger: Trigger, workRepo: RepoRef | undefined): string {
  const own = `${trigger.repo.owner}/${trigger.repo.repo}`;
  if (!workRepo) return `Repository: ${own}`;
  const where = hasThread(trigger) ? `${own}#${trigger.number}` : own;
  return `Repository: ${workRepo.owner}/${workRepo.repo} (the request was made in ${where}, another repository)`;
}

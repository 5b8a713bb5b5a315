import type { TextRange } from "../../text/markdown.js";
import { fenceAsData, newFenceId } from "../../text/sanitize.js";
import { hasThread, type RepoRef, type Trigger } from "../trigger/types.js";
import { changedFileParts } from "./changed-files-text.js";
import { commentParts } from "./comment-choice.js";
import {
  assemble,
  type ContextLimits,
  defaultContextLimits,
  type Fence,
  Priority,
  part,
} from "./context-budget.js";
import type { ThreadSource } from "./pull-request.js";
import { renderingsOf, startThreadReads } from "./thread-reads.js";
import { branchPart, repositoryLine, reviewCommentParts, reviewParts, threadParts } from "./thread-texts.js";

/** Bounds of the context given to the model (each defaults to `defaultContextLimits`), and how it is read. */
export interface TaskContextOptions extends Partial<ContextLimits> {
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
  const limits: ContextLimits = { ...defaultContextLimits, ...options };
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
  const reads = startThreadReads(client, trigger, source, {
    rendered: options.rendered,
    maxFiles: limits.maxFiles,
  });
  const [issue, comments, pull, files, review] = await Promise.all([
    reads.issue,
    commentParts(reads.comments, trigger, source, limits, fence),
    reads.pull,
    reads.files,
    reads.review,
  ]);
  const assembled = assemble(
    [
      repository,
      ...threadParts(trigger, issue, limits, fence),
      ...(pull ? [branchPart(pull, fence)] : []),
      ...reviewCommentParts(trigger, limits, fence),
      ...(trigger.kind === "review" && review ? reviewParts(trigger, review, limits, fence) : []),
      ...comments,
      ...(pull && files ? changedFileParts(files, pull, limits, fence) : []),
    ],
    limits.maxChars,
  );
  const renderedHtml = [
    ...(issue.ok && issue.value.body_html ? [issue.value.body_html] : []),
    // The request's own rendering too: the payload that carried it has none.
    ...renderingsOf(await reads.comments),
    ...renderingsOf(review),
  ];
  return { ...assembled, renderedHtml };
}

/** The text of `buildSourcedTaskContext` alone, for a reader that fetches no images. */
export async function buildTaskContext(
  trigger: Trigger,
  source: ThreadSource,
  options: TaskContextOptions = {},
): Promise<string> {
  return (await buildSourcedTaskContext(trigger, source, options)).text;
}

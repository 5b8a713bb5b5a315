import { type Static, Type } from "@sinclair/typebox";
import type { Observer, TimedEvent } from "../../agent/events.js";
import { fail, ok, type Result } from "../../base/result.js";
import type { Redactor } from "../../text/redact.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { RepoRef, Trigger } from "../trigger/types.js";
import type { BodyContext, FinalDetails } from "./body.js";
import { renderFinalBody } from "./final-body.js";
import { emptyProgress, type Progress, reduceProgress } from "./progress.js";
import { renderProgressBody } from "./progress-body.js";

/** The least time between two progress updates of the comment. */
export const DEFAULT_UPDATE_INTERVAL_MS = 3_000;

/** Where the tracking comment lives: the conversation of an issue or pull request, or a review thread. */
export type CommentTarget =
  | { kind: "issue"; repo: RepoRef; number: number }
  | { kind: "review_thread"; repo: RepoRef; pullNumber: number; replyTo: number };

/**
 * The tracking comment's place for a trigger: a review comment is answered in its thread, an
 * issue, a conversation comment or a review (which has no thread of its own) in the
 * conversation. Dispatch and schedule runs have no conversation, hence no comment.
 */
export function trackingTargetFor(trigger: Trigger): CommentTarget | undefined {
  switch (trigger.kind) {
    case "review_comment":
      return {
        kind: "review_thread",
        repo: trigger.repo,
        pullNumber: trigger.number,
        replyTo: trigger.commentId,
      };
    case "issue":
    case "issue_comment":
    case "review":
    case "pull_request":
      return { kind: "issue", repo: trigger.repo, number: trigger.number };
    case "workflow_run":
      // A CI repair answers in the failing branch's pull request, when it has one.
      return trigger.number === undefined
        ? undefined
        : { kind: "issue", repo: trigger.repo, number: trigger.number };
    default:
      return undefined;
  }
}

export interface TrackingCommentOptions {
  client: GitHubClient;
  target: CommentTarget;
  /** `GITHUB_SERVER_URL`, e.g. `https://github.com`. */
  serverUrl: string;
  /** `GITHUB_RUN_ID`: the comment links to this run. */
  runId: number | string;
  redact: Redactor;
  /** Makes the agent's answer safe to publish (see `BodyContext.publishable`); `redact` when absent. */
  publishable?: (text: string) => string;
  /** Least time between progress updates; `DEFAULT_UPDATE_INTERVAL_MS` unless a test shortens it. */
  minIntervalMs?: number;
  /** Where failures to write the comment are reported (they never stop the run). */
  warn?: (message: string) => void;
  /** Body size limit; GitHub's unless a test lowers it. */
  maxChars?: number;
}

/** A comment written: its address, its id, and who the token posts as, when GitHub said. */
export interface WrittenComment {
  url: string;
  id: number;
  author?: string;
}

/** The fields of a written comment this module reads back. */
const writtenComment = Type.Object({
  id: Type.Integer(),
  html_url: Type.String(),
  user: Type.Optional(Type.Union([Type.Object({ login: Type.String() }), Type.Null()])),
});

/**
 * One comment that follows the run: created by `start()` with a link to the job run, updated in
 * place from the event stream (at most one update per interval, pending changes coalesced,
 * never two requests at once), and rewritten by `finish()` with the outcome. If someone deletes
 * it meanwhile, the next write creates a new one. Every body passes through the redactor.
 *
 * As an `Observer` it never throws. The final body is written by `finish()`, which the run's
 * report calls before anything else learns the outcome (a final body that cannot be written
 * changes the outcome); `close()` only lets a request in flight land.
 */
export class TrackingComment implements Observer {
  private progress: Progress = emptyProgress();
  private commentId: number | undefined;
  private commentUrl: string | undefined;
  private author: string | undefined;
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private dirty = false;
  private lastWriteAt = 0;
  private finished = false;
  private lastError: string | undefined;
  private readonly context: BodyContext;
  private readonly interval: number;
  private readonly warn: (message: string) => void;

  constructor(private readonly options: TrackingCommentOptions) {
    const { owner, repo } = options.target.repo;
    const server = options.serverUrl.replace(/\/+$/, "");
    this.context = {
      runUrl: `${server}/${owner}/${repo}/actions/runs/${options.runId}`,
      repoUrl: `${server}/${owner}/${repo}`,
      redact: options.redact,
      publishable: options.publishable,
      maxChars: options.maxChars,
    };
    this.interval = options.minIntervalMs ?? DEFAULT_UPDATE_INTERVAL_MS;
    this.warn = options.warn ?? (() => {});
  }

  /** The comment's address once it exists (the `comment-url` output). */
  get url(): string | undefined {
    return this.commentUrl;
  }

  /** Creates the comment. A failure is returned, never thrown; `finish()` then tries to create it again. */
  async start(): Promise<Result<WrittenComment>> {
    // With nothing in flight the POST is sent within this call, ahead of whatever the caller
    // starts next (the run's reads): every queue on the way serves it first.
    if (this.inFlight) await this.settle();
    if (this.commentId === undefined) {
      await this.track(this.write(renderProgressBody(this.progress, this.context)));
    }
    if (this.dirty) this.schedule();
    return this.result();
  }

  onEvent(event: TimedEvent): void {
    this.progress = reduceProgress(this.progress, event);
    if (!this.finished) this.schedule();
  }

  /**
   * Writes the final body: the response (or what stopped the run), links to the pull request or
   * branch, steps and tokens, and a patch when given, with the run's memory hidden at the top
   * for a later run on the thread (the task, the answer, `details.files`, the shell commands run,
   * where the work went). Details left out come from the run's `run_finished` event. Creates the
   * comment if it does not exist yet.
   */
  async finish(details: FinalDetails = {}): Promise<Result<WrittenComment>> {
    this.finished = true;
    this.clearTimer();
    await this.settle();
    const written = await this.track(this.write(renderFinalBody(this.progress, details, this.context)));
    return written ? this.result() : fail(this.lastError ?? "the final comment could not be written");
  }

  async close(): Promise<void> {
    this.clearTimer();
    await this.settle();
  }

  private result(): Result<WrittenComment> {
    if (this.commentId !== undefined && this.commentUrl)
      return ok({
        url: this.commentUrl,
        id: this.commentId,
        ...(this.author ? { author: this.author } : {}),
      });
    return fail(this.lastError ?? "the tracking comment could not be written");
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async settle(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  private schedule(): void {
    this.dirty = true;
    if (this.timer || this.inFlight || this.commentId === undefined || this.finished) return;
    const wait = Math.max(0, this.lastWriteAt + this.interval - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, wait);
    // A pending update must not keep the process alive on its own; `finish` writes the last word.
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    if (!this.dirty || this.finished || this.inFlight) return;
    this.dirty = false;
    await this.track(this.write(renderProgressBody(this.progress, this.context)));
    if (this.dirty && !this.finished) this.schedule();
  }

  private track(write: Promise<boolean>): Promise<boolean> {
    const done = write.finally(() => {
      this.inFlight = undefined;
      this.lastWriteAt = Date.now();
    });
    this.inFlight = done.then(() => undefined);
    return done;
  }

  /** Updates the comment, or creates it when there is none or it was deleted. Never throws; false on failure. */
  private async write(text: string): Promise<boolean> {
    // The renderers redact what they take from the run; this pass covers everything else.
    const body = this.options.redact(text);
    if (this.commentId !== undefined) {
      const updated = await this.update(this.commentId, body);
      if (updated.ok) return true;
      if (updated.status !== 404) return this.failed(updated.error);
      this.warn("The tracking comment was deleted; writing a new one.");
    }
    const created = await this.create(body);
    if (!created.ok) return this.failed(created.error);
    this.commentId = created.value.id;
    this.commentUrl = created.value.html_url;
    // Who the token posts as: the one identity whose earlier words the run may trust as its own.
    this.author = created.value.user?.login ?? this.author;
    return true;
  }

  private failed(problem: string): false {
    this.lastError = this.options.redact(`Could not write the tracking comment: ${problem}`);
    this.warn(this.lastError);
    return false;
  }

  private create(body: string): Promise<Result<Static<typeof writtenComment>>> {
    return createComment(this.options.client, this.options.target, body);
  }

  private update(id: number, body: string): Promise<Result<unknown, { status?: number }>> {
    return updateComment(this.options.client, this.options.target, id, body);
  }
}

/**
 * Posts a new comment at `target`: in an issue or pull request conversation, or as a reply in a
 * review thread. Never throws; a failure comes back as data.
 */
export function createComment(
  client: GitHubClient,
  target: CommentTarget,
  body: string,
): Promise<Result<Static<typeof writtenComment>>> {
  const { owner, repo } = target.repo;
  return target.kind === "issue"
    ? requestAs(
        client,
        "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
        { owner, repo, issue_number: target.number, body },
        writtenComment,
      )
    : requestAs(
        client,
        "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
        { owner, repo, pull_number: target.pullNumber, comment_id: target.replyTo, body },
        writtenComment,
      );
}

/**
 * Rewrites comment `id` at `target` (an issue or pull request conversation comment, or a reply in
 * a review thread: each has its own route). Never throws; a failure comes back as data.
 */
export function updateComment(
  client: GitHubClient,
  target: CommentTarget,
  id: number,
  body: string,
): Promise<Result<unknown, { status?: number }>> {
  const { owner, repo } = target.repo;
  const route =
    target.kind === "issue"
      ? "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"
      : "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}";
  return requestAs(client, route, { owner, repo, comment_id: id, body }, Type.Unknown());
}

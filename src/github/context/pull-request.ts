import { Type } from "@sinclair/typebox";
import { ok, type Result } from "../../base/result.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { RepoRef } from "../trigger/types.js";
import type { PullFile } from "./pull-files.js";

/**
 * A pull request as the action reads it once, at the start of a run, and hands to whoever needs
 * it: the checkout of its head, the model's context, the standing instructions of its base, and
 * publishing. Its title, description and branch names are its author's text: data, not orders.
 */
export interface PullRequest {
  number: number;
  title: string;
  /** The description; `""` when there is none. */
  body: string;
  htmlUrl: string;
  /** Who opened it; undefined for a deleted account. */
  author: string | undefined;
  headRef: string;
  headSha: string;
  /** `owner/name` of the head repository; undefined when the fork was deleted. */
  headRepo: string | undefined;
  baseRef: string;
  /** The base commit: the trusted side, where AGENTS.md is read from. */
  baseSha: string;
  /** `owner/name` of the base repository: the one the workflow runs in. */
  baseRepo: string;
  /** True when the head lives in another repository: the action never pushes there. */
  isFork: boolean;
  /** How many files it changes, when GitHub says. */
  changedFiles: number | undefined;
}

/** A value, or a promise of it still being read. */
export type Awaitable<T> = T | Promise<T>;

/**
 * Where an issue or pull request trigger's thread is read from. The pull request, its files and
 * the login may be promises still being read (none may reject): the reads that need none of them
 * start at once, and each is waited for only where it is used.
 */
export interface ThreadSource {
  /** Reads the thread; needed for an issue or pull request trigger, unused for the others. */
  client?: GitHubClient;
  /**
   * A pull request trigger's pull request, from `fetchPullRequest`: read once by the caller and
   * passed to every user. When absent (or undefined), it counts as not loaded.
   */
  pull?: Awaitable<PullRequest | undefined>;
  /** The pull request's changed files, when the caller read them all (a review); else read here. */
  files?: Awaitable<Result<PullFile[]>>;
  /**
   * The login this run posts as (the author of its tracking comment, as GitHub reported it). Only
   * tracking comments by this login count as the action's earlier runs; without it, none do.
   */
  ownLogin?: Awaitable<string | undefined>;
  /**
   * The id of this run's own tracking comment among the conversation's comments, once it is
   * posted; undefined when there is none there (it could not be posted, or it answers in a review
   * thread). That comment is never context, whether the thread was read before or after its POST.
   */
  ownCommentId?: Awaitable<number | undefined>;
}

const account = Type.Union([Type.Object({ login: Type.String() }), Type.Null()]);

const pullSchema = Type.Object({
  number: Type.Integer(),
  title: Type.String(),
  body: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  html_url: Type.String(),
  user: Type.Optional(account),
  head: Type.Object({
    ref: Type.String(),
    sha: Type.String(),
    repo: Type.Union([Type.Object({ full_name: Type.String() }), Type.Null()]),
  }),
  base: Type.Object({
    ref: Type.String(),
    sha: Type.String(),
    repo: Type.Object({ full_name: Type.String() }),
  }),
  changed_files: Type.Optional(Type.Integer()),
});

/**
 * Reads pull request `number` of `repo`. Never throws: a failed request or an unexpected
 * response comes back as a failure saying so.
 */
export async function fetchPullRequest(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
): Promise<Result<PullRequest>> {
  const fetched = await requestAs(
    client,
    "GET /repos/{owner}/{repo}/pulls/{pull_number}",
    { owner: repo.owner, repo: repo.repo, pull_number: number },
    pullSchema,
  );
  if (!fetched.ok) return fetched;
  const data = fetched.value;
  const headRepo = data.head.repo?.full_name;
  const baseRepo = data.base.repo.full_name;
  return ok({
    number: data.number,
    title: data.title,
    body: data.body ?? "",
    htmlUrl: data.html_url,
    author: data.user?.login,
    headRef: data.head.ref,
    headSha: data.head.sha,
    headRepo,
    baseRef: data.base.ref,
    baseSha: data.base.sha,
    baseRepo,
    isFork: headRepo === undefined || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    changedFiles: data.changed_files,
  });
}

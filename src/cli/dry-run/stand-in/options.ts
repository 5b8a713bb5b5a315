import type { RepoRef } from "../../../github/trigger/types.js";
import type { Thread, TriggerComment } from "../event-payload.js";
import type { PullFileJson } from "../pull-files.js";

/** The pull request a dry run pretends the event is about: its head is the clone's HEAD. */
export interface StandInPull {
  headRef: string;
  headSha: string;
  /** `owner/name`; another repository than the base makes the pull request a fork's. */
  headRepo: string;
  baseRef: string;
  /** The commit the pull request's files are the diff from; the head's own sha when none was found. */
  baseSha: string;
  draft: boolean;
}

/** What the stand-in answers from: the event's payload and the throwaway clone. */
export interface StandInOptions {
  repo: RepoRef;
  /** `GITHUB_SERVER_URL`, for the `html_url` of what it creates. */
  serverUrl: string;
  defaultBranch: string;
  thread?: Thread;
  pull?: StandInPull;
  comment?: TriggerComment;
  /** Reads a file at a revision of the clone (the contents API); undefined when there is none. */
  readFileAt(ref: string, path: string): Promise<string | undefined>;
  /**
   * The pull request's changed files, from its base to its head, as GitHub lists them; none when
   * absent. Asked once, when first needed.
   */
  pullFiles?(): Promise<PullFileJson[]>;
}

import type { Conclusion, ProposalSummary, PublishedAs } from "../../agent/events.js";
import type { Result } from "../../base/result.js";
import type { Redactor } from "../../text/redact.js";
import type { GitHubClient } from "../client.js";
import type { PullRequest } from "../context/pull-request.js";
import type { SavedCredential, TokenCredential } from "../credentials.js";
import type { Git } from "../git.js";
import type { RepoRef, Trigger } from "../trigger/types.js";
import type { LeftOut, Snapshot } from "./snapshot.js";

/**
 * What publishing is given and gives back, and the record of one publishing job that the decision
 * and the ways of delivering share.
 */

/** `auto`: push or open a pull request as fits the trigger; `comment`: never push; `pr`: always a new pull request. */
export type PublishMode = "auto" | "comment" | "pr";

/** The workflow run, for links and branch names. */
export interface RunInfo {
  /** `GITHUB_SERVER_URL`. */
  serverUrl: string;
  /** `GITHUB_RUN_ID`. */
  runId: number | string;
  /** `GITHUB_RUN_NUMBER`. */
  runNumber: number;
}

export interface PublishParams {
  client: GitHubClient;
  /** Git over the trusted repository (`Vault.git`): never the workspace's own `.git`. */
  git: Git;
  /**
   * The working tree, already read with the agent's rights and stored as a tree: publishing never
   * opens a file of the workspace. The action reads it in `WorkspaceGuard.release` (as the
   * sandbox user, or in its own process with the sandbox off); tests with `snapshotWorkingTree`.
   */
  snapshot: Result<Snapshot>;
  /** A private folder for temporary files (the vault's). */
  scratch: string;
  /** Secret values: a commit holding one (in any form) is never pushed. */
  secrets: readonly string[];
  trigger: Trigger;
  /**
   * The repository the changes go to (branches, pull requests): the `repository` input, else the
   * trigger's. Its checkout is the workspace, and its `origin` is where they are pushed.
   */
  repo: RepoRef;
  mode: PublishMode;
  conclusion: Conclusion;
  /** The final answer, or what stopped the run; summarised in the pull request body. */
  response: string;
  /** The `branch-prefix` input. */
  branchPrefix: string;
  run: RunInfo;
  /** What `takeCheckoutCredential` took; put back only around fetches and pushes. */
  credential: SavedCredential;
  /** Used for pushes when checkout left no credential (`persist-credentials: false`). */
  token?: TokenCredential;
  redact: Redactor;
  /**
   * Makes the agent's words safe to publish in the pull request's title and body (redacted,
   * mentions and off-host links neutralised: `AdmittedRun.publishable`). `redact` when absent.
   */
  publishable?: (text: string) => string;
  /** A pull request trigger's pull request (`fetchPullRequest`); without it nothing is pushed for one. */
  pull?: PullRequest;
  /** The commit the agent started from: the parent of the action's commit. Default: the trusted HEAD. */
  startSha?: string;
  /** The branch new pull requests target: the branch checked out at the start. Default: the repository's default branch. */
  baseBranch?: string;
  maxPatchChars?: number;
  /**
   * `staged`: propose instead of publish (DESIGN section 9). The commit goes only to
   * `<branch-prefix>proposal-<run id>`; `PublishResult.proposal` says how it would be published.
   */
  staged?: boolean;
}

/** What publishing did, as data for the comment and the action's outputs. Never thrown. */
export interface PublishResult {
  /** True when files changed (or the agent committed) during the run. */
  changed: boolean;
  /**
   * How the changes reached GitHub: `pull-request` (opened or refreshed), `push` (onto an existing
   * branch, or a pushed branch whose pull request could not be opened), `patch` (not pushed; the
   * patch is for the comment) or `none` (nothing changed, or nothing could be read).
   */
  published: Exclude<PublishedAs, "review">;
  /** The changed files, relative to the workspace. */
  files: string[];
  /** The branch the changes were pushed to (a new one, or the pull request's head). */
  branch?: string;
  /** The commit pushed. */
  sha?: string;
  /** The pull request holding the changes: opened or refreshed by this run, or the one pushed to. */
  prUrl?: string;
  prNumber?: number;
  /** True when this run opened `prUrl`. */
  prCreated?: boolean;
  /** The diff for the comment, when the changes were not pushed (or pushing failed). */
  patch?: string;
  patchTruncated?: boolean;
  /** A sentence for the reader about what happened and why. */
  note?: string;
  /** Files of the working tree that were not committed (too big, nested repositories), and why. */
  leftOut?: LeftOut[];
  /** Publishing failed part-way; `patch` then holds the changes so nothing is lost. */
  error?: string;
  /** A staged run's proposed commit: where it waits and how `/agent apply` would publish it. */
  proposal?: ProposalSummary;
}

/** How the changes were delivered: pushed, a pull request, or a patch for the comment. */
export type PublishedFields = Omit<PublishResult, "changed" | "files" | "leftOut">;

/** One publishing job: its parameters, where the run started, the tree to commit and its patch. */
export interface Work {
  params: PublishParams;
  startSha: string | undefined;
  tree: string;
  /** Writes an index holding `tree` (`Snapshot.index`); it becomes the repository's index after a push. */
  index: () => Promise<string | undefined>;
  patch: { text: string; truncated: boolean };
}

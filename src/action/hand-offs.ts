import type { PublishedEvent } from "../agent/events.js";
import type { StartedTools } from "../agent/session.js";
import type { Result } from "../base/result.js";
import type { PlacedImage } from "../github/context/images.js";
import type { PullFile } from "../github/context/pull-files.js";
import type { PullRequest } from "../github/context/pull-request.js";
import type { SkillCatalog } from "../github/context/skills.js";
import type { SavedCredential } from "../github/credentials.js";
import type { Snapshot } from "../github/publish/snapshot.js";
import type { Vault } from "../github/publish/vault.js";
import type { EarlierReview } from "../github/review/earlier-comments.js";
import type { OutputSchema } from "./output-schema.js";

/**
 * What one phase of the action hands the next (main.ts passes them on): the phases share these
 * types and `AdmittedRun`, never each other's modules.
 */

/** What the model is told: the task with its thread, the standing instructions, where its answer goes. */
export interface TaskDescription {
  prompt: string;
  standingInstructions: string;
  deliverable: string;
  /** The pull request the run is about, read once: the checkout and publishing use it too. */
  pull?: PullRequest;
  /** A review's files and earlier comments, for the `review_comment` tool and publishing. */
  review?: ReviewPlan;
  /** The images the thread's text shows, placed in `prompt` right after their references. */
  images?: PlacedImage[];
  /** The `output-schema` the run's structured result must satisfy, checked and compiled; absent without one. */
  outputSchema?: OutputSchema;
  /** The trusted branch's agent skills (`skills`), when it has any: listed to the model, read with `read_skill`. */
  skills?: SkillCatalog;
}

/** What a review needs from GitHub before the agent starts: every changed file, and what it said before. */
export interface ReviewPlan {
  files: PullFile[];
  /** The identity posting now; undefined when the tracking comment could not say. */
  ownLogin: string | undefined;
  earlier: EarlierReview;
}

/** Where the agent starts: the commit, the branch new pull requests target, the pull request. */
export interface StartPoint {
  startSha?: string;
  baseBranch?: string;
  pull?: PullRequest;
}

/** How the agent's side runs once it is ready: its commands' environment, and its tools' host when sandboxed. */
export interface ReadySide {
  ok: true;
  commandEnv: NodeJS.ProcessEnv;
  /** The sandbox's tool host; absent when tools run in this process (the sandbox is off). */
  startTools?: (options: { env: NodeJS.ProcessEnv }) => Promise<StartedTools>;
  /**
   * Settles once the agent's side may write the workspace (the sandbox shares it in the
   * background; its tool host's tools wait for it themselves). Absent: at once.
   */
  writable?: Promise<unknown>;
  /** Whether commands run as the sandbox user, for the run's recorded settings. */
  sandboxed: boolean;
  /** Whether the sandbox user's connections are held to `allowed-domains` (DESIGN section 4b). */
  networkRestricted: boolean;
}

/** The agent's side prepared, or the error that ends the run. */
export type PreparedSide = ReadySide | { ok: false; error: string };

/** The agent's side, being prepared since the workspace was locked. */
export interface AgentSide {
  /**
   * The side prepared (the sandbox's user made, the workspace shared with it, the private paths
   * hidden and checked from the inside; or, the sandbox off, a private HOME): every call returns
   * the same promise. Nothing of the agent may run before it resolves `ok`. Never rejects:
   * `ok: false` carries the error that ends the run (`sandbox: user` that cannot be had), and no
   * tool may run then.
   */
  prepare(): Promise<PreparedSide>;
}

/**
 * What publishing needs once the agent is gone: the trusted repository, the credential to push
 * with, and the working tree as the agent left it, read with the agent's rights and stored in the
 * trusted repository as a tree (or why it could not be).
 */
export interface Released {
  vault: Vault;
  credential: SavedCredential;
  snapshot: Result<Snapshot>;
}

/** What publishing adds to the `published` event; the conclusion is settled by the caller. */
export type Delivery = Omit<PublishedEvent, "type" | "conclusion" | "response" | "notices" | "commentUrl"> & {
  notices: string[];
};

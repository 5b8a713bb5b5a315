import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CommentTarget } from "../github/comment/tracking-comment.js";
import type { SavedCredential } from "../github/credentials.js";
import type { VaultRecord } from "../github/publish/vault.js";
import type { NetworkRecord } from "../network/index.js";
import type { AccessChange } from "../sandbox/index.js";
import type { ActionIO } from "./io.js";

/**
 * What the `post:` step needs when the main step was killed before it could clean up: where the
 * trusted `.git` waits, the sandbox user to remove, and the tracking comment to finish. Saved
 * through the runner's state file (`GITHUB_STATE`, in the runner's temp folder, which the sandbox
 * user cannot reach); `undefined` marks a main step that cleaned up after itself.
 */
export interface PostState {
  vault?: VaultRecord;
  /** The per-run sandbox user, removed by the post step if it is still there. */
  sandboxUser?: string;
  /** The network allowlist's rules, to remove (DESIGN section 4b). */
  network?: NetworkRecord;
  /** The workspace's owner, to give the files back to. */
  owner?: { uid: number; gid: number };
  /** The tracking comment to finish with "the step was stopped": where it is, and its id. */
  comment?: { target: CommentTarget; id: number };
  /**
   * A private folder holding the checkout's credential, set aside (`setAsideCredential`) when the
   * main step could not put it back into `.git/config`: the post step tries again.
   */
  credential?: { dir: string };
  /**
   * The folder of the start commit's listings for the end's walk (`startView`), in the machine's
   * temporary folder, which the runner does not empty: a killed main step never removed it.
   */
  listings?: string;
  /**
   * The sandbox's changes of access (folders let through to its user, paths hidden from it), each
   * with what takes it back: after a killed main step the post step takes them back too.
   */
  accessChanges?: AccessChange[];
}

const KEY = "repo-agent";

/** Records, as the main step goes, what a post step would have to undo. */
export type PostStepRecord = (update: Partial<PostState> | undefined) => void;

/**
 * A recorder of (part of) what a post step must undo; `undefined` records that everything was
 * undone. Never throws: outside a runner there is no state file, and nothing to do.
 */
export function postStepRecorder(io: Pick<ActionIO, "saveState">): PostStepRecord {
  let current: PostState = {};
  return (update) => {
    current = update === undefined ? {} : { ...current, ...update };
    io.saveState(KEY, JSON.stringify(current));
  };
}

/** What the main step left for the post step; empty when it cleaned up itself. */
export function readPostState(env: NodeJS.ProcessEnv): PostState {
  const text = env[`STATE_${KEY}`];
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? (parsed as PostState) : {};
  } catch {
    return {};
  }
}

/** File name of the set-aside credential inside the vault (a 0700 folder of the action's user). */
const CREDENTIAL_FILE = "credential.json";

/**
 * Keeps the checkout's credential in the vault while the agent works, for a post step that must
 * put it back after a killed main step. Never throws; without it the post step restores the
 * repository but not the credential.
 */
export async function setAsideCredential(vaultDir: string, saved: SavedCredential): Promise<void> {
  await writeFile(join(vaultDir, CREDENTIAL_FILE), JSON.stringify(saved), { mode: 0o600 }).catch(() => {});
}

/** The credential `setAsideCredential` kept, if any. */
export async function readSetAsideCredential(vaultDir: string): Promise<SavedCredential | undefined> {
  try {
    return JSON.parse(await readFile(join(vaultDir, CREDENTIAL_FILE), "utf8")) as SavedCredential;
  } catch {
    return undefined;
  }
}

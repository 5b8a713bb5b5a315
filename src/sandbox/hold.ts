import type { StartingHost } from "../tools/remote.js";
import { type Change, type Sharing, stillChanged } from "./access.js";
import { type EndPrograms, forgetRunUser } from "./account.js";
import type { Exec } from "./exec.js";
import type { Idmap } from "./idmap.js";
import type { Launch } from "./launch.js";
import type { PriorAcls } from "./prior-acls.js";

/**
 * What a sandbox holds that must be given back: the user it runs as, the workspace it shares,
 * what it changed outside the workspace. Set-up fills it in; giving up half-way and ending the
 * sandbox take it back, each from this one record.
 */
export interface Hold {
  /** Runs a helper program as root. */
  exec: Exec;
  /** The user, its home, and how to start a program as it. */
  launch: Launch;
  /** Every program found in the system folders: what ends the user, and setfacl. */
  programs: EndPrograms & { setfacl?: string | undefined };
  /** The workspace, its real path. */
  workspace: string;
  /** Who owned the workspace before it was shared, and owns it again after. */
  owner: { uid: number; gid: number };
  /** The user is the run's own (see `sweepSharedTemp`), and goes at the end. */
  perRun: boolean;
  /** The changes of access made so far, oldest first. */
  changes: Change[];
  /** Told `changes` each time more are made (`BeginOptions.onChanges`). */
  onChanges?: (changes: readonly Change[]) => void;
  /** The sharings tried on the workspace, wholly or in part: what giving up must take back. */
  tried: Set<Sharing>;
  /** The namespace of the idmapped mount that shares the workspace, where one does. */
  idmap?: Idmap;
  /** The ACLs the workspace's entries had before it was shared, given back at the end. */
  priorAcls?: PriorAcls;
  /**
   * The tool host's program, started ahead of the rest of the set-up and not yet taken by
   * `startToolHost`: a process of the user to end before the user goes.
   */
  startingHost?: Promise<StartingHost | undefined> | undefined;
}

/** Takes back the changes `which` picks (all by default), newest first. */
export function takeBack(hold: Hold, which: (change: Change) => boolean = () => true): Promise<void> {
  return takeBackChanges(hold.exec, hold.changes, which);
}

/**
 * Takes back those of `changes` that `which` picks, and removes them from it: newest first on
 * each path, and the paths side by side (each undo is a root command of its own).
 */
export async function takeBackChanges(
  exec: Exec,
  changes: Change[],
  which: (change: Change) => boolean = () => true,
): Promise<void> {
  const byPath = new Map<string, Change[]>();
  for (const change of [...changes].reverse()) {
    if (!which(change)) continue;
    changes.splice(changes.indexOf(change), 1);
    byPath.set(change.path, [...(byPath.get(change.path) ?? []), change]);
  }
  await Promise.all(
    [...byPath.values()].map(async (newestFirst) => {
      for (const change of newestFirst) if (await stillChanged(change)) await exec(change.undo);
    }),
  );
}

/** Removes the user when it is the run's own (`forgetRunUser`); why that failed, or undefined. */
export async function forgetUser(hold: Hold, options: { swept?: boolean } = {}): Promise<string | undefined> {
  return hold.perRun ? forgetRunUser(hold.launch.account, hold.exec, hold.programs, options) : undefined;
}

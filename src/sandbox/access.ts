import { lstat, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { type Exec, firstLine, type HelperResult } from "./exec.js";
import type { Account } from "./launch.js";
import { findInPieces } from "./pieces.js";
import { type PriorAcls, recordAcls } from "./prior-acls.js";

/**
 * How the sandbox user and the action's user both get to write the workspace:
 * - `acl`: POSIX ACLs (setfacl) name the sandbox user, and default ACLs make everything either
 *   of them creates writable by the other. Works for a non-root action user too.
 * - `group`: (root only, where setfacl is missing) the tree is given the sandbox user's group,
 *   made group-writable, with setgid folders so new files keep that group; both sides use
 *   umask 002. Root needs no permission of its own.
 * - `idmap`: an idmapped mount in a namespace of the sandbox's own shows the owner's files as
 *   the sandbox user's (idmap.ts); no entry is changed. Paths are hidden as with `acl`.
 */
export type Sharing = "acl" | "group" | "idmap";

export interface ShareOptions {
  workspace: string;
  sharing: Sharing;
  account: Account;
  /** This process's uid: with ACLs, what the sandbox user creates stays writable by it. */
  actorUid: number;
  /** Runs a program as root. */
  exec: Exec;
  setfacl?: string;
}

/**
 * Gives the sandbox user read and write access to the whole workspace, and keeps it that way for
 * files created later. Symbolic links are never followed (`-P`, `-h`, find's default): a link in
 * the repository that points at `/etc/shadow` must not hand that file to anyone. With ACLs this
 * is the workspace's folder alone (`shareBelow` does the rest, in the background), with the
 * group the whole tree. Returns the ACLs the folder had before (for `unshare` to give back), and
 * why it failed, if it did.
 */
export async function shareWorkspace(options: ShareOptions): Promise<{ error?: string; prior?: PriorAcls }> {
  const { workspace, account, exec } = options;
  if (options.sharing === "acl") {
    const setfacl = options.setfacl ?? "setfacl";
    // What the end must give back, read before anything is added.
    const prior = await recordAcls(workspace, { recursive: false, uid: account.uid }, setfacl, exec);
    if (typeof prior === "string") return { error: prior };
    const done = await exec([setfacl, "-P", "-m", aclEntries(options, "folder"), workspace]);
    return done.ok
      ? { prior }
      : { prior, error: `setfacl failed on the workspace: ${firstLine(done.stderr)}` };
  }
  const steps = [
    ["chgrp", "-hR", String(account.gid), workspace],
    ["chmod", "-R", "g+rwX", workspace],
    ["find", workspace, "-type", "d", "-exec", "chmod", "g+s", "{}", "+"],
  ];
  for (const step of steps) {
    const done = await exec(step);
    if (!done.ok) return { error: `${step[0]} failed on the workspace: ${firstLine(done.stderr)}` };
  }
  return {};
}

/**
 * Shares every entry below the workspace's folder (which `shareWorkspace` shared) through ACLs,
 * as `shareWorkspace` would: the pass over every file, which the sandbox's reads need not wait
 * for (a checkout's files are world-readable), only its writes. In pieces, on every core
 * (pieces.ts): none of the user's commands runs yet, and its tools only read. The paths in
 * `hidden` (a nested repository's `.git`, hidden already) are never entered, so their entry for
 * the user stays `---`. Returns the ACLs the entries had before, and why it failed, if it did.
 */
export async function shareBelow(
  options: ShareOptions,
  hidden: readonly string[],
): Promise<{ error?: string; prior?: PriorAcls }> {
  const { workspace, account, exec } = options;
  const setfacl = options.setfacl ?? "setfacl";
  const scope = { recursive: true, uid: account.uid, except: workspace };
  const prior = await recordAcls(workspace, scope, setfacl, exec);
  if (typeof prior === "string") return { error: prior };
  const done = await findInPieces(
    workspace,
    // Folders get the default entries too; a file cannot hold them. `-P` skips links.
    [
      ...["-type", "d", "-exec", setfacl, "-P", "-m", aclEntries(options, "folder"), "{}", "+"],
      ...["-o", "-exec", setfacl, "-P", "-m", aclEntries(options, "file"), "{}", "+"],
    ],
    { exec, hidden, below: true },
  );
  return done.ok ? { prior } : { prior, error: `setfacl failed in the workspace: ${firstLine(done.stderr)}` };
}

/** The ACL entries that share an entry: the sandbox user's, and this process's user's unless root. */
function aclEntries(options: ShareOptions, kind: "folder" | "file"): string {
  const users = [options.account.uid, ...(options.actorUid !== 0 ? [options.actorUid] : [])];
  return users.flatMap((uid) => [`u:${uid}:rwX`, ...(kind === "folder" ? [`d:u:${uid}:rwX`] : [])]).join(",");
}

/** True when `inner` is `outer` or lies inside it. */
function within(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

/** The folders from `/` down to the parent of `dir`: the sandbox user must be able to pass each. */
export function ancestors(dir: string): string[] {
  const chain: string[] = [];
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    chain.unshift(d);
    if (d === path.dirname(d)) return chain;
  }
}

/** A change of access to a path (outside the workspace, or a hidden `.git` in it), and how to take it back. */
export interface Change {
  /** For the note, e.g. "hid /runner/_temp". */
  what: string;
  path: string;
  undo: string[];
  /**
   * The device and inode `path` had when the change was made. The undo runs as root and follows
   * links, so it is skipped unless `path` is still that very entry, and no link: inside the
   * workspace the agent may have moved it aside and put a link to a root file in its place.
   */
  identity?: { dev: number; ino: number };
  /**
   * `hide` takes access away from the sandbox user, so undoing it gives access back: never while
   * a process of that user survives. `grant` gives access, and undoing it takes access away.
   */
  kind: "hide" | "grant";
}

export interface HideResult {
  changes: Change[];
  /** Paths that were asked for but not hidden, and why. */
  skipped: string[];
}

/**
 * Takes every permission on `paths` away from the sandbox user: with ACLs (`acl`, and `idmap`,
 * which has them) a `u:<uid>:---` entry, which overrides the "others" bits for that user alone;
 * with `group` (root) the others bits are cleared, and the group's too for a path inside the
 * shared workspace. Missing paths are skipped silently; a path that holds the workspace is
 * skipped with a reason, since hiding it would hide the workspace too.
 */
export async function hidePaths(
  paths: readonly string[],
  workspace: string,
  options: Pick<ShareOptions, "sharing" | "account" | "exec" | "setfacl">,
): Promise<HideResult> {
  const result: HideResult = { changes: [], skipped: [] };
  // Side by side, each its own root command; said in the order given.
  for (const hidden of await Promise.all(paths.map((given) => hidePath(given, workspace, options)))) {
    if (hidden && "change" in hidden) result.changes.push(hidden.change);
    else if (hidden) result.skipped.push(hidden.skipped);
  }
  return result;
}

/** Hides one path (see `hidePaths`): the change made, why it was not, or undefined where there is none. */
async function hidePath(
  given: string,
  workspace: string,
  options: Pick<ShareOptions, "sharing" | "account" | "exec" | "setfacl">,
): Promise<{ change: Change } | { skipped: string } | undefined> {
  let wanted: string;
  let found: { mode: number; dev: number; ino: number };
  try {
    wanted = await realpath(given);
    found = await stat(wanted);
  } catch {
    return undefined;
  }
  const { mode } = found;
  if (within(workspace, wanted)) return { skipped: `${wanted} (it holds the workspace)` };
  const setfacl = options.setfacl ?? "setfacl";
  const { uid } = options.account;
  let undo: string[];
  let done: HelperResult;
  if (options.sharing !== "group") {
    done = await options.exec([setfacl, "-m", `u:${uid}:---`, "--", wanted]);
    undo = takeEntryOff(setfacl, uid, wanted);
  } else {
    // Inside the workspace the sandbox user's group was given access (`shareWorkspace`): the
    // group's bits go too (a nested checkout's .git). Elsewhere the group is the owner's.
    done = await options.exec(["chmod", within(wanted, workspace) ? "go-rwx" : "o-rwx", wanted]);
    undo = ["chmod", (mode & 0o7777).toString(8), wanted];
  }
  if (!done.ok) return { skipped: `${wanted} (${firstLine(done.stderr)})` };
  const identity = { dev: found.dev, ino: found.ino };
  return { change: { what: `hid ${wanted}`, path: wanted, undo, kind: "hide", identity } };
}

/**
 * Lets the sandbox user pass through each of `dirs` (search only, no listing), with an ACL entry
 * for it alone, by one root command: on the path of the first tool call. Where that fails, folder
 * by folder, so the one that cannot be passed is named. The grants made are added to `changes`;
 * returns the first failure. Each is taken back as `takeEntryOff` says.
 */
export async function grantTraverseAll(
  dirs: readonly string[],
  options: Pick<ShareOptions, "account" | "exec" | "setfacl">,
  changes: Change[],
): Promise<string | undefined> {
  if (dirs.length === 0) return undefined;
  const setfacl = options.setfacl ?? "setfacl";
  const { uid } = options.account;
  const grant = (some: readonly string[]) => options.exec([setfacl, "-m", `u:${uid}:--x`, "--", ...some]);
  const change = (dir: string): Change => ({
    what: `let it pass ${dir}`,
    path: dir,
    undo: takeEntryOff(setfacl, uid, dir),
    kind: "grant",
  });
  const together = await grant(dirs);
  if (together.ok) {
    changes.push(...dirs.map(change));
    return undefined;
  }
  let failure: string | undefined;
  // On to the last even past a failure: setfacl went on too, and every grant must be taken back.
  for (const dir of dirs) {
    const one = await grant([dir]);
    if (one.ok) changes.push(change(dir));
    else failure ??= `could not let the sandbox user pass ${dir}: ${firstLine(one.stderr)}`;
  }
  return failure;
}

/**
 * What takes the user's entry off `target` again, and then the mask, which setfacl refuses to drop
 * while a named entry is left to need it (the path's own, or another run's): so a folder that had
 * no ACL reads as before, without a `+`, in whichever order the runs sharing it end. Taking the
 * entry off has setfacl work the mask out anew, from the entries left, so a mask with none left
 * to serve narrows nothing, and dropping it changes nobody's access.
 */
function takeEntryOff(setfacl: string, uid: number, target: string): string[] {
  const script = '"$0" -x "$1" -- "$2" || exit\n"$0" -x m:: -- "$2" 2>/dev/null\nexit 0';
  return ["sh", "-c", script, setfacl, `u:${uid}`, target];
}

/** True when `change` may be taken back: its path is still the entry it was made on (see `Change.identity`). */
export async function stillChanged(change: Change): Promise<boolean> {
  if (!change.identity) return true;
  try {
    const now = await lstat(change.path);
    return !now.isSymbolicLink() && now.dev === change.identity.dev && now.ino === change.identity.ino;
  } catch {
    return false;
  }
}

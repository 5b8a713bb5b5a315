import { closeSync, type Dirent, lstatSync, readdirSync, type Stats } from "node:fs";
import { inFolder, openFolder } from "./file-read.js";
import type { SinceMark } from "./since-mark.js";

/**
 * Whether a repository nested in the workspace is the agent's, so that the walk removes its `.git`
 * and a later step that runs git there runs none of its hooks or settings (docs/security.md,
 * "Nothing hidden outlives the run"). One the agent only used (`git status`, a commit) is kept.
 */

/**
 * Entries of a git folder that no git command runs or follows: what `git status`, a commit or a
 * fetch rewrites (the index, refs, reflogs, the object store, whose `info/alternates` is looked
 * at all the same). A change to anything else (hooks, settings, `info/`, the `modules/` of
 * submodules and their hooks) makes the repository the agent's; using it does not.
 */
const REPOSITORY_DATA = new Set([
  "objects",
  "logs",
  "refs",
  "index",
  "packed-refs",
  "HEAD",
  "ORIG_HEAD",
  "FETCH_HEAD",
  "MERGE_HEAD",
  "CHERRY_PICK_HEAD",
  "REVERT_HEAD",
  "AUTO_MERGE",
  "COMMIT_EDITMSG",
  "description",
]);
/** How many entries of a `.git` folder are looked at for a change, at most; past it, it counts as changed. */
const MAX_REPOSITORY_ENTRIES = 20_000;

/**
 * Whether the `.git` that `at` names in an open folder, with `stat` its `lstat`, was made during
 * the run or changed in what git runs or follows.
 */
export function repositoryChanged(at: string | Buffer, stat: Stats, mark: SinceMark): boolean {
  // A folder made during the run is the agent's; an older one is only when what runs changed
  // (its own change time moves whenever git writes its index). A gitfile or a link: any change.
  if (!stat.isDirectory()) return mark.changed(stat);
  if (mark.born(stat)) return true;
  // A hook rewritten in place changes no folder's time: every file but the objects is looked at.
  const fd = openFolder(at);
  if (fd === undefined) return false;
  try {
    return changedInside(fd, mark, { left: MAX_REPOSITORY_ENTRIES });
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether anything in the open folder `fd` (a `.git`, or a folder of it) changed since the mark,
 * its object store and reflogs aside; a folder it cannot list counts as unchanged (hidden from
 * the agent, which then could not change it either). Stops at the first change.
 */
function changedInside(fd: number, mark: SinceMark, budget: { left: number }): boolean {
  let entries: Dirent<Buffer>[];
  try {
    entries = readdirSync(`/proc/self/fd/${fd}`, { withFileTypes: true, encoding: "buffer" });
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (--budget.left < 0) return true;
    const name = entry.name.toString("utf8");
    if (name.endsWith(".lock")) continue;
    if (name === "objects" && entry.isDirectory()) {
      // Alternates would lend the repository another's objects: its `info` is looked at.
      if (changedBelow(fd, [entry.name, Buffer.from("info")], mark, budget)) return true;
      continue;
    }
    if (REPOSITORY_DATA.has(name)) continue;
    const stat = lstatSync(inFolder(fd, entry.name), { throwIfNoEntry: false });
    if (stat && mark.changed(stat)) return true;
    if (entry.isDirectory() && changedBelow(fd, [entry.name], mark, budget)) return true;
  }
  return false;
}

/** `changedInside` for the folder reached from `fd` through `names`, one folder at a time; unchanged when it cannot be opened. */
function changedBelow(fd: number, names: Buffer[], mark: SinceMark, budget: { left: number }): boolean {
  const [name, ...rest] = names;
  if (name === undefined) return changedInside(fd, mark, budget);
  const child = openFolder(inFolder(fd, name));
  if (child === undefined) return false;
  try {
    return changedBelow(child, rest, mark, budget);
  } finally {
    closeSync(child);
  }
}

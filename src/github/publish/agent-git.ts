import { execFile } from "node:child_process";
import { chmod, copyFile, cp, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SYSTEM_PATH } from "../../base/system-path.js";

/**
 * The agent's `.git`, made from the trusted one without copying its history (DESIGN section 4a).
 *
 * Refs, index, config (already without the checkout's credential), logs and the rest are copied:
 * they are small, and the agent may change them. The objects, which are the history and most of
 * the bytes, are not: the agent's repository borrows them through `objects/info/alternates` from
 * a view of the trusted objects made of hard links, in a folder of the action's user beside the
 * vault. The view costs one link per object file (a few packs on a clone), no data.
 *
 * Nothing the agent does reaches the trusted objects through it: the view's folders are the
 * action's user's and not writable by others, and a file is linked only when it is a regular
 * file that others may read and not write (git writes objects read-only); any other is copied
 * into the view instead. Links of the same inode cannot be made writable by the agent: it owns
 * neither the inode nor the folders, and the kernel's `protected_hardlinks` keeps it from linking
 * what it cannot write. Git never deletes or rewrites the objects of an alternate, and the
 * action's own git reads only the vault. Where the view cannot be made (another file system, no
 * GNU `cp`), the objects are copied as before.
 */

/** The view's folder, beside the vault; removed with it (`VaultRecord.objects`). */
const VIEW_PREFIX = ".repo-agent-objects-";

/**
 * Makes `dotGit` for the agent from the trusted `gitDir`. Returns the view folder made in
 * `viewParent` (to be removed when the vault is), or undefined when the objects were copied
 * (no `viewParent`, or the view could not be made).
 * Throws when `dotGit` cannot be made; the caller puts the trusted one back.
 */
export async function makeAgentGit(
  gitDir: string,
  dotGit: string,
  viewParent: string | undefined,
): Promise<string | undefined> {
  const found = await lstat(gitDir);
  await mkdir(dotGit, { mode: found.mode & 0o7777 });
  const entries = (await readdir(gitDir)).filter((name) => name !== "objects");
  await copyEntries(gitDir, entries, dotGit);
  const view = viewParent ? await objectsView(join(gitDir, "objects"), viewParent) : undefined;
  if (!view) {
    await copyTree(join(gitDir, "objects"), join(dotGit, "objects"));
    return undefined;
  }
  const objects = join(dotGit, "objects");
  await mkdir(join(objects, "info"), { recursive: true });
  await mkdir(join(objects, "pack"), { recursive: true });
  await writeFile(join(objects, "info", "alternates"), `${join(view, "objects")}\n`);
  return view;
}

/**
 * The trusted objects as a read-only view of hard links in a new folder of `parent` (see the
 * module's comment), or undefined when it cannot be made. Never throws.
 */
async function objectsView(objects: string, parent: string): Promise<string | undefined> {
  let folder: string | undefined;
  try {
    folder = await mkdtemp(join(parent, VIEW_PREFIX));
    await chmod(folder, 0o755);
    const linked = await gnuCp(["-al", "--no-target-directory", "--", objects, join(folder, "objects")]);
    if (!linked) throw new Error("cp -al failed");
    await keepReadOnly(join(folder, "objects"), objects);
    return folder;
  } catch {
    if (folder) await rm(folder, { recursive: true, force: true }).catch(() => {});
    return undefined;
  }
}

/**
 * Walks the view: folders made `0755` (the action's user's own, made by `cp`), and every entry
 * that is not a regular file others may read and not write replaced by a read-only copy, so no
 * link of the view is a trusted inode the agent could write, nor one it could not read.
 */
async function keepReadOnly(dir: string, trusted: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      await keepReadOnly(path, join(trusted, entry.name));
      continue;
    }
    const stat = await lstat(path);
    if (stat.isFile() && (stat.mode & 0o006) === 0o004) continue;
    await rm(path, { force: true });
    // A symbolic link stays out: git's objects hold none, and the view follows no link.
    if (!stat.isFile()) continue;
    await copyFile(join(trusted, entry.name), path);
    await chmod(path, 0o444);
  }
}

/** Copies the named `entries` of `from` into the folder `to`, links as links, modes and times kept. */
async function copyEntries(from: string, entries: readonly string[], to: string): Promise<void> {
  if (entries.length === 0) return;
  const sources = entries.map((name) => join(from, name));
  if (await gnuCp(["-a", "--reflink=auto", "--", ...sources, `${to}/`])) return;
  for (const name of entries)
    await cp(join(from, name), join(to, name), {
      recursive: true,
      force: true,
      verbatimSymlinks: true,
      preserveTimestamps: true,
    });
}

/**
 * Copies the folder `from` to `to` (which must not exist), symlinks as symlinks, with modes and
 * times. GNU `cp -a` (sharing blocks where the file system can) is several times faster than
 * Node's `cp` on a repository's thousands of small files; where `cp` is missing or fails (not
 * GNU), Node's copy is made instead.
 */
export async function copyTree(from: string, to: string): Promise<void> {
  if (await gnuCp(["-a", "--reflink=auto", "--no-target-directory", "--", from, to])) return;
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
}

/** Runs the system's `cp` with `args`; true when it succeeded. */
function gnuCp(args: string[]): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    // The system folders only: an earlier step may have put a workspace folder (`node_modules/.bin`)
    // on the job's PATH, and the checkout, a pull request's head, may hold a `cp` there.
    execFile("cp", args, { env: { PATH: SYSTEM_PATH, LC_ALL: "C" } }, (error) => resolve(!error));
  });
}

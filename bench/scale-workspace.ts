/**
 * The scale benchmark's checkouts (scale.ts): a clone of a fixture (scale-fixture.ts) with its
 * whole history, as actions/checkout with `fetch-depth: 0` leaves one, owned by the user the
 * action runs as, and a bare `origin` of its own that borrows the fixture's objects, so the
 * action's push never writes to the cached fixture.
 *
 * One checkout serves every run on its fixture, put back between runs to what the clone left:
 * on the large fixture a fresh clone costs 12 s and its removal 20 s on a small machine, more than
 * the runs themselves.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type Fixture, git } from "./scale-fixture.js";

export interface Owner {
  uid: number;
  gid: number;
}

export interface Checkout {
  /** The working tree (`GITHUB_WORKSPACE`). */
  workspace: string;
  /** The folder holding it and its origin: removing it removes both. */
  folder: string;
  /** The commit it was cloned at. */
  head: string;
  /** Bytes of its `.git`. */
  gitBytes: number;
}

/**
 * Clones `fixture` into `folder` (made here) as `owner` (this process's user when undefined).
 * The clone copies the objects rather than linking them: the action may treat linked files in
 * `.git` differently, and a checkout never has them.
 */
export async function makeCheckout(fixture: Fixture, folder: string, owner?: Owner): Promise<Checkout> {
  await mkdir(folder, { recursive: true });
  if (owner) await chown(folder, owner.uid, owner.gid);
  const workspace = path.join(folder, "workspace");
  const origin = path.join(folder, "origin.git");
  // Git reads no other user's repository, and its local transport drops `-c safe.directory`.
  const cloner = owner ?? { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  if ((await stat(fixture.gitDir)).uid !== cloner.uid)
    await run(["chown", "-R", `${cloner.uid}:${cloner.gid}`, fixture.gitDir]);
  await git(["clone", "--quiet", "--bare", "--shared", fixture.gitDir, origin], undefined, owner);
  await git(["clone", "--quiet", "--no-hardlinks", fixture.gitDir, workspace], undefined, owner);
  const inside = (...args: string[]) => git(["-C", workspace, ...args], undefined, owner);
  await inside("remote", "set-url", "origin", origin);
  // No repacking in the background after a run's commit: it would run into the next run.
  await inside("config", "gc.auto", "0");
  const head = await inside("rev-parse", "HEAD");
  const gitBytes = Number((await inside("count-objects", "-v")).match(/^size-pack: (\d+)/m)?.[1] ?? 0) * 1024;
  return { workspace, folder, head, gitBytes };
}

/**
 * Puts the checkout back as the clone left it: its branch at the cloned commit, no other branch,
 * no file the run made, and no ACL entries (a run may leave some: each run must find the tree a
 * fresh clone has).
 */
export async function resetCheckout(checkout: Checkout, owner?: Owner): Promise<void> {
  const inside = (...args: string[]) => git(["-C", checkout.workspace, ...args], undefined, owner);
  await inside("checkout", "--quiet", "--force", "main");
  await inside("reset", "--quiet", "--hard", checkout.head);
  await inside("clean", "-ffdxq");
  for (const ref of (await inside("for-each-ref", "--format=%(refname)", "refs/heads")).split("\n")) {
    if (ref && ref !== "refs/heads/main") await inside("update-ref", "-d", ref);
  }
  if (existsSync("/usr/bin/setfacl"))
    await run(["/usr/bin/setfacl", "-R", "-P", "-b", checkout.workspace], owner);
  // What the reset and the run wrote must not be written back while the next run is timed.
  await run(["sync"]);
}

/**
 * Files changed on the branches pushed to the checkout's origin since the last call, whose
 * branches it then deletes: what the run published.
 */
export async function pushedFiles(checkout: Checkout, owner?: Owner): Promise<number> {
  const origin = path.join(checkout.folder, "origin.git");
  const inside = (...args: string[]) => git(["--git-dir", origin, ...args], undefined, owner);
  let files = 0;
  for (const ref of (await inside("for-each-ref", "--format=%(refname)", "refs/heads")).split("\n")) {
    if (!ref || ref === "refs/heads/main") continue;
    const names = await inside("diff", "--name-only", checkout.head, ref);
    files += names ? names.split("\n").length : 0;
    await inside("update-ref", "-d", ref);
  }
  return files;
}

export async function removeCheckout(checkout: Checkout): Promise<void> {
  await rm(checkout.folder, { recursive: true, force: true });
}

function run(argv: string[], owner?: Owner): Promise<void> {
  const [program = "", ...args] = argv;
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"], ...(owner ?? {}) });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${argv.join(" ")} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

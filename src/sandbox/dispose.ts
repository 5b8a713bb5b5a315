import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Result } from "../base/result.js";
import { SYSTEM_PATH } from "../base/system-path.js";
import type { TreeRecord, WalkRequest } from "../base/tree-records.js";
import type { Sharing } from "./access.js";
import { sweepSharedTemp } from "./account.js";
import type { DisposeHooks, SandboxDisposal, Writable } from "./active-sandbox.js";
import { firstLine } from "./exec.js";
import { clearSetIds, giveBack, type SetIdSweep, startSetIdSweep, unshare } from "./give-back.js";
import { forgetUser, type Hold, takeBack } from "./hold.js";
import { type Launch, toolHostArgv } from "./launch.js";
import { cancelScheduledJobs, killAllOf } from "./release.js";
import { scriptBytes, TOOL_HOST_FILE, type ToolHostScript } from "./tool-host-script.js";
import { type ReaderLaunch, readTreeAs } from "./tree-stream.js";

/**
 * Takes away the user's scheduled jobs, kills its processes, gives the workspace back (and takes
 * the user's ACL entries off it: a later run's user may get the same uid), takes back the changes
 * outside it, removes the home, and last removes this run's user and its group (`forgetUser`),
 * then looks once more for a process of it. With survivors, only what takes access away is done
 * (see `SandboxDisposal`). `ready.writable` is the sandbox's.
 */
export async function disposeSandbox(
  hold: Hold,
  ready: { sharing: Sharing; writable: Promise<Writable> },
  hooks: DisposeHooks & { reader?: ToolHostScript },
): Promise<SandboxDisposal> {
  const { launch, exec, workspace } = hold;
  const warnings = await cancelScheduledJobs(launch.account.name, exec, hold.programs);
  const survived = await killAllOf(launch, exec);
  // Nothing is given back beside the sharing's own pass: what it records and changes comes first.
  const since = (await ready.writable).sinceNs;
  // Its failures are reported by the caller's own code; they must not stop the give-back.
  await hooks.onceKilled?.().catch(() => {});
  if (survived) {
    warnings.push(survived);
    await hold.idmap?.close();
    await takeBack(hold, (change) => change.kind === "grant");
    await removeHome(hold, warnings);
    return { warnings, survivors: true };
  }
  // Before the give-back: what the user left in the shared temporary folders is still its own,
  // hard links to its files included, which the workspace's chown would make the owner's. The
  // sweep only reads the workspace, so it runs beside the walk, which reads nothing of theirs.
  const { whileShared, reader: script } = hooks;
  const reader = whileShared && script ? await readerAs(launch, script) : undefined;
  // Through the idmapped mount what the agent made is the owner's: its set-ID bits go, taken from
  // the kernel's record of changes, or else found beside the walk (`startSetIdSweep`) and started
  // with it, not before: both pass over every entry, and the walk first waits for the start
  // commit's listings, which are still being made when a run ends soon after its start.
  const { idmap } = hold;
  const sweep =
    reader && idmap
      ? () => startSetIdSweep(workspace, since, exec, () => idmap.clearRecordedSetIds())
      : undefined;
  const changes = idmap && (() => idmap.changes());
  const reading =
    reader && whileShared ? readWhileShared(reader, whileShared, { sweep, changes }) : undefined;
  const [linked] = await Promise.all([
    sweepSharedTemp(hold.perRun ? launch.account.uid : undefined, workspace, since, exec),
    reading?.read,
  ]);
  if (linked) warnings.push(linked);
  const swept = reading?.swept() === true;
  const given = await giveAllBack(hold, { sharing: ready.sharing, since, swept }, warnings);
  // What the hook does with the records once they are read (the tree written from them) ran
  // beside the give-back; the caller goes on once both are done.
  await reading?.done;
  const how = reading?.how();
  return how ? { ...given, notes: [how] } : given;
}

/**
 * The workspace back to its owner, the user's ACL entries off it (a later run's user may get the
 * same uid), the changes outside it taken back, the home and the user removed, and a last look
 * for a process of the user.
 */
async function giveAllBack(
  hold: Hold,
  { sharing, since, swept }: { sharing: Sharing; since: bigint; swept: boolean },
  warnings: string[],
): Promise<SandboxDisposal> {
  const { launch, exec, workspace, owner } = hold;
  // Not swept with the walk: the kernel's record is asked while its holder still runs.
  const recorded = sharing === "idmap" && !swept ? await hold.idmap?.clearRecordedSetIds() : undefined;
  // The tree is read: the namespace is no longer needed. Through it nothing changed hands.
  await hold.idmap?.close();
  // In turn, never side by side: setfacl writes each entry's mode bits with its ACL, and must not
  // write back a set-user-ID bit that the chown of a file the agent made has just cleared.
  if (sharing === "idmap") {
    // Swept beside the walk or from the record, or every file changed since the mark is looked at now.
    const cleared = swept || recorded?.ok ? undefined : await clearSetIds(workspace, since, exec);
    if (cleared && !cleared.ok)
      warnings.push(`could not clear the set-ID bits of the agent's files: ${firstLine(cleared.stderr)}`);
  } else {
    const back = await giveBack(workspace, owner, sharing, exec);
    if (!back.ok)
      warnings.push(`could not give the workspace back to uid ${owner.uid}: ${firstLine(back.stderr)}`);
  }
  if (sharing === "acl") {
    const { uid } = launch.account;
    const unshared = await unshare(workspace, hold.priorAcls, hold.programs.setfacl, exec);
    if (!unshared.ok)
      warnings.push(`could not take uid ${uid} off the workspace's ACLs: ${firstLine(unshared.stderr)}`);
  }
  // The user goes last: a uid freed before its entries are off could be a new user's by then.
  await Promise.all([takeBack(hold), removeHome(hold, warnings)]);
  const gone = await forgetUser(hold, { swept: true });
  if (gone) warnings.push(gone);
  // A job that cron or atd started between the kill and the user's removal.
  const late = await killAllOf(launch, exec);
  if (late) warnings.push(late);
  return { warnings, survivors: late !== undefined };
}

/**
 * Runs `whileShared` with `reader`, which walks the working tree as the sandbox user
 * (`readTreeAs`). `read` settles once the workspace is no longer needed: the reader's walk has
 * ended (its records all taken, or the taking given up) or the hook has returned; from then on
 * the reader is refused, so nothing is read once the give-back has begun. `done` settles when the
 * hook has returned and the reader's copy is removed. Neither rejects: the hook's failures are
 * its own. The walk starts the sweep (`startSweep`) beside it; a walk that ends whole has the
 * sweep clear what it left, reported as the walk's own records are; `swept` says whether that
 * was done. Where the kernel recorded what changed (`changes`), the walk reads only that.
 */
function readWhileShared(
  reader: { launch: ReaderLaunch; remove: () => Promise<void> },
  whileShared: NonNullable<DisposeHooks["whileShared"]>,
  record: {
    sweep: (() => SetIdSweep) | undefined;
    changes: (() => Promise<Result<string[]>>) | undefined;
  },
): { read: Promise<void>; done: Promise<void>; swept: () => boolean; how: () => string | undefined } {
  const { sweep: startSweep, changes } = record;
  let sweep: SetIdSweep | undefined;
  let swept = false;
  let how: string | undefined;
  let shared = true;
  let endRead = () => {};
  const read = new Promise<void>((resolve) => {
    endRead = () => {
      shared = false;
      resolve();
    };
  });
  async function* readTree(request: WalkRequest): AsyncGenerator<TreeRecord[]> {
    if (!shared) throw new Error("the working tree is read once, before the workspace is given back");
    try {
      sweep ??= startSweep?.();
      const changed = await changes?.();
      how = changed && howRead(changed);
      yield* readTreeAs(reader.launch, changed?.ok ? { ...request, changed: changed.value } : request);
      const cleared = await sweep?.clear();
      swept = cleared !== undefined;
      if (cleared?.length) yield cleared.map((path) => ({ type: "set-id", path, cleared: true }) as const);
    } finally {
      endRead();
    }
  }
  // The caller keeps what it read, and reports its own failures; one must not keep the
  // reader's copy from being removed.
  const done = whileShared(readTree)
    .then(
      () => {},
      () => {},
    )
    .finally(() => {
      endRead();
      return Promise.all([reader.remove().catch(() => {}), sweep?.forget()]);
    });
  return { read, done, swept: () => swept, how: () => how };
}

/** How the tree was read, for the log: only what the kernel's record named, or every file and why. */
function howRead(changed: Result<string[]>): string {
  if (!changed.ok) return `Read every file of the workspace: ${changed.error}.`;
  const paths = changed.value.length;
  return `Read only what changed during the run, as the kernel recorded it: ${paths} path${paths === 1 ? "" : "s"}.`;
}

/**
 * A fresh copy of the tool host's script, which reads the working tree with `read-tree`, in a
 * folder of this process's user that the sandbox user may enter but not change; and how to start
 * it as that user. Made once the user's processes are gone, so nothing of the agent can touch it.
 */
async function readerAs(
  launch: Launch,
  script: ToolHostScript,
): Promise<{ launch: ReaderLaunch; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), "repo-agent-reader-"));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    await chmod(folder, 0o755);
    const copy = path.join(folder, TOOL_HOST_FILE);
    await writeFile(copy, await scriptBytes(script), { mode: 0o444 });
    return {
      launch: {
        argv: toolHostArgv(launch, process.execPath, copy, ["read-tree"]),
        env: { PATH: SYSTEM_PATH },
      },
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function removeHome(hold: Hold, warnings: string[]): Promise<void> {
  const { home } = hold.launch;
  const removed = await hold.exec(["rm", "-rf", "--", home]);
  if (!removed.ok) warnings.push(`could not remove ${home}: ${firstLine(removed.stderr)}`);
}

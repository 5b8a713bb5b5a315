import path from "node:path";
import { fail, ok, type Result } from "../base/result.js";
import { SYSTEM_PATH } from "../base/system-path.js";
import { type StartingHost, spawnToolHost } from "../tools/remote.js";
import { type Change, hidePaths, type Sharing, shareBelow, shareWorkspace } from "./access.js";
import type { ActiveSandbox, SandboxDisposal, Writable } from "./active-sandbox.js";
import type { Begun, Plan } from "./begin.js";
import { changeMark } from "./change-mark.js";
import { disposeSandbox } from "./dispose.js";
import { giveBack, unshare } from "./give-back.js";
import { forgetUser, type Hold, takeBack } from "./hold.js";
import type { Holder } from "./idmap.js";
import { checkFromInside } from "./inside-check.js";
import { toolHostArgv, toolHostEnv } from "./launch.js";
import { TOOL_HOST_FILE, type ToolHostScript } from "./tool-host-script.js";
import { writesOnceWritable } from "./writes-gate.js";

/**
 * The rest of setting the sandbox up, once its first part (begin.ts) is had and the workspace is
 * locked: the workspace shared with the user, the tool host's program started, the private paths
 * hidden, and every promise checked from the inside. Whatever fails on the way takes back what
 * was done before it, the first part's too.
 */

/**
 * Sets the rest up (see `prepareSandbox`) from what `begun` made, in turn: the workspace shared,
 * the private paths hidden, the checks from the inside. The tool host's program starts beside the
 * sharing and the checks (`startHostEarly`).
 */
export async function setUp(begun: Begun, found: Promise<readonly string[]>): Promise<Result<ActiveSandbox>> {
  const { planned, hold, bundled } = begun;
  // Before any process of the user starts: they all start in its namespace.
  const unmapped = await mapWorkspace(hold, begun.holder);
  const { launch } = hold;
  const hostScript = path.join(launch.home, TOOL_HOST_FILE);
  hold.startingHost = startHostEarly(hold, hostScript);
  const shared = hold.idmap ? { sharing: "idmap" as const } : await share(hold, planned);
  if (shared.error) return abandon(hold, shared.error);
  const { sharing } = shared;
  let privatePaths: readonly string[];
  try {
    privatePaths = await found;
  } catch (error) {
    return abandon(hold, `the paths to hide from it could not be found: ${(error as Error).message}`);
  }
  const access = accessOf(hold, sharing);
  const hidden = await hidePaths(privatePaths, hold.workspace, access);
  hold.changes.push(...hidden.changes);
  hold.onChanges?.(hold.changes);
  const shown = await hold.idmap?.expose(insideOf(hold, hidden.changes));
  if (shown) return abandon(hold, shown);
  await hold.startingHost;
  const problem = await checkFromInside(
    launch,
    hold.workspace,
    hostScript,
    hidden.changes,
    access,
    hold.changes,
  );
  if (problem) return abandon(hold, problem);

  if (sharing === "group") process.umask(0o002);
  // With ACLs, the rest of the workspace is shared while the first reads already run.
  const writable =
    sharing === "acl"
      ? shareTheRest(hold, planned, hidden.changes)
      : changeMark().then((sinceNs) => ({ sinceNs }));
  const note = noteOf(hold, sharing, hidden.skipped, unmapped);
  return ok(activeSandbox(hold, { sharing, writable, note, bundled, hostScript }));
}

/** Takes back what `begun` made, when the rest will never be set up. Never rejects. */
export async function cancelSetUp(begun: Begun): Promise<void> {
  await begun.holder?.close();
  await abandon(begun.hold, "cancelled");
}

/**
 * The tool host's program started as the user as soon as the workspace is shared with it (the
 * folders it must pass to start were let through by the first part), while the rest is hidden
 * and checked: Node's own start is most of a host's. It does nothing before its `init`, which
 * `startToolHost` sends once the sandbox is ready and the commands' environment is made, so
 * nothing of the agent runs sooner. One that could not start is started again then. Never rejects.
 */
async function startHostEarly(hold: Hold, hostScript: string): Promise<StartingHost | undefined> {
  try {
    const spawned = spawnHost(hold, hostScript);
    return spawned.ok ? spawned.value : undefined;
  } catch {
    return undefined;
  }
}

/** The tool host's program (`hostScript`, on this process's node) started as the user, with a plain PATH. */
function spawnHost(hold: Hold, hostScript: string): ReturnType<typeof spawnToolHost> {
  return spawnToolHost(toolHostArgv(hold.launch, process.execPath, hostScript), { PATH: SYSTEM_PATH });
}

/** What changing access as the user's sandbox needs: the sharing, the user, root, setfacl. */
function accessOf(hold: Hold, sharing: Sharing) {
  return { sharing, account: hold.launch.account, exec: hold.exec, setfacl: hold.programs.setfacl };
}

/** The host `startHostEarly` started, taken once: later calls find none. Never rejects. */
async function takeStartingHost(hold: Hold): Promise<StartingHost | undefined> {
  const host = await hold.startingHost;
  hold.startingHost = undefined;
  return host;
}

/** Ends the host `startHostEarly` started, unless it was taken (`startToolHost`). Never rejects. */
async function closeStartingHost(hold: Hold): Promise<void> {
  await (await takeStartingHost(hold))?.close();
}

/**
 * Shares every entry below the workspace's folder (`shareBelow`), leaving the hidden paths in it
 * as they are; then the mark from which a file counts as the agent's, taken once that pass is
 * over, since it changes every entry's change time (a failed pass marks its end all the same).
 * Never rejects.
 */
async function shareTheRest(hold: Hold, planned: Plan, hidden: readonly Change[]): Promise<Writable> {
  let error: string | undefined;
  try {
    const inside = insideOf(hold, hidden);
    const options = {
      workspace: hold.workspace,
      sharing: "acl" as const,
      account: hold.launch.account,
      actorUid: planned.actorUid,
      exec: hold.exec,
      setfacl: hold.programs.setfacl,
    };
    const shared = await shareBelow(options, inside);
    if (shared.prior)
      hold.priorAcls = { entries: [...(hold.priorAcls?.entries ?? []), ...shared.prior.entries] };
    error = shared.error;
  } catch (thrown) {
    error = `the workspace could not be shared: ${(thrown as Error).message}`;
  }
  const sinceNs = await changeMark();
  return error ? { sinceNs, error } : { sinceNs };
}

/** The paths of `changes` inside the workspace. */
function insideOf(hold: Hold, changes: readonly Change[]): string[] {
  return changes.map((change) => change.path).filter((p) => p.startsWith(`${hold.workspace}/`));
}

/**
 * Shares the workspace through an idmapped mount made by `holder` (idmap.ts), started where the
 * plan allows one and the workspace is not root's; from then on every process of the user starts
 * in its namespace. Why it was not, for the note, or undefined when it was (or was never to be
 * tried).
 */
async function mapWorkspace(hold: Hold, holder: Holder | undefined): Promise<string | undefined> {
  if (!holder) return undefined;
  const held = await holder.map(hold.workspace, hold.owner, hold.launch.account);
  if (!held.ok) return `not shared through an idmapped mount: ${held.error}`;
  hold.idmap = held.value;
  hold.launch = { ...hold.launch, enter: held.value.enter };
  return undefined;
}

/** Shares the workspace with the user as planned, or through the group where ACLs fail. */
async function share(hold: Hold, planned: Plan): Promise<{ sharing: Sharing; error?: string | undefined }> {
  const attempt = async (sharing: Sharing) => {
    hold.tried.add(sharing);
    const shared = await shareWorkspace({
      workspace: hold.workspace,
      sharing,
      account: hold.launch.account,
      actorUid: planned.actorUid,
      exec: hold.exec,
      setfacl: hold.programs.setfacl,
    });
    if (shared.prior) hold.priorAcls = shared.prior;
    return shared.error;
  };
  const error = await attempt(planned.sharing);
  // A file system without ACL support: root can still share through the group.
  if (error && planned.sharing === "acl" && planned.privilege === "root")
    return { sharing: "group", error: await attempt("group") };
  return { sharing: planned.sharing, error };
}

/** Gives up half-way: takes back all that `hold` holds, and says why. */
async function abandon(hold: Hold, reason: string): Promise<Result<ActiveSandbox>> {
  const { workspace, owner, tried, exec } = hold;
  await closeStartingHost(hold);
  await hold.idmap?.close();
  // Nothing of the user runs any more (its checks have ended): the workspace goes back as a
  // release gives it back, so no entry is left shared with a uid a later user may be given.
  if (tried.size > 0) await giveBack(workspace, owner, tried.has("group") ? "group" : "acl", exec);
  if (tried.has("acl")) await unshare(workspace, hold.priorAcls, hold.programs.setfacl, exec);
  await takeBack(hold);
  await exec(["rm", "-rf", "--", hold.launch.home]);
  await forgetUser(hold);
  return fail(reason);
}

/**
 * One line for the log: who commands run as and what was changed to get there, and why the
 * workspace is not shared through an idmapped mount (`unmapped`) where one was tried.
 */
function noteOf(hold: Hold, sharing: Sharing, skipped: readonly string[], unmapped?: string): string {
  const { account, privilege } = hold.launch;
  return [
    `tool commands run as ${account.name} (uid ${account.uid}) through setpriv${privilege === "sudo" ? " under sudo" : ""}, the file tools too (in one tool host process)`,
    sharing === "acl"
      ? "the workspace is shared through ACLs"
      : sharing === "idmap"
        ? "the workspace is shared through an idmapped mount"
        : `the workspace is shared through group ${account.gid}`,
    ...(unmapped ? [unmapped] : []),
    ...(sharing === "group" ? ["this process now creates files with umask 002"] : []),
    ...hold.changes.map((c) => c.what),
    ...skipped.map((s) => `did not hide ${s}`),
  ].join("; ");
}

/** The sandbox, once all is ready: its tool host, and its end (run once, however often asked). */
function activeSandbox(
  hold: Hold,
  ready: {
    sharing: Sharing;
    writable: Promise<Writable>;
    note: string;
    bundled: ToolHostScript;
    hostScript: string;
  },
): ActiveSandbox {
  const { launch } = hold;
  const { sharing, writable, bundled } = ready;
  let released: Promise<SandboxDisposal> | undefined;
  return {
    active: true,
    user: launch.account.name,
    uid: launch.account.uid,
    gid: launch.account.gid,
    home: launch.home,
    sharing,
    writable,
    startToolHost: async (host) => {
      // umask 002 to share: needed in `group`, and default ACLs override it in `acl`; through an
      // idmapped mount what the agent makes is the owner's alone, as the owner's own would be.
      const init = (starting: StartingHost) =>
        starting.init({
          root: hold.workspace,
          env: toolHostEnv(launch, host.env),
          umask: sharing === "idmap" ? 0o022 : 0o002,
        });
      // The host started ahead, unless it was taken already; one that could not start (started
      // before the checks let it pass a folder) is started again, now that all is let through.
      const early = await takeStartingHost(hold);
      let started = early && !early.failure ? await init(early) : undefined;
      if (!started?.ok) {
        await early?.close();
        const starting = spawnHost(hold, ready.hostScript);
        if (!starting.ok) return starting;
        started = await init(starting.value);
      }
      return started.ok ? ok(writesOnceWritable(started.value, writable)) : started;
    },
    note: ready.note,
    dispose: (hooks = {}) => {
      // A host started ahead and never taken (the run ended before its first tool call) ends first.
      released ??= closeStartingHost(hold).then(() =>
        disposeSandbox(
          hold,
          { sharing, writable },
          {
            ...hooks,
            // The tool host's script, read again from where this process found it (the agent could
            // have replaced the copy in its own home).
            ...(hooks.whileShared ? { reader: bundled } : {}),
          },
        ),
      );
      return released;
    },
  };
}

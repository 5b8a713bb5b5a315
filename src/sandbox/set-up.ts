import { chmod, copyFile, mkdir, mkdtemp, realpath, rm, stat } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fail, ok, type Result } from "../base/result.js";
import { SYSTEM_PATH } from "../base/system-path.js";
import { type StartingHost, spawnToolHost } from "../tools/remote.js";
import { type Change, hidePaths, type Sharing, shareBelow, shareWorkspace } from "./access.js";
import { type Account, cachedAccount, createRunAccount, forgetRunUser } from "./account.js";
import type { ActiveSandbox, SandboxDisposal, Writable } from "./active-sandbox.js";
import { changeMark } from "./change-mark.js";
import { disposeSandbox } from "./dispose.js";
import { type Exec, firstLine, rootExec } from "./exec.js";
import { giveBack, unshare } from "./give-back.js";
import { forgetUser, type Hold, takeBack } from "./hold.js";
import { type Holder, startHolder } from "./idmap.js";
import { checkFromInside, checkHostStart } from "./inside-check.js";
import { type Launch, toolHostArgv, toolHostEnv } from "./launch.js";
import { type Capabilities, capabilities } from "./probe.js";
import { bundledToolHostScript, TOOL_HOST_FILE } from "./tool-host-script.js";
import { writesOnceWritable } from "./writes-gate.js";

/**
 * Setting the sandbox up: what this runner allows, the user and its home, the workspace shared
 * with it, the tool host's script copied in, the private paths hidden, and every promise checked
 * from the inside. Whatever fails on the way takes back what was done before it.
 */

/** `auto`: sandbox where possible, else say why and go on; `user`: sandbox or fail; `off`: never. */
export type SandboxMode = "auto" | "user" | "off";

export interface SandboxOptions {
  mode: SandboxMode;
  /** The workspace the user must read and write. */
  workspace: string;
  /** The user name; created when missing. Default `repo-agent`. */
  runAs?: string;
  /**
   * Paths the sandbox user must not read or enter, e.g. `RUNNER_TEMP` (step scripts with secrets
   * written into them, checkout's credential file). Missing paths are skipped; a path holding the
   * workspace is skipped and named in the note. A promise (the scans that find them) is
   * awaited only once the user, its home and the sharing are had.
   */
  privatePaths?: readonly string[] | Promise<readonly string[]>;
  /** What the machine allows; default: probed once per process. Tests describe other runners here. */
  capabilities?: Capabilities;
  /**
   * The tool host's bundled script; default `dist/tool-host/index.js` next to the action's
   * bundle. Tests, which run from source, pass one built from `src/action/tool-host.ts`.
   */
  toolHostScript?: string;
  /**
   * Told the user's uid as soon as it has one, while the rest is still being set up: what needs
   * only the uid (the network allowlist) starts then. Not told when no user could be had; a
   * set-up that fails after it has removed that user by the time it answers.
   */
  onUser?: (user: { uid: number }) => void;
}

/** Who this process runs as, for notes. */
function self(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "?"}`;
  }
}

/** What this runner allows, checked before anything is changed: how to become root and share. */
interface Plan {
  privilege: "root" | "sudo";
  /** Every program found (in the system folders only), with those a launch needs for sure. */
  programs: Capabilities["programs"] & Launch["programs"];
  sharing: Sharing;
  /** With ACLs, what the idmapped mount that is tried first needs, where both are found. */
  idmap?: { python3: string; nsenter: string } | undefined;
  actorUid: number;
}

function plan(caps: Capabilities): Plan | string {
  if (caps.platform !== "linux")
    return `commands can only run as another user on Linux, not ${caps.platform}`;
  if (caps.privilege === "none") {
    return `the action runs as ${self()}, which is not root and cannot use sudo without a password`;
  }
  const { setpriv, env, sh, sudo, setfacl } = caps.programs;
  if (!setpriv) return "setpriv (util-linux) is not installed";
  if (!env || !sh) return "env or sh is not installed";
  if (caps.privilege === "sudo" && !sudo) return "sudo is not installed";
  const sharing: Sharing | undefined = setfacl ? "acl" : caps.privilege === "root" ? "group" : undefined;
  if (!sharing) {
    return `setfacl (package acl) is not installed; without it ${self()} and the sandbox user cannot both write the workspace`;
  }
  const { python3, nsenter } = caps.programs;
  return {
    privilege: caps.privilege,
    programs: { ...caps.programs, setpriv, env, sh },
    sharing,
    idmap: sharing === "acl" && python3 && nsenter ? { python3, nsenter } : undefined,
    actorUid: caps.uid,
  };
}

/**
 * Sets the sandbox up as `options` ask (see `prepareSandbox`), in turn: the user and its home
 * (the tool host's script in it), the workspace shared, the private paths hidden, the checks
 * from the inside. The tool host's program starts beside the sharing and the checks
 * (`startHostEarly`).
 */
export async function setUp(options: SandboxOptions): Promise<Result<ActiveSandbox>> {
  // Awaited once the user is had and the workspace shared; a rejection is this set-up's to say.
  const found = Promise.resolve(options.privatePaths ?? []);
  found.catch(() => {});
  const planned = plan(options.capabilities ?? (await capabilities()));
  if (typeof planned === "string") return fail(planned);
  const bundled = options.toolHostScript ?? bundledToolHostScript();
  if (!bundled)
    return fail("the tool host's script (dist/tool-host/index.js) is missing; rebuild the action");
  const owner = await stat(options.workspace).catch(() => undefined);
  // Python's start runs beside the user's making; the holder is told the ids once they are had.
  // Never for a workspace of root's: through the mount, what the agent made would be root's.
  const holder =
    planned.idmap && owner && owner.uid !== 0
      ? startHolder({
          privilege: planned.privilege,
          programs: { ...planned.idmap, sudo: planned.programs.sudo },
        })
      : undefined;
  const hold = await takeUser(options, planned, bundled, owner);
  if (typeof hold === "string") {
    await holder?.close();
    return fail(hold);
  }
  // Before any process of the user starts: they all start in its namespace.
  const unmapped = await mapWorkspace(hold, holder);
  const { launch } = hold;
  const hostScript = path.join(launch.home, TOOL_HOST_FILE);
  hold.startingHost = startHostEarly(hold, planned, hostScript);
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
  const shown = await hold.idmap?.expose(insideOf(hold, hidden.changes));
  if (shown) return abandon(hold, shown);
  // The host's own checks let it pass where it had to first, so no folder is let through twice.
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

/**
 * The tool host's program started as the user once the checks say it can start there
 * (`checkHostStart`), while the workspace is shared and the rest is checked: Node's own start is
 * most of a host's. It does nothing before its `init`, which `startToolHost` sends once the
 * sandbox is ready and the commands' environment is made, so nothing of the agent runs sooner.
 * Undefined where it cannot start yet (`startToolHost` then starts one). Never rejects.
 */
async function startHostEarly(
  hold: Hold,
  planned: Plan,
  hostScript: string,
): Promise<StartingHost | undefined> {
  try {
    const access = accessOf(hold, planned.sharing);
    if (!(await checkHostStart(hold.launch, hostScript, hold.workspace, access, hold.changes)))
      return undefined;
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

/**
 * The workspace's real path, the user (a user of this run's own unless `runAs` names one) and its
 * home: the start of what the sandbox holds; or why they could not be had.
 */
async function takeUser(
  options: SandboxOptions,
  planned: Plan,
  bundled: string,
  owner: { uid: number; gid: number } | undefined,
): Promise<Hold | string> {
  const { privilege, programs } = planned;
  const workspace = owner && (await realpath(options.workspace).catch(() => undefined));
  if (!owner || !workspace) return `the workspace ${options.workspace} does not exist`;
  const exec = rootExec(privilege, programs.sudo);
  // A user of this run's own, so that its clean-up (kill -1 as that user) reaches no other run.
  const made = options.runAs
    ? await cachedAccount(options.runAs, exec, programs.useradd)
    : await createRunAccount(exec, programs.useradd);
  if (!made.ok) return made.error;
  const account = made.value;
  options.onUser?.({ uid: account.uid });
  const perRun = options.runAs === undefined;
  const home = await makeHome(account, exec, bundled);
  if (typeof home === "string") {
    if (perRun) await forgetRunUser(account, exec, programs);
    return home;
  }
  const launch: Launch = { privilege, programs, account, ...home };
  return { exec, launch, programs, workspace, owner, perRun, changes: [], tried: new Set() };
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
    bundled: string;
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
      // The host started ahead, unless it was taken already or has stopped: then a new one.
      const early = await takeStartingHost(hold);
      if (early?.failure) await early.close();
      const starting = early && !early.failure ? ok(early) : spawnHost(hold, ready.hostScript);
      if (!starting.ok) return starting;
      // umask 002 to share: needed in `group`, and default ACLs override it in `acl`; through an
      // idmapped mount what the agent makes is the owner's alone, as the owner's own would be.
      const started = await starting.value.init({
        root: hold.workspace,
        env: toolHostEnv(launch, host.env),
        umask: sharing === "idmap" ? 0o022 : 0o002,
      });
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

/**
 * A fresh private home for the user, with TMPDIR inside and the tool host's script (`bundled`,
 * copied as TOOL_HOST_FILE); or why it could not be made. The copy is the user's like all of its
 * home: the user runs nothing before the tool host has read it, and the end reads the tree with
 * `bundled` itself, never with this copy.
 */
async function makeHome(
  account: Account,
  exec: Exec,
  bundled: string,
): Promise<{ home: string; tmp: string } | string> {
  let home: string;
  try {
    home = await mkdtemp(path.join(tmpdir(), `${account.name}-home-`));
    await mkdir(path.join(home, "tmp"), { mode: 0o700 });
  } catch (error) {
    return `could not create a home folder for ${account.name}: ${(error as Error).message}`;
  }
  try {
    const copy = path.join(home, TOOL_HOST_FILE);
    await copyFile(bundled, copy);
    await chmod(copy, 0o444);
  } catch (error) {
    await rm(home, { recursive: true, force: true });
    return `could not copy the tool host into ${home}: ${(error as Error).message}`;
  }
  const owned = await exec(["chown", "-hR", `${account.uid}:${account.gid}`, home]);
  if (!owned.ok) {
    await rm(home, { recursive: true, force: true });
    return `could not give ${account.name} its home folder: ${firstLine(owned.stderr)}`;
  }
  return { home, tmp: path.join(home, "tmp") };
}

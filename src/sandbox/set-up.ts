import { lstat, mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fail, ok, type Result } from "../base/result.js";
import { SYSTEM_PATH } from "../base/system-path.js";
import { startRemoteTools } from "../tools/remote.js";
import { type Change, hidePaths, type Sharing, shareBelow, shareWorkspace } from "./access.js";
import { type Account, cachedAccount, createRunAccount, forgetRunUser } from "./account.js";
import type { ActiveSandbox, SandboxDisposal, Writable } from "./active-sandbox.js";
import { changeMark } from "./change-mark.js";
import { disposeSandbox } from "./dispose.js";
import { type Exec, firstLine, rootExec } from "./exec.js";
import { giveBack, unshare } from "./give-back.js";
import { forgetUser, type Hold, takeBack } from "./hold.js";
import { checkFromInside } from "./inside-check.js";
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
   * workspace is skipped and named in the note.
   */
  privatePaths?: readonly string[];
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
  return {
    privilege: caps.privilege,
    programs: { ...caps.programs, setpriv, env, sh },
    sharing,
    actorUid: caps.uid,
  };
}

/**
 * Sets the sandbox up as `options` ask (see `prepareSandbox`), in turn: the user, the workspace
 * shared, the tool host's script, the private paths hidden, the checks from the inside.
 */
export async function setUp(options: SandboxOptions): Promise<Result<ActiveSandbox>> {
  const planned = plan(options.capabilities ?? (await capabilities()));
  if (typeof planned === "string") return fail(planned);
  const hold = await takeUser(options, planned);
  if (typeof hold === "string") return fail(hold);
  options.onUser?.({ uid: hold.launch.account.uid });
  const shared = await share(hold, planned);
  if (shared.error) return abandon(hold, shared.error);
  const { sharing } = shared;
  const bundled = options.toolHostScript ?? bundledToolHostScript();
  if (!bundled)
    return abandon(hold, "the tool host's script (dist/tool-host/index.js) is missing; rebuild the action");
  const { launch, exec } = hold;
  const hostScript = path.join(launch.home, TOOL_HOST_FILE);
  const copied = await exec(["install", "-m", "0444", "--", bundled, hostScript]);
  if (!copied.ok)
    return abandon(hold, `could not copy the tool host into ${launch.home}: ${firstLine(copied.stderr)}`);
  const access = { sharing, account: launch.account, exec, setfacl: hold.programs.setfacl };
  const hidden = await hidePaths(options.privatePaths ?? [], hold.workspace, access);
  hold.changes.push(...hidden.changes);
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
  const note = noteOf(hold, sharing, hidden.skipped);
  return ok(activeSandbox(hold, { sharing, writable, note, bundled, hostScript }));
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
    const inside = hidden.map((change) => change.path).filter((p) => p.startsWith(`${hold.workspace}/`));
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

/**
 * The workspace's real path, the user (a user of this run's own unless `runAs` names one) and its
 * home: the start of what the sandbox holds; or why they could not be had.
 */
async function takeUser(options: SandboxOptions, planned: Plan): Promise<Hold | string> {
  const { privilege, programs } = planned;
  let workspace: string;
  try {
    workspace = await realpath(options.workspace);
  } catch {
    return `the workspace ${options.workspace} does not exist`;
  }
  const exec = rootExec(privilege, programs.sudo);
  // A user of this run's own, so that its clean-up (kill -1 as that user) reaches no other run.
  const made = options.runAs
    ? await cachedAccount(options.runAs, exec, programs.useradd)
    : await createRunAccount(exec, programs.useradd);
  if (!made.ok) return made.error;
  const account = made.value;
  const perRun = options.runAs === undefined;
  const home = await makeHome(account, exec);
  if (typeof home === "string") {
    if (perRun) await forgetRunUser(account, exec, programs);
    return home;
  }
  const launch: Launch = { privilege, programs, account, ...home };
  const owner = await lstat(workspace);
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
  // Nothing of the user runs any more (its checks have ended): the workspace goes back as a
  // release gives it back, so no entry is left shared with a uid a later user may be given.
  if (tried.size > 0) await giveBack(workspace, owner, tried.has("group") ? "group" : "acl", exec);
  if (tried.has("acl")) await unshare(workspace, hold.priorAcls, hold.programs.setfacl, exec);
  await takeBack(hold);
  await exec(["rm", "-rf", "--", hold.launch.home]);
  await forgetUser(hold);
  return fail(reason);
}

/** One line for the log: who commands run as and what was changed to get there. */
function noteOf(hold: Hold, sharing: Sharing, skipped: readonly string[]): string {
  const { account, privilege } = hold.launch;
  return [
    `tool commands run as ${account.name} (uid ${account.uid}) through setpriv${privilege === "sudo" ? " under sudo" : ""}, the file tools too (in one tool host process)`,
    sharing === "acl"
      ? "the workspace is shared through ACLs"
      : `the workspace is shared through group ${account.gid}`,
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
      const started = await startRemoteTools({
        argv: toolHostArgv(launch, process.execPath, ready.hostScript),
        spawnEnv: { PATH: SYSTEM_PATH },
        // umask 002 in both sharings: needed in `group`, and default ACLs override it in `acl`.
        init: { root: hold.workspace, env: toolHostEnv(launch, host.env), umask: 0o002 },
      });
      return started.ok ? ok(writesOnceWritable(started.value, writable)) : started;
    },
    note: ready.note,
    dispose: (hooks = {}) => {
      released ??= disposeSandbox(
        hold,
        { sharing, writable },
        {
          ...hooks,
          // The tool host's script, read again from where this process found it (the agent could
          // have replaced the copy in its own home).
          ...(hooks.whileShared ? { reader: bundled } : {}),
        },
      );
      return released;
    },
  };
}

/** A fresh private home for the user, with TMPDIR inside; or why it could not be made. */
async function makeHome(account: Account, exec: Exec): Promise<{ home: string; tmp: string } | string> {
  let home: string;
  try {
    home = await mkdtemp(path.join(tmpdir(), `${account.name}-home-`));
    await mkdir(path.join(home, "tmp"), { mode: 0o700 });
  } catch (error) {
    return `could not create a home folder for ${account.name}: ${(error as Error).message}`;
  }
  const owned = await exec(["chown", "-hR", `${account.uid}:${account.gid}`, home]);
  if (!owned.ok) {
    await rm(home, { recursive: true, force: true });
    return `could not give ${account.name} its home folder: ${firstLine(owned.stderr)}`;
  }
  return { home, tmp: path.join(home, "tmp") };
}

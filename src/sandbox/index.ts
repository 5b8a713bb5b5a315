import { chmod, lstat, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { type RemoteToolsResult, startRemoteTools } from "../tools/remote.js";
import {
  ancestors,
  type Change,
  grantTraverse,
  hidePaths,
  type Sharing,
  shareWorkspace,
  stillChanged,
} from "./access.js";
import {
  type Account,
  cachedAccount,
  createRunAccount,
  type EndPrograms,
  forgetRunUser,
  sweepSharedTemp,
} from "./account.js";
import { changeMark } from "./change-mark.js";
import { type Exec, firstLine, type HelperResult, rootExec, SYSTEM_PATH } from "./exec.js";
import { type Launch, toolHostArgv, toolHostEnv } from "./launch.js";
import { type Capabilities, capabilities } from "./probe.js";
import { cancelScheduledJobs, killAllOf } from "./release.js";
import { bundledToolHostScript, TOOL_HOST_FILE } from "./tool-host-script.js";
import { type ReaderLaunch, readTreeAs } from "./tree-stream.js";
import type { TreeRecord, WalkRequest } from "./tree-walk.js";
import { type Check, verifyAsUser } from "./verify.js";

/**
 * Tool commands as an unprivileged user (DESIGN section 4, "Secrets out of reach").
 *
 * Where this process is root, or has passwordless sudo (GitHub-hosted runners), every tool
 * command starts as a dedicated system user through `setpriv`: another uid, no supplementary
 * groups, no_new_privs. That user can read and write the workspace but cannot read this
 * process's environment or memory (the kernel's ptrace rules forbid it across users), cannot use
 * sudo, and cannot enter the paths it is told to keep out of (the runner's temp folder). The
 * file promises are checked by a probe run as that user before the sandbox is reported active;
 * sudo is ruled out by no_new_privs itself.
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
}

/** What the tool host is started with. */
export interface ToolHostOptions {
  /** The complete environment of the agent's commands (built with `commandEnv`); the user's own
   *  HOME, TMPDIR and USER replace the action's. It reaches the host on stdin, never in argv. */
  env: NodeJS.ProcessEnv;
}

export interface ActiveSandbox {
  active: true;
  user: string;
  uid: number;
  gid: number;
  /** The user's private HOME for this run (TMPDIR is inside it). */
  home: string;
  sharing: Sharing;
  /** The change time (ns) from which a file counts as the agent's work (`changeMark`), taken once all was ready. */
  readySinceNs: bigint;
  /**
   * Starts the tool host: one process running as the user, in which every coding tool runs (the
   * file tools too, so the kernel decides what a call can touch). Its tools are used like
   * `createCodingTools`' and disposed before this sandbox. Never throws: a host that cannot
   * start is `ok: false` with the reason.
   */
  startToolHost(options: ToolHostOptions): Promise<RemoteToolsResult>;
  /** One line for the log: who commands run as and what was changed to get there. */
  note: string;
  /**
   * Ends the sandbox; call after the agent's tools are disposed and before anything is committed
   * or pushed: takes away the user's crontab and `at` jobs, kills every process the user still
   * has (daemons that escaped their process group included, so none can watch the push), gives
   * the workspace back to its owner, takes back the permission changes made outside the
   * workspace, removes the home and, for a user of the run's own, the user. Should a process
   * survive SIGKILL, `survivors` says so and whatever would reach further is left as it is (see
   * `SandboxDisposal`). Idempotent; never throws.
   *
   * `hooks.onceKilled` runs as soon as the user's processes are gone, before the slow walks over
   * the workspace: what must be safe from the agent even if this step is killed meanwhile (the
   * runner kills a cancelled step after a few seconds) goes there. `hooks.whileShared` runs next,
   * while the workspace is still the user's: it is handed a reader that walks the working tree
   * as that user (`readTreeAs`), so that publishing reads only what the agent could read. Neither
   * runs when processes survived. Their failures are their own.
   */
  dispose(hooks?: DisposeHooks): Promise<SandboxDisposal>;
}

/** What `ActiveSandbox.dispose` runs on the way (see there). */
export interface DisposeHooks {
  onceKilled?: () => Promise<unknown>;
  whileShared?: (readTree: (request: WalkRequest) => AsyncGenerator<TreeRecord[]>) => Promise<unknown>;
}

/** How ending the sandbox went. */
export interface SandboxDisposal {
  /** For the log. */
  warnings: string[];
  /**
   * Processes of the user are still running, so the working tree must not be read. When they
   * survived the SIGKILL, only what takes access away is done (the grants to pass parent folders
   * are lifted, the home is removed): the private paths stay hidden, the workspace stays shared
   * (a recursive `chown` or `setfacl` over a tree in which a live process can swap folders for
   * links is what a symlink race needs), and the user stays (userdel refuses it, and its uid
   * must not go to another run). A process that started between the kill and the user's removal
   * (a job cron or atd was already starting) is killed after it; only if that fails too is this
   * also true, and by then the private paths were open again.
   */
  survivors: boolean;
}

/** No sandbox, and that is allowed (`auto`, or `off`): `note` says why, for the log and the job summary. */
export interface InactiveSandbox {
  active: false;
  note: string;
}

/** `user` was asked for and cannot be had: the caller fails the job with `error`. */
export interface SandboxError {
  active: false;
  error: string;
}

export type SandboxResult = ActiveSandbox | InactiveSandbox | SandboxError;

type SetUp = { ok: true; sandbox: ActiveSandbox } | { ok: false; reason: string };

/** Who this process runs as, for notes. */
function self(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "?"}`;
  }
}

/**
 * Prepares the sandbox for tool commands in `workspace`. Never throws: whatever the machine
 * allows, the answer is data. `off` is inactive at once; otherwise the user is created (once per
 * process), given the workspace, kept out of `privatePaths`, and checked from the inside. When
 * that is not possible, `auto` answers inactive with the reason and `user` answers an error.
 * In `group` sharing this process's umask becomes 002, so files its own tools write stay
 * writable by the user.
 */
export async function prepareSandbox(options: SandboxOptions): Promise<SandboxResult> {
  if (options.mode === "off") {
    return { active: false, note: 'the sandbox input is "off"' };
  }
  let outcome: SetUp;
  try {
    outcome = await setUp(options);
  } catch (error) {
    // Nothing above is expected to throw; should it, the run still gets an answer.
    outcome = { ok: false, reason: `the sandbox could not be prepared: ${(error as Error).message}` };
  }
  if (outcome.ok) return outcome.sandbox;
  return options.mode === "user"
    ? { active: false, error: outcome.reason }
    : { active: false, note: outcome.reason };
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

async function setUp(options: SandboxOptions): Promise<SetUp> {
  const fail = (reason: string): SetUp => ({ ok: false, reason });
  const planned = plan(options.capabilities ?? (await capabilities()));
  if (typeof planned === "string") return fail(planned);
  const { privilege, programs } = planned;
  let workspace: string;
  try {
    workspace = await realpath(options.workspace);
  } catch {
    return fail(`the workspace ${options.workspace} does not exist`);
  }
  const exec = rootExec(privilege, programs.sudo);
  // A user of this run's own, so that its clean-up (kill -1 as that user) reaches no other run.
  const made = options.runAs
    ? await cachedAccount(options.runAs, exec, programs.useradd)
    : await createRunAccount(exec, programs.useradd);
  if (!made.ok) return fail(made.error);
  const { account } = made;
  const perRun = options.runAs === undefined;
  const forget = async (options: { swept?: boolean } = {}): Promise<string | undefined> =>
    perRun ? forgetRunUser(account, exec, programs, options) : undefined;
  const home = await makeHome(account, exec);
  if (typeof home === "string") {
    await forget();
    return fail(home);
  }
  const launch: Launch = { privilege, programs, account, ...home };
  const owner = await lstat(workspace);
  const hostScript = path.join(launch.home, TOOL_HOST_FILE);

  const changes: Change[] = [];
  /** Takes back the changes `which` picks (all by default), newest first. */
  const undo = async (which: (change: Change) => boolean = () => true): Promise<void> => {
    for (const change of [...changes].reverse()) {
      if (!which(change)) continue;
      changes.splice(changes.indexOf(change), 1);
      if (await stillChanged(change)) await exec(change.undo);
    }
  };
  /** The sharings tried on the workspace, wholly or in part: what giving up must take back. */
  const tried = new Set<Sharing>();
  const abandon = async (reason: string): Promise<SetUp> => {
    // Nothing of the user runs any more (its checks have ended): the workspace goes back as a
    // release gives it back, so no entry is left shared with a uid a later user may be given.
    if (tried.size > 0) await giveBack(workspace, owner, tried.has("group") ? "group" : "acl", exec);
    if (tried.has("acl")) await unshare(workspace, account.uid, programs.setfacl, exec);
    await undo();
    await exec(["rm", "-rf", "--", launch.home]);
    await forget();
    return fail(reason);
  };

  const share = (sharing: Sharing) => {
    tried.add(sharing);
    return shareWorkspace({
      workspace,
      sharing,
      account,
      actorUid: planned.actorUid,
      exec,
      setfacl: programs.setfacl,
    });
  };
  let sharing = planned.sharing;
  let shareError = await share(sharing);
  // A file system without ACL support: root can still share through the group.
  if (shareError && sharing === "acl" && privilege === "root") {
    sharing = "group";
    shareError = await share(sharing);
  }
  if (shareError) return abandon(shareError);
  const bundled = options.toolHostScript ?? bundledToolHostScript();
  if (!bundled)
    return abandon("the tool host's script (dist/tool-host/index.js) is missing; rebuild the action");
  const copied = await exec(["install", "-m", "0444", "--", bundled, hostScript]);
  if (!copied.ok)
    return abandon(`could not copy the tool host into ${launch.home}: ${firstLine(copied.stderr)}`);
  const access = { sharing, account, exec, setfacl: programs.setfacl };
  const hidden = await hidePaths(options.privatePaths ?? [], workspace, access);
  changes.push(...hidden.changes);
  const problem = await checkFromInside(launch, workspace, hostScript, hidden.changes, access, changes);
  if (problem) return abandon(problem);

  if (sharing === "group") process.umask(0o002);
  const readySinceNs = await changeMark();
  const note = [
    `tool commands run as ${account.name} (uid ${account.uid}) through setpriv${privilege === "sudo" ? " under sudo" : ""}, the file tools too (in one tool host process)`,
    sharing === "acl"
      ? "the workspace is shared through ACLs"
      : `the workspace is shared through group ${account.gid}`,
    ...(sharing === "group" ? ["this process now creates files with umask 002"] : []),
    ...changes.map((c) => c.what),
    ...hidden.skipped.map((s) => `did not hide ${s}`),
  ].join("; ");
  const shared = { workspace, owner, sharing, setfacl: programs.setfacl, since: readySinceNs, perRun };
  let released: Promise<SandboxDisposal> | undefined;
  const sandbox: ActiveSandbox = {
    active: true,
    user: account.name,
    uid: account.uid,
    gid: account.gid,
    home: launch.home,
    sharing,
    readySinceNs,
    startToolHost: (host) =>
      startRemoteTools({
        argv: toolHostArgv(launch, process.execPath, hostScript),
        spawnEnv: { PATH: SYSTEM_PATH },
        // umask 002 in both sharings: needed in `group`, and default ACLs override it in `acl`.
        init: { root: workspace, env: toolHostEnv(launch, host.env), umask: 0o002 },
      }),
    note,
    dispose: (hooks = {}) => {
      released ??= release(launch, exec, shared, undo, forget, programs, {
        ...hooks,
        // The tool host's script, read again from where this process found it (the agent could
        // have replaced the copy in its own home).
        ...(hooks.whileShared ? { reader: bundled } : {}),
      });
      return released;
    },
  };
  return { ok: true, sandbox };
}

/**
 * Checks every promise as the sandbox user; where it cannot pass a parent folder of the
 * workspace and ACLs are at hand, lets it pass (search only, that user only) and checks again.
 * Grants are added to `changes`. Returns why the sandbox must not be used, or undefined.
 */
async function checkFromInside(
  launch: Launch,
  workspace: string,
  hostScript: string,
  hidden: readonly Change[],
  access: { sharing: Sharing; account: Account; exec: Exec; setfacl?: string | undefined },
  changes: Change[],
): Promise<string | undefined> {
  const checks: Check[] = [
    ...ancestors(workspace).map((p) => ({ kind: "traverse" as const, path: p })),
    { kind: "write", path: workspace },
    { kind: "write", path: launch.tmp },
    // The tool host: node where this process found it, and the script copied into the home.
    ...ancestors(process.execPath).map((p) => ({ kind: "traverse" as const, path: p })),
    { kind: "execute", path: process.execPath },
    { kind: "read", path: hostScript },
    ...hidden.map((c) => ({ kind: "hidden" as const, path: c.path })),
    ...secretsOf(process.pid, process.ppid).map((p) => ({ kind: "secret" as const, path: p })),
  ];
  let verified = await verifyAsUser(launch, access.exec, checks);
  if (!verified.ok) return verified.error;
  const blocked = verified.broken.filter((c) => c.kind === "traverse");
  if (blocked.length > 0 && access.sharing === "acl") {
    for (const dir of blocked) {
      const granted = await grantTraverse(dir.path, access);
      if (typeof granted === "string") return granted;
      changes.push(granted);
    }
    verified = await verifyAsUser(launch, access.exec, checks);
    if (!verified.ok) return verified.error;
  }
  return describeBroken(verified.broken, access.account);
}

/** The action's own secrets as files: its environment and memory, and its parent's (the runner). */
function secretsOf(...pids: number[]): string[] {
  return pids.filter((pid) => pid > 1).flatMap((pid) => [`/proc/${pid}/environ`, `/proc/${pid}/mem`]);
}

/** Why the checks say the sandbox must not be used, or undefined when all promises hold. */
function describeBroken(broken: readonly Check[], account: Account): string | undefined {
  const first = broken[0];
  if (!first) return undefined;
  const who = account.name;
  switch (first.kind) {
    case "traverse":
      return `${who} cannot enter ${first.path}, a parent of the workspace or of node; give others search permission (chmod o+x ${first.path}), install acl, or move the workspace`;
    case "write":
      return `${who} cannot write ${first.path}`;
    case "execute":
      return `${who} cannot run ${first.path}, which starts the tool host; let others execute it (chmod o+x)`;
    case "read":
      return `${who} cannot read the tool host's script ${first.path}`;
    case "hidden":
      return `${who} can still read ${first.path}, which it must not`;
    case "secret":
      return `${who} can open ${first.path}, so it could read the action's secrets`;
  }
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

/**
 * Takes away the user's scheduled jobs, kills its processes, gives the workspace back (and takes
 * the user's ACL entries off it: a later run's user may get the same uid), takes back the changes
 * outside it, removes the home, and last removes this run's user and its group (`forget`), then
 * looks once more for a process of it. With survivors, only what takes access away is done (see
 * `SandboxDisposal`).
 */
async function release(
  launch: Launch,
  exec: Exec,
  shared: {
    workspace: string;
    owner: { uid: number; gid: number };
    sharing: Sharing;
    setfacl?: string | undefined;
    since: bigint;
    /** The user is the run's own (see `sweepSharedTemp`). */
    perRun: boolean;
  },
  undo: (which?: (change: Change) => boolean) => Promise<void>,
  forget: (options?: { swept?: boolean }) => Promise<string | undefined>,
  programs: EndPrograms,
  hooks: DisposeHooks & { reader?: string },
): Promise<SandboxDisposal> {
  const { workspace, owner } = shared;
  const warnings = await cancelScheduledJobs(launch.account.name, exec, programs);
  const survived = await killAllOf(launch, exec);
  // Its failures are reported by the caller's own code; they must not stop the give-back.
  await hooks.onceKilled?.().catch(() => {});
  if (survived) {
    warnings.push(survived);
    await undo((change) => change.kind === "grant");
    await removeHome(launch, exec, warnings);
    return { warnings, survivors: true };
  }
  if (hooks.whileShared && hooks.reader) {
    const reader = await readerAs(launch, hooks.reader);
    try {
      // The caller keeps what it read, and reports its own failures.
      await hooks.whileShared((request) => readTreeAs(reader.launch, request)).catch(() => {});
    } finally {
      await reader.remove();
    }
  }
  // Before the give-back: what the user left in the shared temporary folders is still its own,
  // hard links to its files included, which the workspace's chown would make the owner's.
  const linked = await sweepSharedTemp(
    shared.perRun ? launch.account.uid : undefined,
    workspace,
    shared.since,
    exec,
  );
  if (linked) warnings.push(linked);
  // In turn, never side by side: setfacl writes each entry's mode bits with its ACL, and must not
  // write back a set-user-ID bit that the chown of a file the agent made has just cleared.
  const back = await giveBack(workspace, owner, shared.sharing, exec);
  if (!back.ok)
    warnings.push(`could not give the workspace back to uid ${owner.uid}: ${firstLine(back.stderr)}`);
  if (shared.sharing === "acl") {
    const { uid } = launch.account;
    const unshared = await unshare(workspace, uid, shared.setfacl, exec);
    if (!unshared.ok)
      warnings.push(`could not take uid ${uid} off the workspace's ACLs: ${firstLine(unshared.stderr)}`);
  }
  await undo();
  await removeHome(launch, exec, warnings);
  const gone = await forget({ swept: true });
  if (gone) warnings.push(gone);
  // A job that cron or atd started between the kill and the user's removal.
  const late = await killAllOf(launch, exec);
  if (late) warnings.push(late);
  return { warnings, survivors: late !== undefined };
}

/**
 * Every entry of the workspace its owner's again, as `chown -hR` leaves it, links themselves and
 * never what they point to. With ACL sharing nothing changed hands but what was made during the
 * run (by the agent, or by this process as another user than the owner), so only entries that
 * are not the owner's already are changed: on a large checkout a walk that reads, plus the few
 * files made. Group sharing gave every entry the sandbox user's group: all of them go back.
 * Whatever find cannot do (an entry that vanished, a path past PATH_MAX in a deep tree the
 * agent made) is left to `chown -hR`, which walks any depth. Only once the user's processes are
 * gone: nothing may swap entries while this runs as root.
 */
async function giveBack(
  workspace: string,
  owner: { uid: number; gid: number },
  sharing: Sharing,
  exec: Exec,
): Promise<HelperResult> {
  const ids = `${owner.uid}:${owner.gid}`;
  if (sharing === "acl") {
    const others = ["(", "!", "-uid", String(owner.uid), "-o", "!", "-gid", String(owner.gid), ")"];
    const changed = await exec(["find", workspace, ...others, "-exec", "chown", "-h", ids, "--", "{}", "+"]);
    if (changed.ok) return changed;
  }
  return exec(["chown", "-hR", ids, workspace]);
}

/**
 * Paths at least this long are reached from their own folder when the sandbox user's ACL entries
 * are taken off: `setfacl -R` names each entry by its whole path, which fails past PATH_MAX
 * (4096 bytes on Linux, in a tree the agent made that deep). Below the limit, with room to spare.
 */
const LONG_PATH = 3000;

/**
 * Takes the sandbox user's entries off every ACL in the workspace (a later run's user may get its
 * uid). Where `setfacl -R` could not name an entry (see `LONG_PATH`), every entry with a long
 * path is done again from its own folder (`find -execdir`), links left alone (setfacl follows
 * them). Only once the user's processes are gone.
 */
async function unshare(
  workspace: string,
  uid: number,
  setfacl: string | undefined,
  exec: Exec,
): Promise<HelperResult> {
  const program = setfacl ?? "setfacl";
  const entries = `u:${uid},d:u:${uid}`;
  const whole = await exec([program, "-R", "-P", "-x", entries, workspace]);
  if (whole.ok) return whole;
  const long = ["!", "-type", "l", "-regextype", "posix-extended", "-regex", `.{${LONG_PATH},}`];
  const deep = await exec(["find", workspace, ...long, "-execdir", program, "-x", entries, "{}", "+"]);
  const other = whole.stderr
    .split("\n")
    .filter((line) => line.trim() && !line.includes("File name too long"));
  return deep.ok && other.length === 0
    ? deep
    : { ok: false, stdout: "", stderr: [...other, deep.stderr].filter(Boolean).join("\n") };
}

/**
 * A fresh copy of the tool host's script, which reads the working tree with `read-tree`, in a
 * folder of this process's user that the sandbox user may enter but not change; and how to start
 * it as that user. Made once the user's processes are gone, so nothing of the agent can touch it.
 */
async function readerAs(
  launch: Launch,
  script: string,
): Promise<{ launch: ReaderLaunch; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), "repo-agent-reader-"));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    await chmod(folder, 0o755);
    const copy = path.join(folder, TOOL_HOST_FILE);
    await writeFile(copy, await readFile(script), { mode: 0o444 });
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

async function removeHome(launch: Launch, exec: Exec, warnings: string[]): Promise<void> {
  const removed = await exec(["rm", "-rf", "--", launch.home]);
  if (!removed.ok) warnings.push(`could not remove ${launch.home}: ${firstLine(removed.stderr)}`);
}

export type { Sharing } from "./access.js";
export { DEFAULT_SANDBOX_USER, removeSandboxUser, type UserRemoval } from "./account.js";
export { type Capabilities, probeCapabilities } from "./probe.js";

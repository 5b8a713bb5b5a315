import { mkdir, mkdtemp, realpath, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fail, ok, type Result } from "../base/result.js";
import type { Change, Sharing } from "./access.js";
import { type Account, cachedAccount, createRunAccount, forgetRunUser } from "./account.js";
import { type Exec, firstLine, rootExec } from "./exec.js";
import { type Hold, takeBackChanges } from "./hold.js";
import { type Holder, startHolder } from "./idmap.js";
import { letPassAhead } from "./inside-check.js";
import type { Launch } from "./launch.js";
import { type Capabilities, capabilities } from "./probe.js";
import {
  bundledToolHostScript,
  scriptBytes,
  TOOL_HOST_FILE,
  type ToolHostScript,
} from "./tool-host-script.js";

/**
 * The sandbox's first part, which needs nothing of the workspace but its place and owner: what
 * this runner allows, the user and its home (the tool host's script in it), the holder of the
 * idmapped mount started, and the folders closed to others that the user must pass (the
 * workspace's parents, node's) let through. The action begins it as soon as the run is admitted,
 * while the task is described and the workspace checked out; the rest (set-up.ts) waits until
 * the workspace is locked. Nothing of the user runs before that rest.
 */

const MISSING_SCRIPT = "the tool host's script (dist/tool-host/index.js) is missing; rebuild the action";

/** `auto`: sandbox where possible, else say why and go on; `user`: sandbox or fail; `off`: never. */
export type SandboxMode = "auto" | "user" | "off";

export interface BeginOptions {
  mode: SandboxMode;
  /** The workspace the user must read and write. */
  workspace: string;
  /** The user name; created when missing. Default `repo-agent`. */
  runAs?: string;
  /** What the machine allows; default: probed once per process. Tests describe other runners here. */
  capabilities?: Capabilities;
  /**
   * The tool host's bundled script; default `dist/tool-host/index.js` next to the action's
   * bundle. A promise while it is still being read (an action in the workspace, read before
   * the checkout): only the user's home waits for it. Tests, which run from source, pass one
   * built from `src/action/tool-host.ts`.
   */
  toolHostScript?: ToolHostScript | Promise<ToolHostScript | undefined>;
  /**
   * Told the user's uid and name as soon as it has one, while the rest is still being set up: what needs
   * only the uid (the network allowlist) starts then. Not told when no user could be had; a
   * set-up that fails after it has removed that user by the time it answers.
   */
  onUser?: (user: { uid: number; name: string }) => void;
  /**
   * Told the changes of access made so far each time more are made (the folders let through
   * here, the paths hidden by the rest): what a post step takes back should the step be cut off.
   */
  onChanges?: (changes: readonly Change[]) => void;
}

/** What this runner allows, checked before anything is changed: how to become root and share. */
export interface Plan {
  privilege: "root" | "sudo";
  /** Every program found (in the system folders only), with those a launch needs for sure. */
  programs: Capabilities["programs"] & Launch["programs"];
  sharing: Sharing;
  /** With ACLs, what the idmapped mount that is tried first needs, where both are found. */
  idmap?: { python3: string; nsenter: string } | undefined;
  actorUid: number;
}

/** What the first part made, for the rest to go on from. */
export interface Begun {
  planned: Plan;
  hold: Hold;
  /** Started where an idmapped mount is to be tried; told the workspace by the rest. */
  holder: Holder | undefined;
  /** The tool host's script as given, which the end's reader of the tree starts from. */
  bundled: ToolHostScript;
}

/** The first part, or why there is no sandbox; whatever it made is taken back when it fails. */
export async function beginSetUp(options: BeginOptions): Promise<Result<Begun>> {
  const planned = plan(options.capabilities ?? (await capabilities()));
  if (typeof planned === "string") return fail(planned);
  const given = options.toolHostScript ?? bundledToolHostScript();
  if (!given) return fail(MISSING_SCRIPT);
  // Awaited only by the home's making: the user is made meanwhile.
  const script = Promise.resolve(given).then(
    (known) => {
      const found = known ?? bundledToolHostScript();
      return found ? ok(found) : fail(MISSING_SCRIPT);
    },
    (error: Error) => fail(`the tool host's script could not be read: ${error.message}`),
  );
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
  const taken = await takeUser(options, planned, script, owner);
  if (typeof taken === "string") {
    await holder?.close();
    return fail(taken);
  }
  return ok({ planned, hold: taken.hold, holder, bundled: taken.script });
}

/** Who this process runs as, for notes. */
function self(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "?"}`;
  }
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
 * The workspace's real path, the user (a user of this run's own unless `runAs` names one), its
 * home, and the closed folders it must pass let through: the start of what the sandbox holds;
 * or why they could not be had.
 */
async function takeUser(
  options: BeginOptions,
  planned: Plan,
  script: Promise<Result<ToolHostScript>>,
  owner: { uid: number; gid: number } | undefined,
): Promise<{ hold: Hold; script: ToolHostScript } | string> {
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
  options.onUser?.({ uid: account.uid, name: account.name });
  const perRun = options.runAs === undefined;
  const forget = async (why: string) => {
    if (perRun) await forgetRunUser(account, exec, programs);
    return why;
  };
  const changes: Hold["changes"] = [];
  const access = { sharing: planned.sharing, account, exec, setfacl: programs.setfacl };
  // Beside the home's making: the closed folders on the way to the workspace and to node.
  const passing = letPassAhead(workspace, access, changes).then((blocked) => {
    options.onChanges?.(changes);
    return blocked;
  });
  const home = await makeHome(account, exec, await script);
  const blocked = await passing;
  if (typeof home === "string" || blocked) {
    await takeBackChanges(exec, changes);
    if (typeof home === "string") return forget(home);
    await exec(["rm", "-rf", "--", home.home]);
    return forget(String(blocked));
  }
  const launch: Launch = { privilege, programs, account, home: home.home, tmp: home.tmp };
  const hold: Hold = {
    exec,
    launch,
    programs,
    workspace,
    owner,
    perRun,
    changes,
    tried: new Set(),
    ...(options.onChanges ? { onChanges: options.onChanges } : {}),
  };
  return { hold, script: home.script };
}

/**
 * A fresh private home for the user, with TMPDIR inside and the tool host's script (copied as
 * TOOL_HOST_FILE); or why it could not be made (the script's reading failed included). The copy is the user's like all of its home:
 * the user runs nothing before the tool host has read it, and the end reads the tree with the
 * script as given, never with this copy.
 */
async function makeHome(
  account: Account,
  exec: Exec,
  script: Result<ToolHostScript>,
): Promise<{ home: string; tmp: string; script: ToolHostScript } | string> {
  if (!script.ok) return script.error;
  let home: string;
  try {
    home = await mkdtemp(path.join(tmpdir(), `${account.name}-home-`));
    await mkdir(path.join(home, "tmp"), { mode: 0o700 });
  } catch (error) {
    return `could not create a home folder for ${account.name}: ${(error as Error).message}`;
  }
  try {
    await writeFile(path.join(home, TOOL_HOST_FILE), await scriptBytes(script.value), { mode: 0o444 });
  } catch (error) {
    await rm(home, { recursive: true, force: true });
    return `could not copy the tool host into ${home}: ${(error as Error).message}`;
  }
  const owned = await exec(["chown", "-hR", `${account.uid}:${account.gid}`, home]);
  if (!owned.ok) {
    await rm(home, { recursive: true, force: true });
    return `could not give ${account.name} its home folder: ${firstLine(owned.stderr)}`;
  }
  return { home, tmp: path.join(home, "tmp"), script: script.value };
}

import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fail, ok, type Result } from "../base/result.js";
import { type Exec, firstLine, rootExec } from "./exec.js";
import type { Account } from "./launch.js";
import { type Capabilities, capabilities } from "./probe.js";
import { cancelScheduledJobs, killAllOf, processesOf } from "./release.js";

/**
 * The stem of the sandbox users' names. Each run gets a user of its own, `repo-agent-<8 hex>`,
 * so that killing every process of its user (the clean-up) never reaches another run's commands
 * on the same machine.
 */
export const DEFAULT_SANDBOX_USER = "repo-agent";

/** The names of per-run sandbox users, and nothing else: what `removeSandboxUser` may delete. */
export const RUN_USER_NAME = /^repo-agent-[0-9a-f]{8}$/;

/** A fresh per-run user name, `repo-agent-` and 8 random hex digits (19 characters). */
export function runUserName(): string {
  return `${DEFAULT_SANDBOX_USER}-${randomBytes(4).toString("hex")}`;
}

/** A valid, portable user name (what useradd accepts everywhere). */
const USER_NAME = /^[a-z_][a-z0-9_-]{0,30}$/;

export type { Account } from "./launch.js";

/** `name`'s entry in /etc/passwd, where useradd puts it. */
export async function lookup(name: string): Promise<Account | undefined> {
  let passwd: string;
  try {
    passwd = await readFile("/etc/passwd", "utf8");
  } catch {
    return undefined;
  }
  for (const line of passwd.split("\n")) {
    const [user, , uid, gid] = line.split(":");
    if (user === name && uid !== undefined && gid !== undefined) {
      return { name, uid: Number(uid), gid: Number(gid) };
    }
  }
  return undefined;
}

/** `account`, unless it is root or in the root group: no sandbox user may be either. */
function checked(account: Account): Result<Account> {
  if (
    account.uid === 0 ||
    account.gid === 0 ||
    !Number.isInteger(account.uid) ||
    !Number.isInteger(account.gid)
  ) {
    return fail(
      `the user "${account.name}" exists with uid ${account.uid} and gid ${account.gid}; a sandbox user must be neither root nor in the root group`,
    );
  }
  return ok(account);
}

/**
 * The sandbox user, created when missing: a system account with its own group, no home, no
 * login shell (commands are started explicitly), no password, no other groups and no sudoers
 * entry. An existing account is reused as long as it is not root; its other groups do not
 * matter because commands start with `setpriv --clear-groups`. Never throws.
 */
export async function ensureAccount(
  name: string,
  exec: Exec,
  useradd: string | undefined,
): Promise<Result<Account>> {
  if (!USER_NAME.test(name)) return fail(`"${name}" is not a valid user name`);
  const existing = await lookup(name);
  if (existing) return checked(existing);
  if (!useradd) return fail("useradd is not installed, so the sandbox user cannot be created");
  const made = await exec(useraddArgv(useradd, name));
  // Another run on the same machine may have created it in the meantime: that is fine.
  const account = await lookup(name);
  if (account) return checked(account);
  return fail(`could not create the user "${name}": ${firstLine(made.stderr) || "useradd failed"}`);
}

function useraddArgv(useradd: string, name: string): string[] {
  return [
    useradd,
    "--system",
    "--user-group",
    "--no-create-home",
    "--home-dir",
    "/nonexistent",
    "--shell",
    "/usr/sbin/nologin",
    "--comment",
    "Repo Agent tool commands",
    name,
  ];
}

/** How many fresh names to try: a clash of 32 random bits is already next to impossible. */
const NAME_ATTEMPTS = 3;

/**
 * A new user for this run alone (see `runUserName`), made as `ensureAccount` makes one, with a
 * group of its own. A name that exists already is never reused, since its processes may be
 * another run's. Never throws.
 */
export async function createRunAccount(exec: Exec, useradd: string | undefined): Promise<Result<Account>> {
  if (!useradd) return fail("useradd is not installed, so the sandbox user cannot be created");
  let last = "";
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
    const name = runUserName();
    if (await lookup(name)) continue;
    const made = await exec(useraddArgv(useradd, name));
    const account = made.ok ? await lookup(name) : undefined;
    if (account) return checked(account);
    last = `could not create the user "${name}": ${firstLine(made.stderr) || "useradd failed"}`;
  }
  return fail(last || "could not find a free name for the sandbox user");
}

/** Whether /etc/group still has a group called `name`. */
async function groupExists(name: string): Promise<boolean> {
  try {
    const groups = await readFile("/etc/group", "utf8");
    return groups.split("\n").some((line) => line.split(":")[0] === name);
  } catch {
    return false;
  }
}

/**
 * Deletes the account `name` and its group (userdel leaves the group where the system is set up
 * not to remove user groups, so groupdel follows). Its processes must be gone first: userdel
 * refuses a user that still runs anything. Returns why it failed, or undefined. Never throws.
 */
export async function deleteAccount(
  name: string,
  exec: Exec,
  programs: Pick<EndPrograms, "userdel" | "groupdel">,
): Promise<string | undefined> {
  if (await lookup(name)) {
    if (!programs.userdel) return `userdel is not installed, so the user ${name} stays`;
    const removed = await exec([programs.userdel, name]);
    if (!removed.ok && (await lookup(name)))
      return `could not remove the user ${name}: ${firstLine(removed.stderr) || "userdel failed"}`;
  }
  if (await groupExists(name)) {
    if (!programs.groupdel) return `groupdel is not installed, so the group ${name} stays`;
    const removed = await exec([programs.groupdel, name]);
    if (!removed.ok && (await groupExists(name)))
      return `could not remove the group ${name}: ${firstLine(removed.stderr) || "groupdel failed"}`;
  }
  return undefined;
}

const accounts = new Map<string, Promise<Result<Account>>>();

/** `ensureAccount`, once per user name and process; a failure is not remembered, so a later call tries again. */
export function cachedAccount(
  name: string,
  exec: Exec,
  useradd: string | undefined,
): Promise<Result<Account>> {
  let pending = accounts.get(name);
  if (!pending) {
    pending = ensureAccount(name, exec, useradd).then((result) => {
      if (!result.ok) accounts.delete(name);
      return result;
    });
    accounts.set(name, pending);
  }
  return pending;
}

/** Folders every user may write: where a command can leave files outside its home. */
const SHARED_TEMP_DIRS = ["/tmp", "/var/tmp", "/dev/shm"];

/**
 * Deletes what `uid` left in the shared temporary folders, before the user goes: a later run's
 * user may be given the same uid and must not inherit those files. Links are not followed and
 * other users' files are left alone. Best effort (a file may vanish while find runs); never throws.
 */
export async function removeLeftovers(uid: number, exec: Exec): Promise<void> {
  // `find` by name: `exec` looks programs up on the system PATH alone (see exec.ts).
  await exec(["find", ...SHARED_TEMP_DIRS, "-xdev", "-user", String(uid), "-delete"]);
}

/**
 * Clears the shared temporary folders (all but `workspace`, when it lies in one) of what the
 * agent left there, in one pass, while the workspace is still shared (before its give-back makes
 * the agent's files the owner's): every entry of `uid` (a user of the run's own), and the hard
 * links made during the run (changed since `sinceNs`) to files of `workspace`, which the agent
 * can make to any file it may write (a file of the checkout) and which would outlive the run
 * under the workspace owner's name. Links in temporary folders are rare, so candidates are found
 * first and only they are looked for in the workspace. Returns a warning when a link could not
 * be removed. Never throws.
 */
export async function sweepSharedTemp(
  uid: number | undefined,
  workspace: string,
  sinceNs: bigint,
  exec: Exec,
): Promise<string | undefined> {
  // Only a user of the run's own has nothing there but this run's: a shared one keeps its files.
  const own = uid === undefined ? [] : ["(", "-user", String(uid), "-delete", ")", "-o"];
  const since = `@${sinceNs / 1_000_000_000n}.${(sinceNs % 1_000_000_000n).toString().padStart(9, "0")}`;
  const candidates = await exec([
    "find",
    ...SHARED_TEMP_DIRS,
    "-xdev",
    // A workspace inside a temporary folder is the agent's work, not its leftovers: its files and
    // its own hard links stay. (Not `-prune`, which `-delete`'s depth-first order turns off.)
    "!",
    "-path",
    findPattern(workspace),
    "!",
    "-path",
    `${findPattern(workspace)}/*`,
    "(",
    ...own,
    "(",
    "-type",
    "f",
    "-links",
    "+1",
    "-newerct",
    since,
    "-printf",
    "%D %i %p\\0",
    ")",
    ")",
  ]);
  const found = candidates.stdout
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const [dev = "", ino = "", ...rest] = line.split(" ");
      return { dev, ino, path: rest.join(" ") };
    });
  if (found.length === 0) return undefined;
  const inodes = [...new Set(found.map((f) => f.ino))];
  const tests = inodes.flatMap((ino, i) => [...(i > 0 ? ["-o"] : []), "-inum", ino]);
  const inside = await exec(["find", workspace, "-xdev", "(", ...tests, ")", "-printf", "%D %i\\0"]);
  const shared = new Set(inside.stdout.split("\0").filter(Boolean));
  const links = found.filter((f) => shared.has(`${f.dev} ${f.ino}`)).map((f) => f.path);
  if (links.length === 0) return undefined;
  const removed = await exec(["rm", "-f", "--", ...links]);
  return removed.ok
    ? undefined
    : `could not remove links to the workspace in a temporary folder: ${firstLine(removed.stderr)}`;
}

/** `path` as a `find -path` pattern that matches it alone: its wildcard characters escaped. */
function findPattern(path: string): string {
  return path.replace(/[\\*?[\]]/g, "\\$&");
}

/**
 * What ending a run's user takes besides `setpriv`, `env` and `sh`: absolute paths found once in
 * the system folders (`capabilities`), never on the action's PATH, which may hold a folder of the
 * workspace by the time the user ends.
 */
export type EndPrograms = Pick<Capabilities["programs"], "userdel" | "groupdel" | "crontab" | "atq" | "atrm">;

/**
 * The end of a per-run user, once its processes are gone: its files in the shared temporary
 * folders, then the account and its group. Returns why it failed, or undefined. Never throws.
 */
export async function forgetRunUser(
  account: Account,
  exec: Exec,
  programs: EndPrograms,
  options: { swept?: boolean } = {},
): Promise<string | undefined> {
  // `swept`: `sweepSharedTemp` ran once the user's processes were gone; nothing of it is left.
  if (!options.swept) await removeLeftovers(account.uid, exec);
  return deleteAccount(account.name, exec, programs);
}

/** How removing a leftover user went. */
export interface UserRemoval {
  /** Why it failed (or only partly worked), for a warning; absent when all went well. */
  problem?: string;
  /**
   * Processes of the user may still be running: they survived SIGKILL, or could not be stopped
   * (no privilege, setpriv missing). The user is then left in place, and the workspace must not
   * be read or given back while they can still change it.
   */
  survivors: boolean;
}

/**
 * Removes a per-run sandbox user (`repo-agent-<8 hex>`) that a killed run left behind, as a
 * `post:` step does: takes away its crontab and `at` jobs, kills its processes, deletes its files
 * in the shared temporary folders, then the user and its group, and looks once more for a process
 * of it. A name of any other shape is refused, so no other account can be removed this way; a
 * user that is already gone is not an error. Needs root or passwordless sudo. Never throws.
 */
export async function removeSandboxUser(name: string): Promise<UserRemoval> {
  if (!RUN_USER_NAME.test(name))
    return { problem: `"${name}" is not the name of a sandbox user`, survivors: false };
  const account = await lookup(name);
  const running = () => account !== undefined && processesOf(account.uid).length > 0;
  try {
    const caps = await capabilities();
    if (caps.privilege === "none")
      return {
        problem: `cannot remove the user ${name} without root or passwordless sudo`,
        survivors: running(),
      };
    const exec = rootExec(caps.privilege, caps.programs.sudo);
    // Gone already: at most its group is left.
    if (!account) return withProblems([await deleteAccount(name, exec, caps.programs)], false);
    const valid = checked(account);
    if (!valid.ok) return { problem: valid.error, survivors: false };
    const { setpriv, env, sh } = caps.programs;
    if (!setpriv || !env || !sh)
      return {
        problem: `cannot stop the processes of ${name}: setpriv, env or sh is missing`,
        survivors: running(),
      };
    const launch = { account, programs: { setpriv, env, sh } };
    const unscheduled = await cancelScheduledJobs(name, exec, caps.programs);
    const survived = await killAllOf(launch, exec);
    if (survived) return withProblems([...unscheduled, survived], true);
    const forgotten = await forgetRunUser(account, exec, caps.programs);
    // Whatever started between the kill and the user's removal.
    const late = await killAllOf(launch, exec);
    return withProblems([...unscheduled, forgotten, late], late !== undefined);
  } catch (error) {
    return {
      problem: `could not remove the user ${name}: ${(error as Error).message}`,
      survivors: running(),
    };
  }
}

function withProblems(problems: readonly (string | undefined)[], survivors: boolean): UserRemoval {
  const found = problems.filter((p): p is string => !!p);
  return found.length > 0 ? { problem: found.join("; "), survivors } : { survivors };
}

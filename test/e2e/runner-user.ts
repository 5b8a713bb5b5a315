import { spawnSync } from "node:child_process";
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

/**
 * The user a GitHub-hosted runner runs jobs as: `runner`, uid 1001, primary group `docker`,
 * passwordless sudo through a file in /etc/sudoers.d, a home of mode 0750, and the runner's work
 * folder in that home (`work/<repo>/<repo>` for the checkout, `work/_temp` for `RUNNER_TEMP`).
 * The tests make it when they run as root and it is missing, and leave it for later runs.
 */
export const RUNNER_USER = {
  name: "runner",
  uid: 1001,
  group: "docker",
  home: "/home/runner",
} as const;

export interface RunnerAccount {
  name: string;
  uid: number;
  gid: number;
  home: string;
  /** The runner's work folder: checkouts go to `<work>/<repo>/<repo>`. */
  work: string;
  /** `RUNNER_TEMP`. */
  temp: string;
  /** True when `sudo -n true` works for the user (sudo installed and the sudoers file read). */
  sudo: boolean;
  /**
   * True when this process must switch to the user to start a process as it (it is root);
   * false when this process is that user already.
   */
  switchUser: boolean;
}

export type RunnerAccountResult = { ok: true; account: RunnerAccount } | { ok: false; reason: string };

/** Where administration tools live, also when this process's PATH leaves sbin out. */
const SYSTEM_DIRS = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];

function findProgram(name: string): string | undefined {
  for (const dir of SYSTEM_DIRS) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // Not here.
    }
  }
  return undefined;
}

interface Ran {
  ok: boolean;
  output: string;
}

function run(argv: string[], as?: { uid: number; gid: number }): Ran {
  const [program = "", ...args] = argv;
  const ran = spawnSync(program, args, { encoding: "utf8", timeout: 20_000, ...(as ?? {}) });
  return {
    ok: ran.status === 0,
    output: `${ran.stdout ?? ""}${ran.stderr ?? ""}${ran.error?.message ?? ""}`.trim(),
  };
}

/** A field of `getent <database> <key>`, or undefined when there is no such entry. */
function getent(database: "passwd" | "group", key: string): string[] | undefined {
  const found = run(["getent", database, key]);
  return found.ok ? found.output.split("\n")[0]?.split(":") : undefined;
}

function groupId(name: string): number | undefined {
  const entry = getent("group", name);
  return entry ? Number(entry[2]) : undefined;
}

/** Makes `group` when missing; two test processes may race, so "exists already" is success. */
function ensureGroup(name: string): number | string {
  const existing = groupId(name);
  if (existing !== undefined) return existing;
  const groupadd = findProgram("groupadd");
  if (!groupadd) return `groupadd is not installed, so group ${name} cannot be made`;
  const made = run([groupadd, "--system", name]);
  return groupId(name) ?? `groupadd ${name} failed: ${made.output}`;
}

function ensureUser(gid: number): { uid: number; gid: number } | string {
  const { name, uid, home } = RUNNER_USER;
  const read = () => {
    const entry = getent("passwd", name);
    return entry ? { uid: Number(entry[2]), gid: Number(entry[3]) } : undefined;
  };
  const existing = read();
  if (existing) return existing;
  const useradd = findProgram("useradd");
  if (!useradd) return `useradd is not installed, so user ${name} cannot be made`;
  const made = run([
    useradd,
    "--uid",
    String(uid),
    "--gid",
    String(gid),
    "--home-dir",
    home,
    "--no-create-home",
    "--shell",
    "/bin/bash",
    name,
  ]);
  return read() ?? `useradd ${name} (uid ${uid}) failed: ${made.output}`;
}

/** A folder of the user's with `mode`, whatever the umask; made when missing. */
function ownFolder(path: string, owner: { uid: number; gid: number }, mode: number): void {
  mkdirSync(path, { recursive: true });
  chownSync(path, owner.uid, owner.gid);
  chmodSync(path, mode);
}

/**
 * Passwordless sudo as on GitHub-hosted runners. Written only where sudo is installed (its
 * folder exists): the file means nothing without it, and sudo installed later finds it on the
 * next run.
 */
function ensureSudoers(): void {
  const dir = "/etc/sudoers.d";
  if (!existsSync(dir) || !findProgram("sudo")) return;
  const file = join(dir, RUNNER_USER.name);
  const line = `${RUNNER_USER.name} ALL=(ALL) NOPASSWD:ALL\n`;
  if (existsSync(file) && readFileSync(file, "utf8") === line) return;
  writeFileSync(file, line, { mode: 0o440 });
  chmodSync(file, 0o440);
}

let cached: RunnerAccountResult | undefined;

/**
 * The `runner` user, made (with its group, home, work folders and sudoers file) when this
 * process is root and they are missing; existing ones are used as they are. Idempotent, once per
 * process. Never throws: when the user cannot be had, `reason` says why, for a skipped test.
 */
export function runnerAccount(): RunnerAccountResult {
  cached ??= makeRunnerAccount();
  return cached;
}

function makeRunnerAccount(): RunnerAccountResult {
  try {
    const self = process.getuid?.();
    const existing = getent("passwd", RUNNER_USER.name);
    const isRunner = existing !== undefined && Number(existing[2]) === self;
    if (self !== 0 && !isRunner) {
      return {
        ok: false,
        reason: `the tests run as uid ${self ?? "?"}, neither root nor ${RUNNER_USER.name}, so they cannot start the action as ${RUNNER_USER.name}`,
      };
    }
    let ids: { uid: number; gid: number };
    if (isRunner) {
      ids = { uid: Number(existing[2]), gid: Number(existing[3]) };
    } else {
      const gid = ensureGroup(RUNNER_USER.group);
      if (typeof gid === "string") return { ok: false, reason: gid };
      const user = ensureUser(gid);
      if (typeof user === "string") return { ok: false, reason: user };
      ids = user;
      ownFolder(RUNNER_USER.home, ids, 0o750);
      ensureSudoers();
    }
    const work = join(RUNNER_USER.home, "work");
    const temp = join(work, "_temp");
    if (!isRunner) {
      ownFolder(work, ids, 0o755);
      ownFolder(temp, ids, 0o755);
    } else {
      mkdirSync(temp, { recursive: true });
    }
    const sudo = findProgram("sudo");
    const canSudo = sudo !== undefined && run([sudo, "-n", "true"], isRunner ? undefined : ids).ok;
    return {
      ok: true,
      account: {
        name: RUNNER_USER.name,
        ...ids,
        home: RUNNER_USER.home,
        work,
        temp,
        sudo: canSudo,
        switchUser: !isRunner,
      },
    };
  } catch (error) {
    return { ok: false, reason: `could not prepare user ${RUNNER_USER.name}: ${(error as Error).message}` };
  }
}

/** True when `account` can run `program --version` (every folder on the way is open to it). */
export function canRun(program: string, account: RunnerAccount): boolean {
  return run([program, "--version"], account.switchUser ? { uid: account.uid, gid: account.gid } : undefined)
    .ok;
}

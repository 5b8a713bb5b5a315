import { spawnSync } from "node:child_process";
import type { CommandWrapper, GroupSignaller } from "../tools/index.js";
import type { Account } from "./account.js";
import { asRoot, type Privilege, SYSTEM_PATH } from "./exec.js";

/** How long a `sudo kill` may take; it runs synchronously (also from an exit handler). */
const SIGNAL_TIMEOUT_MS = 5000;

/** Everything needed to start a program as the sandbox user. */
export interface Launch {
  privilege: Privilege;
  /** Absolute paths; `sudo` only when `privilege` is `sudo`. */
  programs: { setpriv: string; env: string; sh: string; sudo?: string };
  account: Account;
  /** Its private home for this run (HOME), and TMPDIR inside it. */
  home: string;
  tmp: string;
}

/**
 * Variables that describe the action's own user and session: meaningless or misleading for the
 * sandbox user (an ssh-agent socket it cannot open, another user's runtime folder), so dropped.
 */
export const SESSION_VARIABLES: readonly string[] = [
  "XDG_RUNTIME_DIR",
  "DBUS_SESSION_BUS_ADDRESS",
  "SSH_AUTH_SOCK",
  "XAUTHORITY",
  "MAIL",
  "SUDO_USER",
  "SUDO_UID",
  "SUDO_GID",
  "SUDO_COMMAND",
];

/** Sets the umask so what a command creates stays group-writable, then runs the command. */
const UMASK_THEN_EXEC = 'umask 002 && exec "$@"';

/**
 * The variables the sandbox user's commands get on top of the (scrubbed) command environment:
 * its own HOME, USER and TMPDIR, and `safe.directory=*` for git as command-line configuration
 * (appended after any `GIT_CONFIG_*` entries already there), since the workspace belongs to
 * another user and git would otherwise refuse it as "dubious ownership".
 */
export function sandboxVariables(launch: Launch, env: NodeJS.ProcessEnv = {}): Record<string, string> {
  const given = Number(env.GIT_CONFIG_COUNT ?? "0");
  const n = Number.isInteger(given) && given >= 0 ? given : 0;
  return {
    HOME: launch.home,
    USER: launch.account.name,
    LOGNAME: launch.account.name,
    TMPDIR: launch.tmp,
    GIT_CONFIG_COUNT: String(n + 1),
    [`GIT_CONFIG_KEY_${n}`]: "safe.directory",
    [`GIT_CONFIG_VALUE_${n}`]: "*",
  };
}

/**
 * The argv prefix that becomes the sandbox user: setpriv switches uid and gid, drops every
 * supplementary group (docker, adm, sudo: whatever the account was given) and sets
 * no_new_privs, so no setuid program (sudo, su, pkexec) can ever raise it again.
 */
function becomeUser(launch: Launch): string[] {
  const { uid, gid } = launch.account;
  return [
    launch.programs.setpriv,
    `--reuid=${uid}`,
    `--regid=${gid}`,
    "--clear-groups",
    "--no-new-privs",
    "--",
  ];
}

/**
 * `sh -c script sh args…` as the sandbox user, started exactly as tool commands are but with only
 * a plain PATH: how the sandbox checks and cleans up from the inside. Run it as root.
 */
export function userScript(launch: Launch, script: string, args: readonly string[] = []): string[] {
  const env = [launch.programs.env, "-i", `PATH=${SYSTEM_PATH}`];
  return [...env, ...becomeUser(launch), launch.programs.sh, "-c", script, "sh", ...args];
}

/**
 * The `wrapCommand` of the sandbox: `argv` becomes
 * `[sudo -n --] env … setpriv --reuid … -- sh -c 'umask 002 && exec "$@"' sh argv…`.
 * As root the environment of the spawn passes through and only the sandbox's own variables are
 * set (and the session variables unset). Through sudo, which resets the environment, `env -i`
 * carries the whole command environment across in argv; it is already scrubbed of secrets.
 */
export function commandWrapper(launch: Launch): CommandWrapper {
  const tail = [...becomeUser(launch), launch.programs.sh, "-c", UMASK_THEN_EXEC, "sh"];
  // Without an environment (a caller that does not pass one), only a plain PATH crosses sudo.
  return (argv, env = { PATH: SYSTEM_PATH }) => {
    const own = sandboxVariables(launch, env);
    if (launch.privilege === "root") {
      const unset = SESSION_VARIABLES.flatMap((name) => ["-u", name]);
      const set = Object.entries(own).map(([k, v]) => `${k}=${v}`);
      return [launch.programs.env, ...unset, ...set, ...tail, ...argv];
    }
    const whole: Record<string, string> = {};
    for (const [k, v] of Object.entries(env))
      if (v !== undefined && !SESSION_VARIABLES.includes(k)) whole[k] = v;
    Object.assign(whole, own);
    const set = Object.entries(whole).map(([k, v]) => `${k}=${v}`);
    const command = [launch.programs.env, "-i", ...set, ...tail, ...argv];
    return asRoot(launch.privilege, command, launch.programs.sudo);
  };
}

/** The `kill` argv that sends `signal` to process group `pgid`, as root. */
export function killArgv(launch: Launch, pgid: number, signal: NodeJS.Signals): string[] {
  const kill = ["kill", "-s", signal.replace(/^SIG/, ""), "--", `-${pgid}`];
  return asRoot(launch.privilege, kill, launch.programs.sudo);
}

/**
 * The group signaller tools need when this process is not root: the runner user may not signal
 * the sandbox user's processes, so `sudo -n kill` does it. Synchronous, so that it also works
 * from an exit handler; never throws. Undefined as root, where `process.kill` reaches every user.
 */
export function groupSignaller(launch: Launch): GroupSignaller | undefined {
  if (launch.privilege === "root") return undefined;
  return (pgid, signal) => {
    const [file, ...args] = killArgv(launch, pgid, signal);
    if (file) spawnSync(file, args, { stdio: "ignore", timeout: SIGNAL_TIMEOUT_MS });
  };
}

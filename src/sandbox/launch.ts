import { SYSTEM_PATH } from "../base/system-path.js";
import { asRoot, type Privilege } from "./exec.js";

/** Everything needed to start a program as the sandbox user. */
/** A user of the system, as /etc/passwd names it. */
export interface Account {
  name: string;
  uid: number;
  gid: number;
}

export interface Launch {
  privilege: Privilege;
  /** Absolute paths; `sudo` only when `privilege` is `sudo`. */
  programs: { setpriv: string; env: string; sh: string; sudo?: string };
  account: Account;
  /** Its private home for this run (HOME), and TMPDIR inside it. */
  home: string;
  tmp: string;
  /**
   * The argv prefix, run as root, that enters the sandbox's mount namespace before the user is
   * become (idmap.ts); absent where the workspace is shared without one.
   */
  enter?: readonly string[] | undefined;
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
function becomeUser(launch: UserLaunch): string[] {
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

/** What starting a program as the sandbox user takes: its account and the helper programs. */
export type UserLaunch = Pick<Launch, "account" | "programs" | "enter">;

/**
 * `argv` as the sandbox user, in the sandbox's mount namespace where it has one, with nothing of
 * this process's environment but a plain PATH.
 */
function asUser(launch: UserLaunch, argv: readonly string[]): string[] {
  const { programs } = launch;
  return [...(launch.enter ?? []), programs.env, "-i", `PATH=${SYSTEM_PATH}`, ...becomeUser(launch), ...argv];
}

/**
 * `sh -c script sh args…` as the sandbox user, started exactly as the tool host is (setpriv,
 * cleared groups, no_new_privs, a plain PATH): how the sandbox checks and cleans up from the
 * inside. Run it as root.
 */
export function userScript(launch: UserLaunch, script: string, args: readonly string[] = []): string[] {
  return asUser(launch, [launch.programs.sh, "-c", script, "sh", ...args]);
}

/**
 * The argv that starts the tool host as the sandbox user:
 * `[sudo -n --] env -i PATH=<system path> setpriv --reuid … -- <node> <script>`. It holds no
 * value of the commands' environment (argv is readable by every local user in /proc): that
 * reaches the host on its stdin. `env -i` leaves nothing of this process's environment (nor of
 * what sudo keeps) to the host, which the agent's commands can read, being the same user.
 */
export function toolHostArgv(launch: Launch, node: string, script: string, args: string[] = []): string[] {
  return asRoot(launch.privilege, asUser(launch, [node, script, ...args]), launch.programs.sudo);
}

/**
 * The environment of the sandbox user's commands: `env` (already built from the allowlist)
 * without the action's session variables, plus the user's own (see `sandboxVariables`).
 */
export function toolHostEnv(launch: Launch, env: NodeJS.ProcessEnv): Record<string, string> {
  const whole: Record<string, string> = {};
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && !SESSION_VARIABLES.includes(name)) whole[name] = value;
  return { ...whole, ...sandboxVariables(launch, env) };
}

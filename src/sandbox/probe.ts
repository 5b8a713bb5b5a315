import { accessSync, constants } from "node:fs";
import path from "node:path";
import { SYSTEM_PATH } from "../base/system-path.js";
import { runHelper } from "./exec.js";

/**
 * Programs the sandbox runs as root or uses to switch users, found once by absolute path in the
 * system folders only. Never on the action's PATH: an earlier step may have put a workspace
 * folder there (`node_modules/.bin`), where the agent can plant a `userdel` of its own.
 * `crontab`, `atq` and `atrm` take away what the user scheduled before its processes are killed.
 * `python3` and `nsenter` make and enter the idmapped mount that shares the workspace (idmap.ts).
 */
export const PROGRAMS = [
  "setpriv",
  "useradd",
  "userdel",
  "groupdel",
  "setfacl",
  "sudo",
  "env",
  "sh",
  "crontab",
  "atq",
  "atrm",
  "python3",
  "nsenter",
] as const;
export type Program = (typeof PROGRAMS)[number];

/** Where administration tools live even when a PATH leaves them out (a non-root PATH often has no sbin). */
const SYSTEM_DIRS = SYSTEM_PATH.split(":");

/** What this machine lets the action do; data, so tests can describe a runner that allows less. */
export interface Capabilities {
  platform: NodeJS.Platform;
  /** `root`: this process is root; `sudo`: passwordless sudo works; `none`: neither. */
  privilege: "root" | "sudo" | "none";
  /** This process's user id (for notes, and for the ACL that keeps the workspace its own). */
  uid: number;
  /** Absolute paths of the helper programs that were found. */
  programs: Partial<Record<Program, string>>;
}

/**
 * The absolute path of `name` in the folders of `searchPath`, then in the system folders, or
 * undefined. By default the system folders alone: never the action's PATH (see `PROGRAMS`).
 */
export function findProgram(name: string, searchPath: string = SYSTEM_PATH): string | undefined {
  const dirs = [...searchPath.split(path.delimiter).filter((d) => path.isAbsolute(d)), ...SYSTEM_DIRS];
  for (const dir of new Set(dirs)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

/**
 * Finds out, cheaply, whether tool commands can run as another user here: are we root, or does
 * `sudo -n true` succeed, and which helper programs exist. Never throws.
 */
export async function probeCapabilities(): Promise<Capabilities> {
  const programs: Partial<Record<Program, string>> = {};
  for (const name of PROGRAMS) {
    const found = findProgram(name);
    if (found) programs[name] = found;
  }
  const uid = process.getuid?.() ?? -1;
  let privilege: Capabilities["privilege"] = "none";
  if (uid === 0) privilege = "root";
  else if (programs.sudo && (await runHelper([programs.sudo, "-n", "true"])).ok) privilege = "sudo";
  return { platform: process.platform, privilege, uid, programs };
}

let cached: Promise<Capabilities> | undefined;

/** `probeCapabilities()`, run once per process. */
export function capabilities(): Promise<Capabilities> {
  cached ??= probeCapabilities();
  return cached;
}

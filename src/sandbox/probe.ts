import { accessSync, constants } from "node:fs";
import path from "node:path";
import { runHelper } from "./exec.js";

/** Helper programs the sandbox uses, found by absolute path (sudo resets PATH, root's PATH may lack sbin). */
export const PROGRAMS = ["setpriv", "useradd", "setfacl", "sudo", "env", "sh"] as const;
export type Program = (typeof PROGRAMS)[number];

/** Where administration tools live even when PATH leaves them out (a non-root PATH often has no sbin). */
const SYSTEM_DIRS = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];

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

/** The absolute path of `name` on PATH or in the system folders, or undefined. */
export function findProgram(name: string, searchPath: string = process.env.PATH ?? ""): string | undefined {
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

import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SYSTEM_PATH } from "../base/system-path.js";

/** How long one helper program (useradd, setfacl, chown, sudo) may take before it counts as hung. */
export const HELPER_TIMEOUT_MS = 60_000;
/** Output kept from a helper program; they print little, and errors come first. */
const HELPER_MAX_BUFFER = 1024 * 1024;

/**
 * The environment of helper programs: the system PATH and nothing else. They run as root and need
 * none of the action's variables (its secrets least of all), and with no LANG their complaints
 * come in plain English. Not the action's PATH either: an earlier step may have put a workspace
 * folder on it, and a `chown` the agent planted there would run as root (a program named without
 * a path is looked up on this PATH).
 */
const HELPER_ENV: NodeJS.ProcessEnv = { PATH: SYSTEM_PATH };

/** How a helper program ended. */
export interface HelperResult {
  /** Exit code 0. */
  ok: boolean;
  stdout: string;
  /** Its stderr, or why it could not start or was stopped. */
  stderr: string;
}

/** Runs a program: never throws; a program that cannot start, fails or hangs is `ok: false`. */
export type Exec = (argv: readonly string[], input?: string) => Promise<HelperResult>;

/**
 * Runs one short helper program to its end, in `/` (a sandbox user may not be able to enter this
 * process's working directory), with `input` on its stdin, or stdin closed. Never throws.
 */
export function runHelper(argv: readonly string[], input?: string): Promise<HelperResult> {
  const [file, ...args] = argv;
  if (file === undefined) return Promise.resolve({ ok: false, stdout: "", stderr: "empty command" });
  return new Promise((resolve) => {
    const child = execFile(
      file,
      args,
      {
        cwd: "/",
        env: HELPER_ENV,
        timeout: HELPER_TIMEOUT_MS,
        maxBuffer: HELPER_MAX_BUFFER,
        encoding: "utf8",
      },
      (error, stdout, stderr) => {
        const why = error && !stderr.trim() ? error.message : stderr;
        resolve({ ok: !error, stdout, stderr: why.trim() });
      },
    );
    // A helper that exits before reading all of it makes the write fail: its exit says why.
    child.stdin?.on("error", () => {});
    child.stdin?.end(input);
  });
}

/** How this process can act as root: it is root, or it has passwordless sudo. */
export type Privilege = "root" | "sudo";

/** `argv` as root: unchanged when this process is root, else through `sudo -n` (never prompts). */
export function asRoot(privilege: Privilege, argv: readonly string[], sudo = "sudo"): string[] {
  return privilege === "root" ? [...argv] : [sudo, "-n", "--", ...argv];
}

/** An `Exec` that runs every program as root (see `asRoot`), with `input` on its stdin when given. */
export function rootExec(privilege: Privilege, sudo?: string): Exec {
  return (argv, input) => runHelper(asRoot(privilege, argv, sudo), input);
}

/** The first line of a helper's complaint, for a one-line note. */
export function firstLine(text: string): string {
  return text.split("\n").find((line) => line.trim() !== "") ?? "";
}

/**
 * Runs `use` with the path of a file in a new private folder, removed after: a helper's long
 * output (a workspace's ACLs, or its entries) passes through it, being more than a helper's
 * output may hold.
 */
export async function inScratchFile<T>(use: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), "repo-agent-scratch-"));
  try {
    return await use(path.join(folder, "out"));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

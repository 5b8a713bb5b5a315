import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { OutputCapture } from "./truncate.js";

/** Time between SIGTERM and SIGKILL when a process group is stopped. */
export const KILL_GRACE_MS = 1000;
/** How long output may keep flowing after the main process exited before leftovers are stopped. */
export const DRAIN_AFTER_EXIT_MS = 250;
/** How long to wait for pipes to close after the group was killed (a daemon may hold them forever). */
export const CLOSE_AFTER_KILL_MS = 250;
const GROUP_POLL_MS = 20;

/** A command to start: the program and its arguments, where, and with which environment. */
export interface CommandSpec {
  argv: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** Starts `spec` as the leader of a new process group, stdin closed, stdout and stderr piped. */
export function spawnGroup(spec: CommandSpec): ChildProcess {
  const [file, ...args] = spec.argv;
  if (file === undefined) throw new Error("empty command");
  return spawn(file, args, {
    cwd: spec.cwd,
    env: spec.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Live (not zombie) members of process group `pgid`, from /proc; undefined where there is no /proc. */
function liveMembers(pgid: number): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  let count = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after "(comm)": state ppid pgrp ...; comm itself may hold spaces and parentheses.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) === pgid && state !== "Z" && state !== "X") count++;
    } catch {
      // The process ended while we looked.
    }
  }
  return count;
}

/** True while any process of group `pgid` is still running (zombies waiting to be reaped excluded). */
export function groupAlive(pgid: number): boolean {
  const members = liveMembers(pgid);
  if (members !== undefined) return members > 0;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Sends a signal to every process of a group. Never throws: a group that is gone is not an error. */
function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops a whole process group: SIGTERM, then SIGKILL after `graceMs`. Resolves once it is gone. */
export async function killGroup(pgid: number, graceMs: number = KILL_GRACE_MS): Promise<void> {
  signalGroup(pgid, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (groupAlive(pgid)) {
    if (Date.now() >= deadline) {
      signalGroup(pgid, "SIGKILL");
      await sleep(GROUP_POLL_MS);
      return;
    }
    await sleep(GROUP_POLL_MS);
  }
}

/** Groups started here and not yet known to be gone: killed if this process exits first. */
const liveGroups = new Set<number>();
const killLiveGroups = (): void => {
  for (const pgid of liveGroups) if (groupAlive(pgid)) signalGroup(pgid, "SIGKILL");
};

/** Remembers a group so that it is killed (SIGKILL) should this process exit while it runs. */
export function trackGroup(pgid: number): void {
  if (liveGroups.size === 0) process.on("exit", killLiveGroups);
  liveGroups.add(pgid);
}

export function untrackGroup(pgid: number): void {
  if (liveGroups.delete(pgid) && liveGroups.size === 0) process.off("exit", killLiveGroups);
}

export interface ProcessOptions {
  timeoutMs: number;
  /** Aborting kills the whole group at once; the result then says `cancelled`. */
  signal?: AbortSignal;
  /** Bytes kept per stream (head and tail); the middle of longer output is counted and dropped. */
  captureBytes?: number;
  /** Sees every stdout chunk as it arrives (a search stops early by aborting `signal`). */
  onStdout?: (chunk: Buffer) => void;
}

/** How a run ended: on its own, by its timeout, by the abort signal, or it never started. */
export type Ending = "exited" | "timeout" | "cancelled" | "failed";

/** How a command ran: its ending, exit status and bounded output. */
export interface ProcessResult {
  ending: Ending;
  /** Exit code when the main process exited on its own. */
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  stdout: OutputCapture;
  stderr: OutputCapture;
  /** Processes the command left running after it exited were stopped. */
  strays: boolean;
  /** Why the command could not start, when `ending` is `failed`. */
  error?: string;
  durationMs: number;
}

/**
 * Runs a command to its end in its own process group and collects its output in bounded
 * memory. Never throws. On timeout or abort the whole group is killed (SIGTERM, then SIGKILL),
 * and so is anything the command leaves running after it exits: a foreground command owns its
 * group, and background work belongs to `BackgroundJobs`.
 */
export function runProcess(spec: CommandSpec, options: ProcessOptions): Promise<ProcessResult> {
  const started = Date.now();
  const stdout = new OutputCapture(options.captureBytes);
  const stderr = new OutputCapture(options.captureBytes);
  return new Promise((resolve) => {
    let ending: Ending = "exited";
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let strays = false;
    let error: string | undefined;
    let done = false;
    let killing: Promise<void> | undefined;
    let drainTimer: NodeJS.Timeout | undefined;

    if (options.signal?.aborted) {
      resolve({ ending: "cancelled", exitCode, exitSignal, stdout, stderr, strays, durationMs: 0 });
      return;
    }
    let child: ChildProcess;
    try {
      child = spawnGroup(spec);
    } catch (e) {
      resolve({
        ending: "failed",
        exitCode,
        exitSignal,
        stdout,
        stderr,
        strays,
        error: (e as Error).message,
        durationMs: 0,
      });
      return;
    }
    const pid = child.pid;
    if (pid !== undefined) trackGroup(pid);

    const finish = (): void => {
      if (done) return;
      done = true;
      if (pid !== undefined) untrackGroup(pid);
      clearTimeout(timer);
      clearTimeout(drainTimer);
      options.signal?.removeEventListener("abort", onAbort);
      stdout.end();
      stderr.end();
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve({
        ending,
        exitCode,
        exitSignal,
        stdout,
        stderr,
        strays,
        error,
        durationMs: Date.now() - started,
      });
    };
    const killThenFinish = (): void => {
      killing ??= pid === undefined ? Promise.resolve() : killGroup(pid, KILL_GRACE_MS);
      void killing.then(() => setTimeout(finish, CLOSE_AFTER_KILL_MS));
    };
    const stop = (why: Ending): void => {
      if (done || killing) return;
      ending = why;
      killThenFinish();
    };
    const onAbort = (): void => stop("cancelled");
    const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
    options.signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout?.on("data", (chunk: Buffer) => {
      stdout.push(chunk);
      options.onStdout?.(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", (e) => {
      if (pid !== undefined) return; // a running child's errors end in "close" anyway
      ending = "failed";
      error = e.message;
      finish();
    });
    child.on("exit", (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      clearTimeout(timer);
      // Pipes still open after this are held by processes the command started and left behind.
      drainTimer = setTimeout(() => {
        if (done || killing) return;
        strays = true;
        killThenFinish();
      }, DRAIN_AFTER_EXIT_MS);
    });
    child.on("close", () => {
      clearTimeout(drainTimer);
      if (!killing && pid !== undefined && groupAlive(pid)) {
        strays = true;
        killing = killGroup(pid, KILL_GRACE_MS);
      }
      if (killing) void killing.then(finish);
      else finish();
    });
  });
}

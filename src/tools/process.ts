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
  const unstarted = { exitCode: null, exitSignal: null, stdout, stderr, strays: false, durationMs: 0 };
  if (options.signal?.aborted) return Promise.resolve({ ending: "cancelled", ...unstarted });
  let child: ChildProcess;
  try {
    child = spawnGroup(spec);
  } catch (e) {
    return Promise.resolve({ ending: "failed", ...unstarted, error: (e as Error).message });
  }
  return new Promise((resolve) => new RunningProcess(child, options, { started, stdout, stderr }, resolve));
}

/**
 * One command from its start until its result is handed over: it watches the child's events, the
 * timeout and the abort signal, and stops the group when one of them says so. The result is
 * handed over once, when the pipes are closed (or given up on after the group was killed).
 */
class RunningProcess {
  private ending: Ending = "exited";
  private exitCode: number | null = null;
  private exitSignal: NodeJS.Signals | null = null;
  private strays = false;
  private error: string | undefined;
  private done = false;
  private killing: Promise<void> | undefined;
  private drainTimer: NodeJS.Timeout | undefined;
  private readonly pid: number | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly onAbort = (): void => this.stop("cancelled");

  constructor(
    private readonly child: ChildProcess,
    private readonly options: ProcessOptions,
    private readonly output: { started: number; stdout: OutputCapture; stderr: OutputCapture },
    private readonly resolve: (result: ProcessResult) => void,
  ) {
    this.pid = child.pid;
    if (this.pid !== undefined) trackGroup(this.pid);
    this.timer = setTimeout(() => this.stop("timeout"), options.timeoutMs);
    options.signal?.addEventListener("abort", this.onAbort, { once: true });

    child.stdout?.on("data", (chunk: Buffer) => {
      output.stdout.push(chunk);
      options.onStdout?.(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => output.stderr.push(chunk));
    child.on("error", (e) => this.failed(e));
    child.on("exit", (code, signal) => this.exited(code, signal));
    child.on("close", () => this.closed());
  }

  private failed(e: Error): void {
    if (this.pid !== undefined) return; // a running child's errors end in "close" anyway
    this.ending = "failed";
    this.error = e.message;
    this.finish();
  }

  private exited(code: number | null, signal: NodeJS.Signals | null): void {
    this.exitCode = code;
    this.exitSignal = signal;
    clearTimeout(this.timer);
    // Pipes still open after this are held by processes the command started and left behind.
    this.drainTimer = setTimeout(() => {
      if (this.done || this.killing) return;
      this.strays = true;
      this.killThenFinish();
    }, DRAIN_AFTER_EXIT_MS);
  }

  private closed(): void {
    clearTimeout(this.drainTimer);
    if (!this.killing && this.pid !== undefined && groupAlive(this.pid)) {
      this.strays = true;
      this.killing = killGroup(this.pid, KILL_GRACE_MS);
    }
    if (this.killing) void this.killing.then(() => this.finish());
    else this.finish();
  }

  /** Ends the run `why`, killing the group first; a run already ending keeps its ending. */
  private stop(why: Ending): void {
    if (this.done || this.killing) return;
    this.ending = why;
    this.killThenFinish();
  }

  private killThenFinish(): void {
    const pid = this.pid;
    this.killing ??= pid === undefined ? Promise.resolve() : killGroup(pid, KILL_GRACE_MS);
    void this.killing.then(() => setTimeout(() => this.finish(), CLOSE_AFTER_KILL_MS));
  }

  /** Hands the result over, once, and lets go of the timers, the listener and the pipes. */
  private finish(): void {
    if (this.done) return;
    this.done = true;
    if (this.pid !== undefined) untrackGroup(this.pid);
    clearTimeout(this.timer);
    clearTimeout(this.drainTimer);
    this.options.signal?.removeEventListener("abort", this.onAbort);
    const { started, stdout, stderr } = this.output;
    stdout.end();
    stderr.end();
    this.child.stdout?.destroy();
    this.child.stderr?.destroy();
    const { ending, exitCode, exitSignal, strays, error } = this;
    this.resolve({
      ending,
      exitCode,
      exitSignal,
      stdout,
      stderr,
      strays,
      error,
      durationMs: Date.now() - started,
    });
  }
}

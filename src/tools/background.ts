import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { fail, ok, type Result } from "../base/result.js";
import {
  CLOSE_AFTER_KILL_MS,
  type CommandSpec,
  groupAlive,
  KILL_GRACE_MS,
  killGroup,
  spawnGroup,
  trackGroup,
  untrackGroup,
} from "./process.js";
import { OutputCapture } from "./truncate.js";

/** Background jobs that may run at once; servers and watchers, not a build farm. */
export const MAX_BACKGROUND_JOBS = 8;
/** Output kept per stream of a job between two reads (head and tail). */
const JOB_CAPTURE_BYTES = 512 * 1024;

export interface JobStatus {
  id: string;
  command: string;
  pid: number | undefined;
  running: boolean;
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  /** Why the job could not start. */
  error?: string;
  startedAt: number;
}

export interface Job extends JobStatus {
  readonly stdout: OutputCapture;
  readonly stderr: OutputCapture;
}

interface Entry {
  job: Job;
  child: ChildProcess | undefined;
  closed: Promise<void>;
}

/**
 * Commands left running between tool calls (dev servers, watchers). Each leads its own process
 * group; `kill` and `dispose` stop the whole group. If the host process exits without
 * `dispose`, live groups still get SIGKILL (see `trackGroup`).
 */
export class BackgroundJobs {
  private readonly entries = new Map<string, Entry>();
  private next = 1;

  constructor(private readonly limit: number = MAX_BACKGROUND_JOBS) {}

  /** Starts a job; refused (as data) when `limit` jobs are already running. */
  start(command: string, spec: CommandSpec): Result<Job> {
    const running = [...this.entries.values()].filter((e) => e.job.running);
    if (running.length >= this.limit) {
      const ids = running.map((e) => e.job.id).join(", ");
      return fail(`${this.limit} background jobs are already running (${ids}); stop one with bash_kill`);
    }
    const job: Job = {
      id: `bg${this.next++}`,
      command,
      pid: undefined,
      running: true,
      exitCode: null,
      exitSignal: null,
      startedAt: Date.now(),
      stdout: new OutputCapture(JOB_CAPTURE_BYTES),
      stderr: new OutputCapture(JOB_CAPTURE_BYTES),
    };
    let child: ChildProcess | undefined;
    try {
      child = spawnGroup(spec);
    } catch (error) {
      job.running = false;
      job.error = (error as Error).message;
    }
    job.pid = child?.pid;
    if (job.pid !== undefined) trackGroup(job.pid);
    const closed = new Promise<void>((resolve) => {
      if (!child) return resolve();
      child.stdout?.on("data", (chunk: Buffer) => job.stdout.push(chunk));
      child.stderr?.on("data", (chunk: Buffer) => job.stderr.push(chunk));
      child.on("error", (error) => {
        if (job.pid !== undefined) return;
        job.running = false;
        job.error = error.message;
        resolve();
      });
      child.on("exit", (code, signal) => {
        job.exitCode = code;
        job.exitSignal = signal;
      });
      child.on("close", () => {
        job.running = false;
        job.stdout.end();
        job.stderr.end();
        resolve();
      });
    });
    this.entries.set(job.id, { job, child, closed });
    return ok(job);
  }

  get(id: string): Job | undefined {
    return this.entries.get(id)?.job;
  }

  ids(): string[] {
    return [...this.entries.keys()];
  }

  /** Stops the job's whole process group and waits until its output is closed. */
  async kill(id: string): Promise<Job | undefined> {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const pid = entry.job.pid;
    if (pid !== undefined && (entry.job.running || groupAlive(pid))) {
      await killGroup(pid, KILL_GRACE_MS);
      // A daemon that left the group may hold the pipes forever: stop waiting for them then.
      await Promise.race([entry.closed, sleep(CLOSE_AFTER_KILL_MS)]);
      entry.child?.stdout?.destroy();
      entry.child?.stderr?.destroy();
      entry.job.running = false;
    }
    if (pid !== undefined) untrackGroup(pid);
    return entry.job;
  }

  /** Stops every job (the end of a run). */
  async dispose(): Promise<void> {
    await Promise.all(this.ids().map((id) => this.kill(id)));
  }
}

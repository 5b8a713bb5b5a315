import { type ChildProcess, spawn } from "node:child_process";

/**
 * One run of a search program (rg, git) whose output is read as it comes. Lighter than
 * `runProcess`: these programs start nothing of their own, so stopping one is a SIGKILL to its
 * group and done, with no grace period to wait out; a search that has its matches stops at once.
 */

/** How the run ended: on its own, by the timeout, stopped by the caller's signal, or never started. */
export type SearchEnding = "exited" | "timeout" | "cancelled" | "failed";

export interface SearchRun {
  ending: SearchEnding;
  /** Exit code when the program exited on its own. */
  exitCode: number | null;
  /** The start of stderr (at most `stderrBytes`), for an error message. */
  stderr: string;
  /** Why the program could not start, when `ending` is `failed`. */
  error?: string;
}

export interface SearchRunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Aborting stops the program at once; the run then ends `cancelled`. */
  signal?: AbortSignal;
  /** Every stdout chunk, as it arrives. */
  onStdout: (chunk: Buffer) => void;
  /** Bytes of stderr kept. */
  stderrBytes?: number;
}

const DEFAULT_STDERR_BYTES = 16 * 1024;

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Runs `argv` (no shell) in its own process group. Never throws. */
export function runSearchProgram(argv: readonly string[], options: SearchRunOptions): Promise<SearchRun> {
  const [file, ...args] = argv;
  const stderrBytes = options.stderrBytes ?? DEFAULT_STDERR_BYTES;
  return new Promise((resolve) => {
    if (file === undefined) {
      resolve({ ending: "failed", exitCode: null, stderr: "", error: "empty command" });
      return;
    }
    if (options.signal?.aborted) {
      resolve({ ending: "cancelled", exitCode: null, stderr: "" });
      return;
    }
    let child: ChildProcess;
    try {
      child = spawn(file, args, {
        cwd: options.cwd,
        env: options.env,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      resolve({ ending: "failed", exitCode: null, stderr: "", error: (error as Error).message });
      return;
    }
    let ending: SearchEnding = "exited";
    let settled = false;
    const stderr: Buffer[] = [];
    let stderrKept = 0;
    const stop = (why: SearchEnding): void => {
      if (settled || ending !== "exited") return;
      ending = why;
      killGroup(child);
    };
    const onAbort = (): void => stop("cancelled");
    const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const settle = (run: SearchRun): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      resolve(run);
    };
    child.stdout?.on("data", (chunk: Buffer) => {
      if (ending === "exited") options.onStdout(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      if (stderrKept >= stderrBytes) return;
      stderr.push(chunk.subarray(0, stderrBytes - stderrKept));
      stderrKept += chunk.length;
    });
    child.on("error", (error) => {
      // A child that never started has no pid; one that did ends in "close" anyway.
      if (child.pid === undefined)
        settle({ ending: "failed", exitCode: null, stderr: "", error: error.message });
    });
    child.on("close", (code) => {
      settle({
        ending,
        exitCode: ending === "exited" ? code : null,
        stderr: Buffer.concat(stderr).toString("utf8").trim(),
      });
    });
  });
}

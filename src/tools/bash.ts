import { type Static, Type } from "@sinclair/typebox";
import { clip } from "../text/clip.js";
import type { BackgroundJobs, Job } from "./background.js";
import { type CommandSpec, type ProcessResult, runProcess } from "./process.js";
import type { Tool } from "./tool.js";
import { formatBytes, type TruncateLimits } from "./truncate.js";

export const DEFAULT_TIMEOUT_SECONDS = 120;
export const MAX_TIMEOUT_SECONDS = 600;
/** What each of stdout and stderr may show (head and tail) in one result. */
export const STREAM_LIMITS: Required<TruncateLimits> = { maxBytes: 20 * 1024, maxLines: 500 };

/** Characters of a job's command repeated in its status line. */
const MAX_SHOWN_COMMAND_CHARS = 80;

/** How and where commands run. */
export interface Shell {
  /** The folder every command starts in (the workspace root). */
  cwd: string;
  /** The complete environment of every command, used as given (built by the caller). */
  env: NodeJS.ProcessEnv;
}

export function shellSpec(shell: Shell, command: string): CommandSpec {
  return { argv: ["bash", "-c", command], cwd: shell.cwd, env: shell.env };
}

function section(name: string, capture: ProcessResult["stdout"]): string {
  const { text, truncated, totalBytes } = capture.take(STREAM_LIMITS);
  if (text === "") return `${name}: (empty)`;
  const note = truncated ? ` (${formatBytes(totalBytes)}, middle cut)` : "";
  return `${name}${note}:\n${text.endsWith("\n") ? text.slice(0, -1) : text}`;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return code !== null ? `exit code ${code}` : `killed by ${signal ?? "a signal"}`;
}

const BashParams = Type.Object(
  {
    command: Type.String({ minLength: 1, description: "The command line, run with `bash -c`." }),
    timeout: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        maximum: MAX_TIMEOUT_SECONDS,
        description: `Seconds before the command and its children are killed; default ${DEFAULT_TIMEOUT_SECONDS}, at most ${MAX_TIMEOUT_SECONDS}.`,
      }),
    ),
    run_in_background: Type.Optional(
      Type.Boolean({ description: "Start it and return at once with a job id (for servers and watchers)." }),
    ),
  },
  { additionalProperties: false },
);

export function createBashTool(shell: Shell, jobs: BackgroundJobs): Tool<typeof BashParams> {
  return {
    name: "bash",
    description:
      "Run a shell command with `bash -c` in the workspace root. Each call is a fresh shell (cd and exports do " +
      "not carry over); stdin is closed, so nothing can prompt; CI=true and pagers are off. Returns the exit " +
      `code, stdout and stderr; each stream shows at most ${formatBytes(STREAM_LIMITS.maxBytes)} / ` +
      `${STREAM_LIMITS.maxLines} lines (head and tail, the middle cut). On timeout (default ` +
      `${DEFAULT_TIMEOUT_SECONDS} s, at most ${MAX_TIMEOUT_SECONDS} s) the command and all its child processes ` +
      "are killed, and so is anything it leaves running when it exits. For servers and watchers set " +
      "run_in_background: true, then read with bash_output and stop with bash_kill.",
    parameters: BashParams,
    readOnly: false,
    async execute(args: Static<typeof BashParams>, { signal }) {
      const spec = shellSpec(shell, args.command);
      if (args.run_in_background) {
        const started = jobs.start(args.command, spec);
        if (!started.ok) return { isError: true, content: `Error: ${started.error}.` };
        const job = started.value;
        if (job.error) return { isError: true, content: `Error: could not start the command: ${job.error}.` };
        return {
          content: `Started background job ${job.id} (pid ${job.pid}). Read its output with bash_output {"id":"${job.id}"}; stop it with bash_kill.`,
        };
      }
      const seconds = args.timeout ?? DEFAULT_TIMEOUT_SECONDS;
      const result = await runProcess(spec, { timeoutMs: seconds * 1000, signal });
      if (result.ending === "failed") {
        return {
          isError: true,
          content: `Error: could not start the command: ${result.error ?? "unknown error"}.`,
        };
      }
      const output = `${section("stdout", result.stdout)}\n${section("stderr", result.stderr)}`;
      if (result.ending === "timeout") {
        return {
          isError: true,
          content: `Timed out after ${seconds} s: the command and its child processes were killed. Output so far:\n${output}`,
        };
      }
      if (result.ending === "cancelled") {
        return {
          isError: true,
          content: `Cancelled (the run is stopping): the command and its child processes were killed. Output so far:\n${output}`,
        };
      }
      const strays = result.strays
        ? "\nNote: processes the command left running were stopped. Use run_in_background: true for servers and watchers."
        : "";
      return { content: `${describeExit(result.exitCode, result.exitSignal)}\n${output}${strays}` };
    },
  };
}

function jobHeader(job: Job): string {
  const state = job.running
    ? `running for ${Math.round((Date.now() - job.startedAt) / 1000)} s`
    : job.error
      ? `failed to start: ${job.error}`
      : `finished, ${describeExit(job.exitCode, job.exitSignal)}`;
  const command = clip(job.command, MAX_SHOWN_COMMAND_CHARS + 1);
  return `Job ${job.id} (${command}): ${state}`;
}

function unknownJob(jobs: BackgroundJobs, id: string) {
  const known = jobs.ids();
  return {
    isError: true,
    content: `Error: no background job "${id}". ${known.length > 0 ? `Known jobs: ${known.join(", ")}.` : "No jobs were started."}`,
  };
}

const JobParams = Type.Object(
  { id: Type.String({ minLength: 1, description: 'The job id bash returned, like "bg1".' }) },
  { additionalProperties: false },
);

export function createBashOutputTool(jobs: BackgroundJobs): Tool<typeof JobParams> {
  return {
    name: "bash_output",
    description:
      "Read what a background job (bash with run_in_background) printed since the last read, and whether it " +
      `still runs. Each stream shows at most ${formatBytes(STREAM_LIMITS.maxBytes)} (head and tail).`,
    parameters: JobParams,
    readOnly: true,
    async execute({ id }) {
      const job = jobs.get(id);
      if (!job) return unknownJob(jobs, id);
      return {
        content: `${jobHeader(job)}\n${section("new stdout", job.stdout)}\n${section("new stderr", job.stderr)}`,
      };
    },
  };
}

export function createBashKillTool(jobs: BackgroundJobs): Tool<typeof JobParams> {
  return {
    name: "bash_kill",
    description: "Stop a background job and all its child processes; returns its last unread output.",
    parameters: JobParams,
    readOnly: false,
    async execute({ id }) {
      const job = await jobs.kill(id);
      if (!job) return unknownJob(jobs, id);
      return {
        content: `${jobHeader(job)}\n${section("new stdout", job.stdout)}\n${section("new stderr", job.stderr)}`,
      };
    },
  };
}

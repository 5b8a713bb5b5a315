import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { fail, ok, type Result } from "../base/result.js";
import { clipBytes } from "../text/clip.js";
import { isRecord } from "../text/json.js";
import { DEFAULT_TIMEOUT_SECONDS, MAX_TIMEOUT_SECONDS } from "./bash.js";
import { SEARCH_TIMEOUT_MS } from "./grep-backends.js";
import {
  asFromHost,
  encodeMessage,
  type FromHost,
  type InitMessage,
  LineDecoder,
  MAX_REPLY_BYTES,
  MAX_REPLY_PUNCTUATION,
  type ToHost,
} from "./host-protocol.js";
import { asSpawnFromHost, type SpawnToHost } from "./host-spawn.js";
import { type CodingTools, createCodingTools } from "./index.js";
import { KILL_GRACE_MS } from "./process.js";
import { type ProgramRelay, type ProgramSpec, RelayedProgram } from "./relayed-program.js";
import type { AnyTool, ToolOutput } from "./tool.js";

/** How long the host may take to start and answer `init`. */
export const HOST_START_TIMEOUT_MS = 30_000;
/**
 * How long a cancelled call waits for the host's answer: the host kills a command's group within
 * KILL_GRACE_MS, so a longer silence means the host is stuck (and is given up, as for a deadline).
 */
const CANCEL_ANSWER_MS = KILL_GRACE_MS + 5000;
/**
 * What a bash call may take past its own `timeout`: the kill of the command's group
 * (KILL_GRACE_MS, then the waits for its pipes to close), two trips through the pipes, and the
 * slack of a runner under load.
 */
export const BASH_DEADLINE_MARGIN_MS = 30_000;
/**
 * The deadline of grep and glob. Each search program they run stops at SEARCH_TIMEOUT_MS, but one
 * call may run several in turn (rg; or git grep, again in the other regex dialect, then over the
 * untracked files git lists beside it) and then walk folders git does not list.
 */
export const SEARCH_DEADLINE_MS = 10 * SEARCH_TIMEOUT_MS;
/**
 * The deadline of every other tool: read_file, write_file and edit_file (one file each, a
 * write_file's content at most MAX_MESSAGE_BYTES), bash_output (a job's buffered output) and
 * bash_kill (one group killed within KILL_GRACE_MS). They have no timeout of their own and take
 * well under a second; two minutes is for a slow disk or a loaded machine, not for the work.
 */
export const FILE_TOOL_DEADLINE_MS = 120_000;

/**
 * How long the host may take to answer one call of `tool`, from the tool's own bound: for bash its
 * `timeout` argument (default DEFAULT_TIMEOUT_SECONDS) plus BASH_DEADLINE_MARGIN_MS. A call
 * running in the background returns at once and gets the same deadline, generously.
 */
export function callDeadlineMs(tool: string, args: Record<string, unknown>): number {
  if (tool === "grep" || tool === "glob") return SEARCH_DEADLINE_MS;
  if (tool !== "bash") return FILE_TOOL_DEADLINE_MS;
  const given = args.timeout;
  const seconds =
    typeof given === "number" && given > 0 ? Math.min(given, MAX_TIMEOUT_SECONDS) : DEFAULT_TIMEOUT_SECONDS;
  return seconds * 1000 + BASH_DEADLINE_MARGIN_MS;
}
/** How long `dispose` waits for the host to stop its jobs and exit before it is killed. */
const HOST_EXIT_MS = KILL_GRACE_MS + 5000;
/** Bytes of the host's stderr kept, and of its `failed` message, to say why it stopped. */
const STDERR_TAIL_BYTES = 2048;

export interface RemoteToolsOptions {
  /** The program and arguments that start the host (as the sandbox user). Holds no secret. */
  argv: string[];
  /** The environment of `argv` itself: a plain PATH. Commands get `init.env` instead. */
  spawnEnv: NodeJS.ProcessEnv;
  /** What the host needs (sent as its first message, on stdin). */
  init: Omit<InitMessage, "type">;
  /** Default HOST_START_TIMEOUT_MS. */
  startTimeoutMs?: number;
  /** Every call's deadline, in place of `callDeadlineMs`' for its tool (tests use a short one). */
  callDeadlineMs?: number;
}

/** The tools, running in the host. */
export interface RemoteTools {
  coding: CodingTools;
  /** Programs the host runs as its user for the action, their pipes relayed (a local MCP server). */
  programs: ProgramRelay;
  /** The host's pid, as it said at its start: data, never signalled or read by the action. */
  pid: number;
}

interface Pending {
  resolve: (output: ToolOutput) => void;
}

/** One line from the host's stderr, for an error message. */
function lastLine(text: string): string {
  return (
    text
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .at(-1) ?? ""
  );
}

const seconds = (ms: number): string => `${ms / 1000} s`;

/** The host's messages about programs it runs for the action (see host-spawn.ts). */
const PROGRAM_MESSAGES = new Set<unknown>(["spawned", "stdout", "exited"]);

/**
 * The action's end of the connection: sends calls, matches results to them, and answers every
 * call even when the host dies, stops or stays silent.
 *
 * The host runs as the sandbox user, as the agent's commands do: they can stop it (SIGSTOP), kill
 * it, take its descriptors and read or write its pipes. So nothing it sends is followed: a message
 * is at most MAX_REPLY_BYTES, with at most MAX_REPLY_PUNCTUATION brackets, commas and colons (so
 * parsing it costs about its size); `ready` and `failed` count only while the host starts; a result
 * counts only for a call waiting here, once (others are ignored), and only its text, error flag
 * and images checked by their bytes (`checkImages`) are kept; a program's messages count only for
 * a program started here and still running; the maps of waiting calls and running programs hold
 * only what was started here. The worst a forger can do is change what its own tool calls and
 * programs answer, or end the tools.
 *
 * Every call has a deadline (`callDeadlineMs`, or CANCEL_ANSWER_MS once cancelled). A host that
 * misses one is not trusted any more: it is killed, the calls waiting and every later one get an
 * error result saying no tool can run any more, and the run goes on to its end with the model
 * told so, rather than waiting for the job's timeout. (Behind sudo the kill reaches sudo only,
 * and a killed host leaves its background jobs: the sandbox's release kills every process of
 * its user, stopped ones too.)
 */
class HostConnection {
  private readonly pending = new Map<number, Pending>();
  /** Programs the host runs for the action (see host-spawn.ts), by id, until they end. */
  private readonly programs = new Map<number, RelayedProgram>();
  private nextId = 1;
  private stderr = "";
  /** Why no more calls can be made; set once. */
  private gone: string | undefined;
  readonly exited: Promise<void>;
  private onReady: ((message: FromHost) => void) | undefined;

  constructor(
    private readonly child: ChildProcess,
    private readonly deadlineOf: (tool: string, args: Record<string, unknown>) => number,
  ) {
    const decoder = new LineDecoder(
      (value) => this.receive(value),
      () => this.fail("the tool host sent a message longer than the protocol allows"),
      { maxBytes: MAX_REPLY_BYTES, maxPunctuation: MAX_REPLY_PUNCTUATION },
    );
    child.stdout?.on("data", (chunk: Buffer) => decoder.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => {
      this.stderr = clipBytes(this.stderr + chunk.toString("utf8"), STDERR_TAIL_BYTES, { keep: "tail" });
    });
    // A host that died makes writes fail (EPIPE): that is reported by "exit", not thrown.
    child.stdin?.on("error", () => undefined);
    this.exited = new Promise((resolve) => {
      child.on("error", (error) => {
        this.fail(`the tool host could not start: ${error.message}`);
        resolve();
      });
      child.on("exit", (code, signal) => {
        const how = code !== null ? `exit code ${code}` : `killed by ${signal ?? "a signal"}`;
        const why = lastLine(this.stderr);
        this.fail(`the tool host stopped (${how})${why ? `: ${why}` : ""}`);
        resolve();
      });
    });
  }

  /** Resolves with the host's first answer to `init`, or undefined when it died first. */
  ready(init: InitMessage, timeoutMs: number): Promise<FromHost | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.fail(`the tool host did not answer within ${seconds(timeoutMs)}`);
        resolve(undefined);
      }, timeoutMs);
      const settle = (message: FromHost | undefined): void => {
        clearTimeout(timer);
        this.onReady = undefined;
        resolve(message);
      };
      this.onReady = settle;
      void this.exited.then(() => settle(undefined));
      this.send(init);
    });
  }

  /** Why the host cannot be used, once it cannot. */
  get failure(): string | undefined {
    return this.gone;
  }

  private send(message: ToHost | SpawnToHost): void {
    if (this.gone === undefined && this.child.stdin?.writable) this.child.stdin.write(encodeMessage(message));
  }

  /** Starts `spec` in the host; a host that is gone ends it at once. */
  startProgram(spec: ProgramSpec): RelayedProgram {
    const program = new RelayedProgram(this.nextId++, (message) => this.send(message));
    if (this.gone !== undefined) {
      program.end({ code: null, signal: null, stderr: "", error: this.gone });
      return program;
    }
    this.programs.set(program.id, program);
    void program.ended.then(() => this.programs.delete(program.id));
    this.send({ type: "spawn", id: program.id, ...spec });
    return program;
  }

  private receive(value: unknown): void {
    const relayed = isRecord(value) && PROGRAM_MESSAGES.has(value.type) ? asSpawnFromHost(value) : undefined;
    if (relayed) {
      // Only for a program started here and still running; anything else has no one to hear it.
      this.programs.get(relayed.id)?.receive(relayed);
      return;
    }
    const message = asFromHost(value);
    if (!message) return;
    if (message.type !== "result") {
      // Only while starting; a `ready` or `failed` later is nobody's answer.
      this.onReady?.(message);
      return;
    }
    // A call not waiting here (never made, already answered, given up) has no one to answer.
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    pending?.resolve(message.output);
  }

  /**
   * Ends the connection for good: every call waiting now or made later gets an error result. The
   * host is killed and its pipes closed, so nothing more it sends is read, and nothing buffered
   * for a host that stopped reading is kept.
   */
  fail(why: string): void {
    // Once only: a kill that fails emits "error", which calls this again.
    if (this.gone !== undefined) return;
    this.gone = why;
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.resolve(this.deadResult());
    }
    for (const program of this.programs.values())
      program.end({ code: null, signal: null, stderr: "", error: `the tool host stopped: ${why}` });
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
    this.child.stdin?.destroy();
    this.child.stdout?.destroy();
    this.child.stderr?.destroy();
  }

  private deadResult(): ToolOutput {
    return { isError: true, content: `Error: ${this.gone}; no tool can run any more in this run.` };
  }

  /**
   * Runs one call in the host. Never throws and never hangs: a dead host, or one that misses the
   * call's deadline, is an error result (and the end of the host: see the class).
   */
  call(tool: string, args: Record<string, unknown>, signal: AbortSignal): Promise<ToolOutput> {
    if (this.gone !== undefined) return Promise.resolve(this.deadResult());
    const id = this.nextId++;
    const deadlineMs = this.deadlineOf(tool, args);
    return new Promise<ToolOutput>((resolve) => {
      let timer = setTimeout(
        () =>
          this.fail(
            `the tool host did not answer a ${tool} call within its deadline (${seconds(deadlineMs)})`,
          ),
        deadlineMs,
      );
      const onAbort = (): void => {
        this.send({ type: "cancel", id });
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            this.fail(
              `the tool host did not confirm within ${seconds(CANCEL_ANSWER_MS)} that a cancelled ${tool} call stopped`,
            ),
          CANCEL_ANSWER_MS,
        );
      };
      this.pending.set(id, {
        resolve: (output) => {
          clearTimeout(timer);
          signal.removeEventListener("abort", onAbort);
          resolve(output);
        },
      });
      signal.addEventListener("abort", onAbort, { once: true });
      this.send({ type: "call", id, tool, args });
      if (signal.aborted) onAbort();
    });
  }

  /**
   * Closes the host's stdin (it stops its jobs and exits); kills it when it does not within
   * HOST_EXIT_MS (a stopped host too: SIGKILL needs no answer). Never throws; never hangs.
   */
  async close(): Promise<void> {
    if (this.gone === undefined) {
      // A host the agent stopped (SIGSTOP) is woken to stop its jobs, as any closing host does.
      this.child.kill("SIGCONT");
      this.child.stdin?.end();
      // An unref'd timer: a host that exited at once must not keep the action alive for the wait.
      await Promise.race([this.exited, sleep(HOST_EXIT_MS, undefined, { ref: false })]);
    }
    this.fail("the tools were disposed");
  }
}

/**
 * Starts the tool host and returns the coding tools that forward every call to it. The tools
 * have the same names, descriptions, schemas and readOnly flags as `createCodingTools`' (the
 * loop validates arguments here, the host runs them). Never throws: a host that cannot start is
 * a failure saying why; one that dies or misses a call's deadline later answers every call
 * with an error result that says so. `dispose` ends the host, stopping its background jobs.
 */
export async function startRemoteTools(options: RemoteToolsOptions): Promise<Result<RemoteTools>> {
  const spawned = spawnToolHost(options.argv, options.spawnEnv);
  if (!spawned.ok) return spawned;
  return spawned.value.init(options.init, options);
}

/**
 * A tool host started and not yet told what to do: its program (Node) starting, which is most of
 * a host's start, while what `init` carries (the commands' environment) is still being made.
 */
export interface StartingHost {
  /** Sends `init` once and answers as `startRemoteTools` does; a second call is refused. */
  init(
    init: RemoteToolsOptions["init"],
    options?: Pick<RemoteToolsOptions, "startTimeoutMs" | "callDeadlineMs">,
  ): Promise<Result<RemoteTools>>;
  /** Why the host cannot be used any more (it stopped, or was closed), once it cannot. */
  readonly failure: string | undefined;
  /** Ends a host that is not wanted after all. Never throws. */
  close(): Promise<void>;
}

/** Starts the host's program (`argv`, in `spawnEnv`); `init` makes it the tools. */
export function spawnToolHost(argv: readonly string[], spawnEnv: NodeJS.ProcessEnv): Result<StartingHost> {
  const [file, ...args] = argv;
  if (file === undefined) return fail("no command to start the tool host");
  const child = spawn(file, args, { cwd: "/", env: spawnEnv, stdio: ["pipe", "pipe", "pipe"] });
  let fixed: number | undefined;
  const host = new HostConnection(child, (tool, toolArgs) => fixed ?? callDeadlineMs(tool, toolArgs));
  let sent = false;
  return ok({
    get failure() {
      return host.failure;
    },
    close: () => host.close(),
    async init(init, options = {}) {
      if (sent) return fail("the tool host was started already");
      sent = true;
      fixed = options.callDeadlineMs;
      return readyTools(host, init, options.startTimeoutMs ?? HOST_START_TIMEOUT_MS);
    },
  });
}

/** The coding tools of `host` once it answers `init`; a host that does not is closed. */
async function readyTools(
  host: HostConnection,
  init: RemoteToolsOptions["init"],
  timeoutMs: number,
): Promise<Result<RemoteTools>> {
  let local: CodingTools;
  try {
    // Only the definitions are used: these tools never run in this process.
    local = createCodingTools({ root: init.root, env: {} });
  } catch (error) {
    await host.close();
    return fail(`the workspace cannot be used: ${(error as Error).message}`);
  }
  const answer = await host.ready({ type: "init", ...init }, timeoutMs);
  if (answer?.type !== "ready") {
    const error =
      answer?.type === "failed"
        ? `the tool host failed: ${clipBytes(answer.error, STDERR_TAIL_BYTES)}`
        : host.failure;
    await host.close();
    return fail(error ?? "the tool host did not start");
  }
  const tools: AnyTool[] = local.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters,
    readOnly: tool.readOnly,
    execute: (toolArgs: Record<string, unknown>, { signal }) => host.call(tool.name, toolArgs, signal),
  }));
  let closed: Promise<void> | undefined;
  return ok({
    pid: answer.pid,
    programs: { start: (spec) => host.startProgram(spec) },
    coding: {
      tools,
      dispose: () => {
        closed ??= host.close();
        return closed;
      },
    },
  });
}

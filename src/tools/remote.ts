import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { clipBytes } from "../text/clip.js";
import {
  asFromHost,
  encodeMessage,
  type FromHost,
  type InitMessage,
  LineDecoder,
  type ToHost,
} from "./host-protocol.js";
import { type CodingTools, createCodingTools } from "./index.js";
import { KILL_GRACE_MS } from "./process.js";
import type { AnyTool, ToolOutput } from "./tool.js";

/** How long the host may take to start and answer `init`. */
export const HOST_START_TIMEOUT_MS = 30_000;
/**
 * How long a cancelled call waits for the host's answer before it is answered here: the host
 * kills a command's group within KILL_GRACE_MS, so a longer silence means the host is stuck.
 */
const CANCEL_ANSWER_MS = KILL_GRACE_MS + 5000;
/** How long `dispose` waits for the host to stop its jobs and exit before it is killed. */
const HOST_EXIT_MS = KILL_GRACE_MS + 5000;
/** Bytes of the host's stderr kept, to say why it stopped. */
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
}

/** The tools, running in the host; or why the host could not start. */
export type RemoteToolsResult =
  | { ok: true; coding: CodingTools /** The host's pid. */; pid: number }
  | { ok: false; error: string };

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

/**
 * The action's end of the connection: sends calls, matches results to them, and answers every
 * call even when the host dies or stays silent.
 */
class HostConnection {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stderr = "";
  /** Why no more calls can be made; set once. */
  private gone: string | undefined;
  readonly exited: Promise<void>;
  private onReady: ((message: FromHost) => void) | undefined;

  constructor(private readonly child: ChildProcess) {
    const decoder = new LineDecoder(
      (value) => this.receive(value),
      () => this.fail("the tool host sent a message longer than the protocol allows"),
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
        this.fail(`the tool host did not answer within ${timeoutMs / 1000} s`);
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

  private send(message: ToHost): void {
    if (this.gone === undefined && this.child.stdin?.writable) this.child.stdin.write(encodeMessage(message));
  }

  private receive(value: unknown): void {
    const message = asFromHost(value);
    if (!message) return;
    if (message.type !== "result") {
      this.onReady?.(message);
      return;
    }
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    pending?.resolve(message.output);
  }

  /** Ends the connection for good: every call waiting now or made later gets an error result. */
  fail(why: string): void {
    this.gone ??= why;
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.resolve(this.deadResult());
    }
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
  }

  private deadResult(): ToolOutput {
    return { isError: true, content: `Error: ${this.gone}; no tool can run any more in this run.` };
  }

  /** Runs one call in the host. Never throws and never hangs: a dead or stuck host is an error result. */
  call(tool: string, args: Record<string, unknown>, signal: AbortSignal): Promise<ToolOutput> {
    if (this.gone !== undefined) return Promise.resolve(this.deadResult());
    const id = this.nextId++;
    return new Promise<ToolOutput>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const onAbort = (): void => {
        this.send({ type: "cancel", id });
        timer = setTimeout(() => {
          if (!this.pending.delete(id)) return;
          resolve({
            isError: true,
            content: "Cancelled: the tool host did not confirm that the call stopped.",
          });
        }, CANCEL_ANSWER_MS);
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

  /** Closes the host's stdin (it stops its jobs and exits); kills it when it does not. Never throws. */
  async close(): Promise<void> {
    this.child.stdin?.end();
    // An unref'd timer: a host that exited at once must not keep the action alive for the wait.
    await Promise.race([this.exited, sleep(HOST_EXIT_MS, undefined, { ref: false })]);
    this.fail("the tools were disposed");
  }
}

/**
 * Starts the tool host and returns the coding tools that forward every call to it. The tools
 * have the same names, descriptions, schemas and readOnly flags as `createCodingTools`' (the
 * loop validates arguments here, the host runs them). Never throws: a host that cannot start is
 * `ok: false` with the reason; one that dies later answers every call with an error result that
 * says so. `dispose` ends the host, stopping its background jobs.
 */
export async function startRemoteTools(options: RemoteToolsOptions): Promise<RemoteToolsResult> {
  const [file, ...args] = options.argv;
  if (file === undefined) return { ok: false, error: "no command to start the tool host" };
  let local: CodingTools;
  try {
    // Only the definitions are used: these tools never run in this process.
    local = createCodingTools({ root: options.init.root, env: {} });
  } catch (error) {
    return { ok: false, error: `the workspace cannot be used: ${(error as Error).message}` };
  }
  const child = spawn(file, args, { cwd: "/", env: options.spawnEnv, stdio: ["pipe", "pipe", "pipe"] });
  const host = new HostConnection(child);
  const answer = await host.ready(
    { type: "init", ...options.init },
    options.startTimeoutMs ?? HOST_START_TIMEOUT_MS,
  );
  if (answer?.type !== "ready") {
    const error = answer?.type === "failed" ? `the tool host failed: ${answer.error}` : host.failure;
    await host.close();
    return { ok: false, error: error ?? "the tool host did not start" };
  }
  const tools: AnyTool[] = local.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters,
    readOnly: tool.readOnly,
    execute: (toolArgs: Record<string, unknown>, { signal }) => host.call(tool.name, toolArgs, signal),
  }));
  let closed: Promise<void> | undefined;
  return {
    ok: true,
    pid: answer.pid,
    coding: {
      tools,
      dispose: () => {
        closed ??= host.close();
        return closed;
      },
    },
  };
}

import { spawn } from "node:child_process";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { DRAIN_AFTER_EXIT_MS, KILL_GRACE_MS, killGroup, trackGroup, untrackGroup } from "../process.js";
import type { ProgramRelay } from "../relayed-program.js";

/** Longest message a server may send; a longer one is an error and ends the connection. */
export const MAX_STDIO_MESSAGE_BYTES = 16 * 1024 * 1024;
/** Characters of the server's stderr kept, for the message that says why it failed. */
export const STDERR_TAIL_CHARS = 2048;

/** A local server's process: what to run, where, and with exactly which environment. */
export interface StdioServerSpec {
  command: string;
  args: string[];
  /** The whole environment of the process: nothing of this process's own is added. */
  env: Record<string, string>;
  cwd: string;
}

/** How the process ended. */
export interface StdioExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** What a server's process tells its transport, as it happens. */
export interface ProcessHandlers {
  stdout(chunk: Buffer): void;
  stderr(text: string): void;
  /** Once, when it has exited and its output is in. */
  exit(exit: StdioExit): void;
}

/**
 * A local server's process as its transport sees it, wherever it runs: here (`spawnedHere`, as
 * the action's user) or in the tool host, as the sandbox user (`relayedBy`).
 */
export interface ServerProcess {
  /** Starts it; resolves with its pid (its group's too), rejects when it cannot start. */
  start(handlers: ProcessHandlers): Promise<number>;
  write(data: string): Promise<void>;
  /** Ends its stdin and stops its whole process group; resolves once it is gone. Never throws. */
  stop(): Promise<void>;
}

/** `spec` started by this process, leading a process group of its own, with exactly `spec.env`. */
export function spawnedHere(spec: StdioServerSpec): ServerProcess {
  let pid: number | undefined;
  let stdin: NodeJS.WritableStream | undefined;
  return {
    start: (handlers) =>
      new Promise((resolve, reject) => {
        const child = spawn(spec.command, spec.args, {
          cwd: spec.cwd,
          env: spec.env,
          detached: true,
          stdio: ["pipe", "pipe", "pipe"],
          windowsHide: true,
        });
        stdin = child.stdin ?? undefined;
        child.once("spawn", () => {
          pid = child.pid;
          if (pid === undefined) return;
          trackGroup(pid);
          resolve(pid);
        });
        child.once("error", (error) => {
          if (child.pid === undefined) reject(error);
        });
        child.stdout?.on("data", (chunk: Buffer) => handlers.stdout(chunk));
        child.stderr?.on("data", (chunk: Buffer) => handlers.stderr(chunk.toString("utf8")));
        // A closed stdin (the server exited) surfaces as EPIPE on write; the exit says why.
        child.stdin?.on("error", () => {});
        child.once("exit", (code, signal) => {
          // Its last output may still be in the pipe: waited for, a bounded time.
          let told = false;
          const tell = () => {
            if (told) return;
            told = true;
            handlers.exit({ code, signal });
          };
          child.once("close", tell);
          setTimeout(tell, DRAIN_AFTER_EXIT_MS).unref();
        });
      }),
    write: (data) =>
      new Promise((resolve, reject) => {
        if (!stdin?.writable) return reject(new Error("the server's process is not running"));
        stdin.write(data, (error) => (error ? reject(error) : resolve()));
      }),
    async stop() {
      try {
        stdin?.end();
      } catch {
        // Already closed: the process is going or gone.
      }
      if (pid === undefined) return;
      await killGroup(pid, KILL_GRACE_MS);
      untrackGroup(pid);
    },
  };
}

/**
 * `spec` started by the tool host, as its user (the sandbox user), with the commands'
 * environment and `spec.env` over it (see host-spawn.ts); the host stops its group.
 */
export function relayedBy(relay: ProgramRelay, spec: Omit<StdioServerSpec, "cwd">): ServerProcess {
  const program = relay.start({ command: spec.command, args: spec.args, env: spec.env });
  return {
    async start(handlers) {
      program.onStdout = (chunk) => handlers.stdout(chunk);
      void program.ended.then((end) => {
        handlers.stderr(end.error ? `${end.stderr}\n${end.error}` : end.stderr);
        handlers.exit({ code: end.code, signal: (end.signal as NodeJS.Signals | null) ?? null });
      });
      const started = await program.started;
      if (!started.ok) throw new Error(started.error);
      return started.value;
    },
    async write(data) {
      program.write(data);
    },
    async stop() {
      program.kill();
      await program.ended;
    },
  };
}

/**
 * The SDK's `Transport` over a server's process, framed by the SDK's own `ReadBuffer` and
 * `serializeMessage`. Unlike the SDK's `StdioClientTransport`, the process gets only the
 * environment given, and leads a process group of its own, so `close()` stops whatever it
 * started as well.
 */
export class StdioProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private started = false;
  private processId: number | undefined;
  // The bound is kept here (`receive`); the buffer's own, a little larger, never fires first.
  private readonly readBuffer = new ReadBuffer({ maxBufferSize: MAX_STDIO_MESSAGE_BYTES + 1024 * 1024 });
  /** Chunks of a line not yet ended, held back so a long line is joined once, not once per chunk. */
  private pending: Buffer[] = [];
  /** Bytes of the line under way: held back, and left in the read buffer after its last newline. */
  private lineBytes = 0;
  private tail = "";
  private ended: StdioExit | undefined;
  private closing: Promise<void> | undefined;
  private closeReported = false;
  private stoppedBecause: string | undefined;

  constructor(private readonly process: ServerProcess) {}

  /** The process's id (and its group's), once started. */
  get pid(): number | undefined {
    return this.processId;
  }

  /** The last characters the process wrote to stderr, as written. */
  get stderrTail(): string {
    return this.tail;
  }

  /** Why this side stopped the server (it broke the protocol's bounds); undefined otherwise. */
  get problem(): string | undefined {
    return this.stoppedBecause;
  }

  /** How the process ended; undefined while it runs (or when it never started). */
  get exit(): StdioExit | undefined {
    return this.ended;
  }

  async start(): Promise<void> {
    if (this.started) throw new Error("the transport was already started");
    this.started = true;
    this.processId = await this.process.start({
      stdout: (chunk) => this.receive(chunk),
      stderr: (text) => {
        this.tail = (this.tail + text).slice(-STDERR_TAIL_CHARS);
      },
      exit: (exit) => {
        this.ended = exit;
        void this.close();
      },
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.processId === undefined || this.ended || this.closing)
      return Promise.reject(new Error("the server's process is not running"));
    return this.process.write(serializeMessage(message));
  }

  /** Ends stdin, then stops the whole process group (SIGTERM, SIGKILL after the grace). Never throws. */
  close(): Promise<void> {
    this.closing ??= this.stop();
    return this.closing;
  }

  private async stop(): Promise<void> {
    await this.process.stop();
    this.readBuffer.clear();
    this.reportClose();
  }

  private receive(chunk: Buffer): void {
    if (this.closing) return;
    const before = this.lineBytes;
    const first = chunk.indexOf(0x0a);
    const newline = chunk.lastIndexOf(0x0a);
    this.lineBytes = newline === -1 ? before + chunk.length : chunk.length - newline - 1;
    // A chunk is small (a pipe's read): only the line it ends and the one it starts can be long.
    if (
      this.lineBytes > MAX_STDIO_MESSAGE_BYTES ||
      (first !== -1 && before + first > MAX_STDIO_MESSAGE_BYTES)
    ) {
      this.stoppedBecause = `it sent a message over ${MAX_STDIO_MESSAGE_BYTES / 1024 / 1024} MB`;
      this.onerror?.(new Error(this.stoppedBecause));
      this.pending = [];
      void this.close();
      return;
    }
    if (newline === -1) {
      this.pending.push(chunk);
      return;
    }
    const joined = this.pending.length > 0 ? Buffer.concat([...this.pending, chunk]) : chunk;
    this.pending = [];
    try {
      this.readBuffer.append(joined);
    } catch (error) {
      this.onerror?.(error as Error);
      void this.close();
      return;
    }
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.readBuffer.readMessage();
      } catch (error) {
        // One bad line (not JSON, not JSON-RPC) is skipped; the next may be fine.
        this.onerror?.(new Error(`the server wrote a line that is not a JSON-RPC message: ${String(error)}`));
        continue;
      }
      if (message === null) return;
      this.onmessage?.(message);
    }
  }

  private reportClose(): void {
    if (this.closeReported) return;
    this.closeReported = true;
    this.onclose?.();
  }
}

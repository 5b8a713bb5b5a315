import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { clipBytes } from "../text/clip.js";
import { isRecord } from "../text/json.js";
import { CLOSE_AFTER_KILL_MS, KILL_GRACE_MS, killGroup, trackGroup, untrackGroup } from "./process.js";

/**
 * Programs the tool host runs for the action and whose pipes it relays: a local MCP server, which
 * must run as the sandbox user (the host's user) with the commands' environment, while its client
 * lives in the action. The host holds no MCP code: it starts the program in a process group of its
 * own, passes bytes both ways (base64 in the host protocol's lines), and says when it ended. The
 * action reads what comes back as data, like every other message of the host.
 */

/** Starts a program; `env` is laid over the commands' environment the host was given. */
export interface SpawnMessage {
  type: "spawn";
  id: number;
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** Bytes for the program's stdin. */
export interface StdinMessage {
  type: "stdin";
  id: number;
  data: string;
}

/** Stops the program's whole process group (SIGTERM, then SIGKILL). */
export interface KillMessage {
  type: "kill";
  id: number;
}

export type SpawnToHost = SpawnMessage | StdinMessage | KillMessage;

export interface SpawnedMessage {
  type: "spawned";
  id: number;
  pid: number;
}

/** Bytes the program wrote to its stdout. */
export interface StdoutMessage {
  type: "stdout";
  id: number;
  data: string;
}

/** The program ended (or never started: `error`), with the tail of its stderr. */
export interface ExitedMessage {
  type: "exited";
  id: number;
  code: number | null;
  signal: string | null;
  stderr: string;
  error?: string;
}

export type SpawnFromHost = SpawnedMessage | StdoutMessage | ExitedMessage;

/** Programs one host may run at once: as many as the `mcp-servers` input may name. */
export const MAX_SPAWNED = 20;
/** Bytes of a program's stderr kept for the message that says why it ended. */
export const STDERR_TAIL_BYTES = 2048;

const isId = (value: unknown): value is number => Number.isSafeInteger(value);
const isBase64 = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9+/]*={0,2}$/.test(value);

/** A relay message for the host, or undefined when `value` is not one. */
export function asSpawnToHost(value: Record<string, unknown>): SpawnToHost | undefined {
  if (!isId(value.id)) return undefined;
  switch (value.type) {
    case "spawn": {
      const { command, args, env } = value;
      if (typeof command !== "string" || !Array.isArray(args) || !isRecord(env)) return undefined;
      if (!args.every((arg) => typeof arg === "string")) return undefined;
      if (!Object.values(env).every((v) => typeof v === "string")) return undefined;
      return value as unknown as SpawnMessage;
    }
    case "stdin":
      return isBase64(value.data) ? (value as unknown as StdinMessage) : undefined;
    case "kill":
      return value as unknown as KillMessage;
    default:
      return undefined;
  }
}

/** A relay message from the host, rebuilt from its checked fields only, or undefined. */
export function asSpawnFromHost(value: Record<string, unknown>): SpawnFromHost | undefined {
  const { id } = value;
  if (!isId(id)) return undefined;
  switch (value.type) {
    case "spawned":
      return isId(value.pid) ? { type: "spawned", id, pid: value.pid } : undefined;
    case "stdout":
      return isBase64(value.data) ? { type: "stdout", id, data: value.data } : undefined;
    case "exited": {
      const code = isId(value.code) ? value.code : null;
      const signal = typeof value.signal === "string" ? clipBytes(value.signal, 32) : null;
      const stderr = typeof value.stderr === "string" ? clipBytes(value.stderr, STDERR_TAIL_BYTES) : "";
      const error = typeof value.error === "string" ? clipBytes(value.error, STDERR_TAIL_BYTES) : undefined;
      return { type: "exited", id, code, signal, stderr, ...(error !== undefined ? { error } : {}) };
    }
    default:
      return undefined;
  }
}

interface Served {
  child: ChildProcess;
  stderr: string;
  /** Resolves once the program has exited and its group is gone. */
  ended: Promise<void>;
}

/**
 * The host's side: the programs it runs for the action, each the leader of a process group of
 * its own (so stopping it stops what it started), in the workspace, with `env`. Never throws.
 */
export class ServedPrograms {
  private readonly served = new Map<number, Served>();
  private closed = false;

  constructor(
    private readonly base: { cwd: string; env: Record<string, string> },
    private readonly send: (message: SpawnFromHost) => void,
  ) {}

  handle(message: SpawnToHost): void {
    if (message.type === "spawn") this.start(message);
    else if (message.type === "stdin")
      this.served.get(message.id)?.child.stdin?.write(Buffer.from(message.data, "base64"));
    else void this.stop(message.id);
  }

  private start(message: SpawnMessage): void {
    const refusal = this.closed
      ? "the tool host is stopping"
      : this.served.has(message.id)
        ? "a program with this id runs already"
        : this.served.size >= MAX_SPAWNED
          ? `the tool host runs ${MAX_SPAWNED} programs already`
          : undefined;
    const refuse = (error: string) => {
      this.send({ type: "exited", id: message.id, code: null, signal: null, stderr: "", error });
    };
    if (refusal) {
      refuse(refusal);
      return;
    }
    let child: ChildProcess;
    try {
      child = spawn(message.command, message.args, {
        cwd: this.base.cwd,
        env: { ...this.base.env, ...message.env },
        detached: true,
        stdio: ["pipe", "pipe", "pipe"],
      });
    } catch (error) {
      refuse((error as Error).message);
      return;
    }
    const served: Served = { child, stderr: "", ended: Promise.resolve() };
    served.ended = this.watch(message.id, served);
    this.served.set(message.id, served);
  }

  /** Passes the program's output on, and says once how it ended. */
  private watch(id: number, served: Served): Promise<void> {
    const { child } = served;
    child.stdin?.on("error", () => undefined);
    child.stdout?.on("data", (chunk: Buffer) =>
      this.send({ type: "stdout", id, data: chunk.toString("base64") }),
    );
    child.stderr?.on("data", (chunk: Buffer) => {
      served.stderr = clipBytes(served.stderr + chunk.toString("utf8"), STDERR_TAIL_BYTES, { keep: "tail" });
    });
    return new Promise((resolve) => {
      child.once("spawn", () => {
        if (child.pid !== undefined) {
          trackGroup(child.pid);
          this.send({ type: "spawned", id, pid: child.pid });
        }
      });
      let done = false;
      const ended = (code: number | null, signal: string | null, error?: string) => {
        if (done) return;
        done = true;
        this.served.delete(id);
        const pid = child.pid;
        // What it left in its group goes with it; its pipes, drained or closed, are waited for
        // (a bounded time: a descendant that escaped the group may hold them), so no output is lost.
        const gone = pid === undefined ? Promise.resolve() : killGroup(pid, KILL_GRACE_MS);
        const drained = new Promise<void>((drain) => {
          if (child.stdout === null || child.stdout.closed) drain();
          else child.stdout.once("close", () => drain());
          setTimeout(drain, CLOSE_AFTER_KILL_MS).unref();
        });
        void Promise.all([gone, drained]).then(() => {
          if (pid !== undefined) untrackGroup(pid);
          this.send({ type: "exited", id, code, signal, stderr: served.stderr, ...(error ? { error } : {}) });
          resolve();
        });
      };
      child.once("error", (error) => ended(null, null, error.message));
      child.once("exit", (code, signal) => ended(code, signal));
    });
  }

  /** Stops program `id` with its group; resolves once it has ended. */
  private async stop(id: number): Promise<void> {
    const served = this.served.get(id);
    if (!served) return;
    served.child.stdin?.end();
    const pid = served.child.pid;
    if (pid !== undefined) await killGroup(pid, KILL_GRACE_MS);
    await served.ended;
  }

  /** Stops every program with its group (the host is ending). */
  async dispose(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.served.keys()].map((id) => this.stop(id)));
  }
}

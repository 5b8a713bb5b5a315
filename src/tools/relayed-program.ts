import { fail, ok, type Result } from "../base/result.js";
import type { SpawnFromHost, SpawnToHost } from "./host-spawn.js";

/** A program for the tool host to run (see host-spawn.ts): `env` is laid over the commands' environment. */
export interface ProgramSpec {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** Where programs are started for the action: the tool host, which runs them as its user. */
export interface ProgramRelay {
  start(spec: ProgramSpec): RelayedProgram;
}

/** How a relayed program ended, as the host said (data: the host is the sandbox user's). */
export interface ProgramEnd {
  code: number | null;
  signal: string | null;
  stderr: string;
  /** It never started, or the host went away: why. */
  error?: string;
}

/**
 * The action's end of a program the tool host runs for it: bytes in, bytes out, its start and
 * its end. What arrives is what the host sent for this id, passed on as bytes; nothing else.
 */
export class RelayedProgram {
  readonly started: Promise<Result<number>>;
  readonly ended: Promise<ProgramEnd>;
  /** Gets the program's stdout as it comes. */
  onStdout: ((chunk: Buffer) => void) | undefined;
  private settleStart: (started: Result<number>) => void = () => {};
  private settleEnd: (end: ProgramEnd) => void = () => {};
  private over = false;

  constructor(
    readonly id: number,
    private readonly send: (message: SpawnToHost) => void,
  ) {
    this.started = new Promise((resolve) => {
      this.settleStart = resolve;
    });
    this.ended = new Promise((resolve) => {
      this.settleEnd = resolve;
    });
  }

  write(data: string | Uint8Array): void {
    if (this.over) return;
    this.send({ type: "stdin", id: this.id, data: Buffer.from(data).toString("base64") });
  }

  /** Asks the host to stop the program with its process group; `ended` says when it has. */
  kill(): void {
    if (!this.over) this.send({ type: "kill", id: this.id });
  }

  /** A message of the host's for this program. */
  receive(message: SpawnFromHost): void {
    if (this.over) return;
    if (message.type === "spawned") this.settleStart(ok(message.pid));
    else if (message.type === "stdout") this.onStdout?.(Buffer.from(message.data, "base64"));
    else this.end(message);
  }

  /** The program's end: said by the host, or the host's own (`error`). Once. */
  end(end: ProgramEnd): void {
    if (this.over) return;
    this.over = true;
    this.settleStart(fail(end.error ?? describeEnd(end)));
    this.settleEnd({
      code: end.code,
      signal: end.signal,
      stderr: end.stderr,
      ...(end.error ? { error: end.error } : {}),
    });
  }
}

/** "exit code 1: <the last line of stderr>", or why it never ran. */
export function describeEnd(end: ProgramEnd): string {
  if (end.error) return end.error;
  const how = end.code !== null ? `exit code ${end.code}` : `killed by ${end.signal ?? "a signal"}`;
  const last = end.stderr
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1);
  return last ? `${how}: ${last}` : how;
}

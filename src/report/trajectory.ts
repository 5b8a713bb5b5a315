import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import type { Observer, TimedEvent } from "../agent/events.js";

/**
 * The trajectory's format version, written as `format` on the first record each writer writes
 * (normally `run_started`, which also carries the run's settings). It goes up when a record
 * changes shape in a way a reader of an older file must know about.
 */
export const TRAJECTORY_FORMAT = 1;

/**
 * Writes every event as one JSON line. Each line is written with a synchronous write before the
 * next observer runs, so the file is complete up to the last event even if the process dies.
 */
export class TrajectoryWriter implements Observer {
  private fd: number | undefined;
  private started = false;

  constructor(
    readonly path: string,
    private readonly redact: (text: string) => string = (t) => t,
  ) {
    mkdirSync(dirname(path), { recursive: true });
    this.fd = openSync(path, "a");
  }

  onEvent(event: TimedEvent): void {
    this.write(event);
  }

  async close(): Promise<void> {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  private write(entry: object): void {
    if (this.fd === undefined) return;
    // Each writer marks its own first line: a file a second run appends to then says where that
    // run begins and in which format, as the first run's first line does.
    const line = this.started ? entry : { format: TRAJECTORY_FORMAT, ...entry };
    this.started = true;
    writeSync(this.fd, `${this.redact(JSON.stringify(line))}\n`);
  }
}

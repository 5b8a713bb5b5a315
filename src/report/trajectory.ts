import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import type { Observer, TimedEvent } from "../agent/events.js";

/**
 * Writes every event as one JSON line. Each line is written with a synchronous write before the
 * next observer runs, so the file is complete up to the last event even if the process dies.
 */
export class TrajectoryWriter implements Observer {
  private fd: number | undefined;

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

  /** Writes a record that is not an agent event (e.g. the GitHub outcome), in the same format. */
  record(entry: Record<string, unknown>): void {
    this.write({ ...entry, time: Date.now() });
  }

  async close(): Promise<void> {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  private write(entry: object): void {
    if (this.fd === undefined) return;
    writeSync(this.fd, `${this.redact(JSON.stringify(entry))}\n`);
  }
}

import type { Stats } from "node:fs";

/**
 * What the agent made or changed, told by the change time (`WalkRequest.sinceNs`, taken by
 * `changeMark`): a time the kernel stamps and no user can set. Without a mark nothing counts as
 * the agent's.
 */
export class SinceMark {
  /**
   * The mark in milliseconds, as `Stats` gives times: a double keeps them to a quarter of a
   * microsecond, and a change the agent made is at least a clock tick (milliseconds) later than
   * anything before the mark.
   */
  private readonly sinceMs: number | undefined;

  constructor(sinceNs: bigint | undefined) {
    this.sinceMs = sinceNs === undefined ? undefined : Number(sinceNs) / 1e6;
  }

  /** Made or changed since the agent's side was ready: a change time only the kernel sets. */
  changed(stat: Stats): boolean {
    return this.sinceMs !== undefined && stat.ctimeMs >= this.sinceMs;
  }

  /** Made since the agent's side was ready, where the file system keeps birth times; else changed since. */
  born(stat: Stats): boolean {
    if (stat.birthtimeMs <= 0) return this.changed(stat);
    return this.sinceMs !== undefined && stat.birthtimeMs >= this.sinceMs;
  }
}

import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";

/**
 * With the sandbox off, commands run as the action's own user, and one that left its process
 * group (`setsid`, a double fork) outlives the group kill. Every command's environment carries a
 * marker unique to the run; before the credential comes back, every process of this user whose
 * environment still holds it is killed. A process can rewrite its own environment, so this is a
 * clean-up, not a boundary: docs/security.md says what `sandbox: off` leaves open.
 */

/** The variable that marks a run's commands. */
export const RUN_MARKER_VARIABLE = "REPO_AGENT_RUN";

/** A fresh marker value for one run. */
export function newRunMarker(): string {
  return randomBytes(8).toString("hex");
}

/** Pids of this user's processes (other than this one) whose environment holds `marker`. */
export async function markedProcesses(marker: string): Promise<number[]> {
  const needle = Buffer.from(`\0${RUN_MARKER_VARIABLE}=${marker}\0`);
  const first = Buffer.from(`${RUN_MARKER_VARIABLE}=${marker}\0`);
  let entries: string[];
  try {
    entries = await readdir("/proc");
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const environ = await readFile(`/proc/${entry}/environ`);
      if (environ.includes(needle) || environ.subarray(0, first.length).equals(first))
        found.push(Number(entry));
    } catch {
      // Another user's process, or one that ended while we looked.
    }
  }
  return found;
}

/**
 * Kills every process that still carries `marker`, twice over a short pause (a dying parent may
 * fork once more). Returns how many were killed. Never throws.
 */
export async function killMarked(marker: string): Promise<number> {
  let killed = 0;
  for (let round = 0; round < 3; round++) {
    const pids = await markedProcesses(marker);
    if (pids.length === 0) break;
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
        killed++;
      } catch {
        // Gone already.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return killed;
}

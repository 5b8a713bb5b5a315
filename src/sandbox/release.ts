import { readdir, readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { type Exec, firstLine } from "./exec.js";
import { type UserLaunch, userScript } from "./launch.js";

/** How long processes of the sandbox user may take to die after SIGKILL. */
const KILL_WAIT_MS = 2000;
const POLL_MS = 25;

/** Pids of live (not zombie) processes whose real uid is `uid`, from /proc. */
export async function processesOf(uid: number): Promise<number[]> {
  let entries: string[];
  try {
    entries = await readdir("/proc");
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, "utf8");
      const real = /^Uid:\s+(\d+)/m.exec(status)?.[1];
      const state = /^State:\s+(\S)/m.exec(status)?.[1];
      if (Number(real) === uid && state !== "Z" && state !== "X") found.push(Number(entry));
    } catch {
      // It ended while we looked.
    }
  }
  return found;
}

/**
 * Kills every process of the sandbox user, including daemons that left their process group
 * (`setsid`, double fork), which the tools' group kills cannot reach: `kill -KILL -1` run as that
 * user reaches exactly its own processes, so another run's user (another uid) is never touched.
 * Returns a warning when some survive. Never throws.
 */
export async function killAllOf(launch: UserLaunch, exec: Exec): Promise<string | undefined> {
  const { uid } = launch.account;
  if ((await processesOf(uid)).length === 0) return undefined;
  const killAll = userScript(launch, "kill -s KILL -- -1");
  const deadline = Date.now() + KILL_WAIT_MS;
  let last = "";
  while (Date.now() < deadline) {
    // `kill -1` fails with "no such process" when nothing is left: not worth reporting.
    last = firstLine((await exec(killAll)).stderr);
    await sleep(POLL_MS);
    if ((await processesOf(uid)).length === 0) return undefined;
  }
  const left = await processesOf(uid);
  return `${left.length} process(es) of ${launch.account.name} survived SIGKILL (pids ${left.join(", ")})${last ? `: ${last}` : ""}`;
}

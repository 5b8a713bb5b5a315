import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { type Exec, firstLine } from "./exec.js";
import { type UserLaunch, userScript } from "./launch.js";

/** How long processes of the sandbox user may take to die after SIGKILL. */
const KILL_WAIT_MS = 2000;
const POLL_MS = 25;

/**
 * Pids of live (not zombie) processes whose real uid is `uid`, from /proc. Read synchronously: a
 * few hundred reads of procfs take a millisecond or two, while through the thread pool each one
 * waits behind whatever file work the action has under way. At the end of a run on a checkout
 * of 150,000 files that wait was most of a second before the first kill.
 */
export function processesOf(uid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
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
  if (processesOf(uid).length === 0) return undefined;
  const killAll = userScript(launch, "kill -s KILL -- -1");
  const deadline = Date.now() + KILL_WAIT_MS;
  let last = "";
  while (Date.now() < deadline) {
    // `kill -1` fails with "no such process" when nothing is left: not worth reporting.
    last = firstLine((await exec(killAll)).stderr);
    await sleep(POLL_MS);
    if (processesOf(uid).length === 0) return undefined;
  }
  const left = processesOf(uid);
  return `${left.length} process(es) of ${launch.account.name} survived SIGKILL (pids ${left.join(", ")})${last ? `: ${last}` : ""}`;
}

/** The programs that list and take away scheduled jobs; each is optional. */
export interface SchedulerPrograms {
  crontab?: string | undefined;
  atq?: string | undefined;
  atrm?: string | undefined;
}

/**
 * Takes away, as root, what the user `name` scheduled to start later: its crontab and its `at`
 * jobs. Done before its processes are killed, since cron or atd would otherwise start a new one
 * after the kill, while the action publishes. (Where `crontab` and `at` are setgid programs,
 * no_new_privs already keeps the user from writing their spools; this is for the systems where
 * it does not.) A program that is not installed is skipped. Returns warnings for the log. Never
 * throws.
 */
export async function cancelScheduledJobs(
  name: string,
  exec: Exec,
  programs: SchedulerPrograms,
): Promise<string[]> {
  const warnings: string[] = [];
  if (programs.crontab) {
    const removed = await exec([programs.crontab, "-r", "-u", name]);
    if (!removed.ok && !/no crontab/i.test(removed.stderr))
      warnings.push(`could not remove the crontab of ${name}: ${firstLine(removed.stderr)}`);
  }
  if (programs.atq && programs.atrm) {
    // As root, atq lists every user's jobs, one a line: `<id>\t<date> <queue> <user>`.
    const queued = await exec([programs.atq]);
    const ids = queued.stdout
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields.length > 2 && fields.at(-1) === name && /^\d+$/.test(fields[0] ?? ""))
      .map((fields) => fields[0] ?? "");
    if (ids.length > 0) {
      const removed = await exec([programs.atrm, ...ids]);
      if (!removed.ok) warnings.push(`could not remove the at jobs of ${name}: ${firstLine(removed.stderr)}`);
    }
  }
  return warnings;
}

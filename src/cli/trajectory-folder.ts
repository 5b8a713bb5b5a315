import { chmod, lstat, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import { fail, ok, type Result } from "../base/result.js";

/** Only the owner may enter, list or write: a trajectory holds the task, the code and the commands' output. */
const PRIVATE_MODE = 0o700;

/**
 * The folder for trajectories of local runs, per user: `$XDG_STATE_HOME/repo-agent`, else
 * `~/.local/state/repo-agent`, else (no home) `repo-agent-<uid>` in the system's temporary folder.
 * Relative values of `XDG_STATE_HOME` and `HOME` are ignored, as the XDG specification asks.
 */
function trajectoryFolderPath(env: NodeJS.ProcessEnv): string {
  const state = env.XDG_STATE_HOME;
  if (state && isAbsolute(state)) return join(state, "repo-agent");
  const home = env.HOME;
  if (home && isAbsolute(home)) return join(home, ".local", "state", "repo-agent");
  return join(tmpdir(), `repo-agent-${process.getuid?.() ?? "user"}`);
}

/**
 * `now` as file names of local runs carry it: ISO 8601 in UTC with `:` and `.` made `-`, so it is
 * a valid name on every file system and names sort by time.
 */
export function fileTimestamp(now: Date = new Date()): string {
  return now.toISOString().replace(/[:.]/g, "-");
}

/**
 * Makes `trajectoryFolderPath(env)` ready: created with mode 0700 (missing parents too). One that
 * exists must be a real folder, not a symbolic link, owned by the current user; its mode is then
 * narrowed to 0700 if it was wider. The value is the folder's path. Never throws; a folder that
 * cannot be used comes back as a failure naming it and why, to which the caller adds the ways
 * around it that its run offers.
 */
export async function prepareTrajectoryFolder(env: NodeJS.ProcessEnv): Promise<Result<string>> {
  const path = trajectoryFolderPath(env);
  const refuse = (why: string) => fail(`cannot keep trajectories in ${path}: ${why}`);
  try {
    await mkdir(path, { recursive: true, mode: PRIVATE_MODE });
    // lstat, not stat: a link planted at this path (a shared temporary folder) must not redirect the files.
    const found = await lstat(path);
    if (found.isSymbolicLink()) return refuse("it is a symbolic link, not a folder");
    if (!found.isDirectory()) return refuse("it is not a folder");
    const uid = process.getuid?.();
    if (uid !== undefined && found.uid !== uid)
      return refuse(`it belongs to another user (uid ${found.uid})`);
    if ((found.mode & 0o777) !== PRIVATE_MODE) await chmod(path, PRIVATE_MODE);
    return ok(path);
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
}

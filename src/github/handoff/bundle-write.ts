import { constants } from "node:fs";
import { type FileHandle, lstat, mkdir, open, readdir, unlink } from "node:fs/promises";
import { join } from "node:path";
import { Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fail, ok, type Result } from "../../base/result.js";
import { BOT_EMAIL, BOT_NAME, GIT_LIMITS, type Git } from "../git.js";
import { BUNDLE_FILE, HANDOFF_LIMITS, HANDOFF_REF } from "./manifest.js";

/**
 * The agent job's side of the handoff on disk (DESIGN section 10): the run's changes as one
 * commit on the start commit, bundled from the trusted repository (the vault), and the folder the
 * workflow uploads, written without following a link and never over files already there.
 */

export const HANDOFF_COMMIT_MESSAGE = "Repo Agent: handed-off changes";

/** Files of the handoff are created, never opened: an existing file or a link there is an error. */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
/** The folder's files are read by the upload step, which may run as another user. */
const FILE_MODE = 0o644;

/**
 * The snapshot's `tree` as one commit whose only parent is `startSha`, made by the bot in the
 * trusted repository (`commit-tree`: no hooks, no work tree). Undefined when the tree is the start
 * commit's: nothing changed, and there is nothing to bundle.
 */
export async function commitHandedOff(
  git: Git,
  tree: string,
  startSha: string,
): Promise<Result<string | undefined>> {
  const base = await git.exec(["rev-parse", "--verify", `${startSha}^{tree}`]);
  if (!base.ok) return base;
  if (base.value.trim() === tree) return ok(undefined);
  const identity = {
    GIT_AUTHOR_NAME: BOT_NAME,
    GIT_AUTHOR_EMAIL: BOT_EMAIL,
    GIT_COMMITTER_NAME: BOT_NAME,
    GIT_COMMITTER_EMAIL: BOT_EMAIL,
  };
  const made = await git.exec(["commit-tree", tree, "-p", startSha, "-F", "-"], {
    input: `${HANDOFF_COMMIT_MESSAGE}\n`,
    env: identity,
  });
  return made.ok ? ok(made.value.trim()) : made;
}

/**
 * Makes `dir` the handoff's folder: made (with its parents) when missing; refused when it is a
 * link, not a folder, or a folder that holds anything (a handoff never mixes with other files,
 * and never replaces one). Never throws.
 */
export async function prepareHandoffFolder(dir: string): Promise<Result<void>> {
  try {
    const found = await lstat(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    if (!found) await mkdir(dir, { recursive: true, mode: 0o755 });
    // Again once made: what is there now is what the files go into.
    const made = await lstat(dir);
    if (made.isSymbolicLink())
      return fail(`${dir} is a symbolic link; the handoff is written only into a folder`);
    if (!made.isDirectory()) return fail(`${dir} exists and is not a folder`);
    const entries = await readdir(dir);
    if (entries.length > 0) {
      const named = entries.slice(0, 5).join(", ");
      return fail(
        `${dir} is not empty (it holds ${named}${entries.length > 5 ? ", …" : ""}); give a new or empty folder, such as \${{ runner.temp }}/repo-agent-handoff`,
      );
    }
    return ok(undefined);
  } catch (error) {
    return fail(`could not make the folder ${dir}: ${(error as Error).message}`);
  }
}

/** Writes `text` as the new file `name` in `dir` (mode 0644); never over a file or through a link. */
export async function writeNewFile(dir: string, name: string, text: string): Promise<Result<void>> {
  const path = join(dir, name);
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, CREATE_NEW, FILE_MODE);
    // The mode asked for at creation is cut by the umask.
    await handle.chmod(FILE_MODE);
    await handle.writeFile(text, "utf8");
    return ok(undefined);
  } catch (error) {
    return fail(`could not write ${path}: ${(error as Error).message}`);
  } finally {
    await handle?.close().catch(() => {});
  }
}

/**
 * Writes the bundle of `commit` (`HANDOFF_REF`) into `dir` as `changes.bundle`, with `startSha`
 * as its one prerequisite: the file is a new one (never over a file or through a link), filled
 * from `git bundle create -`'s output, and at most `HANDOFF_LIMITS.bundleBytes` long, which is all
 * the publish job reads. The ref is made for the bundle and removed after it. Returns the size.
 * Never throws; on a failure, no bundle file is left.
 */
export async function writeChangesBundle(
  git: Git,
  dir: string,
  commit: string,
  startSha: string,
): Promise<Result<number>> {
  const path = join(dir, BUNDLE_FILE);
  let handle: FileHandle | undefined;
  let written: Result<number>;
  try {
    handle = await open(path, CREATE_NEW, FILE_MODE);
    await handle.chmod(FILE_MODE);
    const ref = await git.exec(["update-ref", HANDOFF_REF, commit]);
    written = ref.ok ? await streamBundle(git, handle, startSha) : ref;
  } catch (error) {
    written = fail(`could not write ${path}: ${(error as Error).message}`);
  } finally {
    await handle?.close().catch(() => {});
    // The trusted repository goes back to the workspace: it keeps no ref of the action's.
    await git.exec(["update-ref", "-d", HANDOFF_REF]);
  }
  if (!written.ok && handle) await unlink(path).catch(() => {});
  return written;
}

/** `git bundle create -` into `handle`, cut off (and failed) past the size the publish job reads. */
async function streamBundle(git: Git, handle: FileHandle, startSha: string): Promise<Result<number>> {
  const args = ["bundle", "create", "-", HANDOFF_REF, `^${startSha}`];
  const child = git.spawn(args);
  const exited = new Promise<{ code: number | null; error?: Error }>((resolve) => {
    child.on("error", (error) => resolve({ code: null, error }));
    child.on("close", (code) => resolve({ code }));
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), GIT_LIMITS.networkTimeoutMs);
  timer.unref();
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    if (stderr.length < 20_000) stderr += chunk;
  });
  child.stdin.end();
  let size = 0;
  const max = HANDOFF_LIMITS.bundleBytes;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > max)
        done(new Error(`the changes' bundle is larger than ${max} bytes, more than the publish job reads`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(child.stdout, bounded, into(handle));
  } catch (error) {
    child.kill("SIGKILL");
    await exited;
    clearTimeout(timer);
    return fail((error as Error).message);
  }
  const { code, error } = await exited;
  clearTimeout(timer);
  if (error) return fail(`git bundle could not be started: ${error.message}`);
  if (code !== 0)
    return fail(git.describeFailure(args, { code: code ?? 128, stdout: "", stderr, truncated: false }));
  return ok(size);
}

/**
 * A stream writing into `handle`, which stays open: the caller closes it. (A stream the handle
 * makes itself holds it until the stream closes, and a handle that is not closed by it would
 * wait for that forever.)
 */
function into(handle: FileHandle): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      handle.write(chunk).then(
        () => done(),
        (error: Error) => done(error),
      );
    },
  });
}

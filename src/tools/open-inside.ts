import { constants, existsSync } from "node:fs";
import { type FileHandle, lstat, mkdir, open, readlink } from "node:fs/promises";
import path from "node:path";

/**
 * Opening a workspace file without check-then-use by name. The jail resolves a path once
 * (`realpath`); a command running at the same time could swap a folder on that path for a
 * symlink before the file is opened by name again. Here the real path is opened one component
 * at a time from the workspace root, each through the folder already open
 * (`/proc/self/fd/<fd>/<name>`) with O_NOFOLLOW, so a component that became a symlink fails with
 * ELOOP instead of being followed, and the file finally opened is checked to lie inside the
 * workspace. Where there is no /proc (macOS), files are opened by name as before.
 */

const FD_ROOT = "/proc/self/fd";
const FOLDER_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

let procFds: boolean | undefined;
/** True where open folders can be reached as `/proc/self/fd/<fd>` (Linux). */
function hasProcFds(): boolean {
  procFds ??= process.platform === "linux" && existsSync(FD_ROOT);
  return procFds;
}

const through = (folder: FileHandle, name: string): string => `${FD_ROOT}/${folder.fd}/${name}`;

function isInside(base: string, target: string): boolean {
  const rel = path.relative(base, target);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** A path inside the workspace changed into something else while it was being opened. */
export class PathChangedError extends Error {
  readonly code = "EPATHCHANGED";
}

/**
 * Closes a handle this module opened only to look through (a folder, or a file refused): nothing
 * was written through it, so a failed close loses nothing, and the answer being returned is what
 * matters.
 */
async function closeQuietly(handle: FileHandle | undefined): Promise<void> {
  await handle?.close().catch(() => undefined);
}

/** Refuses (and closes) a handle whose file no longer lies inside `root`. */
async function checkedInside(root: string, handle: FileHandle, shown: string): Promise<FileHandle> {
  const actual = await readlink(`${FD_ROOT}/${handle.fd}`).catch(() => undefined);
  if (actual === undefined || !isInside(root, actual)) {
    await closeQuietly(handle);
    throw new PathChangedError(`${shown} was moved outside the workspace while it was being opened`);
  }
  return handle;
}

/** Turns the errors of an opening that met a symlink into one the model can act on. */
function explain(error: unknown, shown: string): unknown {
  if ((error as NodeJS.ErrnoException).code === "ELOOP")
    return new PathChangedError(`${shown} changed while it was being opened (a symlink appeared); try again`);
  return error;
}

export interface OpenOptions {
  /** `open(2)` flags for the file itself; O_NOFOLLOW is always added where /proc is at hand. */
  flags: number;
  /** Mode of a file created with O_CREAT. */
  mode?: number;
  /** Make missing parent folders (write_file). */
  createParents?: boolean;
}

/**
 * Opens the parent folder of `relative`, one component at a time from `root`, never following a
 * symlink; with `create`, missing folders are made on the way. The caller closes it.
 */
async function openParent(root: string, parts: readonly string[], create: boolean): Promise<FileHandle> {
  let folder = await open(root, FOLDER_FLAGS);
  try {
    for (const part of parts) {
      const next = through(folder, part);
      let child: FileHandle;
      try {
        child = await open(next, FOLDER_FLAGS);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // O_DIRECTORY answers ENOTDIR for a symlink too: tell a swapped folder from a plain file.
        if (code === "ENOTDIR" && (await lstat(next).catch(() => undefined))?.isSymbolicLink())
          throw Object.assign(new Error("symlink"), { code: "ELOOP" });
        if (!create || code !== "ENOENT") throw error;
        await mkdir(next).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== "EEXIST") throw e;
        });
        child = await open(next, FOLDER_FLAGS);
      }
      await folder.close();
      folder = child;
    }
    return folder;
  } catch (error) {
    await closeQuietly(folder);
    throw error;
  }
}

/**
 * Opens the file at `relative` (a real path inside `root` as the jail returns it, "/"-separated)
 * without following any symlink on the way. Throws what `open` throws (ENOENT, or ENOTDIR when a
 * parent is a file, EACCES...), and a
 * `PathChangedError` when a component is (now) a symlink or the file is no longer inside `root`.
 */
export async function openInside(root: string, relative: string, options: OpenOptions): Promise<FileHandle> {
  const shown = relative;
  if (!hasProcFds()) {
    if (options.createParents) await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    return open(path.join(root, relative), options.flags, options.mode);
  }
  const parts = relative === "." ? [] : relative.split("/");
  const name = parts.pop();
  if (name === undefined) return checkedInside(root, await open(root, FOLDER_FLAGS), shown);
  let parent: FileHandle | undefined;
  try {
    parent = await openParent(root, parts, options.createParents ?? false);
    const handle = await open(through(parent, name), options.flags | constants.O_NOFOLLOW, options.mode);
    return await checkedInside(root, handle, shown);
  } catch (error) {
    throw explain(error, shown);
  } finally {
    await closeQuietly(parent);
  }
}

/** A name that reaches the open file itself: `/proc/self/fd/<fd>`, or `fallback` where there is no /proc. */
export function openedPath(handle: FileHandle, fallback: string): string {
  return hasProcFds() ? `${FD_ROOT}/${handle.fd}` : fallback;
}

/** Why `openInside` failed, in a few words for the model ("permission denied", or the change). */
export function openFailure(error: unknown): string {
  if (error instanceof PathChangedError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return (error as Error).message ?? String(error);
}

/** True when `openInside` failed because the path does not exist (or a parent is a file). */
export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Reads all of an open file from its start. */
export async function readWhole(handle: FileHandle): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let position = 0;
  for (;;) {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
    if (bytesRead === 0) return Buffer.concat(chunks);
    chunks.push(buffer.subarray(0, bytesRead));
    position += bytesRead;
  }
}

/** Replaces the whole content of an open file (opened for writing). */
export async function replaceContent(handle: FileHandle, content: Buffer): Promise<void> {
  await handle.truncate(0);
  let written = 0;
  while (written < content.length) {
    const { bytesWritten } = await handle.write(content, written, content.length - written, written);
    written += bytesWritten;
  }
}

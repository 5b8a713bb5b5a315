import { closeSync, constants, fchmodSync, fstatSync, openSync, readSync, type Stats } from "node:fs";
import { isPlain } from "../base/path-names.js";

/**
 * Opening an entry of a folder the walk of the working tree holds open, and reading a file, safe
 * against what the agent left there: an entry is named from the open folder, never by a path
 * another program could swap on the way; a link is never followed, a FIFO never waited on, and
 * what was opened is checked to be a regular file before it is read.
 */

export const FOLDER_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;
const FILE_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;
/** The set-user-ID and set-group-ID bits of a mode. */
export const SET_ID = 0o6000;

/** A name inside an open folder: resolved by the kernel from the folder itself, never by its path. */
export const inFolder = (fd: number, name: Buffer): Buffer | string =>
  isPlain(name)
    ? `/proc/self/fd/${fd}/${name.toString("latin1")}`
    : Buffer.concat([Buffer.from(`/proc/self/fd/${fd}/`), name]);

/** Opens the folder `at` names, never through a link; undefined when it cannot. */
export function openFolder(at: string | Buffer): number | undefined {
  try {
    return openSync(at, FOLDER_FLAGS);
  } catch {
    return undefined;
  }
}

/**
 * A file read whole (its `mode` as opened), or `why` it was not; `setId` when it had a set-ID
 * bit: whether that was cleared on the way.
 */
export type FileRead =
  | { content: Buffer; mode: number; setId?: boolean }
  | { content?: undefined; why: string; setId?: boolean };

/**
 * Reads the regular file `at` names. One larger than `limit.bytes` is not read (`limit.name` says
 * whose limit it is), nor one that grows past it while read.
 */
export function readFile(at: string | Buffer, limit: { bytes: number; name: string }): FileRead {
  let fd: number;
  try {
    fd = openSync(at, FILE_FLAGS);
  } catch (error) {
    return { why: `the agent's user cannot read it (${(error as NodeJS.ErrnoException).code ?? "error"})` };
  }
  let setId: boolean | undefined;
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { why: "it is not a regular file" };
    if ((stat.mode & SET_ID) !== 0) setId = clearSetId(fd, stat.mode);
    if (stat.size > limit.bytes)
      return { why: `${(stat.size / 1024 / 1024).toFixed(0)} MB, over ${limit.name}`, setId };
    const content = readAll(fd, stat.size, limit.bytes);
    if (content.length > limit.bytes) return { why: `it grew past ${limit.name}`, setId };
    return { content, mode: stat.mode, setId };
  } catch (error) {
    return { why: `it could not be read (${(error as Error).message})`, setId };
  } finally {
    closeSync(fd);
  }
}

/**
 * A file of text (a `.gitignore`) no larger than `maxBytes` when opened; undefined when it is
 * none or cannot be read. A file that grows while read is read up to `readLimit`.
 */
export function readText(at: string | Buffer, maxBytes: number, readLimit: number): string | undefined {
  try {
    return withRegularFile(at, (fd, stat) =>
      stat.size > maxBytes ? undefined : readAll(fd, stat.size, readLimit).toString("utf8"),
    );
  } catch {
    return undefined;
  }
}

/**
 * Takes the set-ID bits off the file `at` names: whether they were cleared, or undefined when it
 * is not a regular file.
 */
export function clearSetIdAt(at: string | Buffer): boolean | undefined {
  try {
    return withRegularFile(at, (fd, stat) => clearSetId(fd, stat.mode));
  } catch {
    return false;
  }
}

/** Opens the file `at` names and hands it to `use` if it is a regular file (else undefined); closed after. */
function withRegularFile<T>(at: string | Buffer, use: (fd: number, stat: Stats) => T): T | undefined {
  const fd = openSync(at, FILE_FLAGS);
  try {
    const stat = fstatSync(fd);
    return stat.isFile() ? use(fd, stat) : undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes the set-ID bits off an open file: only its owner (or root) can, and the agent could set
 * them only on files it owns, so its own user can always take back what it set.
 */
function clearSetId(fd: number, mode: number): boolean {
  try {
    fchmodSync(fd, mode & 0o1777);
    return true;
  } catch {
    return false;
  }
}

/** All of an open file, from its start, or past `limit` when it is longer: `size` is a hint (a file may still grow). */
function readAll(fd: number, size: number, limit: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  let buffer = Buffer.allocUnsafe(Math.max(size, 1) + 1);
  for (;;) {
    const read = readSync(fd, buffer, 0, buffer.length, total);
    if (read === 0) break;
    chunks.push(buffer.subarray(0, read));
    total += read;
    if (total > limit) break;
    buffer = Buffer.allocUnsafe(64 * 1024);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
}

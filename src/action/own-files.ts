import { lstat, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { removeTree } from "../github/publish/vault.js";

/** Where the runner starts this action's `post:` step from: `dist/post/`, beside the main bundle. */
export function postStepFolder(): string {
  return join(dirname(fileURLToPath(import.meta.url)), "post");
}

/** A folder of the action's own, read before the agent ran, to write back once it is gone. */
export interface KeptFolder {
  /** Puts the folder back as it was read. Never throws: returns why it could not, or undefined. */
  restore(): Promise<string | undefined>;
}

/**
 * With `uses: ./` the action's own files live in the workspace, where the agent (and a pull
 * request's head) can write, and the runner starts the `post:` step from there after the main
 * step, with the step's inputs and so the token. `folder` is read now, when it is inside
 * `workspace`; undefined when it is not (a published action lives outside) or does not exist.
 */
export async function keepIfInside(workspace: string, folder: string): Promise<KeptFolder | undefined> {
  const inside = insideOf(workspace, folder);
  if (inside === undefined) return undefined;
  const files = await readFolder(folder).catch(() => undefined);
  if (!files) return undefined;
  return { restore: () => writeBack(workspace, inside, files).then(() => undefined, describe) };
}

/** `path` relative to `workspace` when it lies inside it (not the workspace itself), else undefined. */
function insideOf(workspace: string, path: string): string | undefined {
  const inside = relative(workspace, path);
  return inside === "" || inside.startsWith("..") || isAbsolute(inside) ? undefined : inside;
}

/**
 * The content of `file` when it lies inside `workspace` (with `uses: ./`, the action's tool host
 * script), read now, before a pull request's head is checked out over it; undefined when it lies
 * outside (then it is the action's own, out of the agent's reach) or cannot be read.
 */
export async function readIfInside(workspace: string, file: string | undefined): Promise<Buffer | undefined> {
  if (file === undefined || insideOf(workspace, file) === undefined) return undefined;
  return (await lstat(file).catch(() => undefined))?.isFile()
    ? readFile(file).catch(() => undefined)
    : undefined;
}

const describe = (error: Error) => `could not put the action's post step back: ${error.message}`;

/** The regular files of `folder` by path below it; undefined when it is not a real folder. */
async function readFolder(folder: string): Promise<Map<string, Buffer> | undefined> {
  if (!(await lstat(folder)).isDirectory()) return undefined;
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(folder, path), await readFile(path));
  }
  return files;
}

/**
 * Writes `files` back into `workspace`/`inside`, once no process of the agent is left. Every
 * folder on the way that is not a real folder any more (a symlink planted there) is replaced, so
 * nothing is written through a link; the folder itself is made anew.
 */
async function writeBack(workspace: string, inside: string, files: Map<string, Buffer>): Promise<void> {
  let path = workspace;
  for (const part of inside.split("/")) {
    path = join(path, part);
    const found = await lstat(path).catch(() => undefined);
    if (found?.isDirectory() && path !== join(workspace, inside)) continue;
    if (found) await removeTree(path);
    await mkdir(path);
  }
  for (const [name, content] of files) {
    const file = join(path, name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content, { flag: "wx" });
  }
}

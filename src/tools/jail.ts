import { realpathSync } from "node:fs";
import { lstat, readlink, realpath } from "node:fs/promises";
import path from "node:path";
import { fail, ok, type Result } from "../base/result.js";

/** Symlink hops followed before a path is refused as a loop (Linux stops at 40 too). */
const MAX_SYMLINK_HOPS = 40;

/** A path the model gave, resolved inside the workspace; or why it was refused. */
export type Resolution = Result<ResolvedPath>;

export interface ResolvedPath {
  /** Absolute real path (symlinks followed) inside the workspace; may not exist yet. */
  path: string;
  /** The same path relative to the workspace root, "/"-separated; "." for the root. */
  relative: string;
}

export interface ResolveOptions {
  /** The caller will write: paths inside `.git/` are refused too. */
  forWrite?: boolean;
}

/** The folder the agent works in. Every path a tool touches goes through `resolveInside`. */
export interface Workspace {
  /** Real path of the workspace root. */
  readonly root: string;
  /** Resolves a path the model gave. Never throws: a refusal comes back as a failure saying why. */
  resolveInside(input: string, options?: ResolveOptions): Promise<Resolution>;
  /** An absolute path shown relative to the root ("/"-separated, "." for the root itself). */
  display(absolute: string): string;
}

function isInside(base: string, target: string): boolean {
  const rel = path.relative(base, target);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** Like `realpath`, but a missing tail is allowed: existing ancestors are resolved, the rest appended. */
async function realpathAllowMissing(target: string, hops = 0): Promise<string> {
  try {
    return await realpath(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
  }
  // A dangling symlink must be followed by hand: writing through it would create its target.
  const stats = await lstat(target).catch(() => undefined);
  if (stats?.isSymbolicLink()) {
    if (hops >= MAX_SYMLINK_HOPS) throw new Error("too many levels of symbolic links");
    const link = await readlink(target);
    return realpathAllowMissing(path.resolve(path.dirname(target), link), hops + 1);
  }
  const parent = path.dirname(target);
  if (parent === target) return target;
  return path.join(await realpathAllowMissing(parent, hops), path.basename(target));
}

/**
 * The workspace jail. Paths may be relative to `root` or absolute inside it; `..`, absolute
 * paths elsewhere and symlinks that lead out are refused, and with `forWrite` so is anything
 * inside `.git/` (the repository's own data, hooks and credentials are not the agent's to edit).
 * Throws only when `root` itself does not exist.
 */
export function createWorkspace(root: string): Workspace {
  const given = path.resolve(root);
  const real = realpathSync(given);
  const display = (absolute: string): string =>
    path.relative(real, absolute).split(path.sep).join("/") || ".";

  async function resolveInside(input: string, options: ResolveOptions = {}): Promise<Resolution> {
    if (typeof input !== "string" || input.trim() === "") return fail("the path is empty");
    if (input.includes("\0")) return fail(`the path ${JSON.stringify(input)} contains a NUL byte`);
    const absolute = path.resolve(real, input);
    // An absolute path may name the root as it was given (before its own symlinks were followed).
    const lexical = isInside(real, absolute)
      ? absolute
      : isInside(given, absolute)
        ? path.join(real, path.relative(given, absolute))
        : undefined;
    if (lexical === undefined)
      return fail(`${input} is outside the workspace (${real}); use a path inside it, relative to its root`);
    let resolved: string;
    try {
      resolved = await realpathAllowMissing(lexical);
    } catch (error) {
      return fail(`cannot resolve ${input}: ${(error as Error).message}`);
    }
    if (!isInside(real, resolved))
      return fail(
        `${input} leads outside the workspace through a symlink (to ${resolved}); such paths are refused`,
      );
    const relative = display(resolved);
    if (options.forWrite && relative.split("/").includes(".git"))
      return fail(
        `${input} is inside .git/, which the file tools never write; use git commands through bash instead`,
      );
    return ok({ path: resolved, relative });
  }

  return { root: real, resolveInside, display };
}

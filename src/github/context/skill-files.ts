import { constants, type Dirent } from "node:fs";
import { lstat, open, opendir, realpath } from "node:fs/promises";
import { join } from "node:path";
import { Type } from "@sinclair/typebox";
import { fail, ok, type Result } from "../../base/result.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { RepoRef } from "../trigger/types.js";

/**
 * The two trusted copies skills are read from (see skills.ts): a pull request's base commit,
 * through the contents API, and the workflow's checkout, copied into memory before the agent runs.
 */

/** Longest file of a skill that is read (SKILL.md included). */
export const MAX_SKILL_FILE_BYTES = 256 * 1024;
/** Files of one skill copied from the workspace; more are listed as not copied. */
export const MAX_FILES_PER_SKILL = 100;
/** Bytes of all skills' files copied from the workspace together. */
export const MAX_COPIED_BYTES = 2 * 1024 * 1024;
/** Folders below a skill's folder that are copied; deeper ones are not. */
export const MAX_SKILL_DEPTH = 4;
/** Entries of one folder looked at: a root or skill folder with more is read only this far. */
const MAX_FOLDER_ENTRIES = 1000;
/** Entries named in a folder's listing. */
const MAX_LISTED_ENTRIES = 200;
/** Bytes looked at to tell binary from text, as read_file does. */
const BINARY_PROBE_BYTES = 8000;

/** A file's text, or what a folder holds (`name/` for a folder). */
export type SkillEntry = { kind: "file"; text: string } | { kind: "folder"; entries: string[] };

/** Why a read found nothing: `missing` when the path is simply not there. */
type EntryRead = Result<SkillEntry, { missing?: boolean }>;

/** One trusted copy of the repository's skill folders. Never throws. */
export interface SkillTree {
  /** Where it is, for the model and the log: "the base branch at abc123def456" or "the workspace". */
  from: string;
  /** The sub-folders of `root` (a repository path), sorted; none when `root` is absent. */
  folders(root: string): Promise<Result<string[]>>;
  /** The file at `path`, whole and text; `missing` when it is not there. */
  file(path: string): Promise<Result<string, { missing?: boolean }>>;
  /** Takes a skill's folder as it is now (with the SKILL.md text already read), where later changes could reach it. */
  keep(folder: string, skillText: string): Promise<Result<undefined>>;
  /** A file or folder at `path`, a repository path inside a kept folder. */
  read(path: string): Promise<EntryRead>;
}

/** Sorted by UTF-16 code units, the same on every machine (no locale). */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A name as one line of a listing: one holding a line break or control character is quoted. */
function listed(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  return /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/.test(name) ? JSON.stringify(name) : name;
}

function listing(names: string[], more = false): SkillEntry {
  const sorted = names.map(listed).sort(byCodeUnits);
  const shown = sorted.slice(0, MAX_LISTED_ENTRIES);
  if (more || sorted.length > MAX_LISTED_ENTRIES) shown.push("… (more entries, not listed)");
  return { kind: "folder", entries: shown };
}

/** `bytes` as text, refused when it holds a NUL byte (binary) or is not UTF-8. */
export function decodeText(bytes: Uint8Array, path: string): Result<string> {
  if (bytes.subarray(0, BINARY_PROBE_BYTES).includes(0)) return fail(`${path} is a binary file, not text`);
  try {
    return ok(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return fail(`${path} is not UTF-8 text`);
  }
}

const tooLarge = (path: string, size: number): string =>
  `${path} is ${Math.ceil(size / 1024)} KB, more than the ${MAX_SKILL_FILE_BYTES / 1024} KB a skill's file may be`;

// ---------------------------------------------------------------------------------------------
// The base commit, through the contents API.

const entrySchema = Type.Object({ type: Type.String(), name: Type.String() });
const contentSchema = Type.Union([
  Type.Array(entrySchema),
  Type.Object({
    type: Type.String(),
    path: Type.Optional(Type.String()),
    size: Type.Optional(Type.Number()),
    encoding: Type.Optional(Type.String()),
    content: Type.Optional(Type.String()),
  }),
]);

/**
 * The skills' folders as the commit `ref` holds them, read through the contents API when asked:
 * the commit never changes, so nothing needs copying. A symbolic link is never followed: the API
 * answers one whose target is a file with that file, under the target's path, which is refused.
 */
export function baseTree(
  client: GitHubClient,
  repo: RepoRef,
  ref: string,
  log: (line: string) => void,
): SkillTree {
  const from = `the base branch at ${ref.slice(0, 12)}`;
  const get = async (path: string): Promise<EntryRead> => {
    const answer = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/contents/{path}",
      { owner: repo.owner, repo: repo.repo, path, ref },
      contentSchema,
    );
    if (!answer.ok)
      return answer.status === 404
        ? fail(`there is no ${path} on ${from}`, { missing: true })
        : fail(`${path} could not be read from ${from}: ${answer.error}`);
    const value = answer.value;
    if (Array.isArray(value))
      return ok(listing(value.map((e) => (e.type === "dir" ? `${e.name}/` : e.name))));
    if (value.type === "symlink" || (value.path !== undefined && value.path !== path))
      return fail(`${path} is a symbolic link; links are not followed`);
    if (value.type !== "file") return fail(`${path} is a ${value.type}, not a file`);
    if ((value.size ?? 0) > MAX_SKILL_FILE_BYTES) return fail(tooLarge(path, value.size ?? 0));
    if (value.encoding !== "base64" || value.content === undefined)
      return fail(`${path} on ${from} came without its content (encoding ${value.encoding})`);
    const bytes = Buffer.from(value.content, "base64");
    if (bytes.length > MAX_SKILL_FILE_BYTES) return fail(tooLarge(path, bytes.length));
    const text = decodeText(bytes, path);
    return text.ok ? ok({ kind: "file", text: text.value }) : text;
  };
  return {
    from,
    async folders(root) {
      const answer = await requestAs(
        client,
        "GET /repos/{owner}/{repo}/contents/{path}",
        { owner: repo.owner, repo: repo.repo, path: root, ref },
        contentSchema,
      );
      if (!answer.ok)
        return answer.status === 404 ? ok([]) : fail(`${root} could not be listed: ${answer.error}`);
      if (!Array.isArray(answer.value)) return fail(`${root} on ${from} is not a folder`);
      for (const entry of answer.value)
        if (entry.type === "symlink")
          log(`${root}/${entry.name} is a symbolic link; it is not read as a skill`);
      const names = answer.value.filter((e) => e.type === "dir").map((e) => e.name);
      return ok(names.slice(0, MAX_FOLDER_ENTRIES).sort(byCodeUnits));
    },
    async file(path) {
      const read = await get(path);
      if (!read.ok) return read;
      return read.value.kind === "file" ? ok(read.value.text) : fail(`${path} is a folder, not a file`);
    },
    keep: async () => ok(),
    read: get,
  };
}

// ---------------------------------------------------------------------------------------------
// The workspace, copied into memory.

/** What the copy holds at a path: a file's text, a folder's listing, or why the file was not copied. */
type Copied = SkillEntry | { kind: "refused"; why: string };

/**
 * The skills' folders of the checkout at `workspace`, read with `lstat` and `O_NOFOLLOW`: a
 * symbolic link is never followed, not even one that stays inside, so nothing outside the
 * workspace is read. `keep` copies a skill's files into memory at once (bounded per file, per
 * skill, in depth and altogether), because the agent may change the workspace later; `read`
 * answers from that copy only. Nothing else runs in the workspace while skills are found, so a
 * path checked with `lstat` is still what it was when it is opened.
 */
export function workspaceTree(workspace: string, log: (line: string) => void): SkillTree {
  const from = "the workspace";
  const copies = new Map<string, Copied>();
  const budget = { left: MAX_COPIED_BYTES };
  let rootPath: Promise<string> | undefined;
  // The workflow's own checkout path is trusted, links in it included (a runner's temp folder).
  const root = (): Promise<string> => {
    rootPath ??= realpath(workspace);
    return rootPath;
  };
  return {
    from,
    async folders(path) {
      try {
        const folder = await plainFolder(await root(), path);
        if (!folder.ok) return folder.missing ? ok([]) : folder;
        const { entries } = await entriesOf(folder.value);
        for (const entry of entries)
          if (entry.isSymbolicLink())
            log(`${path}/${entry.name} is a symbolic link; it is not read as a skill`);
        return ok(
          entries
            .filter((e) => e.isDirectory())
            .map((e) => e.name)
            .sort(byCodeUnits),
        );
      } catch (error) {
        return fail(`${path} could not be listed: ${(error as Error).message}`);
      }
    },
    async file(path) {
      try {
        const bytes = await plainFile(await root(), path);
        if (!bytes.ok) return bytes;
        return decodeText(bytes.value, path);
      } catch (error) {
        return fail(`${path} could not be read: ${(error as Error).message}`);
      }
    },
    async keep(folder, skillText) {
      const size = Buffer.byteLength(skillText);
      if (size > budget.left)
        return fail(
          `the skills' files copied so far leave no room for it (${MAX_COPIED_BYTES / 1024} KB in all)`,
        );
      try {
        const copy = await copyFolder(await root(), folder, skillText, budget);
        for (const [path, entry] of copy.entries) copies.set(path, entry);
        if (copy.refused.length > 0)
          log(
            `${folder}: ${copy.refused.length} entries not copied (${copy.refused.slice(0, 5).join("; ")}${copy.refused.length > 5 ? "; …" : ""})`,
          );
        return ok();
      } catch (error) {
        return fail(`its folder could not be copied: ${(error as Error).message}`);
      }
    },
    async read(path) {
      const entry = copies.get(path);
      if (entry === undefined)
        return fail(`there is no ${path} in the skill as it was found`, { missing: true });
      return entry.kind === "refused"
        ? fail(`${path} was not copied when the skill was found: ${entry.why}`)
        : ok(entry);
    },
  };
}

/** The folder at repository path `path` under `root`, every step a real folder, not a link. */
async function plainFolder(root: string, path: string): Promise<Result<string, { missing?: boolean }>> {
  let at = root;
  for (const segment of path.split("/")) {
    at = join(at, segment);
    const info = await lstat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return undefined;
      throw error;
    });
    if (info === undefined) return fail(`there is no ${path} in the workspace`, { missing: true });
    if (info.isSymbolicLink()) return fail(`${path} leads through a symbolic link; links are not followed`);
    if (!info.isDirectory()) return fail(`${path} is not a folder`, { missing: true });
  }
  return ok(at);
}

/** The bytes of the regular file at repository path `path`, its folders and itself no links. */
async function plainFile(root: string, path: string): Promise<Result<Buffer, { missing?: boolean }>> {
  const slash = path.lastIndexOf("/");
  const folder = await plainFolder(root, path.slice(0, slash));
  if (!folder.ok) return folder;
  return readPlainFile(join(folder.value, path.slice(slash + 1)), path);
}

/** A regular file's bytes, at most MAX_SKILL_FILE_BYTES; a link (O_NOFOLLOW), FIFO or device is refused. */
async function readPlainFile(file: string, shown: string): Promise<Result<Buffer, { missing?: boolean }>> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return fail(`there is no ${shown} in the workspace`, { missing: true });
    if (code === "ELOOP") return fail(`${shown} is a symbolic link; links are not followed`);
    return fail(`${shown} could not be opened: ${(error as Error).message}`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return fail(`${shown} is not a regular file`);
    if (info.size > MAX_SKILL_FILE_BYTES) return fail(tooLarge(shown, info.size));
    // One byte more than allowed tells a file that grew since its stat.
    const buffer = Buffer.alloc(MAX_SKILL_FILE_BYTES + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0 || length + bytesRead >= buffer.length) {
        length += bytesRead;
        break;
      }
      length += bytesRead;
    }
    if (length > MAX_SKILL_FILE_BYTES) return fail(tooLarge(shown, length));
    return ok(buffer.subarray(0, length));
  } finally {
    await handle.close();
  }
}

/** The entries of an open folder, at most MAX_FOLDER_ENTRIES of them, and whether there were more. */
async function entriesOf(folder: string): Promise<{ entries: Dirent[]; more: boolean }> {
  const entries: Dirent[] = [];
  const dir = await opendir(folder);
  try {
    for (let entry = await dir.read(); entry !== null; entry = await dir.read()) {
      if (entries.length === MAX_FOLDER_ENTRIES) return { entries, more: true };
      entries.push(entry);
    }
    return { entries, more: false };
  } finally {
    await dir.close();
  }
}

interface FolderCopy {
  /** By repository path. */
  entries: Map<string, Copied>;
  /** `path: why` for each entry left out, for the log. */
  refused: string[];
}

/**
 * Every file of the skill folder `folder` (a repository path) copied, SKILL.md as `skillText`:
 * regular files only, at most MAX_FILES_PER_SKILL of them, MAX_SKILL_DEPTH folders deep, within
 * what is left of `budget`. Each folder's listing names what it holds; what was left out is
 * listed too, and reading it says why.
 */
async function copyFolder(
  root: string,
  folder: string,
  skillText: string,
  budget: { left: number },
): Promise<FolderCopy> {
  const copy: FolderCopy = { entries: new Map(), refused: [] };
  const refuse = (path: string, why: string): void => {
    copy.entries.set(path, { kind: "refused", why });
    copy.refused.push(`${path.slice(folder.length + 1)}: ${why}`);
  };
  copy.entries.set(`${folder}/SKILL.md`, { kind: "file", text: skillText });
  budget.left -= Buffer.byteLength(skillText);
  let files = 1;
  const pending: Array<{ path: string; depth: number }> = [{ path: folder, depth: 0 }];
  for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
    const { entries, more } = await entriesOf(join(root, next.path));
    entries.sort((a, b) => byCodeUnits(a.name, b.name));
    const names: string[] = [];
    for (const entry of entries) {
      const path = `${next.path}/${entry.name}`;
      names.push(entry.isDirectory() ? `${entry.name}/` : entry.name);
      if (path === `${folder}/SKILL.md` && entry.isFile()) continue;
      if (entry.isSymbolicLink()) refuse(path, "a symbolic link, not followed");
      else if (entry.isDirectory()) {
        if (next.depth < MAX_SKILL_DEPTH) pending.push({ path, depth: next.depth + 1 });
        else refuse(path, `deeper than ${MAX_SKILL_DEPTH} folders`);
      } else if (!entry.isFile()) refuse(path, "not a regular file");
      else if (files >= MAX_FILES_PER_SKILL)
        refuse(path, `past the ${MAX_FILES_PER_SKILL} files copied per skill`);
      else {
        files++;
        const read = await copyFile(join(root, path), path, budget);
        copy.entries.set(
          path,
          read.ok ? { kind: "file", text: read.value } : { kind: "refused", why: read.error },
        );
        if (!read.ok) copy.refused.push(`${path.slice(folder.length + 1)}: ${read.error}`);
      }
    }
    copy.entries.set(next.path, listing(names, more));
  }
  return copy;
}

/** One file's text, taken from `budget`. */
async function copyFile(file: string, path: string, budget: { left: number }): Promise<Result<string>> {
  const bytes = await readPlainFile(file, path);
  if (!bytes.ok) return bytes;
  const text = decodeText(bytes.value, path);
  if (!text.ok) return text;
  if (bytes.value.length > budget.left)
    return fail(`the skills' files passed the ${MAX_COPIED_BYTES / 1024} KB copied in all`);
  budget.left -= bytes.value.length;
  return ok(text.value);
}

import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { setImmediate } from "node:timers/promises";
import { fail, ok, type Result } from "../base/result.js";
import { clip } from "../text/clip.js";
import { findFiles, toPosix } from "./find-files.js";
import { IgnoreRules } from "./gitignore.js";
import { escapeGlob, expandBraces } from "./glob-syntax.js";
import type { Workspace } from "./jail.js";
import { BINARY_PROBE_BYTES } from "./read-file.js";
import { runSearchProgram } from "./search-process.js";
import {
  gitOutput,
  hasOwnRepository,
  NOT_A_REPOSITORY,
  PlainFiles,
  workspaceGitArgv,
  workspaceGitEnv,
} from "./workspace-git.js";

/** A search stops waiting for its program after this long and reports what it found. */
export const SEARCH_TIMEOUT_MS = 30_000;
/** Bytes of stderr kept from a search program, for its error message. */
const SEARCH_CAPTURE_BYTES = 64 * 1024;
/** Characters of a matching line kept in memory (the tool shows fewer). */
const MAX_KEPT_LINE_CHARS = 1000;

export interface GrepQuery {
  pattern: string;
  /** Real absolute path of the file or folder to search, inside the workspace. */
  target: string;
  targetIsFile: boolean;
  /** Only files matching this glob: without "/" file names at any depth, with "/" paths below `target`. */
  glob?: string;
  /** Search ignored files too: the target itself is ignored (say node_modules/x), so the model means it. */
  noIgnore?: boolean;
  /** Matches wanted; one more is looked for, to know whether there are more. */
  limit: number;
  signal: AbortSignal;
}

export interface GrepMatch {
  /** Path relative to the workspace root, "/"-separated. */
  file: string;
  line: number;
  text: string;
}

/** What a backend found, or why it could not search (`unavailable`: try the next backend). */
export type GrepOutcome = Result<GrepFound, { unavailable?: boolean }>;

/** The matches, up to the query's limit; `more` when there were more (or the search stopped). */
export interface GrepFound {
  matches: GrepMatch[];
  more: boolean;
}

export type GrepBackendName = "rg" | "git" | "walk";

export interface GrepEnvironment {
  workspace: Workspace;
  /** Environment for search programs (PATH matters). */
  env: NodeJS.ProcessEnv;
}

export type GrepBackend = (query: GrepQuery, where: GrepEnvironment) => Promise<GrepOutcome>;

const keepShort = (match: GrepMatch): GrepMatch =>
  match.text.length > MAX_KEPT_LINE_CHARS
    ? { ...match, text: clip(match.text, MAX_KEPT_LINE_CHARS + 1, { marker: () => "" }) }
    : match;

/**
 * Runs a search program in the workspace root and parses its output record by record (records
 * end with "\n"), stopping it once `limit + 1` matches are in.
 */
async function runSearch(
  argv: string[],
  env: NodeJS.ProcessEnv,
  query: GrepQuery,
  where: GrepEnvironment,
  parse: (record: string) => GrepMatch | undefined,
): Promise<{
  matches: GrepMatch[];
  more: boolean;
  exitCode: number | null;
  stderr: string;
  failed?: string;
}> {
  const enough = new AbortController();
  const matches: GrepMatch[] = [];
  const decoder = new StringDecoder("utf8");
  let partial = "";
  const result = await runSearchProgram(argv, {
    cwd: where.workspace.root,
    env,
    timeoutMs: SEARCH_TIMEOUT_MS,
    signal: AbortSignal.any([query.signal, enough.signal]),
    stderrBytes: SEARCH_CAPTURE_BYTES,
    onStdout: (chunk) => {
      if (enough.signal.aborted) return;
      const text = decoder.write(chunk);
      // Only split when a record ends here: a huge minified line arrives in many chunks.
      if (!text.includes("\n")) {
        partial += text;
        return;
      }
      const records = (partial + text).split("\n");
      partial = records.pop() ?? "";
      for (const record of records) {
        const match = parse(record);
        if (match) matches.push(keepShort(match));
        if (matches.length > query.limit) {
          enough.abort();
          return;
        }
      }
    },
  });
  if (!enough.signal.aborted && partial !== "") {
    const match = parse(partial + decoder.end());
    if (match) matches.push(keepShort(match));
  }
  return {
    matches: matches.slice(0, query.limit),
    more: matches.length > query.limit || result.ending === "timeout",
    exitCode: result.ending === "exited" ? result.exitCode : null,
    stderr: result.stderr,
    failed: result.ending === "failed" ? result.error : undefined,
  };
}

/** ripgrep: the fastest, and it honours `.gitignore` on its own. */
export const ripgrep: GrepBackend = async (query, where) => {
  const rel = path.relative(where.workspace.root, query.target);
  const argv = [
    "rg",
    "--no-config",
    "--line-number",
    "--no-heading",
    "--with-filename",
    "--null",
    "--color=never",
  ];
  argv.push("--hidden", "--glob=!.git", "--no-require-git", "--sort=path");
  if (query.noIgnore) argv.push("--no-ignore");
  // rg matches globs with a slash against the path from its working folder: anchor them at `target`.
  if (query.glob && !query.targetIsFile) {
    const anchored =
      query.glob.includes("/") && rel !== "" ? `${escapeGlob(toPosix(rel))}/${query.glob}` : query.glob;
    argv.push(`--glob=${anchored}`);
  }
  argv.push("-e", query.pattern, "--");
  if (rel !== "") argv.push(rel);
  // rg's --glob overrides .gitignore (a matching ignored file is searched): filter those out again.
  const rules = query.glob && !query.noIgnore ? new IgnoreRules(where.workspace.root) : undefined;
  const run = await runSearch(argv, where.env, query, where, (record) => {
    const nul = record.indexOf("\0");
    const colon = record.indexOf(":", nul + 1);
    if (nul === -1 || colon === -1) return undefined;
    const file = toPosix(record.slice(0, nul)).replace(/^\.\//, "");
    if (rules?.ignores(path.join(where.workspace.root, file), false)) return undefined;
    return { file, line: Number(record.slice(nul + 1, colon)), text: record.slice(colon + 1) };
  });
  if (run.failed) return fail(run.failed, { unavailable: true });
  if (run.exitCode === 2 && run.matches.length === 0) return fail(run.stderr || "ripgrep failed");
  return ok({ matches: run.matches, more: run.more });
};

function pathspecs(query: GrepQuery, root: string): string[] {
  const rel = toPosix(path.relative(root, query.target));
  if (query.targetIsFile) return [`:(literal)${rel}`];
  // The trailing "/" keeps git to that folder ("pkg-1" would have it look through "pkg-10" too).
  if (!query.glob) return rel === "" ? [] : [`:(literal)${rel}/`];
  const prefix = rel === "" ? "" : `${escapeGlob(rel)}/`;
  return expandBraces(query.glob).map((g) => `:(glob)${prefix}${g.includes("/") ? g : `**/${g}`}`);
}

/** Options of every `git grep`: line numbers, NUL-separated fields, no binary files, no converters. */
const GIT_GREP_FLAGS = ["grep", "-n", "-I", "-z", "--no-color", "--no-textconv", "--no-recurse-submodules"];
/** Bytes of untracked paths given to one `git grep` (the kernel caps a command line near 2 MB). */
const MAX_PATHSPEC_BYTES = 256 * 1024;

type SearchRunResult = Awaited<ReturnType<typeof runSearch>>;

/** Why a `git grep` run found nothing usable, or undefined when it ran. */
function gitFailure(run: SearchRunResult): GrepOutcome | undefined {
  if (run.failed) return fail(run.failed, { unavailable: true });
  if (run.exitCode !== null && run.exitCode > 1 && run.matches.length === 0) {
    if (NOT_A_REPOSITORY.test(run.stderr)) return fail(run.stderr, { unavailable: true });
    return fail(run.stderr.replace(/^fatal: /, "") || `git grep exited with ${run.exitCode}`);
  }
  return undefined;
}

/** `paths` as literal pathspecs, in groups small enough for one command line each. */
function literalGroups(paths: readonly string[]): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let bytes = 0;
  for (const file of paths) {
    const spec = `:(literal)${file}`;
    if (group.length > 0 && bytes + spec.length > MAX_PATHSPEC_BYTES) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
    group.push(spec);
    bytes += spec.length + 1;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** Matches of two searches, each sorted by path, merged into one sorted list. */
function mergeByPath(a: readonly GrepMatch[], b: readonly GrepMatch[]): GrepMatch[] {
  // Stable: the lines of one file (found by one search) stay in their order.
  return [...a, ...b].sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0));
}

/**
 * `git grep` over the workspace's own repository (see workspace-git.ts for how its config is kept
 * from running anything): tracked files, and untracked ones `.gitignore` does not ignore. The
 * tracked files are searched from the index while git lists the untracked ones (one walk of the
 * folders instead of `--untracked`'s, beside the search), which are then searched by name. git
 * reads a tracked path through whatever folder is there now; a match in a file below a symlink (a
 * tracked folder the agent swapped for a link out of the workspace) is dropped.
 */
export const gitGrep: GrepBackend = async (query, where) => {
  const root = where.workspace.root;
  if (!(await hasOwnRepository(root))) return fail("not a git work tree", { unavailable: true });
  const plain = new PlainFiles(root);
  const checked = new Map<string, boolean>();
  const parse = (record: string): GrepMatch | undefined => {
    const [name, line, ...text] = record.split("\0");
    if (name === undefined || line === undefined) return undefined;
    const file = name.replace(/^\.\//, "");
    let inside = checked.get(file);
    if (inside === undefined) {
      inside = plain.isPlainFile(file);
      checked.set(file, inside);
    }
    return inside ? { file, line: Number(line), text: text.join("\0") } : undefined;
  };
  const specs = pathspecs(query, root);
  const env = workspaceGitEnv(where.env);
  const grep = (dialect: string, extra: string[], paths: string[], limit = query.limit) =>
    runSearch(
      workspaceGitArgv(root, [...GIT_GREP_FLAGS, ...extra, dialect, "-e", query.pattern, "--", ...paths]),
      env,
      { ...query, limit },
      where,
      parse,
    );
  // Inside an ignored folder everything is searched: one walk with `--untracked` does it.
  const untracked = query.noIgnore
    ? undefined
    : gitOutput(
        root,
        ["ls-files", "-z", "--others", "--exclude-standard", "--", ...specs],
        where.env,
        query.signal,
      );
  let dialect = "-P";
  let tracked = await grep(dialect, query.noIgnore ? ["--untracked", "--no-exclude-standard"] : [], specs);
  // Perl syntax (\d, \b, lookarounds) where git has it, extended POSIX where it does not.
  if (/perl|pcre/i.test(tracked.stderr) && tracked.exitCode === 128) {
    dialect = "-E";
    tracked = await grep(dialect, query.noIgnore ? ["--untracked", "--no-exclude-standard"] : [], specs);
  }
  const failure = gitFailure(tracked);
  if (failure) return failure;
  if (!untracked) return ok({ matches: tracked.matches, more: tracked.more });

  const listed = await untracked;
  if (!listed.ok) {
    // Stopped (the call was cancelled): what the tracked files gave is all there is.
    if (query.signal.aborted) return ok({ matches: tracked.matches, more: true });
    return fail(`git ls-files failed: ${listed.error}`);
  }
  // A folder holding its own repository comes as "folder/": git grep does not enter it either.
  const files = listed.value.split("\0").filter((file) => file !== "" && !file.endsWith("/"));
  const found: GrepMatch[] = [];
  let more = false;
  for (const group of literalGroups(files)) {
    if (query.signal.aborted) break;
    const run = await grep(dialect, ["--no-index"], group, query.limit - found.length);
    const failed = gitFailure(run);
    if (failed) return failed;
    found.push(...run.matches);
    if (run.more) {
      more = true;
      break;
    }
  }
  const merged = mergeByPath(tracked.matches, found);
  return ok({
    matches: merged.slice(0, query.limit),
    more: tracked.more || more || merged.length > query.limit,
  });
};

/** A JavaScript RegExp for the pattern; a leading `(?i)`, which JavaScript lacks, becomes the `i` flag. */
export function compilePattern(pattern: string): RegExp | string {
  const insensitive = pattern.startsWith("(?i)");
  try {
    return new RegExp(insensitive ? pattern.slice(4) : pattern, insensitive ? "i" : "");
  } catch (error) {
    return (error as Error).message;
  }
}

/** Files the walk reads between two turns of the event loop. */
const WALK_BATCH = 64;

/**
 * A file's content, opened without following a symlink in its last step; undefined when it is
 * not a regular file or cannot be read. Synchronous: for tens of thousands of small files, a
 * system call each is many times faster so than through the thread pool.
 */
function readPlain(file: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * A search in this process: works everywhere, honours `.gitignore` like the others. The files
 * come from git's listing where the workspace is a git work tree, else from a walk.
 */
export const walkGrep: GrepBackend = async (query, where) => {
  const regex = compilePattern(query.pattern);
  if (typeof regex === "string") return fail(regex);
  const root = where.workspace.root;
  const files = query.targetIsFile
    ? [where.workspace.display(query.target)]
    : (
        await findFiles(
          root,
          query.glob ? (query.glob.includes("/") ? query.glob : `**/${query.glob}`) : "**/*",
          {
            cwd: query.target,
            includeIgnored: query.noIgnore ?? false,
            env: where.env,
            signal: query.signal,
          },
        )
      ).paths;
  // The last step is checked as the file is opened; the folders on the way, here.
  const plain = new PlainFiles(root);
  const matches: GrepMatch[] = [];
  for (const [i, file] of files.entries()) {
    if (i % WALK_BATCH === 0 && i > 0) {
      // Other tool calls of the step run meanwhile; a cancelled call stops here.
      await setImmediate();
      if (query.signal.aborted) break;
    }
    const slash = file.lastIndexOf("/");
    if (!plain.isRealFolder(slash < 0 ? "" : file.slice(0, slash))) continue;
    const content = readPlain(path.join(root, file));
    if (!content || content.subarray(0, BINARY_PROBE_BYTES).includes(0)) continue;
    const lines = content.toString("utf8").split("\n");
    for (let n = 0; n < lines.length; n++) {
      const line = lines[n] ?? "";
      if (!regex.test(line)) continue;
      matches.push(keepShort({ file, line: n + 1, text: line.endsWith("\r") ? line.slice(0, -1) : line }));
      if (matches.length > query.limit) return ok({ matches: matches.slice(0, query.limit), more: true });
    }
  }
  return ok({ matches, more: false });
};

/** True when `name` is an executable file on the PATH of `env`. */
export async function onPath(name: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  for (const folder of (env.PATH ?? "").split(path.delimiter)) {
    if (folder === "") continue;
    try {
      await access(path.join(folder, name), constants.X_OK);
      return true;
    } catch {
      // Not in this folder.
    }
  }
  return false;
}

export const GREP_BACKENDS: Record<GrepBackendName, GrepBackend> = {
  rg: ripgrep,
  git: gitGrep,
  walk: walkGrep,
};

import { access, constants, lstat, readFile } from "node:fs/promises";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { clip } from "../text/clip.js";
import { IgnoreRules, listFiles } from "./gitignore.js";
import type { Workspace } from "./jail.js";
import { runProcess } from "./process.js";
import { BINARY_PROBE_BYTES } from "./read-file.js";

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
export type GrepOutcome =
  | { ok: true; matches: GrepMatch[]; more: boolean }
  | { ok: false; error: string; unavailable?: boolean };

export type GrepBackendName = "rg" | "git" | "walk";

export interface GrepEnvironment {
  workspace: Workspace;
  /** Environment for search programs (PATH matters). */
  env: NodeJS.ProcessEnv;
}

export type GrepBackend = (query: GrepQuery, where: GrepEnvironment) => Promise<GrepOutcome>;

/** `{a,b}` alternatives expanded, for git pathspecs, which have no braces. */
export function expandBraces(glob: string): string[] {
  const open = glob.indexOf("{");
  if (open === -1) return [glob];
  let depth = 0;
  const cuts: number[] = [];
  for (let i = open; i < glob.length; i++) {
    const c = glob[i];
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) {
      const choices: string[] = [];
      let start = open + 1;
      for (const cut of [...cuts, i]) {
        choices.push(glob.slice(start, cut));
        start = cut + 1;
      }
      const rest = expandBraces(glob.slice(i + 1));
      return choices.flatMap((c) =>
        expandBraces(glob.slice(0, open) + c).flatMap((h) => rest.map((r) => h + r)),
      );
    } else if (c === "," && depth === 1) cuts.push(i);
  }
  return [glob];
}

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
  const result = await runProcess(
    { argv, cwd: where.workspace.root, env: where.env },
    {
      timeoutMs: SEARCH_TIMEOUT_MS,
      signal: AbortSignal.any([query.signal, enough.signal]),
      captureBytes: SEARCH_CAPTURE_BYTES,
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
    },
  );
  if (!enough.signal.aborted && partial !== "") {
    const match = parse(partial + decoder.end());
    if (match) matches.push(keepShort(match));
  }
  const stderr = result.stderr.take().text.trim();
  return {
    matches: matches.slice(0, query.limit),
    more: matches.length > query.limit || result.ending === "timeout",
    exitCode: result.ending === "exited" ? result.exitCode : null,
    stderr,
    failed: result.ending === "failed" ? result.error : undefined,
  };
}

const toPosix = (p: string): string => p.split(path.sep).join("/");
/** A literal path made safe inside a glob (git pathspecs and rg both take backslash escapes). */
const escapeGlob = (p: string): string => p.replace(/[*?[\]{}\\]/g, "\\$&");

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
  const run = await runSearch(argv, query, where, (record) => {
    const nul = record.indexOf("\0");
    const colon = record.indexOf(":", nul + 1);
    if (nul === -1 || colon === -1) return undefined;
    const file = toPosix(record.slice(0, nul)).replace(/^\.\//, "");
    if (rules?.ignores(path.join(where.workspace.root, file), false)) return undefined;
    return { file, line: Number(record.slice(nul + 1, colon)), text: record.slice(colon + 1) };
  });
  if (run.failed) return { ok: false, error: run.failed, unavailable: true };
  if (run.exitCode === 2 && run.matches.length === 0) {
    return { ok: false, error: run.stderr || "ripgrep failed" };
  }
  return { ok: true, matches: run.matches, more: run.more };
};

function pathspecs(query: GrepQuery, root: string): string[] {
  const rel = toPosix(path.relative(root, query.target));
  if (query.targetIsFile) return [`:(literal)${rel}`];
  if (!query.glob) return rel === "" ? [] : [`:(literal)${rel}`];
  const prefix = rel === "" ? "" : `${escapeGlob(rel)}/`;
  return expandBraces(query.glob).map((g) => `:(glob)${prefix}${g.includes("/") ? g : `**/${g}`}`);
}

/** Cache of "is the workspace a git work tree git can use?", per root. */
const gitUsable = new Map<string, Promise<boolean>>();

function isGitWorkTree(where: GrepEnvironment): Promise<boolean> {
  const root = where.workspace.root;
  let known = gitUsable.get(root);
  if (!known) {
    known = runProcess(
      { argv: ["git", "rev-parse", "--is-inside-work-tree"], cwd: root, env: where.env },
      { timeoutMs: SEARCH_TIMEOUT_MS },
    ).then((r) => r.ending === "exited" && r.exitCode === 0 && r.stdout.take().text.trim() === "true");
    gitUsable.set(root, known);
  }
  return known;
}

/** `git grep`: searches tracked and untracked files that `.gitignore` does not ignore. */
export const gitGrep: GrepBackend = async (query, where) => {
  if (!(await isGitWorkTree(where))) return { ok: false, error: "not a git work tree", unavailable: true };
  const parse = (record: string): GrepMatch | undefined => {
    const [file, line, ...text] = record.split("\0");
    if (file === undefined || line === undefined) return undefined;
    return { file: file.replace(/^\.\//, ""), line: Number(line), text: text.join("\0") };
  };
  const specs = pathspecs(query, where.workspace.root);
  let run: Awaited<ReturnType<typeof runSearch>> | undefined;
  // Perl syntax (\d, \b, lookarounds) where git has it, extended POSIX where it does not.
  for (const dialect of ["-P", "-E"]) {
    // fsmonitor would run a program named in .git/config, which commands may have written.
    const argv = [
      "git",
      "-c",
      "core.quotePath=false",
      "-c",
      "core.fsmonitor=false",
      "grep",
      "-n",
      "-I",
      "-z",
      "--no-color",
      "--untracked",
    ];
    if (query.noIgnore) argv.push("--no-exclude-standard");
    argv.push(dialect, "-e", query.pattern, "--", ...specs);
    run = await runSearch(argv, query, where, parse);
    if (!(dialect === "-P" && /perl|pcre/i.test(run.stderr) && run.exitCode === 128)) break;
  }
  if (!run || run.failed) return { ok: false, error: run?.failed ?? "git failed", unavailable: true };
  if (run.exitCode !== null && run.exitCode > 1 && run.matches.length === 0) {
    return { ok: false, error: run.stderr.replace(/^fatal: /, "") || `git grep exited with ${run.exitCode}` };
  }
  return { ok: true, matches: run.matches, more: run.more };
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

/** A walk of the folder in this process: works everywhere, honours `.gitignore` like the others. */
export const walkGrep: GrepBackend = async (query, where) => {
  const regex = compilePattern(query.pattern);
  if (typeof regex === "string") return { ok: false, error: regex };
  const rules = new IgnoreRules(where.workspace.root, { gitignore: !query.noIgnore });
  const pattern = query.glob ? (query.glob.includes("/") ? query.glob : `**/${query.glob}`) : "**/*";
  const files = query.targetIsFile
    ? [query.target]
    : (await listFiles(rules, pattern, { cwd: query.target, signal: query.signal })).sort();
  const matches: GrepMatch[] = [];
  for (const file of files) {
    if (query.signal.aborted) break;
    const info = await lstat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    const content = await readFile(file).catch(() => undefined);
    if (!content || content.subarray(0, BINARY_PROBE_BYTES).includes(0)) continue;
    const text = content.toString("utf8");
    const display = where.workspace.display(file);
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? "";
      if (!regex.test(line)) continue;
      matches.push(
        keepShort({ file: display, line: i + 1, text: line.endsWith("\r") ? line.slice(0, -1) : line }),
      );
      if (matches.length > query.limit) {
        return { ok: true, matches: matches.slice(0, query.limit), more: true };
      }
    }
  }
  return { ok: true, matches, more: false };
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

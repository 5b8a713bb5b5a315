import fs from "node:fs";
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import { type FileSystemAdapter, glob } from "tinyglobby";

/**
 * The `.gitignore` rules of a tree: the root's `.git/info/exclude`, and every `.gitignore` from
 * the root down to a path's folder, later (deeper) rules overriding earlier ones as in git.
 * `.git` itself is always ignored. Rule files are read once and cached.
 */
export class IgnoreRules {
  private readonly byFolder = new Map<string, Ignore | null>();

  private readonly gitignore: boolean;

  /** With `gitignore: false` only `.git` is ignored (to search inside a folder git ignores). */
  constructor(
    readonly root: string,
    options: { gitignore?: boolean } = {},
  ) {
    this.gitignore = options.gitignore ?? true;
  }

  private rulesOf(folder: string): Ignore | null {
    if (!this.gitignore) return null;
    const cached = this.byFolder.get(folder);
    if (cached !== undefined) return cached;
    const texts = [path.join(folder, ".gitignore")];
    if (folder === this.root) texts.unshift(path.join(folder, ".git", "info", "exclude"));
    let rules: Ignore | null = null;
    for (const file of texts) {
      let text: string;
      try {
        text = fs.readFileSync(file, "utf8");
      } catch {
        continue;
      }
      rules ??= ignore();
      rules.add(text);
    }
    this.byFolder.set(folder, rules);
    return rules;
  }

  /**
   * Says that `folder` (absolute, below the root) holds no `.gitignore`, as a listing of it just
   * showed: its rules are then not looked for. A walk of a large tree would otherwise try to read
   * one in every folder.
   */
  noRulesIn(folder: string): void {
    if (folder !== this.root && !this.byFolder.has(folder)) this.byFolder.set(folder, null);
  }

  /** True when `absolute` (inside the root) is ignored; `isFolder` matters for rules like `dist/`. */
  ignores(absolute: string, isFolder: boolean): boolean {
    const segments = path.relative(this.root, absolute).split(path.sep);
    if (segments.includes(".git")) return true;
    if (segments[0] === "" || segments[0] === "..") return false;
    let ignored = false;
    let folder = this.root;
    for (let depth = 0; depth < segments.length; depth++) {
      const rules = this.rulesOf(folder);
      if (rules) {
        const rel = segments.slice(depth).join("/") + (isFolder ? "/" : "");
        const verdict = rules.test(rel);
        if (verdict.ignored) ignored = true;
        else if (verdict.unignored) ignored = false;
      }
      folder = path.join(folder, segments[depth] ?? "");
    }
    return ignored;
  }
}

type ReaddirCallback = (error: NodeJS.ErrnoException | null, entries: fs.Dirent[]) => void;

/**
 * A file system for tinyglobby whose folder listings leave out ignored entries, so ignored
 * folders (node_modules, build output) are never walked, not merely filtered afterwards.
 */
function ignoringFs(rules: IgnoreRules): FileSystemAdapter {
  const keep = (folder: string, entries: fs.Dirent[]): fs.Dirent[] => {
    if (!entries.some((e) => e.name === ".gitignore")) rules.noRulesIn(path.resolve(folder));
    return entries.filter((e) => !rules.ignores(path.join(folder, e.name), e.isDirectory()));
  };
  const readdir = (folder: string, options: { withFileTypes: true }, callback: ReaddirCallback): void => {
    fs.readdir(folder, options, (error, entries) => callback(error, error ? entries : keep(folder, entries)));
  };
  const readdirSync = (folder: string, options: { withFileTypes: true }): fs.Dirent[] =>
    keep(folder, fs.readdirSync(folder, options));
  // Cast: fdir only ever lists folders with file types (the overload above); node's type lists them all.
  return {
    readdir: readdir as unknown as typeof fs.readdir,
    readdirSync: readdirSync as typeof fs.readdirSync,
  };
}

export interface ListOptions {
  /** Folder (absolute, inside `rules.root`) the pattern is relative to. */
  cwd: string;
  signal?: AbortSignal;
}

/**
 * Files (not folders, not symlinks) under `options.cwd` matching the glob `pattern`, skipping
 * what `.gitignore` ignores. Paths come back absolute and unsorted.
 */
export async function listFiles(
  rules: IgnoreRules,
  pattern: string,
  options: ListOptions,
): Promise<string[]> {
  return glob(pattern, {
    cwd: options.cwd,
    absolute: true,
    dot: true,
    onlyFiles: true,
    followSymbolicLinks: false,
    expandDirectories: false,
    fs: ignoringFs(rules),
    signal: options.signal,
  });
}

import { execFileSync } from "node:child_process";

/**
 * The diff side of the fake GitHub: a pull request's files computed from real git the way
 * `GET /pulls/{n}/files` shows them, and the lines of a file's patch a review comment may be left on.
 * Written apart from the action's own patch reading (`src/github/review/diff-lines.ts`) on
 * purpose: the fake's 422 is the independent check that the action puts comments on lines
 * GitHub accepts, and sharing the code would make that check agree with any bug.
 */

/** One entry of `GET /repos/{owner}/{repo}/pulls/{n}/files`. */
export interface FakePullFile {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  additions: number;
  deletions: number;
  changes: number;
  /** The hunks only, from the first `@@`; absent for binary files and changes with no lines. */
  patch?: string;
  /** The old name of a renamed file. */
  previous_filename?: string;
}

/**
 * Runs git on the bare repository `gitDir`; undefined when git fails. An explicit --git-dir: git
 * checks who owns a repository it finds, not one it is given, and the origin of a runner-user
 * test belongs to that user.
 */
export function gitIn(gitDir: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", ["--git-dir", gitDir, ...args], {
      cwd: gitDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1" },
    });
  } catch {
    return undefined;
  }
}

/** The commit `rev` names in `gitDir`, or undefined. */
export function resolveCommit(gitDir: string, rev: string): string | undefined {
  return gitIn(gitDir, ["rev-parse", "--verify", "--quiet", `${rev}^{commit}`])?.trim() || undefined;
}

const STATUS: Record<string, FakePullFile["status"]> = {
  A: "added",
  D: "removed",
  M: "modified",
  R: "renamed",
  C: "copied",
  T: "changed",
};

/**
 * The files of a pull request from `base` to `head` as GitHub lists them: the diff from their
 * merge base to `head`, with renames found. Undefined when either does not resolve in `gitDir`
 * or they share no history (GitHub refuses such a pull request).
 */
export function gitPullFiles(gitDir: string, base: string, head: string): FakePullFile[] | undefined {
  const mergeBase = gitIn(gitDir, ["merge-base", base, head])?.trim();
  if (!mergeBase) return undefined;
  const range = [mergeBase, head];
  // Names come NUL-separated (never quoted); the patches come in the same order, one per file.
  const nameStatus = gitIn(gitDir, ["diff", "-z", "-M", "--name-status", ...range]);
  const numstat = gitIn(gitDir, ["diff", "-z", "-M", "--numstat", ...range]);
  const patches = gitIn(gitDir, ["-c", "core.quotePath=false", "diff", "--no-color", "-M", ...range]);
  if (nameStatus === undefined || numstat === undefined || patches === undefined) return undefined;

  const entries: Array<{ status: string; filename: string; previous?: string }> = [];
  const names = nameStatus.split("\0");
  for (let i = 0; i + 1 < names.length; ) {
    const letter = (names[i] ?? "").charAt(0);
    if (letter === "R" || letter === "C") {
      entries.push({ status: letter, previous: names[i + 1], filename: names[i + 2] ?? "" });
      i += 3;
    } else {
      entries.push({ status: letter, filename: names[i + 1] ?? "" });
      i += 2;
    }
  }

  const counts: Array<{ additions: number; deletions: number }> = [];
  const stats = numstat.split("\0");
  for (let i = 0; i < stats.length; i++) {
    const [added, deleted, path] = (stats[i] ?? "").split("\t");
    if (added === undefined || deleted === undefined) continue;
    // A rename leaves the path empty and puts the old and new names in the next two fields.
    if (path === "") i += 2;
    counts.push({ additions: Number(added) || 0, deletions: Number(deleted) || 0 });
  }

  // A type change (a file made a symlink, or back) is two patches, the old side's and the new.
  const blocks = patches.split(/^diff --git /m).slice(1);
  const hunksOf = (block: string) => {
    const first = block.search(/^@@ /m);
    return first < 0 ? "" : block.slice(first).replace(/\n$/, "");
  };
  let unmatched = false;
  const patchOf = entries.map((entry) => {
    const wanted = entry.status === "T" ? 2 : 1;
    const taken = blocks.splice(0, wanted);
    if (taken.length < wanted) unmatched = true;
    return taken.map(hunksOf).filter(Boolean).join("\n");
  });
  if (unmatched || blocks.length > 0 || counts.length !== entries.length) {
    throw new Error(
      `git diff listed ${entries.length} files and ${counts.length} counts, and patches that do not match`,
    );
  }

  return entries.map((entry, index) => {
    const { additions, deletions } = counts[index] ?? { additions: 0, deletions: 0 };
    const patch = patchOf[index];
    const file: FakePullFile = {
      filename: entry.filename,
      status: STATUS[entry.status] ?? "modified",
      additions,
      deletions,
      changes: additions + deletions,
    };
    if (patch) file.patch = patch;
    if (entry.previous !== undefined) file.previous_filename = entry.previous;
    return file;
  });
}

/** A right-side line of a patch: its number in the new file and where it sits in the patch. */
export interface RightLine {
  /** Which hunk of the patch (0 for the first). */
  hunk: number;
  /** The index of the line in `patch.split("\n")`. */
  index: number;
  kind: "added" | "context";
}

const HUNK_HEADER = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/**
 * The lines of the new file a patch shows (added or context lines inside a hunk), by line
 * number, which is where GitHub accepts a review comment on the RIGHT side.
 */
export function rightSideLines(patch: string): Map<number, RightLine> {
  const lines = patch.split("\n");
  const result = new Map<number, RightLine>();
  let hunk = -1;
  let next = 0;
  let oldLeft = 0;
  let newLeft = 0;
  lines.forEach((text, index) => {
    const header = HUNK_HEADER.exec(text);
    if (header) {
      hunk += 1;
      oldLeft = header[1] === undefined ? 1 : Number(header[1]);
      next = Number(header[2]);
      newLeft = header[3] === undefined ? 1 : Number(header[3]);
      return;
    }
    // Lines past the counts the header announced are not part of the hunk.
    if (hunk < 0 || (oldLeft <= 0 && newLeft <= 0)) return;
    const marker = text.charAt(0);
    if (marker === "+" && newLeft > 0) {
      result.set(next++, { hunk, index, kind: "added" });
      newLeft -= 1;
    } else if ((marker === " " || text === "") && newLeft > 0 && oldLeft > 0) {
      result.set(next++, { hunk, index, kind: "context" });
      newLeft -= 1;
      oldLeft -= 1;
    } else if (marker === "-") {
      oldLeft -= 1;
    }
  });
  return result;
}

/** GitHub's `diff_hunk` of a comment: the hunk's text from its header down to the commented line. */
export function diffHunkUpTo(patch: string, at: RightLine): string {
  const lines = patch.split("\n");
  let start = at.index;
  while (start > 0 && !HUNK_HEADER.test(lines[start] ?? "")) start -= 1;
  return lines.slice(start, at.index + 1).join("\n");
}

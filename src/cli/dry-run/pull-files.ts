import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * The files of the pull request a dry run pretends to be on, computed with git the way GitHub
 * lists them (`GET /repos/{owner}/{repo}/pulls/{n}/files`): the diff from the pull request's base
 * to the clone's HEAD, one entry per file, with the hunks as the `patch`.
 */

const execFileAsync = promisify(execFile);

/** Largest diff read from git; a bigger one lists no files rather than part of them. */
const MAX_DIFF_BYTES = 64 * 1024 * 1024;
/** GitHub lists at most this many files of a pull request. */
export const MAX_PULL_FILES = 3000;

/** A changed file in the shape of GitHub's `GET /repos/{owner}/{repo}/pulls/{n}/files`. */
export interface PullFileJson {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  additions: number;
  deletions: number;
  changes: number;
  /** The file's hunks, from its first `@@` line; absent when there are none (a binary file, a mode change). */
  patch?: string;
  /** For a renamed file: its name at the base. */
  previous_filename?: string;
}

/** No hooks or colour of the user's configuration; a path is a path, never a pattern. */
const SAFE_CONFIG = ["-c", "core.hooksPath=/dev/null", "-c", "color.ui=false", "--literal-pathspecs"];

type Git = (args: string[], cwd: string) => Promise<string>;

function gitWith(env: NodeJS.ProcessEnv): Git {
  return async (args, cwd) => {
    const { stdout } = await execFileAsync("git", [...SAFE_CONFIG, ...args], {
      cwd,
      env: { ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" },
      maxBuffer: MAX_DIFF_BYTES,
      encoding: "utf8",
    });
    return stdout;
  };
}

/** A full object name; anything else from a payload is never handed to git. */
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

export interface BaseChoice {
  /** The repository the run works in (the clone): the base must be a commit of it. */
  workspace: string;
  /** The user's repository, whose `origin` remote-tracking branches the clone does not have. */
  source: string;
  /** The pull request's head: the clone's HEAD. */
  headSha: string;
  /** The base commit the event payload names, when it names one. */
  payloadBaseSha?: string | undefined;
  /** Branch names to look for when origin names no default branch, most likely first. */
  branchNames: readonly string[];
  env: NodeJS.ProcessEnv;
}

/**
 * The commit to diff the pull request's head against, as GitHub does: the merge-base of the head
 * and the payload's base commit when the clone has it; else the merge-base of the head and the default branch (the user's `origin/HEAD`, else
 * `origin/<name>` or the local branch `<name>` for the first of `branchNames` that exists).
 * Never throws; undefined when none of these is found.
 */
export async function choosePullBase(choice: BaseChoice): Promise<string | undefined> {
  const git = gitWith(choice.env);
  const attempt = (args: string[], cwd: string) =>
    git(args, cwd).then(
      (out) => out.trim() || undefined,
      () => undefined,
    );
  const given = choice.payloadBaseSha?.toLowerCase();
  if (given && SHA.test(given)) {
    const found = await attempt(["rev-parse", "--verify", "--quiet", `${given}^{commit}`], choice.workspace);
    // The base branch's tip moves on after the branch was made: GitHub diffs from where they meet.
    const base = found && (await attempt(["merge-base", choice.headSha, found], choice.workspace));
    if (base && SHA.test(base)) return base;
  }
  const refs: string[] = [];
  const originHead = await attempt(["symbolic-ref", "--quiet", "refs/remotes/origin/HEAD"], choice.source);
  if (originHead) refs.push(originHead);
  for (const name of choice.branchNames) {
    // A name from a payload is only ever used inside a full ref name, so it cannot read as an option.
    if (!name || name.startsWith("-") || name.includes("..")) continue;
    refs.push(`refs/remotes/origin/${name}`, `refs/heads/${name}`);
  }
  for (const ref of refs) {
    const tip = await attempt(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], choice.source);
    if (!tip) continue;
    // The merge-base is an ancestor of the head, so the clone has it even when the tip is not there.
    const base = await attempt(["merge-base", choice.headSha, tip], choice.source);
    if (base && SHA.test(base)) return base;
  }
  return undefined;
}

const STATUS: Record<string, PullFileJson["status"]> = {
  A: "added",
  D: "removed",
  M: "modified",
  R: "renamed",
  C: "copied",
  T: "changed",
};

/** Options that make the diff GitHub's whatever the user's configuration says. */
const DIFF_OPTIONS = [
  "--no-color",
  "--no-ext-diff",
  "--no-textconv",
  "--no-relative",
  "-M",
  "-U3",
  "--inter-hunk-context=0",
];

interface NameStatus {
  status: PullFileJson["status"];
  filename: string;
  previous?: string;
}

/** `git diff --name-status -z` output as entries, in git's order. */
function parseNameStatus(output: string): NameStatus[] {
  const fields = output.split("\0");
  const entries: NameStatus[] = [];
  for (let i = 0; i < fields.length; ) {
    const code = fields[i++] ?? "";
    if (!code) continue;
    const letter = code[0] ?? "";
    const status = STATUS[letter] ?? "changed";
    if (letter === "R" || letter === "C") {
      const previous = fields[i++] ?? "";
      const filename = fields[i++] ?? "";
      entries.push({ status, filename, previous });
    } else {
      entries.push({ status, filename: fields[i++] ?? "" });
    }
  }
  return entries;
}

/** `git diff --numstat -z` output as counts, in git's order; a binary file counts nothing. */
function parseNumstat(output: string): { additions: number; deletions: number }[] {
  const fields = output.split("\0");
  const counts: { additions: number; deletions: number }[] = [];
  for (let i = 0; i < fields.length; ) {
    const field = fields[i++] ?? "";
    if (!field) continue;
    const [added = "-", deleted = "-", path = ""] = field.split("\t");
    // A rename's two names follow in their own fields.
    if (path === "") i += 2;
    counts.push({
      additions: added === "-" ? 0 : Number(added),
      deletions: deleted === "-" ? 0 : Number(deleted),
    });
  }
  return counts;
}

/** Each file's hunks, from its first `@@` line, in git's order; a section of a file with none is undefined. */
function hunksOfEachFile(patch: string): (string | undefined)[] {
  // Every file's section starts with `diff --git`; a line of content never does, it starts with ` `, `+` or `-`.
  const sections = patch.split(/^diff --git /m).slice(1);
  return sections.map((section) => {
    const start = section.search(/^@@ /m);
    return start < 0 ? undefined : section.slice(start).replace(/\n$/, "");
  });
}

/**
 * The files changed from `base` to `head` in the repository at `cwd`, as GitHub lists them for a
 * pull request (at most `MAX_PULL_FILES`). Throws when git fails (an unknown commit, a diff past
 * the size git output is read to).
 */
export async function diffFiles(
  cwd: string,
  base: string,
  head: string,
  env: NodeJS.ProcessEnv,
): Promise<PullFileJson[]> {
  const git = gitWith(env);
  const range = [base, head, "--"];
  const [names, numbers, patch] = await Promise.all([
    git(["diff", ...DIFF_OPTIONS, "--name-status", "-z", ...range], cwd),
    git(["diff", ...DIFF_OPTIONS, "--numstat", "-z", ...range], cwd),
    git(["diff", ...DIFF_OPTIONS, ...range], cwd),
  ]);
  const entries = parseNameStatus(names);
  const counts = parseNumstat(numbers);
  const listed = entries.slice(0, MAX_PULL_FILES);
  let hunks = hunksOfEachFile(patch);
  if (hunks.length !== entries.length) {
    // A type change (a file become a link) is two sections in one patch; ask file by file instead.
    hunks = await Promise.all(
      listed.map(async (entry) => {
        const paths = entry.previous !== undefined ? [entry.previous, entry.filename] : [entry.filename];
        const one = hunksOfEachFile(await git(["diff", ...DIFF_OPTIONS, base, head, "--", ...paths], cwd));
        const joined = one.filter((h) => h !== undefined).join("\n");
        return joined || undefined;
      }),
    );
  }
  return listed.map((entry, index) => {
    const { additions = 0, deletions = 0 } = counts[index] ?? {};
    const filePatch = hunks[index];
    return {
      filename: entry.filename,
      status: entry.status,
      additions,
      deletions,
      changes: additions + deletions,
      ...(filePatch !== undefined ? { patch: filePatch } : {}),
      ...(entry.previous !== undefined ? { previous_filename: entry.previous } : {}),
    };
  });
}

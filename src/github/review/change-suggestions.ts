import { fail, ok, type Result } from "../../base/result.js";
import { cutDiff, type Git } from "../git.js";
import { MAX_PATCH_CHARS } from "../publish/publish.js";
import type { CommentRequest, ReviewDraft } from "./review-draft.js";
import { fileLines, suggestionBlock } from "./suggestion.js";

/**
 * The agent's changes to a fork's pull request as review suggestions. The publish job cannot push
 * to a fork, so each change the author can take with "Commit suggestion" becomes one, and what a
 * suggestion cannot carry goes into a patch. A file goes in whole or not at all: half of a file's
 * changes committed from suggestions and half in a patch would leave the author with code that
 * neither the agent nor the author wrote.
 */

export interface SuggestChangesParams {
  /** The review the suggestions join; built on the pull request's files at `startSha`. */
  draft: ReviewDraft;
  /** A repository holding both `startSha` and `tree`. */
  git: Git;
  /** The pull request's head the agent started from: the commit the suggestions apply to. */
  startSha: string;
  /** The tree of the agent's changes. */
  tree: string;
  maxPatchChars?: number;
}

export interface ChangeSuggestions {
  /** Suggestion comments recorded in the draft. */
  comments: number;
  /** The files whose every change became a suggestion, in git's order. */
  suggestedFiles: string[];
  /** The changed files that did not, and their diff (`git diff start tree -- files`), cut to `maxPatchChars`. */
  remainder: { files: string[]; patch: string; truncated: boolean };
  /** Why the changes could not be listed; then `remainder.patch` holds the whole diff when git gave one. */
  error?: string;
}

/** The opening words of a suggestion comment; the suggestion block follows. */
export const SUGGESTION_BODY = {
  line: "The agent's change to this line:",
  lines: "The agent's change to these lines:",
} as const;

/** Modes of a plain file: what a suggestion can change. A symlink (120000) or submodule (160000) cannot. */
const FILE_MODES = new Set(["100644", "100755"]);

/** Git reads pathspecs as written: a file named `*.ts` or `:(top)x` stands for itself. */
const LITERAL = { GIT_LITERAL_PATHSPECS: "1" };

const DIFF_OPTIONS = ["--no-color", "--no-ext-diff", "--no-textconv"];

interface ChangedFile {
  path: string;
  status: string;
  oldMode: string;
  newMode: string;
  oldBlob: string;
  binary: boolean;
}

/** One hunk of `git diff -U0`: `oldCount` lines from `oldStart` become `added` (after `oldStart` when it replaces none). */
interface ZeroHunk {
  oldStart: number;
  oldCount: number;
  added: string[];
}

/** Lines `start`..`end` of the old file (1-based, inclusive) replaced by `lines`. */
interface Replacement {
  start: number;
  end: number;
  lines: string[];
}

/**
 * Turns the changes between `startSha` and `tree` into suggestion comments in `draft` where every
 * change of a file fits a line of the pull request's diff; the rest comes back as a patch.
 * Added, deleted, binary, mode-changed and symlink files always go to the patch. Never throws.
 */
export async function suggestChanges(params: SuggestChangesParams): Promise<ChangeSuggestions> {
  const { draft, git, startSha, tree } = params;
  const listed = await listChanges(git, startSha, tree);
  if (!listed.ok) {
    const whole = await remainderPatch(params, []);
    return { comments: 0, suggestedFiles: [], remainder: { files: [], ...whole }, error: listed.error };
  }
  let comments = 0;
  const suggestedFiles: string[] = [];
  const rest: string[] = [];
  for (const file of listed.value) {
    const requests = suggestable(file) ? await fileSuggestions(git, draft, startSha, tree, file) : undefined;
    if (!requests || requests.length === 0 || requests.length > draft.inlineRoom) {
      rest.push(file.path);
      continue;
    }
    for (const request of requests) await draft.add(request);
    comments += requests.length;
    suggestedFiles.push(file.path);
  }
  const patch =
    rest.length === 0 ? { patch: "", truncated: false } : await remainderPatch(params, suggestedFiles);
  return { comments, suggestedFiles, remainder: { files: rest, ...patch } };
}

/** A file a suggestion can change: modified in place, a plain file before and after, with text on both sides. */
function suggestable(file: ChangedFile): boolean {
  return file.status === "M" && file.oldMode === file.newMode && FILE_MODES.has(file.oldMode) && !file.binary;
}

/**
 * Every changed file with its status, modes and old blob (`diff-tree --raw`), and whether git sees
 * it as binary (`--numstat` counts "-" for those). Renames are not followed: a renamed file is
 * one deleted and one added, and both go to the patch.
 */
async function listChanges(git: Git, startSha: string, tree: string): Promise<Result<ChangedFile[]>> {
  const common = ["diff-tree", "-r", "-z", "--no-renames", "--no-abbrev", startSha, tree];
  const raw = await git.exec(common);
  if (!raw.ok) return raw;
  const counted = await git.exec([...common, "--numstat"]);
  if (!counted.ok) return counted;
  const binary = new Set<string>();
  const counts = counted.value.split("\0");
  for (const entry of counts) {
    const match = /^(-|\d+)\t(-|\d+)\t([\s\S]*)$/.exec(entry);
    if (match?.[1] === "-" && match[3] !== undefined) binary.add(match[3]);
  }
  const files: ChangedFile[] = [];
  const fields = raw.value.split("\0");
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const header = /^:(\d{6}) (\d{6}) ([0-9a-f]+) [0-9a-f]+ ([A-Z])\d*$/.exec(fields[i] ?? "");
    const path = fields[i + 1];
    if (!header || path === undefined)
      return fail(`git diff-tree printed what is not a change: ${fields[i]}`);
    const [, oldMode = "", newMode = "", oldBlob = "", status = ""] = header;
    files.push({ path, status, oldMode, newMode, oldBlob, binary: binary.has(path) });
  }
  return ok(files);
}

/**
 * The suggestion comments for every hunk of `file`, each checked by the draft (on a line of the
 * pull request's diff, not over the limit, not changed by redaction); undefined when one hunk has
 * none, which sends the whole file to the patch.
 */
async function fileSuggestions(
  git: Git,
  draft: ReviewDraft,
  startSha: string,
  tree: string,
  file: ChangedFile,
): Promise<CommentRequest[] | undefined> {
  const old = await readText(git, ["cat-file", "blob", file.oldBlob]);
  const diff = await readText(git, [
    "diff",
    "-U0",
    ...DIFF_OPTIONS,
    "--no-renames",
    startSha,
    tree,
    "--",
    file.path,
  ]);
  if (old === undefined || diff === undefined) return undefined;
  const hunks = parseZeroHunks(diff);
  if (!hunks || hunks.length === 0) return undefined;
  const lines = fileLines(old);
  // A last line without its newline is left alone: whether committing a suggestion on it adds one is GitHub's secret.
  const lastUsable = old.endsWith("\n") ? lines.length : lines.length - 1;
  const taken = new Set<number>();
  for (const hunk of hunks)
    for (let line = hunk.oldStart; line < hunk.oldStart + hunk.oldCount; line += 1) taken.add(line);

  const requests: CommentRequest[] = [];
  for (const hunk of hunks) {
    const own = new Set(taken);
    for (let line = hunk.oldStart; line < hunk.oldStart + hunk.oldCount; line += 1) own.delete(line);
    let chosen: CommentRequest | undefined;
    for (const candidate of replacements(hunk, lines)) {
      if (candidate.end > lastUsable || overlaps(candidate, own) || !clearText(candidate.lines)) continue;
      const request = suggestionRequest(file.path, candidate);
      const checked = await draft.check(request);
      if (checked.inline && checked.comment?.body === expectedBody(request)) {
        chosen = request;
        for (let line = candidate.start; line <= candidate.end; line += 1) taken.add(line);
        break;
      }
    }
    if (!chosen) return undefined;
    requests.push(chosen);
  }
  return requests;
}

/**
 * The ways one hunk can be written as a suggestion, best first: the replaced lines themselves, or
 * the line above or below taken in too (a suggestion must cover at least one line, and the draft's
 * checks may refuse one shape, e.g. a new first line equal to the line above, and take another).
 * An insertion goes after the line above it or, failing that, before the line below.
 */
function replacements(hunk: ZeroHunk, lines: readonly string[]): Replacement[] {
  const { oldStart: start, oldCount: count, added } = hunk;
  const at = (line: number) => lines[line - 1];
  const found: Replacement[] = [];
  const push = (from: number, to: number, text: (string | undefined)[]) => {
    if (from >= 1 && to <= lines.length && text.every((line) => line !== undefined))
      found.push({ start: from, end: to, lines: text as string[] });
  };
  if (count === 0) {
    push(start, start, [at(start), ...added]);
    push(start + 1, start + 1, [...added, at(start + 1)]);
    return found;
  }
  const end = start + count - 1;
  push(start, end, added);
  push(start - 1, end, [at(start - 1), ...added]);
  push(start, end + 1, [...added, at(end + 1)]);
  return found;
}

function overlaps(candidate: Replacement, taken: ReadonlySet<number>): boolean {
  for (let line = candidate.start; line <= candidate.end; line += 1) if (taken.has(line)) return true;
  return false;
}

/**
 * Whether the lines read the same in a suggestion block as in the file. A blank last line is not
 * trusted to survive the block (Markdown and GitHub may drop it); a single blank line would read
 * as "delete these lines".
 */
function clearText(lines: readonly string[]): boolean {
  const last = lines.at(-1);
  return last === undefined || last.trim() !== "";
}

function suggestionRequest(path: string, replacement: Replacement): CommentRequest {
  const { start, end, lines } = replacement;
  return {
    path,
    line: end,
    ...(start < end ? { startLine: start } : {}),
    body: start < end ? SUGGESTION_BODY.lines : SUGGESTION_BODY.line,
    suggestion: lines.join("\n"),
  };
}

/** The body the draft posts for `request` when nothing in it was redacted. */
function expectedBody(request: CommentRequest): string {
  return `${request.body}\n\n${suggestionBlock(request.suggestion ?? "")}`;
}

/**
 * What `git <args>` printed, or undefined when it failed, was cut, or holds what a suggestion
 * cannot carry exactly: a carriage return (line endings are the file's, not the block's) or
 * U+FFFD (bytes that are not UTF-8, which decoding already changed).
 */
async function readText(git: Git, args: string[]): Promise<string | undefined> {
  const result = await git.run(args, { env: LITERAL });
  if (result.code !== 0 || result.truncated) return undefined;
  if (result.stdout.includes("\r") || result.stdout.includes("\uFFFD")) return undefined;
  return result.stdout;
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/**
 * The hunks of a `git diff -U0` of one file; undefined when the diff is not what a suggestion
 * can carry: a "\ No newline at end of file" line (the final newline changes, or a last line
 * without one is touched), a line that is not part of a hunk, or counts that do not add up.
 */
function parseZeroHunks(diff: string): ZeroHunk[] | undefined {
  const rows = diff.split("\n");
  if (rows.at(-1) === "") rows.pop();
  const hunks: (ZeroHunk & { newCount: number; removed: number })[] = [];
  for (const row of rows) {
    const header = HUNK_HEADER.exec(row);
    if (header) {
      const oldCount = header[2] === undefined ? 1 : Number(header[2]);
      const newCount = header[4] === undefined ? 1 : Number(header[4]);
      hunks.push({ oldStart: Number(header[1]), oldCount, newCount, added: [], removed: 0 });
      continue;
    }
    const hunk = hunks.at(-1);
    if (!hunk) continue;
    if (row.startsWith("+")) hunk.added.push(row.slice(1));
    else if (row.startsWith("-")) hunk.removed += 1;
    else return undefined;
  }
  for (const hunk of hunks)
    if (hunk.removed !== hunk.oldCount || hunk.added.length !== hunk.newCount) return undefined;
  return hunks.map(({ oldStart, oldCount, added }) => ({ oldStart, oldCount, added }));
}

/**
 * The diff of every change not suggested: `git diff start tree`, leaving out the suggested files
 * (none left out: no pathspec at all, which also keeps the command line short), cut as publish cuts
 * its patch.
 */
async function remainderPatch(
  params: SuggestChangesParams,
  suggested: readonly string[],
): Promise<{ patch: string; truncated: boolean }> {
  const max = params.maxPatchChars ?? MAX_PATCH_CHARS;
  const leaveOut = suggested.map((path) => `:(exclude,literal)${path}`);
  const args = [
    "diff",
    ...DIFF_OPTIONS,
    params.startSha,
    params.tree,
    ...(leaveOut.length > 0 ? ["--", ...leaveOut] : []),
  ];
  const diff = await params.git.run(args, { maxOutputChars: max + 1 });
  if (diff.code !== 0) return { patch: "", truncated: false };
  const cut = cutDiff(diff.stdout, max);
  return { patch: cut.text, truncated: cut.truncated || diff.truncated };
}

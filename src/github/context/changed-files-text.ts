import type { Result } from "../../base/result.js";
import { clipMarked, revealUntrustedCode, sanitizeUntrusted } from "../../text/sanitize.js";
import { describeHunks, parsePatch } from "../review/diff-lines.js";
import { type ContextLimits, type Fence, type Part, Priority, part } from "./context-budget.js";
import type { PullFile } from "./pull-files.js";
import type { PullRequest } from "./pull-request.js";

/** A diff cut shorter than this says too little to be worth showing. */
const minPatchChars = 200;

/**
 * A pull request's changed files and a bounded diff. A file whose diff does not fit (or that
 * GitHub gives none for) is named with the lines it changes, so the model can read them itself.
 */
export function changedFileParts(
  files: Result<PullFile[]>,
  pull: Result<PullRequest>,
  limits: Pick<ContextLimits, "maxFiles" | "maxPatchChars" | "maxDiffChars">,
  fence: Fence,
): Part[] {
  if (!files.ok) return [part(Priority.files, `(The changed files could not be loaded: ${files.error}.)`)];
  const listed = files.value.slice(0, limits.maxFiles);
  const total = Math.max((pull.ok ? pull.value.changedFiles : undefined) ?? 0, files.value.length);
  const more = total > listed.length ? `, the first ${listed.length} shown` : "";
  const parts = [
    part(Priority.files, `\nChanged files (${total}${more}):`),
    part(Priority.files, fence("changed files", sanitizeUntrusted(listed.map(describeFile).join("\n")))),
  ];
  const { diffs, withoutDiff } = diffParts(listed, limits, fence);
  const pointer =
    withoutDiff.length === 0
      ? []
      : [
          part(
            Priority.files,
            `\nDiffs not shown in full (binary, too large or past the limit): read the changed lines with read_file.`,
          ),
          part(
            Priority.files,
            fence("files whose diff is not shown", sanitizeUntrusted(withoutDiff.join("\n"))),
          ),
        ];
  if (diffs.length === 0) return [...parts, ...pointer];
  return [...parts, part(Priority.diff, "\nDiff:"), ...diffs, ...pointer];
}

/**
 * The diffs of the listed files, each within `maxPatchChars` and all within `maxDiffChars`, and
 * where the changes are of the files whose diff is not shown in full.
 */
function diffParts(
  listed: PullFile[],
  limits: Pick<ContextLimits, "maxPatchChars" | "maxDiffChars">,
  fence: Fence,
): { diffs: Part[]; withoutDiff: string[] } {
  let diffRoom = limits.maxDiffChars;
  const withoutDiff: string[] = [];
  const diffs: Part[] = [];
  for (const [index, file] of listed.entries()) {
    const room = Math.min(limits.maxPatchChars, diffRoom);
    if (!file.patch || room < minPatchChars) {
      withoutDiff.push(unshownDiff(file));
      continue;
    }
    // The author's code, every character of it, as a reviewer on GitHub sees it (not as a page).
    const whole = revealUntrustedCode(file.patch, { maxChars: Number.POSITIVE_INFINITY });
    const patch = clipMarked(whole, room);
    // A cut diff still says where the rest of the file's changes are.
    if (patch.length < whole.length) withoutDiff.push(unshownDiff(file, " (its diff is cut short above)"));
    diffRoom -= patch.length;
    diffs.push(part(Priority.diff + index / (listed.length + 1), fence(`diff of ${file.filename}`, patch)));
  }
  return { diffs, withoutDiff };
}

/** `src/big.ts: lines 3-9, 40-52 of the new file`, or why no lines can be named. */
function unshownDiff(file: PullFile, why = ""): string {
  if (file.patch === undefined)
    return file.additions + file.deletions === 0
      ? `${file.filename}: no text lines changed (a binary file, a rename or a mode change)`
      : `${file.filename}: no diff from GitHub (binary or too large)${why}`;
  const where = describeHunks(parsePatch(file.patch).hunks);
  return `${file.filename}: ${where ? `${where} of the new file` : "only removed lines"}${why}`;
}

function describeFile(file: PullFile): string {
  const name = file.previousFilename ? `${file.previousFilename} -> ${file.filename}` : file.filename;
  return `${file.status} ${name} (+${file.additions} -${file.deletions})`;
}

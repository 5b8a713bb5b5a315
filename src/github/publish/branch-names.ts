import type { Trigger } from "../trigger/types.js";

/** Longest slug of a task in a branch name; long enough to recognise, short enough to read. */
export const MAX_SLUG_LENGTH = 40;

/** Used when a task has no letters or digits at all (only punctuation or another script). */
const FALLBACK_SLUG = "task";

/**
 * A branch-friendly slug of `text`: lowercase ASCII letters and digits, words joined by `-`,
 * at most `maxLength` characters, cut at a word boundary when one is near, never ending in `-`.
 * Accents are folded (`café` -> `cafe`); other characters separate words.
 */
export function slugify(text: string, maxLength = MAX_SLUG_LENGTH): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) {
      // A first word longer than the limit is cut; later ones are dropped whole.
      if (!slug) slug = word.slice(0, maxLength);
      break;
    }
    slug = next;
  }
  return slug.replace(/-+$/, "") || FALLBACK_SLUG;
}

/**
 * Whether `name` is a valid branch name by git's rules (`git check-ref-format --branch`): no
 * control characters, spaces or any of `~^:?*[\`, no `..`, `@{` or `//`, no component starting
 * with `.` or ending in `.lock`, not starting with `-`, not ending with `/` or `.`, not `@`.
 */
export function isValidBranchName(name: string): boolean {
  if (!name || name === "@" || name.startsWith("-")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what git forbids.
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name)) return false;
  if (name.includes("..") || name.includes("@{") || name.includes("//")) return false;
  if (name.startsWith("/") || name.endsWith("/") || name.endsWith(".")) return false;
  return name.split("/").every((part) => part !== "" && !part.startsWith(".") && !part.endsWith(".lock"));
}

export interface BranchNameOptions {
  /** The `branch-prefix` input, `agent/` by default. */
  prefix: string;
  /** `GITHUB_RUN_NUMBER`; names workflow_dispatch branches. */
  runNumber: number;
}

/**
 * The branch a run's changes go to when they get a branch of their own:
 * `<prefix><issue>-<slug>` for issues and comments (a pull request comment in `pr` mode too),
 * `<prefix>run-<run number>-<slug>` for workflow_dispatch, and the stable
 * `<prefix>scheduled-<slug>` for schedules, so each night updates the same pull request, and
 * `<prefix>ci-fix-<slug of the branch>` for a CI repair that needs a pull request of its own: one
 * per failing branch, so a second failure finds the first repair instead of opening another.
 */
export function branchNameFor(trigger: Trigger, options: BranchNameOptions): string {
  const slug = slugify(trigger.task);
  switch (trigger.kind) {
    case "issue":
    case "issue_comment":
    case "review_comment":
    case "review":
    case "pull_request":
      return `${options.prefix}${trigger.number}-${slug}`;
    case "workflow_dispatch":
      return `${options.prefix}run-${options.runNumber}-${slug}`;
    case "schedule":
      return `${options.prefix}scheduled-${slug}`;
    case "workflow_run":
      return `${repairBranchStart(options.prefix)}${slugify(trigger.run.headBranch)}`;
  }
}

/** How every CI repair's own branch begins, `<prefix>ci-fix-`: a branch so named is a repair's. */
export function repairBranchStart(prefix: string): string {
  return `${prefix}ci-fix-`;
}

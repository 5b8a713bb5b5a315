/**
 * The trailer every CI fix commit carries (`Repo-Agent-CI-Fix: <workflow name>`): how the action
 * counts the fixes it already pushed to a branch, against `max-ci-fixes`, and how it knows a
 * failed run was of its own fix.
 */
export const CI_FIX_TRAILER = "Repo-Agent-CI-Fix";

const trailerLine = new RegExp(`^${CI_FIX_TRAILER}:`, "i");

/**
 * Whether a commit message carries the fix trailer where git keeps trailers: a line of its last
 * paragraph. A line further up is only text, and text can come from elsewhere: a bot's commit
 * quotes release notes that anyone could have written, and must not pass for the action's fix.
 */
export function hasFixTrailer(message: string): boolean {
  const paragraphs = message.trimEnd().split(/\r?\n[ \t]*\r?\n/);
  const last = paragraphs[paragraphs.length - 1] ?? "";
  return last.split(/\r?\n/).some((line) => trailerLine.test(line));
}

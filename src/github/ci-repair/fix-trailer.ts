/**
 * The trailer every CI fix commit carries (`Repo-Agent-CI-Fix: <workflow name>`): how the action
 * counts the fixes it already pushed to a branch, against `max-ci-fixes`, and how it knows a
 * failed run was of its own fix.
 */
export const CI_FIX_TRAILER = "Repo-Agent-CI-Fix";

const trailerLine = new RegExp(`^${CI_FIX_TRAILER}:`, "im");

/** Whether a commit message carries the fix trailer (a person may write it too: that only means fewer fixes). */
export function hasFixTrailer(message: string): boolean {
  return trailerLine.test(message);
}

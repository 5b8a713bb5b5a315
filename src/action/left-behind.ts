import type { Result } from "../base/result.js";
import type { LeftBehind, Snapshot } from "../github/publish/snapshot.js";

/**
 * What the agent left in the workspace besides the commit (DESIGN section 4a: nothing hidden
 * outlives the run), for the comment and the job summary: the repositories it made there and
 * that were removed, set-ID bits taken off, and the files it made that the commit does not hold.
 * A later step of the same job runs on all of it, so the reader is told plainly.
 */
export function leftInWorkspace(read: Result<Snapshot>): {
  notices: string[];
  leftBehind?: LeftBehind;
} {
  if (!read.ok) return { notices: [] };
  const snapshot = read.value;
  const notices: string[] = [];
  for (const repository of snapshot.repositories) {
    notices.push(
      repository.removed
        ? `Removed ${shownPath(repository.path)}: a git repository the agent made or changed in the workspace, whose hooks and settings a later step running git there would run.`
        : `Could not remove ${shownPath(repository.path)}, a git repository the agent made or changed in the workspace (${repository.why ?? "unknown"}): no later step should run git there.`,
    );
  }
  for (const file of snapshot.setIds) {
    notices.push(
      file.cleared
        ? `Took the set-ID bits off ${shownPath(file.path)}.`
        : `Could not take the set-ID bits off ${shownPath(file.path)}: no later step should run it.`,
    );
  }
  const { total } = snapshot.leftBehind;
  if (total === 0) return { notices };
  notices.push(
    `${total} file${total === 1 ? "" : "s"} the agent made or changed ${total === 1 ? "is" : "are"} in the workspace but not in the commit (ignored ones included); the job summary lists them. A later step of this job runs on what the agent left.`,
  );
  return { notices, leftBehind: snapshot.leftBehind };
}

/**
 * A workspace path as inline code on one line: control characters (a carriage return, a line
 * feed) shown as escapes, so a name can neither break a report's lines nor pass for another name.
 */
export function shownPath(path: string): string {
  const escaped = JSON.stringify(path).slice(1, -1).replace(/`/g, "\\u0060");
  return `\`${escaped}\``;
}

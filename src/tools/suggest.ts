import { readdir } from "node:fs/promises";
import path from "node:path";
import { escapePath } from "tinyglobby";
import { editDistance } from "../text/edit-distance.js";
import { IgnoreRules, listFiles } from "./gitignore.js";
import type { Workspace } from "./jail.js";

/** Suggestions offered for a missing path. */
const MAX_SUGGESTIONS = 5;
/** Names this many edits apart (or fewer) count as close. */
const MAX_NAME_DISTANCE = 2;

const stem = (name: string): string => name.toLowerCase().replace(/\.[^.]*$/, "");

function isClose(wanted: string, candidate: string): boolean {
  const a = wanted.toLowerCase();
  const b = candidate.toLowerCase();
  if (a === b || stem(wanted) === stem(candidate)) return true;
  if (a.length >= 3 && b.startsWith(a)) return true;
  return Math.min(a.length, b.length) > MAX_NAME_DISTANCE && editDistance(a, b) <= MAX_NAME_DISTANCE;
}

/**
 * Paths close to a missing one, for the error message: look-alike names in its folder, and
 * files of the same name elsewhere in the workspace (not ignored). Never throws.
 */
export async function closeMatches(
  workspace: Workspace,
  rules: IgnoreRules,
  missing: string,
): Promise<string[]> {
  const found = new Set<string>();
  const name = path.basename(missing);
  const folder = path.dirname(missing);
  try {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (isClose(name, entry.name) && !rules.ignores(full, entry.isDirectory()))
        found.add(workspace.display(full));
    }
  } catch {
    // The folder is missing too: only the workspace-wide search can help.
  }
  if (found.size < MAX_SUGGESTIONS && name !== "") {
    try {
      const same = await listFiles(rules, `**/${escapePath(name)}`, { cwd: workspace.root });
      for (const file of same.sort()) found.add(workspace.display(file));
    } catch {
      // A failed search only means fewer suggestions.
    }
  }
  return [...found].slice(0, MAX_SUGGESTIONS);
}

/** "Did you mean" text for an error message (ignored files left out), or "" if there is none. */
export async function didYouMean(workspace: Workspace, missing: string): Promise<string> {
  const matches = await closeMatches(workspace, new IgnoreRules(workspace.root), missing);
  return matches.length > 0 ? ` Did you mean: ${matches.join(", ")}?` : "";
}

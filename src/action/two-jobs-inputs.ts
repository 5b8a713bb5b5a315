import { realpath } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fail, ok, type Result } from "../base/result.js";

/**
 * The inputs of the two-job shape (DESIGN section 10): `handoff` in the agent job, which writes
 * its outcome to a folder instead of publishing, and `apply-handoff` in the publish job, which
 * validates that folder and publishes it.
 */

/** The two folders as the settings hold them: absolute, at most one of them set. */
export interface TwoJobsFolders {
  handoff?: string;
  applyHandoff?: string;
}

/** The task of a publish job without one, when the workflow has no name either. */
export const HANDED_OFF_TASK = "(the task the agent job was given)";

/**
 * The task a publish job (`apply-handoff`) whose `task` input is empty resolves its trigger with:
 * an automation needs one to start. It is this job's own, the workflow's name, never the agent
 * job's: the task names the branch, the commit and the pull request, and the manifest's words
 * would let a hostile agent job choose another automation's branch or write `Fixes #1` into
 * history. The agent job's task is only shown (`handoff-apply.ts`).
 */
export function handedOffTask(workflow: string | undefined): string {
  return workflow?.trim() || HANDED_OFF_TASK;
}

/** How a message names an input: `handoff` in the action, `--handoff` on the command line. */
type Label = (name: "handoff" | "apply-handoff" | "staged") => string;

/**
 * The folders of the `raw` inputs, a relative one resolved against `base` (the job's workspace,
 * `GITHUB_WORKSPACE`, where the workflow's paths start). A failure names the inputs as `label`
 * does: both folders given (they belong to two jobs), or either with `staged` (a handed-off run
 * is published by the publish job, never proposed).
 */
export function twoJobsFolders(
  raw: { handoff?: string; "apply-handoff"?: string },
  staged: boolean,
  label: Label,
  base: string,
): Result<TwoJobsFolders> {
  const names = { handoff: label("handoff"), applyHandoff: label("apply-handoff"), staged: label("staged") };
  const handoff = (raw.handoff ?? "").trim();
  const applyHandoff = (raw["apply-handoff"] ?? "").trim();
  if (handoff && applyHandoff) {
    return fail(
      `${names.handoff} and ${names.applyHandoff} belong to two different jobs: give one of them (${names.handoff} in the job that runs the agent, ${names.applyHandoff} in the job that publishes its work)`,
    );
  }
  const given = handoff ? names.handoff : applyHandoff ? names.applyHandoff : undefined;
  if (given && staged) {
    return fail(
      `${names.staged} must be false with ${given}: a handed-off run is published by the publish job (${names.applyHandoff}), not proposed for \`/agent apply\``,
    );
  }
  return ok({
    ...(handoff ? { handoff: resolve(base, handoff) } : {}),
    ...(applyHandoff ? { applyHandoff: resolve(base, applyHandoff) } : {}),
  });
}

/** Where the handoff folder should go instead: the runner's own temp folder, out of the agent's reach. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
export const HANDOFF_FOLDER_EXAMPLE = "${{ runner.temp }}/repo-agent-handoff";

/**
 * Why the `handoff` folder cannot be used, or undefined when it can: a folder inside the job's
 * workspace (which holds the repository's checkout, `checkout`) is one the agent's commands may
 * write into, links planted included, and the publish job would read what they left there. Both
 * paths are compared as the file system resolves them (links followed) from their nearest
 * existing ancestor, since the folder is usually made only after the run. Never throws.
 */
export async function handoffFolderProblem(
  folder: string,
  checkout: string,
  name = "handoff",
): Promise<string | undefined> {
  const [real, realCheckout] = await Promise.all([resolvedPath(folder), resolvedPath(checkout)]);
  const inside = relative(realCheckout, real);
  const outside = inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside);
  if (outside) return undefined;
  return `${name} ${folder} is inside the job's workspace (${checkout}), where the agent's commands can write: the publish job would take what they left there as the run's outcome. Give a folder outside it, such as ${HANDOFF_FOLDER_EXAMPLE}`;
}

/**
 * `path` with every link resolved as far as the path exists: the nearest existing ancestor's real
 * path, and the names below it as they are. A path nothing of which resolves is returned as is.
 */
async function resolvedPath(path: string): Promise<string> {
  const below: string[] = [];
  let existing = resolve(path);
  for (;;) {
    try {
      return join(await realpath(existing), ...below);
    } catch {
      const parent = dirname(existing);
      if (parent === existing) return resolve(path);
      below.unshift(basename(existing));
      existing = parent;
    }
  }
}

import { execFile } from "node:child_process";
import { lstat, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { SYSTEM_PATH } from "../base/system-path.js";
import { folderIdentity } from "../github/publish/snapshot.js";
import type { Vault } from "../github/publish/vault.js";
import type { Runtime } from "./runtime.js";

/**
 * What the sandbox user must not reach, each path once: step scripts (with secrets written into
 * them) and checkout's credential file live in the runner's temp folder; the trusted .git in the
 * vault. With a working directory, the rest of the job's workspace too: another checkout's .git
 * there keeps its credential, and the agent's side passes those folders to reach its own.
 * Likewise the .git of a checkout nested in the workspace (`actions/checkout` with `path:`), whose
 * identities come back as `nestedGitFolders` for the walk of the working tree to leave out.
 */
export async function privatePaths(
  vault: Vault,
  runtime: Pick<Runtime, "runnerTemp" | "jobWorkspace" | "workspace">,
): Promise<{ paths: string[]; nestedGitFolders: Set<string> }> {
  const nested = await nestedGitDirs(runtime.workspace);
  const nestedGitFolders = new Set<string>();
  for (const dotGit of nested) {
    const stat = await lstat(dotGit).catch(() => undefined);
    if (stat?.isDirectory()) nestedGitFolders.add(folderIdentity(stat));
  }
  const paths = [
    runtime.runnerTemp ?? "",
    vault.dir,
    ...(await besideWorkingDirectory(runtime.jobWorkspace, runtime.workspace)),
    ...nested,
  ];
  return { paths: [...new Set(paths.filter(Boolean))], nestedGitFolders };
}

/**
 * Everything of the job's workspace outside the working directory: at each folder on the way
 * down to it, every entry but the next folder. Empty when the working directory is the workspace
 * (or not inside it). A folder that cannot be listed gives nothing more. Links are left alone:
 * one opens nothing by itself, and hiding would hide where it points (a `bin -> /usr/bin`).
 */
export async function besideWorkingDirectory(
  jobWorkspace: string,
  workingDirectory: string,
): Promise<string[]> {
  const rel = relative(jobWorkspace, workingDirectory);
  if (rel === "" || rel.startsWith("..")) return [];
  const beside: string[] = [];
  let folder = jobWorkspace;
  for (const next of rel.split(sep)) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name !== next && !entry.isSymbolicLink()) beside.push(join(folder, entry.name));
    }
    folder = join(folder, next);
  }
  return beside;
}

/** The most `find` may say (the `.git` paths, each whole): far beyond any real tree's. */
const FIND_OUTPUT_LIMIT = 64 * 1024 * 1024;

/**
 * The `.git` of every repository nested in the workspace (a second checkout in a folder), each
 * keeping its own configuration and the credential `actions/checkout` may have left there:
 * every entry named `.git` below the top, wherever it is (an untracked folder, an ignored one,
 * a tracked one), never entered. One `find` over the tree, before the agent's first command: on
 * a 150,000-file checkout it takes a third of the two `git ls-files --others` scans it replaces,
 * which missed a `.git` deep inside an ignored folder or in a tracked one. A link named `.git`
 * is listed like any entry (hiding then hides where it points, as a path of the list).
 */
export async function nestedGitDirs(workspace: string): Promise<string[]> {
  const top = join(workspace, ".git");
  const listed = await new Promise<string>((resolve, reject) => {
    execFile(
      "find",
      [workspace, "-mindepth", "1", "-name", ".git", "-prune", "-print0"],
      { encoding: "utf8", maxBuffer: FIND_OUTPUT_LIMIT, env: { PATH: SYSTEM_PATH } },
      // A folder it could not read would leave a nested .git, and its credential, in reach.
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`Could not look for nested repositories: ${stderr.trim() || error.message}`))
          : resolve(stdout),
    );
  });
  return listed.split("\0").filter((found) => found !== "" && found !== top);
}

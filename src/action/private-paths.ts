import { lstat, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Git } from "../github/git.js";
import { folderIdentity, wholeListing } from "../github/publish/snapshot.js";
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
  const nested = await nestedGitDirs(vault.git, runtime.workspace);
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

/**
 * The `.git` of every repository nested in the workspace (a second checkout in a folder). Each
 * keeps its own configuration, and the credential `actions/checkout` may have left there. git
 * lists such a folder as `folder/` without entering it: among the untracked files (git enters
 * untracked folders to find them), and among the ignored folders, which are listed whole, so
 * only one that is an ignored folder itself is found there (not one deep inside `node_modules/`).
 */
export async function nestedGitDirs(git: Git, workspace: string): Promise<string[]> {
  const listings = await Promise.all([
    wholeListing(git, ["ls-files", "-z", "--others", "--exclude-standard"], { workTree: workspace }),
    wholeListing(git, ["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"], {
      workTree: workspace,
    }),
  ]);
  // A listing that failed or was cut would leave a nested .git, and its credential, in reach.
  const folders = new Set<string>();
  for (const listed of listings) {
    if (!listed.ok) throw new Error(`Could not look for nested repositories: ${listed.error}`);
    for (const path of listed.value.split("\0")) if (path.endsWith("/")) folders.add(path);
  }
  const found: string[] = [];
  for (const folder of folders) {
    const dotGit = join(workspace, folder, ".git");
    const present = await lstat(dotGit).then(
      () => true,
      () => false,
    );
    if (present) found.push(dotGit);
  }
  return found;
}

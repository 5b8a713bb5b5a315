import type { Result } from "../base/result.js";
import type { WalkRequest } from "../base/tree-records.js";
import type { Git } from "../github/git.js";
import { buildSnapshot, type Snapshot, startView } from "../github/publish/snapshot.js";
import { readTreeHere } from "../sandbox/tree-stream.js";

/**
 * The walk in this process, with this process's rights, and its tree: for a caller whose user is
 * the agent's (the sandbox off, the command line, tests). `sinceNs` as `WalkRequest`'s. The walk
 * is the sandbox's and the tree is built from its records alone (`buildSnapshot`): the two meet
 * here, above both. Never throws.
 */
export async function snapshotWorkingTree(
  git: Git,
  workTree: string,
  base: string | undefined,
  scratch: string,
  options: { privateFolders?: ReadonlySet<string>; sinceNs?: bigint } = {},
): Promise<Result<Snapshot>> {
  const viewed = await startView(git, base, scratch);
  if (!viewed.ok) return viewed;
  const view = viewed.value;
  const request: WalkRequest = {
    ...view,
    root: workTree,
    ...(options.sinceNs !== undefined ? { sinceNs: options.sinceNs } : {}),
    ...(options.privateFolders ? { privateFolders: options.privateFolders } : {}),
  };
  return buildSnapshot(git, readTreeHere(request), view);
}

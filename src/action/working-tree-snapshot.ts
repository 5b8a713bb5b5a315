import type { Result } from "../base/result.js";
import type { TreeRecord, WalkRequest } from "../base/tree-records.js";
import type { Git } from "../github/git.js";
import { buildSnapshot, forgetView, type Snapshot, startView } from "../github/publish/snapshot.js";
import { readTreeHere } from "../sandbox/tree-stream.js";

/**
 * The working tree read as data against the start commit, and its tree: the walk is the
 * sandbox's, the tree is built from its records alone (`buildSnapshot`), and the two meet here,
 * above both.
 */

/** Where a walk's records come from: the sandbox user's reader, or this process (`readTreeHere`). */
export type Records = (request: WalkRequest) => AsyncIterable<TreeRecord[]>;

/**
 * The trusted side's view of the start commit, read at once (while the agent works, or ends),
 * and `read`, which walks the working tree from the records it is given with what `walk` says at
 * that moment and stores the tree in `git`'s repository. `snapshot()` is undefined until a read.
 */
export function treeReader(
  git: Git,
  base: string | undefined,
  scratch: string,
  walk: () => Pick<WalkRequest, "root" | "privateFolders" | "sinceNs" | "changed">,
) {
  const viewing = startView(git, base, scratch);
  let snapshot: Result<Snapshot> | undefined;
  const read = async (records: Records) => {
    const viewed = await viewing;
    if (!viewed.ok) {
      snapshot = viewed;
      return;
    }
    const view = viewed.value;
    const { listings, exclude, hashLength } = view;
    try {
      snapshot = await buildSnapshot(git, records({ listings, exclude, hashLength, ...walk() }), view);
    } finally {
      await forgetView(view);
    }
  };
  /** Removes the listings when no read took them. Never throws. */
  const forget = async () => {
    const viewed = await viewing;
    if (viewed.ok) await forgetView(viewed.value);
  };
  /** The listings' folder, once made: a killed run leaves it to the post step (`PostState.listings`). */
  const listed = viewing.then((viewed) => (viewed.ok ? viewed.value.listingFolder : undefined));
  return { read, snapshot: () => snapshot, forget, listed };
}

export type TreeReader = ReturnType<typeof treeReader>;

/**
 * The walk in this process, with this process's rights, and its tree: what `WorkspaceGuard`
 * does with the sandbox off, for a caller whose user is the agent's (tests). `sinceNs` and
 * `changed` as `WalkRequest`'s. Never throws.
 */
export async function snapshotWorkingTree(
  git: Git,
  workTree: string,
  base: string | undefined,
  scratch: string,
  options: Pick<WalkRequest, "privateFolders" | "sinceNs" | "changed"> = {},
): Promise<Result<Snapshot>> {
  const tree = treeReader(git, base, scratch, () => ({
    root: workTree,
    ...(options.sinceNs !== undefined ? { sinceNs: options.sinceNs } : {}),
    ...(options.changed ? { changed: options.changed } : {}),
    ...(options.privateFolders ? { privateFolders: options.privateFolders } : {}),
  }));
  await tree.read(readTreeHere);
  return tree.snapshot() as Result<Snapshot>;
}

/**
 * What changed during the run, as the kernel recorded it (idmap-holder.ts), shaped for the walk
 * of the working tree (tree-walk.ts): the walk enters only the folders on the way to a changed
 * path, and looks only at the entries of each that changed. A changed path that is a folder is
 * walked whole (made, moved in, or its mode changed).
 */
export interface ChangedFolder {
  /** The path itself changed: walked whole when it is a folder. */
  named: boolean;
  /** The entries below that changed, or that are on the way to one, by name (bytes as latin1). */
  below: Map<string, ChangedFolder>;
}

/**
 * The tree of `paths` (relative to the root, each in hex: a name is bytes); undefined when one
 * is no such path (empty, absolute, or with a `.` or `..`), which the kernel never gives: the
 * whole tree is walked then.
 */
export function changedTree(paths: readonly string[]): ChangedFolder | undefined {
  const root: ChangedFolder = { named: false, below: new Map() };
  for (const hex of paths) {
    let node = root;
    for (const part of Buffer.from(hex, "hex").toString("latin1").split("/")) {
      if (part === "" || part === "." || part === "..") return undefined;
      let next = node.below.get(part);
      if (!next) {
        next = { named: false, below: new Map() };
        node.below.set(part, next);
      }
      node = next;
    }
    node.named = true;
  }
  return root;
}

/** Each changed path (not the folders on the way), as the walk names paths (UTF-8). */
export function* changedPaths(tree: ChangedFolder, prefix = ""): Generator<string> {
  for (const [key, node] of tree.below) {
    const path = `${prefix}${Buffer.from(key, "latin1").toString("utf8")}`;
    if (node.named) yield path;
    yield* changedPaths(node, `${path}/`);
  }
}

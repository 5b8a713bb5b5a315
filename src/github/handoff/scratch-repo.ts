import { createReadStream } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { fail, ok, type Result } from "../../base/result.js";
import {
  createGit,
  GIT_LIMITS,
  type Git,
  type GitEnv,
  type GitOptions,
  type GitOutput,
  REMOTE,
} from "../git.js";
import type { Snapshot } from "../publish/snapshot.js";
import type { BundleHeader } from "./bundle-read.js";
import { HANDOFF_LIMITS, HANDOFF_REF } from "./manifest.js";

/**
 * The publish job's private repository (DESIGN section 10): a bare repository in a private
 * folder that borrows the workspace's objects (`objects/info/alternates`) and pushes to the
 * workspace's `origin`. The handoff's bundle is fetched into it, checked there, and published
 * from it, so the workspace's HEAD, index, refs and working tree are never touched by a handoff.
 */

/** Where a start commit missing from the workspace is fetched to. */
const START_REF = "refs/repo-agent/start";

/** No file of a run's change may be larger: GitHub refuses a push holding a file over 100 MB. */
export const MAX_HANDOFF_BLOB_BYTES = 100 * 1024 * 1024;
/** The folder whose files are workflows: a change there is never published from a handoff. */
const WORKFLOWS = ".github/workflows/";
/** Paths named in a refusal at most. */
const MAX_NAMED = 10;

export interface ScratchRepo {
  gitDir: string;
  git: Git;
}

/**
 * Makes the private repository in `dir` (an empty private folder): a bare repository whose
 * objects fall back on `workspace`'s and whose `origin` is the workspace's. Never throws.
 */
export async function openScratchRepo(
  workspace: Git,
  dir: string,
  options: Pick<GitOptions, "env" | "redact"> = {},
): Promise<Result<ScratchRepo>> {
  const gitDir = join(dir, "git");
  const made = await createGit(dir, options).exec(["init", "--quiet", "--bare", gitDir]);
  if (!made.ok) return made;
  const common = await workspace.exec(["rev-parse", "--path-format=absolute", "--git-common-dir"]);
  if (!common.ok) return common;
  const objects = join(common.value.trim(), "objects");
  if (!isAbsolute(objects)) return fail(`the workspace's objects are not at an absolute path: ${objects}`);
  const url = await workspace.exec(["config", "--local", "--get", `remote.${REMOTE}.url`]);
  if (!url.ok) return fail("the workspace's checkout has no `origin` to publish to");
  try {
    await mkdir(join(gitDir, "objects", "info"), { recursive: true });
    await writeFile(join(gitDir, "objects", "info", "alternates"), `${objects}\n`, { mode: 0o600 });
    // A shallow checkout (actions/checkout's default) lacks the history behind its tip: the
    // private repository must know where it stops, or a fetch or push would look for it.
    const shallow = await readFile(join(common.value.trim(), "shallow")).catch(() => undefined);
    if (shallow) await writeFile(join(gitDir, "shallow"), shallow, { mode: 0o600 });
  } catch (error) {
    return fail(
      `the private repository could not borrow the workspace's objects: ${(error as Error).message}`,
    );
  }
  const git = createGit(dir, { ...options, gitDir });
  const remote = await git.exec(["config", `remote.${REMOTE}.url`, url.value.trim()]);
  return remote.ok ? ok({ gitDir, git }) : remote;
}

/** Whether `sha` is a commit the repository holds (its own objects or the workspace's). */
export async function hasCommit(git: Git, sha: string): Promise<boolean> {
  return (await git.exec(["cat-file", "-e", `${sha}^{commit}`])).ok;
}

/**
 * Makes sure the repository holds the start commit: fetched from `origin` when the workspace
 * lacks it (a fork's head comes as `refs/pull/<n>/head`, anything else by its id). Never throws.
 */
export async function fetchStartCommit(
  git: Git,
  sha: string,
  env: GitEnv,
  pullNumber?: number,
): Promise<Result> {
  if (await hasCommit(git, sha)) return ok();
  const source = pullNumber !== undefined ? `refs/pull/${pullNumber}/head` : sha;
  const fetched = await git.exec(["fetch", "--quiet", "--no-tags", REMOTE, `+${source}:${START_REF}`], {
    env,
    timeoutMs: GIT_LIMITS.networkTimeoutMs,
  });
  if (await hasCommit(git, sha)) return ok();
  return fail(
    `the start commit ${sha} could not be fetched${fetched.ok ? ` (${source} is another commit now)` : `: ${fetched.error}`}`,
  );
}

/**
 * Takes the bundle's pack into the repository with every object checked as `transfer.fsckObjects`
 * checks a fetch (`index-pack --strict`: a malformed object, a `.git` entry in a tree, a
 * `.gitmodules` of the wrong kind are refused; git's own `fetch` of a bundle checks nothing before
 * version 2.46), then checks that `commit` and every object it needs beyond the start are there,
 * and points `HANDOFF_REF` at it. The bundle is a file in a private folder, read from
 * `header.packOffset`; nothing is fetched over the network. Never throws.
 */
export async function fetchBundle(
  git: Git,
  bundle: string,
  header: Pick<BundleHeader, "packOffset">,
  commit: string,
  startSha: string,
): Promise<Result> {
  // The copy was bounded already; git bounds what it reads too, should the file change under it.
  const args = [
    "index-pack",
    "--stdin",
    "--fix-thin",
    "--strict",
    `--max-input-size=${HANDOFF_LIMITS.bundleBytes}`,
  ];
  const indexed = await new Promise<GitOutput>((resolve) => {
    const child = git.spawn(args);
    let stderr = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), GIT_LIMITS.networkTimeoutMs);
    child.stdout.resume();
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      if (stderr.length < 100_000) stderr += chunk;
    });
    child.stdin.on("error", () => {
      // index-pack may stop reading a pack it refuses; its exit code says so.
    });
    const pack = createReadStream(bundle, { start: header.packOffset });
    pack.on("error", (error) => {
      stderr += error.message;
      child.stdin.destroy();
    });
    pack.pipe(child.stdin);
    const done = (code: number) => {
      clearTimeout(timer);
      resolve({ code, stdout: "", stderr, truncated: false });
    };
    child.on("error", (error) => {
      stderr += error.message;
      done(127);
    });
    child.on("close", (code) => done(code ?? 128));
  });
  if (indexed.code !== 0) return fail(git.describeFailure(args, indexed));
  // Every object the commit needs beyond the start is here: nothing is missing or broken.
  const connected = await git.exec(["rev-list", "--objects", "--quiet", commit, "--not", startSha]);
  if (!connected.ok) return fail(`the bundle does not hold all of its commit: ${connected.error}`);
  return git.exec(["update-ref", HANDOFF_REF, commit]).then((set) => (set.ok ? ok() : set));
}

/** What the handoff's commit changes, once it is known to be one commit on the start. */
export interface HandoffCommit {
  /** The commit's tree: what is published (the commit itself, its message and author, are not). */
  tree: string;
  /** The paths it changes. */
  files: string[];
}

/**
 * Checks the fetched commit: exactly one parent, the start commit; no path under
 * `.github/workflows/`; no submodule changed; no file over `MAX_HANDOFF_BLOB_BYTES`.
 * Never throws.
 */
export async function inspectHandoffCommit(
  git: Git,
  commit: string,
  startSha: string,
): Promise<Result<HandoffCommit>> {
  const parents = await git.exec(["rev-list", "--parents", "-n", "1", `${commit}^{commit}`]);
  if (!parents.ok) return fail(`the bundle's commit cannot be read: ${parents.error}`);
  const [listed, ...parentShas] = parents.value.trim().split(" ");
  if (listed !== commit) return fail(`the bundle's ref is not the commit ${commit}`);
  if (parentShas.length !== 1 || parentShas[0] !== startSha)
    return fail(
      `the bundle's commit has ${parentShas.length === 1 ? `the parent ${parentShas[0]}` : `${parentShas.length} parents`}, where it must have exactly one, the start commit ${startSha}`,
    );
  const tree = await git.exec(["rev-parse", "--verify", `${commit}^{tree}`]);
  if (!tree.ok) return tree;
  const diff = await git.run(["diff-tree", "-r", "-z", "--no-renames", startSha, commit], {
    maxOutputChars: 256 * 1024 * 1024,
  });
  if (diff.code !== 0 || diff.truncated)
    return fail(`the bundle's changes could not be listed: ${diff.stderr.trim() || "too many"}`);
  const entries = parseRawDiff(diff.stdout);
  const problem = (await changeProblem(git, entries)) ?? undefined;
  if (problem) return fail(problem);
  return ok({ tree: tree.value.trim(), files: entries.map((entry) => entry.path) });
}

interface RawEntry {
  newMode: string;
  newSha: string;
  path: string;
}

/** `diff-tree -r -z` output: `:<old mode> <new mode> <old sha> <new sha> <status>\0<path>\0` records. */
function parseRawDiff(output: string): RawEntry[] {
  const parts = output.split("\0");
  const entries: RawEntry[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [, newMode = "", , newSha = ""] = (parts[i] ?? "").slice(1).split(" ");
    entries.push({ newMode, newSha, path: parts[i + 1] ?? "" });
  }
  return entries;
}

/**
 * A path that is, or is under, the workflows' folder, in any case (a file system that ignores
 * case reads `.GitHub/Workflows` as the same folder), or `.github` itself turned into a file or a
 * link: the folder's files would then be whatever the link names.
 */
function isWorkflowPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === ".github" || lower === WORKFLOWS.slice(0, -1) || lower.startsWith(WORKFLOWS);
}

/** Why the changes must not be published, or undefined. */
async function changeProblem(git: Git, entries: RawEntry[]): Promise<string | undefined> {
  const workflows = entries.filter((entry) => isWorkflowPath(entry.path));
  if (workflows.length > 0)
    return `it changes ${named(workflows)} under .github/workflows/, which a handoff may never change (a workflow runs with the repository's secrets)`;
  const submodules = entries.filter((entry) => entry.newMode === "160000");
  if (submodules.length > 0)
    return `it changes the submodule ${named(submodules)}, which a run never changes`;
  const blobs = entries.filter((entry) => entry.newMode !== "000000" && entry.newMode !== "160000");
  if (blobs.length === 0) return undefined;
  const sizes = await git.run(["cat-file", "--batch-check=%(objectsize)"], {
    input: `${blobs.map((entry) => entry.newSha).join("\n")}\n`,
    maxOutputChars: 64 * 1024 * 1024,
  });
  if (sizes.code !== 0) return `the sizes of its files could not be read: ${sizes.stderr.trim()}`;
  const lines = sizes.stdout.split("\n");
  const big = blobs.filter((_, at) => !(Number(lines[at]) <= MAX_HANDOFF_BLOB_BYTES));
  if (big.length > 0)
    return `it holds ${named(big)}, over the ${MAX_HANDOFF_BLOB_BYTES / 1024 / 1024} MB GitHub takes in a file`;
  return undefined;
}

/** The first paths of `entries`, quoted, and how many more. */
function named(entries: RawEntry[]): string {
  const shown = entries.slice(0, MAX_NAMED).map((entry) => JSON.stringify(entry.path));
  const more = entries.length - shown.length;
  return `${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

/**
 * The handoff's tree as publishing takes a run's working tree: a `Snapshot` with an index file
 * (in `dir`, private) holding `tree`. Nothing was left out: the tree is the agent job's commit.
 */
export async function snapshotOfTree(git: Git, tree: string, dir: string): Promise<Result<Snapshot>> {
  const indexFile = join(dir, `index-${process.pid}-${Date.now()}`);
  const read = await git.exec(["read-tree", tree], { env: { GIT_INDEX_FILE: indexFile } });
  if (!read.ok) return read;
  return ok({
    tree,
    index: () => Promise.resolve(indexFile),
    leftOut: [],
    leftBehind: { paths: [], total: 0 },
    repositories: [],
    setIds: [],
  });
}

/** A file of `sha` in the repository, as text; undefined when there is none (or it is no file). */
export async function fileAt(git: Git, sha: string, path: string): Promise<string | undefined> {
  const read = await git.run(["cat-file", "blob", `${sha}:${path}`], { maxOutputChars: 10 * 1024 * 1024 });
  return read.code === 0 && !read.truncated ? read.stdout : undefined;
}

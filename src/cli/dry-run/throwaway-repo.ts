import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { fail, ok, type Result } from "../../base/result.js";

const run = promisify(execFile);

/** Largest output read from one git command of the dry run (a diff, a file). */
const MAX_GIT_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * A copy of the user's repository for a dry run: a bare clone standing for GitHub (`origin`) and a
 * clone of that as the workspace, both in a temporary folder. The action pushes to `origin`, so
 * every push of a dry run lands in the temporary bare repository and never on a real remote.
 * Only committed work is copied; the user's folder is never written to.
 */
export interface ThrowawayRepo {
  /** The clone the action works in (`GITHUB_WORKSPACE`). */
  workspace: string;
  /** The bare repository that is the clone's `origin`. */
  origin: string;
  /** The commit the run starts from: the user's HEAD. */
  headSha: string;
  /** The user's checked-out branch; undefined when HEAD is detached. */
  branch: string | undefined;
  /** Files with uncommitted changes in the user's folder; they are not part of the dry run. */
  uncommitted: number;
  /** The user's repository root. */
  source: string;
  /** The URL of the user's own `origin`, when it has one (it names the repository). */
  sourceRemote: string | undefined;
  /** A file at a revision of the clone; undefined when there is none. */
  readFileAt(ref: string, path: string): Promise<string | undefined>;
  /** Makes `branch` and `refs/pull/<number>/head` of origin point at HEAD: the pull request's head. */
  addPullHead(branch: string, number: number): Promise<void>;
  /** Origin's branches and their commits. */
  branches(): Promise<Map<string, string>>;
  /** `git diff from to` in origin. */
  diff(from: string, to: string): Promise<string>;
}

/** Configuration for every command: no hooks of the user's run on the copies. */
const SAFE_CONFIG = ["-c", "core.hooksPath=/dev/null", "-c", "advice.detachedHead=false"];

type Git = (args: string[], cwd?: string) => Promise<string>;

/** git with the caller's environment (their configuration and PATH), never waiting for a prompt. */
function gitWith(env: NodeJS.ProcessEnv): Git {
  return async (args, cwd) => {
    const { stdout } = await run("git", [...SAFE_CONFIG, ...args], {
      cwd,
      env: { ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" },
      maxBuffer: MAX_GIT_OUTPUT_BYTES,
      encoding: "utf8",
    });
    return stdout;
  };
}

function gitError(error: unknown): string {
  const stderr = typeof error === "object" && error !== null && "stderr" in error ? String(error.stderr) : "";
  return (stderr.trim() || (error instanceof Error ? error.message : String(error))).split("\n")[0] ?? "";
}

/**
 * Copies the repository holding `source` into `parent` (a temporary folder). Git runs with the
 * caller's environment `env`. Never throws for a folder that cannot be copied: fails, with a
 * sentence saying why, when `source` is not inside a git repository or it has no commit yet.
 */
export async function createThrowawayRepo(
  source: string,
  parent: string,
  env: NodeJS.ProcessEnv,
): Promise<Result<ThrowawayRepo>> {
  const git = gitWith(env);
  let top: string;
  try {
    top = (await git(["rev-parse", "--show-toplevel"], source)).trim();
  } catch {
    return fail(`${source} is not inside a git repository; the action works on a checkout`);
  }
  const [head, branch, status, remote] = await Promise.all([
    git(["rev-parse", "--verify", "HEAD^{commit}"], top).catch(() => ""),
    git(["symbolic-ref", "--quiet", "--short", "HEAD"], top).catch(() => ""),
    git(["status", "--porcelain"], top).catch(() => ""),
    git(["remote", "get-url", "origin"], top).catch(() => ""),
  ]).then((outputs) => outputs.map((output) => output.trim()));
  const headSha = head ?? "";
  if (!headSha) return fail(`the repository at ${top} has no commit yet; commit something first`);
  const origin = join(parent, "origin.git");
  const workspace = join(parent, "workspace");
  try {
    // A path is cloned locally (objects hard-linked where the file system allows, else copied).
    await git(["clone", "--bare", "--quiet", top, origin]);
    await git(["clone", "--quiet", origin, workspace]);
    // The clone has the user's branch checked out already, unless their HEAD is detached.
    await git(["checkout", "--quiet", ...(branch ? [branch] : ["--detach", headSha])], workspace);
  } catch (error) {
    return fail(`could not copy the repository at ${top}: ${gitError(error)}`);
  }

  const repo: ThrowawayRepo = {
    workspace,
    origin,
    headSha,
    branch: branch || undefined,
    uncommitted: (status ?? "").split("\n").filter(Boolean).length,
    source: top,
    sourceRemote: remote || undefined,
    async readFileAt(ref, path) {
      try {
        return await git(["show", `${ref}:${path}`], workspace);
      } catch {
        return undefined;
      }
    },
    async addPullHead(name, number) {
      await git(["update-ref", `refs/heads/${name}`, headSha], origin);
      await git(["update-ref", `refs/pull/${number}/head`, headSha], origin);
    },
    async branches() {
      const listing = await git(
        ["for-each-ref", "--format=%(refname:short) %(objectname)", "refs/heads"],
        origin,
      );
      return new Map(
        listing
          .split("\n")
          .filter(Boolean)
          .map((line) => line.split(" ") as [string, string]),
      );
    },
    diff: (from, to) => git(["diff", from, to, "--"], origin),
  };
  return ok(repo);
}

import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { fail, ok, type Result } from "../base/result.js";
import { SYSTEM_PATH } from "../base/system-path.js";
import { clip } from "../text/clip.js";
import type { Redactor } from "../text/redact.js";

/** The identity of commits the action makes: GitHub's own Actions bot, so they show its avatar. */
export const BOT_NAME = "github-actions[bot]";
export const BOT_EMAIL = "41898282+github-actions[bot]@users.noreply.github.com";

/** The remote the action pushes to: whatever actions/checkout cloned from. */
export const REMOTE = "origin";

/** Bounds on what git commands may produce or take. */
export const GIT_LIMITS = {
  /** Output kept from one command; more is dropped (and flagged as truncated). */
  maxOutputChars: 4_000_000,
  /** Local commands (status, commit-tree, merge-tree). */
  localTimeoutMs: 120_000,
  /** Fetch and push. */
  networkTimeoutMs: 300_000,
  /** How many `<branch>-N` names are tried when a push has to move to a new branch. */
  maxAlternateBranches: 20,
  /** How often a push is tried again after the branch moved and the changes were merged onto it. */
  maxMergeAttempts: 3,
} as const;

/**
 * Configuration every command runs with, given on the command line and never written to a config
 * file: the commit identity (a runner has none), and no hooks, no fsmonitor and no signing: the
 * agent could have written `.git/hooks/pre-push`, and a hook would run while the push credential
 * is in place.
 */
/**
 * The environment of a git process that takes thousands of objects in turn (`fast-import`,
 * `cat-file --batch`, `mktree --batch`): glibc's allocator otherwise hands each object's buffers
 * back to the system and asks for them again, a pair of system calls and fresh pages per object.
 * Here `fast-import` stored 10,000 small blobs in 790 ms without these settings and in 120 to
 * 170 ms with them. Other C libraries pass these names over.
 */
export const MANY_OBJECTS_ENV: GitEnv = { MALLOC_TRIM_THRESHOLD_: "67108864", MALLOC_TOP_PAD_: "16777216" };

const COMMAND_CONFIG = [
  `user.name=${BOT_NAME}`,
  `user.email=${BOT_EMAIL}`,
  "core.hooksPath=/dev/null",
  "core.fsmonitor=false",
  "core.untrackedCache=false",
  "core.attributesFile=/dev/null",
  "commit.gpgsign=false",
  "tag.gpgsign=false",
  "advice.detachedHead=false",
].flatMap((setting) => ["-c", setting]);

/** `diff` cut to at most `max` characters at a line boundary; `totalChars` is what there was. */
export function cutDiff(diff: string, max: number): DiffResult {
  if (diff.length <= max) return { text: diff, truncated: false, totalChars: diff.length };
  const cut = clip(diff, max, { marker: () => "" });
  const lastNewline = cut.lastIndexOf("\n");
  return {
    text: lastNewline > 0 ? cut.slice(0, lastNewline + 1) : cut,
    truncated: true,
    totalChars: diff.length,
  };
}

/** Extra environment for one network command: how a credential reaches git without touching config files. */
export type GitEnv = Record<string, string>;

/** What one git command printed, and how it exited. */
export interface GitOutput {
  code: number;
  stdout: string;
  stderr: string;
  /** True when stdout was longer than the command's output limit and was cut. */
  truncated: boolean;
}

export interface GitRunOptions {
  env?: GitEnv;
  input?: string | Buffer;
  timeoutMs?: number;
  maxOutputChars?: number;
  /**
   * Ends the command once its output passes `maxOutputChars`, for output that is cut there
   * anyway (a patch): git stops making what would be thrown away. Its exit code then says so.
   */
  stopWhenCut?: boolean;
  /**
   * With a `gitDir` repository: the working tree this one command reads (listing untracked files,
   * hashing files). Git then also reads the tree's `.gitignore` files, as data.
   */
  workTree?: string;
}

export interface GitOptions {
  /** Environment for every command on top of the allowlisted one (tests: a fresh `HOME`, `GIT_CONFIG_NOSYSTEM`). */
  env?: NodeJS.ProcessEnv;
  /** Applied to every error message, since git echoes URLs and sometimes the credentials in them. */
  redact?: Redactor;
  /**
   * A git directory to use instead of discovering one from `workspace`: the action's trusted
   * repository (see vault.ts). Commands then run in it with no working tree, so nothing in the
   * workspace (a planted `.git`, `.gitattributes`) is consulted unless a command asks for
   * `workTree`.
   */
  gitDir?: string;
}

/**
 * What the action's git gets of the action's environment: the way to the network and nothing
 * else. Every other variable (the GitHub token in `INPUT_GITHUB-TOKEN`, the runner's
 * `ACTIONS_*`, a job's `NPM_TOKEN`) stays out of git and of whatever git would start.
 */
const GIT_ENV_NAMES = [
  "PATH",
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "NO_PROXY",
  "no_proxy",
  "ALL_PROXY",
  "all_proxy",
  "GIT_SSL_CAINFO",
  "GIT_SSL_CAPATH",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
];

/**
 * The action's git is looked up in the system folders before the job's PATH, and so are the
 * programs git starts (ssh, a credential helper): an earlier step may have put a workspace folder
 * on PATH, and a `git` the agent planted there must never run as the action.
 */
function searchPath(inherited: string | undefined): string {
  return inherited ? `${SYSTEM_PATH}:${inherited}` : SYSTEM_PATH;
}

/**
 * The environment of the action's git: the allowlist above, no system or global configuration
 * (a runner's `~/.gitconfig` could have been written by an earlier step; the repository's own
 * config is the one the action trusts), then `extra` (`GitOptions.env`), and last, whatever
 * `extra` says, the C locale so messages can be read and no prompts.
 */
function gitEnvironment(
  extra: NodeJS.ProcessEnv = {},
  source: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of GIT_ENV_NAMES) if (source[name] !== undefined) env[name] = source[name];
  return {
    ...env,
    PATH: searchPath(env.PATH),
    HOME: "/nonexistent",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_ATTR_NOSYSTEM: "1",
    ...extra,
    LC_ALL: "C",
    LANGUAGE: "C",
    GIT_TERMINAL_PROMPT: "0",
  };
}

export interface DiffResult {
  /** A unified diff of every change since the base, new files included; empty when nothing changed. */
  text: string;
  /** True when the diff was longer than asked for and `text` was cut at a line boundary. */
  truncated: boolean;
  /** Length of the whole diff, in characters. */
  totalChars: number;
}

/**
 * Thin wrappers over the real `git` CLI in one workspace. Commands are run with `execFile`
 * semantics (no shell), in the C locale so messages can be read, with terminal prompts off so a
 * missing credential fails instead of hanging.
 */
export class Git {
  private readonly env: NodeJS.ProcessEnv;
  private readonly redact: Redactor;
  /** The git directory of a trusted repository, or undefined: discovered from `workspace`. */
  readonly gitDir: string | undefined;

  constructor(
    readonly workspace: string,
    options: GitOptions = {},
  ) {
    this.env = gitEnvironment(options.env);
    this.redact = options.redact ?? ((text) => text);
    this.gitDir = options.gitDir;
  }

  /**
   * Starts `git <args>` with the same location, configuration and environment as `run`, for a
   * caller that streams binary output itself (`cat-file --batch`). The caller owns the child.
   */
  spawn(
    args: string[],
    options: Pick<GitRunOptions, "env" | "workTree"> = {},
  ): ChildProcessWithoutNullStreams {
    const location = this.gitDir
      ? [`--git-dir=${this.gitDir}`, ...(options.workTree ? [`--work-tree=${options.workTree}`] : [])]
      : [];
    const cwd = this.gitDir ? (options.workTree ?? this.gitDir) : this.workspace;
    return spawn("git", [...location, ...COMMAND_CONFIG, ...args], {
      cwd,
      env: { ...this.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
  }

  /** Runs `git <args>`; resolves with the exit code (127 when git could not be started). */
  run(args: string[], options: GitRunOptions = {}): Promise<GitOutput> {
    const maxOutput = options.maxOutputChars ?? GIT_LIMITS.maxOutputChars;
    return new Promise((resolve) => {
      const child = this.spawn(args, options);
      // Our own timer, not spawn's `timeout`: that one is never cleared when git fails to start,
      // and would keep the finished action alive until it fires.
      const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? GIT_LIMITS.localTimeoutMs);
      timer.unref();
      let stdout = "";
      let stderr = "";
      let truncated = false;
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        if (stdout.length >= maxOutput) {
          truncated = true;
          return;
        }
        stdout += chunk;
        if (stdout.length > maxOutput) {
          stdout = clip(stdout, maxOutput, { marker: () => "" });
          truncated = true;
          if (options.stopWhenCut) {
            child.kill("SIGKILL");
            child.stdout.destroy();
          }
        }
      });
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        if (stderr.length < maxOutput) stderr += chunk;
      });
      child.on("error", (error) => {
        clearTimeout(timer);
        resolve({ code: 127, stdout, stderr: `${stderr}${error.message}`, truncated });
      });
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        const killed = signal ? `\ngit ${args[0]} was stopped (${signal}).` : "";
        resolve({ code: code ?? 128, stdout, stderr: stderr + killed, truncated });
      });
      child.stdin.on("error", () => {
        // The command may exit before reading its input; that shows in its exit code.
      });
      child.stdin.end(options.input ?? "");
    });
  }

  /**
   * `git <args>` as a result: its stdout on success, git's own message (redacted) on failure.
   * Never throws.
   */
  async exec(args: string[], options: GitRunOptions = {}): Promise<Result<string>> {
    const result = await this.run(args, options);
    if (result.code === 0) return ok(result.stdout);
    return fail(this.describeFailure(args, result));
  }

  /**
   * What a failed `git <args>` said, for a reader: `git <command> failed: ` and its stderr (else
   * its stdout, else its exit code), cut to 2,000 characters and redacted.
   */
  describeFailure(args: string[], result: GitOutput): string {
    const message = clip(result.stderr.trim() || result.stdout.trim() || `exit code ${result.code}`, 2_000, {
      marker: () => "",
    });
    return this.redact(`git ${args[0]} failed: ${message}`);
  }

  async headSha(): Promise<string | undefined> {
    const result = await this.exec(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]);
    return result.ok ? result.value.trim() : undefined;
  }

  /** The checked-out branch, or undefined when HEAD is detached (or the repository has no commits). */
  async currentBranch(): Promise<string | undefined> {
    const result = await this.exec(["symbolic-ref", "--quiet", "--short", "HEAD"]);
    return result.ok ? result.value.trim() || undefined : undefined;
  }

  /** Fetches `branch` from origin into `refs/remotes/origin/<branch>` and returns its sha. */
  async fetchBranch(branch: string, env?: GitEnv): Promise<Result<string>> {
    return this.fetchRef(`refs/heads/${branch}`, `refs/remotes/${REMOTE}/${branch}`, env);
  }

  /**
   * Fetches any ref of origin (`refs/pull/N/head` for a fork's pull request) into a local ref and
   * returns its sha.
   */
  async fetchRef(remoteRef: string, localRef: string, env?: GitEnv): Promise<Result<string>> {
    const fetched = await this.exec(["fetch", "--quiet", "--no-tags", REMOTE, `+${remoteRef}:${localRef}`], {
      env,
      timeoutMs: GIT_LIMITS.networkTimeoutMs,
    });
    if (!fetched.ok) return fetched;
    const sha = await this.exec(["rev-parse", "--verify", `${localRef}^{commit}`]);
    return sha.ok ? ok(sha.value.trim()) : sha;
  }

  /**
   * Fetches `branch` from origin and checks it out as a local branch of the same name.
   * actions/checkout leaves the default branch checked out for comment events, so this is how a
   * pull request's head gets into the workspace. Uncommitted changes are carried over (stashed,
   * then applied on the new branch); when they conflict with it, the workspace is put back as it
   * was and the result says so. The value is the sha checked out.
   */
  async checkoutRemoteBranch(branch: string, env?: GitEnv): Promise<Result<string>> {
    const fetched = await this.fetchBranch(branch, env);
    if (!fetched.ok) return fetched;
    return this.switchCarryingChanges(branch, `refs/remotes/${REMOTE}/${branch}`);
  }

  /**
   * Checks out `startPoint` as `branch` (or detached when `branch` is undefined), carrying
   * uncommitted changes; the value is the sha checked out.
   */
  async switchCarryingChanges(branch: string | undefined, startPoint: string): Promise<Result<string>> {
    const original = (await this.currentBranch()) ?? (await this.headSha());
    const dirty = (await this.run(["status", "--porcelain"])).stdout.trim() !== "";
    if (dirty) {
      const stashed = await this.exec([
        "stash",
        "push",
        "--include-untracked",
        "--quiet",
        "-m",
        "repo-agent: carry changes",
      ]);
      if (!stashed.ok) return stashed;
    }
    const target = branch
      ? ["checkout", "-q", "-B", branch, startPoint]
      : ["checkout", "-q", "--detach", startPoint];
    const switched = await this.exec(target);
    if (!switched.ok) {
      if (dirty) await this.exec(["stash", "pop", "--quiet"]);
      return switched;
    }
    if (dirty) {
      const applied = await this.exec(["stash", "pop", "--quiet"]);
      if (!applied.ok) {
        // Put everything back where it was; the stash survives a failed pop.
        await this.exec(["reset", "--hard", "--quiet"]);
        await this.exec(["clean", "-fdq"]);
        if (original) await this.exec(["checkout", "-q", original]);
        await this.exec(["stash", "pop", "--quiet"]);
        return fail(`the uncommitted changes conflict with ${branch ?? startPoint}; nothing was switched`);
      }
    }
    const sha = await this.headSha();
    return sha ? ok(sha) : fail("git checkout failed: HEAD is not a commit");
  }
}

export function createGit(workspace: string, options: GitOptions = {}): Git {
  return new Git(workspace, options);
}

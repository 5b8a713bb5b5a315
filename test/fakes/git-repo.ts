import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * A real git setup for tests: a bare repository standing for GitHub (`origin`), and a clone of it
 * as the workspace, as actions/checkout leaves it. Everything runs with a fresh HOME and no
 * system config, so there is no git identity unless a command brings its own.
 */
export interface GitFixture {
  root: string;
  origin: string;
  workspace: string;
  /** Stands for `$RUNNER_TEMP`. */
  runnerTemp: string;
  /** The environment for every git command in the test (give it to `createGit` too). */
  env: NodeJS.ProcessEnv;
  /** Runs git in `cwd` (default: the workspace) as a test user; returns trimmed stdout. */
  git(args: string[], cwd?: string): string;
  write(path: string, content: string, cwd?: string): void;
  read(path: string, cwd?: string): string;
  /** The local config file, as `cat .git/config` shows it. */
  config(): string;
  /** The commit a branch of origin points at, or undefined. */
  originSha(branch: string): string | undefined;
  /** Someone else pushes a commit to `branch` of origin (from a clone of their own). */
  pushAsSomeoneElse(branch: string, files: Record<string, string>, message?: string): string;
  /** Stores the extra header the way actions/checkout up to v5 does: in `.git/config`. */
  persistCredentialV5(token: string): string;
  /** Stores it the way actions/checkout v6+ does: a file in RUNNER_TEMP, included from `.git/config`. */
  persistCredentialV6(token: string): { file: string; header: string };
  cleanup(): void;
}

/**
 * A fixture owned by a non-root user, as a GitHub-hosted runner's checkout is: the workspace
 * where `workspace` says, the bare origin and the test's git home owned by that user, and every
 * git command of the fixture run as it (git refuses a repository another user owns).
 */
export interface FixtureOwner {
  uid: number;
  gid: number;
  /** Where the clone goes, e.g. a runner's `work/<repo>/<repo>`; folders on the way are made for the user. */
  workspace: string;
  /** `RUNNER_TEMP`, which other fixtures may share: cleanup removes only the files this fixture made. */
  runnerTemp: string;
}

export const TEST_IDENTITY = ["-c", "user.name=Test Person", "-c", "user.email=test@example.com"];

export function basicHeader(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
}

/** Built once per test process and per file set; each fixture is a copy, which is much faster than git init + clone. */
const templates = new Map<string, string>();

function testEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_TERMINAL_PROMPT: "0",
  };
  for (const name of [
    "GIT_AUTHOR_NAME",
    "GIT_AUTHOR_EMAIL",
    "GIT_COMMITTER_NAME",
    "GIT_COMMITTER_EMAIL",
    "GIT_DIR",
    "GIT_WORK_TREE",
  ]) {
    delete env[name];
  }
  return env;
}

function runGit(args: string[], cwd: string, env: NodeJS.ProcessEnv, as?: FixtureOwner): string {
  return execFileSync("git", [...TEST_IDENTITY, ...args], {
    cwd,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    // A history holding a vendored action's bundle (megabytes) is read whole by the leak check.
    maxBuffer: 256 * 1024 * 1024,
    ...(as && as.uid !== process.getuid?.() ? { uid: as.uid, gid: as.gid } : {}),
  }).trim();
}

/** Gives `path` and everything under it to `owner`. */
function chownTree(path: string, owner: FixtureOwner): void {
  execFileSync("chown", ["-R", "--no-dereference", `${owner.uid}:${owner.gid}`, path]);
}

function writeInto(cwd: string, path: string, content: string, owner?: FixtureOwner): void {
  const made = mkdirSync(dirname(join(cwd, path)), { recursive: true });
  writeFileSync(join(cwd, path), content);
  if (owner) chownTree(made ?? join(cwd, path), owner);
}

function template(files: Record<string, string>, branch: string): string {
  const key = JSON.stringify([files, branch]);
  const existing = templates.get(key);
  if (existing) return existing;
  const root = mkdtempSync(join(tmpdir(), "repo-agent-template-"));
  const env = testEnv(join(root, "home"));
  mkdirSync(join(root, "home"));
  mkdirSync(join(root, "runner-temp"));
  runGit(["init", "--quiet", "--bare", `--initial-branch=${branch}`, join(root, "origin.git")], root, env);
  const seed = join(root, "seed");
  runGit(["init", "--quiet", `--initial-branch=${branch}`, seed], root, env);
  for (const [path, content] of Object.entries(files)) writeInto(seed, path, content);
  runGit(["add", "--all"], seed, env);
  runGit(["commit", "--quiet", "-m", "Initial commit"], seed, env);
  runGit(["push", "--quiet", join(root, "origin.git"), `HEAD:refs/heads/${branch}`], seed, env);
  rmSync(seed, { recursive: true, force: true });
  runGit(["clone", "--quiet", join(root, "origin.git"), join(root, "workspace")], root, env);
  templates.set(key, root);
  return root;
}

/** Removes the templates this process built; call it in `afterAll` of a file that made fixtures. */
export function removeGitTemplates(): void {
  for (const root of templates.values()) rmSync(root, { recursive: true, force: true });
  templates.clear();
}

export function createGitFixture(
  options: { files?: Record<string, string>; defaultBranch?: string; owner?: FixtureOwner } = {},
): GitFixture {
  const branch = options.defaultBranch ?? "main";
  const files = options.files ?? { "README.md": "# Demo\n", "src/app.ts": "export const answer = 41;\n" };
  const { owner } = options;
  const root = mkdtempSync(join(tmpdir(), "repo-agent-git-"));
  cpSync(template(files, branch), root, { recursive: true });
  const home = join(root, "home");
  const origin = join(root, "origin.git");
  const workspace = owner?.workspace ?? join(root, "workspace");
  const runnerTemp = owner?.runnerTemp ?? join(root, "runner-temp");
  /** Removed on cleanup besides `root`: what this fixture made outside it. */
  const outside: string[] = [];
  if (owner) {
    const made = mkdirSync(dirname(workspace), { recursive: true });
    cpSync(join(root, "workspace"), workspace, { recursive: true, verbatimSymlinks: true });
    rmSync(join(root, "workspace"), { recursive: true, force: true });
    outside.push(made ?? workspace);
    chownTree(made ?? workspace, owner);
    // The folder stays closed to others (mkdtemp's 0700), but the owner may use it as its own.
    chownTree(root, owner);
  }
  const env = testEnv(home);
  const git = (args: string[], cwd = workspace) => runGit(args, cwd, env, owner);
  const write = (path: string, content: string, cwd = workspace) => writeInto(cwd, path, content, owner);
  git(["remote", "set-url", "origin", origin]);

  let clones = 0;
  return {
    root,
    origin,
    workspace,
    runnerTemp,
    env,
    git,
    write,
    read: (path, cwd = workspace) => readFileSync(join(cwd, path), "utf8"),
    config: () => readFileSync(join(workspace, ".git", "config"), "utf8"),
    originSha(name) {
      try {
        return git(["rev-parse", "--verify", "--quiet", `refs/heads/${name}`], origin);
      } catch {
        return undefined;
      }
    },
    pushAsSomeoneElse(name, changes, message = "Someone else's change") {
      const other = join(root, `other-${++clones}`);
      git(["clone", "--quiet", "--branch", name, origin, other], root);
      for (const [path, content] of Object.entries(changes)) write(path, content, other);
      git(["add", "--all"], other);
      git(["commit", "--quiet", "-m", message], other);
      git(["push", "--quiet", "origin", `HEAD:refs/heads/${name}`], other);
      return git(["rev-parse", "HEAD"], other);
    },
    persistCredentialV5(token) {
      const header = basicHeader(token);
      git(["config", "--local", "http.https://github.com/.extraheader", header]);
      return header;
    },
    persistCredentialV6(token) {
      const header = basicHeader(token);
      const file = join(runnerTemp, `git-credentials-${randomUUID()}.config`);
      git(["config", "--file", file, "http.https://github.com/.extraheader", header]);
      if (owner) outside.push(file);
      const gitDir = join(workspace, ".git");
      git(["config", "--local", `includeIf.gitdir:${gitDir}.path`, file]);
      git(["config", "--local", `includeIf.gitdir:${gitDir}/worktrees/*.path`, file]);
      git([
        "config",
        "--local",
        "includeIf.gitdir:/github/workspace/.git.path",
        `/github/runner_temp/${file.split("/").pop()}`,
      ]);
      return { file, header };
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true });
      for (const path of outside) rmSync(path, { recursive: true, force: true });
    },
  };
}

import { randomUUID } from "node:crypto";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  NODE24_ENV,
  NODE24_VERSION,
  node24CachePath,
  node24CacheTrust,
  nodeVersion,
} from "../../scripts/node24.js";
import { canRun, type RunnerAccount, runnerAccount } from "./runner-user.js";

/**
 * Who starts the bundle, with which Node, from where: the test process's own user (root here)
 * with the Node running the tests, or a GitHub-hosted runner's `runner` user, and Node 24 (the
 * runtime action.yml declares) instead of the tests' own.
 */

export const projectRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
/** `REPO_AGENT_DIST` points the suites at another build of `dist/` (a work-in-progress one). */
export const DIST = process.env.REPO_AGENT_DIST ?? join(projectRoot, "dist");
export const BUNDLE = join(DIST, "index.js");

/**
 * `node20`: the Node running the tests (20 on this project's machines, its `engines` minimum);
 * `node24`: Node 24, from `REPO_AGENT_NODE24` or the cache `scripts/node24.ts` fills.
 */
export type Runtime = "node20" | "node24";
/**
 * `root`: the test process's own user, which must be root; `runner`: the runner user of
 * `runner-user.ts`, with the workspace and `RUNNER_TEMP` under its home as the runner lays them out.
 * Unset: the test process's own user, whoever that is (the suite's usual runs).
 */
export type ActionUser = "root" | "runner";

export interface ActionHost {
  runtime?: Runtime;
  user?: ActionUser;
}

/** Every user on every runtime, for the suites that run on each of them as a GitHub runner would. */
export const EVERY_HOST: [ActionUser, Runtime][] = [
  ["root", "node20"],
  ["runner", "node20"],
  ["runner", "node24"],
  ["root", "node24"],
];

/** How to start the bundle for one host. */
export interface Launcher {
  node: string;
  /** What `node --version` printed, e.g. `v24.22.3`. */
  nodeVersion: string;
  bundle: string;
  /** The user id the action runs as. */
  uid: number;
  /** Set when the action runs as the runner user. */
  runner?: RunnerAccount;
  /** The ids to start the action as, when they are not this process's own. */
  spawnAs?: { uid: number; gid: number };
}

/**
 * A host, or why not: `missing` (this machine lacks it: skip, and say why) or `broken` (it was
 * set up and does not work: fail).
 */
export type Resolved<T> = { ok: true; value: T } | { ok: false; reason: string; broken?: true };

/**
 * Node 24's path. Missing everywhere: a reason, for a skipped test. A `REPO_AGENT_NODE24` that
 * does not run Node 24 is a broken setup, not a missing one: that is an error too, but says so.
 * The cache sits in the shared temp folder, so it is run only when it is this user's alone
 * (`node24CacheTrust`); a cache another user could have written is broken, not missing.
 */
function node24(): Resolved<{ node: string; version: string }> {
  const given = process.env[NODE24_ENV];
  const node = given ?? node24CachePath();
  const cache = resolve(node) === node24CachePath() ? node24CacheTrust() : undefined;
  if (cache?.state === "unsafe") {
    return {
      ok: false,
      reason: `the Node 24 cache is not safe to run: ${cache.reason}; remove it, or set ${NODE24_ENV} to a Node 24 of your own`,
      broken: true,
    };
  }
  const version = cache?.state === "absent" ? undefined : nodeVersion(node);
  if (version?.startsWith("v24.")) return { ok: true, value: { node, version } };
  if (given) {
    return {
      ok: false,
      reason: `${NODE24_ENV}=${given} does not run Node 24 (it reports ${version ?? "nothing"})`,
      broken: true,
    };
  }
  return {
    ok: false,
    reason: `Node 24 is not here: run "npx tsx scripts/node24.ts" (fetches node ${NODE24_VERSION} from npm) or set ${NODE24_ENV}`,
  };
}

function runtimeNode(runtime: Runtime): Resolved<{ node: string; version: string }> {
  return runtime === "node24"
    ? node24()
    : { ok: true, value: { node: process.execPath, version: process.version } };
}

/**
 * A world-readable folder for what the runner user must read or run but may not reach where it
 * is (the project may sit in a folder only root can enter): the bundle, and a Node binary kept
 * in such a folder. Made once per test process; `removeHostCopies` takes it away.
 */
let shared: string | undefined;
let bundleCopied: string | undefined;

function sharedFolder(): string {
  if (!shared) {
    shared = mkdtempSync(join(tmpdir(), "repo-agent-e2e-host-"));
    chmodSync(shared, 0o755);
  }
  return shared;
}

/** `dist/` copied into the shared folder, readable by everyone whatever the umask was. */
function bundleCopy(): string {
  if (bundleCopied) return bundleCopied;
  const dist = join(sharedFolder(), "dist");
  cpSync(DIST, dist, { recursive: true });
  openToAll(dist);
  bundleCopied = join(dist, "index.js");
  return bundleCopied;
}

function openToAll(path: string): void {
  const walk = (dir: string) => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else chmodSync(join(dir, entry.name), 0o644);
    }
  };
  walk(path);
}

/**
 * A Node binary the account can run: the original where it can, else a copy in the shared folder.
 * A copy it cannot run either is a broken setup.
 */
function nodeFor(node: string, account: RunnerAccount): Resolved<string> {
  if (canRun(node, account)) return { ok: true, value: node };
  const copy = join(sharedFolder(), `${randomUUID()}-${basename(node)}`);
  copyFileSync(node, copy);
  chmodSync(copy, 0o755);
  return canRun(copy, account)
    ? { ok: true, value: copy }
    : { ok: false, reason: `${account.name} cannot run ${node}, even from a copy`, broken: true };
}

/**
 * What `launcher` found, by host: finding it starts processes (`node --version`, and the runner
 * user's checks), and `hostUnavailable` and every stage ask again.
 */
const launchers = new Map<string, Resolved<Launcher>>();

/** Removes the copies made for the runner user; call it in `afterAll` of a file that used it. */
export function removeHostCopies(): void {
  if (shared) rmSync(shared, { recursive: true, force: true });
  shared = undefined;
  bundleCopied = undefined;
  // The launchers found for the runner user point into the folder just removed.
  launchers.clear();
}

/**
 * Why this machine lacks `host`, for a skipped test; undefined when it has it, or when it was set
 * up and is broken (then `startStage` fails with the reason: a broken setup must not pass as a skip).
 */
export function hostUnavailable(host: ActionHost): string | undefined {
  const found = launcher(host);
  return found.ok || found.broken ? undefined : found.reason;
}

/**
 * How to start the bundle as `host` says, found once per host (until `removeHostCopies`). Never
 * throws: what is missing comes back as `reason`.
 */
export function launcher(host: ActionHost): Resolved<Launcher> {
  const key = `${host.runtime ?? "node20"}/${host.user ?? "self"}`;
  let found = launchers.get(key);
  if (!found) {
    found = findLauncher(host);
    launchers.set(key, found);
  }
  return found;
}

function findLauncher(host: ActionHost): Resolved<Launcher> {
  const runtime = runtimeNode(host.runtime ?? "node20");
  if (!runtime.ok) return runtime;
  const self = process.getuid?.() ?? -1;
  if (host.user === "root" && self !== 0) {
    return { ok: false, reason: `the tests run as uid ${self}, not as root` };
  }
  if (host.user !== "runner") {
    return {
      ok: true,
      value: { node: runtime.value.node, nodeVersion: runtime.value.version, bundle: BUNDLE, uid: self },
    };
  }
  const account = runnerAccount();
  if (!account.ok) return account;
  const runner = account.account;
  const node = nodeFor(runtime.value.node, runner);
  if (!node.ok) return node;
  return {
    ok: true,
    value: {
      node: node.value,
      nodeVersion: runtime.value.version,
      bundle: bundleCopy(),
      uid: runner.uid,
      runner,
      ...(runner.switchUser ? { spawnAs: { uid: runner.uid, gid: runner.gid } } : {}),
    },
  };
}

/** The files the runner gives a step: its event, outputs, summary, state and later steps' environment. */
export interface RunFiles {
  event: string;
  output: string;
  summary: string;
  env: string;
  path: string;
  state: string;
}

/**
 * Makes one run's files, empty (the event file aside, which the caller writes): in `dir` for the
 * test process's own user, or where the runner puts them for the runner user
 * (`RUNNER_TEMP/_runner_file_commands`, `RUNNER_TEMP/_github_workflow`), owned by it, with names
 * of their own so runs may share `RUNNER_TEMP`. Returns the files and what to remove afterwards.
 */
export function makeRunFiles(launch: Launcher, dir: string): { files: RunFiles; remove: string[] } {
  const runner = launch.runner;
  if (!runner) {
    const files: RunFiles = {
      event: join(dir, "event.json"),
      output: join(dir, "output"),
      summary: join(dir, "summary"),
      env: join(dir, "env"),
      path: join(dir, "path"),
      state: join(dir, "state"),
    };
    for (const file of [files.output, files.summary, files.env, files.path, files.state])
      writeFileSync(file, "");
    return { files, remove: [dir] };
  }
  const commands = join(runner.temp, "_runner_file_commands");
  const workflow = join(runner.temp, "_github_workflow");
  for (const folder of [commands, workflow]) {
    mkdirSync(folder, { recursive: true });
    chownSync(folder, runner.uid, runner.gid);
  }
  const id = randomUUID();
  const files: RunFiles = {
    event: join(workflow, `event-${id}.json`),
    output: join(commands, `set_output_${id}`),
    summary: join(commands, `step_summary_${id}`),
    env: join(commands, `set_env_${id}`),
    path: join(commands, `add_path_${id}`),
    state: join(commands, `save_state_${id}`),
  };
  for (const file of Object.values(files)) {
    writeFileSync(file, "");
    chownSync(file, runner.uid, runner.gid);
  }
  return { files, remove: [...Object.values(files), dir] };
}

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve, sep } from "node:path";
import type { TestContext } from "vitest";
import { INPUT_DEFAULTS, type InputName } from "../../src/action/inputs.js";
import { createGitFixture, type GitFixture } from "../fakes/git-repo.js";
import {
  type FakeGitHub,
  type FakeGitHubOptions,
  type RecordedRequest,
  startGitHubServer,
} from "../fakes/github-server.js";
import { type FakeTurn, type ModelServer, startModelServer } from "../fakes/model-server.js";
import { parseStateFile } from "../faults/harness-extra.js";
import {
  type ActionHost,
  BUNDLE,
  type Launcher,
  launcher,
  makeRunFiles,
  projectRoot,
  type RunFiles,
} from "./action-host.js";

/**
 * Runs the bundled action (`dist/index.js`) the way the GitHub runner does: a `node` child process
 * whose only configuration is its environment (`INPUT_*` with hyphens kept, every input present
 * with its action.yml default, and the runner's `GITHUB_*` variables), against a fake GitHub
 * REST server, a fake model server and a real git workspace cloned from a bare `origin`. The
 * stage's host (see `action-host.ts`) picks the Node and the user: by default the tests' own,
 * or Node 24 and a GitHub-hosted runner's `runner` user with its layout.
 */

export { BUNDLE, DIST } from "./action-host.js";

/** The job's `github.token`, required by the fake GitHub server on every request. */
export const GITHUB_TOKEN = "ghs_e2eJobToken0123456789abcdefABCDEFG";
/**
 * The `github.token` of an agent job (`handoff`) whose workflow gives it `contents: read` only:
 * the fake GitHub serves its reads and refuses its writes, as GitHub does.
 */
export const READ_ONLY_TOKEN = "ghs_e2eReadOnlyToken9876543210zyxwvuTSRQ";
/** The model API key given through the `api-key` input. */
export const API_KEY = "sk-ant-e2e-key-0123456789abcdefghijklmnop";
export const RUN_ID = "987654321";
export const RUN_NUMBER = "42";
export const SERVER_URL = "https://github.com";

/** A run that does not end by then is a hang; it is killed and the test fails. */
const PROCESS_TIMEOUT_MS = 45_000;
/** For the tests' own timeouts: above `PROCESS_TIMEOUT_MS`, so a hang is reported with its output. */
export const E2E_TEST_TIMEOUT_MS = 100_000;
/**
 * The options of a suite run on `EVERY_HOST`: its tests at once, as their runs mostly wait on the
 * bundle. `concurrent` as an option: `describe.concurrent.for` runs its tests one after another
 * (vitest 4.1, vitest-dev/vitest#10181).
 */
export const EACH_HOST_AT_ONCE = { concurrent: true, timeout: E2E_TEST_TIMEOUT_MS };

/** The files every end-to-end workspace starts from; one set, so the git template is built once. */
export const REPO_FILES = {
  "README.md": "# Demo\n\nThis is teh demo project.\n",
  "src/app.ts": "export const answer = 41;\n",
};

/** Fails at once, with the fix, when the bundle has not been built. */
export function requireBundle(): void {
  if (!existsSync(BUNDLE)) {
    throw new Error(`${BUNDLE} is missing: run npm run build before the end-to-end tests`);
  }
}

export interface StageOptions extends ActionHost {
  /** Repository access of the users who comment; see `startGitHubServer`. */
  permissions?: FakeGitHubOptions["permissions"];
  /** Tokens the fake GitHub accepts for reads only; `READ_ONLY_TOKEN` unless given. */
  readOnlyTokens?: string[];
}

export interface RunOptions {
  /** `GITHUB_EVENT_NAME`. */
  event: string;
  /** Written to the file at `GITHUB_EVENT_PATH`. */
  payload: unknown;
  /** Inputs by their action.yml names; the rest get their defaults, as the runner passes them. */
  inputs?: Partial<Record<InputName, string>>;
  /** Model turns added to the fake's script before the run. */
  script?: FakeTurn[];
  /** Extra environment variables (after the runner's). */
  env?: Record<string, string>;
}

export interface ActionRun {
  exitCode: number | null;
  /** What the action wrote to `GITHUB_OUTPUT`, by output name. */
  outputs: Record<string, string>;
  /** What the action wrote to `GITHUB_STEP_SUMMARY`. */
  summary: string;
  /** What the action wrote to `GITHUB_ENV` and `GITHUB_PATH`: what later steps of the job would get. */
  laterSteps?: { env: string; path: string };
  stdout: string;
  stderr: string;
}

/** One repository's world: GitHub, the model and git. Several runs can share it (a nightly schedule). */
export interface Stage {
  gh: FakeGitHub;
  model: ModelServer;
  fixture: GitFixture;
  /** How the action is started: which Node, as which user. */
  launch: Launcher;
  /** The workspace (`GITHUB_WORKSPACE`) and the bare `origin` it was cloned from. */
  workspace: string;
  origin: string;
  run(options: RunOptions): Promise<ActionRun>;
  /** Git in the bare origin, e.g. `["show", "branch:README.md"]`. */
  originGit(args: string[]): string;
  /**
   * A new path for a handoff folder in `RUNNER_TEMP` (outside the checkout, as the workflows put
   * it), not made yet; removed with the stage.
   */
  handoffFolder(): string;
  close(): Promise<void>;
}

/**
 * Starts a stage. Throws when its host cannot be had here (check `hostUnavailable` first to skip
 * instead). For the runner user, the repository gets a name of its own, so that stages may run
 * at once in one `work` folder: `work/<repo>/<repo>`, sharing `work/_temp` as `RUNNER_TEMP`.
 */
export async function startStage(options: StageOptions = {}): Promise<Stage> {
  requireBundle();
  const found = launcher(options);
  if (!found.ok) throw new Error(`cannot start the action here: ${found.reason}`);
  const launch = found.value;
  const runner = launch.runner;
  const repo = runner ? `octo-repo-${randomBytes(4).toString("hex")}` : undefined;
  const fixture = createGitFixture({
    files: REPO_FILES,
    ...(runner && repo
      ? {
          owner: {
            uid: runner.uid,
            gid: runner.gid,
            workspace: join(runner.work, repo, repo),
            runnerTemp: runner.temp,
          },
        }
      : {}),
  });
  const gh = await startGitHubServer({
    token: GITHUB_TOKEN,
    originDir: fixture.origin,
    ...(repo ? { repo } : {}),
    ...(options.permissions ? { permissions: options.permissions } : {}),
    readOnlyTokens: options.readOnlyTokens ?? [READ_ONLY_TOKEN],
  });
  const model = await startModelServer();
  const running = new Set<ChildProcess>();
  /** Files a run left in a shared `RUNNER_TEMP` (its trajectory), removed with the stage. */
  const leftInTemp: string[] = [];
  let runs = 0;
  return {
    gh,
    model,
    fixture,
    launch,
    workspace: fixture.workspace,
    origin: fixture.origin,
    originGit: (args) => fixture.git(args, fixture.origin),
    handoffFolder() {
      const folder = join(fixture.runnerTemp, `repo-agent-handoff-${randomBytes(4).toString("hex")}`);
      leftInTemp.push(folder);
      return folder;
    },
    async run(runOptions) {
      model.push(...(runOptions.script ?? []));
      const made = makeRunFiles(launch, mkdtempSync(join(fixture.root, `run-${++runs}-`)));
      try {
        const place: RunPlace = { gh, model, fixture, launch, files: made.files };
        writeFileSync(place.files.event, JSON.stringify(runOptions.payload));
        const env = runnerEnv(runOptions.event, place, {
          ...(runOptions.inputs ? { inputs: runOptions.inputs } : {}),
          ...(runOptions.env ? { env: runOptions.env } : {}),
        });
        const { run } = await spawnBundle(place, env, { running });
        if (runner && run.outputs["log-file"]) leftInTemp.push(run.outputs["log-file"]);
        return run;
      } finally {
        for (const path of made.remove) rmSync(path, { recursive: true, force: true });
      }
    },
    async close() {
      // A run still going when its test ends (a timeout) must not outlive the test.
      for (const child of running) child.kill("SIGKILL");
      await Promise.all([gh.close(), model.close()]);
      fixture.cleanup();
      for (const path of leftInTemp) rmSync(path, { recursive: true, force: true });
    },
  };
}

/**
 * A stage for one test, closed when that test ends (the tests of a file run concurrently, so not
 * in `afterEach`). By default alice may write, as the person who asks in most tests.
 */
export async function stageForTest(
  context: TestContext,
  options: StageOptions = { permissions: { alice: "write" } },
): Promise<Stage> {
  const created = await startStage(options);
  context.onTestFinished(() => created.close());
  return created;
}

/** Where one run happens: the stage's servers and git, how the action starts, and the run's files. */
export interface RunPlace {
  gh: FakeGitHub;
  model: ModelServer;
  fixture: GitFixture;
  launch: Launcher;
  /** This run's files, empty but for the event, which the caller writes (or leaves out). */
  files: RunFiles;
}

/** What a suite changes in the environment `runnerEnv` builds. */
export interface EnvOverrides {
  /** The `github-token` input; `GITHUB_TOKEN` by default. */
  token?: string;
  /** The `api-key` input; `API_KEY` by default. */
  apiKey?: string;
  /** The `sandbox` input; `off` by default. */
  sandbox?: "auto" | "off";
  /** Further inputs by their action.yml names, after the three above. */
  inputs?: Partial<Record<InputName, string>>;
  /** Variables set after the runner's and the inputs; `undefined` removes one. */
  env?: Record<string, string | undefined>;
}

/** PATH without the project's folders (npx puts `node_modules/.bin` first): a runner has none of them. */
function runnerPath(): string {
  return (process.env.PATH ?? "/usr/bin:/bin")
    .split(delimiter)
    .filter((dir) => dir && resolve(dir) !== projectRoot && !resolve(dir).startsWith(`${projectRoot}${sep}`))
    .join(delimiter);
}

/**
 * The environment a GitHub-hosted runner gives the step of `event`, and nothing of this test
 * process's own: every input (its action.yml default unless overridden) and the runner's variables.
 */
export function runnerEnv(
  event: string,
  place: RunPlace,
  overrides: EnvOverrides = {},
): Record<string, string> {
  const { files, launch } = place;
  const inputs: Record<string, string> = {
    ...INPUT_DEFAULTS,
    "github-token": overrides.token ?? GITHUB_TOKEN,
    "api-key": overrides.apiKey ?? API_KEY,
    "base-url": place.model.anthropicBaseUrl,
    sandbox: overrides.sandbox ?? "off",
    ...overrides.inputs,
  };
  const env: Record<string, string> = {
    PATH: launch.runner ? runnerPath() : (process.env.PATH ?? "/usr/bin:/bin"),
    HOME: launch.runner?.home ?? place.fixture.env.HOME ?? join(place.fixture.root, "home"),
    // The machine's own git configuration would leak into the workspace; a runner has none of it.
    GIT_CONFIG_NOSYSTEM: "1",
    TMPDIR: tmpdir(),
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    GITHUB_WORKSPACE: place.fixture.workspace,
    GITHUB_REPOSITORY: `${place.gh.owner}/${place.gh.repo}`,
    GITHUB_API_URL: place.gh.url,
    GITHUB_SERVER_URL: SERVER_URL,
    GITHUB_RUN_ID: RUN_ID,
    GITHUB_RUN_NUMBER: RUN_NUMBER,
    RUNNER_TEMP: place.fixture.runnerTemp,
    REPO_AGENT_FAST_RETRIES: "1",
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  for (const [name, value] of Object.entries(overrides.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** The action process while it runs, for a suite that acts on it (cancels it, waits for it). */
export interface StartedBundle {
  child: ChildProcess;
  /** What it has printed so far. */
  output(): { stdout: string; stderr: string };
  /** True once the process has ended. */
  exited(): boolean;
}

export interface SpawnOptions {
  /** The stage's action processes still running: the child is in it while it runs. */
  running: Set<ChildProcess>;
  /** Past this the run is a hang: the child is killed and the promise rejects with its output. */
  timeoutMs?: number;
  /** Called once the child is running; if it throws or rejects, the child is killed and so is the run. */
  onStart?: (started: StartedBundle) => void | Promise<void>;
}

/**
 * Starts the bundle as `place.launch` says with `env`, in the workspace, and collects what it
 * left: its exit code, output, and the files the runner reads afterwards (at the paths `env`
 * names), and when it ended (`Date.now()`). Rejects when the process cannot be started,
 * times out, or `onStart` fails.
 */
export function spawnBundle(
  place: RunPlace,
  env: Record<string, string>,
  options: SpawnOptions,
): Promise<{ run: Required<ActionRun>; endedAt: number }> {
  return new Promise((done, fail) => {
    const { launch } = place;
    const timeoutMs = options.timeoutMs ?? PROCESS_TIMEOUT_MS;
    const child = spawn(launch.node, [launch.bundle], {
      cwd: place.fixture.workspace,
      env,
      // Node's own switch drops the supplementary groups: the action keeps its primary group only.
      ...(launch.spawnAs ?? {}),
    });
    options.running.add(child);
    let stdout = "";
    let stderr = "";
    let exited = false;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error(`the action did not end within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      options.running.delete(child);
      fail(error);
    });
    child.on("close", (exitCode) => {
      exited = true;
      const endedAt = Date.now();
      clearTimeout(timer);
      options.running.delete(child);
      const run: Required<ActionRun> = {
        exitCode,
        outputs: parseOutputFile(readFileSync(env.GITHUB_OUTPUT ?? "", "utf8")),
        summary: readFileSync(env.GITHUB_STEP_SUMMARY ?? "", "utf8"),
        laterSteps: {
          env: readFileSync(env.GITHUB_ENV ?? "", "utf8"),
          path: readFileSync(env.GITHUB_PATH ?? "", "utf8"),
        },
        stdout,
        stderr,
      };
      done({ run, endedAt });
    });
    const { onStart } = options;
    if (onStart) {
      const started: StartedBundle = { child, output: () => ({ stdout, stderr }), exited: () => exited };
      (async () => onStart(started))().catch((error: unknown) => {
        child.kill("SIGKILL");
        fail(error);
      });
    }
  });
}

/**
 * Reads a `GITHUB_OUTPUT` file: `name<<DELIMITER`, the value's lines, then `DELIMITER` (the form
 * `@actions/core` writes), or the one-line `name=value` form.
 */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = "", delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? "");
      if (i >= lines.length) throw new Error(`output ${name} has no closing delimiter ${delimiter}`);
      outputs[name] = value.join("\n");
    } else if (line.includes("=")) {
      const at = line.indexOf("=");
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

/** A log line the runner would obey as a workflow command. */
export interface WorkflowCommand {
  name: string;
  line: string;
}

/**
 * The workflow commands in the action's output, found the way the runner finds them: a line
 * that starts with `::name` (after leading white space) and has a second `::`, or a line that
 * holds `##[name` anywhere (the older form). The runner splits lines at `\r` as well as `\n`.
 */
export function workflowCommands(run: ActionRun): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  for (const line of `${run.stdout}\n${run.stderr}`.split(/\r\n|\r|\n/)) {
    const trimmed = line.trimStart();
    const modern = /^::(.*?)::/.exec(trimmed)?.[1]?.split(" ")[0];
    const legacy = /##\[([^\s\]]+)/.exec(line)?.[1];
    const name = modern || legacy;
    if (name) commands.push({ name: name.toLowerCase(), line });
  }
  return commands;
}

/** The `::error::` lines the action printed (workflow commands, as the runner reads them). */
export function errorLines(run: ActionRun): string[] {
  return workflowCommands(run)
    .filter((command) => command.name === "error")
    .map((command) => command.line);
}

/**
 * Puts the workspace back to what actions/checkout leaves a new job of the same workflow run: the
 * default branch at `sha` (the run's `GITHUB_SHA`), a clean work tree, origin's branches, and
 * none of the refs or objects an earlier job of the machine fetched (a fork's head): the publish
 * job must fetch what it needs itself, as on a fresh runner.
 */
export function checkOutWorkflowCommit(s: Stage, sha: string): void {
  const git = s.fixture.git;
  const branch = s.gh.defaultBranch;
  git(["checkout", "--quiet", "--force", "-B", branch, sha]);
  git(["clean", "-ffdxq"]);
  for (const ref of git(["for-each-ref", "--format=%(refname)"]).split("\n")) {
    if (ref && ref !== `refs/heads/${branch}` && !/^refs\/remotes\/origin\/(?!pull\/)/.test(ref))
      git(["update-ref", "-d", ref]);
  }
  git(["fetch", "--quiet", "--prune", "origin"]);
  git(["reflog", "expire", "--expire=now", "--all"]);
  git(["gc", "--quiet", "--prune=now"]);
}

/** Whether a request the fake GitHub recorded changes something: any method but GET and HEAD, a GraphQL query aside. */
export function isWrite(request: RecordedRequest): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  if (request.method === "POST" && /\/graphql$/.test(request.path)) {
    const query = (request.body as { query?: unknown } | undefined)?.query;
    return typeof query !== "string" || /^\s*mutation\b/.test(query);
  }
  return true;
}

/** What the two jobs of a `handoff` workflow get; the shared fields are the workflow run's. */
export interface HandOffOptions extends RunOptions {
  /** Inputs of the agent job alone, after `handoff` and the read-only token. */
  agentInputs?: RunOptions["inputs"];
  /** Inputs of the publish job alone, after `apply-handoff` and the empty `api-key`. */
  publishInputs?: RunOptions["inputs"];
  /** The agent job's own steps before the action: its checkout (a fork's head), when not the default one. */
  agentCheckout?: () => void;
  /** What happens between the jobs, given the handoff folder: a push, a hostile edit of the folder. */
  between?: (folder: string) => void | Promise<void>;
  /** The publish job's event, when it is not the agent job's (a forged pairing). */
  publishEvent?: Pick<RunOptions, "event" | "payload">;
}

export interface HandOffRun {
  agent: ActionRun;
  publish: ActionRun;
  /** The handoff folder (`handoff` of the agent job, `apply-handoff` of the publish job). */
  folder: string;
  /** The fake GitHub's requests during the agent job. */
  agentRequests: RecordedRequest[];
  /** The fake GitHub's requests during the publish job. */
  publishRequests: RecordedRequest[];
  /** Requests the model server got during the publish job. */
  publishModelRequests: number;
  /** `GITHUB_SHA` of the workflow run: the default branch's head when it started. */
  workflowSha: string;
}

/**
 * One workflow run of the two-job shape (DESIGN section 10) on one machine: the agent job with
 * `handoff`, the read-only token and the model key, then, in the same workspace put back to the
 * workflow's checkout, the publish job with `apply-handoff`, the job's write token and no model
 * key. Both get the run's `GITHUB_RUN_ID` and `GITHUB_SHA`.
 */
export async function runHandOff(s: Stage, options: HandOffOptions): Promise<HandOffRun> {
  const { agentInputs, publishInputs, agentCheckout, between, publishEvent, ...shared } = options;
  const workflowSha = s.fixture.originSha(s.gh.defaultBranch) ?? "";
  const env = { GITHUB_SHA: workflowSha, ...shared.env };
  agentCheckout?.();
  const folder = s.handoffFolder();
  const firstAgentRequest = s.gh.requests.length;
  const agent = await s.run({
    ...shared,
    env,
    inputs: { ...shared.inputs, "github-token": READ_ONLY_TOKEN, handoff: folder, ...agentInputs },
  });
  const agentRequests = s.gh.requests.slice(firstAgentRequest);
  await between?.(folder);
  checkOutWorkflowCommit(s, workflowSha);
  const modelBefore = s.model.requests.length;
  const firstPublishRequest = s.gh.requests.length;
  const publish = await s.run({
    ...(publishEvent ?? { event: shared.event, payload: shared.payload }),
    env,
    inputs: { ...shared.inputs, "api-key": "", "apply-handoff": folder, ...publishInputs },
  });
  return {
    agent,
    publish,
    folder,
    agentRequests,
    publishRequests: s.gh.requests.slice(firstPublishRequest),
    publishModelRequests: s.model.requests.length - modelBefore,
    workflowSha,
  };
}

/** The post step (`post/index.js` beside the bundle) with the state the main step saved; its output. */
export function runPostStep(s: Stage, env: Record<string, string>, stateFile: string): Promise<string> {
  const post = join(dirname(s.launch.bundle), "post", "index.js");
  return new Promise((done) => {
    const child = spawn(s.launch.node, [post], {
      cwd: s.workspace,
      env: { ...env, ...parseStateFile(stateFile) },
      ...(s.launch.spawnAs ?? {}),
      timeout: 60_000,
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("error", (error) => done(`${output}\n${error.message}`));
    child.on("close", () => done(output));
  });
}

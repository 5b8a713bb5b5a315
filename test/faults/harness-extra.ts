import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import type { InputName } from "../../src/action/inputs.js";
import { launcher, makeRunFiles } from "../e2e/action-host.js";
import {
  parseOutputFile,
  REPO_FILES,
  type RunPlace,
  requireBundle,
  runnerEnv,
  type StartedBundle,
  spawnBundle,
} from "../e2e/harness.js";
import { basicHeader, createGitFixture, type GitFixture } from "../fakes/git-repo.js";
import { type FakeGitHub, type FakeGitHubOptions, startGitHubServer } from "../fakes/github-server.js";
import { type FakeTurn, type ModelServer, startModelServer } from "../fakes/model-server.js";

/**
 * What the fault-injection suite needs beyond the end-to-end harness: secrets made fresh for
 * every stage (so redaction cannot lean on a known string), the checkout credential in
 * `.git/config`, `GITHUB_TOKEN` in the action's own environment, the sandbox on request
 * (`sandbox: auto`; this suite runs as root, so it activates), control of the running process
 * (to cancel it as the runner does), and a scan of everything that leaves the action for those
 * secrets.
 */

/** A run that does not end by then is a hang; it is killed and the scenario fails. */
const PROCESS_TIMEOUT_MS = 60_000;
/** The suite's per-test timeout: above `PROCESS_TIMEOUT_MS`, so a hang is reported with its output. */
export const FAULT_TEST_TIMEOUT_MS = 150_000;
/**
 * The request timeout (`REPO_AGENT_REQUEST_TIMEOUT_MS`) of the scenario that hangs the model, so
 * the hang costs a second. Other runs keep the production timeout: a short one could fire on a
 * slow answer from a loaded machine and turn one scripted request into two.
 */
export const TEST_REQUEST_TIMEOUT_MS = 1_500;

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomAlphanumeric(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join("");
}

/** The secrets of one stage, and the forms in which they could travel. */
export interface Secrets {
  /** `sk-ant-test-<random>`: the `api-key` input. */
  apiKey: string;
  /** `ghs_<36 random>`: the `github-token` input and `GITHUB_TOKEN` in the action's environment. */
  githubToken: string;
  /** `AUTHORIZATION: basic base64(x-access-token:TOKEN)`, left by checkout in `.git/config`. */
  extraHeader: string;
}

export function makeSecrets(): Secrets {
  const githubToken = `ghs_${randomAlphanumeric(36)}`;
  return {
    apiKey: `sk-ant-test-${randomAlphanumeric(32)}`,
    githubToken,
    extraHeader: basicHeader(githubToken),
  };
}

/** Every string that would mean a secret got out: each value, its base64, and the header's credential. */
export function secretForms(secrets: Secrets): { label: string; value: string }[] {
  const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64").replace(/=+$/, "");
  const credential = secrets.extraHeader.replace(/^AUTHORIZATION: basic /, "").replace(/=+$/, "");
  return [
    { label: "the API key", value: secrets.apiKey },
    { label: "the API key in base64", value: base64(secrets.apiKey) },
    { label: "the GitHub token", value: secrets.githubToken },
    { label: "the GitHub token in base64", value: base64(secrets.githubToken) },
    { label: "the checkout credential", value: credential },
  ];
}

export interface FaultRunOptions {
  /** `GITHUB_EVENT_NAME`. */
  event: string;
  /** Written as JSON to the file at `GITHUB_EVENT_PATH`, unless `eventText` is given. */
  payload?: unknown;
  /** The event file's exact text (malformed payloads); `null` leaves the file out. */
  eventText?: string | null;
  /** Inputs by their action.yml names; the rest get their defaults, as the runner passes them. */
  inputs?: Partial<Record<InputName, string>>;
  /** Model turns added to the fake's script before the run. */
  script?: FakeTurn[];
  /**
   * `auto`: tool commands as a sandbox user of the run's own (the suite runs as root), so
   * sandboxed runs go on concurrently as on a shared machine. `off` (the default): commands as
   * the action's user.
   */
  sandbox?: "auto" | "off";
  /** `REPO_AGENT_REQUEST_TIMEOUT_MS`; unset (the production timeout) by default. */
  requestTimeoutMs?: number;
  /** Extra environment variables (after the runner's); `undefined` removes one. */
  env?: Record<string, string | undefined>;
  /** The action's `index.js` to start, e.g. a copy inside the workspace (`uses: ./`); default `dist/`'s. */
  bundle?: string;
  /** Called once the process is running, e.g. to cancel it at the right moment. */
  during?: (control: RunControl) => void | Promise<void>;
}

/** A handle on the running action, for cancelling it as the runner would. */
export interface RunControl {
  child: ChildProcess;
  /** Sends `signal` to the action process (not its group: the action must reach its commands itself). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves when `check` holds, polling; rejects after `timeoutMs`. */
  waitFor(check: () => boolean, what: string, timeoutMs?: number): Promise<void>;
}

export interface FaultRun {
  exitCode: number | null;
  /** What the action wrote to `GITHUB_OUTPUT`, by output name. */
  outputs: Record<string, string>;
  /** What the action wrote to `GITHUB_STEP_SUMMARY`. */
  summary: string;
  /** What the action wrote to `GITHUB_ENV` and `GITHUB_PATH`, for later steps of the job. */
  laterSteps: string;
  stdout: string;
  stderr: string;
  /** The trajectory files the action wrote (JSON lines), concatenated. */
  trajectory: string;
  /**
   * The state the main step saved for its `post:` step (`GITHUB_STATE`), as the runner hands it
   * to that step: `STATE_<name>` variables.
   */
  state: Record<string, string>;
  /** The environment the action ran with, for running its post step the way the runner would. */
  env: Record<string, string>;
  /** The `index.js` that ran; its post step is `post/index.js` beside it. */
  bundle: string;
  /** Milliseconds from the first signal sent through `RunControl` to the process's exit. */
  exitAfterSignalMs?: number;
}

/** One repository's world for fault scenarios: GitHub, the model and git, with fresh secrets. */
export interface FaultStage {
  gh: FakeGitHub;
  model: ModelServer;
  fixture: GitFixture;
  secrets: Secrets;
  workspace: string;
  origin: string;
  originGit(args: string[]): string;
  run(options: FaultRunOptions): Promise<FaultRun>;
  close(): Promise<void>;
}

export interface FaultStageOptions {
  permissions?: FakeGitHubOptions["permissions"];
}

export async function startFaultStage(options: FaultStageOptions = {}): Promise<FaultStage> {
  requireBundle();
  const found = launcher({});
  if (!found.ok) throw new Error(`cannot start the action here: ${found.reason}`);
  const secrets = makeSecrets();
  const fixture = createGitFixture({ files: REPO_FILES });
  // Others may pass the folder that holds the workspace (search only, no listing). Where setfacl
  // is at hand the sandbox grants its user that itself; without it a 0700 temporary folder would
  // stop the user at the door, and every sandboxed scenario would run without the sandbox.
  chmodSync(fixture.root, 0o711);
  fixture.persistCredentialV5(secrets.githubToken);
  const gh = await startGitHubServer({
    token: secrets.githubToken,
    originDir: fixture.origin,
    ...(options.permissions ? { permissions: options.permissions } : {}),
  });
  const model = await startModelServer();
  const running = new Set<ChildProcess>();
  let runs = 0;
  return {
    gh,
    model,
    fixture,
    secrets,
    workspace: fixture.workspace,
    origin: fixture.origin,
    originGit: (args) => fixture.git(args, fixture.origin),
    async run(runOptions) {
      model.push(...(runOptions.script ?? []));
      const launch = { ...found.value, ...(runOptions.bundle ? { bundle: runOptions.bundle } : {}) };
      const made = makeRunFiles(launch, mkdtempSync(join(fixture.root, `run-${++runs}-`)));
      try {
        return await runBundle(
          runOptions,
          { gh, model, fixture, launch, files: made.files },
          secrets,
          running,
        );
      } finally {
        for (const path of made.remove) rmSync(path, { recursive: true, force: true });
      }
    },
    async close() {
      for (const child of running) child.kill("SIGKILL");
      await Promise.all([gh.close(), model.close()]);
      fixture.cleanup();
    },
  };
}

/** Every trajectory file under the runner's temp folder, in name order. */
function readTrajectories(runnerTemp: string): string {
  const dir = join(runnerTemp, "repo-agent");
  if (!existsSync(dir)) return "";
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(join(dir, name), "utf8"))
    .join("");
}

/** `RunControl` over the started process; `signalled` records when the first signal went. */
function runControl(started: StartedBundle, signalled: { at?: number }): RunControl {
  const { child } = started;
  return {
    child,
    signal(name) {
      signalled.at ??= Date.now();
      child.kill(name);
    },
    async waitFor(check, what, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (started.exited()) {
          const { stdout, stderr } = started.output();
          throw new Error(`the action ended before ${what}\n${stdout}\n${stderr}`);
        }
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/** One run, with the secrets where a workflow puts them: the inputs, and `GITHUB_TOKEN` in the env. */
async function runBundle(
  options: FaultRunOptions,
  place: RunPlace,
  secrets: Secrets,
  running: Set<ChildProcess>,
): Promise<FaultRun> {
  if (options.eventText !== null) {
    writeFileSync(place.files.event, options.eventText ?? JSON.stringify(options.payload ?? {}));
  }
  const env = runnerEnv(options.event, place, {
    token: secrets.githubToken,
    apiKey: secrets.apiKey,
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
    ...(options.inputs ? { inputs: options.inputs } : {}),
    env: {
      GITHUB_TOKEN: secrets.githubToken,
      ...(options.requestTimeoutMs
        ? { REPO_AGENT_REQUEST_TIMEOUT_MS: String(options.requestTimeoutMs) }
        : {}),
      ...options.env,
    },
  });
  const signalled: { at?: number } = {};
  const { during } = options;
  const { run, endedAt } = await spawnBundle(place, env, {
    running,
    timeoutMs: PROCESS_TIMEOUT_MS,
    ...(during ? { onStart: (started: StartedBundle) => during(runControl(started, signalled)) } : {}),
  });
  return {
    ...run,
    laterSteps: `${run.laterSteps.env}\n${run.laterSteps.path}`,
    bundle: place.launch.bundle,
    trajectory: readTrajectories(place.fixture.runnerTemp),
    state: parseStateFile(readFileSync(env.GITHUB_STATE ?? "", "utf8")),
    env,
    ...(signalled.at === undefined ? {} : { exitAfterSignalMs: endedAt - signalled.at }),
  };
}

/** Where a secret was found: the sink and the form, never the value itself. */
export interface Leak {
  where: string;
  what: string;
}

/**
 * Looks for every form of the stage's secrets in everything that left the action: each model
 * request body, each GitHub request body, the job log (stdout and stderr, except the
 * `::add-mask::` commands that hand the secrets to the runner's masking), the trajectory, the job
 * summary, the outputs, `GITHUB_ENV` and `GITHUB_PATH`, and every commit in origin (message and
 * contents). Request headers are not searched: the API key and the token belong there.
 */
export function findLeaks(stage: FaultStage, run: FaultRun): Leak[] {
  const sinks: { where: string; text: string }[] = [
    ...stage.model.requests.map((r) => ({
      where: `model request ${r.index + 1}`,
      text: typeof r.body === "string" ? r.body : JSON.stringify(r.body),
    })),
    ...stage.gh.requests.map((r, i) => ({
      where: `GitHub request ${i + 1} (${r.method} ${r.path})`,
      text: r.body === undefined ? "" : typeof r.body === "string" ? r.body : JSON.stringify(r.body),
    })),
    {
      where: "the job log",
      text: `${run.stdout}\n${run.stderr}`
        .split("\n")
        .filter((line) => !line.startsWith("::add-mask::"))
        .join("\n"),
    },
    { where: "the trajectory file", text: run.trajectory },
    { where: "the job summary", text: run.summary },
    { where: "the outputs", text: JSON.stringify(run.outputs) },
    { where: "GITHUB_ENV and GITHUB_PATH", text: run.laterSteps },
    {
      where: "the commits in origin (messages and contents)",
      text: stage.originGit(["log", "--all", "--patch", "--format=%B"]),
    },
  ];
  const leaks: Leak[] = [];
  for (const form of secretForms(stage.secrets)) {
    for (const sink of sinks) {
      if (sink.text.includes(form.value)) leaks.push({ where: sink.where, what: form.label });
    }
  }
  return leaks;
}

/** The values the action handed to the runner's masking (`core.setSecret`). */
export function maskedValues(run: FaultRun): string[] {
  return run.stdout
    .split("\n")
    .filter((line) => line.startsWith("::add-mask::"))
    .map((line) => line.slice("::add-mask::".length));
}

/** Pids of the processes whose command line contains `needle` (e.g. `sleep 67`), from /proc. */
export function processesMatching(needle: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ");
      if (cmdline.includes(needle)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/**
 * Reads a `GITHUB_STATE` file as the runner does (the same format as `GITHUB_OUTPUT`; a later
 * entry replaces an earlier one). Returns the post step's `STATE_*` variables.
 */
export function parseStateFile(text: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parseOutputFile(text)).map(([name, value]) => [`STATE_${name}`, value]),
  );
}

/** The post step (`dist/post/index.js`) after `run`, with the state it saved, as the runner starts it. */
export function runPostStep(run: FaultRun): Promise<{ exitCode: number | null; stdout: string }> {
  const post = join(run.bundle, "..", "post", "index.js");
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [post], { env: { ...run.env, ...run.state } });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.on("error", fail);
    child.on("close", (exitCode) => done({ exitCode, stdout }));
  });
}

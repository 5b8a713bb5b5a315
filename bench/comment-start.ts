/**
 * How long someone who comments `/agent ...` waits for the model to be asked: from spawning the
 * bundle for an `issue_comment` event to its first model request, with GitHub's API a local fake
 * that answers every call after `GITHUB_LATENCY_MS` (the round trip to api.github.com from a
 * hosted runner) and the client's production settings (write pacing on, no fast retries). The
 * run is killed at its first model request, or once the 👀 reaction has been sent if that is
 * later. Besides the time, the GitHub calls made before it and how many round trips were waited
 * one after another (what the comment start costs beyond start-up), and how long after the
 * tracking comment the 👀 was sent (the client's write pacing: GitHub asks integrators for one
 * write a second). The fake model server runs in a process of its own (model-server-process.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INPUT_DEFAULTS } from "../src/action/inputs.js";
import { issueCommentPayload } from "../test/e2e/payloads.js";
import { createGitFixture, type GitFixture, removeGitTemplates } from "../test/fakes/git-repo.js";
import {
  type GitHubRouter,
  type RoutedCall,
  roundsBefore,
  startGitHubRouter,
  wallClockMs,
} from "../test/fakes/github-router.js";
import { type FakeUser, startGitHubServer } from "../test/fakes/github-server.js";
import { type ModelServerProcess, startModelServerProcess } from "./model-server-process.js";
import { mean, median, round } from "./stats.js";

/** `dist/index.js`, or the bundle `BENCH_BUNDLE` names (to compare a build made elsewhere). */
const BUNDLE = process.env.BENCH_BUNDLE || fileURLToPath(new URL("../dist/index.js", import.meta.url));
export const COMMENT_START_RUNS = 10;
/** Every GitHub call is answered this long after it was made. */
export const GITHUB_LATENCY_MS = 60;
/** The target: start-up (under 250 ms) and at most three round trips. */
export const COMMENT_START_TARGET_MS = 250 + 3 * GITHUB_LATENCY_MS;
/** A run that has not reached the model by then is broken, not slow. */
const RUN_TIMEOUT_MS = 20_000;
/** How long a run is kept going after its first model request for the 👀 to be sent. */
const REACTION_WAIT_MS = 3_000;

export const TOKEN = "ghs_benchCommentStart0123456789abcdefAB";
export const ASKER: FakeUser = { login: "octocat", type: "User" };

export interface CommentStartFigures {
  /** Median time from spawning the bundle to its first model request. */
  firstRequestMs: number;
  /**
   * Median time from the first GitHub call (the permission check, once the action has started)
   * to the first model request: the comment's own wait, without the start-up.
   */
  afterFirstCallMs: number;
  runs: number;
  latencyMs: number;
  /** GitHub calls made before the first model request, in the run of the median time. */
  githubCallsBefore: number;
  /**
   * Round trips one after another before it, in that run (see `roundsBefore`). A call made then
   * that the run did not wait for (a paced write on a slow machine) counts as well.
   */
  githubRounds: number;
  /** Those calls in the order they were made: `round N +ms METHOD path`, ms after the spawn. */
  sequence: string[];
  /**
   * The mean time from the tracking comment's POST to the 👀 reaction's, over the runs that sent
   * both: the client's write pacing (a second). Undefined when no run did.
   */
  reactionAfterCommentMs: number | undefined;
}

export async function benchCommentFirstRequest(runs = COMMENT_START_RUNS): Promise<CommentStartFigures> {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build first`);
  const root = await mkdtemp(path.join(tmpdir(), "bench-comment-start-"));
  const model = await startModelServerProcess({ finalText: true });
  const gh = await startGitHubServer({ token: TOKEN, permissions: { [ASKER.login]: "write" } });
  const router = await startGitHubRouter([gh], { latencyMs: GITHUB_LATENCY_MS });
  try {
    const timed: Array<{ ms: number; afterFirstCall: number; sequence: string[]; rounds: number }> = [];
    const reactionAfter: number[] = [];
    // One untimed run first: the page cache, the fakes' first connections.
    for (let run = 0; run <= runs; run++) {
      const fixture = createGitFixture({ files: { "README.md": "# Demo\n\nThis is teh demo project.\n" } });
      try {
        const issue = gh.addIssue({ title: "Typo in the README", body: "It says teh.", user: ASKER });
        gh.addComment(issue.number, "Seen it too.", { login: "hubot", type: "User" });
        const asked = gh.addComment(issue.number, "/agent fix the typo in README.md", ASKER);
        const files = await runFiles(root, run, issueCommentPayload(gh, asked));
        const env = runnerEnv({ files, fixture, modelUrl: model.url, apiUrl: router.url });
        router.calls.length = 0;
        const start = wallClockMs();
        const reached = await firstModelRequest(env, fixture.workspace, model, () =>
          reactionSent(router, REACTION_WAIT_MS),
        );
        const calls = roundsBefore(router.calls, reached);
        if (run === 0) continue;
        const spacing = reactionAfterComment(router.calls);
        if (spacing !== undefined) reactionAfter.push(spacing);
        timed.push({
          ms: reached - start,
          afterFirstCall: reached - (calls[0]?.arrivedAt ?? start),
          rounds: Math.max(0, ...calls.map((call) => call.round)),
          sequence: calls.map(
            (call) =>
              `round ${call.round} +${Math.round(call.arrivedAt - start)}ms ${call.method} ${call.path}`,
          ),
        });
      } finally {
        fixture.cleanup();
      }
    }
    const middle = [...timed].sort((a, b) => a.ms - b.ms)[Math.floor(timed.length / 2)];
    return {
      firstRequestMs: round(median(timed.map((t) => t.ms)), 1),
      afterFirstCallMs: round(median(timed.map((t) => t.afterFirstCall)), 1),
      runs,
      latencyMs: GITHUB_LATENCY_MS,
      githubCallsBefore: middle?.sequence.length ?? 0,
      githubRounds: middle?.rounds ?? 0,
      sequence: middle?.sequence ?? [],
      reactionAfterCommentMs: reactionAfter.length > 0 ? round(mean(reactionAfter), 1) : undefined,
    };
  } finally {
    await router.close();
    await gh.close();
    await model.close();
    removeGitTemplates();
    await rm(root, { recursive: true, force: true });
  }
}

/** The tracking comment's POST and the 👀's, apart: undefined when either was not sent. */
function reactionAfterComment(calls: readonly RoutedCall[]): number | undefined {
  const posted = (pattern: RegExp) => calls.find((c) => c.method === "POST" && pattern.test(c.path));
  const comment = posted(/\/issues\/\d+\/comments$/);
  const reaction = posted(/\/reactions$/);
  return comment && reaction ? reaction.arrivedAt - comment.arrivedAt : undefined;
}

/** Resolves once the router has seen the 👀's POST, or after `limitMs`. */
async function reactionSent(router: GitHubRouter, limitMs: number): Promise<void> {
  const until = performance.now() + limitMs;
  while (performance.now() < until && !router.calls.some((c) => c.path.endsWith("/reactions"))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Spawns the bundle and kills it at its first model request, or once `hold` resolves after it;
 * resolves with that request's time.
 */
export function firstModelRequest(
  env: NodeJS.ProcessEnv,
  cwd: string,
  model: ModelServerProcess,
  hold: () => Promise<void> = async () => {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child: ChildProcess = spawn(process.execPath, [BUNDLE], {
      env,
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    let reached: number | undefined;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no model request within ${RUN_TIMEOUT_MS} ms:\n${output}`));
    }, RUN_TIMEOUT_MS);
    model.nextRequest().then(
      (at) => {
        reached = at;
        void hold().finally(() => child.kill("SIGKILL"));
      },
      () => {},
    );
    child.on("error", reject);
    child.on("exit", () => {
      clearTimeout(timer);
      if (reached === undefined) model.cancelWait();
      if (reached !== undefined) resolve(reached);
      else reject(new Error(`the action exited before its first model request:\n${output}`));
    });
  });
}

export interface RunFiles {
  event: string;
  output: string;
  summary: string;
  state: string;
}

export async function runFiles(root: string, run: number, payload: unknown): Promise<RunFiles> {
  const at = (name: string) => path.join(root, `${run}-${name}`);
  const files = { event: at("event.json"), output: at("output"), summary: at("summary"), state: at("state") };
  await writeFile(files.event, JSON.stringify(payload));
  await Promise.all([files.output, files.summary, files.state].map((file) => writeFile(file, "")));
  return files;
}

/** What a GitHub-hosted runner gives the step, with the production client settings. */
export function runnerEnv(place: {
  files: RunFiles;
  fixture: GitFixture;
  modelUrl: string;
  apiUrl: string;
}): NodeJS.ProcessEnv {
  const inputs: Record<string, string> = {
    ...INPUT_DEFAULTS,
    provider: "anthropic",
    "api-key": "sk-ant-bench-0123456789abcdefghijklmnop",
    "base-url": place.modelUrl,
    "github-token": TOKEN,
    // The unprivileged user needs root or sudo, and creates an account on the machine.
    sandbox: "off",
  };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: place.fixture.env.HOME,
    GIT_CONFIG_NOSYSTEM: "1",
    TMPDIR: tmpdir(),
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "issue_comment",
    GITHUB_EVENT_PATH: place.files.event,
    GITHUB_OUTPUT: place.files.output,
    GITHUB_STEP_SUMMARY: place.files.summary,
    GITHUB_STATE: place.files.state,
    GITHUB_WORKSPACE: place.fixture.workspace,
    GITHUB_REPOSITORY: "octo-org/octo-repo",
    GITHUB_API_URL: place.apiUrl,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "1",
    GITHUB_RUN_NUMBER: "1",
    RUNNER_TEMP: place.fixture.runnerTemp,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

import { expect } from "vitest";
import { issueCommentPayload } from "../e2e/payloads.js";
import type { FakeIssueComment, FakeUser } from "../fakes/github-server.js";
import type { RecordedRequest } from "../fakes/model-server.js";
import {
  type FaultRun,
  type FaultRunOptions,
  type FaultStage,
  type FaultStageOptions,
  findLeaks,
  maskedValues,
  startFaultStage,
} from "./harness-extra.js";
import { TASK } from "./typo-task.js";

/**
 * A fault scenario: one row of docs/reliability.md. `play` sets the fault up, runs the bundled
 * action, asserts what the user would see and returns what it observed, in words built from the
 * run itself (never copied from `expected`). The suite then checks, for every run of the
 * scenario, that no secret got out and that the secrets were handed to the runner's masking.
 */
export interface Scenario {
  /** The test's name, a sentence. */
  name: string;
  /** The fault, as the table's "fault" column says it. */
  fault: string;
  /** What the user should see. */
  expected: string;
  stage?: FaultStageOptions;
  /**
   * Runs `sandbox: auto`, so tool commands run as a sandbox user of the run's own. Otherwise runs
   * default to `sandbox: off`.
   */
  sandboxed?: boolean;
  /**
   * The action stops before it knows the secrets (an input it refuses), so there is nothing to
   * mask yet. Leaks are still looked for.
   */
  failsBeforeSecrets?: boolean;
  /**
   * Only for the scenario that turns the sandbox off on purpose to show that outbound text is
   * redacted even when the model has read the secrets: its model requests may hold them.
   */
  modelMaySeeSecrets?: boolean;
  play(play: Play): Promise<string>;
}

/** What a scenario's `play` gets: the stage and a `run` that records each run for the checks. */
export interface Play {
  stage: FaultStage;
  run(options: FaultRunOptions): Promise<FaultRun>;
}

/** One row of the results table. */
export interface Row {
  group: string;
  scenario: string;
  fault: string;
  expected: string;
  observed: string;
}

export const alice: FakeUser = { login: "alice", type: "User" };
export const PERMISSIONS: FaultStageOptions = { permissions: { alice: "write" } };

/** How much of a failed scenario's job log is shown with its error. */
const JOB_LOG_TAIL_CHARS = 6_000;

/**
 * Runs `scenario` on a fresh stage, then the checks every scenario shares. Returns its row.
 */
export async function playScenario(group: string, scenario: Scenario): Promise<Row> {
  const stage = await startFaultStage(scenario.stage ?? PERMISSIONS);
  const runs: FaultRun[] = [];
  try {
    const observed = await scenario.play({
      stage,
      async run(options) {
        const result = await stage.run({ sandbox: scenario.sandboxed ? "auto" : "off", ...options });
        runs.push(result);
        return result;
      },
    });
    for (const run of runs) {
      const leaks = findLeaks(stage, run).filter(
        (leak) => !(scenario.modelMaySeeSecrets && leak.where.startsWith("model request")),
      );
      expect(leaks, "secrets found outside the action").toEqual([]);
      if (!scenario.failsBeforeSecrets) {
        expect(maskedValues(run)).toEqual(
          expect.arrayContaining([stage.secrets.apiKey, stage.secrets.githubToken]),
        );
      }
    }
    return {
      group,
      scenario: scenario.name,
      fault: scenario.fault,
      expected: scenario.expected,
      observed,
    };
  } catch (error) {
    // The job log of the last run says what the action did; without it a failure is a riddle.
    const last = runs.at(-1);
    if (last && error instanceof Error) {
      error.message += `\n--- job log of the last run (exit ${last.exitCode}) ---\n${last.stdout.slice(-JOB_LOG_TAIL_CHARS)}\n${last.stderr.slice(-JOB_LOG_TAIL_CHARS)}`;
    }
    throw error;
  } finally {
    await stage.close();
  }
}

/**
 * Runs the action on a new comment `body` by alice: on `issue` (an existing issue), on `pull` (a
 * pull request), or on a new issue.
 */
export async function commentRun(
  play: Play,
  options: Omit<FaultRunOptions, "event" | "payload"> & { body?: string; issue?: number; pull?: number } = {},
): Promise<{ run: FaultRun; issue: number; comment: FakeIssueComment }> {
  const { body, issue: existing, pull, ...runOptions } = options;
  const { stage } = play;
  const issue = pull ?? existing ?? stage.gh.addIssue({ title: "Typo in the README" }).number;
  const comment = stage.gh.addComment(issue, body ?? `/agent ${TASK}`, alice);
  const run = await play.run({
    ...runOptions,
    event: "issue_comment",
    payload: issueCommentPayload(stage.gh, comment, { isPullRequest: pull !== undefined }),
  });
  return { run, issue, comment };
}

/** The action's comments on issue `number` (everything not written by alice). */
export function botComments(stage: FaultStage, number: number): FakeIssueComment[] {
  return stage.gh.state.comments.filter((c) => c.issueNumber === number && c.user.login !== alice.login);
}

/** The one comment the action left on `number`; fails when there is not exactly one. */
export function theComment(stage: FaultStage, number: number): string {
  const comments = botComments(stage, number);
  expect(comments, "the action's comments").toHaveLength(1);
  return comments[0]?.body ?? "";
}

/** The tool result the model received for its call `callId`, from the request that carried it. */
export function toolResultSeen(request: RecordedRequest | undefined, index = 0): string {
  const last = request?.body?.messages?.at(-1);
  const results = (last?.content ?? []).filter((block: { type: string }) => block.type === "tool_result");
  const content = results[index]?.content;
  if (typeof content === "string") return content;
  return (content ?? []).map((block: { text?: string }) => block.text ?? "").join("");
}

/**
 * `text` without what changes from run to run (temp folders, pids), for the observed column:
 * the stage's temp root becomes `<tmp>`, a run's folder `<run>`, a pid `<pid>`.
 */
export function stable(stage: FaultStage, text: string): string {
  return text
    .replaceAll(stage.fixture.root, "<tmp>")
    .replace(/run-\d+-[A-Za-z0-9]{6}/g, "<run>")
    .replace(/\/proc\/\d+\//g, "/proc/<pid>/");
}

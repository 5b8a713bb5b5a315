import { expect } from "vitest";
import type { FakeTurn } from "../fakes/model-server.js";
import { TEST_REQUEST_TIMEOUT_MS } from "./harness-extra.js";
import { expectExit, outcome, trajectoryEvents } from "./run-reading.js";
import { commentRun, type Play, type Scenario, theComment } from "./scenario.js";
import { FIXED_README, fixTypo } from "./typo-task.js";

/**
 * Model faults (issue 6, item 5): each is injected once, on the first request of an issue
 * comment's run, and the run must still fix the typo, push it and open the pull request.
 */

/**
 * The model after the fault: it edits until its edit has a result, then answers. It reads the
 * conversation instead of following a script, so an extra retry (a short request timeout firing
 * on a slow machine) repeats an answer instead of skipping one.
 */
const typoFixer: FakeTurn = (request) => {
  const edited = JSON.stringify(request.body.messages ?? []).includes('"tool_result"');
  return edited ? { text: "Fixed the typo." } : { toolCalls: [fixTypo] };
};

/** Runs the typo task with `fault` as the model's first answer; checks the finished, published run. */
async function survives(
  play: Play,
  fault: FakeTurn,
  options: { requestTimeoutMs?: number } = {},
): Promise<string> {
  const { stage } = play;
  stage.model.setDefaultTurn(typoFixer);
  const { run, issue } = await commentRun(play, { ...options, script: [fault] });
  expectExit(run, 0);
  expect(run.outputs.conclusion).toBe("success");
  const branch = run.outputs.branch ?? "";
  expect(stage.originGit(["show", `${branch}:README.md`])).toBe(FIXED_README);
  const pulls = [...stage.gh.state.pulls.values()];
  expect(pulls).toHaveLength(1);
  expect(pulls[0]?.body).toContain(`Fixes #${issue}`);
  const comment = theComment(stage, issue);
  expect(comment).toContain("Repo Agent finished");
  expect(comment).toContain("Fixed the typo.");
  const retries = trajectoryEvents(run).filter((e) => e.type === "retry").length;
  expect(retries).toBeGreaterThan(0);
  return `${outcome(run)}; ${stage.model.requests.length} model requests, ${retries} retried; \`${branch}\` pushed, pull request opened; comment "Repo Agent finished"`;
}

function httpFault(status: number, name: string, headers?: Record<string, string>): Scenario {
  return {
    name: `a ${status} (${name}) from the model is retried and the run finishes`,
    fault: `model answers HTTP ${status}${headers ? ` with \`retry-after: ${headers["retry-after"]}\`` : ""}`,
    expected: "retried with backoff; `success`, changes pushed, pull request opened",
    play: (play) => survives(play, { status, message: `injected ${name}`, ...(headers ? { headers } : {}) }),
  };
}

export const modelScenarios: Scenario[] = [
  httpFault(429, "rate limited", { "retry-after": "1" }),
  httpFault(500, "server error"),
  httpFault(502, "bad gateway"),
  httpFault(503, "unavailable"),
  httpFault(529, "overloaded"),
  {
    name: "a model request that hangs past the request timeout is abandoned and retried",
    fault: `model accepts the request and never answers (request timeout ${TEST_REQUEST_TIMEOUT_MS} ms in the suite, 10 min in production)`,
    expected: "the request is aborted at the timeout and retried; `success`",
    async play(play) {
      const observed = await survives(play, { hang: true }, { requestTimeoutMs: TEST_REQUEST_TIMEOUT_MS });
      const hung = play.stage.model.requests[0];
      await hung?.closed;
      expect(hung?.clientAborted).toBe(true);
      return `${observed}; the hung request was closed by the action`;
    },
  },
  {
    name: "a connection reset by the model server is retried",
    fault: "model server reads the request, then resets the connection",
    expected: "retried; `success`",
    play: (play) => survives(play, { reset: true }),
  },
  {
    name: "a stream cut in the middle of a tool call is retried and the half call never runs",
    fault: "SSE stream ends after 4 events, in the middle of a tool call's arguments",
    expected: "the partial answer is dropped and the request retried; `success`",
    async play(play) {
      const observed = await survives(play, {
        toolCalls: [{ name: "write_file", arguments: { path: "README.md", content: "# Broken\n" } }],
        cutStreamAfterEvents: 4,
      });
      // The retry carries the task alone: the cut answer never entered the history.
      expect(play.stage.model.requests[1]?.body.messages).toHaveLength(1);
      return `${observed}; the retry carried no trace of the cut answer`;
    },
  },
  {
    name: "a malformed SSE event is treated as a broken response and retried",
    fault: "an SSE event whose data is not JSON, after two good events",
    expected: "retried; `success`",
    play: (play) => survives(play, { text: "Fixed the typo.", malformedSse: true }),
  },
  {
    name: "an answer cut by max_tokens in the middle of a tool call is not executed",
    fault: "`stop_reason: max_tokens` with a `write_file` call whose JSON arguments stop half way",
    expected:
      "the cut call is not run; the model is told and continues; `success`, README intact but for the fix",
    async play(play) {
      const { stage } = play;
      const { run, issue } = await commentRun(play, {
        script: [
          {
            toolCalls: [{ name: "write_file", rawArguments: '{"path": "README.md", "content": "# Dem' }],
            stop: "max_tokens",
          },
          { toolCalls: [fixTypo] },
          { text: "Fixed the typo." },
        ],
      });
      expectExit(run, 0);
      expect(run.outputs.conclusion).toBe("success");
      const told = JSON.stringify(stage.model.requests[1]?.body.messages.at(-1));
      expect(told).toContain("cut off by the output-token limit");
      const branch = run.outputs.branch ?? "";
      expect(stage.originGit(["show", `${branch}:README.md`])).toBe(FIXED_README);
      expect(theComment(stage, issue)).toContain("Repo Agent finished");
      return `${outcome(run)}; the cut call got a "not run" result telling the model it was cut off; \`${branch}\` holds only the typo fix`;
    },
  },
  {
    name: "a model error that cannot succeed later fails at once, still pushing the work so far",
    fault: "model answers HTTP 401 (bad API key) on the second request, after one edit",
    expected:
      "no retry; `error` with a message naming the api-key input; the edit pushed to a draft pull request; exit 1",
    async play(play) {
      const { stage } = play;
      const { run, issue } = await commentRun(play, {
        script: [{ toolCalls: [fixTypo] }, { status: 401, message: "invalid x-api-key" }],
      });
      expectExit(run, 1);
      expect(run.outputs.conclusion).toBe("error");
      expect(stage.model.requests).toHaveLength(2);
      const comment = theComment(stage, issue);
      expect(comment).toContain("stopped on an error");
      expect(comment).toContain("api-key");
      const branch = run.outputs.branch ?? "";
      expect(stage.originGit(["show", `${branch}:README.md`])).toBe(FIXED_README);
      const pull = [...stage.gh.state.pulls.values()][0];
      expect(pull?.draft).toBe(true);
      return `${outcome(run)} after ${stage.model.requests.length} model requests; comment "stopped on an error" naming api-key; \`${branch}\` pushed as a draft pull request "${pull?.title}"`;
    },
  },
  {
    name: "a model that stays down is retried a bounded number of times, then the work so far is published",
    fault: "model answers HTTP 503 to every request after the first edit",
    expected: "6 attempts, then `error`; the edit pushed to a draft pull request; exit 1",
    async play(play) {
      const { stage } = play;
      stage.model.setDefaultTurn({ status: 503, message: "down for maintenance" });
      const { run, issue } = await commentRun(play, { script: [{ toolCalls: [fixTypo] }] });
      expectExit(run, 1);
      expect(run.outputs.conclusion).toBe("error");
      expect(run.outputs.response).toContain("gave up after 6 attempts");
      expect(theComment(stage, issue)).toContain("stopped on an error");
      const branch = run.outputs.branch ?? "";
      expect(stage.originGit(["show", `${branch}:README.md`])).toBe(FIXED_README);
      return `${outcome(run)}; ${stage.model.requests.length - 1} attempts at step 2 ("gave up after 6 attempts"); \`${branch}\` pushed as a draft pull request`;
    },
  },
];

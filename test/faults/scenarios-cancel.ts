import { expect } from "vitest";
import { type FaultRun, type FaultStage, processesMatching } from "./harness-extra.js";
import { expectExit, outcome, trajectoryEvents } from "./run-reading.js";
import { commentRun, type Scenario, theComment } from "./scenario.js";
import { FIXED_README, fixTypo } from "./typo-task.js";

/**
 * Runner cancellation and the time limit (issue 6, item 4): the run ends quickly, kills what it
 * started, and still publishes the work done before the signal.
 */

/** "A few seconds": generous for a loaded CI machine, far below the runner's own kill. */
const EXIT_WITHIN_MS = 10_000;

/** Checks a run that stopped with `conclusion` after the typo fix; returns what the user saw. */
function expectStoppedAndPublished(
  stage: FaultStage,
  run: FaultRun,
  issue: number,
  conclusion: "cancelled" | "timeout",
  heading: string,
): string {
  expectExit(run, 1);
  expect(run.outputs.conclusion).toBe(conclusion);
  const branch = run.outputs.branch ?? "";
  expect(stage.originGit(["show", `${branch}:README.md`])).toBe(FIXED_README);
  const pull = [...stage.gh.state.pulls.values()][0];
  expect(pull?.draft).toBe(true);
  expect(pull?.title).toMatch(/^WIP: /);
  const comment = theComment(stage, issue);
  expect(comment).toContain(heading);
  const events = trajectoryEvents(run);
  expect(events.find((e) => e.type === "run_finished")).toMatchObject({ conclusion });
  expect(events.at(-1)).toMatchObject({ type: "published", conclusion, branch });
  return `\`${branch}\` pushed with the fix as draft pull request "${pull?.title}"; comment "${heading}"; trajectory ends with \`run_finished\` (${conclusion}) and \`published\``;
}

export const cancelScenarios: Scenario[] = [
  {
    name: "cancelling the job during a command kills the command and still publishes the work",
    sandboxed: true,
    fault: "SIGINT, then SIGTERM, while a tool command (`sleep 67`, as the sandbox user) runs after an edit",
    expected: `exit 1 within a few seconds, \`cancelled\`; the command's process group killed; the edit pushed; comment and trajectory say so`,
    async play(play) {
      const { stage } = play;
      const { run, issue } = await commentRun(play, {
        script: [
          { toolCalls: [fixTypo] },
          { toolCalls: [{ name: "bash", arguments: { command: "sleep 67" } }] },
        ],
        async during(control) {
          await control.waitFor(() => processesMatching("sleep 67").length > 0, "the command to start");
          control.signal("SIGINT");
          await new Promise((resolve) => setTimeout(resolve, 100));
          control.signal("SIGTERM");
        },
      });
      expect(run.exitAfterSignalMs).toBeLessThan(EXIT_WITHIN_MS);
      expect(processesMatching("sleep 67")).toEqual([]);
      const killed = trajectoryEvents(run).find((e) => e.type === "tool_finished" && e.cancelled === true);
      expect(killed).toBeDefined();
      const published = expectStoppedAndPublished(stage, run, issue, "cancelled", "Repo Agent was cancelled");
      return `${outcome(run)}, sandbox on, within ${EXIT_WITHIN_MS / 1000} s of the signal; \`sleep 67\` gone; ${published}`;
    },
  },
  {
    name: "cancelling the job during a model request aborts the request and still publishes the work",
    fault: "SIGINT while the model server holds the second request open",
    expected: "exit 1 within a few seconds, `cancelled`; the request closed by the action; the edit pushed",
    async play(play) {
      const { stage } = play;
      const { run, issue } = await commentRun(play, {
        script: [{ toolCalls: [fixTypo] }, { hang: true }],
        async during(control) {
          await control.waitFor(() => stage.model.requests.length >= 2, "the second model request");
          control.signal("SIGINT");
        },
      });
      expect(run.exitAfterSignalMs).toBeLessThan(EXIT_WITHIN_MS);
      const hung = stage.model.requests[1];
      await hung?.closed;
      expect(hung?.clientAborted).toBe(true);
      expect(stage.model.requests).toHaveLength(2);
      const published = expectStoppedAndPublished(stage, run, issue, "cancelled", "Repo Agent was cancelled");
      return `${outcome(run)} within ${EXIT_WITHIN_MS / 1000} s of the signal; the hung request closed, no retry; ${published}`;
    },
  },
  {
    name: "reaching timeout-minutes during a command kills it and still publishes the work",
    fault: "`timeout-minutes: 0.2` (12 s) while a tool command (`sleep 68`) runs after an edit",
    expected:
      "exit 1, `timeout`; the command killed; the edit pushed; the comment says the run ran out of time",
    async play(play) {
      const { stage } = play;
      const { run, issue } = await commentRun(play, {
        inputs: { "timeout-minutes": "0.2" },
        script: [
          { toolCalls: [fixTypo] },
          { toolCalls: [{ name: "bash", arguments: { command: "sleep 68" } }] },
        ],
      });
      expect(processesMatching("sleep 68")).toEqual([]);
      const published = expectStoppedAndPublished(
        stage,
        run,
        issue,
        "timeout",
        "Repo Agent stopped: it ran out of time",
      );
      return `${outcome(run)}; \`sleep 68\` gone; ${published}`;
    },
  },
];

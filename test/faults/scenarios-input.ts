import { expect } from "vitest";
import type { InputName } from "../../src/action/inputs.js";
import { schedulePayload, workflowDispatchPayload } from "../e2e/payloads.js";
import type { FaultRun, FaultStage } from "./harness-extra.js";
import { errorLines, expectExit, outcome } from "./run-reading.js";
import { commentRun, type Play, type Scenario, stable, theComment } from "./scenario.js";
import { typoScript } from "./typo-task.js";

/**
 * Bad input (issue 6, item 6): every input with a value it cannot take, malformed and missing
 * event payloads, a 1 MB comment, and tasks with nothing to act on.
 */

/** The one error a refused run printed, without the workflow command around it. */
function theError(run: FaultRun): string {
  const errors = errorLines(run);
  expect(errors, `${run.stdout}\n${run.stderr}`).toHaveLength(1);
  return (errors[0] ?? "").replace(/^::error[^:]*::/, "");
}

/**
 * Checks a run refused before any call: exit 1, one error holding `needle`, nothing sent. With
 * `endAtNeedle` the observed error stops there: what follows is Node's own wording (the JSON
 * parser's), which differs between Node versions.
 */
function expectRefusedEarly(stage: FaultStage, run: FaultRun, needle: string, endAtNeedle = false): string {
  expectExit(run, 1);
  const error = theError(run);
  expect(error).toContain(needle);
  expect(stage.model.requests).toHaveLength(0);
  expect(stage.gh.requests).toHaveLength(0);
  const shown = endAtNeedle ? `${error.slice(0, error.indexOf(needle) + needle.length)}: …` : error;
  return `exit 1, no model or GitHub request; error: "${stable(stage, shown)}"`;
}

function badInput(input: InputName, value: string, also: Partial<Record<InputName, string>> = {}): Scenario {
  return {
    name: `${/^[aeiou]/.test(input) ? "an" : "a"} ${input} of ${value === "" ? "nothing" : JSON.stringify(value)} fails at once, naming the input`,
    fault: `\`${input}: ${value === "" ? "''" : value}\`${input === "api-key" ? " with no `base-url` and no `ANTHROPIC_API_KEY`" : ""}`,
    expected: `exit 1 before any model or GitHub call, with a message naming \`${input}\``,
    failsBeforeSecrets: true,
    async play(play) {
      const { run } = await commentRun(play, { inputs: { [input]: value, ...also } });
      return expectRefusedEarly(play.stage, run, input);
    },
  };
}

/** Runs the action with the event file's text (`null`: no file) and checks the refusal. */
function badPayload(spec: {
  name: string;
  fault: string;
  eventText?: string | null;
  payload?: unknown;
  env?: Record<string, string | undefined>;
  needle: string;
  beforeSecrets: boolean;
  /** Show the error only up to `needle` (see `expectRefusedEarly`). */
  endAtNeedle?: boolean;
}): Scenario {
  return {
    name: spec.name,
    fault: spec.fault,
    expected: "exit 1 with a message saying what is wrong with the payload; no model or GitHub call",
    failsBeforeSecrets: spec.beforeSecrets,
    async play({ stage, run: runAction }) {
      const run = await runAction({
        event: "issue_comment",
        ...(spec.eventText === undefined ? {} : { eventText: spec.eventText }),
        ...(spec.payload === undefined ? {} : { payload: spec.payload }),
        ...(spec.env ? { env: spec.env } : {}),
      });
      return expectRefusedEarly(stage, run, spec.needle, spec.endAtNeedle);
    },
  };
}

/** A task with nothing to act on: the help reply, no model call. */
async function helpReply(play: Play, body: string): Promise<string> {
  const { stage } = play;
  const { run, issue } = await commentRun(play, { body });
  expectExit(run, 0);
  expect(run.outputs.conclusion).toBe("skipped");
  expect(stage.model.requests).toHaveLength(0);
  const reply = theComment(stage, issue);
  expect(reply).toContain("I need a task after `/agent`");
  return `${outcome(run)}; no model request; the reply: "${reply
    .split("\n")
    .find((l) => l.includes("I need a task"))
    ?.trim()}"`;
}

/** One megabyte of prose, in lines, as someone pasting a log would send. */
function megabyte(): string {
  const line = "The build failed again with the same stack trace as yesterday, see below.\n";
  return line.repeat(Math.ceil(1_048_576 / line.length));
}

/** Bound asserted on the user text of the first model request. */
const MAX_USER_TEXT_BYTES = 100_000;

export const inputScenarios: Scenario[] = [
  badInput("provider", "foo"),
  // A server of your own (a base URL) may need no key; the provider's own endpoint always does.
  badInput("api-key", "", { "base-url": "" }),
  badInput("base-url", "not a url"),
  badInput("max-steps", "ten"),
  badInput("timeout-minutes", "abc"),
  badInput("token-limit", "-5"),
  badInput("mode", "sometimes"),
  badInput("allowed-permission", "root"),
  badInput("branch-prefix", "bad prefix/"),
  badInput("sandbox", "maybe"),
  badInput("max-output-tokens", "0"),
  badInput("stream", "perhaps"),
  badInput("github-token", ""),
  {
    name: "a schedule without a task fails at once, naming the input",
    fault: "`schedule` event, `task: ''`",
    expected: "exit 1 with a message naming `task`; no model or GitHub call",
    async play({ stage, run: runAction }) {
      const run = await runAction({ event: "schedule", payload: schedulePayload(stage.gh) });
      return expectRefusedEarly(stage, run, "task");
    },
  },
  {
    name: "a manual run whose task has no words fails at once, naming the input",
    fault: "`workflow_dispatch` with the task `🎉🎉 !!!`",
    expected: "exit 1 with a message asking for a task; no model or GitHub call",
    async play({ stage, run: runAction }) {
      const run = await runAction({
        event: "workflow_dispatch",
        payload: workflowDispatchPayload(stage.gh, { task: "🎉🎉 !!!" }),
      });
      return expectRefusedEarly(stage, run, "task");
    },
  },
  {
    name: "an unknown model name ends the run with a message naming the model",
    fault: "`model: claude-nope`; the API answers 404 `not_found_error`",
    expected: "no retry; `error`, exit 1; the comment names the model and the base-url to check",
    async play(play) {
      const { stage } = play;
      const { run, issue } = await commentRun(play, {
        inputs: { model: "claude-nope" },
        script: [{ status: 404, message: "model: claude-nope" }],
      });
      expectExit(run, 1);
      expect(run.outputs.conclusion).toBe("error");
      expect(stage.model.requests).toHaveLength(1);
      const comment = theComment(stage, issue);
      expect(comment).toContain('Check the model name ("claude-nope")');
      return `${outcome(run)} after 1 model request; the comment says 'Check the model name ("claude-nope") and the base-url'`;
    },
  },
  badPayload({
    name: "an event file that is not JSON fails at once",
    fault: "the file at `GITHUB_EVENT_PATH` holds `{ this is not json`",
    eventText: "{ this is not json",
    needle: "is not valid JSON",
    beforeSecrets: true,
    endAtNeedle: true,
  }),
  badPayload({
    name: "a missing event file fails at once",
    fault: "`GITHUB_EVENT_PATH` names a file that does not exist",
    eventText: null,
    needle: "cannot read the event payload",
    beforeSecrets: true,
  }),
  badPayload({
    name: "an unset GITHUB_EVENT_PATH fails at once",
    fault: "`GITHUB_EVENT_PATH` is not set",
    env: { GITHUB_EVENT_PATH: undefined },
    needle: "GITHUB_EVENT_PATH is not set",
    beforeSecrets: true,
  }),
  badPayload({
    name: "an issue_comment payload of the wrong shape fails at once, naming the field",
    fault: "an `issue_comment` payload whose `issue.number` is a string and which has no `comment`",
    payload: {
      action: "created",
      issue: { number: "one" },
      repository: { name: "r", owner: { login: "o" } },
    },
    needle: "is malformed",
    beforeSecrets: false,
  }),
  {
    name: "a 1 MB comment reaches the model bounded",
    fault: "the comment is `/agent fix the typo in README.md` followed by 1 MB of pasted log",
    expected: `the first model request carries under ${MAX_USER_TEXT_BYTES / 1000} KB of user text; the run finishes; the comment stays under GitHub's limit`,
    async play(play) {
      const { stage } = play;
      const { run, issue } = await commentRun(play, {
        body: `/agent fix the typo in README.md\n\n${megabyte()}`,
        script: typoScript(),
      });
      expectExit(run, 0);
      expect(run.outputs.conclusion).toBe("success");
      const first = stage.model.requests[0]?.body;
      const userText = Buffer.byteLength(JSON.stringify(first?.messages ?? []));
      expect(userText).toBeLessThan(MAX_USER_TEXT_BYTES);
      const comment = theComment(stage, issue);
      expect(comment.length).toBeLessThan(65_536);
      expect(stage.gh.requests.every((r) => JSON.stringify(r.body ?? "").length < 65_536 + 1_000)).toBe(true);
      return `${outcome(run)}; the first model request's messages are ${Math.round(userText / 1000)} KB; every comment under 65,536 characters`;
    },
  },
  {
    name: "a comment with nothing after the phrase gets a helpful reply and no model call",
    fault: "the comment is just `/agent`",
    expected: "`skipped`, exit 0; a reply with an example of how to ask",
    play: (play) => helpReply(play, "/agent"),
  },
  {
    name: "a task with no words in any language gets the same helpful reply",
    fault: "the comment is `/agent 🎉🎉 !!!` (no letter or digit in any script)",
    expected: "`skipped`, exit 0; the helpful reply; no model call",
    play: (play) => helpReply(play, "/agent 🎉🎉 !!!"),
  },
];

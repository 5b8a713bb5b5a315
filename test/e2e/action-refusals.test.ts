import { describe, expect, it, type TestContext } from "vitest";
import type { InputName } from "../../src/action/inputs.js";
import type { FakeUser } from "../fakes/github-server.js";
import { askOnIssue, commentEvent } from "./asks.js";
import { type ActionRun, E2E_TEST_TIMEOUT_MS, errorLines, type Stage, stageForTest } from "./harness.js";
import { schedulePayload } from "./payloads.js";

/**
 * The bundled action, end to end, where it must not run the agent: events it skips, people it
 * does not obey, empty requests and bad inputs. None of them may reach the model.
 */

const writer: FakeUser = { login: "alice", type: "User" };
const reader: FakeUser = { login: "bob", type: "User" };

const stage = (context: TestContext) =>
  stageForTest(context, { permissions: { alice: "write", bob: "read" } });

/** Runs the action on a new comment `body` by `author` on a new issue. */
async function comment(
  s: Stage,
  body: string,
  author: FakeUser,
  inputs: Partial<Record<InputName, string>> = {},
) {
  const { issue, comment: made } = askOnIssue(s, body, { title: "Something to do", author });
  const requestsBefore = s.gh.requests.length;
  const run = await s.run({ ...commentEvent(s.gh, made), inputs });
  return { run, issue, made, githubRequests: s.gh.requests.slice(requestsBefore) };
}

function expectSkipped(run: ActionRun): void {
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  expect(run.outputs.conclusion).toBe("skipped");
  expect(errorLines(run)).toEqual([]);
}

describe.concurrent("events and people the action does not run for", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("skips a commenter below the allowed permission without calling the model or answering", async (context) => {
    const s = await stage(context);
    const { run, githubRequests } = await comment(s, "/agent delete everything", reader);
    expectSkipped(run);
    expect(run.outputs.response).toContain("@bob has read permission");
    expect(s.model.requests).toHaveLength(0);
    expect(githubRequests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /repos/octo-org/octo-repo/collaborators/bob/permission",
    ]);
    expect(s.gh.state.reactions).toEqual([]);
  });

  it("skips a comment written by a bot, even one holding the phrase", async (context) => {
    const s = await stage(context);
    const { run, githubRequests } = await comment(s, "/agent bump the dependencies", {
      login: "dependabot[bot]",
      type: "Bot",
    });
    expectSkipped(run);
    expect(s.model.requests).toHaveLength(0);
    expect(githubRequests).toEqual([]);
  });

  it("skips a comment by a user whose login ends in [bot], whatever its type says", async (context) => {
    const s = await stage(context);
    const { run, githubRequests } = await comment(s, "/agent do it", { login: "helper[bot]", type: "User" });
    expectSkipped(run);
    expect(s.model.requests).toHaveLength(0);
    expect(githubRequests).toEqual([]);
  });

  it("skips a comment that does not contain the trigger phrase", async (context) => {
    const s = await stage(context);
    const { run, githubRequests } = await comment(s, "Thanks, the agent did well!", writer);
    expectSkipped(run);
    expect(s.model.requests).toHaveLength(0);
    expect(githubRequests).toEqual([]);
  });

  it("answers a bare trigger phrase with how to ask, without calling the model", async (context) => {
    const s = await stage(context);
    const { run, made, issue } = await comment(s, "/agent", writer);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("skipped");
    expect(s.model.requests).toHaveLength(0);
    const replies = s.gh.state.comments.filter((c) => c.id !== made.id && c.issueNumber === issue.number);
    expect(replies).toHaveLength(1);
    expect(replies[0]?.body).toContain("I need a task after `/agent`");
  });
});

/** A bad input, the event it is given with, and the input name its message must hold. */
const badInputs: {
  label: string;
  inputs: Partial<Record<InputName, string>>;
  names: string;
  schedule?: true;
}[] = [
  { label: "a non-numeric max-steps", inputs: { "max-steps": "ten" }, names: "max-steps" },
  { label: "a max-steps of 0", inputs: { "max-steps": "0" }, names: "max-steps" },
  { label: "a timeout-minutes of abc", inputs: { "timeout-minutes": "abc" }, names: "timeout-minutes" },
  { label: "a negative token-limit", inputs: { "token-limit": "-5" }, names: "token-limit" },
  { label: "an unknown provider", inputs: { provider: "foo" }, names: "provider" },
  { label: "an unknown mode", inputs: { mode: "x" }, names: "mode" },
  {
    label: "an unknown allowed-permission",
    inputs: { "allowed-permission": "root" },
    names: "allowed-permission",
  },
  // A server of your own (a base URL) may need no key; the provider's own endpoint always does.
  { label: "a missing API key", inputs: { "api-key": "", "base-url": "" }, names: "api-key" },
  { label: "a schedule without a task", inputs: { task: "" }, names: "task", schedule: true },
];

describe.concurrent("bad inputs", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it.for(badInputs)(
    "fail at once on $label, naming the input, before any model or GitHub call",
    async (bad, context) => {
      const s = await stage(context);
      let run: ActionRun;
      if (bad.schedule) {
        run = await s.run({ event: "schedule", payload: schedulePayload(s.gh), inputs: bad.inputs });
      } else {
        ({ run } = await comment(s, "/agent fix the typo", writer, bad.inputs));
      }
      expect(run.exitCode).toBe(1);
      const errors = errorLines(run);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(bad.names);
      expect(s.model.requests).toHaveLength(0);
      expect(s.gh.requests).toHaveLength(0);
    },
  );
});

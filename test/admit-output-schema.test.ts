import { describe, expect, it, type TestContext } from "vitest";
import { admit } from "../src/action/admit.js";
import { describeTask } from "../src/action/describe.js";
import type { ActionIO } from "../src/action/io.js";
import { readRuntime } from "../src/action/runtime.js";
import { issueCommentPayload } from "./e2e/payloads.js";
import { createGitFixture } from "./fakes/git-repo.js";
import { startGitHubServer } from "./fakes/github-server.js";
import { stepEnv } from "./fixtures/step-env.js";

/**
 * An inline `output-schema` is checked at admission: a bad one fails the job before the action
 * says anything on GitHub (no permission check, no comment, no reaction) or calls a model.
 */

const TOKEN = "ghs_admitOutputSchema0123456789abcdefAB";

/** An `ActionIO` that keeps what the action said. */
function recordingIO(): ActionIO & { lines: string[] } {
  const lines: string[] = [];
  const say = (kind: string) => (text: string) => void lines.push(`${kind}: ${text}`);
  return {
    lines,
    info: say("info"),
    warning: say("warning"),
    error: say("error"),
    notice: say("notice"),
    startGroup: say("group"),
    endGroup: () => {},
    setSecret: () => {},
    setOutput: () => {},
    setFailed: say("failed"),
    writeSummary: async () => {},
    saveState: () => {},
  };
}

/** alice's `/agent` comment on an issue, admitted with `output-schema` set to `schema`. */
async function admitWith(context: TestContext, schema: string, files: Record<string, string> = {}) {
  const fixture = createGitFixture({ files: { "README.md": "# Demo\n", ...files } });
  const gh = await startGitHubServer({ token: TOKEN, permissions: { alice: "write" } });
  context.onTestFinished(async () => {
    await gh.close();
    fixture.cleanup();
  });
  const issue = gh.addIssue({ title: "The app crashes on start" });
  const comment = gh.addComment(issue.number, "/agent classify this issue", { login: "alice", type: "User" });
  const env = stepEnv({
    fixture,
    repository: `${gh.owner}/${gh.repo}`,
    apiUrl: gh.url,
    eventName: "issue_comment",
    eventPath: "",
    runId: "7",
    inputs: {
      "github-token": TOKEN,
      "api-key": "sk-admit-output-schema-0123456789",
      "output-schema": schema,
    },
  });
  const io = recordingIO();
  const run = await admit(env, issueCommentPayload(gh, comment), readRuntime(env), io);
  return { run, io, gh };
}

describe("an inline output-schema at admission", () => {
  it("that is not a valid JSON Schema fails the job before any request to GitHub", async (context) => {
    const { run, io, gh } = await admitWith(context, '{"type": "objet"}');
    expect(run).toBeUndefined();
    expect(io.lines.filter((line) => line.startsWith("failed: "))).toEqual([
      expect.stringMatching(/^failed: output-schema is not a valid JSON Schema: at \/type: /),
    ]);
    expect(gh.requests).toEqual([]);
  });

  it("that is valid lets the run go on, with a warning for what the validator ignores", async (context) => {
    const { run, io, gh } = await admitWith(
      context,
      '{"type": "object", "properties": {"a": {"format": "colour"}}}',
    );
    expect(run).toBeDefined();
    // The permission check: what the bad schema never got to.
    expect(gh.requests.length).toBeGreaterThan(0);
    expect(io.lines.filter((line) => line.startsWith("failed: "))).toEqual([]);
    expect(io.lines).toContain(
      'warning: output-schema: unknown format "colour" ignored in schema at path "#/properties/a"',
    );
  });
});

describe("an output-schema given as a path", () => {
  const VERDICT = {
    type: "object",
    properties: { verdict: { enum: ["bug", "feature"] } },
    required: ["verdict"],
  };

  it("is read with the task from the workflow's checkout, and compiled for submit_output", async (context) => {
    const files = { "schemas/verdict.json": JSON.stringify(VERDICT) };
    const { run } = await admitWith(context, "schemas/verdict.json", files);
    if (!run) throw new Error("the run was not admitted");

    const task = await describeTask(run);

    expect(task.outputSchema?.schema).toEqual(VERDICT);
    expect(task.outputSchema?.problems({ verdict: "bug" })).toEqual([]);
  });

  it("that cannot be read stops the run before any model call, naming the file", async (context) => {
    const { run } = await admitWith(context, "schemas/none.json");
    if (!run) throw new Error("the run was not admitted");

    await expect(describeTask(run)).rejects.toThrow(
      "output-schema schemas/none.json could not be read: there is no schemas/none.json in the workspace",
    );
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { FakeIssue } from "../fakes/github-server.js";
import type { FakeAnswer, FakeTurn, RecordedRequest } from "../fakes/model-server.js";
import { alice, askOnIssue, bash, commentEvent, fixTypo } from "./asks.js";
import {
  type ActionRun,
  E2E_TEST_TIMEOUT_MS,
  errorLines,
  type RunOptions,
  type Stage,
  stageForTest,
} from "./harness.js";
import {
  botComments,
  call,
  githubCalls,
  githubWrites,
  injectedText,
  OFF_HOST_IMAGE,
  OPERATION_TOOLS,
  offeredTool,
  offeredTools,
  operationsOutput,
  resultsIn,
  toolResults,
  trackingComment,
} from "./operation-asks.js";
import { schedulePayload } from "./payloads.js";

/**
 * GitHub operations (DESIGN section 9), end to end through the bundle: the workflow declares in
 * `safe-outputs` what the agent may ask for, the model asks through tools, each call is checked
 * at once (a refusal is an error result saying what is allowed) and the accepted ones are applied
 * by the action after the agent has finished, with the run's token, in order.
 */

const REPO_URL = "https://github.com/octo-org/octo-repo";

/**
 * Gives the repository, beside GitHub's default labels (bug, documentation, question, wontfix…),
 * the two a triage workflow of ours uses.
 */
function withLabels(s: Stage): void {
  for (const [index, name] of ["needs-triage", "triage"].entries()) {
    s.gh.state.labels.push({ id: 90_000 + index, name, color: "ededed", description: null, default: false });
  }
}

/** A new issue by alice (labelled `labels`) with her request on it, and the run on that request. */
async function runOnNewIssue(
  s: Stage,
  request: string,
  options: { safeOutputs: string; script: FakeTurn[]; labels?: string[]; inputs?: RunOptions["inputs"] },
): Promise<{ run: ActionRun; issue: FakeIssue }> {
  const { issue, comment } = askOnIssue(s, request, { title: "The demo needs triage" });
  issue.labels.push(...(options.labels ?? []));
  const run = await s.run({
    ...commentEvent(s.gh, comment),
    inputs: { "safe-outputs": options.safeOutputs, ...options.inputs },
    script: options.script,
  });
  return { run, issue };
}

/**
 * Requests that acted on GitHub for an operation, as `METHOD /path` without the repository: every
 * write but the 👀, the tracking comment's creation (the first comment the run posts) and its updates.
 */
function operationWrites(s: Stage): string[] {
  let trackingSeen = false;
  return githubWrites(s)
    .map((line) => line.replace(/ \/repos\/[^/]+\/[^/]+/, " "))
    .filter((line) => {
      if (line.endsWith("/reactions") || line.startsWith("PATCH /issues/comments/")) return false;
      if (!trackingSeen && /^POST \/issues\/\d+\/comments$/.test(line)) {
        trackingSeen = true;
        return false;
      }
      return true;
    });
}

function expectDone(run: ActionRun): void {
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  expect(run.outputs.conclusion).toBe("success");
}

const EVERY_KEY = `
add-labels:
remove-labels:
create-issue:
  title-prefix: "[triage] "
  labels: [triage]
add-comment:
close-issue:
`;

describe.concurrent("GitHub operations the agent asks for, run from the bundle", {
  timeout: E2E_TEST_TIMEOUT_MS,
}, () => {
  it("offers one tool per safe-outputs key and applies every accepted call after the model has finished, in order", async (context) => {
    const s = await stageForTest(context);
    withLabels(s);
    let writesWhileTheModelWorked: string[] | undefined;
    const { run, issue } = await runOnNewIssue(s, "/agent triage this issue", {
      safeOutputs: EVERY_KEY,
      labels: ["needs-triage"],
      script: [
        { toolCalls: [call.addLabels(["bug"]), call.removeLabels(["needs-triage"])] },
        {
          toolCalls: [
            call.createIssue("Document the demo", "The README has no usage section.", ["documentation"]),
          ],
        },
        { toolCalls: [call.addComment("Labelled as a bug and filed a follow-up.")] },
        { toolCalls: [call.closeIssue("not_planned", { comment: "Closing: the follow-up tracks it." })] },
        () => {
          writesWhileTheModelWorked = githubWrites(s);
          return { text: "Triaged: labelled, filed a follow-up, closed." };
        },
      ],
    });

    expectDone(run);
    expect(offeredTools(s)).toEqual(expect.arrayContaining(OPERATION_TOOLS));
    // Each tool has parameters a model can fill in, and words saying what it does.
    for (const name of OPERATION_TOOLS) {
      const tool = offeredTool(s, name);
      expect(tool?.description, name).toBeTruthy();
      expect(tool?.input_schema?.type, name).toBe("object");
    }
    expect(Object.keys(offeredTool(s, "add_labels")?.input_schema?.properties ?? {})).toContain("labels");
    expect(Object.keys(offeredTool(s, "close_issue")?.input_schema?.properties ?? {})).toContain("reason");
    // Every call was accepted, and the model was told it happens after the run.
    for (const index of [1, 2, 3, 4]) {
      for (const result of toolResults(s, index)) {
        expect(result.isError, result.text).toBe(false);
        expect(result.text).toMatch(/after/i);
      }
    }

    // Nothing was done on GitHub while the model worked but the 👀 and the tracking comment.
    expect(
      (writesWhileTheModelWorked ?? ["the last turn never came"]).filter(
        (line) =>
          !line.endsWith("/reactions") &&
          !line.startsWith("PATCH /repos/octo-org/octo-repo/issues/comments/"),
      ),
    ).toEqual([`POST /repos/octo-org/octo-repo/issues/${issue.number}/comments`]);

    // Then, in the order asked: the label added and the other removed, the follow-up filed, the
    // comment, the closing comment, and the issue closed as not planned.
    const after = s.gh.state.issues.get(issue.number);
    expect(after?.labels).toContain("bug");
    expect(after?.labels).not.toContain("needs-triage");
    expect(after?.state).toBe("closed");
    const closing = s.gh.requestsTo("PATCH", `/repos/*/issues/${issue.number}`);
    expect(closing.map((r) => r.body)).toEqual([
      expect.objectContaining({ state: "closed", state_reason: "not_planned" }),
    ]);
    const filed = [...s.gh.state.issues.values()].filter((i) => i.number !== issue.number);
    expect(filed).toHaveLength(1);
    expect(filed[0]?.title).toBe("[triage] Document the demo");
    expect(filed[0]?.body).toContain("The README has no usage section.");
    expect(filed[0]?.labels).toEqual(expect.arrayContaining(["documentation", "triage"]));
    const bodies = botComments(s, issue.number).map((c) => c.body);
    expect(bodies).toEqual(
      expect.arrayContaining([
        "Labelled as a bug and filed a follow-up.",
        expect.stringContaining("Closing: the follow-up tracks it."),
      ]),
    );
    expect(operationWrites(s)).toEqual([
      `POST /issues/${issue.number}/labels`,
      `DELETE /issues/${issue.number}/labels/needs-triage`,
      "POST /issues",
      `POST /issues/${issue.number}/comments`,
      `POST /issues/${issue.number}/comments`,
      `PATCH /issues/${issue.number}`,
    ]);

    // The output, the comment, the summary and the log all list them with their links.
    const operations = operationsOutput(run);
    expect(operations.map((o) => [o.type, o.status])).toEqual([
      ["add-labels", "applied"],
      ["remove-labels", "applied"],
      ["create-issue", "applied"],
      ["add-comment", "applied"],
      ["close-issue", "applied"],
    ]);
    const filedUrl = `${REPO_URL}/issues/${filed[0]?.number}`;
    expect(operations[2]).toMatchObject({ target: filed[0]?.number, url: filedUrl });
    expect(operations[0]).toMatchObject({ target: issue.number });
    expect(operations[3]?.url).toContain(`${REPO_URL}/issues/${issue.number}#issuecomment-`);
    expect(trackingComment(s, issue.number)?.body).toContain(filedUrl);
    expect(run.summary).toContain(filedUrl);
    const published = readFileSync(run.outputs["log-file"] ?? "", "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; operations?: unknown[] })
      .find((event) => event.type === "published");
    expect(published?.operations).toHaveLength(5);
  });

  it("refuses each tool's call outside what safe-outputs allows, says what is allowed, and applies none", async (context) => {
    const s = await stageForTest(context);
    withLabels(s);
    const other = s.gh.addIssue({ title: "Someone else's issue" });
    const { run, issue } = await runOnNewIssue(s, "/agent triage this issue", {
      safeOutputs: `
add-labels: { allowed: [bug, documentation] }
remove-labels: { allowed: [needs-triage] }
create-issue:
add-comment: { target: triggering }
close-issue: { target: triggering }
`,
      labels: ["bug"],
      script: [
        {
          toolCalls: [
            call.addLabels(["wontfix"]),
            call.removeLabels(["bug"]),
            call.createIssue("", "A body with no title."),
            call.addComment("Over here!", other.number),
            call.closeIssue("completed", { issue: other.number }),
          ],
        },
        { text: "I could not do any of that." },
      ],
    });

    expectDone(run);
    const results = toolResults(s, 1);
    expect(results.map((r) => r.isError)).toEqual([true, true, true, true, true]);
    expect(results[0]?.text).toContain("bug");
    expect(results[0]?.text).toContain("documentation");
    expect(results[1]?.text).toContain("needs-triage");
    expect(results[2]?.text).toMatch(/title/i);
    expect(results[3]?.text).toContain(`#${issue.number}`);
    expect(results[4]?.text).toContain(`#${issue.number}`);

    expect(operationWrites(s)).toEqual([]);
    expect(s.gh.state.issues.get(issue.number)?.labels).toEqual(["bug"]);
    expect(s.gh.state.issues.size).toBe(2);
    expect(s.gh.state.comments.filter((c) => c.issueNumber === other.number)).toEqual([]);
    expect(s.gh.state.issues.get(other.number)?.state).toBe("open");
    const operations = operationsOutput(run);
    expect(operations.map((o) => [o.type, o.status])).toEqual([
      ["add-labels", "refused"],
      ["remove-labels", "refused"],
      ["create-issue", "refused"],
      ["add-comment", "refused"],
      ["close-issue", "refused"],
    ]);
    for (const operation of operations) expect(operation.reason, operation.type).toBeTruthy();
    expect(trackingComment(s, issue.number)?.body).toContain("refused");
  });

  it("offers no tool for a key safe-outputs leaves out, and none at all without safe-outputs", async (context) => {
    const s = await stageForTest(context);
    withLabels(s);
    const { run } = await runOnNewIssue(s, "/agent file a follow-up", {
      safeOutputs: "add-labels:",
      script: [
        { toolCalls: [call.createIssue("Follow-up", "Something to do.")] },
        { text: "Could not file it." },
      ],
    });

    expectDone(run);
    const offered = offeredTools(s, 0);
    expect(offered).toContain("add_labels");
    for (const name of OPERATION_TOOLS.filter((n) => n !== "add_labels")) expect(offered).not.toContain(name);
    expect(toolResults(s, 1)[0]?.isError).toBe(true);
    expect(s.gh.state.issues.size).toBe(1);
    expect(operationWrites(s)).toEqual([]);

    const asked = s.model.requests.length;
    const plain = askOnIssue(s, "/agent just answer");
    const second = await s.run({ ...commentEvent(s.gh, plain.comment), script: [{ text: "Answered." }] });
    expectDone(second);
    for (const name of OPERATION_TOOLS) expect(offeredTools(s, asked)).not.toContain(name);
    expect(operationsOutput(second)).toEqual([]);
  });

  it("holds max: a call past it is refused and only the calls within it are applied", async (context) => {
    const s = await stageForTest(context);
    withLabels(s);
    const { run, issue } = await runOnNewIssue(s, "/agent label and file", {
      safeOutputs: "add-labels: { max: 2 }\ncreate-issue:",
      script: [
        { toolCalls: [call.addLabels(["bug"])] },
        { toolCalls: [call.addLabels(["documentation"])] },
        {
          toolCalls: [
            call.addLabels(["question"]),
            call.createIssue("First follow-up", "One."),
            call.createIssue("Second follow-up", "Two."),
          ],
        },
        { text: "Done what I could." },
      ],
    });

    expectDone(run);
    const third = toolResults(s, 3);
    expect(third.map((r) => r.isError)).toEqual([true, false, true]);
    expect(third[0]?.text).toContain("max");
    expect(third[0]?.text).toMatch(/\b2\b|twice/);
    expect(third[2]?.text).toContain("max");
    expect(s.gh.state.issues.get(issue.number)?.labels.sort()).toEqual(["bug", "documentation"]);
    const filed = [...s.gh.state.issues.values()].filter((i) => i.number !== issue.number);
    expect(filed.map((i) => i.title)).toEqual(["First follow-up"]);
    expect(operationsOutput(run).map((o) => o.status)).toEqual([
      "applied",
      "applied",
      "refused",
      "applied",
      "refused",
    ]);
  });

  it("lets the model correct a refused call in its next step from what the refusal says", async (context) => {
    const s = await stageForTest(context);
    withLabels(s);
    /** The model reads the refusal and retries with the allowed label it names, or gives up. */
    const retry = (request: RecordedRequest): FakeAnswer => {
      const [refusal] = resultsIn(request);
      if (refusal?.isError && refusal.text.includes("documentation"))
        return { toolCalls: [call.addLabels(["documentation"])] };
      return { text: `I gave up: ${refusal?.text}` };
    };
    const { run, issue } = await runOnNewIssue(s, "/agent label this as docs", {
      safeOutputs: "add-labels: { allowed: [bug, documentation] }",
      script: [{ toolCalls: [call.addLabels(["docs"])] }, retry, { text: "Labelled it documentation." }],
    });

    expectDone(run);
    expect(s.model.requests).toHaveLength(3);
    expect(toolResults(s, 2)[0]?.isError).toBe(false);
    expect(s.gh.state.issues.get(issue.number)?.labels).toEqual(["documentation"]);
    expect(operationsOutput(run).map((o) => o.status)).toEqual(["refused", "applied"]);
    expect(run.outputs.response).toBe("Labelled it documentation.");
  });

  it("applies the accepted calls of a run that ends on max-steps, and still fails the job", async (context) => {
    const s = await stageForTest(context);
    withLabels(s);
    const { run, issue } = await runOnNewIssue(s, "/agent triage this issue", {
      safeOutputs: "add-labels:\nadd-comment:",
      inputs: { "max-steps": "2" },
      script: [
        { toolCalls: [call.addLabels(["bug"])] },
        { toolCalls: [call.addComment("Halfway through the triage.")] },
        { toolCalls: [bash("ls")] },
      ],
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe("max_steps");
    expect(s.model.requests).toHaveLength(2);
    expect(s.gh.state.issues.get(issue.number)?.labels).toEqual(["bug"]);
    expect(botComments(s, issue.number).map((c) => c.body)).toContain("Halfway through the triage.");
    expect(operationsOutput(run).map((o) => o.status)).toEqual(["applied", "applied"]);
  });

  it("reports an operation GitHub refuses, applies the others, and ends the run in error", async (context) => {
    const s = await stageForTest(context);
    withLabels(s);
    const { issue, comment } = askOnIssue(s, "/agent triage this issue");
    s.gh.fail("POST", `/repos/*/issues/${issue.number}/labels`, {
      status: 422,
      body: { message: "Validation Failed" },
    });
    const run = await s.run({
      ...commentEvent(s.gh, comment),
      inputs: { "safe-outputs": "add-comment:\nadd-labels:\ncreate-issue:" },
      script: [
        {
          toolCalls: [
            call.addComment("Looking into it."),
            call.addLabels(["bug"]),
            call.createIssue("Follow-up", "Filed after the label."),
          ],
        },
        { text: "Triaged." },
      ],
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe("error");
    expect(errorLines(run).length).toBeGreaterThan(0);
    expect(botComments(s, issue.number).map((c) => c.body)).toContain("Looking into it.");
    expect(s.gh.state.issues.get(issue.number)?.labels).toEqual([]);
    const filed = [...s.gh.state.issues.values()].filter((i) => i.number !== issue.number);
    expect(filed.map((i) => i.title)).toEqual(["Follow-up"]);
    const operations = operationsOutput(run);
    expect(operations.map((o) => [o.type, o.status])).toEqual([
      ["add-comment", "applied"],
      ["add-labels", "refused"],
      ["create-issue", "applied"],
    ]);
    expect(operations[1]?.reason).toContain("GitHub refused it");
    expect(operations[1]?.reason).toContain("422");
    const tracking = trackingComment(s, issue.number)?.body ?? "";
    expect(tracking).toContain("GitHub refused it");
    expect(run.summary).toContain("GitHub refused it");
  });
});

describe.concurrent("bad safe-outputs", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  const cases = [
    { label: "a max of 0", text: "add-labels:\n  max: 0\n", names: "add-labels.max" },
    { label: "an unknown key", text: "delete-repository:\n", names: "delete-repository" },
    { label: "an unknown option", text: "add-labels: { colour: red }", names: "colour" },
    {
      label: "a max that is not a number",
      text: 'create-issue: { max: "three" }',
      names: "create-issue.max",
    },
    { label: "an unknown target", text: "add-comment: { target: everyone }", names: "add-comment.target" },
    { label: "text that is neither YAML nor JSON", text: "add-labels: [bug", names: "safe-outputs" },
  ];
  it.for(cases)("fails on $label, naming it, before any model or GitHub request", async (bad, context) => {
    const s = await stageForTest(context);
    const { comment } = askOnIssue(s, "/agent triage this issue");
    const run = await s.run({ ...commentEvent(s.gh, comment), inputs: { "safe-outputs": bad.text } });

    expect(run.exitCode).toBe(1);
    const errors = errorLines(run);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("safe-outputs");
    expect(errors[0]).toContain(bad.names);
    expect(s.model.requests).toHaveLength(0);
    expect(s.gh.requests).toHaveLength(0);
  });
});

/**
 * The attacker's read: the operations are the agent's words reaching GitHub with the action's
 * token. A model that a prompt injection controls asks for all it can; it gets only what the
 * workflow declared.
 */
describe.concurrent("a prompt-injected model asking for operations", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("cannot reach another repository, however it names one", async (context) => {
    const s = await stageForTest(context);
    withLabels(s);
    s.gh.addIssue({ title: "An issue numbered like the other repository's" });
    const { run, issue } = await runOnNewIssue(s, "/agent triage this issue", {
      safeOutputs:
        "add-labels:\ncreate-issue: { max: 3 }\nadd-comment: { target: any, max: 3 }\nclose-issue: { target: any }",
      script: [
        {
          toolCalls: [
            call.addComment("Leaked.", "other-org/other-repo#1"),
            call.addComment("Leaked.", "https://github.com/other-org/other-repo/issues/1"),
            { name: "add_labels", arguments: { labels: ["bug"], issue: 1, repo: "other-org/other-repo" } },
            {
              name: "create_issue",
              arguments: {
                title: "Planted",
                body: "x",
                repository: "other-org/other-repo",
                owner: "other-org",
              },
            },
            call.closeIssue("completed", { issue: "other-org/other-repo#1" }),
          ],
        },
        { text: "Done." },
      ],
    });

    expectDone(run);
    const results = toolResults(s, 1);
    // An issue named by another repository's reference or address is not an issue number here.
    expect(results[0]?.isError).toBe(true);
    expect(results[1]?.isError).toBe(true);
    expect(results[4]?.isError).toBe(true);
    // Whatever was accepted went to this repository and nowhere else.
    const elsewhere = githubCalls(s).filter(
      (line) => /\/repos\//.test(line) && !line.includes("/repos/octo-org/octo-repo"),
    );
    expect(elsewhere).toEqual([]);
    expect(githubCalls(s).join("\n")).not.toContain("other-org");
    expect(s.gh.state.comments.filter((c) => c.body === "Leaked.")).toEqual([]);
    expect(botComments(s, issue.number)).toHaveLength(1);
    expect(s.gh.state.issues.get(1)?.state).toBe("open");
    expect(botComments(s, 1)).toEqual([]);
    expect(issue.number).toBe(2);
  });

  it("cannot comment on or close an issue other than the run's own under target triggering", async (context) => {
    const s = await stageForTest(context);
    const other = s.gh.addIssue({ title: "A maintainer's roadmap issue" });
    const { run, issue } = await runOnNewIssue(s, "/agent triage this issue", {
      safeOutputs: "add-comment: { target: triggering, max: 3 }\nclose-issue: { target: triggering }",
      script: [
        {
          toolCalls: [
            call.addComment("Spam on another thread.", other.number),
            call.addComment("Spam again.", `#${other.number}`),
            call.closeIssue("not_planned", { issue: other.number, comment: "Closed by the bot." }),
            call.addComment("Triage notes for this issue."),
          ],
        },
        { text: "Done." },
      ],
    });

    expectDone(run);
    expect(toolResults(s, 1).map((r) => r.isError)).toEqual([true, true, true, false]);
    expect(s.gh.state.comments.filter((c) => c.issueNumber === other.number)).toEqual([]);
    expect(s.gh.state.issues.get(other.number)?.state).toBe("open");
    expect(s.gh.requestsTo("PATCH", `/repos/*/issues/${other.number}`)).toEqual([]);
    expect(botComments(s, issue.number).map((c) => c.body)).toContain("Triage notes for this issue.");
  });

  it("cannot comment anywhere under target triggering when the run has no issue (a schedule)", async (context) => {
    const s = await stageForTest(context);
    const existing = s.gh.addIssue({ title: "Flaky test: login" });
    const run = await s.run({
      event: "schedule",
      payload: schedulePayload(s.gh),
      inputs: { task: "File an issue per flaky test", "safe-outputs": "create-issue:\nadd-comment:" },
      script: [
        {
          toolCalls: [
            call.addComment("Still flaky."),
            call.addComment("Still flaky.", existing.number),
            call.createIssue("Flaky test: checkout", "Failed 3 of 10 runs."),
          ],
        },
        { text: "Filed one issue." },
      ],
    });

    expectDone(run);
    expect(toolResults(s, 1).map((r) => r.isError)).toEqual([true, true, false]);
    expect(s.gh.state.comments).toEqual([]);
    const titles = [...s.gh.state.issues.values()].map((i) => i.title);
    expect(titles).toEqual(["Flaky test: login", "Flaky test: checkout"]);
    expect(operationsOutput(run).map((o) => o.status)).toEqual(["refused", "refused", "applied"]);
  });

  it("pings nobody but the requester and loads no off-host image through what it publishes, keeping GitHub links", async (context) => {
    const s = await stageForTest(context);
    const text = injectedText(alice.login, REPO_URL);
    const { run, issue } = await runOnNewIssue(s, "/agent triage this issue", {
      safeOutputs: "add-comment:\ncreate-issue:",
      script: [
        {
          toolCalls: [fixTypo, call.addComment(text), call.createIssue("Ask @mallory about the demo", text)],
        },
        { text },
      ],
    });

    expectDone(run);
    const tracking = trackingComment(s, issue.number);
    const added = botComments(s, issue.number).filter((c) => c.id !== tracking?.id);
    expect(added).toHaveLength(1);
    const filed = [...s.gh.state.issues.values()].find((i) => i.number !== issue.number && !i.isPullRequest);
    expect(filed?.title).toContain("`@mallory`");
    expect(filed?.title).not.toMatch(/(^|[^`])@mallory/);
    for (const [where, published] of [
      ["the comment", added[0]?.body],
      ["the new issue", filed?.body],
      ["the tracking comment", tracking?.body],
      ["the pull request", [...s.gh.state.pulls.values()][0]?.body],
    ] as const) {
      expectNeutralised(where, published ?? "");
    }
  });

  it("pings nobody and loads no off-host image through the answer and the pull request, without any operation", async (context) => {
    const s = await stageForTest(context);
    const text = injectedText(alice.login, REPO_URL);
    const { run, issue } = await runOnNewIssue(s, "/agent fix the typo in README.md", {
      safeOutputs: "",
      script: [{ toolCalls: [fixTypo] }, { text }],
    });

    expectDone(run);
    const tracking = trackingComment(s, issue.number);
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expectNeutralised("the tracking comment", tracking?.body ?? "");
    expectNeutralised("the pull request", pulls[0]?.body ?? "");
  });

  it("adds only allowed labels, or only labels the repository has, and creates none", async (context) => {
    const s = await stageForTest(context);
    withLabels(s);
    const labelsBefore = s.gh.state.labels.map((l) => l.name);
    const { run, issue } = await runOnNewIssue(s, "/agent label this issue", {
      safeOutputs: "add-labels: { allowed: [bug, documentation], max: 3 }\nremove-labels:\ncreate-issue:",
      labels: ["question"],
      script: [
        {
          toolCalls: [
            call.addLabels(["security-critical"]),
            call.addLabels(["bug", "pwned"]),
            call.addLabels(["BUG"]),
            call.removeLabels(["ghost"]),
            call.createIssue("Follow-up", "x", ["pwned"]),
          ],
        },
        { text: "Done." },
      ],
    });

    expectDone(run);
    const results = toolResults(s, 1);
    expect(results.map((r) => r.isError)).toEqual([true, true, false, true, true]);
    expect(results[0]?.text).toContain("bug");
    expect(results[0]?.text).toContain("documentation");
    // Matched without regard to case, and added with the spelling the workflow allowed.
    expect(s.gh.state.issues.get(issue.number)?.labels.sort()).toEqual(["bug", "question"]);
    const added = s.gh.requestsTo("POST", `/repos/*/issues/${issue.number}/labels`);
    expect(added.map((r) => r.body)).toEqual([expect.objectContaining({ labels: ["bug"] })]);
    expect(s.gh.state.labels.map((l) => l.name)).toEqual(labelsBefore);
    expect(s.gh.requestsTo("POST", /^\/repos\/[^/]+\/[^/]+\/labels$/)).toEqual([]);
    expect(s.gh.state.issues.size).toBe(1);
  });
});

/**
 * `published` pings nobody but alice and loads nothing from the off-host address: outside code
 * (fenced blocks and code spans, which GitHub renders as text), no mention of anyone else and no
 * trace of that host; the mentions and the address are still there, as code; the requester's
 * mention and the link to the GitHub server stay as they were written.
 */
function expectNeutralised(where: string, published: string): void {
  const rendered = outsideCode(published);
  expect(rendered, where).not.toContain("@mallory");
  expect(rendered, where).not.toContain("@octo-org/admins");
  expect(rendered, where).not.toContain("evil.example");
  expect(published, where).toContain("`@mallory`");
  expect(published, where).toContain("`@octo-org/admins`");
  expect(published, where).toContain(`\`${OFF_HOST_IMAGE}\``);
  expect(published, where).not.toMatch(/<img[^>]+evil\.example/);
  expect(rendered, where).toMatch(/@alice\b/);
  expect(rendered, where).toContain(`${REPO_URL}/issues/1`);
}

/** Markdown with its fenced code blocks and code spans taken out: what GitHub renders as more than text. */
function outsideCode(markdown: string): string {
  const withoutFences = markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm, "");
  // A code span opens and closes with backtick runs of the same length (CommonMark 6.1).
  return withoutFences.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, "");
}

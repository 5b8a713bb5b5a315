import { describe, expect, it, type TestContext } from "vitest";
import { createOperationTools } from "../src/action/operation-tools.js";
import { createGitHubClient, FAST_TIMING } from "../src/github/client.js";
import { applyOperations } from "../src/github/operations/apply.js";
import { readRepositoryLabels } from "../src/github/operations/label-list.js";
import { OperationRequests } from "../src/github/operations/requests.js";
import type { SafeOutputs } from "../src/github/operations/safe-outputs.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { type FakeGitHub, type FakeLabelSpec, startGitHubServer } from "./fakes/github-server.js";

/**
 * The GitHub operations the agent may ask for (`safe-outputs`): each call checked when asked,
 * refused with what is allowed, and the accepted ones applied afterwards on the fake GitHub
 * through the real client. The refusals are the attacker's tests: a prompt-injected model must
 * not reach beyond what the workflow declared.
 */

const TOKEN = "ghs_operationsToken0123456789abcdefABCDE";
const repo = { owner: "octo-org", repo: "octo-repo" };
const SERVER = "https://github.com";

async function setup(
  context: TestContext,
  config: SafeOutputs,
  options: { labels?: FakeLabelSpec[]; triggering?: "issue" | "none" } = {},
) {
  const gh = await startGitHubServer({
    ...repo,
    token: TOKEN,
    ...(options.labels ? { labels: options.labels } : {}),
  });
  context.onTestFinished(() => gh.close());
  const issue = gh.addIssue({ title: "The build fails on Windows" });
  const other = gh.addIssue({ title: "Someone else's issue" });
  const client = createGitHubClient({ token: TOKEN, baseUrl: gh.url, timing: FAST_TIMING });
  const requests = new OperationRequests({
    config,
    triggering: options.triggering === "none" ? undefined : issue.number,
    repoLabels: () => readRepositoryLabels(client, repo),
  });
  const apply = (staged = false, publishable = (text: string) => text) =>
    applyOperations({ client, repo, asked: requests.asked, publishable, staged, serverUrl: SERVER });
  return { gh, client, issue, other, requests, apply };
}

function writes(gh: FakeGitHub) {
  return gh.requests.filter((r) => r.method !== "GET");
}

describe("add_labels and remove_labels", () => {
  it("adds an allowed label to the run's issue after the run, in the allowed spelling", async (context) => {
    const s = await setup(context, { "add-labels": { allowed: ["bug", "needs-triage"], max: 3 } });

    const answer = await s.requests.ask("add-labels", { labels: ["BUG"] });
    expect(answer).toEqual({ ok: true, value: expect.stringContaining('Accepted: add "bug" to #1') });
    expect(writes(s.gh)).toEqual([]);

    const applied = await s.apply();
    expect(applied).toEqual({
      failed: 0,
      reports: [
        {
          type: "add-labels",
          target: s.issue.number,
          status: "applied",
          url: `${SERVER}/octo-org/octo-repo/issues/${s.issue.number}`,
          summary: "bug",
        },
      ],
    });
    expect(s.gh.state.issues.get(s.issue.number)?.labels).toEqual(["bug"]);
  });

  it("refuses a label not in allowed, naming the labels that are", async (context) => {
    const s = await setup(context, { "add-labels": { allowed: ["bug", "needs-triage"], max: 3 } });

    const answer = await s.requests.ask("add-labels", { labels: ["bug", "security-approved"] });

    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error).toContain(
      '"security-approved" is not allowed; the labels allowed are "bug", "needs-triage"',
    );
    const applied = await s.apply();
    expect(applied.reports).toEqual([
      expect.objectContaining({ type: "add-labels", status: "refused", summary: "bug, security-approved" }),
    ]);
    expect(applied.failed).toBe(0);
    expect(writes(s.gh)).toEqual([]);
  });

  it("refuses a label the repository does not have, listing those it has, and reads the labels once", async (context) => {
    const s = await setup(
      context,
      { "add-labels": { max: 3 } },
      { labels: [{ name: "bug" }, { name: "flaky" }] },
    );

    const refused = await s.requests.ask("add-labels", { labels: ["wontfix"] });
    const accepted = await s.requests.ask("add-labels", { labels: ["Flaky"] });

    expect(refused).toEqual({
      ok: false,
      error: expect.stringContaining(
        '"wontfix" is not a label of this repository; the labels that exist are "bug", "flaky"',
      ),
    });
    expect(accepted.ok).toBe(true);
    expect(s.gh.requestsTo("GET", "/repos/octo-org/octo-repo/labels")).toHaveLength(1);
    await s.apply();
    expect(s.gh.state.issues.get(s.issue.number)?.labels).toEqual(["flaky"]);
    expect(s.gh.state.labels.map((l) => l.name)).toEqual(["bug", "flaky"]);
  });

  it("reads every page of a repository with many labels", async (context) => {
    const many = Array.from({ length: 230 }, (_, i) => ({ name: `area-${i}` }));
    const s = await setup(context, { "add-labels": { max: 1 } }, { labels: many });

    const answer = await s.requests.ask("add-labels", { labels: ["area-229"] });

    expect(answer.ok).toBe(true);
    expect(s.gh.requestsTo("GET", "/repos/octo-org/octo-repo/labels")).toHaveLength(3);
  });

  it("labels another issue of the repository when named, and removes a label that is there", async (context) => {
    const s = await setup(context, { "remove-labels": { allowed: ["needs-triage"], max: 2 } });
    s.other.labels.push("needs-triage", "bug");

    expect(
      (await s.requests.ask("remove-labels", { labels: ["needs-triage"], issue: s.other.number })).ok,
    ).toBe(true);
    const applied = await s.apply();

    expect(applied.reports[0]).toMatchObject({ status: "applied", target: s.other.number });
    expect(s.gh.state.issues.get(s.other.number)?.labels).toEqual(["bug"]);
  });

  it("counts removing a label the issue does not carry as done, saying so", async (context) => {
    const s = await setup(context, { "remove-labels": { allowed: ["needs-triage"], max: 2 } });

    await s.requests.ask("remove-labels", { labels: ["needs-triage"] });
    const applied = await s.apply();

    expect(applied).toEqual({
      failed: 0,
      reports: [
        expect.objectContaining({
          status: "applied",
          reason: `"needs-triage" was not on #${s.issue.number}`,
        }),
      ],
    });
  });

  it("reports a removal on an issue that does not exist as refused by GitHub", async (context) => {
    const s = await setup(context, { "remove-labels": { allowed: ["bug"], max: 2 } });

    await s.requests.ask("remove-labels", { labels: ["bug"], issue: 999 });
    const applied = await s.apply();

    expect(applied.failed).toBe(1);
    expect(applied.reports[0]).toMatchObject({ status: "refused", target: 999 });
    expect(applied.reports[0]?.reason).toMatch(/^GitHub refused it: 404 /);
  });
});

describe("the issue a call may name", () => {
  const urlShaped = [
    "https://github.com/other-org/other-repo/issues/1",
    "other-org/other-repo#1",
    "../../other-org/other-repo/issues/1",
    1.5,
    -3,
    0,
    "1; DROP",
  ];

  it.each(urlShaped)("refuses %j: only a number of this repository's issues", async (value) => {
    const requests = new OperationRequests({
      config: { "add-labels": { allowed: ["bug"], max: 9 } },
      triggering: 1,
      repoLabels: async () => ({ ok: true, value: [] }),
    });

    const answer = await requests.ask("add-labels", { labels: ["bug"], issue: value });

    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error).toContain("other repositories cannot be named");
    expect(requests.asked).toEqual([expect.objectContaining({ status: "refused" })]);
  });

  it("refuses a comment on another issue under target triggering, naming the run's own", async (context) => {
    const s = await setup(context, { "add-comment": { max: 2, target: "triggering" } });

    const answer = await s.requests.ask("add-comment", {
      body: "Closing as a duplicate.",
      issue: s.other.number,
    });

    expect(answer).toEqual({
      ok: false,
      error: expect.stringContaining(
        `add_comment may act only on #${s.issue.number}, this run's own issue or pull request (safe-outputs add-comment.target: triggering), not #${s.other.number}`,
      ),
    });
    const applied = await s.apply();
    expect(applied.reports).toEqual([
      expect.objectContaining({ type: "add-comment", status: "refused", target: s.other.number }),
    ]);
    expect(s.gh.state.comments).toEqual([]);
  });

  it("refuses closing another issue under target triggering", async (context) => {
    const s = await setup(context, { "close-issue": { max: 1, target: "triggering" } });

    const answer = await s.requests.ask("close-issue", { issue: s.other.number, reason: "not_planned" });
    await s.apply();

    expect(answer.ok).toBe(false);
    expect(s.gh.state.issues.get(s.other.number)?.state).toBe("open");
  });

  it("refuses target triggering on a run with no issue of its own (a schedule)", async (context) => {
    const s = await setup(
      context,
      { "add-comment": { max: 1, target: "triggering" } },
      { triggering: "none" },
    );

    const answer = await s.requests.ask("add-comment", { body: "Nightly report", issue: s.issue.number });

    expect(answer).toEqual({ ok: false, error: expect.stringContaining("this run has none") });
  });

  it("comments on any issue of the repository under target any", async (context) => {
    const s = await setup(context, { "add-comment": { max: 1, target: "any" } });

    await s.requests.ask("add-comment", { body: "Same cause as this one.", issue: s.other.number });
    const applied = await s.apply();

    expect(applied.reports).toEqual([
      expect.objectContaining({
        type: "add-comment",
        target: s.other.number,
        status: "applied",
        url: expect.stringContaining(`/issues/${s.other.number}#issuecomment-`),
      }),
    ]);
    expect(s.gh.state.comments.map((c) => [c.issueNumber, c.body])).toEqual([
      [s.other.number, "Same cause as this one."],
    ]);
  });
});

describe("max and sizes", () => {
  it("holds max: accepted calls count, refused ones do not", async (context) => {
    const s = await setup(context, { "add-comment": { max: 1, target: "triggering" } });

    const empty = await s.requests.ask("add-comment", { body: "  " });
    const first = await s.requests.ask("add-comment", { body: "Reproduced on main." });
    const second = await s.requests.ask("add-comment", { body: "And again." });

    expect(empty).toEqual({ ok: false, error: expect.stringContaining("body is empty") });
    expect(first).toEqual({
      ok: true,
      value: expect.stringContaining("(1 of 1 add_comment call of this run used)"),
    });
    expect(second).toEqual({
      ok: false,
      error: expect.stringContaining(
        "add_comment may be called once per run (safe-outputs add-comment.max), and it already was",
      ),
    });
    await s.apply();
    expect(s.gh.state.comments.map((c) => c.body)).toEqual(["Reproduced on main."]);
  });

  it("holds max when calls arrive together", async (context) => {
    const s = await setup(context, { "add-labels": { max: 2 } });

    const answers = await Promise.all(
      ["bug", "question", "enhancement", "invalid"].map((l) => s.requests.ask("add-labels", { labels: [l] })),
    );

    expect(answers.map((a) => a.ok)).toEqual([true, true, false, false]);
  });

  it("refuses an over-long title and body, and an empty title, saying the limit", async (context) => {
    const s = await setup(context, { "create-issue": { max: 3, labels: [], titlePrefix: "[flaky] " } });

    const title = await s.requests.ask("create-issue", { title: "t".repeat(250), body: "b" });
    const body = await s.requests.ask("create-issue", { title: "Flaky test", body: "b".repeat(60_001) });
    const empty = await s.requests.ask("create-issue", { title: "", body: "b" });

    expect(title).toEqual({
      ok: false,
      error: expect.stringContaining("title is 250 characters long; at most 248"),
    });
    expect(body).toEqual({
      ok: false,
      error: expect.stringContaining("body is 60001 characters long; at most 60000"),
    });
    expect(empty).toEqual({ ok: false, error: expect.stringContaining("title is empty") });
    expect((await s.apply()).reports.map((r) => r.status)).toEqual(["refused", "refused", "refused"]);
    expect(writes(s.gh)).toEqual([]);
  });

  it("refuses a key the workflow did not enable", async (context) => {
    const s = await setup(context, { "add-comment": { max: 1, target: "triggering" } });

    const answer = await s.requests.ask("close-issue", { reason: "completed" });

    expect(answer).toEqual({ ok: false, error: expect.stringContaining("close_issue is not enabled") });
  });
});

describe("create_issue and close_issue", () => {
  it("opens an issue with the prefix and the labels of both the option and the call", async (context) => {
    const s = await setup(
      context,
      { "create-issue": { max: 1, labels: ["flaky"], titlePrefix: "[flaky] " } },
      {
        labels: [{ name: "flaky" }, { name: "ci" }],
      },
    );

    const answer = await s.requests.ask("create-issue", {
      title: "parser.test.ts times out",
      body: "Fails 1 run in 20.",
      labels: ["CI"],
    });
    const refused = await s.requests.ask("create-issue", { title: "x", body: "y", labels: ["nope"] });
    const applied = await s.apply();

    expect(answer.ok).toBe(true);
    expect(refused.ok).toBe(false);
    const made = [...s.gh.state.issues.values()].at(-1);
    expect(made).toMatchObject({
      title: "[flaky] parser.test.ts times out",
      body: "Fails 1 run in 20.",
      labels: ["flaky", "ci"],
    });
    expect(applied.reports[0]).toEqual({
      type: "create-issue",
      target: made?.number,
      status: "applied",
      url: `https://github.com/octo-org/octo-repo/issues/${made?.number}`,
      summary: "[flaky] parser.test.ts times out",
    });
  });

  it("refuses a label on a new issue that the repository does not have", async (context) => {
    const s = await setup(
      context,
      { "create-issue": { max: 1, labels: [], titlePrefix: "" } },
      { labels: [{ name: "bug" }] },
    );

    const answer = await s.requests.ask("create-issue", { title: "x", body: "y", labels: ["p0-urgent"] });

    expect(answer).toEqual({
      ok: false,
      error: expect.stringContaining('"p0-urgent" is not a label of this repository'),
    });
  });

  it("closes the run's issue as not planned, after its comment", async (context) => {
    const s = await setup(context, { "close-issue": { max: 1, target: "triggering" } });

    await s.requests.ask("close-issue", { reason: "not_planned", comment: "Duplicate of #2." });
    const applied = await s.apply();

    expect(s.gh.state.issues.get(s.issue.number)).toMatchObject({
      state: "closed",
      stateReason: "not_planned",
    });
    expect(s.gh.state.comments.map((c) => c.body)).toEqual(["Duplicate of #2."]);
    const order = writes(s.gh).map((r) => r.method);
    expect(order).toEqual(["POST", "PATCH"]);
    expect(applied.reports[0]).toMatchObject({
      status: "applied",
      target: s.issue.number,
      summary: "not_planned: Duplicate of #2.",
    });
  });

  it("refuses a close reason other than completed or not_planned", async (context) => {
    const s = await setup(context, { "close-issue": { max: 1, target: "triggering" } });

    const answer = await s.requests.ask("close-issue", { reason: "spam" });

    expect(answer).toEqual({
      ok: false,
      error: expect.stringContaining('reason must be "completed" or "not_planned"'),
    });
  });
});

describe("applying", () => {
  it("reports an operation GitHub refuses and applies the rest", async (context) => {
    const s = await setup(context, {
      "add-labels": { allowed: ["bug"], max: 1 },
      "add-comment": { max: 1, target: "triggering" },
    });
    s.gh.fail("POST", `/repos/octo-org/octo-repo/issues/${s.issue.number}/labels`, {
      status: 403,
      body: { message: "Resource not accessible by integration" },
    });

    await s.requests.ask("add-labels", { labels: ["bug"] });
    await s.requests.ask("add-comment", { body: "Labelled." });
    const applied = await s.apply();

    expect(applied.failed).toBe(1);
    expect(applied.reports).toEqual([
      expect.objectContaining({
        type: "add-labels",
        status: "refused",
        reason: expect.stringMatching(/^GitHub refused it: 403 Resource not accessible by integration/),
      }),
      expect.objectContaining({ type: "add-comment", status: "applied" }),
    ]);
    expect(s.gh.state.comments.map((c) => c.body)).toEqual(["Labelled."]);
  });

  it("applies nothing on a staged run: the accepted requests are proposed", async (context) => {
    const s = await setup(context, { "add-comment": { max: 1, target: "triggering" } });

    await s.requests.ask("add-comment", { body: "Would say this." });
    const applied = await s.apply(true);

    expect(applied).toEqual({
      failed: 0,
      reports: [
        { type: "add-comment", target: s.issue.number, status: "proposed", summary: "Would say this." },
      ],
    });
    expect(writes(s.gh)).toEqual([]);
  });

  it("publishes the agent's texts only through publishable", async (context) => {
    const s = await setup(context, {
      "create-issue": { max: 1, labels: [], titlePrefix: "" },
      "add-comment": { max: 1, target: "triggering" },
    });
    const publishable = (text: string) => text.replaceAll("@admin", "`@admin`");

    await s.requests.ask("create-issue", { title: "cc @admin", body: "ping @admin" });
    await s.requests.ask("add-comment", { body: "hey @admin" });
    await s.apply(false, publishable);

    const made = [...s.gh.state.issues.values()].at(-1);
    expect([made?.title, made?.body]).toEqual(["cc `@admin`", "ping `@admin`"]);
    expect(s.gh.state.comments.map((c) => c.body)).toEqual(["hey `@admin`"]);
  });
});

describe("the tools", () => {
  it("offers one tool per enabled key, describing what this workflow allows", () => {
    const config: SafeOutputs = {
      "add-labels": { allowed: ["bug", "question"], max: 2 },
      "close-issue": { max: 1, target: "triggering" },
    };
    const requests = new OperationRequests({
      config,
      triggering: 7,
      repoLabels: async () => ({ ok: true, value: [] }),
    });

    const tools = createOperationTools(requests, config);

    expect(tools.map((t) => t.name)).toEqual(["add_labels", "close_issue"]);
    expect(tools[0]?.description).toContain("Labels allowed: bug, question.");
    expect(tools[0]?.description).toContain("At most 2 add_labels calls in this run.");
    expect(tools[1]?.description).toContain("Only on the issue or pull request this run is about (#7)");
  });

  it("answers a refused call with an error result the model can correct, then accepts the correction", async () => {
    const config: SafeOutputs = { "add-labels": { allowed: ["bug"], max: 1 } };
    const requests = new OperationRequests({
      config,
      triggering: 7,
      repoLabels: async () => ({ ok: true, value: [] }),
    });
    const registry = new ToolRegistry(createOperationTools(requests, config));
    const signal = new AbortController().signal;

    const wrong = await runTool(
      registry,
      { name: "add_labels", arguments: { labels: ["defect"] } },
      { signal },
    );
    const right = await runTool(registry, { name: "add_labels", arguments: { labels: ["bug"] } }, { signal });

    expect(wrong).toEqual({
      isError: true,
      content: expect.stringContaining('the labels allowed are "bug"'),
    });
    expect(right).toEqual({ content: expect.stringContaining('Accepted: add "bug" to #7') });
    expect(requests.asked.map((a) => a.status)).toEqual(["refused", "accepted"]);
  });

  it("refuses an issue given as another repository's address before it is recorded", async () => {
    const config: SafeOutputs = { "add-comment": { max: 1, target: "any" } };
    const requests = new OperationRequests({
      config,
      triggering: 7,
      repoLabels: async () => ({ ok: true, value: [] }),
    });
    const registry = new ToolRegistry(createOperationTools(requests, config));

    const answer = await runTool(
      registry,
      { name: "add_comment", arguments: { body: "hi", issue: "https://github.com/evil/repo/issues/1" } },
      { signal: new AbortController().signal },
    );

    expect(answer.isError).toBe(true);
    expect(answer.content).toContain("issue");
    expect(requests.asked).toEqual([]);
  });
});

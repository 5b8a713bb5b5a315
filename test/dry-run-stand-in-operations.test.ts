import { afterEach, describe, expect, it } from "vitest";
import type { OperationReport } from "../src/agent/events.js";
import { readPayloadFacts } from "../src/cli/dry-run/event-payload.js";
import { type GitHubStandIn, startGitHubStandIn } from "../src/cli/dry-run/github-stand-in.js";
import { renderReport } from "../src/cli/dry-run/report.js";
import { createGitHubClient, FAST_TIMING } from "../src/github/client.js";
import { applyOperations } from "../src/github/operations/apply.js";
import { readRepositoryLabels } from "../src/github/operations/label-list.js";
import { OperationRequests } from "../src/github/operations/requests.js";
import { parseSafeOutputs } from "../src/github/operations/safe-outputs.js";
import { webhookExample } from "./fixtures/command-line.js";

/**
 * The dry run's GitHub stand-in answering the calls of the operations the agent may ask for
 * (`safe-outputs`): the action's own request checks and its applying code run against it, it
 * records each write, and the report shows the operations with their status, what each one sent,
 * and the structured result.
 */

const facts = readPayloadFacts(webhookExample("issues", "labeled"));
const thread = facts.thread;
const repo = facts.repo;
if (!thread || !repo) throw new Error("the example has no issue");
const fullName = `${repo.owner}/${repo.repo}`;

let standIn: GitHubStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function start() {
  standIn = await startGitHubStandIn({
    repo: repo as NonNullable<typeof repo>,
    serverUrl: "https://github.com",
    defaultBranch: "main",
    thread,
    readFileAt: async () => undefined,
  });
  const client = createGitHubClient({ token: "dry-run-token", baseUrl: standIn.url, timing: FAST_TIMING });
  return { standIn, client };
}

/** The action's way with a run's operations: asked and checked, then applied after the run. */
async function askAndApply(
  safeOutputs: string,
  calls: Array<[string, Record<string, unknown>]>,
  staged = false,
) {
  const { standIn, client } = await start();
  const config = parseSafeOutputs(safeOutputs, "safe-outputs");
  if (!config.ok) throw new Error(config.error);
  const requests = new OperationRequests({
    config: config.value,
    triggering: thread?.number,
    repoLabels: () => readRepositoryLabels(client, repo as NonNullable<typeof repo>),
  });
  const answers = [];
  for (const [key, args] of calls) answers.push(await requests.ask(key as never, args));
  const applied = await applyOperations({
    client,
    repo: repo as NonNullable<typeof repo>,
    asked: requests.asked,
    publishable: (text) => text,
    staged,
    serverUrl: "https://github.com",
  });
  const outputs = new Map([
    ["conclusion", "success"],
    ["operations", JSON.stringify(applied.reports)],
  ]);
  return { standIn, answers, applied, report: renderReport({ log: standIn.log, outputs, pushed: [] }) };
}

describe("the GitHub operations through the dry run's stand-in", () => {
  it("labels the event's issue, checked against the labels it lists, and the report shows both", async () => {
    const { standIn, answers, applied, report } = await askAndApply("add-labels:", [
      ["add-labels", { labels: ["needs-triage"] }],
      ["add-labels", { labels: ["Documentation", "bug"] }],
    ]);
    // GitHub's default labels and the event's stand in for the repository's.
    expect(answers[0]?.ok).toBe(false);
    expect(answers[1]?.ok).toBe(true);
    expect(applied.failed).toBe(0);
    expect(applied.reports.map((r) => r.status)).toEqual(["refused", "applied"]);
    expect(standIn.log.operations).toEqual([
      {
        what: "labels added",
        place: `issue #${thread?.number}`,
        url: `https://github.com/${fullName}/issues/${thread?.number}`,
        labels: ["documentation"],
      },
    ]);
    expect(report).toContain("─── operations the agent asked for ───");
    expect(report).toMatch(/refused {2}add-labels/);
    expect(report).toContain(`applied  add-labels on #${thread?.number}`);
    expect(report).toContain(`Labels added to issue #${thread?.number}: documentation`);
    expect(report).toContain("note: the repository's labels were not read from GitHub");
    expect(report).not.toContain("Nothing would be posted");
    expect(report).not.toContain("the stand-in had no answer");
  });

  it("removes a label the event's issue has, and says a label it lacks was not on it", async () => {
    const { standIn, applied } = await askAndApply("remove-labels:", [
      ["remove-labels", { labels: ["bug", "question"] }],
    ]);
    expect(applied.failed).toBe(0);
    expect(applied.reports[0]).toMatchObject({
      status: "applied",
      reason: expect.stringContaining("question"),
    });
    expect(standIn.log.operations.map((o) => [o.what, o.labels])).toEqual([["label removed", ["bug"]]]);
    expect(standIn.log.unserved).toEqual([]);
  });

  it("creates an issue and closes another, and the report prints the new issue and the closing", async () => {
    const { standIn, applied, report } = await askAndApply(
      "create-issue: { title-prefix: '[flaky] ', labels: [flaky] }\nclose-issue: { target: any }",
      [
        ["create-issue", { title: "test/sum.test.ts fails 1 run in 10", body: "Seen in runs 3 and 7." }],
        ["close-issue", { issue: 7, reason: "not_planned", comment: "A duplicate of #1." }],
      ],
    );
    expect(applied.failed).toBe(0);
    const created = applied.reports[0] as OperationReport;
    expect(created).toMatchObject({ status: "applied", target: (thread?.number ?? 0) + 1 });
    expect(created.url).toBe(`https://github.com/${fullName}/issues/${(thread?.number ?? 0) + 1}`);
    expect(report).toContain(
      `─── new issue (issue #${(thread?.number ?? 0) + 1} here; GitHub gives it the next number) ───\nTitle: [flaky] test/sum.test.ts fails 1 run in 10\nLabels: flaky\n\nSeen in runs 3 and 7.`,
    );
    // The comment explains the closing, so it goes first; issue 7 is not the event's.
    expect(standIn.log.comments.map((c) => [c.place, c.body])).toEqual([
      ["issue #7 (not the event's, so not checked)", "A duplicate of #1."],
    ]);
    expect(report).toContain(
      "Closed issue #7 (not the event's, so the stand-in could not check it exists) as not_planned",
    );
    expect(standIn.log.unserved).toEqual([]);
  });

  it("applies nothing for a staged run, and the report lists the operations as proposed", async () => {
    const { standIn, applied, report } = await askAndApply(
      "add-comment:",
      [["add-comment", { body: "Thanks, looking into it." }]],
      true,
    );
    expect(applied.reports).toMatchObject([{ status: "proposed", type: "add-comment" }]);
    expect(standIn.log.comments).toEqual([]);
    expect(report).toContain("proposed add-comment");
  });

  it("refuses, as GitHub does, a label removal the event's issue has no label for, and a bad close reason", async () => {
    const { client } = await start();
    const params = { owner: repo?.owner, repo: repo?.repo, issue_number: thread?.number };
    const removal = client.request("DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}", {
      ...params,
      name: "good first issue",
    });
    await expect(removal).rejects.toMatchObject({ status: 404 });
    const close = client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
      ...params,
      state: "closed",
      state_reason: "duplicate",
    });
    await expect(close).rejects.toMatchObject({ status: 422 });
    expect(standIn?.log.operations).toEqual([]);
  });
});

describe("the dry run's report of a structured result", () => {
  it("prints the structured-output output pretty, and nothing when there is none", () => {
    const log = { comments: [], operations: [], pulls: [], reactions: [], reviews: [], unserved: [] };
    const withResult = renderReport({
      log,
      outputs: new Map([
        ["conclusion", "success"],
        ["structured-output", '{"verdict":"bug","confidence":0.9}'],
      ]),
      pushed: [],
    });
    expect(withResult).toContain(
      '─── structured output (the structured-output output) ───\n{\n  "verdict": "bug",\n  "confidence": 0.9\n}\n─── end ───',
    );
    const without = renderReport({ log, outputs: new Map([["conclusion", "success"]]), pushed: [] });
    expect(without).not.toContain("structured output");
    expect(without).not.toContain("operations the agent asked for");
  });
});

import { afterAll, describe, expect, it } from "vitest";
import type { AgentEvent, OperationReport, TimedEvent } from "../src/agent/events.js";
import { createGitHubClient, FAST_TIMING } from "../src/github/client.js";
import { MAX_COMMENT_CHARS, TRACKING_MARKER } from "../src/github/comment/body.js";
import { inlineCode } from "../src/github/comment/comment-markdown.js";
import { renderFinalBody } from "../src/github/comment/final-body.js";
import {
  MAX_OPERATIONS_SHOWN,
  MAX_STRUCTURED_COMMENT_CHARS,
  operationsSection,
  structuredSection,
} from "../src/github/comment/operations-section.js";
import { emptyProgress, reduceProgress, summariseToolCall } from "../src/github/comment/progress.js";
import { renderProgressBody } from "../src/github/comment/progress-body.js";
import { readMemoryBlock } from "../src/github/comment/run-memory.js";
import { TrackingComment, trackingTargetFor } from "../src/github/comment/tracking-comment.js";
import type { Trigger } from "../src/github/trigger/types.js";
import type { ToolCall } from "../src/llm/messages.js";
import { createRedactor } from "../src/text/redact.js";
import { type FakeGitHub, startGitHubServer } from "./fakes/github-server.js";

const TOKEN = "ghs_trackingTestToken0123456789abcdefAB";
const repo = { owner: "octo-org", repo: "octo-repo" };
const RUN_URL = "https://github.com/octo-org/octo-repo/actions/runs/99";
const redact = createRedactor([TOKEN]);

const servers: FakeGitHub[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function setup(options: { minIntervalMs?: number; trigger?: (gh: FakeGitHub) => Trigger } = {}) {
  const gh = await startGitHubServer({ ...repo, token: TOKEN });
  servers.push(gh);
  const issue = gh.addIssue({ title: "Flaky test" });
  const trigger: Trigger = options.trigger?.(gh) ?? {
    kind: "issue_comment",
    number: issue.number,
    isPullRequest: false,
    commentId: 1,
    createdAt: "2026-01-01T00:00:00Z",
    repo,
    task: "fix the flaky date test",
  };
  const target = trackingTargetFor(trigger);
  if (!target) throw new Error("no target");
  const warnings: string[] = [];
  const tracking = new TrackingComment({
    client: createGitHubClient({ token: TOKEN, baseUrl: gh.url, timing: FAST_TIMING }),
    target,
    serverUrl: "https://github.com",
    runId: 99,
    redact,
    minIntervalMs: options.minIntervalMs ?? 100,
    warn: (message) => warnings.push(message),
  });
  return { gh, issue, tracking, warnings };
}

function call(name: string, args: Record<string, unknown>, id = name): ToolCall {
  return { type: "tool_call", id, name, arguments: args, rawArguments: JSON.stringify(args) };
}

function timed(event: AgentEvent): TimedEvent {
  return { ...event, time: Date.now() } as TimedEvent;
}

/** The events of a run that reads a file, runs the tests, edits, and answers. */
function runEvents(steps = 3): AgentEvent[] {
  const events: AgentEvent[] = [
    {
      type: "run_started",
      task: "fix it",
      provider: "anthropic",
      model: "m",
      maxSteps: 10,
      tools: ["read_file", "bash"],
      settings: {},
    },
  ];
  for (let step = 1; step < steps; step++) {
    const calls = [
      call("read_file", { path: `src/file${step}.ts` }, `r${step}`),
      call("bash", { command: "npm test\necho done" }, `b${step}`),
    ];
    events.push({ type: "step_started", step, maxSteps: 10 });
    events.push({
      type: "model_response",
      step,
      message: { role: "assistant", content: calls, stopReason: "tool_use" },
      durationMs: 5,
      attempts: 1,
    });
    for (const c of calls) {
      events.push({ type: "tool_started", step, call: c });
      events.push({
        type: "tool_finished",
        step,
        call: c,
        content: "ok",
        isError: c.name === "bash",
        durationMs: 1,
        cancelled: false,
      });
    }
  }
  events.push({ type: "step_started", step: steps, maxSteps: 10 });
  events.push({
    type: "model_response",
    step: steps,
    message: { role: "assistant", content: [{ type: "text", text: "Fixed." }], stopReason: "stop" },
    durationMs: 5,
    attempts: 1,
  });
  events.push({
    type: "run_finished",
    conclusion: "success",
    response: "The date test now uses a fixed clock.",
    steps,
    usage: { inputTokens: 12_345, outputTokens: 678, cacheReadTokens: 0, cacheWriteTokens: 0 },
    durationMs: 1000,
  });
  return events;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the tracking comment", () => {
  it("is created at the start with a link to the job run", async () => {
    const { gh, issue, tracking } = await setup();
    const started = await tracking.start();
    expect(started.ok).toBe(true);
    const comment = gh.state.comments.find((c) => c.issueNumber === issue.number);
    expect(comment?.body).toContain(RUN_URL);
    expect(comment?.body).toContain(TRACKING_MARKER);
    expect(tracking.url).toBe(
      `https://github.com/octo-org/octo-repo/issues/${issue.number}#issuecomment-${comment?.id}`,
    );
  });

  it("turns a burst of events into a few updates, and ends with the outcome", async () => {
    const { gh, tracking } = await setup({ minIntervalMs: 150 });
    await tracking.start();
    const events = runEvents(30);
    for (const [i, event] of events.entries()) {
      tracking.onEvent(timed(event));
      if (i % 20 === 0) await sleep(30);
    }
    await tracking.close();
    const progressUpdates = gh.requestsTo("PATCH", "/repos/octo-org/octo-repo/issues/comments/*").length;
    expect(progressUpdates).toBeLessThanOrEqual(4);

    const finished = await tracking.finish({
      prUrl: "https://github.com/octo-org/octo-repo/pull/7",
      prCreated: true,
      branch: "agent/1-fix",
    });
    expect(finished.ok).toBe(true);
    expect(gh.state.comments).toHaveLength(1);
    const body = gh.state.comments[0]?.body ?? "";
    expect(body).toContain("Repo Agent finished");
    expect(body).toContain("The date test now uses a fixed clock.");
    expect(body).toContain("**Pull request:** https://github.com/octo-org/octo-repo/pull/7");
    expect(body).toContain("[`agent/1-fix`](https://github.com/octo-org/octo-repo/tree/agent/1-fix)");
    expect(body).toContain("30 steps · 12,345 input tokens · 678 output tokens");
    expect(body).toContain("- [x] **Step 1**: `read_file src/file1.ts`, `bash npm test` (failed)");
    expect(body).toContain(RUN_URL);
  });

  it("ends with a hidden memory of the run that a later run can read back", async () => {
    const { gh, tracking } = await setup();
    await tracking.start();
    const progressBody = gh.state.comments[0]?.body ?? "";
    expect(readMemoryBlock(progressBody)).toBeUndefined();
    for (const event of runEvents(4)) tracking.onEvent(timed(event));
    const before = Date.now();
    await tracking.finish({
      published: "pull-request",
      prUrl: "https://github.com/octo-org/octo-repo/pull/7",
      prCreated: true,
      branch: "agent/1-fix",
      files: ["src/date.ts", "test/date.test.ts"],
    });
    const body = gh.state.comments[0]?.body ?? "";
    const memory = readMemoryBlock(body);
    expect(memory).toMatchObject({
      version: 1,
      task: "fix it",
      conclusion: "success",
      answer: "The date test now uses a fixed clock.",
      files: ["src/date.ts", "test/date.test.ts"],
      commands: ["npm test", "npm test", "npm test"],
      published: "pull-request",
      branch: "agent/1-fix",
      prUrl: "https://github.com/octo-org/octo-repo/pull/7",
      steps: 4,
    });
    expect(Date.parse(memory?.at ?? "")).toBeGreaterThanOrEqual(before - 1_000);
    // Hidden from the reader: the block is an HTML comment right after the marker.
    expect(body.startsWith(`${TRACKING_MARKER}\n\n<!-- repo-agent:memory v1 `)).toBe(true);
  });

  it("never sends two requests at once, and coalesces what piles up meanwhile", async () => {
    const { gh, tracking } = await setup({ minIntervalMs: 0 });
    await tracking.start();
    // Slow responses: each update takes a while, and events keep coming.
    gh.slow("PATCH", "/repos/octo-org/octo-repo/issues/comments/*", 40);
    const events = runEvents(10);
    for (const event of events) {
      tracking.onEvent(timed(event));
      await sleep(2);
    }
    await tracking.finish();
    expect(gh.maxInFlight).toBe(1);
    expect(gh.requestsTo("PATCH", "/repos/octo-org/octo-repo/issues/comments/*").length).toBeLessThan(
      events.length / 2,
    );
    expect(gh.state.comments[0]?.body).toContain("Repo Agent finished");
  });

  it("keeps going when an update fails, and the final body still lands", async () => {
    const { gh, tracking, warnings } = await setup({ minIntervalMs: 0 });
    await tracking.start();
    gh.fail(
      "PATCH",
      "/repos/octo-org/octo-repo/issues/comments/*",
      { status: 422, body: { message: "Validation Failed" } },
      1,
    );
    tracking.onEvent(timed({ type: "step_started", step: 1, maxSteps: 5 }));
    await sleep(20);
    await tracking.finish({ conclusion: "success", response: "All good.", steps: 1 });
    expect(warnings.join("\n")).toContain("Could not write the tracking comment");
    expect(gh.state.comments[0]?.body).toContain("All good.");
  });

  it("writes a new comment when someone deleted it during the run", async () => {
    const { gh, issue, tracking, warnings } = await setup();
    await tracking.start();
    const first = gh.state.comments[0];
    gh.deleteComment(first?.id ?? -1);
    const result = await tracking.finish({ conclusion: "success", response: "Done.", steps: 1 });
    expect(result.ok).toBe(true);
    expect(gh.state.comments).toHaveLength(1);
    expect(gh.state.comments[0]?.id).not.toBe(first?.id);
    expect(gh.state.comments[0]?.issueNumber).toBe(issue.number);
    expect(gh.state.comments[0]?.body).toContain("Done.");
    expect(warnings.join("\n")).toMatch(/deleted/);
  });

  it("stays under GitHub's 65,536-character limit with a pointer to the job log", async () => {
    const { gh, tracking } = await setup();
    await tracking.start();
    for (const event of runEvents(40)) tracking.onEvent(timed(event));
    const patch = `diff --git a/big b/big\n${"+a very long line of generated code\n".repeat(4_000)}`;
    const response = `Here is what I did.\n\n${"A long explanation. ".repeat(5_000)}`;
    const result = await tracking.finish({ response, patch });
    expect(result.ok).toBe(true);
    const body = gh.state.comments[0]?.body ?? "";
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(body).toContain("job log");
    expect(body).toContain("Here is what I did.");
  });

  it("answers a review comment in its thread", async () => {
    let reviewCommentId = 0;
    const { gh, tracking } = await setup({
      trigger: (server) => {
        const pull = server.addPull({ headRef: "feature" });
        const review = server.addReviewComment(pull.number, {
          body: "/agent rename this",
          path: "src/a.ts",
          line: 3,
        });
        reviewCommentId = review.id;
        return {
          kind: "review_comment",
          number: pull.number,
          isPullRequest: true,
          commentId: review.id,
          createdAt: "2026-01-01T00:00:00Z",
          path: "src/a.ts",
          line: 3,
          diffHunk: "@@",
          repo,
          task: "rename this",
        };
      },
    });
    await tracking.start();
    await tracking.finish({ conclusion: "success", response: "Renamed.", steps: 1 });
    const reply = gh.state.reviewComments.find((c) => c.in_reply_to_id === reviewCommentId);
    expect(reply?.body).toContain("Renamed.");
    expect(gh.requestsTo("PATCH", "/repos/octo-org/octo-repo/pulls/comments/*")).toHaveLength(1);
    expect(gh.state.comments).toHaveLength(0);
  });

  it("never shows a secret, wherever it came from", async () => {
    const { gh, tracking } = await setup();
    await tracking.start();
    tracking.onEvent(timed({ type: "step_started", step: 1, maxSteps: 5 }));
    tracking.onEvent(
      timed({ type: "tool_started", step: 1, call: call("bash", { command: `echo ${TOKEN}` }) }),
    );
    await tracking.finish({
      conclusion: "error",
      response: `Failed with token ${TOKEN}`,
      patch: `+token=${TOKEN}\n`,
      steps: 1,
    });
    const bodies = gh.requests.map((r) => JSON.stringify(r.body ?? ""));
    expect(bodies.join("\n")).not.toContain(TOKEN);
    expect(gh.state.comments[0]?.body).toContain("stopped on an error");
  });

  it("has no place on a scheduled or manual run", () => {
    expect(trackingTargetFor({ kind: "schedule", repo, task: "nightly" })).toBeUndefined();
    expect(trackingTargetFor({ kind: "workflow_dispatch", repo, task: "once" })).toBeUndefined();
  });
});

describe("the comment body", () => {
  const context = { runUrl: RUN_URL, repoUrl: "https://github.com/octo-org/octo-repo", redact };

  it("summarises tool calls in a few words", () => {
    expect(summariseToolCall("read_file", { path: "src/a.ts", offset: 10 })).toBe("read_file src/a.ts");
    expect(summariseToolCall("bash", { command: "npm test -- --run\nnpm run lint" })).toBe(
      "bash npm test -- --run",
    );
    expect(summariseToolCall("grep", { pattern: "TODO", path: "src" })).toBe("grep TODO in src");
    expect(summariseToolCall("custom", {})).toBe("custom");
    expect(summariseToolCall("bash", { command: "x".repeat(500) }).length).toBeLessThanOrEqual(80);
  });

  it("keeps backticks from breaking out of inline code", () => {
    expect(inlineCode("a`b")).toBe("``a`b``");
    expect(inlineCode("`x`")).toBe("`` `x` ``");
  });

  it("marks the step in progress as unchecked", () => {
    let progress = emptyProgress();
    for (const event of runEvents(3).slice(0, -2)) progress = reduceProgress(progress, event);
    const body = renderProgressBody(progress, context);
    expect(body).toContain("- [x] **Step 1**");
    expect(body).toContain("- [ ] **Step 3**: thinking…");
    expect(body).toContain("_Step 3 of at most 10._");
  });

  it("says what stopped a run that did not finish", () => {
    let progress = emptyProgress();
    for (const event of runEvents(2)) progress = reduceProgress(progress, event);
    const body = renderFinalBody(
      progress,
      { conclusion: "max_steps", response: "I ran out of steps.", note: "Pushed anyway." },
      context,
    );
    expect(body).toContain("reached the step limit");
    expect(body).toContain("> Pushed anyway.");
  });

  it("puts a patch with fences inside in a block that still closes", () => {
    const patch = "+```js\n+code\n+```\n";
    const body = renderFinalBody(emptyProgress(), { conclusion: "success", response: "ok", patch }, context);
    expect(body).toContain("````diff\n+```js");
    expect(body).toMatch(/<details><summary>The changes, as a patch<\/summary>/);
  });
});

describe("the GitHub operations and the structured result in the final comment", () => {
  const repoUrl = "https://github.com/octo-org/octo-repo";
  const context = { runUrl: RUN_URL, repoUrl, redact };
  const operations: OperationReport[] = [
    {
      type: "add-labels",
      target: 12,
      status: "applied",
      url: `${repoUrl}/issues/12`,
      summary: "bug, triage",
    },
    {
      type: "add-comment",
      target: 3,
      status: "refused",
      reason: "add-comment may only comment on this run's issue, #12.",
      summary: "Ping @octocat about https://evil.example/x",
    },
    {
      type: "create-issue",
      target: 40,
      status: "applied",
      url: `${repoUrl}/issues/40`,
      summary: "[flaky] date test",
    },
    { type: "close-issue", target: 12, status: "refused", reason: "GitHub refused it: 403 Forbidden" },
  ];

  it("lists every operation asked for with its status and link, refused ones with their reason", async () => {
    const { gh, tracking } = await setup();
    await tracking.start();
    for (const event of runEvents(2)) tracking.onEvent(timed(event));
    await tracking.finish({ published: "none", operations, structuredOutput: '{"kind":"bug","score":0.9}' });
    const body = gh.state.comments[0]?.body ?? "";
    expect(body).toContain("**GitHub operations** (2 applied, 2 refused)");
    expect(body).toContain(`- ✅ applied · \`add-labels\` on [#12](${repoUrl}/issues/12): \`bug, triage\``);
    expect(body).toContain(
      `- ⛔ refused · \`add-comment\` on [#3](${repoUrl}/issues/3): \`Ping @octocat about https://evil.example/x\` — add-comment may only comment on this run's issue, #12.`,
    );
    expect(body).toContain(
      `- ✅ applied · \`create-issue\` on [#40](${repoUrl}/issues/40): \`[flaky] date test\``,
    );
    expect(body).toContain("- ⛔ refused · `close-issue` on [#12](");
    expect(body).toContain("GitHub refused it: 403 Forbidden");
    // The structured result, indented for reading, folded away under the answer.
    expect(body).toContain(
      '<details><summary>The structured result</summary>\n\n```json\n{\n  "kind": "bug",\n  "score": 0.9\n}\n```',
    );
    expect(body.indexOf("**GitHub operations**")).toBeGreaterThan(body.indexOf("The date test now uses"));
  });

  it("shows no section for a run that asked for no operation and has no structured result", () => {
    const body = renderFinalBody(
      emptyProgress(),
      { conclusion: "success", response: "ok", operations: [] },
      context,
    );
    expect(body).not.toContain("GitHub operations");
    expect(body).not.toContain("structured result");
  });

  it("passes a reason through the run's neutralising, and shows what was asked as code", () => {
    const section = operationsSection(
      [
        {
          type: "add-comment",
          target: 3,
          status: "proposed",
          reason: "asked by @mallory",
          summary: "hi @team `x`",
        },
      ],
      { repoUrl, publishable: (text) => text.replace(/@(\w+)/g, "`@$1`") },
    );
    expect(section).toContain("**GitHub operations** (1 proposed)");
    expect(section).toContain("📝 proposed · `add-comment` on [#3]");
    expect(section).toContain("— asked by `@mallory`");
    expect(section).toContain(": `` hi @team `x` ``");
  });

  it("links an operation only to a web address, with nothing that could end the link", () => {
    const section = operationsSection(
      [
        { type: "add-labels", target: 5, status: "applied", url: "javascript:alert(1)" },
        {
          type: "add-labels",
          target: 6,
          status: "applied",
          url: `${repoUrl}/issues/6) ![x](https://evil.example`,
        },
        { type: "add-labels", target: 7, status: "applied", url: `${repoUrl}/issues/7(x)` },
      ],
      { repoUrl },
    );
    expect(section).toContain(`on [#5](${repoUrl}/issues/5)`);
    expect(section).toContain(`on [#6](${repoUrl}/issues/6)`);
    expect(section).toContain(`on [#7](${repoUrl}/issues/7%28x%29)`);
    expect(section).not.toContain("javascript:");
    expect(section).not.toContain("evil.example");
  });

  it("lists the first 50 operations and counts the rest", () => {
    const many: OperationReport[] = Array.from({ length: 70 }, (_, i) => ({
      type: "add-labels",
      target: i + 1,
      status: "refused",
      reason: "not allowed",
    }));
    const section = operationsSection(many, { repoUrl });
    expect(section.split("\n").filter((line) => line.startsWith("- ⛔"))).toHaveLength(MAX_OPERATIONS_SHOWN);
    expect(section).toContain("- … and 20 more; the `operations` output lists every one");
    expect(section).toContain("(70 refused)");
  });

  it("cuts a long structured result short, saying the output holds all of it", () => {
    const big = JSON.stringify({ items: Array.from({ length: 2_000 }, (_, i) => `item ${i}`) });
    const section = structuredSection(big);
    expect(section.length).toBeLessThan(MAX_STRUCTURED_COMMENT_CHARS + 300);
    expect(section).toContain('"item 0"');
    expect(section).not.toContain('"item 1999"');
    expect(section).toContain("_Cut short; the `structured-output` output holds all of it._");
    expect(section.endsWith("</details>")).toBe(true);
  });

  it("gives up the structured result before the answer when the comment runs out of room", () => {
    const structuredOutput = JSON.stringify({ notes: "n".repeat(5_000) });
    const response = `The answer. ${"word ".repeat(300)}`;
    const body = renderFinalBody(
      emptyProgress(),
      { conclusion: "success", response, structuredOutput, operations: operations.slice(0, 1) },
      { ...context, maxChars: 4_000 },
    );
    expect(body.length).toBeLessThanOrEqual(4_000);
    expect(body).toContain(response.trim());
    expect(body).toContain(
      "_The structured result is too long for this comment; the `structured-output` output holds it._",
    );
    expect(body).toContain("`add-labels` on [#12]");
  });
});

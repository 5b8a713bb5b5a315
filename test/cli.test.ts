import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { WebhookDefinition } from "@octokit/webhooks-examples";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeAnswer,
  type ModelServer,
  type RecordedRequest,
  startModelServer,
} from "./fakes/model-server.js";

/**
 * The command line as a user runs it: `node bin/repo-agent.js` (the committed bundle), in a real
 * git repository, against the fake model server. Dry runs of GitHub's own example payloads must
 * print what they would post and never need GitHub.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const BIN = join(root, "bin", "repo-agent.js");
const API_KEY = "test-key-cli-0123456789";
const require = createRequire(import.meta.url);
const examples = require("@octokit/webhooks-examples/api.github.com/index.json") as WebhookDefinition[];

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function repoAgent(args: string[], cwd: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd,
      env: {
        ...process.env,
        ANTHROPIC_BASE_URL: server.anthropicBaseUrl,
        ANTHROPIC_API_KEY: API_KEY,
        REPO_AGENT_FAST_RETRIES: "1",
        ...extraEnv,
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** True when the newest message of the request carries a tool result: the note was written. */
function afterTool(request: RecordedRequest): boolean {
  const last = request.body?.messages?.at(-1);
  return (
    Array.isArray(last?.content) && last.content.some((b: { type?: string }) => b.type === "tool_result")
  );
}

/** A two-step agent: write NOTES.md, then say so. Stateless, so runs may share the server. */
function agentTurn(request: RecordedRequest): FakeAnswer {
  if (afterTool(request)) return { text: "Added NOTES.md with a short note." };
  return {
    text: "I will add the notes file.",
    toolCalls: [{ name: "write_file", arguments: { path: "NOTES.md", content: "Notes from Repo Agent\n" } }],
  };
}

let server: ModelServer;
let scratch: string;
let repo: string;

function git(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
      cwd,
      stdio: "ignore",
    });
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`git ${args[0]} failed`))));
  });
}

function example(name: string, action?: string): Record<string, unknown> {
  const found = examples
    .find((d) => d.name === name)
    ?.examples.find((e) => action === undefined || ("action" in e && e.action === action));
  if (!found) throw new Error(`no ${name} ${action ?? ""} example`);
  return structuredClone(found) as unknown as Record<string, unknown>;
}

function eventFile(name: string, payload: unknown): string {
  const path = join(scratch, `${name}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

const ASK = "/agent add a NOTES.md file";
/** A dry run starts a process, copies a repository and runs git; on a busy machine that adds up. */
const DRY_RUN_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  server = await startModelServer([], { defaultTurn: agentTurn });
  scratch = mkdtempSync(join(tmpdir(), "repo-agent-cli-"));
  repo = join(scratch, "repo");
  await git(["init", "-q", "-b", "main", repo], scratch);
  writeFileSync(join(repo, "README.md"), "# Demo\n\nA small repository.\n");
  await git(["add", "."], repo);
  await git(["commit", "-q", "-m", "Initial commit"], repo);
});

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("repo-agent --help", () => {
  it("lists every flag, the dry run and the exit codes", async () => {
    const result = await repoAgent(["--help"], root);
    expect(result.code).toBe(0);
    for (const flag of [
      "--workspace",
      "--provider",
      "--model",
      "--api-key",
      "--base-url",
      "--max-steps",
      "--timeout-minutes",
      "--token-limit",
      "--max-output-tokens",
      "--stream",
      "--instructions",
      "--log-file",
      "--event",
      "--event-name",
      "--dry-run",
      "--trigger-phrase",
      "--mode",
      "--branch-prefix",
    ]) {
      expect(result.stdout).toContain(flag);
    }
    expect(result.stdout).toContain("needs --dry-run");
    expect(result.stdout).toMatch(/Exit codes: 0 success, 1 error, 2 bad usage, 3 max_steps/);
  });
});

describe("bad usage", () => {
  it("names an unknown flag and exits with 2", async () => {
    const result = await repoAgent(["--max-stpes", "3", "fix it"], repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Unknown option '--max-stpes'");
    expect(result.stderr).toContain("--help");
  });

  it("names a bad value and exits with 2 before any model call", async () => {
    const before = server.requests.length;
    const result = await repoAgent(["--max-steps", "many", "fix it"], repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('max-steps must be a positive integer, got "many"');
    expect(server.requests.length).toBe(before);
  });

  it("refuses --event without --dry-run, since a local run never posts to GitHub", async () => {
    const path = eventFile("refused", example("workflow_dispatch"));
    const result = await repoAgent(["--event", path, "add notes"], repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--event needs --dry-run");
  });
});

describe.concurrent("--event FILE --dry-run on GitHub's example payloads", {
  timeout: DRY_RUN_TIMEOUT_MS,
}, () => {
  it("issue_comment: reacts, comments, and opens a pull request that fixes the issue", async () => {
    const payload = example("issue_comment", "created") as { comment: { body: string } };
    payload.comment.body = ASK;
    const result = await repoAgent(["--event", eventFile("issue-comment", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out).toContain("Dry run of the issue_comment event for Codertocat/Hello-World");
    expect(out).toContain("── Step 1/50 ──");
    expect(out).toContain("Reaction 👀 (eyes) on the triggering comment");
    expect(out).toMatch(/─── comment on issue #1 \(written \d+ times\), final text ───/);
    expect(out).toContain("### ✅ Repo Agent finished");
    expect(out).toContain("Added NOTES.md with a short note.");
    expect(out).toMatch(/─── pull request #2: agent\/1-add-a-notes-md-file → main ───/);
    expect(out).toContain("Title: add a NOTES.md file");
    expect(out).toContain("Fixes #1");
    expect(out).toMatch(/─── push to agent\/1-add-a-notes-md-file \(new branch/);
    expect(out).toContain("+Notes from Repo Agent");
    expect(out).toContain("Conclusion: success · 2 steps");
    expect(out).not.toContain(API_KEY);
    expect(out).not.toContain("::");
    const summary = /^Job summary: (.+)$/m.exec(out)?.[1] ?? "";
    expect(readFileSync(summary, "utf8")).toContain("Repo Agent: success");
  });

  it("pull_request_review_comment: answers in the thread and pushes to the pull request's branch", async () => {
    const payload = example("pull_request_review_comment", "created") as { comment: { body: string } };
    payload.comment.body = ASK;
    const result = await repoAgent(["--event", eventFile("review-comment", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Reaction 👀 (eyes) on the triggering review comment");
    expect(result.stdout).toContain("─── comment on the review thread of pull request #");
    expect(result.stdout).toMatch(/\*\*Pushed\*\* to \[`changes`\]/);
    expect(result.stdout).toMatch(/─── push to changes \(updated from [0-9a-f]{7}/);
    expect(result.stdout).not.toMatch(/─── (draft )?pull request #/);
  });

  it("issues: an issue opened with the phrase gets a comment and a pull request", async () => {
    const payload = example("issues", "opened") as { issue: { body: string } };
    payload.issue.body = `Our notes are missing.\n\n${ASK}`;
    const result = await repoAgent(["--event", eventFile("issues", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Dry run of the issues event");
    expect(result.stdout).toContain("Reaction 👀 (eyes) on issue #1");
    expect(result.stdout).toMatch(/─── pull request #2: agent\/1-add-a-notes-md-file → main ───/);
  });

  it("workflow_dispatch: takes the task from the inputs and opens a pull request, with no comment", async () => {
    const payload = example("workflow_dispatch");
    payload.inputs = { task: "add a NOTES.md file" };
    const result = await repoAgent(["--event", eventFile("dispatch", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Dry run of the workflow_dispatch event");
    expect(result.stdout).not.toContain("─── comment on");
    expect(result.stdout).toMatch(/─── pull request #1: agent\/run-1-add-a-notes-md-file → main ───/);
  });

  it("schedule: takes the task from the command line and pushes a stable branch", async () => {
    const { repository } = example("issue_comment", "created");
    const payload = { schedule: "0 3 * * *", repository };
    const result = await repoAgent(
      ["--event", eventFile("schedule", payload), "--dry-run", "add a NOTES.md file"],
      repo,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Dry run of the schedule event");
    expect(result.stdout).toMatch(/─── push to agent\/scheduled-add-a-notes-md-file \(new branch/);
  });

  it("exits with the conclusion's code: a run stopped by the step limit exits 3 and keeps its work", async () => {
    const payload = example("issue_comment", "created") as { comment: { body: string } };
    payload.comment.body = ASK;
    const result = await repoAgent(
      ["--event", eventFile("limited", payload), "--dry-run", "--max-steps", "1"],
      repo,
    );
    expect(result.code).toBe(3);
    expect(result.stdout).toContain("Repo Agent stopped: it reached the step limit");
    expect(result.stdout).toMatch(/─── draft pull request #2: agent\/1-add-a-notes-md-file → main ───/);
    expect(result.stdout).toContain("Title: WIP: add a NOTES.md file");
    expect(result.stdout).toContain("Conclusion: max_steps");
    expect(result.stdout).toContain("error: Repo Agent ended with max_steps");
  });

  it("a comment without the phrase is skipped: exit 0, no model call, nothing posted", async () => {
    const payload = example("issue_comment", "created") as { comment: { body: string } };
    payload.comment.body = "Thanks, looks good!";
    const before = server.requests.filter((r) =>
      JSON.stringify(r.body).includes("Thanks, looks good"),
    ).length;
    const result = await repoAgent(["--event", eventFile("skipped", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("notice: Repo Agent skipped: the comment does not contain /agent");
    expect(result.stdout).toContain("Nothing would be posted or pushed.");
    expect(server.requests.filter((r) => JSON.stringify(r.body).includes("Thanks, looks good")).length).toBe(
      before,
    );
  });
});

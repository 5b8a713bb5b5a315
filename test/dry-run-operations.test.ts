import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FakeAnswer, RecordedRequest } from "./fakes/model-server.js";
import {
  fakeModelEnv,
  modelAndScratchForFile,
  type Result,
  runCommandLine,
  webhookExample,
} from "./fixtures/command-line.js";
import { committedRepo } from "./fixtures/small-repo.js";

/**
 * `repo-agent --event issue_comment.json --dry-run --safe-outputs … --output-schema …` as a user
 * runs it, through the bundle: the agent's GitHub operations are checked when asked (a refused
 * one corrected in the next step), applied to the stand-in after the run, and the report lists
 * each with its status, what it sent, and the structured result; `--staged` applies none; the
 * flags are refused, naming them, where they cannot work.
 */

const API_KEY = "test-key-dry-run-operations-0123456789";
/** A dry run starts a process, copies a repository and runs git; on a busy machine that adds up. */
const DRY_RUN_TIMEOUT_MS = 120_000;

const SAFE_OUTPUTS = "add-labels:\nadd-comment:\n  max: 1\nclose-issue:\n  target: any";
const SCHEMA = JSON.stringify({
  type: "object",
  properties: { verdict: { enum: ["bug", "docs"] } },
  required: ["verdict"],
});
const COMMENT = "Thanks @Codertocat, and cc @someone-else.";

/** Which step of the run a request is: how many answers of the model it carries. */
function stepOf(request: RecordedRequest): number {
  const messages: Array<{ role?: string }> = Array.isArray(request.body?.messages)
    ? request.body.messages
    : [];
  return messages.filter((message) => message.role === "assistant").length;
}

/**
 * A triager: first a label the repository lacks and a verdict the schema refuses; then, told
 * why, a label that exists, a comment and a valid verdict; then its answer. Asked to propose, it
 * closes another issue and answers.
 */
function triagerTurn(request: RecordedRequest): FakeAnswer {
  const step = stepOf(request);
  if (JSON.stringify(request.body).includes("propose closing")) {
    if (step > 0) return { text: "Closing #7 is proposed." };
    return {
      text: "Closing the duplicate.",
      toolCalls: [{ name: "close_issue", arguments: { issue: 7, reason: "not_planned" } }],
    };
  }
  if (step === 0) {
    return {
      text: "Labelling it.",
      toolCalls: [
        { name: "add_labels", arguments: { labels: ["needs-triage"] } },
        { name: "submit_output", arguments: { verdict: "maybe" } },
      ],
    };
  }
  if (step === 1) {
    return {
      text: "Correcting both.",
      toolCalls: [
        { name: "add_labels", arguments: { labels: ["documentation"] } },
        { name: "add_comment", arguments: { body: COMMENT } },
        { name: "submit_output", arguments: { verdict: "docs" } },
      ],
    };
  }
  return { text: "Labelled it documentation." };
}

const { model: server, scratch } = await modelAndScratchForFile("dry-run-operations", {
  defaultTurn: triagerTurn,
});
const repo = await committedRepo(join(scratch, "repo"), { "README.md": "# Hello\n" });

function repoAgent(args: string[]): Promise<Result> {
  return runCommandLine(args, { cwd: repo, env: fakeModelEnv(server, API_KEY, scratch) });
}

/** An issue comment event whose comment asks `task` of the agent, written to a file of its own. */
function commentEvent(name: string, task: string): string {
  const payload = webhookExample<{ comment: { body: string } }>("issue_comment", "created");
  payload.comment.body = `/agent ${task}`;
  const path = join(scratch, `${name}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

/** The report's part from its heading on: what the dry run says it would have done. */
function reportOf(out: string): string {
  return out.slice(out.indexOf("════ Dry run"));
}

describe("repo-agent --event … --dry-run with GitHub operations and a structured result", () => {
  it("shows each operation asked, applied or refused, what it sent, and the result", {
    timeout: DRY_RUN_TIMEOUT_MS,
  }, async () => {
    const eventPath = commentEvent("triage", "label this and say what kind it is");
    const result = await repoAgent([
      "--event",
      eventPath,
      "--dry-run",
      "--safe-outputs",
      SAFE_OUTPUTS,
      "--output-schema",
      SCHEMA,
    ]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const report = reportOf(result.stdout);
    expect(report).toContain("─── operations the agent asked for ───");
    expect(report).toMatch(/refused {2}add-labels[^\n]*\n {9}"needs-triage" is not a label/);
    expect(report).toContain(
      "applied  add-labels on #1 → https://github.com/Codertocat/Hello-World/issues/1",
    );
    expect(report).toMatch(/applied {2}add-comment on #1 → https:\/\/github\.com\/[^\n]*#issuecomment-\d+/);
    expect(report).toContain("Labels added to issue #1: documentation");
    // The requester's mention stays; anyone else's is shown as code, so nobody is pinged.
    expect(report).toContain("Thanks @Codertocat, and cc `@someone-else`.");
    expect(report).toContain(
      '─── structured output (the structured-output output) ───\n{\n  "verdict": "docs"\n}\n─── end ───',
    );
    expect(report).not.toContain("the stand-in had no answer for");
    expect(report).toContain("Conclusion: success");
  });

  it("applies nothing with --staged and lists the operations as proposed", {
    timeout: DRY_RUN_TIMEOUT_MS,
  }, async () => {
    const eventPath = commentEvent("staged", "propose closing the duplicate #7");
    const result = await repoAgent([
      "--event",
      eventPath,
      "--dry-run",
      "--staged",
      "--safe-outputs",
      SAFE_OUTPUTS,
    ]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const report = reportOf(result.stdout);
    expect(report).toContain("proposed close-issue on #7");
    expect(report).not.toContain("Closed issue #7");
    expect(report).toContain("Staged: nothing was applied");
  });
});

describe.concurrent("the operation flags where they cannot work", () => {
  it("refuses --safe-outputs with a key the action does not know, naming the flag, before any model call", {
    timeout: DRY_RUN_TIMEOUT_MS,
  }, async () => {
    const eventPath = commentEvent("bad-key", "label this");
    const before = server.requests.length;
    const result = await repoAgent(["--event", eventPath, "--dry-run", "--safe-outputs", "add-label:"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--safe-outputs");
    expect(result.stderr).toContain('"add-label"');
    expect(server.requests.length).toBe(before);
  });

  it("refuses them in a plain run, which has no GitHub, saying to try them with --event", async () => {
    const result = await repoAgent([
      "--staged",
      "--allowed-domains",
      "example.com",
      "--network",
      "open",
      "fix it",
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--staged, --allowed-domains, --network go with --event FILE --dry-run");
  });

  it("lists them in --help", async () => {
    const result = await repoAgent(["--help"]);
    for (const flag of [
      "--safe-outputs TEXT",
      "--output-schema SCHEMA",
      "--staged",
      "--allowed-domains LIST",
      "--network MODE",
    ]) {
      expect(result.stdout).toContain(flag);
    }
  });
});

import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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
 * Both halves of the two-job shape on a laptop, through the bundle: `--dry-run --handoff DIR`
 * runs the agent and publishes nothing (the report says so and names the next command), and
 * `--dry-run --apply-handoff DIR` with no model key publishes the handed-off change to the
 * stand-in (a pull request and its branch) without a single model request.
 */

const API_KEY = "test-key-dry-run-handoff-0123456789abc";
const DRY_RUN_TIMEOUT_MS = 120_000;

function stepOf(request: RecordedRequest): number {
  const messages: Array<{ role?: string }> = Array.isArray(request.body?.messages)
    ? request.body.messages
    : [];
  return messages.filter((message) => message.role === "assistant").length;
}

/** Fixes the typo in the README, then answers. */
function fixerTurn(request: RecordedRequest): FakeAnswer {
  if (stepOf(request) > 0) return { text: "Fixed the typo in the README." };
  return {
    text: "Fixing the typo.",
    toolCalls: [{ name: "edit_file", arguments: { path: "README.md", old_str: "teh", new_str: "the" } }],
  };
}

const { model: server, scratch } = await modelAndScratchForFile("dry-run-handoff", {
  defaultTurn: fixerTurn,
});
const repo = await committedRepo(join(scratch, "repo"), { "README.md": "# Hello\n\nThis is teh demo.\n" });

function repoAgent(args: string[], env: NodeJS.ProcessEnv = fakeModelEnv(server, API_KEY, scratch)) {
  return runCommandLine(args, { cwd: repo, env });
}

function commentEvent(name: string, task: string): string {
  const payload = webhookExample<{ comment: { body: string } }>("issue_comment", "created");
  payload.comment.body = `/agent ${task}`;
  const path = join(scratch, `${name}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

function reportOf(result: Result): string {
  return result.stdout.slice(result.stdout.indexOf("════ Dry run"));
}

describe("repo-agent --event … --dry-run --handoff / --apply-handoff", () => {
  it("hands off without a GitHub write, then publishes the hand-off with no model call", {
    timeout: DRY_RUN_TIMEOUT_MS * 2,
  }, async () => {
    const eventPath = commentEvent("fix", "fix the typo in the README");
    const folder = join(scratch, "handoff");
    const agentJob = await repoAgent(["--event", eventPath, "--dry-run", "--handoff", folder]);
    expect(agentJob.code, agentJob.stdout + agentJob.stderr).toBe(0);
    const handed = reportOf(agentJob);
    expect(handed).toContain("Nothing would be posted or pushed.");
    expect(handed).toContain(`Handed off to ${folder}`);
    expect(handed).toContain(`--apply-handoff ${folder}`);
    expect(readdirSync(folder).sort()).toEqual(["changes.bundle", "handoff.json"]);
    const manifest = JSON.parse(readFileSync(join(folder, "handoff.json"), "utf8"));
    expect(manifest).toMatchObject({ format: 1, conclusion: "success", trigger: { kind: "issue_comment" } });

    const modelCalls = server.requests.length;
    const { ANTHROPIC_API_KEY: _key, ...withoutKey } = fakeModelEnv(server, API_KEY, scratch);
    const publishJob = await repoAgent(
      ["--event", eventPath, "--dry-run", "--apply-handoff", folder],
      withoutKey,
    );
    expect(publishJob.code, publishJob.stdout + publishJob.stderr).toBe(0);
    expect(server.requests.length).toBe(modelCalls);
    const published = reportOf(publishJob);
    expect(published).toMatch(/pull request #\d+: agent\/1-[^\n]+ → /);
    expect(published).toContain("+This is the demo.");
    expect(published).toContain("Fixed the typo in the README.");
    expect(published).toContain("published: pull-request");
  });

  it("refuses --handoff and --apply-handoff without --event, naming them", async () => {
    const result = await repoAgent(["--handoff", join(scratch, "x"), "fix it"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--handoff goes with --event FILE --dry-run");
    expect(existsSync(join(scratch, "x"))).toBe(false);
  });
});

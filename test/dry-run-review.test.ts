import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { afterTool, type FakeAnswer, type RecordedRequest } from "./fakes/model-server.js";
import {
  fakeModelEnv,
  modelAndScratchForFile,
  type Result,
  runCommandLine,
  webhookExample,
} from "./fixtures/command-line.js";
import { committedRepo, gitOutput } from "./fixtures/small-repo.js";

/**
 * `repo-agent --event pull_request.json --dry-run --mode review` as a user runs it, through the
 * bundle, on a repository with a feature branch checked out: it prints the review it would post,
 * with its inline comment and suggestion, and pushes nothing.
 */

const API_KEY = "test-key-dry-run-review-0123456789";
/** A dry run starts a process, copies a repository and runs git; on a busy machine that adds up. */
const DRY_RUN_TIMEOUT_MS = 120_000;

const ANSWER = "Looks good apart from one thing.";
const COMMENT = "Shouting twice is once too many.";
/** The line the branch adds, and what the review suggests in its place. */
const ADDED_LINE = 'export const shout = (s: string) => s.toUpperCase() + "!!";';
const SUGGESTED_LINE = 'export const shout = (s: string) => s.toUpperCase() + "!";';

const GREET = 'export function greet(name: string): string {\n  return "Hello, " + name;\n}\n';

const { model: server, scratch } = await modelAndScratchForFile("dry-run-review", {
  defaultTurn: reviewerTurn,
});
const repo = await committedRepo(join(scratch, "repo"), { "src/greet.ts": GREET });

const git = (...args: string[]): string => gitOutput(repo, ...args);

function write(path: string, content: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), content);
}

/** A reviewer: one comment with a suggestion on the line the branch added, then the verdict. */
function reviewerTurn(request: RecordedRequest): FakeAnswer {
  if (afterTool(request)) return { text: ANSWER };
  return {
    text: "One line needs a change.",
    toolCalls: [
      {
        name: "review_comment",
        arguments: { path: "src/greet.ts", line: 4, body: COMMENT, suggestion: SUGGESTED_LINE },
      },
    ],
  };
}

function repoAgent(args: string[]): Promise<Result> {
  return runCommandLine(args, { cwd: repo, env: fakeModelEnv(server, API_KEY, scratch) });
}

beforeAll(() => {
  git("checkout", "-q", "-b", "changes");
  write("src/greet.ts", `${GREET}${ADDED_LINE}\n`);
  git("add", ".");
  git("commit", "-q", "-m", "Add shout");
});

describe("repo-agent --event pull_request.json --dry-run --mode review", () => {
  it("prints the review it would post, with its inline suggestion, and pushes nothing", {
    timeout: DRY_RUN_TIMEOUT_MS,
  }, async () => {
    const payload = webhookExample("pull_request", "opened");
    const eventPath = join(scratch, "pull_request.json");
    writeFileSync(eventPath, JSON.stringify(payload));
    const before = git("rev-parse", "changes");

    // No task: the dry run stands in a review task, and says a workflow must set one.
    const result = await repoAgent(["--event", eventPath, "--dry-run", "--mode", "review"]);
    const out = result.stdout;
    expect(result.code, out + result.stderr).toBe(0);
    expect(result.stderr).toContain('note: no task given; using "Review this pull request."');
    expect(out).toContain("Dry run of the pull_request event for Codertocat/Hello-World");
    expect(out).toMatch(/─── review on pull request #2 \(COMMENT, at [0-9a-f]{7}\) ───/);
    const review = out.slice(out.indexOf("─── review on pull request #2"));
    expect(review).toContain(ANSWER);
    expect(review).toContain(`src/greet.ts:4\n${COMMENT}`);
    expect(review).toContain(`\`\`\`suggestion\n${SUGGESTED_LINE}\n\`\`\``);
    expect(out).toContain("published: review");
    expect(out).not.toContain("WARNING: THIS REVIEW");
    expect(out).not.toContain("the stand-in had no answer for");
    expect(out).not.toContain("─── push to");
    expect(out).not.toMatch(/─── (draft )?pull request #/);
    expect(git("rev-parse", "changes")).toBe(before);
    // The model reviewed the branch's real change: the diff it was given holds the added line.
    const firstRequest = JSON.stringify(server.requests[0]?.body ?? {});
    expect(firstRequest).toContain("+export const shout");
    // The run's own tracking comment, posted while the pull request was read, is not context.
    expect(firstRequest).not.toContain("Repo Agent is working on it");
  });
});

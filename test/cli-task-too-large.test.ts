import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, type TestContext } from "vitest";
import { prose } from "./compaction-fixtures.js";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";
import { exampleSaying, runCommandLine } from "./fixtures/command-line.js";
import { committedRepo } from "./fixtures/small-repo.js";

/**
 * A task bigger than `token-limit`, as a newcomer pastes it: the command line (`node
 * bin/repo-agent.js`, the committed bundle) ends at once with exit 1 and a message saying how big
 * the task is and what to do, without calling the model; the terminal shows the head of the task
 * only; the trajectory keeps the whole run. The dry run of an issue comment shows the same
 * message in the comment the action would post.
 */

/** A process, and for the dry run a copy of the repository and git; generous for a busy machine. */
const TIMEOUT_MS = 120_000;

/** The trajectory's events, one JSON object a line. */
function trajectory(path: string): { type: string; [key: string]: unknown }[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));
}

let scratch: string;
let repo: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "repo-agent-task-too-large-"));
  repo = await committedRepo(join(scratch, "repo"), { "README.md": "# Demo\n\nA small repository.\n" });
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** A model server nobody else asks, so its request count shows whether the model was called. */
async function ownServer(context: TestContext): Promise<ModelServer> {
  const model = await startModelServer([], { defaultTurn: { text: "Done." } });
  context.onTestFinished(() => model.close());
  return model;
}

function env(model: ModelServer): NodeJS.ProcessEnv {
  const clean = { ...process.env };
  for (const name of Object.keys(clean)) if (/^(ANTHROPIC|OPENAI|REPO_AGENT)_/.test(name)) delete clean[name];
  return { ...clean, ANTHROPIC_BASE_URL: model.anthropicBaseUrl, XDG_STATE_HOME: join(scratch, "state") };
}

describe("repo-agent with a task larger than token-limit", { timeout: TIMEOUT_MS }, () => {
  it("fails at once with exit 1, says how big the task is, prints only its head, and keeps the trajectory", async (context) => {
    const model = await ownServer(context);
    // About 900 KB, under the 1 MiB a task file may hold: a pasted log, line after line.
    const lines = Array.from({ length: 9_000 }, (_, i) => `line ${i + 1}: ${prose(14, i)}`);
    const task = `Find the error in this log:\n${lines.join("\n")}`;
    expect(task.length).toBeGreaterThan(800_000);
    expect(task.length).toBeLessThan(1024 * 1024);
    const taskFile = join(scratch, "big-task.txt");
    writeFileSync(taskFile, task);
    const logFile = join(scratch, "big-task.jsonl");

    const result = await runCommandLine(["--task-file", taskFile, "--log-file", logFile], {
      cwd: repo,
      env: env(model),
    });

    expect(result.code, result.stderr).toBe(1);
    expect(model.requests).toHaveLength(0);
    const output = result.stdout + result.stderr;
    expect(output).toMatch(
      /The task is about [\d,]+ tokens, more than token-limit \(80,000\): shorten it, or raise token-limit \(--token-limit on the command line\) up to what the model's context window holds\./,
    );
    // The task's head is shown, with what was left out counted; not the whole 900 KB.
    expect(output).toContain("Find the error in this log:\nline 1: ");
    expect(output).toMatch(/… \(\d+ more lines, \d+ more characters in the trajectory file\)/);
    expect(output).not.toContain("line 9000: ");
    expect(output.length).toBeLessThan(10_000);
    // The trajectory holds the whole task and how the run ended.
    const events = trajectory(logFile);
    expect(events.find((e) => e.type === "run_started")?.task).toBe(task);
    expect(events.find((e) => e.type === "run_finished")).toMatchObject({ conclusion: "error", steps: 0 });
    expect(events.some((e) => e.type === "step_started")).toBe(false);
  });

  it("in a dry run of a comment, ends `error` with the reason in the comment the action would post", async (context) => {
    const model = await ownServer(context);
    // A comment's task is cut at 20,000 characters; a small token-limit is what it passes.
    const payload = exampleSaying(
      "issue_comment",
      "created",
      `/agent summarise these notes: ${prose(3_000, 5)}`,
    );
    const eventPath = join(scratch, "comment.json");
    writeFileSync(eventPath, JSON.stringify(payload));

    const result = await runCommandLine(["--event", eventPath, "--dry-run", "--token-limit", "2500"], {
      cwd: repo,
      env: env(model),
    });

    expect(result.code, result.stderr).toBe(1);
    expect(model.requests).toHaveLength(0);
    const comment = /─── comment on [^\n]*final text ───\n([\s\S]*?)\n───/.exec(result.stdout)?.[1] ?? "";
    expect(comment).toMatch(/The task is about [\d,]+ tokens, more than token-limit \(2,500\): shorten it/);
    expect(result.stdout).toContain("Conclusion: error");
    const logFile = /^Trajectory: (.+)$/m.exec(result.stdout)?.[1];
    if (!logFile) throw new Error(`no trajectory named in:\n${result.stdout}`);
    expect(trajectory(logFile).find((e) => e.type === "run_finished")).toMatchObject({ conclusion: "error" });
  });
});

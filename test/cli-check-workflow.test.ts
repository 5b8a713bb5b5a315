import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { COMMITTED_BIN, type Result, runCommandLine } from "./fixtures/command-line.js";

/**
 * `repo-agent check-workflow FILE…` as a user runs it: `node bin/repo-agent.js` (the committed
 * bundle), from a folder of their own, on workflow files they wrote. It finds the clone's
 * action.yml from the bundle, whatever the working folder.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const scratch = mkdtempSync(join(tmpdir(), "repo-agent-check-workflow-"));
let files = 0;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs the committed bundle's command line, never a build `REPO_AGENT_DIST` names: check-workflow
 * reads the action.yml nearest above the bundle it runs from.
 */
function repoAgent(args: string[], cwd: string): Promise<Result> {
  return runCommandLine(args, { cwd, env: process.env, bin: COMMITTED_BIN });
}

function checkWorkflow(...args: string[]): Promise<Result> {
  return repoAgent(["check-workflow", ...args], scratch);
}

/** A workflow file in the scratch folder; its name. */
function workflow(content: string): string {
  files += 1;
  const name = `workflow-${files}.yml`;
  writeFileSync(join(scratch, name), content);
  return name;
}

const CHECKOUT = readFileSync(join(root, "examples", "workflows", "dispatch.yml"), "utf8").match(
  /actions\/checkout@[0-9a-f]{40} # v\S+/,
)?.[0];

/** A manual-run workflow whose Repo Agent step is given `withLines` (indented under `with:`). */
function dispatchWorkflow(withLines: string[]): string {
  return [
    "name: Agent",
    "on:",
    "  workflow_dispatch:",
    "permissions:",
    "  contents: write",
    "  pull-requests: write",
    "concurrency:",
    "  group: agent",
    "jobs:",
    "  agent:",
    "    runs-on: ubuntu-latest",
    "    steps:",
    `      - uses: ${CHECKOUT}`,
    "      - uses: repo-agent/repo-agent@v1",
    "        with:",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
    "          api-key: ${{ secrets.ANTHROPIC_API_KEY }}",
    ...withLines.map((line) => `          ${line}`),
    "",
  ].join("\n");
}

/** The two-job fork review example, the shape the fork check below is tried on. */
const FORK_REVIEW = readFileSync(join(root, "examples", "workflows", "fork-review.yml"), "utf8");
/** Its agent job's read-only permissions block. */
const AGENT_PERMISSIONS =
  "    permissions:\n      contents: read\n      issues: read\n      pull-requests: read\n";
// biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
const HEAD_SHA = "ref: ${{ github.event.pull_request.head.sha }}";
// biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
const MODEL_KEY = "          api-key: ${{ secrets.ANTHROPIC_API_KEY }}\n";

/** `text` with `from` replaced by `to` (each edit a list of pairs); throws when an edit does not apply. */
function edited(text: string, ...edits: [string, string][]): string {
  return edits.reduce((result, [from, to]) => {
    if (!result.includes(from)) throw new Error(`the fixture edit did not apply: ${from}`);
    return result.replace(from, to);
  }, text);
}

/** The fork check's lines in `stderr` about `file`, each cut after what the job holds. */
function forkFindings(stderr: string, file: string): string[] {
  return stderr
    .split("\n")
    .filter((line) => line.startsWith(`${file}: `) && line.includes("checks out the pull request's head"))
    .map((line) => line.replace(/: that code can use them\..*$/, ""));
}

describe.concurrent("repo-agent check-workflow", () => {
  it("passes the README's workflows and every example, run from another folder", async () => {
    const examples = readdirSync(join(root, "examples", "workflows")).map((name) =>
      join(root, "examples", "workflows", name),
    );
    const result = await checkWorkflow(join(root, "README.md"), ...examples);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^\d+ workflows match GitHub's schema and action\.yml\n$/);
    expect(result.code).toBe(0);
  });

  it("names a misspelt input and each value the action would refuse, and leaves expressions alone", async () => {
    const file = workflow(
      dispatchWorkflow([
        "max_steps: 20",
        "max-steps: abc",
        "mode: yolo",
        "sandbox: maybe",
        "allowed-permission: root",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
        "timeout-minutes: ${{ vars.AGENT_MINUTES }}",
        "task: Tidy the README.",
      ]),
    );
    const result = await checkWorkflow(file);
    expect(result.code).toBe(1);
    const where = `${file}: job "agent", step 2`;
    const lines = result.stderr.trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^${where}: "max_steps" is not an input of action\\.yml \\(inputs: task, `),
      ),
      `${where}: max-steps must be a positive integer, got "abc" (the action would stop with this when the job starts)`,
      `${where}: mode must be one of auto, comment, pr, review; got "yolo" (the action would stop with this when the job starts)`,
      `${where}: sandbox must be one of auto, user, off; got "maybe" (the action would stop with this when the job starts)`,
      `${where}: allowed-permission must be one of read, triage, write, maintain, admin; got "root" (the action would stop with this when the job starts)`,
      "5 problems in 1 workflow",
    ]);
    expect(result.stdout).toBe("");
  });

  it("judges values written out together: a spending cap for a model it cannot price", async () => {
    const unpriced = await checkWorkflow(workflow(dispatchWorkflow(["model: my-own-model", "max-cost: 5"])));
    expect(unpriced.code).toBe(1);
    expect(unpriced.stderr).toContain(
      'step 2: max-cost needs the price of model "my-own-model" (provider "anthropic"), which the built-in price table lacks',
    );
    const priced = await checkWorkflow(
      workflow(dispatchWorkflow(["model: my-own-model", "max-cost: 5", 'model-prices: "3,15"'])),
    );
    expect(priced.stderr).toBe("");
    expect(priced.code).toBe(0);
  });

  it("asks for other actions to be pinned to a commit, with the version in a comment", async () => {
    const result = await checkWorkflow(
      workflow(dispatchWorkflow([]).replace(CHECKOUT ?? "", "actions/checkout@v5")),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "step 1: actions/checkout@v5 is not pinned to a commit, and a tag or branch can be moved onto other code: write `uses: actions/checkout@<full 40-character commit SHA> # v5`",
    );
  });

  it("flags a job that checks out a fork's head and holds a token that writes, and says how to split it", async () => {
    const writes = workflow(
      edited(FORK_REVIEW, [
        "      contents: read\n      issues: read",
        "      contents: write\n      issues: read",
      ]),
    );
    const writeAll = workflow(edited(FORK_REVIEW, [AGENT_PERMISSIONS, "    permissions: write-all\n"]));
    // No block anywhere: the token has the repository's default permissions.
    const unsaid = workflow(edited(FORK_REVIEW, ["permissions: {}\n\n", ""], [AGENT_PERMISSIONS, ""]));
    const result = await checkWorkflow(writes, writeAll, unsaid);
    expect(result.code).toBe(1);
    const head = `job "agent" checks out the pull request's head (step 1), code anyone can write, in a workflow on pull_request_target, and holds`;
    expect(forkFindings(result.stderr, writes)).toEqual([
      `${writes}: ${head} a token that writes (permissions contents: write)`,
    ]);
    expect(forkFindings(result.stderr, writeAll)).toEqual([
      `${writeAll}: ${head} a token that writes (permissions: write-all)`,
    ]);
    expect(forkFindings(result.stderr, unsaid)).toEqual([
      `${unsaid}: ${head} a token that writes (no permissions block, so its token has the repository's default permissions, which can write)`,
    ]);
    expect(result.stderr).toContain(
      `${writes}: ${head} a token that writes (permissions contents: write): that code can use them. Split it in two (docs/untrusted-checkouts.md): an agent job with read permissions and only the model key that checks out the head and runs Repo Agent with \`handoff\`, and a publish job with the write permissions that runs Repo Agent with \`apply-handoff\` and never checks out the head\n`,
    );
    // The publish job writes, but runs this repository's own commit.
    expect(result.stderr).not.toContain('job "publish" checks out');
  });

  it("flags a job that checks out a fork's head and holds a secret other than the model key", async () => {
    const stepSecret = workflow(
      edited(FORK_REVIEW, [
        MODEL_KEY,
        `${MODEL_KEY}        env:\n          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n          JOB_TOKEN: \${{ secrets.GITHUB_TOKEN }}\n`,
      ]),
    );
    const workflowSecret = workflow(
      edited(FORK_REVIEW, [
        "permissions: {}\n",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
        "permissions: {}\nenv:\n  DEPLOY_KEY: ${{ secrets['DEPLOY_KEY'] }}\n",
      ]),
    );
    const result = await checkWorkflow(stepSecret, workflowSecret);
    expect(result.code).toBe(1);
    const head = `job "agent" checks out the pull request's head (step 1), code anyone can write, in a workflow on pull_request_target, and holds`;
    // The model key passed to api-key, and the job's own (read-only) token, are not named.
    expect(forkFindings(result.stderr, stepSecret)).toEqual([
      `${stepSecret}: ${head} secrets other than the model key (NPM_TOKEN)`,
    ]);
    expect(forkFindings(result.stderr, workflowSecret)).toEqual([
      `${workflowSecret}: ${head} secrets other than the model key (DEPLOY_KEY)`,
    ]);
  });

  it("knows each way a checkout names the fork's head, on each event that runs with the repository's rights", async () => {
    const grant: [string, string] = [
      "      contents: read\n      issues: read",
      "      contents: read\n      issues: write",
    ];
    const heads = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      "ref: ${{ github.event.pull_request.head.ref }}",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      "ref: ${{github.head_ref}}",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      "ref: refs/pull/${{ github.event.pull_request.number }}/head",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      "repository: ${{ github.event.pull_request.head.repo.full_name }}",
    ].map((ref) => workflow(edited(FORK_REVIEW, [HEAD_SHA, ref], grant)));
    const events = ["workflow_run:\n    workflows: [CI]", "issue_comment:"].map((event) =>
      workflow(
        edited(
          FORK_REVIEW,
          ["pull_request_target:\n    types: [opened, synchronize, reopened, ready_for_review]", event],
          [HEAD_SHA, "ref: refs/pull/7/merge"],
          grant,
        ),
      ),
    );
    const result = await checkWorkflow(...heads, ...events);
    for (const file of heads) {
      expect(forkFindings(result.stderr, file)).toEqual([
        `${file}: job "agent" checks out the pull request's head (step 1), code anyone can write, in a workflow on pull_request_target, and holds a token that writes (permissions issues: write)`,
      ]);
    }
    expect(forkFindings(result.stderr, events[0] ?? "").join()).toContain(
      "in a workflow on workflow_run, and holds",
    );
    expect(forkFindings(result.stderr, events[1] ?? "").join()).toContain(
      "in a workflow on issue_comment, and holds",
    );
  });

  it("leaves alone a fork's head on pull_request, a read-only job with the model key, and a job that checks out no head", async () => {
    // A fork's pull_request run gets a read-only token and no secrets, whatever the workflow says.
    const forkRun = workflow(
      edited(
        FORK_REVIEW,
        ["  pull_request_target:", "  pull_request:"],
        ["      contents: read\n      issues: read", "      contents: write\n      issues: read"],
      ),
    );
    // The workflow-wide `permissions: {}` holds for a job without its own block.
    const nothingGranted = workflow(edited(FORK_REVIEW, [AGENT_PERMISSIONS, ""]));
    const result = await checkWorkflow(
      forkRun,
      nothingGranted,
      join(root, "examples", "workflows", "fork-review.yml"),
      join(root, "examples", "workflows", "fork-comment.yml"),
    );
    expect(result.stderr).not.toContain("checks out the pull request's head");
  });

  it("exits 2 for bad usage: no file, a file that is not there, an unknown flag, a document without a workflow", async () => {
    const none = await checkWorkflow();
    expect(none.stderr).toContain("name the workflow files to check");
    const missing = await checkWorkflow("missing.yml");
    expect(missing.stderr).toContain("missing.yml: there is no such file");
    const flag = await checkWorkflow("--fix", workflow(dispatchWorkflow([])));
    expect(flag.stderr).toContain("Unknown option '--fix'");
    writeFileSync(join(scratch, "notes.md"), "# Notes\n\nNo workflow here.\n");
    const empty = await checkWorkflow("notes.md");
    expect(empty.stderr).toContain("no workflows to check");
    expect([none.code, missing.code, flag.code, empty.code]).toEqual([2, 2, 2, 2]);
  });

  it("says how to use it with --help, and is listed in the command line's --help", async () => {
    const help = await checkWorkflow("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: repo-agent check-workflow FILE…");
    expect(help.stdout).toContain("Exit codes: 0 no problems, 1 problems found, 2 bad usage.");
    const main = await repoAgent(["--help"], process.cwd());
    expect(main.code).toBe(0);
    expect(main.stdout).toContain("repo-agent check-workflow FILE…");
  });
});

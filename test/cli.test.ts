import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, type TestContext } from "vitest";
import {
  afterTool,
  type FakeAnswer,
  type ModelServer,
  type RecordedRequest,
  startModelServer,
} from "./fakes/model-server.js";
import {
  exampleSaying,
  fakeModelEnv,
  modelAndScratchForFile,
  type Result,
  runCommandLine,
  webhookExample,
} from "./fixtures/command-line.js";
import { committedRepo } from "./fixtures/small-repo.js";

/**
 * The command line as a user runs it: `node bin/repo-agent.js` (the committed bundle), in a real
 * git repository, against the fake model server. Dry runs of GitHub's own example payloads must
 * print what they would post and never need GitHub. The tests run at once: each works in a
 * folder of its own, finds its model requests by a marker in its task, and a test that shows no
 * model call was made points the command line at a server of its own.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const API_KEY = "test-key-cli-0123456789";

/**
 * Runs the command line in `cwd` against the shared fake model server, `extraEnv` laid over that
 * environment; `input`, when given, is its standard input.
 */
function repoAgent(
  args: string[],
  cwd: string,
  extraEnv: NodeJS.ProcessEnv = {},
  input?: string,
): Promise<Result> {
  return runCommandLine(args, {
    cwd,
    // Trajectories of the tests stay in the scratch folder, not in the home of whoever runs them.
    env: { ...fakeModelEnv(server, API_KEY, scratch), ...extraEnv },
    input,
  });
}

/**
 * A two-step agent: write NOTES.md, then (after the tool's result: the note was written) say so.
 * Stateless, so runs may share the server.
 */
function agentTurn(request: RecordedRequest): FakeAnswer {
  if (afterTool(request)) return { text: "Added NOTES.md with a short note." };
  return {
    text: "I will add the notes file.",
    toolCalls: [{ name: "write_file", arguments: { path: "NOTES.md", content: "Notes from Repo Agent\n" } }],
  };
}

const { model: server, scratch } = await modelAndScratchForFile("cli", { defaultTurn: agentTurn });
const repo = await committedRepo(join(scratch, "repo"), { "README.md": "# Demo\n\nA small repository.\n" });

/**
 * A model server for this test alone, closed when it ends: `ANTHROPIC_BASE_URL` pointing at it,
 * for `repoAgent`. With the other tests asking the shared server at the same time, a test that
 * shows the command line made no model call counts the requests of a server nobody else uses.
 */
async function ownServer(context: TestContext): Promise<{ model: ModelServer; env: NodeJS.ProcessEnv }> {
  const model = await startModelServer([], { defaultTurn: agentTurn });
  context.onTestFinished(() => model.close());
  return { model, env: { ANTHROPIC_BASE_URL: model.anthropicBaseUrl } };
}

function eventFile(name: string, payload: unknown): string {
  const path = join(scratch, `${name}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

const ASK = "/agent add a NOTES.md file";

/**
 * An `XDG_STATE_HOME` (`planted`) whose `repo-agent` folder is a link someone planted, to a folder
 * of theirs (`theirs`) the run must leave alone.
 */
function plantedStateHome(name: string): { planted: string; theirs: string } {
  const planted = join(scratch, `xdg-planted-${name}`);
  const theirs = join(scratch, `someone-elses-${name}-folder`);
  mkdirSync(theirs);
  mkdirSync(planted);
  symlinkSync(theirs, join(planted, "repo-agent"));
  return { planted, theirs };
}
/** A run that refused the planted folder: exit 1, naming it and each of `says`, nothing written into theirs. */
function expectPlantedRefused(run: Result, home: { planted: string; theirs: string }, says: string[]): void {
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`cannot keep trajectories in ${join(home.planted, "repo-agent")}`);
  for (const words of says) expect(run.stderr).toContain(words);
  expect(readdirSync(home.theirs)).toEqual([]);
}

/** A dry run starts a process, copies a repository and runs git; on a busy machine that adds up. */
const DRY_RUN_TIMEOUT_MS = 120_000;

describe.concurrent("repo-agent --help", () => {
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
      "--keep",
      "--task-file",
      "--version",
      "--trigger-phrase",
      "--mode",
      "--branch-prefix",
    ]) {
      expect(result.stdout).toContain(flag);
    }
    expect(result.stdout).toContain("needs --dry-run");
    expect(result.stdout).toContain("AGENTS.md at the root of the repository");
    expect(result.stdout).toContain("~/.local/state/repo-agent");
    expect(result.stdout).toMatch(/Exit codes: 0 success, 1 error, 2 bad usage, 3 max_steps/);
  });
});

describe.concurrent("bad usage", () => {
  it("names an unknown flag and exits with 2", async () => {
    const result = await repoAgent(["--max-stpes", "3", "fix it"], repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Unknown option '--max-stpes'");
    expect(result.stderr).toContain("--help");
  });

  it("names a bad value and exits with 2 before any model call", async (context) => {
    const own = await ownServer(context);
    const result = await repoAgent(["--max-steps", "many", "fix it"], repo, own.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('max-steps must be a positive integer, got "many"');
    expect(own.model.requests).toEqual([]);
  });

  it("refuses --event without --dry-run, since a local run never posts to GitHub", async () => {
    const path = eventFile("refused", webhookExample("workflow_dispatch"));
    const result = await repoAgent(["--event", path, "add notes"], repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--event needs --dry-run");
  });

  it("refuses a dry run of a workflow_run event and says how to try the repair on the folder", async (context) => {
    const own = await ownServer(context);
    const path = eventFile("ci-failure", webhookExample("workflow_run"));
    const result = await repoAgent(["--event", path, "--dry-run"], repo, own.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("a dry run cannot stand in for a workflow_run event");
    expect(result.stderr).toContain('repo-agent "make the failing checks pass"');
    expect(own.model.requests).toEqual([]);
  });
});

/** A new repository with `files` committed, in the scratch folder. */
function freshRepo(name: string, files: Record<string, string>): Promise<string> {
  return committedRepo(join(scratch, name), files);
}

/** The model requests whose body mentions `marker` (each test's task carries its own). */
function requestsWith(marker: string): RecordedRequest[] {
  return server.requests.filter((request) => JSON.stringify(request.body).includes(marker));
}

/** The system prompt of an Anthropic request, a string or text blocks on the wire. */
function systemPrompt(request: RecordedRequest): string {
  const system: unknown = request.body?.system;
  if (typeof system === "string") return system;
  return Array.isArray(system) ? system.map((block: { text?: string }) => block.text ?? "").join("\n") : "";
}

/** The first user message of a request, as text. */
function firstUserText(request: RecordedRequest): string {
  return JSON.stringify(request.body?.messages?.[0]?.content ?? "");
}

const trajectoryLine = (stdout: string) => /^Trajectory: (.+)$/m.exec(stdout)?.[1] ?? "";

describe.concurrent("repo-agent --version", () => {
  it("prints the version of package.json", async () => {
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    const result = await repoAgent(["--version"], scratch);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(version);
  });
});

describe.concurrent("a -C that is not a folder", () => {
  it("exits with 2 and names the path when it does not exist", async () => {
    const missing = join(scratch, "no-such-project");
    const result = await repoAgent(["-C", missing, "fix it"], scratch);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`-C ${missing}: there is no such folder`);
  });

  it("exits with 2 and names the path when it is a file", async () => {
    const file = join(scratch, "a-file.txt");
    writeFileSync(file, "not a folder\n");
    const result = await repoAgent(["--workspace", file, "fix it"], scratch);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`-C ${file} is not a folder`);
  });
});

describe.concurrent("messages about settings", () => {
  it("name the --api-key flag when the key is missing, not an action input", async () => {
    const result = await repoAgent(["fix it"], repo, { ANTHROPIC_API_KEY: "", ANTHROPIC_BASE_URL: "" });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--api-key is missing");
    expect(result.stderr).toContain("ANTHROPIC_API_KEY");
    expect(result.stderr).not.toContain("input");
  });
});

describe.concurrent("a plain run on a local folder", () => {
  it("ends with what the run cost at the model's prices", async () => {
    const project = await freshRepo("cost-line", { "README.md": "# Cost\n" });
    const marker = "cost-line-reaches-the-model";
    const result = await repoAgent(
      ["-C", project, "--model-prices", "3,15", `add notes (${marker})`],
      scratch,
    );
    expect(result.code, result.stderr).toBe(0);
    // Two steps of the fake's 10 input and 5 output tokens: (20 x $3 + 10 x $15) per million.
    expect(requestsWith(marker)).toHaveLength(2);
    expect(result.stdout.trimEnd().split("\n").at(-1)).toBe(
      "Cost: $0.0002 for 20 input and 10 output tokens",
    );
  });

  it("stops before a call that could pass --max-cost, with exit code 5 and the spend on the last line", async () => {
    const project = await freshRepo("cost-cap", { "README.md": "# Cap\n" });
    const marker = "cost-cap-never-reaches-the-model";
    const result = await repoAgent(
      [
        "-C",
        project,
        "--model-prices",
        "3,15",
        "--max-output-tokens",
        "100",
        "--max-cost",
        "0.002",
        `add notes (${marker})`,
      ],
      scratch,
    );
    expect(result.code).toBe(5);
    expect(requestsWith(marker)).toHaveLength(0);
    expect(result.stdout).toContain("Conclusion: budget after 0 step(s)");
    expect(result.stdout.trimEnd().split("\n").at(-1)).toBe(
      "Cost: $0.00 of the $0.0020 max-cost for 0 input and 0 output tokens",
    );
  });

  it("gives the model the repository's AGENTS.md and a system prompt for the user's own computer", async () => {
    const project = await freshRepo("with-agents-md", {
      "AGENTS.md": "Run the tests with `make check-agents-md` before you answer.\n",
      "src/app/README.md": "# App\n",
    });
    const marker = "agents-md-reaches-the-model";
    // A subfolder as the workspace: AGENTS.md is still read from the repository's root.
    const result = await repoAgent(["-C", join(project, "src", "app"), `add notes (${marker})`], scratch);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Standing instructions: ${join(project, "AGENTS.md")}`);
    const [request] = requestsWith(marker);
    if (!request) throw new Error("the model was not asked");
    const system = systemPrompt(request);
    expect(system).toContain("make check-agents-md");
    expect(system).toContain("local repository");
    expect(system).not.toContain("CI job");
    expect(system).not.toContain("the action publishes");
  });

  it("says so and goes on when there is no AGENTS.md", async () => {
    const project = await freshRepo("without-agents-md", { "README.md": "# Plain\n" });
    const marker = "no-agents-md-here";
    const result = await repoAgent([`add notes (${marker})`], project);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain("Standing instructions:");
    expect(systemPrompt(requestsWith(marker)[0] as RecordedRequest)).not.toContain("AGENTS.md");
  });

  it("reads a task longer than one argument from --task-file", async () => {
    const project = await freshRepo("task-file", { "README.md": "# Task file\n" });
    const marker = "task-from-a-file";
    const lines = Array.from({ length: 200 }, (_, i) => `- step ${i + 1}: keep the notes short`);
    const taskFile = join(scratch, "task.md");
    writeFileSync(taskFile, `Add notes (${marker}).\n\n${lines.join("\n")}\n`);
    const result = await repoAgent(["--task-file", taskFile], project);
    expect(result.code).toBe(0);
    const text = firstUserText(requestsWith(marker)[0] as RecordedRequest);
    expect(text).toContain("step 1: keep");
    expect(text).toContain("step 200: keep");
  });

  it("reads the task from standard input when it is given as - or --task-file -", async () => {
    const project = await freshRepo("stdin-task", { "README.md": "# Stdin\n" });
    for (const [args, marker] of [
      [["-"], "task-from-stdin-dash"],
      [["--task-file", "-"], "task-from-stdin-task-file"],
    ] as const) {
      const result = await repoAgent([...args], project, {}, `Add notes (${marker}).\nSecond line.\n`);
      expect(result.code).toBe(0);
      expect(firstUserText(requestsWith(marker)[0] as RecordedRequest)).toContain("Second line.");
    }
  });

  it("refuses an empty task from standard input or a file with exit code 2, before any model call", async (context) => {
    const own = await ownServer(context);
    const empty = join(scratch, "empty-task.md");
    writeFileSync(empty, "  \n\n");
    const fromStdin = await repoAgent(["-"], repo, own.env, "\n");
    const fromFile = await repoAgent(["--task-file", empty], repo, own.env);
    const missing = await repoAgent(["--task-file", join(scratch, "no-task.md")], repo, own.env);
    for (const result of [fromStdin, fromFile]) {
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("the task is empty");
    }
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      `--task-file ${join(scratch, "no-task.md")} cannot be read: no such file`,
    );
    expect(own.model.requests).toEqual([]);
  });
});

describe.concurrent("where trajectories go", () => {
  it("writes them to ~/.local/state/repo-agent, a folder only its owner can open", async () => {
    const project = await freshRepo("trajectory-home", { "README.md": "# Home\n" });
    const home = join(scratch, "home-of-a");
    mkdirSync(home);
    const result = await repoAgent(["add notes (trajectory-home)"], project, {
      HOME: home,
      XDG_STATE_HOME: "",
    });
    expect(result.code).toBe(0);
    const folder = join(home, ".local", "state", "repo-agent");
    const trajectory = trajectoryLine(result.stdout);
    expect(dirname(trajectory)).toBe(folder);
    expect(readFileSync(trajectory, "utf8")).toContain('"type":"run_started"');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it("follows XDG_STATE_HOME, so each user has their own folder", async () => {
    const project = await freshRepo("trajectory-xdg", { "README.md": "# XDG\n" });
    const results = await Promise.all(
      ["user-one", "user-two"].map(async (user) => {
        const state = join(scratch, `xdg-${user}`);
        const result = await repoAgent([`add notes (trajectory-${user})`], project, {
          XDG_STATE_HOME: state,
        });
        return { state, result };
      }),
    );
    for (const { state, result } of results) {
      expect(result.code).toBe(0);
      expect(dirname(trajectoryLine(result.stdout))).toBe(join(state, "repo-agent"));
      expect(statSync(join(state, "repo-agent")).mode & 0o777).toBe(0o700);
    }
  });

  it("narrows a folder others could read to 0700, and refuses a symbolic link in its place", async (context) => {
    const project = await freshRepo("trajectory-unsafe", { "README.md": "# Unsafe\n" });
    const open = join(scratch, "xdg-open");
    mkdirSync(join(open, "repo-agent"), { recursive: true, mode: 0o777 });
    const narrowed = await repoAgent(["add notes (trajectory-narrowed)"], project, { XDG_STATE_HOME: open });
    expect(narrowed.code).toBe(0);
    expect(statSync(join(open, "repo-agent")).mode & 0o777).toBe(0o700);

    const { planted, theirs } = plantedStateHome("plain-run");
    const own = await ownServer(context);
    const refused = await repoAgent(["add notes (trajectory-planted)"], project, {
      ...own.env,
      XDG_STATE_HOME: planted,
    });
    expectPlantedRefused(refused, { planted, theirs }, ["symbolic link", "--log-file"]);
    expect(own.model.requests).toEqual([]);
  });
});

describe.concurrent("the dry run's temporary folder", { timeout: DRY_RUN_TIMEOUT_MS }, () => {
  /** A private temporary folder, so the check sees only this run's leftovers. */
  function privateTmp(name: string): string {
    const path = join(scratch, name);
    mkdirSync(path);
    return path;
  }
  const leftovers = (tmp: string) =>
    readdirSync(tmp).filter((name) => name.startsWith("repo-agent-dry-run-"));

  it("is removed at the end, and the trajectory and job summary it printed are still there", async () => {
    const tmp = privateTmp("tmp-removed");
    const payload = exampleSaying("issue_comment", "created", ASK);
    const result = await repoAgent(["--event", eventFile("removed", payload), "--dry-run"], repo, {
      TMPDIR: tmp,
    });
    expect(result.code).toBe(0);
    expect(leftovers(tmp)).toEqual([]);
    expect(result.stdout).not.toContain("Kept the dry run's folder");
    const trajectory = trajectoryLine(result.stdout);
    expect(dirname(trajectory)).toBe(join(scratch, "state", "repo-agent"));
    expect(readFileSync(trajectory, "utf8")).toContain('"type":"run_started"');
    const summary = /^Job summary: (.+)$/m.exec(result.stdout)?.[1] ?? "";
    expect(readFileSync(summary, "utf8")).toContain("Repo Agent: success");
  });

  it("is kept with --keep, and the run says where the clone and its pushes are", async () => {
    const tmp = privateTmp("tmp-kept");
    const payload = exampleSaying("issue_comment", "created", ASK);
    const result = await repoAgent(["--event", eventFile("kept", payload), "--dry-run", "--keep"], repo, {
      TMPDIR: tmp,
    });
    expect(result.code).toBe(0);
    const [kept] = leftovers(tmp);
    if (!kept) throw new Error("no folder was kept");
    const folder = join(tmp, kept);
    expect(result.stdout).toContain(`Kept the dry run's folder ${folder}`);
    expect(readFileSync(join(folder, "workspace", "NOTES.md"), "utf8")).toContain("Notes from Repo Agent");
    expect(existsSync(join(folder, "origin.git"))).toBe(true);
    expect(trajectoryLine(result.stdout).startsWith(folder)).toBe(true);
    expect(existsSync(trajectoryLine(result.stdout))).toBe(true);
  });

  it("with --log-file needs no trajectory folder: a link planted in its place is left alone, and the job summary goes beside the file", async () => {
    const tmp = privateTmp("tmp-log-file");
    const { planted, theirs } = plantedStateHome("dry-run");
    const payload = exampleSaying("issue_comment", "created", ASK);
    const logFile = join(scratch, "records", "run-1.jsonl");
    const result = await repoAgent(
      ["--event", eventFile("log-file", payload), "--dry-run", "--log-file", logFile],
      repo,
      { TMPDIR: tmp, XDG_STATE_HOME: planted },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(trajectoryLine(result.stdout)).toBe(logFile);
    expect(readFileSync(logFile, "utf8")).toContain('"type":"run_started"');
    const summary = join(scratch, "records", "run-1.summary.md");
    expect(result.stdout).toContain(`Job summary: ${summary}`);
    expect(readFileSync(summary, "utf8")).toContain("Repo Agent: success");
    expect(readdirSync(theirs)).toEqual([]);
    expect(leftovers(tmp)).toEqual([]);
  });

  it("without --log-file or --keep refuses a link planted as the trajectory folder before the model is asked, and names both ways around it", async () => {
    const { planted, theirs } = plantedStateHome("refused");
    const payload = exampleSaying("issue_comment", "created", "/agent add notes (planted-dry-run)");
    const result = await repoAgent(["--event", eventFile("planted", payload), "--dry-run"], repo, {
      XDG_STATE_HOME: planted,
    });
    expectPlantedRefused(result, { planted, theirs }, ["--log-file", "--keep"]);
    expect(requestsWith("planted-dry-run")).toEqual([]);
  });

  it("refuses --keep without --event, as a plain run has no temporary folder", async () => {
    const result = await repoAgent(["--keep", "fix it"], repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--keep");
  });
});

/**
 * The report's note for an API call the dry run's GitHub stand-in does not answer: the action
 * makes a call the stand-in was not taught, so the dry run no longer shows what would happen.
 */
const UNSERVED_NOTE = "the stand-in had no answer for";

describe.concurrent("--event FILE --dry-run on GitHub's example payloads", {
  timeout: DRY_RUN_TIMEOUT_MS,
}, () => {
  it("issue_comment: reacts, comments, and opens a pull request that fixes the issue", async () => {
    const payload = exampleSaying("issue_comment", "created", ASK);
    const result = await repoAgent(["--event", eventFile("issue-comment", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(UNSERVED_NOTE);
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
    expect(out).toContain("Conclusion: success · published: pull-request · 2 steps");
    expect(out).not.toContain(API_KEY);
    expect(out).not.toContain("::");
    const summary = /^Job summary: (.+)$/m.exec(out)?.[1] ?? "";
    expect(readFileSync(summary, "utf8")).toContain("Repo Agent: success");
  });

  it("pull_request_review_comment: answers in the thread and pushes to the pull request's branch", async () => {
    const payload = exampleSaying("pull_request_review_comment", "created", ASK);
    const result = await repoAgent(["--event", eventFile("review-comment", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(UNSERVED_NOTE);
    expect(result.stdout).toContain("Reaction 👀 (eyes) on the triggering review comment");
    expect(result.stdout).toContain("─── comment on the review thread of pull request #");
    expect(result.stdout).toMatch(/\*\*Pushed\*\* to \[`changes`\]/);
    expect(result.stdout).toMatch(/─── push to changes \(updated from [0-9a-f]{7}/);
    expect(result.stdout).not.toMatch(/─── (draft )?pull request #/);
  });

  it("pull_request_review: a review asking with the phrase is answered on the pull request and pushed to its branch", async () => {
    const payload = exampleSaying("pull_request_review", "submitted", `Looks fine, but:\n\n${ASK}`);
    const result = await repoAgent(["--event", eventFile("review", payload), "--dry-run"], repo);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).not.toContain(UNSERVED_NOTE);
    expect(result.stdout).toContain("Dry run of the pull_request_review event");
    expect(result.stdout).toMatch(/─── comment on pull request #\d+ \(written \d+ times\), final text ───/);
    expect(result.stdout).toMatch(/─── push to [^ ]+ \(updated from [0-9a-f]{7}/);
    expect(result.stdout).not.toMatch(/─── (draft )?pull request #/);
  });

  it("issues: an issue opened with the phrase gets a comment and a pull request", async () => {
    const payload = exampleSaying("issues", "opened", `Our notes are missing.\n\n${ASK}`);
    const result = await repoAgent(["--event", eventFile("issues", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(UNSERVED_NOTE);
    expect(result.stdout).toContain("Dry run of the issues event");
    expect(result.stdout).toContain("Reaction 👀 (eyes) on issue #1");
    expect(result.stdout).toMatch(/─── pull request #2: agent\/1-add-a-notes-md-file → main ───/);
  });

  it("workflow_dispatch: takes the task from the inputs and opens a pull request, with no comment", async () => {
    const payload = webhookExample("workflow_dispatch");
    payload.inputs = { task: "add a NOTES.md file" };
    const result = await repoAgent(["--event", eventFile("dispatch", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(UNSERVED_NOTE);
    expect(result.stdout).toContain("Dry run of the workflow_dispatch event");
    expect(result.stdout).not.toContain("─── comment on");
    expect(result.stdout).toMatch(/─── pull request #1: agent\/run-1-add-a-notes-md-file → main ───/);
  });

  it("schedule: takes the task from the command line and pushes a stable branch", async () => {
    const { repository } = webhookExample("issue_comment", "created");
    const payload = { schedule: "0 3 * * *", repository };
    const result = await repoAgent(
      ["--event", eventFile("schedule", payload), "--dry-run", "add a NOTES.md file"],
      repo,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(UNSERVED_NOTE);
    expect(result.stdout).toContain("Dry run of the schedule event");
    expect(result.stdout).toMatch(/─── push to agent\/scheduled-add-a-notes-md-file \(new branch/);
  });

  it("exits with the conclusion's code: a run stopped by the step limit exits 3 and keeps its work", async () => {
    const payload = exampleSaying("issue_comment", "created", ASK);
    const result = await repoAgent(
      ["--event", eventFile("limited", payload), "--dry-run", "--max-steps", "1"],
      repo,
    );
    expect(result.code).toBe(3);
    expect(result.stdout).not.toContain(UNSERVED_NOTE);
    expect(result.stdout).toContain("Repo Agent stopped: it reached the step limit");
    expect(result.stdout).toMatch(/─── draft pull request #2: agent\/1-add-a-notes-md-file → main ───/);
    expect(result.stdout).toContain("Title: WIP: add a NOTES.md file");
    expect(result.stdout).toContain("Conclusion: max_steps");
    expect(result.stdout).toContain("error: Repo Agent ended with max_steps");
  });

  it("a comment without the phrase is skipped: exit 0, no model call, nothing posted", async () => {
    const payload = exampleSaying("issue_comment", "created", "Thanks, looks good!");
    const before = server.requests.filter((r) =>
      JSON.stringify(r.body).includes("Thanks, looks good"),
    ).length;
    const result = await repoAgent(["--event", eventFile("skipped", payload), "--dry-run"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(UNSERVED_NOTE);
    expect(result.stdout).toContain("notice: Repo Agent skipped: the comment does not contain /agent");
    expect(result.stdout).toContain("Nothing would be posted or pushed.");
    expect(server.requests.filter((r) => JSON.stringify(r.body).includes("Thanks, looks good")).length).toBe(
      before,
    );
  });
});

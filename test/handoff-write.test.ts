import { execFileSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { AdmittedRun } from "../src/action/admitted-run.js";
import type { Released } from "../src/action/hand-offs.js";
import { HANDED_OFF_NOTE, type HandoffParts, handOff, writeHandoff } from "../src/action/handoff-write.js";
import { parseSettings } from "../src/action/inputs.js";
import type { ActionIO } from "../src/action/io.js";
import { HANDED_OFF_REASON, startOperations } from "../src/action/operations.js";
import { compileOutputSchema } from "../src/action/output-schema.js";
import { NO_RESULT, type OwnTools, settleOwnTools } from "../src/action/own-tools.js";
import { RunReport } from "../src/action/report.js";
import { readRuntime } from "../src/action/runtime.js";
import { checkOutStartPoint } from "../src/action/start-point.js";
import { createSubmitOutputTool } from "../src/action/submit-output-tool.js";
import { snapshotWorkingTree } from "../src/action/working-tree-snapshot.js";
import type { RunResult } from "../src/agent/loop.js";
import type { PullFile } from "../src/github/context/pull-files.js";
import { takeCheckoutCredential } from "../src/github/credentials.js";
import { createGit } from "../src/github/git.js";
import { HANDOFF_COMMIT_MESSAGE } from "../src/github/handoff/bundle-write.js";
import { BUNDLE_FILE, HANDOFF_REF, MANIFEST_FILE, parseManifest } from "../src/github/handoff/manifest.js";
import { DEFAULT_OWN_LOGIN, findOwnLogin } from "../src/github/handoff/own-login.js";
import type { SafeOutputs } from "../src/github/operations/safe-outputs.js";
import { branchNameFor } from "../src/github/publish/branch-names.js";
import { ReviewDraft } from "../src/github/review/review-draft.js";
import type { Trigger } from "../src/github/trigger/types.js";
import { createRedactor } from "../src/text/redact.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { fakeGitHubs, publishingStage, REPO } from "./fixtures/github.js";
import { type LockedWorkspace, lockedWorkspace } from "./fixtures/locked-workspace.js";

/**
 * The agent job of the two-job shape (`handoff`): the run's outcome written into a folder for the
 * publish job, with real git: the manifest (which the publish job's own parser must accept), the
 * changes as a bundle based on the start commit only, the folder written safely, and nothing
 * written on GitHub.
 */

const TOKEN = "ghs_handoffWriteTestToken0123456789abcd";
const API_KEY = "sk-handoffWriteTestKey0123456789abcdef";
const LABELS: SafeOutputs = { "add-labels": { allowed: ["bug"], max: 3 } };

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Every test's GitHub accepts only the read-only token: a write would be refused and recorded. */
const startGitHub = fakeGitHubs("ghs_someOtherWriteToken0123456789abcdefA", { readOnlyTokens: [TOKEN] });

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "repo-agent-handoff-test-"));
  cleanups.push(() => execFileSync("rm", ["-rf", dir]));
  return dir;
}

/** An `ActionIO` that keeps what a reader of the job would see. */
function keptIO() {
  const kept = { outputs: new Map<string, string>(), warnings: [] as string[], failed: [] as string[] };
  const lines: string[] = [];
  let summary = "";
  const nothing = () => {};
  const io: ActionIO = {
    info: (line) => void lines.push(line),
    warning: (line) => void kept.warnings.push(line),
    error: (line) => void lines.push(line),
    notice: nothing,
    startGroup: nothing,
    endGroup: nothing,
    setSecret: nothing,
    setOutput: (name, value) => void kept.outputs.set(name, value),
    setFailed: (message) => void kept.failed.push(message),
    writeSummary: async (markdown) => {
      summary += markdown;
    },
    saveState: nothing,
  };
  return { io, kept, lines, summary: () => summary };
}

const commentOnPull: Trigger = {
  kind: "issue_comment",
  number: 7,
  isPullRequest: true,
  commentId: 555,
  createdAt: "2026-01-01T00:00:00Z",
  repo: REPO,
  task: `make the answer 42, my key is ${API_KEY}`,
  actor: { login: "octocat", type: "User" },
};

/** A run of the agent job, admitted as admission would make it, with `handoff` set to `dir`. */
async function agentJob(w: LockedWorkspace, dir: string, trigger: Trigger = commentOnPull) {
  const { client, gh } = await startGitHub();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    GITHUB_WORKSPACE: w.ws,
    GITHUB_REPOSITORY: "octo-org/octo-repo",
    GITHUB_EVENT_NAME: "issue_comment",
    GITHUB_RUN_ID: "31337",
    GITHUB_RUN_NUMBER: "7",
    GITHUB_SERVER_URL: "https://github.example",
    RUNNER_TEMP: w.fixture.runnerTemp,
  };
  const settings = parseSettings(
    { task: "", provider: "openai", "api-key": API_KEY, "github-token": TOKEN },
    env,
  );
  const redact = createRedactor([TOKEN, API_KEY]);
  const { io, kept, lines, summary } = keptIO();
  const run = {
    env,
    io,
    runtime: { ...readRuntime(env), logDir: scratchDir() },
    settings: { ...settings, safeOutputs: LABELS, handoff: dir },
    trigger,
    repo: REPO,
    deliverAs: "auto",
    secrets: [TOKEN, API_KEY],
    redact,
    publishable: redact,
    token: { token: TOKEN, serverUrl: "https://github.example" },
    github: () => client,
  } as AdmittedRun;
  return { run, gh, kept, lines, summary };
}

const finished = (conclusion: RunResult["conclusion"] = "success"): RunResult => ({
  conclusion,
  response: `Done: the answer is 42 (not ${API_KEY}).`,
  steps: 4,
  usage: { inputTokens: 1200, outputTokens: 300, cacheReadTokens: 100, cacheWriteTokens: 50 },
  cost: 0.0125,
  messages: [],
});

/** The agent's own tools as the run had them: two label requests (one refused), and a structured result. */
async function ownTools(run: AdmittedRun, submit: Record<string, unknown> | undefined): Promise<OwnTools> {
  const operations = startOperations(run);
  if (!operations) throw new Error("safe-outputs enables add-labels");
  expect((await operations.requests.ask("add-labels", { labels: ["bug"] })).ok).toBe(true);
  expect((await operations.requests.ask("add-labels", { labels: ["wontfix"] })).ok).toBe(false);
  const schema = await compileOutputSchema({
    type: "object",
    properties: { verdict: { type: "string" } },
    required: ["verdict"],
  });
  if (!schema.ok) throw new Error(schema.error);
  const output = createSubmitOutputTool(schema.value);
  if (submit) {
    const call = { name: "submit_output", arguments: submit };
    await runTool(new ToolRegistry([output.tool]), call, { signal: new AbortController().signal });
  }
  return { tools: [], operations, output };
}

/** What the agent job has once the agent finished: the working tree read as data against the start. */
async function released(w: LockedWorkspace): Promise<Released> {
  const snapshot = await snapshotWorkingTree(w.vault.git, w.ws, w.start, w.vault.dir);
  return { vault: w.vault, snapshot } as Released;
}

async function parts(
  w: LockedWorkspace,
  run: AdmittedRun,
  options: { submit?: Record<string, unknown>; conclusion?: RunResult["conclusion"] } = {},
): Promise<HandoffParts> {
  return {
    released: await released(w),
    start: { startSha: w.start, baseBranch: "main" },
    result: finished(options.conclusion),
    own: await ownTools(run, "submit" in options ? options.submit : { verdict: "fixed" }),
    notices: ["The sandbox was off: the agent ran as this job's user."],
  };
}

/** The header of a bundle, read as data: its version line, prerequisites and refs. */
function bundleHeader(path: string) {
  const bytes = readFileSync(path);
  const end = bytes.indexOf("\n\n");
  const lines = bytes.subarray(0, end).toString("utf8").split("\n");
  return {
    version: lines[0],
    prerequisites: lines.filter((line) => line.startsWith("-")).map((line) => line.slice(1).split(" ")[0]),
    refs: lines
      .slice(1)
      .filter((line) => !line.startsWith("-") && !line.startsWith("@"))
      .map((line) => {
        const [sha, ref] = line.split(" ");
        return { sha, ref };
      }),
  };
}

function git(args: string[], cwd: string, env: NodeJS.ProcessEnv): string {
  return execFileSync("git", args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

describe("the agent job's handoff", () => {
  it("writes a manifest the publish job's parser accepts, every field from the run, texts redacted", async () => {
    const w = await lockedWorkspace(cleanups, { "answer.txt": "41\n", "README.md": "# Answers\n" });
    writeFileSync(w.at("answer.txt"), "42\n");
    const dir = join(scratchDir(), "nested", "handoff");
    const { run, gh } = await agentJob(w, dir);
    const written = await writeHandoff(run, dir, await parts(w, run));
    if (!written.ok) throw new Error(written.error);

    const text = readFileSync(join(dir, MANIFEST_FILE), "utf8");
    const parsed = parseManifest(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const manifest = parsed.value;
    expect(manifest).toEqual(written.value.manifest);
    expect(manifest.format).toBe(1);
    expect(manifest.trigger).toEqual({
      event: "issue_comment",
      kind: "issue_comment",
      repo: "octo-org/octo-repo",
      number: 7,
      commentId: 555,
      task: "make the answer 42, my key is ***",
      requester: "octocat",
    });
    expect(manifest.repository).toBe("octo-org/octo-repo");
    expect(manifest.startSha).toBe(w.start);
    expect(manifest.runId).toBe("31337");
    expect(manifest.runUrl).toBe("https://github.example/octo-org/octo-repo/actions/runs/31337");
    expect(manifest.conclusion).toBe("success");
    expect(manifest.response).toBe("Done: the answer is 42 (not ***).");
    expect(manifest.steps).toBe(4);
    expect(manifest.usage).toEqual({
      inputTokens: 1200,
      outputTokens: 300,
      cacheReadTokens: 100,
      cacheWriteTokens: 50,
    });
    expect(manifest.cost).toBe(0.0125);
    // The accepted request as the agent asked for it; the refused one is not handed off.
    expect(manifest.operations).toEqual([{ type: "add-labels", args: { labels: ["bug"] } }]);
    expect(manifest.structuredOutput).toBe('{"verdict":"fixed"}');
    expect(manifest.review).toBeUndefined();
    expect(manifest.notices).toEqual(["The sandbox was off: the agent ran as this job's user."]);
    expect(manifest.changes?.bundle).toBe(BUNDLE_FILE);
    expect(written.value.files).toEqual(["answer.txt"]);
    expect(readdirSync(dir).sort()).toEqual([BUNDLE_FILE, MANIFEST_FILE]);
    for (const name of [BUNDLE_FILE, MANIFEST_FILE])
      expect(lstatSync(join(dir, name)).mode & 0o777).toBe(0o644);
    // Only reads: the labels, which the request was checked against.
    expect(gh.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("bundles one commit on the start commit, whose only prerequisite is the start commit", async () => {
    const w = await lockedWorkspace(cleanups, { "answer.txt": "41\n" });
    writeFileSync(w.at("answer.txt"), "42\n");
    mkdirSync(w.at("docs"));
    writeFileSync(w.at("docs/new.md"), "new\n");
    const dir = join(scratchDir(), "handoff");
    const { run } = await agentJob(w, dir);
    const given = await parts(w, run);
    const written = await writeHandoff(run, dir, given);
    if (!written.ok) throw new Error(written.error);
    const commit = written.value.manifest.changes?.commit;

    const header = bundleHeader(join(dir, BUNDLE_FILE));
    expect(header.version).toBe("# v2 git bundle");
    expect(header.prerequisites).toEqual([w.start]);
    expect(header.refs).toEqual([{ sha: commit, ref: HANDOFF_REF }]);

    // A clone holding the start commit takes it; an empty repository lacks the prerequisite.
    const env = w.fixture.env;
    const clone = join(scratchDir(), "clone");
    git(["clone", "--quiet", w.fixture.origin, clone], scratchDir(), env);
    expect(git(["rev-parse", "HEAD"], clone, env)).toBe(w.start);
    git(["bundle", "verify", join(dir, BUNDLE_FILE)], clone, env);
    const empty = join(scratchDir(), "empty");
    git(["init", "--quiet", empty], scratchDir(), env);
    expect(() => git(["bundle", "verify", join(dir, BUNDLE_FILE)], empty, env)).toThrow(/prerequisite|lacks/);

    git(["fetch", "--quiet", join(dir, BUNDLE_FILE), `${HANDOFF_REF}:refs/heads/handed-off`], clone, env);
    expect(git(["rev-parse", "handed-off"], clone, env)).toBe(commit);
    expect(git(["rev-list", "--parents", "-n", "1", "handed-off"], clone, env)).toBe(`${commit} ${w.start}`);
    expect(git(["log", "-1", "--format=%an <%ae>%n%s", "handed-off"], clone, env)).toBe(
      `github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>\n${HANDOFF_COMMIT_MESSAGE}`,
    );
    const snapshot = given.released.snapshot;
    if (!snapshot.ok) throw new Error(snapshot.error);
    expect(git(["rev-parse", "handed-off^{tree}"], clone, env)).toBe(snapshot.value.tree);
    expect(git(["show", "handed-off:docs/new.md"], clone, env)).toBe("new");
    // The trusted repository keeps no ref of the handoff's: it goes back to the workspace as it was.
    expect(() =>
      git(["--git-dir", w.vault.gitDir, "rev-parse", "--verify", HANDOFF_REF], w.ws, env),
    ).toThrow();
  });

  it("writes no bundle and no changes when the agent changed nothing", async () => {
    const w = await lockedWorkspace(cleanups, { "answer.txt": "42\n" });
    const dir = join(scratchDir(), "handoff");
    const { run } = await agentJob(w, dir);
    const written = await writeHandoff(run, dir, await parts(w, run));
    if (!written.ok) throw new Error(written.error);
    expect(readdirSync(dir)).toEqual([MANIFEST_FILE]);
    const parsed = parseManifest(readFileSync(join(dir, MANIFEST_FILE), "utf8"));
    expect(parsed.ok && parsed.value.changes).toBeUndefined();
    expect(written.value.files).toEqual([]);
  });

  it("hands a review's accepted comments off as the model asked for them", async () => {
    const w = await lockedWorkspace(cleanups, { "src/a.ts": "one\ntwo\nthree\n" });
    const dir = join(scratchDir(), "handoff");
    const { run } = await agentJob(w, dir);
    const files: PullFile[] = [
      {
        filename: "src/a.ts",
        status: "modified",
        additions: 1,
        deletions: 1,
        patch: "@@ -1,3 +1,3 @@\n one\n-2\n+two\n three",
      },
    ];
    const draft = new ReviewDraft({
      files,
      readFile: async (path) => (path === "src/a.ts" ? "one\ntwo\nthree\n" : undefined),
      earlier: [],
      redact: run.redact,
    });
    expect(
      (await draft.add({ path: "src/a.ts", line: 2, body: "Spell it as a digit.", suggestion: "2" })).ok,
    ).toBe(true);
    expect((await draft.add({ path: "src/a.ts", line: 9, body: "No such line." })).ok).toBe(false);
    expect((await draft.add({ path: "src/a.ts", line: 3, startLine: 1, body: "All of it." })).ok).toBe(true);
    const written = await writeHandoff(run, dir, { ...(await parts(w, run)), draft });
    if (!written.ok) throw new Error(written.error);
    const parsed = parseManifest(readFileSync(join(dir, MANIFEST_FILE), "utf8"));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.review?.comments).toEqual([
      { path: "src/a.ts", line: 2, body: "Spell it as a digit.", suggestion: "2" },
      { path: "src/a.ts", line: 3, startLine: 1, body: "All of it." },
    ]);
  });

  it("is `error` with the reason among the notices when output-schema asked for a result and none came", async () => {
    const w = await lockedWorkspace(cleanups, { "answer.txt": "42\n" });
    const dir = join(scratchDir(), "handoff");
    const { run } = await agentJob(w, dir);
    const written = await writeHandoff(run, dir, await parts(w, run, { submit: undefined }));
    if (!written.ok) throw new Error(written.error);
    expect(written.value.manifest.conclusion).toBe("error");
    expect(written.value.manifest.structuredOutput).toBeUndefined();
    expect(written.value.manifest.notices).toContain(NO_RESULT);
  });
});

describe("the handoff's folder", () => {
  async function refused(prepare: (dir: string) => void) {
    const w = await lockedWorkspace(cleanups, { "answer.txt": "41\n" });
    writeFileSync(w.at("answer.txt"), "42\n");
    const dir = join(scratchDir(), "handoff");
    prepare(dir);
    const { run } = await agentJob(w, dir);
    return { dir, written: await writeHandoff(run, dir, await parts(w, run)) };
  }

  it("refuses a folder that holds anything, and leaves what is there as it was", async () => {
    const { dir, written } = await refused((dir) => {
      mkdirSync(dir);
      writeFileSync(join(dir, MANIFEST_FILE), "earlier");
    });
    expect(written.ok).toBe(false);
    expect(!written.ok && written.error).toContain(`${dir} is not empty (it holds ${MANIFEST_FILE})`);
    expect(readdirSync(dir)).toEqual([MANIFEST_FILE]);
    expect(readFileSync(join(dir, MANIFEST_FILE), "utf8")).toBe("earlier");
  });

  it("refuses a symbolic link, even to an empty folder, and writes nothing through it", async () => {
    const target = scratchDir();
    const { written } = await refused((dir) => symlinkSync(target, dir));
    expect(!written.ok && written.error).toContain("is a symbolic link");
    expect(readdirSync(target)).toEqual([]);
  });

  it("refuses a file in the folder's place", async () => {
    const { written } = await refused((dir) => writeFileSync(dir, "not a folder"));
    expect(!written.ok && written.error).toContain("exists and is not a folder");
  });

  it("takes an empty folder that exists", async () => {
    const { dir, written } = await refused((dir) => mkdirSync(dir));
    expect(written.ok).toBe(true);
    expect(readdirSync(dir).sort()).toEqual([BUNDLE_FILE, MANIFEST_FILE]);
  });

  it("hands off no changes holding one of the run's secrets, and leaves no bundle", async () => {
    const w = await lockedWorkspace(cleanups, { "answer.txt": "41\n" });
    writeFileSync(w.at("answer.txt"), `${API_KEY}\n`);
    const dir = join(scratchDir(), "handoff");
    const { run } = await agentJob(w, dir);
    const written = await writeHandoff(run, dir, await parts(w, run));
    expect(!written.ok && written.error).toMatch(/one of the run's secrets .*in the file answer\.txt/);
    expect(existsSync(dir)).toBe(false);
  });
});

describe("the agent job's ending", () => {
  it("names the folder, applies nothing, and succeeds whatever the conclusion, with a warning", async () => {
    const w = await lockedWorkspace(cleanups, { "answer.txt": "41\n" });
    writeFileSync(w.at("answer.txt"), "42\n");
    const dir = join(scratchDir(), "handoff");
    const { run, gh, kept, lines, summary } = await agentJob(w, dir);
    const given = await parts(w, run, { conclusion: "max_steps" });
    const ended = await settleOwnTools(run, given.own, given.result, await handOff(run, given));
    expect(ended).toMatchObject({
      published: "none",
      conclusion: "max_steps",
      note: HANDED_OFF_NOTE,
      handoffDir: dir,
      files: ["answer.txt"],
      structuredOutput: '{"verdict":"fixed"}',
    });
    expect(ended.operations?.map(({ status, reason }) => ({ status, reason }))).toEqual([
      { status: "proposed", reason: HANDED_OFF_REASON },
      { status: "refused", reason: expect.stringContaining("wontfix") },
    ]);

    let acknowledged = 0;
    run.acknowledge = async () => void acknowledged++;
    const report = new RunReport(run, () => {});
    // No tracking comment: the agent job writes nothing on GitHub.
    expect(await report.openComment()).toBeUndefined();
    await report.close(ended);
    expect(kept.failed).toEqual([]);
    expect(kept.warnings.join("\n")).toMatch(/ended with max_steps[\s\S]*the publish job \(apply-handoff\)/);
    expect(kept.outputs.get("conclusion")).toBe("max_steps");
    expect(kept.outputs.get("handoff-dir")).toBe(dir);
    expect(lines).toContain(`Handed off to the publish job: ${dir}`);
    expect(summary()).toContain(`Handed off to the publish job: \`${dir}\``);
    // No reaction either.
    expect(acknowledged).toBe(0);
    expect(gh.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("fails with the reason when the handoff cannot be written, and hands no operation off", async () => {
    const w = await lockedWorkspace(cleanups, { "answer.txt": "41\n" });
    const dir = join(scratchDir(), "handoff");
    mkdirSync(dir);
    writeFileSync(join(dir, "other"), "");
    const { run } = await agentJob(w, dir);
    const given = await parts(w, run);
    await expect(handOff(run, given)).rejects.toThrow(
      `the handoff could not be written to ${dir}: ${dir} is not empty`,
    );
    const ended = await settleOwnTools(run, given.own, given.result, {
      published: "none",
      conclusion: "error",
      response: "x",
      notices: [],
    });
    expect(ended.operations?.[0]?.status).toBe("refused");
  });
});

describe("the agent job's own login, found without writing", () => {
  const MARKER = "<!-- repo-agent:tracking -->";

  it("is the author of the newest tracking comment a bot wrote in the thread", async () => {
    const { client, gh } = await startGitHub();
    const issue = gh.addIssue({ title: "Answer" });
    gh.addComment(issue.number, `${MARKER}\nearlier`, { login: "github-actions[bot]", type: "Bot" });
    gh.addComment(issue.number, `${MARKER}\nnewer`, { login: "repo-agent-app[bot]", type: "Bot" });
    gh.addComment(issue.number, `${MARKER}\ncopied by a person`, { login: "mallory", type: "User" });
    gh.addComment(issue.number, "no marker", { login: "other-bot[bot]", type: "Bot" });
    const trigger = { ...commentOnPull, number: issue.number };
    expect(await findOwnLogin(client, trigger)).toBe("repo-agent-app[bot]");
    expect(gh.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("is the workflow token's identity without one, or without a thread", async () => {
    const { client, gh } = await startGitHub();
    const issue = gh.addIssue({ title: "Answer" });
    gh.addComment(issue.number, "hello", { login: "octocat", type: "User" });
    expect(await findOwnLogin(client, { ...commentOnPull, number: issue.number })).toBe(DEFAULT_OWN_LOGIN);
    expect(await findOwnLogin(client, { kind: "schedule", repo: REPO, task: "tidy" })).toBe(
      DEFAULT_OWN_LOGIN,
    );
    const said: string[] = [];
    expect(await findOwnLogin(client, { ...commentOnPull, number: 999 }, (m) => void said.push(m))).toBe(
      DEFAULT_OWN_LOGIN,
    );
    expect(said[0]).toMatch(/Could not read the thread's earlier comments/);
  });
});

describe("the agent job's start point", () => {
  it("is the workflow's checkout for a schedule, never the branch earlier scheduled runs left open", async () => {
    const { fixture, gh, client, git } = await publishingStage(TOKEN, cleanups);
    const here = fixture.git(["rev-parse", "HEAD"]);
    const schedule: Trigger = { kind: "schedule", repo: REPO, task: "Tidy the docs" };
    const start = async (handoff: string | undefined) => {
      const env: NodeJS.ProcessEnv = { GITHUB_WORKSPACE: fixture.workspace, GITHUB_RUN_NUMBER: "8" };
      const settings = parseSettings(
        { task: "Tidy the docs", "api-key": API_KEY, "github-token": TOKEN },
        env,
      );
      const run = {
        env,
        io: keptIO().io,
        runtime: readRuntime(env),
        settings: { ...settings, ...(handoff ? { handoff } : {}) },
        trigger: schedule,
        repo: REPO,
        redact: (text: string) => text,
        token: { token: TOKEN, serverUrl: "https://github.com" },
        github: () => client,
      } as AdmittedRun;
      const credential = await takeCheckoutCredential(createGit(fixture.workspace, { env: fixture.env }));
      return checkOutStartPoint({ run, git, credential }, undefined, undefined);
    };
    const branch = branchNameFor(schedule, {
      prefix: parseSettings({ "api-key": API_KEY }, {}).branchPrefix,
      runNumber: 8,
    });
    fixture.git(["push", "--quiet", "origin", `HEAD:refs/heads/${branch}`]);
    const left = fixture.pushAsSomeoneElse(branch, { "docs/tidy.md": "tidied\n" });
    gh.addPull({ headRef: branch, baseRef: "main" });

    expect((await start(join(scratchDir(), "handoff"))).startSha).toBe(here);
    expect(gh.requests).toEqual([]);
    expect(fixture.git(["rev-parse", "HEAD"])).toBe(here);
    // A single run continues there.
    expect((await start(undefined)).startSha).toBe(left);
  });
});

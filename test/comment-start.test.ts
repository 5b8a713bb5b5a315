import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { INPUT_DEFAULTS } from "../src/action/inputs.js";
import { dryRunIO } from "../src/cli/dry-run/terminal-io.js";
import { issueCommentPayload } from "./e2e/payloads.js";
import { createGitFixture, type GitFixture, removeGitTemplates } from "./fakes/git-repo.js";
import { type GitHubRouter, roundsBefore, startGitHubRouter, wallClockMs } from "./fakes/github-router.js";
import { type FakeGitHub, type FakeUser, startGitHubServer } from "./fakes/github-server.js";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";

/**
 * How long a comment waits for the model, with the client's production settings (writes paced a
 * second apart, GitHub's guidance) and every GitHub call answered after a round trip: the whole
 * action (`run`, from the source) against a fake GitHub behind a router that holds each request,
 * a fake model server and a real git checkout. What the commenter sees: the model is asked after
 * a few round trips, not five plus a second of pacing, and the 👀 still lands. A run whose
 * tracking comment cannot be posted, where nothing is timed, runs with the GitHub client's test
 * timing (no pacing) instead: with pacing it only waited three seconds for its last write.
 */

const TOKEN = "ghs_commentStartTest0123456789abcdefABC";
const alice: FakeUser = { login: "alice", type: "User" };
/** Long enough that a call made at once with another cannot be mistaken for one made after it. */
const LATENCY_MS = 200;
/** Added to the reaction's own answer: a model request that waited for it would come this much later. */
const SLOW_REACTION_MS = 800;

interface World {
  fixture: GitFixture;
  gh: FakeGitHub;
  router: GitHubRouter;
  model: ModelServer;
  /** `wallClockMs()` of each model request, in order. */
  modelAsked: number[];
  files: string;
}

const worlds: World[] = [];

async function world(): Promise<World> {
  const fixture = createGitFixture({ files: { "README.md": "# Demo\n\nThis is teh demo project.\n" } });
  const gh = await startGitHubServer({
    token: TOKEN,
    originDir: fixture.origin,
    permissions: { alice: "write" },
  });
  const router = await startGitHubRouter([gh], { latencyMs: LATENCY_MS });
  const modelAsked: number[] = [];
  const model = await startModelServer([], {
    defaultTurn: () => {
      modelAsked.push(wallClockMs());
      return { text: "Nothing to change." };
    },
  });
  const made: World = {
    fixture,
    gh,
    router,
    model,
    modelAsked,
    files: mkdtempSync(join(tmpdir(), "comment-start-")),
  };
  worlds.push(made);
  return made;
}

afterEach(async () => {
  for (const w of worlds.splice(0)) {
    await Promise.all([w.router.close(), w.gh.close(), w.model.close()]);
    w.fixture.cleanup();
    rmSync(w.files, { recursive: true, force: true });
  }
});
afterAll(removeGitTemplates);

/**
 * Runs the action for `payload` as a runner would start it: with no fast retries (production
 * pacing), unless `pacing` is `"off"` (`REPO_AGENT_FAST_RETRIES=1`, as the end-to-end suites run).
 */
async function runAction(
  w: World,
  payload: unknown,
  pacing: "production" | "off" = "production",
): Promise<{ log: string[]; failure: string | undefined }> {
  const event = join(w.files, "event.json");
  writeFileSync(event, JSON.stringify(payload));
  const inputs: Record<string, string> = {
    ...INPUT_DEFAULTS,
    "api-key": "sk-ant-test-0123456789abcdefghijklmnop",
    "base-url": w.model.anthropicBaseUrl,
    "github-token": TOKEN,
    sandbox: "off",
  };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: w.fixture.env.HOME,
    GIT_CONFIG_NOSYSTEM: "1",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "issue_comment",
    GITHUB_EVENT_PATH: event,
    GITHUB_WORKSPACE: w.fixture.workspace,
    GITHUB_REPOSITORY: `${w.gh.owner}/${w.gh.repo}`,
    GITHUB_API_URL: w.router.url,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "7",
    GITHUB_RUN_NUMBER: "7",
    RUNNER_TEMP: w.fixture.runnerTemp,
    ...(pacing === "off" ? { REPO_AGENT_FAST_RETRIES: "1" } : {}),
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const log: string[] = [];
  const io = dryRunIO(join(w.files, "summary.md"), (line) => log.push(line));
  // A fresh copy of the action, as each run is a process of its own: the write pacing of the
  // run before would otherwise hold this one's first writes.
  vi.resetModules();
  const { run } = await import("../src/action/main.js");
  await run(env, payload, io);
  return { log, failure: io.failure };
}

/**
 * `METHOD path` of each call made before the first model request, with its round. The 👀 is left
 * out: the run never waits for it (pacing sends it a second after the comment while the run goes
 * on), so on a slow machine it may come before the model request without holding it.
 */
function callsBeforeModel(w: World): Array<{ call: string; round: number }> {
  const [first] = w.modelAsked;
  expect(first, "the model was asked").toBeDefined();
  const waitedFor = w.router.calls.filter((c) => !c.path.endsWith("/reactions"));
  return roundsBefore(waitedFor, first ?? 0).map((c) => ({
    call: `${c.method} ${c.path.replace(`/repos/${w.gh.owner}/${w.gh.repo}`, "")}`,
    round: c.round,
  }));
}

describe("a comment's wait for the model, with production pacing and a round trip per GitHub call", () => {
  it("asks the model after the permission check and one round of reads and the comment, before the 👀 is written", async () => {
    const w = await world();
    const issue = w.gh.addIssue({ title: "Typo in the README", body: "It says teh.", user: alice });
    w.gh.addComment(issue.number, "Seen it too.", { login: "bob", type: "User" });
    const asked = w.gh.addComment(issue.number, "/agent fix the typo in README.md", alice);
    w.gh.slow("POST", "/repos/*/issues/comments/*/reactions", SLOW_REACTION_MS);

    const { failure } = await runAction(w, issueCommentPayload(w.gh, asked));

    expect(failure).toBeUndefined();
    const before = callsBeforeModel(w);
    // Nothing is read or written before the permission check, which is alone in its round.
    expect(before[0]).toEqual({ call: "GET /collaborators/alice/permission", round: 1 });
    expect(before.filter((c) => c.round === 1)).toHaveLength(1);
    expect(Math.max(...before.map((c) => c.round))).toBeLessThanOrEqual(3);
    expect(before).toEqual(
      expect.arrayContaining([
        { call: `POST /issues/${issue.number}/comments`, round: 2 },
        { call: `GET /issues/${issue.number}`, round: 2 },
        { call: `GET /issues/${issue.number}/comments`, round: 2 },
      ]),
    );
    // The tracking comment is the first write; the reaction, paced a second behind it (GitHub's
    // one write a second), was not waited for. The comment is written once the permission check
    // is answered, so the reaction is sent that round trip and the second after the check.
    const writes = w.router.calls.filter((c) => c.method !== "GET");
    expect(writes[0]?.path).toBe(`/repos/${w.gh.owner}/${w.gh.repo}/issues/${issue.number}/comments`);
    const reaction = w.router.calls.find((c) => c.path.endsWith(`/issues/comments/${asked.id}/reactions`));
    const permission = w.router.calls[0];
    expect((reaction?.arrivedAt ?? 0) - (permission?.arrivedAt ?? 0)).toBeGreaterThanOrEqual(
      LATENCY_MS + 950,
    );
    expect(reaction?.answeredAt).toBeGreaterThan(w.modelAsked[0] ?? Number.POSITIVE_INFINITY);
    // ...and still landed before the run ended, with the answer in the one tracking comment.
    expect(w.gh.state.reactions).toEqual([
      expect.objectContaining({ subject: "issue_comment", subjectId: asked.id, content: "eyes" }),
    ]);
    const tracking = w.gh.state.comments.filter(
      (c) => c.issueNumber === issue.number && c.user.type === "Bot",
    );
    expect(tracking).toHaveLength(1);
    expect(tracking[0]?.body).toContain("Nothing to change.");
  });

  it("asks the model of a pull request comment after at most three rounds: the pull request, then its base's AGENTS.md", async () => {
    const w = await world();
    w.fixture.git(["branch", "docs-polish", "main"], w.fixture.origin);
    const headSha = w.fixture.pushAsSomeoneElse("docs-polish", { "docs/guide.md": "# Guide\n" });
    const pull = w.gh.addPull({ title: "Polish the docs", headRef: "docs-polish", headSha, user: alice });
    const asked = w.gh.addComment(pull.number, "/agent fix the typo in README.md", alice);

    const { failure } = await runAction(w, issueCommentPayload(w.gh, asked, { isPullRequest: true }));

    expect(failure).toBeUndefined();
    const before = callsBeforeModel(w);
    expect(before[0]).toEqual({ call: "GET /collaborators/alice/permission", round: 1 });
    expect(before).toEqual(
      expect.arrayContaining([
        { call: `POST /issues/${pull.number}/comments`, round: 2 },
        { call: `GET /pulls/${pull.number}`, round: 2 },
        { call: `GET /pulls/${pull.number}/files`, round: 2 },
        { call: `GET /issues/${pull.number}`, round: 2 },
        { call: `GET /issues/${pull.number}/comments`, round: 2 },
        // AGENTS.md is read from the base commit the pull request names.
        { call: "GET /contents/AGENTS.md", round: 3 },
      ]),
    );
    expect(Math.max(...before.map((c) => c.round))).toBe(3);
    expect(w.gh.state.reactions).toEqual([
      expect.objectContaining({ subject: "issue_comment", subjectId: asked.id, content: "eyes" }),
    ]);
  });

  it("asks the model for a review after at most three rounds: what it said before is read once its login is known", async () => {
    const w = await world();
    w.fixture.git(["branch", "docs-polish", "main"], w.fixture.origin);
    const headSha = w.fixture.pushAsSomeoneElse("docs-polish", { "docs/guide.md": "# Guide\n" });
    const pull = w.gh.addPull({ title: "Polish the docs", headRef: "docs-polish", headSha, user: alice });
    const asked = w.gh.addComment(pull.number, "/agent review", alice);

    const { failure } = await runAction(w, issueCommentPayload(w.gh, asked, { isPullRequest: true }));

    expect(failure).toBeUndefined();
    const before = callsBeforeModel(w);
    expect(before[0]).toEqual({ call: "GET /collaborators/alice/permission", round: 1 });
    expect(before).toEqual(
      expect.arrayContaining([
        { call: `POST /issues/${pull.number}/comments`, round: 2 },
        { call: `GET /pulls/${pull.number}`, round: 2 },
        { call: `GET /issues/${pull.number}/comments`, round: 2 },
        { call: `GET /pulls/${pull.number}/files`, round: 3 },
        { call: `GET /pulls/${pull.number}/comments`, round: 3 },
        { call: `GET /pulls/${pull.number}/reviews`, round: 3 },
      ]),
    );
    expect(Math.max(...before.map((c) => c.round))).toBe(3);
    // The model saw the diff it reviews, and the one review was posted.
    expect(JSON.stringify(w.model.requests[0]?.body.messages)).toContain("docs/guide.md");
    expect(w.gh.state.reviews).toHaveLength(1);
  });
});

describe("a comment whose tracking comment cannot be posted, with GitHub calls unpaced", () => {
  it("goes on when the tracking comment cannot be posted: the 👀 lands and the answer is posted at the end", async () => {
    const w = await world();
    const issue = w.gh.addIssue({ title: "Typo in the README", body: "It says teh.", user: alice });
    const asked = w.gh.addComment(issue.number, "/agent fix the typo in README.md", alice);
    w.gh.fail("POST", "/repos/*/issues/*/comments", { status: 403, body: { message: "Forbidden" } }, 1);

    const { log, failure } = await runAction(w, issueCommentPayload(w.gh, asked), "off");

    expect(failure).toBeUndefined();
    expect(log.join("\n")).toContain("Could not create the tracking comment");
    expect(w.modelAsked).toHaveLength(1);
    expect(w.gh.state.reactions).toEqual([
      expect.objectContaining({ subject: "issue_comment", subjectId: asked.id, content: "eyes" }),
    ]);
    const answers = w.gh.state.comments.filter(
      (c) => c.issueNumber === issue.number && c.user.type === "Bot",
    );
    expect(answers.map((c) => c.body)).toEqual([expect.stringContaining("Nothing to change.")]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INPUT_DEFAULTS } from "../src/action/inputs.js";
import { dryRunIO } from "../src/cli/dry-run/terminal-io.js";
import { issueCommentPayload } from "./e2e/payloads.js";
import { createGitFixture, type GitFixture } from "./fakes/git-repo.js";
import { type GitHubRouter, type RoutedCall, startGitHubRouter, wallClockMs } from "./fakes/github-router.js";
import { type FakeGitHub, type FakeUser, startGitHubServer } from "./fakes/github-server.js";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";

/**
 * What a comment's run does before the model is asked, with the client's production settings
 * (writes paced a second apart, GitHub's guidance) and every GitHub call answered after a round
 * trip: the whole action (`run`, from the source) against a fake GitHub behind a router that
 * holds each request, a fake model server and a real git checkout. What the commenter sees: the
 * commenter's permission is checked before anything else, the tracking comment is up before the
 * model is asked, the model sees the thread, and the 👀 lands without holding the model up. How
 * many round trips that takes and how far apart the writes are is the benchmark's (bench/
 * comment-start.ts and comment-rounds.ts). A run whose tracking comment cannot be posted runs
 * with the GitHub client's test timing (no pacing) instead: with pacing it only waited three
 * seconds for its last write.
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

/** Runs the action on alice's comment `body` on a new pull request of someone else's branch. */
async function runOnNewPull(body: string) {
  const w = await world();
  w.fixture.git(["branch", "docs-polish", "main"], w.fixture.origin);
  const headSha = w.fixture.pushAsSomeoneElse("docs-polish", { "docs/guide.md": "# Guide\n" });
  const pull = w.gh.addPull({ title: "Polish the docs", headRef: "docs-polish", headSha, user: alice });
  const asked = w.gh.addComment(pull.number, body, alice);
  const { failure } = await runAction(w, issueCommentPayload(w.gh, asked, { isPullRequest: true }));
  return { w, pull, asked, failure };
}

/**
 * `METHOD path` of each call made before the first model request. The 👀 is left out: the run
 * never waits for it (pacing sends it a second after the comment while the run goes on), so on a
 * slow machine it may come before the model request without holding it.
 */
function callsBeforeModel(w: World): string[] {
  const [first] = w.modelAsked;
  expect(first, "the model was asked").toBeDefined();
  return w.router.calls
    .filter((c) => !c.path.endsWith("/reactions") && c.arrivedAt < (first ?? 0))
    .map((c) => `${c.method} ${shortPath(w, c.path)}`);
}

const shortPath = (w: World, path: string) => path.replace(`/repos/${w.gh.owner}/${w.gh.repo}`, "");

/** The first call the router saw of `METHOD path` (the repository's prefix left out). */
function firstCall(w: World, call: string): RoutedCall | undefined {
  return w.router.calls.find((c) => `${c.method} ${shortPath(w, c.path)}` === call);
}

/** The calls made before the permission check was answered, the check itself left out. */
function callsBeforePermission(w: World): string[] {
  const [permission, ...others] = w.router.calls;
  expect(shortPath(w, permission?.path ?? ""), "the first call").toBe("/collaborators/alice/permission");
  const answered = permission?.answeredAt ?? Number.POSITIVE_INFINITY;
  return others.filter((c) => c.arrivedAt < answered).map((c) => `${c.method} ${shortPath(w, c.path)}`);
}

describe("a comment's wait for the model, with production pacing and a round trip per GitHub call", () => {
  it("asks the model after the permission check, the thread's reads and the tracking comment, before the 👀 is written", async () => {
    const w = await world();
    const issue = w.gh.addIssue({ title: "Typo in the README", body: "It says teh.", user: alice });
    w.gh.addComment(issue.number, "Seen it too.", { login: "bob", type: "User" });
    const asked = w.gh.addComment(issue.number, "/agent fix the typo in README.md", alice);
    w.gh.slow("POST", "/repos/*/issues/comments/*/reactions", SLOW_REACTION_MS);

    const { failure } = await runAction(w, issueCommentPayload(w.gh, asked));

    expect(failure).toBeUndefined();
    const before = callsBeforeModel(w);
    // Nothing is read or written before the permission check is answered.
    expect(before[0]).toBe("GET /collaborators/alice/permission");
    expect(callsBeforePermission(w)).toEqual([]);
    expect(before).toEqual(
      expect.arrayContaining([
        `POST /issues/${issue.number}/comments`,
        `GET /issues/${issue.number}`,
        `GET /issues/${issue.number}/comments`,
      ]),
    );
    // The commenter sees the tracking comment before the model is asked, and the model sees the thread.
    const posted = firstCall(w, `POST /issues/${issue.number}/comments`);
    expect(posted?.answeredAt).toBeLessThanOrEqual(w.modelAsked[0] ?? Number.NEGATIVE_INFINITY);
    expect(JSON.stringify(w.model.requests[0]?.body.messages)).toContain("Seen it too.");
    // The tracking comment is the first write; the reaction, paced behind it (GitHub's one write
    // a second), was not waited for.
    const writes = w.router.calls.filter((c) => c.method !== "GET");
    expect(writes[0]?.path).toBe(`/repos/${w.gh.owner}/${w.gh.repo}/issues/${issue.number}/comments`);
    const reaction = w.router.calls.find((c) => c.path.endsWith(`/issues/comments/${asked.id}/reactions`));
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

  it("asks the model of a pull request comment after reading the pull request, then its base's AGENTS.md", async () => {
    const { w, pull, asked, failure } = await runOnNewPull("/agent fix the typo in README.md");

    expect(failure).toBeUndefined();
    const before = callsBeforeModel(w);
    expect(before[0]).toBe("GET /collaborators/alice/permission");
    expect(before).toEqual(
      expect.arrayContaining([
        `POST /issues/${pull.number}/comments`,
        `GET /pulls/${pull.number}`,
        `GET /pulls/${pull.number}/files`,
        `GET /issues/${pull.number}`,
        `GET /issues/${pull.number}/comments`,
        "GET /contents/AGENTS.md",
      ]),
    );
    // AGENTS.md is read from the base commit the pull request names, not from its head.
    const agents = w.gh.requests.find((r) => r.path.endsWith("/contents/AGENTS.md"));
    expect(agents?.query.ref).toBe(pull.base.sha);
    expect(w.gh.state.reactions).toEqual([
      expect.objectContaining({ subject: "issue_comment", subjectId: asked.id, content: "eyes" }),
    ]);
  });

  it("asks the model for a review after reading what it said before, once its login is known", async () => {
    const { w, pull, failure } = await runOnNewPull("/agent review");

    expect(failure).toBeUndefined();
    const before = callsBeforeModel(w);
    expect(before[0]).toBe("GET /collaborators/alice/permission");
    expect(before).toEqual(
      expect.arrayContaining([
        `POST /issues/${pull.number}/comments`,
        `GET /pulls/${pull.number}`,
        `GET /issues/${pull.number}/comments`,
        `GET /pulls/${pull.number}/files`,
        `GET /pulls/${pull.number}/comments`,
        `GET /pulls/${pull.number}/reviews`,
      ]),
    );
    // Its earlier reviews are told apart by its login, which the tracking comment's answer gives.
    const posted = firstCall(w, `POST /issues/${pull.number}/comments`);
    const reviews = firstCall(w, `GET /pulls/${pull.number}/reviews`);
    expect(reviews?.arrivedAt).toBeGreaterThanOrEqual(posted?.answeredAt ?? Number.POSITIVE_INFINITY);
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

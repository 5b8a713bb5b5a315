import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { run } from "../src/action/main.js";
import { dryRunIO } from "../src/cli/dry-run/terminal-io.js";
import { pullRequestPayload } from "./e2e/payloads.js";
import { createGitFixture, type GitFixture } from "./fakes/git-repo.js";
import { type FakeGitHub, type FakeUser, startGitHubServer } from "./fakes/github-server.js";
import { type ModelServer, startModelServer, wireText } from "./fakes/model-server.js";
import { stepEnv } from "./fixtures/step-env.js";

/**
 * A review of every pull request (a `pull_request` automation) reads the conversation while its
 * own tracking comment is being posted. Whichever lands first, the model is never told that
 * "Repo Agent is working on it…" as something said on the pull request: the run's own comment is
 * left out by its id, while a person's comment saying the same words is still shown.
 */

const TOKEN = "ghs_ownCommentTest0123456789abcdefABCDE";
const alice: FakeUser = { login: "alice", type: "User" };
const bob: FakeUser = { login: "bob", type: "User" };
/** What the run's tracking comment says while it works. */
const WORKING = "Repo Agent is working on it";
/** Long enough for the other request to be answered first. */
const HOLD_MS = 400;

interface World {
  fixture: GitFixture;
  gh: FakeGitHub;
  model: ModelServer;
  files: string;
}

const worlds: World[] = [];

afterEach(async () => {
  for (const w of worlds.splice(0)) {
    await Promise.all([w.gh.close(), w.model.close()]);
    w.fixture.cleanup();
    rmSync(w.files, { recursive: true, force: true });
  }
});

async function world(): Promise<World> {
  const fixture = createGitFixture({ files: { "src/app.ts": "export const answer = 41;\n" } });
  const gh = await startGitHubServer({
    token: TOKEN,
    originDir: fixture.origin,
    permissions: { alice: "write" },
  });
  const model = await startModelServer([], { defaultTurn: () => ({ text: "Looks fine." }) });
  const made = { fixture, gh, model, files: mkdtempSync(join(tmpdir(), "review-own-comment-")) };
  worlds.push(made);
  return made;
}

/** Runs the action (from the source, as its bundle does) for a pull request opened by alice. */
async function reviewPull(w: World): Promise<{ failure: string | undefined; log: string[] }> {
  w.fixture.git(["branch", "feature", "main"], w.fixture.origin);
  const headSha = w.fixture.pushAsSomeoneElse("feature", { "src/app.ts": "export const answer = 42;\n" });
  const pull = w.gh.addPull({ title: "Fix the answer", headRef: "feature", headSha, user: alice });
  w.gh.addComment(pull.number, `I thought ${WORKING} already? Please look at the answer.`, bob);
  const payload = pullRequestPayload(w.gh, pull, { action: "opened", sender: alice });
  const eventPath = join(w.files, "event.json");
  writeFileSync(eventPath, JSON.stringify(payload));
  const env = stepEnv({
    fixture: w.fixture,
    repository: `${w.gh.owner}/${w.gh.repo}`,
    apiUrl: w.gh.url,
    eventName: "pull_request",
    eventPath,
    runId: "11",
    inputs: {
      "api-key": "sk-ant-test-0123456789abcdefghijklmnop",
      "base-url": w.model.anthropicBaseUrl,
      "github-token": TOKEN,
      task: "Review this pull request.",
      mode: "review",
      sandbox: "off",
    },
    extra: { REPO_AGENT_FAST_RETRIES: "1" },
  });
  const log: string[] = [];
  const io = dryRunIO(join(w.files, "summary.md"), (line) => log.push(line));
  await run(env, payload, io);
  return { failure: io.failure, log };
}

/** The text of the model's first request: the task and the pull request's context. */
function firstRequestText(w: World): string {
  const messages = w.model.requests[0]?.body?.messages ?? [];
  return messages.map((m: { content: unknown }) => wireText(m.content)).join("\n");
}

/** What the model was told about the pull request, checked the same way in either order. */
async function expectOwnCommentLeftOut(w: World): Promise<void> {
  const { failure, log } = await reviewPull(w);
  expect(failure, log.join("\n")).toBeUndefined();
  const told = firstRequestText(w);
  // Bob's comment is there, words and all; the run's own is not.
  expect(told).toContain(`I thought ${WORKING} already?`);
  expect(told.split(WORKING)).toHaveLength(2);
  expect(told).not.toContain("View the job run");
  expect(told).toContain("Comments before the request (the newest 1)");
  // The comment was posted all the same, and holds the answer.
  const own = w.gh.state.comments.filter((c) => c.user.type === "Bot");
  expect(own).toHaveLength(1);
  expect(own[0]?.body).toContain("Looks fine.");
}

describe("a review's context and the run's own tracking comment", () => {
  it("leaves the comment out whether the conversation is read before or after it is posted", async () => {
    // Read after: the conversation's comments are answered only once the tracking comment is there.
    const after = await world();
    after.gh.slow("GET", "/repos/*/issues/*/comments", HOLD_MS, 1);
    await expectOwnCommentLeftOut(after);

    // Read before: the tracking comment's POST is answered only once the comments were read.
    const before = await world();
    before.gh.slow("POST", "/repos/*/issues/*/comments", HOLD_MS, 1);
    await expectOwnCommentLeftOut(before);
  });
});

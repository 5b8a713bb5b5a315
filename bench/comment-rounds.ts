/**
 * The GitHub round trips a comment on a pull request waits for before the model is asked: one
 * asking for changes (the pull request, then its base's AGENTS.md) and one asking for a review
 * (what the action said before is read once its login is known). The bundle is spawned for an
 * `issue_comment` event as in comment-start.ts and killed at its first model request; every
 * GitHub call is held `ROUND_LATENCY_MS`, long enough that calls made at once are never counted
 * as made one after another on a loaded machine. The 👀 is left out: the run never waits for it.
 * Each kind is run `RUNS` times; the median count is kept, with one run's calls round by round.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { issueCommentPayload } from "../test/e2e/payloads.js";
import { createGitFixture, removeGitTemplates } from "../test/fakes/git-repo.js";
import { roundsBefore, startGitHubRouter } from "../test/fakes/github-router.js";
import { startGitHubServer } from "../test/fakes/github-server.js";
import { ASKER, firstModelRequest, runFiles, runnerEnv, TOKEN } from "./comment-start.js";
import { type ModelServerProcess, startModelServerProcess } from "./model-server-process.js";
import { median } from "./stats.js";

export const ROUND_LATENCY_MS = 200;
const RUNS = 3;

export interface CommentRounds {
  /** The median number of round trips waited one after another before the model was asked. */
  rounds: number;
  /** The calls of the run with that count: `N: METHOD path`, N its round. */
  sequence: string[];
}

export interface CommentRoundsFigures {
  pull: CommentRounds;
  review: CommentRounds;
}

export async function benchCommentRounds(runs = RUNS): Promise<CommentRoundsFigures> {
  const model = await startModelServerProcess({ finalText: true });
  const root = await mkdtemp(path.join(tmpdir(), "bench-comment-rounds-"));
  try {
    const pull = await repeated(runs, (run) =>
      roundsOf({ model, root, run, task: "fix the typo in README.md" }),
    );
    const review = await repeated(runs, (run) => roundsOf({ model, root, run: runs + run, task: "review" }));
    return { pull, review };
  } finally {
    await model.close();
    removeGitTemplates();
    await rm(root, { recursive: true, force: true });
  }
}

async function repeated(runs: number, once: (run: number) => Promise<CommentRounds>): Promise<CommentRounds> {
  const all: CommentRounds[] = [];
  for (let run = 0; run < runs; run++) all.push(await once(run));
  const rounds = median(all.map((r) => r.rounds));
  return all.find((r) => r.rounds === rounds) ?? { rounds, sequence: [] };
}

/** One run for `/agent <task>` on a pull request, with a fake GitHub of its own. */
async function roundsOf(place: {
  model: ModelServerProcess;
  root: string;
  run: number;
  task: string;
}): Promise<CommentRounds> {
  const fixture = createGitFixture({ files: { "README.md": "# Demo\n\nThis is teh demo project.\n" } });
  const gh = await startGitHubServer({
    token: TOKEN,
    originDir: fixture.origin,
    permissions: { [ASKER.login]: "write" },
  });
  const router = await startGitHubRouter([gh], { latencyMs: ROUND_LATENCY_MS });
  try {
    fixture.git(["branch", "docs-polish", "main"], fixture.origin);
    const headSha = fixture.pushAsSomeoneElse("docs-polish", { "docs/guide.md": "# Guide\n" });
    const pull = gh.addPull({ title: "Polish the docs", headRef: "docs-polish", headSha, user: ASKER });
    const asked = gh.addComment(pull.number, `/agent ${place.task}`, ASKER);
    const payload = issueCommentPayload(gh, asked, { isPullRequest: true });
    const files = await runFiles(place.root, place.run, payload);
    const env = runnerEnv({ files, fixture, modelUrl: place.model.url, apiUrl: router.url });
    const reached = await firstModelRequest(env, fixture.workspace, place.model);
    const waitedFor = router.calls.filter((c) => !c.path.endsWith("/reactions"));
    const calls = roundsBefore(waitedFor, reached);
    const repo = `/repos/${gh.owner}/${gh.repo}`;
    return {
      rounds: Math.max(0, ...calls.map((c) => c.round)),
      sequence: calls.map((c) => `${c.round}: ${c.method} ${c.path.replace(repo, "")}`),
    };
  } finally {
    await router.close();
    await gh.close();
    fixture.cleanup();
  }
}

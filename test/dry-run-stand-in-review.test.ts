import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guessEventName, readPayloadFacts } from "../src/cli/dry-run/event-payload.js";
import { type GitHubStandIn, startGitHubStandIn } from "../src/cli/dry-run/github-stand-in.js";
import { choosePullBase, diffFiles, type PullFileJson } from "../src/cli/dry-run/pull-files.js";
import { renderReport } from "../src/cli/dry-run/report.js";
import { createGitHubClient, FAST_TIMING, type GitHubClient } from "../src/github/client.js";
import { webhookExample } from "./fixtures/command-line.js";
import { committedRepo, gitOutput } from "./fixtures/small-repo.js";

/**
 * The dry run's GitHub stand-in on a pull request: it lists the files the branch really changed
 * (from real git, in GitHub's shape), records a review the way GitHub takes one, and the report
 * prints that review as it would appear.
 */

const scratch = mkdtempSync(join(tmpdir(), "repo-agent-stand-in-review-"));
const repo = join(scratch, "repo");
const env = { ...process.env, GIT_CONFIG_NOSYSTEM: "1" };

const git = (...args: string[]): string => gitOutput(repo, ...args);

function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), content);
}

const APP = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join("\n");
const MOVED = "This file keeps its content\nbut gets a new name.\n";
let mainSha: string;
let headSha: string;

beforeAll(async () => {
  await committedRepo(repo, {
    "src/app.ts": `${APP}\n`,
    "docs/old name.md": MOVED,
    "gone.txt": "to be removed\n",
  });
  mainSha = git("rev-parse", "HEAD");
  git("checkout", "-q", "-b", "feature");
  write("src/app.ts", `${APP.replace("line 5", "line five").replace("line 15\n", "")}\nline 21\n`);
  git("mv", "docs/old name.md", "docs/new name.md");
  git("rm", "-q", "gone.txt");
  write("src/added.ts", "export const added = true;\n");
  write("logo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0, 255]));
  git("add", ".");
  git("commit", "-q", "-m", "Feature work");
  headSha = git("rev-parse", "HEAD");
  // main moves on after the branch left it: the base is where the branch left, not main's tip.
  git("checkout", "-q", "main");
  write("later.txt", "on main only\n");
  git("add", ".");
  git("commit", "-q", "-m", "Later on main");
  git("checkout", "-q", "feature");
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The base a dry run picks for this repository's head, from the payload's base commit and the branch names to try. */
function baseOf(payloadBaseSha: string | undefined, branchNames: string[]) {
  return choosePullBase({ workspace: repo, source: repo, headSha, payloadBaseSha, branchNames, env });
}

describe("the pull request's base in a dry run", () => {
  it("is the payload's base commit when the repository has it", async () => {
    const base = await baseOf(mainSha, ["master"]);
    expect(base).toBe(mainSha);
  });

  it("is where the branch left the base when the payload names the base branch's newer tip", async () => {
    const base = await baseOf(git("rev-parse", "main"), ["master"]);
    // Diffing from main's tip would show main's later commit as removed by the pull request.
    expect(base).toBe(mainSha);
  });

  it("is where HEAD left the default branch when the payload's base commit is not in the repository", async () => {
    const payload = webhookExample("pull_request", "opened");
    const facts = readPayloadFacts(payload);
    const base = await baseOf(
      facts.thread?.baseSha,
      // The example names `master`, which this repository does not have.
      [facts.thread?.baseRef ?? "", "main"],
    );
    expect(base).toBe(mainSha);
  });

  it("is not found when neither the commit nor a default branch is there, and a hostile name is never an option", async () => {
    const base = await baseOf("--output=/tmp/x", ["--output=/tmp/x", "develop"]);
    expect(base).toBeUndefined();
  });
});

describe("GET /pulls/{n}/files in a dry run", () => {
  let files: PullFileJson[];

  beforeAll(async () => {
    files = await diffFiles(repo, mainSha, headSha, env);
  });

  it("lists every file the branch changed, with GitHub's status and counts", () => {
    const byName = new Map(files.map((f) => [f.filename, f]));
    expect([...byName.keys()].sort()).toEqual(
      ["docs/new name.md", "gone.txt", "logo.png", "src/added.ts", "src/app.ts"].sort(),
    );
    expect(byName.get("src/app.ts")).toMatchObject({
      status: "modified",
      additions: 2,
      deletions: 2,
      changes: 4,
    });
    expect(byName.get("src/added.ts")).toMatchObject({ status: "added", additions: 1, deletions: 0 });
    expect(byName.get("gone.txt")).toMatchObject({ status: "removed", additions: 0, deletions: 1 });
    expect(byName.get("docs/new name.md")).toMatchObject({
      status: "renamed",
      previous_filename: "docs/old name.md",
      changes: 0,
    });
    expect(byName.get("logo.png")?.status).toBe("added");
  });

  it("gives each file its hunks only, from the first @@, and none for a binary file or a pure rename", () => {
    const app = files.find((f) => f.filename === "src/app.ts");
    expect(app?.patch).toMatch(/^@@ -2,7 \+2,7 @@/);
    expect(app?.patch).toContain("-line 5\n+line five");
    expect(app?.patch).not.toContain("diff --git");
    expect(app?.patch).not.toContain("+++ ");
    expect(app?.patch?.endsWith("\n")).toBe(false);
    expect(files.find((f) => f.filename === "src/added.ts")?.patch).toBe(
      "@@ -0,0 +1 @@\n+export const added = true;",
    );
    expect(files.find((f) => f.filename === "logo.png")?.patch).toBeUndefined();
    expect(files.find((f) => f.filename === "docs/new name.md")?.patch).toBeUndefined();
  });
});

describe("a review through the stand-in", () => {
  const payload = webhookExample("pull_request", "opened");
  const facts = readPayloadFacts(payload);
  const number = facts.thread?.number ?? 0;
  const owner = facts.repo?.owner ?? "";
  const name = facts.repo?.repo ?? "";
  let standIn: GitHubStandIn;
  let client: GitHubClient;

  beforeAll(async () => {
    if (!facts.thread || !facts.repo) throw new Error("the example has no pull request");
    standIn = await startGitHubStandIn({
      repo: facts.repo,
      serverUrl: "https://github.com",
      defaultBranch: "main",
      thread: facts.thread,
      pull: {
        headRef: "feature",
        headSha,
        headRepo: `${owner}/${name}`,
        baseRef: "main",
        baseSha: mainSha,
        draft: false,
      },
      pullFiles: () => diffFiles(repo, mainSha, headSha, env),
      readFileAt: async () => undefined,
    });
    client = createGitHubClient({ token: "dry-run-token", baseUrl: standIn.url, timing: FAST_TIMING });
  });

  afterAll(() => standIn?.close());

  const params = { owner, repo: name, pull_number: number };

  it("serves the files page by page and the pull request with the same base and count", async () => {
    const first = await client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}/files", {
      ...params,
      per_page: 3,
      page: 1,
    });
    const second = await client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}/files", {
      ...params,
      per_page: 3,
      page: 2,
    });
    expect((first.data as unknown[]).length).toBe(3);
    expect((second.data as unknown[]).length).toBe(2);
    const pull = (await client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", params)).data;
    expect(pull).toMatchObject({
      changed_files: 5,
      base: { sha: mainSha },
      head: { sha: headSha },
      draft: false,
    });
  });

  it("has no review comments or reviews before the run posts any", async () => {
    for (const route of [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments",
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
    ]) {
      const { data } = await client.request(route, { ...params, per_page: 100, page: 1 });
      expect(data).toEqual([]);
    }
  });

  it("refuses, as GitHub does, a comment on a line that is not in the diff", async () => {
    const refused = client.request("POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews", {
      ...params,
      event: "COMMENT",
      commit_id: headSha,
      body: "Outside",
      comments: [{ path: "src/app.ts", line: 10, side: "RIGHT", body: "line 10 is not in a hunk" }],
    });
    await expect(refused).rejects.toMatchObject({ status: 422 });
    expect(standIn.log.reviews).toEqual([]);
  });

  it("records a review with an inline suggestion and the report prints it as it would appear", async () => {
    const suggestion = "Call it five in digits.\n\n```suggestion\nline 5\n```";
    const { data } = await client.request("POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews", {
      ...params,
      event: "COMMENT",
      commit_id: headSha,
      body: "Looks good apart from one thing.",
      comments: [
        { path: "src/app.ts", line: 5, side: "RIGHT", body: suggestion },
        { path: "src/app.ts", start_line: 19, line: 20, side: "RIGHT", body: "The end moved." },
      ],
    });
    expect(data).toMatchObject({
      state: "COMMENTED",
      commit_id: headSha,
      body: "Looks good apart from one thing.",
      user: { login: "github-actions[bot]" },
    });
    const review = data as { id: number; html_url: string };
    expect(review.html_url).toBe(
      `https://github.com/${owner}/${name}/pull/${number}#pullrequestreview-${review.id}`,
    );
    expect(standIn.log.reviews).toHaveLength(1);
    expect(standIn.log.reviews[0]?.comments[1]).toEqual({
      path: "src/app.ts",
      start_line: 19,
      line: 20,
      side: "RIGHT",
      body: "The end moved.",
    });

    const listed = await client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}/comments", {
      ...params,
      per_page: 100,
      page: 1,
    });
    expect(listed.data).toMatchObject([
      { path: "src/app.ts", line: 5, body: suggestion },
      { path: "src/app.ts", line: 20, start_line: 19 },
    ]);

    const out = renderReport({ log: standIn.log, outputs: new Map([["conclusion", "success"]]), pushed: [] });
    expect(out).toContain(`─── review on pull request #${number} (COMMENT, at ${headSha.slice(0, 7)}) ───`);
    expect(out).toContain(
      `Looks good apart from one thing.\n\nsrc/app.ts:5\n${suggestion}\n\nsrc/app.ts:19-20\nThe end moved.\n─── end ───`,
    );
    expect(out).not.toContain("Nothing would be posted");
    expect(out).not.toContain("WARNING");
  });

  it("says loudly when a review would be anything but a comment", () => {
    const out = renderReport({
      log: {
        comments: [],
        operations: [],
        pulls: [],
        reactions: [],
        unserved: [],
        reviews: [
          {
            id: 1,
            number: 2,
            url: "https://github.com/o/r/pull/2#pullrequestreview-1",
            event: "APPROVE",
            commit_id: headSha,
            body: "Ship it",
            comments: [],
          },
        ],
      },
      outputs: new Map(),
      pushed: [],
    });
    expect(out).toContain("WARNING: THIS REVIEW WOULD BE POSTED AS APPROVE, NOT COMMENT.");
    expect(out).toContain("review on pull request #2 (APPROVE, at");
  });
});

describe("a pull_request payload", () => {
  it("is recognised as the pull_request event, with the pull request it is about", () => {
    for (const action of ["opened", "synchronize", "reopened", "ready_for_review"]) {
      expect(guessEventName(webhookExample("pull_request", action))).toBe("pull_request");
    }
    const payload = webhookExample("pull_request", "opened") as {
      pull_request: { number: number; title: string; head: { sha: string }; base: { sha: string } };
    };
    const { thread } = readPayloadFacts(payload);
    expect(thread).toMatchObject({
      number: payload.pull_request.number,
      title: payload.pull_request.title,
      isPullRequest: true,
      headRef: "changes",
      baseRef: "master",
      headSha: payload.pull_request.head.sha,
      baseSha: payload.pull_request.base.sha,
      headRepo: "Codertocat/Hello-World",
      draft: false,
    });
    expect(readPayloadFacts(webhookExample("pull_request", "converted_to_draft")).thread?.draft).toBe(true);
  });

  it("is told apart from the review and review comment events that also carry a pull request", () => {
    expect(guessEventName(webhookExample("pull_request_review_comment", "created"))).toBe(
      "pull_request_review_comment",
    );
    expect(guessEventName(webhookExample("pull_request_review", "submitted"))).toBe("pull_request_review");
  });
});

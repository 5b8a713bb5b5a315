import { execFileSync } from "node:child_process";
import { getOctokit } from "@actions/github";
import { describe, expect, it, type TestContext } from "vitest";
import { createGitFixture } from "./fakes/git-repo.js";
import { type FakeGitHubOptions, startGitHubServer } from "./fakes/github-server.js";

/**
 * The fake GitHub's Actions, branch and pull request commit routes, driven through the real
 * Octokit client: runs and jobs in GitHub's shape, logs behind a redirect to a second host, and
 * branches and commits read from real git.
 */

const TOKEN = "ghs_actionsFakeTestToken0123456789abcdefAB";
const repo = { owner: "octo-org", repo: "octo-repo" };

async function setup(context: TestContext, options: FakeGitHubOptions = {}) {
  const gh = await startGitHubServer({ ...repo, token: TOKEN, ...options });
  context.onTestFinished(() => gh.close());
  return { gh, octokit: getOctokit(TOKEN, { baseUrl: gh.url }) };
}

/** A repository whose `feature` branch is two commits ahead of `main`. */
function twoCommitFeature(context: TestContext) {
  const fixture = createGitFixture();
  context.onTestFinished(() => fixture.cleanup());
  fixture.git(["checkout", "--quiet", "-b", "feature"]);
  const shas: string[] = [];
  for (const [i, message] of ["Add a sum\n\nWith a body.", "Fix the sum"].entries()) {
    fixture.write(`src/file${i}.ts`, `export const n = ${i};\n`);
    fixture.git(["add", "--all"]);
    fixture.git([
      "-c",
      "user.name=Ada",
      "-c",
      "user.email=ada@example.com",
      "commit",
      "--quiet",
      "-m",
      message,
    ]);
    shas.push(fixture.git(["rev-parse", "HEAD"]));
  }
  fixture.git(["push", "--quiet", "origin", "feature"]);
  return { fixture, shas };
}

describe.concurrent("the fake GitHub's Actions routes", () => {
  it("lists a run's jobs in pages, as GitHub does, with each job's steps", async (context) => {
    const { gh, octokit } = await setup(context);
    const run = gh.addWorkflowRun({
      headBranch: "feature",
      jobs: Array.from({ length: 35 }, (_, i) => ({ name: `job ${i + 1}`, conclusion: "success" })),
    });
    const first = await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs", {
      ...repo,
      run_id: run.id,
    });
    expect(first.data.total_count).toBe(35);
    expect(first.data.jobs).toHaveLength(30);
    expect(first.headers.link).toContain('rel="next"');
    expect(first.data.jobs[0]).toMatchObject({
      id: run.jobs[0]?.id,
      run_id: run.id,
      name: "job 1",
      status: "completed",
      conclusion: "success",
      head_branch: "feature",
      steps: [
        { number: 1, name: "Set up job", status: "completed", conclusion: "success" },
        { number: 2, name: "Run job 1", status: "completed", conclusion: "success" },
        { number: 3, name: "Complete job", status: "completed", conclusion: "success" },
      ],
    });
    const second = await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs", {
      ...repo,
      run_id: run.id,
      page: 2,
    });
    expect(second.data.jobs.map((job) => job.name)).toEqual([
      "job 31",
      "job 32",
      "job 33",
      "job 34",
      "job 35",
    ]);
  });

  it("describes a failed run with the open pull request of its branch", async (context) => {
    const { gh, octokit } = await setup(context);
    const pull = gh.addPull({ headRef: "feature", headSha: "a".repeat(40) });
    const run = gh.addWorkflowRun({
      name: "CI",
      headBranch: "feature",
      headSha: "a".repeat(40),
      jobs: [{ name: "test", conclusion: "failure" }],
    });
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}", {
      ...repo,
      run_id: run.id,
    });
    expect(data).toMatchObject({
      id: run.id,
      name: "CI",
      head_branch: "feature",
      head_sha: "a".repeat(40),
      status: "completed",
      conclusion: "failure",
      head_repository: { full_name: "octo-org/octo-repo" },
      pull_requests: [{ number: pull.number, head: { ref: "feature" } }],
    });
  });

  it("redirects a job's log to the log host, which serves it only at the signed address", async (context) => {
    const { gh, octokit } = await setup(context);
    const run = gh.addWorkflowRun({
      headBranch: "feature",
      jobs: [{ name: "test", conclusion: "failure", log: "line one\n##[error]boom\n" }],
    });
    const jobId = run.jobs[0]?.id ?? 0;
    const redirect = await octokit.request("GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs", {
      ...repo,
      job_id: jobId,
      request: { redirect: "manual" },
    });
    expect(redirect.status).toBe(302);
    const location = new URL(String(redirect.headers.location));
    expect(location.origin).toBe(gh.logHostUrl);
    expect(location.origin).not.toBe(gh.url);
    const download = await fetch(location);
    expect(download.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await download.text()).toBe("line one\n##[error]boom\n");

    location.searchParams.set("sig", "forged");
    expect((await fetch(location)).status).toBe(403);
    expect(gh.logRequests.map((r) => [r.signed, r.completed])).toEqual([
      [true, true],
      [false, false],
    ]);
    await expect(
      octokit.request("GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs", { ...repo, job_id: 424_242 }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("lets a read-only token read a run, its jobs and a log, as `actions: read` does", async (context) => {
    const readOnly = "ghs_actionsReadOnlyToken0123456789abcdefA";
    const { gh } = await setup(context, { readOnlyTokens: [readOnly] });
    const reader = getOctokit(readOnly, { baseUrl: gh.url });
    const run = gh.addWorkflowRun({
      headBranch: "feature",
      jobs: [{ name: "test", conclusion: "failure", log: "##[error]boom\n" }],
    });

    const jobs = await reader.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs", {
      ...repo,
      run_id: run.id,
    });
    expect(jobs.data.jobs.map((job) => job.conclusion)).toEqual(["failure"]);
    const log = await reader.request("GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs", {
      ...repo,
      job_id: run.jobs[0]?.id ?? 0,
    });
    expect(log.data).toBe("##[error]boom\n");
    expect(gh.requests.map((r) => [r.method, r.token, r.status])).toEqual([
      ["GET", readOnly, 200],
      ["GET", readOnly, 302],
    ]);
  });

  it("writes a log that fits the steps when a test gives none", async (context) => {
    const { gh } = await setup(context, { logsDirect: true });
    const run = gh.addWorkflowRun({ headBranch: "feature", jobs: [{ name: "lint", conclusion: "failure" }] });
    const response = await fetch(`${gh.url}/repos/octo-org/octo-repo/actions/jobs/${run.jobs[0]?.id}/logs`, {
      headers: { authorization: `token ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /Z ##\[group\]Run lint\n.*Z ##\[endgroup\]\n.*Z ##\[error\]Process completed with exit code 1\.\n/,
    );
  });
});

describe.concurrent("the fake GitHub's branch and pull request commit routes", () => {
  it("reports where a branch points in git, and 404 for one that does not exist", async (context) => {
    const { fixture, shas } = twoCommitFeature(context);
    const { octokit } = await setup(context, { originDir: fixture.origin });
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/branches/{branch}", {
      ...repo,
      branch: "feature",
    });
    expect(data).toMatchObject({ name: "feature", commit: { sha: shas[1] }, protected: false });
    await expect(
      octokit.request("GET /repos/{owner}/{repo}/branches/{branch}", { ...repo, branch: "gone/away" }),
    ).rejects.toMatchObject({ status: 404, message: expect.stringContaining("Branch not found") });
  });

  it("lists a pull request's commits oldest first, with their messages, authors and parents", async (context) => {
    const { fixture, shas } = twoCommitFeature(context);
    const { gh, octokit } = await setup(context, { originDir: fixture.origin });
    const pull = gh.addPull({ headRef: "feature" });
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}/commits", {
      ...repo,
      pull_number: pull.number,
      per_page: 100,
    });
    expect(data.map((c) => c.sha)).toEqual(shas);
    expect(data[0]?.commit).toMatchObject({
      message: "Add a sum\n\nWith a body.",
      author: { name: "Ada", email: "ada@example.com", date: expect.any(String) },
    });
    expect(data[1]?.parents.map((p) => p.sha)).toEqual([shas[0]]);
    const onePerPage = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}/commits", {
      ...repo,
      pull_number: pull.number,
      per_page: 1,
      page: 2,
    });
    expect(onePerPage.data.map((c) => c.sha)).toEqual([shas[1]]);
  });

  it("stops listing a pull request's commits at 250, as GitHub does", async (context) => {
    const fixture = createGitFixture();
    context.onTestFinished(() => fixture.cleanup());
    // 260 empty commits on `long`, a second apart, made by one git process: 260 `git commit`s
    // would hold this process, and every other test of the file, for seconds.
    const main = fixture.git(["rev-parse", "HEAD"]);
    const history = Array.from({ length: 260 }, (_, i) => {
      const message = `step ${i + 1}\n`;
      const when = `${1_767_225_600 + i} +0000`;
      return [
        "commit refs/heads/long",
        `author Ada <ada@example.com> ${when}`,
        `committer Ada <ada@example.com> ${when}`,
        `data ${Buffer.byteLength(message)}`,
        `${message}${i === 0 ? `from ${main}\n` : ""}`,
      ].join("\n");
    });
    execFileSync("git", ["fast-import", "--quiet"], {
      cwd: fixture.workspace,
      env: fixture.env,
      input: `${history.join("\n")}\ndone\n`,
    });
    expect(fixture.git(["rev-list", "--count", "main..long"])).toBe("260");
    fixture.git(["push", "--quiet", "origin", "long"]);
    const { gh, octokit } = await setup(context, { originDir: fixture.origin });
    const pull = gh.addPull({ headRef: "long" });
    const listed = await octokit.paginate("GET /repos/{owner}/{repo}/pulls/{pull_number}/commits", {
      ...repo,
      pull_number: pull.number,
      per_page: 100,
    });
    expect(listed).toHaveLength(250);
    expect(listed[0]?.commit.message).toBe("step 1");
  });
});

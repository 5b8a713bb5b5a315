import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { basicHeader } from "../fakes/git-repo.js";
import { dispatchEvent, fixTypo, runOnIssueComment, runOnPullComment } from "./asks.js";
import { E2E_TEST_TIMEOUT_MS, errorLines, GITHUB_TOKEN, type Stage, stageForTest } from "./harness.js";
import { addSecondRepository, type SecondRepository } from "./second-repository.js";

/**
 * `repository` and `working-directory` through the bundle: the workflow's repository holds the
 * request and checks another one out in a folder (`actions/checkout` with `repository:` and
 * `path:`); the work goes to that one, its `origin` and its pull requests.
 */

const SERVICE_FILES = {
  "README.md": "# Service\n\nThe servce answers requests.\n",
  "src/main.ts": "main();\n",
};
const fixService = {
  name: "edit_file",
  arguments: { path: "README.md", old_str: "servce", new_str: "service" },
};

/** The service checked out in `target`, where actions/checkout left the App token, as it does by default. */
function withService(s: Stage, context: TestContext): Promise<SecondRepository> {
  const service = { name: "service", path: "target", files: SERVICE_FILES, persistedToken: GITHUB_TOKEN };
  return addSecondRepository(s, service, context);
}

describe.concurrent("another repository, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("answers the request in its own thread and opens the pull request on the repository worked on", async (context) => {
    const s = await stageForTest(context);
    const service = await withService(s, context);

    const { run, issue, comment } = await runOnIssueComment(
      s,
      "/agent fix the typo in the service's README",
      {
        title: "Service README typo",
        inputs: { repository: "octo-org/service", "working-directory": "target" },
        env: service.env,
        script: [{ toolCalls: [fixService] }, { text: "Fixed: servce -> service." }],
      },
    );

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    // The model worked in the service's checkout and was told which repository it holds.
    expect(JSON.stringify(s.model.requests[0]?.body.messages)).toContain(
      `Repository: octo-org/service (the request was made in octo-org/octo-repo#${issue.number}, another repository)`,
    );

    // Pushed to the service's origin; the workflow's own repository is untouched.
    const branch = run.outputs.branch ?? "";
    expect(branch).toMatch(new RegExp(`^agent/${issue.number}-`));
    expect(service.originGit(["show", `${branch}:README.md`])).toContain("The service answers requests.");
    expect(s.fixture.originSha(branch)).toBeUndefined();

    // The pull request is the service's, and closes the request in the other repository.
    expect(s.gh.state.pulls.size).toBe(0);
    const [pull] = [...service.gh.state.pulls.values()];
    expect(pull?.head.ref).toBe(branch);
    expect(pull?.body).toContain(`Fixes octo-org/octo-repo#${issue.number}`);
    expect(run.outputs["pr-url"]).toBe(`https://github.com/octo-org/service/pull/${pull?.number}`);

    // The answer is where the request was made, and links to the service's branch.
    const tracking = s.gh.state.comments.find((c) => c.id !== comment.id);
    expect(tracking?.body).toContain("Fixed: servce -> service.");
    expect(tracking?.body).toContain(run.outputs["pr-url"]);
    expect(service.gh.state.comments).toEqual([]);
    // The checkout's credential is back where actions/checkout put it, for later steps.
    expect(service.fixture.config()).toContain(basicHeader(GITHUB_TOKEN));
  });

  it("opens the pull request of a manual run on the repository worked on", async (context) => {
    const s = await stageForTest(context);
    const service = await withService(s, context);

    const run = await s.run({
      ...dispatchEvent(s.gh),
      inputs: { task: "fix the README typo", repository: "octo-org/service", "working-directory": "target" },
      env: service.env,
      script: [{ toolCalls: [fixService] }, { text: "Done." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const [pull] = [...service.gh.state.pulls.values()];
    expect(pull?.base.ref).toBe("main");
    expect(run.outputs).toMatchObject({
      published: "pull-request",
      "pr-url": `https://github.com/octo-org/service/pull/${pull?.number}`,
    });
    expect(service.originGit(["show", `${run.outputs.branch}:README.md`])).toContain("The service answers");
    expect(s.gh.state.pulls.size).toBe(0);
  });

  it("never commits a second checkout in a subfolder into the workspace's own pull request", async (context) => {
    const s = await stageForTest(context);
    await withService(s, context);

    const run = await s.run({
      ...dispatchEvent(s.gh),
      inputs: { task: "fix the README typo" },
      script: [{ toolCalls: [fixTypo] }, { text: "Done." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const tree = s.originGit(["ls-tree", "-r", "--name-only", run.outputs.branch ?? ""]);
    expect(tree.split("\n")).toEqual(["README.md", "src/app.ts"]);
    expect(run.summary).toContain(
      "Left out of the commit: `target/` (a nested git repository, never committed).",
    );
  });

  it("refuses another repository for a pull request's event, before any model call", async (context) => {
    const s = await stageForTest(context);
    const pull = s.gh.addPull({ title: "A change", headRef: "feature" });

    const { run } = await runOnPullComment(s, pull, "/agent fix the tests", {
      inputs: { repository: "octo-org/service" },
    });

    expect(run.exitCode).toBe(1);
    expect(errorLines(run).join("\n")).toMatch(
      /repository is octo-org\/service, but this issue_comment event is about a pull request or a CI run of octo-org\/octo-repo/,
    );
    expect(s.model.requests).toHaveLength(0);
    expect(s.gh.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("refuses a working-directory that is a link, before anything else is done", async (context) => {
    const s = await stageForTest(context);
    await withService(s, context);
    symlinkSync("target", join(s.workspace, "service-link"));

    const run = await s.run({
      ...dispatchEvent(s.gh),
      inputs: { task: "anything", repository: "octo-org/service", "working-directory": "service-link" },
    });

    expect(run.exitCode).toBe(1);
    expect(errorLines(run).join("\n")).toMatch(
      /working-directory "service-link": .*service-link is a symbolic link/,
    );
    expect(s.model.requests).toHaveLength(0);
  });

  it("names working-directory when it is not a folder of the workspace", async (context) => {
    const s = await stageForTest(context);
    mkdirSync(join(s.workspace, "elsewhere"));

    const run = await s.run({
      ...dispatchEvent(s.gh),
      inputs: { task: "anything", repository: "octo-org/service", "working-directory": "target" },
    });

    expect(run.exitCode).toBe(1);
    expect(errorLines(run).join("\n")).toMatch(
      /working-directory "target": there is no folder .*target; it must name the folder actions\/checkout checked the repository out in/,
    );
    expect(s.model.requests).toHaveLength(0);
  });
});

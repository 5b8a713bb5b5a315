import { afterAll, describe, expect, it } from "vitest";
import { createGitHubClient, FAST_TIMING, MAX_SERVER_ERROR_RETRIES } from "../src/github/client.js";
import { type FakeGitHub, faults, startGitHubServer } from "./fakes/github-server.js";

const TOKEN = "ghs_serverTestToken0123456789abcdefABCDE";
const repo = { owner: "octo-org", repo: "octo-repo" };

const servers: FakeGitHub[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function setup() {
  const gh = await startGitHubServer({
    ...repo,
    token: TOKEN,
    permissions: { maintainer: "maintain", reader: "read" },
  });
  servers.push(gh);
  const warnings: string[] = [];
  const octokit = createGitHubClient({
    token: TOKEN,
    baseUrl: gh.url,
    timing: FAST_TIMING,
    warn: (message) => warnings.push(message),
  });
  return { gh, octokit, warnings };
}

describe.concurrent("the GitHub client against the fake server", () => {
  it("retries a 502 and succeeds", async () => {
    const { gh, octokit } = await setup();
    const issue = gh.addIssue({ title: "Bug" });
    gh.fail("POST", "/repos/octo-org/octo-repo/issues/*/comments", faults.serverError(502), 1);
    const { data } = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: issue.number,
      body: "hello",
    });
    expect(data.body).toBe("hello");
    expect(gh.requestsTo("POST", "/repos/octo-org/octo-repo/issues/*/comments").map((r) => r.status)).toEqual(
      [502, 201],
    );
  });

  it("waits out a secondary rate limit and succeeds", async () => {
    const { gh, octokit, warnings } = await setup();
    const issue = gh.addIssue({ title: "Bug" });
    gh.fail("POST", "/repos/octo-org/octo-repo/issues/*/reactions", faults.secondaryRateLimit(2), 1);
    const { data } = await octokit.rest.reactions.createForIssue({
      ...repo,
      issue_number: issue.number,
      content: "eyes",
    });
    expect(data.content).toBe("eyes");
    expect(
      gh.requestsTo("POST", "/repos/octo-org/octo-repo/issues/*/reactions").map((r) => r.status),
    ).toEqual([403, 201]);
    expect(warnings.join("\n")).toMatch(/secondary rate limit.*retrying in 2s/);
  });

  it("waits out a primary rate limit and succeeds", async () => {
    const { gh, octokit } = await setup();
    gh.fail("GET", "/repos/octo-org/octo-repo", faults.primaryRateLimit(1), 1);
    const { data } = await octokit.rest.repos.get(repo);
    expect(data.default_branch).toBe("main");
  });

  it("gives up on a server that keeps failing, with the status in the error", async () => {
    const { gh, octokit } = await setup();
    gh.fail("GET", "/repos/octo-org/octo-repo/pulls/*", faults.serverError(503), 10);
    await expect(octokit.rest.pulls.get({ ...repo, pull_number: 1 })).rejects.toMatchObject({ status: 503 });
    expect(gh.requestsTo("GET", "/repos/octo-org/octo-repo/pulls/*")).toHaveLength(
      1 + MAX_SERVER_ERROR_RETRIES,
    );
  });

  it("does not retry what cannot succeed later", async () => {
    const { gh, octokit } = await setup();
    await expect(octokit.rest.issues.get({ ...repo, issue_number: 999 })).rejects.toMatchObject({
      status: 404,
    });
    expect(gh.requestsTo("GET", "/repos/octo-org/octo-repo/issues/999")).toHaveLength(1);
  });

  it("reports collaborator permissions by role, and 404 for strangers", async () => {
    const { octokit } = await setup();
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...repo,
      username: "maintainer",
    });
    expect(data).toMatchObject({ role_name: "maintain", permission: "write" });
    await expect(
      octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: "nobody" }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("works with production timing too", async () => {
    const { gh } = await setup();
    const octokit = createGitHubClient({ token: TOKEN, baseUrl: `${gh.url}/` });
    const { data } = await octokit.rest.repos.get(repo);
    expect(data.full_name).toBe("octo-org/octo-repo");
  });

  it("rejects a wrong token like GitHub does", async () => {
    const { gh } = await setup();
    const wrong = createGitHubClient({ token: "wrong", baseUrl: gh.url, timing: FAST_TIMING });
    await expect(wrong.rest.repos.get(repo)).rejects.toMatchObject({ status: 401 });
  });

  it("filters open pull requests by head branch and serves AGENTS.md per ref", async () => {
    const { gh, octokit } = await setup();
    gh.addPull({ headRef: "agent/scheduled-nightly" });
    gh.addPull({ headRef: "other" });
    gh.setFile("AGENTS.md", "# Rules\n");
    gh.setFile("AGENTS.md", "# Feature rules\n", "feature");
    const { data: pulls } = await octokit.rest.pulls.list({
      ...repo,
      head: "octo-org:agent/scheduled-nightly",
      state: "open",
    });
    expect(pulls.map((p) => p.head.ref)).toEqual(["agent/scheduled-nightly"]);
    const { data: file } = await octokit.rest.repos.getContent({
      ...repo,
      path: "AGENTS.md",
      ref: "feature",
    });
    expect("content" in file && Buffer.from(file.content, "base64").toString()).toBe("# Feature rules\n");
  });
});

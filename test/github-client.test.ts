import { Type } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { createGitHubClient, MAX_SERVER_ERROR_RETRIES, requestAs } from "../src/github/client.js";
import { faults } from "./fakes/github-server.js";
import { fakeGitHubs } from "./fixtures/github.js";

/**
 * The client every GitHub call of the action goes through, against the fake REST server: which
 * failures it waits out and retries (a comment that still gets posted when GitHub has a bad
 * moment), and which it reports at once.
 */

const TOKEN = "ghs_clientTestToken0123456789abcdefABCDE";
const repo = { owner: "octo-org", repo: "octo-repo" };

const startGitHub = fakeGitHubs(TOKEN);

/** A fake GitHub and the action's client of it, whose warnings are kept. */
async function setup() {
  const warnings: string[] = [];
  const { gh, client } = await startGitHub({ warn: (message) => warnings.push(message) });
  return { gh, client, warnings };
}

const Comment = Type.Object({ body: Type.String() });
const Reaction = Type.Object({ content: Type.String() });
const Repository = Type.Object({ full_name: Type.String(), default_branch: Type.String() });

describe.concurrent("the GitHub client", () => {
  it("retries a comment answered with 502 and posts it", async () => {
    const { gh, client } = await setup();
    const issue = gh.addIssue({ title: "Bug" });
    gh.fail("POST", "/repos/octo-org/octo-repo/issues/*/comments", faults.serverError(502), 1);
    const posted = await requestAs(
      client,
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
      { ...repo, issue_number: issue.number, body: "hello" },
      Comment,
    );
    expect(posted).toEqual({ ok: true, value: expect.objectContaining({ body: "hello" }) });
    expect(gh.requestsTo("POST", "/repos/octo-org/octo-repo/issues/*/comments").map((r) => r.status)).toEqual(
      [502, 201],
    );
  });

  it("waits out a secondary rate limit, says so, and succeeds", async () => {
    const { gh, client, warnings } = await setup();
    const issue = gh.addIssue({ title: "Bug" });
    gh.fail("POST", "/repos/octo-org/octo-repo/issues/*/reactions", faults.secondaryRateLimit(2), 1);
    const reacted = await requestAs(
      client,
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions",
      { ...repo, issue_number: issue.number, content: "eyes" },
      Reaction,
    );
    expect(reacted).toEqual({ ok: true, value: expect.objectContaining({ content: "eyes" }) });
    expect(
      gh.requestsTo("POST", "/repos/octo-org/octo-repo/issues/*/reactions").map((r) => r.status),
    ).toEqual([403, 201]);
    expect(warnings.join("\n")).toMatch(/secondary rate limit.*retrying in 2s/);
  });

  it("waits out a primary rate limit and succeeds", async () => {
    const { gh, client } = await setup();
    gh.fail("GET", "/repos/octo-org/octo-repo", faults.primaryRateLimit(1), 1);
    const read = await requestAs(client, "GET /repos/{owner}/{repo}", repo, Repository);
    expect(read).toEqual({ ok: true, value: expect.objectContaining({ default_branch: "main" }) });
  });

  it("gives up on a server that keeps failing, with the status in the failure", async () => {
    const { gh, client } = await setup();
    gh.fail("GET", "/repos/octo-org/octo-repo/pulls/*", faults.serverError(503), 10);
    const read = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/pulls/{pull_number}",
      { ...repo, pull_number: 1 },
      Type.Unknown(),
    );
    expect(read).toMatchObject({ ok: false, status: 503, error: expect.stringMatching(/^HTTP 503: /) });
    expect(gh.requestsTo("GET", "/repos/octo-org/octo-repo/pulls/*")).toHaveLength(
      1 + MAX_SERVER_ERROR_RETRIES,
    );
  });

  it("does not retry what cannot succeed later", async () => {
    const { gh, client } = await setup();
    const read = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/issues/{issue_number}",
      { ...repo, issue_number: 999 },
      Type.Unknown(),
    );
    expect(read).toMatchObject({ ok: false, status: 404 });
    expect(gh.requestsTo("GET", "/repos/octo-org/octo-repo/issues/999")).toHaveLength(1);
  });

  it("spaces writes a second apart with production timing, sending the first at once and never holding a read", async () => {
    const { gh } = await setup();
    const issue = gh.addIssue({ title: "Bug" });
    const client = createGitHubClient({ token: TOKEN, baseUrl: gh.url });
    const started = Date.now();
    const answeredAfter = async (request: Promise<unknown>) => {
      await request;
      return Date.now() - started;
    };
    const react = () =>
      requestAs(
        client,
        "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions",
        { ...repo, issue_number: issue.number, content: "eyes" },
        Reaction,
      );
    const [first, read, second] = await Promise.all([
      answeredAfter(react()),
      answeredAfter(requestAs(client, "GET /repos/{owner}/{repo}", repo, Repository)),
      answeredAfter(react()),
    ]);
    expect(first).toBeLessThan(800);
    expect(read).toBeLessThan(800);
    expect(second).toBeGreaterThanOrEqual(990);
    expect(gh.requestsTo("POST", "/repos/octo-org/octo-repo/issues/*/reactions")).toHaveLength(2);
  });

  it("works with production timing and an API URL ending in a slash", async () => {
    const { gh } = await setup();
    const client = createGitHubClient({ token: TOKEN, baseUrl: `${gh.url}/` });
    const read = await requestAs(client, "GET /repos/{owner}/{repo}", repo, Repository);
    expect(read).toEqual({ ok: true, value: expect.objectContaining({ full_name: "octo-org/octo-repo" }) });
  });
});

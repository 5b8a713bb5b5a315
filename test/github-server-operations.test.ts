import { describe, expect, it, type TestContext } from "vitest";
import { createGitHubClient, FAST_TIMING } from "../src/github/client.js";
import {
  type FakeGitHubOptions,
  faults,
  GITHUB_DEFAULT_LABELS,
  startGitHubServer,
} from "./fakes/github-server.js";

/**
 * The fake GitHub's routes for what safe outputs do (labels, new issues, closing with a reason,
 * comments on any issue), driven through the action's own client: the shapes GitHub answers with,
 * the refusals it gives, and faults injected as on every other route.
 */

const TOKEN = "ghs_operationsFakeTestToken0123456789abcd";
const repo = { owner: "octo-org", repo: "octo-repo" };

async function setup(context: TestContext, options: FakeGitHubOptions = {}) {
  const gh = await startGitHubServer({ ...repo, token: TOKEN, ...options });
  context.onTestFinished(() => gh.close());
  const client = createGitHubClient({ token: TOKEN, baseUrl: gh.url, timing: FAST_TIMING });
  return { gh, client };
}

interface LabelJson {
  id: number;
  node_id: string;
  url: string;
  name: string;
  color: string;
  default: boolean;
  description: string | null;
}

interface IssueJson {
  number: number;
  title: string;
  body: string;
  state: string;
  state_reason: string | null;
  html_url: string;
  closed_at: string | null;
  user: { login: string };
  labels: LabelJson[];
}

/** The status of a request the client refused to treat as a success. */
async function statusOf(request: Promise<unknown>): Promise<number | undefined> {
  try {
    await request;
    return undefined;
  } catch (error) {
    return (error as { status?: number }).status;
  }
}

describe.concurrent("the fake GitHub's label routes", () => {
  it("lists GitHub's default labels for a new repository, as label objects", async (context) => {
    const { client } = await setup(context);
    const { data } = await client.request("GET /repos/{owner}/{repo}/labels", { ...repo, per_page: 100 });
    const labels = data as LabelJson[];
    expect(labels.map((label) => label.name)).toEqual(GITHUB_DEFAULT_LABELS.map((label) => label.name));
    expect(labels[0]).toMatchObject({
      name: "bug",
      color: "d73a4a",
      default: true,
      description: "Something isn't working",
      url: expect.stringMatching(/\/repos\/octo-org\/octo-repo\/labels\/bug$/),
    });
    expect(typeof labels[0]?.id).toBe("number");
  });

  it("lists a repository's own labels in pages, with GitHub's Link header to follow", async (context) => {
    const names = Array.from({ length: 45 }, (_, i) => `area: part ${i + 1}`);
    const { client } = await setup(context, { labels: names.map((name) => ({ name })) });
    const first = await client.request("GET /repos/{owner}/{repo}/labels", { ...repo });
    expect((first.data as LabelJson[]).length).toBe(30);
    const second = await client.request("GET /repos/{owner}/{repo}/labels", { ...repo, page: 2 });
    const all = [...(first.data as LabelJson[]), ...(second.data as LabelJson[])];
    expect(all.map((label) => label.name)).toEqual(names);
    expect(all.every((label) => label.color === "ededed" && !label.default)).toBe(true);
  });

  it("adds labels to an issue and answers with all its labels, in the repository's spelling", async (context) => {
    const { gh, client } = await setup(context);
    const issue = gh.addIssue({ title: "Crash on start", labels: ["question"] });
    const { data } = await client.request("POST /repos/{owner}/{repo}/issues/{issue_number}/labels", {
      ...repo,
      issue_number: issue.number,
      labels: ["BUG", "question"],
    });
    expect((data as LabelJson[]).map((label) => label.name)).toEqual(["question", "bug"]);
    expect(gh.state.issues.get(issue.number)?.labels).toEqual(["question", "bug"]);
  });

  it("makes a label the repository lacks when an issue is given it, as GitHub does", async (context) => {
    const { gh, client } = await setup(context, { labels: [{ name: "triage" }] });
    gh.addLabel({ name: "area: cli", color: "0e8a16", description: "The command line" });
    const issue = gh.addIssue({ title: "Crash on start" });
    await client.request("POST /repos/{owner}/{repo}/issues/{issue_number}/labels", {
      ...repo,
      issue_number: issue.number,
      labels: ["made-up"],
    });
    expect(gh.state.labels.map((label) => label.name)).toEqual(["triage", "area: cli", "made-up"]);
    expect(gh.state.labels[1]).toMatchObject({ color: "0e8a16", description: "The command line" });
  });

  it("labels a pull request through its issue number", async (context) => {
    const { gh, client } = await setup(context);
    const pull = gh.addPull({ headRef: "feature" });
    await client.request("POST /repos/{owner}/{repo}/issues/{issue_number}/labels", {
      ...repo,
      issue_number: pull.number,
      labels: ["enhancement"],
    });
    const { data } = await client.request("GET /repos/{owner}/{repo}/issues/{issue_number}", {
      ...repo,
      issue_number: pull.number,
    });
    expect((data as IssueJson).labels.map((label) => label.name)).toEqual(["enhancement"]);
  });

  it("refuses labels that are not names, and an issue that does not exist", async (context) => {
    const { gh, client } = await setup(context);
    const issue = gh.addIssue({ title: "Crash on start" });
    const add = (issue_number: number, labels: unknown) =>
      statusOf(
        client.request("POST /repos/{owner}/{repo}/issues/{issue_number}/labels", {
          ...repo,
          issue_number,
          labels,
        }),
      );
    expect(await add(issue.number, [42])).toBe(422);
    expect(await add(issue.number, [""])).toBe(422);
    expect(await add(999, ["bug"])).toBe(404);
    expect(gh.state.issues.get(issue.number)?.labels).toEqual([]);
  });

  it("removes a label and answers with the ones left; a label the issue lacks is a 404", async (context) => {
    const { gh, client } = await setup(context);
    const issue = gh.addIssue({ title: "Crash on start", labels: ["bug", "help wanted"] });
    const { data } = await client.request(
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}",
      { ...repo, issue_number: issue.number, name: "help wanted" },
    );
    expect((data as LabelJson[]).map((label) => label.name)).toEqual(["bug"]);
    const again = await statusOf(
      client.request("DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}", {
        ...repo,
        issue_number: issue.number,
        name: "help wanted",
      }),
    );
    expect(again).toBe(404);
    expect(gh.state.issues.get(issue.number)?.labels).toEqual(["bug"]);
    // The label stays in the repository: only the issue loses it.
    expect(gh.state.labels.some((label) => label.name === "help wanted")).toBe(true);
  });
});

describe.concurrent("the fake GitHub's issue routes", () => {
  it("creates an issue by the token's bot, with its page and its labels", async (context) => {
    const { gh, client } = await setup(context, { botLogin: "repo-agent[bot]" });
    gh.addIssue({ title: "An earlier one" });
    const { data } = await client.request("POST /repos/{owner}/{repo}/issues", {
      ...repo,
      title: "Flaky: test/sum.test.ts",
      body: "Failed 3 of 20 runs.",
      labels: ["bug", "flaky"],
    });
    const issue = data as IssueJson;
    expect(issue).toMatchObject({
      number: 2,
      title: "Flaky: test/sum.test.ts",
      body: "Failed 3 of 20 runs.",
      state: "open",
      state_reason: null,
      html_url: "https://github.com/octo-org/octo-repo/issues/2",
      user: { login: "repo-agent[bot]" },
    });
    expect(issue.labels.map((label) => label.name)).toEqual(["bug", "flaky"]);
    expect(gh.state.issues.get(2)?.title).toBe("Flaky: test/sum.test.ts");
    expect(gh.requestsTo("POST", "/repos/octo-org/octo-repo/issues")).toHaveLength(1);
  });

  it("refuses an issue without a title, and a body past GitHub's limit", async (context) => {
    const { gh, client } = await setup(context);
    const create = (params: Record<string, unknown>) =>
      statusOf(client.request("POST /repos/{owner}/{repo}/issues", { ...repo, ...params }));
    expect(await create({ body: "no title" })).toBe(422);
    expect(await create({ title: "  " })).toBe(422);
    expect(await create({ title: "long", body: "x".repeat(65_537) })).toBe(422);
    expect(gh.state.issues.size).toBe(0);
  });

  it("closes an issue as not planned, and one closed with no reason is completed", async (context) => {
    const { gh, client } = await setup(context);
    const duplicate = gh.addIssue({ title: "Same crash" });
    const done = gh.addIssue({ title: "Fixed crash" });
    const { data } = await client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
      ...repo,
      issue_number: duplicate.number,
      state: "closed",
      state_reason: "not_planned",
    });
    expect(data).toMatchObject({ number: duplicate.number, state: "closed", state_reason: "not_planned" });
    expect((data as IssueJson).closed_at).toEqual(expect.any(String));
    await client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
      ...repo,
      issue_number: done.number,
      state: "closed",
    });
    expect(gh.state.issues.get(done.number)).toMatchObject({ state: "closed", stateReason: "completed" });
  });

  it("reopens a closed issue as reopened, and takes a reason only with a change of state", async (context) => {
    const { gh, client } = await setup(context);
    const issue = gh.addIssue({ title: "Crash", state: "closed", stateReason: "completed" });
    await client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
      ...repo,
      issue_number: issue.number,
      state_reason: "not_planned",
    });
    expect(gh.state.issues.get(issue.number)?.stateReason).toBe("completed");
    const { data } = await client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
      ...repo,
      issue_number: issue.number,
      state: "open",
    });
    expect(data).toMatchObject({ state: "open", state_reason: "reopened", closed_at: null });
  });

  it("refuses a reason GitHub does not know, changing nothing", async (context) => {
    const { gh, client } = await setup(context);
    const issue = gh.addIssue({ title: "Crash" });
    const status = await statusOf(
      client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
        ...repo,
        issue_number: issue.number,
        state: "closed",
        state_reason: "duplicate",
      }),
    );
    expect(status).toBe(422);
    expect(gh.state.issues.get(issue.number)?.state).toBe("open");
  });

  it("updates title, body and the whole label set of an issue", async (context) => {
    const { gh, client } = await setup(context);
    const issue = gh.addIssue({ title: "Crash", labels: ["bug"] });
    const { data } = await client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
      ...repo,
      issue_number: issue.number,
      title: "Crash on start",
      body: "Steps: run it.",
      labels: ["question"],
    });
    expect(data).toMatchObject({ title: "Crash on start", body: "Steps: run it.", state: "open" });
    expect((data as IssueJson).labels.map((label) => label.name)).toEqual(["question"]);
  });

  it("closing a pull request's issue closes the pull request", async (context) => {
    const { gh, client } = await setup(context);
    const pull = gh.addPull({ headRef: "feature" });
    await client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
      ...repo,
      issue_number: pull.number,
      state: "closed",
    });
    expect(gh.state.pulls.get(pull.number)?.state).toBe("closed");
  });

  it("takes comments on any issue of the repository, not only the run's", async (context) => {
    const { gh, client } = await setup(context);
    gh.addIssue({ title: "The run's issue" });
    const other = gh.addIssue({ title: "Another issue" });
    const { data } = await client.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
      ...repo,
      issue_number: other.number,
      body: "Same cause as #1.",
    });
    expect(data).toMatchObject({
      body: "Same cause as #1.",
      html_url: expect.stringContaining(`/issues/${other.number}#issuecomment-`),
    });
    expect(gh.state.comments.map((c) => c.issueNumber)).toEqual([other.number]);
  });

  it("serves injected faults on these routes as on every other, changing nothing", async (context) => {
    const { gh, client } = await setup(context);
    const issue = gh.addIssue({ title: "Crash" });
    gh.fail("POST", "/repos/*/issues/*/labels", faults.forbidden());
    gh.fail("PATCH", "/repos/*/issues/*", faults.notFound());
    gh.fail("POST", "/repos/octo-org/octo-repo/issues", {
      status: 410,
      body: { message: "Issues are disabled for this repo" },
    });
    const addLabels = client.request("POST /repos/{owner}/{repo}/issues/{issue_number}/labels", {
      ...repo,
      issue_number: issue.number,
      labels: ["bug"],
    });
    expect(await statusOf(addLabels)).toBe(403);
    const close = client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
      ...repo,
      issue_number: issue.number,
      state: "closed",
    });
    expect(await statusOf(close)).toBe(404);
    expect(await statusOf(client.request("POST /repos/{owner}/{repo}/issues", { ...repo, title: "x" }))).toBe(
      410,
    );
    expect(gh.state.issues.get(issue.number)).toMatchObject({ state: "open", labels: [] });
    expect(gh.state.issues.size).toBe(1);
  });

  it("answers requests for another repository with 404, leaving this one alone", async (context) => {
    const { gh, client } = await setup(context);
    const status = await statusOf(
      client.request("POST /repos/{owner}/{repo}/issues", { owner: "evil", repo: "elsewhere", title: "x" }),
    );
    expect(status).toBe(404);
    expect(gh.state.issues.size).toBe(0);
  });
});

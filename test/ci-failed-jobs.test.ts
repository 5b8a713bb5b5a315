import { afterAll, describe, expect, it } from "vitest";
import { fetchFailedJobs } from "../src/github/ci-repair/failed-jobs.js";
import { createGitHubClient, FAST_TIMING } from "../src/github/client.js";
import { createRedactor } from "../src/text/redact.js";
import { type FakeGitHub, type FakeGitHubOptions, faults, startGitHubServer } from "./fakes/github-server.js";

/**
 * Reading a failed workflow run for CI repair, through the real Octokit client against the fake
 * GitHub: which jobs and steps failed, the end of each failed job's log (fetched from the
 * storage host GitHub redirects to, never with the token), and what the reader is told to do
 * when GitHub refuses.
 */

const TOKEN = "ghs_ciRepairTestToken0123456789abcdefABCD";
const repo = { owner: "octo-org", repo: "octo-repo" };
const JOBS_ROUTE = "/repos/octo-org/octo-repo/actions/runs/*/jobs";
const LOGS_ROUTE = "/repos/octo-org/octo-repo/actions/jobs/*/logs";

const servers: FakeGitHub[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function setup(options: FakeGitHubOptions = {}) {
  const gh = await startGitHubServer({ ...repo, token: TOKEN, ...options });
  servers.push(gh);
  const client = createGitHubClient({ token: TOKEN, baseUrl: gh.url, timing: FAST_TIMING });
  return { gh, client };
}

function stamped(lines: string[]): string {
  return `\uFEFF${lines.map((line) => `2024-05-06T07:08:09.1234567Z ${line}`).join("\n")}\n`;
}

const VITEST_LOG = stamped([
  "##[group]Run npm test",
  "\u001b[36;1mnpm test\u001b[0m",
  "##[endgroup]",
  "\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m test/sum.test.ts > adds two numbers",
  "\u001b[31mAssertionError\u001b[39m: expected 3 to be 4",
  " ❯ test/sum.test.ts:5:20",
  " Test Files  1 failed (1)",
  "##[error]Process completed with exit code 1.",
  "Post job cleanup.",
  "[command]/usr/bin/git version",
  "Cleaning up orphan processes",
]);

const TSC_LOG = stamped([
  "##[group]Run npx tsc --noEmit",
  "src/sum.ts(3,14): error TS2322: Type 'string' is not assignable to type 'number'.",
  "##[error]Process completed with exit code 2.",
]);

/** A run with a failed test job, a failed type-check job, a passing lint job and a matrix sibling cancelled by fail-fast. */
function failingRun(gh: FakeGitHub) {
  return gh.addWorkflowRun({
    name: "CI",
    headBranch: "feature",
    jobs: [
      { name: "lint", conclusion: "success" },
      {
        name: "test (20)",
        conclusion: "failure",
        steps: [
          { name: "Set up job", conclusion: "success" },
          { name: "Run actions/checkout@v4", conclusion: "success" },
          { name: "Run npm test", conclusion: "failure" },
          { name: "Run npm run build", conclusion: "skipped" },
          { name: "Complete job", conclusion: "success" },
        ],
        log: VITEST_LOG,
      },
      { name: "test (22)", conclusion: "cancelled" },
      {
        name: "typecheck",
        conclusion: "timed_out",
        steps: [
          { name: "Set up job", conclusion: "success" },
          { name: "Run npx tsc --noEmit", conclusion: "cancelled" },
        ],
        log: TSC_LOG,
      },
    ],
  });
}

describe.concurrent("fetchFailedJobs", () => {
  it("names the failed and timed-out jobs with their failed steps, not the passing or cancelled ones", async () => {
    const { gh, client } = await setup();
    const run = failingRun(gh);
    const result = await fetchFailedJobs(client, repo, run.id);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.totalJobs).toBe(4);
    expect(result.value.more).toEqual([]);
    expect(
      result.value.failed.map(({ name, conclusion, failedSteps, htmlUrl }) => ({
        name,
        conclusion,
        failedSteps,
        htmlUrl,
      })),
    ).toEqual([
      {
        name: "test (20)",
        conclusion: "failure",
        failedSteps: [{ number: 3, name: "Run npm test", conclusion: "failure" }],
        htmlUrl: expect.stringMatching(/\/actions\/runs\/\d+\/job\/\d+$/),
      },
      {
        name: "typecheck",
        conclusion: "timed_out",
        failedSteps: [{ number: 2, name: "Run npx tsc --noEmit", conclusion: "cancelled" }],
        htmlUrl: expect.any(String),
      },
    ]);
    expect(gh.requestsTo("GET", JOBS_ROUTE)[0]?.query).toMatchObject({ filter: "latest", per_page: "100" });
  });

  it("gives each failed job's log cleaned, ending at its last error before the post-job cleanup", async () => {
    const { gh, client } = await setup();
    const result = await fetchFailedJobs(client, repo, failingRun(gh).id);
    if (!result.ok) throw new Error(result.error);
    const [test, typecheck] = result.value.failed;
    expect(test?.log).toEqual({
      ok: true,
      value: {
        cut: true,
        excerpt: [
          "##[group]Run npm test",
          "npm test",
          "##[endgroup]",
          " FAIL  test/sum.test.ts > adds two numbers",
          "AssertionError: expected 3 to be 4",
          " ❯ test/sum.test.ts:5:20",
          " Test Files  1 failed (1)",
          "##[error]Process completed with exit code 1.",
          "[... 3 later lines not shown]",
        ].join("\n"),
      },
    });
    expect(typecheck?.log).toMatchObject({ ok: true, value: { cut: false } });
    expect(typecheck?.log.ok && typecheck.log.value.excerpt).toContain("error TS2322");
  });

  it("downloads logs from the storage host without the token, and sends the token only to the API", async () => {
    const { gh, client } = await setup();
    await fetchFailedJobs(client, repo, failingRun(gh).id);
    expect(gh.logRequests).toHaveLength(2);
    for (const download of gh.logRequests) {
      expect(download).toMatchObject({ authorization: undefined, signed: true, completed: true });
    }
    const apiCalls = gh.requestsTo("GET", LOGS_ROUTE);
    expect(apiCalls.map((r) => [r.status, r.headers.authorization])).toEqual([
      [302, `token ${TOKEN}`],
      [302, `token ${TOKEN}`],
    ]);
  });

  it("reads a log the API serves itself, as some Enterprise servers and proxies do", async () => {
    const { gh, client } = await setup({ logsDirect: true });
    const result = await fetchFailedJobs(client, repo, failingRun(gh).id);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.failed[0]?.log).toMatchObject({
      ok: true,
      value: { excerpt: expect.stringContaining("AssertionError: expected 3 to be 4") },
    });
    expect(gh.logRequests).toEqual([]);
  });

  it("tells the reader to grant `actions: read` when the logs are refused with 403", async () => {
    const { gh, client } = await setup();
    const run = failingRun(gh);
    gh.fail("GET", LOGS_ROUTE, faults.forbidden(), 2);
    const result = await fetchFailedJobs(client, repo, run.id);
    if (!result.ok) throw new Error(result.error);
    for (const job of result.value.failed) {
      expect(job.log).toEqual({
        ok: false,
        error: expect.stringMatching(
          /HTTP 403: Resource not accessible by integration.*permissions: actions: read/,
        ),
      });
    }
    expect(gh.logRequests).toEqual([]);
  });

  it("fails as a whole, naming `actions: read`, when the run's jobs cannot be listed", async () => {
    const { gh, client } = await setup();
    const run = failingRun(gh);
    gh.fail("GET", JOBS_ROUTE, faults.forbidden());
    expect(await fetchFailedJobs(client, repo, run.id)).toEqual({
      ok: false,
      status: 403,
      error: expect.stringContaining("`permissions: actions: read`"),
    });
    expect(await fetchFailedJobs(client, repo, 987_654)).toEqual({
      ok: false,
      status: 404,
      error: expect.stringContaining("HTTP 404"),
    });
  });

  it("keeps the other jobs' logs when one job's log has expired", async () => {
    const { gh, client } = await setup();
    const run = failingRun(gh);
    const expired = run.jobs.find((job) => job.name === "test (20)");
    gh.fail("GET", `/repos/octo-org/octo-repo/actions/jobs/${expired?.id}/logs`, faults.logsExpired());
    const result = await fetchFailedJobs(client, repo, run.id);
    if (!result.ok) throw new Error(result.error);
    const [test, typecheck] = result.value.failed;
    expect(test?.log).toEqual({
      ok: false,
      error: expect.stringMatching(/HTTP 410.*expired.*re-run the job/),
    });
    expect(typecheck?.log).toMatchObject({
      ok: true,
      value: { excerpt: expect.stringContaining("error TS2322") },
    });
  });

  it("stops reading a huge log at its byte bound and says the end is not shown", async () => {
    const { gh, client } = await setup();
    const line = `${"2024-05-06T07:08:09.1234567Z ok - a test that passed ".padEnd(100, ".")}\n`;
    const run = gh.addWorkflowRun({
      headBranch: "feature",
      jobs: [
        {
          name: "test",
          conclusion: "failure",
          // 256 MB, given in pieces, never held whole.
          log: function* () {
            for (let i = 0; i < 40_000; i += 1) yield line.repeat(64);
            yield "2024-05-06T07:08:09.1234567Z ##[error]Process completed with exit code 1.\n";
          },
        },
      ],
    });
    const maxLogBytes = 2 * 1024 * 1024;
    const result = await fetchFailedJobs(client, repo, run.id, { maxLogBytes, maxLogChars: 4_000 });
    if (!result.ok) throw new Error(result.error);
    const log = result.value.failed[0]?.log;
    if (!log?.ok) throw new Error(log?.error);
    expect(log.value.cut).toBe(true);
    expect(log.value.excerpt.length).toBeLessThanOrEqual(4_000);
    expect(log.value.excerpt).toMatch(/^\[\.\.\. [\d,]+ earlier lines not shown\]\nok - a test that passed/);
    expect(log.value.excerpt).toMatch(
      /\n\[only the first 2 MB of the log were read; its end is not shown\]$/,
    );
    const [download] = gh.logRequests;
    expect(download?.completed).toBe(false);
    // What the connection buffered past the bound, never the whole 256 MB.
    expect(download?.bytesSent).toBeLessThan(32 * 1024 * 1024);
  });

  it.each([
    ["lines of many lengths, so the kept bytes start inside a line", (text: string) => text],
    // 64-byte lines: the last 1 MB starts exactly at a line.
    ["lines of 64 bytes, so the kept bytes start at a line", (text: string) => text.padEnd(63)],
  ])("reads a long log to its end and counts the lines it left out: %s", async (_, shape) => {
    const { gh, client } = await setup();
    const passing = Array.from({ length: 60_000 }, (_, i) => `ok ${i + 1} - test ${i + 1} passed`);
    const lines = [
      ...passing,
      "not ok 60001 - the failing test",
      "##[error]Process completed with exit code 1.",
    ];
    const run = gh.addWorkflowRun({
      headBranch: "feature",
      jobs: [{ name: "test", conclusion: "failure", log: `${lines.map(shape).join("\n")}\n` }],
    });
    const result = await fetchFailedJobs(client, repo, run.id, { maxLogChars: 1_000 });
    if (!result.ok) throw new Error(result.error);
    const log = result.value.failed[0]?.log;
    if (!log?.ok) throw new Error(log?.error);
    const shown = log.value.excerpt.split("\n").map((line) => line.trimEnd());
    const omitted = Number(/^\[\.\.\. ([\d,]+) earlier lines/.exec(shown[0] ?? "")?.[1]?.replace(/,/g, ""));
    expect(omitted + shown.length - 1).toBe(60_002);
    expect(shown.slice(-2)).toEqual(lines.slice(-2));
    expect(passing).toContain(shown[1]);
  });

  it("reads the logs of the first few failed jobs and names the rest", async () => {
    const { gh, client } = await setup();
    const jobs = Array.from({ length: 130 }, (_, i) => ({
      name: `shard ${i + 1}`,
      conclusion: i % 10 === 9 ? "failure" : "success",
    }));
    const run = gh.addWorkflowRun({ headBranch: "feature", jobs });
    const result = await fetchFailedJobs(client, repo, run.id, { maxJobs: 2 });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.totalJobs).toBe(130);
    expect(result.value.failed.map((job) => job.name)).toEqual(["shard 10", "shard 20"]);
    expect(result.value.more).toEqual([
      "shard 30",
      "shard 40",
      "shard 50",
      "shard 60",
      "shard 70",
      "shard 80",
      "shard 90",
      "shard 100",
      "shard 110",
      "shard 120",
      "shard 130",
    ]);
    expect(gh.requestsTo("GET", JOBS_ROUTE).map((r) => r.query.page)).toEqual(["1", "2"]);
    expect(gh.logRequests).toHaveLength(2);
  });

  it("redacts secrets a log printed, even ones split by colour codes", async () => {
    const { gh, client } = await setup();
    const secret = "sk-live-0123456789abcdefghijklmnop";
    const run = gh.addWorkflowRun({
      headBranch: "feature",
      jobs: [
        {
          name: "deploy",
          conclusion: "failure",
          log: stamped([
            `using key ${secret}`,
            `colour split sk-live-\u001b[31m0123456789abcdefghijklmnop\u001b[0m`,
            "##[error]Process completed with exit code 1.",
          ]),
        },
      ],
    });
    const result = await fetchFailedJobs(client, repo, run.id, { redact: createRedactor([secret]) });
    if (!result.ok) throw new Error(result.error);
    const log = result.value.failed[0]?.log;
    expect(log).toMatchObject({ ok: true, value: { excerpt: expect.stringContaining("using key ***") } });
    expect(JSON.stringify(log)).not.toContain("0123456789abcdefghijklmnop");
  });

  it("gives up on a log that takes longer than its timeout, keeping the jobs", async () => {
    const { gh, client } = await setup();
    const run = failingRun(gh);
    gh.slow("GET", LOGS_ROUTE, 3_000);
    const started = Date.now();
    const result = await fetchFailedJobs(client, repo, run.id, { timeoutMs: 200 });
    if (!result.ok) throw new Error(result.error);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(result.value.failed.map((job) => job.log)).toEqual([
      { ok: false, error: "reading the log took longer than 200 ms; gave up" },
      { ok: false, error: "reading the log took longer than 200 ms; gave up" },
    ]);
  });
});

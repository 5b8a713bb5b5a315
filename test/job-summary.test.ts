import { describe, expect, it } from "vitest";
import type { AgentEvent, OperationReport, PublishedEvent, TimedEvent } from "../src/agent/events.js";
import { JobSummary } from "../src/report/job-summary.js";

const repoUrl = "https://github.com/octo-org/octo-repo";
const threadRepoUrl = "https://github.com/octo-org/tracker";

/** Writes the summary of a run that ends with `published`, as the runner's summary file would get it. */
async function summaryOf(
  published: Partial<PublishedEvent>,
  options: { publishable?: (text: string) => string; response?: string } = {},
): Promise<string> {
  let written = "";
  const summary = new JobSummary({
    write: async (markdown) => {
      written += markdown;
    },
    repoUrl,
    threadRepoUrl,
    ...(options.publishable ? { publishable: options.publishable } : {}),
  });
  const events: AgentEvent[] = [
    {
      type: "run_started",
      task: "triage",
      provider: "anthropic",
      model: "m",
      maxSteps: 5,
      tools: [],
      settings: {},
    },
    {
      type: "run_finished",
      conclusion: "success",
      response: options.response ?? "Labelled it.",
      steps: 2,
      usage: { inputTokens: 10, outputTokens: 5, cacheReadTokens: 0, cacheWriteTokens: 0 },
      durationMs: 100,
    },
    {
      type: "published",
      conclusion: "success",
      response: "Labelled it.",
      published: "none",
      notices: [],
      ...published,
    },
  ];
  for (const event of events) summary.onEvent({ ...event, time: 0 } as TimedEvent);
  await summary.close();
  return written;
}

describe("the job summary", () => {
  it("lists every GitHub operation with its status and link, refused ones with their reason", async () => {
    const operations: OperationReport[] = [
      {
        type: "add-labels",
        target: 12,
        status: "applied",
        url: `${threadRepoUrl}/issues/12`,
        summary: "bug | triage",
      },
      {
        type: "add-comment",
        target: 3,
        status: "refused",
        reason: "only #12 | the run's issue",
        summary: "`hi` @octocat",
      },
      { type: "create-issue", status: "proposed", summary: "[flaky] date test" },
    ];
    const markdown = await summaryOf({ operations });
    expect(markdown).toContain(
      [
        "### GitHub operations",
        "",
        "| operation | on | status | asked | reason |",
        "|---|---|---|---|---|",
        `| \`add-labels\` | [#12](${threadRepoUrl}/issues/12) | ✅ applied | \`bug \\| triage\` |  |`,
        // Without an address, the number links to the thread's repository, not the one worked on.
        `| \`add-comment\` | [#3](${threadRepoUrl}/issues/3) | ⛔ refused | \`'hi' @octocat\` | only #12 \\| the run's issue |`,
        "| `create-issue` |  | 📝 proposed | `[flaky] date test` |  |",
      ].join("\n"),
    );
  });

  it("shows the structured result indented for reading", async () => {
    const markdown = await summaryOf({ structuredOutput: '{"kind":"bug","labels":["a","b"]}' });
    expect(markdown).toContain(
      '### Structured result\n\n```json\n{\n  "kind": "bug",\n  "labels": [\n    "a",\n    "b"\n  ]\n}\n```',
    );
  });

  it("links a staged run's proposal branch, saying how to apply it", async () => {
    const markdown = await summaryOf({
      proposal: { branch: "agent/proposal-99", sha: "0123456789abcdef", as: "pull-request", title: "Fix it" },
      operations: [{ type: "add-labels", target: 12, status: "proposed", summary: "bug" }],
    });
    expect(markdown).toContain(
      `- Proposed, waiting for \`/agent apply\`: ${repoUrl}/tree/agent/proposal-99 (0123456)`,
    );
    expect(markdown).toContain("| 📝 proposed |");
  });

  it("names the folder a handoff was written to, for the publish job", async () => {
    const markdown = await summaryOf({
      handoffDir: "/home/runner/work/_temp/repo-agent-handoff",
      note: "Handed off to the publish job (apply-handoff): it publishes this run's changes, review and operations.",
    });
    expect(markdown).toContain(
      "- Handed off to the publish job: `/home/runner/work/_temp/repo-agent-handoff`",
    );
    expect(markdown).toContain("> Handed off to the publish job (apply-handoff)");
  });

  it("has neither section for a run without operations or a structured result", async () => {
    const markdown = await summaryOf({ operations: [] });
    expect(markdown).not.toContain("GitHub operations");
    expect(markdown).not.toContain("Structured result");
  });

  it("shows the answer and the reasons through the run's neutralising", async () => {
    const publishable = (text: string) => text.replace(/@(\w+)/g, "`@$1`");
    const markdown = await summaryOf(
      { operations: [{ type: "add-comment", target: 3, status: "refused", reason: "asked by @mallory" }] },
      { publishable, response: "Done, @mallory." },
    );
    expect(markdown).toContain("### Response\n\nDone, `@mallory`.");
    // The reason keeps the code span neutralising made: a mention turned back to text would ping.
    expect(markdown).toContain("| asked by `@mallory` |");
  });
});

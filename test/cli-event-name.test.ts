import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { WORKFLOW_EVENTS } from "../src/github/trigger/workflow-events.js";
import { modelAndScratchForFile, runCommandLine, webhookExample } from "./fixtures/command-line.js";
import { committedRepo } from "./fixtures/small-repo.js";

/**
 * `--event-name` names the event a dry run stands in for. A name no workflow can run on (a typo,
 * most likely) is bad usage, with the name meant, rather than a run that is quietly skipped.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** GitHub's workflow schema, as the official workflow parser ships it. */
const WORKFLOW_SCHEMA = join(
  root,
  "node_modules",
  "@actions",
  "workflow-parser",
  "dist",
  "workflow-v1.0.min.json",
);

const { model, scratch } = await modelAndScratchForFile("event-name", {
  defaultTurn: () => ({ text: "Done." }),
});
const repo = await committedRepo(join(scratch, "repo"), { "README.md": "# Demo\n" });
const event = join(scratch, "issue_comment.json");
writeFileSync(event, JSON.stringify(webhookExample("issue_comment", "created")));

/** The environment of every process the tests start: this one's, with the fake model server and a key. */
function testEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ANTHROPIC_BASE_URL: model.anthropicBaseUrl,
    ANTHROPIC_API_KEY: "test-key-event-name-0123456789",
    XDG_STATE_HOME: join(scratch, "state"),
  };
}

const repoAgent = (args: string[]) => runCommandLine(args, { cwd: repo, env: testEnv() });

describe("repo-agent --event FILE --dry-run --event-name NAME", () => {
  it("refuses a name GitHub has no such event for, naming the closest one, before anything runs", async () => {
    const typo = await repoAgent(["--event", event, "--dry-run", "--event-name", "issue_coment"]);
    expect(typo.code, typo.stdout + typo.stderr).toBe(2);
    expect(typo.stderr).toContain(
      "repo-agent: --event-name issue_coment is not a GitHub workflow event; did you mean issue_comment?",
    );
    expect(typo.stdout).not.toContain("skipped");

    // Nothing close: where GitHub lists the names.
    const unknown = await repoAgent(["--event", event, "--dry-run", "--event-name", "deploy-everything"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      "--event-name deploy-everything is not a GitHub workflow event; the names are listed at https://docs.github.com/",
    );
    expect(model.requests).toEqual([]);
  });

  it("knows every event GitHub's workflow schema lets a workflow run on, and no other", () => {
    const schema = JSON.parse(readFileSync(WORKFLOW_SCHEMA, "utf8"));
    const on = Object.keys(schema.definitions["on-mapping-strict"].mapping.properties);
    expect([...WORKFLOW_EVENTS].sort()).toEqual(on.sort());
  });
});

import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyHandoff } from "../src/action/handoff-apply.js";
import { HANDED_OFF_TASK } from "../src/action/two-jobs-inputs.js";
import type { Trigger } from "../src/github/trigger/types.js";
import { publishingStage, REPO } from "./fixtures/github.js";
import {
  AgentJobClone,
  HANDOFF_TOKEN,
  type HandoffStage,
  handoffFolder,
  manifestFor,
  publishJob,
} from "./fixtures/handoff-publish-job.js";

/**
 * A security review's attacks on the publish job (apply-handoff): a hostile agent job writes the
 * folder. Each test shows what the publish job must not do with it.
 */

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function setup(): Promise<HandoffStage> {
  const { fixture, gh, client } = await publishingStage(HANDOFF_TOKEN, cleanups);
  return { fixture, gh, client };
}

/** A scheduled publish job without its own `task`, as the spec's automations are written. */
const SCHEDULE: Trigger = {
  kind: "schedule",
  repo: REPO,
  task: HANDED_OFF_TASK,
  actor: { login: "octocat", type: "User" },
};

describe.concurrent("a hostile handoff folder", () => {
  it("does not choose the branch a scheduled publish job pushes to", async () => {
    const stage = await setup();
    const start = stage.fixture.git(["rev-parse", "HEAD"]);
    // Another scheduled automation's branch, already there with its own pull request's work.
    stage.fixture.git(["push", "--quiet", "origin", `${start}:refs/heads/agent/scheduled-update-deps`]);
    const clone = new AgentJobClone(stage);
    const commit = clone.commit([start], { "src/app.ts": "export const answer = 42;\n" });
    const bundle = join(clone.dir, "..", "hostile.bundle");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [start]);
    // The attack: the manifest's task, which the publish job "only shows", names the other
    // automation's branch (`<prefix>scheduled-<slug of the task>`).
    const manifest = manifestFor({ ...SCHEDULE, task: "Update deps" }, "schedule", start, {
      changes: { bundle: "changes.bundle", commit },
    });
    const folder = handoffFolder(stage, manifest, bundle);
    const { run, io } = publishJob(stage, SCHEDULE, { folder, eventName: "schedule" });

    await applyHandoff(run, () => {});

    const branch = io.outputs.get("branch") ?? "";
    expect(io.outputs.get("published")).toBeDefined();
    // The manifest's words must not pick the branch: it may not land on another automation's.
    expect(branch).not.toBe("agent/scheduled-update-deps");
    expect(stage.fixture.originSha("agent/scheduled-update-deps")).toBe(start);
  });

  it("does not write its own words into the commit a scheduled publish job pushes", async () => {
    const stage = await setup();
    const start = stage.fixture.git(["rev-parse", "HEAD"]);
    const clone = new AgentJobClone(stage);
    const commit = clone.commit([start], { "src/app.ts": "export const answer = 42;\n" });
    const bundle = join(clone.dir, "..", "hostile.bundle");
    clone.bundle(bundle, { "refs/repo-agent/handoff": commit }, [start]);
    // Only redacted, never through `publishable`: `Fixes #1` closes issue 1 when the pull
    // request is merged, and the mention is the repository's history for good.
    const manifest = manifestFor(
      { ...SCHEDULE, task: "Tidy up\n\nFixes #1 @octo-org/admins" },
      "schedule",
      start,
      {
        changes: { bundle: "changes.bundle", commit },
      },
    );
    const folder = handoffFolder(stage, manifest, bundle);
    const { run, io } = publishJob(stage, SCHEDULE, { folder, eventName: "schedule" });

    await applyHandoff(run, () => {});

    const pushed = stage.fixture.originSha(io.outputs.get("branch") ?? "") ?? "";
    expect(pushed).not.toBe("");
    const message = stage.fixture.git(["log", "-1", "--format=%B", pushed], stage.fixture.origin);
    expect(message).not.toContain("Fixes #1");
    expect(message).not.toContain("@octo-org/admins");
  });

  it("with operation arguments nested a million deep is refused and said, not thrown", async () => {
    const stage = await setup();
    const issue = stage.gh.addIssue({ title: "The answer is wrong" });
    const trigger: Trigger = {
      kind: "issue_comment",
      number: issue.number,
      isPullRequest: false,
      commentId: 11,
      createdAt: "2026-01-01T00:00:00Z",
      repo: REPO,
      task: "Fix the answer",
      actor: { login: "octocat", type: "User" },
    };
    const start = stage.fixture.git(["rev-parse", "HEAD"]);
    const manifest = manifestFor(trigger, "issue_comment", start, {
      operations: [{ type: "add-labels", args: { labels: "__DEEP__" } }],
    });
    // 2 MB: well within the manifest's 4 MB bound; JSON.parse takes it, JSON.stringify overflows.
    const deep = `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`;
    const text = JSON.stringify(manifest).replace('"__DEEP__"', deep);
    const folder = handoffFolder(stage, text);
    const { run, io } = publishJob(stage, trigger, { folder, eventName: "issue_comment" });

    await expect(applyHandoff(run, () => {})).resolves.toBeUndefined();

    expect(io.outputs.get("conclusion")).toBe("error");
    expect(stage.gh.state.comments.at(-1)?.body ?? "").toContain("Nothing was published");
  });
});

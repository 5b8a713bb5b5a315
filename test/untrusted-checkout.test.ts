import { describe, expect, it } from "vitest";
import { hasWords } from "../src/github/trigger/task-text.js";
import { forkHeadOf, refusalMessage } from "../src/github/trigger/untrusted-checkout.js";
import { webhookExample } from "./fixtures/command-line.js";

describe("forkHeadOf", () => {
  it("names the fork of a pull_request_target whose head lives in another repository", () => {
    const payload = webhookExample("pull_request") as {
      pull_request: { head: { repo: { full_name: string } } };
    };
    payload.pull_request.head.repo.full_name = "mallory/Hello-World";
    const fork = forkHeadOf("pull_request_target", payload);
    expect(fork).toMatchObject({ event: "pull_request_target", repo: "mallory/Hello-World" });
    expect(fork?.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(refusalMessage(fork as NonNullable<typeof fork>)).toContain("docs/untrusted-checkouts.md");
  });

  it("points the refused workflow to the two-job shape, where the agent job may hold the fork's head", () => {
    const payload = webhookExample("pull_request") as {
      pull_request: { head: { repo: { full_name: string } } };
    };
    payload.pull_request.head.repo.full_name = "mallory/Hello-World";
    const fork = forkHeadOf("pull_request_target", payload);
    if (!fork) throw new Error("no fork found");
    const message = refusalMessage(fork);
    expect(message).toMatch(
      /^Repo Agent refuses to run: this pull_request_target job holds code from the fork mallory\/Hello-World /,
    );
    expect(message).toContain(
      "Or split the job in two: an agent job with `handoff`, a read-only token and the model key, which may check out the fork's head and publishes nothing, and a publish job with `apply-handoff`, which never checks it out.",
    );
  });

  it("sees no fork when the pull request comes from the repository itself, whatever the case", () => {
    const payload = webhookExample("pull_request") as {
      pull_request: { head: { repo: { full_name: string } } };
    };
    payload.pull_request.head.repo.full_name = "codertocat/hello-world";
    expect(forkHeadOf("pull_request_target", payload)).toBeUndefined();
  });

  it("names the fork of a workflow_run started from another repository", () => {
    const fork = forkHeadOf("workflow_run", webhookExample("workflow_run"));
    expect(fork).toMatchObject({ event: "workflow_run", repo: "octo-org/octo-repo" });
  });

  it("ignores every other event and payloads without a head commit", () => {
    expect(forkHeadOf("pull_request", webhookExample("pull_request"))).toBeUndefined();
    expect(forkHeadOf("pull_request_target", { pull_request: {} })).toBeUndefined();
    expect(forkHeadOf("workflow_run", null)).toBeUndefined();
  });
});

describe("hasWords", () => {
  it("accepts a letter or a digit in any script and refuses only symbols, emoji and space", () => {
    expect(hasWords("fix the date test")).toBe(true);
    expect(hasWords("修复测试")).toBe(true);
    expect(hasWords("#42")).toBe(true);
    expect(hasWords("🎉🎉 !!! ")).toBe(false);
    expect(hasWords("")).toBe(false);
  });
});

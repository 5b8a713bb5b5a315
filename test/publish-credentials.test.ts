import { afterAll, describe, expect, it } from "vitest";
import { snapshotWorkingTree } from "../src/action/working-tree-snapshot.js";
import { publish } from "../src/github/publish/publish.js";
import { lockRepository } from "../src/github/publish/vault.js";
import type { Trigger } from "../src/github/trigger/types.js";
import { createRedactor } from "../src/text/redact.js";
import { KEYS, pemFromPieces, randomText } from "./fakes/credentials.js";
import { publishingStage } from "./fixtures/github.js";

const TOKEN = `gh${"s"}_${randomText(36)}`;
const repo = { owner: "octo-org", repo: "octo-repo" };

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Publishes, as the action does, whatever the workspace of a repository holding `files` has gained. */
async function setup(files: Record<string, string>) {
  const { fixture, gh, client, credential } = await publishingStage(TOKEN, cleanups, files);
  const publishIssue = async (task: string) => {
    const issue = gh.addIssue({ title: task });
    const trigger: Trigger = {
      kind: "issue",
      action: "opened",
      number: issue.number,
      isPullRequest: false,
      repo,
      task,
      actor: { login: "octocat", type: "User" },
    };
    const locked = await lockRepository(fixture.workspace, { env: fixture.env });
    if (!locked.ok) throw new Error(locked.error);
    const { value: vault } = locked;
    return publish({
      client,
      git: vault.git,
      snapshot: await snapshotWorkingTree(vault.git, fixture.workspace, await vault.git.headSha(), vault.dir),
      scratch: vault.dir,
      secrets: [TOKEN],
      trigger,
      repo,
      mode: "auto",
      conclusion: "success",
      response: "Done.",
      branchPrefix: "agent/",
      run: { serverUrl: "https://github.com", runId: 1, runNumber: 1 },
      credential,
      redact: createRedactor([TOKEN]),
    }).finally(async () => {
      expect(await vault.restore()).toBeUndefined();
    });
  };
  return { fixture, publishIssue };
}

describe.concurrent("publishing changes that hold a well-known credential", () => {
  it("pushes nothing when the changes add a private key, and says which file holds what", async () => {
    const { fixture, publishIssue } = await setup({ "README.md": "# Demo\n" });
    const key = pemFromPieces("OPENSSH PRIVATE KEY");
    fixture.write("deploy/id_ed25519", key);

    const result = await publishIssue("Add a deploy key");

    expect(result.error).toBe(
      "The changes add an OpenSSH private key (in the file deploy/id_ed25519) that was not in the repository before, so nothing was pushed.",
    );
    // Nor is the key posted as a patch: the comment, the job log and the trajectory would show it.
    expect(result.published).toBe("none");
    expect(result.patch).toBeUndefined();
    expect(result.note).toMatch(/The patch is not shown: it adds an OpenSSH private key/);
    expect(JSON.stringify(result)).not.toContain(key.split("\n")[1]);
    expect(fixture.git(["for-each-ref", "refs/heads/agent"], fixture.origin)).toBe("");
  });

  it("publishes a fixture key the repository already held, copied into a new test", async () => {
    const { fixture, publishIssue } = await setup({ "test/fixtures/server.key": KEYS.rsa });
    fixture.write("test/tls.test.ts", `export const key = \`${KEYS.rsa}\`;\n`);

    const result = await publishIssue("Test TLS");

    expect(result.error).toBeUndefined();
    expect(result.published).toBe("pull-request");
    expect(fixture.originSha(result.branch ?? "")).toBe(result.sha);
  });
});

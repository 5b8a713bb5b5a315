import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { basicHeader } from "../fakes/git-repo.js";
import { wireToolResults } from "../fakes/model-server.js";
import { firstReason, notInstalled, notRoot, skipWhere } from "../fixtures/machine.js";
import { bash, dispatchEvent, runOnIssueComment } from "./asks.js";
import {
  type ActionRun,
  API_KEY,
  E2E_TEST_TIMEOUT_MS,
  GITHUB_TOKEN,
  type Stage,
  stageForTest,
} from "./harness.js";

/**
 * The bundle on a checkout with an installed `node_modules`, large enough that sharing it with
 * the sandbox user takes a while: the action does that while its first model request is out,
 * and every tool call waits for it. A model whose very first answer is a tool call still finds
 * its command running as the sandbox user, with the trusted .git, the checkout's credential and
 * RUNNER_TEMP out of reach; a model that answers at once without one leaves a workspace that is
 * its owner's again and shared with nobody. Root only, on a machine with setfacl and setpriv.
 */

/** Why these runs cannot be made here: they need the sandbox on, sharing the workspace through ACLs. */
const cannotRun = firstReason(notRoot(), notInstalled("setfacl", "setpriv"));
/** Ignored files the sharing has to walk (an installed dependency), as many as keep it busy a while. */
const INSTALLED_FILES = 3_000;

/** A stage, closed when the test ends; the test is skipped, with the reason, where it cannot be had. */
async function stage(context: TestContext): Promise<Stage> {
  skipWhere(context, "the sandbox on a larger checkout", cannotRun);
  const created = await stageForTest(context);
  // An installed dependency, ignored as `node_modules/` usually is.
  const modules = join(created.workspace, "node_modules", "dep");
  mkdirSync(modules, { recursive: true });
  for (let i = 0; i < INSTALLED_FILES; i++) writeFileSync(join(modules, `m${i}.js`), `// ${i}\n`);
  writeFileSync(join(created.workspace, ".git", "info", "exclude"), "node_modules/\n");
  return created;
}

/** The user and uid the job log says tool commands ran as. */
function sandboxUser(run: ActionRun): { name: string; uid: number } | undefined {
  const found = /tool commands run as (repo-agent-[0-9a-f]{8}) \(uid (\d+)\)/.exec(run.stdout);
  return found?.[1] && found[2] ? { name: found[1], uid: Number(found[2]) } : undefined;
}

/** Entries under `dir` (any depth, links not followed) whose owner is not `uid`. */
function notOwnedBy(dir: string, uid: number): string[] {
  return execFileSync("find", [dir, "!", "-uid", String(uid)], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
}

describe("the sandbox on a larger checkout, prepared while the first request is out (root, acl)", {
  timeout: E2E_TEST_TIMEOUT_MS,
}, () => {
  it("runs a tool call of the model's very first answer as the sandbox user, with .git's vault, the credential and RUNNER_TEMP out of reach", async (context) => {
    const s = await stage(context);
    const token = "ghs_firstCallToken0123456789abcdefVWXYZ";
    const { file } = s.fixture.persistCredentialV6(token);
    const configBefore = s.fixture.config();
    // The folder holding the workspace may be listed, so the agent knows where the vault is.
    chmodSync(s.fixture.root, 0o755);
    const snoop = [
      "id -u",
      "ls -a ..",
      'for vault in ../.repo-agent-*; do cat "$vault/git/config"; ls "$vault"; done',
      `cat ${file}`,
      `ls ${s.fixture.runnerTemp}`,
      "cat .git/config",
      "echo snooped",
    ].join("; ");

    const { run } = await runOnIssueComment(s, "/agent look around", {
      title: "Look around",
      inputs: { sandbox: "auto" },
      script: [{ toolCalls: [bash(snoop)] }, { text: "Looked." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const uid = sandboxUser(run)?.uid;
    expect(uid, run.stdout).toBeDefined();
    const seen = wireToolResults(s.model.requests[1])[0]?.content ?? "";
    expect(seen).toContain("snooped");
    expect(Number(seen.split("stdout:\n")[1]?.split("\n")[0])).toBe(uid);
    expect(uid).not.toBe(0);
    // It found the vault beside the workspace, and could open neither it nor RUNNER_TEMP.
    expect(seen).toMatch(/\.repo-agent-/);
    expect(seen.match(/Permission denied/g)?.length, seen).toBeGreaterThanOrEqual(4);
    const base64 = basicHeader(token).split(" ").at(-1) ?? "";
    for (const request of s.model.requests) {
      const body = JSON.stringify(request.body);
      for (const secret of [token, base64, GITHUB_TOKEN, API_KEY]) expect(body).not.toContain(secret);
    }
    expect(s.fixture.config()).toBe(configBefore);
    expect(readFileSync(file, "utf8")).toContain(base64);
  });

  it("leaves the workspace its owner's and shared with nobody when the model answers before the sandbox is ready", async (context) => {
    const s = await stage(context);
    const owner = s.launch.uid;

    const run = await s.run({
      ...dispatchEvent(s.gh, { task: "Say what the repository holds." }),
      inputs: { sandbox: "auto", task: "Say what the repository holds." },
      script: [{ text: "A demo project." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    const user = sandboxUser(run);
    expect(user, run.stdout).toBeDefined();
    expect(notOwnedBy(s.workspace, owner)).toEqual([]);
    const acls = execFileSync("getfacl", ["-R", "-p", "-n", s.workspace], { encoding: "utf8" });
    expect(acls.split("\n").filter((line) => line.includes(`user:${user?.uid}:`))).toEqual([]);
    expect(readFileSync("/etc/passwd", "utf8")).not.toContain(`${user?.name}:`);
    // The trusted .git is back in the workspace, and its vault beside it is gone.
    expect(readdirSync(s.fixture.root).filter((name) => name.startsWith(".repo-agent-"))).toEqual([]);
    expect(s.fixture.config()).toContain('[remote "origin"]');
  });
});

import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findProgram } from "../src/sandbox/probe.js";
import { afterTool, type FakeAnswer, type RecordedRequest } from "./fakes/model-server.js";
import {
  BIN,
  exampleSaying,
  modelAndScratchForFile,
  type Result,
  runCommandLine,
} from "./fixtures/command-line.js";
import { firstReason, notInstalled, skipWhere } from "./fixtures/machine.js";
import { committedRepo } from "./fixtures/small-repo.js";

/**
 * A dry run tells the truth about the sandbox. Where the machine allows it (root, or sudo without
 * a password, as on a GitHub-hosted runner), the agent's commands run as an unprivileged user of
 * the run's own, as the action runs them; where it does not, the dry run says so once, in its own
 * words, and the comment it prints is the one a runner with the sandbox would post, with no
 * caution in it.
 */

/** A dry run starts a process, copies a repository and runs git; the sandbox adds a user and ACLs. */
const DRY_RUN_TIMEOUT_MS = 120_000;
/** What the dry run says when the machine gives no sandbox. */
const AS_CALLER = "note: in this dry run the agent's commands run as you";

/** The agent asks who it is, then answers. */
function whoAmI(request: RecordedRequest): FakeAnswer {
  if (afterTool(request)) return { text: "Checked who runs my commands." };
  return { text: "Who am I?", toolCalls: [{ name: "bash", arguments: { command: "id -un" } }] };
}

interface Caller {
  uid: number;
  gid: number;
  name: string;
}

/** A repository and an issue_comment event asking the agent, in a folder `caller` owns. */
async function setUp(name: string, caller?: Caller): Promise<{ repo: string; event: string; home: string }> {
  const folder = join(scratch, name);
  const repo = join(folder, "repo");
  const home = join(folder, "home");
  mkdirSync(repo, { recursive: true });
  mkdirSync(home);
  await committedRepo(repo, { "README.md": "# Demo\n" });
  const payload = exampleSaying("issue_comment", "created", "/agent tell me who runs your commands");
  const event = join(folder, "event.json");
  writeFileSync(event, JSON.stringify(payload));
  if (caller) execFileSync("chown", ["-R", `${caller.uid}:${caller.gid}`, folder]);
  return { repo, event, home };
}

/** Runs a dry run of `event` in `repo`, as `caller` when given (this process must be root then). */
function dryRun(place: { repo: string; event: string; home: string }, caller?: Caller): Promise<Result> {
  return runCommandLine(["--event", place.event, "--dry-run"], {
    cwd: place.repo,
    user: caller,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: place.home,
      ANTHROPIC_BASE_URL: model.anthropicBaseUrl,
      ANTHROPIC_API_KEY: "test-key-dry-run-sandbox-0123456789",
      REPO_AGENT_FAST_RETRIES: "1",
      XDG_STATE_HOME: join(place.home, "state"),
    },
  });
}

/** Who the agent's `id -un` said it was, as the dry run printed the step. */
function agentUser(stdout: string): string | undefined {
  return /→ bash command=id -un\n← bash ok[^\n]*\nexit code 0\nstdout:\n(\S+)/.exec(stdout)?.[1];
}

/** The tracking comment as the dry run printed it, from its heading to its end. */
function printedComment(stdout: string): string {
  const from = stdout.indexOf("─── comment on issue #1");
  return stdout.slice(from, stdout.indexOf("─── end ───", from));
}

/** Why this process cannot make a sandbox user: neither root nor passwordless sudo. */
function noPrivilege(): string | undefined {
  const uid = process.getuid?.() ?? -1;
  if (uid === 0) return undefined;
  const sudo = findProgram("sudo");
  if (sudo && spawnSync(sudo, ["-n", "true"]).status === 0) return undefined;
  return `the tests run as uid ${uid}, which is not root and has no passwordless sudo`;
}

/**
 * Someone who is not root and has no sudo: `nobody` when this process is root (it can start the
 * dry run as that user), else this process's own user when sudo asks it for a password.
 */
function unprivileged(): { caller?: Caller; reason?: string } {
  const uid = process.getuid?.() ?? -1;
  if (uid !== 0) {
    return noPrivilege() === undefined
      ? { reason: `uid ${uid} has passwordless sudo, so a machine without it cannot be tried here` }
      : {};
  }
  const entry = spawnSync("getent", ["passwd", "nobody"], { encoding: "utf8" }).stdout.split(":");
  if (entry.length < 4) return { reason: "there is no user nobody to run the dry run as" };
  const caller = { name: "nobody", uid: Number(entry[2]), gid: Number(entry[3]) };
  const runs = spawnSync(process.execPath, [BIN, "--version"], { uid: caller.uid, gid: caller.gid });
  if (runs.status !== 0)
    return { reason: `nobody cannot run ${BIN} (a folder on the way is closed to others)` };
  const sudo = findProgram("sudo");
  if (sudo && spawnSync(sudo, ["-n", "true"], { uid: caller.uid, gid: caller.gid }).status === 0)
    return { reason: "nobody has passwordless sudo here" };
  return { caller };
}

function sandboxUsers(): string[] {
  return readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .map((line) => line.split(":")[0] ?? "")
    .filter((name) => /^repo-agent-[0-9a-f]{8}$/.test(name));
}

const { model, scratch } = await modelAndScratchForFile("dry-run-sandbox", { defaultTurn: whoAmI });
// Passable for the unprivileged caller of the second test, who owns only its own folder inside.
chmodSync(scratch, 0o711);

describe("a dry run and the sandbox", () => {
  it("runs the agent's commands as a user of the run's own where the machine allows it", {
    timeout: DRY_RUN_TIMEOUT_MS,
  }, async (context) => {
    skipWhere(
      context,
      "the dry run's sandbox",
      firstReason(noPrivilege(), notInstalled("setpriv", "setfacl", "useradd")),
    );
    const result = await dryRun(await setUp("allowed"));

    expect(result.code, result.stdout + result.stderr).toBe(0);
    const agent = agentUser(result.stdout);
    expect(agent).toMatch(/^repo-agent-[0-9a-f]{8}$/);
    expect(agent).not.toBe(userInfo().username);
    expect(result.stdout).toContain(`tool commands run as ${agent} (uid `);
    expect(result.stdout).not.toContain(AS_CALLER);
    // The comment is the one GitHub would show: no caution about the sandbox.
    const comment = printedComment(result.stdout);
    expect(comment).toContain("Checked who runs my commands.");
    expect(comment).not.toContain("[!CAUTION]");
    // The run's user goes with the run.
    expect(sandboxUsers()).not.toContain(agent);
  });

  it("says once, in its own words, that commands run as the caller where sudo is not available", {
    timeout: DRY_RUN_TIMEOUT_MS,
  }, async (context) => {
    const { caller, reason } = unprivileged();
    skipWhere(context, "a dry run without sudo", reason);

    const result = await dryRun(await setUp("no-sudo", caller), caller);

    expect(result.code, result.stdout + result.stderr).toBe(0);
    const name = caller?.name ?? userInfo().username;
    expect(agentUser(result.stdout)).toBe(name);
    const said = result.stdout.split(`${AS_CALLER} (${name}), with your rights, because `);
    expect(said).toHaveLength(2);
    expect(said[1]).toMatch(
      /^the action runs as \S+, which is not root and cannot use sudo without a password\./,
    );
    expect(result.stdout).not.toContain("the sandbox input is");
    expect(result.stdout).not.toContain("Tool commands run as the action's own user");
    const comment = printedComment(result.stdout);
    expect(comment).toContain("Checked who runs my commands.");
    expect(comment).not.toContain("[!CAUTION]");
    expect(comment).not.toContain("sandbox");
  });
});

import { randomUUID } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import type { AdmittedRun } from "../src/action/admitted-run.js";
import { parseSettings } from "../src/action/inputs.js";
import type { ActionIO } from "../src/action/io.js";
import { postStepRecorder, readSetAsideCredential } from "../src/action/post-state.js";
import { readRuntime } from "../src/action/runtime.js";
import { loadLateIfInside } from "../src/action/start-up.js";
import { WorkspaceGuard } from "../src/action/workspace-guard.js";
import { LISTINGS_FOLDER_PREFIX } from "../src/base/tree-records.js";
import { restoreCredential } from "../src/github/credentials.js";
import { StartListing } from "../src/sandbox/walk-listings.js";
import { createRedactor } from "../src/text/redact.js";
import { ciRepairTrigger } from "./ci-repair-fixtures.js";
import { createGitFixture, type GitFixture } from "./fakes/git-repo.js";

const TOKEN = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";

const fixtures: GitFixture[] = [];
afterAll(() => {
  for (const fixture of fixtures) fixture.cleanup();
});

/** An `ActionIO` that keeps what the action said: log lines and the post step's state. */
function recordingIO(): ActionIO & { lines: string[]; state: Map<string, string> } {
  const lines: string[] = [];
  const state = new Map<string, string>();
  const say = (kind: string) => (text: string) => void lines.push(`${kind}: ${text}`);
  return {
    lines,
    state,
    info: say("info"),
    warning: say("warning"),
    error: say("error"),
    notice: say("notice"),
    startGroup: say("group"),
    endGroup: () => {},
    setSecret: () => {},
    setOutput: () => {},
    setFailed: say("failed"),
    writeSummary: async () => {},
    saveState: (name, value) => void state.set(name, value),
  };
}

/** A manual run admitted on a fresh checkout whose credential is in `.git/config`, with the sandbox off. */
function admittedRun(sandbox: "off" | "user" = "off") {
  const fixture = createGitFixture();
  fixtures.push(fixture);
  const header = fixture.persistCredentialV5(TOKEN);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    GITHUB_WORKSPACE: fixture.workspace,
    GITHUB_REPOSITORY: "octo-org/octo-repo",
    GITHUB_EVENT_NAME: "workflow_dispatch",
    RUNNER_TEMP: fixture.runnerTemp,
  };
  const settings = parseSettings(
    {
      task: "fix it",
      provider: "openai",
      "api-key": "sk-test-0123456789abcdef",
      sandbox,
      "github-token": TOKEN,
    },
    env,
  );
  const io = recordingIO();
  const run: AdmittedRun = {
    env,
    io,
    runtime: readRuntime(env),
    settings,
    trigger: { kind: "workflow_dispatch", repo: { owner: "octo-org", repo: "octo-repo" }, task: "fix it" },
    repo: { owner: "octo-org", repo: "octo-repo" },
    deliverAs: "auto",
    secrets: [TOKEN],
    redact: createRedactor([TOKEN]),
    publishable: createRedactor([TOKEN]),
    token: { token: TOKEN, serverUrl: "https://github.com" },
    github: () => {
      throw new Error("a manual run needs no GitHub call before publishing");
    },
  };
  return { fixture, header, run, io, guard: guardOf(run, io) };
}

/** The guard as the action makes it, loading the action's own code late only when it lies in the workspace. */
function guardOf(run: AdmittedRun, io: ActionIO): WorkspaceGuard {
  return new WorkspaceGuard(run, postStepRecorder(io), () =>
    loadLateIfInside(run.runtime.jobWorkspace, run.settings),
  );
}

/** The folder of listings (`startView`) in the temporary folder whose start commit holds `name`. */
function listingNaming(name: string): string | undefined {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(LISTINGS_FOLDER_PREFIX)) continue;
    const folder = join(tmpdir(), entry);
    // The index copied (a clean checkout's), or the listing as text.
    for (const file of ["index", "start"]) {
      let listing = "";
      try {
        listing = readFileSync(join(folder, file), "utf8");
      } catch {
        // Another test's listing, half made or removed already.
      }
      if (listing.includes(`${name}\0`)) return folder;
    }
  }
  return undefined;
}

/** `find`'s first defined answer, asked every 20 ms for up to 10 s. */
async function eventually<T>(find: () => T | undefined): Promise<T> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(20)) {
    const found = find();
    if (found !== undefined) return found;
  }
  throw new Error("never came");
}

describe.concurrent("the workspace guard", () => {
  it("refuses to check anything out while the checkout's credential is still in .git/config", async () => {
    const { fixture, header, guard } = admittedRun();
    await expect(guard.checkout(undefined)).rejects.toThrow("credential out expected");
    await expect(guard.lock()).rejects.toThrow("checked out expected");
    expect(fixture.config()).toContain(header);
  });

  it("checks nothing out when the action's own code could not be loaded first, and puts the credential back", async () => {
    const { fixture, header, run, io } = admittedRun();
    const guard = new WorkspaceGuard(run, postStepRecorder(io), () =>
      Promise.reject(new Error("chunk 123.index.js is missing")),
    );
    await expect(guard.takeCredential()).rejects.toThrow(
      "the action's own code could not be loaded: Error: chunk 123.index.js is missing",
    );
    await expect(guard.checkout(undefined)).rejects.toThrow(
      "credential out expected, but the workspace is new",
    );
    expect(await guard.restore()).toBeUndefined();
    expect(fixture.config()).toContain(header);
  });

  it("reports a credential it cannot put back, and leaves it set aside for the post step", async () => {
    const { fixture, header, io, guard } = admittedRun();
    await guard.takeCredential();
    const start = await guard.checkout(undefined);
    await guard.lock();
    const { vault } = await guard.release(start);
    // `.git/config` cannot be written once the repository is back: a folder stands in its place.
    const config = join(vault.gitDir, "config");
    const original = readFileSync(config, "utf8");
    rmSync(config);
    mkdirSync(join(config, "inside"), { recursive: true });

    const problem = await guard.restore();
    expect(problem).toMatch(
      /credential could not be put back into \.git\/config .*the post step tries again/,
    );
    const state = JSON.parse(io.state.get("repo-agent") ?? "{}") as { credential?: { dir: string } };
    const dir = state.credential?.dir ?? "";
    expect(existsSync(dir)).toBe(true);
    // What the post step does: the credential, read from where it was set aside, goes back.
    rmSync(join(fixture.workspace, ".git", "config"), { recursive: true });
    writeFileSync(join(fixture.workspace, ".git", "config"), original);
    const aside = await readSetAsideCredential(dir);
    if (!aside) throw new Error("nothing was set aside");
    await restoreCredential(aside);
    expect(fixture.config()).toContain(header);
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses to hand the workspace to the agent before the start point is checked out", async () => {
    const { guard } = admittedRun();
    await guard.takeCredential();
    await expect(guard.lock()).rejects.toThrow("checked out expected, but the workspace is credential out");
    await expect(guard.release({})).rejects.toThrow("locked expected");
    await guard.restore();
  });

  it("keeps the credential and the trusted .git from the agent, then puts both back", async () => {
    const { fixture, header, io, guard } = admittedRun();
    await guard.takeCredential();
    expect(fixture.config()).not.toContain("extraheader");

    const start = await guard.checkout(undefined);
    expect(start.startSha).toBe(fixture.git(["rev-parse", "HEAD"]));
    const side = await (await guard.lock()).prepare();
    if (!side.ok) throw new Error(side.error);
    // The agent's side: a copy of .git without the credential, a private HOME, no secrets.
    expect(lstatSync(join(fixture.workspace, ".git")).isDirectory()).toBe(true);
    expect(readFileSync(join(fixture.workspace, ".git", "config"), "utf8")).not.toContain("extraheader");
    expect(side.sandboxed).toBe(false);
    expect(side.commandEnv.HOME).not.toBe(process.env.HOME);
    expect(JSON.stringify(side.commandEnv)).not.toContain(TOKEN);
    expect(guard.notices.join(" ")).toContain("The sandbox was off");
    // What a killed main step leaves the post step: where the trusted .git waits.
    const state = JSON.parse(io.state.get("repo-agent") ?? "{}") as { vault?: { dir: string } };
    expect(state.vault?.dir && existsSync(state.vault.dir)).toBe(true);

    fixture.write("README.md", "# Demo, changed by the agent\n");
    const released = await guard.release(start);
    expect(await released.vault.git.headSha()).toBe(start.startSha);
    // The working tree as the agent left it, read and stored in the trusted repository.
    if (!released.snapshot.ok) throw new Error(released.snapshot.error);
    const tree = await released.vault.git.exec([
      "cat-file",
      "-p",
      `${released.snapshot.value.tree}:README.md`,
    ]);
    expect(tree.ok && tree.value).toBe("# Demo, changed by the agent\n");

    expect(await guard.restore()).toBeUndefined();
    expect(fixture.config()).toContain(header);
    expect(fixture.read("README.md")).toBe("# Demo, changed by the agent\n");
    expect(io.state.get("repo-agent")).toBe("{}");
    // Restoring twice is harmless: it is called in every ending.
    expect(await guard.restore()).toBeUndefined();
  });

  it("lists the start commit while the agent works, and removes the listing of a run that never reached its end", async () => {
    const { fixture, guard } = admittedRun();
    // A file of this test's alone, to tell its listing from the other tests'.
    const mine = `only-here-${randomUUID()}.txt`;
    fixture.write(mine, "mine\n");
    fixture.git(["add", mine]);
    fixture.git(["commit", "--quiet", "-m", "A file of its own"]);
    await guard.takeCredential();
    await guard.checkout(undefined);
    const side = await (await guard.lock()).prepare();
    if (!side.ok) throw new Error(side.error);

    // Made before the end is asked for, so the end need not wait for it.
    const listing = await eventually(() => listingNaming(mine));
    expect(new StartListing({ index: join(listing, "index") }, 40).has(mine)).toBe(true);

    // The run fails before its end: nothing reads the listing, and nothing of it is left.
    expect(await guard.restore()).toBeUndefined();
    expect(existsSync(listing)).toBe(false);
  });

  it("lets nothing of the agent start when the sandbox it requires cannot be had, and puts everything back", async () => {
    // Run from source, the sandbox lacks its tool host's bundle; without root it lacks more.
    const { fixture, header, io, guard } = admittedRun("user");
    await guard.takeCredential();
    await guard.checkout(undefined);
    const side = await guard.lock();

    const prepared = await side.prepare();

    expect(prepared).toEqual({ ok: false, error: expect.stringMatching(/^sandbox: /) });
    expect(io.lines.filter((line) => line.includes("Tool commands run as"))).toEqual([]);
    expect(await guard.restore()).toBeUndefined();
    expect(fixture.config()).toContain(header);
  });

  it("ends the agent's side begun at the lock when the workspace is handed back before any tool ran", async () => {
    const { fixture, header, guard } = admittedRun();
    await guard.takeCredential();
    await guard.checkout(undefined);
    const side = await guard.lock();
    expect(await guard.restore()).toBeUndefined();

    // Prepared all the same, and ended whole: its commands' HOME is gone, .git is back.
    const prepared = await side.prepare();
    if (!prepared.ok) throw new Error(prepared.error);
    const home = prepared.commandEnv.HOME ?? "";
    expect(home).toMatch(/repo-agent-home-/);
    expect(existsSync(home)).toBe(false);
    expect(fixture.config()).toContain(header);
  });

  it("starts a CI repair from the failed commit, not from a branch that moved on since", async () => {
    const { fixture, run, io } = admittedRun();
    fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/feature"]);
    const failed = fixture.pushAsSomeoneElse("feature", { "src/app.ts": "broken\n" }, "Break it");
    const newer = fixture.pushAsSomeoneElse("feature", { "NOTES.md": "later\n" }, "Later work");
    const repair = { ...run, trigger: ciRepairTrigger("feature", failed) };
    const repairGuard = guardOf(repair, io);
    await repairGuard.takeCredential();

    const start = await repairGuard.checkout(undefined);
    expect(start).toMatchObject({ startSha: failed, baseBranch: "feature" });
    expect(fixture.read("src/app.ts")).toBe("broken\n");
    expect(existsSync(join(fixture.workspace, "NOTES.md"))).toBe(false);
    expect(io.lines).toContain(
      `info: feature moved on since the failed run, to ${newer.slice(0, 12)}; the fix starts from the failed commit, ${failed.slice(0, 12)}.`,
    );
    await repairGuard.restore();
  });

  it("refuses a CI repair whose failed commit was pushed away from its branch", async () => {
    const { fixture, run, io } = admittedRun();
    fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/feature"]);
    const failed = fixture.pushAsSomeoneElse("feature", { "src/app.ts": "broken\n" }, "Break it");
    // The branch is put back where it was: the failed commit is on it no more.
    fixture.git(["push", "--quiet", "--force", "origin", "HEAD:refs/heads/feature"]);
    const guard = guardOf({ ...run, trigger: ciRepairTrigger("feature", failed) }, io);
    await guard.takeCredential();

    await expect(guard.checkout(undefined)).rejects.toThrow(
      `The failed commit ${failed.slice(0, 12)} is no longer on feature`,
    );
    await guard.restore();
  });

  it("reads a review's files from the commit in the trusted repository, whatever the agent did to its own", async () => {
    const { fixture, guard } = admittedRun();
    await guard.takeCredential();
    const start = await guard.checkout(undefined);
    const sha = start.startSha ?? "";
    await guard.lock();
    // The agent rewrites the file and commits it into its copy of .git, moving its HEAD.
    fixture.write("README.md", "# Rewritten by the agent\n");
    fixture.git(["-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qam", "agent"]);

    expect(await guard.committedFile(sha, "README.md")).toBe("# Demo\n");
    for (const path of ["src/../README.md", "/etc/passwd", "nowhere.md", "src", "README.md\0x"])
      expect(await guard.committedFile(sha, path)).toBeUndefined();
    await guard.release(start);
    await guard.restore();
  });
});

import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { lockRepository } from "../src/github/publish/vault.js";
import { canRun, runnerAccount } from "./e2e/runner-user.js";
import { createGitFixture, type GitFixture } from "./fakes/git-repo.js";
import { cleanupsAfterFile } from "./fixtures/scratch.js";
import { bundleForAnyUser } from "./fixtures/tool-host-build.js";

/**
 * The vault: the agent's copy of `.git` on the way in, and on the way back the repository's own
 * `.git` in place of whatever the agent left, as the action runs on a GitHub-hosted runner: as
 * the non-root `runner` user, which has no power over modes it did not set.
 */

const cleanups = cleanupsAfterFile();

let restorer: Promise<string> | undefined;

/** A workspace owned by the runner user, locked (as root, then given to it as the sandbox's release does). */
async function lockedAsRunner(context: TestContext) {
  if (process.getuid?.() !== 0) context.skip("needs root, to act as the runner user");
  const account = runnerAccount();
  if (!account.ok) return context.skip(account.reason);
  const runner = account.account;
  if (!canRun(process.execPath, runner)) return context.skip(`${runner.name} cannot run ${process.execPath}`);
  restorer ??= bundleForAnyUser(join(import.meta.dirname, "fixtures", "vault-restore.ts")).then((script) => {
    cleanups.push(() => rm(dirname(script), { recursive: true, force: true }));
    return script;
  });
  const parent = mkdtempSync(join(tmpdir(), "vault-as-runner-"));
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  const owner = { uid: runner.uid, gid: runner.gid };
  execFileSync("chown", [`${owner.uid}:${owner.gid}`, parent]);
  const fixture = createGitFixture({
    owner: { ...owner, workspace: join(parent, "repo", "repo"), runnerTemp: join(parent, "temp") },
  });
  cleanups.push(() => fixture.cleanup());
  const locked = await lockRepository(fixture.workspace, { env: fixture.env });
  if (!locked.ok) throw new Error(locked.error);
  const { dir } = locked.value;
  const giveBack = () => execFileSync("chown", ["-hR", `${owner.uid}:${owner.gid}`, fixture.workspace, dir]);
  /** `restore()` in a process of the runner user's; what it said went wrong, or null. */
  const restoreAsRunner = async (): Promise<string | null> => {
    const ran = spawnSync(process.execPath, [await (restorer as Promise<string>), fixture.workspace, dir], {
      ...owner,
      encoding: "utf8",
      env: { PATH: process.env.PATH },
    });
    if (ran.status !== 0) throw new Error(`restore as ${runner.name} crashed: ${ran.stderr}`);
    return (JSON.parse(ran.stdout.trim()) as { problem: string | null }).problem;
  };
  return { fixture, dir, owner, giveBack, restoreAsRunner };
}

/** The agent's own repository where its copy was: a planted fsmonitor, a hook, and a link out. */
function plantRepository(fixture: GitFixture, linkTo: string): void {
  const dotGit = join(fixture.workspace, ".git");
  rmSync(dotGit, { recursive: true, force: true });
  mkdirSync(join(dotGit, "hooks"), { recursive: true });
  mkdirSync(join(dotGit, "objects", "pack"), { recursive: true });
  writeFileSync(join(dotGit, "HEAD"), "ref: refs/heads/main\n");
  writeFileSync(join(dotGit, "config"), '[core]\n\tfsmonitor = "touch /tmp/planted; false"\n');
  writeFileSync(join(dotGit, "hooks", "pre-commit"), "#!/bin/sh\ntouch /tmp/planted\n", { mode: 0o755 });
  symlinkSync(linkTo, join(dotGit, "outside"));
}

/** The workspace's `.git` is the checkout's: its remote is there and nothing the agent wrote is. */
function expectTrustedGit(fixture: GitFixture): void {
  expect(fixture.config()).toContain('[remote "origin"]');
  expect(fixture.config()).not.toContain("fsmonitor");
  expect(existsSync(join(fixture.workspace, ".git", "hooks", "pre-commit"))).toBe(false);
  expect(fixture.git(["rev-parse", "--abbrev-ref", "HEAD"])).toBe("main");
}

describe.concurrent("putting the repository's .git back as a user without root", () => {
  it("removes the agent's .git though every folder of it was left read-only, and never changes what a link in it points at", async (context) => {
    const { fixture, dir, owner, giveBack, restoreAsRunner } = await lockedAsRunner(context);
    // A folder of the runner's, read-only: a walk that followed the link would open it up.
    const outside = mkdtempSync(join(tmpdir(), "vault-outside-"));
    cleanups.push(() => rmSync(outside, { recursive: true, force: true }));
    writeFileSync(join(outside, "keep.txt"), "not the agent's\n");
    execFileSync("chown", ["-R", `${owner.uid}:${owner.gid}`, outside]);
    execFileSync("chmod", ["0555", outside]);
    plantRepository(fixture, outside);
    giveBack();
    // `chmod -R` leaves links alone, as the agent's would.
    execFileSync("chmod", ["-R", "a-w", join(fixture.workspace, ".git")]);

    expect(await restoreAsRunner()).toBeNull();

    expectTrustedGit(fixture);
    expect(lstatSync(outside).mode & 0o777).toBe(0o555);
    expect(readdirSync(outside)).toEqual(["keep.txt"]);
    expect(existsSync(dir)).toBe(false);
  });

  it("moves aside an agent's .git it cannot remove at all, and still puts the repository's own back", async (context) => {
    const { fixture, giveBack, restoreAsRunner } = await lockedAsRunner(context);
    plantRepository(fixture, "/etc");
    giveBack();
    // A folder of another user's, read-only, with a file in it: the runner can neither empty nor open it.
    const theirs = join(fixture.workspace, ".git", "theirs");
    mkdirSync(theirs);
    writeFileSync(join(theirs, "file"), "stuck\n");
    execFileSync("chmod", ["0555", theirs]);
    execFileSync("chmod", ["-R", "a-w", join(fixture.workspace, ".git")]);

    expect(await restoreAsRunner()).toBeNull();

    expectTrustedGit(fixture);
    expect(readdirSync(fixture.workspace).sort()).toEqual([".git", "README.md", "src"]);
  });
});

describe("the agent's copy of .git", () => {
  it("holds what the repository's holds, a link in it still a link to where it pointed", async () => {
    const fixture = createGitFixture();
    cleanups.push(() => fixture.cleanup());
    const dotGit = join(fixture.workspace, ".git");
    symlinkSync(join(fixture.root, "elsewhere"), join(dotGit, "link-out"));
    const head = fixture.git(["rev-parse", "HEAD"]);

    const locked = await lockRepository(fixture.workspace, { env: fixture.env });
    if (!locked.ok) throw new Error(locked.error);
    cleanups.push(() => locked.value.restore());

    expect(readlinkSync(join(dotGit, "link-out"))).toBe(join(fixture.root, "elsewhere"));
    expect(readFileSync(join(dotGit, "config"), "utf8")).toBe(
      readFileSync(join(locked.value.gitDir, "config"), "utf8"),
    );
    expect(fixture.git(["rev-parse", "HEAD"])).toBe(head);
    expect(fixture.git(["status", "--porcelain"])).toBe("");
  });
});

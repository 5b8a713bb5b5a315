import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotWorkingTree } from "../src/action/working-tree-snapshot.js";
import { GIT_LIMITS } from "../src/github/git.js";
import { lockRepository, type Vault } from "../src/github/publish/vault.js";

/**
 * The working tree read as data, on a tree whose listings are longer than the output git
 * commands are usually allowed: every file must be in the snapshot, or publishing would delete
 * the ones past the cut.
 */

let base: string;
let workspace: string;
let vault: Vault;
const FILES = 1_100;
const env = { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
const git = (...args: string[]): string =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
    cwd: workspace,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  }).trim();

/** A folder path of about 3,800 characters: each file's entry in a listing is that long. */
const DEEP = Array.from({ length: 15 }, (_, i) => `${String(i).padStart(2, "0")}${"d".repeat(248)}`).join(
  "/",
);

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "snapshot-listing-"));
  workspace = path.join(base, "repo");
  mkdirSync(path.join(workspace, DEEP), { recursive: true });
  for (let i = 0; i < FILES; i++) writeFileSync(path.join(workspace, DEEP, `f${i}.txt`), `${i}\n`);
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "deep");
  const locked = await lockRepository(workspace, { env });
  if (!locked.ok) throw new Error(locked.error);
  vault = locked.value;
});

afterAll(async () => {
  await vault?.restore();
  await rm(base, { recursive: true, force: true });
});

describe("snapshotWorkingTree on a long listing", () => {
  it("holds every file, changed, new and unchanged alike", async () => {
    const listing = FILES * (DEEP.length + 60);
    expect(listing).toBeGreaterThan(GIT_LIMITS.maxOutputChars);
    const start = git("rev-parse", "HEAD");
    writeFileSync(path.join(workspace, DEEP, "f7.txt"), "changed\n");
    writeFileSync(path.join(workspace, DEEP, "new.txt"), "new\n");
    const snapshot = await snapshotWorkingTree(vault.git, workspace, start, vault.dir);
    if (!snapshot.ok) throw new Error(snapshot.error);
    const show = (...args: string[]) =>
      execFileSync("git", [`--git-dir=${vault.gitDir}`, ...args], {
        env,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
    const names = show("ls-tree", "-r", "--name-only", "-z", snapshot.value.tree).split("\0").filter(Boolean);
    expect(names).toHaveLength(FILES + 1);
    const changed = show("diff-tree", "-r", "--name-status", start, snapshot.value.tree).trim().split("\n");
    expect(changed).toEqual([`M\t${DEEP}/f7.txt`, `A\t${DEEP}/new.txt`]);
  });
});

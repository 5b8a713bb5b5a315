import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { lockRepository } from "../src/github/publish/vault.js";
import { createGitFixture, type GitFixture } from "./fakes/git-repo.js";
import { cleanupsAfterFile } from "./fixtures/scratch.js";

/**
 * The agent's `.git` borrows the trusted objects through a view of hard links instead of a copy
 * of the history: its repository works for what an engineer does with it, it costs no bytes of
 * history, and nothing written through the view reaches the trusted objects.
 */

const cleanups = cleanupsAfterFile();

/** A workspace with a few commits (so the log, blame and stash have something to show), locked. */
async function locked(options: { objectsMode?: "world-writable" } = {}) {
  const fixture = createGitFixture();
  cleanups.push(() => fixture.cleanup());
  for (const n of [1, 2, 3]) {
    fixture.write("src/app.ts", `export const answer = ${41 + n};\n`);
    fixture.git(["commit", "-qam", `answer ${n}`]);
  }
  fixture.git(["gc", "-q"]);
  fixture.write("loose.txt", "a loose object\n");
  fixture.git(["add", "loose.txt"]);
  fixture.git(["commit", "-qm", "loose"]);
  const objects = join(fixture.workspace, ".git", "objects");
  if (options.objectsMode === "world-writable")
    execFileSync("find", [objects, "-type", "f", "-exec", "chmod", "a+w", "{}", "+"]);
  const vault = await lockRepository(fixture.workspace, { env: fixture.env });
  if (!vault.ok) throw new Error(vault.error);
  cleanups.push(() => vault.value.restore().then(() => undefined));
  return { fixture, vault: vault.value };
}

/** Every object file below `dir`, relative path to its inode. */
function inodes(dir: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      found.set(path.slice(dir.length + 1), statSync(path).ino);
    }
  return found;
}

function agentGit(fixture: GitFixture, args: string[]): string {
  return fixture.git(args);
}

describe("the agent's .git", () => {
  it("borrows the history from a view of links and still logs, blames, diffs, stashes and commits", async () => {
    const { fixture, vault } = await locked();
    const alternates = readFileSync(join(fixture.workspace, ".git", "objects", "info", "alternates"), "utf8");
    expect(vault.objects, "the view made beside the vault").toBeDefined();
    expect(alternates.trim()).toBe(join(vault.objects as string, "objects"));
    // No object of the history was copied: the agent's own objects folder holds none.
    expect(inodes(join(fixture.workspace, ".git", "objects")).size).toBe(1);
    expect(agentGit(fixture, ["log", "--format=%s"]).split("\n")).toEqual([
      "loose",
      "answer 3",
      "answer 2",
      "answer 1",
      "Initial commit",
    ]);
    expect(agentGit(fixture, ["blame", "--porcelain", "src/app.ts"])).toContain("summary answer 3");
    fixture.write("src/app.ts", "export const answer = 99;\n");
    expect(agentGit(fixture, ["diff", "HEAD~1", "--stat"])).toContain("src/app.ts");
    agentGit(fixture, ["stash", "-q"]);
    expect(fixture.read("src/app.ts")).toBe("export const answer = 44;\n");
    agentGit(fixture, ["stash", "pop", "-q"]);
    agentGit(fixture, ["commit", "-qam", "the agent's own commit"]);
    expect(agentGit(fixture, ["log", "-1", "--format=%s"])).toBe("the agent's own commit");
    // Its commit lands in its own objects, never in the trusted ones.
    const head = agentGit(fixture, ["rev-parse", "HEAD"]);
    expect(
      spawnSync("git", ["--git-dir", vault.gitDir, "cat-file", "-e", head], { env: fixture.env }).status,
    ).not.toBe(0);
  });

  it("links the trusted objects' files into the view, and copies instead any file others may write", async () => {
    const shared = await locked();
    const trusted = inodes(join(shared.vault.gitDir, "objects"));
    const view = inodes(join(shared.vault.objects as string, "objects"));
    expect([...view.keys()].sort()).toEqual([...trusted.keys()].sort());
    for (const [path, ino] of view) expect(ino, path).toBe(trusted.get(path));

    const open = await locked({ objectsMode: "world-writable" });
    const openTrusted = inodes(join(open.vault.gitDir, "objects"));
    const openView = join(open.vault.objects as string, "objects");
    for (const [path, ino] of inodes(openView)) {
      expect(ino, `${path} is a copy`).not.toBe(openTrusted.get(path));
      expect(statSync(join(openView, path)).mode & 0o777, path).toBe(0o444);
    }
  });

  it("refuses another user every write through the view, and removes the view with the vault", async (context: TestContext) => {
    if (process.getuid?.() !== 0) context.skip("needs root, to act as another user");
    const { fixture, vault } = await locked({ objectsMode: "world-writable" });
    const view = join(vault.objects as string, "objects");
    // The fixture's folders are closed to others; the workspace's parent must be passable, as a
    // runner's is.
    for (let dir = dirname(vault.objects as string); dir !== "/"; dir = dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    }
    const before = inodes(join(vault.gitDir, "objects"));
    const attack = [
      "n=0",
      `for f in $(find "${view}" -type f); do`,
      '  (printf x >> "$f") 2>/dev/null && n=$((n+1))',
      '  chmod a+w "$f" 2>/dev/null && n=$((n+1))',
      '  rm -f "$f" 2>/dev/null; [ -e "$f" ] || n=$((n+1))',
      "done",
      `for d in $(find "${view}" -type d); do touch "$d/planted" 2>/dev/null && n=$((n+1)); done`,
      `cat "$(find "${view}" -type f | head -1)" > /dev/null && echo readable`,
      'echo "writes: $n"',
    ].join("\n");
    const ran = spawnSync("sh", ["-c", attack], { uid: 65534, gid: 65534, encoding: "utf8" });
    expect(ran.stdout).toContain("readable");
    expect(ran.stdout).toContain("writes: 0");
    expect(inodes(join(vault.gitDir, "objects"))).toEqual(before);
    writeFileSync(join(fixture.workspace, "after.txt"), "x");
    expect(await vault.restore()).toBeUndefined();
    expect(existsSync(vault.objects as string), "the view is gone with the vault").toBe(false);
    expect(existsSync(join(fixture.workspace, ".git", "objects", "info", "alternates"))).toBe(false);
  });
});

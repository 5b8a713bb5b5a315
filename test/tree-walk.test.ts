import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { snapshotWorkingTree } from "../src/action/working-tree-snapshot.js";
import { blobId, type WalkRequest } from "../src/base/tree-records.js";
import { buildSnapshot, forgetView, type Snapshot, startView } from "../src/github/publish/snapshot.js";
import { changeMark } from "../src/sandbox/change-mark.js";
import { readTreeAs } from "../src/sandbox/tree-stream.js";
import { MAX_DEPTH, walkTree } from "../src/sandbox/tree-walk.js";
import { canRun, type RunnerAccount, runnerAccount } from "./e2e/runner-user.js";
import type { GitFixture } from "./fakes/git-repo.js";
import {
  blob,
  hasObject,
  type LockedWorkspace,
  lockedWorkspace,
  treeOf,
} from "./fixtures/locked-workspace.js";
import { cleanupsAfterFile } from "./fixtures/scratch.js";
import { toolHostScript } from "./fixtures/tool-host-build.js";

/**
 * The working tree read for publishing (DESIGN section 4a), with real git, real files and the
 * trusted git directory of the vault, as the action reads it: what the agent left is data. What
 * a user sees is checked: what the commit's tree holds, what is listed as left out or left
 * behind, and what is gone from the workspace afterwards.
 */

const cleanups = cleanupsAfterFile();

const FILES = {
  "README.md": "# Demo\n",
  "src/app.ts": "export const answer = 41;\n",
  ".gitignore": "node_modules/\n*.cache\n",
};

type Workspace = LockedWorkspace;

/**
 * A checkout, changed before the run by `prepare` (and committed when it says so), then locked
 * in the vault as the action does before the agent starts.
 */
function workspace(
  prepare: (fixture: GitFixture, at: (path: string) => string) => void = () => {},
  files: Record<string, string> = FILES,
): Promise<Workspace> {
  return lockedWorkspace(cleanups, files, prepare);
}

async function snapshot(w: Workspace, sinceNs: bigint): Promise<Snapshot> {
  const taken = await snapshotWorkingTree(w.vault.git, w.ws, w.start, w.vault.dir, { sinceNs });
  if (!taken.ok) throw new Error(taken.error);
  return taken.value;
}

/** The snapshot of `w` since `since`, and the tree it would commit, by path. */
async function snapshotTree(w: Workspace, since: bigint) {
  const s = await snapshot(w, since);
  return { s, tree: treeOf(w, s.tree) };
}

/** The paths a tree holds, sorted. */
const pathsOf = (tree: Map<string, unknown>): string[] => [...tree.keys()].sort();

const leftOutPaths = (s: Snapshot): string[] => s.leftOut.map((l) => l.path);
const whyLeftOut = (s: Snapshot, path: string): string | undefined =>
  s.leftOut.find((l) => l.path === path)?.why;

/** `name` in Latin-1: bytes that are not UTF-8 (é is the single byte 0xE9). */
const notUtf8 = (name: string): Buffer => Buffer.from(name, "latin1");

/** Sets a file's times an hour back (whole seconds) and has the trusted index record them, so no entry is racily clean. */
function settleInIndex(fixture: GitFixture, at: (path: string) => string, paths: string[]): number {
  const past = Math.floor(Date.now() / 1000) - 3600;
  for (const path of paths) utimesSync(at(path), past, past);
  fixture.git(["update-index", "--refresh"]);
  return past;
}

describe("names git cannot carry", () => {
  it("leaves out and lists every odd name and publishes the rest", async () => {
    const w = await workspace();
    const since = await changeMark();
    const files: Array<[string, RegExp]> = [
      ["cr\r.txt", /carriage return/],
      ["lf\n.txt", /line break/],
      ["tab\t.txt", /a tab/],
      ["bell\u0007.txt", /control character \(U\+0007\)/],
      ["back\\slash.txt", /backslash/],
      ["git~1", /git refuses the name/],
      [".Git ", /git refuses the name/],
    ];
    for (const [name] of files) writeFileSync(w.at(name), `content of ${JSON.stringify(name)}\n`);
    // Folders that would be a repository's .git on Windows or macOS, each with a planted hook.
    const folders: Array<[string, RegExp]> = [
      [".GIT", /git refuses the name/],
      [".git.", /git refuses the name/],
      ["GIT~1", /git refuses the name/],
      [".g\u200dit", /git refuses the name/],
      ["line\nbreak", /line break/],
    ];
    for (const [name] of folders) {
      mkdirSync(w.at(`${name}/hooks`), { recursive: true });
      writeFileSync(w.at(`${name}/config`), "[core]\n\tfsmonitor = touch /tmp/pwned\n");
      writeFileSync(w.at(`${name}/hooks/pre-commit`), "#!/bin/sh\ntouch /tmp/pwned\n", { mode: 0o755 });
    }
    // Only `git~1` itself is NTFS's short name for `.git`: this one is ordinary.
    writeFileSync(w.at("GIT~1.txt"), "ordinary\n");
    // A name that is not UTF-8 at all (Latin-1 "café.txt").
    writeFileSync(Buffer.concat([Buffer.from(`${w.ws}/`), notUtf8("café.txt")]), "x\n");
    writeFileSync(w.at("fine.txt"), "published\n");

    const { s, tree } = await snapshotTree(w, since);

    expect(pathsOf(tree)).toEqual([".gitignore", "GIT~1.txt", "README.md", "fine.txt", "src/app.ts"]);
    expect(blob(w, tree.get("fine.txt")?.sha ?? "")).toBe("published\n");
    for (const [name, why] of files) expect(whyLeftOut(s, name), JSON.stringify(name)).toMatch(why);
    for (const [name, why] of folders) expect(whyLeftOut(s, `${name}/`), JSON.stringify(name)).toMatch(why);
    expect(whyLeftOut(s, "caf\ufffd.txt")).toMatch(/not valid UTF-8/);
    // Nothing under a refused folder was even looked at.
    for (const [name] of folders)
      expect(leftOutPaths(s).filter((p) => p.startsWith(`${name}/`))).toEqual([`${name}/`]);
    // One odd name never stops the rest: every file the agent made with a good name is in.
    expect(s.leftOut).toHaveLength(files.length + folders.length + 1);
  });

  it("keeps a tracked file with such a name, and the tracked files of such a folder, as the start commit has them", async () => {
    const latin1 = notUtf8("tracked-é.txt");
    const w = await workspace((fixture, at) => {
      fixture.write("tracked\ttab.txt", "tab, as committed\n");
      fixture.write("odd\\dir/inner.txt", "inner, as committed\n");
      fixture.write("odd\\dir/deeper/more.txt", "more, as committed\n");
      writeFileSync(Buffer.concat([Buffer.from(`${at("")}/`), latin1]), "latin-1, as committed\n");
      fixture.git(["add", "--all"]);
      fixture.git(["commit", "--quiet", "-m", "odd names"]);
    });
    const before = treeOf(w, w.start);
    expect(before.has("tracked\ttab.txt")).toBe(true);
    expect(before.has("odd\\dir/inner.txt")).toBe(true);
    expect(before.has("tracked-\ufffd.txt")).toBe(true);
    const since = await changeMark();
    writeFileSync(w.at("tracked\ttab.txt"), "changed by the agent\n");
    writeFileSync(w.at("odd\\dir/inner.txt"), "changed by the agent\n");
    writeFileSync(w.at("odd\\dir/new.txt"), "new\n");
    writeFileSync(Buffer.concat([Buffer.from(`${w.ws}/`), latin1]), "changed by the agent\n");
    writeFileSync(w.at("README.md"), "# Changed\n");

    const { s, tree } = await snapshotTree(w, since);

    for (const path of [
      "tracked\ttab.txt",
      "odd\\dir/inner.txt",
      "odd\\dir/deeper/more.txt",
      "tracked-\ufffd.txt",
    ])
      expect(tree.get(path), path).toEqual(before.get(path));
    expect(tree.has("odd\\dir/new.txt")).toBe(false);
    expect(blob(w, tree.get("README.md")?.sha ?? "")).toBe("# Changed\n");
    expect(whyLeftOut(s, "tracked\ttab.txt")).toMatch(/a tab; kept as it was/);
    expect(whyLeftOut(s, "tracked-\ufffd.txt")).toMatch(/not valid UTF-8; kept as it was/);
    expect(whyLeftOut(s, "odd\\dir/")).toMatch(/backslash/);
    expect(whyLeftOut(s, "odd\\dir/inner.txt")).toMatch(/backslash.*; kept as it was/);
    expect(whyLeftOut(s, "odd\\dir/deeper/more.txt")).toMatch(/kept as it was/);
  });

  // The start commit's paths are read from git as UTF-8 text, so a name that is not UTF-8 comes
  // back with U+FFFD in it: the deletion names a path the index does not hold, and git does nothing.
  it("publishes the deletion of a tracked file whose name is not UTF-8, or lists it as kept", async () => {
    const latin1 = notUtf8("old-é.txt");
    const w = await workspace((fixture, at) => {
      writeFileSync(Buffer.concat([Buffer.from(`${at("")}/`), latin1]), "latin-1, as committed\n");
      fixture.git(["add", "--all"]);
      fixture.git(["commit", "--quiet", "-m", "a Latin-1 name"]);
    });
    expect(treeOf(w, w.start).has("old-\ufffd.txt")).toBe(true);
    const since = await changeMark();
    rmSync(Buffer.concat([Buffer.from(`${w.ws}/`), latin1]));

    const s = await snapshot(w, since);

    // Either the deletion is published, or the file is listed as kept as it was: never kept unsaid.
    if (treeOf(w, s.tree).has("old-\ufffd.txt"))
      expect(whyLeftOut(s, "old-\ufffd.txt")).toMatch(/kept as it was/);
  });

  it("commits the link of a carriage-return twin and never the file it points at", async () => {
    const outside = mkdtempSync(join(tmpdir(), "tree-walk-outside-"));
    cleanups.push(() => rmSync(outside, { recursive: true, force: true }));
    const canary = `CANARY-${process.pid}-${Date.now()}: -----BEGIN OPENSSH PRIVATE KEY-----\n`;
    writeFileSync(join(outside, "id_ed25519"), canary);
    const w = await workspace();
    const since = await changeMark();
    symlinkSync(join(outside, "id_ed25519"), w.at("deploy-key"));
    writeFileSync(w.at("deploy-key\r"), "the twin\n");

    const { s, tree } = await snapshotTree(w, since);

    expect(tree.get("deploy-key")?.mode).toBe("120000");
    expect(blob(w, tree.get("deploy-key")?.sha ?? "")).toBe(join(outside, "id_ed25519"));
    expect([...tree.keys()].filter((p) => p.startsWith("deploy-key"))).toEqual(["deploy-key"]);
    expect(hasObject(w, blobId(Buffer.from(canary), 40))).toBe(false);
    expect(whyLeftOut(s, "deploy-key\r")).toMatch(/carriage return/);
  });
});

describe("links git refuses", () => {
  it("leaves out and lists a link named .gitmodules, in any case", async () => {
    const w = await workspace();
    const since = await changeMark();
    symlinkSync("/etc/passwd", w.at(".gitmodules"));
    mkdirSync(w.at("sub"));
    symlinkSync("/etc/passwd", w.at("sub/.GitModules"));

    const { s, tree } = await snapshotTree(w, since);

    expect(pathsOf(tree)).toEqual([".gitignore", "README.md", "src/app.ts"]);
    expect(whyLeftOut(s, ".gitmodules")).toMatch(/git refuses a link named \.gitmodules/);
    expect(whyLeftOut(s, "sub/.GitModules")).toMatch(/git refuses a link named \.gitmodules/);
  });

  // Git refuses these too (NTFS's short name and trailing dot or space of `.gitmodules`): its
  // `update-index --index-info` says "Ignoring path" and exits 0, so the link silently drops out
  // of the commit without being listed.
  it("leaves out and lists a link with a name NTFS reads as .gitmodules", async () => {
    const w = await workspace();
    const since = await changeMark();
    for (const name of ["gitmod~1", ".gitmodules.", ".gitmodules "]) symlinkSync("/etc/passwd", w.at(name));

    const { s, tree } = await snapshotTree(w, since);

    expect(pathsOf(tree)).toEqual([".gitignore", "README.md", "src/app.ts"]);
    expect(leftOutPaths(s).sort()).toEqual([".gitmodules ", ".gitmodules.", "gitmod~1"]);
  });
});

describe("files git cannot hold", () => {
  it("leaves out and lists a FIFO, a socket and a device without waiting on them, and publishes the file beside them", async (context) => {
    const w = await workspace();
    const since = await changeMark();
    execFileSync("mkfifo", [w.at("pipe")]);
    // A tracked file swapped for a FIFO: its start entry stays.
    rmSync(w.at("README.md"));
    execFileSync("mkfifo", [w.at("README.md")]);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(w.at("agent.sock"), resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    let device = true;
    try {
      execFileSync("mknod", [w.at("null-device"), "c", "1", "3"], { stdio: "ignore" });
    } catch {
      device = false;
    }
    writeFileSync(w.at("beside.txt"), "published\n");

    // A FIFO opened for reading without O_NONBLOCK would wait for a writer forever: the test's timeout bounds it.
    const s = await snapshot(w, since);
    await new Promise((resolve) => server.close(resolve));

    const tree = treeOf(w, s.tree);
    expect(blob(w, tree.get("beside.txt")?.sha ?? "")).toBe("published\n");
    expect(blob(w, tree.get("README.md")?.sha ?? "")).toBe("# Demo\n");
    expect(tree.has("pipe")).toBe(false);
    expect(tree.has("agent.sock")).toBe(false);
    expect(whyLeftOut(s, "pipe")).toMatch(/FIFO/);
    expect(whyLeftOut(s, "README.md")).toMatch(/FIFO.*kept as it was/);
    expect(whyLeftOut(s, "agent.sock")).toMatch(/socket/);
    if (!device) return context.skip("mknod is not allowed here, so no device file was made");
    expect(tree.has("null-device")).toBe(false);
    expect(whyLeftOut(s, "null-device")).toMatch(/device/);
  });

  it("commits a linked folder as a link and never enters it", async () => {
    const outside = mkdtempSync(join(tmpdir(), "tree-walk-outside-"));
    cleanups.push(() => rmSync(outside, { recursive: true, force: true }));
    writeFileSync(join(outside, "inside.txt"), "the runner's, not the agent's\n");
    mkdirSync(join(outside, "sub"));
    writeFileSync(join(outside, "sub", "deeper.txt"), "not this either\n");
    const w = await workspace();
    const since = await changeMark();
    symlinkSync(outside, w.at("linked"));
    symlinkSync("../..", w.at("src/up"));

    const { s, tree } = await snapshotTree(w, since);

    expect(tree.get("linked")?.mode).toBe("120000");
    expect(blob(w, tree.get("linked")?.sha ?? "")).toBe(outside);
    expect(tree.get("src/up")?.mode).toBe("120000");
    expect(blob(w, tree.get("src/up")?.sha ?? "")).toBe("../..");
    expect([...tree.keys()].filter((p) => p.startsWith("linked/") || p.startsWith("src/up/"))).toEqual([]);
    expect(s.leftOut).toEqual([]);
    expect(s.leftBehind.total).toBe(0);
  });

  it(`leaves out a folder nested deeper than ${MAX_DEPTH} folders and publishes the one above it`, async () => {
    const w = await workspace();
    const since = await changeMark();
    const chain = (n: number) => Array.from({ length: n }, () => "d").join("/");
    mkdirSync(w.at(chain(MAX_DEPTH + 1)), { recursive: true });
    writeFileSync(w.at(`${chain(MAX_DEPTH)}/last.txt`), "as deep as it goes\n");
    writeFileSync(w.at(`${chain(MAX_DEPTH + 1)}/deep.txt`), "too deep\n");

    const { s, tree } = await snapshotTree(w, since);

    expect(blob(w, tree.get(`${chain(MAX_DEPTH)}/last.txt`)?.sha ?? "")).toBe("as deep as it goes\n");
    expect(tree.has(`${chain(MAX_DEPTH + 1)}/deep.txt`)).toBe(false);
    expect(whyLeftOut(s, `${chain(MAX_DEPTH + 1)}/`)).toMatch(new RegExp(`nested deeper than ${MAX_DEPTH}`));
  });
});

describe("ignored files", () => {
  it("follows root and nested .gitignore files, negations and the trusted info/exclude, and publishes tracked files of ignored folders", async () => {
    const w = await workspace(
      (fixture) => {
        fixture.write("build/tracked.txt", "tracked though ignored\n");
        fixture.git(["add", "--force", "build/tracked.txt"]);
        fixture.git(["commit", "--quiet", "-m", "a tracked file in an ignored folder"]);
      },
      {
        "README.md": "# Demo\n",
        ".gitignore": "*.log\nbuild/\n!keep.log\n",
        "docs/.gitignore": "draft.md\n",
        "docs/index.md": "# Docs\n",
      },
    );
    writeFileSync(join(w.vault.gitDir, "info", "exclude"), "secret.env\n");
    // The agent's copy of .git says otherwise: it is never read.
    writeFileSync(join(w.ws, ".git", "info", "exclude"), "*.md\n");
    const since = await changeMark();
    writeFileSync(w.at("debug.log"), "ignored\n");
    writeFileSync(w.at("keep.log"), "negated, so published\n");
    writeFileSync(w.at("docs/draft.md"), "ignored by docs/.gitignore\n");
    writeFileSync(w.at("draft.md"), "not ignored at the root\n");
    writeFileSync(w.at("docs/final.md"), "published\n");
    writeFileSync(w.at("secret.env"), "TOKEN=excluded by the trusted info/exclude\n");
    writeFileSync(w.at("build/out.bin"), "ignored\n");
    writeFileSync(w.at("build/tracked.txt"), "tracked, changed\n");
    mkdirSync(w.at("docs/sub"));
    writeFileSync(w.at("docs/sub/draft.md"), "ignored: the rule has no slash, so it matches at any depth\n");

    const { s, tree } = await snapshotTree(w, since);

    expect(pathsOf(tree)).toEqual([
      ".gitignore",
      "README.md",
      "build/tracked.txt",
      "docs/.gitignore",
      "docs/final.md",
      "docs/index.md",
      "draft.md",
      "keep.log",
    ]);
    expect(blob(w, tree.get("build/tracked.txt")?.sha ?? "")).toBe("tracked, changed\n");
    expect([...s.leftBehind.paths].sort()).toEqual([
      "build/out.bin",
      "debug.log",
      "docs/draft.md",
      "docs/sub/draft.md",
      "secret.env",
    ]);
    expect(s.leftOut).toEqual([]);
  });

  it("lists the ignored files the agent made or changed, and not those it left alone", async () => {
    const w = await workspace((_fixture, at) => {
      mkdirSync(at("node_modules/old"), { recursive: true });
      writeFileSync(at("node_modules/old/index.js"), "module.exports = 1;\n");
      writeFileSync(at("old.cache"), "from before the run\n");
      writeFileSync(at("mod.cache"), "from before the run\n");
    });
    const since = await changeMark();
    mkdirSync(w.at("node_modules/new-pkg"), { recursive: true });
    writeFileSync(w.at("node_modules/new-pkg/index.js"), "module.exports = 2;\n");
    appendFileSync(w.at("mod.cache"), "and changed in place during it\n");

    const s = await snapshot(w, since);

    expect([...s.leftBehind.paths].sort()).toEqual(["mod.cache", "node_modules/new-pkg/index.js"]);
    expect(s.leftBehind.total).toBe(2);
    const tree = treeOf(w, s.tree);
    expect(pathsOf(tree)).toEqual([".gitignore", "README.md", "src/app.ts"]);
    // Listed, not removed: the files stay where the agent left them.
    expect(existsSync(w.at("node_modules/new-pkg/index.js"))).toBe(true);
  });
});

describe("repositories inside the workspace", () => {
  it("removes the .git of repositories the agent made or changed, keeps the others, and leaves their files", async () => {
    const w = await workspace((fixture, at) => {
      for (const name of ["kept", "hooked", "configured"]) {
        fixture.git(["init", "--quiet", name]);
        writeFileSync(at(`${name}/data.txt`), "from before the run\n");
      }
    });
    const since = await changeMark();
    w.fixture.git(["init", "--quiet", "made"]);
    writeFileSync(w.at("made/.git/hooks/pre-commit"), "#!/bin/sh\ntouch /tmp/pwned\n", { mode: 0o755 });
    writeFileSync(w.at("made/file.txt"), "the agent's\n");
    writeFileSync(w.at("hooked/.git/hooks/post-checkout"), "#!/bin/sh\ntouch /tmp/pwned\n", { mode: 0o755 });
    appendFileSync(w.at("configured/.git/config"), "[core]\n\tfsmonitor = touch /tmp/pwned\n");
    mkdirSync(w.at("linked"));
    writeFileSync(w.at("linked/.git"), `gitdir: ${join(tmpdir(), "elsewhere")}\n`);
    writeFileSync(w.at("linked/a.txt"), "the agent's\n");

    const s = await snapshot(w, since);

    expect(s.repositories.map((r) => r.path).sort()).toEqual([
      "configured/.git",
      "hooked/.git",
      "linked/.git",
      "made/.git",
    ]);
    expect(s.repositories.every((r) => r.removed)).toBe(true);
    for (const name of ["made", "hooked", "configured", "linked"]) {
      expect(existsSync(w.at(`${name}/.git`)), name).toBe(false);
      expect(whyLeftOut(s, `${name}/`)).toMatch(/nested git repository/);
    }
    expect(lstatSync(w.at("kept/.git")).isDirectory()).toBe(true);
    expect(whyLeftOut(s, "kept/")).toMatch(/nested git repository/);
    expect(readFileSync(w.at("made/file.txt"), "utf8")).toBe("the agent's\n");
    expect(readFileSync(w.at("linked/a.txt"), "utf8")).toBe("the agent's\n");
    expect(readFileSync(w.at("hooked/data.txt"), "utf8")).toBe("from before the run\n");
    // What the agent wrote inside them is listed, not committed; what was there before is neither.
    expect([...s.leftBehind.paths].sort()).toEqual(["linked/a.txt", "made/file.txt"]);
    const tree = treeOf(w, s.tree);
    expect(pathsOf(tree)).toEqual([".gitignore", "README.md", "src/app.ts"]);
  });

  it("removes a repository from before the run whose existing hook the agent rewrote in place", async () => {
    const w = await workspace((fixture, at) => {
      fixture.git(["init", "--quiet", "tools"]);
      writeFileSync(at("tools/.git/hooks/pre-commit"), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
    });
    const since = await changeMark();
    // Opened and rewritten, not replaced: neither `.git` nor `hooks` changes, only the hook itself.
    appendFileSync(w.at("tools/.git/hooks/pre-commit"), "touch /tmp/pwned\n");

    const s = await snapshot(w, since);

    expect(s.repositories.map((r) => r.path)).toEqual(["tools/.git"]);
    expect(existsSync(w.at("tools/.git"))).toBe(false);
  });
});

describe("repositories the agent only used", () => {
  it("keeps a repository from before the run in which the agent ran git: an index, a commit, a branch", async () => {
    const w = await workspace((fixture, at) => {
      fixture.git(["init", "--quiet", "tools"]);
      writeFileSync(at("tools/a.txt"), "a\n");
    });
    const since = await changeMark();
    const inTools = ["-C", w.at("tools"), "-c", "user.name=a", "-c", "user.email=a@b"];
    w.fixture.git([...inTools, "add", "a.txt"]);
    w.fixture.git([...inTools, "commit", "--quiet", "-m", "by the agent"]);
    w.fixture.git([...inTools, "status", "--short"]);

    const s = await snapshot(w, since);

    expect(s.repositories).toEqual([]);
    expect(lstatSync(w.at("tools/.git")).isDirectory()).toBe(true);
  });
});

describe("set-ID bits", () => {
  it("clears them on files the agent made, committed or ignored", async () => {
    const w = await workspace();
    const since = await changeMark();
    writeFileSync(w.at("tool.sh"), "#!/bin/sh\necho hi\n");
    chmodSync(w.at("tool.sh"), 0o4755);
    mkdirSync(w.at("node_modules/.bin"), { recursive: true });
    writeFileSync(w.at("node_modules/.bin/run"), "#!/bin/sh\nid\n");
    chmodSync(w.at("node_modules/.bin/run"), 0o6755);

    const s = await snapshot(w, since);

    expect(s.setIds.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: "node_modules/.bin/run", cleared: true },
      { path: "tool.sh", cleared: true },
    ]);
    expect(statSync(w.at("tool.sh")).mode & 0o7777).toBe(0o755);
    expect(statSync(w.at("node_modules/.bin/run")).mode & 0o7777).toBe(0o755);
    expect(treeOf(w, s.tree).get("tool.sh")?.mode).toBe("100755");
    expect(s.leftBehind.paths).toEqual(["node_modules/.bin/run"]);
  });
});

describe("unchanged files", () => {
  it("reads a tracked file whose time and size the agent put back, and commits its new content", async () => {
    let past = 0;
    const w = await workspace((fixture, at) => {
      past = settleInIndex(fixture, at, ["README.md", "src/app.ts"]);
    });
    const since = await changeMark();
    // Same size, same inode, the modification time set back: only the change time tells.
    writeFileSync(w.at("src/app.ts"), "export const answer = 42;\n");
    utimesSync(w.at("src/app.ts"), past, past);

    // Without the change time, the index's test alone would take the old blob unread.
    const viewed = await startView(w.vault.git, w.start, w.vault.dir);
    if (!viewed.ok) throw new Error(viewed.error);
    const view = viewed.value;
    const request: WalkRequest = { ...view, root: w.ws, sinceNs: since + 3_600_000_000_000n };
    const blind = [...walkTree(request)].find((r) => r.path === "src/app.ts");
    await forgetView(view);
    expect(blind, "taken unread as the start commit's").toBeUndefined();

    const { tree } = await snapshotTree(w, since);

    expect(blob(w, tree.get("src/app.ts")?.sha ?? "")).toBe("export const answer = 42;\n");
    expect(blob(w, tree.get("README.md")?.sha ?? "")).toBe("# Demo\n");
  });

  it("takes a tracked file the agent never touched from the index without reading it", async (context) => {
    const runner = runnerToReadAs(context);
    const script = await toolHostScript();
    const w = await workspace((fixture, at) => {
      settleInIndex(fixture, at, ["README.md", "src/app.ts"]);
      // Closed to everyone before the run: the reader's user cannot open it.
      chmodSync(at("README.md"), 0o000);
    });
    // The reader's user may walk the checkout (mkdtemp made its parent private to root).
    chmodSync(w.fixture.root, 0o755);
    const since = await changeMark();
    // Closed during the run: the change time says the agent may have changed it, so it must be read.
    chmodSync(w.at("src/app.ts"), 0o000);
    writeFileSync(w.at("new.txt"), "the agent's\n");
    chmodSync(w.at("new.txt"), 0o644);

    const built = await snapshotAs(runner, script, w, since);
    if (!built.ok) throw new Error(built.error);

    const tree = treeOf(w, built.value.tree);
    expect(blob(w, tree.get("README.md")?.sha ?? "")).toBe("# Demo\n");
    expect(blob(w, tree.get("new.txt")?.sha ?? "")).toBe("the agent's\n");
    expect(tree.get("src/app.ts")).toEqual(treeOf(w, w.start).get("src/app.ts"));
    // README.md was never opened; src/app.ts was, and its user could not read it.
    expect(built.value.leftOut).toEqual([
      { path: "src/app.ts", why: expect.stringMatching(/cannot read it \(EACCES\); kept as it was/) },
    ]);
  });

  it("reads on past a folder its user may list but not enter, which the agent can make", async (context) => {
    const runner = runnerToReadAs(context);
    const script = await toolHostScript();
    const w = await workspace();
    chmodSync(w.fixture.root, 0o755);
    const since = await changeMark();
    // What a hostile agent leaves: a folder with a folder in it, listable (r) but not searchable (no x).
    mkdirSync(w.at("src/inner"), { recursive: true });
    writeFileSync(w.at("src/inner/kept.txt"), "inside\n");
    chmodSync(w.at("src"), 0o444);
    writeFileSync(w.at("new.txt"), "the agent's\n");
    chmodSync(w.at("new.txt"), 0o644);

    const built = await snapshotAs(runner, script, w, since);
    chmodSync(w.at("src"), 0o755);
    if (!built.ok) throw new Error(built.error);

    // The rest of the work is published; the folder it could not enter is said, not fatal.
    expect(blob(w, treeOf(w, built.value.tree).get("new.txt")?.sha ?? "")).toBe("the agent's\n");
    expect(built.value.leftOut).toContainEqual({ path: "src/", why: expect.stringMatching(/EACCES/) });
  });
});

/** The runner user, to read the tree as; the test is skipped, with the reason, where it cannot be had. */
function runnerToReadAs(context: TestContext): RunnerAccount {
  if (process.getuid?.() !== 0) return context.skip("needs root, to read the tree as another user");
  const account = runnerAccount();
  if (!account.ok) return context.skip(account.reason);
  const runner = account.account;
  if (!canRun(process.execPath, runner)) return context.skip(`${runner.name} cannot run ${process.execPath}`);
  return runner;
}

/** The snapshot of `w` as publishing takes it: the tree read by the tool host as `runner`. */
async function snapshotAs(
  runner: { uid: number; gid: number },
  script: string,
  w: Awaited<ReturnType<typeof workspace>>,
  since: bigint,
) {
  const viewed = await startView(w.vault.git, w.start, w.vault.dir);
  if (!viewed.ok) throw new Error(viewed.error);
  const view = viewed.value;
  const launch = {
    argv: [
      "setpriv",
      `--reuid=${runner.uid}`,
      `--regid=${runner.gid}`,
      "--clear-groups",
      "--no-new-privs",
      "--",
      process.execPath,
      script,
      "read-tree",
    ],
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
  };
  return buildSnapshot(w.vault.git, readTreeAs(launch, { ...view, root: w.ws, sinceNs: since }), view);
}

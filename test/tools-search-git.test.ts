import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGlobTool } from "../src/tools/glob.js";
import { createGrepTool } from "../src/tools/grep.js";
import type { GrepBackendName } from "../src/tools/grep-backends.js";
import { createWorkspace } from "../src/tools/jail.js";
import { runTool, type ToolOutput, ToolRegistry } from "../src/tools/tool.js";

/**
 * glob and grep in a git work tree: they ask git what is tracked and ignored, over a `.git` the
 * agent may have rewritten. Nothing in it may make them run a program, list or read another
 * folder, or follow a link out of the workspace; and what they list is what is on the disk.
 */

let base: string;
let count = 0;

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "tools-search-git-"));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** Fixture git, not reading this machine's configuration. */
const FIXTURE_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
const git = (cwd: string, ...args: string[]): string =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
    cwd,
    env: FIXTURE_ENV,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });

/** A committed repository holding `files`, in a fresh folder. */
async function repository(files: Record<string, string>): Promise<string> {
  const root = path.join(base, `repo-${++count}`);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  await mkdir(root, { recursive: true });
  git(root, "init", "-q");
  git(root, "add", "-A");
  git(root, "commit", "-qm", "init", "--allow-empty");
  return root;
}

function tools(root: string, env: NodeJS.ProcessEnv = { PATH: process.env.PATH }) {
  const workspace = createWorkspace(root);
  const registry = new ToolRegistry([createGlobTool(workspace, { env })]);
  const call = (name: string, args: Record<string, unknown>): Promise<ToolOutput> =>
    runTool(registry, { name, arguments: args }, { signal: new AbortController().signal });
  const grepWith = (backend: GrepBackendName, args: Record<string, unknown>): Promise<ToolOutput> => {
    const grep = createGrepTool(workspace, { env, backends: [backend] });
    return runTool(
      new ToolRegistry([grep]),
      { name: "grep", arguments: args },
      {
        signal: new AbortController().signal,
      },
    );
  };
  return {
    glob: (args: Record<string, unknown>) => call("glob", args),
    grep: grepWith,
  };
}

const GREP_BACKENDS: GrepBackendName[] = ["git", "walk"];

describe("a hostile .git", () => {
  it("never gets its fsmonitor command run, by glob or by grep", async () => {
    const root = await repository({ "src/a.ts": "needle\n" });
    const marker = path.join(base, `fsmonitor-${count}`);
    git(root, "config", "core.fsmonitor", `touch ${marker}; false`);
    // The trap is armed: plain git runs the command on every index read.
    git(root, "ls-files");
    expect(existsSync(marker)).toBe(true);
    await unlink(marker);

    const { glob, grep } = tools(root);
    expect((await glob({ pattern: "**/*.ts" })).content).toBe("src/a.ts");
    for (const backend of GREP_BACKENDS)
      expect((await grep(backend, { pattern: "needle" })).content).toBe("src/a.ts:1:needle");
    expect(existsSync(marker)).toBe(false);
  });

  it("never makes grep fetch a missing blob through the ssh command a 'partial clone' config names", async () => {
    const root = await repository({ "kept.txt": "needle kept\n", "gone.txt": "needle gone\n" });
    const marker = path.join(base, `ssh-${count}`);
    // An entry marked unchanged is read from its blob; the blob is missing, and the config says a
    // promisor remote has it, reached by an ssh command of the config's choosing.
    const blob = git(root, "rev-parse", "HEAD:gone.txt").trim();
    await unlink(path.join(root, ".git", "objects", blob.slice(0, 2), blob.slice(2)));
    git(root, "update-index", "--assume-unchanged", "gone.txt");
    git(root, "config", "core.repositoryFormatVersion", "1");
    git(root, "config", "extensions.partialClone", "origin");
    git(root, "config", "remote.origin.url", "ssh://example.invalid/repo");
    git(root, "config", "remote.origin.promisor", "true");
    git(root, "config", "core.sshCommand", `touch ${marker}; false`);
    try {
      git(root, "grep", "needle");
    } catch {
      // It fails to fetch, having run the command.
    }
    expect(existsSync(marker)).toBe(true);
    await unlink(marker);

    const out = await tools(root).grep("git", { pattern: "needle kept" });
    expect(out.content).toBe("kept.txt:1:needle kept");
    expect(existsSync(marker)).toBe(false);
  });

  it("cannot point the tools at another work tree, nor can GIT_DIR or GIT_WORK_TREE", async () => {
    const root = await repository({ "mine.ts": "needle mine\n" });
    const other = await repository({ "theirs.ts": "needle theirs\n" });
    git(root, "config", "core.worktree", other);
    const env = { PATH: process.env.PATH, GIT_DIR: path.join(other, ".git"), GIT_WORK_TREE: other };
    const { glob, grep } = tools(root, env);
    expect((await glob({ pattern: "**/*.ts" })).content).toBe("mine.ts");
    for (const backend of GREP_BACKENDS)
      expect((await grep(backend, { pattern: "needle" })).content).toBe("mine.ts:1:needle mine");
  });

  it("cannot list or search a file outside the workspace through a path the index names", async () => {
    const root = await repository({ "a.txt": "needle here\n" });
    const outside = path.join(path.dirname(root), `outside-${count}.txt`);
    await writeFile(outside, "needle outside\n");
    // git refuses such a path when it adds one, but reads one from an index written by hand.
    await addIndexEntry(root, `../${path.basename(outside)}`, git(root, "hash-object", "-w", outside).trim());
    expect(git(root, "grep", "needle")).toContain("needle outside");

    const { glob, grep } = tools(root);
    expect((await glob({ pattern: "**/*.txt" })).content).toBe("a.txt");
    for (const backend of GREP_BACKENDS)
      expect((await grep(backend, { pattern: "needle" })).content).toBe("a.txt:1:needle here");
  });

  it("cannot make a rule file outside the workspace hide files", async () => {
    const root = await repository({ "a.ts": "needle\n" });
    const rules = path.join(base, `excludes-${count}`);
    await writeFile(rules, "*.ts\n");
    git(root, "config", "core.excludesFile", rules);
    await writeFile(path.join(root, "new.ts"), "needle new\n");
    const { glob, grep } = tools(root);
    expect((await glob({ pattern: "*.ts" })).content).toBe("a.ts\nnew.ts");
    expect((await grep("git", { pattern: "needle new" })).content).toBe("new.ts:1:needle new");
  });
});

describe("links out of the workspace", () => {
  it("are never listed nor read through, even where a tracked folder or file was swapped for one", async () => {
    const root = await repository({
      "src/a.ts": "needle inside\n",
      "f.ts": "needle file\n",
      "b.ts": "needle b\n",
    });
    const outside = path.join(base, `outside-${count}`);
    await mkdir(outside);
    await writeFile(path.join(outside, "a.ts"), "needle outside\n");
    await writeFile(path.join(outside, "secret.ts"), "needle outside file\n");
    await rm(path.join(root, "src"), { recursive: true });
    await symlink(outside, path.join(root, "src"));
    await unlink(path.join(root, "f.ts"));
    await symlink(path.join(outside, "secret.ts"), path.join(root, "f.ts"));
    // git's index still lists src/a.ts and f.ts as tracked files, and git grep reads through src/.
    expect(git(root, "grep", "-l", "needle outside")).toContain("src/a.ts");

    const { glob, grep } = tools(root);
    // Patterns with ** are listed by git, the others by a walk and the index: both paths.
    for (const pattern of ["**/*.ts", "*.ts", "{*,src/*}.ts"])
      expect((await glob({ pattern })).content, pattern).toBe("b.ts");
    for (const backend of GREP_BACKENDS) {
      expect((await grep(backend, { pattern: "needle" })).content).toBe("b.ts:1:needle b");
    }
  });
});

describe("what git lists", () => {
  it("leaves out tracked files deleted from the disk, from the paths and from the count", async () => {
    const files = Object.fromEntries(
      Array.from({ length: 210 }, (_, i) => [`lots/f${String(i).padStart(3, "0")}.txt`, "needle\n"]),
    );
    const root = await repository(files);
    for (const i of [0, 1, 2, 100, 209])
      await unlink(path.join(root, `lots/f${String(i).padStart(3, "0")}.txt`));
    const lines = (await tools(root).glob({ pattern: "lots/*.txt" })).content.split("\n");
    expect(lines[0]).toBe("lots/f003.txt");
    expect(lines).not.toContain("lots/f100.txt");
    expect(lines[200]).toBe("[Showing 200 of 205 paths. Narrow the pattern or the path.]");
    expect((await tools(root).glob({ pattern: "**/f1[0-9][0-9].txt" })).content.split("\n")).toHaveLength(99);
    const found = await tools(root).grep("walk", { pattern: "needle", path: "lots", glob: "f00*.txt" });
    expect(found.content.split("\n").map((l) => l.split(":")[0])).toEqual(
      ["003", "004", "005", "006", "007", "008", "009"].map((n) => `lots/f${n}.txt`),
    );
  });

  it("includes the files of nested repositories and submodules, as a walk of the folders does", async () => {
    const root = await repository({ "top.ts": "needle top\n", ".gitignore": "*.log\n" });
    const nested = path.join(root, "vendor", "lib");
    await mkdir(nested, { recursive: true });
    await writeFile(path.join(nested, "lib.ts"), "needle nested\n");
    await writeFile(path.join(nested, "debug.log"), "needle log\n");
    git(nested, "init", "-q");
    const sub = path.join(root, "mod");
    await mkdir(sub);
    await writeFile(path.join(sub, "sub.ts"), "needle sub\n");
    git(sub, "init", "-q");
    git(sub, "add", "-A");
    git(sub, "commit", "-qm", "sub");
    git(root, "update-index", "--add", "--cacheinfo", `160000,${git(sub, "rev-parse", "HEAD").trim()},mod`);
    const { glob, grep } = tools(root);
    expect((await glob({ pattern: "**/*.ts" })).content).toBe("mod/sub.ts\ntop.ts\nvendor/lib/lib.ts");
    expect((await glob({ pattern: "*", path: "vendor/lib" })).content).toBe("vendor/lib/lib.ts");
    expect((await glob({ pattern: "vendor/lib/**" })).content).toBe("vendor/lib/lib.ts");
    expect((await glob({ pattern: "mod/**/*.ts" })).content).toBe("mod/sub.ts");
    expect((await grep("walk", { pattern: "needle" })).content.split("\n")).toEqual([
      "mod/sub.ts:1:needle sub",
      "top.ts:1:needle top",
      "vendor/lib/lib.ts:1:needle nested",
    ]);
  });

  it("lists a tracked file even where a .gitignore rule matches it: git does not ignore tracked files", async () => {
    const root = await repository({ "dist/index.js": "needle built\n", "src/a.js": "needle src\n" });
    await writeFile(path.join(root, ".gitignore"), "dist/\n");
    await mkdir(path.join(root, "dist", "new"));
    await writeFile(path.join(root, "dist", "new", "untracked.js"), "needle untracked\n");
    const { glob, grep } = tools(root);
    for (const pattern of ["**/*.js", "*/*.js"])
      expect((await glob({ pattern })).content, pattern).toBe("dist/index.js\nsrc/a.js");
    expect((await glob({ pattern: "**/*.js", path: "dist" })).content).toBe(
      "dist/index.js\ndist/new/untracked.js",
    );
    for (const backend of GREP_BACKENDS)
      expect((await grep(backend, { pattern: "needle" })).content).toBe(
        "dist/index.js:1:needle built\nsrc/a.js:1:needle src",
      );
  });

  it("comes sorted by path, tracked and untracked files together, to the limit", async () => {
    const many = Array.from({ length: 120 }, (_, i) => `needle ${i}`).join("\n");
    const root = await repository({ "b.txt": many, "d.txt": "needle d\n" });
    await writeFile(path.join(root, "a.txt"), "needle a\n");
    await writeFile(path.join(root, "c.txt"), "needle c\n");
    for (const backend of GREP_BACKENDS) {
      const lines = (await tools(root).grep(backend, { pattern: "needle" })).content.split("\n");
      expect(lines[0]).toBe("a.txt:1:needle a");
      expect(lines[1]).toBe("b.txt:1:needle 0");
      expect(lines[100]).toContain("Showing the first 100 matches; there are more");
      const few = (await tools(root).grep(backend, { pattern: "needle [acd]$" })).content;
      expect(few).toBe("a.txt:1:needle a\nc.txt:1:needle c\nd.txt:1:needle d");
    }
  });
});

describe("without a repository of the workspace's own", () => {
  it("walks the folder when .git is a gitfile or not a repository, still honouring .gitignore", async () => {
    const elsewhere = await repository({ "far.ts": "needle far\n" });
    for (const dotGit of ["gitfile", "empty folder"]) {
      const root = path.join(base, `plain-${++count}`);
      await mkdir(path.join(root, "build"), { recursive: true });
      await writeFile(path.join(root, ".gitignore"), "build/\n");
      await writeFile(path.join(root, "main.ts"), "needle main\n");
      await writeFile(path.join(root, "build", "out.ts"), "needle built\n");
      if (dotGit === "gitfile")
        await writeFile(path.join(root, ".git"), `gitdir: ${path.join(elsewhere, ".git")}\n`);
      else await mkdir(path.join(root, ".git"));
      const { glob, grep } = tools(root);
      expect((await glob({ pattern: "**/*.ts" })).content).toBe("main.ts");
      const out = await createGrepTool(createWorkspace(root), {
        env: { PATH: process.env.PATH },
        backends: ["git", "walk"],
      }).execute({ pattern: "needle" }, { signal: new AbortController().signal });
      expect(out.content).toBe("main.ts:1:needle main");
      expect((await grep("walk", { pattern: "needle" })).content).toBe("main.ts:1:needle main");
    }
  });
});

/**
 * Adds an entry for `name` (any bytes, unchecked) to the version-2 index of `root`, as a hostile
 * agent could write it: the entries sorted by name, and the file's closing SHA-1 recomputed.
 */
async function addIndexEntry(root: string, name: string, blob: string): Promise<void> {
  const file = path.join(root, ".git", "index");
  const index = await readFile(file);
  expect(index.readUInt32BE(4)).toBe(2);
  const entries: { name: string; bytes: Buffer }[] = [];
  let offset = 12;
  for (let i = 0; i < index.readUInt32BE(8); i++) {
    const length = index.readUInt16BE(offset + 60) & 0xfff;
    const size = Math.floor((62 + length + 8) / 8) * 8;
    entries.push({
      name: index.toString("utf8", offset + 62, offset + 62 + length),
      bytes: index.subarray(offset, offset + size),
    });
    offset += size;
  }
  const fixed = Buffer.alloc(62);
  fixed.writeUInt32BE(0o100644, 24);
  Buffer.from(blob, "hex").copy(fixed, 40);
  fixed.writeUInt16BE(Buffer.byteLength(name), 60);
  const named = Buffer.concat([fixed, Buffer.from(name)]);
  entries.push({
    name,
    bytes: Buffer.concat([named, Buffer.alloc(Math.floor((named.length + 8) / 8) * 8 - named.length)]),
  });
  entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
  const header = Buffer.alloc(12);
  header.write("DIRC", 0);
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(entries.length, 8);
  const body = Buffer.concat([header, ...entries.map((entry) => entry.bytes)]);
  await writeFile(file, Buffer.concat([body, createHash("sha1").update(body).digest()]));
}

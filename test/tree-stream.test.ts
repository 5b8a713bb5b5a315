import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { snapshotWorkingTree } from "../src/action/working-tree-snapshot.js";
import type { Result } from "../src/base/result.js";
import { blobId, type TreeRecord } from "../src/base/tree-records.js";
import { buildSnapshot, type Snapshot, type StartView, startView } from "../src/github/publish/snapshot.js";
import { changeMark } from "../src/sandbox/change-mark.js";
import { checkRecord, isSafePath, type ReaderLaunch, readTreeAs } from "../src/sandbox/tree-stream.js";
import { MAX_FILE_BYTES, MAX_LINK_BYTES } from "../src/sandbox/tree-walk.js";
import type { GitFixture } from "./fakes/git-repo.js";
import {
  blob,
  hasObject,
  type LockedWorkspace,
  lockedWorkspace,
  treeOf,
  trusted,
} from "./fixtures/locked-workspace.js";
import { cleanupsAfterFile } from "./fixtures/scratch.js";
import { toolHostScript } from "./fixtures/tool-host-build.js";

/**
 * The working tree read across a process boundary (DESIGN section 4a): the reader runs with the
 * agent's rights, so whatever it sends is data to check. A real reader's records build the same
 * tree as the walk in this process; a hostile one (a script that ignores its request and prints
 * what it likes) can make the read fail, and never make the action commit what it did not check.
 */

const cleanups = cleanupsAfterFile();

const PATH = process.env.PATH ?? "/usr/bin:/bin";

type Workspace = LockedWorkspace;

function workspace(prepare: (fixture: GitFixture) => void = () => {}): Promise<Workspace> {
  return lockedWorkspace(
    cleanups,
    { "README.md": "# Demo\n", "src/app.ts": "export const answer = 41;\n", ".gitignore": "*.log\n" },
    (fixture) => prepare(fixture),
  );
}

const sha1 = (text: string | Buffer): string => blobId(Buffer.from(text), 40);

describe("a real reader in its own process", () => {
  it("builds the same tree, and lists the same, as the walk in this process", async () => {
    const script = await toolHostScript();
    const w = await workspace((fixture) => {
      fixture.git(["init", "--quiet", "vendor/lib"]);
      writeFileSync(join(fixture.workspace, "vendor/lib/code.c"), "int x;\n");
    });
    const outside = mkdtempSync(join(tmpdir(), "tree-stream-outside-"));
    cleanups.push(() => rmSync(outside, { recursive: true, force: true }));
    writeFileSync(join(outside, "secret"), "never read\n");
    const since = await changeMark();
    writeFileSync(w.at("README.md"), "# Changed\n");
    rmSync(w.at("src/app.ts"));
    writeFileSync(w.at("src/new.ts"), "export const added = true;\n");
    writeFileSync(w.at("run.sh"), "#!/bin/sh\n", { mode: 0o755 });
    chmodSync(w.at("run.sh"), 0o755);
    writeFileSync(w.at("café.md"), "accents are fine\n");
    writeFileSync(w.at("odd\r"), "left out\n");
    writeFileSync(w.at("debug.log"), "ignored\n");
    writeFileSync(w.at("binary.bin"), Buffer.from([0, 1, 2, 255, 10, 0]));
    mkdirSync(w.at("a/b/c"), { recursive: true });
    writeFileSync(w.at("a/b/c/deep.txt"), "deep\n");
    symlinkSync(join(outside, "secret"), w.at("a/link"));
    symlinkSync(outside, w.at("linked-folder"));
    execFileSync("mkfifo", [w.at("a/pipe")]);

    const viewed = await startView(w.vault.git, w.start, w.vault.dir);
    if (!viewed.ok) throw new Error(viewed.error);
    const view = viewed.value;
    const launch: ReaderLaunch = { argv: [process.execPath, script, "read-tree"], env: { PATH } };
    const acrossRead = await buildSnapshot(
      w.vault.git,
      readTreeAs(launch, { ...view, root: w.ws, sinceNs: since }),
      view,
    );
    if (!acrossRead.ok) throw new Error(acrossRead.error);
    const across = acrossRead.value;
    const hereRead = await snapshotWorkingTree(w.vault.git, w.ws, w.start, w.vault.dir, { sinceNs: since });
    if (!hereRead.ok) throw new Error(hereRead.error);
    const here = hereRead.value;

    expect(across.tree).toBe(here.tree);
    const listed = (s: Snapshot) => ({
      leftOut: [...s.leftOut].sort((a, b) => a.path.localeCompare(b.path)),
      leftBehind: [...s.leftBehind.paths].sort(),
      repositories: s.repositories,
      setIds: s.setIds,
    });
    expect(listed(across)).toEqual(listed(here));
    const tree = treeOf(w, across.tree);
    expect([...tree.keys()].sort()).toEqual([
      ".gitignore",
      "README.md",
      "a/b/c/deep.txt",
      "a/link",
      "binary.bin",
      "café.md",
      "linked-folder",
      "run.sh",
      "src/new.ts",
    ]);
    expect(tree.get("run.sh")?.mode).toBe("100755");
    expect(tree.get("a/link")?.mode).toBe("120000");
    expect(blob(w, tree.get("a/link")?.sha ?? "")).toBe(join(outside, "secret"));
    expect(trusted(w, ["cat-file", "blob", tree.get("binary.bin")?.sha ?? ""])).toEqual(
      Buffer.from([0, 1, 2, 255, 10, 0]),
    );
    expect(across.leftOut.map((l) => l.path).sort()).toEqual(["a/pipe", "odd\r", "vendor/lib/"]);
    expect(across.leftBehind.paths).toEqual(["debug.log"]);
  });

  it("says it has read the listings before its first record, and reads the same once they are gone", async () => {
    const script = await toolHostScript();
    const w = await workspace();
    const since = await changeMark();
    writeFileSync(w.at("README.md"), "# Changed\n");
    rmSync(w.at("src/app.ts"));
    const viewed = await startView(w.vault.git, w.start, w.vault.dir);
    if (!viewed.ok) throw new Error(viewed.error);
    const view = viewed.value;
    const launch: ReaderLaunch = { argv: [process.execPath, script, "read-tree"], env: { PATH } };

    const batches: TreeRecord[][] = [];
    for await (const batch of readTreeAs(launch, { ...view, root: w.ws, sinceNs: since })) {
      // The listings go at once, before the walk has sent anything.
      if (batches.length === 0) rmSync(view.listingFolder, { recursive: true, force: true });
      batches.push(batch);
    }

    expect(batches[0]).toEqual([]);
    expect(batches.flat().map((record) => [record.type, record.path])).toEqual([
      ["file", "README.md"],
      ["gone", "src/app.ts"],
    ]);
  });
});

/** A reader that ignores its request, prints the bytes of a file it is given, then does as told. */
const HOSTILE = `
import { readFileSync, writeFileSync } from "node:fs";
const [payload, how = "end"] = process.argv.slice(2);
writeFileSync(payload + ".pid", String(process.pid));
process.stdout.write(readFileSync(payload), () => {
  if (how === "fail") {
    process.stderr.write("reader crashed: out of luck\\n");
    process.exit(3);
  }
  if (how === "hang") setInterval(() => {}, 1 << 30);
});
`;

type Part = Record<string, unknown> | Buffer | string;

/** The frames of a stream: an object is a header line, a buffer or string goes as it is. */
const frames = (...parts: Part[]): Buffer =>
  Buffer.concat(
    parts.map((part) =>
      Buffer.isBuffer(part)
        ? part
        : Buffer.from(typeof part === "string" ? part : `${JSON.stringify(part)}\n`),
    ),
  );

/** A file record with its content, the sha claimed being the content's unless said otherwise. */
const file = (path: string, content: string, claimed = sha1(content)): Part[] => [
  { type: "file", path, executable: false, sha: claimed, bytes: Buffer.byteLength(content) },
  content,
];

const END = { type: "end" };

describe("a hostile reader", () => {
  let w: Workspace;
  let folder: string;
  let hostile: string;
  let count = 0;

  beforeAll(async () => {
    w = await workspace();
    folder = mkdtempSync(join(tmpdir(), "tree-stream-hostile-"));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    hostile = join(folder, "hostile.mjs");
    writeFileSync(hostile, HOSTILE);
  });

  /** Builds a snapshot from what the hostile reader prints; `pid` is that reader's. */
  async function readFrom(
    payload: Buffer,
    how: "end" | "fail" | "hang" = "end",
    timeoutMs?: number,
  ): Promise<{ result: Result<Snapshot>; pid: number; view: StartView }> {
    const file = join(folder, `payload-${++count}`);
    writeFileSync(file, payload);
    const viewed = await startView(w.vault.git, w.start, w.vault.dir);
    if (!viewed.ok) throw new Error(viewed.error);
    const view = viewed.value;
    const launch: ReaderLaunch = {
      argv: [process.execPath, hostile, file, how],
      env: { PATH },
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    };
    const result = await buildSnapshot(w.vault.git, readTreeAs(launch, { ...view, root: w.ws }), view);
    return { result, pid: Number(readFileSync(`${file}.pid`, "utf8")), view };
  }

  /** A read that must fail: the reason names the problem, and a file sent before it is not stored. */
  async function expectRefused(bad: Part[], reason: RegExp, how: "end" | "fail" | "hang" = "end") {
    const marker = `sent before the bad record ${count}-${Date.now()}\n`;
    const { result } = await readFrom(frames(...file("fine.txt", marker), ...bad), how);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^the working tree could not be read: /);
    expect(result.error).toMatch(reason);
    expect(hasObject(w, sha1(marker))).toBe(false);
  }

  it("is taken at its word only where the word can be checked: a well-formed stream builds", async () => {
    const startReadme = treeOf(w, w.start).get("README.md")?.sha ?? "";
    const { result } = await readFrom(
      frames(
        // README.md, unchanged, is not named; .gitignore is gone.
        { type: "gone", path: ".gitignore" },
        ...file("src/app.ts", "export const answer = 42;\n"),
        { type: "left", path: "odd\r", why: "its name holds a carriage return" },
        { type: "made", path: "debug.log" },
        END,
      ),
    );
    if (!result.ok) throw new Error(result.error);
    const tree = treeOf(w, result.value.tree);
    expect(tree.get("README.md")?.sha).toBe(startReadme);
    expect(blob(w, tree.get("src/app.ts")?.sha ?? "")).toBe("export const answer = 42;\n");
    expect(tree.has(".gitignore")).toBe(false);
    expect(result.value.leftOut).toEqual([{ path: "odd\r", why: "its name holds a carriage return" }]);
    expect(result.value.leftBehind.paths).toEqual(["debug.log"]);
  });

  it.each([
    ["a path with ..", "a/../../etc/passwd"],
    ["a path that is only ..", ".."],
    ["an absolute path", "/etc/passwd"],
    ["an empty component", "src//app.ts"],
    ["a leading ./", "./README.md"],
    ["a NUL", "README.md\u0000.txt"],
  ])("fails on %s and builds nothing", async (_what, path) => {
    await expectRefused([...file(path, "hostile\n"), END], /the reader sent an unsafe path/);
  });

  it("fails on a file for a .git inside the tree (refused as a path git cannot hold)", async () => {
    await expectRefused(
      [...file("x/.git/config", "[core]\n\tfsmonitor = touch /tmp/pwned\n"), END],
      /a path git cannot hold was offered for the commit: "x\/\.git\/config"/,
    );
    await expectRefused([...file(".GIT/hooks/pre-commit", "#!/bin/sh\n"), END], /a path git cannot hold/);
    await expectRefused([{ type: "link", path: "x/.git", bytes: 4 }, "/etc", END], /a path git cannot hold/);
  });

  // The tree is written from the names as given (tree-edit.ts), with no `update-index` to pass
  // over what git would refuse: a link git reads as `.gitmodules` must never reach it.
  it.each(["sub/.gitmodules", ".GitModules ", "gitmod~1"])(
    "fails on a link named %s (git would follow it for the submodules' settings)",
    async (path) => {
      await expectRefused([{ type: "link", path, bytes: 11 }, "/etc/passwd", END], /a path git cannot hold/);
    },
  );

  it("fails on a file sent without content, even one naming a blob the repository holds", async () => {
    const start = treeOf(w, w.start);
    // Another path's blob: an object the repository holds, but not this file's.
    const other = start.get("src/app.ts")?.sha ?? "";
    await expectRefused(
      [{ type: "file", path: "README.md", executable: false, sha: other }, END],
      /the reader sent a malformed file record for README\.md/,
    );
    await expectRefused(
      [{ type: "file", path: "new.txt", executable: false, sha: sha1("anything\n") }, END],
      /the reader sent a malformed file record for new\.txt/,
    );
  });

  it("fails on a path said twice: gone and changed, or gone twice", async () => {
    await expectRefused(
      [{ type: "gone", path: "README.md" }, ...file("README.md", "two\n"), END],
      /README\.md was read twice/,
    );
    await expectRefused([{ type: "gone", path: "a" }, { type: "gone", path: "a" }, END], /a was read twice/);
  });

  it("fails on the same path twice", async () => {
    await expectRefused(
      [...file("README.md", "one\n"), ...file("README.md", "two\n"), END],
      /README\.md was read twice/,
    );
    await expectRefused(
      [{ type: "link", path: "README.md", bytes: 4 }, "/etc", ...file("README.md", "two\n"), END],
      /README\.md was read twice/,
    );
  });

  it.each([
    ["upper-case hex", "A".repeat(40)],
    ["39 digits", "a".repeat(39)],
    ["41 digits", "a".repeat(41)],
    ["a ref name", "HEAD"],
    ["a revision expression", `${"a".repeat(40)}:README.md`],
  ])("fails on a malformed sha (%s)", async (_what, sha) => {
    await expectRefused(
      [{ type: "file", path: "README.md", executable: false, sha }, END],
      /the reader sent a malformed file record for README\.md/,
    );
  });

  it("fails on a header over the size limit, with or without its line's end", async () => {
    const why = "x".repeat(70 * 1024);
    await expectRefused(
      [{ type: "left", path: "a", why }, END],
      /the reader sent a header over the size limit/,
    );
    await expectRefused(
      [`{"type":"left","path":"a","why":"${why}`],
      /the reader sent a header over the size limit/,
    );
  });

  it.each([
    ["a file over the size limit", "file", MAX_FILE_BYTES + 1],
    ["a link target over PATH_MAX", "link", MAX_LINK_BYTES + 1],
    ["a negative length", "file", -1],
    ["a length that is not a whole number", "file", 1.5],
    ["a length given as text", "file", "12"],
  ])("fails on a body length announced for %s", async (_what, type, bytes) => {
    await expectRefused(
      [{ type, path: "big", executable: false, sha: sha1(""), bytes }, END],
      new RegExp(`the reader announced ${String(bytes).replace(".", "\\.")} bytes for a ${type}`),
    );
  });

  it("fails on a header that is not JSON, or not an object", async () => {
    await expectRefused(["this is not JSON\n", END], /the reader sent a header that is not JSON/);
    await expectRefused(['["file","README.md"]\n', END], /the reader sent a header that is not an object/);
  });

  it("fails when the reader says it failed", async () => {
    await expectRefused(
      [{ type: "failed", error: "EACCES: permission denied, open '/work'" }],
      /the reader of the working tree failed: EACCES/,
    );
  });

  it("fails when the reader exits before its end, with the last line it wrote to stderr", async () => {
    await expectRefused([], /the reader of the working tree stopped before its end \(exit code 0\)$/);
    await expectRefused(
      [{ type: "made", path: "x" }],
      /stopped before its end \(exit code 3\): reader crashed: out of luck/,
      "fail",
    );
    // Half a body, then the end of the stream.
    await expectRefused(
      [{ type: "file", path: "half", executable: false, sha: sha1("0123456789"), bytes: 10 }, "01234"],
      /stopped before its end \(exit code 0\)/,
    );
  });

  it("fails when the reader stays silent, and kills it", async () => {
    const started = Date.now();
    const { result, pid } = await readFrom(Buffer.alloc(0), "hang", 300);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/stopped before its end \(ran past 0\.3 s\)/);
    let alive = true;
    for (let i = 0; i < 100 && alive; i++) {
      try {
        process.kill(pid, 0);
        await sleep(20);
      } catch {
        alive = false;
      }
    }
    expect(alive).toBe(false);
  });

  it("fails when a reader that sent records goes silent before its end", async () => {
    const { result } = await readFrom(frames(...file("fine.txt", "fine\n")), "hang", 300);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/stopped before its end \(ran past 0\.3 s\)/);
  });

  it("commits the blob of the content sent, whatever sha the reader claims for it", async () => {
    const start = treeOf(w, w.start);
    const { result } = await readFrom(
      frames(
        // Claims README.md is unchanged while sending other bytes.
        ...file("README.md", "# Hostile\n", start.get("README.md")?.sha),
        // Claims the blob of another file of the repository.
        ...file("new.txt", "new content\n", start.get("src/app.ts")?.sha),
        ...file("src/app.ts", "export const answer = 42;\n", "0".repeat(40)),
        END,
      ),
    );
    if (!result.ok) throw new Error(result.error);
    const tree = treeOf(w, result.value.tree);
    expect(tree.get("README.md")?.sha).toBe(sha1("# Hostile\n"));
    expect(blob(w, tree.get("README.md")?.sha ?? "")).toBe("# Hostile\n");
    expect(tree.get("new.txt")?.sha).toBe(sha1("new content\n"));
    expect(blob(w, tree.get("new.txt")?.sha ?? "")).toBe("new content\n");
    expect(blob(w, tree.get("src/app.ts")?.sha ?? "")).toBe("export const answer = 42;\n");
  });
});

describe("isSafePath", () => {
  const cases: Array<[string, boolean]> = [
    ["a", true],
    ["a/b/c.txt", true],
    [".gitignore", true],
    ["...", true],
    ["a..b", true],
    // A `.git` component is the caller's to judge (a repository record names one).
    ["a/.git", true],
    // A backslash is a name's character on Linux; buildSnapshot refuses it as a name git cannot carry.
    ["a\\..\\b", true],
    ["x".repeat(4096), true],
    ["", false],
    ["x".repeat(4097), false],
    ["/", false],
    ["/etc/passwd", false],
    ["a/", false],
    ["a//b", false],
    [".", false],
    ["..", false],
    ["./a", false],
    ["a/./b", false],
    ["a/..", false],
    ["../a", false],
    ["a/../b", false],
    ["a\u0000b", false],
  ];
  it.each(
    cases.map(([path, safe]) => ({
      path,
      safe,
      shown: path.length > 40 ? `${path.length} characters` : JSON.stringify(path),
    })),
  )("$shown is $safe", ({ path, safe }) => {
    expect(isSafePath(path)).toBe(safe);
  });
});

describe("checkRecord", () => {
  const sha = "a".repeat(40);
  const sha256 = "b".repeat(64);
  const body = Buffer.from("bytes");

  it.each<[string, Record<string, unknown>, Buffer | undefined, unknown]>([
    [
      "a file with its content",
      { type: "file", path: "a", executable: true, sha },
      body,
      { type: "file", path: "a", executable: true, sha, content: body },
    ],
    [
      "a SHA-256 file",
      { type: "file", path: "a", executable: false, sha: sha256 },
      body,
      { type: "file", path: "a", executable: false, sha: sha256, content: body },
    ],
    [
      "a file's unknown fields dropped",
      { type: "file", path: "a", executable: false, sha, mode: "160000", extra: 1 },
      body,
      { type: "file", path: "a", executable: false, sha, content: body },
    ],
    ["a path gone", { type: "gone", path: "g" }, undefined, { type: "gone", path: "g" }],
    ["a link", { type: "link", path: "l" }, body, { type: "link", path: "l", target: body }],
    [
      "a left-out folder",
      { type: "left", path: "d/", why: "w" },
      undefined,
      { type: "left", path: "d/", why: "w" },
    ],
    ["a kept file", { type: "keep", path: "k", why: "w" }, undefined, { type: "keep", path: "k", why: "w" }],
    [
      "a long reason, cut",
      { type: "left", path: "a", why: "w".repeat(600) },
      undefined,
      { type: "left", path: "a", why: "w".repeat(500) },
    ],
    [
      "a removed repository",
      { type: "repository", path: "sub/.git", removed: true },
      undefined,
      { type: "repository", path: "sub/.git", removed: true },
    ],
    [
      "a repository that stayed",
      { type: "repository", path: "sub/.git", removed: false, why: "EBUSY" },
      undefined,
      { type: "repository", path: "sub/.git", removed: false, why: "EBUSY" },
    ],
    ["a made file", { type: "made", path: "m" }, undefined, { type: "made", path: "m" }],
    [
      "a set-ID bit",
      { type: "set-id", path: "s", cleared: false },
      undefined,
      { type: "set-id", path: "s", cleared: false },
    ],
  ])("takes %s", (_what, fields, content, record) => {
    expect(checkRecord(fields, content)).toEqual(record);
  });

  it.each<[string, Record<string, unknown>, Buffer | undefined, RegExp]>([
    ["a path that is not text", { type: "made", path: 7 }, undefined, /unsafe path: "7"/],
    ["no path", { type: "made" }, undefined, /unsafe path/],
    ["a path with ..", { type: "made", path: "a/../../b" }, undefined, /unsafe path/],
    ["an absolute path", { type: "left", path: "/etc/", why: "w" }, undefined, /unsafe path/],
    ["a folder path with two slashes", { type: "left", path: "a//", why: "w" }, undefined, /unsafe path/],
    ["an unknown type", { type: "exec", path: "a" }, undefined, /malformed exec record for a/],
    ["no type", { path: "a" }, undefined, /malformed undefined record for a/],
    [
      "a file whose executable is not a boolean",
      { type: "file", path: "a", executable: "yes", sha },
      undefined,
      /malformed file record/,
    ],
    [
      "a file without its content (an unchanged one is never sent)",
      { type: "file", path: "a", executable: false, sha },
      undefined,
      /malformed file record/,
    ],
    [
      "a file with no sha",
      { type: "file", path: "a", executable: false },
      undefined,
      /malformed file record/,
    ],
    [
      "a file with a sha of 50 digits",
      { type: "file", path: "a", executable: false, sha: "a".repeat(50) },
      undefined,
      /malformed file record/,
    ],
    ["a link without its target", { type: "link", path: "l" }, undefined, /malformed link record/],
    ["a reason that is not text", { type: "left", path: "a", why: 1 }, undefined, /malformed left record/],
    ["a keep without reason", { type: "keep", path: "a" }, undefined, /malformed keep record/],
    [
      "a repository that is not a .git",
      { type: "repository", path: "src/app.ts", removed: true },
      undefined,
      /malformed repository record/,
    ],
    [
      "a repository without removed",
      { type: "repository", path: "sub/.git" },
      undefined,
      /malformed repository record/,
    ],
    ["a set-ID without cleared", { type: "set-id", path: "s" }, undefined, /malformed set-id record/],
  ])("refuses %s", (_what, fields, content, reason) => {
    expect(() => checkRecord(fields, content)).toThrow(reason);
  });
});

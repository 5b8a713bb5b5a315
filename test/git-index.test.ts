import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { snapshotWorkingTree } from "../src/action/working-tree-snapshot.js";
import { readIndexEntries } from "../src/base/git-index.js";
import { Git } from "../src/github/git.js";
import { forgetView, startView } from "../src/github/publish/snapshot.js";
import { copyIndex, listStart } from "../src/github/publish/start-listing.js";
import { StartListing } from "../src/sandbox/walk-listings.js";

/**
 * The trusted index copied as the walk's start listing (`Listings.index`): read as bytes in the
 * reader, it must say exactly what the text listing says, and be refused, for the text listing,
 * whenever its entries are not the start commit's or not all of them.
 */

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

const git = (root: string, ...args: string[]) =>
  execFileSync("git", ["-C", root, "-c", "user.name=t", "-c", "user.email=t@t", ...args], {
    encoding: "utf8",
  });

/** A repository whose one commit holds odd names, an executable, a link and a submodule's entry. */
async function repository(objectFormat: "sha1" | "sha256" = "sha1"): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "git-index-"));
  made.push(root, `${root}.out`);
  await mkdir(`${root}.out`);
  execFileSync("git", ["init", "-q", `--object-format=${objectFormat}`, root]);
  await mkdir(path.join(root, "src", "ünïcode dir"), { recursive: true });
  await writeFile(path.join(root, "README.md"), "# readme\n");
  await writeFile(path.join(root, "run.sh"), "#!/bin/sh\n", { mode: 0o755 });
  await writeFile(path.join(root, "src", "ünïcode dir", "tab\there.ts"), "export const x = 1;\n");
  // Names that share long prefixes, which version 4 compresses.
  for (const n of [1, 2, 10, 11])
    await writeFile(path.join(root, "src", `module-with-a-long-name-${n}.ts`), `${n}\n`);
  // Names that sort between `src` and `src/`, which a search for what is below `src` must pass.
  await writeFile(path.join(root, "src-x"), "x\n");
  await writeFile(path.join(root, "src.x"), "x\n");
  await symlink("README.md", path.join(root, "link"));
  git(root, "add", ".");
  const emptyTree = git(root, "hash-object", "-t", "tree", "/dev/null").trim();
  const submodule = git(root, "commit-tree", "-m", "sub", emptyTree).trim();
  git(root, "update-index", "--add", "--cacheinfo", `160000,${submodule},vendored`);
  git(root, "commit", "-qm", "start");
  return root;
}

/** The walk's listing of `root`'s HEAD both ways: the text listing, and the index if it is copied. */
async function bothWays(root: string, hashLength = 40) {
  const trusted = new Git(root, { gitDir: path.join(root, ".git") });
  const out = await mkdtemp(path.join(`${root}.out`, "listings-"));
  const text = path.join(out, "start");
  const index = path.join(out, "index");
  expect((await listStart(trusted, "HEAD", text)).ok).toBe(true);
  const copied = await copyIndex(trusted, "HEAD", hashLength, index);
  return {
    copied,
    index,
    fromText: new StartListing({ start: text }, hashLength),
    fromIndex: copied ? new StartListing({ index }, hashLength) : undefined,
    // As a walk of what changed reads it: by the paths' bytes, where the version allows.
    fewFromIndex: copied ? new StartListing({ index }, hashLength, true) : undefined,
  };
}

const entries = (listing: StartListing | undefined) =>
  [...(listing ?? [])].sort(([a], [b]) => (a < b ? -1 : 1));

describe("the trusted index as the walk's start listing", () => {
  it.each([2, 3, 4])("says what the text listing says for an index of version %i", async (version) => {
    const root = await repository();
    git(root, "update-index", `--index-version=${version}`);
    if (version === 3) {
      // An entry with extended flags, which only version 3 and later may hold.
      git(root, "update-index", "--skip-worktree", "README.md");
    }
    const { copied, fromText, fromIndex, fewFromIndex, index } = await bothWays(root);
    expect(copied).toBe(true);
    expect(entries(fewFromIndex)).toEqual(entries(fromText));
    for (const listing of [fromText, fewFromIndex]) {
      expect(listing?.get("src/ünïcode dir/tab\there.ts")).toEqual(
        fromText.get("src/ünïcode dir/tab\there.ts"),
      );
      expect(listing?.has("src/ünïcode dir")).toBe(false);
      expect(listing?.has("src/module-with-a-long-name-1")).toBe(false);
      // Only what is below `src` is found, not `src-x` or `src.x`.
      expect([...(listing?.unseenAt("src") ?? [])].map(([name]) => name)).toEqual([
        "src/module-with-a-long-name-1.ts",
        "src/module-with-a-long-name-10.ts",
        "src/module-with-a-long-name-11.ts",
        "src/module-with-a-long-name-2.ts",
        "src/ünïcode dir/tab\there.ts",
      ]);
      // Each is given once: it counts as come across.
      expect([...(listing?.unseenAt("src") ?? [])]).toEqual([]);
      listing?.see("README.md");
      expect([...(listing?.unseen() ?? [])].map(([name]) => name)).toEqual([
        "link",
        "run.sh",
        "src-x",
        "src.x",
        "vendored",
      ]);
    }
    expect((await readFile(index)).readUInt32BE(4)).toBe(version);
    // The index file's own time, by which git tells the entries it must read again, is kept.
    const [original, copy] = await Promise.all([stat(path.join(root, ".git", "index")), stat(index)]);
    // To a few microseconds, never later.
    expect(original.mtimeMs - copy.mtimeMs).toBeGreaterThanOrEqual(0);
    expect(original.mtimeMs - copy.mtimeMs).toBeLessThan(0.01);
    expect(entries(fromIndex)).toEqual(entries(fromText));
    expect(entries(fromIndex).map(([name]) => name)).toContain("src/ünïcode dir/tab\there.ts");
    // Stat data for regular files only, none for the link or the submodule.
    expect(fromIndex?.get("README.md")?.indexed).toMatchObject({ size: 9 });
    expect(fromIndex?.get("link")).toEqual({ mode: "120000", sha: expect.any(String) });
    expect(fromIndex?.get("vendored")).toEqual({ mode: "160000", sha: expect.any(String) });
    expect(((await stat(index)).mode & 0o777).toString(8)).toBe("644");
  });

  it("finds every path by its bytes in a version 4 index whose names outgrow the first buffer", async () => {
    const root = await repository();
    const blob = git(root, "rev-parse", "HEAD:README.md").trim();
    // 2,000 names of about 60 bytes: 120 KB written out whole, past the 64 KB first held.
    const names = Array.from({ length: 2000 }, (_, n) => `deep/folder/with/a/long/name/number-${n}/file.txt`);
    execFileSync("git", ["-C", root, "update-index", "--index-info"], {
      input: names.map((name) => `100644 ${blob}\t${name}\n`).join(""),
    });
    git(root, "commit", "-qm", "many");
    git(root, "update-index", "--index-version=4");
    const { copied, fromText, fewFromIndex } = await bothWays(root);
    expect(copied).toBe(true);
    expect(entries(fewFromIndex)).toEqual(entries(fromText));
    for (const name of [names[0], names[1234], names[1999]] as string[])
      expect(fewFromIndex?.get(name)).toMatchObject({ mode: "100644", sha: blob });
    expect([...(fewFromIndex?.unseenAt("deep/folder/with/a/long/name/number-1999") ?? [])]).toHaveLength(1);
  });

  it("reads a SHA-256 repository's index", async () => {
    const root = await repository("sha256");
    const { copied, fromText, fromIndex } = await bothWays(root, 64);
    expect(copied).toBe(true);
    expect(fromIndex?.get("README.md")?.sha).toHaveLength(64);
    expect(entries(fromIndex)).toEqual(entries(fromText));
  });

  it("is not used when a change was staged before the run, or a file is only intended to be added", async () => {
    const root = await repository();
    await writeFile(path.join(root, "README.md"), "# staged\n");
    git(root, "add", "README.md");
    const staged = await bothWays(root);
    expect(staged.copied).toBe(false);
    await expect(stat(staged.index)).rejects.toThrow(/ENOENT/);
    expect(staged.fromText.get("README.md")?.indexed).toBeUndefined();

    git(root, "reset", "-q", "--hard");
    await writeFile(path.join(root, "new.txt"), "new\n");
    git(root, "add", "--intent-to-add", "new.txt");
    // The tree is the commit's (an intended file is in none), and the entry is passed over.
    const intended = await bothWays(root);
    expect(intended.copied).toBe(true);
    expect(intended.fromIndex?.has("new.txt")).toBe(false);
    expect(entries(intended.fromIndex)).toEqual(entries(intended.fromText));
  });

  it("is not used for a split index, whose entries are in another file", async () => {
    const root = await repository();
    git(root, "update-index", "--split-index");
    const data = await readFile(path.join(root, ".git", "index"));
    expect(readIndexEntries(data, 40)).toEqual({ ok: false, error: "a split index (the link extension)" });
    expect((await bothWays(root)).copied).toBe(false);
  });

  it("is not used for a sparse index, which holds folders for the files left out", async () => {
    const root = await repository();
    await mkdir(path.join(root, "docs"));
    await writeFile(path.join(root, "docs", "guide.md"), "# guide\n");
    git(root, "add", "docs");
    git(root, "commit", "-qm", "docs");
    git(root, "sparse-checkout", "set", "--cone", "--sparse-index", "src");
    const data = await readFile(path.join(root, ".git", "index"));
    expect(readIndexEntries(data, 40)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/sparse index/),
    });
    expect((await bothWays(root)).copied).toBe(false);
  });

  it("is not used while the index holds a conflict", async () => {
    const root = await repository();
    const blob = git(root, "rev-parse", "HEAD:README.md").trim();
    execFileSync("git", ["-C", root, "update-index", "--index-info"], {
      input: `0 ${"0".repeat(40)}\tREADME.md\n100644 ${blob} 1\tREADME.md\n100644 ${blob} 2\tREADME.md\n`,
    });
    expect((await bothWays(root)).copied).toBe(false);
  });

  it("refuses a file that is cut short or is not an index, naming what is wrong", async () => {
    const root = await repository();
    const data = await readFile(path.join(root, ".git", "index"));
    expect(readIndexEntries(data, 40)).toEqual({ ok: true, value: { entries: 11 } });
    expect(readIndexEntries(data.subarray(0, 200), 40)).toEqual({
      ok: false,
      error: "the entries run past the end of the file",
    });
    expect(readIndexEntries(Buffer.from("not an index"), 40)).toEqual({
      ok: false,
      error: "not a git index",
    });
    const future = Buffer.from(data);
    future.writeUInt32BE(5, 4);
    expect(readIndexEntries(future, 40)).toEqual({ ok: false, error: "index version 5" });
    // The reader never walks with a listing it cannot read: the walk fails, nothing is assumed gone.
    const cut = path.join(`${root}.out`, "cut");
    await writeFile(cut, data.subarray(0, 200));
    expect(() => new StartListing({ index: cut }, 40)).toThrow(
      "the copy of the index cannot be read: the entries run past the end of the file",
    );
  });

  it("is what the end's walk reads when the index is the start commit's, the text listing when not, and both see every change", async () => {
    const root = await repository();
    const trusted = new Git(root, { gitDir: path.join(root, ".git") });
    const head = git(root, "rev-parse", "HEAD").trim();
    const changes = async () => {
      const snapshot = await snapshotWorkingTree(trusted, root, head, `${root}.out`);
      if (!snapshot.ok) throw new Error(snapshot.error);
      return git(root, "diff-tree", "-r", "--name-status", head, snapshot.value.tree).trim().split("\n");
    };
    const clean = await startView(trusted, head, `${root}.out`);
    if (!clean.ok) throw new Error(clean.error);
    expect(clean.value.listings).toEqual({ index: expect.stringMatching(/\/index$/) });
    await forgetView(clean.value);
    await writeFile(path.join(root, "src", "module-with-a-long-name-2.ts"), "changed\n");
    await rm(path.join(root, "run.sh"));
    expect(await changes()).toEqual(["D\trun.sh", "M\tsrc/module-with-a-long-name-2.ts"]);

    await writeFile(path.join(root, "README.md"), "# staged\n");
    git(root, "add", "README.md");
    const staged = await startView(trusted, head, `${root}.out`);
    if (!staged.ok) throw new Error(staged.error);
    expect(staged.value.listings).toEqual({ start: expect.stringMatching(/\/start$/) });
    await forgetView(staged.value);
    expect(await changes()).toEqual(["M\tREADME.md", "D\trun.sh", "M\tsrc/module-with-a-long-name-2.ts"]);
  });

  it("leaves the snapshot's index with the checkout's stat data, so git trusts the files the agent left alone", async () => {
    const root = await repository();
    const trusted = new Git(root, { gitDir: path.join(root, ".git") });
    const head = git(root, "rev-parse", "HEAD").trim();
    // The submodule's entry has no folder here: git names it before the run too.
    const before = git(root, "diff-files", "--name-only").trim().split("\n");
    expect(before).toEqual(["vendored"]);
    await writeFile(path.join(root, "src", "module-with-a-long-name-2.ts"), "changed\n");
    await rm(path.join(root, "run.sh"));
    const snapshot = await snapshotWorkingTree(trusted, root, head, `${root}.out`);
    if (!snapshot.ok) throw new Error(snapshot.error);
    // What the workspace's index becomes once the commit is pushed: `diff-files`, which trusts
    // stat data and reads nothing, names only the file whose entry the snapshot wrote anew.
    const indexFile = await snapshot.value.index();
    if (!indexFile) throw new Error("the snapshot's index was not written");
    const stale = execFileSync("git", ["-C", root, "diff-files", "--name-only"], {
      encoding: "utf8",
      env: { ...process.env, GIT_INDEX_FILE: indexFile },
    });
    expect(stale.trim().split("\n")).toEqual(["src/module-with-a-long-name-2.ts", ...before]);
    // Version 4, as the index read from the commit is, whatever the trusted index's version.
    expect((await readFile(indexFile)).readUInt32BE(4)).toBe(4);
    // It holds the snapshot's tree, and is written once.
    const indexed = execFileSync("git", ["-C", root, "write-tree"], {
      encoding: "utf8",
      env: { ...process.env, GIT_INDEX_FILE: indexFile },
    });
    expect(indexed.trim()).toBe(snapshot.value.tree);
    expect(await snapshot.value.index()).toBe(indexFile);
    expect(git(root, "ls-tree", "-r", "--name-only", snapshot.value.tree)).not.toContain("run.sh");
  });
});

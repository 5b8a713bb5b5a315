import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Git } from "../src/github/git.js";
import { editedTree, type TreeEntry } from "../src/github/publish/tree-edit.js";

/**
 * The start tree edited along the changed paths only must be the tree git itself writes for the
 * same change through a whole index (`update-index --index-info`, then `write-tree`): what
 * publishing committed before, for every shape of change.
 */

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repository(): { root: string; git: (args: string[], input?: string | Buffer) => string } {
  const root = mkdtempSync(path.join(tmpdir(), "tree-edit-"));
  made.push(root);
  execFileSync("git", ["init", "-q", root]);
  const git = (args: string[], input?: string | Buffer) =>
    execFileSync("git", ["-C", root, "-c", "user.name=t", "-c", "user.email=t@t", ...args], {
      encoding: "utf8",
      ...(input === undefined ? {} : { input }),
    });
  return { root, git };
}

/** A commit of `files` (path: content; a link's content starts with `->`), and a submodule's entry. */
function commit(
  repo: ReturnType<typeof repository>,
  files: Record<string, string>,
  names: Buffer[] = [],
): string {
  const blob = (content: string) => repo.git(["hash-object", "-w", "--stdin"], content).trim();
  let info = "";
  for (const [file, content] of Object.entries(files)) {
    const link = content.startsWith("->");
    info += `${link ? "120000" : file.endsWith(".sh") ? "100755" : "100644"} ${blob(link ? content.slice(2) : content)}\t${file}\0`;
  }
  const raw = Buffer.concat([
    Buffer.from(info),
    ...names.map((name) => Buffer.concat([Buffer.from(`100644 ${blob("raw\n")}\t`), name, Buffer.from([0])])),
  ]);
  const index = path.join(repo.root, ".git", "start-index");
  const env = { ...process.env, GIT_INDEX_FILE: index };
  execFileSync("git", ["-C", repo.root, "update-index", "-z", "--index-info"], { input: raw, env });
  const submodule = repo.git(["commit-tree", "-m", "sub", "4b825dc642cb6eb9a060e54bf8d69288fbee4904"]).trim();
  execFileSync(
    "git",
    ["-C", repo.root, "update-index", "--add", "--cacheinfo", `160000,${submodule},lib/vendored`],
    {
      env,
    },
  );
  const tree = execFileSync("git", ["-C", repo.root, "write-tree"], { encoding: "utf8", env }).trim();
  rmSync(index);
  return repo.git(["commit-tree", "-m", "start", tree]).trim();
}

/** What git writes for the same change through a whole index. */
function throughIndex(
  repo: ReturnType<typeof repository>,
  base: string | undefined,
  entries: Map<string, TreeEntry>,
  gone: string[],
): string {
  const index = path.join(repo.root, ".git", `check-${made.length}-${Math.random()}`);
  const env = { ...process.env, GIT_INDEX_FILE: index };
  if (base) execFileSync("git", ["-C", repo.root, "read-tree", base], { env });
  const info = [
    ...gone.map((p) => `0 ${"0".repeat(40)}\t${p}\0`),
    ...[...entries].map(([p, e]) => `${e.mode} ${e.sha}\t${p}\0`),
  ].join("");
  execFileSync("git", ["-C", repo.root, "update-index", "-z", "--index-info"], { input: info, env });
  return execFileSync("git", ["-C", repo.root, "write-tree"], { encoding: "utf8", env }).trim();
}

const START = {
  "README.md": "# readme\n",
  "run.sh": "#!/bin/sh\n",
  "docs/guide/intro.md": "intro\n",
  "docs/guide/deep/more.md": "more\n",
  "docs/only.md": "only\n",
  "src/app.ts": "app\n",
  "src/lib/a.ts": "a\n",
  "src/lib/b.ts": "b\n",
  "src-x": "sorts between src and src/\n",
  link: "->README.md",
  "ünïcode/tab\there.ts": "x\n",
};

describe("the start tree edited along the change", () => {
  it.each<
    [string, (blob: (text: string) => string) => { entries: Record<string, TreeEntry>; gone: string[] }]
  >([
    ["an edit deep in the tree", (blob) => ({ entries: { "src/lib/a.ts": f(blob("A\n")) }, gone: [] })],
    [
      "a new file in a new folder three deep",
      (blob) => ({ entries: { "new/x/y/z.ts": f(blob("z\n")) }, gone: [] }),
    ],
    [
      "every file of a folder removed, which removes the folders that held only it",
      () => ({ entries: {}, gone: ["docs/guide/intro.md", "docs/guide/deep/more.md"] }),
    ],
    [
      "a file made a folder",
      (blob) => ({ entries: { "src/app.ts/index.ts": f(blob("i\n")) }, gone: ["src/app.ts"] }),
    ],
    [
      "a folder made a file",
      (blob) => ({ entries: { "src/lib": f(blob("l\n")) }, gone: ["src/lib/a.ts", "src/lib/b.ts"] }),
    ],
    [
      "a mode changed, a link retargeted, a name beside src-x",
      (blob) => ({
        entries: {
          "run.sh": { mode: "100644", sha: blob("#!/bin/sh\n") },
          link: { mode: "120000", sha: blob("run.sh") },
          "src.y": f(blob("y\n")),
        },
        gone: [],
      }),
    ],
    [
      "a change beside a non-UTF-8 name and a submodule",
      (blob) => ({ entries: { "lib/new.ts": f(blob("n\n")) }, gone: [] }),
    ],
    [
      "a change in a folder whose name is not ASCII",
      (blob) => ({ entries: { "ünïcode/b.ts": f(blob("b\n")) }, gone: [] }),
    ],
  ])("writes git's own tree for %s", async (_what, change) => {
    const repo = repository();
    const base = commit(repo, START, [
      Buffer.from("lib/latin1-\xe9.txt", "latin1"),
      Buffer.from("lib/line\nfeed.txt"),
    ]);
    const blob = (text: string) => repo.git(["hash-object", "-w", "--stdin"], text).trim();
    const { entries, gone } = change(blob);
    const map = new Map(Object.entries(entries));
    const edited = await editedTree(new Git(repo.root), base, { entries: map, gone }, 40);
    if (!edited.ok) throw new Error(edited.error);
    expect(edited.value).toBe(throughIndex(repo, base, map, gone));
    // The name that is not UTF-8 is kept, byte for byte, and the one holding a line feed.
    const names = repo.git(["ls-tree", "-r", "-z", "--name-only", edited.value]).split("\0");
    expect(names).toContain("lib/latin1-\ufffd.txt");
    expect(names).toContain("lib/line\nfeed.txt");
  });

  it("writes the empty tree when every file is gone, and builds from nothing in an empty repository", async () => {
    const repo = repository();
    const base = commit(repo, { "a/b.txt": "b\n", "c.txt": "c\n" });
    const git = new Git(repo.root);
    const all = ["a/b.txt", "c.txt", "lib/vendored"];
    const emptied = await editedTree(git, base, { entries: new Map(), gone: all }, 40);
    expect(emptied).toEqual({ ok: true, value: "4b825dc642cb6eb9a060e54bf8d69288fbee4904" });
    const sha = repo.git(["hash-object", "-w", "--stdin"], "first\n").trim();
    const entries = new Map([["a/first.txt", { mode: "100644", sha }]]);
    const fresh = await editedTree(git, undefined, { entries, gone: [] }, 40);
    if (!fresh.ok) throw new Error(fresh.error);
    expect(fresh.value).toBe(throughIndex(repo, undefined, entries, []));
  });

  it("fails, naming git's complaint, for an entry whose object the repository lacks", async () => {
    const repo = repository();
    const base = commit(repo, { "a.txt": "a\n" });
    const entries = new Map([["a.txt", { mode: "100644", sha: "1".repeat(40) }]]);
    const edited = await editedTree(new Git(repo.root), base, { entries, gone: [] }, 40);
    expect(edited.ok).toBe(false);
    if (!edited.ok) expect(edited.error).toMatch(/^could not write the tree: .*1111111111/);
  });
});

const f = (sha: string): TreeEntry => ({ mode: "100644", sha });

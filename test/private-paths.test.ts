import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { besideWorkingDirectory, nestedGitDirs } from "../src/action/private-paths.js";

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "private-paths-"));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

describe("nestedGitDirs", () => {
  it("finds every nested .git, wherever git would not list it, and leaves the top one out", async () => {
    const root = await tree({
      ".gitignore": "built/\nnode_modules/\n",
      "src/index.ts": "export {};\n",
      // A checkout in an untracked folder, one inside an ignored folder, one deep in
      // node_modules, one in a folder with tracked files, and a submodule's .git file.
      "vendor/lib/.git/config": "[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n",
      "built/tool/.git/config": "",
      "node_modules/pkg/sub/.git/config": "",
      "src/inner/.git/config": "",
      "modules/sub/.git": "gitdir: ../../.git/modules/sub\n",
    });
    execFileSync("git", ["init", "-q", root]);
    execFileSync("git", ["-C", root, "add", ".gitignore", "src/index.ts"]);
    const found = await nestedGitDirs(root);
    expect(found.map((p) => path.relative(root, p)).sort()).toEqual([
      "built/tool/.git",
      "modules/sub/.git",
      "node_modules/pkg/sub/.git",
      "src/inner/.git",
      "vendor/lib/.git",
    ]);
  });

  it("never enters a .git it found: a repository inside one is its own business", async () => {
    const root = await tree({ "a/.git/modules/b/.git/config": "", "a/.git/config": "" });
    expect((await nestedGitDirs(root)).map((p) => path.relative(root, p))).toEqual(["a/.git"]);
  });

  it("lists a link named .git as the link, without following it", async () => {
    const root = await tree({ "elsewhere/.git/config": "", "x/keep": "" });
    await symlink(path.join(root, "elsewhere"), path.join(root, "x", "linked"));
    await symlink(path.join(root, "elsewhere", ".git"), path.join(root, "x", ".git"));
    const found = (await nestedGitDirs(root)).map((p) => path.relative(root, p)).sort();
    expect(found).toEqual(["elsewhere/.git", "x/.git"]);
  });
});

describe("besideWorkingDirectory", () => {
  it("lists every entry of the job's workspace outside the working directory, links left alone", async () => {
    const root = await tree({ "other/.git/config": "", "app/web/src/a.ts": "", "app/notes.md": "" });
    await symlink("/usr/bin", path.join(root, "bin"));
    const beside = await besideWorkingDirectory(root, path.join(root, "app", "web"));
    expect(beside.map((p) => path.relative(root, p)).sort()).toEqual(["app/notes.md", "other"]);
    expect(await besideWorkingDirectory(root, root)).toEqual([]);
  });
});

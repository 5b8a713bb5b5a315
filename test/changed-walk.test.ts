import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { snapshotWorkingTree } from "../src/action/working-tree-snapshot.js";
import type { Snapshot } from "../src/github/publish/snapshot.js";
import { changeMark } from "../src/sandbox/change-mark.js";
import { blob, type LockedWorkspace, lockedWorkspace, treeOf } from "./fixtures/locked-workspace.js";
import { cleanupsAfterFile } from "./fixtures/scratch.js";

/**
 * The end's walk told what changed during the run (`WalkRequest.changed`, the kernel's record):
 * it reads only that, and the commit holds the start commit plus those changes. What a user
 * sees is checked: the commit's tree, what is listed, and that it matches the commit a walk of
 * the whole tree builds when nothing differed before the run.
 */

const cleanups = cleanupsAfterFile();

const FILES = {
  "README.md": "# Demo\n",
  "src/app.ts": "export const answer = 41;\n",
  "src/util/math.ts": "export const two = 2;\n",
  "docs/guide.md": "# Guide\n",
  ".gitignore": "node_modules/\n",
};

const hex = (path: string | Buffer) => Buffer.from(path).toString("hex");

async function snapshot(w: LockedWorkspace, sinceNs: bigint, changed?: string[]): Promise<Snapshot> {
  const taken = await snapshotWorkingTree(w.vault.git, w.ws, w.start, w.vault.dir, {
    sinceNs,
    ...(changed ? { changed: changed.map(hex) } : {}),
  });
  if (!taken.ok) throw new Error(taken.error);
  return taken.value;
}

/** The commit's files and their text. */
function committed(w: LockedWorkspace, s: Snapshot): Record<string, string> {
  return Object.fromEntries([...treeOf(w, s.tree)].map(([path, { sha }]) => [path, blob(w, sha)]));
}

describe("the walk told what changed", () => {
  it("commits the same tree as a walk of every file: an edit, a new file, a removal, a folder moved", async () => {
    const w = await lockedWorkspace(cleanups, FILES);
    const since = await changeMark();
    appendFileSync(w.at("src/app.ts"), "export const more = 1;\n");
    writeFileSync(w.at("src/new.ts"), "export {};\n");
    rmSync(w.at("README.md"));
    renameSync(w.at("src/util"), w.at("src/lib"));
    mkdirSync(w.at("node_modules/pkg"), { recursive: true });
    writeFileSync(w.at("node_modules/pkg/index.js"), "module.exports = 1;\n");
    // What the kernel records: the entries changed, made, removed and moved, by the name used.
    const changed = ["src/app.ts", "src/new.ts", "README.md", "src/util", "src/lib", "node_modules"];

    const whole = await snapshot(w, since);
    const told = await snapshot(w, since, changed);

    expect(committed(w, told)).toEqual({
      ".gitignore": FILES[".gitignore"],
      "docs/guide.md": FILES["docs/guide.md"],
      "src/app.ts": `${FILES["src/app.ts"]}export const more = 1;\n`,
      "src/lib/math.ts": FILES["src/util/math.ts"],
      "src/new.ts": "export {};\n",
    });
    expect(told.tree).toBe(whole.tree);
    expect(told.leftBehind.paths).toEqual(["node_modules/pkg/index.js"]);
    expect(told.leftBehind.paths).toEqual(whole.leftBehind.paths);
  });

  it("leaves what differed before the run out of the commit and the lists, and in the workspace", async () => {
    const w = await lockedWorkspace(cleanups, FILES, (_fixture, at) => {
      // An earlier step: an edit, a generated file, a removal, a FIFO.
      appendFileSync(at("docs/guide.md"), "from an earlier step\n");
      writeFileSync(at("report.json"), "{}\n");
      rmSync(at("README.md"));
      execFileSync("mkfifo", [at("pipe")]);
    });
    const since = await changeMark();
    appendFileSync(w.at("src/app.ts"), "// the agent's\n");

    const whole = await snapshot(w, since);
    const told = await snapshot(w, since, ["src/app.ts"]);

    // The whole walk commits every difference; the walk told what changed, the agent's alone.
    expect(Object.keys(committed(w, whole)).sort()).toEqual([
      ".gitignore",
      "docs/guide.md",
      "report.json",
      "src/app.ts",
      "src/util/math.ts",
    ]);
    expect(committed(w, told)).toEqual({
      ...FILES,
      "src/app.ts": `${FILES["src/app.ts"]}// the agent's\n`,
    });
    expect(told.leftOut).toEqual([]);
    expect(whole.leftOut.map((left) => left.path)).toEqual(["pipe"]);
  });

  it("walks a folder made during the run as a whole, and reads a removed folder's files as gone", async () => {
    const w = await lockedWorkspace(cleanups, FILES);
    const since = await changeMark();
    rmSync(w.at("src/util"), { recursive: true });
    mkdirSync(w.at("tools/deep/er"), { recursive: true });
    writeFileSync(w.at("tools/deep/er/run.sh"), "echo run\n");
    writeFileSync(w.at("tools/top.md"), "top\n");

    const told = await snapshot(w, since, ["src/util", "tools"]);

    expect(Object.keys(committed(w, told)).sort()).toEqual([
      ".gitignore",
      "README.md",
      "docs/guide.md",
      "src/app.ts",
      "tools/deep/er/run.sh",
      "tools/top.md",
    ]);
  });

  it("reads a changed file deep in folders it does not list, and a path told that is gone as nothing", async () => {
    const w = await lockedWorkspace(cleanups, FILES);
    const since = await changeMark();
    appendFileSync(w.at("src/util/math.ts"), "export const three = 3;\n");
    // A file made and removed during the run: the kernel names it, the walk finds nothing there.
    const told = await snapshot(w, since, ["src/util/math.ts", "src/util/gone.ts"]);

    expect(committed(w, told)["src/util/math.ts"]).toBe(
      `${FILES["src/util/math.ts"]}export const three = 3;\n`,
    );
    expect(Object.keys(committed(w, told))).toHaveLength(Object.keys(FILES).length);
  });

  it("walks every file when told a path no kernel gives", async () => {
    const w = await lockedWorkspace(cleanups, FILES);
    const since = await changeMark();
    appendFileSync(w.at("docs/guide.md"), "changed\n");

    const told = await snapshot(w, since, ["../elsewhere"]);

    expect(committed(w, told)["docs/guide.md"]).toBe(`${FILES["docs/guide.md"]}changed\n`);
  });

  it("names a path that is not UTF-8 by its bytes, and reads its removal as gone", async () => {
    const odd = Buffer.from("caf\xe9.txt", "latin1");
    const w = await lockedWorkspace(cleanups, FILES);
    const since = await changeMark();
    writeFileSync(Buffer.concat([Buffer.from(`${w.ws}/`), odd]), "x\n");
    rmSync(w.at("docs/guide.md"));

    const told = await snapshotWorkingTree(w.vault.git, w.ws, w.start, w.vault.dir, {
      sinceNs: since,
      changed: [hex(odd), hex("docs/guide.md")],
    });
    if (!told.ok) throw new Error(told.error);

    expect(told.value.leftOut.map((left) => left.why).join("\n")).toMatch(/UTF-8/);
    expect(Object.keys(committed(w, told.value))).not.toContain("docs/guide.md");
  });
});

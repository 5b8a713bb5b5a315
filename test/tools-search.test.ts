import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGlobTool } from "../src/tools/glob.js";
import { createGrepTool } from "../src/tools/grep.js";
import { type GrepBackendName, onPath } from "../src/tools/grep-backends.js";
import { createWorkspace } from "../src/tools/jail.js";
import { runTool, type ToolOutput, ToolRegistry } from "../src/tools/tool.js";

let base: string;
let root: string;

/** A repository with ignored, nested-ignored, untracked, hidden, binary and plentiful files. */
const FILES: Record<string, string | Buffer> = {
  ".gitignore": "node_modules/\n*.log\ndist/\n",
  "src/a.ts": "// header\nexport const needle = 1;\n",
  "src/b.tsx": "const x = <p>needle in tsx</p>;\n",
  "src/nested/.gitignore": "generated.ts\n",
  "src/nested/generated.ts": "needle generated\n",
  "src/nested/kept.ts": "needle kept\n",
  "node_modules/pkg/index.js": "needle in deps\n",
  "debug.log": "needle in log\n",
  "dist/out.js": "needle built\n",
  ".github/workflows/ci.yml": "name: needle ci\n",
  "bin.dat": Buffer.from("needle\0\0\0binary"),
  "many.txt": Array.from({ length: 150 }, (_, i) => `needle ${i + 1}`).join("\n"),
  "win.txt": "needle crlf\r\n",
};

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "tools-search-"));
  root = path.join(base, "repo");
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  for (let i = 0; i < 250; i++) {
    await mkdir(path.join(root, "lots"), { recursive: true });
    await writeFile(path.join(root, "lots", `f${String(i).padStart(3, "0")}.txt`), "x\n");
  }
  await mkdir(path.join(base, "outside"));
  await writeFile(path.join(base, "outside", "leak.ts"), "needle outside\n");
  await symlink(path.join(base, "outside"), path.join(root, "escape"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "-q");
  git("add", ".gitignore", "src", "many.txt", "win.txt", ".github", "bin.dat", "lots");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "init");
  // Untracked and not ignored: still searched.
  await writeFile(path.join(root, "notes.md"), "needle untracked\n");
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

function caller(backends?: GrepBackendName[], at = root) {
  const workspace = createWorkspace(at);
  const registry = new ToolRegistry([
    createGrepTool(workspace, { env: { PATH: process.env.PATH }, backends }),
    createGlobTool(workspace),
  ]);
  return (name: string, args: Record<string, unknown>): Promise<ToolOutput> =>
    runTool(registry, { name, arguments: args }, { signal: new AbortController().signal });
}

const filesOf = (out: ToolOutput): string[] =>
  [...new Set(out.content.split("\n").flatMap((l) => (/^\[/.test(l) ? [] : [l.split(":")[0] ?? ""])))].sort();

const rgOnPath = await onPath("rg", { PATH: process.env.PATH });
const backends: GrepBackendName[] = rgOnPath ? ["rg", "git", "walk"] : ["git", "walk"];

describe.each(backends)("grep through %s", (backend) => {
  const call = (args: Record<string, unknown>) => caller([backend])("grep", args);

  it("finds matches with file and line, honouring .gitignore at every level and skipping binaries", async () => {
    const out = await call({ pattern: "needle (kept|generated|in|ci|untracked|crlf)" });
    expect(out.isError).toBeFalsy();
    expect(out.content.split("\n").sort()).toEqual([
      ".github/workflows/ci.yml:1:name: needle ci",
      "notes.md:1:needle untracked",
      "src/b.tsx:1:const x = <p>needle in tsx</p>;",
      "src/nested/kept.ts:1:needle kept",
      "win.txt:1:needle crlf",
    ]);
  });

  it("reports the line number of each match", async () => {
    expect((await call({ pattern: "export const" })).content).toBe("src/a.ts:2:export const needle = 1;");
  });

  it("filters files by glob, at any depth without a slash and from the path with one", async () => {
    expect(filesOf(await call({ pattern: "needle", glob: "*.tsx" }))).toEqual(["src/b.tsx"]);
    expect(filesOf(await call({ pattern: "needle", glob: "*.{ts,tsx}" }))).toEqual([
      "src/a.ts",
      "src/b.tsx",
      "src/nested/kept.ts",
    ]);
    expect(filesOf(await call({ pattern: "needle", glob: "src/nested/*.ts" }))).toEqual([
      "src/nested/kept.ts",
    ]);
  });

  it("searches only under the given folder or file", async () => {
    expect(filesOf(await call({ pattern: "needle", path: "src/nested" }))).toEqual(["src/nested/kept.ts"]);
    expect(filesOf(await call({ pattern: "needle", path: "src/a.ts" }))).toEqual(["src/a.ts"]);
  });

  it("anchors a glob with a slash at the given path", async () => {
    expect(filesOf(await call({ pattern: "needle", path: "src", glob: "nested/*.ts" }))).toEqual([
      "src/nested/kept.ts",
    ]);
  });

  it("searches inside an ignored folder when the path names it", async () => {
    expect((await call({ pattern: "needle", path: "node_modules/pkg" })).content).toBe(
      "node_modules/pkg/index.js:1:needle in deps",
    );
  });

  it("bounds its output and says there is more", async () => {
    const out = await call({ pattern: "needle" });
    const lines = out.content.split("\n");
    expect(lines).toHaveLength(101);
    expect(lines[100]).toContain("Showing the first 100 matches; there are more");
  });

  it("understands Perl-style classes and a leading (?i)", async () => {
    expect(filesOf(await call({ pattern: "\\bneedle\\s+\\d{3}\\b" }))).toEqual(["many.txt"]);
    expect((await call({ pattern: "(?i)NEEDLE KEPT" })).content).toBe("src/nested/kept.ts:1:needle kept");
  });

  it("says when nothing matches, and reports a broken pattern as an error", async () => {
    const none = await call({ pattern: "no-such-text-anywhere" });
    expect(none.isError).toBeFalsy();
    expect(none.content).toContain("No matches");
    const broken = await call({ pattern: "needle(" });
    expect(broken.isError).toBe(true);
  });

  it("does not follow symlinks out of the workspace", async () => {
    const out = await call({ pattern: "needle outside" });
    expect(out.content).toContain("No matches");
    const direct = await call({ pattern: "needle", path: "escape" });
    expect(direct.isError).toBe(true);
    expect(direct.content).toContain("through a symlink");
  });
});

describe("grep's choice of backend", () => {
  it("walks a folder that is not a git repository, still honouring .gitignore", async () => {
    const plain = path.join(base, "plain");
    await mkdir(path.join(plain, "build"), { recursive: true });
    await writeFile(path.join(plain, ".gitignore"), "build/\n");
    await writeFile(path.join(plain, "main.c"), "int needle;\n");
    await writeFile(path.join(plain, "build", "main.o.txt"), "needle\n");
    const out = await caller(["git", "walk"], plain)("grep", { pattern: "needle" });
    expect(out.content).toBe("main.c:1:int needle;");
    expect((await caller(undefined, plain)("glob", { pattern: "**/*" })).content).toBe(".gitignore\nmain.c");
  });

  it("refuses a path outside the workspace", async () => {
    const out = await caller()("grep", { pattern: "root", path: "/etc" });
    expect(out.isError).toBe(true);
    expect(out.content).toContain("outside the workspace");
  });
});

describe("glob", () => {
  const call = (args: Record<string, unknown>) => caller()("glob", args);

  it("lists matching paths sorted, honouring .gitignore at every level", async () => {
    expect((await call({ pattern: "**/*.ts" })).content).toBe("src/a.ts\nsrc/nested/kept.ts");
    expect((await call({ pattern: "**/*.{js,log}" })).content).toContain("No files match");
  });

  it("includes dot folders and matches from the given path", async () => {
    expect((await call({ pattern: "**/*.yml" })).content).toBe(".github/workflows/ci.yml");
    expect((await call({ pattern: "*.ts", path: "src" })).content).toBe("src/a.ts");
  });

  it("lists inside an ignored folder when the path names it", async () => {
    expect((await call({ pattern: "**/*.js", path: "node_modules" })).content).toBe(
      "node_modules/pkg/index.js",
    );
  });

  it("bounds its output and says how many there are", async () => {
    const out = await call({ pattern: "lots/*.txt" });
    const lines = out.content.split("\n");
    expect(lines).toHaveLength(201);
    expect(lines[0]).toBe("lots/f000.txt");
    expect(lines[200]).toBe("[Showing 200 of 250 paths. Narrow the pattern or the path.]");
  });

  it("refuses patterns and paths that leave the workspace", async () => {
    expect((await call({ pattern: "../*" })).isError).toBe(true);
    expect((await call({ pattern: "/etc/*" })).isError).toBe(true);
    expect((await call({ pattern: "*", path: ".." })).isError).toBe(true);
    expect((await call({ pattern: "**/*.ts", path: "escape" })).isError).toBe(true);
    expect((await call({ pattern: "**/leak.ts" })).content).toContain("No files match");
  });
});

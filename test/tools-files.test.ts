import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCodingTools } from "../src/tools/index.js";
import { createWorkspace } from "../src/tools/jail.js";
import { runTool, type ToolOutput, ToolRegistry } from "../src/tools/tool.js";

let base: string;
let root: string;
let outside: string;
let registry: ToolRegistry;
let dispose: () => Promise<void>;

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), "tools-files-"));
  root = path.join(base, "workspace");
  outside = path.join(base, "outside");
  await mkdir(root);
  await mkdir(outside);
  await writeFile(path.join(outside, "secret.txt"), "top secret\n");
  const coding = createCodingTools({ root, env: {} });
  registry = new ToolRegistry(coding.tools);
  dispose = coding.dispose;
});

afterEach(async () => {
  await dispose();
  await rm(base, { recursive: true, force: true });
});

function call(name: string, args: Record<string, unknown>): Promise<ToolOutput> {
  return runTool(registry, { name, arguments: args }, { signal: new AbortController().signal });
}

const inRoot = (p: string): string => path.join(root, p);

describe("read_file", () => {
  it("numbers lines with the number right-aligned in six columns", async () => {
    await writeFile(inRoot("README.md"), "# Title\n\nText\n");
    const out = await call("read_file", { path: "README.md" });
    expect(out.isError).toBeFalsy();
    expect(out.content).toBe("     1|# Title\n     2|\n     3|Text");
  });

  it("reads from a 1-based offset for a limited number of lines and says how to read on", async () => {
    await writeFile(inRoot("a.txt"), Array.from({ length: 10 }, (_, i) => `l${i + 1}`).join("\n"));
    const out = await call("read_file", { path: "a.txt", offset: 4, limit: 2 });
    expect(out.content).toContain("     4|l4\n     5|l5\n");
    expect(out.content).toContain("Showing lines 4-5 of 10");
    expect(out.content).toContain("offset 6");
  });

  it("truncates a 5 MB file and says how to page through the rest", async () => {
    const line = "x".repeat(99);
    await writeFile(inRoot("big.txt"), `${line}\n`.repeat(50_000));
    const out = await call("read_file", { path: "big.txt" });
    expect(Buffer.byteLength(out.content)).toBeLessThan(60 * 1024);
    const match = /Showing lines 1-(\d+) of 50000 .*offset (\d+)/.exec(out.content);
    expect(match).not.toBeNull();
    const last = Number(match?.[1]);
    expect(Number(match?.[2])).toBe(last + 1);
    const next = await call("read_file", { path: "big.txt", offset: last + 1, limit: 1 });
    expect(next.content.startsWith(`${String(last + 1).padStart(6)}|${line}`)).toBe(true);
  });

  it("cuts a very long line instead of dumping it", async () => {
    await writeFile(inRoot("min.js"), `${"a".repeat(100_000)}\nshort\n`);
    const out = await call("read_file", { path: "min.js" });
    expect(out.content.length).toBeLessThan(3000);
    expect(out.content).toContain("line cut at 2000 characters");
    expect(out.content).toContain("     2|short");
  });

  it("reports a binary file with its size instead of its bytes", async () => {
    await writeFile(inRoot("logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2, 3]));
    const out = await call("read_file", { path: "logo.png" });
    expect(out.isError).toBe(true);
    expect(out.content).toContain("binary");
    expect(out.content).toContain("11 bytes");
  });

  it("says a folder is a folder and lists what it holds", async () => {
    await mkdir(inRoot("src/lib"), { recursive: true });
    await writeFile(inRoot("src/main.ts"), "");
    const out = await call("read_file", { path: "src" });
    expect(out.isError).toBe(true);
    expect(out.content).toContain("src is a folder");
    expect(out.content).toContain("lib/, main.ts");
  });

  it("says a missing file is missing and names close matches", async () => {
    await mkdir(inRoot("src"));
    await writeFile(inRoot("src/utils.ts"), "export {};\n");
    const typo = await call("read_file", { path: "src/utlis.ts" });
    expect(typo.isError).toBe(true);
    expect(typo.content).toContain("src/utlis.ts does not exist");
    expect(typo.content).toContain("src/utils.ts");
    const elsewhere = await call("read_file", { path: "utils.ts" });
    expect(elsewhere.content).toContain("Did you mean: src/utils.ts");
  });

  it("accepts an absolute path inside the workspace", async () => {
    await writeFile(inRoot("a.txt"), "hello\n");
    const out = await call("read_file", { path: inRoot("a.txt") });
    expect(out.content).toBe("     1|hello");
  });

  it("shows a CRLF file without carriage returns", async () => {
    await writeFile(inRoot("win.txt"), "one\r\ntwo\r\n");
    expect((await call("read_file", { path: "win.txt" })).content).toBe("     1|one\n     2|two");
  });
});

describe("write_file", () => {
  it("creates parent folders and reports bytes and lines", async () => {
    const out = await call("write_file", { path: "deep/er/new.ts", content: "a\nb\n" });
    expect(out.isError).toBeFalsy();
    expect(out.content).toBe("Created deep/er/new.ts: 4 bytes, 2 lines.");
    expect(await readFile(inRoot("deep/er/new.ts"), "utf8")).toBe("a\nb\n");
  });

  it("overwrites an existing file", async () => {
    await writeFile(inRoot("a.txt"), "old content\n");
    const out = await call("write_file", { path: "a.txt", content: "new" });
    expect(out.content).toBe("Overwrote a.txt: 3 bytes, 1 line.");
    expect(await readFile(inRoot("a.txt"), "utf8")).toBe("new");
  });

  it("never writes inside .git/", async () => {
    await mkdir(inRoot(".git"));
    const out = await call("write_file", { path: ".git/hooks/pre-commit", content: "curl evil" });
    expect(out.isError).toBe(true);
    expect(out.content).toContain(".git/");
    const edit = await call("edit_file", { path: ".git/config", old_str: "a", new_str: "b" });
    expect(edit.isError).toBe(true);
  });
});

describe("edit_file", () => {
  it("replaces text that occurs exactly once", async () => {
    await writeFile(inRoot("a.ts"), "const a = 1;\nconst b = 2;\n");
    const out = await call("edit_file", { path: "a.ts", old_str: "const b = 2;", new_str: "const b = 3;" });
    expect(out.isError).toBeFalsy();
    expect(out.content).toContain("replaced 1 occurrence (from line 2)");
    expect(out.content).toContain("     2|const b = 3;");
    expect(await readFile(inRoot("a.ts"), "utf8")).toBe("const a = 1;\nconst b = 3;\n");
  });

  it.each([
    {
      name: "refuses text that is not there, and leaves the file alone",
      text: "function f() {\n    return 1;\n}\n",
      edit: { old_str: "function f() {\n  return 1;", new_str: "x" },
      says: ["old_str was not found in a.ts", "line 1"],
    },
    {
      name: "refuses text that occurs three times, naming the count and the lines, and leaves the file alone",
      text: "x = 1\ny = 2\nx = 1\nz = 3\nx = 1\n",
      edit: { old_str: "x = 1", new_str: "x = 9" },
      says: ["occurs 3 times", "lines 1, 3, 5"],
    },
  ])("$name", async ({ text, edit, says }) => {
    await writeFile(inRoot("a.ts"), text);
    const out = await call("edit_file", { path: "a.ts", ...edit });
    expect(out.isError).toBe(true);
    for (const words of says) expect(out.content).toContain(words);
    expect(await readFile(inRoot("a.ts"), "utf8")).toBe(text);
  });

  it("replaces all three with replace_all", async () => {
    await writeFile(inRoot("a.ts"), "x = 1\ny = 2\nx = 1\nz = 3\nx = 1\n");
    const out = await call("edit_file", {
      path: "a.ts",
      old_str: "x = 1",
      new_str: "x = 9",
      replace_all: true,
    });
    expect(out.content).toContain("replaced 3 occurrences");
    expect(await readFile(inRoot("a.ts"), "utf8")).toBe("x = 9\ny = 2\nx = 9\nz = 3\nx = 9\n");
  });

  it("keeps a CRLF file CRLF, even when the model writes plain newlines", async () => {
    await writeFile(inRoot("win.txt"), "one\r\ntwo\r\nthree\r\n");
    const out = await call("edit_file", { path: "win.txt", old_str: "one\ntwo", new_str: "one\nTWO\nmore" });
    expect(out.isError).toBeFalsy();
    expect(await readFile(inRoot("win.txt"), "utf8")).toBe("one\r\nTWO\r\nmore\r\nthree\r\n");
  });

  it("keeps a file without a final newline that way", async () => {
    await writeFile(inRoot("a.txt"), "first\nlast");
    await call("edit_file", { path: "a.txt", old_str: "first", new_str: "1st" });
    expect(await readFile(inRoot("a.txt"), "utf8")).toBe("1st\nlast");
    await call("edit_file", { path: "a.txt", old_str: "last", new_str: "final\n" });
    expect(await readFile(inRoot("a.txt"), "utf8")).toBe("1st\nfinal");
  });

  it("inserts replacement text literally, dollar signs included", async () => {
    await writeFile(inRoot("a.sh"), "echo NAME\n");
    await call("edit_file", { path: "a.sh", old_str: "NAME", new_str: "$& $1 $$" });
    expect(await readFile(inRoot("a.sh"), "utf8")).toBe("echo $& $1 $$\n");
  });
});

describe("the workspace jail", () => {
  const escapes = (): [string, string][] => [
    ["../outside/secret.txt", "outside the workspace"],
    ["/etc/passwd", "outside the workspace"],
    ["link/secret.txt", "through a symlink"],
    ["secret-link", "through a symlink"],
  ];

  beforeEach(async () => {
    await symlink(outside, inRoot("link"));
    await symlink(path.join(outside, "secret.txt"), inRoot("secret-link"));
  });

  it("refuses reads that leave the workspace", async () => {
    for (const [p, why] of escapes()) {
      const out = await call("read_file", { path: p });
      expect(out.isError, p).toBe(true);
      expect(out.content, p).toContain(why);
      expect(out.content).not.toContain("top secret");
    }
  });

  it("refuses writes that leave the workspace", async () => {
    for (const [p, why] of [...escapes(), ["link/new.txt", "through a symlink"]]) {
      const out = await call("write_file", { path: p, content: "pwned" });
      expect(out.isError, p).toBe(true);
      expect(out.content, p).toContain(why);
    }
    expect(await readFile(path.join(outside, "secret.txt"), "utf8")).toBe("top secret\n");
  });

  it("refuses edits that leave the workspace", async () => {
    for (const [p, why] of escapes()) {
      const out = await call("edit_file", { path: p, old_str: "top secret", new_str: "pwned" });
      expect(out.isError, p).toBe(true);
      expect(out.content, p).toContain(why);
    }
    expect(await readFile(path.join(outside, "secret.txt"), "utf8")).toBe("top secret\n");
  });

  it("refuses a dangling symlink whose target would be created outside", async () => {
    await symlink(path.join(outside, "planted.txt"), inRoot("dangling"));
    const out = await call("write_file", { path: "dangling", content: "x" });
    expect(out.isError).toBe(true);
    expect(out.content).toContain("through a symlink");
  });

  it("follows symlinks that stay inside", async () => {
    await mkdir(inRoot("real"));
    await writeFile(inRoot("real/a.txt"), "inside\n");
    await symlink(inRoot("real"), inRoot("alias"));
    expect((await call("read_file", { path: "alias/a.txt" })).content).toBe("     1|inside");
  });

  it("resolves paths as data, never throwing", async () => {
    const workspace = createWorkspace(root);
    expect(await workspace.resolveInside("a/../b.txt")).toEqual({
      ok: true,
      value: { path: path.join(workspace.root, "b.txt"), relative: "b.txt" },
    });
    expect(await workspace.resolveInside("")).toMatchObject({ ok: false });
    expect(await workspace.resolveInside("a\0b")).toMatchObject({ ok: false });
    expect(await workspace.resolveInside(".git/config", { forWrite: true })).toMatchObject({ ok: false });
    expect(await workspace.resolveInside(".git/config")).toMatchObject({ ok: true });
  });
});

describe("argument validation", () => {
  it("names the bad field and the value received", async () => {
    const out = await call("read_file", { path: "a.txt", offset: "third" });
    expect(out.isError).toBe(true);
    expect(out.content).toContain('offset: expected integer, got "third"');
  });

  it("accepts numbers sent as strings, as models often do", async () => {
    await call("write_file", { path: "n.txt", content: "one\ntwo\nthree\n" });
    const out = await call("read_file", { path: "n.txt", offset: "2", limit: "1" });
    expect(out.isError).toBeFalsy();
    expect(out.content).toContain("     2|two");
    expect(out.content).not.toContain("three");
  });

  it("names a missing field and a field the tool does not have", async () => {
    const out = await call("edit_file", { file_path: "a.txt", old_str: "a", new_str: "b" });
    expect(out.content).toContain("path: required, but missing");
    expect(out.content).toContain(
      'file_path: not a parameter of this tool (parameters: path, old_str, new_str, replace_all), got "a.txt"',
    );
  });
});

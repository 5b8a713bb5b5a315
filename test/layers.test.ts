import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layering of docs/architecture.md, checked on the source: a lower layer never imports a
 * higher one, and no module imports itself back through others. A new import that breaks either
 * fails here with the file and the import named.
 */
const SRC = resolve(import.meta.dirname, "..", "src");

/** What each folder of src/ may import besides itself. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  text: [],
  llm: [],
  tools: ["text"],
  sandbox: ["text", "tools"],
  agent: ["llm", "tools", "text"],
  report: ["agent", "llm", "text"],
  github: ["agent", "sandbox", "text"],
  action: ["agent", "github", "llm", "report", "sandbox", "text", "tools"],
  cli: ["action", "agent", "github", "llm", "report", "sandbox", "text", "tools"],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The files of src/ that `file` imports, statically or with `import()`, resolved to `.ts` paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)]
    .map((m) => m[1] ?? "")
    // JSON is data bundled in (package.json's version for `repo-agent --version`), not a layer.
    .filter((spec) => !spec.endsWith(".json"));
  return specs.map((spec) => resolve(dirname(file), spec).replace(/\.js$/, ".ts"));
}

const folderOf = (file: string) => relative(SRC, file).split("/")[0] ?? "";
const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

describe("the source layers", () => {
  it("has a rule for every folder of src/", () => {
    const folders = new Set(files.map(folderOf));
    expect([...folders].filter((folder) => !(folder in MAY_IMPORT))).toEqual([]);
  });

  it("never imports a higher layer", () => {
    const breaches: string[] = [];
    for (const [file, imports] of graph) {
      const from = folderOf(file);
      for (const target of imports) {
        const to = folderOf(target);
        if (to !== from && !MAY_IMPORT[from]?.includes(to))
          breaches.push(`${relative(SRC, file)} imports ${relative(SRC, target)}`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it("has no import cycle", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(SRC, f)).join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("resolves every relative import to a file that exists", () => {
    const missing = [...graph].flatMap(([file, imports]) =>
      imports.filter((target) => !graph.has(target)).map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(missing).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./fixtures/source-files.js";

/**
 * The layering of docs/architecture.md, checked on the source: a lower layer never imports a
 * higher one, and no module imports itself back through others. A new import that breaks either
 * fails here with the file and the import named.
 */
const SRC = resolve(import.meta.dirname, "..", "src");

/** What each folder of src/ may import besides itself. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  // What every layer may import: constants and formats that belong to none of them.
  base: [],
  text: ["base"],
  llm: ["base"],
  tools: ["base", "text"],
  sandbox: ["base", "text", "tools"],
  network: ["base", "sandbox"],
  agent: ["base", "llm", "tools", "text"],
  report: ["agent", "base", "llm", "text"],
  github: ["agent", "base", "text"],
  action: ["agent", "base", "github", "llm", "network", "report", "sandbox", "text", "tools"],
  cli: ["action", "agent", "base", "github", "llm", "network", "report", "sandbox", "text", "tools"],
};

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

/**
 * The action's phases, each a module of its own. They share what one hands the next
 * (`hand-offs.ts`) and the admitted run (`admitted-run.ts`); only `main.ts` and the start-up plan
 * put them together.
 */
const PHASES = ["admit", "describe", "workspace-guard", "work", "publish", "review", "report"].map((name) =>
  join(SRC, "action", `${name}.ts`),
);

describe("the action's phases", () => {
  it("never reach into one another, not even through a module of the action between them", () => {
    const crossings: string[] = [];
    for (const phase of PHASES) {
      const seen = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        for (const target of graph.get(file) ?? []) {
          if (seen.has(target) || folderOf(target) !== "action") continue;
          seen.add(target);
          const route = [...path, target];
          if (PHASES.includes(target) && target !== phase)
            crossings.push(route.map((f) => relative(SRC, f)).join(" -> "));
          else visit(target, route);
        }
      };
      visit(phase, [phase]);
    }
    expect(crossings).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { LATE_LOADS, type LateLoad, loadLateIfInside } from "../src/action/start-up.js";
import { sourceFiles } from "./fixtures/source-files.js";

/**
 * Code loaded late must never be read from a workspace that a pull request's head or the agent
 * could have written: with the bundle in the workspace (`uses: ./`), every late load of the
 * start-up plan is made before the checkout, and every `import()` of the action is one of them.
 */

const scratch = mkdtempSync(join(tmpdir(), "start-up-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function layout() {
  const root = mkdtempSync(join(scratch, "case-"));
  const workspace = join(root, "workspace");
  const vendored = join(workspace, ".github", "actions", "repo-agent", "dist");
  const published = join(root, "_actions", "owner", "repo-agent", "v1", "dist");
  mkdirSync(vendored, { recursive: true });
  mkdirSync(published, { recursive: true });
  return { root, workspace, vendored, published };
}

// A server configured, so the plan's own loads include the MCP client (nothing is connected).
const settings = {
  provider: "anthropic",
  mcpServers: [
    { name: "docs", kind: "http" as const, url: "http://127.0.0.1:9/mcp", headers: {}, timeoutMs: 1000 },
  ],
};

/** Late loads that count their calls, and the provider each was asked for. */
function counted() {
  const loaded: string[] = [];
  const loads: LateLoad[] = [
    async () => {
      loaded.push("first");
    },
    async (asked) => {
      loaded.push(`the ${asked.provider} provider`);
    },
  ];
  return { loaded, loads };
}

describe("loadLateIfInside", () => {
  it("makes every late load at once when the bundle is in the workspace", async () => {
    const { workspace, vendored } = layout();
    const { loaded, loads } = counted();
    expect(await loadLateIfInside(workspace, settings, { folder: vendored, loads })).toBe(true);
    expect(loaded).toEqual(["first", "the anthropic provider"]);
    // Every late load of the plan itself loads, from source as from the bundle.
    await expect(loadLateIfInside(workspace, settings, { folder: vendored })).resolves.toBe(true);
  });

  it("loads nothing when the bundle lives outside the workspace, as a published action does", async () => {
    const { workspace, published } = layout();
    const { loaded, loads } = counted();
    expect(await loadLateIfInside(workspace, settings, { folder: published, loads })).toBe(false);
    expect(loaded).toEqual([]);
    await loads[0]?.(settings);
    expect(loaded).toEqual(["first"]);
  });

  it("sees through a link: a workspace reached through one still holds the bundle", async () => {
    const { root, workspace, vendored } = layout();
    const link = join(root, "workspace-link");
    symlinkSync(workspace, link);
    const { loaded, loads } = counted();
    expect(await loadLateIfInside(link, settings, { folder: vendored, loads })).toBe(true);
    expect(loaded).toHaveLength(2);
  });

  it("counts a workspace it cannot resolve as holding the bundle", async () => {
    const { root, published } = layout();
    const { loaded, loads } = counted();
    expect(await loadLateIfInside(join(root, "no-such-folder"), settings, { folder: published, loads })).toBe(
      true,
    );
    expect(loaded).toHaveLength(2);
  });

  it("rejects when code loaded late cannot be loaded", async () => {
    const { workspace, vendored } = layout();
    const loads: LateLoad[] = [() => Promise.reject(new Error("chunk 123.index.js is missing"))];
    await expect(loadLateIfInside(workspace, settings, { folder: vendored, loads })).rejects.toThrow(
      "chunk 123.index.js is missing",
    );
  });
});

/**
 * Every `import()` of the action's code: reachable from a loader the start-up plan lists in
 * `LATE_LOADS`, or made where the checkout cannot have happened yet. A new one elsewhere fails
 * here, with the file named: its loader belongs in the plan's list.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..", "src");
const PLAN = join(SRC, "action", "start-up.ts");
const LOADED_BEFORE_THE_CHECKOUT: Record<string, string> = {
  "action/index.ts": "the action itself, at its start",
  "action/post.ts": "the post step's own bundle, written back before the runner starts it (own-files.ts)",
  "cli/command-line.ts": "the command line, which is not the action",
  "cli/index.ts": "the command line's `check-workflow` command, which is not the action",
};

/** `text` without its comments, so that only code names code. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/**
 * The top-level declarations of a module's code, by name, each with its text up to the next one;
 * what comes before the first is the module's own (`(module)`, which nothing reaches).
 */
function declarations(text: string): Map<string, string> {
  const starts = [
    ...text.matchAll(/^(?:export )?(?:async )?(?:function\*?|const|let|class|type|interface) (\w+)/gm),
  ];
  return new Map([
    ["(module)", text.slice(0, starts[0]?.index ?? text.length)],
    ...starts.map((start, i): [string, string] => [
      start[1] ?? "",
      text.slice(start.index, starts[i + 1]?.index ?? text.length),
    ]),
  ]);
}

/** The names `plan` imports from each file (resolved to its path) and uses in `LATE_LOADS`. */
function planRoots(plan: string): Map<string, string[]> {
  const list = declarations(code(plan)).get("LATE_LOADS") ?? "";
  const roots = new Map<string, string[]>();
  for (const found of plan.matchAll(/^import \{([^}]*)\} from "(\.{1,2}\/[^"]+)";/gm)) {
    const file = resolve(dirname(PLAN), (found[2] ?? "").replace(/\.js$/, ".ts"));
    const names = (found[1] ?? "")
      .split(",")
      .map((name) => name.replace(/^\s*type\s+/, "").trim())
      .filter((name) => name !== "" && new RegExp(`\\b${name}\\b`).test(list));
    if (names.length > 0) roots.set(file, names);
  }
  return roots;
}

/** The declarations of `text` that `roots` reach, through the names each one's code mentions. */
function reached(text: string, roots: readonly string[]): Set<string> {
  const declared = declarations(code(text));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !declared.has(name)) return;
    seen.add(name);
    const body = declared.get(name) ?? "";
    for (const other of declared.keys()) if (new RegExp(`\\b${other}\\b`).test(body)) visit(other);
  };
  for (const root of roots) visit(root);
  return seen;
}

describe("the action's dynamic imports", () => {
  it("are all reachable from the start-up plan's late loads, or made before the checkout", () => {
    const roots = planRoots(readFileSync(PLAN, "utf8"));
    const unaccounted: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file);
      if (name in LOADED_BEFORE_THE_CHECKOUT) continue;
      const text = readFileSync(file, "utf8");
      const inReach = reached(text, roots.get(file) ?? []);
      for (const [declared, body] of declarations(code(text))) {
        if (!/(?<!typeof )\bimport\(\s*["'`]/.test(body) || inReach.has(declared)) continue;
        unaccounted.push(`${name}: ${declared}`);
      }
    }
    expect(unaccounted).toEqual([]);
  });

  it("are found in the plan as one loader per late load (else the check above would check nothing)", () => {
    const roots = planRoots(readFileSync(PLAN, "utf8"));
    expect([...roots.values()].flat().sort()).toEqual([
      "loadCore",
      "loadMcp",
      "loadOctokit",
      "loadProvider",
      "loadProxiedOctokit",
      "loadRanks",
      "loadSchemaValidator",
    ]);
    expect(LATE_LOADS).toHaveLength(7);
  });
});

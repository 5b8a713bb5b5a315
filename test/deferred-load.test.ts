import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { deferred, loadDeferredIfInside } from "../src/text/deferred-load.js";

/**
 * Code loaded on first need must never be read from a workspace that a pull request's head or
 * the agent could have written: with the bundle in the workspace (`uses: ./`), everything
 * deferred is loaded before the checkout, whatever defers it.
 */

const scratch = mkdtempSync(join(tmpdir(), "deferred-load-"));
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

describe("loadDeferredIfInside", () => {
  it("loads everything deferred, and what that defers in turn, when the bundle is in the workspace", async () => {
    const { workspace, vendored } = layout();
    const loaded: string[] = [];
    const second = () =>
      deferred(async () => {
        loaded.push("deferred by the first");
      });
    const first = deferred(async () => {
      loaded.push("first");
      second();
    });
    expect(await loadDeferredIfInside(workspace, vendored)).toBe(true);
    expect(loaded).toEqual(["first", "deferred by the first"]);
    // Loaded once: a later first use gets what was loaded.
    await first();
    expect(loaded).toHaveLength(2);
  });

  it("loads nothing when the bundle lives outside the workspace, as a published action does", async () => {
    const { workspace, published } = layout();
    let loads = 0;
    const later = deferred(async () => {
      loads++;
    });
    expect(await loadDeferredIfInside(workspace, published)).toBe(false);
    expect(loads).toBe(0);
    await later();
    expect(loads).toBe(1);
  });

  it("sees through a link: a workspace reached through one still holds the bundle", async () => {
    const { root, workspace, vendored } = layout();
    const link = join(root, "workspace-link");
    symlinkSync(workspace, link);
    let loads = 0;
    deferred(async () => {
      loads++;
    });
    expect(await loadDeferredIfInside(link, vendored)).toBe(true);
    expect(loads).toBe(1);
  });

  it("counts a workspace it cannot resolve as holding the bundle", async () => {
    const { root, published } = layout();
    let loads = 0;
    deferred(async () => {
      loads++;
    });
    expect(await loadDeferredIfInside(join(root, "no-such-folder"), published)).toBe(true);
    expect(loads).toBe(1);
  });

  it("rejects when deferred code cannot be loaded", async () => {
    const { workspace, vendored } = layout();
    deferred(() => Promise.reject(new Error("chunk 123.index.js is missing")));
    await expect(loadDeferredIfInside(workspace, vendored)).rejects.toThrow("chunk 123.index.js is missing");
  });
});

/**
 * Every `import()` of the action's code: through `deferred`, or where the checkout cannot have
 * happened yet. A new one elsewhere fails here, with the file named: it needs `deferred`.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..", "src");
const LOADED_BEFORE_THE_CHECKOUT: Record<string, string> = {
  "action/index.ts": "the action itself, at its start",
  "llm/registry.ts": "the provider's SDK: `WorkspaceGuard.checkout` takes the loaded provider",
  "action/post.ts": "the post step's own bundle, written back before the runner starts it (own-files.ts)",
  "cli/command-line.ts": "the command line, which is not the action",
  "cli/index.ts": "the command line's `check-workflow` command, which is not the action",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("the action's dynamic imports", () => {
  it("are all deferred, or made before the checkout", () => {
    const unaccounted: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file);
      if (name in LOADED_BEFORE_THE_CHECKOUT) continue;
      const text = readFileSync(file, "utf8");
      for (const found of text.matchAll(/(?<!typeof )\bimport\(\s*["'`]/g)) {
        const before = text.slice(Math.max(0, (found.index ?? 0) - 400), found.index);
        const line = text.slice(0, found.index).split("\n").length;
        if (!/\bdeferred\((async )?\(\) =>/.test(before)) unaccounted.push(`${name}:${line}`);
      }
    }
    expect(unaccounted).toEqual([]);
  });
});

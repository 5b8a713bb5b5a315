import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { keepIfInside } from "../src/action/own-files.js";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A workspace holding a vendored action's post step (`dist/post/`), and a folder outside it. */
function vendored() {
  const root = mkdtempSync(join(tmpdir(), "repo-agent-own-files-"));
  roots.push(root);
  const workspace = join(root, "workspace");
  const post = join(workspace, "action", "dist", "post");
  mkdirSync(join(post, "chunks"), { recursive: true });
  writeFileSync(join(post, "index.js"), "the action's own post step\n");
  writeFileSync(join(post, "chunks", "1.index.js"), "a chunk\n");
  const outside = join(root, "outside");
  mkdirSync(outside);
  return { workspace, post, outside };
}

describe("the action's own post step in the workspace", () => {
  it("is left alone when the action does not live in the workspace", async () => {
    const { post, outside } = vendored();
    expect(await keepIfInside(outside, post)).toBeUndefined();
  });

  it("is written back whole after the agent rewrote it and added to it", async () => {
    const { workspace, post } = vendored();
    const kept = await keepIfInside(workspace, post);
    writeFileSync(join(post, "index.js"), "stolen = process.env\n");
    writeFileSync(join(post, "extra.js"), "more\n");
    rmSync(join(post, "chunks"), { recursive: true });
    expect(await kept?.restore()).toBeUndefined();
    expect(readFileSync(join(post, "index.js"), "utf8")).toBe("the action's own post step\n");
    expect(readFileSync(join(post, "chunks", "1.index.js"), "utf8")).toBe("a chunk\n");
    expect(readdirSync(post).sort()).toEqual(["chunks", "index.js"]);
  });

  it("never writes through a folder the agent swapped for a symlink", async () => {
    const { workspace, post, outside } = vendored();
    const kept = await keepIfInside(workspace, post);
    // The agent replaces `dist` with a link to a folder elsewhere.
    const dist = join(workspace, "action", "dist");
    rmSync(dist, { recursive: true });
    symlinkSync(outside, dist);
    expect(await kept?.restore()).toBeUndefined();
    expect(readdirSync(outside)).toEqual([]);
    expect(readFileSync(join(post, "index.js"), "utf8")).toBe("the action's own post step\n");
  });
});

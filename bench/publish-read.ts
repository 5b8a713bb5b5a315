/**
 * Reading the working tree for publishing, on the 25,000-file checkout (large-checkout.ts) with a
 * few files changed and added, as a run leaves it:
 * - `before`: what publishing did until the reads went through the agent's user: git's listing
 *   of the untracked files, an `lstat` of each path, and one `git hash-object --stdin-paths` over
 *   every file, by path, as the action's user;
 * - `here`: the walk in this process (the sandbox off), building the same tree;
 * - `sandbox`: the walk as the sandbox user (root or passwordless sudo, and acl), after its
 *   processes are gone, streamed to this process, which writes the blobs and the tree.
 * Each is timed from nothing read to the tree written; medians of three runs after a warm-up.
 */
import { execFileSync } from "node:child_process";
import { lstatSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { snapshotWorkingTree } from "../src/action/working-tree-snapshot.js";
import type { Git } from "../src/github/git.js";
import { buildSnapshot, forgetView, startView } from "../src/github/publish/snapshot.js";
import { lockRepository } from "../src/github/publish/vault.js";
import { wholeListing } from "../src/github/publish/whole-listing.js";
import { changeMark } from "../src/sandbox/change-mark.js";
import { prepareSandbox } from "../src/sandbox/index.js";
import { toolHostScript } from "../test/fixtures/tool-host-build.js";
import { buildLargeCheckout } from "./large-checkout.js";
import { median, round } from "./stats.js";

const RUNS = 3;

export interface PublishReadFigures {
  beforeMs: number;
  hereMs: number;
  /** Undefined where the sandbox cannot be had (not root, no sudo, no acl). */
  sandboxMs?: number;
  files: number;
  sandboxNote?: string;
}

export async function benchPublishRead(): Promise<PublishReadFigures> {
  const root = await mkdtemp(path.join(tmpdir(), "bench-publish-read-"));
  try {
    const workspace = path.join(root, "workspace");
    const checkout = await buildLargeCheckout(workspace);
    execFileSync("git", ["-c", "gc.autoDetach=false", "gc", "--quiet"], { cwd: workspace });
    const base = execFileSync("git", ["rev-parse", "HEAD"], { cwd: workspace, encoding: "utf8" }).trim();
    // As in a run: the agent's side is ready (the mark), then the agent edits.
    const sinceNs = await changeMark();
    // What a run leaves: ten files edited, two added.
    for (let i = 0; i < 10; i++)
      await writeFile(
        path.join(workspace, "packages", `pkg-${i}`, "src", "area-0", "part-0", "f0.ts"),
        `edit ${i}\n`,
      );
    await writeFile(path.join(workspace, "NEW.md"), "new\n");
    await writeFile(path.join(workspace, "packages", "pkg-1", "new.ts"), "export {};\n");
    const locked = await lockRepository(workspace);
    if (!locked.ok) throw new Error(locked.error);
    const { value: vault } = locked;
    const time = async (fn: () => Promise<string>): Promise<{ ms: number; tree: string }> => {
      const t0 = performance.now();
      const tree = await fn();
      return { ms: performance.now() - t0, tree };
    };
    const trees = new Set<string>();
    const runs = async (fn: () => Promise<string>): Promise<number> => {
      const times: number[] = [];
      for (let i = 0; i <= RUNS; i++) {
        const { ms, tree } = await time(fn);
        trees.add(tree);
        if (i > 0) times.push(ms);
      }
      return median(times);
    };
    try {
      const beforeMs = await runs(() => pathReadReference(vault.git, workspace, base, vault.dir));
      const hereMs = await runs(async () => {
        const snapshot = await snapshotWorkingTree(vault.git, workspace, base, vault.dir, { sinceNs });
        if (!snapshot.ok) throw new Error(snapshot.error);
        return snapshot.value.tree;
      });
      const sandbox = await sandboxRuns(vault.git, workspace, base, vault.dir, vault.dir);
      for (const tree of sandbox.trees) trees.add(tree);
      if (trees.size !== 1) throw new Error(`the ways of reading built ${trees.size} different trees`);
      return {
        beforeMs: round(beforeMs, 1),
        hereMs: round(hereMs, 1),
        ...(sandbox.ms !== undefined ? { sandboxMs: round(sandbox.ms, 1) } : {}),
        ...(sandbox.note ? { sandboxNote: sandbox.note } : {}),
        files: checkout.files,
      };
    } finally {
      await vault.restore();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The walk as the sandbox user, once per sandbox (a release reads once): the same runs. */
async function sandboxRuns(
  git: Git,
  workspace: string,
  base: string,
  scratch: string,
  vaultDir: string,
): Promise<{ ms?: number; note?: string; trees: string[] }> {
  const script = await toolHostScript();
  const times: number[] = [];
  const trees: string[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const sandbox = await prepareSandbox({
      mode: "auto",
      workspace,
      toolHostScript: script,
      privatePaths: [vaultDir],
    });
    if (!sandbox.active) return { note: "note" in sandbox ? sandbox.note : sandbox.error, trees };
    let ms = 0;
    await sandbox.dispose({
      whileShared: async (read) => {
        const t0 = performance.now();
        const viewed = await startView(git, base, scratch);
        if (!viewed.ok) throw new Error(viewed.error);
        const view = viewed.value;
        const { listings, exclude, hashLength } = view;
        const request = {
          listings,
          exclude,
          hashLength,
          root: workspace,
          sinceNs: (await sandbox.writable).sinceNs,
        };
        const snapshot = await buildSnapshot(git, read(request), view);
        await forgetView(view);
        if (!snapshot.ok) throw new Error(snapshot.error);
        ms = performance.now() - t0;
        trees.push(snapshot.value.tree);
      },
    });
    if (ms === 0) throw new Error("the sandbox's read did not run");
    if (i > 0) times.push(ms);
  }
  return { ms: median(times), trees };
}

/**
 * The earlier way, by path as this process's user: the start commit into an index, git's listing
 * of the tracked and untracked files, an `lstat` of each, every file hashed and written by one
 * `git hash-object --stdin-paths`, and the tree built from the index.
 */
async function pathReadReference(
  git: Git,
  workspace: string,
  base: string,
  scratch: string,
): Promise<string> {
  const env = { GIT_INDEX_FILE: path.join(scratch, "reference-index") };
  await rm(env.GIT_INDEX_FILE, { force: true });
  const read = await git.exec(["read-tree", base], { env });
  if (!read.ok) throw new Error(read.error);
  const [tracked, others] = await Promise.all([
    wholeListing(git, ["ls-files", "-z", "--stage"], { env }),
    wholeListing(git, ["ls-files", "-z", "--others", "--exclude-standard"], { env, workTree: workspace }),
  ]);
  if (!tracked.ok || !others.ok) throw new Error("listing failed");
  const paths = new Set<string>();
  for (const record of tracked.value.split("\0")) {
    const tab = record.indexOf("\t");
    if (tab >= 0) paths.add(record.slice(tab + 1));
  }
  for (const p of others.value.split("\0")) if (p) paths.add(p);
  const files = [...paths]
    .sort()
    .filter((p) => lstatSync(path.join(workspace, p), { throwIfNoEntry: false })?.isFile());
  const input = `${files.map((p) => path.join(workspace, p)).join("\n")}\n`;
  const hashed = await wholeListing(git, ["hash-object", "-w", "--no-filters", "--stdin-paths"], { input });
  if (!hashed.ok) throw new Error(hashed.error);
  const shas = hashed.value.split("\n").filter(Boolean);
  const info = files.map((p, i) => `100644 ${shas[i]}\t${p}\0`).join("");
  await rm(env.GIT_INDEX_FILE, { force: true });
  const built = await git.exec(["update-index", "-z", "--index-info"], { env, input: info });
  if (!built.ok) throw new Error(built.error);
  const tree = await git.exec(["write-tree"], { env });
  if (!tree.ok) throw new Error(tree.error);
  return tree.value.trim();
}

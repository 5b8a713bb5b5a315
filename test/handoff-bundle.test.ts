import { execFileSync } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createGit } from "../src/github/git.js";
import { bundleMismatch, parseBundleHeader, readBundleHeader } from "../src/github/handoff/bundle-read.js";
import { HANDOFF_REF } from "../src/github/handoff/manifest.js";
import {
  fetchBundle,
  inspectHandoffCommit,
  openScratchRepo,
  snapshotOfTree,
} from "../src/github/handoff/scratch-repo.js";
import { createGitFixture, type GitFixture } from "./fakes/git-repo.js";

const A = "a".repeat(40);
const B = "b".repeat(40);
const C = "c".repeat(40);

const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const header = (text: string) => Buffer.from(`${text}\n\nPACK...`, "latin1");

describe("the bundle's header, read as data", () => {
  it("reads a v2 header: its prerequisite, its ref, and where its pack starts", () => {
    const text = `# v2 git bundle\n-${A} Initial commit\n${B} refs/repo-agent/handoff`;
    expect(parseBundleHeader(header(text))).toEqual({
      ok: true,
      value: {
        version: 2,
        prerequisites: [A],
        refs: [{ sha: B, name: "refs/repo-agent/handoff" }],
        packOffset: text.length + 2,
      },
    });
  });

  it("reads a v3 header with the SHA-1 capability, and refuses any other capability", () => {
    const v3 = parseBundleHeader(
      header(`# v3 git bundle\n@object-format=sha1\n-${A}\n${B} refs/repo-agent/handoff`),
    );
    expect(v3.ok && v3.value.version).toBe(3);
    const filtered = parseBundleHeader(header(`# v3 git bundle\n@filter=blob:none\n-${A}\n${B} refs/x`));
    expect(filtered).toMatchObject({ ok: false, error: expect.stringContaining("capability other than") });
    const inV2 = parseBundleHeader(header(`# v2 git bundle\n@object-format=sha1\n${B} refs/x`));
    expect(inV2).toMatchObject({ ok: false, error: expect.stringContaining("a v2 bundle has none") });
  });

  it("refuses what is not a bundle, a header without its end, and lines of any other shape", () => {
    expect(parseBundleHeader(header("#!/bin/sh\necho hi"))).toMatchObject({
      ok: false,
      error: expect.stringContaining("does not start with"),
    });
    expect(parseBundleHeader(Buffer.from(`# v2 git bundle\n${B} refs/x\n`))).toMatchObject({
      ok: false,
      error: expect.stringContaining("ending in a blank line"),
    });
    for (const line of [
      `${B} refs/heads/../../config`,
      `${B} refs/heads/main:refs/heads/other`,
      `${B} HEAD`,
      `${B.slice(0, 39)} refs/x`,
      `+${A}`,
      "hello",
    ])
      expect(parseBundleHeader(header(`# v2 git bundle\n${line}`))).toMatchObject({
        ok: false,
        error: expect.stringContaining("line 2 of the bundle's header"),
      });
  });

  it("is one commit on the start: one prerequisite, the start; one ref, the manifest's commit", () => {
    const one = {
      version: 2 as const,
      prerequisites: [A],
      refs: [{ sha: B, name: "refs/repo-agent/handoff" }],
    };
    expect(bundleMismatch(one, A, B)).toBeUndefined();
    expect(bundleMismatch(one, C, B)).toBe(`the bundle is based on ${A}, not on the start commit ${C}`);
    expect(bundleMismatch(one, A, C)).toContain(`the bundle's ref points at ${B}`);
    expect(bundleMismatch({ ...one, prerequisites: [] }, A, B)).toContain("the bundle needs 0 commits");
    expect(bundleMismatch({ ...one, prerequisites: [A, C] }, A, B)).toContain("the bundle needs 2 commits");
    expect(
      bundleMismatch({ ...one, refs: [...one.refs, { sha: B, name: "refs/heads/main" }] }, A, B),
    ).toContain("the bundle holds 2 refs");
  });
});

/** A workspace, an agent job's clone of its origin, and a private repository borrowing the workspace's objects. */
async function scratchStage() {
  const fixture = createGitFixture();
  cleanups.push(() => fixture.cleanup());
  const start = fixture.git(["rev-parse", "HEAD"]);
  const clone = join(fixture.root, "agent-job");
  fixture.git(["clone", "--quiet", fixture.origin, clone], fixture.root);
  const privateDir = mkdtempSync(join(fixture.root, "private-"));
  const workspace = createGit(fixture.workspace, { env: fixture.env });
  const scratch = await openScratchRepo(workspace, privateDir, { env: fixture.env });
  if (!scratch.ok) throw new Error(scratch.error);
  /** The agent job's `commit`, bundled on the start as job 1 bundles it. */
  const bundleOf = (commit: string) => {
    const file = join(fixture.root, `handoff-${commit.slice(0, 8)}.bundle`);
    fixture.git(["update-ref", "refs/repo-agent/handoff", commit], clone);
    fixture.git(["bundle", "create", "--quiet", file, "refs/repo-agent/handoff", `^${start}`], clone);
    return file;
  };
  const commitTree = (entries: string) => {
    const made = execInClone(fixture, clone, ["mktree"], entries);
    return fixture.git(["commit-tree", made, "-p", start, "-m", "handoff"], clone);
  };
  /** A commit on the start of the tree `mktree` makes of `entries`: git checks nothing of it here. */
  /** The bundle's pack taken into the private repository, as the publish job takes it. */
  const take = async (file: string, commit: string) => {
    const header = await readBundleHeader(file);
    if (!header.ok) return header;
    return fetchBundle(scratch.value.git, file, header.value, commit, start);
  };
  return { fixture, start, clone, privateDir, scratch: scratch.value, bundleOf, commitTree, take };
}

/** `git <args>` in `cwd` with `input` on stdin: what the fixture's `git` cannot give a command. */
function execInClone(fixture: GitFixture, cwd: string, args: string[], input: string) {
  return execFileSync("git", args, { cwd, env: fixture.env, input, encoding: "utf8" }).trim();
}

describe.concurrent("the private repository", () => {
  it("takes one commit on the start from a bundle, its snapshot the commit's tree, and leaves the workspace's refs alone", async () => {
    const { fixture, start, clone, scratch, privateDir, bundleOf, take } = await scratchStage();
    fixture.write("src/app.ts", "export const answer = 42;\n", clone);
    fixture.git(["commit", "--quiet", "-am", "handoff"], clone);
    const commit = fixture.git(["rev-parse", "HEAD"], clone);
    const refsBefore = fixture.git(["for-each-ref"]);
    const file = bundleOf(commit);

    const read = await readBundleHeader(file);
    expect(read.ok && bundleMismatch(read.value, start, commit)).toBeUndefined();
    expect(await take(file, commit)).toEqual({
      ok: true,
      value: undefined,
    });
    const inspected = await inspectHandoffCommit(scratch.git, commit, start);
    expect(inspected).toMatchObject({ ok: true, value: { files: ["src/app.ts"] } });
    const tree = inspected.ok ? inspected.value.tree : "";
    const snapshot = await snapshotOfTree(scratch.git, tree, privateDir);
    expect(snapshot.ok && snapshot.value.tree).toBe(tree);
    expect((await scratch.git.exec(["rev-parse", HANDOFF_REF])).ok).toBe(true);
    expect(fixture.git(["for-each-ref"])).toBe(refsBefore);
    expect(() => fixture.git(["cat-file", "-e", commit])).toThrow();
  });

  it("lets git refuse a tree with a .git entry (fsckObjects)", async () => {
    const { fixture, clone, bundleOf, commitTree, take } = await scratchStage();
    const blob = execInClone(
      fixture,
      clone,
      ["hash-object", "-w", "--stdin"],
      "[core]\n\thooksPath = /tmp\n",
    );
    const inner = execInClone(fixture, clone, ["mktree"], `100644 blob ${blob}\tconfig\n`);
    const commit = commitTree(`040000 tree ${inner}\t.git\n`);
    const fetched = await take(bundleOf(commit), commit);
    expect(fetched).toMatchObject({ ok: false, error: expect.stringMatching(/dotgit|\.git/i) });
  });

  it("refuses a changed submodule, a workflow in any case, and .github made a link", async () => {
    const { scratch, bundleOf, commitTree, fixture, clone, start, take } = await scratchStage();
    const listing = fixture.git(["ls-tree", start], clone);
    const submodule = commitTree(`${listing}\n160000 commit ${start}\tvendor\n`);
    expect(await take(bundleOf(submodule), submodule)).toMatchObject({
      ok: true,
    });
    expect(await inspectHandoffCommit(scratch.git, submodule, start)).toMatchObject({
      ok: false,
      error: expect.stringContaining('it changes the submodule "vendor"'),
    });
    const blob = execInClone(fixture, clone, ["hash-object", "-w", "--stdin"], "on: push\n");
    const workflows = execInClone(fixture, clone, ["mktree"], `100644 blob ${blob}\tx.yml\n`);
    const dotGithub = execInClone(fixture, clone, ["mktree"], `040000 tree ${workflows}\tWorkflows\n`);
    const shouting = commitTree(`${listing}\n040000 tree ${dotGithub}\t.GitHub\n`);
    expect(await take(bundleOf(shouting), shouting)).toMatchObject({
      ok: true,
    });
    expect(await inspectHandoffCommit(scratch.git, shouting, start)).toMatchObject({
      ok: false,
      error: expect.stringContaining(".GitHub/Workflows/x.yml"),
    });
    const target = execInClone(fixture, clone, ["hash-object", "-w", "--stdin"], "somewhere/else");
    const linked = commitTree(`${listing}\n120000 blob ${target}\t.github\n`);
    expect(await take(bundleOf(linked), linked)).toMatchObject({ ok: true });
    expect(await inspectHandoffCommit(scratch.git, linked, start)).toMatchObject({
      ok: false,
      error: expect.stringContaining('it changes ".github" under .github/workflows/'),
    });
  });

  it("reads a symlinked bundle as no bundle", async () => {
    const { fixture } = await scratchStage();
    const target = join(fixture.root, "target");
    writeFileSync(target, "# v2 git bundle\n\n");
    const link = join(fixture.root, "link.bundle");
    symlinkSync(target, link);
    expect(await readBundleHeader(link)).toMatchObject({
      ok: false,
      error: expect.stringContaining("could not be read"),
    });
  });
});

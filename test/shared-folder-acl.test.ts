import { execFileSync } from "node:child_process";
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Change, grantTraverseAll } from "../src/sandbox/access.js";
import { runHelper } from "../src/sandbox/exec.js";
import { firstReason, notInstalled, notRoot, skipWhere } from "./fixtures/machine.js";

/**
 * The folders above the workspace (the runner's home, node's folders, `RUNNER_TEMP`) are shared
 * by every run on the machine: each run's sandbox user gets an ACL entry to pass them, and takes
 * it back at its end. Two runs at once end in either order, and the folder must be left as it
 * was found: without a `+` in `ls -l` once no run needs one, with the ACL it had of its own kept.
 */

const RUN_A = { uid: 47_001, gid: 47_001, name: "repo-agent-a" };
const RUN_B = { uid: 47_002, gid: 47_002, name: "repo-agent-b" };

let folder: string;
beforeEach(async () => {
  folder = await realpath(await mkdtemp(path.join(tmpdir(), "shared-folder-")));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** The folder's ACL beyond its mode bits (`getfacl -s`: empty when it has none). */
const extended = (): string =>
  execFileSync("getfacl", ["-c", "-p", folder], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line && !/^(user|group|other)::/.test(line))
    .join("\n");

/** Two runs let through `folder`, A first; their grants taken back in `order`. */
async function twoRuns(order: "A first" | "B first"): Promise<void> {
  const changes = { A: [] as Change[], B: [] as Change[] };
  expect(await grantTraverseAll([folder], { account: RUN_A, exec: runHelper }, changes.A)).toBeUndefined();
  expect(await grantTraverseAll([folder], { account: RUN_B, exec: runHelper }, changes.B)).toBeUndefined();
  const ends = order === "A first" ? [changes.A, changes.B] : [changes.B, changes.A];
  for (const change of ends.flat()) expect(await runHelper(change.undo)).toMatchObject({ ok: true });
}

describe("a folder two runs pass through at once", () => {
  it.for(["A first", "B first"] as const)(
    "is left with no ACL when the runs end in either order (%s)",
    async (order, context) => {
      skipWhere(
        context,
        "ACLs on shared folders",
        firstReason(notRoot(), notInstalled("setfacl", "getfacl")),
      );
      const mode = execFileSync("stat", ["-c", "%a", folder], { encoding: "utf8" });
      await twoRuns(order);
      expect(extended()).toBe("");
      expect(execFileSync("stat", ["-c", "%a", folder], { encoding: "utf8" })).toBe(mode);
    },
  );

  it("keeps the ACL the folder had of its own", async (context) => {
    skipWhere(context, "ACLs on shared folders", firstReason(notRoot(), notInstalled("setfacl", "getfacl")));
    execFileSync("setfacl", ["-m", "u:47003:r-x", folder]);
    const own = extended();
    await twoRuns("A first");
    expect(extended()).toBe(own);
  });
});

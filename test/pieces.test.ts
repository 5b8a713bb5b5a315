import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runHelper } from "../src/sandbox/exec.js";
import { giveBack, unshare } from "../src/sandbox/give-back.js";
import { findInPieces } from "../src/sandbox/pieces.js";
import { firstReason, notInstalled, notRoot, skipWhere } from "./fixtures/machine.js";

/**
 * The passes over the whole workspace (sharing it, giving it back) run in pieces, one `find` per
 * core (src/sandbox/pieces.ts). Whatever the tree holds, each entry must be done exactly once,
 * the hidden paths never, and nothing outside the workspace, however its links point.
 */

/** A uid and gid no account has, to own a checkout as a runner's user does. */
const OTHER_OWNER = 54_321;

let root: string;
let workspace: string;
let outside: string;
beforeEach(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), "pieces-")));
  workspace = path.join(root, "work space");
  outside = path.join(root, "outside");
  await mkdir(workspace);
  await mkdir(outside);
  await writeFile(path.join(outside, "secret"), "");
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Names a hostile tree may hold: a leading dash, glob characters, a newline, bytes that are not UTF-8. */
const ODD_NAMES: Buffer[] = [
  Buffer.from("-rf"),
  Buffer.from("*[a]?\\"),
  Buffer.from("line\nbreak"),
  Buffer.from([0x63, 0x61, 0x66, 0xe9]),
];

/**
 * Files at every depth from one to five, in many folders at the second level (the pieces), each
 * name of `ODD_NAMES` as a folder and a file at the first two levels, and links to `outside`
 * (a folder and a file) at the first and second levels. Returns every file's path, as bytes.
 */
async function tree(): Promise<Buffer[]> {
  const files: Buffer[] = [];
  const file = async (...parts: (string | Buffer)[]) => {
    const at = Buffer.concat([
      Buffer.from(workspace),
      ...parts.flatMap((p) => [Buffer.from("/"), Buffer.from(p)]),
    ]);
    await writeFile(at, "");
    files.push(at);
  };
  const folder = (...parts: (string | Buffer)[]) =>
    mkdir(
      Buffer.concat([Buffer.from(workspace), ...parts.flatMap((p) => [Buffer.from("/"), Buffer.from(p)])]),
      {
        recursive: true,
      },
    );
  await file("top");
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 30; j++) {
      await folder(`a${i}`, `b${j}`, "c", "d");
      await file(`a${i}`, `b${j}`, "c", "d", "deep");
      await file(`a${i}`, `b${j}`, "c", "mid");
      if (j % 3 === 0) await file(`a${i}`, `f${j}`);
    }
  for (const odd of ODD_NAMES) {
    await folder(odd, odd);
    await file(odd, odd, odd);
    await file(odd, "plain");
    await file("a0", odd);
  }
  await symlink(outside, path.join(workspace, "link-top"));
  await symlink(outside, path.join(workspace, "a1", "link"));
  await symlink(path.join(outside, "secret"), path.join(workspace, "a2", "secret-link"));
  return files;
}

/** Appends one `x` to every regular file it is run on: a file's length says how often it was done. */
const MARK = ["-type", "f", "-exec", "sh", "-c", 'for f do printf x >> "$f"; done', "sh", "{}", "+"];

describe("a pass over the workspace in pieces", () => {
  it("does every file exactly once, whatever its name and depth, and nothing a link leads to", async (context) => {
    skipWhere(context, "the passes in pieces", notRoot());
    const files = await tree();

    const done = await findInPieces(workspace, MARK, { exec: runHelper });

    expect(done).toMatchObject({ ok: true });
    const counts = await Promise.all(files.map(async (f) => (await readFile(f, "utf8")).length));
    expect(counts.filter((n) => n !== 1)).toEqual([]);
    expect(await readFile(path.join(outside, "secret"), "utf8")).toBe("");
  });

  it("never enters a hidden path, at any depth, and does what lies beside it", async (context) => {
    skipWhere(context, "the passes in pieces", notRoot());
    await tree();
    const hidden = ["a0", "a1/b3", "a2/b4/c"].map((p) => path.join(workspace, p));

    const done = await findInPieces(workspace, MARK, { exec: runHelper, hidden });

    expect(done).toMatchObject({ ok: true });
    const marked = (p: string) => readFile(path.join(workspace, p), "utf8");
    expect(await marked("a0/b1/c/mid")).toBe("");
    expect(await marked("a1/b3/c/d/deep")).toBe("");
    expect(await marked("a2/b4/c/mid")).toBe("");
    // Beside them: the same piece's other entries, and the other pieces.
    expect(await marked("a1/b2/c/mid")).toBe("x");
    expect(await marked("a2/b5/c/d/deep")).toBe("x");
    expect(await marked("top")).toBe("x");
  });

  it("fails when a piece's program does, saying what it said", async (context) => {
    skipWhere(context, "the passes in pieces", notRoot());
    await tree();
    const failing = [
      "-path",
      "*/b7/c/mid",
      "-exec",
      "sh",
      "-c",
      'echo cannot do "$1" >&2; exit 1',
      "sh",
      "{}",
      "+",
    ];

    const done = await findInPieces(workspace, failing, { exec: runHelper });

    expect(done.ok).toBe(false);
    expect(done.stderr).toMatch(/cannot do .*\/b7\/c\/mid/);
  });
});

describe("the give-back in pieces", () => {
  it("gives every entry back to the owner and takes every ACL entry off, links and what they lead to left alone", async (context) => {
    skipWhere(context, "the give-back in pieces", firstReason(notRoot(), notInstalled("setfacl")));
    await tree();
    const owner = { uid: 4_321, gid: 4_321 };
    execFileSync("chown", ["-hR", `${OTHER_OWNER}:${OTHER_OWNER}`, workspace, outside]);
    execFileSync("setfacl", ["-R", "-m", "u:1234:rwX", workspace, outside]);

    expect(await giveBack(workspace, owner, "acl", runHelper)).toMatchObject({ ok: true });
    expect(await unshare(workspace, undefined, undefined, runHelper)).toMatchObject({ ok: true });

    const notOwned = execFileSync("find", [
      workspace,
      "(",
      "!",
      "-uid",
      "4321",
      "-o",
      "!",
      "-gid",
      "4321",
      ")",
    ]);
    expect(notOwned.toString()).toBe("");
    const withAcls = execFileSync("getfacl", ["-R", "-P", "-s", "-p", workspace]);
    expect(withAcls.toString()).toBe("");
    // What the links lead to is as it was: another owner's, with its ACL.
    expect(
      execFileSync("find", [outside, "-uid", String(OTHER_OWNER)])
        .toString()
        .split("\n"),
    ).toHaveLength(3);
    expect(execFileSync("getfacl", ["-p", path.join(outside, "secret")]).toString()).toContain(
      "user:1234:rw-",
    );
  });
});

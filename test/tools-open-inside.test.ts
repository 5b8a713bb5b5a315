import { spawn } from "node:child_process";
import { constants } from "node:fs";
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCodingTools } from "../src/tools/index.js";
import { createWorkspace } from "../src/tools/jail.js";
import { openInside, PathChangedError, readWhole } from "../src/tools/open-inside.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";

let base: string;
let root: string;
let outside: string;

beforeEach(async () => {
  base = await realpath(await mkdtemp(path.join(tmpdir(), "open-inside-")));
  root = path.join(base, "workspace");
  outside = path.join(base, "outside");
  await mkdir(path.join(root, "sub"), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(root, "sub", "file.txt"), "inside\n");
  await writeFile(path.join(outside, "file.txt"), "outside secret\n");
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

/** What a background command does between the jail's check and the open: the folder becomes a link out. */
async function swapForLink(): Promise<void> {
  await rename(path.join(root, "sub"), path.join(root, "sub.old"));
  await symlink(outside, path.join(root, "sub"));
}

describe.runIf(process.platform === "linux")("opening a file checked by the jail (sandbox off)", () => {
  it("does not follow a folder swapped for a symlink after the check, for reading", async () => {
    const where = await createWorkspace(root).resolveInside("sub/file.txt");
    expect(where).toMatchObject({ ok: true, value: { relative: "sub/file.txt" } });
    await swapForLink();
    const opened = openInside(root, "sub/file.txt", { flags: constants.O_RDONLY });
    await expect(opened).rejects.toBeInstanceOf(PathChangedError);
    await expect(opened).rejects.toThrow("changed while it was being opened");
  });

  it("does not follow a folder swapped for a symlink after the check, for writing or creating", async () => {
    await swapForLink();
    for (const relative of ["sub/file.txt", "sub/new.txt", "sub/deeper/new.txt"]) {
      const flags = constants.O_WRONLY | constants.O_CREAT;
      await expect(
        openInside(root, relative, { flags, createParents: true }),
        relative,
      ).rejects.toBeInstanceOf(PathChangedError);
    }
    expect(await readFile(path.join(outside, "file.txt"), "utf8")).toBe("outside secret\n");
    expect((await readdir(outside)).sort()).toEqual(["file.txt"]);
  });

  it("does not follow a file swapped for a symlink after the check", async () => {
    await rm(path.join(root, "sub", "file.txt"));
    await symlink(path.join(outside, "file.txt"), path.join(root, "sub", "file.txt"));
    await expect(openInside(root, "sub/file.txt", { flags: constants.O_RDONLY })).rejects.toBeInstanceOf(
      PathChangedError,
    );
  });

  it("reads and creates through real folders, making missing ones", async () => {
    const read = await openInside(root, "sub/file.txt", { flags: constants.O_RDONLY });
    expect((await readWhole(read)).toString()).toBe("inside\n");
    await read.close();
    const made = await openInside(root, "a/b/c.txt", {
      flags: constants.O_WRONLY | constants.O_CREAT,
      createParents: true,
    });
    await made.write("made\n");
    await made.close();
    expect(await readFile(path.join(root, "a", "b", "c.txt"), "utf8")).toBe("made\n");
  });

  it("never lets write_file or read_file reach outside while a command swaps a folder back and forth", async () => {
    const registry = new ToolRegistry(createCodingTools({ root, env: {} }).tools);
    const call = (name: string, args: Record<string, unknown>) =>
      runTool(registry, { name, arguments: args }, { signal: new AbortController().signal });
    await symlink(outside, path.join(root, "link"));
    // Swaps sub/ and the link out as fast as a shell can, as an attacker's background command would.
    const swapper = spawn(
      "bash",
      ["-c", "while true; do mv sub tmp && mv link sub && mv sub link && mv tmp sub; done 2>/dev/null"],
      { cwd: root, stdio: "ignore", detached: true },
    );
    const ended = new Promise((resolve) => swapper.once("exit", resolve));
    try {
      for (let i = 0; i < 300; i++) {
        await call("write_file", { path: "sub/file.txt", content: `pwned ${i}\n` });
        const read = await call("read_file", { path: "sub/file.txt" });
        expect(read.content).not.toContain("outside secret");
      }
    } finally {
      // The whole group, and wait: an `mv` still running would race the clean-up.
      process.kill(-(swapper.pid ?? 0), "SIGKILL");
      await ended;
    }
    expect(await readFile(path.join(outside, "file.txt"), "utf8")).toBe("outside secret\n");
    expect((await readdir(outside)).sort()).toEqual(["file.txt"]);
  });
});

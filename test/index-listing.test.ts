import { execFileSync, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { lstat, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterEach, describe, expect, it } from "vitest";
import { compactIndexListing } from "../src/github/publish/index-listing.js";
import { indexedFiles } from "../src/sandbox/walk-listings.js";

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function repository(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "index-listing-"));
  made.push(root);
  await mkdir(path.join(root, "src", "ünïcode dir"), { recursive: true });
  await writeFile(path.join(root, "README.md"), "# readme\n");
  await writeFile(path.join(root, "run.sh"), "#!/bin/sh\n", { mode: 0o755 });
  await writeFile(path.join(root, "src", "ünïcode dir", "tab\there.ts"), "export const x = 1;\n");
  await symlink("README.md", path.join(root, "link"));
  execFileSync("git", ["init", "-q", root]);
  execFileSync("git", ["-C", root, "add", "."]);
  return root;
}

/** `git ls-files -z --stage --debug` of `root`'s index through the transform, into a file; the file. */
async function listed(root: string, chunkBytes?: number): Promise<string> {
  const out = path.join(root, "..", `${path.basename(root)}.indexed`);
  made.push(out);
  const child = spawn("git", ["-C", root, "ls-files", "-z", "--stage", "--debug"]);
  const source = chunkBytes === undefined ? child.stdout : Readable.from(bytesIn(child.stdout, chunkBytes));
  await pipeline(source, compactIndexListing(), createWriteStream(out));
  return out;
}

/** The stream's bytes again, `size` at a time: records split anywhere, a character's bytes too. */
async function* bytesIn(stream: NodeJS.ReadableStream, size: number): AsyncGenerator<Buffer> {
  const all: Buffer[] = [];
  for await (const chunk of stream) all.push(chunk as Buffer);
  const whole = Buffer.concat(all);
  for (let i = 0; i < whole.length; i += size) yield whole.subarray(i, i + size);
}

describe("the trusted index's listing for the walk", () => {
  it("gives each regular file with the stat data the walk compares, links left out", async () => {
    const root = await repository();
    const indexed = new Map(indexedFiles({ indexed: await listed(root) }));
    expect([...indexed.keys()].sort()).toEqual(["README.md", "run.sh", "src/ünïcode dir/tab\there.ts"]);
    for (const [name, entry] of indexed) {
      const found = await stat(path.join(root, name));
      const sha = execFileSync("git", ["-C", root, "hash-object", "--", name], { encoding: "utf8" }).trim();
      expect(entry).toEqual({
        sha,
        mtimeS: Math.floor(found.mtimeMs / 1000) % 2 ** 32,
        mtimeNs: expect.any(Number),
        ino: found.ino % 2 ** 32,
        size: found.size,
      });
      expect(Math.abs(entry.mtimeS * 1000 + entry.mtimeNs / 1e6 - found.mtimeMs)).toBeLessThan(0.001);
    }
  });

  it("is the same however git's output is cut into chunks, one byte at a time included", async () => {
    const root = await repository();
    const whole = await readFile(await listed(root));
    for (const size of [1, 7, 100]) expect(await readFile(await listed(root, size))).toEqual(whole);
  });

  it("takes half the bytes of git's own listing or less", async () => {
    const root = await repository();
    for (let i = 0; i < 200; i++) await writeFile(path.join(root, `file-${i}.txt`), `${i}\n`);
    execFileSync("git", ["-C", root, "add", "."]);
    const debug = execFileSync("git", ["-C", root, "ls-files", "-z", "--stage", "--debug"]);
    const compact = (await lstat(await listed(root))).size;
    expect(compact).toBeLessThanOrEqual(debug.length / 2);
  });

  it("ends where the listing stops matching: what is missing is read, never assumed", async () => {
    const root = await repository();
    const out = path.join(root, "..", `${path.basename(root)}.broken`);
    made.push(out);
    const good = execFileSync("git", ["-C", root, "ls-files", "-z", "--stage", "--debug"]);
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.from("garbage\n"), good.subarray(40)]);
    await pipeline(Readable.from([broken]), compactIndexListing(), createWriteStream(out));
    expect(new Map(indexedFiles({ indexed: out })).size).toBe(0);
    // A forged record in the compact listing itself is no entry either.
    await writeFile(out, "100644 nothex 1 2 3 4\tREADME.md\0");
    expect(new Map(indexedFiles({ indexed: out })).size).toBe(0);
  });
});

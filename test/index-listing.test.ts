import { execFileSync, spawn } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import { lstat, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterEach, describe, expect, it } from "vitest";
import { Git } from "../src/github/git.js";
import { compactIndexListing } from "../src/github/publish/index-listing.js";
import { joinListings, listStart } from "../src/github/publish/start-listing.js";
import { StartListing } from "../src/sandbox/walk-listings.js";

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
  execFileSync("git", ["-C", root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start"]);
  return root;
}

/** The walk's start listing of `root` (its HEAD and index, joined), as the walk reads it. */
async function startOf(root: string, indexed?: string): Promise<StartListing> {
  const tracked = path.join(root, "..", `${path.basename(root)}.tracked`);
  const start = path.join(root, "..", `${path.basename(root)}.start`);
  made.push(tracked, start);
  await rm(start, { force: true });
  await writeFile(tracked, execFileSync("git", ["-C", root, "ls-tree", "-r", "-z", "--full-tree", "HEAD"]));
  await joinListings(createReadStream(tracked), createReadStream(indexed ?? (await listed(root))), start);
  return new StartListing({ start }, 40);
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

describe("the start listing for the walk", () => {
  it("gives each file the index holds with the start commit's content its stat data, and every other entry none", async () => {
    const root = await repository();
    // Staged since the start commit: the index's stat data is of other content.
    await writeFile(path.join(root, "run.sh"), "#!/bin/sh\necho changed\n", { mode: 0o755 });
    execFileSync("git", ["-C", root, "add", "run.sh"]);
    const start = await startOf(root);
    const committed = execFileSync("git", ["-C", root, "ls-tree", "-r", "-z", "HEAD"], { encoding: "utf8" });
    const entries = committed
      .split("\0")
      .filter(Boolean)
      .map((record) => {
        const tab = record.indexOf("\t");
        const [mode, , sha] = record.slice(0, tab).split(" ");
        return [record.slice(tab + 1), { mode, sha }] as const;
      });
    expect([...start].map(([name]) => name).sort()).toEqual(entries.map(([name]) => name).sort());
    for (const [name, { mode, sha }] of entries) expect(start.get(name)).toMatchObject({ mode, sha });
    expect(
      [...start]
        .filter(([, entry]) => entry.indexed)
        .map(([name]) => name)
        .sort(),
    ).toEqual(["README.md", "src/ünïcode dir/tab\there.ts"]);
    for (const name of ["README.md", "src/ünïcode dir/tab\there.ts"]) {
      const found = await stat(path.join(root, name));
      expect(start.get(name)?.indexed).toEqual({
        mtimeS: Math.floor(found.mtimeMs / 1000) % 2 ** 32,
        mtimeNs: expect.any(Number),
        ino: found.ino % 2 ** 32,
        size: found.size,
      });
      const indexed = start.get(name)?.indexed ?? { mtimeS: 0, mtimeNs: 0 };
      expect(Math.abs(indexed.mtimeS * 1000 + indexed.mtimeNs / 1e6 - found.mtimeMs)).toBeLessThan(0.001);
    }
  });

  it("joins listings read in many pieces, in git's order, a path's bytes kept whatever their encoding", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "start-listing-"));
    made.push(dir);
    // git sorts by bytes: "a.b" before "a/b", and "a0" after both; 0xff after every ASCII byte.
    const names = ["a.b", "a/b", "a0", Buffer.from([0x7a, 0xff]).toString("latin1")];
    for (let i = 0; i < 30_000; i++) names.push(`many/${String(i).padStart(6, "0")}-${"x".repeat(40)}.txt`);
    names.sort((a, b) => Buffer.compare(Buffer.from(a, "latin1"), Buffer.from(b, "latin1")));
    const sha = (i: number) => i.toString(16).padStart(40, "0");
    const tracked = names.map((name, i) => `100644 blob ${sha(i)}\t${name}\0`).join("");
    // Every other path indexed with its content, one with other content, one with another mode.
    const indexed = names
      .map((name, i) => {
        if (i % 2) return "";
        const mode = i === 4 ? "100755" : "100644";
        return `${mode} ${i === 6 ? sha(i + 1) : sha(i)} ${i} 5 ${i + 100} 9\t${name}\0`;
      })
      .join("");
    await writeFile(path.join(dir, "tracked"), tracked, "latin1");
    await writeFile(path.join(dir, "indexed"), indexed, "latin1");
    await joinListings(
      createReadStream(path.join(dir, "tracked"), { highWaterMark: 4096 }),
      createReadStream(path.join(dir, "indexed"), { highWaterMark: 4096 }),
      path.join(dir, "start"),
    );
    const start = await readFile(path.join(dir, "start"), "latin1");
    const records = start.split("\0").slice(0, -1);
    expect(records.map((record) => record.slice(record.indexOf("\t") + 1))).toEqual(names);
    records.forEach((record, i) => {
      const stat = i % 2 || i === 4 || i === 6 ? "" : ` ${i} 5 ${i + 100} 9`;
      expect(record).toBe(`100644 ${sha(i)}${stat}\t${names[i]}`);
    });
  });

  it("lists through git: a start commit git cannot list fails the whole, an index it cannot read only the stat data", async () => {
    const root = await repository();
    const out = (name: string) => {
      const file = path.join(root, "..", `${path.basename(root)}.${name}`);
      made.push(file);
      return file;
    };
    const whole = out("whole");
    expect(await listStart(new Git(root), "HEAD", whole)).toEqual({ ok: true, value: undefined });
    expect(new StartListing({ start: whole }, 40).get("README.md")?.indexed).toBeDefined();

    const missing = await listStart(new Git(root), "f".repeat(40), out("missing"));
    expect(missing).toEqual({
      ok: false,
      error: expect.stringMatching(/^git could not list the start commit: git ls-tree: /),
    });

    await writeFile(path.join(root, ".git", "index"), "not an index");
    const unindexed = out("unindexed");
    expect(await listStart(new Git(root), "HEAD", unindexed)).toEqual({ ok: true, value: undefined });
    const start = new StartListing({ start: unindexed }, 40);
    expect([...start].map(([name]) => name).sort()).toEqual([
      "README.md",
      "link",
      "run.sh",
      "src/ünïcode dir/tab\there.ts",
    ]);
    expect([...start].map(([, entry]) => entry).filter((entry) => entry.indexed)).toEqual([]);
  });

  it("refuses a start commit's listing of another shape, rather than leave a path out", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "start-listing-"));
    made.push(dir);
    await writeFile(path.join(dir, "tracked"), "100644 blob 0123\tgood\0no tab here\0", "latin1");
    await expect(
      joinListings(createReadStream(path.join(dir, "tracked")), undefined, path.join(dir, "start")),
    ).rejects.toThrow(/no tab here/);
  });
});

describe("the trusted index's listing for the walk", () => {
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

  it("ends where the listing stops matching: the start commit's entries are all there, what is missing is read", async () => {
    const root = await repository();
    const out = path.join(root, "..", `${path.basename(root)}.broken`);
    made.push(out);
    const good = execFileSync("git", ["-C", root, "ls-files", "-z", "--stage", "--debug"]);
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.from("garbage\n"), good.subarray(40)]);
    await pipeline(Readable.from([broken]), compactIndexListing(), createWriteStream(out));
    const start = await startOf(root, out);
    expect([...start].map(([name]) => name).sort()).toEqual([
      "README.md",
      "link",
      "run.sh",
      "src/ünïcode dir/tab\there.ts",
    ]);
    expect([...start].map(([, entry]) => entry).filter((entry) => entry.indexed)).toEqual([]);
    // A forged record in the compact listing itself is no entry either.
    await writeFile(out, "100644 nothex 1 2 3 4\tREADME.md\0");
    expect((await startOf(root, out)).get("README.md")).toEqual({ mode: "100644", sha: expect.any(String) });
  });
});

/**
 * The repositories of the scale benchmark (scale.ts), built by one `git fast-import` stream each
 * and cached in the machine's temporary folder between runs of the benchmark:
 * - `large`: about 150,000 small text files in folders of 40, and about 2 GB of history: its
 *   early commits add incompressible blobs that a later commit deletes, so the tree stays
 *   moderate while `.git` holds every byte (a large monorepo with years of history);
 * - `babel`: 27,600 files and one commit, the size of babel's checkout, for the cost of
 *   publishing many changed files;
 * - `tiny`: three files.
 * Each is a bare repository. It is built under a temporary name and renamed when complete, so a
 * build that was interrupted is never used; `FIXTURE_VERSION` names the folder, so a change to
 * the shape builds afresh.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, lstatSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";

/** Bump when the shape or content changes: the folder's name changes with it. */
const FIXTURE_VERSION = 1;
/** Files per folder and folders per package: `packages/pkg-NNN/src/mod-NN/file-NN.ts`. */
const FILES_PER_FOLDER = 40;
const FOLDERS_PER_PACKAGE = 10;
/** The history's incompressible bytes: blobs of `BLOB_BYTES`, `BLOBS_PER_COMMIT` to a commit. */
const BLOB_BYTES = 8 * 1024 * 1024;
const BLOBS_PER_COMMIT = 16;
/**
 * glibc's allocator gives memory back to the kernel after every tree fast-import frees and asks
 * for it again at the next: 100,000 `brk` calls took 14 s of 15 for 27,600 files. A heap kept
 * makes that 0.3 s. Other C libraries ignore the variable.
 */
const MALLOC_TUNABLES = "glibc.malloc.top_pad=268435456:glibc.malloc.trim_threshold=1073741824";
/** Fixed dates, so every machine builds the same commits. */
const EPOCH = 1_700_000_000;

export type FixtureName = "tiny" | "babel" | "large";

const SHAPES: Record<FixtureName, { files: number; historyBytes: number }> = {
  tiny: { files: 3, historyBytes: 0 },
  babel: { files: 27_600, historyBytes: 0 },
  large: { files: 150_000, historyBytes: 2 * 1024 ** 3 },
};

export interface Fixture {
  /** The bare repository, to clone from. */
  gitDir: string;
  /** Files in its last commit. */
  files: number;
  /** Bytes of its objects. */
  objectBytes: number;
  /** Ms the build took; undefined when the cached one was used. */
  builtMs?: number;
}

/** A file every fixture has, and a line in it found once: what the scripted model reads and edits. */
export const EDITED_FILE = filePath(0);
export const EDITED_LINE = `// ${EDITED_FILE}: generated for the scale benchmark.`;

function filePath(n: number): string {
  const folder = Math.floor(n / FILES_PER_FOLDER);
  const pkg = String(Math.floor(folder / FOLDERS_PER_PACKAGE)).padStart(3, "0");
  const mod = String(folder % FOLDERS_PER_PACKAGE).padStart(2, "0");
  return `packages/pkg-${pkg}/src/mod-${mod}/file-${String(n % FILES_PER_FOLDER).padStart(2, "0")}.ts`;
}

/** About 600 bytes of code-like text, different in every file. */
function fileText(n: number, revision = 0): string {
  const lines = [`// ${filePath(n)}: generated for the scale benchmark.`];
  for (let i = 0; i < 6; i++) {
    lines.push(`export function handler${n}_${i}(value: number): number {`);
    lines.push(`  return value * ${i + 1} + ${(n * 7 + i + revision) % 97};`);
    lines.push("}");
  }
  return `${lines.join("\n")}\n`;
}

/** The fixture `name`, from the cache when a complete one is there, else built now. */
export async function scaleFixture(name: FixtureName): Promise<Fixture> {
  const root = await cacheRoot();
  const gitDir = path.join(root, `${name}.git`);
  const shape = SHAPES[name];
  if (existsSync(gitDir)) return { gitDir, files: shape.files, objectBytes: await folderBytes(gitDir) };
  const building = path.join(root, `.${name}-${process.pid}-${randomBytes(4).toString("hex")}.git`);
  const t0 = performance.now();
  try {
    await git(["init", "--quiet", "--bare", "--initial-branch=main", building]);
    await fastImport(building, shape.files, shape.historyBytes);
    await rename(building, gitDir).catch(async (error: NodeJS.ErrnoException) => {
      // Another benchmark finished the same fixture first: theirs is as good.
      if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  const builtMs = performance.now() - t0;
  return { gitDir, files: shape.files, objectBytes: await folderBytes(gitDir), builtMs };
}

/**
 * The cache's folder, this user's own: a folder in the shared temporary folder that someone else
 * made could hand the benchmark a repository of theirs.
 */
async function cacheRoot(): Promise<string> {
  const root = path.join(tmpdir(), `repo-agent-bench-scale-v${FIXTURE_VERSION}`);
  await mkdir(root, { recursive: true, mode: 0o755 });
  const folder = lstatSync(root);
  if (!folder.isDirectory() || folder.uid !== process.getuid?.() || (folder.mode & 0o022) !== 0)
    throw new Error(`${root} is not this user's own folder: remove it`);
  return root;
}

/**
 * One stream: the whole tree in the first commit, then commits of incompressible blobs under
 * `history/`, a commit that deletes them, and a last commit that changes a few files.
 */
async function fastImport(gitDir: string, files: number, historyBytes: number): Promise<void> {
  // Blobs above a megabyte go to the pack as they come, with no search for deltas (there are
  // none in random bytes); level 0 stores them (zlib at level 1 added 40 s to shrink nothing).
  const child = spawn(
    "git",
    ["-c", "core.compression=0", "fast-import", "--quiet", "--big-file-threshold=1m", "--done"],
    { cwd: gitDir, env: { ...gitEnv(), GLIBC_TUNABLES: MALLOC_TUNABLES }, stdio: ["pipe", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = once(child, "close") as Promise<[number | null]>;
  const out = child.stdin;
  let commit = 0;
  const header = (message: string) => {
    const when = `${EPOCH + commit * 3600} +0000`;
    commit++;
    // Each commit's parent is the branch's tip before it, as fast-import does without `from`.
    return `commit refs/heads/main\ncommitter Bench <bench@example.com> ${when}\n${data(message)}`;
  };
  // Small files go in batches: a write per file would cost more than git's work on them.
  let batch = header("The tree");
  for (let n = 0; n < files; n++) {
    batch += inline(filePath(n), fileText(n));
    if (batch.length > 1 << 20) {
      await write(out, batch);
      batch = "";
    }
  }
  await write(out, batch);
  const blobs = Math.ceil(historyBytes / BLOB_BYTES);
  for (let batch = 0; batch * BLOBS_PER_COMMIT < blobs; batch++) {
    await write(out, header(`Add generated assets, batch ${batch}`));
    for (let b = batch * BLOBS_PER_COMMIT; b < Math.min(blobs, (batch + 1) * BLOBS_PER_COMMIT); b++) {
      const bytes = randomBytes(BLOB_BYTES);
      await write(out, `M 100644 inline history/batch-${batch}/blob-${b}.bin\ndata ${bytes.length}\n`);
      await write(out, bytes);
      await write(out, "\n");
    }
  }
  if (blobs > 0) await write(out, `${header("Remove the generated assets")}D history\n\n`);
  await write(out, header("Recent work"));
  for (let n = 1; n < Math.min(files, 40); n += 7) await write(out, inline(filePath(n), fileText(n, 1)));
  await write(out, "\ndone\n");
  out.end();
  const [code] = await exited;
  if (code !== 0) throw new Error(`git fast-import failed (exit ${code}): ${stderr.trim()}`);
}

function data(text: string): string {
  return `data ${Buffer.byteLength(text)}\n${text}\n`;
}

function inline(file: string, text: string): string {
  return `M 100644 inline ${file}\n${data(text)}`;
}

async function write(stream: Writable, chunk: string | Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, "drain");
}

/** No configuration of this machine's user or system in the fixtures. */
export function gitEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: tmpdir(),
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
  };
}

/** Runs git as `as` (this process's user when undefined); resolves with its trimmed output. */
export function git(args: string[], cwd?: string, as?: { uid: number; gid: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, {
      cwd,
      env: gitEnv(),
      stdio: ["ignore", "pipe", "pipe"],
      ...(as ?? {}),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(stdout.trim());
      else reject(new Error(`git ${args.join(" ")} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** Bytes of every file under `dir`, as `du --apparent-size` counts them. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

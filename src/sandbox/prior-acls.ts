import { lstat, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Exec, firstLine, type HelperResult, inScratchFile } from "./exec.js";

/**
 * The ACLs the workspace's entries had of their own before the sandbox shared it, so that the
 * end, which takes every extended entry off (`setfacl -b`), can give exactly those back: the
 * workspace as it was found. A checkout has none, and this is then an empty list.
 */
export interface PriorAcls {
  /** Each entry with ACLs: `getfacl`'s block for it, and the entry it was (device and inode). */
  entries: Array<{ block: string; path: Buffer; dev: number; ino: number }>;
}

/** How much `recordAcls` reads, and what of it is not the workspace's own. */
export interface RecordScope {
  /** Every entry below the path too, or the path alone. */
  recursive: boolean;
  /** The sandbox user: entries naming it are this run's (a hidden path's), never given back. */
  uid: number;
  /** A path already recorded (the workspace itself, read before it was shared): skipped. */
  except?: string;
}

/**
 * Reads, as root, the ACLs of `target` (and every entry below it: `scope`) that has more than its
 * mode bits (`getfacl -s`), links not followed, ids as numbers. Returns them, or why they could
 * not be read.
 */
export async function recordAcls(
  target: string,
  scope: RecordScope,
  setfacl: string,
  exec: Exec,
): Promise<PriorAcls | string> {
  const getfacl = path.join(path.dirname(setfacl), "getfacl");
  return inScratchFile(async (file) => {
    const flags = scope.recursive ? "-RPsnp" : "-Psnp";
    const listed = await exec(["sh", "-c", 'exec "$0" "$1" -- "$2" > "$3"', getfacl, flags, target, file]);
    if (!listed.ok) return `getfacl could not read the workspace's ACLs: ${firstLine(listed.stderr)}`;
    const entries: PriorAcls["entries"] = [];
    for (const read of (await readFile(file, "latin1")).split("\n\n")) {
      const name = /^# file: (.*)$/m.exec(read)?.[1];
      const block = name === undefined ? undefined : ownEntries(read, scope.uid);
      if (name === undefined || block === undefined) continue;
      const where = nameBytes(name);
      if (scope.except !== undefined && where.equals(Buffer.from(scope.except))) continue;
      const found = await lstat(where).catch(() => undefined);
      if (found) entries.push({ block, path: where, dev: found.dev, ino: found.ino });
    }
    return { entries };
  });
}

/**
 * `block` without the entries naming `uid`, or undefined when nothing of the entry's own is left
 * (no named user or group, no default entry): its ACL was only this run's.
 */
function ownEntries(block: string, uid: number): string | undefined {
  const lines = block
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith(`user:${uid}:`) && !line.startsWith(`default:user:${uid}:`));
  return lines.some((line) => /^(default:|(user|group):[^:]+:)/.test(line)) ? lines.join("\n") : undefined;
}

/**
 * Gives back, as root, the ACLs `prior` holds, each only to the very entry it was read from (same
 * device and inode, not a link): the agent may have put a link to a file of root's in its place.
 */
export async function restoreAcls(prior: PriorAcls, setfacl: string, exec: Exec): Promise<HelperResult> {
  const kept: string[] = [];
  for (const entry of prior.entries) {
    const now = await lstat(entry.path).catch(() => undefined);
    if (now && !now.isSymbolicLink() && now.dev === entry.dev && now.ino === entry.ino)
      kept.push(entry.block);
  }
  if (kept.length === 0) return { ok: true, stdout: "", stderr: "" };
  return inScratchFile(async (file) => {
    await writeFile(file, `${kept.join("\n\n")}\n`, { encoding: "latin1", mode: 0o600 });
    return exec([setfacl, `--restore=${file}`]);
  });
}

/** A name as getfacl writes it (octal escapes for a backslash and unprintable bytes), as bytes. */
function nameBytes(name: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < name.length; i++) {
    const octal = name[i] === "\\" ? /^[0-7]{3}/.exec(name.slice(i + 1))?.[0] : undefined;
    if (octal) {
      bytes.push(Number.parseInt(octal, 8));
      i += 3;
    } else bytes.push(name.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

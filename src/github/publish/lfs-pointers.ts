import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { ok, type Result } from "../../base/result.js";
import type { Git } from "../git.js";
import { streamBlobs } from "./blob-stream.js";
import { type StartTrees, type TreeEntry, typeOf } from "./tree-edit.js";
import { wholeListing } from "./whole-listing.js";

/**
 * Git LFS keeps a pointer in the repository and the real content in the working tree, swapped by
 * a filter. Filters never run here, so an unchanged LFS file would read as changed (its content
 * instead of its pointer). A file whose content matches the pointer its start blob holds (same
 * size, same SHA-256) keeps that pointer. A new or changed LFS file is committed as its content:
 * the LFS filter is the repository's code, and the action does not run it on the agent's files.
 */

/** A file whose start blob may be a Git LFS pointer to its content: the content's SHA-256. */
export interface LfsCandidate {
  sha256: string;
  size: number;
  mode: string;
}

/** The start of a Git LFS pointer file, and the fields that name the content it stands for. */
const LFS_POINTER =
  /^version https:\/\/git-lfs\.github\.com\/spec\/v1\n(?:.*\n)*?oid sha256:([0-9a-f]{64})\n(?:.*\n)*?size (\d+)\n/;
/** Pointer files are tiny; a larger blob is never one. */
const MAX_LFS_POINTER_BYTES = 1024;

/**
 * Gives each candidate whose content matches the pointer its start blob holds that blob again
 * (`entries`). Nothing is read where no attribute can name the filter (`lfsMayApply`): git then
 * checked out no file through it. Otherwise two processes whatever the number of files: one
 * reads the start blobs' sizes, one streams the small ones, held one at a time. The start blobs
 * are the ones the tree's edit found (`StartTrees`), so no path is looked up again.
 */
export async function keepUnchangedLfsFiles(
  git: Git,
  found: StartTrees & {
    entries: Map<string, TreeEntry>;
    candidates: ReadonlyMap<string, LfsCandidate>;
  },
): Promise<Result> {
  const { entries, candidates, starts } = found;
  const blob = (path: string) => {
    const start = starts.get(path);
    return start !== undefined && typeOf(start.mode) === "blob";
  };
  const paths = [...candidates.keys()].filter(blob);
  if (paths.length === 0 || !(await lfsMayApply(git, found.attributes))) return ok();
  const shas = paths.map((path) => starts.get(path)?.sha as string);
  const sizes = await wholeListing(git, ["cat-file", "--batch-check=%(objectsize)"], {
    input: `${shas.join("\n")}\n`,
  });
  if (!sizes.ok) return sizes;
  // One line per blob, in order: its size.
  const small: Array<{ path: string; sha: string }> = [];
  for (const [i, size] of sizes.value.split("\n").slice(0, paths.length).entries())
    if (Number(size) <= MAX_LFS_POINTER_BYTES)
      small.push({ path: paths[i] as string, sha: shas[i] as string });
  let index = 0;
  let chunks: Buffer[] = [];
  // A failure leaves the pointers not yet read unmatched: those files are committed as their
  // content, as changed files are, so nothing is lost; it is not worth failing the run for.
  await streamBlobs(
    git,
    small.map((start) => start.sha),
    {
      push: (chunk) => {
        chunks.push(chunk);
        return false;
      },
      end: () => {
        const start = small[index++];
        const content = start && candidates.get(start.path);
        const match = LFS_POINTER.exec(Buffer.concat(chunks).toString("utf8"));
        chunks = [];
        if (start && content && match?.[1] === content.sha256 && Number(match[2]) === content.size)
          entries.set(start.path, { sha: start.sha, mode: content.mode });
        return false;
      },
    },
  );
  return ok();
}

/**
 * Whether an attribute that applies to a changed path may name the LFS filter: one of the start
 * commit's `.gitattributes` on the way to it (`attributes`), the repository's `info/attributes`,
 * or the user's or the system's attributes file mentions "lfs" (a macro may carry the filter
 * under another name, but is defined where it is named). Where none does, git checked out no
 * file through the filter, and no pointer is to be kept. What cannot be read counts as a mention.
 */
async function lfsMayApply(git: Git, attributes: string[]): Promise<boolean> {
  let mentioned = false;
  let chunks: Buffer[] = [];
  // Each file whole: a chunk may end in the middle of the word.
  const read = await streamBlobs(git, attributes, {
    push: (chunk) => {
      chunks.push(chunk);
      return false;
    },
    end: () => {
      mentioned = /lfs/i.test(Buffer.concat(chunks).toString("latin1"));
      chunks = [];
      return mentioned;
    },
  });
  if (mentioned || !read.ok) return true;
  const configured = await git.exec(["config", "--path", "--get", "core.attributesFile"]);
  const configHome = process.env.XDG_CONFIG_HOME || join(homedir(), ".config");
  const files = [
    ...(git.gitDir ? [join(git.gitDir, "info", "attributes")] : []),
    configured.ok && configured.value.trim()
      ? configured.value.trim()
      : join(configHome, "git", "attributes"),
    "/etc/gitattributes",
  ];
  for (const file of files) {
    const text = await readFile(file, "latin1").catch((error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" ? "" : "lfs",
    );
    if (/lfs/i.test(text)) return true;
  }
  return false;
}

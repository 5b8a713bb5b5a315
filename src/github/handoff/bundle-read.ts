import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { fail, ok, type Result } from "../../base/result.js";

/**
 * The header of the handoff's git bundle, read as data before git ever opens the file: the
 * publish job checks what the bundle says it needs (its prerequisites) and what it brings (its
 * refs) against the manifest and its own start commit. A bundle of any other shape is refused
 * whole. The pack that follows the header is git's to check (`transfer.fsckObjects`).
 */

/** Bytes of header read at most: a bundle of one commit on one prerequisite needs a few hundred. */
export const MAX_BUNDLE_HEADER_BYTES = 64 * 1024;

/** What a bundle header says. */
export interface BundleHeader {
  version: 2 | 3;
  /** The commits the bundle needs the receiving repository to hold already. */
  prerequisites: string[];
  /** The refs it brings: each a commit and its name. */
  refs: Array<{ sha: string; name: string }>;
  /** Where the pack starts: the byte after the header's blank line. */
  packOffset: number;
}

const SIGNATURE = /^# v([23]) git bundle$/;
/** A v3 capability git writes for a SHA-1 repository; any other (`@filter`, SHA-256) is refused. */
const SHA1_CAPABILITY = "@object-format=sha1";
/** `-<sha>` and git's optional comment (the commit's subject). */
const PREREQUISITE = /^-([0-9a-f]{40})(?: [^\n]*)?$/;
/** `<sha> <refname>`, with a ref name as plain as git's own: no `..`, no spaces, no `:`. */
const REF = /^([0-9a-f]{40}) (refs\/[A-Za-z0-9_][A-Za-z0-9_./-]{0,200})$/;

/**
 * Reads the header of the bundle at `path` (opened without following a symlink): at most
 * `MAX_BUNDLE_HEADER_BYTES`, ending at its blank line. Never throws.
 */
export async function readBundleHeader(path: string): Promise<Result<BundleHeader>> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    const buffer = Buffer.alloc(MAX_BUNDLE_HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return parseBundleHeader(buffer.subarray(0, bytesRead));
  } catch (error) {
    return fail(`the bundle could not be read: ${(error as Error).message}`);
  } finally {
    await handle?.close();
  }
}

/**
 * Parses the start of a bundle file: the signature line, v3's capabilities, the prerequisites
 * and the refs, up to the blank line that ends the header. Every line must be one of those.
 */
export function parseBundleHeader(bytes: Buffer): Result<BundleHeader> {
  const end = bytes.indexOf("\n\n");
  if (end < 0)
    return fail(
      `the bundle has no header of at most ${MAX_BUNDLE_HEADER_BYTES} bytes ending in a blank line (it is not a git bundle, or not one of a single commit)`,
    );
  const lines = bytes.subarray(0, end).toString("latin1").split("\n");
  const signature = SIGNATURE.exec(lines[0] ?? "");
  if (!signature) return fail("the bundle does not start with `# v2 git bundle` or `# v3 git bundle`");
  const version = signature[1] === "3" ? 3 : 2;
  const header: BundleHeader = { version, prerequisites: [], refs: [], packOffset: end + 2 };
  for (const [at, line] of lines.slice(1).entries()) {
    const problem = takeLine(header, line);
    if (problem) return fail(`line ${at + 2} of the bundle's header ${problem}`);
  }
  return ok(header);
}

/** Adds one header line to `header`; says why it cannot be taken, or undefined. */
function takeLine(header: BundleHeader, line: string): string | undefined {
  if (line.startsWith("@")) {
    if (header.version !== 3) return "is a capability, which a v2 bundle has none of";
    if (header.prerequisites.length > 0 || header.refs.length > 0) return "is a capability after the refs";
    return line === SHA1_CAPABILITY ? undefined : `names a capability other than ${SHA1_CAPABILITY}`;
  }
  const prerequisite = PREREQUISITE.exec(line);
  if (prerequisite?.[1]) {
    header.prerequisites.push(prerequisite[1]);
    return undefined;
  }
  const ref = REF.exec(line);
  if (ref?.[1] && ref[2] && !ref[2].includes("..") && !ref[2].endsWith(".lock") && !ref[2].endsWith("/")) {
    header.refs.push({ sha: ref[1], name: ref[2] });
    return undefined;
  }
  return "is neither a prerequisite (`-<commit>`) nor a ref (`<commit> refs/...`)";
}

/**
 * Why `header` is not the bundle of one commit on `startSha` (the manifest's `commit`), or
 * undefined: exactly one prerequisite, the start commit, and exactly one ref, at the commit.
 */
export function bundleMismatch(
  header: Pick<BundleHeader, "prerequisites" | "refs">,
  startSha: string,
  commit: string,
): string | undefined {
  const { prerequisites, refs } = header;
  if (prerequisites.length !== 1)
    return `the bundle needs ${prerequisites.length} commits, where a handoff's bundle is based on the start commit alone`;
  if (prerequisites[0] !== startSha)
    return `the bundle is based on ${prerequisites[0]}, not on the start commit ${startSha}`;
  if (refs.length !== 1) return `the bundle holds ${refs.length} refs, where a handoff's bundle holds one`;
  if (refs[0]?.sha !== commit)
    return `the bundle's ref points at ${refs[0]?.sha}, not at the commit the manifest names (${commit})`;
  return undefined;
}

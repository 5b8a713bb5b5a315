/**
 * The notes of a release: the section of CHANGELOG.md for the version a tag names, printed for
 * the GitHub release's body. .github/workflows/release.yml runs it on every version tag.
 *
 *   npx tsx scripts/release-notes.ts v1.2.0 > notes.md
 *   npx tsx scripts/release-notes.ts v1.2.0 --default-branch origin/main > notes.md
 *
 * Fails (exit 1, with what to fix) unless the tag is a version (`v1.2.0`, `v1.2.0-rc.1`),
 * package.json has that version, and CHANGELOG.md has a dated section for it
 * (`## [1.2.0] - 2026-12-05`) with something in it. A release is then never published with empty
 * notes, or from a commit whose bundle reports another version.
 *
 * With `--default-branch REF` it also decides where the release goes, from the version tags of
 * the git repository it runs in (see `placeRelease`), and says so on stderr. When GITHUB_OUTPUT
 * is set (in a workflow step) it writes the step's outputs there: `version`, `major`,
 * `prerelease`, and with `--default-branch` also `latest`, `move-major` and `newest-of-major`.
 *
 * `--changelog FILE` and `--package FILE` point it at other files.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { runIfMain } from "./lib.js";

export interface VersionTag {
  /** The tag without its `v`: `1.2.0`, `1.2.0-rc.1`. */
  version: string;
  /** The tag that follows the newest release of this major version: `v1`. */
  majorTag: string;
  /** A version with a pre-release part (`-rc.1`): published as a pre-release, the major tag left alone. */
  prerelease: boolean;
}

const VERSION_TAG = /^v((0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?)$/;

/** `tag` read as a semantic version tag; throws, naming the tag and the form, when it is not one. */
export function parseVersionTag(tag: string): VersionTag {
  const match = VERSION_TAG.exec(tag);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `"${tag}" is not a version tag: expected v<major>.<minor>.<patch>, like v1.2.0 or v1.2.0-rc.1`,
    );
  }
  return { version: match[1], majorTag: `v${match[2]}`, prerelease: match[5] !== undefined };
}

/** A release tag's [major, minor, patch]; undefined for pre-releases and anything else. */
function releaseNumbers(tag: string): [bigint, bigint, bigint] | undefined {
  const match = VERSION_TAG.exec(tag);
  if (!match?.[2] || !match[3] || !match[4] || match[5] !== undefined) return undefined;
  // BigInt: a tag is a name anyone with push access chose, and v99999999999999999999.0.0 still sorts.
  return [BigInt(match[2]), BigInt(match[3]), BigInt(match[4])];
}

function compareNumbers(a: [bigint, bigint, bigint], b: [bigint, bigint, bigint]): number {
  for (let i = 0; i < 3; i += 1) {
    const [x, y] = [a[i] ?? 0n, b[i] ?? 0n];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The newest release tag among `tags` (pre-releases and other names left out); undefined when none. */
function newestRelease(tags: readonly string[]): string | undefined {
  let newest: { tag: string; numbers: [bigint, bigint, bigint] } | undefined;
  for (const tag of tags) {
    const numbers = releaseNumbers(tag);
    if (numbers && (!newest || compareNumbers(numbers, newest.numbers) > 0)) newest = { tag, numbers };
  }
  return newest?.tag;
}

/** Where a release goes: what `placeRelease` decided. */
export interface Placement {
  /** Mark the GitHub release as the repository's "Latest" (GitHub marks every new one unless told). */
  latest: boolean;
  /** Move the major tag (`v1`) onto this release. */
  moveMajor: boolean;
  /** The newest release of the major version, this one included: where the major tag belongs. */
  newestOfMajor: string;
}

/**
 * Where the release of `tag` goes, given `onDefaultBranch`, the tags whose commits are on the
 * default branch, and `atMajorTag`, the tags at the commit the major tag points at now (empty
 * when there is no major tag yet). Only releases count: pre-releases and other names are left out.
 *
 * A tag pushed by mistake, or one that failed the release's checks, on a commit that never
 * reached the default branch, is not among `onDefaultBranch`, so it can neither keep the major
 * tag back nor take "Latest". A release is the latest when no release on the default branch is
 * newer; the major tag moves when no release of its major version on the default branch, nor
 * the one the major tag points at now, is newer. A pre-release is neither. Never throws for a
 * version tag; throws as `parseVersionTag` does otherwise.
 */
export function placeRelease(
  tag: string,
  onDefaultBranch: readonly string[],
  atMajorTag: readonly string[],
): Placement {
  const { majorTag, prerelease } = parseVersionTag(tag);
  const ofMajor = (candidate: string) => candidate.startsWith(`${majorTag}.`);
  const candidates = prerelease ? [] : [tag];
  const newest = newestRelease([...onDefaultBranch, ...candidates]);
  const newestOfMajor =
    newestRelease([...onDefaultBranch.filter(ofMajor), ...atMajorTag.filter(ofMajor), ...candidates]) ?? "";
  return {
    latest: !prerelease && newest === tag,
    moveMajor: !prerelease && newestOfMajor === tag,
    newestOfMajor,
  };
}

function gitLines(args: string[]): string[] {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`git ${args.join(" ")} failed${stderr ? `: ${stderr}` : ""}`);
  }
}

/**
 * `placeRelease` for `tag` in the git repository of the working directory: the version tags whose
 * commits are ancestors of `defaultBranch` (`git tag --merged`, the same test as
 * `git merge-base --is-ancestor`), and those at the major tag's commit. Throws, naming it, when
 * `defaultBranch` is not a commit of the repository, and with git's message when git fails.
 */
function placeReleaseInRepository(tag: string, defaultBranch: string): Placement {
  const { majorTag } = parseVersionTag(tag);
  try {
    gitLines(["rev-parse", "--verify", "--quiet", `${defaultBranch}^{commit}`]);
  } catch {
    throw new Error(
      `${defaultBranch} is not a commit of this repository: fetch the default branch (actions/checkout with fetch-depth: 0)`,
    );
  }
  const onDefaultBranch = gitLines(["tag", "--list", "v*", "--merged", defaultBranch]);
  let atMajorTag: string[] = [];
  try {
    const [commit] = gitLines(["rev-parse", "--verify", "--quiet", `refs/tags/${majorTag}^{commit}`]);
    if (commit) atMajorTag = gitLines(["tag", "--list", "v*", "--points-at", commit]);
  } catch {
    // No major tag yet: the first release of this major version.
  }
  return placeRelease(tag, onDefaultBranch, atMajorTag);
}

/**
 * The body of CHANGELOG.md's section for `version` (between its `## [version] - date` heading
 * and the next `## ` heading, link definitions left out). Throws when there is no such section,
 * when it is not dated (still `Unreleased`), or when it is empty.
 */
export function changelogSection(changelog: string, version: string): string {
  const lines = changelog.split("\n");
  const heading = (line: string) => /^## \[([^\]]+)\](.*)$/.exec(line);
  const start = lines.findIndex((line) => heading(line)?.[1] === version);
  if (start < 0) {
    const listed = lines.flatMap((line) => heading(line)?.[1] ?? []);
    throw new Error(
      `CHANGELOG.md has no section for ${version} (it has: ${listed.join(", ") || "none"}); add "## [${version}] - YYYY-MM-DD" with the release's changes`,
    );
  }
  const date = /^\s*-\s*(\d{4}-\d{2}-\d{2})\s*$/.exec(heading(lines[start] ?? "")?.[2] ?? "");
  if (!date) {
    throw new Error(
      `CHANGELOG.md's section for ${version} has no release date: its heading should read "## [${version}] - YYYY-MM-DD"`,
    );
  }
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^## /.test(line));
  const body = (end < 0 ? rest : rest.slice(0, end))
    .filter((line) => !/^\[[^\]]+\]:\s*\S+/.test(line))
    .join("\n")
    .trim();
  if (!body) throw new Error(`CHANGELOG.md's section for ${version} is empty; list the release's changes`);
  return `${body}\n`;
}

/** Throws when package.json's version is not `version`, naming both. */
export function checkPackageVersion(packageJson: string, version: string): void {
  const found = (JSON.parse(packageJson) as { version?: unknown }).version;
  if (found !== version) {
    throw new Error(
      `package.json has version ${JSON.stringify(found)}, but the tag is v${version}; set "version": "${version}", rebuild dist/, and tag that commit`,
    );
  }
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      changelog: { type: "string", default: "CHANGELOG.md" },
      package: { type: "string", default: "package.json" },
      "default-branch": { type: "string" },
    },
  });
  const [tag, ...extra] = positionals;
  if (!tag || extra.length > 0) {
    console.error(
      "usage: npx tsx scripts/release-notes.ts <tag> [--default-branch origin/main]   (for example v1.2.0)",
    );
    return 2;
  }
  const { version, majorTag, prerelease } = parseVersionTag(tag);
  checkPackageVersion(readFileSync(resolve(values.package), "utf8"), version);
  const notes = changelogSection(readFileSync(resolve(values.changelog), "utf8"), version);
  const outputs: Record<string, string> = { version, major: majorTag, prerelease: String(prerelease) };
  const branch = values["default-branch"];
  if (branch) {
    const placement = placeReleaseInRepository(tag, branch);
    Object.assign(outputs, {
      latest: String(placement.latest),
      "move-major": String(placement.moveMajor),
      "newest-of-major": placement.newestOfMajor,
    });
    console.error(describePlacement(tag, majorTag, prerelease, placement));
  }
  // Every value is a version, a tag that matched VERSION_TAG, or true/false: none holds a newline.
  const output = process.env.GITHUB_OUTPUT;
  if (output) {
    appendFileSync(
      output,
      Object.entries(outputs)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(""),
    );
  }
  process.stdout.write(notes);
  return 0;
}

function describePlacement(tag: string, majorTag: string, prerelease: boolean, placement: Placement): string {
  if (prerelease) return `${tag} is a pre-release: not the latest release, and ${majorTag} stays where it is`;
  const latest = placement.latest
    ? "the latest release"
    : "not the latest release (a newer one is on the default branch)";
  const major = placement.moveMajor
    ? `${majorTag} moves onto it`
    : `${majorTag} stays: ${placement.newestOfMajor} is newer`;
  return `${tag}: ${latest}; ${major}`;
}

runIfMain(import.meta.url, main);

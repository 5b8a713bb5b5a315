/**
 * The notes of a release: the section of CHANGELOG.md for the version a tag names, printed for
 * the GitHub release's body. .github/workflows/release.yml runs it on every version tag.
 *
 *   npx tsx scripts/release-notes.ts v1.2.0 > notes.md
 *
 * Fails (exit 1, with what to fix) unless the tag is a version (`v1.2.0`, `v1.2.0-rc.1`),
 * package.json has that version, and CHANGELOG.md has a dated section for it
 * (`## [1.2.0] - 2026-12-05`) with something in it. A release is then never published with empty
 * notes, or from a commit whose bundle reports another version.
 *
 * `--changelog FILE` and `--package FILE` point it at other files.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export interface VersionTag {
  /** The tag without its `v`: `1.2.0`, `1.2.0-rc.1`. */
  version: string;
  /** The tag that follows the newest release of this major version: `v1`. */
  majorTag: string;
  /** A version with a pre-release part (`-rc.1`): published as a pre-release, the major tag left alone. */
  prerelease: boolean;
}

/** `tag` read as a semantic version tag; throws, naming the tag and the form, when it is not one. */
export function parseVersionTag(tag: string): VersionTag {
  const match = /^v((0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?)$/.exec(tag);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `"${tag}" is not a version tag: expected v<major>.<minor>.<patch>, like v1.2.0 or v1.2.0-rc.1`,
    );
  }
  return { version: match[1], majorTag: `v${match[2]}`, prerelease: match[5] !== undefined };
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
    },
  });
  const [tag, ...extra] = positionals;
  if (!tag || extra.length > 0) {
    console.error("usage: npx tsx scripts/release-notes.ts <tag>   (for example v1.2.0)");
    return 2;
  }
  const { version } = parseVersionTag(tag);
  checkPackageVersion(readFileSync(resolve(values.package), "utf8"), version);
  process.stdout.write(changelogSection(readFileSync(resolve(values.changelog), "utf8"), version));
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

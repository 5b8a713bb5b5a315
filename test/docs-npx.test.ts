import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The command line is not on npm, and the name `repo-agent` on the npm registry is not this
 * project's: `npx repo-agent` run outside a clone of this repository downloads and runs whatever
 * package holds that name. Inside the clone it runs the clone's own `bin/repo-agent.js`.
 *
 * The rule: a command that fetches packages by name (`npx`, `npm exec`, `pnpm dlx`, `yarn dlx`,
 * `bunx`) may name `repo-agent` only in the README's "Try it on your computer" section, whose
 * commands run in the clone its first block makes. Every other Markdown file, and the example
 * workflows, give the command line as `repo-agent` (after `npm link`) or
 * `node path/to/repo-agent/bin/repo-agent.js`.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const TRY_IT = "## Try it on your computer";

/** A package runner, its options, then the name `repo-agent` (a version after `@` included). */
const FETCHES_REPO_AGENT =
  /\b(?:npx|npm\s+exec|pnpm\s+dlx|pnpx|yarn\s+dlx|bunx)(?:\s+--?[\w-]+(?:=\S+)?)*\s+(?:--\s+)?repo-agent(?![\w/.-])/;

/** The repository's Markdown files and example workflows, as git lists them (committed or new). */
function checkedFiles(): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "--", "*.md", "examples/"],
    { cwd: root, encoding: "utf8" },
  );
  return listed
    .split("\n")
    .filter((path) => path !== "" && !path.startsWith("node_modules/"))
    .sort();
}

/** The README's "Try it on your computer" section: from its heading to the next `## ` heading. */
function tryItSection(readme: string): { from: number; to: number } {
  const from = readme.indexOf(`\n${TRY_IT}\n`);
  const next = readme.indexOf("\n## ", from + 1);
  return { from, to: next < 0 ? readme.length : next };
}

/** `path:line: text` for each line that fetches `repo-agent` by name outside the allowed section. */
function offences(path: string, text: string): string[] {
  const allowed = path === "README.md" ? tryItSection(text) : undefined;
  const found: string[] = [];
  let offset = 0;
  text.split("\n").forEach((line, index) => {
    const inAllowed = allowed !== undefined && offset > allowed.from && offset < allowed.to;
    if (!inAllowed && FETCHES_REPO_AGENT.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
    offset += line.length + 1;
  });
  return found;
}

describe("`npx repo-agent` in the docs", () => {
  it("appears nowhere but in the README's section whose commands run in the clone", () => {
    const files = checkedFiles();
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/configuration.md", "SECURITY.md"]));
    const found = files.flatMap((path) => offences(path, readFileSync(join(root, path), "utf8")));
    expect(found).toEqual([]);
  });

  it("is allowed in that section only after its first command block has cloned and entered the clone", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const { from, to } = tryItSection(readme);
    expect(from).toBeGreaterThan(0);
    const section = readme.slice(from, to);
    const firstBlock = /^```sh\n([\s\S]*?)^```$/m.exec(section);
    expect(firstBlock?.[1]).toMatch(
      /^git clone https:\/\/github\.com\/repo-agent\/repo-agent && cd repo-agent\n/,
    );
    const firstNpx = section.search(FETCHES_REPO_AGENT);
    expect(firstNpx).toBeGreaterThan(firstBlock?.index ?? Number.POSITIVE_INFINITY);
    // And it says so, with the ways that work elsewhere.
    expect(section).toContain("The commands below run in that folder, the clone");
    expect(section).toContain("`npm link`");
    expect(section).toContain("`node path/to/repo-agent/bin/repo-agent.js`");
  });

  it("is recognised in the forms a package runner takes, and not in commands that only look alike", () => {
    const caught = [
      'npx repo-agent "fix it"',
      "npx --yes repo-agent --help",
      "npx -y repo-agent@latest --version",
      "npm exec repo-agent -- --help",
      "npm exec -- repo-agent --help",
      "pnpm dlx repo-agent --help",
      "bunx repo-agent",
      "`npx repo-agent …`",
    ];
    const passed = [
      "npx tsx scripts/fake-model-server.ts -- node bin/repo-agent.js",
      "node path/to/repo-agent/bin/repo-agent.js --help",
      'repo-agent "fix it"',
      "uses: repo-agent/repo-agent@v1",
      "npm link",
    ];
    expect(caught.filter((line) => !FETCHES_REPO_AGENT.test(line))).toEqual([]);
    expect(passed.filter((line) => FETCHES_REPO_AGENT.test(line))).toEqual([]);
  });

  it("stays unpublishable while the npm name is not the project's: package.json is private", () => {
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { private?: boolean };
    expect(manifest.private).toBe(true);
    const releasing = readFileSync(join(root, "docs", "releasing.md"), "utf8").replace(/\s+/g, " ");
    expect(releasing).toContain("the project must claim the name on npm");
  });
});

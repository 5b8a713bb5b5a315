import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Every relative link of the README and the docs leads to a file, and every `#anchor` to a heading. */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const documents = [
  "README.md",
  "SECURITY.md",
  "CHANGELOG.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => join("docs", name)),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(path: string): Set<string> {
  const text = readFileSync(path, "utf8").replace(/^```[\s\S]*?^```$/gm, "");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1] ?? "")));
}

/** Links outside code: `[text](target)` whose target is not a URL. */
function relativeLinks(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```$/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe.each(documents)("the links of %s", (document) => {
  const path = join(root, document);
  const links = relativeLinks(readFileSync(path, "utf8"));

  it("lead to files and headings that exist", () => {
    const broken = links.filter((link) => {
      const [file = "", anchor] = link.split("#");
      const target = file ? join(dirname(path), file) : path;
      if (!existsSync(target)) return true;
      return anchor !== undefined && target.endsWith(".md") && !anchorsOf(target).has(anchor);
    });
    expect(broken.map((link) => `${relative(root, path)} → ${link}`)).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The README's picture of a tracking comment, made by scripts/tracking-comment-picture.ts from a
 * dry run, with its Markdown beside it: it shows what a finished run's comment shows.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const markdown = readFileSync(join(root, "docs", "images", "tracking-comment.md"), "utf8");

describe("the README's sample tracking comment", () => {
  it("says what the run cost at the end of its steps line, as a comment of a priced model does", () => {
    expect(markdown).toMatch(
      /<details><summary>5 steps · [\d,]+ input tokens · [\d,]+ output tokens · \$\d+\.\d{2}<\/summary>/,
    );
  });

  it("is the finished comment of the scripted fix, with its pull request and each step's tools", () => {
    expect(markdown).toContain("### ✅ Repo Agent finished");
    expect(markdown).toContain("**Pull request:** https://github.com/octo-org/calendar/pull/43");
    expect(markdown).toContain("- [x] **Step 3**: `edit_file src/date.js`");
  });
});

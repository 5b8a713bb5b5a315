import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PullFile } from "../src/github/context/pull-files.js";
import { createGit } from "../src/github/git.js";
import { SUGGESTION_BODY, suggestChanges } from "../src/github/review/change-suggestions.js";
import { type DraftComment, ReviewDraft } from "../src/github/review/review-draft.js";
import { fileLines } from "../src/github/review/suggestion.js";
import { createRedactor } from "../src/text/redact.js";

/**
 * A fork's pull request and the agent's changes to it, in a real repository: `base` is what the
 * pull request starts from, `head` its head (the commit the agent started from), and `changed`
 * the agent's files on top of the head (null: deleted). The review draft is built from the pull
 * request's diff as GitHub lists it, read from `git diff base head`.
 */

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

type Files = Record<string, string | null>;

function numbered(count: number, name = "v"): string[] {
  return Array.from({ length: count }, (_, i) => `const ${name}${i + 1} = ${i + 1};`);
}

const text = (lines: readonly string[]): string => `${lines.join("\n")}\n`;

function stage(
  base: Files,
  head: Files,
  changed: Files,
  options: { maxInline?: number; secret?: string; alsoInTree?: (dir: string) => void } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), "repo-agent-suggest-"));
  roots.push(dir);
  const env = {
    ...process.env,
    HOME: dir,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
  };
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], {
      cwd: dir,
      env,
      encoding: "utf8",
    });
  const write = (files: Files) => {
    for (const [path, content] of Object.entries(files)) {
      const full = join(dir, path);
      if (content === null) unlinkSync(full);
      else {
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, content);
      }
    }
  };
  git("init", "--quiet", "--initial-branch=main");
  write(base);
  git("add", "--all");
  git("commit", "--quiet", "-m", "base");
  const baseSha = git("rev-parse", "HEAD").trim();
  write(head);
  git("add", "--all");
  git("commit", "--quiet", "-m", "the pull request");
  const startSha = git("rev-parse", "HEAD").trim();
  write(changed);
  options.alsoInTree?.(dir);
  git("add", "--all");
  const tree = git("write-tree").trim();

  const listed = git("diff", "--name-status", "-z", "--no-renames", baseSha, startSha).split("\0");
  const files: PullFile[] = Array.from({ length: Math.floor(listed.length / 2) }, (_, i) => i * 2).map(
    (index) => {
      const status = listed[index] ?? "";
      const filename = listed[index + 1] ?? "";
      const diff = git("diff", baseSha, startSha, "--", `:(literal)${filename}`);
      const at = diff.indexOf("@@");
      return {
        filename,
        status: status === "A" ? "added" : status === "D" ? "removed" : "modified",
        additions: 0,
        deletions: 0,
        ...(at >= 0 ? { patch: diff.slice(at) } : {}),
      };
    },
  );
  const draft = new ReviewDraft({
    files,
    readFile: async (path) => {
      try {
        return git("show", `${startSha}:${path}`);
      } catch {
        return undefined;
      }
    },
    earlier: [],
    redact: createRedactor(options.secret ? [options.secret] : []),
    ...(options.maxInline !== undefined ? { maxInline: options.maxInline } : {}),
  });
  const suggest = (maxPatchChars?: number) =>
    suggestChanges({
      draft,
      // As the publish job holds it: a bare git directory, no working tree.
      git: createGit(dir, { env, gitDir: join(dir, ".git") }),
      startSha,
      tree,
      ...(maxPatchChars !== undefined ? { maxPatchChars } : {}),
    });
  const atHead = (path: string) => git("show", `${startSha}:${path}`);
  return { draft, suggest, atHead, dir, git };
}

/** What committing every suggestion on `path` does to the file, reading the blocks as posted. */
function applySuggestions(original: string, comments: readonly DraftComment[], path: string): string {
  const lines = fileLines(original);
  const mine = comments.filter((c) => c.path === path).sort((a, b) => b.line - a.line);
  for (const comment of mine) {
    const block = /\n(`{3,})suggestion\n([\s\S]*?)\n?\1$/.exec(comment.body);
    if (!block) throw new Error(`no suggestion block in ${comment.body}`);
    const replacement = block[2] === "" ? [] : (block[2] ?? "").split("\n");
    const start = comment.startLine ?? comment.line;
    lines.splice(start - 1, comment.line - start + 1, ...replacement);
  }
  return text(lines);
}

/** A file the pull request rewrites from top to bottom, so every line of it is in the diff. */
const OLD = numbered(12);
const PR = numbered(12, "w");

describe("the agent's changes to a fork's pull request, as suggestions", () => {
  it("suggests replaced lines over exactly those lines", async () => {
    const changed = [...PR];
    changed.splice(3, 2, "const w4 = 40;", "const w5 = 50;", "const w5b = 55;");
    const { draft, suggest, atHead } = stage(
      { "src/a.ts": text(OLD) },
      { "src/a.ts": text(PR) },
      {
        "src/a.ts": text(changed),
      },
    );

    const result = await suggest();

    expect(result).toEqual({
      comments: 1,
      suggestedFiles: ["src/a.ts"],
      remainder: { files: [], patch: "", truncated: false },
    });
    expect(draft.inline).toEqual([
      {
        path: "src/a.ts",
        startLine: 4,
        line: 5,
        body: `${SUGGESTION_BODY.lines}\n\n\`\`\`suggestion\nconst w4 = 40;\nconst w5 = 50;\nconst w5b = 55;\n\`\`\``,
      },
    ]);
    expect(applySuggestions(atHead("src/a.ts"), draft.inline, "src/a.ts")).toBe(text(changed));
  });

  it("suggests an insertion on the line above it, that line kept first", async () => {
    const changed = [...PR];
    changed.splice(6, 0, "// seven and a half", "const half = 7.5;");
    const { draft, suggest, atHead } = stage(
      { "src/a.ts": text(OLD) },
      { "src/a.ts": text(PR) },
      {
        "src/a.ts": text(changed),
      },
    );

    await suggest();

    expect(draft.inline).toEqual([
      {
        path: "src/a.ts",
        line: 6,
        body: `${SUGGESTION_BODY.line}\n\n\`\`\`suggestion\nconst w6 = 6;\n// seven and a half\nconst half = 7.5;\n\`\`\``,
      },
    ]);
    expect(applySuggestions(atHead("src/a.ts"), draft.inline, "src/a.ts")).toBe(text(changed));
  });

  it("suggests an insertion at the top on line 1, the new lines before it", async () => {
    const changed = ['"use strict";', ...PR];
    const { draft, suggest, atHead } = stage(
      { "src/a.ts": text(OLD) },
      { "src/a.ts": text(PR) },
      {
        "src/a.ts": text(changed),
      },
    );

    await suggest();

    expect(draft.inline).toEqual([
      {
        path: "src/a.ts",
        line: 1,
        body: `${SUGGESTION_BODY.line}\n\n\`\`\`suggestion\n"use strict";\nconst w1 = 1;\n\`\`\``,
      },
    ]);
    expect(applySuggestions(atHead("src/a.ts"), draft.inline, "src/a.ts")).toBe(text(changed));
  });

  it("suggests a deletion as an empty suggestion over the deleted lines", async () => {
    const changed = PR.filter((_, i) => i !== 8 && i !== 9);
    const { draft, suggest, atHead } = stage(
      { "src/a.ts": text(OLD) },
      { "src/a.ts": text(PR) },
      {
        "src/a.ts": text(changed),
      },
    );

    await suggest();

    expect(draft.inline).toEqual([
      {
        path: "src/a.ts",
        startLine: 9,
        line: 10,
        body: `${SUGGESTION_BODY.lines}\n\n\`\`\`suggestion\n\`\`\``,
      },
    ]);
    expect(applySuggestions(atHead("src/a.ts"), draft.inline, "src/a.ts")).toBe(text(changed));
  });

  it("turns every change of a file into suggestions that, all committed, give exactly the agent's file", async () => {
    const changed = ["// header", ...PR];
    changed.splice(3, 1, "const w3 = 33;"); // replaced
    changed.splice(6, 2); // w6, w7 deleted
    changed.splice(8, 0, "", "function extra() {}", ""); // inserted, blank lines around it
    changed.push("export {};"); // appended at the end
    const { draft, suggest, atHead } = stage(
      { "src/a.ts": text(OLD) },
      { "src/a.ts": text(PR) },
      {
        "src/a.ts": text(changed),
      },
    );

    const result = await suggest();

    expect(result.suggestedFiles).toEqual(["src/a.ts"]);
    expect(result.comments).toBe(draft.inline.length);
    expect(result.comments).toBeGreaterThanOrEqual(5);
    expect(applySuggestions(atHead("src/a.ts"), draft.inline, "src/a.ts")).toBe(text(changed));
    // No two suggestions touch the same line, or committing them together would fail.
    const covered = draft.inline.flatMap((c) =>
      Array.from({ length: c.line - (c.startLine ?? c.line) + 1 }, (_, i) => (c.startLine ?? c.line) + i),
    );
    expect(new Set(covered).size).toBe(covered.length);
  });

  it("sends a whole file to the patch when one of its changes is outside the pull request's diff", async () => {
    // The pull request changes line 2 of 30; the agent changes line 2 and line 25.
    const old = numbered(30);
    const pr = [...old];
    pr[1] = "const v2 = 20;";
    const changed = [...pr];
    changed[1] = "const v2 = 200;";
    changed[24] = "const v25 = 250;";
    const { draft, suggest } = stage(
      { "src/b.ts": text(old), "README.md": "# B\n" },
      { "src/b.ts": text(pr), "README.md": "# B\n" },
      // README.md is not a file of the pull request: none of its lines can take a comment.
      { "src/b.ts": text(changed), "README.md": "# B, better\n" },
    );

    const result = await suggest();

    expect(result.comments).toBe(0);
    expect(result.suggestedFiles).toEqual([]);
    expect(result.remainder.files).toEqual(["README.md", "src/b.ts"]);
    expect(result.remainder.patch).toContain("+# B, better");
    expect(result.remainder.patch).toContain("-const v2 = 20;\n+const v2 = 200;");
    expect(result.remainder.patch).toContain("-const v25 = 25;\n+const v25 = 250;");
    expect(draft.inline).toEqual([]);
    expect(draft.inBody).toEqual([]);
  });

  it("sends new, deleted, binary, mode-changed and symlinked files to the patch, suggesting the rest", async () => {
    const { suggest } = stage(
      { "src/a.ts": text(OLD), "gone.txt": "bye\n", "run.sh": "echo hi\n", "logo.bin": "\0\x01old" },
      { "src/a.ts": text(PR), "gone.txt": "bye!\n", "run.sh": "echo hi!\n", "logo.bin": "\0\x01new" },
      { "src/a.ts": text(["// top", ...PR]), "src/new.ts": "export const fresh = 1;\n", "gone.txt": null },
      {
        alsoInTree: (dir) => {
          writeFileSync(join(dir, "logo.bin"), "\0\x01newer");
          chmodSync(join(dir, "run.sh"), 0o755);
          symlinkSync("src/a.ts", join(dir, "link.ts"));
        },
      },
    );

    const result = await suggest();

    expect(result.suggestedFiles).toEqual(["src/a.ts"]);
    expect(result.remainder.files.sort()).toEqual([
      "gone.txt",
      "link.ts",
      "logo.bin",
      "run.sh",
      "src/new.ts",
    ]);
    expect(result.remainder.patch).toContain("+export const fresh = 1;");
    expect(result.remainder.patch).toContain("deleted file mode 100644");
    expect(result.remainder.patch).toContain("new mode 100755");
    expect(result.remainder.patch).toContain("Binary files a/logo.bin and b/logo.bin differ");
    expect(result.remainder.patch).not.toContain("a/src/a.ts");
  });

  it("takes file names as they are, glob characters and all", async () => {
    const { draft, suggest, atHead } = stage(
      { "src/a*[x].ts": text(OLD), "src/é ü.ts": text(OLD) },
      { "src/a*[x].ts": text(PR), "src/é ü.ts": text(PR) },
      {
        "src/a*[x].ts": text(["// top", ...PR]),
        "src/é ü.ts": text([...PR, "// end"]),
        "src/ab.ts": "new\n",
      },
    );

    const result = await suggest();

    expect(result.suggestedFiles).toEqual(["src/a*[x].ts", "src/é ü.ts"]);
    expect(result.remainder.files).toEqual(["src/ab.ts"]);
    expect(result.remainder.patch).toContain("+++ b/src/ab.ts");
    expect(applySuggestions(atHead("src/é ü.ts"), draft.inline, "src/é ü.ts")).toBe(text([...PR, "// end"]));
  });

  it("ends an insertion with the line below it when the new lines end blank", async () => {
    const changed = [...PR];
    changed.splice(4, 0, "function added() {}", "");
    const { draft, suggest, atHead } = stage(
      { "src/a.ts": text(OLD) },
      { "src/a.ts": text(PR) },
      {
        "src/a.ts": text(changed),
      },
    );

    const result = await suggest();

    expect(result.comments).toBe(1);
    expect(draft.inline[0]?.body).not.toMatch(/\n\n```$/);
    expect(applySuggestions(atHead("src/a.ts"), draft.inline, "src/a.ts")).toBe(text(changed));
  });

  it("sends a file to the patch when its final newline changes, or its changes hold a secret", async () => {
    const secret = "ghs_changeSuggestionSecret0123456789abc";
    const { draft, suggest } = stage(
      { "a.txt": text(OLD), "b.txt": text(OLD) },
      { "a.txt": text(PR), "b.txt": text(PR) },
      {
        "a.txt": text(PR).slice(0, -1),
        "b.txt": text([...PR.slice(0, 3), `token = "${secret}"`, ...PR.slice(4)]),
      },
      { secret },
    );

    const result = await suggest();

    expect(result.remainder.files).toEqual(["a.txt", "b.txt"]);
    expect(result.remainder.patch).toContain("\\ No newline at end of file");
    expect(draft.inline).toEqual([]);
  });

  it("sends a file to the patch when its suggestions would not all fit on their lines", async () => {
    const changed = PR.map((line, i) => (i % 2 === 0 ? `${line} // changed` : line));
    const { draft, suggest } = stage(
      { "src/a.ts": text(OLD) },
      { "src/a.ts": text(PR) },
      {
        "src/a.ts": text(changed),
      },
      { maxInline: 3 },
    );

    const result = await suggest();

    expect(result.comments).toBe(0);
    expect(result.remainder.files).toEqual(["src/a.ts"]);
    expect(draft.inline).toEqual([]);
  });

  it("cuts the patch to maxPatchChars at a line boundary and says so", async () => {
    const big = numbered(400, "big");
    const { suggest } = stage({ "README.md": "# x\n" }, { "README.md": "# y\n" }, { "big.ts": text(big) });

    const result = await suggest(1_000);

    expect(result.remainder.files).toEqual(["big.ts"]);
    expect(result.remainder.truncated).toBe(true);
    expect(result.remainder.patch.length).toBeLessThanOrEqual(1_000);
    expect(result.remainder.patch.endsWith("\n")).toBe(true);
  });
});

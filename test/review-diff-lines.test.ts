import { describe, expect, it } from "vitest";
import { describeHunks, hunkOf, MAX_LINE, parsePatch } from "../src/github/review/diff-lines.js";

const sorted = (set: ReadonlySet<number>): number[] => [...set].sort((a, b) => a - b);

/** A patch as GET /pulls/{n}/files returns it for a TypeScript file: two hunks, a section name on each. */
const TS_PATCH = [
  '@@ -1,6 +1,7 @@ import { readFile } from "node:fs/promises";',
  ' import { readFile } from "node:fs/promises";',
  '+import { join } from "node:path";',
  " ",
  " export async function load(dir: string) {",
  '-  const text = await readFile(dir + "/config.json", "utf8");',
  '+  const text = await readFile(join(dir, "config.json"), "utf8");',
  "   return JSON.parse(text);",
  " }",
  "@@ -40,4 +41,5 @@ export function save(config: Config) {",
  "   const body = JSON.stringify(config);",
  "-  writeFileSync(path, body);",
  '+  writeFileSync(path, body + "\\n");',
  '+  log("saved " + path);',
  "   return path;",
  " }",
].join("\n");

describe("parsePatch", () => {
  it("finds the added and context lines of each hunk on the new side", () => {
    const diff = parsePatch(TS_PATCH);
    expect(diff.hunks).toEqual([
      { start: 1, end: 7 },
      { start: 41, end: 45 },
    ]);
    expect(sorted(diff.lines)).toEqual([1, 2, 3, 4, 5, 6, 7, 41, 42, 43, 44, 45]);
    expect(sorted(diff.added)).toEqual([2, 5, 42, 43]);
  });

  it("gives no line to removed lines, so a comment on the old text is refused", () => {
    const diff = parsePatch(TS_PATCH);
    // Line 8 of the new file is past the first hunk: only the removed line was there.
    expect(diff.lines.has(8)).toBe(false);
    expect(diff.lines.has(40)).toBe(false);
  });

  it.each([
    {
      name: "reads a header without counts as a one-line hunk",
      patch: ["@@ -3 +3 @@", "-version: 1", "+version: 2"],
      hunks: [{ start: 3, end: 3 }],
      added: [3],
    },
    {
      name: "leaves out a hunk that only deletes",
      patch: [
        "@@ -10,3 +9,0 @@ def main():",
        "-    print('debug')",
        "-    print('more debug')",
        "-    print('even more')",
        "@@ -30,2 +27,3 @@ def helper():",
        "     return 1",
        "+",
        " ",
      ],
      hunks: [{ start: 27, end: 29 }],
      added: [28],
    },
    {
      name: "numbers a whole new file from line 1",
      patch: ["@@ -0,0 +1,3 @@", "+name: ci", "+on: push", "+jobs: {}"],
      hunks: [{ start: 1, end: 3 }],
      added: [1, 2, 3],
    },
    {
      name: "ignores the no-newline marker",
      patch: [
        "@@ -1,2 +1,2 @@",
        " a: 1",
        "-b: 2",
        "\\ No newline at end of file",
        "+b: 3",
        "\\ No newline at end of file",
      ],
      hunks: [{ start: 1, end: 2 }],
      added: [2],
    },
    {
      name: "counts an empty line inside a hunk as context, as when a tool strips the trailing space",
      patch: ["@@ -1,4 +1,4 @@", " def f():", "", "-    return 1", "+    return 2", " # end"],
      hunks: [{ start: 1, end: 4 }],
      added: [3],
    },
  ])("$name", ({ patch, hunks, added }) => {
    const diff = parsePatch(patch.join("\n"));
    expect(diff.hunks).toEqual(hunks);
    expect(sorted(diff.added)).toEqual(added);
  });

  it("does not count the final newline of the patch as a line", () => {
    const diff = parsePatch("@@ -1,2 +1,2 @@\n a\n-b\n+c\n");
    expect(diff.hunks).toEqual([{ start: 1, end: 2 }]);
  });

  it("reads a patch with CRLF line ends like one with LF", () => {
    expect(parsePatch(TS_PATCH.replaceAll("\n", "\r\n"))).toEqual(parsePatch(TS_PATCH));
  });

  it("gives an empty diff for text that is not a patch", () => {
    for (const text of ["", "Binary files differ", "hello\nworld", "@@ nonsense @@\n+added"]) {
      const diff = parsePatch(text);
      expect(diff.hunks).toEqual([]);
      expect(diff.lines.size).toBe(0);
    }
  });

  it("trusts the body over a header that claims fewer lines", () => {
    const patch = ["@@ -1,1 +1,1 @@", " one", "+two", "+three", " four"].join("\n");
    expect(parsePatch(patch).hunks).toEqual([{ start: 1, end: 4 }]);
  });

  it("trusts the body over a header that claims more lines, ending the hunk at the next @@", () => {
    const patch = ["@@ -1,50 +1,50 @@", " one", "+two", "@@ -90,2 +90,2 @@", " ninety", "+ninety-one"].join(
      "\n",
    );
    expect(parsePatch(patch).hunks).toEqual([
      { start: 1, end: 2 },
      { start: 90, end: 91 },
    ]);
  });

  it("ends a hunk at a line that is not a diff line", () => {
    const patch = ["@@ -1,2 +1,2 @@", " a", "+b", "diff --git a/x b/x", " c", "+d"].join("\n");
    expect(sorted(parsePatch(patch).lines)).toEqual([1, 2]);
  });

  it("skips a hunk whose header is malformed and keeps the good ones", () => {
    const patch = ["@@ -1,2 +x,2 @@", "+lost", "@@ -5,1 +5,1 @@", "+kept"].join("\n");
    expect(parsePatch(patch).hunks).toEqual([{ start: 5, end: 5 }]);
  });

  it("refuses line numbers past any real file instead of counting with inexact numbers", () => {
    const huge = ["@@ -1,1 +99999999999999999999,2 @@", "+a", "+b"].join("\n");
    expect(parsePatch(huge).hunks).toEqual([]);
    const atTheEdge = [`@@ -1,1 +${MAX_LINE},3 @@`, "+a", "+b", "+c"].join("\n");
    expect(parsePatch(atTheEdge).hunks).toEqual([{ start: MAX_LINE, end: MAX_LINE }]);
  });

  it("never throws on input that is not a string", () => {
    expect(parsePatch(undefined as unknown as string).hunks).toEqual([]);
  });
});

describe("hunkOf", () => {
  const diff = parsePatch(TS_PATCH);

  it("finds the hunk holding a line", () => {
    expect(hunkOf(diff, 43)).toEqual({ start: 41, end: 45 });
    expect(hunkOf(diff, 1)).toEqual({ start: 1, end: 7 });
  });

  it("finds nothing for a line between hunks", () => {
    expect(hunkOf(diff, 20)).toBeUndefined();
  });
});

describe("describeHunks", () => {
  it("lists the ranges of the diff", () => {
    expect(describeHunks(parsePatch(TS_PATCH).hunks)).toBe("lines 1-7, 41-45");
  });

  it("names a single line as a line", () => {
    expect(describeHunks([{ start: 7, end: 7 }])).toBe("line 7");
    expect(describeHunks([{ start: 3, end: 9 }])).toBe("lines 3-9");
    expect(
      describeHunks([
        { start: 3, end: 9 },
        { start: 12, end: 12 },
      ]),
    ).toBe("lines 3-9, 12");
  });

  it("says nothing when there is no hunk", () => {
    expect(describeHunks([])).toBe("");
  });

  it("stops after the given number of ranges and counts the rest", () => {
    const hunks = Array.from({ length: 25 }, (_, i) => ({ start: i * 10 + 1, end: i * 10 + 2 }));
    const text = describeHunks(hunks);
    expect(text).toMatch(/^lines 1-2, 11-12, .*191-192, and 5 more$/);
    expect(describeHunks(hunks, 2)).toBe("lines 1-2, 11-12, and 23 more");
  });
});

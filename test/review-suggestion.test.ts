import { describe, expect, it } from "vitest";
import { fileLines, suggestionBlock, suggestionProblem } from "../src/github/review/suggestion.js";

const TS = fileLines(
  [
    'import { readFile } from "node:fs/promises";',
    "",
    "export async function load(path: string): Promise<Config> {",
    '    const text = await readFile(path, "utf8");',
    "    const config = JSON.parse(text);",
    "    return config;",
    "}",
    "",
  ].join("\n"),
);

const PY = fileLines(
  [
    "def total(items):",
    "\tresult = 0",
    "\tfor item in items:",
    "\t\tresult += item.price",
    "\treturn result",
    "",
  ].join("\n"),
);

const YAML = fileLines(
  [
    "name: ci",
    "on: push",
    "jobs:",
    "  test:",
    "    runs-on: ubuntu-latest",
    "    steps:",
    "      - uses: actions/checkout@v4",
    "      - run: npm ci",
    "      - run: npm test",
    "",
  ].join("\n"),
);

describe("fileLines", () => {
  it("splits a file without a phantom line for its final newline", () => {
    expect(fileLines("a\nb\n")).toEqual(["a", "b"]);
    expect(fileLines("a\nb")).toEqual(["a", "b"]);
    expect(fileLines("")).toEqual([]);
    expect(fileLines("a\n\n")).toEqual(["a", ""]);
  });

  it("drops the carriage return of a CRLF file", () => {
    expect(fileLines("one\r\ntwo\r\n")).toEqual(["one", "two"]);
  });
});

describe("suggestionProblem accepts", () => {
  it("a one-line fix", () => {
    expect(suggestionProblem(TS, 6, 6, "    return config as Config;")).toBeUndefined();
  });

  it("a multi-line replacement", () => {
    const suggestion = ["\ttotal = sum(item.price for item in items)", "\treturn total"].join("\n");
    expect(suggestionProblem(PY, 2, 5, suggestion)).toBeUndefined();
  });

  it("a suggestion ending in a newline", () => {
    expect(suggestionProblem(YAML, 9, 9, "      - run: npm test -- --coverage\n")).toBeUndefined();
  });

  it("an empty suggestion, which deletes the lines", () => {
    expect(suggestionProblem(TS, 5, 5, "")).toBeUndefined();
    expect(suggestionProblem(TS, 5, 6, "\n")).toBeUndefined();
  });

  it("a suggestion for a CRLF file written with CRLF", () => {
    const lines = fileLines("key: 1\r\nother: 2\r\nlast: 3\r\n");
    expect(suggestionProblem(lines, 2, 2, "other: 20\r\n")).toBeUndefined();
  });

  it("a suggestion whose first line equals the line above when it also equals the replaced line", () => {
    const lines = fileLines("  }\n  }\n}\n");
    expect(suggestionProblem(lines, 2, 2, "  }\n  // done")).toBeUndefined();
  });

  it("a suggestion that moves code to column 1 when the replaced line was not indented", () => {
    expect(suggestionProblem(YAML, 1, 1, "name: build")).toBeUndefined();
  });
});

describe("suggestionProblem refuses", () => {
  it("a range that ends past the file, saying how long the file is", () => {
    expect(suggestionProblem(TS, 6, 12, "    return config;")).toBe(
      "The suggestion replaces lines 6-12, but the file has 7 lines; comment on lines that exist.",
    );
  });

  it("a range that starts after it ends", () => {
    expect(suggestionProblem(TS, 6, 4, "x")).toMatch(/^start_line 6 is after line 4;/);
  });

  it("a range that starts before line 1", () => {
    expect(suggestionProblem(TS, 0, 2, "x")).toMatch(/start_line must be 1 or more, got 0/);
  });

  it("line numbers that are not whole numbers", () => {
    expect(suggestionProblem(TS, 1.5, 2, "x")).toMatch(/must be whole numbers/);
    expect(suggestionProblem(TS, Number.NaN, 2, "x")).toMatch(/must be whole numbers/);
  });

  it("a suggestion that is the text already there", () => {
    const same = '    const text = await readFile(path, "utf8");\n    const config = JSON.parse(text);\n';
    expect(suggestionProblem(TS, 4, 5, same)).toMatch(
      /^The suggestion for lines 4-5 is the same as the text there/,
    );
  });

  it("a suggestion that is the text already there, in a CRLF file", () => {
    const lines = fileLines("a: 1\r\nb: 2\r\n");
    expect(suggestionProblem(lines, 2, 2, "b: 2\r\n")).toMatch(/would change nothing/);
  });

  it("a suggestion that starts with the line above the range", () => {
    const suggestion = "\tfor item in items:\n\t\tresult += item.price * item.quantity";
    expect(suggestionProblem(PY, 4, 4, suggestion)).toBe(
      'The suggestion for line 4 starts with line 3 ("for item in items:"), which is above the range and stays in the file, so applying it would duplicate that line; include line 3 in the range with start_line, or leave it out of the suggestion.',
    );
  });

  it("a suggestion that ends with the line below the range", () => {
    const suggestion = "      - run: npm ci --ignore-scripts\n      - run: npm test";
    expect(suggestionProblem(YAML, 8, 8, suggestion)).toMatch(
      /^The suggestion for line 8 ends with line 9 \("- run: npm test"\), which is below the range .* include line 9 in the range by commenting on line 9, or leave it out/,
    );
  });

  it("a suggestion pasted with read_file's line numbers", () => {
    const suggestion =
      "     4|    const text = await readFile(path);\n     5|    const config = JSON.parse(text);";
    expect(suggestionProblem(TS, 4, 5, suggestion)).toMatch(
      /^The suggestion for lines 4-5 holds read_file's line numbers .* give the file's text without the numbers/,
    );
  });

  it("a suggestion that drops the indentation of spaces", () => {
    expect(suggestionProblem(TS, 6, 6, "return config as Config;")).toBe(
      "Line 6 is indented with 4 spaces but the suggestion for line 6 starts at column 1; a suggestion replaces whole lines, indentation included, so indent it as the file is.",
    );
  });

  it("a suggestion that drops the indentation of a tab", () => {
    expect(suggestionProblem(PY, 5, 5, "return round(result, 2)")).toMatch(
      /^Line 5 is indented with 1 tab but/,
    );
  });

  it("a YAML suggestion that drops the indentation", () => {
    expect(suggestionProblem(YAML, 5, 5, "runs-on: ubuntu-24.04")).toMatch(/indented with 4 spaces/);
  });

  it("keeps a hostile long line out of its message", () => {
    const lines = ["x", `  ${"y".repeat(10_000)}`, "  z"];
    const problem = suggestionProblem(lines, 3, 3, `  ${"y".repeat(10_000)}\n  zz`) ?? "";
    expect(problem).toMatch(/duplicate that line/);
    expect(problem.length).toBeLessThan(500);
  });
});

describe("suggestionBlock", () => {
  it("wraps a suggestion in a suggestion fence", () => {
    expect(suggestionBlock("    return config as Config;\n")).toBe(
      "```suggestion\n    return config as Config;\n```",
    );
  });

  it("writes an empty block for a deletion", () => {
    expect(suggestionBlock("")).toBe("```suggestion\n```");
  });

  it("uses a longer fence when the suggestion holds a fence", () => {
    const suggestion = ["Run:", "", "```sh", "npm test", "```"].join("\n");
    expect(suggestionBlock(suggestion)).toBe(`\`\`\`\`suggestion\n${suggestion}\n\`\`\`\``);
  });

  it("outruns the longest run of backticks inside", () => {
    const block = suggestionBlock("a `````` b");
    expect(block.startsWith("```````suggestion\n")).toBe(true);
    expect(block.endsWith("\n```````")).toBe(true);
  });
});

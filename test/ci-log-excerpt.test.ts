import { describe, expect, it } from "vitest";
import { LINES_AFTER_LAST_ERROR, logExcerpt, MAX_LINE_CHARS } from "../src/github/ci-repair/log-excerpt.js";

/**
 * The part of a failed job's log the model reads: the lines that lead to the last error, without
 * the runner's timestamps, colour codes or post-job cleanup, and nothing hidden.
 */

/** Lines as the runner writes them: each one stamped, the file starting with a byte order mark. */
function stamped(lines: string[], eol = "\n"): string {
  return `\uFEFF${lines.map((line, i) => `2024-05-06T07:08:${String(i % 60).padStart(2, "0")}.1234567Z ${line}`).join(eol)}${eol}`;
}

const CLEANUP = [
  "Post job cleanup.",
  "[command]/usr/bin/git version",
  "git version 2.45.1",
  "Temporarily overriding HOME='/home/runner/work/_temp/1f0b' before making global git config changes",
  "[command]/usr/bin/git config --local --name-only --get-regexp core\\.sshCommand",
  "Cleaning up orphan processes",
];

const VITEST_FAILURE = stamped([
  "##[group]Run actions/checkout@v4",
  "with:",
  "  repository: octo-org/octo-repo",
  "##[endgroup]",
  "Syncing repository: octo-org/octo-repo",
  "##[group]Run npm test",
  "\u001b[36;1mnpm test\u001b[0m",
  "shell: /usr/bin/bash -e {0}",
  "##[endgroup]",
  "",
  "> sum@1.0.0 test",
  "> vitest run",
  "",
  "\u001b[1m\u001b[46m RUN \u001b[49m\u001b[22m \u001b[36mv1.6.0 \u001b[39m\u001b[90m/home/runner/work/octo-repo/octo-repo\u001b[39m",
  "",
  " \u001b[31m❯\u001b[39m test/sum.test.ts \u001b[2m (\u001b[22m\u001b[2m2 tests\u001b[22m\u001b[2m | \u001b[22m\u001b[31m1 failed\u001b[39m\u001b[2m)\u001b[22m",
  "\u001b[31m   \u001b[31m×\u001b[31m adds two numbers\u001b[39m",
  "",
  "\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m",
  "",
  "\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m test/sum.test.ts\u001b[2m > \u001b[22madds two numbers",
  "\u001b[31m\u001b[1mAssertionError\u001b[22m: expected 3 to be 4 // Object.is equality\u001b[39m",
  "",
  "\u001b[32m- Expected\u001b[39m",
  "\u001b[31m+ Received\u001b[39m",
  "",
  "\u001b[32m- 4\u001b[39m",
  "\u001b[31m+ 3\u001b[39m",
  "",
  "\u001b[36m \u001b[2m❯\u001b[22m test/sum.test.ts:\u001b[2m5:20\u001b[22m\u001b[39m",
  "##[error]AssertionError: expected 3 to be 4 // Object.is equality",
  "",
  " Test Files  1 failed (1)",
  "      Tests  1 failed | 1 passed (2)",
  "##[error]Process completed with exit code 1.",
  ...CLEANUP,
]);

const TSC_FAILURE = stamped([
  "##[group]Run npx tsc --noEmit",
  "npx tsc --noEmit",
  "shell: /usr/bin/bash -e {0}",
  "##[endgroup]",
  "src/sum.ts(3,14): error TS2322: Type 'string' is not assignable to type 'number'.",
  "src/index.ts(10,5): error TS2554: Expected 2 arguments, but got 1.",
  "##[error]Process completed with exit code 2.",
  ...CLEANUP,
]);

describe("logExcerpt", () => {
  it("shows a vitest failure without timestamps or colour codes, ending at the exit code, before cleanup", () => {
    const { text, cut } = logExcerpt(VITEST_FAILURE, 12_000);
    expect(text).toContain("FAIL  test/sum.test.ts > adds two numbers");
    expect(text).toContain("AssertionError: expected 3 to be 4 // Object.is equality");
    expect(text).toContain("##[group]Run npm test");
    expect(text).not.toMatch(/2024-05-06T/);
    expect(text).not.toContain("\u001b");
    expect(text).not.toContain("⟨U+001B⟩");
    expect(text).not.toContain("\uFEFF");
    expect(text.split("\n").slice(-2)).toEqual([
      "##[error]Process completed with exit code 1.",
      `[... ${CLEANUP.length} later lines not shown]`,
    ]);
    expect(cut).toBe(true);
  });

  it("shows every tsc error, each on its own line", () => {
    const { text } = logExcerpt(TSC_FAILURE, 12_000);
    expect(text.split("\n")).toEqual([
      "##[group]Run npx tsc --noEmit",
      "npx tsc --noEmit",
      "shell: /usr/bin/bash -e {0}",
      "##[endgroup]",
      "src/sum.ts(3,14): error TS2322: Type 'string' is not assignable to type 'number'.",
      "src/index.ts(10,5): error TS2554: Expected 2 arguments, but got 1.",
      "##[error]Process completed with exit code 2.",
      `[... ${CLEANUP.length} later lines not shown]`,
    ]);
  });

  it("keeps the lines an error annotation prints under itself, but stops where the next step starts", () => {
    const log = stamped([
      "step output",
      "##[error]Build failed:",
      "  missing module ./sum",
      "  imported from src/index.ts",
      "  (run with --verbose for more)",
      "  one line too many",
    ]);
    expect(logExcerpt(log, 12_000).text.split("\n")).toEqual([
      "step output",
      "##[error]Build failed:",
      "  missing module ./sum",
      "  imported from src/index.ts",
      "  (run with --verbose for more)",
      "[... 1 later line not shown]",
    ]);
    expect(LINES_AFTER_LAST_ERROR).toBe(3);

    const nextStep = stamped([
      "##[error]Process completed with exit code 1.",
      "##[group]Run always-runs",
      "x",
    ]);
    expect(logExcerpt(nextStep, 12_000).text).toBe(
      "##[error]Process completed with exit code 1.\n[... 2 later lines not shown]",
    );
  });

  it("keeps the end of a log with no error line, whole when it fits", () => {
    const log = stamped(["##[group]Run make", "make: *** [Makefile:3: all] Killed", "##[endgroup]"]);
    expect(logExcerpt(log, 12_000)).toEqual({
      text: "##[group]Run make\nmake: *** [Makefile:3: all] Killed\n##[endgroup]",
      cut: false,
    });
  });

  it("cuts a 10,000-line log at line boundaries, keeps the lines before the error and says how many it left out", () => {
    const noise = Array.from({ length: 10_000 }, (_, i) => `ok ${i + 1} - test number ${i + 1} passed`);
    const log = stamped([
      ...noise,
      "not ok 10001 - the failing test",
      "##[error]Process completed with exit code 1.",
      ...CLEANUP,
    ]);
    const { text, cut } = logExcerpt(log, 2_000);
    const lines = text.split("\n");
    expect(text.length).toBeLessThanOrEqual(2_000);
    expect(cut).toBe(true);
    const omitted = Number(
      /^\[\.\.\. ([\d,]+) earlier lines not shown\]$/.exec(lines[0] ?? "")?.[1]?.replace(/,/g, ""),
    );
    const kept = lines.slice(1, -1);
    expect(omitted + kept.length).toBe(10_002);
    expect(kept.slice(0, -2).every((line) => /^ok \d+ - test number \d+ passed$/.test(line))).toBe(true);
    expect(kept.slice(-2)).toEqual([
      "not ok 10001 - the failing test",
      "##[error]Process completed with exit code 1.",
    ]);
  });

  it("counts the lines it was never given in its marker", () => {
    const { text } = logExcerpt("partial tail line\n##[error]boom\n", 1_000, { earlierLines: 41 });
    expect(text).toBe("[... 41 earlier lines not shown]\npartial tail line\n##[error]boom");
  });

  it("reads a log written with CRLF and shows a progress line as it ended", () => {
    const log = stamped(
      [
        "Downloading 10%\rDownloading 55%\rDownloading 100%",
        "\u001b[2K\rinstalled 312 packages",
        "##[error]Process completed with exit code 1.",
      ],
      "\r\n",
    );
    expect(logExcerpt(log, 12_000).text).toBe(
      "Downloading 100%\ninstalled 312 packages\n##[error]Process completed with exit code 1.",
    );
  });

  it("shows characters a reader of the log would not see as visible marks", () => {
    const log = stamped(["expected \u202Eevil\u202C value", "bell\u0007 and null\u0000", "##[error]failed"]);
    const { text } = logExcerpt(log, 12_000);
    expect(text).toContain("expected ⟨U+202E⟩evil⟨U+202C⟩ value");
    expect(text).toContain("bell⟨U+0007⟩ and null⟨U+0000⟩");
  });

  it("cuts a minified line in its middle so the lines around it still fit", () => {
    const bundle = `var a=${"x".repeat(50_000)};//END`;
    const log = stamped(["before", bundle, "##[error]Process completed with exit code 1."]);
    const { text, cut } = logExcerpt(log, 12_000);
    const lines = text.split("\n");
    expect(lines[0]).toBe("before");
    expect(lines[1]?.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    expect(lines[1]).toMatch(/^var a=x+ \[\.\.\. [\d,]+ characters not shown\] x+;\/\/END$/);
    expect(lines[2]).toBe("##[error]Process completed with exit code 1.");
    expect(cut).toBe(true);
  });

  it("never returns more than it was allowed, however small the bound", () => {
    for (const max of [0, 5, 40, 100, 500]) {
      expect(logExcerpt(VITEST_FAILURE, max).text.length).toBeLessThanOrEqual(max);
    }
  });

  it("returns an empty excerpt for an empty log", () => {
    expect(logExcerpt("", 100)).toEqual({ text: "", cut: false });
  });
});

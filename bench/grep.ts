/**
 * Benchmark of the grep tool's backends on a large real tree: the TypeScript compiler as its npm
 * package ships it (about 23 MB of JavaScript and declarations), committed to a temporary git
 * repository. Prints the median time per backend and pattern; the git-grep and ripgrep paths
 * should stay well under a second. `npm run bench` runs it (`benchGrep`); run directly
 * (`npx tsx bench/grep.ts`) it prints its own table and exits with code 1 when a git/rg search is
 * too slow. ripgrep is measured too when `rg` is on the PATH.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { searchWorkspace } from "../src/tools/grep.js";
import { type GrepBackendName, type GrepQuery, onPath } from "../src/tools/grep-backends.js";
import { createWorkspace } from "../src/tools/jail.js";
import { median, round } from "./stats.js";

const RUNS = 5;
/** The bar the issue sets for the git-grep (and rg) path. */
export const GREP_TARGET_MS = 1000;
const PATTERNS: { label: string; pattern: string }[] = [
  { label: "absent (full scan)", pattern: "zzq_no_such_symbol_anywhere" },
  { label: "rare", pattern: "function createProgram\\b" },
  { label: "common (stops at limit)", pattern: "return" },
  { label: "regex class", pattern: "\\bisolatedModules\\s*:" },
];

export interface GrepRow {
  backend: GrepBackendName;
  pattern: string;
  matches: number;
  medianMs: number;
}

export interface GrepFigures {
  /** What was searched, e.g. "125 files, 23M (TypeScript 5.9.3)". */
  repository: string;
  rows: GrepRow[];
}

async function makeRepository(): Promise<string> {
  const require = createRequire(import.meta.url);
  const lib = path.dirname(require.resolve("typescript"));
  const root = await mkdtemp(path.join(tmpdir(), "bench-grep-"));
  await cp(lib, path.join(root, "lib"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "-q");
  git("add", ".");
  git("-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-qm", "typescript lib");
  return root;
}

/** Median time of each backend on each pattern over `runs` runs (after one that warms the page cache). */
export async function benchGrep(runs = RUNS): Promise<GrepFigures> {
  const root = await makeRepository();
  try {
    const size = execFileSync("du", ["-sh", path.join(root, "lib")], { encoding: "utf8" }).split("\t")[0];
    const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
      .trim()
      .split("\n").length;
    const version = (createRequire(import.meta.url)("typescript") as { version: string }).version;
    const env = { PATH: process.env.PATH };
    const backends: GrepBackendName[] = (await onPath("rg", env)) ? ["rg", "git", "walk"] : ["git", "walk"];
    const workspace = createWorkspace(root);
    const rows: GrepRow[] = [];
    for (const backend of backends) {
      for (const { label, pattern } of PATTERNS) {
        const query: GrepQuery = {
          pattern,
          target: workspace.root,
          targetIsFile: false,
          limit: 100,
          signal: new AbortController().signal,
        };
        const times: number[] = [];
        let matches = 0;
        for (let run = 0; run <= runs; run++) {
          const started = performance.now();
          const result = await searchWorkspace(query, { workspace, env }, [backend]);
          const elapsed = performance.now() - started;
          if (!result.ok) throw new Error(`${backend}: ${result.error}`);
          matches = result.matches.length;
          if (run > 0) times.push(elapsed);
        }
        rows.push({ backend, pattern: label, matches, medianMs: round(median(times), 1) });
      }
    }
    return { repository: `${files} files, ${size} (TypeScript ${version})`, rows };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { repository, rows } = await benchGrep();
  console.log(`repository: ${repository}`);
  if (!rows.some((row) => row.backend === "rg")) console.log("rg: not on PATH, skipped");
  console.log(
    `${"backend".padEnd(8)}${"pattern".padEnd(26)}${"matches".padStart(8)}${"median ms".padStart(11)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.backend.padEnd(8)}${row.pattern.padEnd(26)}${String(row.matches).padStart(8)}${row.medianMs.toFixed(1).padStart(11)}`,
    );
  }
  if (rows.some((row) => row.backend !== "walk" && row.medianMs > GREP_TARGET_MS)) {
    console.log(`SLOW: a git/rg search took over ${GREP_TARGET_MS} ms`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

/**
 * Benchmarks of the search tools.
 * - `benchGrep`: the grep tool's backends on a large real tree: the TypeScript compiler as its npm
 *   package ships it (about 23 MB of JavaScript and declarations), committed to a temporary git
 *   repository; the median time per backend and pattern. The git-grep and ripgrep paths should
 *   stay well under a second. ripgrep is measured too when `rg` is on the PATH.
 * - `benchLargeSearch`: what one glob or grep tool call costs on a checkout of many files (see
 *   large-checkout.ts), through the tools themselves, with the backend grep picks on this machine.
 * `npm run bench` runs both; run directly (`npx tsx bench/grep.ts`, `--large-only` for the second
 * alone) it prints its own tables and exits with code 1 when a search is too slow.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { searchWorkspace } from "../src/tools/grep.js";
import { type GrepBackendName, type GrepQuery, onPath } from "../src/tools/grep-backends.js";
import { createCodingTools } from "../src/tools/index.js";
import { createWorkspace } from "../src/tools/jail.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { buildLargeCheckout } from "./large-checkout.js";
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
          matches = result.value.matches.length;
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

/** Timed runs of each large-checkout search, after one warm-up. */
const LARGE_RUNS = 3;
/** The bars the issue sets for one tool call on the large checkout. */
export const GLOB_LARGE_TARGET_MS = 300;
export const GREP_LARGE_TARGET_MS = 500;

export interface LargeSearchFigures {
  /** What was searched, e.g. "25126 files in 6500 folders, and an ignored node_modules". */
  repository: string;
  /** Median of one `glob` call listing every .ts file, and how many paths it found (before the tool's cap). */
  globMs: number;
  globPaths: number;
  /** Median of one `grep` call for a pattern in one file in 500, and for one found nowhere. */
  grepRareMs: number;
  grepAbsentMs: number;
  /** The slower of the two grep figures: the bar applies to both. */
  grepMs: number;
  /** The backend grep picked here (rg only where it is on the PATH). */
  backend: GrepBackendName | undefined;
}

/** Median wall time of `call` over `runs` calls after a warm-up one, and the last result. */
async function timed<T>(runs: number, call: () => Promise<T>): Promise<{ ms: number; result: T }> {
  let result = await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    result = await call();
    times.push(performance.now() - started);
  }
  return { ms: round(median(times), 1), result };
}

/** How long the large checkout's git may take to finish packing its objects. */
const PACKING_TIMEOUT_MS = 120_000;

/**
 * The commit of a fresh 25,000-file repository leaves git's automatic gc packing its loose
 * objects in the background. Packs them now instead (a real checkout is packed too), or waits
 * for that gc to finish: it would run during the timings and race with the folder's removal.
 */
async function packObjects(root: string): Promise<void> {
  try {
    execFileSync("git", ["-c", "gc.autoDetach=false", "gc", "--quiet"], { cwd: root, stdio: "ignore" });
  } catch {
    // Another gc holds the lock: wait for it below.
  }
  const lock = path.join(root, ".git", "gc.pid");
  const deadline = Date.now() + PACKING_TIMEOUT_MS;
  while (existsSync(lock) && Date.now() < deadline) await sleep(100);
}

/**
 * Builds the large checkout in a temporary folder once, then times the glob and grep tools on
 * it as a model's call reaches them (argument checks, the jail, the listing or search, the
 * formatting of the result). The folder is removed afterwards.
 */
export async function benchLargeSearch(runs = LARGE_RUNS): Promise<LargeSearchFigures> {
  const base = await mkdtemp(path.join(tmpdir(), "bench-large-search-"));
  try {
    const checkout = await buildLargeCheckout(path.join(base, "repo"));
    await packObjects(checkout.root);
    const env = { PATH: process.env.PATH };
    const tools = createCodingTools({ root: checkout.root, env });
    const registry = new ToolRegistry(tools.tools);
    const call = async (name: string, args: Record<string, unknown>) => {
      const out = await runTool(
        registry,
        { name, arguments: args },
        { signal: new AbortController().signal },
      );
      if (out.isError) throw new Error(`${name} ${JSON.stringify(args)}: ${out.content}`);
      return out.content;
    };
    const glob = await timed(runs, () => call("glob", { pattern: "**/*.ts" }));
    const shown = /\[Showing \d+ of (\d+) paths/.exec(glob.result);
    const rare = await timed(runs, () => call("grep", { pattern: "NEEDLE_" }));
    if (!rare.result.includes("NEEDLE_")) throw new Error(`grep NEEDLE_ found nothing: ${rare.result}`);
    const absent = await timed(runs, () => call("grep", { pattern: "zzq_no_such_symbol_anywhere" }));
    if (!absent.result.startsWith("No matches")) throw new Error(`grep absent: ${absent.result}`);
    const workspace = createWorkspace(checkout.root);
    const picked = await searchWorkspace(
      {
        pattern: "NEEDLE_",
        target: workspace.root,
        targetIsFile: false,
        limit: 1,
        signal: new AbortController().signal,
      },
      { workspace, env },
    );
    await tools.dispose();
    return {
      repository: `${checkout.files} files in ${checkout.folders} folders, and an ignored node_modules`,
      globMs: glob.ms,
      globPaths: shown ? Number(shown[1]) : glob.result.split("\n").length,
      grepRareMs: rare.ms,
      grepAbsentMs: absent.ms,
      grepMs: Math.max(rare.ms, absent.ms),
      backend: picked.ok ? picked.backend : undefined,
    };
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const large = await benchLargeSearch();
  console.log(`large checkout: ${large.repository}`);
  console.log(
    `glob **/*.ts: ${large.globMs} ms (${large.globPaths} paths; target < ${GLOB_LARGE_TARGET_MS})`,
  );
  console.log(
    `grep (${large.backend}): rare ${large.grepRareMs} ms, absent ${large.grepAbsentMs} ms (target < ${GREP_LARGE_TARGET_MS})`,
  );
  if (large.globMs > GLOB_LARGE_TARGET_MS || large.grepMs > GREP_LARGE_TARGET_MS) {
    console.log("SLOW: a search on the large checkout missed its target");
    process.exitCode = 1;
  }
  if (process.argv.includes("--large-only")) return;
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

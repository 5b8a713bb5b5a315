/**
 * Benchmark of the grep tool's backends on a large real tree: the TypeScript compiler as its npm
 * package ships it (about 23 MB of JavaScript and declarations), committed to a temporary git
 * repository. Prints the median time per backend and pattern; the git-grep and ripgrep paths
 * should stay well under a second. Not a test: run it by hand. Node 20 cannot run TypeScript and
 * no tsx is installed, so it goes through Vite's module runner (Vite is a dev dependency):
 *
 *   node --input-type=module -e "await (await import('vite')).runnerImport('./bench/grep.ts')"
 *
 * ripgrep is measured too when `rg` is on the PATH. Exit code 1 when a git/rg search is too slow.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { searchWorkspace } from "../src/tools/grep.js";
import { type GrepBackendName, type GrepQuery, onPath } from "../src/tools/grep-backends.js";
import { createWorkspace } from "../src/tools/jail.js";

const RUNS = 5;
/** The bar the issue sets for the git-grep (and rg) path. */
const TARGET_MS = 1000;
const PATTERNS: { label: string; pattern: string }[] = [
  { label: "absent (full scan)", pattern: "zzq_no_such_symbol_anywhere" },
  { label: "rare", pattern: "function createProgram\\b" },
  { label: "common (stops at limit)", pattern: "return" },
  { label: "regex class", pattern: "\\bisolatedModules\\s*:" },
];

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

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

async function main(): Promise<void> {
  const root = await makeRepository();
  const size = execFileSync("du", ["-sh", path.join(root, "lib")], { encoding: "utf8" }).split("\t")[0];
  const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).trim().split("\n").length;
  console.log(
    `repository: ${files} files, ${size} (TypeScript ${createRequire(import.meta.url)("typescript").version})`,
  );
  const env = { PATH: process.env.PATH };
  const backends: GrepBackendName[] = (await onPath("rg", env)) ? ["rg", "git", "walk"] : ["git", "walk"];
  if (!backends.includes("rg")) console.log("rg: not on PATH, skipped");
  const workspace = createWorkspace(root);
  let slow = false;
  try {
    console.log(
      `${"backend".padEnd(8)}${"pattern".padEnd(26)}${"matches".padStart(8)}${"median ms".padStart(11)}`,
    );
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
        for (let run = 0; run <= RUNS; run++) {
          const started = performance.now();
          const result = await searchWorkspace(query, { workspace, env }, [backend]);
          const elapsed = performance.now() - started;
          if (!result.ok) throw new Error(`${backend}: ${result.error}`);
          matches = result.matches.length;
          if (run > 0) times.push(elapsed); // run 0 warms the page cache
        }
        const ms = median(times);
        if (backend !== "walk" && ms > TARGET_MS) slow = true;
        console.log(
          `${backend.padEnd(8)}${label.padEnd(26)}${String(matches).padStart(8)}${ms.toFixed(1).padStart(11)}`,
        );
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  if (slow) {
    console.log(`SLOW: a git/rg search took over ${TARGET_MS} ms`);
    process.exitCode = 1;
  }
}

await main();

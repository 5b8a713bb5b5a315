/**
 * Runs a scenario of test/fixtures/tokenizer-heap.ts in its own process, so what it measures is
 * that process's memory alone: no other test has counted a token there.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { TokenizerHeapReport } from "./fixtures/tokenizer-heap.js";

const root = join(import.meta.dirname, "..");
const CHILD = join(import.meta.dirname, "fixtures", "tokenizer-heap.ts");

/**
 * Loading the tokenizer keeps about 6 MB (its ranks module and the rank table). A first count
 * that keeps more than this had to load it; one that keeps less than `ALREADY_BUILT_MB` found it
 * loaded. Both are far from the measured figures (about 5.8 MB and 20 KB), so neither depends on
 * the machine's load.
 */
export const BUILD_KEEPS_MORE_THAN_MB = 3;
export const ALREADY_BUILT_MB = 1;

export async function tokenizerHeap(scenario: string, ...args: string[]): Promise<TokenizerHeapReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--expose-gc", "--import", "tsx", CHILD, scenario, ...args],
    { cwd: root, timeout: 60_000 },
  );
  const last = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as TokenizerHeapReport;
}

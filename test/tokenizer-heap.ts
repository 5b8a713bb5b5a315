/**
 * Runs a scenario of test/fixtures/tokenizer-heap.ts in its own process, so what it reports is
 * that process's alone: no other test has counted a token there. The tests and the benchmark
 * (bench/tokenizer-memory.ts) share it.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { TokenizerHeapReport } from "./fixtures/tokenizer-heap.js";

const root = join(import.meta.dirname, "..");
const CHILD = join(import.meta.dirname, "fixtures", "tokenizer-heap.ts");

export async function tokenizerHeap(scenario: string, ...args: string[]): Promise<TokenizerHeapReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--expose-gc", "--import", "tsx", CHILD, scenario, ...args],
    { cwd: root, timeout: 60_000 },
  );
  const last = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as TokenizerHeapReport;
}

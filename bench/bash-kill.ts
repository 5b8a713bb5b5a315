/**
 * How soon the bash tool gives the model its result when a command has to be stopped: past its
 * `timeout` (a grandchild still holding the output), when the run is cancelled (the signal
 * aborts while it runs), and when it exits leaving a process that holds its output. Each is what
 * a run waits before its next step; the process group's grace period (`KILL_GRACE_MS`) is the
 * most any of them should add. The median of a few runs each, the real tools on a scratch folder.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { commandEnv } from "../src/tools/env.js";
import { createCodingTools } from "../src/tools/index.js";
import { runTool, type ToolOutput, ToolRegistry } from "../src/tools/tool.js";
import { median, round } from "./stats.js";

const RUNS = 3;
/** The `timeout` of the command that outlives it, in seconds. */
export const BASH_TIMEOUT_SECONDS = 0.5;
/** How long the cancelled command runs before the signal aborts. */
const ABORT_AFTER_MS = 300;

export interface BashKillFigures {
  /** From the call to the result of a command killed at its timeout. */
  timeoutMs: number;
  /** From the abort to the result of a cancelled command. */
  abortMs: number;
  /** From the call to the result of a command that exits leaving a process holding its output. */
  straysMs: number;
}

type Call = (args: Record<string, unknown>, signal?: AbortSignal) => Promise<ToolOutput>;

export async function benchBashKill(): Promise<BashKillFigures> {
  const root = await mkdtemp(path.join(tmpdir(), "bench-bash-kill-"));
  const coding = createCodingTools({ root, env: commandEnv({ PATH: process.env.PATH }) });
  const registry = new ToolRegistry(coding.tools);
  const call: Call = (args, signal = new AbortController().signal) =>
    runTool(registry, { name: "bash", arguments: args }, { signal });
  try {
    const figures = { timeoutMs: [] as number[], abortMs: [] as number[], straysMs: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      figures.timeoutMs.push(await timedOut(call));
      figures.abortMs.push(await aborted(call));
      figures.straysMs.push(await leftRunning(call));
    }
    return {
      timeoutMs: round(median(figures.timeoutMs), 1),
      abortMs: round(median(figures.abortMs), 1),
      straysMs: round(median(figures.straysMs), 1),
    };
  } finally {
    await coding.dispose();
    await rm(root, { recursive: true, force: true });
  }
}

async function timedOut(call: Call): Promise<number> {
  const t0 = performance.now();
  const out = await call({
    command: "(sleep 300; echo never) & echo started; sleep 301",
    timeout: BASH_TIMEOUT_SECONDS,
  });
  const ms = performance.now() - t0;
  expectContent(out, `Timed out after ${BASH_TIMEOUT_SECONDS} s`);
  return ms;
}

async function aborted(call: Call): Promise<number> {
  const controller = new AbortController();
  const pending = call({ command: "echo working; sleep 30" }, controller.signal);
  await new Promise((resolve) => setTimeout(resolve, ABORT_AFTER_MS));
  const t0 = performance.now();
  controller.abort();
  const out = await pending;
  const ms = performance.now() - t0;
  expectContent(out, "Cancelled");
  return ms;
}

async function leftRunning(call: Call): Promise<number> {
  const t0 = performance.now();
  const out = await call({ command: "sleep 300 & echo done" });
  const ms = performance.now() - t0;
  expectContent(out, "run_in_background");
  return ms;
}

/** A result without `text` measured something else than it says. */
function expectContent(out: ToolOutput, text: string): void {
  if (!out.content.includes(text)) throw new Error(`expected "${text}" in the result, got: ${out.content}`);
}

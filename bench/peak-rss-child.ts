/**
 * The child process of the peak-memory benchmark (see peak-rss.ts): a 200-step run whose tool
 * returns 1 MB each time, wired as a session wires it (real provider, coding tool specs, the
 * compactor at the default token limit, tool results capped by `truncateForModel`). Prints one
 * JSON line with its figures. Usage: `node <bundle of this file> <fake-url>` (see peak-rss.ts).
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Type } from "@sinclair/typebox";
import { keepYoungGenerationSmall } from "../src/action/young-generation.js";
import { createCompactor } from "../src/agent/compaction.js";
import { runAgent } from "../src/agent/loop.js";
import { buildSystemPrompt } from "../src/agent/system-prompt.js";
import { createCodingTools } from "../src/tools/index.js";
import { type Tool, ToolRegistry } from "../src/tools/tool.js";
import { truncateForModel } from "../src/tools/truncate.js";
import { benchProvider, filler } from "./fixtures.js";

export const RSS_STEPS = 200;
export const TOOL_OUTPUT_BYTES = 1024 * 1024;
/** The `token-limit` input's default. */
const TOKEN_LIMIT = 80_000;

export interface PeakRssReport {
  /** Peak resident set of this process, from `process.resourceUsage().maxRSS`. */
  peakRssMb: number;
  /** The kernel's high-water mark (VmHWM), where /proc is there to read. */
  vmHwmMb?: number;
  /** Peak resident set before the run: Node and the loaded modules. */
  beforeRunMb: number;
  /** At the end of the run: the JavaScript heap in use and reserved, and memory outside it (buffers). */
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  steps: number;
  compactions: number;
  conclusion: string;
  durationMs: number;
}

function mb(kilobytes: number): number {
  return Math.round(kilobytes / 102.4) / 10;
}

function vmHwmKb(): number | undefined {
  try {
    const line = readFileSync("/proc/self/status", "utf8").match(/^VmHWM:\s+(\d+) kB/m);
    return line ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** About 1 MB of numbered code-like lines; each call gets a fresh string with its own first line. */
function bigOutputTool(): Tool {
  let body = filler(2_000, 1);
  while (body.length < TOOL_OUTPUT_BYTES) body += `\n${body}`;
  body = body.slice(0, TOOL_OUTPUT_BYTES);
  return {
    name: "dump",
    description: "Prints a large generated file.",
    parameters: Type.Object({ n: Type.Integer() }),
    readOnly: true,
    execute: async ({ n }) => ({ content: `// dump ${n}\n${body}`.slice(0, TOOL_OUTPUT_BYTES) }),
  };
}

async function main(url: string): Promise<void> {
  // As a session does once its first request is out: this process's start-up is over here.
  keepYoungGenerationSmall();
  const beforeRunMb = mb(process.resourceUsage().maxRSS);
  const workspace = await mkdtemp(path.join(tmpdir(), "bench-rss-"));
  const coding = createCodingTools({ root: workspace, env: { PATH: process.env.PATH } });
  const provider = await benchProvider(url, "anthropic", true);
  const started = performance.now();
  let compactions = 0;
  try {
    const result = await runAgent({
      provider,
      tools: new ToolRegistry([...coding.tools, bigOutputTool()]),
      system: buildSystemPrompt({ workspace, date: "2025-01-01" }),
      task: "Dump every generated file and look for the date formatter.",
      maxSteps: RSS_STEPS,
      signal: new AbortController().signal,
      compactor: createCompactor({ provider, tokenLimit: TOKEN_LIMIT }),
      limitToolResult: truncateForModel,
      emit: (event) => {
        if (event.type === "compaction") compactions++;
      },
    });
    const hwm = vmHwmKb();
    const memory = process.memoryUsage();
    const report: PeakRssReport = {
      peakRssMb: mb(process.resourceUsage().maxRSS),
      ...(hwm === undefined ? {} : { vmHwmMb: mb(hwm) }),
      beforeRunMb,
      heapUsedMb: mb(memory.heapUsed / 1024),
      heapTotalMb: mb(memory.heapTotal / 1024),
      externalMb: mb(memory.external / 1024),
      steps: result.steps,
      compactions,
      conclusion: result.conclusion,
      durationMs: Math.round(performance.now() - started),
    };
    console.log(JSON.stringify(report));
  } finally {
    await coding.dispose();
    await rm(workspace, { recursive: true, force: true });
  }
}

const url = process.argv[2];
if (url) await main(url);

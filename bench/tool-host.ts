/**
 * `npx tsx bench/tool-host.ts`: what a read_file costs through the tool host (the sandbox's
 * helper process, over its stdin/stdout) against the same call in this process. Prints one line
 * per setting with the median and p95 of READS calls, and as the last line one JSON object.
 * As root it also measures the host the sandbox starts (setpriv to its user); elsewhere that row
 * is left out. Target: a read through the host costs a few milliseconds at most.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { prepareSandbox } from "../src/sandbox/index.js";
import { type CodingTools, commandEnv, createCodingTools } from "../src/tools/index.js";
import { startRemoteTools } from "../src/tools/remote.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { toolHostScript } from "../test/fixtures/tool-host-build.js";
import { round } from "./stats.js";

const READS = 500;
const WARM_UP = 50;

async function timeReads(coding: CodingTools): Promise<{ medianMs: number; p95Ms: number }> {
  const registry = new ToolRegistry(coding.tools);
  const signal = new AbortController().signal;
  const read = () => runTool(registry, { name: "read_file", arguments: { path: "src/file.ts" } }, { signal });
  for (let i = 0; i < WARM_UP; i++) await read();
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    const out = await read();
    times.push(performance.now() - started);
    if (out.isError) throw new Error(out.content);
  }
  times.sort((a, b) => a - b);
  const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { medianMs: round(at(0.5), 3), p95Ms: round(at(0.95), 3) };
}

const root = await realpath(await mkdtemp(path.join(tmpdir(), "bench-tool-host-")));
const figures: Record<string, number | null> = {};
try {
  await mkdir(path.join(root, "src"));
  // A 200-line source file: a typical read.
  const line = "export const value = computeSomething(alpha, beta, gamma); // a comment\n";
  await writeFile(path.join(root, "src", "file.ts"), line.repeat(200));
  const env = commandEnv({ PATH: process.env.PATH });
  const script = await toolHostScript();

  const local = createCodingTools({ root, env });
  const inProcess = await timeReads(local);
  await local.dispose();

  const started = performance.now();
  const child = await startRemoteTools({
    argv: [process.execPath, script],
    spawnEnv: { PATH: process.env.PATH },
    init: { root, env: env as Record<string, string> },
  });
  const startMs = performance.now() - started;
  if (!child.ok) throw new Error(child.error);
  const throughHost = await timeReads(child.value.coding);
  await child.value.coding.dispose();

  console.log(`read_file in process:        median ${inProcess.medianMs} ms, p95 ${inProcess.p95Ms} ms`);
  console.log(`read_file through the host:  median ${throughHost.medianMs} ms, p95 ${throughHost.p95Ms} ms`);
  console.log(`host start (to ready):       ${round(startMs, 1)} ms`);
  Object.assign(figures, {
    read_in_process_median_ms: inProcess.medianMs,
    read_host_median_ms: throughHost.medianMs,
    read_host_p95_ms: throughHost.p95Ms,
    host_start_ms: round(startMs, 1),
  });

  if (process.getuid?.() === 0) {
    const sandbox = await prepareSandbox({
      mode: "user",
      workspace: root,
      runAs: "ra-bench-host",
      toolHostScript: script,
    });
    if (!sandbox.active) throw new Error("error" in sandbox ? sandbox.error : sandbox.note);
    try {
      const sandboxStarted = performance.now();
      const host = await sandbox.startToolHost({ env });
      const sandboxStartMs = performance.now() - sandboxStarted;
      if (!host.ok) throw new Error(host.error);
      const sandboxed = await timeReads(host.value.coding);
      await host.value.coding.dispose();
      console.log(
        `read_file through the sandbox's host (setpriv): median ${sandboxed.medianMs} ms, p95 ${sandboxed.p95Ms} ms`,
      );
      console.log(`sandbox host start (to ready): ${round(sandboxStartMs, 1)} ms`);
      Object.assign(figures, {
        read_sandbox_host_median_ms: sandboxed.medianMs,
        read_sandbox_host_p95_ms: sandboxed.p95Ms,
        sandbox_host_start_ms: round(sandboxStartMs, 1),
      });
    } finally {
      await sandbox.dispose();
      spawnSync("userdel", ["ra-bench-host"], { stdio: "ignore" });
    }
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
console.log(JSON.stringify(figures));

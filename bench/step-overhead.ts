/**
 * A step's time with the wire in it, early and late in a long run (informational: own-step.ts
 * times our work without the wire, client-overhead.ts the client's share of a request). The real
 * loop (`runAgent`), the real provider adapter (through the registry), the real compactor (its
 * token limit out of reach, so it checks every step and never summarises) and the real tool
 * specs and system prompt, against the fake model server in a process of its own. Every step the
 * fake asks for one ~500-token chunk, so the request body grows from about 30 KB at step 10 to
 * 460 KB at step 200: the APIs are stateless, and each request carries the whole history.
 *
 * A step runs from one `step_started` event to the next; the fake's own time on the step's
 * request (from the last byte of the body to the end of its answer, as the fake's process
 * measured it) is taken off. What is left is ours plus the transfer both ways.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCompactor } from "../src/agent/compaction.js";
import type { AgentEvent } from "../src/agent/events.js";
import { runAgent } from "../src/agent/loop.js";
import { buildSystemPrompt } from "../src/agent/system-prompt.js";
import { createCodingTools } from "../src/tools/index.js";
import { ToolRegistry } from "../src/tools/tool.js";
import type { WireFormat } from "../test/fakes/model-server.js";
import { benchProvider, chunkTool } from "./fixtures.js";
import { startModelServerProcess } from "./model-server-process.js";
import { mean, round } from "./stats.js";

export const STEPS = 200;
/** Steps 1-10 and 191-200 are compared. */
const WINDOW = 10;
/** A short run first, so the JIT, the SDK's connection and the tokenizer are warm for the measured one. */
const WARM_UP_STEPS = 10;
/** Out of reach: the compactor checks every step and never summarises. */
const TOKEN_LIMIT = 200_000;

export interface WireStepFigures {
  format: WireFormat;
  stream: boolean;
  /** Mean ms per step over steps 1-10 and 191-200, the fake's own time taken off. */
  msAt10: number;
  msAt200: number;
  /** The fake's own time per request over the same steps (not ours, for comparison). */
  fakeMsAt10: number;
  fakeMsAt200: number;
  /** The request body of step 10 and step 200, in KB. */
  bodyKbAt10: number;
  bodyKbAt200: number;
}

export async function benchWireSteps(format: WireFormat, stream: boolean): Promise<WireStepFigures> {
  const workspace = await mkdtemp(path.join(tmpdir(), "bench-steps-"));
  const server = await startModelServerProcess();
  const coding = createCodingTools({ root: workspace, env: { PATH: process.env.PATH } });
  try {
    const provider = await benchProvider(server.url, format, stream);
    const tools = new ToolRegistry([...coding.tools, chunkTool(STEPS + WARM_UP_STEPS)]);
    const system = buildSystemPrompt({ workspace, date: "2025-01-01" });
    const run = async (steps: number) => {
      const started: number[] = [];
      const result = await runAgent({
        provider,
        tools,
        system,
        task: "Read the document chunk by chunk and report where the date is formatted.",
        // One more step, so step `steps` ends where the next one starts (its check included).
        maxSteps: steps + 1,
        signal: new AbortController().signal,
        compactor: createCompactor({ provider, tokenLimit: TOKEN_LIMIT }),
        emit: (event: AgentEvent) => {
          if (event.type === "step_started") started.push(performance.now());
        },
      });
      if (result.conclusion !== "max_steps") throw new Error(`step run ended with ${result.conclusion}`);
      return started;
    };
    await run(WARM_UP_STEPS);
    await server.takeServed();
    const started = await run(STEPS);
    const served = (await server.takeServed()).slice(0, STEPS);
    if (served.length !== STEPS) throw new Error(`expected ${STEPS} requests, the fake saw ${served.length}`);
    const steps = served.map((request, i) => ({
      ours: (started[i + 1] as number) - (started[i] as number) - request.ms,
      fake: request.ms,
    }));
    const early = steps.slice(0, WINDOW);
    const late = steps.slice(STEPS - WINDOW);
    const kb = (i: number) => Math.round((served[i]?.bytes ?? 0) / 1024);
    return {
      format,
      stream,
      msAt10: round(mean(early.map((s) => s.ours)), 2),
      msAt200: round(mean(late.map((s) => s.ours)), 2),
      fakeMsAt10: round(mean(early.map((s) => s.fake)), 2),
      fakeMsAt200: round(mean(late.map((s) => s.fake)), 2),
      bodyKbAt10: kb(WINDOW - 1),
      bodyKbAt200: kb(STEPS - 1),
    };
  } finally {
    await coding.dispose();
    await server.close();
    await rm(workspace, { recursive: true, force: true });
  }
}

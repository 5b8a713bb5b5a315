/**
 * One step in which the model calls a tool 8 times, each call taking 100 ms: read-only calls of
 * one step run together, calls of a tool that writes run one by one. The real loop against the
 * fake model server; the time is the step's tool phase, from the `model_response` event to the
 * next step's start.
 */
import type { AgentEvent } from "../src/agent/events.js";
import { runAgent } from "../src/agent/loop.js";
import { ToolRegistry } from "../src/tools/tool.js";
import { startModelServer } from "../test/fakes/model-server.js";
import { benchProvider, sleepTool } from "./fixtures.js";
import { round } from "./stats.js";

export const CALLS = 8;
export const CALL_MS = 100;

export interface ParallelToolsFigures {
  /** The tool phase with a read-only tool. */
  parallelMs: number;
  /** The same with a tool that is not read-only. */
  sequentialMs: number;
  /** True when the results came back in call order in both runs. */
  inOrder: boolean;
}

export async function benchParallelTools(): Promise<ParallelToolsFigures> {
  const parallel = await toolPhase(true);
  const sequential = await toolPhase(false);
  return {
    parallelMs: round(parallel.ms, 1),
    sequentialMs: round(sequential.ms, 1),
    inOrder: parallel.inOrder && sequential.inOrder,
  };
}

async function toolPhase(readOnly: boolean): Promise<{ ms: number; inOrder: boolean }> {
  const server = await startModelServer();
  try {
    const ids = Array.from({ length: CALLS }, (_, i) => i);
    server.push({ toolCalls: ids.map((id) => ({ name: "wait", arguments: { id } })) }, { text: "Done." });
    let responded = 0;
    let nextStep = 0;
    const result = await runAgent({
      provider: await benchProvider(server.url, "anthropic", false),
      tools: new ToolRegistry([sleepTool("wait", CALL_MS, readOnly)]),
      system: "You are a benchmark.",
      task: "Wait eight times.",
      maxSteps: 2,
      signal: new AbortController().signal,
      emit: (event: AgentEvent) => {
        if (event.type === "model_response" && event.step === 1) responded = performance.now();
        if (event.type === "step_started" && event.step === 2) nextStep = performance.now();
      },
    });
    if (result.conclusion !== "success") throw new Error(`tool run ended with ${result.conclusion}`);
    const contents = result.messages.flatMap((m) => (m.role === "tool" ? [m.content] : []));
    const inOrder = contents.every((content, i) => content.startsWith(`call ${i} `));
    return { ms: nextStep - responded, inOrder };
  } finally {
    await server.close();
  }
}

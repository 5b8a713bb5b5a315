/**
 * Compaction of five finished rounds when each summary takes the fake model 200 ms: the real
 * compactor, the real provider, the fake model server. "As built" compacts the five-round history
 * at once (the rounds are summarised concurrently); "one by one" compacts five histories of one
 * round each, one after another, and adds the times up.
 */
import { createCompactor } from "../src/agent/compaction.js";
import type { Message } from "../src/llm/messages.js";
import type { Provider } from "../src/llm/provider.js";
import { startModelServer } from "../test/fakes/model-server.js";
import { benchProvider, filler, RESULT_WORDS } from "./fixtures.js";
import { round } from "./stats.js";

export const ROUNDS = 5;
export const SUMMARY_LATENCY_MS = 200;
/** Steps of about 500 tokens in each round: 4k tokens a round, 20k in all. */
const STEPS_PER_ROUND = 8;
/** Below the five rounds' 20k tokens, so the check compacts without being forced. */
const TOKEN_LIMIT = 10_000;

export interface CompactionFigures {
  compactionMs: number;
  sequentialMs: number;
  roundsSummarised: number;
  tokensBefore: number;
  tokensAfter: number;
}

export async function benchCompaction(): Promise<CompactionFigures> {
  const server = await startModelServer();
  server.setDefaultTurn({
    text: "The agent read the modules of the date formatter and found the clock is not fixed in tests.",
    delayMs: SUMMARY_LATENCY_MS,
    usage: { input: 4_000, output: 30 },
  });
  try {
    const provider = await benchProvider(server.url, "anthropic", false);
    const rounds = Array.from({ length: ROUNDS }, (_, r) => roundOf(r));
    const last: Message = { role: "user", content: "Now fix the formatter." };
    const system: Message = { role: "system", content: "You are a coding agent." };

    // Untimed: builds the tokenizer and opens the connection, which a run pays once, not per compaction.
    await compactOnce(provider, [system, ...roundOf(ROUNDS), last], true);
    const together = await compactOnce(provider, [system, ...rounds.flat(), last], false);
    let sequentialMs = 0;
    for (const messages of rounds) {
      // One round alone is under the limit: force it, as a context-too-long error would.
      const one = await compactOnce(provider, [system, ...messages, last], true);
      if (one.roundsSummarised !== 1) throw new Error("a one-round compaction did not summarise its round");
      sequentialMs += one.ms;
    }
    if (together.roundsSummarised !== ROUNDS) {
      throw new Error(`expected ${ROUNDS} rounds summarised, got ${together.roundsSummarised}`);
    }
    return {
      compactionMs: round(together.ms, 1),
      sequentialMs: round(sequentialMs, 1),
      roundsSummarised: together.roundsSummarised,
      tokensBefore: together.tokensBefore,
      tokensAfter: together.tokensAfter,
    };
  } finally {
    await server.close();
  }
}

async function compactOnce(provider: Provider, history: Message[], force: boolean) {
  const compactor = createCompactor({ provider, tokenLimit: TOKEN_LIMIT });
  const t0 = performance.now();
  const outcome = await compactor.maybeCompact(history, { force, signal: new AbortController().signal });
  const ms = performance.now() - t0;
  if (!outcome) throw new Error("the compactor did not compact");
  if ("overLimit" in outcome) throw new Error(outcome.error);
  return { ms, ...outcome };
}

/** A user request and the steps that answered it. */
function roundOf(r: number): Message[] {
  const messages: Message[] = [{ role: "user", content: `Request ${r + 1}: look into the date formatter.` }];
  for (let s = 0; s < STEPS_PER_ROUND; s++) {
    const id = `call_${r}_${s}`;
    const args = { path: `src/module-${r}-${s}.ts` };
    messages.push(
      {
        role: "assistant",
        content: [
          { type: "text", text: `Reading module ${s} of round ${r + 1}.` },
          { type: "tool_call", id, name: "read_file", arguments: args, rawArguments: JSON.stringify(args) },
        ],
        stopReason: "tool_use",
      },
      {
        role: "tool",
        toolCallId: id,
        toolName: "read_file",
        content: filler(RESULT_WORDS, r * 100 + s),
        isError: false,
      },
    );
  }
  messages.push({
    role: "assistant",
    content: [{ type: "text", text: "Done with this one." }],
    stopReason: "stop",
  });
  return messages;
}

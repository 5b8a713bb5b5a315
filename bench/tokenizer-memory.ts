/**
 * What the tokenizer's first load keeps (heap and array buffers, after full collections) in a
 * process that has done something first: only imported the modules, run a short session through
 * the real provider, tools and compactor, or made one compaction check of a history under, and
 * one over, its byte bound. Each scenario is a process of its own (test/tokenizer-heap.ts, which
 * the tests run for whether the tokenizer was built). About 6 MB means the scenario never loaded
 * the tokenizer, so a short run never pays for it; near zero means it had, as a history past the
 * byte bound must.
 */
import { startModelServer } from "../test/fakes/model-server.js";
import { tokenizerHeap } from "../test/tokenizer-heap.js";
import { round } from "./stats.js";

/** A first load that keeps more than this had to load the tokenizer (it keeps about 6 MB). */
export const NOT_LOADED_BEFORE_MB = 3;
/** One that keeps less than this found it loaded (about 20 KB). */
export const LOADED_BEFORE_MB = 1;

export interface TokenizerMemoryFigures {
  /** MB the first load kept after importing the modules only. */
  afterImportMb: number;
  /** After a two-step session at the default token limit. */
  afterSessionMb: number;
  /** After a compaction check of a history under its byte bound. */
  afterCheckUnderMb: number;
  /** After one of a history over it (about 1,000 tokens in 6,000 bytes, a 3,000-token limit). */
  afterCheckOverMb: number;
}

export async function benchTokenizerMemory(): Promise<TokenizerMemoryFigures> {
  const server = await startModelServer();
  try {
    server.push(
      { toolCalls: [{ name: "read_file", arguments: { path: "notes.txt" } }] },
      { text: "The build uses npm." },
    );
    const [imported, session, under, over] = await Promise.all([
      tokenizerHeap("import"),
      tokenizerHeap("session", server.anthropicBaseUrl),
      tokenizerHeap("compact-under"),
      tokenizerHeap("compact-over"),
    ]);
    if (session.outcome !== "success after 2 steps") throw new Error(`the session ended ${session.outcome}`);
    return {
      afterImportMb: round(imported.firstCountHeapMb, 2),
      afterSessionMb: round(session.firstCountHeapMb, 2),
      afterCheckUnderMb: round(under.firstCountHeapMb, 2),
      afterCheckOverMb: round(over.firstCountHeapMb, 2),
    };
  } finally {
    await server.close();
  }
}

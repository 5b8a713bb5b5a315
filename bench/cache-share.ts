/**
 * How much of each request a provider's prompt cache can serve. A 20-step run of the real loop
 * with the real coding tools and system prompt over a temporary workspace: the fake model reads a
 * ~500-token file each step, then answers. The fake records every request body as sent.
 *
 * Anthropic (`cache_share`): a request is cut into units in the order the cache sees them (each
 * tool, each system block, each content block of each message). Request k reads from the cache
 * the prefix up to the newest breakpoint (`cache_control`) of request k-1 when its own units up to
 * there are identical (cache markers aside) and one of its own breakpoints lies at most 20 blocks
 * after it (the API looks back that far for a hit). The share is the cached tokens over all
 * input tokens, summed over requests 2..20. Tokens are cl100k counts of each unit's JSON.
 *
 * OpenAI (`openaiPrefixShare`): automatic caching serves the longest prefix seen before, so the
 * share is the common prefix of request k and k-1 (tools, then messages, as JSON) over the whole.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCompactor } from "../src/agent/compaction.js";
import { runAgent } from "../src/agent/loop.js";
import { buildSystemPrompt } from "../src/agent/system-prompt.js";
import { countTextTokens, loadTokenizer } from "../src/agent/tokens.js";
import { createCodingTools } from "../src/tools/index.js";
import { ToolRegistry } from "../src/tools/tool.js";
import { startModelServer, type WireFormat, type WireJson } from "../test/fakes/model-server.js";
import { benchProvider, filler, RESULT_WORDS } from "./fixtures.js";
import { round } from "./stats.js";

export const CACHE_STEPS = 20;
/** Anthropic checks for a cache hit at block boundaries up to this many blocks before a breakpoint. */
const LOOKBACK_BLOCKS = 20;

export interface CacheShareFigures {
  /** Anthropic: share of the input tokens of requests 2..20 before the previous request's newest breakpoint. */
  cacheShare: number;
  /** Tokens of the last request, and of its stable prefix (tools and system). */
  lastRequestTokens: number;
  stablePrefixTokens: number;
  /** OpenAI: share of the input tokens of requests 2..20 in the prefix shared with the request before. */
  openaiPrefixShare: number;
}

export async function benchCacheShare(): Promise<CacheShareFigures> {
  const anthropic = await recordRequests("anthropic");
  const openai = await recordRequests("openai");
  await loadTokenizer();
  let cached = 0;
  let total = 0;
  for (let k = 1; k < anthropic.length; k++) {
    const previous = anthropicUnits(anthropic[k - 1]);
    const current = anthropicUnits(anthropic[k]);
    cached += cachedTokens(previous, current);
    total += sum(current);
  }
  let shared = 0;
  let openaiTotal = 0;
  for (let k = 1; k < openai.length; k++) {
    const previous = openaiUnits(openai[k - 1]);
    const current = openaiUnits(openai[k]);
    shared += sum(current.slice(0, commonPrefix(previous, current)));
    openaiTotal += sum(current);
  }
  const last = anthropicUnits(anthropic.at(-1));
  return {
    cacheShare: round(cached / total, 4),
    lastRequestTokens: sum(last),
    stablePrefixTokens: sum(last.filter((unit) => !unit.key.startsWith("message"))),
    openaiPrefixShare: round(shared / openaiTotal, 4),
  };
}

/** The request bodies of a 20-step run in `format`. */
async function recordRequests(format: WireFormat): Promise<WireJson[]> {
  const workspace = await mkdtemp(path.join(tmpdir(), "bench-cache-"));
  const server = await startModelServer();
  const coding = createCodingTools({ root: workspace, env: { PATH: process.env.PATH } });
  try {
    await mkdir(path.join(workspace, "src"));
    for (let i = 0; i < CACHE_STEPS; i++) {
      await writeFile(path.join(workspace, "src", `module-${i}.ts`), `${filler(RESULT_WORDS, i)}\n`);
    }
    server.setDefaultTurn((request) =>
      request.index < CACHE_STEPS - 1
        ? {
            text: `Reading module ${request.index}.`,
            toolCalls: [{ name: "read_file", arguments: { path: `src/module-${request.index}.ts` } }],
          }
        : { text: "The date is formatted in module 7." },
    );
    const provider = await benchProvider(server.url, format, false);
    const result = await runAgent({
      provider,
      tools: new ToolRegistry(coding.tools),
      system: buildSystemPrompt({ workspace, date: "2025-01-01" }),
      task: "Find where the date is formatted.",
      maxSteps: CACHE_STEPS,
      signal: new AbortController().signal,
      compactor: createCompactor({ provider, tokenLimit: 80_000 }),
      emit: () => {},
    });
    if (result.conclusion !== "success" || server.requests.length !== CACHE_STEPS) {
      throw new Error(`cache run: ${result.conclusion} after ${server.requests.length} requests`);
    }
    return server.requests.map((request) => request.body);
  } finally {
    await coding.dispose();
    await server.close();
    await rm(workspace, { recursive: true, force: true });
  }
}

interface Unit {
  /** Identity for prefix comparison: position kind plus the JSON without cache markers. */
  key: string;
  tokens: number;
  breakpoint: boolean;
}

function unit(kind: string, value: WireJson): Unit {
  const { cache_control, ...rest } = value as Record<string, unknown>;
  const json = JSON.stringify(rest);
  return { key: `${kind}:${json}`, tokens: countTextTokens(json), breakpoint: cache_control !== undefined };
}

/** Tools, then system blocks, then every content block of every message: the cache's order. */
function anthropicUnits(body: WireJson): Unit[] {
  const units: Unit[] = [];
  for (const tool of body.tools ?? []) units.push(unit("tool", tool));
  const system =
    typeof body.system === "string" ? [{ type: "text", text: body.system }] : (body.system ?? []);
  for (const block of system) units.push(unit("system", block));
  body.messages.forEach((message: WireJson, m: number) => {
    const blocks =
      typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content;
    for (const block of blocks) units.push(unit(`message ${m} ${message.role}`, block));
  });
  return units;
}

/** Tokens of `current` served from the cache entry `previous` wrote at one of its breakpoints. */
function cachedTokens(previous: Unit[], current: Unit[]): number {
  const same = commonPrefix(previous, current);
  const ownBreakpoints = current.flatMap((u, i) => (u.breakpoint ? [i] : []));
  for (let b = Math.min(same, previous.length) - 1; b >= 0; b--) {
    if (!previous[b]?.breakpoint) continue;
    if (ownBreakpoints.some((p) => p >= b && p - b <= LOOKBACK_BLOCKS)) return sum(current.slice(0, b + 1));
  }
  return 0;
}

/** Tools, then every message whole. */
function openaiUnits(body: WireJson): Unit[] {
  return [
    ...(body.tools ?? []).map((tool: WireJson) => unit("tool", tool)),
    ...body.messages.map((message: WireJson, m: number) => unit(`message ${m}`, message)),
  ];
}

function commonPrefix(a: Unit[], b: Unit[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n]?.key === b[n]?.key) n++;
  return n;
}

function sum(units: Unit[]): number {
  return units.reduce((total, u) => total + u.tokens, 0);
}

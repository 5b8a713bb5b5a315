/**
 * What the provider clients cost on top of the wire: a request of step 200's size (the system
 * prompt, the coding tools, the task and 199 steps of a ~500-token tool result: about 460 KB of
 * JSON) sent by the project's provider (the registry's adapter through its SDK and the guarded
 * `fetch`, its answer parsed into our message) against `JSON.stringify` of the same body and a
 * raw `node:http` POST of it over a keep-alive agent, its answer read whole (and parsed, when it
 * is JSON). Same process, same fake model server (in a process of its own), in pairs (one of
 * each, their order alternating); the ratio is the median of the pairs' ratios, so that the
 * machine's load, which moves from one second to the next, falls on both sides of each pair
 * alike. The fake's record of each body's size proves both sides sent the same bytes.
 *
 * The raw side gets the body ready-built; building it from our messages (`toAnthropicParams`,
 * `toOpenAIParams`) is timed on its own and is part of the SDK side's time.
 */
import { Agent, request as httpRequest } from "node:http";
import { buildSystemPrompt } from "../src/agent/system-prompt.js";
import { toAnthropicParams } from "../src/llm/anthropic-wire.js";
import { tokenLimitFieldFor } from "../src/llm/openai.js";
import { toOpenAIParams } from "../src/llm/openai-wire.js";
import type { ModelRequest } from "../src/llm/provider.js";
import { createCodingTools } from "../src/tools/index.js";
import { ToolRegistry } from "../src/tools/tool.js";
import type { WireFormat } from "../test/fakes/model-server.js";
import { benchProvider, chunkHistory, chunkTool } from "./fixtures.js";
import { type ModelServerProcess, startModelServerProcess } from "./model-server-process.js";
import { median, medianTime, round } from "./stats.js";

/** The step whose request is sent. */
export const CLIENT_STEP = 200;
const WARM_UP = 3;
const MAX_TOKENS = 1024;

export interface ClientOverheadRow {
  format: WireFormat;
  stream: boolean;
  /** Median of one request through the provider (`complete`), and of stringify + raw POST. */
  sdkMs: number;
  rawMs: number;
  /** The median of the pairs' ratios (SDK / raw). */
  ratio: number;
  /** The fake's own time on a request (median, both sides): in both figures, and not ours. */
  fakeMs: number;
  /** The request body's size. */
  bodyKb: number;
  /** Building the body from our messages, and `JSON.stringify` of it, alone (medians). */
  buildMs: number;
  stringifyMs: number;
}

export interface ClientOverheadFigures {
  rows: ClientOverheadRow[];
  samples: number;
}

export async function benchClientOverhead(samples = 25): Promise<ClientOverheadFigures> {
  const server = await startModelServerProcess();
  try {
    const request = stepRequest();
    const rows: ClientOverheadRow[] = [];
    for (const format of ["anthropic", "openai"] as const) {
      for (const stream of [false, true]) rows.push(await compare(server, request, format, stream, samples));
    }
    return { rows, samples };
  } finally {
    await server.close();
  }
}

/** The request of step `CLIENT_STEP` of a chunk-reading run, as the loop hands it to the provider. */
function stepRequest(): ModelRequest {
  const workspace = process.cwd();
  const coding = createCodingTools({ root: workspace, env: { PATH: process.env.PATH } });
  const tools = new ToolRegistry([...coding.tools, chunkTool(1)]).specs();
  void coding.dispose();
  return {
    system: buildSystemPrompt({ workspace, date: "2025-01-01" }),
    messages: chunkHistory(
      "Read the document chunk by chunk and report where the date is formatted.",
      CLIENT_STEP,
    ),
    tools,
    signal: new AbortController().signal,
  };
}

async function compare(
  server: ModelServerProcess,
  request: ModelRequest,
  format: WireFormat,
  stream: boolean,
  samples: number,
): Promise<ClientOverheadRow> {
  const provider = await benchProvider(server.url, format, stream);
  const build = () =>
    format === "anthropic"
      ? { ...toAnthropicParams(request, provider.model, MAX_TOKENS), stream }
      : {
          ...toOpenAIParams(request, provider.model, MAX_TOKENS, tokenLimitFieldFor(`${server.url}/v1`)),
          stream,
          ...(stream ? { stream_options: { include_usage: true } } : {}),
        };
  const body = build();
  const url = new URL(
    format === "anthropic" ? `${server.url}/v1/messages` : `${server.url}/v1/chat/completions`,
  );
  const headers: Record<string, string> =
    format === "anthropic"
      ? { "x-api-key": "bench-key", "anthropic-version": "2023-06-01" }
      : { authorization: "Bearer bench-key" };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const viaSdk = async () => {
    const result = await provider.complete(request);
    if (!result.ok) throw new Error(`${format} request failed: ${result.error.message}`);
  };
  const raw = async () => {
    const text = await post(agent, url, headers, JSON.stringify(body));
    if (!stream) JSON.parse(text);
  };
  try {
    await server.takeServed();
    const sent: ("sdk" | "raw")[] = [];
    const times = { sdk: [] as number[], raw: [] as number[] };
    const timed = async (side: "sdk" | "raw", keep: boolean) => {
      sent.push(side);
      const t0 = performance.now();
      await (side === "sdk" ? viaSdk() : raw());
      if (keep) times[side].push(performance.now() - t0);
    };
    for (let i = 0; i < WARM_UP; i++) {
      await timed("sdk", false);
      await timed("raw", false);
    }
    // Pairs in alternating order (ABBA): neither side always goes first.
    for (let i = 0; i < samples; i++) {
      const order = i % 2 === 0 ? (["sdk", "raw"] as const) : (["raw", "sdk"] as const);
      for (const side of order) await timed(side, true);
    }
    const served = await server.takeServed();
    if (served.length !== sent.length)
      throw new Error(`${format}: sent ${sent.length} requests, the fake saw ${served.length}`);
    const sizes = (side: "sdk" | "raw") =>
      new Set(served.filter((_, i) => sent[i] === side).map((s) => s.bytes));
    const [sdkSizes, rawSizes] = [sizes("sdk"), sizes("raw")];
    if (sdkSizes.size !== 1 || rawSizes.size !== 1 || [...sdkSizes][0] !== [...rawSizes][0]) {
      throw new Error(
        `${format}: the SDK sent ${[...sdkSizes].join("/")} bytes, the raw POST ${[...rawSizes].join("/")}`,
      );
    }
    const sdkMs = median(times.sdk);
    const rawMs = median(times.raw);
    const ratio = median(times.sdk.map((sdk, i) => sdk / (times.raw[i] as number)));
    return {
      format,
      stream,
      sdkMs: round(sdkMs, 2),
      rawMs: round(rawMs, 2),
      ratio: round(ratio, 2),
      fakeMs: round(median(served.map((s) => s.ms)), 2),
      bodyKb: Math.round(Buffer.byteLength(JSON.stringify(body)) / 1024),
      buildMs: round(medianTime(20, build), 3),
      stringifyMs: round(
        medianTime(20, () => JSON.stringify(body)),
        3,
      ),
    };
  } finally {
    agent.destroy();
  }
}

/** POSTs `body` and resolves with the whole answer's text; a status other than 200 is an error. */
function post(agent: Agent, url: URL, headers: Record<string, string>, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: "POST",
        agent,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (res.statusCode === 200) resolve(text);
          else reject(new Error(`the raw POST got ${res.statusCode}: ${text.slice(0, 200)}`));
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

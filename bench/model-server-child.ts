/**
 * The fake model server (test/fakes/model-server.ts) in a process of its own, for the benchmarks
 * that time our side of the wire: in the benchmark's process its parsing of a 461 KB request and
 * its garbage would count as ours. Started by `startModelServerProcess` (model-server-process.ts)
 * with an IPC channel; it says its URL as its first message.
 *
 * Every request that offers tools is answered with one `read_chunk` call (the step benchmarks'
 * tool); one without tools (a compaction summary) with a short summary. Only the newest request
 * is kept in the record, so a long run does not hold every body it was sent. Started with
 * `FINAL_TEXT_ARG` (the start-up benchmarks, which kill the run at its first request), every
 * request is answered with a final text instead, and the parent is told `{ type: "request", at }`
 * as each arrives (`wallClockMs`, the clock every process of the machine shares).
 *
 * Messages from the parent: `{ type: "times" }` is answered with `{ type: "times", served }`: for
 * each request since the last ask, in arrival order, the time the fake spent on it (from the last
 * byte of the body to the end of its answer) and the body's size; `{ type: "close" }` closes the
 * server and exits.
 */
import { wallClockMs } from "../test/fakes/github-router.js";
import { startModelServer } from "../test/fakes/model-server.js";
import { recordFakeTime } from "./fixtures.js";
import { FINAL_TEXT_ARG } from "./model-server-process.js";

export type ParentMessage = { type: "times" } | { type: "close" };
/** What the fake saw of one request: its own time on it (ms) and the body's size (bytes). */
export interface ServedRequest {
  ms: number;
  bytes: number | undefined;
}

export type ChildMessage =
  | { type: "ready"; url: string }
  | { type: "times"; served: ServedRequest[] }
  | { type: "request"; at: number };

async function main(): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error("model-server-child.ts runs with an IPC channel (see model-server-process.ts)");
  const clock = recordFakeTime();
  const server = await startModelServer();
  const finalText = process.argv.includes(FINAL_TEXT_ARG);
  server.setDefaultTurn((request) => {
    server.requests.splice(0, server.requests.length - 1);
    if (finalText) {
      send({ type: "request", at: wallClockMs() } satisfies ChildMessage);
      return { text: "Done." };
    }
    const tools = request.body?.tools;
    if (!Array.isArray(tools) || tools.length === 0) {
      return { text: "The agent read chunks; none held the date formatter yet.", usage: { output: 20 } };
    }
    return {
      text: `Step ${request.index + 1}: reading the next chunk.`,
      toolCalls: [{ name: "read_chunk", arguments: { n: request.index } }],
      usage: { input: 10, output: 20 },
    };
  });
  let reported = 0;
  process.on("message", (message: ParentMessage) => {
    if (message.type === "times") {
      const served = clock.intervals
        .slice(reported)
        .map(({ start, end, bytes }) => ({ ms: end - start, bytes }));
      reported = clock.intervals.length;
      send({ type: "times", served } satisfies ChildMessage);
    } else if (message.type === "close") {
      clock.stop();
      void server.close().then(() => process.exit(0));
    }
  });
  // The parent going away (killed at its deadline) must not leave the server behind.
  process.on("disconnect", () => process.exit(0));
  send({ type: "ready", url: server.url } satisfies ChildMessage);
}

await main();

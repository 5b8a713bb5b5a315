import { mkdtemp, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCompactor } from "../src/agent/compaction.js";
import { runAgent } from "../src/agent/loop.js";
import { buildSystemPrompt } from "../src/agent/system-prompt.js";
import { createCodingTools } from "../src/tools/index.js";
import { ToolRegistry } from "../src/tools/tool.js";
import { startModelServer } from "../test/fakes/model-server.js";
import { benchProvider, chunkTool } from "./fixtures.js";
const stream = process.argv[2] === "stream";
const workspace = await mkdtemp(path.join(tmpdir(), "probe-"));
const server = await startModelServer();
server.setDefaultTurn((request) => { server.requests.splice(0, server.requests.length - 1); return { text: `Step ${request.index + 1}`, toolCalls: [{ name: "read_chunk", arguments: { n: request.index } }] }; });
const provider = await benchProvider(server.url, "anthropic", stream);
const coding = createCodingTools({ root: workspace, env: { PATH: process.env.PATH } });
const tools = new ToolRegistry([...coding.tools, chunkTool(300)]);
const session = new Session(); session.connect();
await session.post("Profiler.enable"); await session.post("Profiler.setSamplingInterval", { interval: 50 });
const pending: Promise<unknown>[] = [];
await runAgent({ provider, tools, system: buildSystemPrompt({ workspace }), task: "t", maxSteps: 260, signal: new AbortController().signal,
    compactor: createCompactor({ provider, tokenLimit: 200000 }),
    emit: (e) => { if (e.type === "step_started" && e.step === 160) pending.push(session.post("Profiler.start")); } });
const { profile } = await session.post("Profiler.stop");
await writeFile("/tmp/prof/late.cpuprofile", JSON.stringify(profile));
await server.close(); process.exit(0);

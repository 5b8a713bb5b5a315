import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import {
  LineDecoder,
  MAX_REPLY_BYTES,
  MAX_REPLY_PUNCTUATION,
  MAX_RESULT_BYTES,
} from "../src/tools/host-protocol.js";
import { commandEnv } from "../src/tools/index.js";
import {
  BASH_DEADLINE_MARGIN_MS,
  callDeadlineMs,
  FILE_TOOL_DEADLINE_MS,
  SEARCH_DEADLINE_MS,
  startRemoteTools,
} from "../src/tools/remote.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { running, uniqueMarker, waitFor } from "./fixtures/processes.js";
import { scratchFolder } from "./fixtures/scratch.js";
import { toolHostScript } from "./fixtures/tool-host-build.js";

/**
 * The tool host runs as the sandbox user, as the agent's commands do: they can stop it, silence
 * it or write to its pipes. Whatever it does, every call ends, and the action acts on nothing it
 * sends but the text of a result for a call that is waiting.
 */

let root: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach(async (context) => {
  root = await scratchFolder(context, "tool-host-deadline-", cleanups);
});

const env = Object.fromEntries(
  Object.entries(commandEnv({ PATH: process.env.PATH })).map(([k, v]) => [k, v ?? ""]),
);

/** The tools over the host that `argv` starts, each call given `deadlineMs`. */
async function tools(argv: string[], deadlineMs: number) {
  const started = await startRemoteTools({
    argv,
    spawnEnv: { PATH: process.env.PATH },
    init: { root, env },
    callDeadlineMs: deadlineMs,
  });
  if (!started.ok) throw new Error(started.error);
  cleanups.push(started.value.coding.dispose);
  const registry = new ToolRegistry(started.value.coding.tools);
  const call = (name: string, args: Record<string, unknown>, signal = new AbortController().signal) =>
    runTool(registry, { name, arguments: args }, { signal });
  return { call, pid: started.value.pid, dispose: started.value.coding.dispose };
}

/** The real tool host, from source. */
async function realHost(deadlineMs: number) {
  return tools([process.execPath, await toolHostScript()], deadlineMs);
}

/**
 * A stand-in host: it answers `init` with `ready`, then hands each call to `onCall(id, send)`
 * (a function body), where `send(message)` writes one line to the action.
 */
function fakeHost(onCall: string, deadlineMs: number) {
  const script = `
    const send = (message) => process.stdout.write(JSON.stringify(message) + "\\n");
    const onCall = (id) => { ${onCall} };
    let rest = "";
    process.stdin.on("data", (chunk) => {
      const lines = (rest + chunk).split("\\n");
      rest = lines.pop();
      for (const line of lines) {
        const message = JSON.parse(line);
        if (message.type === "init") send({ type: "ready", pid: process.pid });
        if (message.type === "call") onCall(message.id);
      }
    });`;
  return tools([process.execPath, "-e", script], deadlineMs);
}

function alive(pid: number): boolean {
  if (!existsSync(`/proc/${pid}`)) return false;
  // A zombie is gone for every purpose here.
  return !/^State:\s+Z/m.test(execFileSync("cat", [`/proc/${pid}/status`], { encoding: "utf8" }));
}

describe("deadlines of the tool host's calls", () => {
  it("come from each tool's own bound: bash's timeout plus a margin, fixed ones for searches and files", () => {
    expect(callDeadlineMs("bash", {})).toBe(120_000 + BASH_DEADLINE_MARGIN_MS);
    expect(callDeadlineMs("bash", { command: "make", timeout: 600 })).toBe(600_000 + BASH_DEADLINE_MARGIN_MS);
    expect(callDeadlineMs("bash", { command: "make", timeout: 5 })).toBe(5000 + BASH_DEADLINE_MARGIN_MS);
    expect(callDeadlineMs("grep", { pattern: "x" })).toBe(SEARCH_DEADLINE_MS);
    expect(callDeadlineMs("glob", { pattern: "*" })).toBe(SEARCH_DEADLINE_MS);
    for (const tool of ["read_file", "write_file", "edit_file", "bash_output", "bash_kill"])
      expect(callDeadlineMs(tool, { path: "a" })).toBe(FILE_TOOL_DEADLINE_MS);
  });

  it("end a call to a host stopped mid-call with an error result, and every later call too", async () => {
    const { call, pid } = await realHost(2000);
    expect((await call("bash", { command: "echo before" })).content).toContain("stdout:\nbefore");
    const pending = call("bash", { command: "sleep 0.5; echo late" });
    process.kill(pid, "SIGSTOP");
    const out = await pending;
    expect(out.isError).toBe(true);
    expect(out.content).toContain("the tool host did not answer a bash call within its deadline (2 s)");
    expect(out.content).toContain("no tool can run any more");
    const later = await call("read_file", { path: "a.txt" });
    expect(later.isError).toBe(true);
    expect(later.content).toContain("within its deadline");
    // Killed, though stopped: it holds nothing any more.
    await waitFor(() => !alive(pid));
  });

  it("end a call to a host that never answers after it started", async () => {
    const { call, pid } = await fakeHost("", 300);
    const out = await call("glob", { pattern: "*" });
    expect(out).toEqual({
      isError: true,
      content: expect.stringContaining("did not answer a glob call within its deadline (0.3 s)"),
    });
    await waitFor(() => !alive(pid));
  });

  it("give a cancelled call a short wait for the host's confirmation, then end the host", async () => {
    const { call } = await fakeHost("", 60_000);
    const abort = new AbortController();
    const pending = call("bash", { command: "sleep 100" }, abort.signal);
    abort.abort();
    const out = await pending;
    expect(out.isError).toBe(true);
    expect(out.content).toContain("did not confirm within 6 s that a cancelled bash call stopped");
    expect((await call("read_file", { path: "a.txt" })).content).toContain("no tool can run any more");
  }, 20_000);
});

describe("what the tool host sends", () => {
  it("counts only as the answer of a call waiting for it, once: forged, repeated and late messages are ignored", async () => {
    const { call } = await fakeHost(
      `send({ type: "result", id: 999999, output: { content: "forged for nobody" } });
       send({ type: "result", id: id + 1, output: { content: "forged for the next call" } });
       send({ type: "ready", pid: 1 });
       send({ type: "failed", error: "forged failure" });
       process.stdout.write("not json\\n[]\\n" + JSON.stringify({ type: "result", id: String(id) }) + "\\n");
       send({ type: "result", id, output: { content: "answer " + id, isError: false, path: "/etc/shadow" } });
       send({ type: "result", id, output: { content: "second answer " + id, isError: true } });`,
      5000,
    );
    expect(await call("read_file", { path: "a.txt" })).toEqual({ content: "answer 1" });
    expect(await call("read_file", { path: "b.txt" })).toEqual({ content: "answer 2" });
    expect(await call("bash", { command: "true" })).toEqual({ content: "answer 3" });
  });

  it("reads and drops a flood of results for calls never made, and the calls still get their answers", async () => {
    const { call } = await fakeHost(
      `for (let i = 0; i < 20000; i++) send({ type: "result", id: 1000000 + i, output: { content: "x".repeat(100) } });
       send({ type: "result", id, output: { content: "answer " + id } });`,
      10_000,
    );
    expect(await call("read_file", { path: "a.txt" })).toEqual({ content: "answer 1" });
    expect(await call("read_file", { path: "a.txt" })).toEqual({ content: "answer 2" });
  });
});

describe("the size of what the tool host sends", () => {
  it("is read as JSON only when the line has the little punctuation a reply has", () => {
    const seen: unknown[] = [];
    const decoder = new LineDecoder(
      (value) => seen.push(value),
      () => seen.push("overflow"),
      { maxBytes: MAX_REPLY_BYTES, maxPunctuation: MAX_REPLY_PUNCTUATION },
    );
    const reply = {
      type: "result",
      id: 7,
      output: { content: '{[,:"\\ in a string count for nothing', isError: true },
    };
    decoder.push(Buffer.from(`${JSON.stringify(reply)}\n`));
    decoder.push(Buffer.from(`${"[".repeat(1000)}${"]".repeat(1000)}\n`));
    decoder.push(Buffer.from(`[${"0,".repeat(1000)}0]\n`));
    expect(seen).toEqual([reply, undefined, undefined]);
  });

  it("drops a line of nested brackets unparsed, and answers the call that waits", async () => {
    const { call } = await fakeHost(
      `process.stdout.write("[".repeat(4 * 1024 * 1024) + "]".repeat(4 * 1024 * 1024) + "\\n");
       process.stdout.write('{"type":"result","id":' + id + ',"output":{"content":"x","junk":[' + "0,".repeat(100) + '0]}}\\n');
       send({ type: "result", id, output: { content: "answer " + id } });`,
      10_000,
    );
    expect(await call("read_file", { path: "a.txt" })).toEqual({ content: "answer 1" });
  });

  it("ends the tools when a line is longer than a reply can be", async () => {
    const { call } = await fakeHost(
      `process.stdout.write(JSON.stringify({ type: "result", id, output: { content: "x".repeat(${MAX_REPLY_BYTES}) } }) + "\\n");`,
      10_000,
    );
    const out = await call("read_file", { path: "a.txt" });
    expect(out.isError).toBe(true);
    expect(out.content).toContain("the tool host sent a message longer than the protocol allows");
  });

  it("keeps the head and tail of a result longer than the protocol carries, from the real host", async () => {
    const { call } = await realHost(30_000);
    const long = `start ${"x".repeat(3 * MAX_RESULT_BYTES)} needle end`;
    expect((await call("write_file", { path: "long.txt", content: long })).isError).toBeFalsy();
    const out = await call("edit_file", { path: "long.txt", old_str: "needle", new_str: "pin" });
    // Compared in pieces: a failure must not print megabytes.
    expect(out.isError).toBeFalsy();
    expect(
      out.content.startsWith("Edited long.txt: replaced 1 occurrence (from line 1).\n     1|start x"),
    ).toBe(true);
    expect(out.content.slice(-7)).toBe("pin end");
    expect(/\[\.\.\. [\d.]+ MB omitted \.\.\.\]/.test(out.content)).toBe(true);
    expect(Buffer.byteLength(out.content)).toBeLessThanOrEqual(MAX_RESULT_BYTES + 100);
  });
});

describe("disposing of the tool host", () => {
  it("does not hang on a host the agent stopped: it is woken to stop its background jobs and exit", async () => {
    const { call, pid, dispose } = await realHost(10_000);
    const mark = uniqueMarker();
    await call("bash", { command: `sleep 303.${mark}`, run_in_background: true });
    await waitFor(() => running(mark).length > 0);
    process.kill(pid, "SIGSTOP");
    await dispose();
    await waitFor(() => !alive(pid));
    expect(running(mark)).toEqual([]);
  });

  it("kills a host that does not exit when its input closes", async () => {
    const stubborn = `
      process.stdin.on("data", (chunk) => {
        if (String(chunk).includes('"init"')) process.stdout.write(JSON.stringify({ type: "ready", pid: process.pid }) + "\\n");
      });
      process.stdin.on("end", () => undefined);
      setInterval(() => undefined, 1000);`;
    const { pid, dispose } = await tools([process.execPath, "-e", stubborn], 5000);
    await dispose();
    await waitFor(() => !alive(pid));
  }, 20_000);

  it("returns at once for a host already given up", async () => {
    const { call, pid, dispose } = await fakeHost("", 200);
    expect((await call("read_file", { path: "a.txt" })).isError).toBe(true);
    await dispose();
    await waitFor(() => !alive(pid));
  });
});

import type { Readable, Writable } from "node:stream";
import {
  asToHost,
  type CallMessage,
  checkImages,
  encodeMessage,
  type FromHost,
  type InitMessage,
  LineDecoder,
  MAX_RESULT_BYTES,
} from "./host-protocol.js";
import { ServedPrograms, type SpawnFromHost } from "./host-spawn.js";
import { type CodingTools, createCodingTools } from "./index.js";
import { runTool, type ToolOutput, ToolRegistry } from "./tool.js";
import { truncateText } from "./truncate.js";

/**
 * `output` with its text cut to MAX_RESULT_BYTES (head and tail) and its images kept when the
 * action would take them (see `checkImages`), so its line fits MAX_REPLY_BYTES and is read whole.
 */
export function withinReply(output: ToolOutput): ToolOutput {
  const { text } = truncateText(output.content, {
    maxBytes: MAX_RESULT_BYTES,
    maxLines: Number.POSITIVE_INFINITY,
  });
  if (output.images === undefined) return text === output.content ? output : { ...output, content: text };
  const { images: _all, ...rest } = output;
  const checked = checkImages(output.images);
  if ("why" in checked) return { ...rest, content: `${text}\n[images dropped: ${checked.why}]` };
  return { ...rest, content: text, ...(checked.images.length > 0 ? { images: checked.images } : {}) };
}

/**
 * The tool host's side of the protocol (see host-protocol.ts): run in a process of its own as
 * the sandbox user, it serves the coding tools to the action. Resolves when `input` ends (the
 * action closed it, or died) and every background job and running call has been stopped. Never
 * throws: a call that fails is an error result, a message it cannot read is ignored.
 */
export function serveTools(input: Readable, output: Writable): Promise<void> {
  let coding: CodingTools | undefined;
  let registry: ToolRegistry | undefined;
  // Programs run for the action (a local MCP server), in the commands' environment.
  let programs: ServedPrograms | undefined;
  const running = new Map<number, { abort: AbortController; done: Promise<void> }>();

  const send = (message: FromHost | SpawnFromHost): void => {
    // The action gone (EPIPE) shows as the end of `input` too; nothing more to do here.
    if (output.writable) output.write(encodeMessage(message));
  };

  const start = (init: InitMessage): void => {
    try {
      if (init.umask !== undefined) process.umask(init.umask);
      coding = createCodingTools({
        root: init.root,
        env: init.env,
        ...(init.grepBackends ? { grepBackends: init.grepBackends } : {}),
      });
      registry = new ToolRegistry(coding.tools);
      programs = new ServedPrograms({ cwd: init.root, env: init.env }, send);
      send({ type: "ready", pid: process.pid });
    } catch (error) {
      send({ type: "failed", error: (error as Error).message });
      input.destroy();
    }
  };

  const call = (message: CallMessage, tools: ToolRegistry): void => {
    const abort = new AbortController();
    const done = runTool(tools, { name: message.tool, arguments: message.args }, { signal: abort.signal })
      .then((result) => send({ type: "result", id: message.id, output: withinReply(result) }))
      .finally(() => running.delete(message.id));
    running.set(message.id, { abort, done });
  };

  const decoder = new LineDecoder(
    (value) => {
      const message = asToHost(value);
      if (!message) return;
      if (message.type === "init") {
        if (!coding) start(message);
      } else if (message.type === "call") {
        if (registry && !running.has(message.id)) call(message, registry);
        else
          send({ type: "result", id: message.id, output: { isError: true, content: "Error: not ready." } });
      } else if (message.type === "cancel") running.get(message.id)?.abort.abort();
      else programs?.handle(message);
    },
    () => input.destroy(),
  );

  return new Promise((resolve) => {
    let ended = false;
    const end = async (): Promise<void> => {
      if (ended) return;
      ended = true;
      for (const { abort } of running.values()) abort.abort();
      await Promise.all([...running.values()].map((r) => r.done));
      await Promise.all([coding?.dispose(), programs?.dispose()]);
      resolve();
    };
    input.on("data", (chunk: Buffer) => decoder.push(chunk));
    input.on("end", () => void end());
    input.on("close", () => void end());
    input.on("error", () => void end());
    output.on("error", () => input.destroy());
  });
}

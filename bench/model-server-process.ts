/**
 * Starts the fake model server in a child process (model-server-child.ts) and hands back its
 * URL: the benchmarks that time our side of the wire then measure only the client's work, not
 * the fake's. The child runs on this process's runtime with the same loader flags (tsx's, under
 * `npm run bench`), so it needs no build step.
 *
 *   const server = await startModelServerProcess();
 *   const provider = await benchProvider(server.url, "anthropic", true);
 *   ...
 *   const served = await server.takeServed(); // the fake's own time and the body size per request
 *   await server.close();
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ChildMessage, ParentMessage, ServedRequest } from "./model-server-child.js";

export type { ServedRequest };

/** The child's argument that makes every answer a final text, each request told as it arrives. */
export const FINAL_TEXT_ARG = "--final-text";

const CHILD = fileURLToPath(new URL("./model-server-child.ts", import.meta.url));
/** Starting node with the TypeScript loader takes well under a second; past this it is broken. */
const START_TIMEOUT_MS = 20_000;

export interface ModelServerProcess {
  /** `http://127.0.0.1:<port>`: the Anthropic SDK's base URL; the OpenAI SDK's is `<url>/v1`. */
  readonly url: string;
  readonly pid: number;
  /** Each request answered since the last call, in arrival order: the fake's own time and the body's size. */
  takeServed(): Promise<ServedRequest[]>;
  /**
   * With `finalText`: resolves with the time (`wallClockMs`) the next request arrives. A request
   * no one waits for (a killed run's straggler) is dropped.
   */
  nextRequest(): Promise<number>;
  /** Rejects the pending `nextRequest`, for a run that ended without a request. */
  cancelWait(): void;
  close(): Promise<void>;
}

/**
 * `finalText`: every request answered with a final text instead of a tool call, and told as it
 * arrives (`nextRequest`), for the benchmarks that time a run to its first request.
 */
export async function startModelServerProcess(
  options: { finalText?: boolean } = {},
): Promise<ModelServerProcess> {
  const child = fork(CHILD, options.finalText ? [FINAL_TEXT_ARG] : [], {
    execArgv: process.execArgv,
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail("did not start in time"), START_TIMEOUT_MS);
    function fail(why: string) {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`the fake model server process ${why}${stderr ? `: ${stderr.trim()}` : ""}`));
    }
    child.once("exit", (code, signal) => fail(`exited (${signal ?? code}) before it listened`));
    child.once("error", (error) => fail(`could not start (${error.message})`));
    child.once("message", (message: ChildMessage) => {
      clearTimeout(timer);
      child.removeAllListeners("exit");
      if (message.type === "ready") resolve(message.url);
      else fail(`sent ${message.type} before it was ready`);
    });
  });
  let waiting: { resolve: (at: number) => void; reject: (error: Error) => void } | undefined;
  child.on("message", (message: ChildMessage) => {
    if (message.type !== "request") return;
    const waiter = waiting;
    waiting = undefined;
    waiter?.resolve(message.at);
  });
  return {
    url,
    pid: child.pid ?? 0,
    takeServed: () => ask(child),
    nextRequest: () =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
      }),
    cancelWait() {
      waiting?.reject(new Error("cancelled"));
      waiting = undefined;
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.send({ type: "close" } satisfies ParentMessage);
      const timer = setTimeout(() => child.kill(), 2_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function ask(child: ChildProcess): Promise<ServedRequest[]> {
  return new Promise((resolve, reject) => {
    const onExit = () => reject(new Error("the fake model server process exited"));
    child.once("exit", onExit);
    const onMessage = (message: ChildMessage) => {
      if (message.type === "request") return;
      child.off("exit", onExit);
      child.off("message", onMessage);
      if (message.type === "times") resolve(message.served);
      else reject(new Error(`the fake model server process answered ${message.type}`));
    };
    child.on("message", onMessage);
    child.send({ type: "times" } satisfies ParentMessage);
  });
}

import { fail, type Result } from "../base/result.js";
import type { Provider } from "../llm/provider.js";
import { onNextRequestSent } from "../llm/request-sent.js";
import type { CodingTools } from "../tools/index.js";
import type { AnyTool, ToolOutput } from "../tools/tool.js";
import type { AgentEvent, EventBus, McpServerEvent, RunStartedEvent } from "./events.js";

/**
 * Where tools that start after the run began (an MCP server's) join it: `add`ed tools are offered
 * from the next model request on, and `emit` records how each server settled. A tool whose name
 * is taken already is not added (and said so in the server's event by the caller).
 */
export interface LateTools {
  add(tools: readonly AnyTool[]): void;
  emit(event: McpServerEvent): void;
}

/**
 * Tools started while the first model request is out (the sandbox's tool host, which waits for
 * the sandbox to be ready and checked): the model is shown their definitions at once, and every
 * call waits until they are ready. `settings` is what the run's record must say about how they
 * run (`sandbox`), known only then. A failure is the run's: it ends with `error` as the message.
 */
export type PreparedTools = Result<ReadyTools>;

/** Tools ready to run, and what the run's record must say about how they run. */
export interface ReadyTools {
  coding: CodingTools;
  settings?: RunStartedEvent["settings"];
}

/**
 * `start()`'s tools, never rejecting (a throw becomes a failure that says so), started when
 * `begin` is called: later calls do nothing.
 */
export function startWhenBegun(start: () => Promise<PreparedTools>): {
  ready: Promise<PreparedTools>;
  begin: () => void;
} {
  let begin = () => {};
  const begun = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const ready = begun
    .then(start)
    .catch((error: unknown) =>
      fail(`the tools could not start: ${error instanceof Error ? error.message : String(error)}`),
    );
  return { ready, begin };
}

/** Should the sending go unseen, `begin` is called this long after the first request began. */
export const UNSEEN_REQUEST_MS = 1000;

/**
 * `provider`, calling `begin` once its first request is out: its body written, or the request
 * ended, or `UNSEEN_REQUEST_MS` after it began, whichever comes first. What the first request
 * does on its way out (counting its tokens, building and sending it) then has the CPU to itself.
 * (Another request of this process sent meanwhile counts too: it only starts things sooner.)
 */
export function onFirstRequestOut(provider: Provider, begin: () => void): Provider {
  let watching = false;
  return {
    name: provider.name,
    model: provider.model,
    complete(request) {
      if (watching) return provider.complete(request);
      watching = true;
      // Whichever of the three comes first calls `begin`, once.
      let begun = false;
      const done = () => {
        if (begun) return;
        begun = true;
        clearTimeout(timer);
        cancel();
        begin();
      };
      const timer = setTimeout(done, UNSEEN_REQUEST_MS);
      const cancel = onNextRequestSent(done);
      const answer = provider.complete(request);
      // Both ways: `finally` would hand a rejection on to a promise nobody handles.
      answer.then(done, done);
      return answer;
    },
  };
}

/**
 * `definition` whose calls wait for `ready`, then run in the tool `pick` finds in what it brought.
 * A call never runs anywhere else: while the tools are not ready there is nothing to run it in.
 * Its arguments were checked against the definition's schema (`runTool`), which the picked tool
 * shares. A call cancelled while it waits, or whose tools failed, is an error result.
 */
export function waitingTool(
  definition: AnyTool,
  ready: Promise<PreparedTools>,
  pick: (coding: CodingTools) => AnyTool | undefined,
): AnyTool {
  return {
    name: definition.name,
    description: definition.description,
    parameters: definition.parameters,
    readOnly: definition.readOnly,
    // Arguments are checked as the tool checks them, before waiting for anything.
    ...(definition.validate ? { validate: definition.validate.bind(definition) } : {}),
    async execute(args: Record<string, unknown>, context): Promise<ToolOutput> {
      const prepared = await untilAborted(ready, context.signal);
      if (!prepared)
        return { isError: true, content: "Not run: the run was stopped before its tools were ready." };
      if (!prepared.ok)
        return { isError: true, content: `Error: ${prepared.error}; no tool can run in this run.` };
      const tool = pick(prepared.value.coding);
      if (!tool) return { isError: true, content: `Error: the tool ${definition.name} did not start.` };
      return tool.execute(args, context);
    },
  };
}

/** `promise`'s value, or undefined as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener("abort", onAbort, { once: true });
    void promise.then((value) => {
      signal.removeEventListener("abort", onAbort);
      resolve(value);
    });
  });
}

/**
 * The loop's events while the tools are being prepared: held, in order, each with the time it
 * happened, and passed to `bus` once they are ready, `run_started` completed with their
 * `settings` (so the record says how tools ran, not how they were meant to). When they fail, the
 * run never happened as far as the records go: its events are dropped and the run ends with the
 * failure, as it did when the tools were started before the first request. Events after that
 * pass straight through.
 */
export function eventsOnceReady(ready: Promise<PreparedTools>, bus: EventBus): (event: AgentEvent) => void {
  let held: { event: AgentEvent; time: number }[] | undefined = [];
  let failed = false;
  void ready.then((prepared) => {
    const events = held ?? [];
    held = undefined;
    if (!prepared.ok) {
      failed = true;
      return;
    }
    for (const { event, time } of events) bus.emit(withSettings(event, prepared.value.settings), time);
  });
  return (event) => {
    if (failed) return;
    // Stamped now: held, it would otherwise carry the time the tools became ready.
    if (held) held.push({ event, time: Date.now() });
    else bus.emit(event);
  };
}

/**
 * Settles once `ready` has (the tools are ready, or failed), or as soon as `signal` aborts;
 * never rejects. What a tool call waits for before it runs (`RunOptions.toolsReady`).
 */
export function untilReady(ready: Promise<PreparedTools>): (signal: AbortSignal) => Promise<void> {
  return async (signal) => {
    await untilAborted(ready, signal);
  };
}

function withSettings(event: AgentEvent, settings: RunStartedEvent["settings"] | undefined): AgentEvent {
  if (event.type !== "run_started" || !settings) return event;
  return { ...event, settings: { ...event.settings, ...settings } };
}

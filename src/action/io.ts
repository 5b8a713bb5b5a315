import type { LogSink } from "../report/job-log.js";
import { defuseWorkflowCommands } from "../text/workflow-commands.js";
import { type EarlyCommands, earlyCommands } from "./early-commands.js";

/**
 * Everything the action says to whoever hosts it: the job log, the masked values, the step's
 * outputs, the job summary, the state the post step reads, and the job's failure. On a runner
 * these are workflow commands and files (`runnerIO`); the dry run prints them to a terminal and
 * keeps the outputs in memory, so `run` itself never touches `process.env` or `process.stdout`.
 */
export interface ActionIO extends LogSink {
  error(text: string): void;
  notice(text: string): void;
  /** Masks `value` in everything the job log prints from now on. */
  setSecret(value: string): void;
  setOutput(name: string, value: string): void;
  /** Marks the job failed with `message`; the run still goes on to its end. */
  setFailed(message: string): void;
  /** Appends Markdown to the job summary. Never throws: a summary that cannot be written is a warning. */
  writeSummary(markdown: string): Promise<void>;
  /** Keeps `value` for this action's `post:` step. Never throws: off a runner there is no post step. */
  saveState(name: string, value: string): void;
  /**
   * Takes the word that tool commands run as the action's own user, because `why` (the sandbox
   * could not be had, or was turned off). Optional: without it, as on a runner, the action warns
   * in the job log and puts a caution in the comment and the job summary. A host whose machine is
   * not the runner's (the dry run) says it once in its own terms instead, and the comment then
   * reads as on a runner where the sandbox was on.
   */
  sandboxUnavailable?(why: string): void;
  /**
   * Starts loading now what the host writes with on first need (`@actions/core`, on a runner),
   * for a caller with time to spare: the action's start-up plan calls it while the first request
   * waits for its answer. Optional: a host with nothing to load leaves it out.
   */
  preload?(): void;
}

type Core = typeof import("@actions/core");

/**
 * `@actions/core`, loaded once (a second `import()` is the first's module): on first need (see
 * `runnerIO`). The action's start-up plan lists it among its late loads.
 */
export const loadCore = () => import("@actions/core");

/**
 * The runner's side through `@actions/core`. `info` carries the model's text and tool output,
 * hence the defusing: nothing the agent prints can become a workflow command.
 *
 * `@actions/core` is not loaded at start: it brings its OIDC client, and with it a whole HTTP
 * library, a large part of the action's start-up that the first model request does not need.
 * Until it is there, the log lines, annotations, groups, masks, the failure and the post step's
 * state are written by `earlyCommands`, exactly as `@actions/core` writes them (see
 * `coreOnFirstNeed`). It loads when `preload` is called (while the first request waits for its
 * answer), or at once when an output or the summary is asked for first.
 */
export function runnerIO(env: NodeJS.ProcessEnv): ActionIO {
  const early = earlyCommands(env);
  const { say, load, loaded } = coreOnFirstNeed(early);
  const io: ActionIO = {
    info: (text) => {
      const line = defuseWorkflowCommands(text);
      say(
        (c) => c.info(line),
        () => early.info(line),
      );
    },
    warning: (text) =>
      say(
        (c) => c.warning(text),
        () => early.command("warning", text),
      ),
    error: (text) =>
      say(
        (c) => c.error(text),
        () => early.command("error", text),
      ),
    notice: (text) =>
      say(
        (c) => c.notice(text),
        () => early.command("notice", text),
      ),
    startGroup: (title) =>
      say(
        (c) => c.startGroup(title),
        () => early.command("group", title),
      ),
    endGroup: () =>
      say(
        (c) => c.endGroup(),
        () => early.command("endgroup", ""),
      ),
    setSecret: (value) =>
      say(
        (c) => c.setSecret(value),
        () => early.command("add-mask", value),
      ),
    setOutput: (name, value) => say((c) => c.setOutput(name, value)),
    setFailed: (message) =>
      say(
        (c) => c.setFailed(message),
        () => early.setFailed(message),
      ),
    async writeSummary(markdown) {
      if (!env.GITHUB_STEP_SUMMARY) return;
      await load();
      const core = loaded();
      try {
        if (!core) throw new Error("@actions/core could not be loaded");
        await core.summary.addRaw(markdown).write();
      } catch (error) {
        io.warning(`Could not write the job summary: ${(error as Error).message}`);
      }
    },
    saveState(name, value) {
      say(
        (c) => ignoreFailure(() => c.saveState(name, value)),
        () => ignoreFailure(() => early.saveState(name, value)),
      );
    },
    preload: () => void load(),
  };
  return io;
}

/** Runs `write`; a failure is no runner, and so no post step. */
function ignoreFailure(write: () => void): void {
  try {
    write();
  } catch {
    // No runner, no post step.
  }
}

/**
 * Says through `@actions/core` once it is loaded, and through `early` until then. A call that
 * needs it waits for it, and so does every call after it, so the log keeps its order (a mask
 * always comes before what it hides). Whatever is waiting keeps the process alive until it is
 * written.
 */
function coreOnFirstNeed(early: EarlyCommands) {
  let core: Core | undefined;
  let loading: Promise<void> | undefined;
  /** Calls made while `@actions/core` loads, once one of them needed it; run in order when it is there. */
  let waiting: (() => void)[] | undefined;

  const load = (): Promise<void> => {
    loading ??= loadCore().then(
      (loaded) => {
        core = loaded;
        flush();
      },
      (error: unknown) => {
        early.setFailed(`Repo Agent could not load @actions/core: ${(error as Error).message}`);
        flush();
      },
    );
    return loading;
  };
  /** Runs what waited, in order. A call that throws (an output file gone) fails the job, as it would have at once. */
  const flush = () => {
    const calls = waiting ?? [];
    waiting = undefined;
    for (const call of calls) {
      try {
        call();
      } catch (error) {
        const message = `Repo Agent failed unexpectedly: ${(error as Error).message}`;
        if (core) core.setFailed(message);
        else early.setFailed(message);
      }
    }
  };
  /**
   * Runs `withCore` once `@actions/core` is loaded; before that, `withoutCore` (the early
   * writer) when there is one and nothing is waiting, else it waits its turn. Without
   * `@actions/core` at all (it failed to load) only what the early writer can say is said.
   */
  const say = (withCore: (loaded: Core) => void, withoutCore?: () => void): void => {
    if (!waiting && core) {
      withCore(core);
    } else if (!waiting && withoutCore) {
      withoutCore();
    } else {
      waiting ??= [];
      waiting.push(() => (core ? withCore(core) : withoutCore?.()));
      void load();
    }
  };
  return { say, load, loaded: () => core };
}

import * as core from "@actions/core";
import type { LogSink } from "../report/job-log.js";
import { defuseWorkflowCommands } from "../text/workflow-commands.js";

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
}

/**
 * The runner's side through `@actions/core`. `info` carries the model's text and tool output,
 * hence the defusing: nothing the agent prints can become a workflow command.
 */
export function runnerIO(env: NodeJS.ProcessEnv): ActionIO {
  return {
    info: (text) => core.info(defuseWorkflowCommands(text)),
    warning: (text) => core.warning(text),
    error: (text) => core.error(text),
    notice: (text) => core.notice(text),
    startGroup: (title) => core.startGroup(title),
    endGroup: () => core.endGroup(),
    setSecret: (value) => core.setSecret(value),
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message) => core.setFailed(message),
    async writeSummary(markdown) {
      if (!env.GITHUB_STEP_SUMMARY) return;
      try {
        await core.summary.addRaw(markdown).write();
      } catch (error) {
        core.warning(`Could not write the job summary: ${(error as Error).message}`);
      }
    },
    saveState(name, value) {
      try {
        core.saveState(name, value);
      } catch {
        // No runner, no post step.
      }
    },
  };
}

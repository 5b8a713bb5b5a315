import { appendFile } from "node:fs/promises";
import type { ActionIO } from "../../action/io.js";
import type { LogSink } from "../../report/job-log.js";

/**
 * The dry run's host for the action: what a runner would show in the job log is printed to the
 * terminal, what it would keep (outputs, the failure) is kept here for the report.
 */
export interface DryRunIO extends ActionIO {
  /** The step's outputs by name; a later value of a name wins, as on the runner. */
  readonly outputs: ReadonlyMap<string, string>;
  /** The message of the last `setFailed`; undefined while the run has not failed. */
  readonly failure: string | undefined;
}

/**
 * A run's log as a person reads it in a terminal, rather than as workflow commands: a group is a
 * `── title ──` heading, a warning carries its kind. `print` writes one line; warnings go to `warn`,
 * which is `print` unless given.
 */
export function terminalSink(print: (line: string) => void, warn = print): LogSink {
  return {
    info: (text) => print(text),
    warning: (text) => warn(`warning: ${text}`),
    startGroup: (title) => print(`\n── ${title} ──`),
    endGroup: () => {},
  };
}

/**
 * An `ActionIO` for a terminal: log lines as `terminalSink` shows them, errors and notices
 * carrying their kind too. Masked values are never printed (there is no log to mask them in), and the post step's state
 * is dropped (a dry run has no post step). The summary is appended to `summaryPath`.
 * `print` writes one line; it defaults to the standard output, where a runner's log would be.
 */
export function dryRunIO(
  summaryPath: string,
  print: (line: string) => void = (line) => console.log(line),
): DryRunIO {
  const outputs = new Map<string, string>();
  let failure: string | undefined;
  const sink = terminalSink(print);
  const error = (text: string) => print(`error: ${text}`);
  return {
    ...sink,
    outputs,
    get failure() {
      return failure;
    },
    error,
    notice: (text) => print(`notice: ${text}`),
    setSecret: () => {},
    setOutput: (name, value) => {
      outputs.set(name, value);
    },
    setFailed(message) {
      failure = message;
      // The runner shows a failure as an error annotation; the exit code follows the conclusion.
      error(message);
    },
    async writeSummary(markdown) {
      try {
        await appendFile(summaryPath, markdown);
      } catch (cause) {
        sink.warning(`Could not write the job summary: ${(cause as Error).message}`);
      }
    },
    saveState: () => {},
  };
}

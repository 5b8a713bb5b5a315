import { appendFile } from "node:fs/promises";
import type { ActionIO } from "../../action/io.js";

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
 * An `ActionIO` for a terminal. Log lines read as a person expects them rather than as workflow
 * commands: a group is a `── title ──` heading, warnings, errors and notices carry their kind.
 * Masked values are never printed (there is no log to mask them in), and the post step's state
 * is dropped (a dry run has no post step). The summary is appended to `summaryPath`.
 * `print` writes one line; it defaults to the standard output, where a runner's log would be.
 */
export function dryRunIO(
  summaryPath: string,
  print: (line: string) => void = (line) => console.log(line),
): DryRunIO {
  const outputs = new Map<string, string>();
  let failure: string | undefined;
  const error = (text: string) => print(`error: ${text}`);
  return {
    outputs,
    get failure() {
      return failure;
    },
    info: (text) => print(text),
    warning: (text) => print(`warning: ${text}`),
    error,
    notice: (text) => print(`notice: ${text}`),
    startGroup: (title) => print(`\n── ${title} ──`),
    endGroup: () => {},
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
        print(`warning: Could not write the job summary: ${(cause as Error).message}`);
      }
    },
    saveState: () => {},
  };
}

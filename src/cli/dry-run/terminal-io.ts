import { appendFile } from "node:fs/promises";
import { userInfo } from "node:os";
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
 * A sandbox this machine cannot give is said once, as this machine's (`sandboxNote`), and the
 * comments stay as a runner that gives it would post them.
 * `print` writes one line; it defaults to the standard output, where a runner's log would be.
 */
export function dryRunIO(
  summaryPath: string,
  print: (line: string) => void = (line) => console.log(line),
): DryRunIO {
  const outputs = new Map<string, string>();
  let failure: string | undefined;
  let sandboxTold = false;
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
    sandboxUnavailable(why) {
      if (sandboxTold) return;
      sandboxTold = true;
      print(sandboxNote(why));
    },
  };
}

/** Who runs the dry run, for the sandbox's note. */
function caller(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "?"}`;
  }
}

/**
 * What a dry run says, once, when this machine cannot run the agent's commands as a user of
 * their own (`why`, the sandbox's reason): they run as the caller here, which a GitHub-hosted
 * runner never does.
 */
function sandboxNote(why: string, user: string = caller()): string {
  return (
    `note: in this dry run the agent's commands run as you (${user}), with your rights, because ${why}. ` +
    "On a GitHub-hosted runner they run as an unprivileged user of the run's own (the sandbox), so the comments below carry no caution about it; a runner that cannot do that adds one. " +
    "To try the sandbox here, run the dry run as root or with passwordless sudo, with acl installed."
  );
}

import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync } from "node:fs";
import { EOL } from "node:os";

/**
 * The few workflow commands the action gives before `@actions/core` has loaded (see `runnerIO`),
 * written as the runner reads them and byte for byte as `@actions/core` 3 writes them: a log
 * line; `::name::data` with the data escaped (`%`, `\r`, `\n`, so the command stays one line and
 * its text cannot run into a second command); and the state file's `name<<delimiter` blocks.
 * https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands
 */
export interface EarlyCommands {
  info(text: string): void;
  /** `warning`, `error`, `notice`, `group`, `endgroup`, `add-mask`: a command without properties. */
  command(name: string, data: string): void;
  /** Marks the step failed (exit code 1 when the process ends) and says why as an error. */
  setFailed(message: string): void;
  /** Appends `name` = `value` to the file `GITHUB_STATE` names, for the post step. */
  saveState(name: string, value: string): void;
}

/** A command's data with the characters the runner unescapes escaped, `%` first. */
function escapeCommandData(data: string): string {
  return data.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

export function earlyCommands(env: NodeJS.ProcessEnv): EarlyCommands {
  const command = (name: string, data: string) => {
    process.stdout.write(`::${name}::${escapeCommandData(data)}${EOL}`);
  };
  return {
    info: (text) => {
      process.stdout.write(`${text}${EOL}`);
    },
    command,
    setFailed: (message) => {
      process.exitCode = 1;
      command("error", message);
    },
    saveState: (name, value) => {
      const file = env.GITHUB_STATE;
      if (!file) {
        // An old runner without state files, as `@actions/core` does it: a command.
        process.stdout.write(`::save-state name=${escapeProperty(name)}::${escapeCommandData(value)}${EOL}`);
        return;
      }
      if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
      // A fresh random delimiter, which neither the name nor the value can contain.
      const delimiter = `ghadelimiter_${randomUUID()}`;
      if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`Unexpected input: the state ${name} contains its delimiter`);
      appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, {
        encoding: "utf8",
      });
    },
  };
}

function escapeProperty(value: string): string {
  return escapeCommandData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

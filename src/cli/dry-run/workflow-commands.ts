import { readFile } from "node:fs/promises";

/**
 * The runner's part of a dry run. In a workflow, `@actions/core` talks to the runner through
 * workflow commands written to stdout (`::group::Step 1/50`, `::warning::…`, `::add-mask::…`)
 * and through files (`GITHUB_OUTPUT`). Locally there is no runner, so these helpers turn the
 * commands into plain terminal lines and read the outputs back.
 */

/** How each command reads in a terminal; commands not listed are dropped. */
const SHOWN: Record<string, (message: string) => string> = {
  group: (message) => `\n── ${message} ──`,
  warning: (message) => `warning: ${message}`,
  error: (message) => `error: ${message}`,
  notice: (message) => `notice: ${message}`,
};

/** Undoes the escaping `@actions/core` applies to command messages. */
function unescapeData(text: string): string {
  return text.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
}

/**
 * One stdout line as a person should see it: a workflow command translated, `undefined` for a
 * command meant only for the runner (`add-mask` carries a secret, `debug` is noise), any other
 * line unchanged.
 */
export function translateLine(line: string): string | undefined {
  const command = /^::([A-Za-z-]+)(?: [^:]*)?::(.*)$/s.exec(line);
  if (!command) return line;
  const show = SHOWN[command[1] ?? ""];
  return show ? show(unescapeData(command[2] ?? "")) : undefined;
}

type Write = typeof process.stdout.write;

/**
 * Runs `fn` with `process.stdout` passing every line through `translateLine`, then puts stdout
 * back, whatever `fn` does. Partial lines wait for their end, so a command is never split.
 */
export async function withTranslatedStdout<T>(fn: () => Promise<T>): Promise<T> {
  const stdout = process.stdout;
  const original: Write = stdout.write;
  let pending = "";
  const emit = (line: string) => {
    const shown = translateLine(line);
    if (shown !== undefined) original.call(stdout, `${shown}\n`);
  };
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    pending += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) emit(line.replace(/\r$/, ""));
    const callback = rest.find((arg): arg is () => void => typeof arg === "function");
    callback?.();
    return true;
  }) as Write;
  try {
    return await fn();
  } finally {
    stdout.write = original;
    if (pending) emit(pending);
  }
}

/**
 * Reads a `GITHUB_OUTPUT` file as `@actions/core` writes it: `name<<DELIMITER`, the value's
 * lines, then the delimiter. Later values of a name win, as on the runner.
 */
export async function readOutputFile(path: string): Promise<Record<string, string>> {
  const text = await readFile(path, "utf8").catch(() => "");
  const outputs: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? "");
    if (heredoc) {
      const [, name = "", delimiter] = heredoc;
      const end = lines.indexOf(delimiter ?? "", i + 1);
      if (end < 0) break;
      outputs[name] = lines.slice(i + 1, end).join("\n");
      i = end;
      continue;
    }
    const plain = /^([^=]+)=(.*)$/.exec(lines[i] ?? "");
    if (plain) outputs[plain[1] ?? ""] = plain[2] ?? "";
  }
  return outputs;
}

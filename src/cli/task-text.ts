import { readFile, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { fail, ok, type Result } from "../base/result.js";

/** Longest task read from a file or standard input: far beyond a task, short of a mistaken binary or log. */
const MAX_TASK_BYTES = 1024 * 1024;

/** The name that stands for standard input, as the task argument or as `--task-file`. */
const STDIN = "-";

export interface TaskSources {
  /** The positional arguments, joined by spaces; `-` alone means standard input. */
  positionals: string[];
  /** `--task-file`; `-` means standard input. */
  taskFile: string | undefined;
  stdin: Readable;
}

/**
 * The task of a run from the command line: the positional arguments, or the text of
 * `--task-file FILE`, or standard input when either is `-`. Trailing and leading blanks are
 * dropped, so `""` means no task was given (the caller decides whether it needs one). Never
 * throws: giving both, an unreadable or oversized file come back as a failure, a usage error
 * that names what was wrong.
 */
export async function readTask(sources: TaskSources): Promise<Result<string>> {
  const { positionals, taskFile } = sources;
  if (taskFile !== undefined && positionals.length > 0) {
    return fail("give the task either as an argument or with --task-file, not both");
  }
  const from = taskFile ?? (positionals.length === 1 && positionals[0] === STDIN ? STDIN : undefined);
  if (from === undefined) return ok(positionals.join(" ").trim());
  const text = from === STDIN ? await readStdin(sources.stdin) : await readTaskFile(from);
  return text.ok ? ok(text.value.trim()) : text;
}

async function readTaskFile(path: string): Promise<Result<string>> {
  try {
    const found = await stat(path);
    if (!found.isFile()) return fail(`--task-file ${path} is not a file`);
    if (found.size > MAX_TASK_BYTES)
      return fail(`--task-file ${path} is ${found.size} bytes; a task may have ${MAX_TASK_BYTES}`);
    return ok(await readFile(path, "utf8"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : (error as Error).message;
    return fail(`--task-file ${path} cannot be read: ${why}`);
  }
}

async function readStdin(stdin: Readable): Promise<Result<string>> {
  if ((stdin as { isTTY?: boolean }).isTTY) {
    // Typed at a terminal, the task ends only at end-of-file; say how to give it.
    console.error("repo-agent: type the task, then press Ctrl-D on a line of its own");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stdin) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += buffer.length;
      if (size > MAX_TASK_BYTES) {
        stdin.destroy();
        return fail(`the task on standard input is longer than ${MAX_TASK_BYTES} bytes`);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    return fail(`standard input cannot be read: ${(error as Error).message}`);
  }
  return ok(Buffer.concat(chunks).toString("utf8"));
}

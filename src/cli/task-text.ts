import { readFile, stat } from "node:fs/promises";
import type { Readable } from "node:stream";

/** The task as read, or a usage error that names what was wrong. */
export type TaskText = { ok: true; task: string } | { ok: false; error: string };

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
 * throws: giving both, an unreadable or oversized file come back as errors.
 */
export async function readTask(sources: TaskSources): Promise<TaskText> {
  const { positionals, taskFile } = sources;
  if (taskFile !== undefined && positionals.length > 0) {
    return { ok: false, error: "give the task either as an argument or with --task-file, not both" };
  }
  const from = taskFile ?? (positionals.length === 1 && positionals[0] === STDIN ? STDIN : undefined);
  if (from === undefined) return { ok: true, task: positionals.join(" ").trim() };
  const text = from === STDIN ? await readStdin(sources.stdin) : await readTaskFile(from);
  return text.ok ? { ok: true, task: text.task.trim() } : text;
}

async function readTaskFile(path: string): Promise<TaskText> {
  try {
    const found = await stat(path);
    if (!found.isFile()) return { ok: false, error: `--task-file ${path} is not a file` };
    if (found.size > MAX_TASK_BYTES) {
      return {
        ok: false,
        error: `--task-file ${path} is ${found.size} bytes; a task may have ${MAX_TASK_BYTES}`,
      };
    }
    return { ok: true, task: await readFile(path, "utf8") };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : (error as Error).message;
    return { ok: false, error: `--task-file ${path} cannot be read: ${why}` };
  }
}

async function readStdin(stdin: Readable): Promise<TaskText> {
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
        return { ok: false, error: `the task on standard input is longer than ${MAX_TASK_BYTES} bytes` };
      }
      chunks.push(buffer);
    }
  } catch (error) {
    return { ok: false, error: `standard input cannot be read: ${(error as Error).message}` };
  }
  return { ok: true, task: Buffer.concat(chunks).toString("utf8") };
}

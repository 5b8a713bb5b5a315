import { readFile } from "node:fs/promises";

export type EventFile = { ok: true; payload: unknown } | { ok: false; error: string };

/**
 * Reads the event payload the runner wrote to `GITHUB_EVENT_PATH` (`path`). Never throws: a
 * missing variable, an unreadable file or text that is not JSON come back as an error that
 * names the file and what is wrong with it.
 */
export async function readEventFile(path: string | undefined): Promise<EventFile> {
  if (!path) {
    return { ok: false, error: "GITHUB_EVENT_PATH is not set: the action must run inside a GitHub workflow" };
  }
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    return { ok: false, error: `cannot read the event payload ${path}: ${(error as Error).message}` };
  }
  try {
    return { ok: true, payload: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: `the event payload ${path} is not valid JSON: ${(error as Error).message}` };
  }
}

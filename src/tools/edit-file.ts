import { constants } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { type Static, Type } from "@sinclair/typebox";
import type { Workspace } from "./jail.js";
import { isMissing, openFailure, openInside, readWhole, replaceContent } from "./open-inside.js";
import { numberLine } from "./read-file.js";
import { didYouMean } from "./suggest.js";
import type { Tool, ToolOutput } from "./tool.js";

/** Match line numbers listed when `old_str` occurs several times. */
const MAX_LISTED_MATCHES = 20;
/** Lines of context shown around a single edit, so the model can check it. */
const SNIPPET_CONTEXT = 2;
/** Lines of a snippet at most; longer replacements are not echoed. */
const MAX_SNIPPET_LINES = 30;

const lineAt = (text: string, index: number): number => text.slice(0, index).split("\n").length;

/** Start offsets of the non-overlapping occurrences of `needle`, left to right. */
function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length))
    found.push(i);
  return found;
}

/** A hint for a miss: lines where the first line of `old` appears once whitespace is ignored. */
function nearMiss(text: string, old: string): string {
  const squash = (s: string): string => s.replace(/\s+/g, " ").trim();
  const first = squash(old.split("\n").find((l) => l.trim() !== "") ?? "");
  if (first === "") return "";
  const lines = text
    .split("\n")
    .flatMap((line, i) => (squash(line).includes(first) ? [i + 1] : []))
    .slice(0, MAX_LISTED_MATCHES);
  if (lines.length === 0) return " Read the file again to copy the exact text.";
  return (
    ` The first line of old_str appears (whitespace aside) at line ${lines.join(", ")}: compare indentation, ` +
    "whitespace and the following lines with read_file."
  );
}

function snippet(text: string, start: number, inserted: string): string {
  const first = lineAt(text, start);
  const last = first + inserted.split("\n").length - 1;
  if (last - first + 1 > MAX_SNIPPET_LINES) return "";
  const lines = text.split("\n");
  const from = Math.max(1, first - SNIPPET_CONTEXT);
  const to = Math.min(lines.length, last + SNIPPET_CONTEXT);
  const shown = lines.slice(from - 1, to).map((line, i) => numberLine(from + i, line));
  return `\n${shown.join("\n")}`;
}

const EditFileParams = Type.Object(
  {
    path: Type.String({ minLength: 1, description: "File path, relative to the workspace root." }),
    old_str: Type.String({
      minLength: 1,
      description: "Exact text to replace (without read_file's line numbers).",
    }),
    new_str: Type.String({ description: "Text to put in its place." }),
    replace_all: Type.Optional(Type.Boolean({ description: "Replace every occurrence; default false." })),
  },
  { additionalProperties: false },
);

export function createEditFileTool(workspace: Workspace): Tool<typeof EditFileParams> {
  return {
    name: "edit_file",
    description:
      "Replace text in an existing file. `old_str` must match the file exactly (whitespace included, without " +
      "read_file's line-number prefix) and occur exactly once, unless replace_all is true; otherwise nothing " +
      "changes and the error says how many matches there are and where. The file's line endings (LF or CRLF) " +
      "and whether it ends with a newline are kept.",
    parameters: EditFileParams,
    readOnly: false,
    async execute(args: Static<typeof EditFileParams>): Promise<ToolOutput> {
      const resolved = await workspace.resolveInside(args.path, { forWrite: true });
      if (!resolved.ok) return { isError: true, content: `Error: ${resolved.error}.` };
      const where = resolved.value;
      let handle: FileHandle;
      try {
        handle = await openInside(workspace.root, where.relative, {
          flags: constants.O_RDWR | constants.O_NONBLOCK,
        });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EISDIR")
          return { isError: true, content: `Error: ${where.relative} is not a regular file.` };
        if (!isMissing(error))
          return { isError: true, content: `Error: cannot edit ${where.relative}: ${openFailure(error)}.` };
        const hint = await didYouMean(workspace, where.path);
        return {
          isError: true,
          content: `Error: ${where.relative} does not exist; create it with write_file.${hint}`,
        };
      }
      try {
        return await editOpened(handle, where.relative, args);
      } finally {
        await handle.close();
      }
    },
  };
}

async function editOpened(
  handle: FileHandle,
  relative: string,
  args: Static<typeof EditFileParams>,
): Promise<ToolOutput> {
  if (!(await handle.stat()).isFile())
    return { isError: true, content: `Error: ${relative} is not a regular file.` };
  const raw = await readWhole(handle);
  if (raw.includes(0)) return { isError: true, content: `Error: ${relative} is a binary file.` };
  const original = raw.toString("utf8");

  // A CRLF file is edited as LF and written back as CRLF, so the model's "\n" fits it; a file
  // with mixed endings is matched as it is.
  const crlf = original.includes("\r\n") && !/(^|[^\r])\n/.test(original);
  const text = crlf ? original.replaceAll("\r\n", "\n") : original;
  const plainLf = crlf || !original.includes("\r");
  const oldStr = plainLf ? args.old_str.replaceAll("\r\n", "\n") : args.old_str;
  const newStr = plainLf ? args.new_str.replaceAll("\r\n", "\n") : args.new_str;
  if (oldStr === newStr)
    return { isError: true, content: "Error: old_str and new_str are the same; nothing to do." };

  const found = occurrences(text, oldStr);
  if (found.length === 0) {
    return {
      isError: true,
      content: `Error: old_str was not found in ${relative}.${nearMiss(text, oldStr)}`,
    };
  }
  if (found.length > 1 && !args.replace_all) {
    const lines = found.slice(0, MAX_LISTED_MATCHES).map((i) => lineAt(text, i));
    const more = found.length > MAX_LISTED_MATCHES ? ", …" : "";
    return {
      isError: true,
      content:
        `Error: old_str occurs ${found.length} times in ${relative} (lines ${lines.join(", ")}${more}). ` +
        "Add surrounding lines to old_str to pick one, or set replace_all: true to replace them all.",
    };
  }

  let result = "";
  let from = 0;
  for (const index of found) {
    result += text.slice(from, index) + newStr;
    from = index + oldStr.length;
  }
  result += text.slice(from);
  // Keep the file's last-line convention whatever the edit did at its end.
  const hadFinalNewline = text.endsWith("\n");
  if (!hadFinalNewline && result.endsWith("\n")) result = result.slice(0, -1);
  if (hadFinalNewline && result !== "" && !result.endsWith("\n")) result += "\n";

  await replaceContent(handle, Buffer.from(crlf ? result.replaceAll("\n", "\r\n") : result, "utf8"));
  const count = found.length === 1 ? "1 occurrence" : `${found.length} occurrences`;
  const first = found[0] ?? 0;
  const shown = found.length === 1 ? snippet(result, first, newStr) : "";
  return {
    content: `Edited ${relative}: replaced ${count} (from line ${lineAt(text, first)}).${shown}`,
  };
}

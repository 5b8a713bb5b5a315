import { constants } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { type Static, Type } from "@sinclair/typebox";
import type { Workspace } from "./jail.js";
import { openFailure, openInside, replaceContent } from "./open-inside.js";
import type { Tool, ToolOutput } from "./tool.js";
import { countLines } from "./truncate.js";

const WriteFileParams = Type.Object(
  {
    path: Type.String({ minLength: 1, description: "File path, relative to the workspace root." }),
    content: Type.String({ description: "The whole new content of the file." }),
  },
  { additionalProperties: false },
);

/**
 * Opens an existing file, or creates it (and its folders), without following symlinks. Whether
 * it existed decides "Created" or "Overwrote". Never throws: a failure is a sentence.
 */
async function openForWrite(
  root: string,
  relative: string,
): Promise<{ handle: FileHandle; existed: boolean } | { error: string }> {
  // O_NONBLOCK: a FIFO must not hang the call; it is refused as not a regular file.
  const flags = constants.O_WRONLY | constants.O_NONBLOCK;
  try {
    return { handle: await openInside(root, relative, { flags, createParents: true }), existed: true };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EISDIR") return { error: `${relative} is a folder; give a file path` };
    if (code !== "ENOENT") return { error: `cannot write ${relative}: ${openFailure(error)}` };
  }
  try {
    const created = constants.O_CREAT | constants.O_EXCL;
    return {
      handle: await openInside(root, relative, { flags: flags | created, mode: 0o666, createParents: true }),
      existed: false,
    };
  } catch (error) {
    return { error: `cannot write ${relative}: ${openFailure(error)}` };
  }
}

export function createWriteFileTool(workspace: Workspace): Tool<typeof WriteFileParams> {
  return {
    name: "write_file",
    description:
      "Create a file, or overwrite one, with `content` (the whole file). Missing parent folders are created. " +
      "Paths stay inside the workspace and never inside .git/. To change part of an existing file, prefer edit_file.",
    parameters: WriteFileParams,
    readOnly: false,
    async execute(args: Static<typeof WriteFileParams>): Promise<ToolOutput> {
      const resolved = await workspace.resolveInside(args.path, { forWrite: true });
      if (!resolved.ok) return { isError: true, content: `Error: ${resolved.error}.` };
      const where = resolved.value;
      const opened = await openForWrite(workspace.root, where.relative);
      if ("error" in opened) return { isError: true, content: `Error: ${opened.error}.` };
      try {
        if (!(await opened.handle.stat()).isFile())
          return { isError: true, content: `Error: ${where.relative} is not a regular file.` };
        await replaceContent(opened.handle, Buffer.from(args.content, "utf8"));
      } finally {
        await opened.handle.close();
      }
      const before = opened.existed;
      const bytes = Buffer.byteLength(args.content, "utf8");
      const verb = before ? "Overwrote" : "Created";
      const lines = countLines(args.content);
      return {
        content: `${verb} ${where.relative}: ${bytes} bytes, ${lines} ${lines === 1 ? "line" : "lines"}.`,
      };
    },
  };
}

import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Static, Type } from "@sinclair/typebox";
import type { Workspace } from "./jail.js";
import type { Tool, ToolOutput } from "./tool.js";
import { countLines } from "./truncate.js";

const WriteFileParams = Type.Object(
  {
    path: Type.String({ minLength: 1, description: "File path, relative to the workspace root." }),
    content: Type.String({ description: "The whole new content of the file." }),
  },
  { additionalProperties: false },
);

export function createWriteFileTool(workspace: Workspace): Tool<typeof WriteFileParams> {
  return {
    name: "write_file",
    description:
      "Create a file, or overwrite one, with `content` (the whole file). Missing parent folders are created. " +
      "Paths stay inside the workspace and never inside .git/. To change part of an existing file, prefer edit_file.",
    parameters: WriteFileParams,
    readOnly: false,
    async execute(args: Static<typeof WriteFileParams>): Promise<ToolOutput> {
      const where = await workspace.resolveInside(args.path, { forWrite: true });
      if (!where.ok) return { isError: true, content: `Error: ${where.error}.` };
      const before = await stat(where.path).catch(() => undefined);
      if (before?.isDirectory()) {
        return { isError: true, content: `Error: ${where.relative} is a folder; give a file path.` };
      }
      await mkdir(path.dirname(where.path), { recursive: true });
      await writeFile(where.path, args.content, "utf8");
      const bytes = Buffer.byteLength(args.content, "utf8");
      const verb = before ? "Overwrote" : "Created";
      const lines = countLines(args.content);
      return {
        content: `${verb} ${where.relative}: ${bytes} bytes, ${lines} ${lines === 1 ? "line" : "lines"}.`,
      };
    },
  };
}

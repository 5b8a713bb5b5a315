import { constants } from "node:fs";
import { type FileHandle, readdir } from "node:fs/promises";
import { type Static, Type } from "@sinclair/typebox";
import { clip } from "../text/clip.js";
import type { Workspace } from "./jail.js";
import { isMissing, openedPath, openFailure, openInside } from "./open-inside.js";
import { didYouMean } from "./suggest.js";
import type { Tool, ToolOutput } from "./tool.js";
import { formatBytes } from "./truncate.js";

/** Lines shown when the model gives no `limit`. */
export const DEFAULT_READ_LINES = 2000;
/** Bytes of numbered text one read may show; more is left for the next page. */
export const MAX_READ_BYTES = 48 * 1024;
/** Characters of one line shown; minified code and data lines are cut here. */
export const MAX_LINE_CHARS = 2000;
/** Bytes looked at to tell binary from text (git looks at 8000 too). */
export const BINARY_PROBE_BYTES = 8000;
/** Entries listed when the path is a folder. */
const MAX_FOLDER_ENTRIES = 50;

/** `     1|text`: the line number right-aligned in six columns, a bar, the line. */
export function numberLine(n: number, text: string): string {
  return `${String(n).padStart(6)}|${text}`;
}

/** True when the first bytes of an open file hold a NUL byte: it is not text. */
export async function isBinaryHandle(handle: FileHandle): Promise<boolean> {
  const probe = Buffer.alloc(BINARY_PROBE_BYTES);
  const { bytesRead } = await handle.read(probe, 0, BINARY_PROBE_BYTES, 0);
  return probe.subarray(0, bytesRead).includes(0);
}

/** Bytes read from the file at a time. */
const READ_CHUNK_BYTES = 64 * 1024;

/** The chunks of an open file from its start; stops (throwing the abort reason) when `signal` aborts. */
async function* chunksOf(handle: FileHandle, signal: AbortSignal): AsyncGenerator<Buffer> {
  let position = 0;
  for (;;) {
    signal.throwIfAborted();
    const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, READ_CHUNK_BYTES, position);
    if (bytesRead === 0) return;
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

interface Page {
  lines: string[];
  /** Line number of `lines[0]`. */
  first: number;
  totalLines: number;
  /** The byte budget ended the page before `limit` lines. */
  byteLimited: boolean;
  /** Lines cut at MAX_LINE_CHARS. */
  cutLines: number;
}

/**
 * Reads lines `offset .. offset+limit-1` within MAX_READ_BYTES, streaming the file so that a
 * huge one costs memory only for the page; the rest is only counted.
 */
async function readPage(
  handle: FileHandle,
  offset: number,
  limit: number,
  signal: AbortSignal,
): Promise<Page> {
  const page: Page = { lines: [], first: offset, totalLines: 0, byteLimited: false, cutLines: 0 };
  let lineNo = 1;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let lineHasBytes = false;
  let used = 0;
  const inPage = (): boolean => lineNo >= offset && lineNo < offset + limit && !page.byteLimited;
  const endLine = (): void => {
    if (inPage()) {
      let text = Buffer.concat(pending).toString("utf8");
      if (text.endsWith("\r")) text = text.slice(0, -1);
      if (text.length > MAX_LINE_CHARS) {
        text = `${clip(text, MAX_LINE_CHARS, { marker: () => "" })}… [line cut at ${MAX_LINE_CHARS} characters]`;
        page.cutLines++;
      }
      const rendered = numberLine(lineNo, text);
      const size = Buffer.byteLength(rendered) + 1;
      if (used + size > MAX_READ_BYTES && page.lines.length > 0) page.byteLimited = true;
      else {
        page.lines.push(rendered);
        used += size;
      }
    }
    pending = [];
    pendingBytes = 0;
    lineHasBytes = false;
    lineNo++;
  };
  // Enough bytes to fill MAX_LINE_CHARS characters of any script, and to see a trailing "\r".
  const keepBytes = MAX_LINE_CHARS * 4 + 1;
  for await (const buffer of chunksOf(handle, signal)) {
    let pos = 0;
    while (pos < buffer.length) {
      const nl = buffer.indexOf(10, pos);
      const end = nl === -1 ? buffer.length : nl;
      if (end > pos) lineHasBytes = true;
      if (inPage() && pendingBytes < keepBytes) {
        const piece = buffer.subarray(pos, Math.min(end, pos + keepBytes - pendingBytes));
        pending.push(piece);
        pendingBytes += piece.length;
      }
      if (nl === -1) break;
      endLine();
      pos = nl + 1;
    }
  }
  if (lineHasBytes) endLine();
  page.totalLines = lineNo - 1;
  return page;
}

function footer(page: Page, relative: string): string {
  const last = page.first + page.lines.length - 1;
  const notes: string[] = [];
  if (last < page.totalLines) {
    const why = page.byteLimited ? ` (output limit ${formatBytes(MAX_READ_BYTES)})` : "";
    notes.push(
      `[Showing lines ${page.first}-${last} of ${page.totalLines}${why}. To read more, call read_file with ` +
        `path "${relative}" and offset ${last + 1}.]`,
    );
  }
  if (page.cutLines > 0)
    notes.push(`[${page.cutLines} long lines were cut at ${MAX_LINE_CHARS} characters.]`);
  return notes.length > 0 ? `\n${notes.join("\n")}` : "";
}

async function describeFolder(folder: string, relative: string): Promise<string> {
  const entries = await readdir(folder, { withFileTypes: true });
  const names = entries.map((e) => (e.isDirectory() ? `${e.name}/` : e.name)).sort();
  const shown = names.slice(0, MAX_FOLDER_ENTRIES).join(", ");
  const more = names.length > MAX_FOLDER_ENTRIES ? `, … (${names.length} entries)` : "";
  return `Error: ${relative} is a folder, not a file. It holds: ${shown || "(nothing)"}${more}. Use glob to find files.`;
}

const ReadFileParams = Type.Object(
  {
    path: Type.String({ minLength: 1, description: "File path, relative to the workspace root." }),
    offset: Type.Optional(
      Type.Integer({ minimum: 1, description: "First line to show (1-based); default 1." }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, description: `Lines to show; default ${DEFAULT_READ_LINES}.` }),
    ),
  },
  { additionalProperties: false },
);

export function createReadFileTool(workspace: Workspace): Tool<typeof ReadFileParams> {
  return {
    name: "read_file",
    description:
      "Read a text file of the workspace. Lines come numbered as `     N|text` (the number right-aligned in " +
      "six columns; the number and bar are not part of the file). Shows up to " +
      `${DEFAULT_READ_LINES} lines or ${formatBytes(MAX_READ_BYTES)} from \`offset\` (1-based), lines longer ` +
      `than ${MAX_LINE_CHARS} characters cut; a note at the end says how to read the rest. Binary files are ` +
      "reported, not shown.",
    parameters: ReadFileParams,
    readOnly: true,
    async execute(args: Static<typeof ReadFileParams>, { signal }): Promise<ToolOutput> {
      const resolved = await workspace.resolveInside(args.path);
      if (!resolved.ok) return { isError: true, content: `Error: ${resolved.error}.` };
      const where = resolved.value;
      let handle: FileHandle;
      try {
        // O_NONBLOCK: a FIFO must not hang the read; it is reported as not a regular file below.
        handle = await openInside(workspace.root, where.relative, {
          flags: constants.O_RDONLY | constants.O_NONBLOCK,
        });
      } catch (error) {
        if (!isMissing(error))
          return { isError: true, content: `Error: cannot open ${where.relative}: ${openFailure(error)}.` };
        const hint = await didYouMean(workspace, where.path);
        return { isError: true, content: `Error: ${where.relative} does not exist.${hint}` };
      }
      try {
        return await readOpened(handle, where, args, signal);
      } finally {
        await handle.close();
      }
    },
  };
}

async function readOpened(
  handle: FileHandle,
  where: { path: string; relative: string },
  args: Static<typeof ReadFileParams>,
  signal: AbortSignal,
): Promise<ToolOutput> {
  const { relative } = where;
  const info = await handle.stat();
  if (info.isDirectory())
    return { isError: true, content: await describeFolder(openedPath(handle, where.path), relative) };
  if (!info.isFile()) return { isError: true, content: `Error: ${relative} is not a regular file.` };
  if (info.size === 0) return { content: `(${relative} is empty)` };
  if (await isBinaryHandle(handle)) {
    return {
      isError: true,
      content: `Error: ${relative} is a binary file (${formatBytes(info.size)}, ${info.size} bytes); it is not shown.`,
    };
  }
  const offset = args.offset ?? 1;
  const page = await readPage(handle, offset, args.limit ?? DEFAULT_READ_LINES, signal);
  if (page.lines.length === 0) {
    return {
      isError: true,
      content: `Error: offset ${offset} is past the end of ${relative}, which has ${page.totalLines} lines.`,
    };
  }
  return { content: page.lines.join("\n") + footer(page, relative) };
}

import { type Static, Type } from "@sinclair/typebox";
import type { SkillCatalog, SkillFile } from "../github/context/skills.js";
import { clip } from "../text/clip.js";
import { stripInvisible } from "../text/sanitize.js";
import { DEFAULT_READ_LINES, MAX_LINE_CHARS, MAX_READ_BYTES, numberLine } from "../tools/read-file.js";
import type { AnyTool, ToolOutput } from "../tools/tool.js";
import { formatBytes } from "../tools/truncate.js";

const ReadSkillParams = Type.Object(
  {
    name: Type.String({ minLength: 1, description: "The skill's name, as the system prompt lists it." }),
    path: Type.Optional(
      Type.String({
        description:
          "A file or folder inside the skill's folder, relative to it (e.g. `scripts/check.sh`, or `.` for the folder); default SKILL.md.",
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * `read_skill` (DESIGN section 11): a skill's SKILL.md, or a file or folder inside its folder, as
 * the trusted branch holds it (the catalog never reads a pull request's head). A file comes
 * numbered as read_file numbers it, cut as read_file cuts a page; invisible and control characters
 * are removed. Run in the action's own process: it reads no workspace.
 */
export function createReadSkillTool(catalog: SkillCatalog): AnyTool {
  return {
    name: "read_skill",
    description:
      "Read one of the repository's skills (listed in the system prompt): its SKILL.md by default, or a file or " +
      "folder inside the skill's folder with `path`. Files come numbered as `     N|text` (not part of the file), " +
      `up to ${DEFAULT_READ_LINES} lines or ${formatBytes(MAX_READ_BYTES)}, lines longer than ${MAX_LINE_CHARS} ` +
      `characters cut. Skills are read from ${catalog.from}, not from the files you change.`,
    parameters: ReadSkillParams,
    readOnly: true,
    async execute(args: Static<typeof ReadSkillParams>): Promise<ToolOutput> {
      const read = await catalog.read(args.name, args.path);
      if (!read.ok) return { isError: true, content: `Error: ${read.error}.` };
      return { content: shown(read.value) };
    },
  };
}

function shown(file: SkillFile): string {
  const text = stripInvisible(file.text);
  if (file.kind === "folder") return `${file.path}/ holds:\n${text || "(nothing)"}`;
  if (text === "") return `(${file.path} is empty)`;
  const lines = text.endsWith("\n") ? text.slice(0, -1).split("\n") : text.split("\n");
  const numbered: string[] = [];
  let used = 0;
  let cut = 0;
  for (const [index, line] of lines.slice(0, DEFAULT_READ_LINES).entries()) {
    let kept = line;
    if (kept.length > MAX_LINE_CHARS) {
      kept = `${clip(kept, MAX_LINE_CHARS, { marker: () => "" })}… [line cut at ${MAX_LINE_CHARS} characters]`;
      cut++;
    }
    const rendered = numberLine(index + 1, kept);
    used += Buffer.byteLength(rendered) + 1;
    if (used > MAX_READ_BYTES && numbered.length > 0) break;
    numbered.push(rendered);
  }
  const notes: string[] = [];
  if (numbered.length < lines.length)
    notes.push(
      `[Showing lines 1-${numbered.length} of ${lines.length}; the rest of this skill's file is not shown. ` +
        "Skill files are meant to be short: follow what is shown.]",
    );
  if (cut > 0) notes.push(`[${cut} long lines were cut at ${MAX_LINE_CHARS} characters.]`);
  return [`${file.path}:`, ...numbered, ...notes].join("\n");
}

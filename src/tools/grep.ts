import { stat } from "node:fs/promises";
import { type Static, Type } from "@sinclair/typebox";
import { fail } from "../base/result.js";
import { clip } from "../text/clip.js";
import { IgnoreRules } from "./gitignore.js";
import {
  GREP_BACKENDS,
  type GrepBackendName,
  type GrepEnvironment,
  type GrepOutcome,
  type GrepQuery,
  onPath,
} from "./grep-backends.js";
import type { Workspace } from "./jail.js";
import { didYouMean } from "./suggest.js";
import type { Tool, ToolOutput } from "./tool.js";
import { truncateText } from "./truncate.js";

/** Matches shown at most; more means the search should be narrowed. */
export const MAX_GREP_MATCHES = 100;
/** Characters of a matching line shown. */
export const MAX_MATCH_LINE_CHARS = 300;
/** Byte cap of the whole result, whatever the lines hold. */
const MAX_GREP_BYTES = 32 * 1024;
/** Tried in this order; one that is unavailable (no rg, not a git work tree) passes to the next. */
export const DEFAULT_GREP_BACKENDS: readonly GrepBackendName[] = ["rg", "git", "walk"];

export interface GrepOptions {
  /** Environment of the search programs (its PATH decides whether rg is used). */
  env: NodeJS.ProcessEnv;
  /** Backends to try, in order; DEFAULT_GREP_BACKENDS unless a test pins one. */
  backends?: readonly GrepBackendName[];
}

/** Runs the query on the first backend that is available. */
export async function searchWorkspace(
  query: GrepQuery,
  where: GrepEnvironment,
  backends: readonly GrepBackendName[] = DEFAULT_GREP_BACKENDS,
): Promise<GrepOutcome & { backend?: GrepBackendName }> {
  let last: GrepOutcome = fail("no search backend is available");
  for (const name of backends) {
    if (name === "rg" && !(await onPath("rg", where.env))) continue;
    last = await GREP_BACKENDS[name](query, where);
    if (last.ok || !last.unavailable) return { ...last, backend: name };
  }
  return last;
}

/** A matching line as shown: without its carriage return, cut after MAX_MATCH_LINE_CHARS with `…`. */
const shownLine = (text: string): string =>
  clip(text.endsWith("\r") ? text.slice(0, -1) : text, MAX_MATCH_LINE_CHARS + 1);

const GrepParams = Type.Object(
  {
    pattern: Type.String({
      minLength: 1,
      description: "Regular expression (Perl-like: \\d, \\b, (?i) work).",
    }),
    path: Type.Optional(
      Type.String({ description: "File or folder to search; default the workspace root." }),
    ),
    glob: Type.Optional(
      Type.String({
        description: 'Only files matching this glob: "*.ts" (names, any depth) or "src/**/*.test.ts".',
      }),
    ),
  },
  { additionalProperties: false },
);

export function createGrepTool(workspace: Workspace, options: GrepOptions): Tool<typeof GrepParams> {
  return {
    name: "grep",
    description:
      "Search file contents for a regular expression, line by line. Skips binary files and what .gitignore " +
      'ignores, unless `path` itself is ignored (node_modules/some-lib is then searched). `glob` without "/" ' +
      'matches file names at any depth ("*.ts"), with "/" paths below `path` ("src/**/*.test.ts"). Returns up ' +
      `to ${MAX_GREP_MATCHES} matches as \`path:line:text\` (paths from the workspace root, lines cut at ` +
      `${MAX_MATCH_LINE_CHARS} characters), sorted by path; a note says when there are more: then narrow with ` +
      "path, glob or a more specific pattern.",
    parameters: GrepParams,
    readOnly: true,
    async execute(args: Static<typeof GrepParams>, { signal }): Promise<ToolOutput> {
      const resolved = await workspace.resolveInside(args.path ?? ".");
      if (!resolved.ok) return { isError: true, content: `Error: ${resolved.error}.` };
      const where = resolved.value;
      const info = await stat(where.path).catch(() => undefined);
      if (!info) {
        const hint = await didYouMean(workspace, where.path);
        return { isError: true, content: `Error: ${where.relative} does not exist.${hint}` };
      }
      const query: GrepQuery = {
        pattern: args.pattern,
        target: where.path,
        targetIsFile: info.isFile(),
        glob: args.glob || undefined,
        noIgnore: new IgnoreRules(workspace.root).ignores(where.path, info.isDirectory()),
        limit: MAX_GREP_MATCHES,
        signal,
      };
      const found = await searchWorkspace(query, { workspace, env: options.env }, options.backends);
      if (!found.ok) return { isError: true, content: `Error: grep failed: ${found.error}` };
      const scope = `${where.relative}${args.glob ? ` (files matching ${args.glob})` : ""}`;
      const { matches, more: pastLimit } = found.value;
      if (matches.length === 0 && pastLimit) {
        return {
          isError: true,
          content: `Error: the search of ${scope} timed out; narrow it with path or glob.`,
        };
      }
      if (matches.length === 0) return { content: `No matches for ${args.pattern} in ${scope}.` };
      const lines = matches.map((m) => `${m.file}:${m.line}:${shownLine(m.text)}`);
      const body = truncateText(lines.join("\n"), { maxBytes: MAX_GREP_BYTES }).text;
      const more = pastLimit
        ? `\n[Showing the first ${matches.length} matches; there are more. Narrow the search with path, glob or a more specific pattern.]`
        : "";
      return { content: body + more };
    },
  };
}

import { stat } from "node:fs/promises";
import { type Static, Type } from "@sinclair/typebox";
import { findFiles } from "./find-files.js";
import { IgnoreRules } from "./gitignore.js";
import type { Workspace } from "./jail.js";
import type { Tool, ToolOutput } from "./tool.js";

/** Paths listed at most; more means the pattern should be narrowed. */
export const MAX_GLOB_RESULTS = 200;

const GlobParams = Type.Object(
  {
    pattern: Type.String({
      minLength: 1,
      description: 'Glob relative to `path`, e.g. "**/*.ts", "src/**/test_*.py", "*.{json,yml}".',
    }),
    path: Type.Optional(Type.String({ description: "Folder to search from; default the workspace root." })),
  },
  { additionalProperties: false },
);

/** Why a pattern cannot be used, or undefined: it must stay below the folder it starts from. */
function badPattern(pattern: string): string | undefined {
  if (pattern.startsWith("/")) return "the pattern must be relative (put the folder in `path`)";
  if (pattern.split("/").includes(".."))
    return 'the pattern must not contain ".." (put the folder in `path`)';
  return undefined;
}

export interface GlobOptions {
  /** The tools' environment: its PATH finds git where the system folders do not hold it. */
  env?: NodeJS.ProcessEnv;
}

export function createGlobTool(workspace: Workspace, options: GlobOptions = {}): Tool<typeof GlobParams> {
  const env = options.env ?? { PATH: process.env.PATH };
  return {
    name: "glob",
    description:
      "List files whose path matches a glob, skipping .git/ and what .gitignore ignores (unless `path` itself " +
      "is ignored, like node_modules/some-lib). `*` stays in one " +
      'folder, `**` crosses folders ("*.ts" matches only in `path` itself; "**/*.ts" at any depth); braces ' +
      `work. Paths come relative to the workspace root, sorted, at most ${MAX_GLOB_RESULTS}; a note says when ` +
      "there are more.",
    parameters: GlobParams,
    readOnly: true,
    async execute(args: Static<typeof GlobParams>, { signal }): Promise<ToolOutput> {
      const problem = badPattern(args.pattern);
      if (problem)
        return { isError: true, content: `Error: ${problem}; got ${JSON.stringify(args.pattern)}.` };
      const resolved = await workspace.resolveInside(args.path ?? ".");
      if (!resolved.ok) return { isError: true, content: `Error: ${resolved.error}.` };
      const where = resolved.value;
      const info = await stat(where.path).catch(() => undefined);
      if (!info?.isDirectory()) {
        return {
          isError: true,
          content: `Error: ${where.relative} is not a folder${info ? "" : " (it does not exist)"}.`,
        };
      }
      // A folder git ignores (node_modules/some-lib) is listed when asked for by name.
      const ignored = new IgnoreRules(workspace.root).ignores(where.path, true);
      const found = await findFiles(workspace.root, args.pattern, {
        cwd: where.path,
        includeIgnored: ignored,
        env,
        signal,
      });
      // Only the paths shown are looked at on disk: the rest are counted as git lists them.
      const shown: string[] = [];
      let next = 0;
      for (; next < found.paths.length && shown.length < MAX_GLOB_RESULTS; next++) {
        const file = found.paths[next] as string;
        if (found.isPlainFile(file)) shown.push(file);
      }
      const total = shown.length + found.paths.length - next;
      if (total === 0) return { content: `No files match ${args.pattern} in ${where.relative}.` };
      const more =
        total > shown.length
          ? `\n[Showing ${shown.length} of ${total} paths. Narrow the pattern or the path.]`
          : "";
      return { content: shown.join("\n") + more };
    },
  };
}

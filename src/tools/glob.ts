import { stat } from "node:fs/promises";
import { type Static, Type } from "@sinclair/typebox";
import { IgnoreRules, listFiles } from "./gitignore.js";
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

export function createGlobTool(workspace: Workspace): Tool<typeof GlobParams> {
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
      const where = await workspace.resolveInside(args.path ?? ".");
      if (!where.ok) return { isError: true, content: `Error: ${where.error}.` };
      const info = await stat(where.path).catch(() => undefined);
      if (!info?.isDirectory()) {
        return {
          isError: true,
          content: `Error: ${where.relative} is not a folder${info ? "" : " (it does not exist)"}.`,
        };
      }
      // A folder git ignores (node_modules/some-lib) is listed when asked for by name.
      const ignored = new IgnoreRules(workspace.root).ignores(where.path, true);
      const rules = new IgnoreRules(workspace.root, { gitignore: !ignored });
      const files = await listFiles(rules, args.pattern, { cwd: where.path, signal });
      const paths = files.map((f) => workspace.display(f)).sort();
      if (paths.length === 0) return { content: `No files match ${args.pattern} in ${where.relative}.` };
      const shown = paths.slice(0, MAX_GLOB_RESULTS).join("\n");
      const more =
        paths.length > MAX_GLOB_RESULTS
          ? `\n[Showing ${MAX_GLOB_RESULTS} of ${paths.length} paths. Narrow the pattern or the path.]`
          : "";
      return { content: shown + more };
    },
  };
}

/**
 * `repo-agent check-workflow FILE…`: a workflow of your own checked before you commit it, with the
 * checks CI runs on this repository's workflows (check.ts), against the action.yml of the clone
 * this command line runs from.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { fail, ok, type Result } from "../../base/result.js";
import { EXIT_CODES, usage } from "../exit-codes.js";
import { actionInputs, checkWorkflows, type WorkflowFile, workflowsIn } from "./check.js";

const HELP = `Usage: repo-agent check-workflow FILE…

Checks workflow files (or the complete workflows shown in Markdown files) before you commit them:
GitHub's workflow schema, the inputs and values the Repo Agent steps pass, permissions, the
concurrency group, that other actions are pinned to a commit, and that no job which checks out a
fork's head holds a token that writes or a secret other than the model key. Prints each problem.

Exit codes: 0 no problems, 1 problems found, 2 bad usage.
`;

/**
 * The action.yml of this clone: the nearest one above this module, which is `dist/cli/` in the
 * bundle and `src/cli/workflow-check/` in the source. Undefined when there is none.
 */
function ownActionYml(): string | undefined {
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    const candidate = join(folder, "action.yml");
    if (existsSync(candidate)) return candidate;
    if (dirname(folder) === folder) return undefined;
  }
}

/** The file at `path`, named relative to the working folder; never throws. */
function readWorkflowFile(path: string): Result<WorkflowFile> {
  try {
    return ok({ name: relative(process.cwd(), resolve(path)), content: readFileSync(path, "utf8") });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      code === "ENOENT" ? `${path}: there is no such file` : `${path}: ${(error as Error).message}`,
    );
  }
}

/** The parsed arguments; throws parseArgs' own error for an unknown flag. */
function parseCommand(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { help: { type: "boolean", short: "h" } },
  });
}

/** Runs `repo-agent check-workflow` with the arguments after the command's name; returns the exit code. */
export function checkWorkflowCommand(argv: string[]): number {
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    return usage(`${(error as Error).message}\nRun "repo-agent check-workflow --help" for the usage.`);
  }
  if (parsed.values.help) {
    console.log(HELP);
    return 0;
  }
  if (parsed.positionals.length === 0) {
    return usage("name the workflow files to check: repo-agent check-workflow .github/workflows/agent.yml");
  }
  const files: WorkflowFile[] = [];
  for (const path of parsed.positionals) {
    const read = readWorkflowFile(path);
    if (!read.ok) return usage(read.error);
    files.push(read.value);
  }
  const workflows = files.flatMap(workflowsIn);
  if (workflows.length === 0)
    return usage("no workflows to check: a Markdown file needs a ```yaml block with jobs:");
  const actionYml = ownActionYml();
  if (!actionYml) {
    console.error(
      "repo-agent: action.yml was not found beside the command line; run it from a clone of Repo Agent",
    );
    return EXIT_CODES.error;
  }
  const { problems, summary } = checkWorkflows(workflows, actionInputs(readFileSync(actionYml, "utf8")));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
    console.error(`${count(problems.length, "problem")} in ${count(workflows.length, "workflow")}`);
    return EXIT_CODES.error;
  }
  console.log(summary);
  return 0;
}

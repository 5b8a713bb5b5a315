/**
 * Checks this repository's workflows, offline, with the checks of `repo-agent check-workflow`
 * (src/cli/workflow-check/check.ts: GitHub's workflow schema, this action's inputs and values,
 * permissions, concurrency, pinned actions), and action.yml itself against GitHub's action schema.
 *
 * The complete workflows shown in README.md (```yaml blocks with a `jobs:` key) are checked too.
 *
 *   npx tsx scripts/check-workflows.ts                 # examples/workflows, .github/workflows, README.md
 *   npx tsx scripts/check-workflows.ts FILE… [--action FILE]   # workflow files, or Markdown files
 *
 * Exits 1 and lists the problems when there are any.
 */
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { actionInputs, checkAction, checkWorkflows, workflowsIn } from "../src/cli/workflow-check/check.js";
import { filesIn, runIfMain } from "./lib.js";

/** The folders checked when no file is named. */
export const DEFAULT_FOLDERS = ["examples/workflows", ".github/workflows"];
/** Markdown files whose complete workflows are checked when no file is named. */
export const DEFAULT_DOCUMENTS = ["README.md"];

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { action: { type: "string", default: "action.yml" } },
  });
  const actionYml = readFileSync(resolve(values.action), "utf8");
  const actionProblems = checkAction({
    name: relative(process.cwd(), resolve(values.action)),
    content: actionYml,
  });
  const paths =
    positionals.length > 0
      ? positionals
      : [...DEFAULT_FOLDERS.flatMap((folder) => filesIn(folder, /\.ya?ml$/)), ...DEFAULT_DOCUMENTS];
  const workflows = paths.flatMap((path) =>
    workflowsIn({ name: relative(process.cwd(), resolve(path)), content: readFileSync(path, "utf8") }),
  );
  if (workflows.length === 0) {
    console.error("No workflows to check.");
    return 1;
  }
  const { problems, summary } = checkWorkflows(workflows, actionInputs(actionYml));
  for (const problem of [...actionProblems, ...problems]) console.error(problem);
  if (actionProblems.length > 0 || problems.length > 0) return 1;
  console.log(summary);
  return 0;
}

runIfMain(import.meta.url, main);

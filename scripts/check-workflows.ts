/**
 * Checks workflow files the way GitHub would read them, offline:
 *
 * - each file against GitHub's workflow schema, with the official parser (`@actions/workflow-parser`);
 * - every `with:` key of a step that uses this action (`uses: ./` or `<owner>/repo-agent@<ref>`)
 *   is an input of action.yml;
 * - action.yml itself against GitHub's action schema;
 * - every workflow declares `permissions:` (for the whole workflow or for each job), and every
 *   workflow that runs this action has a `concurrency:` group, as the README's examples teach;
 * - a step that gives this action its own `github-token` (a GitHub App's, say) follows a checkout
 *   that leaves no other token behind: the action pushes with the checkout's credential when
 *   there is one, so the job's GITHUB_TOKEN would push, and start no CI, all the same.
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
import {
  isMapping,
  isSequence,
  isString,
  NoOperationTraceWriter,
  parseWorkflow,
} from "@actions/workflow-parser";
import { parseAction } from "@actions/workflow-parser/actions/index";
import { readActionMetadata } from "./action-metadata.js";
import { filesIn, runIfMain } from "./lib.js";

/** The folders checked when no file is named. */
export const DEFAULT_FOLDERS = ["examples/workflows", ".github/workflows"];
/** Markdown files whose complete workflows are checked when no file is named. */
export const DEFAULT_DOCUMENTS = ["README.md"];

/** The repository name this action is published under; `uses: <owner>/repo-agent@<ref>` refers to it. */
export const ACTION_NAME = "repo-agent";

/** True when a step's `uses:` refers to this action: the repository itself, or a published copy. */
export function usesThisAction(uses: string): boolean {
  if (uses === "./" || uses === ".") return true;
  const match = /^[^/\s]+\/([^/@\s]+)@\S+$/.exec(uses);
  return match?.[1]?.toLowerCase() === ACTION_NAME;
}

/** A node of the parsed workflow (the parser's `TemplateToken`, which its index does not export). */
type TemplateToken = Parameters<typeof isMapping>[0];

function mapping(token: TemplateToken | undefined) {
  return token && isMapping(token) ? token : undefined;
}

function entries(token: TemplateToken | undefined): [string, TemplateToken][] {
  const map = mapping(token);
  if (!map) return [];
  return [...map].map((pair) => [pair.key.toString(), pair.value]);
}

function stringOf(token: TemplateToken | undefined): string | undefined {
  return token && isString(token) ? token.value : undefined;
}

/** A `with:` value as written, expressions included (`${{ steps.app.outputs.token }}`). */
function written(token: TemplateToken | undefined): string | undefined {
  return token?.toString();
}

/** An expression compared without its spacing and case: `${{github.token}}` is `${{ github.token }}`. */
function sameExpression(a: string, b: string): boolean {
  const squeeze = (text: string) => text.replace(/\s+/g, "").toLowerCase();
  return squeeze(a) === squeeze(b);
}

/** The ways a workflow names the job's own token. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub expressions, not JS templates.
const JOB_TOKEN = ["${{ github.token }}", "${{ secrets.GITHUB_TOKEN }}"];

/** True when a step's `uses:` is actions/checkout, at any version. */
function isCheckout(uses: string): boolean {
  return /^actions\/checkout@\S+$/i.test(uses);
}

/**
 * The problems of one workflow file; empty when it is fine. `inputs` are the names of
 * action.yml's inputs. Never throws for a bad file: a file that does not parse is a problem.
 */
export function checkWorkflow(
  file: { name: string; content: string },
  inputs: ReadonlySet<string>,
): string[] {
  const parsed = parseWorkflow(file, new NoOperationTraceWriter());
  const schemaProblems = parsed.context.errors.getErrors().map((error) => error.message);
  if (schemaProblems.length > 0 || !parsed.value) {
    return schemaProblems.length > 0 ? schemaProblems : [`${file.name}: not a workflow`];
  }
  const problems: string[] = [];
  const workflow = mapping(parsed.value);
  const jobs = entries(workflow?.find("jobs"));
  const topPermissions = workflow?.find("permissions") !== undefined;
  let runsThisAction = false;

  for (const [jobId, job] of jobs) {
    const jobMap = mapping(job);
    if (!topPermissions && jobMap?.find("permissions") === undefined) {
      problems.push(
        `${file.name}: job "${jobId}" has no permissions block; declare the least it needs (workflow-wide or per job)`,
      );
    }
    const steps = jobMap?.find("steps");
    if (!steps || !isSequence(steps)) continue;
    let index = 0;
    // The token the last actions/checkout left in .git/config: the job's (its default), one
    // given as `token:`, or none (`persist-credentials: false`).
    let checkoutToken: string | undefined;
    for (const step of steps) {
      index += 1;
      const stepMap = mapping(step);
      const uses = stringOf(stepMap?.find("uses"));
      if (!uses) continue;
      const withs = new Map(entries(stepMap?.find("with")));
      if (isCheckout(uses)) {
        const persist = written(withs.get("persist-credentials"))?.trim().toLowerCase();
        checkoutToken = persist === "false" ? undefined : (written(withs.get("token")) ?? JOB_TOKEN[0]);
        continue;
      }
      if (!usesThisAction(uses)) continue;
      runsThisAction = true;
      const label = stringOf(stepMap?.find("name")) ?? stringOf(stepMap?.find("id"));
      const name = label ? `step ${index} ("${label}")` : `step ${index}`;
      for (const key of withs.keys()) {
        if (!inputs.has(key)) {
          problems.push(
            `${file.name}: job "${jobId}", ${name}: "${key}" is not an input of action.yml (inputs: ${[...inputs].join(", ")})`,
          );
        }
      }
      const token = written(withs.get("github-token"));
      const ownToken = token !== undefined && !JOB_TOKEN.some((job) => sameExpression(job, token));
      if (ownToken && checkoutToken !== undefined && !sameExpression(checkoutToken, token)) {
        problems.push(
          `${file.name}: job "${jobId}", ${name}: github-token is ${token}, but actions/checkout left ${checkoutToken} in .git/config, and the action pushes with that; give the checkout step \`persist-credentials: false\` (or the same \`token\`)`,
        );
      }
    }
  }
  if (
    runsThisAction &&
    workflow?.find("concurrency") === undefined &&
    !jobs.every(([, job]) => mapping(job)?.find("concurrency"))
  ) {
    problems.push(
      `${file.name}: runs Repo Agent without a concurrency group; add one so two runs never push the same branch at once`,
    );
  }
  return problems;
}

/**
 * The complete workflows in a Markdown document: fenced `yaml` blocks with a top-level `jobs:`.
 * Each is named after the document and the line its block starts on. Fragments (a single step)
 * are left out.
 */
export function workflowsInMarkdown(markdown: string, name: string): { name: string; content: string }[] {
  const found: { name: string; content: string }[] = [];
  const fence = /^```ya?ml[^\n]*\n([\s\S]*?)^```[ \t]*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const content = match[1] ?? "";
    if (!/^jobs:/m.test(content)) continue;
    const line = markdown.slice(0, match.index).split("\n").length;
    found.push({ name: `${name} (workflow at line ${line})`, content });
  }
  return found;
}

/** action.yml's problems against GitHub's action schema; empty when it is a valid action. */
export function checkAction(file: { name: string; content: string }): string[] {
  const parsed = parseAction(file, new NoOperationTraceWriter());
  return parsed.context.errors.getErrors().map((error) => error.message);
}

/** The input names of action.yml's text. */
export function actionInputs(actionYml: string): Set<string> {
  return new Set(readActionMetadata(actionYml).inputs.map((input) => input.name));
}

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
  const inputs = actionInputs(actionYml);
  const paths =
    positionals.length > 0
      ? positionals
      : [...DEFAULT_FOLDERS.flatMap((folder) => filesIn(folder, /\.ya?ml$/)), ...DEFAULT_DOCUMENTS];
  const workflows = paths.flatMap((path) => {
    const name = relative(process.cwd(), resolve(path));
    const content = readFileSync(path, "utf8");
    return /\.(md|markdown)$/i.test(path) ? workflowsInMarkdown(content, name) : [{ name, content }];
  });
  if (workflows.length === 0) {
    console.error("No workflows to check.");
    return 1;
  }
  const problems = [...actionProblems, ...workflows.flatMap((workflow) => checkWorkflow(workflow, inputs))];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) return 1;
  console.log(`${workflows.length} workflows match GitHub's schema and action.yml`);
  return 0;
}

runIfMain(import.meta.url, main);

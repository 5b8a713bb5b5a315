/**
 * Checks a workflow file the way GitHub would read it, offline, and the way this action would:
 *
 * - against GitHub's workflow schema, with the official parser (`@actions/workflow-parser`);
 * - every `with:` key of a step that uses this action (`uses: ./` or `<owner>/repo-agent@<ref>`)
 *   is an input of action.yml, and every value written out (no `${{ … }}`) is one the action
 *   accepts (`max-steps: abc`, `sandbox: maybe` are refused when the job starts);
 * - every workflow declares `permissions:` (for the whole workflow or for each job), and every
 *   workflow that runs this action has a `concurrency:` group, as the README's examples teach;
 *   on comments, one that lets comments without the phrase be skipped at once (comment-queue.ts);
 * - a step that gives this action its own `github-token` (a GitHub App's, say) follows a checkout
 *   that leaves no other token behind: the action pushes with the checkout's credential when
 *   there is one, so the job's GITHUB_TOKEN would push, and start no CI, all the same;
 * - every other action (and reusable workflow) is pinned to a full commit SHA, with its version
 *   in a comment (uses.ts);
 * - no job that checks out a pull request's head, on an event that runs with the base
 *   repository's rights, holds a token that writes or a secret beyond the model key
 *   (fork-checkout.ts).
 */
import { NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { parseAction } from "@actions/workflow-parser/actions/index";
import { commentQueueProblem, eventsOf } from "./comment-queue.js";
import { forkCheckoutProblem } from "./fork-checkout.js";
import { refusedValues } from "./input-values.js";
import { entries, items, mapping, sourceLine, stringOf, type TemplateToken, written } from "./tokens.js";
import { isCheckout, pinProblem, usesThisAction } from "./uses.js";

/** A file to check: its name, as messages show it, and its text. */
export interface WorkflowFile {
  name: string;
  content: string;
}

/** An expression compared without its spacing and case: `${{github.token}}` is `${{ github.token }}`. */
function sameExpression(a: string, b: string): boolean {
  const squeeze = (text: string) => text.replace(/\s+/g, "").toLowerCase();
  return squeeze(a) === squeeze(b);
}

/** The ways a workflow names the job's own token. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub expressions, not JS templates.
const JOB_TOKEN = ["${{ github.token }}", "${{ secrets.GITHUB_TOKEN }}"];

/** A `with:` value written out: a literal, not an expression (`${{ … }}` anywhere in it). */
function literalValue(token: TemplateToken): string | undefined {
  if (!token.isLiteral) return undefined;
  const value = token.toString();
  return value.includes("${{") ? undefined : value;
}

/** The problems of one step that runs this action: its inputs' names and values. */
function actionStepProblems(
  where: string,
  withs: Map<string, TemplateToken>,
  inputs: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const literal = new Map<string, string>();
  const expressions: string[] = [];
  for (const [key, token] of withs) {
    if (!inputs.has(key)) {
      problems.push(`${where}: "${key}" is not an input of action.yml (inputs: ${[...inputs].join(", ")})`);
      continue;
    }
    const value = literalValue(token);
    if (value === undefined) expressions.push(key);
    else literal.set(key, value);
  }
  for (const refused of refusedValues(literal, expressions)) {
    problems.push(`${where}: ${refused} (the action would stop with this when the job starts)`);
  }
  return problems;
}

/** What the workflow as a whole says that each job's checks need. */
interface WorkflowFacts {
  /** The events its `on:` lists. */
  events: string[];
  /** Its `permissions:` for every job at once, when it declares them. */
  topPermissions: TemplateToken | undefined;
  topConcurrency: TemplateToken | undefined;
  /** Its `env:`, which every job holds. */
  topEnv: TemplateToken | undefined;
}

/** What the checks of a job, or of its steps, found. */
interface Findings {
  problems: string[];
  /** Whether one of its steps runs this action. */
  runsThisAction: boolean;
}

/**
 * The problems of one workflow file; empty when it is fine. `inputs` are the names of
 * action.yml's inputs. Never throws for a bad file: a file that does not parse is a problem.
 */
export function checkWorkflow(file: WorkflowFile, inputs: ReadonlySet<string>): string[] {
  const parsed = parseWorkflow(file, new NoOperationTraceWriter());
  const schemaProblems = parsed.context.errors.getErrors().map((error) => error.message);
  if (schemaProblems.length > 0 || !parsed.value) {
    return schemaProblems.length > 0 ? schemaProblems : [`${file.name}: not a workflow`];
  }
  const workflow = mapping(parsed.value);
  const jobs = entries(workflow?.find("jobs"));
  const facts: WorkflowFacts = {
    events: eventsOf(workflow?.find("on")),
    topPermissions: workflow?.find("permissions"),
    topConcurrency: workflow?.find("concurrency"),
    topEnv: workflow?.find("env"),
  };
  const findings = jobs.map(([jobId, job]) => checkJob(file, jobId, job, inputs, facts));
  const problems = findings.flatMap((found) => found.problems);
  if (
    findings.some((found) => found.runsThisAction) &&
    facts.topConcurrency === undefined &&
    !jobs.every(([, job]) => mapping(job)?.find("concurrency"))
  ) {
    problems.push(
      `${file.name}: runs Repo Agent without a concurrency group; add one so two runs never push the same branch at once`,
    );
  }
  return problems;
}

/** One job's problems: its permissions, a reusable workflow it calls, its steps, its comment queue. */
function checkJob(
  file: WorkflowFile,
  jobId: string,
  job: TemplateToken,
  inputs: ReadonlySet<string>,
  facts: WorkflowFacts,
): Findings {
  const problems: string[] = [];
  const jobMap = mapping(job);
  if (facts.topPermissions === undefined && jobMap?.find("permissions") === undefined) {
    problems.push(
      `${file.name}: job "${jobId}" has no permissions block; declare the least it needs (workflow-wide or per job)`,
    );
  }
  // A job that calls a reusable workflow (`uses:` on the job) runs someone's code as much as a step.
  const reusableToken = jobMap?.find("uses");
  const reusable = stringOf(reusableToken);
  const unpinnedWorkflow = reusable && pinProblem(reusable, sourceLine(file.content, reusableToken));
  if (unpinnedWorkflow) problems.push(`${file.name}: job "${jobId}": ${unpinnedWorkflow}`);
  const steps = checkSteps(file, jobId, items(jobMap?.find("steps")), inputs);
  problems.push(...steps.problems);
  const fork = forkCheckoutProblem(`${file.name}: job "${jobId}"`, job, {
    events: facts.events,
    permissions: facts.topPermissions,
    env: facts.topEnv,
  });
  if (fork) problems.push(fork);
  if (steps.runsThisAction) {
    const queued = commentQueueProblem(
      file.content,
      `${file.name}: job "${jobId}"`,
      facts.events,
      jobMap?.find("if") !== undefined,
      [facts.topConcurrency, jobMap?.find("concurrency")],
    );
    if (queued) problems.push(queued);
  }
  return { problems, runsThisAction: steps.runsThisAction };
}

/** The problems of a job's steps, in order: pins, and this action's inputs and token. */
function checkSteps(
  file: WorkflowFile,
  jobId: string,
  steps: TemplateToken[],
  inputs: ReadonlySet<string>,
): Findings {
  const problems: string[] = [];
  let runsThisAction = false;
  // The token the last actions/checkout left in .git/config: the job's (its default), one
  // given as `token:`, or none (`persist-credentials: false`).
  let checkoutToken: string | undefined;
  for (const [offset, step] of steps.entries()) {
    const index = offset + 1;
    const stepMap = mapping(step);
    const usesToken = stepMap?.find("uses");
    const uses = stringOf(usesToken);
    if (!uses) continue;
    const label = stringOf(stepMap?.find("name")) ?? stringOf(stepMap?.find("id"));
    const where = `${file.name}: job "${jobId}", ${label ? `step ${index} ("${label}")` : `step ${index}`}`;
    const unpinned = pinProblem(uses, sourceLine(file.content, usesToken));
    if (unpinned) problems.push(`${where}: ${unpinned}`);
    const withs = new Map(entries(stepMap?.find("with")));
    if (isCheckout(uses)) {
      const persist = written(withs.get("persist-credentials"))?.trim().toLowerCase();
      checkoutToken = persist === "false" ? undefined : (written(withs.get("token")) ?? JOB_TOKEN[0]);
      continue;
    }
    if (!usesThisAction(uses)) continue;
    runsThisAction = true;
    problems.push(...actionStepProblems(where, withs, inputs));
    const tokenProblem = ownTokenProblem(where, written(withs.get("github-token")), checkoutToken);
    if (tokenProblem) problems.push(tokenProblem);
  }
  return { problems, runsThisAction };
}

/**
 * Why a step's own `github-token` would not be the one that pushes: a checkout before it left
 * another token in .git/config, and the action pushes with that. Undefined when all is well.
 */
function ownTokenProblem(
  where: string,
  token: string | undefined,
  checkoutToken: string | undefined,
): string | undefined {
  if (token === undefined || JOB_TOKEN.some((job) => sameExpression(job, token))) return undefined;
  if (checkoutToken === undefined || sameExpression(checkoutToken, token)) return undefined;
  return `${where}: github-token is ${token}, but actions/checkout left ${checkoutToken} in .git/config, and the action pushes with that; give the checkout step \`persist-credentials: false\` (or the same \`token\`)`;
}

/** action.yml's problems against GitHub's action schema; empty when it is a valid action. */
export function checkAction(file: WorkflowFile): string[] {
  const parsed = parseAction(file, new NoOperationTraceWriter());
  return parsed.context.errors.getErrors().map((error) => error.message);
}

/** The input names of action.yml's text, as GitHub's parser reads them; none when it has none. */
export function actionInputs(actionYml: string): Set<string> {
  const parsed = parseAction({ name: "action.yml", content: actionYml }, new NoOperationTraceWriter());
  return new Set(entries(mapping(parsed.value)?.find("inputs")).map(([name]) => name));
}

/**
 * The complete workflows in a Markdown document: fenced `yaml` blocks with a top-level `jobs:`.
 * Each is named after the document and the line its block starts on. Fragments (a single step)
 * are left out.
 */
export function workflowsInMarkdown(markdown: string, name: string): WorkflowFile[] {
  const found: WorkflowFile[] = [];
  const fence = /^```ya?ml[^\n]*\n([\s\S]*?)^```[ \t]*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const content = match[1] ?? "";
    if (!/^jobs:/m.test(content)) continue;
    const line = markdown.slice(0, match.index).split("\n").length;
    found.push({ name: `${name} (workflow at line ${line})`, content });
  }
  return found;
}

/** The workflows of a file: itself, or for Markdown (`.md`), the complete workflows it shows. */
export function workflowsIn(file: WorkflowFile): WorkflowFile[] {
  return /\.(md|markdown)$/i.test(file.name) ? workflowsInMarkdown(file.content, file.name) : [file];
}

/** The problems of `workflows` against action.yml's `inputs`, and the line to print when there are none. */
export function checkWorkflows(
  workflows: readonly WorkflowFile[],
  inputs: ReadonlySet<string>,
): { problems: string[]; summary: string } {
  return {
    problems: workflows.flatMap((workflow) => checkWorkflow(workflow, inputs)),
    summary: `${workflows.length} workflows match GitHub's schema and action.yml`,
  };
}

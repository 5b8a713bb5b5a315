import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isThirdParty, pinProblem } from "../src/cli/workflow-check/uses.js";
import { runProjectScript, type ScriptRun } from "./fixtures/project.js";

/**
 * scripts/check-workflows.ts as .ci/run runs it: the example workflows, this repository's own
 * workflows and the README's workflows pass; broken copies fail with a message naming the file,
 * the place and the problem. (The script is run, not imported: GitHub's parser loads its JSON
 * schemas in a way only tsx and bundlers accept.)
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const scratch = mkdtempSync(join(tmpdir(), "repo-agent-workflows-"));
const example = (name: string) => readFileSync(join(root, "examples", "workflows", name), "utf8");

const checkWorkflows = (args: string[]): Promise<ScriptRun> =>
  runProjectScript("scripts/check-workflows.ts", args);

function write(name: string, content: string): string {
  const path = join(scratch, name);
  writeFileSync(path, content);
  return path;
}

function replaced(text: string, from: string | RegExp, to: string): string {
  const result = text.replace(from, to);
  if (result === text) throw new Error(`the fixture edit did not apply: ${String(from)}`);
  return result;
}

const broken = {
  "unknown-input.yml": replaced(example("comment-trigger.yml"), "api-key:", "apikey:"),
  "bad-schema.yml": replaced(
    example("dispatch.yml"),
    "    runs-on: ubuntu-latest",
    "    runs-on: ubuntu-latest\n    retries: 2",
  ),
  "no-permissions.yml": replaced(example("nightly.yml"), /^permissions:\n( {2}.*\n)+/m, ""),
  "no-concurrency.yml": replaced(example("nightly.yml"), /^concurrency:\n( {2}.*\n)+/m, ""),
  // The group comment-trigger.yml had before: one for every comment of an issue.
  "comment-queue.yml": replaced(
    example("comment-trigger.yml"),
    /^ {2}group: [\s\S]*?\|\| '' \}\}\n/m,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
    "  group: repo-agent-${{ github.event.issue.number || github.event.pull_request.number }}\n",
  ),
  "unpinned.yml": replaced(
    replaced(example("review.yml"), /actions\/checkout@[0-9a-f]{40} # v5\.1\.0/, "actions/checkout@v5"),
    / # v6\.0\.0$/m,
    "",
  ),
  // The fork review's agent job, given a token that writes while it holds the fork's head.
  "fork-write.yml": replaced(
    example("fork-review.yml"),
    "      contents: read\n      issues: read",
    "      contents: write\n      issues: read",
  ),
  "local-action.yml": replaced(
    example("dispatch.yml"),
    "      - uses: repo-agent/repo-agent@v1",
    "      - uses: actions/setup-node@v5\n        with:\n          anything: goes\n      - uses: ./\n        with:\n          max_steps: 3\n      - uses: repo-agent/repo-agent@v1",
  ),
};

let defaults: ScriptRun;
let readmeOnly: ScriptRun;
let linked: ScriptRun;
let brokenRun: ScriptRun;
let readmeRun: ScriptRun;
let actionRun: ScriptRun;

const readme = readFileSync(join(root, "README.md"), "utf8");
const docs = readdirSync(join(root, "docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => readFileSync(join(root, "docs", name), "utf8"));

/** The example workflows the README and docs/ link to by name, as repository paths. */
const linkedExamples = [
  ...new Set(
    [readme, ...docs].flatMap((text) =>
      [...text.matchAll(/\]\((?:\.\.\/)?(examples\/workflows\/[^)#\s]+\.ya?ml)\)/g)].map((m) => m[1] ?? ""),
    ),
  ),
];

/** The events a workflow listens to: the keys of its `on:` mapping. */
function events(workflow: string): string[] {
  const block = /^on:[ \t]*\n((?:(?: {2}.*)?\n)+)/m.exec(workflow)?.[1] ?? "";
  return [...block.matchAll(/^ {2}([a-z_]+):/gm)].map((m) => m[1] ?? "");
}

/** The complete workflows of the README: fenced YAML blocks with jobs, as the check reads them. */
const readmeWorkflows = [...readme.matchAll(/^```ya?ml[^\n]*\n([\s\S]*?)^```[ \t]*$/gm)]
  .map((m) => m[1] ?? "")
  .filter((block) => /^jobs:/m.test(block));

const exampleFiles = readdirSync(join(root, "examples", "workflows")).filter((name) => /\.ya?ml$/.test(name));

beforeAll(async () => {
  const paths = Object.entries(broken).map(([name, content]) => write(name, content));
  const good = write("good.yml", example("comment-trigger.yml"));
  const readmeCopy = write(
    "README-copy.md",
    replaced(
      readme,
      "    timeout-minutes: 40\n    steps:\n      - uses: actions/checkout@",
      "    timeout-minute: 40\n    steps:\n      - uses: actions/checkout@",
    ),
  );
  const badAction = write(
    "action.yml",
    replaced(readFileSync(join(root, "action.yml"), "utf8"), "using: node24", "using: node99"),
  );
  [defaults, readmeOnly, linked, brokenRun, readmeRun, actionRun] = await Promise.all([
    checkWorkflows([]),
    checkWorkflows(["README.md"]),
    checkWorkflows(linkedExamples),
    checkWorkflows([...paths, good]),
    checkWorkflows([readmeCopy]),
    checkWorkflows(["--action", badAction, good]),
  ]);
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function matched(run: ScriptRun): number {
  return Number(/(\d+) workflows match/.exec(run.output)?.[1]);
}

describe("the workflows this repository ships", () => {
  it("all pass, and the check reads every example, every workflow of .github/workflows and the README", () => {
    expect(defaults.output).toContain("workflows match GitHub's schema and action.yml");
    expect(defaults.code).toBe(0);
    const ownWorkflows = readdirSync(join(root, ".github", "workflows")).filter((name) =>
      /\.ya?ml$/.test(name),
    );
    expect(matched(readmeOnly)).toBe(readmeWorkflows.length);
    expect(matched(defaults)).toBe(exampleFiles.length + ownWorkflows.length + readmeWorkflows.length);
  });

  it("include every example the README and the docs link to, and each of them passes", () => {
    expect(linkedExamples.length).toBeGreaterThan(0);
    expect(linked.output).not.toContain("ENOENT");
    expect(linked.code).toBe(0);
    expect(matched(linked)).toBe(linkedExamples.length);
  });

  it("have a fuller example of each README workflow: one listening to all its events", () => {
    expect(readmeWorkflows.length).toBeGreaterThan(0);
    const exampleEvents = exampleFiles.map((name) => events(example(name)));
    for (const workflow of readmeWorkflows) {
      const wanted = events(workflow);
      expect(wanted.length).toBeGreaterThan(0);
      expect(
        exampleEvents.some((listened) => wanted.every((event) => listened.includes(event))),
        `no example in examples/workflows listens to ${wanted.join(", ")}`,
      ).toBe(true);
    }
  });
});

describe("a broken workflow fails the check", () => {
  it("with exit code 1", () => {
    expect(brokenRun.code).toBe(1);
  });

  it("when a step passes this action a key that is not an input of action.yml", () => {
    expect(brokenRun.output).toMatch(
      /unknown-input\.yml: job "agent", step 2 \("agent"\): "apikey" is not an input of action\.yml \(inputs: task, /,
    );
  });

  it("when it breaks GitHub's workflow schema, with the line and column", () => {
    expect(brokenRun.output).toMatch(/bad-schema\.yml \(Line: \d+, Col: \d+\): Unexpected value 'retries'/);
  });

  it("when it declares no permissions", () => {
    expect(brokenRun.output).toContain('no-permissions.yml: job "agent" has no permissions block');
  });

  it("when it runs the action without a concurrency group", () => {
    expect(brokenRun.output).toContain("no-concurrency.yml: runs Repo Agent without a concurrency group");
  });

  it("when it runs the action on comments in one concurrency group for every comment, saying what to add", () => {
    expect(brokenRun.output).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      'comment-queue.yml: job "agent" runs Repo Agent on comments, but its concurrency group (group: repo-agent-${{ github.event.issue.number || github.event.pull_request.number }}) is the same for every comment',
    );
    expect(brokenRun.output).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      "append `${{ !contains(github.event.comment.body, '/agent') && format('-{0}', github.run_id) || '' }}` to the group",
    );
  });

  it("when another action is not pinned to a full commit SHA, or its SHA has no version comment", () => {
    expect(brokenRun.output).toContain(
      'unpinned.yml: job "review", step 1: actions/checkout@v5 is not pinned to a commit, and a tag or branch can be moved onto other code: write `uses: actions/checkout@<full 40-character commit SHA> # v5`',
    );
    expect(brokenRun.output).toMatch(
      /unpinned\.yml: job "review", step 3 \("Keep the trajectory"\): actions\/upload-artifact@[0-9a-f]{40} has no version comment/,
    );
    // This action itself, and actions in the repository, are not someone else's.
    expect(brokenRun.output).not.toMatch(/unpinned\.yml: .*repo-agent\/repo-agent@v1 is not pinned/);
  });

  it("when a job checks out a fork's head and holds a token that writes, naming the job and the two-job shape", () => {
    expect(brokenRun.output).toContain(
      'fork-write.yml: job "agent" checks out the pull request\'s head (step 1), code anyone can write, in a workflow on pull_request_target, and holds a token that writes (permissions contents: write): that code can use them. Split it in two (docs/untrusted-checkouts.md)',
    );
    expect(brokenRun.output).not.toContain('fork-write.yml: job "publish"');
  });

  it("for `uses: ./` too, while other actions' inputs are not checked against action.yml", () => {
    expect(brokenRun.output).toMatch(/local-action\.yml: job "agent", step 3: "max_steps" is not an input/);
    expect(brokenRun.output).not.toContain('"anything"');
  });

  it("and a correct workflow next to it is not blamed", () => {
    expect(brokenRun.output).not.toContain("good.yml");
  });

  it("when it is one of the README's workflows, named by its line", () => {
    expect(readmeRun.code).toBe(1);
    expect(readmeRun.output).toMatch(
      /README-copy\.md \(workflow at line \d+\) \(Line: \d+, Col: \d+\): Unexpected value 'timeout-minute'/,
    );
  });
});

describe("the YAML the README and docs/ show, fragments included", () => {
  it("pins every other action to a full commit SHA, with its version in a comment", () => {
    const documents = [
      { name: "README.md", text: readme },
      ...readdirSync(join(root, "docs"))
        .filter((name) => name.endsWith(".md"))
        .map((name) => ({ name: `docs/${name}`, text: readFileSync(join(root, "docs", name), "utf8") })),
    ];
    const blocks = documents.flatMap(({ name, text }) =>
      [...text.matchAll(/^```ya?ml[^\n]*\n([\s\S]*?)^```[ \t]*$/gm)].map((m) => ({ name, yaml: m[1] ?? "" })),
    );
    const uses = blocks.flatMap(({ name, yaml }) =>
      [...yaml.matchAll(/^[ \t-]*uses:[ \t]*(\S+).*$/gm)].map((m) => ({
        name,
        uses: m[1] ?? "",
        line: m[0],
      })),
    );
    expect(uses.filter(({ uses }) => isThirdParty(uses)).length).toBeGreaterThan(5);
    const unpinned = uses.flatMap(({ name, uses, line }) => {
      const problem = pinProblem(uses, line);
      return problem ? [`${name}: ${problem}`] : [];
    });
    expect(unpinned).toEqual([]);
  });
});

describe("action.yml itself", () => {
  it("is checked against GitHub's action schema", () => {
    expect(actionRun.code).toBe(1);
    expect(actionRun.output).toMatch(/action\.yml \(Line: \d+, Col: \d+\): Unexpected value 'node99'/);
  });
});

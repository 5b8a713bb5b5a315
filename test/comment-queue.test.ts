import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { data, Evaluator, Lexer, Parser } from "@actions/expressions";
import { truthy } from "@actions/expressions/result";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { webhookExamples } from "./fixtures/command-line.js";

/**
 * The concurrency groups of the workflows that run Repo Agent on comments, evaluated as GitHub
 * evaluates them (`@actions/expressions`, GitHub's own expression evaluator) on GitHub's example
 * webhook payloads: a request (what the job's `if:` lets through) waits in its issue's or pull
 * request's group, behind a running agent; anything the `if:` skips gets a group of its own, so
 * it is skipped at once instead of waiting in that queue.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

interface Workflow {
  on: Record<string, { types?: string[] } | null>;
  concurrency?: string | { group?: string };
  jobs: Record<string, { if?: string; steps?: { uses?: string }[] }>;
}

/** Every workflow the repository shows: the examples, its own, and the README's. */
function workflows(): { name: string; workflow: Workflow }[] {
  const folder = (path: string) =>
    readdirSync(join(root, path))
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => ({ name: `${path}/${name}`, text: readFileSync(join(root, path, name), "utf8") }));
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const blocks = [...readme.matchAll(/^```ya?ml[^\n]*\n([\s\S]*?)^```[ \t]*$/gm)]
    .map((match) => match[1] ?? "")
    .filter((block) => /^jobs:/m.test(block))
    .map((text, index) => ({ name: `README.md workflow ${index + 1}`, text }));
  return [...folder("examples/workflows"), ...folder(".github/workflows"), ...blocks].map(
    ({ name, text }) => ({
      name,
      workflow: parse(text) as Workflow,
    }),
  );
}

/** `expression` (without `${{ }}`) evaluated with `github` as its context. */
function evaluate(expression: string, github: Record<string, unknown>): data.ExpressionData {
  const lexed = new Lexer(expression).lex();
  const tree = new Parser(lexed.tokens, ["github"], []).parse();
  const context = new data.Dictionary({
    key: "github",
    value: JSON.parse(JSON.stringify(github), data.reviver) as data.ExpressionData,
  });
  return new Evaluator(tree, context).evaluate();
}

/** A value with `${{ … }}` parts, as GitHub fills it in. */
function fill(template: string, github: Record<string, unknown>): string {
  return template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) =>
    evaluate(expression, github).coerceString(),
  );
}

interface Event {
  name: string;
  label: string;
  payload: Record<string, unknown>;
}

/** The example payloads of `name`, each as a request (`/agent …`, the `agent` label) and as anything else. */
function events(name: string, types: string[] | undefined): Event[] {
  const examples = webhookExamples.find((definition) => definition.name === name)?.examples ?? [];
  return examples.flatMap((example, index) => {
    const action = (example as { action?: string }).action ?? "";
    if (types && !types.includes(action)) return [];
    const variant = (label: string, change: (payload: Record<string, Record<string, unknown>>) => void) => {
      const payload = structuredClone(example) as unknown as Record<string, Record<string, unknown>>;
      change(payload);
      return { name, label: `${name} #${index} ${action}, ${label}`, payload };
    };
    const text = (body: string) => (payload: Record<string, Record<string, unknown>>) => {
      for (const key of ["comment", "review"]) if (payload[key]) payload[key].body = body;
      if (name === "issues" && payload.issue) {
        payload.issue.body = body;
        payload.issue.title = "A title";
      }
      if (payload.label) payload.label.name = body.includes("/agent") ? "agent" : "bug";
    };
    const requests = [
      variant("a request", text("/agent fix the typo")),
      variant("no request", text("Looks good to me.")),
    ];
    if (name !== "issue_comment") return requests;
    // None of the examples is a comment on a pull request; GitHub marks one with issue.pull_request.
    const onPull = (body: string) => (payload: Record<string, Record<string, unknown>>) => {
      text(body)(payload);
      const issue = payload.issue ?? {};
      issue.pull_request = { url: `https://api.github.com/repos/o/r/pulls/${issue.number}` };
    };
    return [
      ...requests,
      variant("a request on a pull request", onPull("/agent fix the typo")),
      variant("no request on a pull request", onPull("Looks good to me.")),
    ];
  });
}

const RUNS_THIS_ACTION = /^(\.\/?|[^/\s]+\/repo-agent@\S+)$/;

const onComments = workflows().filter(({ workflow }) =>
  Object.keys(workflow.on).some((event) =>
    ["issue_comment", "pull_request_review_comment", "pull_request_review"].includes(event),
  ),
);

describe("the concurrency group of each workflow that runs Repo Agent on comments", () => {
  it("is checked for every such workflow the repository shows", () => {
    expect(onComments.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        "examples/workflows/comment-trigger.yml",
        "examples/workflows/app-token.yml",
        ".github/workflows/agent.yml",
        "README.md workflow 1",
      ]),
    );
  });

  for (const { name, workflow } of onComments) {
    const [jobId, job] =
      Object.entries(workflow.jobs).find(([, candidate]) =>
        candidate.steps?.some((step) => RUNS_THIS_ACTION.test(step.uses ?? "")),
      ) ?? [];
    const group =
      typeof workflow.concurrency === "string" ? workflow.concurrency : workflow.concurrency?.group;

    it(`${name}: puts each request in its issue's group, and everything its if: skips in a group of its own`, () => {
      expect(jobId, "a job that runs the action").toBeDefined();
      expect(group, "a concurrency group").toBeDefined();
      const cases = Object.entries(workflow.on).flatMap(([event, settings]) =>
        events(event, settings?.types),
      );
      expect(cases.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      let requests = 0;
      for (const { name: eventName, label, payload } of cases) {
        const github = (runId: string) => ({ event_name: eventName, event: payload, run_id: runId });
        const admitted = truthy(evaluate(job?.if ?? "true", github("1")));
        const [first, second] = [fill(group ?? "", github("1001")), fill(group ?? "", github("1002"))];
        const thread = String(
          (payload.issue as { number?: number } | undefined)?.number ??
            (payload.pull_request as { number?: number } | undefined)?.number,
        );
        if (admitted) {
          requests += 1;
          if (first !== second || !first.endsWith(thread))
            wrong.push(`${label}: a request in group ${first} / ${second}`);
        } else if (first === second && !(eventName === "issues" && payload.action === "opened")) {
          // A new issue has nothing running on it to wait behind, so it may share the group.
          wrong.push(`${label}: skipped, but waits in the shared group ${first}`);
        }
      }
      expect(requests).toBeGreaterThan(0);
      expect(wrong).toEqual([]);
    });
  }
});

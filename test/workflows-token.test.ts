import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runProjectScript, type ScriptRun } from "./fixtures/project.js";

/**
 * scripts/check-workflows.ts on the GitHub App token example and on copies that get the token
 * wrong: the action pushes with the credential actions/checkout left behind, so a `github-token`
 * of its own only takes effect when the checkout leaves none (or the same one).
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const appExample = readFileSync(join(root, "examples", "workflows", "app-token.yml"), "utf8");
const commentExample = readFileSync(join(root, "examples", "workflows", "comment-trigger.yml"), "utf8");
const scratch = mkdtempSync(join(tmpdir(), "repo-agent-token-"));
let copies = 0;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function edited(text: string, from: string, to: string): string {
  const result = text.replace(from, to);
  if (result === text) throw new Error(`the fixture edit did not apply: ${from}`);
  return result;
}

async function check(content: string): Promise<ScriptRun> {
  copies += 1;
  const path = join(scratch, `workflow-${copies}.yml`);
  writeFileSync(path, content);
  return runProjectScript("scripts/check-workflows.ts", [path]);
}

describe.concurrent("a workflow that gives Repo Agent a GitHub App's token", () => {
  it("passes as the example has it: the checkout keeps no credential", async () => {
    expect(appExample).toContain("persist-credentials: false");
    expect(appExample).toContain("actions/create-github-app-token@");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
    expect(appExample).toContain("github-token: ${{ steps.app-token.outputs.token }}");
    const result = await check(appExample);
    expect(result.output).toContain("1 workflows match");
    expect(result.code).toBe(0);
  });

  it("fails when the checkout keeps the job's GITHUB_TOKEN, naming the step and the fix", async () => {
    const kept = edited(appExample, "          persist-credentials: false\n", "          fetch-depth: 1\n");
    const result = await check(kept);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub expressions, not JS templates.
      'job "agent", step 3: github-token is ${{ steps.app-token.outputs.token }}, but actions/checkout left ${{ github.token }} in .git/config, and the action pushes with that; give the checkout step `persist-credentials: false` (or the same `token`)',
    );
  });

  // Each row edits one line of an example: `from` becomes `to`, and the check must end with `code`, saying `says`.
  it.each([
    {
      name: "fails when the checkout was given another token",
      example: appExample,
      from: "          persist-credentials: false\n",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      to: "          token: ${{ secrets.SOME_PAT }}\n",
      code: 1,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      says: "actions/checkout left ${{ secrets.SOME_PAT }} in .git/config",
    },
    {
      name: "passes when the checkout was given the same token",
      example: appExample,
      from: "          persist-credentials: false\n",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      to: "          token: ${{steps.app-token.outputs.token}}\n",
      code: 0,
      says: "1 workflows match",
    },
    {
      name: "is not asked for when github-token is the job's own token",
      example: commentExample,
      from: "        with:\n",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      to: "        with:\n          github-token: ${{ secrets.GITHUB_TOKEN }}\n",
      code: 0,
      says: "1 workflows match",
    },
  ])("$name", async ({ example, from, to, code, says }) => {
    const result = await check(edited(example, from, to));
    expect(result.output).toContain(says);
    expect(result.code).toBe(code);
  });
});

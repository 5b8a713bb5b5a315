import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * scripts/check-workflows.ts on the GitHub App token example and on copies that get the token
 * wrong: the action pushes with the credential actions/checkout left behind, so a `github-token`
 * of its own only takes effect when the checkout leaves none (or the same one).
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const appExample = readFileSync(join(root, "examples", "workflows", "app-token.yml"), "utf8");
const commentExample = readFileSync(join(root, "examples", "workflows", "comment-trigger.yml"), "utf8");
const scratch = mkdtempSync(join(tmpdir(), "repo-agent-token-"));
const execFileAsync = promisify(execFile);
let copies = 0;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function edited(text: string, from: string, to: string): string {
  const result = text.replace(from, to);
  if (result === text) throw new Error(`the fixture edit did not apply: ${from}`);
  return result;
}

async function check(content: string): Promise<{ code: number; output: string }> {
  copies += 1;
  const path = join(scratch, `workflow-${copies}.yml`);
  writeFileSync(path, content);
  const tsx = join(root, "node_modules", ".bin", "tsx");
  try {
    const { stdout, stderr } = await execFileAsync(tsx, ["scripts/check-workflows.ts", path], { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
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

  it("fails when the checkout was given another token, and passes when given the same one", async () => {
    const other = edited(
      appExample,
      "          persist-credentials: false\n",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      "          token: ${{ secrets.SOME_PAT }}\n",
    );
    const otherRun = await check(other);
    expect(otherRun.code).toBe(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
    expect(otherRun.output).toContain("actions/checkout left ${{ secrets.SOME_PAT }} in .git/config");
    const same = edited(
      appExample,
      "          persist-credentials: false\n",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      "          token: ${{steps.app-token.outputs.token}}\n",
    );
    expect((await check(same)).code).toBe(0);
  });

  it("is not asked for when github-token is the job's own token", async () => {
    const jobToken = edited(
      commentExample,
      "        with:\n",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      "        with:\n          github-token: ${{ secrets.GITHUB_TOKEN }}\n",
    );
    const result = await check(jobToken);
    expect(result.output).toContain("1 workflows match");
    expect(result.code).toBe(0);
  });
});

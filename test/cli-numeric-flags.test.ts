import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type Result, runCommandLine } from "./fixtures/command-line.js";

/**
 * A negative number after a numeric flag (`--max-steps -1`) is that flag's value, and gets the
 * flag's own message, the one `--max-steps abc` gets, not parseArgs' "ambiguous" advice. Checked
 * through `node bin/repo-agent.js`, the committed bundle; every case is refused before any model
 * call, so no server is needed.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function repoAgent(args: string[]): Promise<Result> {
  // A key, so that the flags are what is checked; the run never gets as far as using it.
  const env: NodeJS.ProcessEnv = { ...process.env, ANTHROPIC_API_KEY: "sk-ant-numeric-flags-0123456789" };
  for (const name of ["ANTHROPIC_BASE_URL", "REPO_AGENT_PROVIDER", "REPO_AGENT_MODEL"]) delete env[name];
  return runCommandLine(args, { cwd: root, env });
}

describe.concurrent("a negative value after a numeric flag", { timeout: 30_000 }, () => {
  it.each([
    ["--max-steps", "-1", '--max-steps must be a positive integer, got "-1"'],
    ["--timeout-minutes", "-1", '--timeout-minutes must be a positive number (fractions allowed), got "-1"'],
    [
      "--timeout-minutes",
      "-0.5",
      '--timeout-minutes must be a positive number (fractions allowed), got "-0.5"',
    ],
    ["--token-limit", "-5", '--token-limit must be a positive integer, got "-5"'],
    ["--max-output-tokens", "-100", '--max-output-tokens must be a positive integer, got "-100"'],
    ["--max-cost", "-1", '--max-cost must be a positive amount of US dollars like 5 or 0.50, got "-1"'],
    ["--model-prices", "-3,15", '--model-prices must be "<input>,<output>" US dollars per million tokens'],
  ])("%s %s gets the flag's own message and exit 2", async (flag, value, message) => {
    const result = await repoAgent([flag, value, "fix the tests"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`repo-agent: ${message}`);
    expect(result.stderr).not.toContain("ambiguous");
  });

  it("says for --max-steps -1 what it says for --max-steps abc", async () => {
    const [negative, word] = await Promise.all([
      repoAgent(["--max-steps", "-1", "fix the tests"]),
      repoAgent(["--max-steps", "abc", "fix the tests"]),
    ]);
    expect(negative.stderr.replace('"-1"', '"abc"')).toBe(word.stderr);
  });

  it("leaves a flag-like value after a flag that takes words to parseArgs, which names the fix", async () => {
    const result = await repoAgent(["--model", "-x", "fix the tests"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--model=-XYZ");
  });
});

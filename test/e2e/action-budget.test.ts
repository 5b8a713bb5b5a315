import { describe, expect, it } from "vitest";
import { dispatchEvent, fixTypo, runOnIssueComment } from "./asks.js";
import { E2E_TEST_TIMEOUT_MS, errorLines, stageForTest } from "./harness.js";

/**
 * `max-cost`, `model-prices` and the `cost` output through the bundle: a run stopped by its cap
 * still publishes its work and fails the job, and every report states what the run cost.
 */

const readApp = { name: "read_file", arguments: { path: "src/app.ts" } };
/** One step as the fake bills it: 20,000 input and 1,000 output tokens, $0.075 at $3 / $15. */
const STEP_USAGE = { input: 20_000, output: 1_000 };

describe.concurrent("the spending cap, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("stops at max-cost with conclusion budget, publishes the work, says what was spent, and fails the job", async (context) => {
    const s = await stageForTest(context);

    const { run, issue, comment } = await runOnIssueComment(s, "/agent fix the typo in README.md", {
      inputs: { "max-cost": "0.20", "model-prices": "3,15", "max-output-tokens": "1000" },
      script: [
        { toolCalls: [fixTypo], usage: STEP_USAGE },
        { toolCalls: [readApp], usage: STEP_USAGE },
        { text: "Never asked for: the cap stops the run first.", usage: STEP_USAGE },
      ],
    });

    // $0.15 after two steps; the third call could cost over $0.09 more.
    expect(run.exitCode, run.stdout + run.stderr).not.toBe(0);
    expect(s.model.requests).toHaveLength(2);
    expect(run.outputs).toMatchObject({ conclusion: "budget", steps: "2", cost: "0.15" });
    expect(errorLines(run).join("\n")).toContain("Repo Agent ended with budget");

    // The work is kept: a draft pull request marked WIP, referring to the issue.
    expect(run.outputs.published).toBe("pull-request");
    const [pull] = [...s.gh.state.pulls.values()];
    expect(pull?.draft).toBe(true);
    expect(pull?.title).toMatch(/^WIP: /);
    expect(pull?.body).toContain("reached its spending cap (`budget`)");
    expect(pull?.body).toContain(`Refs #${issue.number}`);
    expect(s.originGit(["show", `${run.outputs.branch}:README.md`])).toContain("This is the demo project.");

    // The thread is told why it stopped, how much was spent and what the cap was.
    const tracking = s.gh.state.comments.find((c) => c.id !== comment.id);
    expect(tracking?.body).toContain("Repo Agent stopped: it reached its spending cap");
    expect(tracking?.body).toContain("$0.15 spent so far past the max-cost cap of $0.20");
    expect(tracking?.body).toContain("· $0.15 of the $0.20 max-cost");
    expect(run.summary).toContain("| $0.15 of $0.20 |");
    expect(run.stdout).toContain("tokens 40000 in / 2000 out, $0.15 of the $0.20 max-cost");
  });

  it("reports the cost at the built-in price of the default model, with no cap", async (context) => {
    const s = await stageForTest(context);
    const run = await s.run({
      ...dispatchEvent(s.gh),
      inputs: { task: "say hello" },
      script: [{ text: "Hello.", usage: { input: 1_000_000, output: 100_000 } }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    // claude-sonnet-5-5 at $2 / $10 per million tokens (src/llm/price-table.ts).
    expect(run.outputs).toMatchObject({ conclusion: "success", cost: "3" });
    expect(run.summary).toContain("| $3.00 |");
  });

  it("fails at once, naming both inputs, when max-cost meets a model nobody can price", async (context) => {
    const s = await stageForTest(context);

    const { run } = await runOnIssueComment(s, "/agent do it", {
      title: "Anything",
      inputs: { model: "house-model-7b", "max-cost": "1" },
    });

    expect(run.exitCode).toBe(1);
    expect(errorLines(run).join("\n")).toContain(
      'max-cost needs the price of model "house-model-7b" (provider "anthropic"), which the built-in price table lacks: set model-prices to "<input>,<output>"',
    );
    // Before any model call, reaction or comment.
    expect(s.model.requests).toHaveLength(0);
    expect(s.gh.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("reports a skipped run as costing nothing when the model's price is known", async (context) => {
    const s = await stageForTest(context);

    const { run } = await runOnIssueComment(s, "no phrase here", { title: "Chatter" });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "skipped", cost: "0" });
    expect(s.model.requests).toHaveLength(0);
  });

  it("leaves cost empty, and says unknown, for a model without a price and no cap", async (context) => {
    const s = await stageForTest(context);
    const run = await s.run({
      ...dispatchEvent(s.gh),
      inputs: { task: "say hello", model: "house-model-7b" },
      script: [{ text: "Hello." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.cost).toBe("");
    expect(run.summary).toContain("| unknown |");
  });
});

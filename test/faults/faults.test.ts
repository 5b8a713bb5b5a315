import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { probeCapabilities } from "../../src/sandbox/index.js";
import { FAULT_TEST_TIMEOUT_MS } from "./harness-extra.js";
import { formatMarkdown, type Group, renderReport, TABLE_COMMAND, TABLE_OUT_VARIABLE } from "./report.js";
import { playScenario, type Row, type Scenario } from "./scenario.js";
import { boundaryScenarios, pushCheckScenarios, textScenarios } from "./scenarios-boundary.js";
import { cancelScenarios } from "./scenarios-cancel.js";
import { githubScenarios } from "./scenarios-github.js";
import { inputScenarios } from "./scenarios-input.js";
import { modelScenarios } from "./scenarios-model.js";
import { redactionScenarios } from "./scenarios-redaction.js";
import { secretScenarios } from "./scenarios-secrets.js";
import { untrustedScenarios } from "./scenarios-untrusted.js";

/**
 * The fault-injection suite (issue 6): the bundled action, end to end, under every fault the
 * issue lists and the secret grabs of a prompt-injected model. Its results table is
 * docs/reliability.md: once every scenario passed, the suite checks that the file holds what they
 * observed (scripts/reliability-table.ts writes it).
 */

const REPORT = fileURLToPath(new URL("../../docs/reliability.md", import.meta.url));

const groups: (Group & { scenarios: Scenario[] })[] = [
  {
    title: "Secrets out of reach",
    intro:
      "A prompt-injected model tries to read the action's secrets with the tools it has. Every tool runs as a sandbox user of the run's own, which cannot read the action's process, use sudo or find the checkout credential; the file tools also refuse paths outside the workspace. Each attempt is followed by the typo fix, so the run also shows that nothing else was disturbed.",
    scenarios: secretScenarios,
  },
  {
    title: "The trust boundary",
    intro:
      "A prompt-injected model attacks the action's own half through what it leaves behind: its `.git`, files swapped under the file tools, the job's other secrets. The action publishes from a git directory the agent cannot reach, reads the working tree as data, runs the file tools as the sandbox user and gives commands an allowlisted environment. Each attack is followed by the typo fix, which is still published.",
    scenarios: boundaryScenarios,
  },
  {
    title: "The push check",
    intro:
      "With `sandbox: off` the agent is the action's user and can read the token; every commit the action would push is then read whole (file names, binary content, messages, no size cut-off) for every form of a secret. A hit: nothing is pushed and the run ends `error`. The agent's own commits are never pushed: the action commits the working tree.",
    scenarios: pushCheckScenarios,
  },
  {
    title: "Text the runner or the model would misread",
    intro:
      "Workflow commands hidden behind any character the runner skips, text hidden in an issue, and a daemon left behind by a run without the sandbox.",
    scenarios: textScenarios,
  },
  {
    title: "Outbound redaction",
    intro:
      "Secret values and the shapes of well-known tokens are replaced by `***` in everything the action writes: comments, pull request titles and bodies, commit messages, the job summary, the job log and the trajectory file.",
    scenarios: redactionScenarios,
  },
  {
    title: "Untrusted checkouts",
    intro:
      "`pull_request_target` and `workflow_run` jobs hold the repository's secrets even when a fork started them. When the workspace holds the fork's code the job fails with an explanation (see [untrusted-checkouts.md](untrusted-checkouts.md)); otherwise `pull_request_target` is skipped as unsupported, and a fork's `workflow_run` is skipped with a reason naming the fork. A `workflow_run` failure on a branch of this repository starts a CI repair instead ([configuration.md](configuration.md#ci-repair)).",
    scenarios: untrustedScenarios,
  },
  {
    title: "Runner cancellation",
    intro:
      "The runner cancels a job with SIGINT (then SIGTERM). The run ends within a few seconds as `cancelled`: the model request is aborted, running commands are killed with their process group, the work so far is pushed, the comment says what happened and the trajectory is complete.",
    scenarios: cancelScenarios,
  },
  {
    title: "Model faults",
    intro:
      "Faults of the model API, injected on one request of an issue comment's run. Retryable ones are retried with backoff (shortened to milliseconds in the suite) and the run finishes; the others end it with the work so far published.",
    scenarios: modelScenarios,
  },
  {
    title: "GitHub faults",
    intro:
      "Faults of the GitHub REST API and of git pushes. Comment and pull request calls are retried on 5xx and after the wait a rate limit asks for; a deleted tracking comment is written anew; a push rejected because the branch moved gets the changes merged onto its new head when that is clean (never a force push), else goes to a new branch, and the comment says so.",
    scenarios: githubScenarios,
  },
  {
    title: "Bad input",
    intro:
      "Inputs, payloads and tasks the action cannot work with. Bad inputs fail at once with a message naming the input, before any model or GitHub call; a task with no words gets a helpful reply instead of a model call; a huge comment reaches the model bounded.",
    scenarios: inputScenarios,
  },
];

const rows = new Map<string, Row>();
const total = groups.reduce((sum, group) => sum + group.scenarios.length, 0);

/**
 * Sandboxed scenarios need root or passwordless sudo (CI and GitHub-hosted runners have one);
 * elsewhere they are skipped, and the table is then not checked.
 */
const capabilities = await probeCapabilities();
const canSandbox =
  capabilities.platform === "linux" && capabilities.privilege !== "none" && !!capabilities.programs.setpriv;

describe.concurrent("the bundled action under injected faults", { timeout: FAULT_TEST_TIMEOUT_MS }, () => {
  for (const group of groups) {
    for (const scenario of group.scenarios) {
      it.skipIf(scenario.sandboxed && !canSandbox)(`${group.title}: ${scenario.name}`, async () => {
        rows.set(scenario.name, await playScenario(group.title, scenario));
      });
    }
  }
});

// After the scenarios: a file's tests run in order, and the concurrent ones above end first.
describe("the results table", () => {
  it("docs/reliability.md holds what the scenarios observed", (context) => {
    // A scenario that failed or was skipped left no row: there is no whole table to compare.
    if (rows.size !== total) context.skip();
    const ordered = groups.flatMap((group) =>
      group.scenarios.map((scenario) => rows.get(scenario.name)).filter((row): row is Row => !!row),
    );
    const table = formatMarkdown(renderReport(groups, ordered), REPORT);
    const out = process.env[TABLE_OUT_VARIABLE];
    if (out) {
      writeFileSync(out, table);
      return;
    }
    expect(
      readFileSync(REPORT, "utf8"),
      `docs/reliability.md is not what the scenarios observed: run "${TABLE_COMMAND}" and commit the result`,
    ).toBe(table);
  });
});

import { randomBytes } from "node:crypto";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firstReason, notInstalled, notRoot, skipWhere } from "../fixtures/machine.js";
import { makeRunFiles } from "./action-host.js";
import { bash, fixTypo } from "./asks.js";
import {
  DIST,
  E2E_TEST_TIMEOUT_MS,
  type RunPlace,
  runnerEnv,
  type Stage,
  spawnBundle,
  startStage,
} from "./harness.js";
import { workflowDispatchPayload } from "./payloads.js";

/**
 * The action loads part of its code on first need (`@actions/core`, the GitHub client), after its
 * start. Vendored in the workspace (`uses: ./`), its chunks sit where the agent writes: a chunk
 * read from there once the agent ran would be the agent's code, run in the process that holds
 * the token. Such a bundle loads all of it before the checkout.
 */

/** The action vendored into `stage`'s workspace (`uses: ./`): the folder it is in. */
function vendor(stage: Stage): string {
  const vendored = join(stage.workspace, ".github", "actions", "repo-agent");
  cpSync(DIST, join(vendored, "dist"), { recursive: true });
  // Vendored but not part of the repository's history: never in the run's commit.
  appendFileSync(join(stage.workspace, ".git", "info", "exclude"), ".github/actions/repo-agent/\n");
  return vendored;
}

/** A run of the action vendored in `vendored`, asked to fix the typo, with `inputs`. */
async function runVendored(stage: Stage, vendored: string, inputs: Record<string, string> = {}) {
  const made = makeRunFiles(stage.launch, mkdtempSync(join(stage.fixture.root, "run-")));
  const place: RunPlace = {
    ...stage,
    launch: { ...stage.launch, bundle: join(vendored, "dist", "index.js") },
    files: made.files,
  };
  appendFileSync(
    made.files.event,
    JSON.stringify(workflowDispatchPayload(stage.gh, { task: "Fix the typo in README.md" })),
  );
  const env = runnerEnv("workflow_dispatch", place, { inputs });
  const { run } = await spawnBundle(place, env, { running: new Set() });
  for (const path of made.remove) rmSync(path, { recursive: true, force: true });
  return run;
}

describe("a vendored action", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  it("never runs chunks of its bundle that the agent rewrote, and still publishes and reports", async (context) => {
    const stage = await startStage();
    context.onTestFinished(() => stage.close());
    const vendored = vendor(stage);
    const chunks = readdirSync(join(vendored, "dist")).filter((name) => /^\d+\.index\.js$/.test(name));
    expect(chunks.length).toBeGreaterThan(3);

    const mark = join(stage.fixture.root, `chunk-ran-${randomBytes(4).toString("hex")}`);
    const hostile = `import { appendFileSync } from "node:fs";\nappendFileSync(${JSON.stringify(mark)}, (process.env["INPUT_GITHUB-TOKEN"] ?? "") + "\\n");\nexport const id = 0, ids = [], modules = {};`;
    const rewrite = {
      name: "bash",
      arguments: {
        command: `for f in .github/actions/repo-agent/dist/*.index.js; do cat > "$f" <<'EOF'\n${hostile}\nEOF\ndone; echo rewritten`,
      },
    };
    stage.model.push({ toolCalls: [rewrite, fixTypo] }, { text: "Fixed the typo." });

    const run = await runVendored(stage, vendored);

    expect(stage.model.requests.length, run.stdout + run.stderr).toBe(2);
    expect(JSON.stringify(stage.model.requests[1]?.body)).toContain("rewritten");
    const ran = existsSync(mark) ? readFileSync(mark, "utf8") : undefined;
    expect(ran, "what the rewritten chunks wrote").toBeUndefined();
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "success", published: "pull-request" });
    expect(run.summary).toContain("Repo Agent: success");
    expect(stage.gh.state.pulls.size).toBe(1);
  });

  it("reads the agent's work with the tool host it had before the run, never with one the agent rewrote", async (context) => {
    skipWhere(
      context,
      "a vendored action's sandbox",
      firstReason(notRoot(), notInstalled("setfacl", "setpriv")),
    );
    const stage = await startStage();
    context.onTestFinished(() => stage.close());
    const vendored = vendor(stage);
    // The end reads the working tree through the tool host, as the sandbox user: a host the
    // agent wrote could say the tree is anything it likes. This one leaves a mark where that
    // user may write and nothing sweeps (its temporary folders are swept), and answers nothing.
    const mark = join(vendored, `tool-host-ran-${randomBytes(4).toString("hex")}`);
    const hostile = `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(mark)}, process.argv.slice(2).join(" "));\n`;
    const rewrite = bash(
      `cat > .github/actions/repo-agent/dist/tool-host/index.js <<'EOF'\n${hostile}EOF\necho rewritten`,
    );
    stage.model.push({ toolCalls: [rewrite, fixTypo] }, { text: "Fixed the typo." });

    const run = await runVendored(stage, vendored, { sandbox: "user" });

    expect(run.stdout).toMatch(/tool commands run as repo-agent-[0-9a-f]{8} /);
    expect(JSON.stringify(stage.model.requests[1]?.body)).toContain("rewritten");
    expect(readFileSync(join(vendored, "dist", "tool-host", "index.js"), "utf8")).toContain(mark);
    const ran = existsSync(mark) ? readFileSync(mark, "utf8") : undefined;
    expect(ran, "what the rewritten tool host wrote").toBeUndefined();
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "success", published: "pull-request" });
    expect(stage.gh.state.pulls.size).toBe(1);
  });
});

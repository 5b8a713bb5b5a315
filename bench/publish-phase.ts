/**
 * The publishing phase of a whole run, end to end: the bundle on the 25,000-file checkout
 * (large-checkout.ts) with `sandbox: auto`, from the model's answer to the action's exit (the
 * agent's processes ended, the working tree read, the workspace given back, the report written),
 * for this build and for the build before the reads went through the sandbox user
 * (`PUBLISH_BEFORE`, taken from the repository's history), run in turn in one process so both
 * meet the same machine. Medians of three runs of each after a warm-up of each.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildLargeCheckout } from "./large-checkout.js";
import { runnerEnv, type Servers, settle, startServers, timeRun } from "./sandbox-start.js";
import { median, round } from "./stats.js";

/** The last commit whose bundle read the working tree by path, as the action's user. */
const PUBLISH_BEFORE = "b17f4f8";
const RUNS = 3;
const ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface PublishPhaseFigures {
  /** Median ms from the answer to the exit, this build. */
  afterMs: number;
  /** The same with the build at `PUBLISH_BEFORE`. */
  beforeMs: number;
  ratio: number;
  files: number;
}

export async function benchPublishPhase(): Promise<PublishPhaseFigures> {
  const bundle = path.join(ROOT, "dist", "index.js");
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  const root = await mkdtemp(path.join(tmpdir(), "bench-publish-phase-"));
  let servers: Servers | undefined;
  try {
    // The earlier bundle, as the repository's history holds it (the runner's temp copy of an action).
    const before = path.join(root, "before");
    execFileSync("sh", [
      "-c",
      `mkdir -p "$1" && git -C "$2" archive "$3" dist | tar -x -C "$1"`,
      "sh",
      before,
      ROOT,
      PUBLISH_BEFORE,
    ]);
    const workspace = path.join(root, "workspace");
    const checkout = await buildLargeCheckout(workspace);
    settle(workspace);
    servers = await startServers();
    const env = await runnerEnv(root, workspace, servers);
    const builds = { before: path.join(before, "dist", "index.js"), after: bundle };
    const times: Record<keyof typeof builds, number[]> = { before: [], after: [] };
    for (let pass = 0; pass <= RUNS; pass++) {
      for (const name of ["before", "after"] as const) {
        const run = await timeRun(env, "auto", servers, builds[name]);
        if (run.exitCode !== 0)
          throw new Error(`a run of the ${name} build failed (exit ${run.exitCode}):\n${run.output}`);
        if (!/tool commands run as repo-agent-[0-9a-f]{8} /i.test(run.output))
          throw new Error(
            `the sandbox could not be set up here:\n${run.output.split("\n").find((l) => /own user/.test(l))}`,
          );
        if (pass > 0) times[name].push(run.afterAnswerMs);
        execFileSync("sync");
      }
    }
    const afterMs = median(times.after);
    const beforeMs = median(times.before);
    return {
      afterMs: round(afterMs, 1),
      beforeMs: round(beforeMs, 1),
      ratio: round(afterMs / beforeMs, 2),
      files: checkout.files,
    };
  } finally {
    await servers?.close();
    await rm(root, { recursive: true, force: true });
  }
}

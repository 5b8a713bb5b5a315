/**
 * Writes docs/reliability.md, the results table of the fault-injection suite (test/faults), from
 * a run of it. The suite renders the table from what its scenarios observed and, in `npm test`,
 * fails when the file does not hold it; run this then, and commit the result.
 *
 *   npm run reliability-table     # runs test/faults (a few minutes) and rewrites docs/reliability.md
 *
 * It runs the suite with `REPO_AGENT_RELIABILITY_OUT` naming a scratch file, where the suite
 * writes the table instead of checking it. The file is rewritten only when every scenario ran and
 * passed: the sandboxed ones need root or passwordless sudo. Arguments after `--` go to vitest.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TABLE_OUT_VARIABLE, writeIfChanged } from "../test/faults/report.js";
import { runIfMain } from "./lib.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const REPORT = join(ROOT, "docs", "reliability.md");
const SUITE = "test/faults/faults.test.ts";

function main(argv: string[]): number {
  const scratch = mkdtempSync(join(tmpdir(), "repo-agent-reliability-"));
  try {
    const out = join(scratch, "reliability.md");
    const suite = spawnSync(join(ROOT, "node_modules", ".bin", "vitest"), ["run", SUITE, ...argv], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, [TABLE_OUT_VARIABLE]: out },
    });
    if (suite.status !== 0) {
      console.error(`${SUITE} failed: docs/reliability.md is left as it is`);
      return 1;
    }
    if (!existsSync(out)) {
      console.error(
        "not every scenario ran (a filter leaves some out; the sandboxed ones need root or passwordless sudo): docs/reliability.md is left as it is",
      );
      return 1;
    }
    const changed = writeIfChanged(REPORT, readFileSync(out, "utf8"));
    console.log(`docs/reliability.md ${changed ? "rewritten" : "was current"}`);
    return 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

runIfMain(import.meta.url, main);

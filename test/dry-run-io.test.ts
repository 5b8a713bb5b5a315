import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dryRunIO } from "../src/cli/dry-run/terminal-io.js";

/**
 * The dry run's host for the action: what the terminal shows in place of the job log, and what
 * the report reads afterwards (outputs, the failure, the summary file).
 */

const scratch = mkdtempSync(join(tmpdir(), "repo-agent-dry-run-io-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function terminal(summaryName = "summary.md") {
  const summary = join(scratch, summaryName);
  writeFileSync(summary, "");
  const lines: string[] = [];
  const io = dryRunIO(summary, (line) => lines.push(line));
  return { io, lines, summary };
}

describe("the dry run's terminal", () => {
  it("shows groups as headings and annotations by their kind, as the job log would", () => {
    const { io, lines } = terminal();
    io.startGroup("Step 1/50");
    io.info("model: 1.2s, stop: tool_use\nI will add the notes file.");
    io.endGroup();
    io.warning("Could not add the eyes reaction");
    io.error("Publishing failed");
    io.notice("Repo Agent skipped: the comment does not contain /agent");
    expect(lines.join("\n")).toBe(
      [
        "\n── Step 1/50 ──",
        "model: 1.2s, stop: tool_use\nI will add the notes file.",
        "warning: Could not add the eyes reaction",
        "error: Publishing failed",
        "notice: Repo Agent skipped: the comment does not contain /agent",
      ].join("\n"),
    );
  });

  it("never prints a masked value or the post step's state", () => {
    const { io, lines } = terminal();
    io.setSecret("sk-secret-0123456789abcdef");
    io.saveState("repo-agent", '{"sandboxUser":"agent-1"}');
    expect(lines).toEqual([]);
  });

  it("keeps the outputs for the report, a later value of a name winning", () => {
    const { io, lines } = terminal();
    io.setOutput("conclusion", "error");
    io.setOutput("conclusion", "success");
    io.setOutput("response", "line one\nline two");
    expect(Object.fromEntries(io.outputs)).toEqual({ conclusion: "success", response: "line one\nline two" });
    expect(lines).toEqual([]);
  });

  it("remembers a failure and shows it as an error, leaving the process exit code alone", () => {
    const { io, lines } = terminal();
    const exitCode = process.exitCode;
    expect(io.failure).toBeUndefined();
    io.setFailed("Repo Agent ended with max_steps: it reached the step limit");
    expect(io.failure).toBe("Repo Agent ended with max_steps: it reached the step limit");
    expect(lines).toEqual(["error: Repo Agent ended with max_steps: it reached the step limit"]);
    expect(process.exitCode).toBe(exitCode);
  });

  it("appends the job summary to the summary file", async () => {
    const { io, summary } = terminal("appended.md");
    await io.writeSummary("### ✅ Repo Agent finished\n");
    await io.writeSummary("| steps | 2 |\n");
    expect(readFileSync(summary, "utf8")).toBe("### ✅ Repo Agent finished\n| steps | 2 |\n");
  });

  it("turns a summary it cannot write into a warning instead of failing the run", async () => {
    const lines: string[] = [];
    const io = dryRunIO(join(scratch, "missing-folder", "summary.md"), (line) => lines.push(line));
    await expect(io.writeSummary("### summary\n")).resolves.toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(/^warning: Could not write the job summary: ENOENT/)]);
  });
});

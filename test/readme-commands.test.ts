import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The README's "Try it on your computer" commands, taken from the README itself and run as
 * written with bash in the repository (after `npm ci`, which the test run already had). They use
 * the fake model server, so they need no API key and no network.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const readme = readFileSync(join(root, "README.md"), "utf8");
/** Each command starts tsx, npx and the bundle; generous for a busy machine. */
const COMMAND_TIMEOUT_MS = 120_000;

/** The fenced `sh` blocks of the README, in order. */
function shellBlocks(): string[] {
  return [...readme.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? "");
}

function bash(script: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    // The commands must work without a key of the user's own.
    delete env.ANTHROPIC_API_KEY;
    delete env.ANTHROPIC_BASE_URL;
    const child = spawn("bash", ["-euo", "pipefail", "-c", script], { cwd: root, env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Removes the trajectory file a run printed, so the test leaves the clone as it found it. */
function removeTrajectory(output: string): void {
  const path = /^Trajectory: (.+\.jsonl)$/m.exec(output)?.[1];
  if (path?.startsWith(join(root, ".repo-agent"))) rmSync(path, { force: true });
}

describe.concurrent("the README's commands", { timeout: COMMAND_TIMEOUT_MS }, () => {
  it("run a task end to end against the fake model server", async () => {
    const line = shellBlocks()
      .flatMap((block) => block.split("\n"))
      .find((l) => l.startsWith("npx tsx scripts/fake-model-server.ts -- npx repo-agent "));
    expect(line).toBe('npx tsx scripts/fake-model-server.ts -- npx repo-agent "summarise README.md"');
    const result = await bash(line ?? "false");
    removeTrajectory(result.output);
    expect(result.output).toContain("── Step 1/50 ──");
    expect(result.output).toContain("read_file path=README.md");
    expect(result.output).toContain('README.md is titled "Repo Agent"');
    expect(result.code).toBe(0);
  });

  it("dry-run the README's example comment and print the comment it would post", async () => {
    const block = shellBlocks().find((b) => b.startsWith("cat > comment.json"));
    expect(block).toContain("npx repo-agent --event comment.json --dry-run");
    try {
      const result = await bash(block ?? "false");
      expect(result.output).toContain("Dry run of the issue_comment event for you/my-project");
      expect(result.output).toMatch(/─── comment on issue #1 \(written \d+ times?\), final text ───/);
      expect(result.output).toContain("### ✅ Repo Agent finished");
      expect(result.output).toContain("GitHub was not touched");
      expect(result.code).toBe(0);
    } finally {
      rmSync(join(root, "comment.json"), { force: true });
    }
  });
});

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The README's "Try it on your computer" commands, taken from the README itself and run as
 * written with bash in the repository (after `npm ci`, which the test run already had). They use
 * the fake model server, so they need no API key and no network.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const readme = readFileSync(join(root, "README.md"), "utf8");
/** Each command starts tsx, npx and the bundle; generous for a busy machine. */
const COMMAND_TIMEOUT_MS = 120_000;

/** Where the command line keeps trajectories during these runs: not the user's own state folder. */
const stateHome = mkdtempSync(join(tmpdir(), "repo-agent-readme-state-"));
afterAll(() => rmSync(stateHome, { recursive: true, force: true }));

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
    env.XDG_STATE_HOME = stateHome;
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

  it("keep the fake server running in the background, use it, and stop it with the PID it prints", async () => {
    const block = shellBlocks().find((b) => b.startsWith("npx tsx scripts/fake-model-server.ts &"));
    const [start = "", use = "", stop = ""] = (block ?? "").split("\n");
    expect(start).toMatch(
      /^npx tsx scripts\/fake-model-server\.ts & +# prints ANTHROPIC_BASE_URL=.*<port> and PID <pid>$/,
    );
    expect(use).toContain("ANTHROPIC_BASE_URL=http://127.0.0.1:<port> ");
    expect(stop).toBe("kill <pid>");
    // The README's lines with the port and the PID the server printed put in.
    const script = [
      'out="$(mktemp)"',
      `${start.replace(/&.*$/, "")} > "$out" &`,
      "npx_pid=$!",
      `for _ in $(seq 300); do grep -q '^PID ' "$out" && break; sleep 0.2; done`,
      `port="$(sed -n 's#^ANTHROPIC_BASE_URL=http://127.0.0.1:##p' "$out")"`,
      `pid="$(sed -n 's/^PID \\([0-9]*\\):.*/\\1/p' "$out")"`,
      // Should a line fail, the server must not outlive the test.
      `trap 'kill "$pid" 2>/dev/null || true; rm -f "$out"' EXIT`,
      use.replaceAll("<port>", "$port"),
      stop.replace("<pid>", "$pid"),
      'wait "$npx_pid"',
      'echo "server stopped with exit code $?"',
    ].join("\n");
    const result = await bash(script);
    removeTrajectory(result.output);
    expect(result.output).toContain("read_file path=README.md");
    expect(result.output).toContain('README.md is titled "Repo Agent"');
    expect(result.output).toContain("server stopped with exit code 0");
    expect(result.code).toBe(0);
  });

  it("dry-run the README's example comment with the edit scenario: a comment, a branch, a diff and a pull request", async () => {
    const block = shellBlocks().find((b) => b.startsWith("cat > comment.json"));
    expect(block).toContain(
      "npx tsx scripts/fake-model-server.ts --scenario edit -- npx repo-agent --event comment.json --dry-run",
    );
    // A name of its own, so two runs in one clone at once do not remove each other's file.
    const eventFile = `comment-${process.pid}.json`;
    try {
      const result = await bash((block ?? "false").replaceAll("comment.json", eventFile));
      const out = result.output;
      expect(out).toContain("Dry run of the issue_comment event for you/my-project");
      expect(out).toMatch(/─── comment on issue #1 \(written \d+ times?\), final text ───/);
      expect(out).toContain("### ✅ Repo Agent finished");
      expect(out).toContain('I added a line to README.md, after "# Repo Agent":');
      expect(out).toMatch(/─── pull request #2: agent\/1-add-a-note-to-readme-md → main ───/);
      expect(out).toContain("Title: add a note to README.md");
      expect(out).toMatch(/─── push to agent\/1-add-a-note-to-readme-md \(new branch, now [0-9a-f]{7}\) ───/);
      expect(out).toContain("+++ b/README.md");
      expect(out).toContain("+This line was added by the edit scenario of the Repo Agent fake model server.");
      expect(out).toContain("GitHub was not touched");
      expect(result.code).toBe(0);
    } finally {
      rmSync(join(root, eventFile), { force: true });
    }
  });
});

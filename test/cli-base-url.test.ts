import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";

/**
 * The command line pointed at a base URL that is not a model API: a web server that answers its
 * HTML index to every request. The run must end at once with the reason, not after the retry
 * loop's half minute of backoff (real backoff here: no fast retries). The reason is looked for in
 * everything the terminal shows: the conclusion is printed with the run's other output.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// `REPO_AGENT_DIST` points at another build of `dist/` (a work-in-progress one).
const BIN = process.env.REPO_AGENT_DIST
  ? join(process.env.REPO_AGENT_DIST, "cli", "index.js")
  : join(root, "bin", "repo-agent.js");

const INDEX_PAGE =
  "<!DOCTYPE html>\n<html><head><title>Welcome to nginx!</title></head><body>It works</body></html>\n";

/** Well under the retries' backoff (1 + 2 + 4 + 8 + 16 s), with room for a slow process start. */
const QUICK_MS = 10_000;

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
  elapsedMs: number;
}

function repoAgent(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Result> {
  const started = Date.now();
  const logFile = join(scratch, `trajectory-${started}.jsonl`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, "--log-file", logFile, ...args], { cwd, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => resolve({ code, stdout, stderr, elapsedMs: Date.now() - started }));
  });
}

/** The environment without any of the variables the providers fall back to. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_BASE_URL",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "REPO_AGENT_FAST_RETRIES",
  ]) {
    delete env[name];
  }
  return env;
}

function git(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
      cwd,
      stdio: "ignore",
    });
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`git ${args[0]} failed`))));
  });
}

let server: ModelServer;
let scratch: string;
let repo: string;

beforeAll(async () => {
  server = await startModelServer([], {
    defaultTurn: { raw: true, status: 200, contentType: "text/html", body: INDEX_PAGE },
  });
  scratch = mkdtempSync(join(tmpdir(), "repo-agent-cli-base-url-"));
  repo = join(scratch, "repo");
  await git(["init", "-q", "-b", "main", repo], scratch);
  writeFileSync(join(repo, "README.md"), "# Demo\n");
  await git(["add", "."], repo);
  await git(["commit", "-q", "-m", "Initial commit"], repo);
});

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  server.requests.length = 0;
});

describe("repo-agent with a base URL that answers an HTML page", () => {
  it.each([
    ["anthropic", "Anthropic Messages API", "--stream", "true"],
    ["anthropic", "Anthropic Messages API", "--stream", "false"],
    ["openai", "OpenAI Chat Completions API", "--stream", "true"],
    ["openai", "OpenAI Chat Completions API", "--stream", "false"],
  ])(
    "--provider %s: fails at once with one request, exit 1 and the reason (%s %s %s)",
    async (provider, api, ...stream) => {
      // The base URL as a newcomer may type it: the server's root, without /v1.
      const result = await repoAgent(
        [
          "--provider",
          provider,
          "--base-url",
          server.url,
          "--api-key",
          "sk-local-key",
          ...stream,
          "add notes",
        ],
        repo,
        cleanEnv(),
      );
      expect(result.code, result.stderr).toBe(1);
      expect(result.stdout + result.stderr).toContain(
        `the server at ${server.url} answered text/html, not the ${api}; check base-url (a missing /v1?)`,
      );
      expect(server.requests).toHaveLength(1);
      expect(result.elapsedMs).toBeLessThan(QUICK_MS);
    },
    30_000,
  );

  it("works without --api-key when the server needs none, and sends no credentials", async () => {
    server.push({ text: "Nothing to change: the notes are fine." });
    const result = await repoAgent(
      ["--provider", "openai", "--base-url", `${server.url}/v1`, "--stream", "false", "look at the notes"],
      repo,
      cleanEnv(),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers).not.toHaveProperty("authorization");
  }, 30_000);
});

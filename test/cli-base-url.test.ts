import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { modelAndScratchForFile, type Result, runCommandLine } from "./fixtures/command-line.js";
import { freePort } from "./fixtures/ports.js";
import { committedRepo } from "./fixtures/small-repo.js";

/**
 * The command line pointed at a base URL that is not a model API: a web server that answers its
 * HTML index to every request. The run must end at once with the reason, not after the retry
 * loop's half minute of backoff (real backoff here: no fast retries). The reason is looked for in
 * everything the terminal shows: the conclusion is printed with the run's other output.
 */

const INDEX_PAGE =
  "<!DOCTYPE html>\n<html><head><title>Welcome to nginx!</title></head><body>It works</body></html>\n";

/** Well under the retries' backoff (1 + 2 + 4 + 8 + 16 s), with room for a slow process start. */
const QUICK_MS = 10_000;

async function repoAgent(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logFile = join(scratch, `trajectory-${Date.now()}.jsonl`),
): Promise<Result & { elapsedMs: number }> {
  const started = Date.now();
  const result = await runCommandLine(["--log-file", logFile, ...args], { cwd, env });
  return { ...result, elapsedMs: Date.now() - started };
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

const { model: server, scratch } = await modelAndScratchForFile("cli-base-url", {
  defaultTurn: { raw: true, status: 200, contentType: "text/html", body: INDEX_PAGE },
  anyPath: true,
});
const repo = await committedRepo(join(scratch, "repo"), { "README.md": "# Demo\n" });

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

describe("repo-agent with a base URL where nothing answers", () => {
  it.each([
    [
      "anthropic",
      "a port nobody listens on",
      async () => `http://127.0.0.1:${await freePort()}`,
      "ECONNREFUSED",
    ],
    [
      "openai",
      "a port nobody listens on",
      async () => `http://127.0.0.1:${await freePort()}/v1`,
      "ECONNREFUSED",
    ],
    [
      "anthropic",
      "a host name that does not resolve",
      async () => "http://models.example.invalid",
      "ENOTFOUND",
    ],
    [
      "openai",
      "a host name that does not resolve",
      async () => "http://models.example.invalid/v1",
      "ENOTFOUND",
    ],
  ])(
    "--provider %s, %s: fails on the first request with no retry, naming the URL and base-url",
    async (provider, _what, baseUrl, code) => {
      const url = await baseUrl();
      const logFile = join(scratch, `unreachable-${provider}-${code}.jsonl`);
      const result = await repoAgent(
        ["--provider", provider, "--base-url", url, "--api-key", "sk-local-key", "add notes"],
        repo,
        cleanEnv(),
        logFile,
      );
      expect(result.code, result.stderr).toBe(1);
      const output = result.stdout + result.stderr;
      expect(output).toContain(`The model request failed: the ${provider} API at ${url} cannot be reached`);
      expect(output).toContain(`(${code})`);
      expect(output).toContain("check base-url (--base-url on the command line)");
      expect(output).not.toMatch(/retry \d/);
      const events = readFileSync(logFile, "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as { type: string });
      expect(events.filter((e) => e.type === "retry")).toEqual([]);
      expect(events.at(-1)).toMatchObject({ type: "run_finished", conclusion: "error" });
    },
    30_000,
  );
});

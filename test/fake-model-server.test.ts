import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, collectOutput, type Result, runCommandLine } from "./fixtures/command-line.js";
import { freePort } from "./fixtures/ports.js";
import { committedRepo } from "./fixtures/small-repo.js";

/**
 * scripts/fake-model-server.ts as a newcomer runs it: a real child process, talked to through the
 * real SDKs and through the command line (`node bin/repo-agent.js`, the committed bundle).
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SCRIPT = join(root, "scripts", "fake-model-server.ts");
/** Each case starts tsx, and some a dry run with git; generous for a busy machine. */
const TIMEOUT_MS = 120_000;

/** The environment of a user with no model settings of their own. */
function cleanEnv(): NodeJS.ProcessEnv {
  // Trajectories of local runs go to the scratch folder, not the user's own.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    REPO_AGENT_FAST_RETRIES: "1",
    XDG_STATE_HOME: join(scratch, "state"),
  };
  for (const name of Object.keys(env)) {
    if (/^(ANTHROPIC|OPENAI)_/.test(name) || name.startsWith("REPO_AGENT_PROVIDER")) delete env[name];
  }
  return env;
}

function startScript(args: string[]): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", SCRIPT, ...args], { cwd: root, env: cleanEnv() });
}

/** Runs the script to its end. */
function runScript(args: string[]): Promise<Result> {
  return collectOutput(startScript(args));
}

/** Runs the command line (`node bin/repo-agent.js`) to its end, in the clean environment. */
function runRepoAgent(args: string[]): Promise<Result> {
  return runCommandLine(args, { cwd: root, env: cleanEnv() });
}

interface Serving {
  child: ChildProcess;
  /** The ANTHROPIC_BASE_URL it printed. */
  url: string;
  /** The PID it printed. */
  pid: number;
  output: string;
  exited: Promise<number | null>;
}

/** Starts the script without a command and waits for the lines it prints once it serves. */
function serve(args: string[]): Promise<Serving> {
  const child = startScript(args);
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^ANTHROPIC_BASE_URL=(\S+)$/m.exec(output)?.[1];
      const pid = /^PID (\d+): stop it with "kill \1", or Ctrl-C in the foreground\.$/m.exec(output)?.[1];
      if (url && pid) resolve({ child, url, pid: Number(pid), output, exited });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) =>
      reject(new Error(`the server exited with ${code} before serving:\n${output}`)),
    );
  });
}

async function stop(serving: Serving | undefined): Promise<void> {
  if (!serving || serving.child.exitCode !== null) return;
  serving.child.kill("SIGTERM");
  await serving.exited;
}

function anthropic(url: string): Anthropic {
  return new Anthropic({ baseURL: url, apiKey: "any-key", maxRetries: 0 });
}

function openai(url: string): OpenAI {
  return new OpenAI({ baseURL: `${url}/v1`, apiKey: "any-key", maxRetries: 0 });
}

const ask = { model: "claude-test", max_tokens: 100, messages: [{ role: "user" as const, content: "hi" }] };
const askOpenAI = { model: "gpt-test", messages: [{ role: "user" as const, content: "hi" }] };

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "fake-model-server-"));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

/** A git repository with one commit holding `files`. */
function repository(name: string, files: Record<string, string>): Promise<string> {
  return committedRepo(join(scratch, name), files);
}

const TURNS = [
  {
    text: "I will read the notes.",
    toolCalls: [{ name: "read_file", arguments: { path: "README.md" } }],
  },
  { text: "The notes are short." },
];

describe("--script FILE", { timeout: TIMEOUT_MS }, () => {
  let serving: Serving | undefined;
  let script: string;

  beforeAll(async () => {
    script = file("turns.json", JSON.stringify(TURNS));
    serving = await serve(["--script", script]);
  }, TIMEOUT_MS);

  afterAll(() => stop(serving));

  it("serves the turns in order in either wire format, then answers that the script is exhausted", async () => {
    const url = serving?.url ?? "";
    expect(serving?.output).toContain(`Serving the 2 turns of ${script}`);

    const first = await anthropic(url).messages.create(ask);
    expect(first.content).toEqual([
      expect.objectContaining({ type: "text", text: "I will read the notes." }),
      expect.objectContaining({ type: "tool_use", name: "read_file", input: { path: "README.md" } }),
    ]);
    expect(first.stop_reason).toBe("tool_use");

    const second = await openai(url).chat.completions.create(askOpenAI);
    expect(second.choices[0]?.message.content).toBe("The notes are short.");
    expect(second.choices[0]?.finish_reason).toBe("stop");

    const exhausted = /script exhausted: turns\.json has 2 turns, and this is request 3/;
    await expect(anthropic(url).messages.create(ask)).rejects.toThrow(exhausted);
    await expect(openai(url).chat.completions.create(askOpenAI)).rejects.toThrow(
      /script exhausted: turns\.json has 2 turns, and this is request 4/,
    );
  });

  it("drives repo-agent through its turns, and stops when the command after -- ends", async () => {
    const repo = await repository("scripted", { "README.md": "# Scripted\n\nNotes.\n" });
    const result = await runScript(["--script", script, "--", process.execPath, BIN, "-C", repo, "read it"]);
    expect(result.stdout).toContain("── Step 1/50 ──");
    expect(result.stdout).toContain("read_file path=README.md");
    expect(result.stdout).toContain("The notes are short.");
    expect(result.code).toBe(0);
  });
});

describe.concurrent("an invalid script fails at start, naming the file and the entry", {
  timeout: TIMEOUT_MS,
}, () => {
  const cases: [string, string, RegExp][] = [
    ["not JSON", "[{ text: 'hi' }]", /the script \S+not-json\.json is not valid JSON/],
    [
      "not a list",
      '{ "text": "hi" }',
      /not-a-list\.json: the file must hold a JSON list of turns, not an object/,
    ],
    ["an empty list", "[]", /an-empty-list\.json: the list is empty/],
    [
      "a turn with neither text nor tool calls",
      '[{ "text": "hi" }, {}]',
      /neither-text-nor-tool-calls\.json: turn 2 has neither "text" nor "toolCalls"/,
    ],
    [
      "a tool call without a name",
      '[{ "toolCalls": [{ "arguments": {} }] }]',
      /a-tool-call-without-a-name\.json: turn 1, tool call 1, has no "name"/,
    ],
    [
      "a misspelt key",
      '[{ "text": "hi", "tool_calls": [] }]',
      /a-misspelt-key\.json: turn 1 has an unknown key "tool_calls" \(known: text, toolCalls\)/,
    ],
    [
      "arguments that are not an object",
      '[{ "toolCalls": [{ "name": "bash", "arguments": "ls" }] }]',
      /turn 1, tool call 1, has "arguments" that is a string, not an object/,
    ],
  ];

  it.each(cases)("%s", async (name, text, message) => {
    const path = file(`${name.toLowerCase().replaceAll(" ", "-")}.json`, text);
    const result = await runScript(["--script", path]);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).not.toContain("BASE_URL");
    expect(result.code).toBe(1);
  });

  it("a script file that does not exist", async () => {
    const result = await runScript(["--script", join(scratch, "missing.json")]);
    expect(result.stderr).toMatch(/cannot read the script \S+missing\.json: no such file/);
    expect(result.code).toBe(1);
  });
});

describe("--port N", { timeout: TIMEOUT_MS }, () => {
  let serving: Serving | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    serving = await serve(["--port", String(port)]);
  }, TIMEOUT_MS);

  afterAll(() => stop(serving));

  it("listens on the port asked for, and answers there", async () => {
    expect(serving?.url).toBe(`http://127.0.0.1:${port}`);
    expect(serving?.output).toContain(`OPENAI_BASE_URL=http://127.0.0.1:${port}/v1`);
    const reply = await anthropic(`http://127.0.0.1:${port}`).messages.create({
      ...ask,
      messages: [{ role: "user", content: "summarise NOTES.md" }],
    });
    expect(reply.content).toContainEqual(
      expect.objectContaining({ type: "tool_use", name: "read_file", input: { path: "NOTES.md" } }),
    );
  });

  it("fails with a clear message when the port is taken", async () => {
    const result = await runScript(["--port", String(port)]);
    expect(result.stderr).toContain(`port ${port} is taken`);
    expect(result.code).toBe(1);
  });

  it.each(["abc", "0", "70000", "80.5"])("refuses --port %s as bad usage", async (value) => {
    const result = await runScript(["--port", value]);
    expect(result.stderr).toContain(`--port must be a whole number from 1 to 65535, got "${value}"`);
    expect(result.code).toBe(2);
  });
});

describe("a base URL with a wrong path", { timeout: TIMEOUT_MS }, () => {
  let serving: Serving | undefined;

  beforeAll(async () => {
    serving = await serve([]);
  }, TIMEOUT_MS);

  afterAll(() => stop(serving));

  it("--help says that only the APIs' own paths are served", async () => {
    const result = await runScript(["--help"]);
    expect(result.stdout).toContain("/v1/messages and\n/v1/chat/completions: any other path gets the 404");
  });

  it("gets the 404 each real API sends, in its own error shape", async () => {
    const url = serving?.url ?? "";
    // Anthropic's SDK adds /v1/messages itself: a base URL ending in /v1 asks for /v1/v1/messages.
    const anthropicError = await anthropic(`${url}/v1`)
      .messages.create(ask)
      .catch((e: unknown) => e);
    expect(anthropicError).toBeInstanceOf(Anthropic.NotFoundError);
    expect(anthropicError).toMatchObject({
      status: 404,
      error: { type: "error", error: { type: "not_found_error", message: "Not Found" } },
    });
    // OpenAI's SDK adds only /chat/completions: a base URL without /v1 misses it.
    const client = new OpenAI({ baseURL: url, apiKey: "any-key", maxRetries: 0 });
    const openaiError = await client.chat.completions.create(askOpenAI).catch((e: unknown) => e);
    expect(openaiError).toBeInstanceOf(OpenAI.NotFoundError);
    expect(openaiError).toMatchObject({
      status: 404,
      error: { message: "Invalid URL (POST /chat/completions)", type: "invalid_request_error" },
    });
  });

  it.each([
    ["anthropic", "/v1", "/v1/v1/messages", "anthropic API answered 404: Not Found."],
    ["openai", "", "/chat/completions", "openai API answered 404: Invalid URL (POST /chat/completions)."],
  ])(
    "repo-agent --provider %s fails at once, showing the URL the request went to",
    async (provider, suffix, path, answer) => {
      const url = serving?.url ?? "";
      const repo = await repository(`wrong-path-${provider}`, { "README.md": "# Wrong path\n" });
      const result = await runRepoAgent([
        "--provider",
        provider,
        "--base-url",
        `${url}${suffix}`,
        "-C",
        repo,
        "summarise README.md",
      ]);
      const output = result.stdout + result.stderr;
      expect(output).toContain(answer);
      expect(output).toContain(`and the base-url (${url}${suffix}): the request went to ${url}${path}.`);
      expect(result.code).toBe(1);
    },
  );
});

describe("stopping the server", { timeout: TIMEOUT_MS }, () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "%s to the PID it prints stops it with exit code 0",
    async (signal) => {
      const serving = await serve([]);
      expect(serving.pid).toBe(serving.child.pid);
      process.kill(serving.pid, signal);
      expect(await serving.exited).toBe(0);
      await expect(anthropic(serving.url).messages.create(ask)).rejects.toThrow(/Connection error/);
    },
  );

  it("with a command after --, exits with the command's exit code", async () => {
    const result = await runScript(["--", process.execPath, "-e", "process.exit(3)"]);
    expect(result.code).toBe(3);
  });

  it("--help documents the options, the script format and how to stop it", async () => {
    const result = await runScript(["--help"]);
    expect(result.code).toBe(0);
    for (const text of ["--scenario", "--script FILE", "--port N", '"toolCalls"', "kill <PID>", "Ctrl-C"]) {
      expect(result.stdout).toContain(text);
    }
  });
});

/** A comment asking for the change, as GitHub sends it. */
function commentEvent(body: string): string {
  return file(
    `comment-${Math.random().toString(36).slice(2)}.json`,
    JSON.stringify({
      action: "created",
      issue: {
        number: 1,
        title: "A note wanted",
        body: "",
        state: "open",
        user: { login: "you", type: "User" },
        comments: 0,
      },
      comment: {
        id: 1,
        body,
        created_at: "2026-01-01T00:00:00Z",
        user: { login: "you", type: "User" },
      },
      repository: { name: "my-project", owner: { login: "you" } },
    }),
  );
}

/** The edit scenario serving a dry run, with `flags`, of a comment `body` on `repo`. */
function editScenarioDryRun(repo: string, body: string, ...flags: string[]): Promise<Result> {
  const event = commentEvent(body);
  return runScript([
    "--scenario",
    "edit",
    "--",
    process.execPath,
    BIN,
    ...flags,
    "-C",
    repo,
    "--event",
    event,
    "--dry-run",
  ]);
}

describe.concurrent("--scenario edit with a dry run", { timeout: TIMEOUT_MS }, () => {
  it("edits the file the task names, runs a command, and shows a branch, a diff and a pull request", async () => {
    const repo = await repository("edit-anthropic", { "README.md": "# Demo\n\nA small repository.\n" });
    const result = await editScenarioDryRun(repo, "/agent add a note to README.md");
    const out = result.stdout;
    expect(out).toContain("read_file path=README.md");
    expect(out).toContain("edit_file path=README.md");
    expect(out).toMatch(/bash command=grep -n -F/);
    expect(out).toMatch(/─── pull request #2: agent\/1-add-a-note-to-readme-md → main ───/);
    expect(out).toContain('I added a line to README.md, after "# Demo":');
    expect(out).toContain("`grep -n` finds it at line 3.");
    expect(out).toMatch(/─── push to agent\/1-add-a-note-to-readme-md \(new branch/);
    expect(out).toContain(
      " # Demo\n \n+This line was added by the edit scenario of the Repo Agent fake model server.\n+\n",
    );
    expect(out).toContain("Conclusion: success · published: pull-request · 4 steps");
    expect(result.code).toBe(0);
  });

  it("in the OpenAI format, on a repository without a README, creates NOTES.md", async () => {
    const repo = await repository("edit-openai", { "package.json": '{ "name": "demo" }\n' });
    const result = await editScenarioDryRun(
      repo,
      "/agent write down notes about package.json",
      "--provider",
      "openai",
    );
    const out = result.stdout;
    expect(out).toContain("read_file path=package.json");
    expect(out).toContain("write_file path=NOTES.md");
    expect(out).toMatch(/─── pull request #2: agent\/1-write-down-notes-about-package-json → main ───/);
    expect(out).toContain("I created NOTES.md with one line:");
    expect(out).toContain(
      "+++ b/NOTES.md\n@@ -0,0 +1,3 @@\n+# Notes\n+\n+This line was added by the edit scenario",
    );
    expect(result.code).toBe(0);
  });
});

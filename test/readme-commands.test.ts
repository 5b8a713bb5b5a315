import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeAnswer,
  type ModelServer,
  type RecordedRequest,
  startModelServer,
  wireToolResults,
} from "./fakes/model-server.js";

/**
 * A fresh clone of the project, then every ```sh block of the README pasted into bash as written,
 * in README order: what a newcomer does. The clone is made from the files git would commit (the
 * tracked and new files, less the ignored ones: while developing, the working tree is what CI's
 * clean clone of main will hold), copied into a repository of its own, and `git clone`d from
 * there. The first block runs in the folder the clone is made in, every later block in the clone,
 * each in a bash of its own, as a user pastes them into one terminal.
 *
 * Nothing reaches the network: `npm ci` installs from npm's cache (`npm_config_offline=true`; the
 * project's own `npm ci` filled it), and the model is the fake model server.
 *
 * What is changed in the blocks, and nothing else:
 * - `https://github.com/repo-agent/repo-agent` (in `git clone`) is the fresh repository's path;
 * - in the block that runs the fake server in the background, its first line's output goes to a
 *   file the test reads, and `<port>` and `<pid>` are the port and PID the server printed there;
 * - `sk-ant-…` is a stand-in key, and those blocks' ANTHROPIC_BASE_URL (in the environment, as a
 *   gateway of the user's would set it) is a fake model server of this test's, which checks the
 *   key arrived;
 * - `npm test` runs one test file, not the suite that holds this test.
 * The environment also holds a temporary npm prefix, on the PATH, so `npm link` links there and
 * not into this machine's global folder, and a temporary XDG_STATE_HOME for the trajectories.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const readme = readFileSync(join(root, "README.md"), "utf8");
/** The slowest block (`npm ci` from the cache, or a dry run) takes seconds; this is for a busy machine. */
const BLOCK_TIMEOUT_MS = 120_000;
const UPSTREAM_URL = "https://github.com/repo-agent/repo-agent";
const STAND_IN_KEY = "sk-ant-readme-stand-in-0123456789";
/** What `npm test` runs here: a file of the suite that checks the README itself. */
const ONE_TEST_FILE = "test/readme-tables.test.ts";

/** The fenced `sh` blocks of the README, in order. */
const blocks = [...readme.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? "");

let scratch: string;
/** Where the user starts: the clone is made in it, and `my-project` sits beside the clone. */
let home: string;
let clone: string;
let npmPrefix: string;
let stateHome: string;
/**
 * The blocks' temporary folder (`TMPDIR`): what their `mktemp -d` makes goes with the run. Open
 * to every user as the machine's is, for a sandbox user's processes.
 */
let blockTemp: string;
let model: ModelServer;

/** Who the block with a real key talks to: it reads the date test, then says what is wrong. */
function dateTestFixer(request: RecordedRequest): FakeAnswer {
  if (wireToolResults(request).length > 0) {
    return { text: "The date test expects 1900 not to be a leap year; isLeapYear forgets the centuries." };
  }
  return {
    text: "I will read the failing test first.",
    toolCalls: [{ name: "read_file", arguments: { path: "test/date.test.js" } }],
  };
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    "git",
    ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", ...args],
    { cwd, encoding: "utf8" },
  );
}

/** A repository holding what git would commit from this working tree: the project as CI clones it. */
function freshUpstream(into: string): void {
  mkdirSync(into, { recursive: true });
  const listed = git(root, "ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0");
  for (const path of listed) {
    // A file deleted in the working tree is still listed as tracked; it will not be committed.
    if (path === "" || !existsSync(join(root, path))) continue;
    mkdirSync(dirname(join(into, path)), { recursive: true });
    cpSync(join(root, path), join(into, path), { verbatimSymlinks: true });
  }
  git(into, "init", "--quiet", "--initial-branch=main");
  git(into, "add", "--all");
  git(into, "commit", "--quiet", "--no-verify", "-m", "The project as it would be committed");
}

/** The project the README's real-model blocks work on, beside the clone. */
function myProject(path: string): void {
  mkdirSync(join(path, "src"), { recursive: true });
  mkdirSync(join(path, "test"), { recursive: true });
  writeFileSync(join(path, "README.md"), "# My project\n");
  writeFileSync(join(path, "src", "date.js"), "export const isLeapYear = (year) => year % 4 === 0;\n");
  writeFileSync(
    join(path, "test", "date.test.js"),
    'import assert from "node:assert/strict";\nimport { isLeapYear } from "../src/date.js";\nassert.equal(isLeapYear(1900), false);\n',
  );
  git(path, "init", "--quiet", "--initial-branch=main");
  git(path, "add", "--all");
  git(path, "commit", "--quiet", "-m", "Dates");
}

/** The environment of every block: the user's, less any model settings, offline, linked into a temporary prefix. */
function blockEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    // The commands must work without a key or endpoint of the user's own, and outside this test run.
    if (/^(ANTHROPIC_|OPENAI_|REPO_AGENT_|VITEST|npm_)/i.test(name)) continue;
    env[name] = value;
  }
  return {
    ...env,
    PATH: `${join(npmPrefix, "bin")}:${process.env.PATH ?? ""}`,
    XDG_STATE_HOME: stateHome,
    TMPDIR: blockTemp,
    npm_config_offline: "true",
    npm_config_prefix: npmPrefix,
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
    ...extra,
  };
}

interface Run {
  code: number | null;
  output: string;
  seconds: number;
}

function bash(script: string, cwd: string, env: NodeJS.ProcessEnv = blockEnv()): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("bash", ["-c", script], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("close", (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** The README's next block; the blocks are taken in order, so a block added or moved is noticed. */
let next = 0;
function nextBlock(startsWith: string): string {
  const block = blocks[next] ?? "";
  next += 1;
  expect(block.startsWith(startsWith), `README block ${next} starts with ${JSON.stringify(startsWith)}`).toBe(
    true,
  );
  return block;
}

/** `block` with each `from` replaced by `to`; each must be there, so a stale substitution fails. */
function substituted(block: string, substitutions: [from: string, to: string][]): string {
  let text = block;
  for (const [from, to] of substitutions) {
    expect(text, `the block holds ${from}`).toContain(from);
    text = text.replaceAll(from, to);
  }
  return text;
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "repo-agent-readme-"));
  home = join(scratch, "home");
  clone = join(home, "repo-agent");
  npmPrefix = join(scratch, "npm-prefix");
  stateHome = join(scratch, "state");
  blockTemp = mkdtempSync(join(tmpdir(), "repo-agent-readme-temp-"));
  chmodSync(blockTemp, 0o1777);
  mkdirSync(home, { recursive: true });
  freshUpstream(join(scratch, "upstream", "repo-agent"));
  myProject(join(home, "my-project"));
  model = await startModelServer([], { defaultTurn: dateTestFixer });
}, BLOCK_TIMEOUT_MS);

afterAll(async () => {
  await model?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  if (blockTemp) rmSync(blockTemp, { recursive: true, force: true });
});

describe("the README's command blocks, pasted into a fresh clone", { timeout: BLOCK_TIMEOUT_MS }, () => {
  it("clone the project and install its dependencies", async () => {
    const block = nextBlock("git clone ");
    expect(block).toBe(`git clone ${UPSTREAM_URL} && cd repo-agent\nnpm ci\n`);
    const result = await bash(
      substituted(block, [[UPSTREAM_URL, join(scratch, "upstream", "repo-agent")]]),
      home,
    );
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/added \d+ packages/);
    expect(existsSync(join(clone, "node_modules", ".bin", "tsx"))).toBe(true);
  });

  it("run a task end to end against the fake model server", async () => {
    const block = nextBlock("npx tsx scripts/fake-model-server.ts -- ");
    expect(block).toBe('npx tsx scripts/fake-model-server.ts -- npx repo-agent "summarise README.md"\n');
    const result = await bash(block, clone);
    expect(result.output).toContain("── Step 1/50 ──");
    expect(result.output).toContain("read_file path=README.md");
    expect(result.output).toContain('README.md is titled "Repo Agent"');
    expect(result.output).toMatch(/^Cost: \$[\d.]+ for [\d,]+ input and [\d,]+ output tokens$/m);
    expect(result.code, result.output).toBe(0);
  });

  it("keep the fake server running in the background, use it, and stop it with the PID it prints", async () => {
    const block = nextBlock("npx tsx scripts/fake-model-server.ts &");
    const [start = "", use = "", stop = ""] = block.split("\n");
    expect(start).toMatch(
      /^npx tsx scripts\/fake-model-server\.ts & +# prints ANTHROPIC_BASE_URL=.*<port> and PID <pid>$/,
    );
    expect(use).toContain("ANTHROPIC_BASE_URL=http://127.0.0.1:<port> ");
    expect(stop).toBe("kill <pid>");
    // The README's lines, with the port and the PID the server printed put in.
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
    const result = await bash(script, clone);
    expect(result.output).toContain("read_file path=README.md");
    expect(result.output).toContain('README.md is titled "Repo Agent"');
    expect(result.output).toContain("server stopped with exit code 0");
    expect(result.code, result.output).toBe(0);
  });

  it("run a task with a model key on the project beside the clone, named with -C", async () => {
    const block = nextBlock("ANTHROPIC_API_KEY=sk-ant-… npx repo-agent -C ../my-project ");
    const before = model.requests.length;
    const result = await bash(
      substituted(block, [["sk-ant-…", STAND_IN_KEY]]),
      clone,
      blockEnv({ ANTHROPIC_BASE_URL: model.anthropicBaseUrl }),
    );
    expect(result.output).toContain("Task: fix the failing date test");
    expect(result.output).toContain("read_file path=test/date.test.js");
    expect(result.output).toContain("isLeapYear forgets the centuries");
    expect(result.code, result.output).toBe(0);
    // The key of the block reached the model server ANTHROPIC_BASE_URL names.
    const requests = model.requests.slice(before);
    expect(requests.length).toBeGreaterThan(0);
    const keys = requests.map(
      (request) => request.headers["x-api-key"] ?? request.headers.authorization?.replace(/^Bearer /, ""),
    );
    expect(new Set(keys)).toEqual(new Set([STAND_IN_KEY]));
  });

  it("link the clone with npm link and run repo-agent from the project's own folder", async () => {
    const block = nextBlock("npm link\n");
    expect(block).toContain("\ncd ../my-project\n");
    const before = model.requests.length;
    const result = await bash(
      substituted(block, [["sk-ant-…", STAND_IN_KEY]]),
      clone,
      blockEnv({ ANTHROPIC_BASE_URL: model.anthropicBaseUrl }),
    );
    expect(result.output).toContain("read_file path=test/date.test.js");
    expect(result.output).toContain("isLeapYear forgets the centuries");
    expect(result.code, result.output).toBe(0);
    expect(model.requests.length).toBeGreaterThan(before);
    // The command on the PATH is the clone's own.
    const linked = join(npmPrefix, "lib", "node_modules", "repo-agent");
    expect(lstatSync(linked).isSymbolicLink()).toBe(true);
    expect(readlinkSync(linked)).toMatch(/(^|\/)repo-agent$/);
    expect(existsSync(join(npmPrefix, "bin", "repo-agent"))).toBe(true);
  });

  it("dry-run the example comment with the edit scenario: a comment, a branch, a diff and a pull request", async () => {
    const block = nextBlock('payload="$(mktemp -d)/comment.json"\n');
    expect(block).toContain(
      'npx tsx scripts/fake-model-server.ts --scenario edit -- npx repo-agent --event "$payload" --dry-run',
    );
    const result = await bash(block, clone);
    const out = result.output;
    expect(out).toContain("Dry run of the issue_comment event for you/my-project");
    expect(out).not.toMatch(/uncommitted changes in your folder/);
    expect(out).toMatch(/─── comment on issue #1 \(written \d+ times?\), final text ───/);
    expect(out).toContain("### ✅ Repo Agent finished");
    expect(out).toContain('I added a line to README.md, after "# Repo Agent":');
    expect(out).toMatch(/─── pull request #2: agent\/1-add-a-note-to-readme-md → main ───/);
    expect(out).toContain("Title: add a note to README.md");
    expect(out).toMatch(/─── push to agent\/1-add-a-note-to-readme-md \(new branch, now [0-9a-f]{7}\) ───/);
    expect(out).toContain("+++ b/README.md");
    expect(out).toContain("+This line was added by the edit scenario of the Repo Agent fake model server.");
    expect(out).toContain("GitHub was not touched");
    expect(result.code, out).toBe(0);
  });

  it("dry-run a review of a pull request's branch: the review's comment on its line, with a suggestion", async () => {
    const block = nextBlock('demo="$(mktemp -d)"\n');
    expect(block).toContain("--dry-run --mode review");
    const result = await bash(block, clone);
    const out = result.output;
    expect(out).toContain("Dry run of the pull_request event for you/project");
    expect(out).toContain('note: no task given; using "Review this pull request."');
    // The model was given the branch's change.
    expect(out).toContain("+export const rounded = (prices) => Math.round(total(prices));");
    expect(out).toMatch(/─── review on pull request #1 \(COMMENT, at [0-9a-f]{7}\) ───/);
    const review = out.slice(out.indexOf("─── review on pull request #1"));
    expect(review).toContain("Rounding to whole units loses the cents; the rest looks right.");
    expect(review).toContain("total.js:4\nMath.round drops the cents.");
    expect(review).toContain(
      "```suggestion\nexport const rounded = (prices) => Math.round(total(prices) * 100) / 100;\n```",
    );
    expect(out).toContain("published: review");
    expect(out).not.toContain("─── push to");
    expect(result.code, out).toBe(0);
  });

  it("dry-run a triage with safe-outputs: a refused label corrected, a mention defused, the structured result", async () => {
    const block = nextBlock('triage="$(mktemp -d)"\n');
    expect(block).toContain("--safe-outputs '{add-labels: {allowed: [bug, question]}, add-comment: }'");
    const result = await bash(block, clone);
    const out = result.output;
    expect(out).toContain("Dry run of the issues event for you/my-project");
    const operations = out.slice(out.indexOf("─── operations the agent asked for ───"));
    expect(operations).toContain(
      'refused  add-labels\n         "support" is not allowed; the labels allowed are "bug", "question"',
    );
    expect(operations).toContain("applied  add-labels on #7");
    expect(operations).toContain("applied  add-comment on #7");
    expect(out).toContain("Labels added to issue #7: question");
    // The requester's mention stays; the maintainer's is code, so it notifies nobody.
    expect(out).toContain("@you: Node 20 or later. `@maintainer` need not answer.");
    expect(out).toMatch(
      /─── structured output \(the structured-output output\) ───\n\{\n {2}"kind": "question"\n\}/,
    );
    expect(out).toContain("published: none");
    expect(result.code, out).toBe(0);
  });

  it("run the tests", async () => {
    const block = nextBlock("npm test");
    expect(block).toBe("npm test\n");
    const result = await bash(substituted(block, [["npm test", `npm test -- ${ONE_TEST_FILE}`]]), clone);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: vitest colours its summary.
    expect(result.output.replace(/\x1b\[[0-9;]*m/g, "")).toMatch(/Test Files\s+1 passed \(1\)/);
    expect(result.code, result.output).toBe(0);
  });

  it("were all run, in order, and leave the clone as it was cloned", async () => {
    expect(next).toBe(blocks.length);
    const status = await bash("git status --porcelain --untracked-files=all", clone);
    expect(status.output).toBe("");
    expect(status.code).toBe(0);
  });
});

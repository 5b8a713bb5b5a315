/**
 * Starts the test suite's fake model server (test/fakes/model-server.ts) so the command line can be
 * tried without an API key or a network. It speaks the Anthropic and the OpenAI formats alike, at
 * the paths the real APIs serve (a wrong base URL gets their 404), and answers in one of three ways:
 *
 * - `--scenario read` (the default): reads the file the task names (README.md when it names none),
 *   then answers with a short summary of it.
 * - `--scenario edit`: reads that file, adds one line to it with `edit_file`, runs `grep` to show
 *   the line, then answers with what it changed; a dry run then shows a branch, a diff and a pull
 *   request. A file it cannot edit (missing, or a format without comments) gives way to README.md,
 *   then NOTES.md, which it creates when it is missing.
 * - `--script turns.json`: the turns of a JSON file, one per request, in order, whatever was asked.
 *   Once they are used up, every request gets an error answer saying the script is exhausted.
 *
 * The script file is a JSON list of turns; a turn has `text`, `toolCalls` or both, and a tool call
 * has a `name` and an `arguments` object (default `{}`):
 *
 *   [
 *     { "text": "I will read it.", "toolCalls": [{ "name": "read_file", "arguments": { "path": "README.md" } }] },
 *     { "text": "README.md is short." }
 *   ]
 *
 * Usage:
 *
 *   npx tsx scripts/fake-model-server.ts [--scenario read|edit | --script FILE] [--port N] &
 *   ANTHROPIC_BASE_URL=<printed URL> npx repo-agent "summarise README.md"   # no API key needed
 *   kill <printed PID>                  # or Ctrl-C when it runs in the foreground
 *
 * Or in one go: the command after `--` runs with the server's URLs in its environment, the server
 * stops when it ends, and its exit code is this script's. The command's API keys are replaced by a
 * stand-in, so a real key in the caller's environment is never sent to the fake:
 *
 *   npx tsx scripts/fake-model-server.ts --scenario edit -- npx repo-agent --event comment.json --dry-run
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { constants } from "node:os";
import { basename, extname } from "node:path";
import { parseArgs } from "node:util";
import { isRecord } from "../src/text/json.js";
import {
  type FakeAnswer,
  type FakeToolCall,
  type FakeTurn,
  type ModelServer,
  type RecordedRequest,
  SCRIPT_EXHAUSTED_MESSAGE,
  SCRIPT_EXHAUSTED_STATUS,
  startModelServer,
  type WireJson,
  wireText,
  wireToolResults,
} from "../test/fakes/model-server.js";

const HELP = `Usage: npx tsx scripts/fake-model-server.ts [options] [-- command [args...]]

A fake model server for trying repo-agent without an API key or a network. It speaks the
Anthropic Messages API and the OpenAI Chat Completions API on 127.0.0.1, and needs no API key
(any key it is sent is ignored). It serves their own paths only, /v1/messages and
/v1/chat/completions: any other path gets the 404 the real API sends, so a base URL with a
wrong path fails here as it would there. Use the base URLs it prints.

Options:
  --scenario NAME   how it answers (default: read):
                      read  reads the file the task names (README.md when it names none),
                            then summarises it
                      edit  reads that file, adds a line to it, runs grep to show the line,
                            then says what it changed: a dry run shows a branch, a diff and a
                            pull request (a file it cannot edit gives way to README.md, then
                            NOTES.md, created when missing)
  --script FILE     serve the turns of a JSON file instead, one per request, in order; when
                    they run out, every request gets an error saying the script is exhausted
  --port N          listen on port N (default: a free port)
  -h, --help        print this help

The script file is a JSON list of turns. A turn has "text", "toolCalls" or both; a tool call
has a "name" and an "arguments" object (default {}):

  [
    { "text": "I will read it.",
      "toolCalls": [{ "name": "read_file", "arguments": { "path": "README.md" } }] },
    { "text": "README.md is short." }
  ]

Without a command it prints the base URLs and its PID, and serves until stopped: Ctrl-C in the
foreground, or kill <PID> when it runs in the background (it exits 0). With "-- command", the
command runs with ANTHROPIC_BASE_URL and OPENAI_BASE_URL in its environment, and with a stand-in
for ANTHROPIC_API_KEY and OPENAI_API_KEY so that a real key of yours is never sent to the fake;
the server stops when the command ends, and the command's exit code is this script's.

Exit codes: 0 stopped by Ctrl-C or kill, 1 the script file is invalid or the port is taken,
2 bad usage.`;

/**
 * The key handed to `-- command` in place of the caller's: repo-agent needs none with a base URL,
 * but other clients refuse to start without one, and a real key must not reach the fake. Long
 * enough never to be confused with words in a change.
 */
const FAKE_API_KEY = "fake-model-server-key";
const HOST = "127.0.0.1";
/** Once a stop was asked for, the longest wait for open connections before exiting anyway. */
const STOP_GRACE_MS = 2_000;

type ScenarioName = "read" | "edit";
const SCENARIOS: readonly ScenarioName[] = ["read", "edit"];

interface Options {
  scenario: ScenarioName;
  /** The script file as given; undefined for a scenario. */
  script: string | undefined;
  /** Undefined: a free port. */
  port: number | undefined;
  /** The command after `--`; empty to serve until stopped. */
  command: string[];
}

/** A problem that stops the script before it serves, with its exit code. */
class StartError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

function usageError(message: string): StartError {
  return new StartError(`${message}\nRun with --help for the options.`, 2);
}

// --- The command line ----------------------------------------------------------------------------

const OPTION_TYPES = {
  help: { type: "boolean", short: "h" },
  scenario: { type: "string" },
  script: { type: "string" },
  port: { type: "string" },
} as const;

/** The options, or undefined for `--help`. Throws a StartError naming the bad argument. */
function parseOptions(argv: string[]): Options | undefined {
  // Everything after the first `--` is the command, even a `--` that follows an option wanting a value.
  const separator = argv.indexOf("--");
  const own = separator >= 0 ? argv.slice(0, separator) : argv;
  const command = separator >= 0 ? argv.slice(separator + 1) : [];
  const options: Options = { scenario: "read", script: undefined, port: undefined, command };
  let scenarioGiven = false;
  // Not strict: the arguments are judged in order, so the first bad one is named and `--help`
  // wins over anything after it.
  const { tokens } = parseArgs({
    args: own,
    options: OPTION_TYPES,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    const arg = own[token.index] ?? "";
    // parseArgs splits `-hx` into -h and -x; only what was typed as a whole is an option here.
    if (
      token.kind !== "option" ||
      !Object.hasOwn(OPTION_TYPES, token.name) ||
      (!arg.startsWith("--") && arg !== token.rawName)
    ) {
      const flag = arg.startsWith("--") ? arg.replace(/=.*$/s, "") : arg;
      throw usageError(
        arg.startsWith("-")
          ? `unknown option ${flag}.`
          : `unexpected argument "${arg}"; put a command after "--".`,
      );
    }
    const value = (): string => {
      if (token.value === undefined || token.value === "")
        throw usageError(`${token.rawName} needs a value.`);
      return token.value;
    };
    switch (token.name) {
      case "help":
        return undefined;
      case "scenario": {
        const name = value();
        if (!SCENARIOS.includes(name as ScenarioName)) {
          throw usageError(`--scenario must be one of ${SCENARIOS.join(", ")}, got "${name}".`);
        }
        options.scenario = name as ScenarioName;
        scenarioGiven = true;
        break;
      }
      case "script":
        options.script = value();
        break;
      case "port":
        options.port = parsePort(value());
        break;
    }
  }
  if (scenarioGiven && options.script !== undefined) {
    throw usageError("--scenario and --script do not go together: a script replaces the scenario.");
  }
  if (separator >= 0 && command.length === 0) throw usageError('"--" must be followed by a command.');
  return options;
}

function parsePort(text: string): number {
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw usageError(`--port must be a whole number from 1 to 65535, got "${text}".`);
  }
  return port;
}

// --- Script files --------------------------------------------------------------------------------

type ScriptTurn = { text?: string; toolCalls?: FakeToolCall[] };

const TURN_KEYS = ["text", "toolCalls"];
const CALL_KEYS = ["name", "arguments"];

/** The turns of a script file. Throws a StartError naming the file and the bad entry. */
function loadScript(file: string): ScriptTurn[] {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : String(error);
    throw new StartError(`cannot read the script ${file}: ${why}.`, 1);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new StartError(`the script ${file} is not valid JSON: ${(error as Error).message}.`, 1);
  }
  const bad = (where: string, problem: string) =>
    new StartError(`the script ${file}: ${where} ${problem}. ${FORMAT_HINT}`, 1);
  if (!Array.isArray(parsed)) throw bad("the file", `must hold a JSON list of turns, not ${kind(parsed)}`);
  if (parsed.length === 0) throw bad("the list", "is empty; it needs at least one turn");
  return parsed.map((entry: unknown, index) => {
    const where = `turn ${index + 1}`;
    if (!isRecord(entry)) throw bad(where, `must be an object, not ${kind(entry)}`);
    const unknown = Object.keys(entry).find((key) => !TURN_KEYS.includes(key));
    if (unknown !== undefined) throw bad(where, `has an unknown key "${unknown}" (known: text, toolCalls)`);
    const { text, toolCalls } = entry;
    if (text === undefined && toolCalls === undefined) throw bad(where, 'has neither "text" nor "toolCalls"');
    if (text !== undefined && typeof text !== "string")
      throw bad(where, `has a "text" that is ${kind(text)}`);
    if (toolCalls !== undefined && !Array.isArray(toolCalls)) {
      throw bad(where, `has "toolCalls" that is ${kind(toolCalls)}, not a list`);
    }
    if (text === undefined && toolCalls?.length === 0) throw bad(where, 'has no "text" and no tool calls');
    const calls = toolCalls?.map((call: unknown, n) => loadCall(call, `${where}, tool call ${n + 1},`, bad));
    return { ...(text === undefined ? {} : { text }), ...(calls === undefined ? {} : { toolCalls: calls }) };
  });
}

const FORMAT_HINT =
  'A script is a list of turns like { "text": "...", "toolCalls": [{ "name": "read_file", "arguments": { "path": "README.md" } }] }.';

function loadCall(
  call: unknown,
  where: string,
  bad: (where: string, problem: string) => StartError,
): FakeToolCall {
  if (!isRecord(call)) throw bad(where, `must be an object, not ${kind(call)}`);
  const unknown = Object.keys(call).find((key) => !CALL_KEYS.includes(key));
  if (unknown !== undefined) throw bad(where, `has an unknown key "${unknown}" (known: name, arguments)`);
  if (typeof call.name !== "string" || call.name.trim() === "") {
    throw bad(where, call.name === undefined ? 'has no "name"' : `has a "name" that is ${kind(call.name)}`);
  }
  if (call.arguments !== undefined && !isRecord(call.arguments)) {
    throw bad(where, `has "arguments" that is ${kind(call.arguments)}, not an object`);
  }
  return { name: call.name, arguments: call.arguments ?? {} };
}

function kind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return value === "" ? "an empty string" : "a string";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

/** The answer once a script's turns are used up: an error that names the file. */
function scriptExhausted(file: string, count: number): FakeTurn {
  return (request) => ({
    status: SCRIPT_EXHAUSTED_STATUS,
    message: `${SCRIPT_EXHAUSTED_MESSAGE}: ${basename(file)} has ${count} turn${count === 1 ? "" : "s"}, and this is request ${request.index + 1}`,
  });
}

// --- Reading a conversation ----------------------------------------------------------------------

/** A tool call the fake made earlier in the conversation, with its result when there is one. */
interface PastCall {
  name: string;
  args: Record<string, unknown>;
  result: string | undefined;
  failed: boolean;
}

function messagesOf(request: RecordedRequest): WireJson[] {
  const messages = request.body?.messages;
  return Array.isArray(messages) ? messages : [];
}

/** The task: the first paragraph of the first user message (the rest is the event's context). */
function taskOf(request: RecordedRequest): string {
  const first = messagesOf(request).find((m) => m?.role === "user");
  return first ? (wireText(first.content).split(/\n\s*\n/)[0] ?? "") : "";
}

function parseArguments(raw: WireJson): Record<string, unknown> {
  if (isRecord(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(String(raw));
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Every tool call of the conversation in order, in either wire format, with its result. */
function pastCalls(request: RecordedRequest): PastCall[] {
  const calls = new Map<string, PastCall>();
  for (const message of messagesOf(request)) {
    if (message?.role !== "assistant") continue;
    const blocks: WireJson[] = Array.isArray(message.content) ? message.content : [];
    for (const block of blocks.filter((b) => b?.type === "tool_use")) {
      calls.set(String(block.id), past(block.name, parseArguments(block.input)));
    }
    for (const call of Array.isArray(message.tool_calls) ? message.tool_calls : []) {
      calls.set(String(call?.id), past(call?.function?.name, parseArguments(call?.function?.arguments)));
    }
  }
  for (const result of wireToolResults(request)) {
    settle(calls.get(result.id), result.content, result.isError === true);
  }
  return [...calls.values()];
}

function past(name: WireJson, args: Record<string, unknown>): PastCall {
  return { name: String(name ?? ""), args, result: undefined, failed: false };
}

function settle(call: PastCall | undefined, result: string, isError: boolean): void {
  if (!call) return;
  call.result = result;
  call.failed = isError || /^\s*Error\b/.test(result);
}

/** The file lines of `read_file` output (`     1|text`); marker lines are left out. */
function fileLines(numbered: string): { number: number; text: string }[] {
  return numbered.split("\n").flatMap((line) => {
    const match = /^\s*(\d+)\|(.*)$/.exec(line);
    return match ? [{ number: Number(match[1]), text: (match[2] ?? "").replace(/\r$/, "") }] : [];
  });
}

const SIGNATURE =
  "(Answered by the fake model server in scripts/fake-model-server.ts; no real model was called.)";

/** A file name in the task: a word with a dot and an extension. */
const FILE_IN_TASK = /[\w./-]+\.[A-Za-z0-9]+/;
const DEFAULT_FILE = "README.md";

function namedFile(request: RecordedRequest): string | undefined {
  // A leading dash would read as an option to the command the edit scenario runs.
  return FILE_IN_TASK.exec(taskOf(request))?.[0]?.replace(/^-+/, "") || undefined;
}

// --- Scenario "read" -----------------------------------------------------------------------------

/** A summary of `read_file` output that a reader can check. */
function summarise(path: string, numbered: string): string {
  if (/^Error/i.test(numbered.trim())) return `I could not read ${path}: ${numbered.trim().split("\n")[0]}`;
  const lines = fileLines(numbered)
    .map((line) => line.text)
    .filter((line) => /\S/.test(line));
  const title = lines.find((line) => line.startsWith("#"))?.replace(/^#+\s*/, "") ?? lines[0] ?? "(empty)";
  const headings = lines.filter((line) => /^##\s/.test(line)).map((line) => line.replace(/^##\s*/, ""));
  return [
    `${path} is titled "${title}" and has ${lines.length} non-empty line${lines.length === 1 ? "" : "s"}.`,
    headings.length > 0 ? `Its sections: ${headings.slice(0, 12).join(", ")}.` : "It has no sections.",
    "",
    SIGNATURE,
  ].join("\n");
}

function readScenario(request: RecordedRequest): FakeAnswer {
  const path = namedFile(request) ?? DEFAULT_FILE;
  const read = pastCalls(request).find((call) => call.name === "read_file");
  if (read?.result === undefined) {
    return { text: `I will read ${path} first.`, toolCalls: [{ name: "read_file", arguments: { path } }] };
  }
  return { text: summarise(path, read.result) };
}

// --- Scenario "edit" -----------------------------------------------------------------------------

/** The line the edit scenario adds; free of quotes, so the `grep` command needs no escaping. */
const NOTE = "This line was added by the edit scenario of the Repo Agent fake model server.";
const NOTES_FILE = "NOTES.md";
/** Longer lines may have been cut by `read_file`, so they cannot anchor an edit. */
const MAX_ANCHOR_CHARS = 300;

/** How a comment is written in a file, by extension; undefined where the file has none. */
function commentFor(path: string): ((text: string) => string) | undefined {
  const extension = extname(path).slice(1).toLowerCase();
  const prose = ["", "md", "markdown", "txt", "text", "rst", "adoc"];
  const slashes = "js mjs cjs jsx ts mts cts tsx c h cc cpp hpp java go rs swift kt kts cs scala dart php";
  const hashes = "py sh bash zsh rb pl r yml yaml toml cfg conf ini mk cmake dockerfile gitignore";
  if (prose.includes(extension)) return (text) => text;
  if (slashes.split(" ").includes(extension)) return (text) => `// ${text}`;
  if (hashes.split(" ").includes(extension)) return (text) => `# ${text}`;
  if (["sql", "lua", "hs"].includes(extension)) return (text) => `-- ${text}`;
  if (["html", "htm", "xml", "svg", "vue"].includes(extension)) return (text) => `<!-- ${text} -->`;
  if (["css", "scss", "less"].includes(extension)) return (text) => `/* ${text} */`;
  return undefined;
}

/** An `edit_file` call that adds the note after the first line found once in the file, if any. */
function noteEdit(path: string, numbered: string): FakeToolCall | undefined {
  const comment = commentFor(path);
  if (!comment) return undefined;
  const lines = fileLines(numbered);
  const whole = lines.map((line) => line.text).join("\n");
  const anchor = lines.find(
    ({ text }) =>
      /\S/.test(text) && text.length <= MAX_ANCHOR_CHARS && whole.indexOf(text) === whole.lastIndexOf(text),
  );
  if (!anchor) return undefined;
  // In prose the note is a paragraph of its own; in code, a comment on the next line.
  const gap = comment(NOTE) === NOTE ? "\n\n" : "\n";
  return {
    name: "edit_file",
    arguments: { path, old_str: anchor.text, new_str: `${anchor.text}${gap}${comment(NOTE)}` },
  };
}

function quoted(path: string): string {
  return `'${path.replaceAll("'", "'\\''")}'`;
}

/**
 * Reads a file, adds the note to it, shows it with `grep`, and says what it did. Each answer is
 * worked out from the conversation alone, so one server can serve many runs at once.
 */
function editScenario(request: RecordedRequest): FakeAnswer {
  const calls = pastCalls(request);
  const last = calls.at(-1);
  const reads = calls.filter((call) => call.name === "read_file");
  const change = calls.find(
    (call) => (call.name === "edit_file" || call.name === "write_file") && !call.failed,
  );
  const path = (call: PastCall | undefined) => String(call?.args.path ?? "");

  if (change && last?.name === "bash") return { text: describeChange(path(change), change, last) };
  if (change) {
    return {
      text: `Now I check that the line is in ${path(change)}.`,
      toolCalls: [
        { name: "bash", arguments: { command: `grep -n -F -e '${NOTE}' -- ${quoted(path(change))}` } },
      ],
    };
  }
  if (last?.name === "read_file" && !last.failed && last.result !== undefined) {
    const edit = noteEdit(path(last), last.result);
    if (edit) return { text: `I will add a line to ${path(last)}.`, toolCalls: [edit] };
  }
  if (last?.name === "write_file")
    return { text: `I could not make a change: ${last.result ?? "no result"}\n\n${SIGNATURE}` };
  // The next file to try: the one the task names, then README.md, then NOTES.md.
  const tried = new Set(reads.map(path));
  const candidates = [namedFile(request), DEFAULT_FILE, NOTES_FILE].filter(
    (candidate): candidate is string => candidate !== undefined && !tried.has(candidate),
  );
  const next = candidates[0];
  if (next !== undefined) {
    return {
      text: tried.size === 0 ? `I will read ${next} first.` : `I will try ${next} instead.`,
      toolCalls: [{ name: "read_file", arguments: { path: next } }],
    };
  }
  const notes = reads.find((call) => path(call) === NOTES_FILE);
  if (notes?.failed && /does not exist/.test(notes.result ?? "")) {
    return {
      text: `I will create ${NOTES_FILE}.`,
      toolCalls: [{ name: "write_file", arguments: { path: NOTES_FILE, content: `# Notes\n\n${NOTE}\n` } }],
    };
  }
  return { text: `I found no file I could change (tried ${[...tried].join(", ")}).\n\n${SIGNATURE}` };
}

function describeChange(path: string, change: PastCall, check: PastCall): string {
  const line = /^(\d+):/m.exec(check.result ?? "")?.[1];
  const what =
    change.name === "write_file"
      ? `I created ${path} with one line:`
      : `I added a line to ${path}, after "${String(change.args.old_str ?? "")}":`;
  const found = line ? `\`grep -n\` finds it at line ${line}.` : "`grep` did not find it, though.";
  return [what, "", `> ${NOTE}`, "", found, "", SIGNATURE].join("\n");
}

// --- Serving -------------------------------------------------------------------------------------

/** The fake, listening on `port` when one is given. Throws a StartError when it cannot have it. */
async function listen(
  turns: FakeTurn[],
  defaultTurn: FakeTurn,
  port: number | undefined,
): Promise<ModelServer> {
  try {
    return await startModelServer(turns, { defaultTurn, port });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (port === undefined || code === undefined) throw error;
    const why =
      code === "EADDRINUSE"
        ? `port ${port} is taken: something else listens on ${HOST}:${port}; pick another --port, or leave it out for a free one`
        : code === "EACCES"
          ? `port ${port} needs privileges this user lacks; pick one above 1023`
          : `cannot listen on ${HOST}:${port}: ${message}`;
    throw new StartError(`${why}.`, 1);
  }
}

async function main(argv: string[]): Promise<void> {
  const options = parseOptions(argv);
  if (!options) {
    console.log(HELP);
    return;
  }
  const turns = options.script === undefined ? [] : loadScript(options.script);
  const defaultTurn =
    options.script !== undefined
      ? scriptExhausted(options.script, turns.length)
      : options.scenario === "edit"
        ? editScenario
        : readScenario;
  const server = await listen(turns, defaultTurn, options.port);
  const close = () => server.close();
  const env = { ANTHROPIC_BASE_URL: server.anthropicBaseUrl, OPENAI_BASE_URL: server.openaiBaseUrl };

  if (options.command.length === 0) {
    // Listening before the PID is printed: a signal sent as soon as it shows must find the handler.
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
      void close().then(() => process.exit(0));
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
    const what =
      options.script !== undefined
        ? `the ${turns.length} turns of ${options.script}`
        : `scenario "${options.scenario}"`;
    console.log(`Serving ${what}; no API key is needed.`);
    console.log(`PID ${process.pid}: stop it with "kill ${process.pid}", or Ctrl-C in the foreground.`);
    return;
  }
  const [program = "", ...args] = options.command;
  const child: ChildProcess = spawn(program, args, {
    stdio: "inherit",
    env: { ...process.env, ...env, ANTHROPIC_API_KEY: FAKE_API_KEY, OPENAI_API_KEY: FAKE_API_KEY },
  });
  // The command decides when to stop; a signal to this script is passed on to it.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("error", (error) => {
    console.error(`fake-model-server: cannot run ${program}: ${error.message}`);
    void close().then(() => process.exit(127));
  });
  child.on("exit", (code, signal) => {
    const status = code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0);
    void close().then(() => process.exit(status));
  });
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof StartError)) throw error;
  console.error(`fake-model-server: ${error.message}`);
  process.exit(error.exitCode);
}

/**
 * Starts the test suite's fake model server (test/fakes/model-server.ts) with a small canned
 * behaviour, to try the command line without an API key or a network. Every run it serves does
 * two steps: it reads the file the task names (README.md when it names none), then answers with a
 * short summary of it. It speaks the Anthropic and the OpenAI formats alike.
 *
 *   npx tsx scripts/fake-model-server.ts &          # prints the base URLs, serves until stopped
 *   ANTHROPIC_BASE_URL=<printed URL> ANTHROPIC_API_KEY=test npx repo-agent "summarise README.md"
 *
 * Or in one go: the command after `--` runs with the server's URLs and a test key in its
 * environment, and its exit code is this script's:
 *
 *   npx tsx scripts/fake-model-server.ts -- npx repo-agent "summarise README.md"
 */
import { spawn } from "node:child_process";
import {
  type FakeAnswer,
  type RecordedRequest,
  startModelServer,
  type WireJson,
} from "../test/fakes/model-server.js";

/** The file read when the task names none. */
const DEFAULT_FILE = "README.md";
/** A file name in the task: a word with a dot and an extension. */
const FILE_IN_TASK = /[\w./-]+\.[A-Za-z0-9]+/;

/** The text of an Anthropic or OpenAI message's content (a string or a list of blocks). */
function contentText(content: WireJson): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((block: WireJson) =>
      typeof block?.text === "string"
        ? block.text
        : block?.type === "tool_result"
          ? contentText(block.content)
          : "",
    )
    .join("\n");
}

/** The result of the read, when the last message carries one; undefined on a run's first request. */
function toolResultIn(request: RecordedRequest): string | undefined {
  const last = request.body?.messages?.at?.(-1);
  if (!last) return undefined;
  if (last.role === "tool") return contentText(last.content);
  const blocks = Array.isArray(last.content) ? last.content : [];
  const result = blocks.find((block: WireJson) => block?.type === "tool_result");
  return result ? contentText(result.content) : undefined;
}

function taskOf(request: RecordedRequest): string {
  const messages: WireJson[] = request.body?.messages ?? [];
  const first = messages.find((m) => m?.role === "user");
  return first ? contentText(first.content) : "";
}

/** A summary of `read_file` output (numbered lines `     1|text`) that a reader can check. */
function summarise(path: string, numbered: string): string {
  if (/^Error/i.test(numbered.trim())) return `I could not read ${path}: ${numbered.trim().split("\n")[0]}`;
  const lines = numbered
    .split("\n")
    .map((line) => line.replace(/^\s*\d+\|/, ""))
    .filter((line) => /\S/.test(line));
  const title = lines.find((line) => line.startsWith("#"))?.replace(/^#+\s*/, "") ?? lines[0] ?? "(empty)";
  const headings = lines.filter((line) => /^##\s/.test(line)).map((line) => line.replace(/^##\s*/, ""));
  return [
    `${path} is titled "${title}" and has ${lines.length} non-empty line${lines.length === 1 ? "" : "s"}.`,
    headings.length > 0 ? `Its sections: ${headings.slice(0, 12).join(", ")}.` : "It has no sections.",
    "",
    "(Answered by the fake model server in scripts/fake-model-server.ts; no real model was called.)",
  ].join("\n");
}

function answer(request: RecordedRequest): FakeAnswer {
  const path = FILE_IN_TASK.exec(taskOf(request))?.[0] ?? DEFAULT_FILE;
  const result = toolResultIn(request);
  if (result === undefined) {
    return { text: `I will read ${path} first.`, toolCalls: [{ name: "read_file", arguments: { path } }] };
  }
  return { text: summarise(path, result) };
}

const server = await startModelServer([], { defaultTurn: answer });
const separator = process.argv.indexOf("--");
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];

if (command.length === 0) {
  console.log(`ANTHROPIC_BASE_URL=${server.anthropicBaseUrl}`);
  console.log(`OPENAI_BASE_URL=${server.openaiBaseUrl}`);
  console.log("Serving canned answers (any API key works); stop with Ctrl-C.");
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} else {
  const [program = "", ...args] = command;
  const child = spawn(program, args, {
    stdio: "inherit",
    env: {
      ...process.env,
      ANTHROPIC_BASE_URL: server.anthropicBaseUrl,
      ANTHROPIC_API_KEY: "test",
      OPENAI_BASE_URL: server.openaiBaseUrl,
      OPENAI_API_KEY: "test",
    },
  });
  child.on("exit", (code, signal) => {
    void server.close().then(() => process.exit(code ?? (signal ? 1 : 0)));
  });
}

import { spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INPUT_DEFAULTS, type InputName, parseSettings } from "../src/action/inputs.js";
import { commandLineInputs } from "../src/cli/command-line-inputs.js";
import { BIN } from "./fixtures/command-line.js";

/**
 * The messages the docs quote are the messages the code writes. A quoted message is a code span
 * in a table column headed "message", "reason" or "what you see" (the troubleshooting guide's
 * tables), or a code span in prose that has the shape of an input's error (`… must be …`,
 * `… is missing: …`). In a quote, `…` and `<placeholder>` stand for text left out.
 *
 * Each quote is checked the strongest way available:
 * - an input's error is produced by the real parser with the bad value the quote shows
 *   (`got "push"`), and each input named in the row's "(also `…`)" fails the same way;
 * - a command-line message is produced by running the command line (the committed bundle, as a
 *   user runs it) with the input the quote describes, exit code included;
 * - any other is found in src/: in each stretch of the quote between `…`, at most
 *   MAX_UNCOVERED_WORDS words in a row may be missing from the fixed text of the string and
 *   template literals there. A literal's `${…}` parts may hold anything (a login, a number, a
 *   path, another program's text); a word changed in its fixed text is missing. A quote whose
 *   text is another program's is looked up in that program's source instead (OTHER_PROGRAMS).
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const DOCS = [
  "README.md",
  "SECURITY.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const MESSAGE_COLUMNS = ["message", "reason", "what you see"];

/** The most words in a row of a quote that no literal may hold: a value, not a sentence of ours. */
const MAX_UNCOVERED_WORDS = 2;
/** The fixed text one literal must match, in one place, to count: shorter matches are chance. */
const MIN_MATCH_CHARS = 8;

/**
 * Quotes whose words are written by another program, where the code quotes them: the file of that
 * program that holds them (a dependency's source, by its path under node_modules/).
 */
const OTHER_PROGRAMS: { quote: RegExp; file: string }[] = [
  // The Anthropic SDK warns about deprecated models itself.
  { quote: /^The model '…' is deprecated/, file: "@anthropic-ai/sdk/src/resources/messages/messages.ts" },
];

/**
 * What GitHub itself answers, which the action passes on inside its own messages: counted as
 * covered where a quote holds it, since no literal of ours can.
 */
const GITHUB_TEXT = [
  "GitHub Actions is not permitted to create or approve pull requests.",
  "Resource not accessible by integration",
  "refusing to allow a GitHub App to create or update workflow",
  "without `workflows` permission",
];

interface Quote {
  /** `file:line` of the quote. */
  where: string;
  text: string;
  /** The table cell or paragraph line holding it, for "(exit code N)" and "(also …)". */
  context: string;
}

/** The code spans of a line of Markdown, the padding of double-backtick spans taken off. */
function codeSpans(line: string): string[] {
  return [...line.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)].map((match) => {
    const text = match[2] ?? "";
    return text.startsWith(" ") && text.endsWith(" ") && text.trim() !== "" ? text.slice(1, -1) : text;
  });
}

/** The cells of a table row; `\|` inside a cell is a pipe. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll("\\|", "|"));
}

/** Code spans of the input-error shape, anywhere in prose. */
const INPUT_ERROR_SHAPE = /^(--)?[a-z][a-z-]+ (must be|is missing: )/;

function quotesOf(path: string): Quote[] {
  const lines = readFileSync(join(root, path), "utf8").split("\n");
  const quotes: Quote[] = [];
  let fenced = false;
  // Prose is read a paragraph at a time: a code span may go on over a line break.
  let paragraph: { first: number; text: string } | undefined;
  const endParagraph = () => {
    for (const text of codeSpans(paragraph?.text ?? "")) {
      if (INPUT_ERROR_SHAPE.test(text)) {
        quotes.push({
          where: `${path}:${(paragraph?.first ?? 0) + 1}`,
          text,
          context: paragraph?.text ?? "",
        });
      }
    }
    paragraph = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.startsWith("```")) {
      endParagraph();
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    if (line.startsWith("#")) {
      endParagraph();
      continue;
    }
    if (line.startsWith("|") && /^\|[-| :]+\|$/.test(lines[i + 1]?.trim() ?? "")) {
      endParagraph();
      const columns = cells(line).map((name) => name.toLowerCase());
      const column = columns.findIndex((name) => MESSAGE_COLUMNS.includes(name));
      for (i += 2; i < lines.length && lines[i]?.startsWith("|"); i++) {
        const cell = column < 0 ? "" : (cells(lines[i] ?? "")[column] ?? "");
        for (const text of codeSpans(cell)) {
          // A word or two in the column (`cancelled`, an input's name) names a value, not a message.
          if (text.trim().split(/\s+/).length >= 3) {
            quotes.push({ where: `${path}:${i + 1}`, text, context: cell });
          }
        }
      }
      i -= 1;
      continue;
    }
    if (line.trim() === "") endParagraph();
    else if (paragraph) paragraph.text += ` ${line.trim()}`;
    else paragraph = { first: i, text: line.trim() };
  }
  endParagraph();
  return quotes;
}

const quotes = DOCS.flatMap(quotesOf);

/** A quote as a pattern: `…` and `<placeholder>` match anything, the rest is literal. */
function quotePattern(text: string): RegExp {
  const parts = text.split(/…|<[a-z][a-z ]*>/);
  return new RegExp(
    `^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[\\s\\S]*?")}$`,
  );
}

// --- Input errors, from the real parser ---------------------------------------------------------

const INPUT_NAMES = Object.keys(INPUT_DEFAULTS) as InputName[];

/** The input a quote is about (`mode must …`, `--max-steps must …`), and its bad value; undefined when it is no input's error. */
function inputError(text: string): { name: InputName; flag: boolean; value: string | undefined } | undefined {
  const match = /^(--)?([a-z][a-z-]+) (must |is missing: )/.exec(text);
  const name = INPUT_NAMES.find((input) => input === match?.[2]);
  if (!match || !name) return undefined;
  return { name, flag: match[1] === "--", value: /got "([^"]*)"$/.exec(text)?.[1] };
}

/** The parser's message for `name` set to `value` (unset when undefined), every other input valid. */
function parserMessage(name: InputName, value: string | undefined, flag: boolean): string {
  const raw: Partial<Record<InputName, string>> = name === "api-key" ? {} : { "api-key": "stand-in-key" };
  if (value !== undefined) raw[name] = value;
  if (flag) {
    const checked = commandLineInputs(raw, {}, {});
    return checked.ok ? "(no error)" : checked.error;
  }
  try {
    parseSettings(raw, {});
    return "(no error)";
  } catch (error) {
    return (error as Error).message;
  }
}

// --- The command line, run as a user runs it ---------------------------------------------------

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "repo-agent-docs-messages-"));
});
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

interface CommandLineCase {
  /** How the quote starts. */
  quote: string;
  args: string[];
  /** Files to make in the folder the command runs in, before it runs (a folder outside git). */
  files?: Record<string, string>;
  /** `XDG_STATE_HOME/repo-agent` is a symbolic link. */
  linkedStateFolder?: boolean;
}

const ISSUE_COMMENT = JSON.stringify({
  action: "created",
  issue: { number: 1, title: "t", body: "", state: "open", user: { login: "you", type: "User" } },
  comment: {
    id: 1,
    body: "/agent fix it",
    created_at: "2026-01-01T00:00:00Z",
    user: { login: "you", type: "User" },
  },
  repository: { name: "project", owner: { login: "you" } },
});

const COMMAND_LINE_CASES: CommandLineCase[] = [
  { quote: "repo-agent: Unknown option '--max-stpes'.", args: ["--max-stpes", "30", "fix it"] },
  { quote: "repo-agent: no task given.", args: [] },
  { quote: "repo-agent: the task is empty;", args: ["--task-file", "task.md"], files: { "task.md": " \n" } },
  { quote: "repo-agent: -C …/my-project: there is no such folder", args: ["-C", "../my-project", "fix it"] },
  { quote: "… is not a folder", args: ["-C", "task.md", "fix it"], files: { "task.md": "x" } },
  { quote: "repo-agent: cannot keep trajectories in", args: ["fix it"], linkedStateFolder: true },
  {
    quote: "repo-agent: --event needs --dry-run:",
    args: ["--event", "payload.json"],
    files: { "payload.json": "{}" },
  },
  {
    quote: "repo-agent: cannot tell which event",
    args: ["--event", "payload.json", "--dry-run"],
    files: { "payload.json": "{}" },
  },
  {
    quote: "repo-agent: … is not inside a git repository",
    args: ["--event", "payload.json", "--dry-run"],
    files: { "payload.json": ISSUE_COMMENT },
  },
];

let cases = 0;

/** Runs the command line in a new folder outside any repository; its standard error and exit code. */
function commandLine(one: CommandLineCase): Promise<{ code: number | null; stderr: string }> {
  cases += 1;
  const cwd = join(scratch, `case-${cases}`, "work");
  const state = join(scratch, `case-${cases}`, "state");
  mkdirSync(cwd, { recursive: true });
  mkdirSync(state, { recursive: true });
  for (const [name, text] of Object.entries(one.files ?? {})) writeFileSync(join(cwd, name), text);
  if (one.linkedStateFolder) symlinkSync(cwd, join(state, "repo-agent"));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    XDG_STATE_HOME: state,
    // A key, and an address where nothing answers: no case may get as far as a model call.
    ANTHROPIC_API_KEY: "stand-in-key",
    ANTHROPIC_BASE_URL: "http://127.0.0.1:9",
  };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...one.args], {
      cwd,
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

// --- Everything else, in the code's literals ---------------------------------------------------

/** A literal of the code: its fixed text, in order, each part separated from the next by a `${…}`. */
type Literal = string[];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The fixed text of a string, a template or a `+` of them; a part that is neither is a hole (null). */
function partsOf(node: ts.Node): (string | null)[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return partsOf(node.expression);
  if (ts.isTemplateExpression(node)) {
    const parts: (string | null)[] = [node.head.text];
    for (const span of node.templateSpans)
      parts.push(...(partsOf(span.expression) ?? [null]), span.literal.text);
    return parts;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = partsOf(node.left);
    const right = partsOf(node.right);
    return left || right ? [...(left ?? [null]), ...(right ?? [null])] : undefined;
  }
  return undefined;
}

/** Every literal of the files: adjacent fixed parts joined, empty ones dropped. */
function literalsOf(files: string[]): Literal[] {
  const literals: Literal[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const parts = partsOf(node);
      if (parts) {
        const fixed: string[] = [];
        let joined = true;
        for (const part of parts) {
          if (part === null) joined = false;
          else if (joined && fixed.length > 0) fixed[fixed.length - 1] += part;
          else {
            fixed.push(part);
            joined = true;
          }
        }
        literals.push(fixed.filter((part) => part !== ""));
      }
      // Templates nest (`${items.map((i) => `- ${i}`)}`): their inner literals count too.
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return literals.filter((literal) => literal.length > 0);
}

/** The longest k (at least `least`) with text.slice(0, k) a suffix of `part`, or 0. */
function suffixAtStart(part: string, text: string, least: number): number {
  for (let k = Math.min(part.length, text.length); k >= least; k--)
    if (text.startsWith(part.slice(-k))) return k;
  return 0;
}

/** The longest k (at least `least`) with text's last k characters a prefix of `part`, or 0. */
function prefixAtEnd(part: string, text: string, least: number): number {
  for (let k = Math.min(part.length, text.length); k >= least; k--)
    if (text.endsWith(part.slice(0, k))) return k;
  return 0;
}

/**
 * Marks the characters of `text` that a literal's fixed parts account for: a run of its parts in
 * order, with any text between them (its holes), and the end of the part before the run at the
 * start of `text` and the start of the part after it at its end (a quote cut short with `…`).
 */
function markLiteral(literal: Literal, text: string, covered: boolean[]): void {
  const mark = (spans: [number, number][]) => {
    if (spans.reduce((sum, [from, to]) => sum + to - from, 0) < Math.min(MIN_MATCH_CHARS, text.length))
      return;
    for (const [from, to] of spans) for (let k = from; k < to; k++) covered[k] = true;
  };
  for (let i = 0; i < literal.length; i++) {
    const part = literal[i] ?? "";
    if (part.includes(text)) mark([[0, text.length]]);
    for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      const spans: [number, number][] = [[at, at + part.length]];
      let end = at + part.length;
      let j = i + 1;
      for (; j < literal.length; j++) {
        const found = text.indexOf(literal[j] ?? "", end);
        if (found < 0) break;
        spans.push([found, found + (literal[j] ?? "").length]);
        end = found + (literal[j] ?? "").length;
      }
      const before = i > 0 ? suffixAtStart(literal[i - 1] ?? "", text.slice(0, at), 4) : 0;
      if (before > 0) spans.push([0, before]);
      const after = j < literal.length ? prefixAtEnd(literal[j] ?? "", text.slice(end), 4) : 0;
      if (after > 0) spans.push([text.length - after, text.length]);
      mark(spans);
    }
    // No whole part inside: the end of one part at the start, the start of the next at the end.
    const start = suffixAtStart(part, text, 4);
    const next = literal[i + 1];
    const end = next === undefined ? 0 : prefixAtEnd(next, text.slice(start), 4);
    mark([
      [0, start],
      [text.length - end, text.length],
    ]);
    const alone = prefixAtEnd(part, text, 4);
    mark([[text.length - alone, text.length]]);
  }
}

const WINDOW = 6;

let srcLiterals: Literal[] | undefined;
/** The literals of src/, read once. */
function codeLiterals(): Literal[] {
  srcLiterals ??= literalsOf(sourceFiles(join(root, "src")));
  return srcLiterals;
}

/**
 * How much of `text` no literal holds: the longest run of words in a row whose letters and digits
 * are mostly not covered (a value in a hole is a word or two: a login, a number, a path), and
 * `text` with those words in capitals.
 */
function uncovered(text: string, literals: Literal[]): { run: number; shown: string } {
  const covered = new Array<boolean>(text.length).fill(false);
  for (const known of GITHUB_TEXT) {
    for (let at = text.indexOf(known); at >= 0; at = text.indexOf(known, at + 1)) {
      for (let k = at; k < at + known.length; k++) covered[k] = true;
    }
  }
  const windows = new Set<string>();
  for (let k = 0; k + WINDOW <= text.length; k++) windows.add(text.slice(k, k + WINDOW));
  for (const literal of literals) {
    // Only literals that share some text with the quote can cover any of it.
    const related = literal.some((part) => {
      if (part.length < WINDOW) return part.length >= 4 && text.includes(part);
      for (let k = 0; k + WINDOW <= part.length; k++) if (windows.has(part.slice(k, k + WINDOW))) return true;
      return false;
    });
    if (related) markLiteral(literal, text, covered);
  }
  let run = 0;
  let longest = 0;
  let shown = "";
  for (const word of text.matchAll(/\S+/g)) {
    const at = word.index ?? 0;
    const counted = [...word[0]]
      .map((char, k) => ({ char, k: at + k }))
      .filter(({ char }) => /[\p{L}\p{N}]/u.test(char));
    // A number is always a value (a status, a count); it neither starts nor breaks a run.
    if (counted.length === 0 || /^\D*\d+\D?$/.test(word[0])) {
      shown += `${word[0]} `;
      continue;
    }
    const missing = counted.filter(({ k }) => !covered[k]).length > counted.length / 2;
    run = missing ? run + 1 : 0;
    longest = Math.max(longest, run);
    shown += `${missing ? word[0].toUpperCase() : word[0]} `;
  }
  return { run: longest, shown: shown.trim() };
}

/** The stretches of a quote between `…` and placeholders that hold two words or more. */
function stretches(text: string): string[] {
  return text
    .split(/…|<[a-z][a-z ]*>/)
    .map((stretch) => stretch.trim())
    .filter((stretch) => (stretch.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 2);
}

// --- The tests ----------------------------------------------------------------------------------

const byParser = quotes.filter((quote) => inputError(quote.text) !== undefined);
const byCommandLine = quotes.filter((quote) =>
  COMMAND_LINE_CASES.some((one) => quote.text.startsWith(one.quote)),
);
const byOtherProgram = quotes.filter((quote) => OTHER_PROGRAMS.some((other) => other.quote.test(quote.text)));
const inTheCode = quotes.filter(
  (quote) => !byParser.includes(quote) && !byCommandLine.includes(quote) && !byOtherProgram.includes(quote),
);

describe("the messages the docs quote", () => {
  it("are found in the troubleshooting guide's tables and in the docs' prose", () => {
    expect(
      quotes.filter((quote) => quote.where.startsWith("docs/troubleshooting.md")).length,
    ).toBeGreaterThan(80);
    expect(byParser.map((quote) => quote.text)).toContain('max-steps must be a positive integer, got "abc"');
    expect(byParser.some((quote) => quote.text.startsWith("--api-key is missing: "))).toBe(true);
    expect(byCommandLine.length).toBe(COMMAND_LINE_CASES.length);
    expect(byOtherProgram.length).toBe(OTHER_PROGRAMS.length);
  });

  it("about a bad input are what the parser says for the value they show, for each input they name", () => {
    const wrong: string[] = [];
    for (const quote of byParser) {
      const input = inputError(quote.text);
      if (!input) continue;
      const message = parserMessage(input.name, input.value, input.flag);
      if (!quotePattern(quote.text).test(message)) wrong.push(`${quote.where}: the parser says: ${message}`);
      const also = /\(also ([^)]*)\)/.exec(quote.context)?.[1] ?? "";
      for (const [, other = ""] of also.matchAll(/`([a-z-]+)`/g)) {
        const name = INPUT_NAMES.find((input) => input === other);
        const said = name ? parserMessage(name, input.value, input.flag) : `(${other} is no input)`;
        if (!said.startsWith(`${other} must `))
          wrong.push(`${quote.where}: for ${other}, the parser says: ${said}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("from the command line are what it prints for the input they describe, with the exit code they give", async () => {
    const wrong: string[] = [];
    for (const quote of byCommandLine) {
      const one = COMMAND_LINE_CASES.find((candidate) => quote.text.startsWith(candidate.quote));
      if (!one) continue;
      const { code, stderr } = await commandLine(one);
      const pattern = new RegExp(quotePattern(quote.text).source.slice(1, -1), "m");
      if (!pattern.test(stderr)) wrong.push(`${quote.where}: the command line printed: ${stderr.trim()}`);
      const exit = /\(exit code (\d+)\)/.exec(quote.context)?.[1];
      if (exit !== undefined && String(code) !== exit)
        wrong.push(`${quote.where}: exit code ${code}, not ${exit}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it("from another program are in that program's source", () => {
    const wrong: string[] = [];
    for (const quote of byOtherProgram) {
      const other = OTHER_PROGRAMS.find((candidate) => candidate.quote.test(quote.text));
      const literals = literalsOf([join(root, "node_modules", other?.file ?? "")]);
      for (const stretch of stretches(quote.text)) {
        const { run, shown } = uncovered(stretch, literals);
        if (run > MAX_UNCOVERED_WORDS) wrong.push(`${quote.where}: ${shown}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("from the action are written by literals in src/ (the text not found is shown in capitals)", () => {
    const literals = codeLiterals();
    const wrong: string[] = [];
    for (const quote of inTheCode) {
      for (const stretch of stretches(quote.text)) {
        const { run, shown } = uncovered(stretch, literals);
        if (run > MAX_UNCOVERED_WORDS) wrong.push(`${quote.where}: ${shown}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 30_000);

  it("would be caught with a word of the code changed, and pass with a name or number in its place", () => {
    const literals = codeLiterals();
    expect(uncovered("The tracking comment was deleted; writing a new one.", literals).run).toBe(0);
    expect(
      uncovered("@alice has read permission on owner/repo; write or above is required", literals).shown,
    ).toBe("@ALICE has READ permission on OWNER/REPO; WRITE or above is required");
    expect(uncovered("Could not write the final comment:", literals).run).toBeGreaterThan(
      MAX_UNCOVERED_WORDS,
    );
    // A word changed in a literal without a `${…}`: the quote is no longer the code's at all.
    expect(uncovered("The tracking comment was removed; writing a new one.", literals).shown).toBe(
      "THE TRACKING COMMENT WAS REMOVED; WRITING A NEW ONE.",
    );
    expect(
      quotePattern('mode must be one of auto, comment, pr; got "push"').test(
        parserMessage("mode", "push", false),
      ),
    ).toBe(false);
  });
});

/**
 * Makes docs/images/tracking-comment.png, the README's picture of a tracking comment. The comment
 * is not drawn by hand: a dry run (`repo-agent --event … --dry-run`) of a realistic task on a
 * small demo repository, driven by the fake model server with a scripted run, produces the final
 * comment body with the real code; this script renders that Markdown the way GitHub shows a
 * comment and screenshots it with headless Chromium.
 *
 *   npx tsx scripts/tracking-comment-picture.ts [--out docs/images/tracking-comment.png] [--markdown-only]
 *
 * Needs `chromium` on the PATH (Debian: apt-get install chromium). Also writes the Markdown next
 * to the picture (`.md`), so the picture can be checked against the text; `--markdown-only`
 * writes that alone, without Chromium.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type FakeReply, startModelServer } from "../test/fakes/model-server.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WIDTH = 820;
/**
 * The prices the run is charged at (`--model-prices`: input, output, cache read and cache write,
 * US dollars per million tokens), so the comment shows its cost line whatever the default model
 * is and whether the built-in price table knows it. A comment without a price shows no cost.
 */
const PICTURE_PRICES = "3,15,0.3,3.75";
/** The cost at the end of the comment's summary line, as `· $0.02`. */
const COST_IN_SUMMARY = /<summary>[^<]*· \$\d/;

/** The demo repository: a date helper whose leap-year rule forgets the centuries. */
const DEMO_FILES: Record<string, string> = {
  "package.json": '{ "name": "calendar", "type": "module", "scripts": { "test": "node --test" } }\n',
  "src/date.js": [
    "/** True for years with a 29th of February. */",
    "export function isLeapYear(year) {",
    "  return year % 4 === 0;",
    "}",
    "",
  ].join("\n"),
  "test/date.test.js": [
    'import assert from "node:assert/strict";',
    'import { test } from "node:test";',
    'import { isLeapYear } from "../src/date.js";',
    "",
    'test("2024 is a leap year", () => assert.equal(isLeapYear(2024), true));',
    'test("1900 is not a leap year", () => assert.equal(isLeapYear(1900), false));',
    'test("2000 is a leap year", () => assert.equal(isLeapYear(2000), true));',
    "",
  ].join("\n"),
};

const FIX_OLD = "  return year % 4 === 0;";
const FIX_NEW = "  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);";

/** The scripted run: look, reproduce, fix, check, answer. */
const TURNS: FakeReply[] = [
  {
    text: "Let me find the leap-year code and its test.",
    toolCalls: [
      { name: "grep", arguments: { pattern: "isLeapYear" } },
      { name: "read_file", arguments: { path: "src/date.js" } },
    ],
    usage: { input: 2_950, output: 96, cacheWrite: 2_400 },
  },
  {
    text: "Reproducing the failure first.",
    toolCalls: [{ name: "bash", arguments: { command: "npm test" } }],
    usage: { input: 420, output: 41, cacheRead: 5_300 },
  },
  {
    text: "1900 is divisible by 4 but is a century not divisible by 400; the rule misses that.",
    toolCalls: [
      { name: "edit_file", arguments: { path: "src/date.js", old_str: FIX_OLD, new_str: FIX_NEW } },
    ],
    usage: { input: 910, output: 118, cacheRead: 5_700 },
  },
  {
    toolCalls: [{ name: "bash", arguments: { command: "npm test" } }],
    usage: { input: 160, output: 29, cacheRead: 6_600 },
  },
  {
    text: [
      "Fixed the leap-year rule in `src/date.js`: years divisible by 100 are leap years only when they",
      "are also divisible by 400, so `isLeapYear(1900)` is now `false` and `isLeapYear(2000)` stays `true`.",
      "",
      "`npm test` passes (3 tests). The change is one line; nothing else calls `isLeapYear`.",
    ].join("\n"),
    usage: { input: 350, output: 88, cacheRead: 6_760 },
  },
];

function issueCommentEvent(): unknown {
  const require = createRequire(import.meta.url);
  const examples = require("@octokit/webhooks-examples/api.github.com/index.json") as {
    name: string;
    examples: Record<string, unknown>[];
  }[];
  const event = structuredClone(
    examples.find((d) => d.name === "issue_comment")?.examples.find((e) => e.action === "created"),
  ) as {
    issue: Record<string, unknown>;
    comment: Record<string, unknown>;
    repository: Record<string, unknown>;
  };
  Object.assign(event.issue, {
    number: 42,
    title: "isLeapYear(1900) returns true",
    body: "1900 was not a leap year.",
  });
  event.comment.body = "/agent fix the failing leap-year test";
  Object.assign(event.repository, {
    name: "calendar",
    full_name: "octo-org/calendar",
    owner: { login: "octo-org" },
  });
  return event;
}

function git(args: string[], cwd: string): void {
  execFileSync("git", ["-c", "user.name=Demo", "-c", "user.email=demo@example.com", ...args], {
    cwd,
    stdio: "ignore",
  });
}

/** Runs the dry run from source and returns the tracking comment's final body. */
async function finalCommentBody(scratch: string): Promise<string> {
  const demo = join(scratch, "calendar");
  for (const [path, content] of Object.entries(DEMO_FILES)) {
    mkdirSync(dirname(join(demo, path)), { recursive: true });
    writeFileSync(join(demo, path), content);
  }
  git(["init", "-q", "-b", "main"], demo);
  git(["add", "."], demo);
  git(["commit", "-q", "-m", "Date helpers"], demo);
  const eventPath = join(scratch, "event.json");
  writeFileSync(eventPath, JSON.stringify(issueCommentEvent()));

  const server = await startModelServer([...TURNS]);
  try {
    const stdout = await new Promise<string>((done, fail) => {
      const child = spawn(
        join(root, "node_modules", ".bin", "tsx"),
        [join(root, "src/cli/index.ts"), "--event", eventPath, "--dry-run", "--model-prices", PICTURE_PRICES],
        {
          cwd: demo,
          env: { ...process.env, ANTHROPIC_BASE_URL: server.anthropicBaseUrl, ANTHROPIC_API_KEY: "demo" },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
      });
      child.on("close", (code) =>
        code === 0 ? done(out) : fail(new Error(`the dry run exited with ${code}:\n${out}`)),
      );
    });
    const match =
      /─── comment on issue #42 \(written \d+ times?\), final text ───\n([\s\S]*?)\n─── end ───/.exec(stdout);
    if (!match?.[1]) throw new Error(`no final comment in the dry run's output:\n${stdout}`);
    if (!COST_IN_SUMMARY.test(match[1])) throw new Error(`the final comment shows no cost:\n${match[1]}`);
    return match[1];
  } finally {
    await server.close();
  }
}

// --- A small Markdown renderer for the subset the tracking comment uses --------------------------

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Inline Markdown: code spans, bold, links, and GitHub's short form of its own pull request URLs. */
function inline(text: string): string {
  const spans: string[] = [];
  const keep = (html: string) => `\uE000${spans.push(html) - 1}\uE000`;
  // Links first: their labels may hold code spans, rendered by the inner call.
  let out = text.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_, label: string, url: string) =>
    keep(`<a href="${url}">${inline(label)}</a>`),
  );
  out = out.replace(/(`+)\s?([\s\S]*?)\s?\1/g, (_, __, code: string) =>
    keep(`<code>${escapeHtml(code)}</code>`),
  );
  out = out.replace(/https:\/\/github\.com\/[^/\s]+\/[^/\s]+\/pull\/(\d+)/g, (_, n: string) =>
    keep(`<a href="#">#${n}</a>`),
  );
  out = escapeHtml(out)
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/_([^_]+)_/g, "<em>$1</em>");
  return out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => spans[Number(i)] ?? "");
}

function block(chunk: string): string {
  const text = chunk.trim();
  if (text.startsWith("<!--")) return "";
  const heading = /^(#{1,6})\s+(.*)$/.exec(text);
  if (heading) return `<h${heading[1]?.length}>${inline(heading[2] ?? "")}</h${heading[1]?.length}>`;
  if (text.startsWith("```")) {
    const body = text.split("\n").slice(1, -1).join("\n");
    return `<pre><code>${escapeHtml(body)}</code></pre>`;
  }
  if (text.startsWith("<details>")) {
    const summary = /<summary>([\s\S]*?)<\/summary>/.exec(text)?.[1] ?? "";
    const inner = text.replace(/^<details><summary>[\s\S]*?<\/summary>/, "").replace(/<\/details>$/, "");
    return `<details open><summary>${inline(summary)}</summary>${markdownToHtml(inner)}</details>`;
  }
  if (/^- /.test(text)) {
    const items = text.split("\n").map((line) => {
      const task = /^- \[( |x)\] (.*)$/.exec(line);
      if (!task) return `<li>${inline(line.replace(/^- /, ""))}</li>`;
      const checked = task[1] === "x" ? " checked" : "";
      return `<li class="task"><input type="checkbox" disabled${checked}> ${inline(task[2] ?? "")}</li>`;
    });
    return `<ul>${items.join("")}</ul>`;
  }
  if (text.startsWith(">")) return `<blockquote>${markdownToHtml(text.replace(/^> ?/gm, ""))}</blockquote>`;
  return `<p>${inline(text).replace(/\n/g, "<br>")}</p>`;
}

/** Blocks are separated by blank lines; `<details>` and code fences hold theirs together. */
function markdownToHtml(markdown: string): string {
  const blocks: string[] = [];
  let current: string[] = [];
  let depth = 0;
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    if (line.startsWith("<details>")) depth += 1;
    if (line.includes("</details>")) depth -= 1;
    if (line.trim() === "" && depth === 0 && !fenced) {
      if (current.length > 0) blocks.push(current.join("\n"));
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) blocks.push(current.join("\n"));
  return blocks.map(block).join("\n");
}

/** A GitHub-like comment (light theme): avatar, header bar, body. */
function commentPage(bodyHtml: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; padding: 16px; background: #fff; font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; color: #1f2328; width: ${WIDTH - 32}px; }
  .row { display: flex; gap: 14px; align-items: flex-start; }
  .avatar { width: 40px; height: 40px; border-radius: 50%; background: #2188ff; color: #fff; display: flex; align-items: center; justify-content: center; font-weight: 600; flex: none; }
  .box { border: 1px solid #d1d9e0; border-radius: 6px; flex: 1; min-width: 0; }
  .head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; border-radius: 6px 6px 0 0; color: #59636e; }
  .head b { color: #1f2328; } .bot { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 6px; font-size: 12px; margin-left: 4px; }
  .body { padding: 16px; } .body > :first-child { margin-top: 0; } .body > :last-child { margin-bottom: 0; }
  h3 { font-size: 1.25em; font-weight: 600; margin: 0 0 16px; } p, ul, details, pre, blockquote { margin: 0 0 16px; }
  code { background: rgba(129,139,152,.12); border-radius: 6px; padding: .2em .4em; font: 85% ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
  pre { background: #f6f8fa; border-radius: 6px; padding: 16px; overflow: hidden; } pre code { background: none; padding: 0; }
  a { color: #0969da; text-decoration: none; } ul { padding-left: 2em; } li.task { list-style: none; }
  li + li { margin-top: .25em; } input[type=checkbox] { margin: 0 .2em .25em -1.4em; vertical-align: middle; }
  summary { cursor: pointer; margin-bottom: 8px; } blockquote { color: #59636e; border-left: .25em solid #d1d9e0; padding: 0 1em; }
  </style></head><body><div class="row"><div class="avatar">GA</div><div class="box">
  <div class="head"><b>github-actions</b><span class="bot">bot</span> commented now</div>
  <div class="body">${bodyHtml}</div></div></div>
  <script>document.body.setAttribute("data-height", String(document.documentElement.scrollHeight));</script>
  </body></html>`;
}

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--no-first-run",
  "--hide-scrollbars",
];

function screenshot(html: string, out: string, scratch: string): void {
  const page = join(scratch, "comment.html");
  writeFileSync(page, html);
  const dom = execFileSync("chromium", [...CHROMIUM_FLAGS, "--dump-dom", `file://${page}`], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const height = Number(/data-height="(\d+)"/.exec(dom)?.[1] ?? "900");
  execFileSync(
    "chromium",
    [...CHROMIUM_FLAGS, `--window-size=${WIDTH},${height}`, `--screenshot=${out}`, `file://${page}`],
    {
      stdio: "ignore",
    },
  );
}

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "docs/images/tracking-comment.png" },
    "markdown-only": { type: "boolean" },
  },
});
const out = resolve(values.out);
const scratch = mkdtempSync(join(tmpdir(), "repo-agent-picture-"));
try {
  const body = await finalCommentBody(scratch);
  mkdirSync(dirname(out), { recursive: true });
  const markdown = out.replace(/\.png$/, ".md");
  writeFileSync(markdown, `${body}\n`);
  if (values["markdown-only"]) {
    console.log(`${markdown}: written; the picture was left as it is`);
  } else {
    screenshot(commentPage(markdownToHtml(body)), out, scratch);
    console.log(`${values.out}: ${readFileSync(out).length} bytes`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

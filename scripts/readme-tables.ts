/**
 * Keeps the generated sections of README.md in step with what they describe: the inputs and
 * outputs tables with action.yml, and the list of the agent's tools with the tools a run
 * registers. Each sits between markers (`<!-- inputs:start -->` … `<!-- inputs:end -->`, the same
 * for outputs and tools); a section whose start marker is indented (inside a list item) is
 * written with that indentation.
 *
 *   npx tsx scripts/readme-tables.ts           # rewrites the sections in README.md
 *   npx tsx scripts/readme-tables.ts --check   # exits 1 when README.md is out of date (CI)
 *
 * `--readme FILE` and `--action FILE` point it at other files.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createReviewCommentTool } from "../src/action/review-tool.js";
import { createReadSkillTool } from "../src/action/skill-tool.js";
import { fail } from "../src/base/result.js";
import { ReviewDraft } from "../src/github/review/review-draft.js";
import { createCodingTools } from "../src/tools/index.js";
import { type ActionInput, type ActionOutput, readActionMetadata } from "./action-metadata.js";
import { runIfMain } from "./lib.js";

/** The marked sections of README.md that this script owns. */
export const SECTIONS = ["inputs", "outputs", "tools"] as const;
export type Section = (typeof SECTIONS)[number];

export const startMarker = (section: Section) => `<!-- ${section}:start -->`;
export const endMarker = (section: Section) => `<!-- ${section}:end -->`;

/** Text safe inside a table cell: pipes escaped, line breaks folded. */
function cell(text: string): string {
  return text
    .replace(/\|/g, "\\|")
    .replace(/\s*\n\s*/g, " ")
    .trim();
}

function code(text: string): string {
  return text.includes("`") ? `\`\` ${text} \`\`` : `\`${text}\``;
}

function defaultCell(input: ActionInput): string {
  if (input.required) return "**required**";
  if (input.default === undefined || input.default === "") return '`""`';
  return code(input.default);
}

export function renderInputsTable(inputs: ActionInput[]): string {
  const rows = inputs.map((i) => `| ${code(i.name)} | ${defaultCell(i)} | ${cell(i.description)} |`);
  return ["| Input | Default | Description |", "|---|---|---|", ...rows].join("\n");
}

export function renderOutputsTable(outputs: ActionOutput[]): string {
  const rows = outputs.map((o) => `| ${code(o.name)} | ${cell(o.description)} |`);
  return ["| Output | Description |", "|---|---|", ...rows].join("\n");
}

/** A tool as the model sees it: its name and description. */
export interface ToolDescription {
  name: string;
  description: string;
  /** Set for a tool only some runs have, saying which. */
  only?: string;
}

/**
 * The tools of a run, in the order the model is given them: the coding tools every run has,
 * then `review_comment`, which a review adds, and `read_skill`, which skills add. Built by the
 * same factories a run uses.
 */
export function registeredTools(): ToolDescription[] {
  // Building the tools touches no file; the folder only has to exist.
  const coding = createCodingTools({ root: tmpdir(), env: {} });
  // No job was started, so there is nothing to wait for.
  void coding.dispose();
  const draft = new ReviewDraft({
    files: [],
    readFile: async () => undefined,
    earlier: [],
    redact: (t) => t,
  });
  const review = createReviewCommentTool(draft);
  // The tool alone is described: no catalog is read here.
  const skill = createReadSkillTool({ skills: [], from: "", read: async () => fail("none") });
  return [
    ...coding.tools.map(({ name, description }) => ({ name, description })),
    { name: review.name, description: review.description, only: "in a review" },
    { name: skill.name, description: skill.description, only: "when the trusted branch has skills" },
  ];
}

/** The first sentence of a description: up to the first full stop that ends a sentence. */
function firstSentence(text: string): string {
  const end = /[.!?](\s|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** One line per tool: its name, when it is there, and the first sentence of its description. */
export function renderToolList(tools: readonly ToolDescription[]): string {
  return tools
    .map((tool) => {
      const only = tool.only ? ` (${tool.only})` : "";
      return `- ${code(tool.name)}${only}: ${firstSentence(tool.description.replace(/\s*\n\s*/g, " "))}`;
    })
    .join("\n");
}

/** The sections' text for action.yml's text and the registered tools. */
export function tablesFor(actionYml: string, tools: readonly ToolDescription[]): Record<Section, string> {
  const metadata = readActionMetadata(actionYml);
  return {
    inputs: renderInputsTable(metadata.inputs),
    outputs: renderOutputsTable(metadata.outputs),
    tools: renderToolList(tools),
  };
}

interface Located {
  /** Where the section's text starts: the line after the start marker. */
  from: number;
  /** Where it ends: the start of the end marker's line. */
  to: number;
  /** The start marker's indentation, which every line of the section carries. */
  indent: string;
}

/** Where `section` sits in `text`. Throws when its markers are missing or out of order, naming them. */
function locate(text: string, section: Section): Located {
  const start = text.indexOf(startMarker(section));
  const end = text.indexOf(endMarker(section));
  if (start < 0 || end < start) {
    throw new Error(
      `README.md needs the markers ${startMarker(section)} and ${endMarker(section)}, in that order`,
    );
  }
  const lineStart = text.lastIndexOf("\n", start) + 1;
  const indent = text.slice(lineStart, start);
  const from = text.indexOf("\n", start) + 1;
  const to = text.lastIndexOf("\n", end) + 1;
  return { from: Math.min(from, to), to, indent: /^\s*$/.test(indent) ? indent : "" };
}

function indented(body: string, indent: string): string {
  return body
    .split("\n")
    .map((line) => (line === "" ? line : `${indent}${line}`))
    .join("\n");
}

/**
 * `readme` with each marked section holding its text. Throws when a section's markers are
 * missing or out of order, naming the marker.
 */
export function updateReadme(readme: string, sections: Record<Section, string>): string {
  let text = readme;
  for (const section of SECTIONS) {
    const { from, to, indent } = locate(text, section);
    text = `${text.slice(0, from)}${indented(sections[section], indent)}\n${text.slice(to)}`;
  }
  return text;
}

/** The sections of `readme` that differ from what they describe; empty when all match. */
export function staleSections(readme: string, sections: Record<Section, string>): Section[] {
  return SECTIONS.filter((section) => {
    const { from, to, indent } = locate(readme, section);
    return readme.slice(from, to) !== `${indented(sections[section], indent)}\n`;
  });
}

function main(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      check: { type: "boolean" },
      readme: { type: "string", default: "README.md" },
      action: { type: "string", default: "action.yml" },
    },
  });
  const readmePath = resolve(values.readme);
  const readme = readFileSync(readmePath, "utf8");
  const actionYml = readFileSync(resolve(values.action), "utf8");
  const sections = tablesFor(actionYml, registeredTools());
  if (values.check) {
    const stale = staleSections(readme, sections);
    if (stale.length === 0) {
      console.log(
        `${values.readme}: the inputs and outputs tables match ${values.action}, and the tool list the tools a run registers`,
      );
      return 0;
    }
    const named = stale.map((section) => (section === "tools" ? "tool list" : `${section} table`));
    console.error(
      `${values.readme}: the ${named.join(" and ")} ${stale.length > 1 ? "do" : "does"} not match ${values.action} and the registered tools; run "npx tsx scripts/readme-tables.ts" and commit the result`,
    );
    return 1;
  }
  writeFileSync(readmePath, updateReadme(readme, sections));
  console.log(
    `${values.readme}: tables written from ${values.action}, the tool list from the registered tools`,
  );
  return 0;
}

runIfMain(import.meta.url, main);

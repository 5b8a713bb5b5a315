/**
 * Keeps the inputs and outputs tables of README.md in step with action.yml. The tables sit
 * between markers (`<!-- inputs:start -->` … `<!-- inputs:end -->`, and the same for outputs).
 *
 *   npx tsx scripts/readme-tables.ts           # rewrites the tables in README.md
 *   npx tsx scripts/readme-tables.ts --check   # exits 1 when README.md is out of date (CI)
 *
 * `--readme FILE` and `--action FILE` point it at other files.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type ActionInput, type ActionOutput, readActionMetadata } from "./action-metadata.js";
import { runIfMain } from "./lib.js";

/** The marked sections of README.md that this script owns. */
export const SECTIONS = ["inputs", "outputs"] as const;
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

/** The tables for action.yml's text, by section. */
export function tablesFor(actionYml: string): Record<Section, string> {
  const metadata = readActionMetadata(actionYml);
  return { inputs: renderInputsTable(metadata.inputs), outputs: renderOutputsTable(metadata.outputs) };
}

/**
 * `readme` with each marked section holding its table. Throws when a section's markers are
 * missing or out of order, naming the marker.
 */
export function updateReadme(readme: string, tables: Record<Section, string>): string {
  let text = readme;
  for (const section of SECTIONS) {
    const start = text.indexOf(startMarker(section));
    const end = text.indexOf(endMarker(section));
    if (start < 0 || end < start) {
      throw new Error(
        `README.md needs the markers ${startMarker(section)} and ${endMarker(section)}, in that order`,
      );
    }
    const before = text.slice(0, start + startMarker(section).length);
    text = `${before}\n${tables[section]}\n${text.slice(end)}`;
  }
  return text;
}

/** The sections of `readme` whose table differs from action.yml's; empty when all match. */
export function staleSections(readme: string, actionYml: string): Section[] {
  const tables = tablesFor(actionYml);
  const updated = updateReadme(readme, tables);
  if (updated === readme) return [];
  return SECTIONS.filter((section) => {
    const pattern = new RegExp(`${startMarker(section)}\\n([\\s\\S]*?)\\n${endMarker(section)}`);
    return pattern.exec(readme)?.[1] !== tables[section];
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
  if (values.check) {
    const stale = staleSections(readme, actionYml);
    if (stale.length === 0) {
      console.log(`${values.readme}: the inputs and outputs tables match ${values.action}`);
      return 0;
    }
    console.error(
      `${values.readme}: the ${stale.join(" and ")} table${stale.length > 1 ? "s do" : " does"} not match ${values.action}; run "npx tsx scripts/readme-tables.ts" and commit the result`,
    );
    return 1;
  }
  writeFileSync(readmePath, updateReadme(readme, tablesFor(actionYml)));
  console.log(`${values.readme}: tables written from ${values.action}`);
  return 0;
}

runIfMain(import.meta.url, main);

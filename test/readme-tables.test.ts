import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  registeredTools,
  renderToolList,
  staleSections,
  tablesFor,
  updateReadme,
} from "../scripts/readme-tables.js";
import { runProjectScript } from "./fixtures/project.js";

/**
 * scripts/readme-tables.ts on the real README, action.yml and tool registry, and on broken
 * copies.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const actionYml = readFileSync(join(root, "action.yml"), "utf8");
const tools = registeredTools();
const sections = tablesFor(actionYml, tools);
const scratch = mkdtempSync(join(tmpdir(), "repo-agent-readme-"));
let copies = 0;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Run {
  code: number;
  output: string;
  readmePath: string;
}

/** Runs the script on copies of `readmeText` and `actionText`; `--check` unless `write` is set. */
async function readmeTables(readmeText: string, actionText = actionYml, write = false): Promise<Run> {
  copies += 1;
  const readmePath = join(scratch, `README-${copies}.md`);
  const actionPath = join(scratch, `action-${copies}.yml`);
  writeFileSync(readmePath, readmeText);
  writeFileSync(actionPath, actionText);
  const args = ["--readme", readmePath, "--action", actionPath];
  if (!write) args.push("--check");
  return { ...(await runProjectScript("scripts/readme-tables.ts", args)), readmePath };
}

describe("the README's inputs and outputs tables", () => {
  it("match action.yml", () => {
    expect(staleSections(readme, sections)).toEqual([]);
  });

  it("list every input with its default and every output", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
    expect(readme).toContain("| `github-token` | `${{ github.token }}` | Token for comments");
    expect(readme).toContain("| `max-steps` | `50` |");
    expect(readme).toContain("| `pr-url` | URL of the pull request opened or updated. |");
    for (const input of actionYml.matchAll(/^ {2}([a-z-]+):\n {4}description:/gm)) {
      expect(readme).toContain(`| \`${input[1]}\` |`);
    }
  });

  it("are stale when a row was edited by hand", () => {
    const broken = readme.replace("| `max-steps` | `50` |", "| `max-steps` | `100` |");
    expect(broken).not.toBe(readme);
    expect(staleSections(broken, sections)).toEqual(["inputs"]);
  });

  it("are stale when action.yml gained an input the README does not list", () => {
    const grown = actionYml.replace(
      /^outputs:/m,
      "  new-knob:\n    description: A setting added without updating the README.\n    required: false\n    default: 'on'\n\noutputs:",
    );
    expect(staleSections(readme, tablesFor(grown, tools))).toEqual(["inputs"]);
  });

  it("are stale when an output row is missing", () => {
    expect(staleSections(readme.replace(/^\| `branch` \|.*\n/m, ""), sections)).toEqual(["outputs"]);
  });

  it("are rewritten to exactly what the README holds", () => {
    const stale = readme
      .replace(/^\| `branch` \|.*\n/m, "")
      .replace("| `max-steps` | `50` |", "| `max-steps` | `9` |");
    expect(updateReadme(stale, sections)).toBe(readme);
  });

  it("need their markers, and the error names the missing one", () => {
    expect(() => updateReadme(readme.replace("<!-- outputs:end -->", ""), sections)).toThrow(
      "README.md needs the markers <!-- outputs:start --> and <!-- outputs:end -->",
    );
  });

  it("mark a required input as required and escape pipes in descriptions", () => {
    const action = "inputs:\n  token:\n    description: a | b\n    required: true\noutputs: {}\n";
    expect(tablesFor(action, tools).inputs).toContain("| `token` | **required** | a \\| b |");
  });
});

describe("the README's list of the agent's tools", () => {
  /** The list as "What a run does" shows it, one line per tool. */
  const listed = () => {
    const start = readme.indexOf("<!-- tools:start -->");
    return readme.slice(start, readme.indexOf("<!-- tools:end -->", start)).split("\n").slice(1, -1);
  };

  it("names every tool a run gives the model, background jobs, reviews and skills included, in their order", () => {
    expect(listed().map((line) => /^ {3}- `([a-z_]+)`/.exec(line)?.[1])).toEqual([
      "read_file",
      "write_file",
      "edit_file",
      "bash",
      "bash_output",
      "bash_kill",
      "grep",
      "glob",
      "review_comment",
      "read_skill",
    ]);
    expect(tools.map((tool) => tool.name)).toEqual(listed().map((line) => /`([a-z_]+)`/.exec(line)?.[1]));
  });

  it("sits inside the list item of step 3, each tool with the first sentence of its description", () => {
    expect(readme).toContain(
      "   <!-- tools:start -->\n   - `read_file`: Read a text file of the workspace.\n   - `write_file`: ",
    );
    expect(readme).toContain(
      "   - `review_comment` (in a review): Leave an inline comment on the pull request under review, on a line of the new file that is in the diff.\n   - `read_skill` (when the trusted branch has skills): ",
    );
    expect(readme).toContain("with `path`.\n   <!-- tools:end -->\n4. Publishes");
  });

  it("is stale when a tool is missing from it", () => {
    const shorter = readme.replace(/^ {3}- `bash_kill`.*\n/m, "");
    expect(shorter).not.toBe(readme);
    expect(staleSections(shorter, sections)).toEqual(["tools"]);
    expect(updateReadme(shorter, sections)).toBe(readme);
  });

  it("is stale when a tool is registered that it does not list", () => {
    const more = [...tools, { name: "web_fetch", description: "Fetch a page. It returns text." }];
    expect(staleSections(readme, tablesFor(actionYml, more))).toEqual(["tools"]);
    expect(renderToolList(more)).toMatch(/\n- `web_fetch`: Fetch a page\.$/);
  });
});

describe.concurrent("npx tsx scripts/readme-tables.ts, as .ci/run runs it", () => {
  it("exits 0 on the README as committed", async () => {
    const result = await readmeTables(readme);
    expect(result.output).toMatch(
      /the inputs and outputs tables match \S+action-\d+\.yml, and the tool list the tools a run registers/,
    );
    expect(result.code).toBe(0);
  });

  it("exits 1 on a README whose tool list lacks a tool, naming the list and the fix", async () => {
    const result = await readmeTables(readme.replace(/^ {3}- `bash_output`.*\n/m, ""));
    expect(result.code).toBe(1);
    expect(result.output).toContain("the tool list does not match");
    expect(result.output).toContain('run "npx tsx scripts/readme-tables.ts"');
  });

  it("exits 1 on a stale README, naming the table and the fix", async () => {
    const result = await readmeTables(readme.replace("| `max-steps` | `50` |", "| `max-steps` | `100` |"));
    expect(result.code).toBe(1);
    expect(result.output).toContain("the inputs table does not match");
    expect(result.output).toContain('run "npx tsx scripts/readme-tables.ts"');
  });

  it("rewrites a stale README when run without --check", async () => {
    const result = await readmeTables(readme.replace(/^\| `branch` \|.*\n/m, ""), actionYml, true);
    expect(result.code).toBe(0);
    expect(readFileSync(result.readmePath, "utf8")).toBe(readme);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  defaultModelProblems,
  deprecatedMentions,
  documentProblems,
  installedSdkModels,
  registryDefaults,
  renderDefaultModels,
} from "../scripts/default-models.js";
import { findProvider } from "../src/llm/registry.js";
import { runProjectScript } from "./fixtures/project.js";

/** scripts/default-models.ts on the real docs, the registry and the installed SDKs, and on broken copies. */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const readme = read("README.md");
const configuration = read("docs/configuration.md");
const defaults = registryDefaults();
const sdks = installedSdkModels();
const anthropicDefault = findProvider("anthropic")?.defaultModel ?? "";
const scratch = mkdtempSync(join(tmpdir(), "repo-agent-models-"));
let copies = 0;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A model the installed Anthropic SDK warns about (one with a version, like `claude-sonnet-4-5`), and its end-of-life date. */
function deprecatedAnthropicModel(): [string, string] {
  const table = [...(sdks.get("anthropic")?.deprecated ?? [])];
  const found = table.find(([model]) => /\d-\d/.test(model)) ?? table[0];
  if (!found) throw new Error("the installed Anthropic SDK deprecates no model");
  return found;
}

interface Run {
  code: number;
  output: string;
  path: string;
}

/** Runs the script on a copy of `text`; `--check` unless `write` is set. */
async function defaultModels(text: string, write = false): Promise<Run> {
  copies += 1;
  const path = join(scratch, `doc-${copies}.md`);
  writeFileSync(path, text);
  const run = await runProjectScript("scripts/default-models.ts", write ? [path] : [path, "--check"]);
  return { ...run, path };
}

describe("the default model names in README.md and docs/configuration.md", () => {
  it("are the ones src/llm/registry.ts uses", () => {
    expect(documentProblems(readme, defaults, "README.md")).toEqual([]);
    expect(documentProblems(configuration, defaults, "docs/configuration.md")).toEqual([]);
    expect(readme).toContain(
      `<!-- default-model:anthropic -->\`${anthropicDefault}\`<!-- default-model:end --> (default)`,
    );
    expect(configuration).toContain(`\`${anthropicDefault}\`<!-- default-model:end --> for \`anthropic\``);
  });

  it("are names the installed SDKs list, none of them on the Anthropic SDK's deprecation table", () => {
    expect(defaults).toContainEqual({ provider: "anthropic", model: anthropicDefault });
    expect(defaultModelProblems(defaults, sdks)).toEqual([]);
  });

  it("and no other model the docs name is on that table", () => {
    for (const path of ["README.md", "docs/configuration.md", "docs/troubleshooting.md", "action.yml"]) {
      expect(deprecatedMentions(read(path), path, sdks)).toEqual([]);
    }
  });

  it("are stale when the registry's default changed and the docs did not", () => {
    const moved = defaults.map((d) => (d.provider === "anthropic" ? { ...d, model: "claude-opus-5-5" } : d));
    const problems = documentProblems(readme, moved, "README.md");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^README\\.md:\\d+: the default model of "anthropic" reads \`${anthropicDefault}\`, but src/llm/registry\\.ts says \`claude-opus-5-5\``,
      ),
    );
    expect(renderDefaultModels(readme, moved, "README.md")).toContain(
      "<!-- default-model:anthropic -->`claude-opus-5-5`<!-- default-model:end -->",
    );
  });
});

describe("a default that is not current fails the check", () => {
  it("when the SDK lists it as reaching end of life, with the date", () => {
    const [model, endOfLife] = deprecatedAnthropicModel();
    expect(defaultModelProblems([{ provider: "anthropic", model }], sdks)).toEqual([
      `src/llm/registry.ts: the default model of "anthropic", ${model}, reaches end of life on ${endOfLife} (${sdks.get("anthropic")?.sdk}); pick a current one`,
    ]);
  });

  it("when the SDK does not list it at all", () => {
    const [problem] = defaultModelProblems([{ provider: "openai", model: "gpt-4.9-turbo-max" }], sdks);
    expect(problem).toMatch(
      /the default model of "openai", gpt-4\.9-turbo-max, is not a model openai@[\d.]+ lists/,
    );
  });

  it("when a provider was added whose SDK the script cannot read", () => {
    expect(defaultModelProblems([{ provider: "gemini", model: "gemini-3" }], sdks)[0]).toContain(
      'no SDK model list is known for provider "gemini"',
    );
  });

  it("when a document names a deprecated model in another spelling, such as OpenRouter's", () => {
    const [model, endOfLife] = deprecatedAnthropicModel();
    const openRouter = `anthropic/${model.replace(/(\d)-(\d)/g, "$1.$2")}`;
    const text = `# Models\n\nUse \`${openRouter}\` or \`${model}-latest-ish\` or ${model}0.\n`;
    expect(deprecatedMentions(text, "doc.md", sdks)).toEqual([
      `doc.md:3: ${openRouter} is ${model}, which reaches end of life on ${endOfLife} (${sdks.get("anthropic")?.sdk}); name a current model`,
    ]);
  });
});

describe.concurrent("npx tsx scripts/default-models.ts, as .ci/run runs it", () => {
  it("exits 0 on the docs as committed", async () => {
    const result = await defaultModels(readme);
    expect(result.output).toContain("the default models match src/llm/registry.ts");
    expect(result.code).toBe(0);
  });

  it("exits 1 on a doc that names an old default, naming the line and the fix", async () => {
    const stale = readme.replace(
      `\`${anthropicDefault}\`<!-- default-model:end -->`,
      "`claude-sonnet-4-5`<!-- default-model:end -->",
    );
    const result = await defaultModels(stale);
    expect(result.code).toBe(1);
    const name = basename(result.path);
    expect(result.output).toMatch(
      new RegExp(`${name}:\\d+: the default model of "anthropic" reads \`claude-sonnet-4-5\``),
    );
    expect(result.output).toContain('run "npx tsx scripts/default-models.ts"');
  });

  it("exits 1 when a doc lost the markers of a provider", async () => {
    const result = await defaultModels(
      configuration.replace(/<!-- default-model:openai -->(.*?)<!-- default-model:end -->/, "$1"),
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('names no default model for provider "openai"');
  });

  it("exits 1 on a marker for a provider the registry does not have, or without its end", async () => {
    const unknown = await defaultModels(
      "| x | <!-- default-model:gemini -->`g`<!-- default-model:end --> |\n",
    );
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain(
      ":1: <!-- default-model:gemini --> names no provider of src/llm/registry.ts",
    );
    const unclosed = await defaultModels(
      "intro\n<!-- default-model:anthropic -->`x`\n<!-- default-model:end -->\n",
    );
    expect(unclosed.code).toBe(1);
    expect(unclosed.output).toContain(
      ":2: a default-model marker has no <!-- default-model:end --> on the same line",
    );
  });

  it("rewrites a stale doc to the committed text when run without --check", async () => {
    const stale = configuration.replace(
      `\`${anthropicDefault}\`<!-- default-model:end -->`,
      "`claude-3-opus`<!-- default-model:end -->",
    );
    expect(stale).not.toBe(configuration);
    const result = await defaultModels(stale, true);
    expect(result.code).toBe(0);
    expect(readFileSync(result.path, "utf8")).toBe(configuration);
  });
});

/**
 * Keeps the default model names in the docs in step with src/llm/registry.ts, and the defaults
 * themselves current.
 *
 * Wherever a document names a provider's default model, the name sits between markers on one
 * line: `<!-- default-model:anthropic -->`claude-…`<!-- default-model:end -->`. The markers are
 * HTML comments, so they can stand inside a table cell.
 *
 *   npx tsx scripts/default-models.ts           # rewrites the marked names
 *   npx tsx scripts/default-models.ts --check   # exits 1 when a document is out of date (CI)
 *
 * Both also fail when a default is not a model the provider's SDK lists, or is on the SDK's own
 * deprecation table, and when a document names a model from that table (in any spelling:
 * `claude-sonnet-4-5`, OpenRouter's `anthropic/claude-sonnet-4.5`).
 *
 * `FILE…` names the documents to generate (default: README.md and docs/configuration.md);
 * `--scan FILE` (repeatable) the ones searched for deprecated names (default: README.md, docs/,
 * examples/workflows/ and action.yml; with `FILE…` and no `--scan`, those files).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { findProvider, providerNames } from "../src/llm/registry.js";
import { filesIn, runIfMain } from "./lib.js";

/** The documents whose marked default model names this script writes. */
const GENERATED_DOCUMENTS = ["README.md", "docs/configuration.md"];

export const startMarker = (provider: string) => `<!-- default-model:${provider} -->`;
const END_MARKER = "<!-- default-model:end -->";
const MARKED = /<!-- default-model:([^\s>]*) -->(.*?)<!-- default-model:end -->/g;
const START = /<!-- default-model:(?!end -->)[^\s>]* -->/g;

export interface DefaultModel {
  provider: string;
  model: string;
}

/** Every provider's default model, as src/llm/registry.ts has it. */
export function registryDefaults(): DefaultModel[] {
  return providerNames.map((provider) => ({ provider, model: findProvider(provider)?.defaultModel ?? "" }));
}

/** How a default is written between its markers. */
function renderModel(model: string): string {
  return `\`${model}\``;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/**
 * `text` (the document called `name`) with every marked name rewritten from `defaults`. Throws,
 * naming the document and line, for a start marker without its end on the same line, or one
 * that names a provider the registry does not have.
 */
export function renderDefaultModels(text: string, defaults: DefaultModel[], name: string): string {
  for (const line of text.split("\n")) {
    const starts = line.match(START)?.length ?? 0;
    const pairs = [...line.matchAll(MARKED)].length;
    if (starts !== pairs) {
      const at = lineOf(text, text.indexOf(line));
      throw new Error(`${name}:${at}: a default-model marker has no ${END_MARKER} on the same line`);
    }
  }
  return text.replace(MARKED, (whole, provider: string, _current: string, offset: number) => {
    const found = defaults.find((d) => d.provider === provider);
    if (!found) {
      throw new Error(
        `${name}:${lineOf(text, offset)}: ${whole.slice(0, whole.indexOf("-->") + 3)} names no provider of src/llm/registry.ts (${defaults.map((d) => d.provider).join(", ")})`,
      );
    }
    return `${startMarker(provider)}${renderModel(found.model)}${END_MARKER}`;
  });
}

/**
 * Why `text` (the document called `name`) disagrees with `defaults`: a marked name that differs,
 * a provider it names no default for, a broken marker. Empty when it agrees. Never throws.
 */
export function documentProblems(text: string, defaults: DefaultModel[], name: string): string[] {
  const problems: string[] = [];
  try {
    renderDefaultModels(text, defaults, name);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const marked = [...text.matchAll(MARKED)];
  for (const { provider, model } of defaults) {
    const mine = marked.filter((m) => m[1] === provider);
    if (mine.length === 0) {
      problems.push(
        `${name}: names no default model for provider "${provider}"; mark it as ${startMarker(provider)}${renderModel(model)}${END_MARKER}`,
      );
    }
    for (const m of mine) {
      if (m[2] !== renderModel(model)) {
        problems.push(
          `${name}:${lineOf(text, m.index ?? 0)}: the default model of "${provider}" reads ${m[2] || "nothing"}, but src/llm/registry.ts says ${renderModel(model)}; run "npx tsx scripts/default-models.ts"`,
        );
      }
    }
  }
  return problems;
}

/** Where each provider's SDK lists the models it knows, and (Anthropic) the ones it deprecates. */
export interface SdkModelList {
  package: string;
  /** A declaration file of the package, relative to its main module's folder. */
  typesFile: string;
  /** The string-literal union type there that lists the models. */
  typeName: string;
  /** A CommonJS module of the package exporting `DEPRECATED_MODELS`: model → end-of-life date. */
  deprecations?: string;
}

const SDK_MODEL_LISTS: Record<string, SdkModelList> = {
  anthropic: {
    package: "@anthropic-ai/sdk",
    typesFile: "resources/messages/messages.d.ts",
    typeName: "Model",
    deprecations: "internal/data/deprecated-models.js",
  },
  openai: { package: "openai", typesFile: "resources/shared.d.ts", typeName: "ChatModel" },
};

export interface SdkModels {
  /** `package@version`, for messages. */
  sdk: string;
  known: Set<string>;
  /** Model → the end-of-life date the SDK warns with. */
  deprecated: Map<string, string>;
}

const require = createRequire(import.meta.url);

/**
 * The models an SDK lists, read from its installed files (neither table is a public export).
 * Throws, naming the file, when the SDK moved them: a silent pass would check nothing.
 */
function readSdkModels(list: SdkModelList): SdkModels {
  const folder = dirname(require.resolve(list.package));
  const version = (require(join(folder, "package.json")) as { version: string }).version;
  const sdk = `${list.package}@${version}`;
  const typesPath = join(folder, list.typesFile);
  const declaration = new RegExp(`export type ${list.typeName} = ([^;]+);`).exec(
    readFileSync(typesPath, "utf8"),
  );
  const known = new Set([...(declaration?.[1] ?? "").matchAll(/'([^']+)'/g)].map((m) => m[1] ?? ""));
  if (known.size === 0) throw new Error(`${sdk}: no model names in type ${list.typeName} of ${typesPath}`);
  const deprecated = new Map<string, string>();
  if (list.deprecations) {
    const path = join(folder, list.deprecations);
    const table = (require(path) as { DEPRECATED_MODELS?: Record<string, string> }).DEPRECATED_MODELS;
    if (!table) throw new Error(`${sdk}: no DEPRECATED_MODELS in ${path}`);
    for (const [model, date] of Object.entries(table)) deprecated.set(model, date);
  }
  return { sdk, known, deprecated };
}

/** Every installed SDK's model lists, by provider. */
export function installedSdkModels(): Map<string, SdkModels> {
  return new Map(Object.entries(SDK_MODEL_LISTS).map(([provider, list]) => [provider, readSdkModels(list)]));
}

/** Why a default is not a current model of its SDK; empty when all are. */
export function defaultModelProblems(defaults: DefaultModel[], sdks: Map<string, SdkModels>): string[] {
  const problems: string[] = [];
  for (const { provider, model } of defaults) {
    const sdk = sdks.get(provider);
    if (!sdk) {
      problems.push(
        `src/llm/registry.ts: no SDK model list is known for provider "${provider}"; add it to SDK_MODEL_LISTS in scripts/default-models.ts`,
      );
      continue;
    }
    const endOfLife = sdk.deprecated.get(model);
    if (endOfLife) {
      problems.push(
        `src/llm/registry.ts: the default model of "${provider}", ${model}, reaches end of life on ${endOfLife} (${sdk.sdk}); pick a current one`,
      );
    } else if (!sdk.known.has(model)) {
      problems.push(
        `src/llm/registry.ts: the default model of "${provider}", ${model}, is not a model ${sdk.sdk} lists; pick one it lists, or update the SDK`,
      );
    }
  }
  return problems;
}

/** A pattern for a model name in any spelling documents use: `-` or `.` between digits, a vendor prefix. */
function spellings(model: string): RegExp {
  const escaped = model.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/(\d)(?:-|\\\.)(?=\d)/g, "$1[-.]");
  return new RegExp(`(?<![\\w.-])(?:[a-z-]+/)?${escaped}(?![\\w-]|\\.\\d)`, "g");
}

/** Every mention in `text` (called `name`) of a model an SDK deprecates, with its line. Never throws. */
export function deprecatedMentions(text: string, name: string, sdks: Map<string, SdkModels>): string[] {
  const problems: string[] = [];
  for (const sdk of sdks.values()) {
    for (const [model, endOfLife] of sdk.deprecated) {
      for (const m of text.matchAll(spellings(model))) {
        const spelt = m[0] === model ? model : `${m[0]} is ${model}, which`;
        problems.push(
          `${name}:${lineOf(text, m.index ?? 0)}: ${spelt} reaches end of life on ${endOfLife} (${sdk.sdk}); name a current model`,
        );
      }
    }
  }
  return problems;
}

function defaultScan(): string[] {
  return [
    "README.md",
    ...filesIn("docs", /\.md$/),
    ...filesIn(join("examples", "workflows"), /\.ya?ml$/),
    "action.yml",
  ];
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { check: { type: "boolean" }, scan: { type: "string", multiple: true } },
  });
  const documents = positionals.length > 0 ? positionals : GENERATED_DOCUMENTS;
  const scanned = values.scan ?? (positionals.length > 0 ? positionals : defaultScan());
  const defaults = registryDefaults();
  const sdks = installedSdkModels();
  const problems = defaultModelProblems(defaults, sdks);

  for (const document of documents) {
    const text = readFileSync(resolve(document), "utf8");
    if (values.check) {
      problems.push(...documentProblems(text, defaults, document));
    } else {
      const updated = renderDefaultModels(text, defaults, document);
      if (updated !== text) {
        writeFileSync(resolve(document), updated);
        console.log(`${document}: default model names written from src/llm/registry.ts`);
      }
    }
  }
  for (const file of scanned) {
    problems.push(...deprecatedMentions(readFileSync(resolve(file), "utf8"), file, sdks));
  }

  for (const problem of problems) console.error(problem);
  if (problems.length > 0) return 1;
  const named = defaults.map((d) => `${d.provider} ${d.model}`).join(", ");
  console.log(
    `${documents.join(" and ")}: the default models match src/llm/registry.ts (${named}), and are current`,
  );
  return 0;
}

runIfMain(import.meta.url, main);

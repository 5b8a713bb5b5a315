import { parseDocument } from "yaml";
import { fail, ok, type Result } from "../../base/result.js";

/**
 * `safe-outputs` (DESIGN section 9): the GitHub operations a workflow lets the agent ask for,
 * each key one tool, with its limits. Parsed once at the edge; a key that is absent offers no tool.
 */

/** The keys, in the order their tools are offered. */
export const OPERATION_KEYS = [
  "add-labels",
  "remove-labels",
  "create-issue",
  "add-comment",
  "close-issue",
] as const;
export type OperationKey = (typeof OPERATION_KEYS)[number];

/** Which issues a call may name: only the run's own issue or pull request, or any in the repository. */
export type OperationTarget = "triggering" | "any";

export interface LabelOptions {
  /** The labels that may be added (or removed); undefined: any label that exists in the repository. */
  allowed?: string[];
  /** Calls applied per run. */
  max: number;
}

export interface CreateIssueOptions {
  max: number;
  /** Labels added to every issue made. */
  labels: string[];
  /** Put before every title (`[flaky] `). */
  titlePrefix: string;
}

export interface TargetedOptions {
  max: number;
  target: OperationTarget;
}

export interface SafeOutputs {
  "add-labels"?: LabelOptions;
  "remove-labels"?: LabelOptions;
  "create-issue"?: CreateIssueOptions;
  "add-comment"?: TargetedOptions;
  "close-issue"?: TargetedOptions;
}

/** `max` when a key leaves it out: labels come in a few calls, the rest once per run. */
export const DEFAULT_MAX: Readonly<Record<OperationKey, number>> = {
  "add-labels": 3,
  "remove-labels": 3,
  "create-issue": 1,
  "add-comment": 1,
  "close-issue": 1,
};

/** The options each key takes. */
const OPTIONS: Readonly<Record<OperationKey, readonly string[]>> = {
  "add-labels": ["allowed", "max"],
  "remove-labels": ["allowed", "max"],
  "create-issue": ["max", "labels", "title-prefix"],
  "add-comment": ["max", "target"],
  "close-issue": ["max", "target"],
};

const TARGETS: readonly OperationTarget[] = ["triggering", "any"];
/** GitHub's longest label name. */
const LABEL_MAX = 50;
/** A prefix leaves most of a title (GitHub's issue titles are kept to 256 characters here) to the agent. */
const TITLE_PREFIX_MAX = 100;

/**
 * Parses the `safe-outputs` input (YAML or JSON; empty: no operations). A key with an empty value
 * (`add-labels:`), `true` or `{}` is enabled with its defaults, `false` leaves it out. A failure
 * names the key or option and what was expected, as `<input>: add-labels.max must be ...`;
 * `input` is how the message names the input itself (`safe-outputs`, or a flag). Never throws.
 */
export function parseSafeOutputs(text: string, input: string): Result<SafeOutputs> {
  if (text.trim() === "") return ok({});
  const document = parseDocument(text, { prettyErrors: true, logLevel: "error" });
  const problem = document.errors[0];
  if (problem) return fail(`${input} is not valid YAML or JSON: ${firstLine(problem.message)}`);
  let value: unknown;
  try {
    value = document.toJS();
  } catch (error) {
    // An alias to no anchor, or too many aliases: YAML that says nothing usable.
    return fail(`${input} is not valid YAML or JSON: ${firstLine((error as Error).message)}`);
  }
  if (value === null || value === undefined) return ok({});
  if (!isMapping(value)) return fail(`${input} ${notAMapping(value)}`);
  const config: SafeOutputs = {};
  for (const [key, options] of Object.entries(value)) {
    if (!isOperationKey(key)) {
      return fail(
        `${input}: unknown key "${key}"${suggestion(key, OPERATION_KEYS)}; the keys are ${OPERATION_KEYS.join(", ")}`,
      );
    }
    const read = readKey(key, options);
    if (!read.ok) return fail(`${input}: ${read.error}`);
    if (read.value) setKey(config, key, read.value);
  }
  return ok(inKeyOrder(config));
}

type KeyOptions = LabelOptions | CreateIssueOptions | TargetedOptions;

/** One key's value as its options; `undefined` when it is `false` (left out). */
function readKey(key: OperationKey, value: unknown): Result<KeyOptions | undefined> {
  if (value === false) return ok(undefined);
  const raw = value === null || value === true ? {} : value;
  if (!isMapping(raw)) {
    return fail(
      `${key} must be its options (a mapping, like {max: 2}), true, false or empty; got ${shown(value)}`,
    );
  }
  const options = OPTIONS[key];
  for (const name of Object.keys(raw)) {
    if (!options.includes(name)) {
      return fail(
        `${key} has no option "${name}"${suggestion(name, options)}; its options are ${options.join(", ")}`,
      );
    }
  }
  const max = readMax(raw.max, `${key}.max`, DEFAULT_MAX[key]);
  if (!max.ok) return max;
  switch (key) {
    case "add-labels":
    case "remove-labels":
      return labelOptions(key, raw, max.value);
    case "create-issue":
      return createIssueOptions(key, raw, max.value);
    case "add-comment":
    case "close-issue":
      return targetedOptions(key, raw, max.value);
  }
}

function labelOptions(key: OperationKey, raw: Record<string, unknown>, max: number): Result<LabelOptions> {
  if (raw.allowed === undefined || raw.allowed === null) return ok({ max });
  const allowed = readLabels(raw.allowed, `${key}.allowed`);
  if (!allowed.ok) return allowed;
  if (allowed.value.length === 0) {
    return fail(
      `${key}.allowed must name at least one label; leave it out to allow any label that exists in the repository`,
    );
  }
  return ok({ allowed: allowed.value, max });
}

function createIssueOptions(
  key: OperationKey,
  raw: Record<string, unknown>,
  max: number,
): Result<CreateIssueOptions> {
  const labels =
    raw.labels === undefined || raw.labels === null ? ok([]) : readLabels(raw.labels, `${key}.labels`);
  if (!labels.ok) return labels;
  const prefix = raw["title-prefix"] ?? "";
  if (typeof prefix !== "string") {
    return fail(
      `${key}.title-prefix must be text, like "[flaky] "; got ${shown(prefix)}${quoteHint(prefix)}`,
    );
  }
  if ([...prefix].length > TITLE_PREFIX_MAX) {
    return fail(
      `${key}.title-prefix must be at most ${TITLE_PREFIX_MAX} characters, got ${[...prefix].length}`,
    );
  }
  return ok({ max, labels: labels.value, titlePrefix: prefix });
}

function targetedOptions(
  key: OperationKey,
  raw: Record<string, unknown>,
  max: number,
): Result<TargetedOptions> {
  const target = raw.target ?? "triggering";
  if (!TARGETS.includes(target as OperationTarget)) {
    return fail(
      `${key}.target must be triggering (only the run's own issue or pull request) or any (any in the repository); got ${shown(target)}`,
    );
  }
  return ok({ max, target: target as OperationTarget });
}

/** `max`: calls per run, a whole number of at least 1. */
function readMax(value: unknown, at: string, fallback: number): Result<number> {
  if (value === undefined || value === null) return ok(fallback);
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 1) return ok(value);
  return fail(`${at} must be a whole number, 1 or more, got ${shown(value)}`);
}

/** A list of label names: text, trimmed, none empty or longer than GitHub allows; repeats dropped. */
function readLabels(value: unknown, at: string): Result<string[]> {
  if (!Array.isArray(value)) {
    return fail(`${at} must be a list of labels, like [bug, question]; got ${shown(value)}`);
  }
  const labels: string[] = [];
  for (const [index, item] of value.entries()) {
    const label = typeof item === "string" ? item.trim() : undefined;
    if (label === undefined || label === "") {
      return fail(`${at}[${index}] must be a label name; got ${shown(item)}${quoteHint(item)}`);
    }
    if ([...label].length > LABEL_MAX) {
      return fail(`${at}[${index}] is longer than GitHub's ${LABEL_MAX} characters for a label: "${label}"`);
    }
    if (!labels.some((seen) => seen.toLowerCase() === label.toLowerCase())) labels.push(label);
  }
  return ok(labels);
}

function setKey(config: SafeOutputs, key: OperationKey, options: KeyOptions): void {
  // readKey built `options` for `key`; the record is indexed by the same key.
  (config as Record<OperationKey, KeyOptions>)[key] = options;
}

/** The keys in `OPERATION_KEYS` order, whatever order the workflow wrote them in. */
function inKeyOrder(config: SafeOutputs): SafeOutputs {
  const ordered: SafeOutputs = {};
  for (const key of OPERATION_KEYS) {
    const options = config[key];
    if (options) setKey(ordered, key, options);
  }
  return ordered;
}

function isOperationKey(key: string): key is OperationKey {
  return (OPERATION_KEYS as readonly string[]).includes(key);
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Why the whole value is not a mapping, with the fix for the usual slips. */
function notAMapping(value: unknown): string {
  if (typeof value === "string" && isOperationKey(value.trim())) {
    return `must be a mapping of keys to their options: write "${value.trim()}:" (with the colon) to allow it with its defaults; got ${shown(value)}`;
  }
  if (Array.isArray(value)) {
    return `must be a mapping of keys to their options, not a list: write "add-labels:" on a line of its own, not "- add-labels"`;
  }
  return `must be a mapping of keys to their options, like "add-labels: {max: 2}"; got ${shown(value)}`;
}

/** ` (did you mean add-labels?)` for a name written with underscores, in another case or number. */
function suggestion(name: string, known: readonly string[]): string {
  const loose = (text: string) => text.toLowerCase().replace(/_/g, "-").replace(/s$/, "");
  const match = known.find((candidate) => loose(candidate) === loose(name));
  return match ? ` (did you mean ${match}?)` : "";
}

/** A value as a message shows it: text quoted, numbers and booleans as written, the rest by kind. */
function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null || value === undefined) return "nothing";
  return Array.isArray(value) ? "a list" : "a mapping";
}

/** YAML reads `2024` or `true` as a number or a boolean; quoting makes it text. */
function quoteHint(value: unknown): string {
  return typeof value === "number" || typeof value === "boolean"
    ? ` (quote it to make it text: "${value}")`
    : "";
}

function firstLine(message: string): string {
  return (message.split("\n")[0] ?? "").replace(/:$/, "");
}

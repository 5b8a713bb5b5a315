import { parseAllowedDomains } from "../base/allowed-domains.js";
import type { Result } from "../base/result.js";
import { parseSafeOutputs, type SafeOutputs } from "../github/operations/safe-outputs.js";
import { isValidBranchName } from "../github/publish/branch-names.js";
import { type PermissionLevel, permissionLevels } from "../github/trigger/permission-levels.js";
import type { RepoRef } from "../github/trigger/types.js";
import type { ModelPrices } from "../llm/prices.js";
import { findProvider, providerNames } from "../llm/registry.js";
import type { NetworkMode } from "../network/index.js";
import { VARIABLE_NAME } from "../tools/env.js";
import { type McpServerConfig, parseMcpServers } from "../tools/mcp/config.js";
import { spendingSettings } from "./spending-inputs.js";
import { twoJobsFolders } from "./two-jobs-inputs.js";

export const MODES = ["auto", "comment", "pr", "review"] as const;
export type Mode = (typeof MODES)[number];

/** The order read < triage < write < maintain < admin, as the permission check uses it. */
export const PERMISSION_LEVELS = permissionLevels;
export type { PermissionLevel };

export const SANDBOX_CHOICES = ["auto", "user", "off"] as const;
export type Sandbox = (typeof SANDBOX_CHOICES)[number];
/** `network` (DESIGN section 4b): `allowlist` keeps the sandbox user's connections to `allowed-domains`. */
export const NETWORK_CHOICES = ["allowlist", "open"] as const satisfies readonly NetworkMode[];
export type Network = (typeof NETWORK_CHOICES)[number];

/** Every setting of a run, parsed and validated once, at the edge. */
export interface Settings {
  /** The task when the event carries none (workflow_dispatch, schedule, local runs). */
  task: string;
  /** A comment or issue must contain it as a word; the task is the text after it. */
  triggerPhrase: string;
  /** A registered provider name (`anthropic`, `openai`). */
  provider: string;
  /** The model name; the provider's default when the input is empty. */
  model: string;
  /**
   * From `api-key`, else the provider's environment variable. Empty only when `baseUrl` is set:
   * a local server without authentication.
   */
  apiKey: string;
  /** From `base-url`, else the provider's environment variable; empty means the SDK default. */
  baseUrl: string;
  maxSteps: number;
  timeoutMinutes: number;
  /** Compaction threshold in tokens. */
  tokenLimit: number;
  mode: Mode;
  githubToken: string;
  /** The least repository permission a commenter needs to start a run. */
  allowedPermission: PermissionLevel;
  /** Extra standing instructions, appended after AGENTS.md. */
  instructions: string;
  branchPrefix: string;
  /** The label whose adding (an `issues` `labeled` event) starts a run. */
  labelTrigger: string;
  /** The login whose assignment (an `issues` `assigned` event) starts a run; empty: never. */
  assigneeTrigger: string;
  /** How tool commands are isolated from the action's secrets (see docs/security.md). */
  sandbox: Sandbox;
  /**
   * Names of job environment variables that commands may see on top of the built-in allowlist
   * (DESIGN section 4a); a variable holding a secret is withheld even when named here.
   */
  allowedEnv: readonly string[];
  /** Output-token limit of one model response. */
  maxOutputTokens: number;
  /** Stream model responses. */
  stream: boolean;
  /** How many CI fix commits one branch may get before a failing run is skipped with a comment; 0: never fix. */
  maxCiFixes: number;
  /** Give the model the images attached to the issue, pull request and comments. */
  images: boolean;
  /** The spending cap of the run's model calls in US dollars; undefined: no cap. */
  maxCost: number | undefined;
  /**
   * What the model's tokens cost: `model-prices`, else the built-in table. Undefined when neither
   * knows the model (then `maxCost` is undefined too, and the run's cost is not reported).
   */
  prices: ModelPrices | undefined;
  /** `repository`: the repository worked on, when it is not the workflow's own. */
  repository: RepoRef | undefined;
  /** `working-directory`: where that repository is checked out, relative to the workspace; empty: the workspace. */
  workingDirectory: string;
  /** `safe-outputs`: the GitHub operations the agent may ask for (DESIGN section 9); `{}`: none. */
  safeOutputs: SafeOutputs;
  /** `output-schema`: the schema of the run's structured result, inline or a path in the repository. */
  outputSchema: OutputSchemaSource | undefined;
  /** `staged`: propose instead of publish (DESIGN section 9). */
  staged: boolean;
  /** `allowed-domains`, `defaults` expanded: hosts commands may reach and published text may link to. */
  allowedDomains: readonly string[];
  /** `network`: whether the sandbox user's connections are held to `allowedDomains`. */
  network: Network;
  /**
   * `handoff`, absolute: the agent job of the two-job shape (DESIGN section 10) writes the run's
   * outcome to this folder and makes no GitHub write. Never set with `applyHandoff`.
   */
  handoff?: string;
  /** `apply-handoff`, absolute: the publish job validates the folder a `handoff` job wrote and publishes it. */
  applyHandoff?: string;
  /** `mcp-servers`: the MCP servers whose tools the agent gets (DESIGN section 11); none: `[]`. */
  mcpServers: readonly McpServerConfig[];
  /** `skills`: list the trusted branch's agent skills to the model, and offer `read_skill`. */
  skills: boolean;
}

/**
 * Where the structured result's schema comes from: given inline (JSON, parsed here and checked as
 * a schema at admission), or a path in the repository, read from the trusted branch.
 */
export type OutputSchemaSource = { inline: unknown; path?: undefined } | { path: string; inline?: undefined };

/** The inputs of action.yml with their defaults; `api-key` etc. fall back to the environment. */
export const INPUT_DEFAULTS = {
  task: "",
  "trigger-phrase": "/agent",
  provider: "anthropic",
  model: "",
  "api-key": "",
  "base-url": "",
  "max-steps": "50",
  "timeout-minutes": "30",
  "token-limit": "80000",
  mode: "auto",
  "github-token": "",
  "allowed-permission": "write",
  instructions: "",
  "branch-prefix": "agent/",
  "label-trigger": "agent",
  "assignee-trigger": "",
  sandbox: "auto",
  "allowed-env": "",
  "max-output-tokens": "16000",
  stream: "true",
  "max-ci-fixes": "3",
  images: "true",
  "max-cost": "",
  "model-prices": "",
  repository: "",
  "working-directory": "",
  "safe-outputs": "",
  "output-schema": "",
  staged: "false",
  "allowed-domains": "defaults",
  network: "allowlist",
  handoff: "",
  "apply-handoff": "",
  "mcp-servers": "",
  skills: "true",
} as const satisfies Record<string, string>;

export type InputName = keyof typeof INPUT_DEFAULTS;

/** Thrown for a bad setting; the message names the input and what was expected. */
export class InputError extends Error {
  override name = "InputError";
}

/** The variable the runner passes input `name` in: `INPUT_<NAME>`, upper-cased, spaces as `_`, hyphens kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}

/** Reads inputs as the runner passes them (`inputVariable`). */
export function readActionInputs(env: NodeJS.ProcessEnv): Partial<Record<InputName, string>> {
  const raw: Partial<Record<InputName, string>> = {};
  for (const name of Object.keys(INPUT_DEFAULTS) as InputName[]) {
    const value = env[inputVariable(name)];
    if (value !== undefined) raw[name] = value;
  }
  return raw;
}

/**
 * How a message names an input: the action says `max-steps`, the command line `--max-steps`.
 * Every check below takes the name already labelled.
 */
export type InputLabel = (name: InputName) => string;

function positiveInteger(name: string, value: string): number {
  if (!/^\d+$/.test(value) || Number(value) <= 0) {
    throw new InputError(`${name} must be a positive integer, got "${value}"`);
  }
  return Number(value);
}

function nonNegativeInteger(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new InputError(`${name} must be a whole number, 0 or more, got "${value}"`);
  return Number(value);
}

function positiveNumber(name: string, value: string): number {
  const n = Number(value);
  if (value === "" || !Number.isFinite(n) || n <= 0) {
    throw new InputError(`${name} must be a positive number (fractions allowed), got "${value}"`);
  }
  return n;
}

function oneOf<T extends string>(name: string, value: string, choices: readonly T[]): T {
  const lowered = value.toLowerCase();
  if (!(choices as readonly string[]).includes(lowered)) {
    throw new InputError(`${name} must be one of ${choices.join(", ")}; got "${value}"`);
  }
  return lowered as T;
}

function boolean(name: string, value: string): boolean {
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new InputError(`${name} must be true or false, got "${value}"`);
}

/** An empty value (the SDK's default endpoint) or an http(s) URL. */
function baseUrl(name: string, value: string): string {
  if (value === "") return value;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new InputError(`${name} must be an http:// or https:// URL, got "${value}"`);
  }
  // fetch refuses such a URL with an error that quotes it whole, password included, and the
  // password is no input the redactor knows; the value is not quoted back here either.
  if (url.username || url.password) {
    throw new InputError(
      `${name} must not hold a user name or password (user:password@host); pass the key in api-key instead`,
    );
  }
  return value;
}

/** A prefix that makes valid git branch names (checked with a sample name after it). */
function branchPrefix(name: string, value: string): string {
  if (!isValidBranchName(`${value}1-task`)) {
    throw new InputError(
      `${name} must start a valid git branch name (no spaces or control characters, no "..", none of ~ ^ : ? * [ \\, no part starting with "."); got "${value}"`,
    );
  }
  return value;
}

/** Variable names, comma- or newline-separated; blanks around and between them are ignored. */
function variableNames(name: string, value: string): string[] {
  const names = value
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const bad = names.find((entry) => !VARIABLE_NAME.test(entry));
  if (bad !== undefined) throw new InputError(`${name}: "${bad}" is not a variable name`);
  return [...new Set(names)];
}

/** `owner/name` as GitHub spells repository names; empty: the workflow's own. */
function repository(name: string, value: string): RepoRef | undefined {
  if (value === "") return undefined;
  const match = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/.exec(value);
  const repo = match?.[2]?.replace(/\.git$/, "");
  if (!match?.[1] || !repo || repo === "." || repo === "..") {
    throw new InputError(`${name} must be a repository as owner/name, like octo-org/service, got "${value}"`);
  }
  return { owner: match[1], repo };
}

/**
 * `working-directory`: a folder inside the workspace, given relative to it. An absolute path or
 * one that climbs out is refused: the action guards, locks and publishes that folder alone.
 */
function workingDirectory(name: string, value: string): string {
  const parts = value.split(/[\\/]+/).filter((part) => part !== "" && part !== ".");
  if (value.startsWith("/") || parts.includes("..")) {
    throw new InputError(
      `${name} must be a folder inside the workspace, relative to it (the path: of actions/checkout), got "${value}"`,
    );
  }
  return parts.join("/");
}

/** What a parser of a structured input (`safe-outputs`, `mcp-servers`) found, or an InputError with its message. */
function orThrow<T>(parsed: Result<T>): T {
  if (!parsed.ok) throw new InputError(parsed.error);
  return parsed.value;
}

/** `allowed-domains`: host names and `defaults`. */
function allowedDomains(name: string, value: string): string[] {
  const parsed = parseAllowedDomains(value);
  if (!parsed.ok) throw new InputError(`${name}: ${parsed.error}`);
  return parsed.value;
}

/**
 * `output-schema`: inline JSON (it starts with `{`, or is `true`) or a path in the repository,
 * relative to its root. Inline JSON that does not parse is named here; whether it is a valid
 * schema is checked at admission, where the validator is loaded.
 */
function outputSchema(name: string, value: string): OutputSchemaSource | undefined {
  if (value === "") return undefined;
  if (value.startsWith("{") || value === "true") {
    try {
      return { inline: JSON.parse(value) as unknown };
    } catch (error) {
      throw new InputError(`${name} is not valid JSON: ${(error as Error).message}`);
    }
  }
  const parts = value.split(/[\\/]+/).filter((part) => part !== "" && part !== ".");
  if (value.startsWith("/") || parts.includes("..") || parts.length === 0) {
    throw new InputError(
      `${name} must be a JSON Schema as inline JSON or a path of a .json file in the repository, relative to its root; got "${value}"`,
    );
  }
  return { path: parts.join("/") };
}

/**
 * Validates raw inputs (from the runner or command-line flags) into Settings. Throws InputError
 * naming the first bad input as `label` names it. `env` supplies the API key and base URL
 * fallbacks.
 */
export function parseSettings(
  raw: Partial<Record<InputName, string>>,
  env: NodeJS.ProcessEnv,
  label: InputLabel = (name) => name,
): Settings {
  const get = (name: InputName): string => (raw[name] ?? "").trim() || INPUT_DEFAULTS[name];
  const providerName = get("provider").toLowerCase();
  const provider = findProvider(providerName);
  if (!provider) {
    throw new InputError(
      `${label("provider")} must be one of ${providerNames.join(", ")}; got "${get("provider")}"`,
    );
  }
  const url = baseUrl(label("base-url"), get("base-url") || (env[provider.baseUrlEnv] ?? "").trim());
  const apiKey = get("api-key") || (env[provider.apiKeyEnv] ?? "").trim();
  const staged = boolean(label("staged"), get("staged"));
  const folders = orThrow(twoJobsFolders(raw, staged, label, env.GITHUB_WORKSPACE || process.cwd()));
  // A server of your own (a base URL) may need no key; the provider's own endpoint always does.
  // The publish job of the two-job shape calls no model, so it is given no key.
  if (!apiKey && !url && !folders.applyHandoff) {
    throw new InputError(
      `${label("api-key")} is missing: set it or the ${provider.apiKeyEnv} environment variable for provider "${provider.name}" (a server of your own set with ${label("base-url")} may need none)`,
    );
  }
  const model = get("model") || provider.defaultModel;
  const maxOutputTokens = positiveInteger(label("max-output-tokens"), get("max-output-tokens"));
  const { prices, cap } = orThrow(
    spendingSettings({ "model-prices": get("model-prices"), "max-cost": get("max-cost") }, label, {
      provider,
      model,
      maxOutputTokens,
    }),
  );
  return {
    task: (raw.task ?? "").trim(),
    triggerPhrase: get("trigger-phrase"),
    provider: provider.name,
    model,
    apiKey,
    baseUrl: url,
    maxSteps: positiveInteger(label("max-steps"), get("max-steps")),
    timeoutMinutes: positiveNumber(label("timeout-minutes"), get("timeout-minutes")),
    tokenLimit: positiveInteger(label("token-limit"), get("token-limit")),
    mode: oneOf(label("mode"), get("mode"), MODES),
    githubToken: get("github-token"),
    allowedPermission: oneOf(label("allowed-permission"), get("allowed-permission"), PERMISSION_LEVELS),
    instructions: (raw.instructions ?? "").trim(),
    branchPrefix: branchPrefix(label("branch-prefix"), get("branch-prefix")),
    // A label may hold spaces ("good first issue"); only blanks around it are dropped. An empty
    // value turns label triggers off, so it is not replaced by the default.
    labelTrigger: (raw["label-trigger"] ?? INPUT_DEFAULTS["label-trigger"]).trim(),
    assigneeTrigger: (raw["assignee-trigger"] ?? "").trim().replace(/^@/, ""),
    sandbox: oneOf(label("sandbox"), get("sandbox"), SANDBOX_CHOICES),
    allowedEnv: variableNames(label("allowed-env"), raw["allowed-env"] ?? ""),
    maxOutputTokens,
    stream: boolean(label("stream"), get("stream")),
    maxCiFixes: nonNegativeInteger(label("max-ci-fixes"), get("max-ci-fixes")),
    images: boolean(label("images"), get("images")),
    maxCost: cap,
    prices,
    repository: repository(label("repository"), get("repository")),
    workingDirectory: workingDirectory(label("working-directory"), get("working-directory")),
    // YAML or JSON, checked key by key; JSON in the `.mcp.json` shape: each names its input as `label` does.
    safeOutputs: orThrow(parseSafeOutputs((raw["safe-outputs"] ?? "").trim(), label("safe-outputs"))),
    outputSchema: outputSchema(label("output-schema"), (raw["output-schema"] ?? "").trim()),
    staged,
    allowedDomains: allowedDomains(label("allowed-domains"), get("allowed-domains")),
    network: oneOf(label("network"), get("network"), NETWORK_CHOICES),
    ...folders,
    mcpServers: orThrow(parseMcpServers(raw["mcp-servers"] ?? "", label("mcp-servers"))),
    skills: boolean(label("skills"), get("skills")),
  };
}

/**
 * The action cannot comment, open pull requests or check permissions without a GitHub token
 * (the command line needs none, so `parseSettings` allows an empty one). Returns `settings`, or
 * throws an InputError naming `github-token`.
 */
export function requireGitHubToken(settings: Settings): Settings {
  if (settings.githubToken) return settings;
  throw new InputError(
    "github-token is empty: leave it unset to use the job's `github.token`, or pass a token that exists (a `secrets.*` name this repository does not have expands to nothing)",
  );
}

/** Variables always removed: the GitHub token and the usual model API keys. */
export const SECRET_NAMES: readonly string[] = [
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "GH_ENTERPRISE_TOKEN",
  "GITHUB_ENTERPRISE_TOKEN",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "OPENAI_API_KEY",
];

/** Prefixes always removed: the runner's own tokens and URLs, and every action input. */
export const SECRET_PREFIXES: readonly string[] = ["ACTIONS_", "INPUT_"];

/**
 * A registered secret shorter than this is only matched as a whole value, not inside other
 * values: a two-letter "secret" would otherwise strip half the environment.
 */
export const MIN_CONTAINED_SECRET_LENGTH = 6;

export interface ScrubOptions {
  /** Secret values: a variable whose value equals or contains one is removed, whatever its name. */
  secrets?: readonly string[];
  /** More variable names to remove (case-sensitive, like the environment). */
  extraNames?: readonly string[];
}

/** A copy of `env` without secrets (see SECRET_NAMES, SECRET_PREFIXES and `options`). */
export function scrubEnv(env: NodeJS.ProcessEnv, options: ScrubOptions = {}): NodeJS.ProcessEnv {
  const names = new Set([...SECRET_NAMES, ...(options.extraNames ?? [])]);
  const secrets = (options.secrets ?? []).filter((s) => s.trim() !== "");
  const leaks = (value: string): boolean =>
    secrets.some((s) => value === s || (s.length >= MIN_CONTAINED_SECRET_LENGTH && value.includes(s)));
  const clean: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || names.has(name)) continue;
    if (SECRET_PREFIXES.some((prefix) => name.toUpperCase().startsWith(prefix))) continue;
    if (leaks(value)) continue;
    clean[name] = value;
  }
  return clean;
}

/**
 * Settings every command gets on top of the scrubbed environment, so that nothing waits for
 * input that will never come: no pagers, no editors, no credential prompts, CI mode on.
 */
export const COMMAND_ENV: Readonly<Record<string, string>> = {
  CI: "true",
  GIT_TERMINAL_PROMPT: "0",
  GIT_EDITOR: "true",
  GIT_PAGER: "cat",
  PAGER: "cat",
  MANPAGER: "cat",
  SYSTEMD_PAGER: "",
  GH_PAGER: "cat",
  GH_PROMPT_DISABLED: "1",
  DEBIAN_FRONTEND: "noninteractive",
  TERM: "dumb",
  // Background jobs are read while they run; Python would otherwise hold its output back.
  PYTHONUNBUFFERED: "1",
};

/** The environment commands run with: `scrubEnv(base, options)` plus COMMAND_ENV. */
export function commandEnv(base: NodeJS.ProcessEnv, options: ScrubOptions = {}): NodeJS.ProcessEnv {
  return { ...scrubEnv(base, options), ...COMMAND_ENV };
}

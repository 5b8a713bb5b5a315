import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The environment of the agent's commands is built from an allowlist (DESIGN section 4a): a job's
 * NPM_TOKEN or AWS_SECRET_ACCESS_KEY, the runner's file-command paths and its own tokens never
 * reach a command unless the workflow names them in `allowed-env`, and some not even then.
 */

/**
 * Variables every command gets from the job's environment when they are set: the shell's basics
 * and the non-secret descriptors of the run. HOME and TMPDIR pass as the caller set them in the
 * base environment: the sandbox replaces both with a private pair, and without the sandbox the
 * action gives the base a private pair of its own.
 */
export const ALLOWED_NAMES: readonly string[] = [
  "PATH",
  "HOME",
  "TMPDIR",
  "LANG",
  "TZ",
  "TERM",
  "CI",
  "GITHUB_ACTIONS",
  "GITHUB_REPOSITORY",
  "GITHUB_REF",
  "GITHUB_SHA",
  "GITHUB_WORKSPACE",
  "GITHUB_SERVER_URL",
  "GITHUB_API_URL",
  "GITHUB_RUN_ID",
  "GITHUB_RUN_NUMBER",
  "GITHUB_ACTOR",
  "GITHUB_EVENT_NAME",
  "RUNNER_OS",
  "RUNNER_ARCH",
];

/** Prefixes of variables that always pass: the locale's categories (LC_ALL, LC_CTYPE, ...). */
export const ALLOWED_PREFIXES: readonly string[] = ["LC_"];

/** Variables never passed, even when `allowed-env` names them: the GitHub token and the model keys. */
export const SECRET_NAMES: readonly string[] = [
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "GH_ENTERPRISE_TOKEN",
  "GITHUB_ENTERPRISE_TOKEN",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "OPENAI_API_KEY",
];

/**
 * Never passed either: the files through which a step talks to the runner. A command that knew
 * them could set the action's outputs or plant variables (NODE_OPTIONS) for the job's later steps.
 */
export const RUNNER_FILE_NAMES: readonly string[] = [
  "GITHUB_ENV",
  "GITHUB_PATH",
  "GITHUB_OUTPUT",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY",
];

/** Prefixes never passed: the runner's own tokens and URLs, and every action input. */
export const SECRET_PREFIXES: readonly string[] = ["ACTIONS_", "INPUT_"];

/**
 * A registered secret shorter than this is only matched as a whole value, not inside other
 * values: a two-letter "secret" would otherwise withhold half the environment.
 */
export const MIN_CONTAINED_SECRET_LENGTH = 6;

/** What a shell variable name looks like; `allowed-env` accepts nothing else. */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface CommandEnvOptions {
  /** Secret values: a variable whose value equals or contains one is withheld, whatever its name. */
  secrets?: readonly string[] | undefined;
  /** More variable names to withhold (case-sensitive, like the environment). */
  extraNames?: readonly string[] | undefined;
  /** Names passed on top of the allowlist: the workflow's `allowed-env`. */
  allowed?: readonly string[] | undefined;
}

export interface CommandEnvironment {
  env: NodeJS.ProcessEnv;
  /**
   * One line for the job log per variable that `allowed` names but that is withheld all the same
   * (a secret's name, or a value holding a secret), saying why; empty when none.
   */
  warnings: string[];
}

function isNeverPassed(name: string, extraNames: ReadonlySet<string>): boolean {
  if (extraNames.has(name) || SECRET_NAMES.includes(name) || RUNNER_FILE_NAMES.includes(name)) return true;
  return SECRET_PREFIXES.some((prefix) => name.toUpperCase().startsWith(prefix));
}

function secretMatcher(secrets: readonly string[] = []): (value: string) => boolean {
  const real = secrets.filter((s) => s.trim() !== "");
  return (value) =>
    real.some((s) => value === s || (s.length >= MIN_CONTAINED_SECRET_LENGTH && value.includes(s)));
}

/**
 * Settings every command gets on top of the allowlisted environment, so that nothing waits for
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

/**
 * The environment commands run with, and why any variable `options.allowed` names was withheld.
 * Only ALLOWED_NAMES, ALLOWED_PREFIXES and `options.allowed` pass from `base`; of those, secret
 * names (SECRET_NAMES, RUNNER_FILE_NAMES, SECRET_PREFIXES) and values holding a secret are still withheld; COMMAND_ENV goes on top.
 * Never throws.
 */
export function commandEnvironment(
  base: NodeJS.ProcessEnv,
  options: CommandEnvOptions = {},
): CommandEnvironment {
  const asked = new Set(options.allowed ?? []);
  const extra = new Set(options.extraNames ?? []);
  const leaks = secretMatcher(options.secrets);
  const env: NodeJS.ProcessEnv = {};
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(base)) {
    if (value === undefined) continue;
    const listed = ALLOWED_NAMES.includes(name) || ALLOWED_PREFIXES.some((p) => name.startsWith(p));
    if (!listed && !asked.has(name)) continue;
    if (isNeverPassed(name, extra)) {
      if (asked.has(name)) warnings.push(`allowed-env: ${name} is withheld: it names a secret of the action`);
      continue;
    }
    if (leaks(value)) {
      if (asked.has(name)) warnings.push(`allowed-env: ${name} is withheld: its value holds a secret`);
      continue;
    }
    env[name] = value;
  }
  return { env: { ...env, ...COMMAND_ENV }, warnings };
}

/** `commandEnvironment(base, options).env`: the environment commands run with. Never throws. */
export function commandEnv(base: NodeJS.ProcessEnv, options: CommandEnvOptions = {}): NodeJS.ProcessEnv {
  return commandEnvironment(base, options).env;
}

/** A private HOME for commands that run as the action's own user, TMPDIR inside it. */
export interface PrivateHome {
  home: string;
  tmpdir: string;
  /** Removes the folder and everything in it. Never throws. */
  remove(): Promise<void>;
}

/**
 * Makes a fresh HOME (mode 0700) with a TMPDIR inside, under `parent`: with the sandbox off,
 * commands get this instead of the runner user's home, whose dotfiles (`.npmrc`, `.docker`,
 * `.git-credentials`) tools would read on their own. Throws when the folder cannot be made.
 */
export async function createPrivateHome(parent: string = tmpdir()): Promise<PrivateHome> {
  const home = await mkdtemp(path.join(parent, "repo-agent-home-"));
  const tmp = path.join(home, "tmp");
  await mkdir(tmp, { mode: 0o700 });
  return {
    home,
    tmpdir: tmp,
    // A HOME left behind sits in a temporary folder the runner empties after the job; failing
    // to remove it must not fail the run.
    remove: () => rm(home, { recursive: true, force: true }).catch(() => undefined),
  };
}

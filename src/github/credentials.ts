import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, isAbsolute, join, resolve } from "node:path";
import type { Git, GitEnv } from "./git.js";

/**
 * The credential actions/checkout leaves behind, taken out of the agent's reach.
 *
 * actions/checkout (persist-credentials, the default) gives later steps git access with an extra
 * HTTP header, `AUTHORIZATION: basic base64(x-access-token:TOKEN)`, under the key
 * `http.<server-url>/.extraheader`. Up to v5 the header sits in `.git/config`; from v6 it sits in
 * `$RUNNER_TEMP/git-credentials-<uuid>.config`, which `.git/config` pulls in through
 * `includeIf.gitdir:<path>.path` entries. Either way, a command the agent runs could read it, so
 * both forms are removed while the agent works and put back only around a push.
 */

export interface ConfigEntry {
  key: string;
  value: string;
}

export interface CredentialFile {
  path: string;
  content: string;
}

export interface SavedCredential {
  /** The repository's config file. */
  configPath: string;
  /**
   * The config file as it was when the credential was taken, credential included. Restoring
   * writes this back whole, so nothing the agent wrote into the config (a `url.*.insteadOf`, a
   * proxy, an `sshCommand`) is in force while the credential is.
   */
  originalConfig: string | undefined;
  /** Entries removed from the config: extra headers, and includes of credential files. */
  removed: ConfigEntry[];
  /** Credential files that were included and are now deleted; written back for a push. */
  files: CredentialFile[];
}

/** Fallback when checkout left no credential (`persist-credentials: false`): the token, for one command. */
export interface TokenCredential {
  token: string;
  /** `GITHUB_SERVER_URL`: the header is scoped to this origin. */
  serverUrl: string;
}

const EXTRAHEADER_KEYS = String.raw`^http\..*\.extraheader$`;
const INCLUDE_KEYS = String.raw`^includeif\..*\.path$`;
/** The file name actions/checkout gives its credential config. */
const CHECKOUT_CREDENTIAL_FILE = /git-credentials-[0-9a-f-]+\.config$/i;

/** Reads `git config --get-regexp -z` output: `key\nvalue\0` records. */
function parseEntries(stdout: string): ConfigEntry[] {
  return stdout
    .split("\0")
    .filter(Boolean)
    .map((record) => {
      const newline = record.indexOf("\n");
      return newline < 0
        ? { key: record, value: "" }
        : { key: record.slice(0, newline), value: record.slice(newline + 1) };
    });
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch {
    return undefined;
  }
}

/** Resolves an include path the way git does: `~/` is HOME, a relative path is relative to the including file. */
function resolveIncludePath(value: string, configPath: string): string {
  if (value.startsWith("~/")) return join(homedir(), value.slice(2));
  return isAbsolute(value) ? value : resolve(dirname(configPath), value);
}

async function configPathOf(git: Git): Promise<string> {
  const result = await git.exec(["rev-parse", "--git-path", "config"]);
  const path = result.ok ? result.value.trim() : ".git/config";
  return isAbsolute(path) ? path : join(git.workspace, path);
}

async function listEntries(git: Git, pattern: string): Promise<ConfigEntry[]> {
  const result = await git.exec(["config", "--local", "-z", "--get-regexp", pattern]);
  // Exit code 1 means "no such key", which is the common, happy case.
  return result.ok ? parseEntries(result.value) : [];
}

/**
 * The config's extra headers and includes, in the config's order: one `git config` for both,
 * a process fewer on the way to the first model request. The keys are told apart as git matched
 * them (case-sensitively, against keys with lower-cased section and variable names).
 */
async function listCredentialEntries(git: Git): Promise<{ headers: ConfigEntry[]; includes: ConfigEntry[] }> {
  const entries = await listEntries(git, `${EXTRAHEADER_KEYS}|${INCLUDE_KEYS}`);
  const header = new RegExp(EXTRAHEADER_KEYS);
  const include = new RegExp(INCLUDE_KEYS);
  return {
    headers: entries.filter((entry) => header.test(entry.key)),
    includes: entries.filter((entry) => include.test(entry.key)),
  };
}

/**
 * Removes every extra header and credential include from the config; returns what it removed.
 * `listed` is what the config holds, when the caller has just read it.
 */
async function strip(
  git: Git,
  configPath: string,
  listed?: { headers: ConfigEntry[]; includes: ConfigEntry[] },
): Promise<Pick<SavedCredential, "removed" | "files">> {
  const { headers, includes } = listed ?? (await listCredentialEntries(git));
  const removed: ConfigEntry[] = [];
  const files: CredentialFile[] = [];
  // One command at a time: each rewrites the config file under git's lock.
  for (const entry of headers) {
    removed.push(entry);
    await git.exec(["config", "--local", "--unset-all", entry.key]);
  }
  for (const entry of includes) {
    const path = resolveIncludePath(entry.value, configPath);
    const content = await readIfExists(path);
    const holdsCredential = CHECKOUT_CREDENTIAL_FILE.test(entry.value) || /extraheader/i.test(content ?? "");
    if (!holdsCredential) continue;
    removed.push(entry);
    await git.exec(["config", "--local", "--fixed-value", "--unset-all", entry.key, entry.value]);
    if (content !== undefined && !files.some((f) => f.path === path)) {
      files.push({ path, content });
      await rm(path, { force: true });
    }
  }
  return { removed, files };
}

/**
 * Takes the checkout credential out of the repository at `git.workspace`: every
 * `http.*.extraheader` in its local config and every include of a credential file (the file is
 * deleted). Returns what it took so a push can put it back. A repository with no credential
 * returns an empty record; that is not an error.
 */
export async function takeCheckoutCredential(git: Git): Promise<SavedCredential> {
  // Both reads at once (this is on the way to the first model request); the config file is read
  // whole before anything in it changes.
  const [configPath, listed] = await Promise.all([configPathOf(git), listCredentialEntries(git)]);
  const originalConfig = await readIfExists(configPath);
  const { removed, files } = await strip(git, configPath, listed);
  return { configPath, originalConfig, removed, files };
}

/** True when the checkout left a credential that `takeCheckoutCredential` took. */
export function hasCredential(saved: SavedCredential): boolean {
  return saved.removed.length > 0 || saved.files.length > 0;
}

/**
 * Puts the repository config back exactly as it was when the credential was taken, and the
 * credential files with it. Call it around a push (see `withCredential`) and once at the very end
 * of the action, so later workflow steps keep the git access checkout gave them.
 */
export async function restoreCredential(saved: SavedCredential): Promise<void> {
  for (const file of saved.files) {
    await mkdir(dirname(file.path), { recursive: true });
    // Removed first, so a symlink planted in its place is replaced, not followed.
    await rm(file.path, { force: true });
    await writeFile(file.path, file.content, { mode: 0o600, flag: "wx" });
  }
  if (saved.originalConfig === undefined) return;
  // Removed first, so a symlink the agent put in its place is replaced, not followed.
  await rm(saved.configPath, { force: true });
  await writeFile(saved.configPath, saved.originalConfig);
}

/**
 * The environment that hands git an extra header for one command: `GIT_CONFIG_COUNT` and friends
 * are read by git as command-line configuration. Unlike `-c`, they are not in the process's
 * argument list (which any local user can read), and they are never written to a file.
 */
export function tokenEnv(credential: TokenCredential): GitEnv {
  const basic = Buffer.from(`x-access-token:${credential.token}`, "utf8").toString("base64");
  return {
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: `http.${new URL(credential.serverUrl).origin}/.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`,
  };
}

/**
 * Runs `fn` (a fetch or push) with git access: the saved checkout credential put back in the
 * config for the duration, and removed again afterwards, whatever `fn` does. When checkout left
 * none and a token is given, `fn` gets `tokenEnv(token)` to pass to its git commands instead. The
 * config is restored to its pre-agent state either way, so settings the agent added cannot
 * redirect the credential. Throws when the git directory is no longer the one the credential was
 * taken from (publish turns that into an error with the patch).
 */
export async function withCredential<T>(
  git: Git,
  saved: SavedCredential,
  fn: (env: GitEnv) => Promise<T>,
  fallback?: TokenCredential,
): Promise<T> {
  // The agent could have replaced `.git` with a file pointing at a repository of its own, whose
  // config the credential would then meet; refuse rather than guess.
  const configPath = await configPathOf(git);
  if (configPath !== saved.configPath) {
    throw new Error(
      `the repository's git directory moved during the run (${configPath}); refusing to use the credential`,
    );
  }
  await restoreCredential(saved);
  try {
    const env = !hasCredential(saved) && fallback?.token ? tokenEnv(fallback) : {};
    return await fn(env);
  } finally {
    await strip(git, saved.configPath);
  }
}

/** The `http.<url>.extraheader` entries of a config file's text, read by git itself. */
async function extraHeadersOf(git: Git, content: string, scratch: string): Promise<ConfigEntry[]> {
  const file = join(scratch, `credential-${process.pid}-${Date.now()}.config`);
  await writeFile(file, content, { mode: 0o600 });
  try {
    const listed = await git.exec(["config", "--file", file, "-z", "--get-regexp", EXTRAHEADER_KEYS]);
    return listed.ok ? parseEntries(listed.value) : [];
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * The environment that gives one fetch or push from the trusted repository the checkout's
 * credential (both layouts: the header from `.git/config`, or from the included file), or else
 * the token, as command-line configuration (`GIT_CONFIG_*`: in no argv and no file the agent
 * could read). `scratch` is a private folder for reading an included file. Empty when there is
 * no credential at all.
 */
export async function credentialEnv(
  git: Git,
  saved: SavedCredential,
  scratch: string,
  fallback?: TokenCredential,
): Promise<GitEnv> {
  const headers = saved.removed.filter((entry) => new RegExp(EXTRAHEADER_KEYS, "i").test(entry.key));
  for (const file of saved.files) headers.push(...(await extraHeadersOf(git, file.content, scratch)));
  if (headers.length === 0) return fallback?.token ? tokenEnv(fallback) : {};
  const env: GitEnv = { GIT_CONFIG_COUNT: String(headers.length) };
  headers.forEach((header, i) => {
    env[`GIT_CONFIG_KEY_${i}`] = header.key;
    env[`GIT_CONFIG_VALUE_${i}`] = header.value;
  });
  return env;
}

import { fail, type Result } from "../base/result.js";
import type { ActiveSandbox } from "./active-sandbox.js";
import { type BeginOptions, beginSetUp, type SandboxMode } from "./begin.js";
import { cancelSetUp, setUp } from "./set-up.js";

/**
 * Tool commands as an unprivileged user (DESIGN section 4, "Secrets out of reach").
 *
 * Where this process is root, or has passwordless sudo (GitHub-hosted runners), every tool
 * command starts as a dedicated system user through `setpriv`: another uid, no supplementary
 * groups, no_new_privs. That user can read and write the workspace but cannot read this
 * process's environment or memory (the kernel's ptrace rules forbid it across users), cannot use
 * sudo, and cannot enter the paths it is told to keep out of (the runner's temp folder). The
 * file promises are checked by a probe run as that user before the sandbox is reported active;
 * sudo is ruled out by no_new_privs itself.
 *
 * Setting up is begin.ts (the user and its home, made while the workspace is readied), then
 * set-up.ts (the checks from the inside in inside-check.ts); what the sandbox holds, to be given
 * back, is hold.ts; its end is dispose.ts.
 */

/** No sandbox, and that is allowed (`auto`, or `off`): `note` says why, for the log and the job summary. */
export interface InactiveSandbox {
  active: false;
  note: string;
}

/** `user` was asked for and cannot be had: the caller fails the job with `error`. */
export interface SandboxError {
  active: false;
  error: string;
}

export type SandboxResult = ActiveSandbox | InactiveSandbox | SandboxError;

export interface SandboxOptions extends BeginOptions {
  /**
   * Paths the sandbox user must not read or enter, e.g. `RUNNER_TEMP` (step scripts with secrets
   * written into them, checkout's credential file). Missing paths are skipped; a path holding the
   * workspace is skipped and named in the note. A promise (the scans that find them) is
   * awaited only once the workspace is shared.
   */
  privatePaths?: readonly string[] | Promise<readonly string[]>;
}

/**
 * The sandbox being set up, in two parts: what needs only the workspace's place (the user, its
 * home, the holder of its mount) begins at once; the rest, when `finish` is called, once the
 * workspace is ready for the agent.
 */
export interface SandboxStart {
  /**
   * The rest set up, and the answer: the sandbox, or why there is none. Never rejects. Called
   * once; a call after `cancel` answers an error.
   */
  finish(rest?: Pick<SandboxOptions, "privatePaths">): Promise<SandboxResult>;
  /** Takes back what was begun, when `finish` will not be called. Never rejects. */
  cancel(): Promise<void>;
}

/**
 * Begins preparing the sandbox for tool commands in `workspace` (see `prepareSandbox`): the user
 * is created (or had, with `runAs`) and given a home while the caller gets the workspace ready.
 */
export function beginSandbox(options: BeginOptions): SandboxStart {
  if (options.mode === "off") {
    const off = { active: false as const, note: 'the sandbox input is "off"' };
    return { finish: async () => off, cancel: async () => {} };
  }
  const begun = beginSetUp(options).catch(thrown);
  let taken = false;
  return {
    async finish(rest = {}) {
      if (taken) return answer(options.mode, fail("the sandbox's set-up was cancelled"));
      taken = true;
      // Awaited once the workspace is shared; a rejection is the set-up's to say, not unhandled.
      const paths = Promise.resolve(rest.privatePaths ?? []);
      paths.catch(() => {});
      const first = await begun;
      const outcome = first.ok ? await setUp(first.value, paths).catch(thrown) : first;
      return answer(options.mode, outcome);
    },
    async cancel() {
      if (taken) return;
      taken = true;
      const first = await begun;
      if (first.ok) await cancelSetUp(first.value).catch(() => {});
    },
  };
}

/**
 * Prepares the sandbox for tool commands in `workspace`. Never throws: whatever the machine
 * allows, the answer is data. `off` is inactive at once; otherwise the user is created (once per
 * process), given the workspace, kept out of `privatePaths`, and checked from the inside. When
 * that is not possible, `auto` answers inactive with the reason and `user` answers an error.
 * In `group` sharing this process's umask becomes 002, so files its own tools write stay
 * writable by the user.
 */
export function prepareSandbox(options: SandboxOptions): Promise<SandboxResult> {
  return beginSandbox(options).finish(options);
}

/** Nothing in the set-up is expected to throw; should it, the run still gets an answer. */
function thrown(error: unknown): Result<never> {
  return fail(`the sandbox could not be prepared: ${(error as Error).message}`);
}

function answer(mode: SandboxMode, outcome: Result<ActiveSandbox>): SandboxResult {
  if (outcome.ok) return outcome.value;
  return mode === "user" ? { active: false, error: outcome.error } : { active: false, note: outcome.error };
}

export type { Change as AccessChange, Sharing } from "./access.js";
export { DEFAULT_SANDBOX_USER, removeSandboxUser, type UserRemoval } from "./account.js";
export type { ActiveSandbox, DisposeHooks, SandboxDisposal, ToolHostOptions } from "./active-sandbox.js";
export type { BeginOptions, SandboxMode } from "./begin.js";
export { type Capabilities, probeCapabilities } from "./probe.js";

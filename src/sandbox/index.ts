import { fail, type Result } from "../base/result.js";
import type { ActiveSandbox } from "./active-sandbox.js";
import { type SandboxOptions, setUp } from "./set-up.js";

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
 * Setting up is set-up.ts (the checks from the inside in inside-check.ts), and what the sandbox
 * holds, to be given back, hold.ts; its end is dispose.ts.
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

/**
 * Prepares the sandbox for tool commands in `workspace`. Never throws: whatever the machine
 * allows, the answer is data. `off` is inactive at once; otherwise the user is created (once per
 * process), given the workspace, kept out of `privatePaths`, and checked from the inside. When
 * that is not possible, `auto` answers inactive with the reason and `user` answers an error.
 * In `group` sharing this process's umask becomes 002, so files its own tools write stay
 * writable by the user.
 */
export async function prepareSandbox(options: SandboxOptions): Promise<SandboxResult> {
  if (options.mode === "off") {
    return { active: false, note: 'the sandbox input is "off"' };
  }
  let outcome: Result<ActiveSandbox>;
  try {
    outcome = await setUp(options);
  } catch (error) {
    // Nothing above is expected to throw; should it, the run still gets an answer.
    outcome = fail(`the sandbox could not be prepared: ${(error as Error).message}`);
  }
  if (outcome.ok) return outcome.value;
  return options.mode === "user"
    ? { active: false, error: outcome.error }
    : { active: false, note: outcome.error };
}

export type { Sharing } from "./access.js";
export { DEFAULT_SANDBOX_USER, removeSandboxUser, type UserRemoval } from "./account.js";
export type { ActiveSandbox, DisposeHooks, SandboxDisposal, ToolHostOptions } from "./active-sandbox.js";
export { type Capabilities, probeCapabilities } from "./probe.js";
export type { SandboxMode, SandboxOptions } from "./set-up.js";

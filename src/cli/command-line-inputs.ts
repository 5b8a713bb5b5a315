import {
  InputError,
  type InputLabel,
  type InputName,
  parseSettings,
  type Settings,
} from "../action/inputs.js";
import { fail, ok, type Result } from "../base/result.js";

/** Action inputs by input name, as the command line gathers them. */
export type InputValues = Partial<Record<InputName, string>>;

/** Flags named otherwise than their input: the command line reads `mcp-servers` from a file. */
const FLAG_NAMES: Partial<Record<InputName, string>> = { "mcp-servers": "mcp-config" };

/** Messages about settings name the flag a user types (`--max-steps`), not the action input. */
const flagLabel: InputLabel = (name) => `--${FLAG_NAMES[name] ?? name}`;

/** Inputs a variable of the caller's environment stands in for when the flag is not given. */
const ENV_FALLBACKS = { provider: "REPO_AGENT_PROVIDER", model: "REPO_AGENT_MODEL" } as const;

/**
 * The action inputs of a command-line run, plain or dry: the flags, then `REPO_AGENT_PROVIDER`
 * and `REPO_AGENT_MODEL` for `--provider` and `--model` when they are not given, then `fixed` (what
 * the command line sets itself, such as the task). They are checked as the action checks them,
 * with messages that name the flags. Never throws for a bad setting: it comes back as a failure,
 * a usage error for the caller to print.
 */
export function commandLineInputs(
  flags: InputValues,
  env: NodeJS.ProcessEnv,
  fixed: InputValues,
): Result<{ inputs: InputValues; settings: Settings }> {
  const inputs: InputValues = {};
  for (const [name, value] of Object.entries(flags) as [InputName, string | undefined][]) {
    if (value !== undefined) inputs[name] = value;
  }
  for (const [name, variable] of Object.entries(ENV_FALLBACKS) as [InputName, string][]) {
    const value = env[variable];
    if (inputs[name] === undefined && value !== undefined) inputs[name] = value;
  }
  Object.assign(inputs, fixed);
  try {
    return ok({ inputs, settings: parseSettings(inputs, env, flagLabel) });
  } catch (error) {
    if (error instanceof InputError) return fail(error.message);
    throw error;
  }
}

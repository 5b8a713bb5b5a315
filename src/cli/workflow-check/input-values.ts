/**
 * The `with:` values of a step that runs this action, judged by the action's own input parsing
 * (`parseSettings`, `requireGitHubToken`): what the action would refuse when the job starts is
 * found before the workflow is committed.
 */
import {
  INPUT_DEFAULTS,
  InputError,
  type InputName,
  parseSettings,
  requireGitHubToken,
} from "../../action/inputs.js";

/** Stand-ins for the two secrets every step passes as expressions (or leaves to the defaults). */
const STAND_INS: Partial<Record<InputName, string>> = {
  "api-key": "stand-in-api-key",
  "github-token": "stand-in-github-token",
};

function isInputName(name: string): name is InputName {
  return Object.hasOwn(INPUT_DEFAULTS, name);
}

/** The action's refusal of `raw`, or undefined when it would accept it. */
function refusal(raw: Partial<Record<InputName, string>>): string | undefined {
  try {
    // No environment: a fallback it could supply (ANTHROPIC_API_KEY) is the stand-in's job.
    requireGitHubToken(parseSettings({ ...STAND_INS, ...raw }, {}));
    return undefined;
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
}

/**
 * What the action would refuse among a step's `with:` values. `literal` holds the values written
 * out (no `${{ … }}`) by input name, `expressions` the names of those that are expressions.
 *
 * Each value is judged on its own, the other inputs at their defaults, so every bad one is named.
 * Values that are each fine are then judged together (a `max-cost` the model's prices cannot
 * meet), but only when no value is an expression (the two secrets' stand-ins aside), which could
 * change the verdict. Names that are not inputs are left to the check of input names. Never
 * throws for a bad value.
 */
export function refusedValues(
  literal: ReadonlyMap<string, string>,
  expressions: readonly string[],
): string[] {
  const values = [...literal].filter(
    // An empty api-key falls back to the step's environment, which a workflow file does not show.
    (entry): entry is [InputName, string] =>
      isInputName(entry[0]) && !(entry[0] === "api-key" && !entry[1].trim()),
  );
  const problems: string[] = [];
  const accepted: Partial<Record<InputName, string>> = {};
  for (const [name, value] of values) {
    const problem = refusal({ [name]: value });
    if (problem) problems.push(problem);
    else accepted[name] = value;
  }
  const unknown = expressions.some((name) => !(isInputName(name) && STAND_INS[name] !== undefined));
  if (problems.length === 0 && !unknown) {
    const together = refusal(accepted);
    if (together) problems.push(together);
  }
  return problems;
}

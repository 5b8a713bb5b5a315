import type { InputLabel } from "../action/inputs.js";

/** Messages about settings name the flag a user types (`--max-steps`), not the action input. */
export const flagLabel: InputLabel = (name) => `--${name}`;

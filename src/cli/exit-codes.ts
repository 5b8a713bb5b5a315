import type { Conclusion } from "../agent/events.js";

/** Exit codes of local runs: scripts can tell a limit from a failure. */
export const EXIT_CODES: Record<Conclusion | "usage", number> = {
  success: 0,
  skipped: 0,
  error: 1,
  usage: 2,
  max_steps: 3,
  timeout: 4,
  budget: 5,
  cancelled: 130,
};

/** Prints a usage error (`repo-agent: message`) to standard error; returns the usage exit code. */
export function usage(message: string): number {
  console.error(`repo-agent: ${message}`);
  return EXIT_CODES.usage;
}

/**
 * Redaction of a long job log: 20,000 lines of ordinary build output against twenty secrets, the
 * load the redactor meets in a run's log. The log holds no secret, so every byte is searched and
 * nothing is replaced. The first call (cold, as a run's first log line is) and the median of the
 * calls after it.
 */
import { createRedactor } from "../src/text/redact.js";
import { median, round } from "./stats.js";

export const REDACT_SECRETS = 20;
export const REDACT_LINES = 20_000;
const RUNS = 5;

export interface RedactFigures {
  /** The first call on the log. */
  firstMs: number;
  /** The median of the calls after it. */
  medianMs: number;
  logKb: number;
}

export function benchRedaction(): RedactFigures {
  const secrets = Array.from({ length: REDACT_SECRETS }, (_, i) => `secret-value-number-${i}-xyz`);
  const redact = createRedactor(secrets);
  const log = "an ordinary line of build output without secrets in it\n".repeat(REDACT_LINES);
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const t0 = performance.now();
    const out = redact(log);
    times.push(performance.now() - t0);
    if (out !== log) throw new Error("the redactor changed a log that holds no secret");
  }
  return {
    firstMs: round(times[0] ?? 0, 1),
    medianMs: round(median(times.slice(1)), 1),
    logKb: Math.round(log.length / 1024),
  };
}

/**
 * Neutralising published text made to be slow to read: five texts of 60,000 to 90,000
 * characters, each a pattern the reader must not go back over (unclosed backticks, `](` without
 * a `[`, mentions, bracketed addresses, bare links glued together). The slowest of them, and the
 * median of an ordinary 60 KB answer's, so a reader that turned quadratic shows at once.
 */
import { neutralise } from "../src/text/neutralise.js";
import { median, round } from "./stats.js";

const RUNS = 5;

/** The inputs a hostile model could write to make the neutraliser slow. */
export const SLOW_TEXTS = [
  "` a ".repeat(15_000),
  "](".repeat(30_000),
  "@a ".repeat(20_000),
  "https://github.com/[".repeat(3_000),
  "](https://github.com/x)y".repeat(2_500),
];

export interface NeutraliseFigures {
  /** The slowest of `SLOW_TEXTS`, each read once. */
  worstMs: number;
  /** The median over runs of an ordinary answer of about 60 KB. */
  answerMs: number;
}

export function benchNeutralise(): NeutraliseFigures {
  const rules = { requester: "octocat", linkAllowed: (host: string) => host === "github.com" };
  const worst = Math.max(
    ...SLOW_TEXTS.map((text) => {
      const t0 = performance.now();
      neutralise(text, rules);
      return performance.now() - t0;
    }),
  );
  const answer =
    "I fixed the date test, see [the run](https://github.com/o/r/actions) and `src/date.ts`.\n".repeat(700);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    neutralise(answer, rules);
    times.push(performance.now() - t0);
  }
  return { worstMs: round(worst, 1), answerMs: round(median(times), 1) };
}

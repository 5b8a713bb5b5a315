/** Amounts of US dollars, as the outputs and the reports write them. */

/** An amount of US dollars as the outputs give it: `0.0421`, `1.5`, `0` (at most six decimals, none trailing). */
export function usdAmount(usd: number): string {
  return usd.toFixed(6).replace(/\.?0+$/, "") || "0";
}

/** An amount of US dollars for a reader: `$0.0421`, `$1.50`; under a cent with four decimals. */
export function formatUsd(usd: number): string {
  if (usd > 0 && usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

/** What a run spent for a reader: `$0.42`, or `$0.42 of the $5.00 max-cost` under a cap. */
export function describeSpend(spent: number, maxCost: number | undefined): string {
  return maxCost === undefined
    ? formatUsd(spent)
    : `${formatUsd(spent)} of the ${formatUsd(maxCost)} max-cost`;
}

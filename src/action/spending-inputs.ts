import { fail, ok, type Result } from "../base/result.js";
import { builtInPrices, type ModelPrices, pricesFrom } from "../llm/prices.js";
import type { ProviderDefinition } from "../llm/provider.js";
import { formatUsd } from "../text/money.js";

/**
 * The inputs of spending (DESIGN section 8): `model-prices`, what the model's tokens cost, and
 * `max-cost`, the cap of the run's model calls. Each failure names the input as `label` does.
 */

type Label = (name: "model-prices" | "max-cost" | "max-output-tokens") => string;

/** A price or a cap: a number, 0 or more, with no unit. */
const AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * What the model's tokens cost (`model-prices`, else the built-in table) and the spending cap
 * (`max-cost`). A cap nobody can price, or below what one call may cost, is refused before any
 * model call: it would stop nothing, or stop the run before its first call.
 */
export function spendingSettings(
  values: { "model-prices": string; "max-cost": string },
  label: Label,
  run: { provider: ProviderDefinition; model: string; maxOutputTokens: number },
): Result<{ prices: ModelPrices | undefined; cap: number | undefined }> {
  const { provider, model, maxOutputTokens } = run;
  const given = modelPrices(label("model-prices"), values["model-prices"], provider.cacheRates);
  if (!given.ok) return given;
  const prices = given.value ?? builtInPrices(provider.name, model);
  const cap = maxCost(label("max-cost"), values["max-cost"]);
  if (!cap.ok) return cap;
  if (cap.value !== undefined && !prices) {
    return fail(
      `${label("max-cost")} needs the price of model "${model}" (provider "${provider.name}"), which the built-in price table lacks: set ${label("model-prices")} to "<input>,<output>" US dollars per million tokens`,
    );
  }
  // Every call may cost its whole output limit.
  const leastCall = prices ? (maxOutputTokens * prices.output) / 1_000_000 : 0;
  if (cap.value !== undefined && cap.value < leastCall) {
    return fail(
      `${label("max-cost")} is ${formatUsd(cap.value)}, less than one model call may cost: ${maxOutputTokens.toLocaleString("en-US")} ${label("max-output-tokens")} at $${prices?.output} per million output tokens is ${formatUsd(leastCall)}; raise ${label("max-cost")} or lower ${label("max-output-tokens")}`,
    );
  }
  return ok({ prices, cap: cap.value });
}

/** `max-cost`: empty (no cap) or a positive amount of US dollars. */
function maxCost(name: string, value: string): Result<number | undefined> {
  if (value === "") return ok(undefined);
  const amount = value.replace(/^\$/, "");
  if (!AMOUNT.test(amount) || Number(amount) <= 0)
    return fail(`${name} must be a positive amount of US dollars like 5 or 0.50, got "${value}"`);
  return ok(Number(amount));
}

/**
 * `model-prices`: `<input>,<output>` US dollars per million tokens, and optionally
 * `,<cache read>,<cache write>`; without them cached tokens cost what the provider's `rates` say.
 */
function modelPrices(
  name: string,
  value: string,
  rates: { read: number; write: number },
): Result<ModelPrices | undefined> {
  if (value === "") return ok(undefined);
  const parts = value.split(",").map((part) => part.trim().replace(/^\$/, ""));
  if ((parts.length !== 2 && parts.length !== 4) || !parts.every((part) => AMOUNT.test(part))) {
    return fail(
      `${name} must be "<input>,<output>" US dollars per million tokens, like "3,15" (optionally ",<cache read>,<cache write>" after them), got "${value}"`,
    );
  }
  const [input = 0, output = 0, cacheRead, cacheWrite] = parts.map(Number);
  if (cacheRead === undefined || cacheWrite === undefined) return ok(pricesFrom(input, output, rates));
  return ok({ input, output, cacheRead, cacheWrite });
}

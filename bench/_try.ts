import { benchStepOverhead } from "./step-overhead.js";
for (const [f, s] of [["anthropic", false], ["anthropic", true], ["openai", false], ["openai", true]] as const) {
  const t0 = performance.now();
  console.log(JSON.stringify(await benchStepOverhead(f, s, f === "anthropic" && !s ? 3 : 1)), Math.round(performance.now() - t0));
}

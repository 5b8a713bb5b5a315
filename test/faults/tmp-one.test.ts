import { it } from "vitest";
import { playScenario } from "./scenario.js";
import { modelScenarios } from "./scenarios-model.js";
it("one", async () => {
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    const row = await playScenario("x", modelScenarios[1]!);
    console.log(Date.now() - t0, row.observed);
  }
}, 120000);

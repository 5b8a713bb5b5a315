import type { Scenario } from "./scenario.js";

export const inputScenarios: Scenario[] = [];

import { expect } from "vitest";
import type { FaultRun } from "./harness-extra.js";

/** The run as the table describes it: exit code and conclusion. */
export function outcome(run: FaultRun): string {
  return `exit ${run.exitCode}, \`${run.outputs.conclusion ?? "no conclusion"}\``;
}

/** Fails with the run's log when the exit code is not `code`. */
export function expectExit(run: FaultRun, code: number): void {
  expect(run.exitCode, `${run.stdout}\n${run.stderr}`).toBe(code);
}

/** `::error::` lines of a run. */
export function errorLines(run: FaultRun): string[] {
  return `${run.stdout}\n${run.stderr}`.split("\n").filter((line) => line.startsWith("::error"));
}

/** The trajectory's events, parsed. */
export function trajectoryEvents(run: FaultRun): Record<string, unknown>[] {
  return run.trajectory
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

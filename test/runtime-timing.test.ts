import { describe, expect, it } from "vitest";
import { readRuntime } from "../src/action/runtime.js";
import { FAST_TIMING, PRODUCTION_TIMING } from "../src/github/client.js";

describe("the run's waits", () => {
  it("are production's when the environment says nothing of them, as in every workflow", () => {
    expect(readRuntime({ GITHUB_REPOSITORY: "octo-org/octo-repo" }).timing).toEqual({
      github: PRODUCTION_TIMING,
      agent: {},
    });
  });

  it("are shortened for the tests that set REPO_AGENT_FAST_RETRIES=1, and only by that value", () => {
    const fast = readRuntime({ REPO_AGENT_FAST_RETRIES: "1" }).timing;
    expect(fast.github).toEqual(FAST_TIMING);
    expect(fast.agent.retry?.policy?.maxDelayMs).toBeLessThan(1_000);
    expect(readRuntime({ REPO_AGENT_FAST_RETRIES: "true" }).timing.github).toEqual(PRODUCTION_TIMING);
  });

  it("count a model request as hung after REPO_AGENT_REQUEST_TIMEOUT_MS, a positive number of milliseconds", () => {
    expect(readRuntime({ REPO_AGENT_REQUEST_TIMEOUT_MS: "1000" }).timing.agent.requestTimeoutMs).toBe(1000);
    const both = readRuntime({ REPO_AGENT_FAST_RETRIES: "1", REPO_AGENT_REQUEST_TIMEOUT_MS: "250" }).timing;
    expect(both.agent).toEqual({ retry: expect.any(Object), requestTimeoutMs: 250 });
    for (const value of ["0", "-5", "soon", ""]) {
      expect(
        readRuntime({ REPO_AGENT_REQUEST_TIMEOUT_MS: value }).timing.agent.requestTimeoutMs,
      ).toBeUndefined();
    }
  });
});

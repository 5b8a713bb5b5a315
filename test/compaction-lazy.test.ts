import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";
import { ALREADY_BUILT_MB, BUILD_KEEPS_MORE_THAN_MB, tokenizerHeap } from "./tokenizer-heap.js";

describe("the tokenizer on a short run", () => {
  let server: ModelServer;
  beforeEach(async () => {
    server = await startModelServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it("is never built by a short session: the process holds none of its memory when the run ends", async () => {
    server.push(
      { toolCalls: [{ name: "read_file", arguments: { path: "notes.txt" } }] },
      { text: "The build uses npm." },
    );

    const report = await tokenizerHeap("session", server.anthropicBaseUrl);

    expect(report.outcome).toBe("success after 2 steps");
    expect(server.requests).toHaveLength(2);
    expect(report.firstCountHeapMb).toBeGreaterThan(BUILD_KEEPS_MORE_THAN_MB);
  });

  it("is not built while the history is under the limit even counted by bytes", async () => {
    const report = await tokenizerHeap("compact-under");

    expect(report.outcome).toBe("kept");
    expect(report.firstCountHeapMb).toBeGreaterThan(BUILD_KEEPS_MORE_THAN_MB);
  });

  it("is built once the byte bound no longer proves the history fits", async () => {
    const report = await tokenizerHeap("compact-over");

    // About a thousand tokens against a limit of 3,000: counted for real, and kept whole.
    expect(report.outcome).toBe("kept");
    expect(report.firstCountHeapMb).toBeLessThan(ALREADY_BUILT_MB);
  });
});

import { describe, expect, it, type TestContext } from "vitest";
import { type ModelServer, startModelServer } from "./fakes/model-server.js";
import { tokenizerHeap } from "./tokenizer-heap.js";

// Each scenario runs in a process of its own (see tokenizer-heap.ts), so they run at once. What
// the tokenizer's memory is in each is the benchmark's figure (bench/tokenizer-memory.ts).
describe.concurrent("the tokenizer on a short run", () => {
  /** A model server for this test alone, closed when it ends. */
  async function modelServer(context: TestContext): Promise<ModelServer> {
    const server = await startModelServer();
    context.onTestFinished(() => server.close());
    return server;
  }

  it("is never built by a short session", async (context) => {
    const server = await modelServer(context);
    server.push(
      { toolCalls: [{ name: "read_file", arguments: { path: "notes.txt" } }] },
      { text: "The build uses npm." },
    );

    const report = await tokenizerHeap("session", server.anthropicBaseUrl);

    expect(report.outcome).toBe("success after 2 steps");
    expect(server.requests).toHaveLength(2);
    expect(report.builtByScenario).toBe(false);
  });

  it("is not built while the history is under the limit even counted by bytes", async () => {
    const report = await tokenizerHeap("compact-under");

    expect(report.outcome).toBe("kept");
    expect(report.builtByScenario).toBe(false);
  });

  it("is built once the byte bound no longer proves the history fits", async () => {
    const report = await tokenizerHeap("compact-over");

    // About a thousand tokens against a limit of 3,000: counted for real, and kept whole.
    expect(report.outcome).toBe("kept");
    expect(report.builtByScenario).toBe(true);
  });
});

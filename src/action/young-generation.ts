import { setFlagsFromString } from "node:v8";

/**
 * Keeps V8's young generation at the size it has now, for the rest of the process: called once
 * start-up is over (the first model request is out), since start-up itself, compiling the
 * bundle's chunks, runs some 50 ms slower in a young generation that cannot grow. A run
 * allocates in bursts that survive a collection or two (a request body of the whole history, a
 * tool's output before it is cut), and V8 answers a high survival rate by doubling the young
 * generation, which then stays resident. On Node 24 a 200-step run peaked at 208 MB with a
 * 112 MB heap, against 158 MB and 42 MB with the young generation kept at its size, in the
 * same time (bench/RESULTS.md). The action shares the runner with the workflow's own builds and
 * tests.
 *
 * The size limits themselves are fixed when the heap is made (`--max-semi-space-size` set here
 * changes nothing, and a `node24` action cannot pass node flags), but the growth factor is read
 * each time the young generation would grow, so it can still be set from inside. An unknown flag
 * is ignored by V8, so a runtime without it only loses the saving.
 */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString("--semi-space-growth-factor=1");
}

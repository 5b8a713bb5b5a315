/**
 * Peak resident memory of a 200-step run whose tool returns 1 MB each step. The run happens in a
 * child process (peak-rss-child.ts) so that its memory is its own. The child is bundled first and
 * run by plain `node`, as the action's `dist/index.js` is (through tsx, the TypeScript loader
 * alone would add some 45 MB), on the runtime given (the action's is Node 24). The fake model
 * server stays here, in the parent; summary requests (no tools in the request) get a short summary.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { startModelServer } from "../test/fakes/model-server.js";
import { bundleForAnyUser } from "../test/fixtures/tool-host-build.js";
import type { PeakRssReport } from "./peak-rss-child.js";

const CHILD = fileURLToPath(new URL("./peak-rss-child.ts", import.meta.url));
const CHILD_TIMEOUT_MS = 90_000;
/** One bundle serves the runs on every runtime. */
let bundled: Promise<string> | undefined;

/** Runs the child on `node` (default: this process's runtime). */
export async function benchPeakRss(node: string = process.execPath): Promise<PeakRssReport> {
  const server = await startModelServer();
  server.setDefaultTurn((request) => {
    server.requests.splice(0, server.requests.length - 1);
    const isSummary = !Array.isArray(request.body.tools) || request.body.tools.length === 0;
    return isSummary
      ? { text: "The agent dumped generated files; none held the date formatter yet.", usage: { output: 20 } }
      : {
          text: `Dumping file ${request.index}.`,
          toolCalls: [{ name: "dump", arguments: { n: request.index } }],
          usage: { input: 10, output: 20 },
        };
  });
  try {
    // Bundled with esbuild (it comes with tsx) in a second; the folder goes when this process exits.
    bundled ??= bundleForAnyUser(CHILD);
    const bundle = await bundled;
    const { stdout } = await promisify(execFile)(node, [bundle, server.url], {
      timeout: CHILD_TIMEOUT_MS,
      maxBuffer: 1024 * 1024,
    }).catch((error: Error & { stderr?: string }) => {
      // The error's own message is only the command; what went wrong is the child's error line.
      const lines = (error.stderr ?? "").trim().split("\n");
      const why = lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.slice(-3).join(" | ");
      throw new Error(`the child run failed: ${why || error.message}`);
    });
    const last = stdout.trim().split("\n").at(-1) ?? "";
    return JSON.parse(last) as PeakRssReport;
  } finally {
    await server.close();
  }
}

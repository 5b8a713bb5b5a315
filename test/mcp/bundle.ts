import { fileURLToPath } from "node:url";
import { bundleForAnyUser } from "../fixtures/tool-host-build.js";

/**
 * The stdio fixture server as one ES module in a folder anyone may read, so `node <file>` runs it
 * with no node_modules beside it, as the sandbox user too. Removed when the test process ends.
 */
export function bundleStdioFixture(): Promise<string> {
  return bundleForAnyUser(fileURLToPath(new URL("./stdio-entry.ts", import.meta.url)));
}

import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * The stdio fixture as one file in a folder of its own, so `node <file>` runs it with no
 * node_modules beside it (and so as another user too).
 */
let bundled: Promise<{ file: string; folder: string }> | undefined;

export function bundleStdioFixture(): Promise<{ file: string; folder: string }> {
  bundled ??= (async () => {
    const folder = mkdtempSync(join(tmpdir(), "mcp-fixture-"));
    const file = join(folder, "server.mjs");
    await build({
      entryPoints: [fileURLToPath(new URL("./stdio-entry.ts", import.meta.url))],
      outfile: file,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "error",
      // CommonJS dependencies bundled into ESM still call require() for Node's own modules.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    });
    // Readable by any user: the sandbox runs it as its own.
    chmodSync(folder, 0o755);
    chmodSync(file, 0o644);
    return { file, folder };
  })();
  return bundled;
}

export function removeBundle(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}

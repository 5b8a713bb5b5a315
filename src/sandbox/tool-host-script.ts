import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where the tool host's bundle is copied in the sandbox user's home (`.mjs`: an ES module on its own). */
export const TOOL_HOST_FILE = "tool-host.mjs";

/**
 * The bundled tool host, `dist/tool-host/index.js`: next to the action's bundle (`dist/index.js`)
 * or one folder up from the command line's (`dist/cli/index.js`). Undefined when running from
 * source, where the caller names a script built from it.
 */
export function bundledToolHostScript(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.join(here, "tool-host", "index.js"), path.join(here, "..", "tool-host", "index.js")].find(
    (candidate) => existsSync(candidate),
  );
}

/** The tool host's script: its path, or its bytes where they were read before the workspace could change. */
export type ToolHostScript = string | Uint8Array;

/** The script's bytes, read from its path where it is one. */
export async function scriptBytes(script: ToolHostScript): Promise<Uint8Array> {
  return typeof script === "string" ? readFile(script) : script;
}

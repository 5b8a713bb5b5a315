/** What the repository's scripts share: running as a command, and listing a folder's files. */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Runs `main` with the command's arguments when the module at `importMetaUrl` is the script run
 * (`npx tsx scripts/x.ts`), not when a test imports it. Its return value becomes the exit code; an
 * error it throws is printed, message only, and exits 1.
 */
export function runIfMain(importMetaUrl: string, main: (argv: string[]) => number): void {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(importMetaUrl)) return;
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

/** The files of `folder` whose names match `pattern`, sorted, as paths; none when it is missing. */
export function filesIn(folder: string, pattern: RegExp): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => pattern.test(name))
      .sort()
      .map((name) => join(folder, name));
  } catch {
    return [];
  }
}

import * as core from "@actions/core";
import { readEventFile } from "./event-file.js";

/**
 * The action is loaded only once its event payload is known to parse: `@actions/github`, which
 * the action uses, parses that file while it loads and would crash on a malformed one before
 * `run()` could say what is wrong with it. The payload read here is the one `run()` works on.
 */
async function start(): Promise<void> {
  const event = await readEventFile(process.env.GITHUB_EVENT_PATH || undefined);
  if (!event.ok) return core.setFailed(event.error);
  const [{ run }, { runnerIO }] = await Promise.all([import("./main.js"), import("./io.js")]);
  await run(process.env, event.payload, runnerIO(process.env));
}

start().catch((error: unknown) => {
  core.setFailed(
    `Repo Agent failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
});

import { readEventFile } from "./event-file.js";
import { runnerIO } from "./io.js";

/**
 * The action is loaded only once its event payload is known to parse: `@actions/github`, which
 * the action uses, parses that file while it loads and would crash on a malformed one before
 * `run()` could say what is wrong with it. The payload read here is the one `run()` works on.
 * Nothing else is loaded first: `runnerIO` writes what comes before `@actions/core` is needed.
 */
const io = runnerIO(process.env);

async function start(): Promise<void> {
  const event = await readEventFile(process.env.GITHUB_EVENT_PATH || undefined);
  if (!event.ok) return io.setFailed(event.error);
  const { run } = await import("./main.js");
  await run(process.env, event.payload, io);
}

start().catch((error: unknown) => {
  io.setFailed(
    `Repo Agent failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
});

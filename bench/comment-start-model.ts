/**
 * The fake model server of the comment start-up benchmark (comment-start.ts), in a process of its
 * own so that serving the model takes nothing from the process that times the run. Over the IPC
 * channel it tells its parent its address, then when each request arrives (on the clock every
 * process of the machine shares), and answers each with a short text.
 */
import { wallClockMs } from "../test/fakes/github-router.js";
import { startModelServer } from "../test/fakes/model-server.js";

/** What the parent is told: the address once listening, then each request, `wallClockMs()` when it was read. */
export type ModelChildMessage = { type: "ready"; url: string } | { type: "model_request"; at: number };

function tell(message: ModelChildMessage): void {
  process.send?.(message);
}

const server = await startModelServer();
server.setDefaultTurn(() => {
  tell({ type: "model_request", at: wallClockMs() });
  return { text: "Done." };
});
tell({ type: "ready", url: server.url });
// The parent ends this process; losing the parent ends it too.
process.on("disconnect", () => {
  void server.close().finally(() => process.exit(0));
});

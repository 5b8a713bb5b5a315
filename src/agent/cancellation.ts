import type { CancelReason } from "./events.js";

export interface Cancellation {
  /** Aborted with reason `timeout` or `cancelled`. */
  signal: AbortSignal;
  /** Removes the timer and the signal handlers. */
  dispose(): void;
}

/**
 * One AbortSignal fed by the time limit and by the runner cancelling the job (SIGINT/SIGTERM),
 * so the model request and running commands are aborted at once, not at the next checkpoint.
 */
export function createCancellation(
  timeoutMinutes: number,
  processLike: NodeJS.Process = process,
): Cancellation {
  const controller = new AbortController();
  const abort = (reason: CancelReason) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const timer = setTimeout(() => abort("timeout"), timeoutMinutes * 60_000);
  // The time limit alone must not keep the process alive once the work is done.
  timer.unref();
  const onSignal = () => abort("cancelled");
  processLike.on("SIGINT", onSignal);
  processLike.on("SIGTERM", onSignal);
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      processLike.off("SIGINT", onSignal);
      processLike.off("SIGTERM", onSignal);
    },
  };
}

/**
 * The signal handed to an SDK call. It follows the caller's signal (a cancel closes the connection
 * at once) and also fires when the server has sent nothing for `idleMs`. The SDKs' own `timeout`
 * only covers the wait for the response headers; a body or stream that stalls after them would
 * otherwise hang the run until the job's timeout.
 */
export interface Watchdog {
  readonly signal: AbortSignal;
  /** True when the watchdog (not the caller) fired. */
  readonly timedOut: boolean;
  /** Progress was seen: restart the idle timer. */
  touch(): void;
  /** Stops the timer and detaches from the caller's signal. */
  dispose(): void;
}

export function startWatchdog(parent: AbortSignal, idleMs: number): Watchdog {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const onParentAbort = () => controller.abort(parent.reason);
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`no response for ${idleMs} ms`));
    }, idleMs);
  };
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener("abort", onParentAbort, { once: true });
  arm();
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    touch() {
      if (!controller.signal.aborted) arm();
    },
    dispose() {
      clearTimeout(timer);
      parent.removeEventListener("abort", onParentAbort);
    },
  };
}

import { subscribe, unsubscribe } from "node:diagnostics_channel";

/**
 * Published by undici (Node's `fetch`, which the SDKs and the GitHub client use, and the copies
 * `@actions/core` and `@actions/github` bundle) once a request's body is written: from then on
 * the process waits for an answer, and has its thread to spare.
 */
const REQUEST_SENT = "undici:request:bodySent";

/**
 * Calls `callback` once, when the next request of this process has been written. The returned
 * function cancels it (a call after it fired does nothing).
 */
export function onNextRequestSent(callback: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    // Unsubscribed after the publishing, which may still be going through its subscribers.
    queueMicrotask(() => unsubscribe(REQUEST_SENT, sent));
  };
  const sent = () => {
    if (done) return;
    finish();
    callback();
  };
  subscribe(REQUEST_SENT, sent);
  return finish;
}

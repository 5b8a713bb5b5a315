import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";

/** Longest line a remote server may send: one JSON answer, or one line of an event stream. */
export const MAX_HTTP_LINE_BYTES = 16 * 1024 * 1024;

const NEWLINE = 0x0a;

/**
 * The fetch every remote transport uses. Redirects are refused, so a header never follows one to
 * another host; and a response body is cut off with an error once one line of it (a JSON answer
 * has one, an event stream one per field) passes `MAX_HTTP_LINE_BYTES`, so a server cannot fill
 * the action's memory with one endless message.
 */
export const boundedFetch: FetchLike = async (url, init) => {
  const response = await fetch(url, { ...init, redirect: "error" });
  if (!response.body) return response;
  return new Response(response.body.pipeThrough(lineBound(MAX_HTTP_LINE_BYTES)), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

/** Passes bytes on while no line (bytes between newlines, across chunks) is longer than `maxBytes`. */
function lineBound(maxBytes: number): TransformStream<Uint8Array, Uint8Array> {
  let carried = 0;
  return new TransformStream({
    transform(chunk, controller) {
      let longest = 0;
      let start = 0;
      for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) {
        longest = Math.max(longest, (start === 0 ? carried : 0) + at - start);
        start = at + 1;
      }
      carried = (start === 0 ? carried : 0) + chunk.length - start;
      if (Math.max(longest, carried) > maxBytes) {
        controller.error(new Error(`the server sent a message over ${maxBytes / 1024 / 1024} MB`));
        return;
      }
      controller.enqueue(chunk);
    },
  });
}

import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What every fake HTTP server of the suites does the same way: where it listens, and reading a body. */

/**
 * Listens on 127.0.0.1, at `port` or a free one, and resolves to the server's address
 * (`http://127.0.0.1:PORT`); rejects with the listen error (EADDRINUSE, EACCES, ...).
 */
export function listenLocally(server: Server, port = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** The whole body of `request`, as text. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

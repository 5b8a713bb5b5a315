import { createServer, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { listenLocally } from "./http.js";

export interface AttachmentOptions {
  /** Default `application/octet-stream`. */
  contentType?: string;
  /** Default 200, or 302 with `redirectTo`. */
  status?: number;
  /** Answer with a redirect to this address (absolute, or a path on this host) instead of the body. */
  redirectTo?: string;
  /** Send the body in pieces with no Content-Length, as a stream of unknown length. */
  streamed?: boolean;
  /**
   * Served without the host's token, as an address that carries its own signature is (where an
   * attachment redirects to). A request that brings a token anyway is served too, and recorded.
   */
  signed?: boolean;
}

/** One request the host saw. */
export interface AttachmentRequest {
  /** Path and query. */
  path: string;
  authorization?: string;
  /** How the answer ended: fully sent, or the client hung up first. Set once the response closes. */
  outcome?: "sent" | "hung up";
}

export interface AttachmentHost {
  /** The host's root, `http://127.0.0.1:PORT`: give it as `serverUrl` to stand for a GitHub Enterprise Server. */
  url: string;
  add(path: string, body: Buffer | string, options?: AttachmentOptions): void;
  requests: AttachmentRequest[];
  close(): Promise<void>;
}

/** Bytes written per piece of a streamed body. */
const pieceSize = 64 * 1024;

/**
 * A GitHub Enterprise Server's attachment storage for tests: serves what `add` registered
 * (`/user-attachments/assets/<id>` and any other path), 404 for the rest. With `token` set, a
 * request without `Authorization: Bearer <token>` gets 401, and one with another token 404, as a
 * private attachment does, except at a `signed` address. Every request is recorded with the
 * `Authorization` it carried, so a test can prove a second host (a stranger) was never asked, or
 * that a redirect hop got no token.
 */
export async function startAttachmentHost(options: { token?: string } = {}): Promise<AttachmentHost> {
  const routes = new Map<string, { body: Buffer; options: AttachmentOptions }>();
  const requests: AttachmentRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    const record: AttachmentRequest = {
      path,
      ...(request.headers.authorization !== undefined
        ? { authorization: request.headers.authorization }
        : {}),
    };
    requests.push(record);
    response.on("close", () => {
      record.outcome = response.writableFinished ? "sent" : "hung up";
    });
    const route = routes.get(new URL(path, "http://localhost").pathname);
    if (
      options.token !== undefined &&
      !route?.options.signed &&
      request.headers.authorization !== `Bearer ${options.token}`
    ) {
      const status = request.headers.authorization === undefined ? 401 : 404;
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(status === 401 ? "<!DOCTYPE html><html><body>Sign in</body></html>" : "Not Found");
      return;
    }
    if (route === undefined) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("Not Found");
      return;
    }
    if (route.options.redirectTo !== undefined) {
      response.writeHead(route.options.status ?? 302, { location: route.options.redirectTo });
      response.end();
      return;
    }
    response.writeHead(route.options.status ?? 200, {
      "content-type": route.options.contentType ?? "application/octet-stream",
      ...(route.options.streamed ? {} : { "content-length": route.body.length }),
    });
    writeBody(response, route.body);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return {
    url: await listenLocally(server),
    add(path, body, addOptions = {}) {
      routes.set(path, { body: typeof body === "string" ? Buffer.from(body) : body, options: addOptions });
    },
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Writes `body` piece by piece, waiting for the client to take each, and stops if it hangs up: a
 * client that stops reading leaves most of a large body unsent, and the request's outcome says so.
 */
function writeBody(response: ServerResponse, body: Buffer): void {
  let at = 0;
  const writeMore = (): void => {
    while (at < body.length && !response.destroyed) {
      const piece = body.subarray(at, at + pieceSize);
      at += piece.length;
      if (!response.write(piece)) {
        response.once("drain", writeMore);
        return;
      }
    }
    if (!response.destroyed) response.end();
  };
  writeMore();
}

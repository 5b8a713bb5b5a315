import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isRecord } from "../../../text/json.js";
import type { Reply } from "./http.js";

/** An HTTP request read whole: its method, its path without a trailing slash, its JSON body. */
export interface JsonRequest {
  method: string;
  path: string;
  /** The body's JSON object; empty when there is none or it is not an object. */
  body: Record<string, unknown>;
  query: URLSearchParams;
}

export interface JsonServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `answer`'s JSON replies on 127.0.0.1 at a free port. An answer that throws (a body that
 * is not JSON, say) is a 500 naming the error.
 */
export async function serveJson(answer: (request: JsonRequest) => Promise<Reply>): Promise<JsonServer> {
  const server = createServer((request, response: ServerResponse) => {
    readRequest(request)
      .then(answer)
      .catch((error: unknown): Reply => ({ status: 500, body: { message: String(error) } }))
      .then((reply) => {
        response.writeHead(reply.status, { "content-type": "application/json; charset=utf-8" });
        response.end(JSON.stringify(reply.body));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readRequest(request: IncomingMessage): Promise<JsonRequest> {
  const url = new URL(request.url ?? "/", "http://stand-in");
  const raw = await readBody(request);
  const parsed: unknown = raw ? JSON.parse(raw) : {};
  return {
    method: request.method ?? "GET",
    path: url.pathname.replace(/\/+$/, ""),
    body: isRecord(parsed) ? parsed : {},
    query: url.searchParams,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

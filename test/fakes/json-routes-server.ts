import { createServer } from "node:http";
import { listenLocally } from "./http.js";

/** What a route answers: a status and a JSON body. */
export interface JsonReply {
  status?: number;
  body: unknown;
}

/** Answers one request; `query` holds the search parameters of the URL. */
export type JsonRoute = (query: URLSearchParams) => JsonReply;

export interface JsonRoutesServer {
  /** The API root to give Octokit as `baseUrl`. */
  baseUrl: string;
  /** Every request seen, as `METHOD /path?query`. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A tiny REST server for tests: `routes` maps `METHOD /path` (no query) to a reply; anything else
 * gets GitHub's 404 body. For the few read-only endpoints a unit under test calls; the fuller
 * GitHub fake lives in `github-server.ts`.
 */
export async function startJsonRoutesServer(routes: Record<string, JsonRoute>): Promise<JsonRoutesServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = route?.(url.searchParams) ?? {
      status: 404,
      body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" },
    };
    response.writeHead(reply.status ?? 200, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(reply.body));
  });
  return {
    baseUrl: await listenLocally(server),
    requests,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

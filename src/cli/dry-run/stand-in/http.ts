/** A request as a route handler sees it, and the replies GitHub gives. */

export interface Reply {
  status: number;
  body: unknown;
}

/** What a route is handed: the groups its pattern captured, the JSON body, the query. */
export interface RouteRequest {
  params: string[];
  body: Record<string, unknown>;
  query: URLSearchParams;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const notFound = (): Reply => ({ status: 404, body: { message: "Not Found" } });
export const unprocessable = (message: string, errors: string[] = []): Reply => ({
  status: 422,
  body: { message, errors },
});

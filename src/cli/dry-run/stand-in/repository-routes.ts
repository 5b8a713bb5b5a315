import { notFound, ok, type Reply, type RouteRequest } from "./http.js";
import { repoJson } from "./json.js";
import type { StandInState } from "./state.js";

/** The repository itself, what a user may do in it, and its files. */

export function getRepository(state: StandInState): Reply {
  return ok(repoJson(state));
}

/** The local user counts as an admin: whoever runs a dry run owns the clone. */
export function getPermission(_: StandInState, { params: [login] }: RouteRequest): Reply {
  return ok({ permission: "admin", role_name: "admin", user: { login: decodeURIComponent(login ?? "") } });
}

/** A file of the clone at `ref` (HEAD unless given), as the contents API gives it. */
export async function getContents(
  state: StandInState,
  { params: [path], query }: RouteRequest,
): Promise<Reply> {
  const file = await state.options.readFileAt(query.get("ref") ?? "HEAD", decodeURIComponent(path ?? ""));
  if (file === undefined) return notFound();
  return ok({ type: "file", encoding: "base64", path, content: Buffer.from(file).toString("base64") });
}

import { created, notFound, ok, type Reply, type RouteRequest } from "./http.js";
import { eventPullJson, openedPullJson, page } from "./json.js";
import type { OpenedPull } from "./log.js";
import { pullFiles, type StandInState, threadNumbered } from "./state.js";

/** Pull requests: the event's own (its files from the clone's diff), and those the run opens. */

/** A pull request the run opened, or the event's. */
export async function getPull(state: StandInState, { params: [n] }: RouteRequest): Promise<Reply> {
  const opened = state.log.pulls.find((p) => p.number === Number(n));
  if (opened) return ok(openedPullJson(state, opened));
  const thread = threadNumbered(state, n);
  const { pull } = state.options;
  if (!thread || !pull) return notFound();
  return ok(eventPullJson(state, thread, pull, await pullFiles(state)));
}

export async function listPullFiles(
  state: StandInState,
  { params: [n], query }: RouteRequest,
): Promise<Reply> {
  return threadNumbered(state, n) && state.options.pull
    ? ok(page(await pullFiles(state), query))
    : notFound();
}

/** The pull requests the run opened, from the branch `head` (`owner:branch`) when given. */
export function listPulls(state: StandInState, { query }: RouteRequest): Reply {
  const head = (query.get("head") ?? "").split(":").pop();
  return ok(state.log.pulls.filter((p) => !head || p.head === head).map((p) => openedPullJson(state, p)));
}

export function openPull(state: StandInState, { body }: RouteRequest): Reply {
  const number = state.nextNumber++;
  const opened: OpenedPull = {
    number,
    url: `${state.htmlBase}/pull/${number}`,
    title: String(body.title ?? ""),
    body: String(body.body ?? ""),
    head:
      String(body.head ?? "")
        .split(":")
        .pop() ?? "",
    base: String(body.base ?? ""),
    draft: body.draft === true,
    writes: 1,
  };
  state.log.pulls.push(opened);
  return created(openedPullJson(state, opened));
}

/** An update of a pull request the run opened: its title or body. */
export function patchPull(state: StandInState, { params: [n], body }: RouteRequest): Reply {
  const opened = state.log.pulls.find((p) => p.number === Number(n));
  if (!opened) return notFound();
  if (typeof body.title === "string") opened.title = body.title;
  if (typeof body.body === "string") opened.body = body.body;
  opened.writes += 1;
  return ok(openedPullJson(state, opened));
}

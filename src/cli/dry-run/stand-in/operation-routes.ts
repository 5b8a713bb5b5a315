import { created, ok, type Reply, type RouteRequest, unprocessable } from "./http.js";
import { BOT, page } from "./json.js";
import type { RecordedOperation } from "./log.js";
import { type StandInState, threadNumbered } from "./state.js";

/**
 * The calls of the GitHub operations the agent may ask for (`safe-outputs`): the repository's
 * labels, labels added to and removed from an issue, a new issue, an issue closed. Each write is
 * recorded for the report and answered as GitHub answers it. The stand-in knows only the event's
 * issue or pull request; another one named is taken to exist, and its record says it was not
 * checked.
 */

/**
 * The labels GitHub gives every new repository. A dry run does not read the real repository's
 * (GitHub is not touched), so it lists these, the event's own, and any the run made.
 */
export const GITHUB_DEFAULT_LABELS: readonly string[] = [
  "bug",
  "documentation",
  "duplicate",
  "enhancement",
  "good first issue",
  "help wanted",
  "invalid",
  "question",
  "wontfix",
];

/** GitHub's longest issue body. */
const MAX_BODY = 65_536;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The repository's labels as the stand-in knows them, each once, in the first spelling seen. */
export function repositoryLabels(state: StandInState): string[] {
  const names: string[] = [];
  const seen = [...GITHUB_DEFAULT_LABELS, ...(state.options.thread?.labels ?? []), ...state.madeLabels];
  for (const name of seen) if (!names.some((had) => sameName(had, name))) names.push(name);
  return names;
}

function labelJson(state: StandInState, name: string) {
  return {
    name,
    color: "ededed",
    description: null,
    default: GITHUB_DEFAULT_LABELS.includes(name),
    url: `${state.htmlBase}/labels/${encodeURIComponent(name)}`,
  };
}

/** The issue's page; GitHub sends `/issues/N` of a pull request on to `/pull/N`. */
function issueUrl(state: StandInState, n: number): string {
  return `${state.htmlBase}/${threadNumbered(state, String(n))?.isPullRequest ? "pull" : "issues"}/${n}`;
}

/** `issue #12`, `pull request #3`: the event's thread by its kind, any other as an issue. */
function placeOf(state: StandInState, n: number): string {
  return `${threadNumbered(state, String(n))?.isPullRequest ? "pull request" : "issue"} #${n}`;
}

/** An issue's labels as the run left them: the event's thread starts from the payload's. */
function labelsOf(state: StandInState, n: number): string[] {
  let labels = state.issueLabels.get(n);
  if (!labels) {
    labels = [...(threadNumbered(state, String(n))?.labels ?? [])];
    state.issueLabels.set(n, labels);
  }
  return labels;
}

/** The names of a request's `labels` (names, or `{name}` objects); undefined when that is not what was sent. */
function labelNames(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const names = raw.map((entry: unknown) =>
    typeof entry === "string"
      ? entry
      : entry !== null && typeof entry === "object" && "name" in entry && typeof entry.name === "string"
        ? entry.name
        : "",
  );
  return names.every((name) => name.trim() !== "") ? names : undefined;
}

/** The label of that name in the repository's spelling, made when the repository lacks it, as GitHub does. */
function ensureLabel(state: StandInState, name: string): string {
  const known = repositoryLabels(state).find((had) => sameName(had, name));
  if (known) return known;
  state.madeLabels.push(name);
  return name;
}

function record(state: StandInState, n: number, operation: Omit<RecordedOperation, "place" | "url">): void {
  state.log.operations.push({
    place: placeOf(state, n),
    url: issueUrl(state, n),
    ...operation,
    ...(threadNumbered(state, String(n)) ? {} : { unchecked: true }),
  });
}

export function listLabels(state: StandInState, { query }: RouteRequest): Reply {
  state.log.labelsRead = true;
  return ok(page(repositoryLabels(state), query).map((name) => labelJson(state, name)));
}

export function addLabels(state: StandInState, { params: [n], body }: RouteRequest): Reply {
  const number = Number(n);
  const names = labelNames(body.labels);
  if (!names || names.length === 0) return unprocessable("Validation Failed", ["labels must name labels"]);
  const labels = labelsOf(state, number);
  const added: string[] = [];
  for (const name of names) {
    const label = ensureLabel(state, name);
    if (labels.some((had) => sameName(had, label))) continue;
    labels.push(label);
    added.push(label);
  }
  record(state, number, { what: "labels added", labels: added.length > 0 ? added : names });
  return ok(labels.map((name) => labelJson(state, name)));
}

/** A label taken off an issue; one the event's thread does not have is GitHub's 404. */
export function removeLabel(state: StandInState, { params: [n, name] }: RouteRequest): Reply {
  const number = Number(n);
  const label = decodeURIComponent(name ?? "");
  const labels = labelsOf(state, number);
  const at = labels.findIndex((had) => sameName(had, label));
  if (at < 0 && threadNumbered(state, n)) return { status: 404, body: { message: "Label does not exist" } };
  if (at >= 0) labels.splice(at, 1);
  record(state, number, { what: "label removed", labels: [label] });
  return ok(labels.map((each) => labelJson(state, each)));
}

function issueJson(state: StandInState, n: number, fields: Record<string, unknown>) {
  return {
    number: n,
    html_url: issueUrl(state, n),
    user: BOT,
    labels: labelsOf(state, n).map((name) => labelJson(state, name)),
    ...fields,
  };
}

export function createIssue(state: StandInState, { body }: RouteRequest): Reply {
  const title = typeof body.title === "string" ? body.title : "";
  if (title.trim() === "") return unprocessable("Validation Failed", ["title is missing"]);
  const text = typeof body.body === "string" ? body.body : "";
  if (text.length > MAX_BODY) return unprocessable("Validation Failed", ["body is too long"]);
  const names = body.labels === undefined ? [] : labelNames(body.labels);
  if (!names) return unprocessable("Validation Failed", ["labels must name labels"]);
  const number = state.nextNumber++;
  const labels = names.map((name) => ensureLabel(state, name));
  state.issueLabels.set(number, labels);
  state.log.operations.push({
    what: "issue created",
    place: `issue #${number}`,
    url: `${state.htmlBase}/issues/${number}`,
    title,
    body: text,
    labels,
  });
  return created(issueJson(state, number, { title, body: text, state: "open", state_reason: null }));
}

/** An issue closed or reopened (with its reason), or its title or body changed. */
export function patchIssue(state: StandInState, { params: [n], body }: RouteRequest): Reply {
  const number = Number(n);
  const wanted = body.state;
  if (wanted !== undefined && wanted !== "open" && wanted !== "closed") {
    return unprocessable("Validation Failed", ["state must be open or closed"]);
  }
  const reason = body.state_reason;
  if (
    reason !== undefined &&
    reason !== null &&
    !["completed", "not_planned", "reopened"].includes(String(reason))
  ) {
    return unprocessable("Validation Failed", ["state_reason must be completed, not_planned or reopened"]);
  }
  const thread = threadNumbered(state, n);
  const changes = wanted !== undefined || typeof body.title === "string" || typeof body.body === "string";
  const stateReason =
    wanted === "closed"
      ? String(reason ?? "completed")
      : wanted === "open"
        ? String(reason ?? "reopened")
        : undefined;
  if (changes)
    record(state, number, {
      what: wanted === "closed" ? "issue closed" : wanted === "open" ? "issue reopened" : "issue updated",
      ...(stateReason ? { stateReason } : {}),
      ...(typeof body.title === "string" ? { title: body.title } : {}),
      ...(typeof body.body === "string" ? { body: body.body } : {}),
    });
  return ok(
    issueJson(state, number, {
      title: typeof body.title === "string" ? body.title : (thread?.title ?? ""),
      body: typeof body.body === "string" ? body.body : (thread?.body ?? ""),
      state: wanted ?? thread?.state ?? "open",
      state_reason: stateReason ?? null,
    }),
  );
}

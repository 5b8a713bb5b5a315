import { type Static, type TSchema, Type } from "@sinclair/typebox";
import type { OperationReport } from "../../agent/events.js";
import { fail, ok, type Result } from "../../base/result.js";
import { clip } from "../../text/clip.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { RepoRef } from "../trigger/types.js";
import { type AskedOperation, MAX_TITLE_CHARS, type Operation } from "./requests.js";

/** GitHub's longest issue or comment body; neutralising may lengthen a text accepted at 60,000. */
const GITHUB_MAX_BODY_CHARS = 65_536;
/** Characters of a title or comment a report quotes. */
const SUMMARY_CHARS = 80;

export interface ApplyParams {
  client: GitHubClient;
  /** The repository the operations act on: the event's, which holds the thread. */
  repo: RepoRef;
  /** The run's requests, in order; refused ones are reported as such and not sent. */
  asked: readonly AskedOperation[];
  /** Every text the agent wrote passes through this before it reaches GitHub (redacted, neutralised). */
  publishable: (text: string) => string;
  /** A staged run applies nothing: its accepted requests are `proposed`. */
  staged: boolean;
  /**
   * The GitHub server's web address (`https://github.com`), for links to the issues labelled;
   * without it, those reports carry no `url` (their `target` still names the issue).
   */
  serverUrl?: string;
}

export interface AppliedOperations {
  /** One report per request, in the order asked. */
  reports: OperationReport[];
  /** Accepted requests GitHub refused when applied: the run is then `error`. */
  failed: number;
}

/** What GitHub made or changed: where to see it, and the issue it is (the new one for create-issue). */
interface Done {
  url?: string;
  target?: number;
  note?: string;
}

/**
 * Applies the accepted requests in order with the run's token, after the agent has finished.
 * Never throws: one that GitHub refuses is reported `refused` with GitHub's reason, and the rest
 * go on.
 */
export async function applyOperations(params: ApplyParams): Promise<AppliedOperations> {
  const reports: OperationReport[] = [];
  let failed = 0;
  for (const asked of params.asked) {
    if (asked.status === "refused") {
      reports.push({
        type: asked.key,
        ...(asked.issue !== undefined ? { target: asked.issue } : {}),
        status: "refused",
        reason: params.publishable(asked.reason),
        ...summaryOf(asked, params.publishable),
      });
      continue;
    }
    const operation = asked.operation;
    const base = { type: operation.key, ...targetOf(operation), ...summaryOf(asked, params.publishable) };
    if (params.staged) {
      reports.push({ ...base, status: "proposed" });
      continue;
    }
    const done = await applyOne(params, operation);
    if (!done.ok) failed += 1;
    reports.push(
      done.ok
        ? {
            ...base,
            ...(done.value.target !== undefined ? { target: done.value.target } : {}),
            status: "applied",
            ...(done.value.url !== undefined ? { url: done.value.url } : {}),
            ...(done.value.note !== undefined ? { reason: params.publishable(done.value.note) } : {}),
          }
        : { ...base, status: "refused", reason: done.error },
    );
  }
  return { reports, failed };
}

function applyOne(params: ApplyParams, operation: Operation): Promise<Result<Done>> {
  switch (operation.key) {
    case "add-labels":
      return addLabels(params, operation.issue, operation.labels);
    case "remove-labels":
      return removeLabels(params, operation.issue, operation.labels);
    case "create-issue":
      return createIssue(params, operation);
    case "add-comment":
      return comment(params, operation.issue, operation.body);
    case "close-issue":
      return closeIssue(params, operation);
  }
}

/** One request of an operation; a failure is the report's reason. */
async function send<S extends TSchema>(
  params: ApplyParams,
  route: string,
  fields: Record<string, unknown>,
  schema: S,
): Promise<Result<Static<S>, { status?: number }>> {
  const { owner, repo } = params.repo;
  const sent = await requestAs(params.client, route, { owner, repo, ...fields }, schema);
  if (sent.ok) return sent;
  const why = sent.status === undefined ? sent.error : sent.error.replace(/^HTTP (\d+): /, "$1 ");
  return fail(`GitHub refused it: ${why}`, sent.status === undefined ? {} : { status: sent.status });
}

const issueLink = Type.Object({ number: Type.Integer(), html_url: Type.String() });
const commentLink = Type.Object({ html_url: Type.String() });

function issueUrl(params: ApplyParams, issue: number): Done {
  if (!params.serverUrl) return {};
  const { owner, repo } = params.repo;
  // GitHub sends /issues/N of a pull request on to /pull/N.
  return { url: `${params.serverUrl.replace(/\/+$/, "")}/${owner}/${repo}/issues/${issue}` };
}

async function addLabels(params: ApplyParams, issue: number, labels: string[]): Promise<Result<Done>> {
  const added = await send(
    params,
    "POST /repos/{owner}/{repo}/issues/{issue_number}/labels",
    { issue_number: issue, labels },
    Type.Unknown(),
  );
  return added.ok ? ok(issueUrl(params, issue)) : added;
}

/**
 * Removes each label. A label that is not on the issue is no failure (what was asked holds), but
 * GitHub answers 404 for it as for a missing issue, so a 404 is told apart by reading the issue.
 */
async function removeLabels(params: ApplyParams, issue: number, labels: string[]): Promise<Result<Done>> {
  const absent: string[] = [];
  for (const name of labels) {
    const removed = await send(
      params,
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}",
      { issue_number: issue, name },
      Type.Unknown(),
    );
    if (removed.ok) continue;
    if (removed.status !== 404) return removed;
    const exists = await send(
      params,
      "GET /repos/{owner}/{repo}/issues/{issue_number}",
      { issue_number: issue },
      issueLink,
    );
    if (!exists.ok) return removed;
    absent.push(name);
  }
  const note =
    absent.length > 0
      ? `${absent.map((n) => JSON.stringify(n)).join(", ")} ${absent.length === 1 ? "was" : "were"} not on #${issue}`
      : undefined;
  return ok({ ...issueUrl(params, issue), ...(note ? { note } : {}) });
}

async function createIssue(
  params: ApplyParams,
  operation: Extract<Operation, { key: "create-issue" }>,
): Promise<Result<Done>> {
  const title = clip(params.publishable(operation.title), MAX_TITLE_CHARS - operation.titlePrefix.length);
  const created = await send(
    params,
    "POST /repos/{owner}/{repo}/issues",
    {
      title: `${operation.titlePrefix}${title}`,
      body: clip(params.publishable(operation.body), GITHUB_MAX_BODY_CHARS),
      ...(operation.labels.length > 0 ? { labels: operation.labels } : {}),
    },
    issueLink,
  );
  return created.ok ? ok({ url: created.value.html_url, target: created.value.number }) : created;
}

async function comment(params: ApplyParams, issue: number, body: string): Promise<Result<Done>> {
  const posted = await send(
    params,
    "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
    { issue_number: issue, body: clip(params.publishable(body), GITHUB_MAX_BODY_CHARS) },
    commentLink,
  );
  return posted.ok ? ok({ url: posted.value.html_url }) : posted;
}

/** Closes the issue, its comment first so it explains the closing; no comment posted, no closing. */
async function closeIssue(
  params: ApplyParams,
  operation: Extract<Operation, { key: "close-issue" }>,
): Promise<Result<Done>> {
  if (operation.comment !== undefined) {
    const posted = await comment(params, operation.issue, operation.comment);
    if (!posted.ok)
      return fail(`${posted.error} (its comment could not be posted, so #${operation.issue} was left open)`);
  }
  const closed = await send(
    params,
    "PATCH /repos/{owner}/{repo}/issues/{issue_number}",
    { issue_number: operation.issue, state: "closed", state_reason: operation.reason },
    issueLink,
  );
  return closed.ok ? ok({ url: closed.value.html_url }) : closed;
}

function targetOf(operation: Operation): { target?: number } {
  return "issue" in operation ? { target: operation.issue } : {};
}

/** Collapses a text's whitespace and keeps its first words. */
function words(text: unknown): string | undefined {
  return typeof text === "string" ? clip(text.replace(/\s+/g, " ").trim(), SUMMARY_CHARS) : undefined;
}

/** What an accepted request asks, for the reader: the labels, the title, the first words of a text. */
function summaryOfOperation(op: Operation): string | undefined {
  switch (op.key) {
    case "add-labels":
    case "remove-labels":
      return op.labels.join(", ");
    case "create-issue":
      return words(op.titlePrefix + op.title);
    case "add-comment":
      return words(op.body);
    case "close-issue":
      return op.comment === undefined ? op.reason : `${op.reason}: ${words(op.comment)}`;
  }
}

/** The summary of a request, accepted or refused (then from its arguments, whatever they are). */
function summaryOf(asked: AskedOperation, publishable: (text: string) => string): { summary?: string } {
  let summary: string | undefined;
  if (asked.status === "accepted") summary = summaryOfOperation(asked.operation);
  else {
    const { labels, title, body, comment: text } = asked.args;
    summary = Array.isArray(labels) ? words(labels.map(String).join(", ")) : words(title ?? body ?? text);
  }
  return summary ? { summary: publishable(summary) } : {};
}

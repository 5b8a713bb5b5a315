import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { RepoRef } from "../../github/trigger/types.js";
import { isRecord } from "../../text/json.js";
import type { Thread, TriggerComment } from "./event-payload.js";

/**
 * A stand-in for the GitHub REST API during a dry run: a local HTTP server answering the calls the
 * action makes (see `src/action/main.ts` and `src/github/`), so the whole action flow runs unchanged
 * while nothing reaches GitHub. Reads are answered from the event payload and the throwaway
 * clone; writes (reactions, comments, pull requests) are recorded and answered with plausible
 * objects. The local user counts as an admin of the repository.
 */

/** The pull request a dry run pretends the event is about: its head is the clone's HEAD. */
export interface StandInPull {
  headRef: string;
  headSha: string;
  /** `owner/name`; another repository than the base makes the pull request a fork's. */
  headRepo: string;
  baseRef: string;
  baseSha: string;
}

export interface StandInOptions {
  repo: RepoRef;
  /** `GITHUB_SERVER_URL`, for the `html_url` of what it creates. */
  serverUrl: string;
  defaultBranch: string;
  thread?: Thread;
  pull?: StandInPull;
  comment?: TriggerComment;
  /** Reads a file at a revision of the clone (the contents API); undefined when there is none. */
  readFileAt(ref: string, path: string): Promise<string | undefined>;
}

export interface PostedComment {
  id: number;
  /** Where it went, for a person: `issue #12`, `the review thread of pull request #3`. */
  place: string;
  url: string;
  /** The latest body. */
  body: string;
  /** How often it was written: one create and the updates. */
  writes: number;
}

export interface OpenedPull {
  number: number;
  url: string;
  title: string;
  body: string;
  head: string;
  base: string;
  draft: boolean;
  writes: number;
}

export interface PostedReaction {
  content: string;
  place: string;
}

/** What the action did through the stand-in, in order. */
export interface StandInLog {
  comments: PostedComment[];
  pulls: OpenedPull[];
  reactions: PostedReaction[];
  /** Requests the stand-in had no answer for (`METHOD path`); answered 404. */
  unserved: string[];
}

export interface GitHubStandIn {
  /** The API root to give the action as `GITHUB_API_URL`. */
  url: string;
  log: StandInLog;
  close(): Promise<void>;
}

/** Ids of what the stand-in creates start here, far from the ids in the payloads. */
const FIRST_ID = 900_000_001;

interface Reply {
  status: number;
  body: unknown;
}

type Handler = (
  match: string[],
  body: Record<string, unknown>,
  query: URLSearchParams,
) => Reply | Promise<Reply>;

const ok = (body: unknown): Reply => ({ status: 200, body });
const created = (body: unknown): Reply => ({ status: 201, body });
const notFound = (): Reply => ({ status: 404, body: { message: "Not Found" } });

/**
 * Starts the stand-in on 127.0.0.1 at a free port. Requests for another repository, and routes it
 * does not serve, get 404 and are listed in `log.unserved`. Call `close()` when the run is over.
 */
export async function startGitHubStandIn(options: StandInOptions): Promise<GitHubStandIn> {
  const { repo, thread, pull } = options;
  const fullName = `${repo.owner}/${repo.repo}`;
  const htmlBase = `${options.serverUrl.replace(/\/+$/, "")}/${fullName}`;
  const bot = { login: "github-actions[bot]", type: "Bot", id: 41898282 };
  const log: StandInLog = { comments: [], pulls: [], reactions: [], unserved: [] };
  let nextId = FIRST_ID;
  let nextNumber = (thread?.number ?? 0) + 1;
  const now = () => new Date().toISOString();

  const isThread = (n: string | undefined) => thread !== undefined && Number(n) === thread.number;
  const threadName = () => `${thread?.isPullRequest ? "pull request" : "issue"} #${thread?.number}`;

  const repoJson = {
    full_name: fullName,
    name: repo.repo,
    owner: { login: repo.owner },
    default_branch: options.defaultBranch,
    private: false,
    fork: false,
    html_url: htmlBase,
  };
  const commentJson = (c: PostedComment, extra: Record<string, unknown> = {}) => ({
    id: c.id,
    body: c.body,
    user: bot,
    html_url: c.url,
    created_at: now(),
    updated_at: now(),
    ...extra,
  });
  const pullJson = (p: OpenedPull) => ({
    number: p.number,
    html_url: p.url,
    title: p.title,
    body: p.body,
    state: "open",
    draft: p.draft,
    head: { ref: p.head, sha: pull?.headSha ?? "", repo: { full_name: fullName } },
    base: { ref: p.base, sha: pull?.baseSha ?? "", repo: { full_name: fullName } },
  });

  const react = (place: string) => (_: string[], body: Record<string, unknown>) => {
    const content = String(body.content ?? "");
    log.reactions.push({ content, place });
    return created({ id: nextId++, content, user: bot });
  };
  const addComment = (place: string, url: (id: number) => string, body: unknown): PostedComment => {
    const id = nextId++;
    const comment = { id, place, url: url(id), body: String(body ?? ""), writes: 1 };
    log.comments.push(comment);
    return comment;
  };
  const updateComment = (id: string | undefined, body: unknown): Reply => {
    const comment = log.comments.find((c) => c.id === Number(id));
    if (!comment) return notFound();
    comment.body = String(body ?? "");
    comment.writes += 1;
    return ok(commentJson(comment));
  };

  const routes: [string, RegExp, Handler][] = [
    ["GET", /^$/, () => ok(repoJson)],
    [
      "GET",
      /^\/collaborators\/([^/]+)\/permission$/,
      ([login]) =>
        ok({ permission: "admin", role_name: "admin", user: { login: decodeURIComponent(login ?? "") } }),
    ],
    ["POST", /^\/issues\/comments\/(\d+)\/reactions$/, react("the triggering comment")],
    ["POST", /^\/pulls\/comments\/(\d+)\/reactions$/, react("the triggering review comment")],
    [
      "POST",
      /^\/issues\/(\d+)\/reactions$/,
      ([n], body) => (isThread(n) ? react(threadName())([], body) : notFound()),
    ],
    [
      "GET",
      /^\/issues\/(\d+)$/,
      ([n]) => {
        if (!thread || !isThread(n)) return notFound();
        return ok({
          number: thread.number,
          title: thread.title,
          body: thread.body,
          state: thread.state,
          user: thread.user,
          comments: thread.comments,
          html_url: `${htmlBase}/${thread.isPullRequest ? "pull" : "issues"}/${thread.number}`,
          ...(thread.isPullRequest
            ? { pull_request: { html_url: `${htmlBase}/pull/${thread.number}` } }
            : {}),
        });
      },
    ],
    [
      "GET",
      /^\/issues\/(\d+)\/comments$/,
      ([n], _, query) => {
        if (!isThread(n)) return notFound();
        // Everything fits the first page: the trigger comment and what this run posted.
        if (Number(query.get("page") ?? "1") > 1) return ok([]);
        const trigger = options.comment ? [{ ...options.comment, html_url: `${htmlBase}/issues/${n}` }] : [];
        const posted = log.comments.filter((c) => c.place === threadName()).map((c) => commentJson(c));
        return ok([...trigger, ...posted]);
      },
    ],
    [
      "POST",
      /^\/issues\/(\d+)\/comments$/,
      ([n], body) => {
        if (!isThread(n)) return notFound();
        const comment = addComment(
          threadName(),
          (id) => `${htmlBase}/issues/${n}#issuecomment-${id}`,
          body.body,
        );
        return created(commentJson(comment));
      },
    ],
    ["PATCH", /^\/issues\/comments\/(\d+)$/, ([id], body) => updateComment(id, body.body)],
    [
      "POST",
      /^\/pulls\/(\d+)\/comments\/(\d+)\/replies$/,
      ([n, replyTo], body) => {
        if (!isThread(n)) return notFound();
        const place = `the review thread of pull request #${n}`;
        const comment = addComment(place, (id) => `${htmlBase}/pull/${n}#discussion_r${id}`, body.body);
        return created(commentJson(comment, { in_reply_to_id: Number(replyTo) }));
      },
    ],
    ["PATCH", /^\/pulls\/comments\/(\d+)$/, ([id], body) => updateComment(id, body.body)],
    ["GET", /^\/pulls\/(\d+)\/files$/, ([n]) => (isThread(n) && pull ? ok([]) : notFound())],
    // A review's own comments on the diff: the payload carries none, so there are none to show.
    [
      "GET",
      /^\/pulls\/(\d+)\/reviews\/(\d+)\/comments$/,
      ([n]) => (isThread(n) && pull ? ok([]) : notFound()),
    ],
    [
      "GET",
      /^\/pulls\/(\d+)$/,
      ([n]) => {
        const opened = log.pulls.find((p) => p.number === Number(n));
        if (opened) return ok(pullJson(opened));
        if (!thread || !pull || !isThread(n)) return notFound();
        return ok({
          number: thread.number,
          title: thread.title,
          body: thread.body,
          state: thread.state,
          html_url: `${htmlBase}/pull/${thread.number}`,
          changed_files: 0,
          head: { ref: pull.headRef, sha: pull.headSha, repo: { full_name: pull.headRepo } },
          base: { ref: pull.baseRef, sha: pull.baseSha, repo: { full_name: fullName } },
        });
      },
    ],
    [
      "GET",
      /^\/pulls$/,
      (_, __, query) => {
        const head = (query.get("head") ?? "").split(":").pop();
        return ok(log.pulls.filter((p) => !head || p.head === head).map(pullJson));
      },
    ],
    [
      "POST",
      /^\/pulls$/,
      (_, body) => {
        const number = nextNumber++;
        const opened: OpenedPull = {
          number,
          url: `${htmlBase}/pull/${number}`,
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
        log.pulls.push(opened);
        return created(pullJson(opened));
      },
    ],
    [
      "PATCH",
      /^\/pulls\/(\d+)$/,
      ([n], body) => {
        const opened = log.pulls.find((p) => p.number === Number(n));
        if (!opened) return notFound();
        if (typeof body.title === "string") opened.title = body.title;
        if (typeof body.body === "string") opened.body = body.body;
        opened.writes += 1;
        return ok(pullJson(opened));
      },
    ],
    [
      "GET",
      /^\/contents\/(.+)$/,
      async ([path], _, query) => {
        const file = await options.readFileAt(query.get("ref") ?? "HEAD", decodeURIComponent(path ?? ""));
        if (file === undefined) return notFound();
        return ok({ type: "file", encoding: "base64", path, content: Buffer.from(file).toString("base64") });
      },
    ],
  ];

  const prefix = `/repos/${fullName}`.toLowerCase();
  async function answer(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "GET";
    const path = url.pathname.replace(/\/+$/, "");
    const raw = await readBody(request);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const body = isRecord(parsed) ? parsed : {};
    if (path.toLowerCase().startsWith(prefix)) {
      const rest = path.slice(prefix.length);
      for (const [routeMethod, pattern, handle] of routes) {
        const match = routeMethod === method ? pattern.exec(rest) : null;
        if (match) return handle(match.slice(1), body, url.searchParams);
      }
    }
    log.unserved.push(`${method} ${path}`);
    return notFound();
  }

  const server = createServer((request, response: ServerResponse) => {
    answer(request)
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
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
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

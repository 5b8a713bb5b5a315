import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parsePatch } from "../../github/review/diff-lines.js";
import type { RepoRef } from "../../github/trigger/types.js";
import { isRecord } from "../../text/json.js";
import type { Thread, TriggerComment } from "./event-payload.js";
import type { PullFileJson } from "./pull-files.js";

/**
 * A stand-in for the GitHub REST API during a dry run: a local HTTP server answering the calls the
 * action makes (see `src/action/main.ts` and `src/github/`), so the whole action flow runs unchanged
 * while nothing reaches GitHub. Reads are answered from the event payload and the throwaway
 * clone; writes (reactions, comments, pull requests, reviews) are recorded and answered with
 * plausible objects. The local user counts as an admin of the repository.
 */

/** The pull request a dry run pretends the event is about: its head is the clone's HEAD. */
export interface StandInPull {
  headRef: string;
  headSha: string;
  /** `owner/name`; another repository than the base makes the pull request a fork's. */
  headRepo: string;
  baseRef: string;
  /** The commit the pull request's files are the diff from; the head's own sha when none was found. */
  baseSha: string;
  draft: boolean;
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
  /**
   * The pull request's changed files, from its base to its head, as GitHub lists them; none when
   * absent. Asked once, when first needed.
   */
  pullFiles?(): Promise<PullFileJson[]>;
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

/** An inline comment of a review, as it was sent. */
export interface PostedReviewComment {
  path: string;
  /** The (last) line it is on. */
  line: number;
  /** The first line, for a comment on several lines. */
  start_line?: number;
  /** `RIGHT`: the head's lines, the only side the action comments on. */
  side: string;
  body: string;
}

/** A review submitted on the pull request, as it was sent. */
export interface PostedReview {
  id: number;
  /** The pull request it is on. */
  number: number;
  url: string;
  /** `COMMENT`, `APPROVE`, `REQUEST_CHANGES`, or empty for a pending review. */
  event: string;
  commit_id: string;
  body: string;
  comments: PostedReviewComment[];
}

/** What the action did through the stand-in, in order. */
export interface StandInLog {
  comments: PostedComment[];
  pulls: OpenedPull[];
  reactions: PostedReaction[];
  reviews: PostedReview[];
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
const unprocessable = (message: string, errors: string[] = []): Reply => ({
  status: 422,
  body: { message, errors },
});

/** GitHub's page of a listing: `per_page` (30 unless given, at most 100) items of page `page` (from 1). */
function page<T>(items: readonly T[], query: URLSearchParams): T[] {
  const perPage = Math.min(100, Math.max(1, Number(query.get("per_page")) || 30));
  const number = Math.max(1, Number(query.get("page")) || 1);
  return items.slice((number - 1) * perPage, number * perPage);
}

/** The state GitHub gives a review submitted with `event`. */
const REVIEW_STATES: Record<string, string> = {
  COMMENT: "COMMENTED",
  APPROVE: "APPROVED",
  REQUEST_CHANGES: "CHANGES_REQUESTED",
};

/**
 * Reads the `comments` of a review request as GitHub validates them: each on a line of the
 * diff of its file, on the head's side. Returns the comments, or what GitHub would refuse.
 */
function reviewComments(
  value: unknown,
  files: readonly PullFileJson[],
): { ok: true; comments: PostedReviewComment[] } | { ok: false; error: string } {
  if (value === undefined) return { ok: true, comments: [] };
  if (!Array.isArray(value)) return { ok: false, error: "comments is not an array" };
  const comments: PostedReviewComment[] = [];
  for (const [index, item] of value.entries()) {
    const where = `comments[${index}]`;
    if (!isRecord(item)) return { ok: false, error: `${where} is not an object` };
    const { path, line, start_line: startLine, body } = item;
    const side = item.side === undefined ? "RIGHT" : item.side;
    if (typeof path !== "string" || typeof body !== "string") {
      return { ok: false, error: `${where} needs a path and a body` };
    }
    if (typeof line !== "number" || !Number.isInteger(line)) {
      return { ok: false, error: `${where} needs a line (position is not served here)` };
    }
    // The action comments on the head's lines only; the base's side is not served here.
    if (side !== "RIGHT") return { ok: false, error: `${where}.side is not RIGHT` };
    if (startLine !== undefined && (typeof startLine !== "number" || startLine >= line)) {
      return { ok: false, error: `${where}.start_line must be a number before line` };
    }
    const file = files.find((f) => f.filename === path);
    const { lines } = parsePatch(file?.patch ?? "");
    for (const n of [...(startLine === undefined ? [] : [startLine]), line]) {
      if (!lines.has(n)) {
        return {
          ok: false,
          error: `Pull request review thread line ${n} of ${path} must be part of the diff`,
        };
      }
    }
    comments.push({ path, line, ...(startLine === undefined ? {} : { start_line: startLine }), side, body });
  }
  return { ok: true, comments };
}

/**
 * Starts the stand-in on 127.0.0.1 at a free port. Requests for another repository, and routes it
 * does not serve, get 404 and are listed in `log.unserved`. Call `close()` when the run is over.
 */
export async function startGitHubStandIn(options: StandInOptions): Promise<GitHubStandIn> {
  const { repo, thread, pull } = options;
  const fullName = `${repo.owner}/${repo.repo}`;
  const htmlBase = `${options.serverUrl.replace(/\/+$/, "")}/${fullName}`;
  const bot = { login: "github-actions[bot]", type: "Bot", id: 41898282 };
  const log: StandInLog = { comments: [], pulls: [], reactions: [], reviews: [], unserved: [] };
  let nextId = FIRST_ID;
  let nextNumber = (thread?.number ?? 0) + 1;
  const now = () => new Date().toISOString();
  let files: Promise<PullFileJson[]> | undefined;
  const pullFiles = () => {
    files ??= options.pullFiles?.() ?? Promise.resolve([]);
    return files;
  };

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

  const reviewJson = (r: PostedReview) => ({
    id: r.id,
    user: bot,
    body: r.body,
    state: REVIEW_STATES[r.event] ?? "PENDING",
    html_url: r.url,
    pull_request_url: `${htmlBase}/pull/${r.number}`,
    commit_id: r.commit_id,
    submitted_at: now(),
    author_association: "NONE",
  });
  const reviewCommentsJson = (reviews: readonly PostedReview[]) =>
    reviews.flatMap((r, reviewIndex) =>
      r.comments.map((c, index) => {
        // Ids of a review's comments follow far above everything else the stand-in numbers.
        const id = FIRST_ID + 50_000_000 + reviewIndex * 1_000 + index;
        return {
          id,
          pull_request_review_id: r.id,
          user: bot,
          path: c.path,
          line: c.line,
          start_line: c.start_line ?? null,
          side: c.side,
          body: c.body,
          commit_id: r.commit_id,
          html_url: `${htmlBase}/pull/${r.number}#discussion_r${id}`,
          created_at: now(),
          updated_at: now(),
        };
      }),
    );
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
    [
      "GET",
      /^\/pulls\/(\d+)\/files$/,
      async ([n], _, query) => (isThread(n) && pull ? ok(page(await pullFiles(), query)) : notFound()),
    ],
    // Review comments: none before the dry run (the payload carries none), then this run's own.
    [
      "GET",
      /^\/pulls\/(\d+)\/reviews\/(\d+)\/comments$/,
      ([n, id], _, query) =>
        isThread(n) && pull
          ? ok(page(reviewCommentsJson(log.reviews.filter((r) => r.id === Number(id))), query))
          : notFound(),
    ],
    [
      "GET",
      /^\/pulls\/(\d+)\/comments$/,
      ([n], _, query) =>
        isThread(n) && pull ? ok(page(reviewCommentsJson(log.reviews), query)) : notFound(),
    ],
    [
      "GET",
      /^\/pulls\/(\d+)\/reviews$/,
      ([n], _, query) => (isThread(n) && pull ? ok(page(log.reviews.map(reviewJson), query)) : notFound()),
    ],
    [
      "POST",
      /^\/pulls\/(\d+)\/reviews$/,
      async ([n], body) => {
        if (!isThread(n) || !pull) return notFound();
        const event = body.event === undefined ? "" : String(body.event);
        if (event !== "" && !(event in REVIEW_STATES)) {
          return unprocessable("Validation Failed", [
            `event ${event} is not one of COMMENT, APPROVE, REQUEST_CHANGES`,
          ]);
        }
        const comments = reviewComments(body.comments, await pullFiles());
        if (!comments.ok) return unprocessable("Unprocessable Entity", [comments.error]);
        const id = nextId++;
        const review: PostedReview = {
          id,
          number: Number(n),
          url: `${htmlBase}/pull/${n}#pullrequestreview-${id}`,
          event,
          commit_id: typeof body.commit_id === "string" ? body.commit_id : pull.headSha,
          body: typeof body.body === "string" ? body.body : "",
          comments: comments.comments,
        };
        log.reviews.push(review);
        return ok(reviewJson(review));
      },
    ],
    [
      "GET",
      /^\/pulls\/(\d+)$/,
      async ([n]) => {
        const opened = log.pulls.find((p) => p.number === Number(n));
        if (opened) return ok(pullJson(opened));
        if (!thread || !pull || !isThread(n)) return notFound();
        const changed = await pullFiles();
        return ok({
          number: thread.number,
          title: thread.title,
          body: thread.body,
          state: thread.state,
          html_url: `${htmlBase}/pull/${thread.number}`,
          draft: pull.draft,
          user: thread.user,
          changed_files: changed.length,
          additions: changed.reduce((sum, file) => sum + file.additions, 0),
          deletions: changed.reduce((sum, file) => sum + file.deletions, 0),
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
